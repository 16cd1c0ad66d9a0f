"""Saves made before the plug-in house (format 1, committed on 2026-12-01) still load, replay and open
their table; a save is a game's action log, so any rule change that would break an old game shows here."""
from __future__ import annotations

import json
import os

import pytest

from rules.engine.saves import read_save
from rules.engine.session import Session

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "saves")
SAVES = sorted(f for f in os.listdir(HERE) if f.endswith(".json"))


def test_there_is_a_committed_save_per_first_game():
    assert len(SAVES) >= 3


@pytest.mark.parametrize("name", SAVES)
def test_old_save_loads_replays_and_opens_its_table(name):
    data = read_save(os.path.join(HERE, name))
    s = Session.from_save(data, name)
    assert len(s.actions) == len(data["actions"]) and s.current_player() is not None
    again = Session.from_save(json.loads(json.dumps(s.to_save())), name)
    assert [a.to_json() for a in again.actions] == data["actions"]
    from game.app import App
    app = App(headless=True)
    table = app.start_table(s)
    for _ in range(3):
        app.step([])
    assert app.top is table and table.session is s
