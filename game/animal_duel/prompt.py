"""Animal Duel's table in words: the prompt (what the player to act should do, or whom the table waits
for), the labels of the two action buttons, and the reason of a refused click in the player's language.
A mixin of :class:`game.animal_duel.table.AnimalDuelTable`; every word comes from the strings files
(``data/animal_duel/i18n.<lang>.yaml``) and the card names from the data: no rule's own ``why`` text,
raw id or exception name ever reaches the player.
"""
from __future__ import annotations

from game import i18n
from game.i18n import tr, tr_n
from game.table.paint import GOLD
from game.widgets import INK
from game.animal_duel.glossary import card_names
from rules.animal_duel.state import DEAL, FIX, FIX_HAND, OVER, RESPOND, SITU, TARGET_PHASE, TURN, UNKNOWN


ILLEGAL = "animal_duel.illegal."


class DuelWords:
    """The table's words (a mixin of the Animal Duel table)."""

    _names_kw: tuple | None = None

    def names_kw(self) -> dict[str, str]:
        """Every card's name by its id, in the current language (the strings write ``{engullir}``)."""
        lang = i18n.language()
        if self._names_kw is None or self._names_kw[0] != lang:
            self._names_kw = (lang, card_names(self.deck))
        return self._names_kw[1]

    def words(self, key: str, **kw) -> str:
        """``tr(key)`` with the cards' names at hand."""
        return tr(key, **self.names_kw(), **kw)

    def reason(self, rule, why, action=None) -> str:
        """The rule's reason in the player's words: ``animal_duel.illegal.<rule>``, made precise by the
        card or the choice it is about. A rule without words of its own gets the general sentence: the
        rules' ``why`` (English, for developers and tests) is never shown."""
        v = self.view()
        pend = v.pending or {}
        key = f"{ILLEGAL}{rule}"
        kw = {}
        value = getattr(action, "value", None)
        card = value[0] if isinstance(value, tuple) and value else value
        card = card if isinstance(card, int) and not isinstance(card, bool) and 0 <= card < len(self.deck.cards) \
            else None
        if rule in ("no_target", "bad_target"):
            effect = pend.get("effect")
            if rule == "no_target" and card is not None and action.kind == SITU:
                effect = next((e.effect for e in self.deck.cards[card].effects
                               if tr(f"{ILLEGAL}no_target_{e.effect}") != f"{ILLEGAL}no_target_{e.effect}"), effect)
            key = f"{ILLEGAL}{rule}_{effect}"
        elif rule == "requires" and card is not None and self.deck.cards[card].requires:
            req = self.deck.cards[card].requires
            other = any(self.deck.cards[c].key == req for c in v.situ_p[1 - self.my_team])
            key = f"{ILLEGAL}requires_blocked" if other else f"{ILLEGAL}requires"
            kw["card"] = i18n.name(self.deck.names_of(req))
        elif rule == "no_fix_needed":
            key = f"{ILLEGAL}no_fix_needed" + ("_placed" if v.placements_left <= 0 else "")
        elif rule == "wrong_phase":
            kw["doing"] = tr(f"animal_duel.doing.{v.phase}")
        text = self.words(key, **kw)
        if text == key:
            text = self.words(f"{ILLEGAL}generic")
        return text

    def extra_label(self) -> str | None:
        """What the second action button does now (None: hidden)."""
        if not self.my_turn():
            return None
        v = self.view()
        if self.selected is not None or self.first is not None:
            return tr("animal_duel.button.cancel")
        if v.phase == DEAL:
            return tr("animal_duel.button.give")
        if self.targets["trex"]:
            return self.words("animal_duel.button.discard_trex")
        return None

    def end_label(self) -> str | None:
        if not self.my_turn():
            return None
        v = self.view()
        if v.phase == DEAL:
            return tr("animal_duel.button.keep")
        if v.phase == TURN:
            return tr("animal_duel.button.end")
        return None

    def _prompt(self, v) -> tuple[str, tuple]:
        P = "animal_duel.prompt."
        if v.phase == OVER:
            return tr(P + "over"), GOLD
        p = self.current()
        if p is None:
            return "", INK
        opp = self.opponent_name()
        pend = v.pending or {}
        if self.my_turn():
            o = self.targets
            if v.phase == DEAL:
                return tr(P + "deal", card=self.art.name(v.drawn) if v.drawn not in (None, UNKNOWN) else "?",
                          name=self.player_name((self.seat + 1) % self.n)), GOLD
            if v.phase == FIX or (v.phase == TURN and any(a.kind == FIX_HAND for a in o["hand"].values())):
                return tr(P + "fix_hand"), GOLD
            if v.phase == RESPOND:
                return tr(P + "respond", name=self.player_name(v.turn), card=self.art.name(pend.get("card", 0))), GOLD
            if v.phase == TARGET_PHASE:
                card = self.art.name(pend.get("card", 0))
                choose = pend.get("choose")
                if choose == "card":
                    return tr(P + "target_card", card=card, taken=self.art.name(pend["taken"])
                              if pend.get("taken") is not None else "?",
                              name=self.player_name(pend.get("victim", (self.seat + 1) % self.n))), GOLD
                if choose in ("move", "swap"):
                    step = "second" if self.first is not None else "first"
                    return tr(P + f"target_{choose}_{step}", card=card), GOLD
                return tr(P + f"target_{pend.get('effect', 'cell')}", card=card), GOLD
            if self.selected is not None:
                return tr(P + "place", card=self.art.name(self.selected)), GOLD
            if v.placements_left > 0 and o["place"]:
                extra = tr_n(P + "place_more", v.placements_left) if v.placed else ""
                return (tr(P + "turn") + extra), GOLD
            if o["trex"] and not o["place"] and v.placements_left > 0:
                return self.words(P + "dead_trex"), GOLD
            return tr(P + "after_place"), GOLD
        nm = self.player_name(p)
        if self.is_human(p):
            return tr(P + "waiting", name=nm), INK
        if v.phase == TARGET_PHASE and pend.get("choose") == "card":
            return tr(P + "wait_give", name=nm, card=self.art.name(pend["card"]),
                      victim=self.player_name(pend.get("victim", (p + 1) % self.n))), INK
        if v.phase == TARGET_PHASE and pend.get("card") is not None:
            return tr(P + "wait_target", name=nm, card=self.art.name(pend["card"])), INK
        key = {DEAL: "wait_deal", RESPOND: "wait_respond", FIX: "wait_fix"}.get(v.phase, "thinking")
        return tr(P + key, name=nm, opponent=opp), INK
