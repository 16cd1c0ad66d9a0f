"""Animal Duel's game log in words: each event of the rules (``docs/animal_duel-design.md``) becomes
sentences in the current language, as one seat sees the table. Pure Python (no pygame), so it is
tested on its own.

A line is ``(text, tone)``; the tone says what kind of line it is (the table gives each tone its
colour): ``muted`` (bookkeeping), ``plain``, ``mine`` (the viewer's side acted), ``headline``
(games and turns), ``good`` / ``bad`` (for the viewer's side), ``permanent`` / ``instant`` (a
situational played).
"""
from __future__ import annotations

from game import i18n
from game.animal_duel.glossary import card_names
from game.i18n import tr, tr_n

TONES = ("muted", "plain", "mine", "headline", "good", "bad", "permanent", "instant")
VARIANT_KEYS = ("variant_kids", "variant_habitat", "variant_level_start", "variant_team")
L = "animal_duel.log."


def screen_rc(cell: int, size: int, flipped: bool) -> tuple[int, int]:
    """(row, col) of a cell as the viewer sees the board: turned 180° when the viewer is team 1."""
    r, c = divmod(cell, size)
    if flipped:
        return size - 1 - r, size - 1 - c
    return r, c


def cell_name(cell: int, size: int, flipped: bool) -> str:
    """'B3': column letter and row number as the viewer sees the board (the board's own labels)."""
    r, c = screen_rc(cell, size, flipped)
    return f"{'ABCDE'[c]}{r + 1}"


def card_label(deck, card: int) -> str:
    """Short text for a card: 'Lion (Sa 4·3·1·2)', 'Deadly Blow (T)'."""
    c = deck.cards[card]
    if c.is_animal:
        st = "·".join(str(v) for v in c.strengths)
        return f"{i18n.name(c.names)} ({deck.habitats[c.habitat].abbr} {st})"
    return f"{i18n.name(c.names)} ({c.type})"


class LogText:
    """The sentences of the events, for the seat ``seat`` of a match with these player ``names``."""

    def __init__(self, deck, names: list[str], seat: int, size: int):
        self.deck = deck
        self.names = names
        self.n = len(names)
        self.seat = seat
        self.size = size

    @property
    def my_team(self) -> int:
        return self.seat & 1

    def name(self, seat: int) -> str:
        return self.names[seat]

    def team_name(self, team: int) -> str:
        return " & ".join(self.names[p] for p in range(self.n) if p & 1 == team)

    def _for_team(self, key: str, team: int) -> str:
        """``key``, or its ``_team`` form when the side is a team of two (its verb in the plural)."""
        return key + "_team" if sum(1 for p in range(self.n) if p & 1 == team) > 1 else key

    def cell(self, cell: int) -> str:
        return cell_name(cell, self.size, self.my_team == 1)

    def label(self, card: int) -> str:
        return card_label(self.deck, card)

    def _for(self, team: int, good: bool) -> str:
        """``good`` / ``bad`` as seen by the viewer: what is good for ``team`` is bad for the other."""
        return "good" if good == (team == self.my_team) else "bad"

    def lines(self, e) -> list[tuple[str, str]]:
        """The lines of one event (``[]`` for events the log does not tell)."""
        fn = self.TELL.get(e.kind)
        return fn(self, e.data, e.player) if fn is not None else []

    # ---------------------------------------------------------------- the match and its games
    def _match_start(self, d, p):
        on = [tr(f"animal_duel.variant.{x}") for x in VARIANT_KEYS if (d.get("variants") or {}).get(x)]
        out = [(tr(L + "match_start", size=d["board_size"]), "muted")]
        if on:
            out.append((tr(L + "variants", variants=", ".join(on)), "muted"))
        return out

    def _game_start(self, d, p):
        return [(tr(L + "game_start", game=d["game"], name=self.name(d["starter"])), "headline")]

    def _deal(self, d, p):
        return [(tr_n(L + "deal", len(d["cards"]), name=self.name(p)), "muted")] if p == self.seat else []

    def _keep(self, d, p):
        return [(tr(L + "keep", name=self.name(p)), "plain")]

    def _give(self, d, p):
        return [(tr(L + "give", name=self.name(p), to=self.name(d["to"])), "plain")]

    def _given(self, d, p):
        return [(tr(L + "given", name=self.name(p), to=self.name(d["to"]), card=self.label(d["card"])), "muted")]

    def _turn_start(self, d, p):
        return [(tr(L + "turn_start", name=self.name(p)), "headline")]

    def _draw(self, d, p):
        return [(tr_n(L + "draw", d["count"], name=self.name(p)), "muted")]

    def _draw_cards(self, d, p):
        if p != self.seat:
            return []
        return [(tr(L + "draw_cards", cards=", ".join(self.label(c) for c in d["cards"])), "muted")]

    def _reshuffle(self, d, p):
        return [(tr_n(L + "reshuffle", d["count"]), "muted")]

    # ---------------------------------------------------------------- placing an animal
    def _place(self, d, p):
        t = p & 1
        out = [(tr(L + "place", name=self.name(p), card=self.label(d["card"]), cell=self.cell(d["cell"])),
                "mine" if t == self.my_team else "plain")]
        if d.get("covers") is not None:
            out.append((tr(L + "covers", card=self.label(d["covers"]), **card_names(self.deck)), "plain"))
        for (cell, m, th) in d.get("clashes") or []:
            out.append((tr(L + "clash", cell=self.cell(cell), mine=m, theirs=th), "muted"))
        if d.get("damage_to_opponent"):
            out.append((tr(L + self._for_team("loses", 1 - t), name=self.team_name(1 - t), amount=d["damage_to_opponent"],
                           life=max(0, d["life"][1 - t])), self._for(t, True)))
        if d.get("damage_to_self"):
            out.append((tr(L + self._for_team("loses", t), name=self.team_name(t), amount=d["damage_to_self"],
                           life=max(0, d["life"][t])), self._for(t, False)))
        if d.get("healed"):
            out.append((tr(L + self._for_team("heals", t), name=self.team_name(t), amount=d["healed"],
                           life=d["life"][t]), "good"))
        if not d.get("clashes"):
            out.append((tr(L + "no_clash"), "muted"))
        return out

    # ---------------------------------------------------------------- situationals and their effects
    def _situ(self, d, p):
        return [(tr(L + "situ", name=self.name(p), card=self.label(d["card"])),
                 "permanent" if d.get("type") == "P" else "instant")]

    def _damage(self, d, p):
        t = d["team"]
        return [(tr(L + self._for_team("loses", t), name=self.team_name(t), amount=d["amount"], life=max(0, d["life"][t])),
                 "bad" if t == self.my_team else "good")]

    def _heal(self, d, p):
        t = d["team"]
        if not d["amount"]:
            return [(tr(L + self._for_team("heals_none", t), name=self.team_name(t), life=d["life"][t]), "muted")]
        return [(tr(L + self._for_team("heals", t), name=self.team_name(t), amount=d["amount"], life=d["life"][t]), "good")]

    def _extinction(self, d, p):
        return [(tr_n(L + "extinction", len(d["cards"])), "bad")]

    def _hand_size(self, d, p):
        hs = d["hand_size"]
        return [(tr(L + "hand_size", name=self.team_name(t), size=hs[t]), "muted") for t in (0, 1)]

    def _trilero_take(self, d, p):
        # the two sides are the taker's and the victim's: every seat knows which card changed hands
        return [(tr(L + "trilero_take", name=self.name(p), card=self.label(d["card"]), victim=self.name(d["from"])),
                 "plain")]

    def _trilero_give(self, d, p):
        return [(tr(L + "trilero_give", name=self.name(p), card=self.label(d["card"]), to=self.name(d["to"])),
                 "plain")]

    def _move(self, d, p):
        return [(tr(L + "move", name=self.name(p), card=self.label(d["card"]), cell=self.cell(d["to"])), "plain")]

    def _swap(self, d, p):
        return [(tr(L + "swap", a=self.cell(d["a"]), b=self.cell(d["b"])), "plain")]

    def _steal(self, d, p):
        return [(tr(L + "steal", name=self.name(p), card=self.label(d["card"])), "plain")]

    def _hunt(self, d, p):
        return [(tr(L + "hunt", name=self.name(p), card=self.label(d["card"])), "plain")]

    def _sleep(self, d, p):
        return [(tr(L + "sleep", card=self.label(d["card"])), "plain")]

    def _discard(self, d, p):
        return [(tr(L + "discard", name=self.name(p), card=self.label(d["card"])), "plain")]

    def _discard_trex(self, d, p):
        return [(tr(L + "discard_trex", name=self.name(p), card=self.label(d["card"])), "plain")]

    def _fix_hand(self, d, p):
        return [(tr(L + "fix_hand", name=self.name(p), card=self.label(d["card"])), "plain")]

    def _refresh_hand(self, d, p):
        return [(tr_n(L + "refresh_hand", len(d["discarded"]), name=self.name(p)), "plain")]

    # ---------------------------------------------------------------- the end
    def _game_over(self, d, p):
        w = d.get("winner_team")
        reason = tr(f"animal_duel.reason.{d['reason']}")
        life = [max(0, x) for x in d["life"]]
        if w is None:
            return [(tr(L + "game_draw", game=d["game"], reason=reason, a=life[0], b=life[1]), "headline")]
        return [(tr(L + self._for_team("game_won", w), game=d["game"], reason=reason, name=self.team_name(w),
                    a=life[w], b=life[1 - w]), "headline")]

    def _tie(self, d, p):
        return [(tr(L + "tie", game=d["games"] + 1), "headline")]

    def _match_end(self, d, p):
        return [(tr(L + self._for_team("match_end", d["winner_team"]), name=self.team_name(d["winner_team"])), "headline")]

    # event kind -> its sentences
    TELL = {
        "match_start": _match_start, "game_start": _game_start, "deal": _deal, "keep": _keep, "give": _give,
        "given": _given, "turn_start": _turn_start, "draw": _draw, "draw_cards": _draw_cards,
        "reshuffle": _reshuffle, "place": _place, "situ": _situ, "damage": _damage, "heal": _heal,
        "extinction": _extinction, "hand_size": _hand_size, "trilero_take": _trilero_take,
        "trilero_give": _trilero_give, "move": _move, "swap": _swap, "steal": _steal, "hunt": _hunt, "sleep": _sleep,
        "discard": _discard, "discard_trex": _discard_trex, "fix_hand": _fix_hand, "refresh_hand": _refresh_hand,
        "game_over": _game_over, "tie": _tie, "match_end": _match_end}


# events the log leaves untold on purpose (the turn's end shows as the next turn's start)
SILENT = frozenset({"turn_end"})
