"""Depredador's table layout (Tiled TMX): every zone the table reads exists, and check_layouts finds
the problems of a damaged copy (file, line, object)."""
from __future__ import annotations

import os
import shutil

import pytest

from game.depredador.geometry import required_zones as depredador_required
from game.depredador.geometry import seat_name
from game.layout import check_layouts, layouts, load_layout, object_type
from rules.engine.data import data_dir

SRC = os.path.join(data_dir(), "depredador", "layout.tmx")


def test_shipped_layouts_are_clean():
    assert check_layouts(data_dir()) == []
    assert "depredador" in [f for f, _ in layouts()]


def test_every_zone_the_table_needs_exists():
    lay = load_layout("depredador")
    for name, kind in depredador_required().items():
        assert lay.has(name), name
        if kind == "rect":
            r = lay.rect(name)
            assert r.w > 0 and r.h > 0 and 0 <= r.left and r.right <= 1280 and 0 <= r.top and r.bottom <= 720
        else:
            x, y = lay.point(name)
            assert 0 <= x <= 1280 and 0 <= y <= 720
    # every object carries a type; the seats are found by type too
    assert len(lay.objects("seat")) == sum(n - 1 for n in range(2, 7))
    assert {o.name for o in lay.objects("button")} == {"menu_button", "undo_button"}


@pytest.mark.parametrize("players", range(2, 7))
def test_seat_zones_do_not_overlap_the_table_or_each_other(players):
    lay = load_layout("depredador")
    seats = [lay.rect(seat_name(players, k)) for k in range(1, players)]
    others = [lay.rect(n) for n in ("trick", "centre_biomes", "prompt", "hand", "scores", "log")]
    for i, r in enumerate(seats):
        for o in others:
            assert not r.colliderect(o), (seat_name(players, i + 1), o)
        for r2 in seats[i + 1:]:
            assert not r.colliderect(r2)


def _copy(tmp_path):
    """Every shipped layout copied to a fresh data folder; returns it and the Depredador copy."""
    root = tmp_path / "data"
    for name, _ in layouts():
        (root / name).mkdir(parents=True)
        shutil.copy(os.path.join(data_dir(), name, "layout.tmx"), root / name / "layout.tmx")
    dst = root / "depredador" / "layout.tmx"
    return root, dst


def test_missing_object_is_reported_by_name(tmp_path):
    root, dst = _copy(tmp_path)
    lines = dst.read_text(encoding="utf-8").splitlines(keepends=True)
    dst.write_text("".join(l for l in lines if 'name="seat4_2"' not in l and 'name="trick"' not in l),
                   encoding="utf-8")
    probs = check_layouts(str(root))
    assert any(p.endswith("seat4_2: missing object") for p in probs), probs
    assert any(": trick: missing object" in p for p in probs), probs
    assert all(p.startswith(str(dst) + ":1: ") for p in probs)
    assert len(probs) == 2


def test_unreadable_xml_reports_the_line(tmp_path):
    root, dst = _copy(tmp_path)
    text = dst.read_text(encoding="utf-8").splitlines()
    text[8] = text[8].replace("/>", ">")          # an unclosed element on line 9
    dst.write_text("\n".join(text), encoding="utf-8")
    probs = check_layouts(str(root))
    assert len(probs) == 1
    file, line, field, _ = probs[0].split(":", 3)
    assert file == str(dst) and int(line) > 1 and field.strip() == "(file)"


def test_missing_file_and_object_without_size(tmp_path):
    root = tmp_path / "empty"
    root.mkdir(parents=True)
    assert check_layouts(str(root)) == [f"{root / f / 'layout.tmx'}:1: (file): missing" for f, _ in layouts()]
    root, dst = _copy(tmp_path)
    text = dst.read_text(encoding="utf-8")
    text = text.replace('name="hand" type="zone" x="16" y="566" width="968" height="150"',
                        'name="hand" type="zone" x="16" y="566" width="968" height="0"')
    text = text.replace('name="log" type="panel" x="1000" y="232"', 'name="log" type="panel" x="1100" y="232"')
    dst.write_text(text, encoding="utf-8")
    probs = check_layouts(str(root))
    assert any(": hand: expected a rectangle" in p for p in probs), probs
    assert any(": log: rectangle" in p and "leaves the 1280x720 canvas" in p for p in probs), probs


def test_class_attribute_is_read_as_type(tmp_path):
    """Tiled 1.9+ writes ``class`` where older versions wrote ``type``."""
    root, dst = _copy(tmp_path)
    text = dst.read_text(encoding="utf-8").replace(' type="seat"', ' class="seat"')
    dst.write_text(text, encoding="utf-8")
    lay = load_layout("depredador", str(root))
    assert object_type(lay._get("seat6_3")) == "seat"
    assert len(lay.objects("seat")) == 15
    assert check_layouts(str(root)) == []
