"""Data files: loading errors name file:line:field; the Tiled map and the rules agree on the Earth."""
import os
import shutil

from rules.engine.data import data_dir
from rules.dominant_species.cards import check
from rules.dominant_species.geometry import DIRS, geometry, read_tmx, tmx_problems
from rules.dominant_species.tables import GEO

SRC = os.path.join(data_dir(), "dominant_species")


def _copy(tmp_path):
    root = tmp_path / "data"
    shutil.copytree(SRC, root / "dominant_species")
    return root


def _edit(path, old, new):
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_installed_data_is_clean():
    assert check(data_dir()) == []


def test_bad_card_parameter_names_file_line_field(tmp_path):
    root = _copy(tmp_path)
    cards = root / "dominant_species" / "cards.yaml"
    _edit(cards, "{effect: element_and_species, terrains: [sea, wetland], species: 4}",
          "{effect: element_and_species, terrains: [sea, wetland], species: four}")
    line = next(i for i, l in enumerate(cards.read_text().splitlines(), 1) if "species: four" in l)
    probs = [str(p) for p in check(str(root))]
    assert len(probs) == 1
    assert probs[0].startswith(f"{cards}:{line}: cards[0].effects[0].species:") and "integer" in probs[0]


def test_unknown_effect_and_missing_field(tmp_path):
    root = _copy(tmp_path)
    cards = root / "dominant_species" / "cards.yaml"
    _edit(cards, "{effect: vp_per_shared_tile, points: 1}", "{effect: vp_per_hug, points: 1}")
    probs = [str(p) for p in check(str(root))]
    assert any("cards[1].effects[0]" in p and "vp_per_hug" in p for p in probs)
    animals = root / "dominant_species" / "animals.yaml"
    _edit(animals, "    printed: [sun, sun]\n", "")
    probs = [str(p) for p in check(str(root))]
    assert any("animals.yaml" in p and "animals[1].printed: missing field" in p for p in probs)


def test_wrong_types_in_terrain_and_display(tmp_path):
    root = _copy(tmp_path)
    _edit(root / "dominant_species" / "terrain.yaml", "scores: [9, 5, 3, 2]", 'scores: [9, "five", 3, 2]')
    _edit(root / "dominant_species" / "display.yaml", "box_draw: 4", "box_draw: 0")
    probs = [str(p) for p in check(str(root))]
    assert any("terrain.yaml:" in p and "terrains[0].scores[1]" in p for p in probs)
    assert any("display.yaml:" in p and "box_draw" in p and "≥ 1" in p for p in probs)


def test_missing_file(tmp_path):
    root = _copy(tmp_path)
    os.remove(root / "dominant_species" / "earth.yaml")
    probs = [str(p) for p in check(str(root))]
    assert probs and "earth.yaml" in probs[0] and "missing" in probs[0]


def test_geometry_of_the_reference():
    g = geometry()
    assert len(g.coords) == 35
    cols = {}
    for q, r in g.coords:
        cols.setdefault(q, []).append(r)
    assert {q: (min(v), max(v)) for q, v in cols.items()} == {0: (-2, 2), -1: (-2, 3), -2: (-1, 3), -3: (0, 3),
                                                               1: (-3, 2), 2: (-3, 1), 3: (-3, 0)}
    assert (0, -3) not in g.index and (0, 3) not in g.index
    for h, (q, r) in enumerate(g.coords):
        want = {g.index[(q + dq, r + dr)] for dq, dr in DIRS if (q + dq, r + dr) in g.index}
        assert set(g.neighbours[h]) == want
        assert len(set(g.hex_corners[h])) == 6
    # every corner: three mutually adjacent hexes, at least one on the board
    assert len(g.corners) == 92
    for tri in g.corners:
        a, b, c = tri
        for x, y in ((a, b), (b, c), (a, c)):
            assert (y[0] - x[0], y[1] - x[1]) in DIRS
    assert sum(1 for ch in g.corner_hexes if len(ch) == 1) > 0        # rim corners exist


def test_tiled_map_agrees_with_the_rules_on_every_hex_adjacency_and_corner():
    path = os.path.join(SRC, "earth.tmx")
    assert tmx_problems(path) == []
    hexes, corners = read_tmx(path)
    assert set(hexes) == set(GEO.coords) and len(corners) == len(GEO.corners)


def test_a_moved_hex_in_the_map_is_reported(tmp_path):
    root = _copy(tmp_path)
    tmx = root / "dominant_species" / "earth.tmx"
    x, y = GEO.pixel(GEO.index[(3, -3)])
    _edit(tmx, f'name="hex_3_-3" type="hex" x="{x:.2f}"', f'name="hex_3_-3" type="hex" x="{x + 40:.2f}"')
    probs = tmx_problems(str(tmx))
    assert any("hex_3_-3" in p.field or "hex_2_" in p.field for p in probs)


def test_rules_never_import_pygame_or_game():
    folder = os.path.join(os.path.dirname(SRC), "..", "rules", "dominant_species")
    for name in os.listdir(folder):
        if name.endswith(".py"):
            text = open(os.path.join(folder, name), encoding="utf-8").read()
            assert "import pygame" not in text and "from game" not in text and "import game" not in text


def test_rules_text_in_both_languages_with_every_decision_marked():
    from rules.engine.data import load_yaml
    doc = load_yaml(os.path.join(SRC, "rules_text.yaml")).value
    en, es = doc["en"], doc["es"]
    assert en["title"] and es["title"] and len(en["sections"]) == len(es["sections"]) >= 12
    for a, b in zip(en["sections"], es["sections"]):
        assert a["heading"] and b["heading"] and len(a["paragraphs"]) == len(b["paragraphs"])
        for pa, pb in zip(a["paragraphs"], b["paragraphs"]):
            assert pa.startswith("Our decision") == pb.startswith("Nuestra decisión")
    decisions = [p for s in en["sections"] for p in s["paragraphs"] if p.startswith("Our decision")]
    assert len(decisions) >= 15
    text = " ".join(decisions)
    for topic in ("Initiative", "every tile at the end", "rim", "single tile", "Cold Snap", "six-animal", "Instinct"):
        assert topic in text, topic
