"""The names of things in the player's language, and how a tile, a corner or a space is called.

Pure Python (no pygame): the animals, elements, terrains and sections come from the rules' strings
(``data/dominant_species/strings.yaml`` through ``rules.dominant_species.screen.word``), the cards'
names and texts from ``data/dominant_species/cards.yaml`` — one name per thing per language.

A tile is named by its terrain and its place on the Earth: the column letter (A–G from left to right)
and the row within that column (1 at the top), e.g. "Savannah E2".
"""
from __future__ import annotations

from functools import lru_cache

from game.i18n import language, tr
from rules.dominant_species.constants import ANIMALS, ELEMENTS, SECTIONS, TERRAINS
from rules.dominant_species.screen import word
from rules.dominant_species.tables import (COORDS, CORNER_HEXES, SPACE_FREE, SPACE_PARAM, SPACE_SEC)

T = "dominant_species."
COLUMNS = "ABCDEFG"


def animal(a) -> str:
    """An animal's name: by id or food-chain index."""
    if isinstance(a, int):
        a = ANIMALS[a]
    return word("animals", a, language())


def element(e) -> str:
    if isinstance(e, int):
        e = ELEMENTS[e]
    return word("elements", e, language())


def terrain(t) -> str:
    if isinstance(t, int):
        t = TERRAINS[t]
    return word("terrains", t, language())


def section(sec) -> str:
    if isinstance(sec, int):
        sec = SECTIONS[sec]
    return word("sections", sec, language())


@lru_cache(maxsize=1)
def _cards() -> dict:
    from rules.dominant_species.cards import deck
    d = deck()
    out = {c.id: c for c in d.cards}
    out[d.survival.id] = d.survival
    return out


def card_name(card_id: str) -> str:
    c = _cards().get(card_id)
    if c is None:
        return card_id
    return getattr(c.names, language(), None) or c.names.en


def card_text(card_id: str) -> str:
    c = _cards().get(card_id)
    if c is None:
        return ""
    return getattr(c.text, language(), None) or c.text.en


@lru_cache(maxsize=1)
def _labels() -> tuple:
    first = {}
    for q, r in COORDS:
        first[q] = min(first.get(q, r), r)
    qs = sorted(first)
    return tuple(f"{COLUMNS[qs.index(q)]}{r - first[q] + 1}" for q, r in COORDS)


def tile_label(h: int) -> str:
    """'E2': the column letter and the row in that column."""
    return _labels()[h]


def tile_name(h: int, terrain_id) -> str:
    """'Savannah E2' (a hex without a tile: just 'E2')."""
    if terrain_id is None or terrain_id == -1:
        return tile_label(h)
    return tr(T + "word.tile", terrain=terrain(terrain_id), label=tile_label(h))


def corner_name(c: int) -> str:
    """Where a corner is, by the hexes around it: 'between E2, E3 and D4' / 'on the edge of E2'."""
    labels = [tile_label(h) for h in CORNER_HEXES[c]]
    if len(labels) == 1:
        return tr(T + "word.corner_edge", a=labels[0])
    if len(labels) == 2:
        return tr(T + "word.corner_two", a=labels[0], b=labels[1])
    return tr(T + "word.corner_three", a=labels[0], b=labels[1], c=labels[2])


def space_detail(i: int) -> str:
    """What distinguishes one space of a section from another: its element, number or terrains."""
    sec = SECTIONS[SPACE_SEC[i]]
    free = SPACE_FREE[i]
    if free >= 0:
        return tr(T + "word.free_space", animal=animal(free))
    p = SPACE_PARAM[i]
    if sec == "speciation":
        return element(p)
    if sec == "migration":
        return str(p)
    if sec == "competition":
        return "/".join(terrain(t) for t in range(len(TERRAINS)) if p >> t & 1)
    return ""


def space_name(i: int) -> str:
    """'Speciation (Meat)', 'Migration (5)', 'Competition (Wetland/Jungle/Tundra)', 'Domination'."""
    head = section(SECTIONS[SPACE_SEC[i]])
    d = space_detail(i)
    return f"{head} ({d})" if d else head


def join(items: list[str]) -> str:
    """'a, b and c' in the player's language."""
    items = [x for x in items if x]
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return tr(T + "word.and_list", first=", ".join(items[:-1]), last=items[-1])


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else (f"−{abs(n)}" if n < 0 else "0")
