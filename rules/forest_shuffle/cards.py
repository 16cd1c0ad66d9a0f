"""The card file ``data/forest_shuffle/cards.yaml``: typed models, the loader and the card tables.

The models declare every field; cross-field rules (a species named by a card exists, the two halves
of a card go to opposite sides, the copies add up) are one ``model_validator``. :func:`db` turns the
file into flat tables indexed by card and by *face* (``card * 2 + half``; a tree card has only face
``card * 2``), which is all the rules read while playing.

Card numbers: the 66 trees first (0–65, ids ``c001``–``c066``), then the 92 split cards (66–157,
``c070``–``c161``), then the three winter cards (158–160, ``c067``–``c069``).
"""
from __future__ import annotations

import os
from functools import lru_cache
from typing import Literal

from pydantic import Field, ValidationError, model_validator
from pydantic_core import InitErrorDetails, PydanticCustomError
from typing_extensions import Annotated

from rules.engine.data import DataError, DataProblem, data_dir
from rules.engine.models import Bool, Model, Names, NonNegInt, PosInt, Str, load_model
from rules.forest_shuffle.constants import (BOTTOM, COLOUR_INDEX, COLOURS, LEFT, NO_SIDE, PLACES, RIGHT, SYM_BIT,
                                            SYMBOLS, TOP)
from rules.forest_shuffle.effects import EFFECTS, INTERACTIVE
from rules.forest_shuffle.scoring import SCORING, SET_TERMS

FILE = "cards.yaml"
GAME = "forest_shuffle"
Symbol = Literal[SYMBOLS]  # type: ignore[valid-type]
Colour = Literal[COLOURS]  # type: ignore[valid-type]
Place = Literal[PLACES]  # type: ignore[valid-type]
EffectTerm = EFFECTS.term_type()
ScoreTerm = SCORING.term_type()

# parameters of terms that name a species or a tree species (checked against the species list)
_SPECIES_PARAMS = ("species",)
_TREE_PARAMS = ("tree",)


class Texts(Model):
    effect: Names | None = None
    bonus: Names | None = None
    points: Names | None = None


class Trigger(Model):
    """A mushroom's standing draw: whenever a card with ``symbol`` is played, or a card is placed in
    the ``slot`` side of a tree."""
    symbol: Symbol | None = None
    slot: Literal["top", "bottom"] | None = None

    @model_validator(mode="after")
    def _one(self):
        if (self.symbol is None) == (self.slot is None):
            raise ValueError("a trigger names exactly one of symbol or slot")
        return self


class Species(Model):
    id: Str
    names: Names
    place: Place
    cost: Annotated[int, Field(ge=0, le=3, strict=True)]
    copies: PosInt
    symbols: Annotated[tuple[Symbol, ...], Field(min_length=1)]
    effect: tuple[EffectTerm, ...] = ()      # type: ignore[valid-type]
    bonus: tuple[EffectTerm, ...] = ()       # type: ignore[valid-type]
    score: ScoreTerm                          # type: ignore[valid-type]
    trigger: Trigger | None = None
    share: PosInt | Literal["any"] | None = None
    boosts_trees: Bool = False
    text: Texts

    @model_validator(mode="after")
    def _shape(self):
        if (self.place == "tree") != ("tree" in self.symbols):
            raise ValueError("a species shows the tree symbol exactly when it is a tree")
        if self.place == "tree" and self.id not in COLOURS:
            raise ValueError(f"a tree species must be one of the tree symbols ({', '.join(COLOURS)})")
        if "butterfly" in self.symbols and "insect" not in self.symbols:
            raise ValueError("a butterfly is always an insect too")
        if "deer" in self.symbols and "cloven" not in self.symbols:
            raise ValueError("a deer is always cloven-hoofed too")
        for what in ("effect", "bonus"):
            terms = getattr(self, what)
            for t in terms[:-1]:
                if t.effect in INTERACTIVE:
                    raise ValueError(f"{what}: the interactive term {t.effect!r} must come last")
        if self.effect and not self.text.effect:
            raise ValueError("text.effect: missing (the species has an effect)")
        if self.bonus and not self.text.bonus:
            raise ValueError("text.bonus: missing (the species has a bonus)")
        return self


class TreeCard(Model):
    id: Str
    species: Str


class Half(Model):
    species: Str
    tree: Colour


class SplitCard(Model):
    id: Str
    halves: Annotated[tuple[Half, Half], Field()]


class Setup(Model):
    removed: dict[Annotated[int, Field(ge=2, le=5, strict=False)], NonNegInt]
    hand: PosInt
    hand_limit: PosInt
    clearing_limit: PosInt


class CardFile(Model):
    symbols: dict[Symbol, Names]
    setup: Setup
    species: tuple[Species, ...]
    trees: tuple[TreeCard, ...]
    winter_cards: Annotated[tuple[Str, ...], Field(min_length=3, max_length=3)]
    split_cards: tuple[SplitCard, ...]

    @model_validator(mode="after")
    def _cross(self):
        problems: list[tuple[tuple, str, object]] = []      # (location, message, value)
        if set(self.symbols) != set(SYMBOLS):
            problems.append((("symbols",), f"expected names for exactly {', '.join(SYMBOLS)}", None))
        if set(self.setup.removed) != {2, 3, 4, 5}:
            problems.append((("setup", "removed"), "expected an entry for 2, 3, 4 and 5 players", None))
        by_id: dict[str, Species] = {}
        for i, s in enumerate(self.species):
            if s.id in by_id:
                problems.append((("species", i, "id"), f"duplicate species id \"{s.id}\"", s.id))
            by_id[s.id] = s
        for i, s in enumerate(self.species):
            for what in ("effect", "bonus", "score"):
                terms = getattr(s, what)
                for j, t in enumerate(terms if what != "score" else (terms,)):
                    params = _params(t)
                    loc = ("species", i, what) + ((j,) if what != "score" else ())
                    for key in _SPECIES_PARAMS:
                        if key in params and params[key] not in by_id:
                            problems.append((loc + (key,), f"unknown species \"{params[key]}\"", params[key]))
                    for key in _TREE_PARAMS:
                        if key in params and params[key] not in COLOURS:
                            problems.append((loc + (key,), f"unknown tree \"{params[key]}\"", params[key]))
        ids: dict[str, str] = {}
        count: dict[str, int] = {}

        def card_id(loc, cid):
            if cid in ids:
                problems.append((loc, f"duplicate card id \"{cid}\" (first at {ids[cid]})", cid))
            else:
                ids[cid] = _show_loc(loc)

        for i, c in enumerate(self.trees):
            card_id(("trees", i, "id"), c.id)
            s = by_id.get(c.species)
            if s is None or s.place != "tree":
                problems.append((("trees", i, "species"), f"\"{c.species}\" is not a tree species", c.species))
                continue
            count[c.species] = count.get(c.species, 0) + 1
        for i, w in enumerate(self.winter_cards):
            card_id(("winter_cards", i), w)
        for i, c in enumerate(self.split_cards):
            card_id(("split_cards", i, "id"), c.id)
            places = []
            for h, half in enumerate(c.halves):
                s = by_id.get(half.species)
                if s is None or s.place == "tree":
                    problems.append((("split_cards", i, "halves", h, "species"),
                                     f"\"{half.species}\" is not a dweller species", half.species))
                    places.append(None)
                    continue
                places.append(s.place)
                count[half.species] = count.get(half.species, 0) + 1
            if None not in places and tuple(places) not in (("top", "bottom"), ("side", "side")):
                problems.append((("split_cards", i, "halves"),
                                 f"the halves must be top + bottom or side + side, got {places[0]} + {places[1]}",
                                 None))
        for i, s in enumerate(self.species):
            if count.get(s.id, 0) != s.copies:
                problems.append((("species", i, "copies"),
                                 f"{s.copies} copies, but the cards show {count.get(s.id, 0)}", s.copies))
        if problems:
            raise ValidationError.from_exception_data("CardFile", [
                InitErrorDetails(type=PydanticCustomError("cross_check", msg), loc=loc, input=value)
                for loc, msg, value in problems])
        return self


def _params(term) -> dict:
    return {k: getattr(term, k) for k in type(term).model_fields if k not in ("effect", "score")}


def _show_loc(loc: tuple) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else part)
    return out


# ---------------------------------------------------------------- loading

def path_of(root: str | None = None) -> str:
    return os.path.join(root or data_dir(), GAME, FILE)


def parse(path: str, display: str | None = None) -> CardFile:
    return load_model(CardFile, path, display)


def check(root: str) -> list[DataProblem]:
    """Problems of this game's data files under ``root`` (a data/ folder)."""
    out: list[DataProblem] = []
    path = path_of(root)
    if not os.path.exists(path):
        return [DataProblem(os.path.join(GAME, FILE), 1, "(file)", "missing")]
    try:
        parse(path, path)
    except DataError as exc:
        out += exc.problems
    return out


class DB:
    """Flat tables built from the card file (what the rules read while playing)."""

    def __init__(self, data: CardFile):
        self.data = data
        self.setup = data.setup
        self.hand_limit = data.setup.hand_limit
        self.clearing_limit = data.setup.clearing_limit
        self.hand_size = data.setup.hand
        self.removed = dict(data.setup.removed)
        sp = list(data.species)
        self.species = sp
        self.n_species = len(sp)
        self.species_ids = tuple(s.id for s in sp)
        self.species_index = {s.id: i for i, s in enumerate(sp)}
        self.s_place = tuple(s.place for s in sp)
        self.s_cost = tuple(s.cost for s in sp)
        self.s_sym = tuple(_mask(s.symbols) for s in sp)
        self.s_colour = tuple(COLOUR_INDEX[s.id] if s.place == "tree" else -1 for s in sp)
        self.s_effect = tuple(s.effect for s in sp)
        self.s_bonus = tuple(s.bonus for s in sp)
        self.s_score = tuple(s.score for s in sp)
        # (handler, params) of each species' scoring term, resolved once (the hot path of the AI)
        self.s_score_call = tuple((SCORING.handlers[s.score.score], _params(s.score)) for s in sp)
        self.s_set_key = tuple(_set_key(s, i) for i, s in enumerate(sp))
        self.s_share = tuple(0 if s.share is None else (1 << 30 if s.share == "any" else s.share) for s in sp)
        self.s_boost = tuple(s.boosts_trees for s in sp)
        self.colour_ids = COLOURS
        # mushrooms: (species, symbol bit or 0, side or -9)
        self.triggers = tuple((i, SYM_BIT[s.trigger.symbol] if s.trigger.symbol else 0,
                               {"top": TOP, "bottom": BOTTOM}.get(s.trigger.slot, -9))
                              for i, s in enumerate(sp) if s.trigger is not None)
        self.trigger_species = tuple(t[0] for t in self.triggers)
        self.species_with_sym = {bit: tuple(i for i, s in enumerate(sp) if self.s_sym[i] & bit)
                                 for bit in SYM_BIT.values()}
        cards = [*data.trees, *data.split_cards]
        self.n_deck = len(cards)                       # 158 playable cards
        self.winter = tuple(range(self.n_deck, self.n_deck + len(data.winter_cards)))
        self.n_cards = self.n_deck + len(self.winter)
        self.card_ids = tuple([c.id for c in cards] + list(data.winter_cards))
        self.card_index = {cid: i for i, cid in enumerate(self.card_ids)}
        nf = self.n_cards * 2
        self.f_species = [-1] * nf
        self.f_colour = [-1] * nf
        self.f_sym = [0] * nf
        self.f_symidx = [()] * nf
        self.f_cost = [0] * nf
        self.f_side = [NO_SIDE] * nf
        self.is_tree = [False] * self.n_cards
        self.is_winter = [False] * self.n_cards
        self.card_colours = [0] * self.n_cards        # bit per tree symbol shown by either half
        for w in self.winter:
            self.is_winter[w] = True
        for i, c in enumerate(data.trees):
            s = self.species_index[c.species]
            self._face(i * 2, s, COLOUR_INDEX[c.species], NO_SIDE)
            self.is_tree[i] = True
            self.card_colours[i] = 1 << COLOUR_INDEX[c.species]
        for j, c in enumerate(data.split_cards):
            i = len(data.trees) + j
            for h, half in enumerate(c.halves):
                s = self.species_index[half.species]
                place = self.s_place[s]
                side = {"top": TOP, "bottom": BOTTOM}.get(place, LEFT if h == 0 else RIGHT)
                self._face(i * 2 + h, s, COLOUR_INDEX[half.tree], side)
                self.card_colours[i] |= 1 << COLOUR_INDEX[half.tree]
        self.f_species = tuple(self.f_species)
        self.f_colour = tuple(self.f_colour)
        self.f_sym = tuple(self.f_sym)
        self.f_symidx = tuple(self.f_symidx)
        self.f_cost = tuple(self.f_cost)
        self.f_side = tuple(self.f_side)
        self.is_tree = tuple(self.is_tree)
        self.is_winter = tuple(self.is_winter)
        self.card_colours = tuple(self.card_colours)

    def _face(self, f: int, s: int, colour: int, side: int) -> None:
        self.f_species[f] = s
        self.f_colour[f] = colour
        self.f_sym[f] = self.s_sym[s]
        self.f_symidx[f] = tuple(i for i, name in enumerate(SYMBOLS) if self.s_sym[s] & SYM_BIT[name])
        self.f_cost[f] = self.s_cost[s]
        self.f_side[f] = side

    # readable helpers (not used on hot paths)
    def face_species(self, face: int) -> str:
        return self.species_ids[self.f_species[face]]

    def card(self, card_id: str) -> int:
        return self.card_index[card_id]

    def halves(self, card: int) -> tuple:
        """The faces a card can be played as: (face,) for a tree, (first, second) for a split card."""
        if self.is_winter[card]:
            return ()
        return (card * 2,) if self.is_tree[card] else (card * 2, card * 2 + 1)

    def describe(self, card: int) -> dict:
        """A card for the screen: id, kind, and each half's species, tree symbol, side and cost."""
        if card < 0:
            return {"id": None, "kind": "unknown"}
        if self.is_winter[card]:
            return {"id": self.card_ids[card], "kind": "winter"}
        out = {"id": self.card_ids[card], "kind": "tree" if self.is_tree[card] else "split", "halves": []}
        for f in self.halves(card):
            side = self.f_side[f]
            out["halves"].append({"species": self.species_ids[self.f_species[f]],
                                  "tree": COLOURS[self.f_colour[f]],
                                  "side": "tree" if side < 0 else ("top", "bottom", "left", "right")[side],
                                  "cost": self.f_cost[f]})
        return out


def _mask(symbols) -> int:
    m = 0
    for s in symbols:
        m |= SYM_BIT[s]
    return m


def _set_key(s: Species, i: int):
    name = s.score.score
    if name not in SET_TERMS:
        return None
    return (name, i) if name == "set_table" else (name,)


@lru_cache(maxsize=4)
def _db_at(path: str) -> DB:
    return DB(parse(path, os.path.join("data", GAME, FILE)))


def db(root: str | None = None) -> DB:
    """The card tables (loaded once)."""
    return _db_at(path_of(root))


__all__ = ["DB", "db", "check", "parse", "CardFile", "Species"]
