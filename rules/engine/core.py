"""The small values every game's rules speak in: actions, events, results and the errors they raise.

- ``Action`` (frozen, hashable, JSON round trip): one decision, ``kind`` and a plain ``value``;
- ``Event``: something that happened, with who saw it (``visible_to``, None: everyone);
- ``Result``: scores, places (1 = first, shared on ties), a breakdown for the results screen;
- ``IllegalAction(rule, why)``, ``ConfigError``: what the rules refuse, in one line.

The calls a game answers (``new_game``, ``legal_actions``, ``apply``, ``view``…) are the protocol of
``rules/engine/protocol.py``: a game's rules object subclasses ``RulesBase`` there.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


class RulesError(Exception):
    """Base of every error the rules raise on purpose."""


class IllegalAction(RulesError):
    """An action that the rules forbid; the state is left untouched."""

    def __init__(self, rule: str, why: str):
        super().__init__(f"{rule}: {why}")
        self.rule = rule
        self.why = why


class ConfigError(RulesError):
    """A game configuration the rules cannot start."""


def _freeze(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    return value


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


@dataclass(frozen=True, slots=True)
class Action:
    """One decision. ``kind`` names it; ``value`` is an int, a str, a tuple or None."""

    kind: str
    value: Any = None
    # the hash, computed once: search trees look actions up in dicts millions of times
    # (None for a value that cannot be hashed: such an action is refused by every apply, not here)
    _hash: int | None = field(init=False, repr=False, compare=False, default=None)

    def __post_init__(self) -> None:
        try:
            object.__setattr__(self, "_hash", hash((self.kind, self.value)))
        except TypeError:
            pass

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            return hash((self.kind, self.value))     # raises the TypeError of the value
        return h

    def __reduce__(self):
        # rebuilt from its fields in another process: its hash is that process's own (a string's hash
        # differs between processes), so the search's workers look actions up like everyone else
        return (Action, (self.kind, self.value))

    def to_json(self) -> dict:
        return {"kind": self.kind, "value": _thaw(self.value)}

    @classmethod
    def from_json(cls, data: Any) -> "Action":
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise ValueError(f"not an action: {data!r}")
        return cls(data["kind"], _freeze(data.get("value")))

    def __str__(self) -> str:
        return self.kind if self.value is None else f"{self.kind}({self.value})"


_INTERNED: dict[tuple, Action] = {}


def interned(kind: str, value: Any = None) -> Action:
    """The one shared Action for ``(kind, value)``: hot paths build no new objects."""
    key = (kind, value)
    a = _INTERNED.get(key)
    if a is None:
        a = _INTERNED[key] = Action(kind, value)
    return a


@dataclass(slots=True)
class Event:
    """Something that happened. ``visible_to`` None means every seat saw it."""

    kind: str
    player: int | None = None
    data: dict = field(default_factory=dict)
    visible_to: frozenset | None = None

    def seen_by(self, seat: int | None) -> bool:
        return self.visible_to is None or seat is None or seat in self.visible_to

    def to_json(self) -> dict:
        out = {"kind": self.kind, "player": self.player, "data": self.data}
        if self.visible_to is not None:
            out["visible_to"] = sorted(self.visible_to)
        return out


@dataclass(slots=True)
class Result:
    """The end of a game: final scores, places (1 = first, shared on ties) and a breakdown."""

    scores: list
    places: list
    breakdown: list = field(default_factory=list)
    detail: dict = field(default_factory=dict)

    @property
    def winners(self) -> list[int]:
        return [i for i, p in enumerate(self.places) if p == 1]

    def to_json(self) -> dict:
        return {"scores": list(self.scores), "places": list(self.places),
                "winners": self.winners, "breakdown": self.breakdown, "detail": self.detail}
