"""Saves: save -> load gives the same state; corrupt, truncated and newer saves are reported."""
import json
import os
import random

import pytest

from game import saving
from rules.engine.core import Action
from rules.engine.saves import SaveError, previous_path, read_save, write_json_atomic
from rules.engine.session import Session


def _played(n_actions=40, seed=12):
    s = Session("depredador", {"players": 4, "seats": ["human", "easy", "easy", "easy"]}, seed)
    rng = random.Random(seed)
    for _ in range(n_actions):
        s.apply(rng.choice(s.legal_actions()))
    return s


def _same_state(a, b):
    for f in ("hands", "captured", "trick", "totals", "phase", "turn", "round", "player_biome", "centre"):
        assert getattr(a.state, f) == getattr(b.state, f), f


def test_save_then_load_gives_the_same_state(tmp_path):
    s = _played()
    assert saving.autosave(s) is None
    back = saving.load(s.meta["id"])
    _same_state(s, back)
    assert back.actions == s.actions
    # and the game goes on identically
    a = s.legal_actions()[0]
    s.apply(a)
    back.apply(a)
    _same_state(s, back)


def test_save_format_fields(tmp_path):
    s = _played(5)
    saving.autosave(s)
    data = json.load(open(saving.save_path(s)))
    assert set(data) >= {"format", "app_version", "game", "config", "seed", "actions", "app"}
    assert data["app"]["id"] == s.meta["id"] and data["app"]["seq"] == 1
    assert data["app"]["progress"]["en"] and data["app"]["progress"]["es"]
    assert data["game"] == "depredador" and data["seed"] == 12 and len(data["actions"]) == 5


def test_previous_save_is_kept(tmp_path):
    path = str(tmp_path / "a.json")
    write_json_atomic(path, {"n": 1})
    write_json_atomic(path, {"n": 2})
    assert json.load(open(path)) == {"n": 2}
    assert json.load(open(previous_path(path))) == {"n": 1}
    assert not [f for f in os.listdir(tmp_path) if ".tmp-" in f]


@pytest.mark.parametrize("content,fragment", [
    (b"{ this is not json", "damaged or truncated"),
    (b'{"format": 1, "game": "depredador", "config": {"players": 4}, "seed": 3, "actions": [{"kind": "pa', "damaged or truncated"),
    (b'{"format": 99, "game": "depredador", "config": {}, "seed": 1, "actions": []}', "newer Bestiario"),
    (b'[1, 2, 3]', "not a Bestiario save"),
    (b'{"format": 1, "game": "depredador", "config": {"players": 4}, "seed": 3, "actions": [{"kind": "play", "value": 9999}]}', "do not replay"),
    (b'{"format": 1, "game": "chess", "config": {}, "seed": 3, "actions": []}', "unknown game"),
    (b'\xff\xfe\x00garbage', "damaged (not text)"),
])
def test_corrupt_saves_are_reported_and_left_alone(tmp_path, content, fragment):
    from pathlib import Path
    path = Path(saving.slot_path("20260101-000000-depredador"))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    with pytest.raises(SaveError) as exc:
        saving.load("20260101-000000-depredador")
    assert not getattr(exc.value, "fallback", False), "nothing older to offer"
    msg = str(exc.value)
    assert fragment in msg and "\n" not in msg
    assert path.read_bytes() == content, "a bad save is never overwritten"


def test_missing_save(tmp_path):
    with pytest.raises(SaveError):
        read_save(str(tmp_path / "none.json"))


def test_undo_returns_to_the_humans_previous_decision():
    s = Session("depredador", {"players": 3, "seats": ["human", "easy", "easy"], "starter": 1}, 5)
    rng = random.Random(1)
    human = lambda seat: seat == 0
    # play until the human has decided at least twice in the hunt
    decided = []
    while len(decided) < 4:
        p = s.current_player()
        a = rng.choice(s.legal_actions())
        if p == 0:
            decided.append(len(s.actions))
        s.apply(a)
    # a couple of AI moves after the human's last decision
    n_before = decided[-1]
    assert s.undo(human)
    assert len(s.actions) == n_before
    assert s.current_player() == 0
    fresh = Session("depredador", s.config, s.seed, s.actions)
    _same_state(s, fresh)


def test_nothing_to_undo_without_human_moves():
    s = Session("depredador", {"players": 2, "seats": ["easy", "easy"]}, 5)
    s.apply(s.legal_actions()[0])
    assert s.undo(lambda seat: False) is False
