"""Card effects and bonuses as named terms: each term's schema and its handler, declared together.

In ``cards.yaml`` a species lists its ``effect`` and ``bonus`` as terms, e.g.
``bonus: [{effect: draw, count: 1}, {effect: extra_turn}]``. A handler gets a context ``ctx`` (see
:class:`rules.forest_shuffle.moves.Ctx`: the state, the seat, the card that caused it) and acts
through it. ``useful(term, ctx)`` says whether running the term could change anything now (a draw
with a full hand cannot): a question the player cannot profit from is skipped. ``INTERACTIVE`` terms
open their own choice with a way to stop, so they are not preceded by a yes/no question.
"""
from __future__ import annotations

from typing import Literal

from rules.engine.effects import EffectRegistry
from rules.engine.models import Bool, PosInt, Str
from rules.forest_shuffle.constants import SYM_BIT, SYMBOLS, T_CAVE, T_FREE, T_MOLE

EFFECTS = EffectRegistry("forest_shuffle")
Symbol = Literal[SYMBOLS]  # type: ignore[valid-type]

_USEFUL: dict = {}
INTERACTIVE = {"free_place", "hand_to_cave", "play_more"}


def _useful(name: str):
    def deco(fn):
        _USEFUL[name] = fn
        return fn
    return deco


_PARAMS: dict = {}


def params(term) -> dict:
    """A term's parameters (cached: terms are frozen and live as long as the card tables)."""
    p = _PARAMS.get(id(term))
    if p is None:
        p = _PARAMS[id(term)] = (term, {k: getattr(term, k) for k in type(term).model_fields if k != "effect"})
    return p[1]


def useful(term, ctx) -> bool:
    return _USEFUL[term.effect](ctx, **params(term))


@EFFECTS.effect("draw", count=PosInt)
def draw(ctx, count):
    ctx.draw(count)


@_useful("draw")
def _draw_useful(ctx, count):
    return ctx.room() > 0


@EFFECTS.effect("extra_turn")
def extra_turn(ctx):
    ctx.extra_turn()


@_useful("extra_turn")
def _extra_useful(ctx):
    return True


@EFFECTS.effect("draw_per_species", species=Str)
def draw_per_species(ctx, species):
    ctx.draw(ctx.count_species(species))


@_useful("draw_per_species")
def _dps_useful(ctx, species):
    return ctx.room() > 0 and ctx.count_species(species) > 0


@EFFECTS.effect("draw_per_symbol", symbol=Symbol)
def draw_per_symbol(ctx, symbol):
    ctx.draw(ctx.count_symbol(SYM_BIT[symbol]))


@_useful("draw_per_symbol")
def _dpsym_useful(ctx, symbol):
    return ctx.room() > 0 and ctx.count_symbol(SYM_BIT[symbol]) > 0


@EFFECTS.effect("free_place", symbol=Symbol, many=(Bool, False))
def free_place(ctx, symbol, many):
    """Place a card with ``symbol`` from the hand at no cost, without its effect or bonus
    (``many``: any number of them, one at a time)."""
    ctx.push((T_FREE, SYM_BIT[symbol], many, ctx.face))


@_useful("free_place")
def _free_useful(ctx, symbol, many):
    return ctx.can_free_place(SYM_BIT[symbol])


@EFFECTS.effect("clearing_to_cave")
def clearing_to_cave(ctx):
    ctx.clearing_to_cave()


@_useful("clearing_to_cave")
def _ctc_useful(ctx):
    return ctx.clearing_size() > 0


@EFFECTS.effect("hand_to_cave")
def hand_to_cave(ctx):
    """Raccoon: hand cards into the cave one at a time, then draw as many."""
    ctx.push((T_CAVE, 0))


@_useful("hand_to_cave")
def _htc_useful(ctx):
    return ctx.hand_size() > 0


@EFFECTS.effect("play_more")
def play_more(ctx):
    """Mole: play any number of the cards in hand now, paying for each."""
    ctx.push((T_MOLE, ctx.hand_size(), (), ctx.face))


@_useful("play_more")
def _mole_useful(ctx):
    return ctx.hand_size() > 0


def check_registry() -> None:
    missing = set(EFFECTS.handlers) - set(_USEFUL)
    if missing:
        raise RuntimeError(f"effects without a usefulness test: {sorted(missing)}")


check_registry()
