"""Animal Duel's cards, loaded from ``data/animal_duel/cards.yaml`` into frozen models.

Every physical card has an int id (its index in ``Deck.cards``): animals first in YAML order (each
copy its own id), then situationals. ``Card.key`` is the YAML id shared by the copies.
Strengths are ``(top, right, bottom, left)`` in the card's own frame (as its owner sees it).
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from functools import lru_cache

from rules.animal_duel.effects import EFFECTS
from rules.engine.data import (check_file, Checker, DataError, DataProblem, colour, data_dir, effect_term, integer,
                               listing, load_yaml, names, one_of, record, text, unique_ids)

ANIMAL, SITU = 0, 1
TYPES = ("T", "I", "P")          # temporal, instantánea, permanente
TOP, RIGHT, BOTTOM, LEFT = 0, 1, 2, 3


@dataclass(frozen=True)
class Habitat:
    index: int
    id: str
    names: dict
    abbr: str            # a short text cue, so colour is never the only one
    colour: tuple


@dataclass(frozen=True)
class Effect:
    name: str
    params: tuple        # ((key, value), ...)

    def get(self, key: str, default=None):
        for k, v in self.params:
            if k == key:
                return v
        return default


@dataclass(frozen=True)
class Card:
    id: int
    key: str
    kind: int            # ANIMAL or SITU
    names: dict
    habitat: int = -1    # habitat index (animals)
    strengths: tuple = ()    # (top, right, bottom, left) in the card's own frame (animals)
    fact: dict | None = None
    requires: str | None = None  # key of the situational that lets this animal be placed
    type: str = ""       # T | I | P (situationals)
    text: dict | None = None
    effects: tuple = ()  # Effect, in order (situationals)

    @property
    def is_animal(self) -> bool:
        return self.kind == ANIMAL


@dataclass(frozen=True)
class Deck:
    life: int
    hand_size: int
    habitats: tuple
    cards: tuple         # indexed by card id
    animals: tuple       # ids of animal cards
    situationals: tuple  # ids of situational cards

    def by_key(self, key: str) -> list[int]:
        return [c.id for c in self.cards if c.key == key]

    def first(self, key: str) -> int:
        for c in self.cards:
            if c.key == key:
                return c.id
        raise KeyError(key)

    def habitat_index(self, hid: str) -> int:
        for h in self.habitats:
            if h.id == hid:
                return h.index
        raise KeyError(hid)

    def kids_ids(self) -> list[int]:
        """The young children's deck: animals only (and no animal that needs a situational)."""
        return [c for c in self.animals if self.cards[c].requires is None]

    def all_ids(self) -> list[int]:
        return list(range(len(self.cards)))


_fact = record({"es": text(), "en": text()})

SCHEMA = record({
    "rules": record({"life": integer(1, 40), "hand_size": integer(1, 10)}),
    "habitats": listing(record({"id": text(), "names": names(), "abbr": text(), "colour": colour()}),
                        min_len=2),
    "animals": listing(record(
        {"id": text(), "names": names(), "habitat": text(),
         "strengths": listing(integer(0, 4), min_len=4, max_len=4), "fact": _fact},
        {"copies": integer(1, 4), "requires": text()}), min_len=4),
    "situationals": listing(record(
        {"id": text(), "names": names(), "type": one_of(*TYPES), "text": names(),
         "effects": listing(effect_term(EFFECTS), min_len=1)},
        {"copies": integer(1, 4)})),
})


def parse_deck(path: str, display: str | None = None) -> Deck:
    doc = load_yaml(path, display)
    ck = Checker(doc)
    raw = SCHEMA(doc.value, "", ck)
    ck.raise_if_any()
    unique_ids(doc.value["habitats"], "habitats", ck)
    # animal and situational ids share one namespace (``requires`` names a situational)
    seen: dict[str, str] = {}
    for section in ("animals", "situationals"):
        for i, item in enumerate(doc.value[section] or []):
            ident = item.get("id")
            path_i = f"{section}[{i}].id"
            if ident in seen:
                ck.fail(path_i, f'duplicate id "{ident}" (first at {seen[ident]})')
            else:
                seen[ident] = f"{section}[{i}]"
    hab_ids = [h["id"] for h in raw["habitats"]]
    situ_ids = {s["id"]: s for s in raw["situationals"]}
    for i, a in enumerate(raw["animals"]):
        if a["habitat"] is not None and a["habitat"] not in hab_ids:
            ck.fail(f"animals[{i}].habitat", f'unknown habitat "{a["habitat"]}" (known: {", ".join(hab_ids)})')
        req = a.get("requires")
        if req is not None:
            s = situ_ids.get(req)
            if s is None:
                ck.fail(f"animals[{i}].requires", f'unknown situational "{req}"')
            elif not any(e and e["effect"] == "enable_requires" for e in s["effects"] or []):
                ck.fail(f"animals[{i}].requires",
                        f'situational "{req}" has no enable_requires effect, so this animal could never be placed')
    for i, s in enumerate(raw["situationals"]):
        if s["type"] == "P":
            continue
        for j, e in enumerate(s["effects"] or []):
            if e and e["effect"] in ("enable_requires", "hand_size"):
                ck.fail(f"situationals[{i}].effects[{j}].effect",
                        f'effect "{e["effect"]}" lasts the whole game: the card must be of type P')
    ck.raise_if_any()

    habitats = tuple(Habitat(i, h["id"], h["names"], h["abbr"], h["colour"]) for i, h in enumerate(raw["habitats"]))
    cards: list[Card] = []
    animals: list[int] = []
    for a in raw["animals"]:
        for _ in range(a.get("copies") or 1):
            animals.append(len(cards))
            cards.append(Card(len(cards), a["id"], ANIMAL, a["names"], hab_ids.index(a["habitat"]),
                              tuple(a["strengths"]), a["fact"], a.get("requires")))
    situs: list[int] = []
    for s in raw["situationals"]:
        effs = tuple(Effect(e["effect"], tuple((k, v) for k, v in e.items() if k != "effect"))
                     for e in s["effects"])
        for _ in range(s.get("copies") or 1):
            situs.append(len(cards))
            cards.append(Card(len(cards), s["id"], SITU, s["names"], type=s["type"], text=s["text"],
                              effects=effs))
    return Deck(life=raw["rules"]["life"], hand_size=raw["rules"]["hand_size"], habitats=habitats,
                cards=tuple(cards), animals=tuple(animals), situationals=tuple(situs))


DATA_FILE = os.path.join("animal_duel", "cards.yaml")


@lru_cache(maxsize=None)
def load_deck(root: str | None = None) -> Deck:
    root = root or data_dir()
    return parse_deck(os.path.join(root, DATA_FILE), os.path.join("data", DATA_FILE))


def check(root: str) -> list[DataProblem]:
    """Problems in ``root``'s data file, for ``check-data``."""
    return check_file(root, DATA_FILE, parse_deck)
