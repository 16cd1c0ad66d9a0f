"""The replay session: a finished game's log stepped forwards and backwards at the real table, from any
seat's view or with every card open; it takes no move; ``screenshot --replay`` renders a step."""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys

import pygame
import pytest

from game.app import App
from game.registry import open_table
from rules.engine.core import Action, IllegalAction
from rules.engine.replay import CHECKPOINT, ReplaySession
from rules.engine.session import Session
from rules.registry import DESCRIPTORS

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def finished(d, seed=3):
    n = d.default_players
    s = Session(d.id, {"players": n, "seats": ["human"] + ["easy"] * (n - 1),
                       "names": [f"P{i + 1}" for i in range(n)]}, seed)
    rng = random.Random(seed)
    while s.current_player() is not None:
        s.apply(rng.choice(s.legal_actions()))
    return s


@pytest.mark.parametrize("d", DESCRIPTORS, ids=lambda d: d.id)
def test_stepping_back_and_forth_gives_the_states_of_the_game(d):
    s = finished(d)
    r = ReplaySession(s.game_id, s.config, s.seed, s.actions)
    assert r.position == 0 and r.length == len(s.actions) and not r.live
    n = len(s.actions)
    for k in sorted({n, n // 2, min(n, CHECKPOINT + 3), min(n, 7), n - 1, 0, n // 3}):
        r.goto(k)
        ref = Session(s.game_id, s.config, s.seed, s.actions[:k])
        assert r.position == k and r.actions == ref.actions
        assert [e.to_json() for e in r.events] == [e.to_json() for e in ref.events]
        assert r.current_player() == ref.current_player()
    r.goto(n)
    assert r.result().to_json() == s.result().to_json()
    assert r.step(-1) == n - 1 and r.step(+5) == n and r.step(-10 ** 9) == 0


def test_a_replay_takes_no_move_and_offers_no_undo():
    s = finished(DESCRIPTORS[0])
    r = ReplaySession(s.game_id, s.config, s.seed, s.actions)
    r.goto(5)
    with pytest.raises(IllegalAction):
        r.apply(s.actions[5])
    assert r.undo_plan(0, {0}).point is None and r.legal_actions() == []


def test_the_replay_table_steps_with_the_keys_and_the_chrome_says_where():
    d = next(x for x in DESCRIPTORS if x.id == "forest_shuffle")
    s = finished(d)
    r = ReplaySession.from_save(s.to_save())
    r.goto(20)
    app = App(headless=True)
    t = open_table(app, r)
    app.push(t)
    app.step([])
    assert t.undo_button.label == "Step 20 / %d" % len(s.actions) and not t.undo_button.enabled
    log_before = list(t.log)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)])
    assert r.position == 21 and len(t.log) >= len(log_before)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode="", scancode=0)])
    assert r.position == 0
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="", scancode=0)])
    assert r.position == len(s.actions)
    for _ in range(5):
        app.step([])
    assert app.top is t, "a replay's end pushes no results screen"
    from game import saving
    assert saving.list_saves() == [], "a replay is never saved"


def test_an_open_replay_shows_every_hand():
    d = next(x for x in DESCRIPTORS if x.id == "depredador")
    s = finished(d)
    r = ReplaySession(s.game_id, s.config, s.seed, s.actions, open_cards=True)
    r.goto(12)
    v = r.view(0)
    assert all(c >= 0 for hand in v.hands for c in hand), "no hidden card in an open replay"
    closed = ReplaySession(s.game_id, s.config, s.seed, s.actions)
    closed.goto(12)
    assert any(c < 0 for hand in closed.view(0).hands for c in hand)


def test_screenshot_renders_a_step_of_a_logged_game(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    log = tmp_path / "g.jsonl"
    run = lambda *a: subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), *a], capture_output=True,
                                    text=True, timeout=120, env=env, cwd=ROOT)
    assert run("simulate", "depredador", "--players", "3", "--games", "2", "--log", str(log)).returncode == 0
    out = tmp_path / "step.png"
    r = run("screenshot", "depredador", "--players", "3", "--replay", str(log), "--index", "1", "--step", "10",
            "--open", "--out", str(out))
    assert r.returncode == 0 and out.exists(), r.stderr
    assert pygame.image.load(str(out)).get_size() == (1280, 720)
    r = run("screenshot", "selva", "--replay", str(log), "--out", str(out))
    assert r.returncode == 2 and "that is a game of depredador, not selva" in r.stderr
    r = run("screenshot", "depredador", "--replay", str(log), "--step", "99999", "--out", str(out))
    assert r.returncode == 2 and "--step must be 0–" in r.stderr
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps({"game": "depredador", "config": {"players": 3}, "seed": 1,
                               "steps": [{"action": Action("play", 999).to_json()}]}) + "\n")
    r = run("screenshot", "depredador", "--replay", str(bad), "--out", str(out))
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1 and "Traceback" not in r.stderr
