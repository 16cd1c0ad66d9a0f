"""Depredador Natural's cards, loaded from ``data/depredador/game.yaml`` into frozen models.

Card ids are fixed for the whole card universe (all six biomes), so saves and logs stay stable:
prey ``biome*8 + value-1``, then invaders by value, then one Alfa and one Refugio per seat.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from functools import lru_cache

from rules.depredador.effects import EFFECTS
from rules.engine.data import (check_file, Checker, DataError, DataProblem, colour, effect_term, integer, listing,
                               load_yaml, names, one_of, record, text, unique_ids, data_dir)

PREY, INVADER, ALFA, REFUGIO = 0, 1, 2, 3
BLACK = 99          # colour index of invaders
NO_COLOUR = -1      # colour of specials
ICONS = ("sun", "dune", "leaf", "pine", "drop", "peak", "wave", "snow")
MAX_PLAYERS = 6


@dataclass(frozen=True)
class Biome:
    index: int
    id: str
    names: dict
    letter: str
    colour: tuple
    icon: str


@dataclass(frozen=True)
class Card:
    id: int
    kind: int
    colour: int          # biome index, BLACK or NO_COLOUR
    value: int           # 0 for specials
    names: dict          # the animal (or the special's) names, es/en
    letter: str
    effects: frozenset = frozenset()


@dataclass(frozen=True)
class Deck:
    """Everything the rules need from the data file."""
    biomes: tuple
    cards: tuple         # indexed by card id
    prey_values: tuple
    invader_by_players: dict
    special_names: dict  # 'alfa' / 'refugio' -> names
    invader_names: dict
    invader_colour: tuple
    rounds_default: int
    rounds_min: int
    rounds_max: int
    pass_count: int
    award_best: int
    award_second: int
    award_worst: int
    second_worst_from: int
    game_names: dict

    def prey_id(self, biome: int, value: int) -> int:
        return biome * len(self.prey_values) + self.prey_values.index(value)

    @property
    def first_invader(self) -> int:
        return len(self.biomes) * len(self.prey_values)

    def invader_id(self, value: int) -> int:
        return self.first_invader + value - 1

    @property
    def first_alfa(self) -> int:
        return self.first_invader + self.max_invaders

    @property
    def max_invaders(self) -> int:
        return max(max(v) for v in self.invader_by_players.values())

    def alfa_id(self, seat: int) -> int:
        return self.first_alfa + seat

    def refugio_id(self, seat: int) -> int:
        return self.first_alfa + MAX_PLAYERS + seat


_animal = record({"es": text(), "en": text()})

SCHEMA = record({
    "game": record({
        "id": one_of("depredador"),
        "names": names(),
        "players": record({"min": integer(2, 6), "max": integer(2, 6)}),
        "rounds": record({"default": integer(1, 12), "min": integer(1, 12), "max": integer(1, 12)}),
        "pass_count": integer(0, 4),
    }),
    "biomes": listing(record({"id": text(), "names": names(), "letter": text(), "colour": colour(),
                              "icon": one_of(*ICONS)}), min_len=6, max_len=6),
    "prey": record({"values": listing(integer(1, 20), min_len=1), "animals": lambda v, p, ck: v}),
    "specials": listing(record({"id": one_of("alfa", "refugio"), "names": names(), "letter": text(),
                                "effects": listing(effect_term(EFFECTS), min_len=1)}), min_len=2, max_len=2),
    "invaders": record({"names": names(), "letter": text(), "colour": colour(),
                        "animals": listing(_animal, min_len=1),
                        "by_players": lambda v, p, ck: v}),
    "awards": record({"best": integer(-5, 5), "second": integer(-5, 5), "worst": integer(-5, 5),
                      "second_worst_from_players": integer(2, 7)}),
})


def parse_deck(path: str, display: str | None = None) -> Deck:
    doc = load_yaml(path, display)
    ck = Checker(doc)
    raw = SCHEMA(doc.value, "", ck)
    ck.raise_if_any()
    unique_ids(doc.value["biomes"], "biomes", ck)
    unique_ids(doc.value["specials"], "specials", ck)
    biomes = tuple(Biome(i, b["id"], b["names"], b["letter"], b["colour"], b["icon"])
                   for i, b in enumerate(raw["biomes"]))
    values = tuple(raw["prey"]["values"])
    if len(set(values)) != len(values):
        ck.fail("prey.values", "values must be different from each other")
    animals = raw["prey"]["animals"]
    if not isinstance(animals, dict):
        ck.fail("prey.animals", "expected a mapping of biome id to a list of animals")
        animals = {}
    for b in biomes:
        got = animals.get(b.id)
        if not isinstance(got, list) or len(got) != len(values):
            ck.fail(f"prey.animals.{b.id}" if b.id in animals else "prey.animals",
                    f"expected {len(values)} animals for biome '{b.id}'")
        else:
            for i, a in enumerate(got):
                _animal(a, f"prey.animals.{b.id}[{i}]", ck)
    for key in animals:
        if key not in {b.id for b in biomes}:
            ck.fail(f"prey.animals.{key}", "unknown biome id")
    by_players = raw["invaders"]["by_players"]
    inv: dict[int, tuple] = {}
    if not isinstance(by_players, dict):
        ck.fail("invaders.by_players", "expected a mapping of player count to a list of values")
        by_players = {}
    for n in range(2, MAX_PLAYERS + 1):
        path = f"invaders.by_players.{n}"
        vals = by_players.get(n)
        if vals is None:
            ck.fail("invaders.by_players", f"missing the invaders for {n} players")
            continue
        got = listing(integer(1, 30))(vals, path, ck)
        if got is None or None in got:
            continue
        if len(set(got)) != len(got):
            ck.fail(path, "invader values must be different from each other")
        hand = (len(values) * n + n + len(got))
        if hand % n:
            ck.fail(path, f"{len(got)} invaders do not deal out evenly among {n} players")
        inv[n] = tuple(sorted(got))
    n_inv_animals = len(raw["invaders"]["animals"])
    if inv and max(max(v) for v in inv.values()) > n_inv_animals:
        ck.fail("invaders.animals", f"needs one animal per invader value (up to {max(max(v) for v in inv.values())})")
    g = raw["game"]
    if g["rounds"]["min"] > g["rounds"]["default"] or g["rounds"]["default"] > g["rounds"]["max"]:
        ck.fail("game.rounds", "expected min ≤ default ≤ max")
    ck.raise_if_any()

    specials = {s["id"]: s for s in raw["specials"]}
    if set(specials) != {"alfa", "refugio"}:
        ck.fail("specials", "expected exactly the specials 'alfa' and 'refugio'")
        ck.raise_if_any()
    cards: list[Card] = []
    for b in biomes:
        for i, v in enumerate(values):
            cards.append(Card(len(cards), PREY, b.index, v, animals[b.id][i], b.letter))
    max_inv = max(max(v) for v in inv.values())
    for v in range(1, max_inv + 1):
        cards.append(Card(len(cards), INVADER, BLACK, v, raw["invaders"]["animals"][v - 1], raw["invaders"]["letter"]))
    for kind, sid in ((ALFA, "alfa"), (REFUGIO, "refugio")):
        s = specials[sid]
        eff = frozenset(e["effect"] for e in s["effects"])
        for _seat in range(MAX_PLAYERS):
            cards.append(Card(len(cards), kind, NO_COLOUR, 0, s["names"], s["letter"], eff))
    return Deck(
        biomes=biomes, cards=tuple(cards), prey_values=values, invader_by_players=inv,
        special_names={k: v["names"] for k, v in specials.items()},
        invader_names=raw["invaders"]["names"], invader_colour=raw["invaders"]["colour"],
        rounds_default=g["rounds"]["default"], rounds_min=g["rounds"]["min"], rounds_max=g["rounds"]["max"],
        pass_count=g["pass_count"], award_best=raw["awards"]["best"], award_second=raw["awards"]["second"],
        award_worst=raw["awards"]["worst"], second_worst_from=raw["awards"]["second_worst_from_players"],
        game_names=g["names"],
    )


DATA_FILE = os.path.join("depredador", "game.yaml")


@lru_cache(maxsize=None)
def load_deck(root: str | None = None) -> Deck:
    root = root or data_dir()
    return parse_deck(os.path.join(root, DATA_FILE), os.path.join("data", DATA_FILE))


def check(root: str) -> list[DataProblem]:
    """Problems in ``root``'s data file, for ``check-data``."""
    return check_file(root, DATA_FILE, parse_deck)
