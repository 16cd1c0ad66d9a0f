"""The dispatch table of Dominant Species: one entry per kind of frame on the state's frame stack.

A *decision* frame ``(kind, animal, ...)`` has a legal-action generator and an effect; the animal's
seat decides. ``pass`` (declining an optional step, or stopping a repeatable one) is handled here for
every kind: the frame is dropped. An *automatic* frame runs without a decision (a reset step, one term
of a card). The engine pops the top frame before running its effect; an effect pushes what follows.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from rules.engine.core import Event, interned
from rules.dominant_species.constants import ANIMALS

PASS = interned("pass")
# the shared actions of the hot paths (legal-action lists build no new objects)
PLACE = tuple(interned("place", i) for i in range(64))
TILE = tuple(interned("tile", h) for h in range(64))
HEXA = tuple(interned("hex", h) for h in range(64))
CORNER = tuple(interned("corner", c) for c in range(128))
COUNT = tuple(interned("count", n) for n in range(64))
ELEM = tuple(interned("element", e) for e in ("grass", "grub", "meat", "seed", "sun", "water"))


@dataclass
class Step:
    kind: str
    legal: Callable             # (state, frame) -> list[Action]
    effect: Callable | None     # (state, frame, action, events|None) -> None
    prompt: str                 # interface-string key of the question the step asks


STEPS: dict[str, Step] = {}
AUTO: dict[str, Callable] = {}   # kind -> (state, frame, events|None) -> None


def decision(kind: str, prompt: str | None = None):
    """Register the legal-action generator of a decision kind (its effect with :func:`effect`)."""
    def deco(fn):
        STEPS[kind] = Step(kind, fn, None, prompt or f"dominant_species.prompt.{kind}")
        return fn
    return deco


def effect(kind: str):
    def deco(fn):
        STEPS[kind].effect = fn
        return fn
    return deco


def automatic(kind: str):
    def deco(fn):
        AUTO[kind] = fn
        return fn
    return deco


def act(kind: str, value=None):
    return interned(kind, value)


def emit(s, ev, kind: str, animal: int = -1, **data) -> None:
    """Add an event (when events are being collected). ``animal`` -1: an event of the game itself."""
    if ev is None:
        return
    if animal >= 0:
        data = {"animal": ANIMALS[animal], **data}
        ev.append(Event(kind, s.owner[animal], data))
    else:
        ev.append(Event(kind, None, data))
