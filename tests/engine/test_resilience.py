"""Fault injection: damaged saves, settings and data files, a full disk, a bug in a scene — each gives one
clear line and the program goes on where it can; no traceback ever reaches the player."""
from __future__ import annotations

import errno
import json
import os
import random
import shutil
import subprocess
import sys

import pygame
import pytest

from game import i18n, saving
from game.app import App
from tests.helpers import click
from rules.engine.data import data_dir
from rules.engine.saves import SaveError, previous_path, read_save, write_json_atomic
from rules.engine.session import Session
from rules.registry import DESCRIPTORS

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIRST = DESCRIPTORS[0]


def a_session(moves=6, seed=42):
    d = FIRST
    n = d.default_players
    s = Session(d.id, {"players": n, "seats": ["human"] + ["easy"] * (n - 1),
                       "names": [f"P{i}" for i in range(n)]}, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        s.apply(rng.choice(s.legal_actions()))
    return s


def run_cli(*args, env_extra=None):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", **(env_extra or {}))
    return subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), *args], capture_output=True, text=True,
                          timeout=120, env=env, cwd=ROOT)


# ---------------------------------------------------------------------------------- saves

def test_a_damaged_autosave_offers_the_previous_one(tmp_path):
    older = a_session(4)
    assert saving.autosave(older) is None
    newer = saving.load(older.meta["id"])
    rng = random.Random(3)
    for _ in range(4):
        newer.apply(rng.choice(newer.legal_actions()))
    assert saving.autosave(newer) is None                 # older is now the .prev
    path = saving.save_path(newer)
    with open(path, "r+", encoding="utf-8") as fh:
        text = fh.read()
        fh.seek(0)
        fh.write(text[: len(text) // 2])          # cut in the middle: a crash while writing, a bad disk
        fh.truncate()
    app = App(headless=True)
    app.push_scene("menu")
    app.step([])
    menu = app.top
    click(app, menu.button("continue").rect.center)
    dialog = app.top
    assert type(dialog).__name__ == "DialogScene"
    assert "The save is damaged (line 1, column" in dialog.message and "before it?" in dialog.message
    click(app, dialog.buttons[0].rect.center)      # resume the one before
    table = app.top
    assert table.session.actions == older.actions
    aside = [f for f in os.listdir(os.path.dirname(path)) if ".damaged-" in f]
    assert len(aside) == 1, "the damaged file is kept aside, never overwritten"
    with open(os.path.join(os.path.dirname(path), aside[0]), encoding="utf-8") as fh:
        assert fh.read() == text[: len(text) // 2]


def test_both_saves_damaged_says_so_and_stays_in_the_menu():
    s = a_session(3)
    assert saving.autosave(s) is None and saving.autosave(s) is None
    path = saving.save_path(s)
    for p in (path, previous_path(path)):
        with open(p, "w", encoding="utf-8") as fh:
            fh.write('{"format": 1, "game"')
    app = App(headless=True)
    app.push_scene("menu")
    menu = app.top
    app.step([])
    assert not menu.button("continue").enabled, "nothing readable to continue"
    click(app, menu.button("saves").rect.center)
    screen = app.top
    assert type(screen).__name__ == "SavedGamesScene"
    [info] = screen.infos
    assert info.problem.startswith("The save is damaged (line 1, column") and not screen.resume_button.enabled
    click(app, screen.resume_button.rect.center)
    assert app.top is screen, "a save nothing can be read of does not open"
    click(app, screen.delete_button.rect.center)
    click(app, app.top.buttons[0].rect.center)            # "Delete it"
    assert app.top is screen and screen.infos == [] and not os.path.exists(path)


def test_a_deeply_nested_save_is_refused_in_one_line(tmp_path):
    p = tmp_path / "deep.json"
    p.write_text('{"format": 1, "game": "x", "config": {}, "seed": 1, "actions": ' + "[" * 200_000
                 + "]" * 200_000 + "}", encoding="utf-8")
    with pytest.raises(SaveError) as exc:
        read_save(str(p))
    assert exc.value.code == "too_deep" and "\n" not in str(exc.value)
    assert saving.explain(exc.value) == "The save is damaged (its contents are nested too deeply)."


def test_a_save_that_cannot_start_its_game_is_reported(tmp_path):
    s = a_session(3)
    data = s.to_save()
    data["config"]["players"] = 99
    p = tmp_path / "bad.json"
    p.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as exc:
        Session.from_save(read_save(str(p)), "bad.json")
    assert exc.value.code == "bad_config" and "\n" not in str(exc.value)


def test_an_autosave_failure_names_the_real_cause(monkeypatch):
    def full(*a, **k):
        raise OSError(errno.ENOSPC, "No space left on device", "/some/where/autosave.json")
    monkeypatch.setattr(saving, "write_json_atomic", full)
    msg = saving.autosave(a_session(2))
    assert msg == "Autosave failed: No space left on device (/some/where/autosave.json)"


# ---------------------------------------------------------------------------------- settings

def test_garbage_settings_are_reported_once_kept_aside_and_replaced():
    from game.paths import settings_path
    path = settings_path()
    with open(path, "wb") as fh:
        fh.write(b"\x00\x01 not settings {{{")
    app = App(headless=True)
    assert app.toast and "could not be read" in app.toast[0] and "settings.bad.json" in app.toast[0]
    assert os.path.exists(path.replace(".json", ".bad.json"))
    assert app.settings.language == "en" and app.settings.animation == "normal"
    again = App(headless=True)
    assert again.toast is None, "reported once"


def test_settings_of_the_wrong_types_fall_back_field_by_field():
    from game.paths import settings_path
    write_json_atomic(settings_path(), {"language": 5, "animation": "warp", "volume": "loud", "window": [1, 2],
                                        "setups": {"x": 3}, "last_game": FIRST.id}, keep_previous=False)
    app = App(headless=True)
    s = app.settings
    assert (s.language, s.animation, s.volume, s.window, s.setups, s.last_game) == \
        ("en", "normal", 0.6, [1280, 720], {}, FIRST.id)


# ---------------------------------------------------------------------------------- data files

def broken_copy(tmp_path, rel: str, text: str) -> str:
    root = tmp_path / "data"
    shutil.copytree(data_dir(), root)
    with open(root / rel, "a", encoding="utf-8") as fh:
        fh.write(text)
    return str(root)


def first_yaml_of(game_id: str) -> str:
    folder = os.path.join(data_dir(), game_id)
    for f in sorted(os.listdir(folder)):
        if f.endswith(".yaml") and not f.startswith(("i18n", "rules_text", "pictures")):
            return os.path.join(game_id, f)
    raise AssertionError(f"{game_id} has no data YAML")


@pytest.mark.parametrize("d", DESCRIPTORS, ids=lambda d: d.id)
def test_a_broken_data_file_is_one_line_on_the_command_line(tmp_path, d):
    rel = first_yaml_of(d.id)
    root = broken_copy(tmp_path, rel, "\n  : [ {\n")
    r = run_cli("simulate", d.id, "--games", "1", env_extra={"BESTIARIO_DATA": root})
    assert r.returncode == 1
    assert "Traceback" not in r.stderr and r.stdout == ""
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"bestiario: data/{rel}:") and "not valid YAML" in lines[0]


@pytest.mark.parametrize("d", DESCRIPTORS, ids=lambda d: d.id)
def test_check_data_reports_a_broken_cards_file_in_a_fresh_process(tmp_path, d):
    """With nothing loaded before (a fresh process, as when a player opens the game), the checks that
    read a game's cards for other files (rules text names, pictures) do not stop at the broken file."""
    rel = first_yaml_of(d.id)
    root = broken_copy(tmp_path, rel, "\n  : [ {\n")
    r = run_cli("check-data", env_extra={"BESTIARIO_DATA": root})
    assert r.returncode == 1 and "Traceback" not in r.stderr + r.stdout
    assert f"data/{rel}:" in r.stdout and "not valid YAML" in r.stdout


def test_a_missing_data_folder_is_one_line(tmp_path):
    r = run_cli("check-data", str(tmp_path / "nowhere"))
    assert r.returncode == 1 and "Traceback" not in r.stderr + r.stdout
    assert "the data folder is missing" in r.stdout
    r = run_cli("simulate", FIRST.id, "--games", "1", env_extra={"BESTIARIO_DATA": str(tmp_path / "nowhere")})
    assert r.returncode == 1 and "Traceback" not in r.stderr and len(r.stderr.strip().splitlines()) == 1


def test_the_window_shows_an_error_screen_for_a_broken_game(tmp_path, monkeypatch):
    from game.check_data import game_problems
    root = broken_copy(tmp_path, first_yaml_of(FIRST.id), "\n  : [ {\n")
    monkeypatch.setenv("BESTIARIO_DATA", root)
    game_problems.cache_clear()
    try:
        app = App(headless=True)
        app.push_scene("menu")
        app.step([])
        menu = app.top
        click(app, menu.button("new").rect.center)
        err = app.top
        assert type(err).__name__ == "ErrorScene"
        assert err.lines and all(":" in ln for ln in err.lines) and "not valid YAML" in err.lines[0]
        app.step([])
        click(app, err.back_button.rect.center)
        assert app.top is menu
    finally:
        game_problems.cache_clear()


def test_a_broken_strings_file_shows_an_error_screen_in_plain_english(tmp_path, monkeypatch):
    root = broken_copy(tmp_path, os.path.join("i18n", "en.yaml"), "\n  : [ {\n")
    monkeypatch.setenv("BESTIARIO_DATA", root)
    monkeypatch.setenv("BESTIARIO_FIRST_FRAME_EXIT", "1")
    monkeypatch.setattr(i18n, "_tables", {})
    import main
    captured = {}
    real_push = App.push_scene

    def spy(self, name, /, **kw):
        captured.setdefault("names", []).append((name, kw))
        return real_push(self, name, **kw)
    monkeypatch.setattr(App, "push_scene", spy)
    assert main.main([]) == 0
    names = [n for n, _ in captured["names"]]
    assert names == ["menu", "error"]
    kw = captured["names"][1][1]
    assert kw["title"] == "Bestiario cannot start: a file it needs is broken"
    assert any("i18n/en.yaml" in ln for ln in kw["lines"])


# ---------------------------------------------------------------------------------- bugs

def test_a_bug_in_a_scene_is_one_line_and_the_details_go_to_the_log(capsys):
    from game.errors import log_path
    from game.scene import Scene

    class Broken(Scene):
        def handle(self, event):
            raise ZeroDivisionError("boom")

        def draw(self, surface):
            raise KeyError("nope")

    app = App(headless=True)
    app.push(Broken(app))
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)])
    app.step([])
    assert app.running and app.toast and "Something went wrong inside Bestiario" in app.toast[0]
    out = capsys.readouterr()
    assert "Traceback" not in out.err + out.out
    with open(log_path(), encoding="utf-8") as fh:
        log = fh.read()
    assert "ZeroDivisionError: boom" in log and "KeyError" in log


def test_an_unexpected_error_on_the_command_line_is_one_line(monkeypatch, capsys):
    import main

    def broken(args):
        raise RuntimeError("a bug")
    monkeypatch.setattr(main, "cmd_check_data", broken)
    assert main.main(["check-data"]) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.count("\n") == 1 and "internal error (RuntimeError)" in err
