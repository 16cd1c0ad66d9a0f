"""The Earth's geometry: 35 hexes (axial coordinates), their neighbours and the corners elements sit on.

Read from ``data/dominant_species/earth.yaml``. A corner is the meeting point of three mutually
adjacent hexes; every corner touching at least one hex of the board exists (rim corners included,
their outer hexes lie off the board). Hexes are indexed in (q, r) order, corners in the order of
their sorted hex triples. ``data/dominant_species/earth.tmx`` is the same Earth as a Tiled map for
the screen (hex polygons and corner points); :func:`tmx_problems` checks that both agree.
"""
from __future__ import annotations

import math
import os
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from functools import lru_cache

from rules.engine.data import DataProblem, data_dir
from rules.dominant_species.data import basic

# the six axial directions in cyclic order (consecutive ones are neighbours of each other)
DIRS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


@dataclass(frozen=True)
class Geometry:
    coords: tuple            # hex index -> (q, r)
    index: dict              # (q, r) -> hex index
    neighbours: tuple        # hex index -> tuple of neighbouring hex indices (on the board)
    corners: tuple           # corner index -> tuple of three (q, r), sorted (some may be off the board)
    corner_hexes: tuple      # corner index -> tuple of on-board hex indices touching it (1–3)
    hex_corners: tuple       # hex index -> its six corner indices, in DIRS order
    corner_index: dict       # frozenset of three (q, r) -> corner index
    radius: int
    centre: tuple

    def pixel(self, h: int) -> tuple[float, float]:
        """The centre of hex ``h`` in the Tiled map (flat-topped hexes)."""
        q, r = self.coords[h]
        return _pixel(q, r, self.radius, self.centre)

    def corner_pixel(self, c: int) -> tuple[float, float]:
        pts = [_pixel(q, r, self.radius, self.centre) for q, r in self.corners[c]]
        return (sum(p[0] for p in pts) / 3, sum(p[1] for p in pts) / 3)

    def distance(self, a: int, b: int) -> int:
        (q1, r1), (q2, r2) = self.coords[a], self.coords[b]
        dq, dr = q1 - q2, r1 - r2
        return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def _pixel(q: int, r: int, radius: float, centre: tuple) -> tuple[float, float]:
    return (centre[0] + radius * 1.5 * q, centre[1] + radius * math.sqrt(3) * (r + q / 2))


def build(earth) -> Geometry:
    """The geometry of an ``EarthFile`` model."""
    coords = tuple(sorted((c.q, r) for c in earth.columns for r in range(c.r_from, c.r_to + 1)))
    index = {xy: i for i, xy in enumerate(coords)}
    neighbours = tuple(tuple(index[(q + dq, r + dr)] for dq, dr in DIRS if (q + dq, r + dr) in index)
                       for q, r in coords)
    triples = set()
    per_hex = []
    for q, r in coords:
        mine = []
        for i in range(6):
            d1, d2 = DIRS[i], DIRS[(i + 1) % 6]
            tri = tuple(sorted(((q, r), (q + d1[0], r + d1[1]), (q + d2[0], r + d2[1]))))
            triples.add(tri)
            mine.append(tri)
        per_hex.append(mine)
    corners = tuple(sorted(triples))
    corner_index = {frozenset(t): i for i, t in enumerate(corners)}
    corner_hexes = tuple(tuple(index[h] for h in t if h in index) for t in corners)
    hex_corners = tuple(tuple(corner_index[frozenset(t)] for t in mine) for mine in per_hex)
    lay = earth.layout
    return Geometry(coords, index, neighbours, corners, corner_hexes, hex_corners, corner_index,
                    lay.hex_radius, (lay.centre_x, lay.centre_y))


@lru_cache(maxsize=1)
def geometry() -> Geometry:
    return build(basic()["earth.yaml"])


# ---------------------------------------------------------------- the Tiled map

def tmx_text(geo: Geometry, start: dict | None = None) -> str:
    """The Tiled map of ``geo``: a ``hexes`` layer of polygons (properties q, r, start terrain) and a
    ``corners`` layer of points (property ``hexes``: the three "q,r" of the corner, ';'-separated)."""
    start = start or {}
    rad = geo.radius
    verts = [(rad * math.cos(math.radians(60 * k)), rad * math.sin(math.radians(60 * k))) for k in range(6)]
    poly = " ".join(f"{x:.2f},{y:.2f}" for x, y in verts)
    lines = ['<?xml version="1.0" encoding="UTF-8"?>']
    n_obj = len(geo.coords) + len(geo.corners)
    lines.append('<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
                 'width="40" height="23" tilewidth="32" tileheight="32" infinite="0" nextlayerid="3" '
                 f'nextobjectid="{n_obj + 1}">')
    lines.append(' <properties>')
    lines.append('  <property name="game" value="dominant_species"/>')
    lines.append('  <property name="note" value="The Earth of Dominant Species on the 1280x720 canvas: flat-topped '
                 'hexes in axial coordinates (q column, r row) and the corners where elements sit. Generated from '
                 'data/dominant_species/earth.yaml by python -m rules.dominant_species.geometry; '
                 'a test checks both agree."/>')
    lines.append(f'  <property name="hex_radius" type="int" value="{rad}"/>')
    lines.append(' </properties>')
    lines.append(' <objectgroup id="1" name="hexes">')
    oid = 1
    for h, (q, r) in enumerate(geo.coords):
        x, y = geo.pixel(h)
        lines.append(f'  <object id="{oid}" name="hex_{q}_{r}" type="hex" x="{x:.2f}" y="{y:.2f}">')
        lines.append('   <properties>')
        lines.append(f'    <property name="q" type="int" value="{q}"/>')
        lines.append(f'    <property name="r" type="int" value="{r}"/>')
        if (q, r) in start:
            lines.append(f'    <property name="start" value="{start[(q, r)]}"/>')
        lines.append('   </properties>')
        lines.append(f'   <polygon points="{poly}"/>')
        lines.append('  </object>')
        oid += 1
    lines.append(' </objectgroup>')
    lines.append(' <objectgroup id="2" name="corners">')
    for c, tri in enumerate(geo.corners):
        x, y = geo.corner_pixel(c)
        hexes = ";".join(f"{q},{r}" for q, r in tri)
        lines.append(f'  <object id="{oid}" name="corner_{c}" type="corner" x="{x:.2f}" y="{y:.2f}">')
        lines.append('   <properties>')
        lines.append(f'    <property name="hexes" value="{hexes}"/>')
        lines.append('   </properties>')
        lines.append('   <point/>')
        lines.append('  </object>')
        oid += 1
    lines.append(' </objectgroup>')
    lines.append('</map>')
    return "\n".join(lines) + "\n"


def read_tmx(path: str) -> tuple[dict, list]:
    """(hexes, corners) of a Tiled map: ``{(q, r): (x, y)}`` and ``[(frozenset of (q, r), (x, y))]``."""
    root = ET.parse(path).getroot()
    hexes, corners = {}, []
    for group in root.iter("objectgroup"):
        for obj in group.iter("object"):
            kind = obj.get("type") or obj.get("class")
            props = {p.get("name"): p.get("value") for p in obj.iter("property")}
            x, y = float(obj.get("x")), float(obj.get("y"))
            if kind == "hex":
                hexes[(int(props["q"]), int(props["r"]))] = (x, y)
            elif kind == "corner":
                tri = frozenset(tuple(int(v) for v in part.split(",")) for part in props["hexes"].split(";"))
                corners.append((tri, (x, y)))
    return hexes, corners


def tmx_problems(path: str, geo: Geometry | None = None) -> list[DataProblem]:
    """Where the Tiled map and the rules' geometry disagree (hexes, adjacency, corners)."""
    geo = geo or geometry()
    shown = os.path.join("data", "dominant_species", os.path.basename(path))
    if not os.path.exists(path):
        return [DataProblem(shown, 1, "(file)", "missing")]
    try:
        hexes, corners = read_tmx(path)
    except (ET.ParseError, KeyError, ValueError, TypeError) as exc:
        return [DataProblem(shown, 1, "(file)", f"not a readable Tiled map: {exc}")]
    probs = []
    if set(hexes) != set(geo.coords):
        probs.append(DataProblem(shown, 1, "hexes", f"the map's hexes {sorted(set(hexes) ^ set(geo.coords))} "
                                                     "differ from earth.yaml"))
        return probs
    step = geo.radius * math.sqrt(3)
    for h, xy in enumerate(geo.coords):
        px = hexes[xy]
        near = {o for o, p in hexes.items() if o != xy and abs(math.dist(p, px) - step) < 1.0}
        want = {geo.coords[n] for n in geo.neighbours[h]}
        if near != want:
            probs.append(DataProblem(shown, 1, f"hex_{xy[0]}_{xy[1]}", "its neighbours on the map differ from the rules"))
    mine = {frozenset(t) for t in geo.corners}
    theirs = {t for t, _ in corners}
    if mine != theirs or len(corners) != len(mine):
        probs.append(DataProblem(shown, 1, "corners", f"the map has {len(corners)} corners, the rules {len(mine)}"))
    for tri, (x, y) in corners:
        if tri in geo.corner_index:
            cx, cy = geo.corner_pixel(geo.corner_index[tri])
            if abs(cx - x) > 1.0 or abs(cy - y) > 1.0:
                probs.append(DataProblem(shown, 1, "corners", f"corner {sorted(tri)} is not where its hexes meet"))
    return probs


def write_tmx(path: str | None = None) -> str:
    path = path or os.path.join(data_dir(), "dominant_species", "earth.tmx")
    earth = basic()["earth.yaml"]
    start = {tuple(t.hex): t.terrain for t in earth.start_tiles}
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(tmx_text(geometry(), start))
    return path


if __name__ == "__main__":
    print(write_tmx())
