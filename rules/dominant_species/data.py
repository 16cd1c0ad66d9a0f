"""Dominant Species data: typed models of ``data/dominant_species/*.yaml`` and their loader.

Each file is a pydantic model (frozen, closed, strict); a bad file stops with ``file:line: field:
message``. :func:`basic` gives the animals, terrain, display and earth models (``tables`` compiles them
into small integers for the hot paths); the Dominance cards' file needs the effect terms, so its model
and the deck are in ``cards`` (which passes its model to :func:`load`)."""
from __future__ import annotations

import os
from functools import lru_cache
from typing import Annotated, Literal

from pydantic import Field, model_validator

from rules.engine.data import DataError, DataProblem, data_dir
from rules.engine.models import Bool, Model, Names, NonNegInt, PosInt, Str, load_model
from rules.dominant_species.constants import ANIMALS, ELEMENTS, SECTIONS, TERRAINS

FOLDER = "dominant_species"

AnimalId = Literal[ANIMALS]
ElementId = Literal[ELEMENTS]
TerrainId = Literal[TERRAINS]
SectionId = Literal[SECTIONS]
Byte = Annotated[int, Field(ge=0, le=255, strict=True)]
Colour = Annotated[tuple[Byte, Byte, Byte], Field()]
Coord = tuple[Annotated[int, Field(strict=True)], Annotated[int, Field(strict=True)]]


# ---------------------------------------------------------------- animals.yaml

class AnimalModel(Model):
    id: AnimalId
    names: Names
    printed: Annotated[tuple[ElementId, ...], Field(min_length=1, max_length=6)]
    ability: Str
    ability_text: Names
    start_species: dict[TerrainId, PosInt]
    colour: Colour
    letter: Str


class AnimalsFile(Model):
    animals: tuple[AnimalModel, ...]

    @model_validator(mode="after")
    def _order(self):
        ids = tuple(a.id for a in self.animals)
        if ids != ANIMALS:
            raise ValueError(f"animals must be listed in food-chain order {', '.join(ANIMALS)}, got {', '.join(ids)}")
        return self


# ---------------------------------------------------------------- terrain.yaml

class TerrainModel(Model):
    id: TerrainId
    names: Names
    letter: Str
    scores: Annotated[tuple[NonNegInt, ...], Field(min_length=1, max_length=4)]
    speciation: PosInt
    large_tiles: NonNegInt
    colour: Colour


class ElementModel(Model):
    id: ElementId
    names: Names
    letter: Str
    discs: PosInt
    colour: Colour


class TerrainFile(Model):
    terrains: tuple[TerrainModel, ...]
    tundra_tiles: PosInt
    elements: tuple[ElementModel, ...]
    bonus_chart: Annotated[tuple[NonNegInt, ...], Field(min_length=2)]

    @model_validator(mode="after")
    def _order(self):
        ids = tuple(t.id for t in self.terrains)
        if ids != TERRAINS:
            raise ValueError(f"terrains must be listed as {', '.join(TERRAINS)}, got {', '.join(ids)}")
        eids = tuple(e.id for e in self.elements)
        if eids != ELEMENTS:
            raise ValueError(f"elements must be listed as {', '.join(ELEMENTS)}, got {', '.join(eids)}")
        if self.bonus_chart[0] != 0 or list(self.bonus_chart) != sorted(self.bonus_chart):
            raise ValueError("bonus_chart must start at 0 and never decrease")
        return self


# ---------------------------------------------------------------- display.yaml

class SectionModel(Model):
    id: SectionId
    names: Names
    eyeballs: PosInt
    free: AnimalId | None = None
    free_position: Literal["first", "last"] | None = None
    box: Bool = False
    draw: Bool = False
    spaces: tuple[tuple[ElementId | TerrainId | PosInt, ...], ...] | None = None

    @model_validator(mode="after")
    def _spaces(self):
        if self.spaces is not None and len(self.spaces) != self.eyeballs:
            raise ValueError(f"{self.id}: {self.eyeballs} eyeballs but {len(self.spaces)} spaces")
        if (self.free is None) != (self.free_position is None):
            raise ValueError(f"{self.id}: free and free_position go together")
        return self


class FlowModel(Model):
    model_config = Model.model_config | {"populate_by_name": True}
    source: Literal["adaptation", "regression", "abundance", "wasteland", "depletion", "wanderlust"] = Field(alias="from")
    to: Literal["adaptation", "regression", "abundance", "wasteland", "depletion", "wanderlust", "bag"]


class PiecesModel(Model):
    pawns: PosInt
    cubes: PosInt


class DisplayFile(Model):
    sections: tuple[SectionModel, ...]
    box_draw: PosInt
    reseed_flow: tuple[FlowModel, ...]
    pieces: dict[Annotated[int, Field(ge=2, le=6, strict=True)], PiecesModel]
    max_pawns: PosInt
    max_elements: PosInt
    available_cards: PosInt
    wanderlust_stacks: PosInt
    wanderlust_stack_size: PosInt

    @model_validator(mode="after")
    def _order(self):
        ids = tuple(s.id for s in self.sections)
        if ids != SECTIONS:
            raise ValueError(f"sections must be listed in execution order {', '.join(SECTIONS)}, got {', '.join(ids)}")
        if sorted(self.pieces) != [2, 3, 4, 5, 6]:
            raise ValueError("pieces must give every number of animals 2–6")
        return self


# ---------------------------------------------------------------- earth.yaml

class ColumnModel(Model):
    q: Annotated[int, Field(strict=True)]
    r_from: Annotated[int, Field(strict=True)]
    r_to: Annotated[int, Field(strict=True)]


class StartTileModel(Model):
    hex: Coord
    terrain: TerrainId
    under: TerrainId | None = None


class StartElementModel(Model):
    element: ElementId
    corner: Annotated[tuple[Coord, ...], Field(min_length=3, max_length=3)]


class LayoutModel(Model):
    hex_radius: PosInt
    centre_x: NonNegInt
    centre_y: NonNegInt


class EarthFile(Model):
    columns: tuple[ColumnModel, ...]
    start_tiles: tuple[StartTileModel, ...]
    start_elements: tuple[StartElementModel, ...]
    layout: LayoutModel

    @model_validator(mode="after")
    def _geometry(self):
        board = {(c.q, r) for c in self.columns for r in range(c.r_from, c.r_to + 1)}
        for i, t in enumerate(self.start_tiles):
            if tuple(t.hex) not in board:
                raise ValueError(f"start_tiles[{i}]: hex {list(t.hex)} is not on the board")
        for i, e in enumerate(self.start_elements):
            a, b, c = (tuple(h) for h in e.corner)
            if not (_adjacent(a, b) and _adjacent(b, c) and _adjacent(a, c)):
                raise ValueError(f"start_elements[{i}]: the three hexes of a corner must touch each other")
            if not any(h in board for h in (a, b, c)):
                raise ValueError(f"start_elements[{i}]: the corner touches no hex of the board")
        return self


def _adjacent(a, b) -> bool:
    dq, dr = b[0] - a[0], b[1] - a[1]
    return (dq, dr) in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))


# ---------------------------------------------------------------- loading

BASIC = (("animals.yaml", AnimalsFile), ("terrain.yaml", TerrainFile), ("display.yaml", DisplayFile),
         ("earth.yaml", EarthFile))


def load(root: str, cards_model=None) -> dict:
    """The models of ``root``'s files (``root`` is a data/ folder), cards.yaml too when its model is
    given; DataError listing every problem."""
    def path(name):
        return os.path.join(root, FOLDER, name)

    def shown(name):
        return os.path.join("data", FOLDER, name) if os.path.abspath(root) == os.path.abspath(data_dir()) else path(name)

    problems: list[DataProblem] = []
    out = {}
    files = list(BASIC) + ([("cards.yaml", cards_model)] if cards_model is not None else [])
    for name, model in files:
        try:
            out[name] = load_model(model, path(name), shown(name))
        except DataError as exc:
            problems += exc.problems
    if problems:
        raise DataError(problems)
    problems += _cross_checks(out, shown)
    if problems:
        raise DataError(problems)
    return out


def _cross_checks(out: dict, shown) -> list[DataProblem]:
    """Rules that span files: start species on start tiles, the wanderlust stacks' size."""
    probs = []
    earth, terrain, display = out["earth.yaml"], out["terrain.yaml"], out["display.yaml"]
    start_terrains = {t.terrain for t in earth.start_tiles}
    for i, a in enumerate(out["animals.yaml"].animals):
        for t in a.start_species:
            if t not in start_terrains:
                probs.append(DataProblem(shown("animals.yaml"), 1, f"animals[{i}].start_species.{t}",
                                         f"no start tile is {t}"))
    at_start = sum(1 for t in earth.start_tiles if t.terrain != "tundra") + sum(1 for t in earth.start_tiles if t.under)
    large = sum(t.large_tiles for t in terrain.terrains)
    stacks = display.wanderlust_stacks * display.wanderlust_stack_size
    if large - at_start != stacks:
        probs.append(DataProblem(shown("display.yaml"), 1, "wanderlust_stack_size",
                                 f"{large} large tiles minus {at_start} at the start leave {large - at_start}, "
                                 f"not {stacks} for the stacks"))
    return probs


@lru_cache(maxsize=1)
def basic() -> dict:
    """The animals, terrain, display and earth models of the installed data (loaded once)."""
    return load(data_dir())
