"""``python -m bench``'s ai_table section (issue 23's table) finds each game's yardsticks through its bench
module and plays a cell: here Depredador's smallest one (easy against the old yardstick, one game)."""
from __future__ import annotations

from bench.__main__ import _table_hooks, _table_players, bench_ai_table
from rules.depredador import DESCRIPTOR


def test_the_table_knows_depredadors_yardsticks_and_player_counts():
    make, yards, table_config = _table_hooks(DESCRIPTOR)
    assert yards == ("yardstick", "careful")
    assert make("careful", 1).level == "careful"
    assert table_config is None
    assert _table_players(DESCRIPTOR, {}) == (2, 4)
    assert _table_players(DESCRIPTOR, {"depredador": (3,)}) == (3,)


def test_a_cell_of_the_table_gives_wins_an_interval_and_decision_times():
    out = bench_ai_table(True, [DESCRIPTOR], 1, ["easy"], ["yardstick"], {"depredador": (2,)}, 90_000)
    row = out["depredador 2p easy vs yardstick"]
    assert row["games"] == 1
    assert 0.0 <= row["ci95_low"] <= row["rate"] <= row["ci95_high"] <= 1.0
    assert row["decisions"] > 0
