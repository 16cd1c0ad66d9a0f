"""Animal Duel's cards: ``data/animal_duel/cards.yaml`` as typed, frozen models, and the deck built from it.

The file's models (:class:`CardFile` and its parts) are both the typed objects and their validation:
fields use the strict aliases of :mod:`rules.engine.models`, a situational's ``effects`` are terms of
:data:`rules.animal_duel.effects.EFFECTS` (``EFFECTS.term_type()``), and the rules that span fields
(ids unique, habitats and required situationals known, whole-game effects only on permanents) are one
``model_validator``. A bad file stops with one ``file:line: field: message`` per problem.

Every physical card has an int id (its index in ``Deck.cards``): animals first in YAML order (each
copy its own id), then situationals. ``Card.key`` is the YAML id shared by the copies.
Strengths are ``(top, right, bottom, left)`` in the card's own frame (as its owner sees it).
"""
from __future__ import annotations

import os
from functools import lru_cache
from typing import Annotated, Literal

from pydantic import Field, ValidationError, model_validator
from pydantic_core import InitErrorDetails, PydanticCustomError

from rules.animal_duel.effects import EFFECTS, WHOLE_GAME
from rules.engine.data import DataError, DataProblem, check_file, data_dir
from rules.engine.models import Model, Names, Str, load_model

ANIMAL, SITU = 0, 1
TYPES = ("T", "I", "P")          # temporal, instantánea, permanente
TOP, RIGHT, BOTTOM, LEFT = 0, 1, 2, 3

Strength = Annotated[int, Field(ge=0, le=4, strict=True)]
Byte = Annotated[int, Field(ge=0, le=255, strict=True)]
Copies = Annotated[int, Field(ge=1, le=4, strict=True)]
EffectTerm = EFFECTS.term_type()


# ---------------------------------------------------------------- the file

class Rules(Model):
    life: Annotated[int, Field(ge=1, le=40, strict=True)]       # life at the start, and the most a side has
    hand_size: Annotated[int, Field(ge=1, le=10, strict=True)]  # dealt, and drawn up to at the end of a turn


class Habitat(Model):
    id: Str
    names: Names
    abbr: Str                        # a short text cue, so colour is never the only one
    colour: tuple[Byte, ...]         # [r, g, b]


class AnimalSpec(Model):
    id: Str
    names: Names
    habitat: Str
    strengths: tuple[Strength, ...]  # [top, right, bottom, left]
    fact: Names
    copies: Copies = 1
    requires: Str | None = None      # the situational that lets this animal be placed


class SituationalSpec(Model):
    id: Str
    names: Names
    type: Literal["T", "I", "P"]
    text: Names
    effects: tuple[EffectTerm, ...]    # type: ignore[valid-type]  # at least one
    copies: Copies = 1


class CardFile(Model):
    rules: Rules
    habitats: Annotated[tuple[Habitat, ...], Field(min_length=2)]
    animals: Annotated[tuple[AnimalSpec, ...], Field(min_length=4)]
    situationals: tuple[SituationalSpec, ...]

    @model_validator(mode="after")
    def _cross(self):
        problems: list[tuple[tuple, str, object]] = []      # (location, message, value)
        first: dict[str, int] = {}
        for i, h in enumerate(self.habitats):
            if len(h.colour) != 3:
                problems.append((("habitats", i, "colour"),
                                 f"expected a colour [r, g, b], got {len(h.colour)} values", list(h.colour)))
            if h.id in first:
                problems.append((("habitats", i, "id"), f'duplicate id "{h.id}" (first at habitats[{first[h.id]}])',
                                 h.id))
            first.setdefault(h.id, i)
        # animal and situational ids share one namespace (``requires`` names a situational)
        seen: dict[str, str] = {}
        for section in ("animals", "situationals"):
            for i, item in enumerate(getattr(self, section)):
                if item.id in seen:
                    problems.append(((section, i, "id"), f'duplicate id "{item.id}" (first at {seen[item.id]})',
                                     item.id))
                else:
                    seen[item.id] = f"{section}[{i}]"
        hab_ids = [h.id for h in self.habitats]
        situ_by_id = {s.id: s for s in self.situationals}
        for i, a in enumerate(self.animals):
            if len(a.strengths) != 4:
                problems.append((("animals", i, "strengths"),
                                 f"expected 4 strengths [top, right, bottom, left], got {len(a.strengths)}",
                                 list(a.strengths)))
            if a.habitat not in hab_ids:
                problems.append((("animals", i, "habitat"),
                                 f'unknown habitat "{a.habitat}" (known: {", ".join(hab_ids)})', a.habitat))
            if a.requires is not None:
                s = situ_by_id.get(a.requires)
                if s is None:
                    problems.append((("animals", i, "requires"), f'unknown situational "{a.requires}"', a.requires))
                elif not any(e.effect == "enable_requires" for e in s.effects):
                    problems.append((("animals", i, "requires"),
                                     f'situational "{a.requires}" has no enable_requires effect, so this animal '
                                     f'could never be placed', a.requires))
        for i, s in enumerate(self.situationals):
            if not s.effects:
                problems.append((("situationals", i, "effects"), "expected at least one effect", []))
            if s.type == "P":
                continue
            for j, e in enumerate(s.effects):
                if e.effect in WHOLE_GAME:
                    problems.append((("situationals", i, "effects", j, "effect"),
                                     f'effect "{e.effect}" lasts the whole game: the card must be of type P',
                                     e.effect))
        if problems:
            raise ValidationError.from_exception_data("CardFile", [
                InitErrorDetails(type=PydanticCustomError("cross_check", msg), loc=loc, input=value)
                for loc, msg, value in problems])
        return self


# ---------------------------------------------------------------- the deck

class Card(Model):
    """One physical card of the deck."""

    id: int
    key: str
    kind: int                    # ANIMAL or SITU
    names: Names
    habitat: int = -1            # habitat index (animals)
    strengths: tuple[int, ...] = ()   # (top, right, bottom, left) in the card's own frame (animals)
    fact: Names | None = None
    requires: str | None = None  # key of the situational that lets this animal be placed
    type: str = ""               # T | I | P (situationals)
    text: Names | None = None
    effects: tuple[EffectTerm, ...] = ()    # type: ignore[valid-type]  # in order (situationals)

    @property
    def is_animal(self) -> bool:
        return self.kind == ANIMAL


class Deck(Model):
    """The cards of one file, each copy its own card (``cards[id]``)."""

    life: int
    hand_size: int
    habitats: tuple[Habitat, ...]
    cards: tuple[Card, ...]
    animals: tuple[int, ...]        # ids of animal cards
    situationals: tuple[int, ...]   # ids of situational cards

    @classmethod
    def of(cls, data: CardFile) -> "Deck":
        hab_ids = [h.id for h in data.habitats]
        cards: list[Card] = []
        animals: list[int] = []
        for a in data.animals:
            for _ in range(a.copies):
                animals.append(len(cards))
                cards.append(Card(id=len(cards), key=a.id, kind=ANIMAL, names=a.names,
                                  habitat=hab_ids.index(a.habitat), strengths=a.strengths, fact=a.fact,
                                  requires=a.requires))
        situs: list[int] = []
        for s in data.situationals:
            for _ in range(s.copies):
                situs.append(len(cards))
                cards.append(Card(id=len(cards), key=s.id, kind=SITU, names=s.names, type=s.type, text=s.text,
                                  effects=s.effects))
        return cls(life=data.rules.life, hand_size=data.rules.hand_size, habitats=data.habitats,
                   cards=tuple(cards), animals=tuple(animals), situationals=tuple(situs))

    def by_key(self, key: str) -> list[int]:
        return [c.id for c in self.cards if c.key == key]

    def first(self, key: str) -> int:
        for c in self.cards:
            if c.key == key:
                return c.id
        raise KeyError(key)

    def names_of(self, key: str) -> Names:
        return self.cards[self.first(key)].names

    def habitat_index(self, hid: str) -> int:
        for i, h in enumerate(self.habitats):
            if h.id == hid:
                return i
        raise KeyError(hid)

    def kids_ids(self) -> list[int]:
        """The young children's deck: animals only (and no animal that needs a situational)."""
        return [c for c in self.animals if self.cards[c].requires is None]

    def all_ids(self) -> list[int]:
        return list(range(len(self.cards)))


# ---------------------------------------------------------------- loading

DATA_FILE = os.path.join("animal_duel", "cards.yaml")


def parse_deck(path: str, display: str | None = None) -> Deck:
    """The deck of the card file at ``path``; DataError with one line per problem."""
    return Deck.of(load_model(CardFile, path, display))


@lru_cache(maxsize=None)
def load_deck(root: str | None = None) -> Deck:
    root = root or data_dir()
    return parse_deck(os.path.join(root, DATA_FILE), os.path.join("data", DATA_FILE))


def check(root: str) -> list[DataProblem]:
    """Problems in ``root``'s data file, for ``check-data``."""
    return check_file(root, DATA_FILE, parse_deck)


__all__ = ["ANIMAL", "SITU", "TYPES", "TOP", "RIGHT", "BOTTOM", "LEFT", "CardFile", "Card", "Deck", "DataError",
           "parse_deck", "load_deck", "check"]
