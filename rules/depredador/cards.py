"""Depredador Natural's cards: ``data/depredador/game.yaml`` as pydantic models, and the card tables.

Every type of the file is declared once (a :class:`rules.engine.models.Model`): the declaration is both
the typed, frozen object and its validation. Rules that span fields (ids unique, one animal per prey
value, the invaders dealing out evenly) are the ``model_validator`` of :class:`DeckFile`. Problems come
back as ``file:line: field: message``.

:class:`Deck` is what the rules read while playing: flat tables built from the file. Card ids are fixed
for the whole card universe (all six biomes), so saves and logs stay stable: prey ``biome*8 + value-1``,
then invaders by value, then one Alfa and one Refugio per seat.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from functools import lru_cache
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, PlainValidator, ValidationError, model_validator
from pydantic_core import InitErrorDetails, PydanticCustomError

from rules.depredador.effects import EFFECTS, powers_of
from rules.engine import models
from rules.engine.data import DataError, DataProblem, check_file, data_dir
from rules.engine.models import Model, Str, load_model

PREY, INVADER, ALFA, REFUGIO = 0, 1, 2, 3
BLACK = 99          # colour index of invaders
NO_COLOUR = -1      # colour of specials
ICONS = ("sun", "dune", "leaf", "pine", "drop", "peak", "wave", "snow")
MAX_PLAYERS = 6


def _show(value: Any) -> str:
    return f'"{value}"' if isinstance(value, str) else repr(value)


def Ranged(lo: int, hi: int) -> Any:
    """An integer ``lo``..``hi`` (no bools, no strings), in the file's own wording."""
    def check(value: Any) -> int:
        if type(value) is not int:
            raise ValueError(f"expected an integer {lo}–{hi}, got {_show(value)}")
        if not lo <= value <= hi:
            raise ValueError(f"expected an integer in {lo}–{hi}, got {value}")
        return value
    return Annotated[int, PlainValidator(check)]


def _colour(value: Any) -> tuple:
    if (not isinstance(value, (list, tuple)) or len(value) != 3
            or not all(type(v) is int and 0 <= v <= 255 for v in value)):
        raise ValueError(f"expected a colour [r, g, b] with values 0–255, got {_show(value)}")
    return tuple(value)


Colour = Annotated[tuple, PlainValidator(_colour)]


def Items(lo: int, hi: int | None = None) -> AfterValidator:
    """A list of ``lo``..``hi`` items (checked once every item is valid)."""
    def check(value: tuple) -> tuple:
        if len(value) < lo or (hi is not None and len(value) > hi):
            span = f"{lo}–{hi}" if hi is not None else f"at least {lo}"
            raise ValueError(f"expected {span} items, got {len(value)}")
        return value
    return AfterValidator(check)
Icon = Literal[ICONS]  # type: ignore[valid-type]
EffectTerm = EFFECTS.term_type()


class Names(models.Names):
    """A name in Spanish and English; also read like a mapping (``names["es"]``)."""

    def __getitem__(self, lang: str) -> str:
        if lang not in ("es", "en"):
            raise KeyError(lang)
        return getattr(self, lang)

    def values(self) -> tuple[str, str]:
        return (self.es, self.en)


class Players(Model):
    min: Ranged(2, 6)  # type: ignore[valid-type]
    max: Ranged(2, 6)  # type: ignore[valid-type]


class Rounds(Model):
    default: Ranged(1, 12)  # type: ignore[valid-type]
    min: Ranged(1, 12)  # type: ignore[valid-type]
    max: Ranged(1, 12)  # type: ignore[valid-type]

    @model_validator(mode="after")
    def _order(self):
        if not self.min <= self.default <= self.max:
            raise ValueError("expected min ≤ default ≤ max")
        return self


class GameInfo(Model):
    id: Literal["depredador"]
    names: Names
    players: Players
    rounds: Rounds
    pass_count: Ranged(0, 4)  # type: ignore[valid-type]


class Biome(Model):
    """One biome: a colour of prey, its letter and its icon (colour is never the only cue)."""
    id: Str
    names: Names
    letter: Str
    colour: Colour
    icon: Icon


class Prey(Model):
    values: Annotated[tuple[Ranged(1, 20), ...], Items(1)]  # type: ignore[valid-type]
    animals: dict[Str, tuple[Names, ...]]


class Special(Model):
    id: Literal["alfa", "refugio"]
    names: Names
    letter: Str
    effects: Annotated[tuple[EffectTerm, ...], Items(1)]  # type: ignore[valid-type]


class Invaders(Model):
    names: Names
    plural: Names | None = None           # the name of several (the screen's words); default: names
    letter: Str
    colour: Colour
    animals: Annotated[tuple[Names, ...], Items(1)]
    by_players: dict[int, tuple[Ranged(1, 30), ...]]  # type: ignore[valid-type]


class Awards(Model):
    best: Ranged(-5, 5)  # type: ignore[valid-type]
    second: Ranged(-5, 5)  # type: ignore[valid-type]
    worst: Ranged(-5, 5)  # type: ignore[valid-type]
    second_worst_from_players: Ranged(2, 7)  # type: ignore[valid-type]


class DeckFile(Model):
    """The whole file ``data/depredador/game.yaml``."""
    game: GameInfo
    biomes: Annotated[tuple[Biome, ...], Items(6, 6)]
    prey: Prey
    specials: Annotated[tuple[Special, ...], Items(2, 2)]
    invaders: Invaders
    awards: Awards

    @model_validator(mode="after")
    def _cross(self):
        problems: list[tuple[tuple, str, Any]] = []
        for what, items in (("biomes", self.biomes), ("specials", self.specials)):
            seen: dict[str, int] = {}
            for i, item in enumerate(items):
                if item.id in seen:
                    problems.append(((what, i, "id"), f"duplicate id {_show(item.id)} (first at {what}[{seen[item.id]}])",
                                     item.id))
                else:
                    seen[item.id] = i
        if {s.id for s in self.specials} != {"alfa", "refugio"}:
            problems.append((("specials",), "expected exactly the specials 'alfa' and 'refugio'", None))
        values = self.prey.values
        if len(set(values)) != len(values):
            problems.append((("prey", "values"), "values must be different from each other", None))
        ids = [b.id for b in self.biomes]
        for b in ids:
            got = self.prey.animals.get(b)
            if got is None or len(got) != len(values):
                problems.append((("prey", "animals", b) if got is not None else ("prey", "animals"),
                                 f"expected {len(values)} animals for biome '{b}'", None))
        for key in self.prey.animals:
            if key not in ids:
                problems.append((("prey", "animals", key), "unknown biome id", key))
        by = self.invaders.by_players
        for n in range(2, MAX_PLAYERS + 1):
            vals = by.get(n)
            if vals is None:
                problems.append((("invaders", "by_players"), f"missing the invaders for {n} players", None))
                continue
            loc = ("invaders", "by_players", str(n))
            if len(set(vals)) != len(vals):
                problems.append((loc, "invader values must be different from each other", None))
            if (len(values) * n + n + len(vals)) % n:
                problems.append((loc, f"{len(vals)} invaders do not deal out evenly among {n} players", None))
        top = max((max(v) for v in by.values() if v), default=0)
        if top > len(self.invaders.animals):
            problems.append((("invaders", "animals"), f"needs one animal per invader value (up to {top})", None))
        if problems:
            raise ValidationError.from_exception_data("DeckFile", [
                InitErrorDetails(type=PydanticCustomError("cross_check", msg), loc=loc, input=value)
                for loc, msg, value in problems])
        return self


class Card(Model):
    """One card of the universe: prey (colour = biome index), invader (BLACK) or special (NO_COLOUR)."""
    id: int
    kind: int
    colour: int
    value: int                    # 0 for specials
    names: Names                  # the animal's (or the special's) names
    letter: str
    effects: tuple[EffectTerm, ...] = ()  # type: ignore[valid-type]


@dataclass(frozen=True)
class Deck:
    """The card tables the rules read while playing, built from the file (:func:`build_deck`)."""
    file: DeckFile
    biomes: tuple
    cards: tuple         # indexed by card id
    prey_values: tuple
    invader_by_players: dict
    special_names: dict  # 'alfa' / 'refugio' -> names
    invader_names: Names
    invader_plural: Names                 # "Invaders": the name of several, for the screen's sentences
    invader_colour: tuple
    rounds_default: int
    rounds_min: int
    rounds_max: int
    pass_count: int
    award_best: int
    award_second: int
    award_worst: int
    second_worst_from: int
    game_names: Names
    # per card id, from the effect terms (rules.depredador.effects)
    wins: tuple          # always wins a hunt (the first such card)
    never_wins: tuple    # never wins a hunt
    free: tuple          # may be played whatever the lead colour
    shelter: tuple       # on being played, its player takes a biome from the centre

    def prey_id(self, biome: int, value: int) -> int:
        return biome * len(self.prey_values) + self.prey_values.index(value)

    @property
    def first_invader(self) -> int:
        return len(self.biomes) * len(self.prey_values)

    def invader_id(self, value: int) -> int:
        return self.first_invader + value - 1

    @property
    def max_invaders(self) -> int:
        return max(max(v) for v in self.invader_by_players.values())

    @property
    def first_alfa(self) -> int:
        return self.first_invader + self.max_invaders

    def alfa_id(self, seat: int) -> int:
        return self.first_alfa + seat

    def refugio_id(self, seat: int) -> int:
        return self.first_alfa + MAX_PLAYERS + seat


def build_deck(f: DeckFile) -> Deck:
    cards: list[Card] = []
    for bi, b in enumerate(f.biomes):
        for i, v in enumerate(f.prey.values):
            cards.append(Card(id=len(cards), kind=PREY, colour=bi, value=v, names=f.prey.animals[b.id][i],
                              letter=b.letter))
    inv = {n: tuple(sorted(v)) for n, v in f.invaders.by_players.items() if 2 <= n <= MAX_PLAYERS}
    max_inv = max(max(v) for v in inv.values())
    for v in range(1, max_inv + 1):
        cards.append(Card(id=len(cards), kind=INVADER, colour=BLACK, value=v, names=f.invaders.animals[v - 1],
                          letter=f.invaders.letter))
    specials = {s.id: s for s in f.specials}
    for kind, sid in ((ALFA, "alfa"), (REFUGIO, "refugio")):
        s = specials[sid]
        for _seat in range(MAX_PLAYERS):
            cards.append(Card(id=len(cards), kind=kind, colour=NO_COLOUR, value=0, names=s.names, letter=s.letter,
                              effects=s.effects))
    powers = [powers_of(c.effects) for c in cards]
    g, a = f.game, f.awards
    return Deck(
        file=f, biomes=f.biomes, cards=tuple(cards), prey_values=tuple(f.prey.values), invader_by_players=inv,
        special_names={k: v.names for k, v in specials.items()},
        invader_names=f.invaders.names, invader_plural=f.invaders.plural or f.invaders.names,
        invader_colour=f.invaders.colour,
        rounds_default=g.rounds.default, rounds_min=g.rounds.min, rounds_max=g.rounds.max,
        pass_count=g.pass_count, award_best=a.best, award_second=a.second, award_worst=a.worst,
        second_worst_from=a.second_worst_from_players, game_names=g.names,
        wins=tuple(p.always_wins for p in powers), never_wins=tuple(p.cannot_win for p in powers),
        free=tuple(p.may_always_play for p in powers), shelter=tuple(p.take_biome for p in powers),
    )


def parse_deck(path: str, display: str | None = None) -> Deck:
    """The deck of the file at ``path``; DataError with one ``file:line: field: message`` per problem."""
    try:
        f = load_model(DeckFile, path, display)
    except DataError as exc:
        raise DataError([_at_effect(p) for p in exc.problems]) from None
    return build_deck(f)


def _at_effect(p: DataProblem) -> DataProblem:
    """An unknown effect is reported at the term's ``effect`` field (where the wrong name is written)."""
    if p.message.startswith("unknown effect") and not p.field.endswith(".effect"):
        return DataProblem(p.file, p.line, p.field + ".effect", p.message)
    return p


DATA_FILE = os.path.join("depredador", "game.yaml")


@lru_cache(maxsize=None)
def load_deck(root: str | None = None) -> Deck:
    root = root or data_dir()
    return parse_deck(os.path.join(root, DATA_FILE), os.path.join("data", DATA_FILE))


def check(root: str) -> list[DataProblem]:
    """Problems in ``root``'s data file, for ``check-data``."""
    return check_file(root, DATA_FILE, parse_deck)
