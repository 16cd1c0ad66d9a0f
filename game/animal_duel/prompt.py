"""Animal Duel's table in words: the prompt (what the player to act should do, or whom the table waits
for), the labels of the two action buttons, and the reason of a refused click in the player's language.
Plain functions of the :class:`game.animal_duel.look.Turn` (whose decision it is, what is chosen so far);
every word comes from the strings files (``data/animal_duel/i18n.<lang>.yaml``) and the card names from
the data: no rule's own ``why`` text, raw id or exception name ever reaches the player.
"""
from __future__ import annotations

from game import i18n
from game.i18n import tr, tr_n
from game.table.paint import GOLD
from game.widgets import INK
from game.animal_duel.glossary import card_names
from rules.animal_duel.state import DEAL, FIX, FIX_HAND, OVER, RESPOND, SITU, TARGET_PHASE, TURN, UNKNOWN


ILLEGAL = "animal_duel.illegal."


class Words:
    """``tr`` with every card's name at hand (the strings write ``{engullir}``), for one deck."""

    def __init__(self, deck):
        self.deck = deck
        self._names: tuple | None = None

    def names_kw(self) -> dict[str, str]:
        """Every card's name by its id, in the current language."""
        lang = i18n.language()
        if self._names is None or self._names[0] != lang:
            self._names = (lang, card_names(self.deck))
        return self._names[1]

    def __call__(self, key: str, **kw) -> str:
        """``tr(key)`` with the cards' names at hand."""
        return tr(key, **self.names_kw(), **kw)


def reason(rule, action, v, my_team: int, words: Words) -> str:
    """The rule's reason in the player's words: ``animal_duel.illegal.<rule>``, made precise by the
    card or the choice it is about (``v``: the shown seat's view). A rule without words of its own gets
    the general sentence: the rules' ``why`` (English, for developers and tests) is never shown."""
    deck = words.deck
    pend = v.pending or {}
    key = f"{ILLEGAL}{rule}"
    kw = {}
    value = getattr(action, "value", None)
    card = value[0] if isinstance(value, tuple) and value else value
    card = card if isinstance(card, int) and not isinstance(card, bool) and 0 <= card < len(deck.cards) \
        else None
    if rule in ("no_target", "bad_target"):
        effect = pend.get("effect")
        if rule == "no_target" and card is not None and action.kind == SITU:
            effect = next((e.effect for e in deck.cards[card].effects
                           if tr(f"{ILLEGAL}no_target_{e.effect}") != f"{ILLEGAL}no_target_{e.effect}"), effect)
        key = f"{ILLEGAL}{rule}_{effect}"
    elif rule == "requires" and card is not None and deck.cards[card].requires:
        req = deck.cards[card].requires
        other = any(deck.cards[c].key == req for c in v.situ_p[1 - my_team])
        key = f"{ILLEGAL}requires_blocked" if other else f"{ILLEGAL}requires"
        kw["card"] = i18n.name(deck.names_of(req))
    elif rule == "no_fix_needed":
        key = f"{ILLEGAL}no_fix_needed" + ("_placed" if v.placements_left <= 0 else "")
    elif rule == "wrong_phase":
        kw["doing"] = tr(f"animal_duel.doing.{v.phase}")
    text = words(key, **kw)
    if text == key:
        text = words(f"{ILLEGAL}generic")
    return text


def extra_label(turn, words: Words) -> str | None:
    """What the second action button does now (None: hidden)."""
    if not turn.my_turn:
        return None
    if turn.selected is not None or turn.first is not None or turn.aim is not None:
        return tr("animal_duel.button.cancel")
    if turn.v.phase == DEAL:
        return tr("animal_duel.button.give")
    if turn.targets["trex"]:
        return words("animal_duel.button.discard_trex")
    return None


def end_label(turn) -> str | None:
    """What the first action button does now (None: hidden)."""
    if not turn.my_turn:
        return None
    if turn.v.phase == DEAL:
        return tr("animal_duel.button.keep")
    if turn.v.phase == TURN:
        return tr("animal_duel.button.end")
    return None


def prompt(turn, art, words: Words) -> tuple[str, tuple]:
    """The instruction over the hand, with its colour: what to do now, or whom the table waits for."""
    v = turn.v
    if v.phase == OVER:
        if v.winner is None:
            return tr("animal_duel.prompt.over"), GOLD
        return tr("animal_duel.prompt.over_won", how=tr(f"animal_duel.reason.{v.reason}"),
                  name=turn.team_name(v.winner)), GOLD
    if turn.current is None:
        return "", INK
    if turn.my_turn:
        return _my_prompt(turn, art, words), GOLD
    return _waiting_prompt(turn, art), INK


def _my_prompt(turn, art, words: Words) -> str:
    P = "animal_duel.prompt."
    v, o = turn.v, turn.targets
    pend = v.pending or {}
    if v.phase == DEAL:
        return tr(P + "deal", card=art.name(v.drawn) if v.drawn not in (None, UNKNOWN) else "?",
                  name=turn.names[(turn.seat + 1) % turn.n])
    if turn.aim is not None:           # aimed, not yet played: the choice the card will ask for
        return _target_prompt(turn._replace(v=turn.aim.view), art) + tr(P + "aim_free")
    if v.phase == FIX or (v.phase == TURN and any(a.kind == FIX_HAND for a in o["hand"].values())):
        return tr(P + "fix_hand")
    if v.phase == RESPOND:
        return tr(P + "respond", name=turn.names[v.turn], card=art.name(pend.get("card", 0)))
    if v.phase == TARGET_PHASE:
        return _target_prompt(turn, art)
    if turn.selected is not None:
        return tr(P + "place", card=art.name(turn.selected))
    if v.placements_left > 0 and o["place"]:
        extra = tr_n(P + "place_more", v.placements_left) if v.placed else ""
        return tr(P + "turn") + extra
    if o["trex"] and not o["place"] and v.placements_left > 0:
        return words(P + "dead_trex")
    return tr(P + "after_place")


def _target_prompt(turn, art) -> str:
    P = "animal_duel.prompt."
    pend = turn.v.pending or {}
    card = art.name(pend.get("card", 0))
    choose = pend.get("choose")
    if choose == "card":
        return tr(P + "target_card", card=card, taken=art.name(pend["taken"])
                  if pend.get("taken") is not None else "?",
                  name=turn.names[pend.get("victim", (turn.seat + 1) % turn.n)])
    if choose in ("move", "swap"):
        step = "second" if turn.first is not None else "first"
        return tr(P + f"target_{choose}_{step}", card=card)
    return tr(P + f"target_{pend.get('effect', 'cell')}", card=card)


def _waiting_prompt(turn, art) -> str:
    P = "animal_duel.prompt."
    v, p = turn.v, turn.current
    pend = v.pending or {}
    nm = turn.names[p]
    if turn.is_human(p):
        return tr(P + "waiting", name=nm)
    if v.phase == TARGET_PHASE and pend.get("choose") == "card":
        return tr(P + "wait_give", name=nm, card=art.name(pend["card"]),
                  victim=turn.names[pend.get("victim", (p + 1) % turn.n)])
    if v.phase == TARGET_PHASE and pend.get("card") is not None:
        return tr(P + "wait_target", name=nm, card=art.name(pend["card"]))
    key = {DEAL: "wait_deal", RESPOND: "wait_respond", FIX: "wait_fix"}.get(v.phase, "thinking")
    return tr(P + key, name=nm, opponent=turn.opponent_name())
