"""Layouts of every registered game: each table's zones exist in its TMX and check-data finds none broken."""
from __future__ import annotations

import pytest

from game.layout import check_layouts, layouts, load_layout
from game.registry import UIS
from rules.engine.data import data_dir


def test_every_shipped_layout_is_clean():
    assert check_layouts(data_dir()) == []


@pytest.mark.parametrize("game_id", sorted(UIS))
def test_each_table_reads_only_zones_its_layout_has(game_id):
    ui = UIS[game_id]
    assert ui.zones is not None, f"{game_id} names no layout zones"
    zones = ui.zones()
    lay = load_layout(game_id)
    for name, kind in zones.items():
        assert lay.has(name), (game_id, name)
    table = ui.table()
    assert set(table.ZONES) <= set(zones), set(table.ZONES) - set(zones)
    assert (game_id, ui.zones) in layouts()
