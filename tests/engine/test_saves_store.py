"""Every game in progress kept, none ever lost: one save per game, the Saved games screen, Continue, the old
single save migrated, one app per user folder, a crash at any write step, refusals that name their cause,
and files that are not files (a FIFO, a folder) where a save or the settings should be."""
from __future__ import annotations

import errno
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import time

import pygame
import pytest

from game import i18n, saving
from game.app import App
from tests.helpers import click, key
from game.paths import finished_dir, legacy_autosave_path, saves_dir, settings_path, user_dir
from rules.engine.saves import SaveError, previous_path, write_json_atomic
from rules.engine.session import Session

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OLD_SAVES = os.path.join(ROOT, "tests", "engine", "saves")


def played(game_id: str, players: int, moves: int, seed: int = 7) -> Session:
    seats = ["human"] + ["easy"] * (players - 1)
    s = Session(game_id, {"players": players, "seats": seats, "names": [f"P{i + 1}" for i in range(players)]}, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        s.apply(rng.choice(s.legal_actions()))
    return s


def run_cli(*args, env_extra=None, timeout=120):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", **(env_extra or {}))
    return subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), *args], capture_output=True, text=True,
                          timeout=timeout, env=env, cwd=ROOT)


# ---------------------------------------------------------------------------------- many games

def test_three_games_of_three_kinds_are_each_kept_and_resumed():
    games = [played("dominant_species", 3, 30), played("depredador", 4, 20), played("forest_shuffle", 3, 12)]
    for i, s in enumerate(games):
        assert saving.autosave(s) is None
        time.sleep(0.01)
        s.meta["updated"] = 0  # (the file's own time is written by autosave)
    infos = saving.list_saves()
    assert len(infos) == 3 and {i.game_id for i in infos} == {"dominant_species", "depredador", "forest_shuffle"}
    assert infos[0].game_id == "forest_shuffle", "the most recently played first"
    assert saving.most_recent().id == games[2].meta["id"]
    for s in games:
        back = saving.load(s.meta["id"])
        assert back.actions == s.actions and back.game_id == s.game_id
    fs = next(i for i in infos if i.game_id == "forest_shuffle")
    assert saving.describe(fs) == (f"Forest Shuffle — 3 players — turn {games[2].state.turn_no} · "
                                   f"{len(games[2].state.deck)} cards left · winter {games[2].state.winter}/3")
    assert fs.names == ["P1", "P2", "P3"] and fs.seats == ["human", "easy", "easy"]


def test_a_new_game_never_touches_the_one_in_progress(app_cls=None):
    long_game = played("dominant_species", 3, 60)
    assert saving.autosave(long_game) is None
    before = open(saving.save_path(long_game), "rb").read()
    quick = played("depredador", 4, 5)
    assert saving.autosave(quick) is None and saving.autosave(quick) is None
    assert quick.meta["id"] != long_game.meta["id"]
    assert open(saving.save_path(long_game), "rb").read() == before
    assert saving.load(long_game.meta["id"]).actions == long_game.actions


def test_a_finished_game_leaves_the_list_and_its_record_is_kept():
    s = played("depredador", 3, 5)
    assert saving.autosave(s) is None
    rng = random.Random(2)
    while s.current_player() is not None:
        s.apply(rng.choice(s.legal_actions()))
    assert saving.finish(s) is None
    assert saving.list_saves() == [] and not os.path.exists(saving.save_path(s))
    record = json.load(open(saving.finished_path(s)))
    assert record["app"]["finished"] is True and len(record["actions"]) == len(s.actions)


def test_the_saved_games_screen_lists_resumes_and_deletes_after_asking():
    a, b = played("depredador", 4, 10), played("selva", 2, 30)
    for s in (a, b):
        assert saving.autosave(s) is None
        time.sleep(0.01)
    app = App(headless=True)
    app.push_scene("menu")
    menu = app.top
    app.step([])
    assert menu.button("saves").enabled and menu.resumes.startswith("Selva — 2 players — ")
    click(app, menu.button("saves").rect.center)
    screen = app.top
    assert [i.id for i in screen.infos] == [b.meta["id"], a.meta["id"]]
    app.step([])
    key(app, pygame.K_DOWN)
    assert screen.current().id == a.meta["id"]
    key(app, pygame.K_DELETE)
    dialog = app.top
    assert type(dialog).__name__ == "DialogScene" and "Depredador" in dialog.message
    key(app, pygame.K_ESCAPE)                         # Esc is "Keep it": nothing deleted
    assert app.top is screen and len(screen.infos) == 2
    click(app, screen.delete_button.rect.center)
    assert app.top.focus == 1, "Keep it, the safe answer, has the focus"
    click(app, app.top.buttons[0].rect.center)       # "Delete it"
    assert [i.id for i in screen.infos] == [b.meta["id"]]
    assert not any(f.startswith(a.meta["id"]) for f in os.listdir(saves_dir()))
    click(app, screen.resume_button.rect.center)
    assert app.top.session.actions == b.actions
    for lang in ("en", "es"):                         # every row's words fit, in both languages
        from game import text
        i18n.set_language(lang)
        notes = text.record_overflows(True)
        try:
            app.push_scene("saves")
            app.step([])
            assert notes == [], notes
        finally:
            text.record_overflows(False)
        app.pop()


def test_the_old_single_save_is_moved_into_the_folder_never_dropped():
    shutil.copy(os.path.join(OLD_SAVES, "depredador-format1.json"), legacy_autosave_path())
    shutil.copy(os.path.join(OLD_SAVES, "selva-format1.json"), previous_path(legacy_autosave_path()))
    sid = saving.migrate_legacy()
    assert sid and sid.endswith("-depredador")
    assert not os.path.exists(legacy_autosave_path())
    s = saving.load(sid)
    assert s.game_id == "depredador" and len(s.actions) > 10
    assert os.path.exists(previous_path(saving.slot_path(sid)))
    assert saving.migrate_legacy() is None, "once"


def test_a_newest_state_stranded_in_an_old_temp_file_is_recovered_by_the_migration():
    old = json.load(open(os.path.join(OLD_SAVES, "depredador-format1.json")))
    shorter = dict(old, actions=old["actions"][:8])
    with open(previous_path(legacy_autosave_path()), "w") as fh:     # the crash: save renamed to .prev
        json.dump(shorter, fh)
    with open(os.path.join(user_dir(), ".tmp-x1y2.json"), "w") as fh:  # ... the newest never renamed
        json.dump(old, fh)
    sid = saving.migrate_legacy()
    assert sid is not None
    assert len(saving.load(sid).actions) == len(old["actions"])


def test_a_lone_old_prev_is_a_finished_game_kept_as_a_record():
    shutil.copy(os.path.join(OLD_SAVES, "depredador-format1.json"), previous_path(legacy_autosave_path()))
    assert saving.migrate_legacy() is None and saving.list_saves() == []
    assert len(os.listdir(finished_dir())) == 1


# ---------------------------------------------------------------------------------- a crash at any step

KILL_STEPS = ("temp_created", "half_written", "written", "synced", "previous_kept", "renamed")

_KILLER = r"""
import os, signal, sys
sys.path.insert(0, {root!r})
from rules.engine.saves import write_json_atomic
data = {{"format": 1, "app_version": "0.1.0", "game": "depredador", "config": {{"players": 3}}, "seed": 3,
        "actions": [], "app": {{"seq": 2, "id": "x"}}, "padding": "z" * 200000}}
def step(name):
    if name == {step!r}:
        os.kill(os.getpid(), signal.SIGKILL)
write_json_atomic({path!r}, data, step=step)
"""


@pytest.mark.parametrize("step", KILL_STEPS)
def test_a_kill_at_any_write_step_loses_nothing(step):
    s = played("depredador", 3, 0, seed=3)
    assert saving.autosave(s) is None                  # seq 1: the state on disk before the crash
    path = saving.save_path(s)
    code = _KILLER.format(root=ROOT, step=step, path=path)
    r = subprocess.run([sys.executable, "-c", code], timeout=60)
    assert r.returncode == -signal.SIGKILL
    back = saving.load(s.meta["id"])                   # never fails: the old state or the new one
    newest = json.load(open(path)) if os.path.exists(path) else None
    seq = back.meta["seq"]
    assert seq in (1, 2)
    if step in ("synced", "previous_kept", "renamed"):
        assert seq == 2, "once the new state is whole on disk, it is the one resumed"
    if step == "previous_kept":
        assert newest is None, "the crash between the renames: the newest state is in the temp file"
    assert saving.list_saves()[0].game_id == "depredador"
    # and the next save goes on from the newest state, leaving no stranded temp file behind
    assert saving.autosave(back) is None
    assert [f for f in os.listdir(saves_dir()) if ".tmp-" in f] == []


# ---------------------------------------------------------------------------------- refusals

def _write_slot(sid: str, data: dict, prev: dict | None = None) -> str:
    path = saving.slot_path(sid)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as fh:
        json.dump(data, fh)
    if prev is not None:
        with open(previous_path(path), "w") as fh:
            json.dump(prev, fh)
    return path


@pytest.mark.parametrize("spoil,fragment", [
    (lambda d: d["config"]["seats"].__setitem__(1, "expert"), "unknown seat level 'expert'"),
    (lambda d: d["config"].__setitem__("turbo", True), "unknown option 'turbo'"),
    (lambda d: d["actions"].append({"kind": "play", "value": 9999}), "do not replay"),
    (lambda d: d["config"]["names"].__setitem__(0, 42), "player name 42"),
    (lambda d: d["config"]["names"].__setitem__(0, "\ud800x"), "printable"),
    (lambda d: d.__setitem__("seed", "seven"), "field 'seed'"),
])
def test_a_refused_save_names_its_cause_in_one_line_and_offers_the_previous(spoil, fragment):
    s = played("depredador", 3, 6)
    good = s.to_save()
    bad = json.loads(json.dumps(good))
    spoil(bad)
    path = _write_slot("20260101-000000-depredador", bad, prev=good)
    with pytest.raises(SaveError) as exc:
        saving.load("20260101-000000-depredador")
    line = saving.explain(exc.value)
    assert fragment in str(exc.value) and "\n" not in line
    assert exc.value.fallback is True
    back = saving.load("20260101-000000-depredador", skip=exc.value.refused)
    assert back.actions == s.actions
    aside = [f for f in os.listdir(os.path.dirname(path)) if ".damaged-" in f]
    assert len(aside) == 1, "the refused file is kept aside"


def test_the_menu_offers_the_previous_good_one_in_a_dialog():
    s = played("depredador", 3, 6)
    good = s.to_save()
    bad = json.loads(json.dumps(good))
    bad["config"]["seats"][2] = "grandmaster"
    _write_slot("20260101-000000-depredador", bad, prev=good)
    app = App(headless=True)
    app.push_scene("menu")
    app.step([])
    click(app, app.top.button("continue").rect.center)
    dialog = app.top
    assert type(dialog).__name__ == "DialogScene"
    assert "unknown seat level 'grandmaster'" in dialog.message and dialog.message.endswith("before it?")
    click(app, dialog.buttons[0].rect.center)
    assert app.top.session.actions == s.actions


# ---------------------------------------------------------------------------------- not files

def _fifo(path: str) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    os.mkfifo(path)


def test_a_fifo_or_a_folder_in_place_of_a_save_is_refused_at_once():
    s = played("depredador", 3, 4)
    assert saving.autosave(s) is None and saving.autosave(s) is None
    path = saving.save_path(s)
    os.replace(path, path + ".bak")
    _fifo(path)
    t0 = time.monotonic()
    with pytest.raises(SaveError) as exc:
        saving.load(s.meta["id"])
    assert time.monotonic() - t0 < 5
    assert "not a regular file" in str(exc.value) and exc.value.fallback
    assert saving.load(s.meta["id"], skip=exc.value.refused).actions == s.actions[:4]
    other = played("depredador", 3, 2, seed=9)
    assert saving.autosave(other) is None
    os.unlink(saving.save_path(other))
    os.mkdir(saving.save_path(other))
    info = next(i for i in saving.list_saves() if i.id == other.meta["id"])
    assert info.problem and "folder" in info.problem


def test_a_fifo_in_place_of_the_settings_never_hangs_the_app():
    _fifo(settings_path())
    r = run_cli(env_extra={"BESTIARIO_FIRST_FRAME_EXIT": "1"}, timeout=60)
    assert r.returncode == 0, r.stderr
    assert "Traceback" not in r.stderr
    assert os.path.exists(settings_path().replace(".json", ".bad.json")), "the FIFO was set aside"


def test_a_folder_in_place_of_the_settings_is_reported_and_the_defaults_used():
    os.makedirs(settings_path())
    app = App(headless=True)
    assert app.toast and "folder" in app.toast[0]
    assert app.settings.language == "en"
    app.settings.save()                                  # does not raise


@pytest.mark.parametrize("err", [errno.ENOSPC, errno.EROFS])
def test_a_full_or_read_only_disk_is_one_line_and_the_game_goes_on(monkeypatch, err):
    s = played("depredador", 3, 4)
    assert saving.autosave(s) is None
    before = open(saving.save_path(s), "rb").read()
    real_open = os.open

    def failing_open(path, flags, *a, **k):
        if ".tmp-" in str(path) or flags & os.O_CREAT:
            raise OSError(err, os.strerror(err), str(path))
        return real_open(path, flags, *a, **k)
    monkeypatch.setattr(os, "open", failing_open)
    s.apply(s.legal_actions()[0])
    msg = saving.autosave(s)
    assert msg.startswith("Autosave failed: " + os.strerror(err)) and "\n" not in msg
    monkeypatch.setattr(os, "open", real_open)
    assert open(saving.save_path(s), "rb").read() == before, "the last good save is untouched"
    assert [f for f in os.listdir(saves_dir()) if ".tmp-" in f] == []
    assert saving.autosave(s) is None, "once the disk has room again, saving goes on"


def test_bestiario_home_pointing_at_a_file_is_one_line(tmp_path):
    f = tmp_path / "afile"
    f.write_text("x")
    for args in ((), ("saves",), ("play", "depredador")):
        r = run_cli(*args, env_extra={"BESTIARIO_HOME": str(f), "BESTIARIO_FIRST_FRAME_EXIT": "1"})
        assert r.returncode == 2
        assert r.stderr.strip().splitlines() == [f"bestiario: BESTIARIO_HOME is {f}, which is a file, not a folder: "
                                                 "point it at a folder"]


# ---------------------------------------------------------------------------------- one app per folder

_HOLDER = r"""
import sys, time
sys.path.insert(0, {root!r})
from game.lock import AppLock
lock = AppLock({folder!r}).acquire()
print("held", flush=True)
time.sleep(60)
"""


def test_a_second_app_on_the_same_folder_says_it_is_already_open():
    holder = subprocess.Popen([sys.executable, "-c", _HOLDER.format(root=ROOT, folder=user_dir())],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        r = run_cli(env_extra={"BESTIARIO_FIRST_FRAME_EXIT": "1"})
        assert r.returncode == 1
        lines = r.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("bestiario: Bestiario is already open (process "
                                                        f"{holder.pid})")
        r = run_cli("play", "depredador", env_extra={"BESTIARIO_FIRST_FRAME_EXIT": "1"})
        assert r.returncode == 1 and "already open" in r.stderr
        assert run_cli("saves").returncode == 0, "listing reads only: it works beside an open app"
    finally:
        holder.kill()
        holder.wait()
    # the holder died without letting go of its file: its lock is stale and taken over
    r = run_cli(env_extra={"BESTIARIO_FIRST_FRAME_EXIT": "1"})
    assert r.returncode == 0, r.stderr


def test_a_stale_lock_file_of_a_crashed_run_is_taken_over():
    from game.lock import AlreadyOpen, AppLock
    with open(os.path.join(user_dir(), "bestiario.lock"), "w") as fh:
        fh.write("999999\n")
    lock = AppLock(user_dir()).acquire()
    assert lock.took_over == 999999
    with pytest.raises(AlreadyOpen):
        AppLock(user_dir()).acquire()                      # held, even within one process
    lock.release()
    AppLock(user_dir()).acquire().release()


# ---------------------------------------------------------------------------------- the command line

def test_saves_lists_one_line_each_id_first_and_play_resume_opens_one():
    a, b = played("depredador", 4, 10), played("forest_shuffle", 2, 6)
    for s in (a, b):
        assert saving.autosave(s) is None
        time.sleep(0.01)
    r = run_cli("saves")
    assert r.returncode == 0
    lines = r.stdout.strip().splitlines()
    assert [ln.split()[0] for ln in lines] == [b.meta["id"], a.meta["id"]]
    assert "Forest Shuffle — 2 players — turn" in lines[0] and "P1 (human), P2 (easy)" in lines[0]
    r = run_cli("play", "--resume", a.meta["id"], env_extra={"BESTIARIO_FIRST_FRAME_EXIT": "1"})
    assert r.returncode == 0 and r.stdout.strip() == "DepredadorTable", r.stderr
    r = run_cli("play", "--resume", "no-such-game")
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1 and "no saved game has that id" in r.stderr


def test_a_game_started_from_setup_is_saved_at_once_and_resumed_from_the_list():
    app = App(headless=True)
    app.push_scene("menu")
    app.push_scene("setup", game_id="depredador")
    setup = app.top
    click(app, setup.start_button.rect.center)
    table = app.top
    sid = table.session.meta["id"]
    table.save_and_quit()
    assert [i.id for i in saving.list_saves()] == [sid]
