"""Depredador's game log: events turned into sentences in the interface language.

Pure Python (no pygame): ``describe(event, deck, seat, name)`` gives the log lines ``(text, colour)``
that ``seat`` reads for one event; ``name(seat)`` is a player's name. Private events (a deal, a
migration pick) are told only to the seat they concern; the table filters what a seat may see.
"""
from __future__ import annotations

from typing import Callable

from game.depredador.words import names as data_names
from game.i18n import name as pick_name
from game.i18n import tr, tr_n
from rules.depredador.cards import BLACK, INVADER, PREY

GOLD = (240, 196, 80)
MUTED = (140, 146, 150)
PLAIN = (214, 218, 214)
BRIGHT = (236, 236, 226)       # the shown seat's own plays
RED = (226, 84, 70)
GREEN = (120, 210, 130)
BLUE = (170, 220, 255)

L = "depredador.log."
Line = tuple[str, tuple]


def signed(v: int) -> str:
    """+2, 0, −1 (a real minus sign, as on the results screen)."""
    return f"+{v}" if v > 0 else (f"−{-v}" if v < 0 else "0")


def number(v: int) -> str:
    """A total: ``3``, ``0``, ``−1`` (a real minus sign, no plus)."""
    return f"−{-v}" if v < 0 else str(v)


def award_text(net: int, parts=None) -> str:
    """``+2``, ``0``…; a round where a player received two awards shows them: ``+1 −1 = 0``."""
    if parts is not None and len(parts) > 1:
        return " ".join(signed(p) for p in parts) + f" = {signed(net)}"
    return signed(net)


def card_label(deck, card_id: int) -> str:
    """Short text for a card: 'Zebra (S7)', 'Brown rat (X3)', 'Alpha'."""
    c = deck.cards[card_id]
    if c.kind in (PREY, INVADER):
        return f"{pick_name(c.names)} ({c.letter}{c.value})"
    return pick_name(c.names)


def cards_label(deck, cards) -> str:
    return ", ".join(card_label(deck, c) for c in cards)


def biome_label(deck, b: int) -> str:
    bio = deck.biomes[b]
    return f"{pick_name(bio.names)} ({bio.letter})"


def colour_label(deck, colour: int) -> str:
    """A hunt's prey in words: a biome, or the invaders."""
    if colour == BLACK:
        return pick_name(deck.invader_plural)
    return biome_label(deck, colour)


def say(key: str, deck, **kw) -> str:
    """``tr`` with the data's names as placeholders (``{alfa}``, ``{invaders}``, a biome's id…)."""
    return tr(key, **{**data_names(deck), **kw})


def say_n(key: str, n: int, deck, **kw) -> str:
    """``say`` for a plural key (``.one`` / ``.other`` by the count ``n``)."""
    return tr_n(key, n, **{**data_names(deck), **kw})


class _Ctx:
    __slots__ = ("deck", "seat", "name")

    def __init__(self, deck, seat: int, name: Callable[[int], str]):
        self.deck = deck
        self.seat = seat
        self.name = name


def _game_start(c: _Ctx, p, d) -> list[Line]:
    biomes = ", ".join(biome_label(c.deck, b) for b in d["biomes"])
    rounds = tr_n(L + "rounds", d["rounds"])
    return [(tr(L + "game_start", players=d["players"], rounds=rounds, biomes=biomes), MUTED)]


def _round_start(c, p, d):
    return [(tr(L + "round_start", round=d["round"], rounds=d["rounds"]), GOLD)]


def _deal(c, p, d):
    return [(tr_n(L + "deal", len(d["cards"])), MUTED)] if p == c.seat else []


def _migration(c, p, d):
    return [(tr_n(L + "migration", d["count"], direction=tr(f"depredador.{d['direction']}")), PLAIN)]


def _pass_pick(c, p, d):
    return [(tr(L + "pass_pick", card=card_label(c.deck, d["card"])), MUTED)] if p == c.seat else []


def _pass_unpick(c, p, d):
    return [(tr(L + "pass_unpick", card=card_label(c.deck, d["card"])), MUTED)] if p == c.seat else []


def _passed(c, p, d):
    cards = cards_label(c.deck, d["cards"])
    if p == c.seat:
        return [(tr(L + "passed_out", cards=cards, to=c.name(d["to"])), PLAIN)]
    if d["to"] == c.seat:
        return [(tr(L + "passed_in", player=c.name(p), cards=cards), BLUE)]
    return []


def _refugio(c, p, d):
    # one line for the whole table: every seat's Refugio event comes at once
    return [(say(L + "refugio", c.deck), MUTED)] if p == 0 else []


def _starter(c, p, d):
    if d.get("by") is None:
        return [(tr(L + "starter", player=c.name(p)), PLAIN)]
    return [(tr(L + "starter_by", by=c.name(d["by"]), player=c.name(p)), PLAIN)]


def _choose_starter(c, p, d):
    return [(say(L + "choose_starter", c.deck, player=c.name(p)), PLAIN)]


def _play(c, p, d):
    col = BRIGHT if p == c.seat else PLAIN
    return [(tr(L + "play", player=c.name(p), card=card_label(c.deck, d["card"])), col)]


def _invaders_arrive(c, p, d):
    return [(say(L + "invaders_arrive", c.deck), RED)]


def _take_biome(c, p, d):
    return [(tr(L + "take_biome", player=c.name(p), biome=biome_label(c.deck, d["biome"])), BLUE)]


def _hunt_won(c, p, d):
    return [(tr(L + "hunt_won", player=c.name(p), hunt=d["hunt"], cards=cards_label(c.deck, d["cards"])), GREEN)]


def _round_end(c, p, d):
    out = [(say(L + "round_end", c.deck, round=d["round"]), GOLD)]
    parts = d.get("award_parts")
    for i in range(len(d["scores"])):
        award = award_text(d["awards"][i], parts[i] if parts is not None else None)
        out.append((tr(L + "round_line", player=c.name(i), score=signed(d["scores"][i]), award=award,
                       total=number(d["totals"][i])), PLAIN))
    return out


def _game_end(c, p, d):
    win = ", ".join(c.name(i) for i, pl in enumerate(d["places"]) if pl == 1)
    return [(tr(L + "game_end", winners=win), GOLD)]


LINES: dict[str, Callable] = {
    "game_start": _game_start, "round_start": _round_start, "deal": _deal, "migration": _migration,
    "pass_pick": _pass_pick, "pass_unpick": _pass_unpick, "passed": _passed, "refugio": _refugio, "starter": _starter,
    "choose_starter": _choose_starter, "play": _play, "invaders_arrive": _invaders_arrive,
    "take_biome": _take_biome, "hunt_won": _hunt_won, "round_end": _round_end, "game_end": _game_end,
}


def describe(e, deck, seat: int, name: Callable[[int], str]) -> list[Line]:
    """The log lines of event ``e`` as ``seat`` reads them (none for an event kind without words)."""
    fn = LINES.get(e.kind)
    if fn is None:
        return []
    return fn(_Ctx(deck, seat, name), e.player, e.data)
