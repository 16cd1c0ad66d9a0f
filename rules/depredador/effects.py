"""The named effects a special card of Depredador Natural may carry in ``data/depredador/game.yaml``.

Each effect is declared once with ``EFFECTS.effect``: its name, its parameters (none so far) and its
handler. A card's terms are run once, when the deck is loaded, on the card's :class:`Powers`; the
rules then read the flat per-card tables built from them (``Deck.wins``, ``Deck.never_wins``,
``Deck.free``, ``Deck.shelter``), so a hunt needs no lookups by name.
"""
from __future__ import annotations

from rules.engine.effects import EffectRegistry

EFFECTS = EffectRegistry("depredador")


class Powers:
    """What one card does beyond its colour and value (filled by its effect terms)."""

    __slots__ = ("always_wins", "cannot_win", "may_always_play", "take_biome")

    def __init__(self) -> None:
        self.always_wins = False
        self.cannot_win = False
        self.may_always_play = False
        self.take_biome = False


@EFFECTS.effect("always_wins")
def always_wins(p: Powers) -> None:
    """The first card with it in a hunt wins that hunt."""
    p.always_wins = True


@EFFECTS.effect("cannot_win")
def cannot_win(p: Powers) -> None:
    """Never wins a hunt (unless every card played has it: then the first one wins)."""
    p.cannot_win = True


@EFFECTS.effect("may_always_play")
def may_always_play(p: Powers) -> None:
    """May be played whatever the lead colour, even by a player who could follow it."""
    p.may_always_play = True


@EFFECTS.effect("take_biome")
def take_biome(p: Powers) -> None:
    """On being played, its player takes one biome still in the centre (the last one without a choice)."""
    p.take_biome = True


def powers_of(terms) -> Powers:
    """The powers given by a card's effect terms."""
    p = Powers()
    for term in terms:
        EFFECTS.run(p, term)
    return p
