"""Did an action show a player something they could not have known? (Fair undo asks this.)

Undo replays the log from the seed, so taking back an action that drew a card and then drawing again
hands the player the card just seen. Fair undo refuses to take back such a *reveal*: a card drawn from a
deck, a hidden card turned up (another player's card played from a hidden hand), a random draw, roll or
shuffle the player saw.

One test serves every game, from the protocol alone: the outcome of ``action`` as ``seat`` sees it,
``view(after, seat)``, is compared with the outcome of the same action in other worlds that ``seat``
cannot tell apart from the real one — ``determinize(view(before, seat), seat)`` with a fresh RNG.
If in some such world the action is illegal (the card played was not in that hand there) or ``seat``
would see something else (another card drawn, another die), the action revealed hidden information to
``seat``. Parts of a view that are hidden stay hidden in every world, so only what ``seat`` sees
counts. The worlds are drawn from a seed, so the verdict is reproducible.
"""
from __future__ import annotations

import random

from rules.engine.core import IllegalAction
from rules.engine.rng import RNG

WORLDS = 32             # other worlds tried per action, until one differs (a reveal seen in one world of three
                        # is missed once in a million; an action that reveals nothing costs 4-11 ms)
_ATOMS = (int, str, float, bool, bytes, type(None))


def _fields(obj) -> list[str]:
    names: list[str] = []
    for cls in type(obj).__mro__:
        slots = cls.__dict__.get("__slots__", ())
        names.extend([slots] if isinstance(slots, str) else slots)
    if hasattr(obj, "__dict__"):
        names.extend(obj.__dict__)
    return names


def differs(a, b, depth: int = 0, ignore: frozenset = frozenset()) -> bool:
    """True when two views differ in anything a player sees (RNGs and functions are not compared; nor
    the attributes named in ``ignore``)."""
    if a is b:
        return False
    if isinstance(a, random.Random) and isinstance(b, random.Random):
        return False
    ta = type(a)
    if ta is not type(b):
        return True
    if ta in _ATOMS:
        return a != b
    if depth > 40:
        return a != b
    if ta in (list, tuple):
        return len(a) != len(b) or any(differs(x, y, depth + 1, ignore) for x, y in zip(a, b))
    if ta is dict:
        return a.keys() != b.keys() or any(differs(a[k], b[k], depth + 1, ignore) for k in a)
    if ta in (set, frozenset):
        return a != b
    if callable(a) and not hasattr(a, "__slots__") and not hasattr(a, "__dict__"):
        return False
    for name in _fields(a):
        if name.startswith("__") or name in ignore:
            continue
        x, y = getattr(a, name, None), getattr(b, name, None)
        if callable(x) and callable(y) and not isinstance(x, type):
            continue
        if differs(x, y, depth + 1, ignore):
            return True
    return False


# the fields by which a view says whose it is (they differ between any two seats' views by design)
VIEW_MARKERS = frozenset({"seen_by", "seat", "viewer"})


def same_sight(game, state, a: int, b: int) -> bool:
    """Would seats ``a`` and ``b`` see exactly the same now? (Hot-seat: when they would, passing the
    screen from one to the other needs no cover: nothing hidden from one is shown to the other.)"""
    return not differs(game.view(state, a), game.view(state, b), ignore=VIEW_MARKERS)


def revealed(game, before, action, after, seat: int, seed: int, worlds: int = WORLDS) -> bool:
    """Did ``action``, taken in state ``before`` (leading to ``after``), show ``seat`` hidden or random
    information? ``seed`` draws the other worlds (the same seed gives the same verdict)."""
    seen = game.view(after, seat)
    known = game.view(before, seat)
    rng = RNG(seed)
    for _ in range(worlds):
        try:
            world = game.determinize(known, seat, RNG(rng.getrandbits(63)))
        except Exception:  # noqa: BLE001 - no other world can be built: say it revealed (the safe side)
            return True
        if hasattr(world, "rng"):
            world.rng = RNG(rng.getrandbits(63))      # another future: random draws differ too
        try:
            game.apply(world, action, log=False)
        except IllegalAction:
            return True                               # the action itself showed what was hidden
        except Exception:  # noqa: BLE001
            return True
        if differs(game.view(world, seat), seen):
            return True
    return False
