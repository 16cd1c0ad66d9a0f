"""Forest Shuffle's game log: events turned into sentences in the interface language.

Pure Python (no pygame): ``describe(event, seat, name)`` gives the log lines ``(text, colour)`` that
``seat`` reads for one event; ``name(seat)`` is a player's name. Private events (a deal, a card drawn
from the deck, a sapling's card) come in two copies from the rules, one for the player and one for
everybody else; the table shows each seat only the copy it may see.
"""
from __future__ import annotations

from typing import Callable

from game.forest_shuffle.words import card_name_by_id, cards_name, rule_texts, species_name
from game.i18n import tr, tr_n

GOLD = (240, 196, 80)
MUTED = (140, 146, 150)
PLAIN = (214, 218, 214)
BRIGHT = (236, 236, 226)       # the shown seat's own moves
GREEN = (130, 210, 130)
BLUE = (170, 210, 255)
ICE = (190, 226, 255)

L = "forest_shuffle.log."
E = "forest_shuffle.event."
Line = tuple[str, tuple]


class _Ctx:
    __slots__ = ("seat", "name")

    def __init__(self, seat: int, name: Callable[[int], str]):
        self.seat = seat
        self.name = name

    def you(self, p) -> bool:
        return p is not None and p == self.seat

    def key(self, base: str, p) -> str:
        """``base.you`` for the reading seat's own move, ``base.other`` for somebody else's."""
        return f"{L}{base}.{'you' if self.you(p) else 'other'}"

    def col(self, p) -> tuple:
        return BRIGHT if self.you(p) else PLAIN


def tree_no(i) -> int:
    """Trees are numbered from 1 on the screen."""
    return int(i) + 1


def _setup(c, p, d):
    out = [(tr(E + "setup", players=d["players"], removed=d["removed"], deck=d["deck"]), MUTED)]
    out.append((tr(c.key("start", d["start"]), player=c.name(d["start"])), PLAIN))
    return out


def _deal(c, p, d):
    if not c.you(p) or "cards" not in d:
        return []
    return [(tr_n(L + "deal", len(d["cards"]), cards=cards_name(d["cards"])), MUTED)]


def _mulligan_offered(c, p, d):
    return [(tr(c.key("mulligan_offered", p), player=c.name(p)), PLAIN)]


def _keep(c, p, d):
    return [(tr(c.key("keep", p), player=c.name(p)), c.col(p))]


def _mulligan(c, p, d):
    returned = d.get("returned")
    n = len(returned) if isinstance(returned, list) else int(returned or 0)
    return [(tr_n(c.key("mulligan", p), n, player=c.name(p)), c.col(p))]


def _turn(c, p, d):
    key = c.key("turn_extra" if d.get("extra") else "turn", p)
    return [(tr(key, player=c.name(p), turn=d.get("turn", 0)), GOLD)]


def _why(d) -> str:
    why = d.get("why", "deck")
    if why in ("deck", "mulligan"):
        return ""
    if why == "raccoon":
        return tr(L + "why", species=species_name("raccoon"))
    return tr(L + "why", species=species_name(why))


def _draw(c, p, d):
    if d.get("why") == "mulligan":
        return []                           # the mulligan's line says it
    if "card" in d:
        if not c.you(p):
            return []
        return [(tr(L + "draw.you", card=card_name_by_id(d["card"]), why=_why(d)), BRIGHT)]
    return [(tr(L + "draw.other", player=c.name(p), why=_why(d)), PLAIN)]


def _take(c, p, d):
    return [(tr(c.key("take", p), player=c.name(p), card=card_name_by_id(d["card"])), c.col(p))]


def _pay(c, p, d):
    cards = d.get("cards") or []
    key = c.key("pay_bonus" if d.get("bonus") else "pay", p)
    return [(tr_n(key, len(cards), player=c.name(p), cards=cards_name(cards),
                  card=card_name_by_id(d.get("for"))), c.col(p))]


def _play(c, p, d):
    mode = d.get("mode", "play")
    how = "" if mode == "play" else tr(f"{L}mode.{mode}")
    tree = tree_no(d.get("tree", 0))
    if d.get("side", "tree") == "tree":
        how = "" if mode == "play" else tr(f"{L}mode_in.{mode}")
    if d.get("species") == "sapling":
        if d.get("card") is not None and c.you(p):
            return [(tr(L + "sapling.mine", card=card_name_by_id(d["card"]), tree=tree, how=how), BRIGHT)]
        return [(tr(c.key("sapling", p), player=c.name(p), tree=tree, how=how), c.col(p))]
    side = d.get("side", "tree")
    base = "plant" if side == "tree" else f"place_{side}"
    return [(tr(c.key(base, p), player=c.name(p), species=species_name(d["species"]), tree=tree, how=how),
             c.col(p))]


def _reveal(c, p, d):
    return [(tr(E + "reveal", card=card_name_by_id(d["card"])), MUTED)]


def _mushroom(c, p, d):
    return [(tr(c.key("mushroom", p), player=c.name(p), species=species_name(d["species"])), GREEN)]


def _effect_or_bonus(kind):
    def fn(c, p, d):
        texts = rule_texts(d["species"])
        return [(tr(f"{L}{kind}", species=species_name(d["species"]), text=texts.get(kind, "")), GREEN)]
    return fn


def _decline(c, p, d):
    what = d.get("what", "effect")
    return [(tr(c.key(f"decline_{what}", p), player=c.name(p), species=species_name(d["species"])), MUTED)]


def _cave(c, p, d):
    cards = d.get("cards") or []
    if d.get("from") == "clearing":
        return [(tr_n(c.key("cave_clearing", p), len(cards), player=c.name(p)), c.col(p))]
    if cards and cards[0] is not None and c.you(p):
        return [(tr(L + "cave_hand.mine", card=cards_name(cards)), BRIGHT)]
    return [(tr(c.key("cave_hand", p), player=c.name(p)), c.col(p))]


def _extra_turn(c, p, d):
    return [(tr(c.key("extra_turn", p), player=c.name(p), species=species_name(d["species"])), GREEN)]


def _cleared(c, p, d):
    return [(tr_n(L + "clearing_cleared", len(d.get("cards") or [])), MUTED)]


def _winter(c, p, d):
    key = "winter_last" if d.get("count", 0) >= 3 else "winter"
    return [(tr(L + key, count=d.get("count", 0)), ICE)]


def _game_end(c, p, d):
    scores = d.get("scores") or []
    parts = ", ".join(tr(L + "score_part", player=c.name(i), points=v) for i, v in enumerate(scores))
    return [(tr(L + "game_end", scores=parts), GOLD)]


LINES: dict[str, Callable] = {
    "setup": _setup, "deal": _deal, "mulligan_offered": _mulligan_offered, "keep": _keep,
    "mulligan": _mulligan, "turn": _turn, "draw": _draw, "take": _take, "pay": _pay, "play": _play,
    "reveal": _reveal, "mushroom": _mushroom, "effect": _effect_or_bonus("effect"),
    "bonus": _effect_or_bonus("bonus"), "decline": _decline, "cave": _cave, "extra_turn": _extra_turn,
    "clearing_cleared": _cleared, "winter": _winter, "game_end": _game_end,
}


def describe(e, seat: int, name: Callable[[int], str]) -> list[Line]:
    """The log lines of event ``e`` as ``seat`` reads them (none for an event kind without words)."""
    fn = LINES.get(e.kind)
    if fn is None:
        return []
    return fn(_Ctx(seat, name), e.player, e.data)
