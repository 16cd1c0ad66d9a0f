"""Every file read is bounded: alias bombs, unknown tags, deep nesting, things that are not regular files
(a FIFO, a link to /dev/zero, a folder) and links out of the deck folder are refused in one line naming
the file and line; the error log is never written through a link; names are checked and text fitting
does not freeze on a long one."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time

import pytest

from game import i18n
from game.app import App
from rules.engine.data import DataError, data_dir, load_plain, load_yaml
from rules.engine.files import MAX_DEPTH, FileProblem, load_json, read_bytes

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

BOMB = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n" + "".join(
    f"{n}: &{n} [{', '.join(['*' + p] * 9)}]\n" for p, n in zip("abcdefgh", "bcdefghi"))
EVIL_TAG = "title: !!python/object/apply:os.system ['echo pwned']\n"
ODD_TAG = "title: !foo {a: 1}\n"
DEEP = "x: " + "[" * 50_000 + "]" * 50_000 + "\n"
DEEP_BLOCK = "x:\n" + "- " * 50_000 + "1\n"


def run_cli(*args, env_extra=None, timeout=60):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", **(env_extra or {}))
    return subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), *args], capture_output=True, text=True,
                          timeout=timeout, env=env, cwd=ROOT)


def copy_with(tmp_path, rel: str, text: str) -> str:
    root = tmp_path / "data"
    shutil.copytree(data_dir(), root)
    (root / rel).write_text(text, encoding="utf-8")
    return str(root)


# ---------------------------------------------------------------------------------- the YAML loader

@pytest.mark.parametrize("text,line,fragment", [
    (BOMB, 6, "aliases are expanded"),
    (EVIL_TAG, 1, "unknown tag !!python/object/apply:os.system"),
    (ODD_TAG, 1, "unknown tag !foo"),
    (DEEP, 1, f"nested more than {MAX_DEPTH} levels deep"),
    (DEEP_BLOCK, 2, f"nested more than {MAX_DEPTH} levels deep"),
])
def test_a_hostile_yaml_is_refused_in_one_line_with_file_and_line(tmp_path, text, line, fragment):
    p = tmp_path / "cards.yaml"
    p.write_text(text, encoding="utf-8")
    for load in (load_yaml, load_plain):
        t0 = time.monotonic()
        with pytest.raises(DataError) as exc:
            load(str(p), "data/x/cards.yaml")
        assert time.monotonic() - t0 < 2
        [problem] = exc.value.problems
        assert str(problem).startswith(f"data/x/cards.yaml:{line}: (file): ") and fragment in str(problem)


def test_plain_anchors_and_aliases_still_read():
    from rules.engine.files import safe_yaml
    assert safe_yaml("base: &b {x: 1}\nother: *b\n") == {"base": {"x": 1}, "other": {"x": 1}}


def test_check_data_refuses_a_bomb_in_a_game_file_quickly(tmp_path):
    root = copy_with(tmp_path, os.path.join("depredador", "i18n.en.yaml"), BOMB)
    r = run_cli("check-data", env_extra={"BESTIARIO_DATA": root})
    assert r.returncode == 1 and "Traceback" not in r.stdout + r.stderr
    assert "depredador/i18n.en.yaml:6: (file): more than 100,000 values" in r.stdout


@pytest.mark.parametrize("text,fragment", [(BOMB, "aliases are expanded"), (EVIL_TAG, "unknown tag"),
                                           (DEEP, "nested more than")],
                         ids=["bomb", "tag", "deep"])
def test_a_hostile_shared_strings_file_shows_the_error_screen_never_data_ok(tmp_path, text, fragment):
    root = copy_with(tmp_path, os.path.join("i18n", "es.yaml"), text)
    r = run_cli("check-data", env_extra={"BESTIARIO_DATA": root})
    assert r.returncode == 1 and "data ok" not in r.stdout and fragment in r.stdout
    r = run_cli(env_extra={"BESTIARIO_DATA": root, "BESTIARIO_FIRST_FRAME_EXIT": "1"})
    assert r.returncode == 0 and "Traceback" not in r.stderr and r.stderr.strip() == ""


# ---------------------------------------------------------------------------------- not regular files

def test_only_regular_files_of_sane_size_are_read(tmp_path):
    fifo = tmp_path / "fifo.yaml"
    os.mkfifo(fifo)
    zero = tmp_path / "zero.yaml"
    os.symlink("/dev/zero", zero)
    folder = tmp_path / "folder.yaml"
    folder.mkdir()
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 2048)
    t0 = time.monotonic()
    for p, fragment in ((fifo, "not a regular file"), (zero, "not a regular file"), (folder, "folder")):
        with pytest.raises(FileProblem) as exc:
            read_bytes(str(p), 1 << 20)
        assert fragment in exc.value.why
        with pytest.raises(DataError):
            load_yaml(str(p))
    with pytest.raises(FileProblem) as exc:
        load_json(str(big), limit=1024)
    assert exc.value.code == "too_large"
    assert time.monotonic() - t0 < 2, "nothing waited on a pipe or read a device"


def _pool():
    from rules.selva.cards import load_pool
    return load_pool()


def test_user_decks_that_are_not_files_or_link_outside_are_reported_and_skipped(tmp_path):
    from game.selva.decks import decks_dir, list_decks
    folder = decks_dir()
    secret = tmp_path / "secret.yaml"
    secret.write_text("name: my password is hunter2\n", encoding="utf-8")
    os.mkfifo(os.path.join(folder, "pipe.yaml"))
    os.symlink("/dev/zero", os.path.join(folder, "zero.yaml"))
    os.symlink(str(secret), os.path.join(folder, "outside.yaml"))
    t0 = time.monotonic()
    decks, problems = list_decks(_pool())
    assert time.monotonic() - t0 < 5
    text = "\n".join(problems)
    assert "decks/pipe.yaml:1: (file): it is not a regular file" in text
    assert "decks/zero.yaml:1: (file): it is a link to a file outside its folder" in text
    assert "decks/outside.yaml:1: (file): it is a link to a file outside its folder" in text
    assert "hunter2" not in text and not any(getattr(d, "id", "") == "outside" for d in decks)


def test_the_deck_editor_and_new_game_open_beside_a_fifo_deck():
    from game.selva.decks import decks_dir
    os.mkfifo(os.path.join(decks_dir(), "pipe.yaml"))
    app = App(headless=True)
    app.push_scene("menu")
    t0 = time.monotonic()
    app.push_scene("setup", game_id="selva")
    app.step([])
    app.push_scene("selva.deck_editor")
    app.step([])
    assert time.monotonic() - t0 < 10 and type(app.top).__name__ == "DeckEditorScene"


def test_the_error_log_is_never_written_through_a_link(tmp_path):
    from game.errors import log_error, log_path
    target = tmp_path / "elsewhere.txt"
    target.write_text("precious\n")
    os.symlink(str(target), log_path())
    try:
        raise ValueError("boom")
    except ValueError as exc:
        log_error(exc, "test")
    assert target.read_text() == "precious\n"
    assert not os.path.islink(log_path()) and "ValueError: boom" in open(log_path()).read()


def test_the_error_log_is_rotated():
    from game.errors import LOG_MAX, log_error, log_path
    with open(log_path(), "w") as fh:
        fh.write("x" * (LOG_MAX + 10))
    log_error(RuntimeError("after"), "test")
    assert os.path.getsize(log_path()) < 10_000 and os.path.exists(log_path() + ".old")


# ---------------------------------------------------------------------------------- names

def test_names_in_the_settings_that_are_not_names_are_dropped(tmp_path):
    from game.paths import settings_path
    from rules.engine.names import NAME_MAX
    setup = {"players": 3, "kinds": ["human", "easy", "easy", "easy", "easy", "easy"],
             "names": [42, "\ud800", "x" * 300, "Ana", "B", "C"], "edited": [True] * 6}
    with open(settings_path(), "w", encoding="utf-8") as fh:
        fh.write(json.dumps({"setups": {"depredador": setup}}))
    app = App(headless=True)
    app.push_scene("menu")
    s = app.push_scene("setup", game_id="depredador")
    assert all(isinstance(n, str) and n.isprintable() and len(n) <= NAME_MAX for n in s.names)
    assert s.names[0] != 42 and not s.problems()
    app.step([])
    from game.widgets import Button
    start = next(w for w in s.widgets if isinstance(w, Button) and w is s.start_button)
    start.action()
    table = app.top
    assert table.names[:3] == s.config()["names"][:3] and all(table.names)


def test_a_typed_or_pasted_name_keeps_printable_characters_only_and_at_most_24():
    import pygame
    app = App(headless=True)
    app.push_scene("menu")
    s = app.push_scene("setup", game_id="depredador")
    s.set_name(0, "Ana\x00\x07" + "z" * 100)
    assert s.names[0] == "Ana" + "z" * 21 and s.inputs[0].text == s.names[0]
    s.set_name(1, "   ")
    assert s.problems() and not s.start_button.enabled or s.problems()
    del pygame


def test_fitting_a_4000_character_name_measures_a_few_times_only(monkeypatch):
    from game import text
    f = text.font(16)
    calls = []

    class Counting:
        def size(self, s):
            calls.append(len(s))
            return f.size(s)
    monkeypatch.setattr(text, "font", lambda size, bold=False: Counting())
    name = "N" * 4000
    out = text.ellipsize(name, 16, 200)
    assert out.endswith("…") and f.size(out)[0] <= 200
    assert len(calls) <= 16 and max(calls) <= 202, "bisection over a prefix the box could hold"
    calls.clear()
    assert text.fit_size(name, 20, 200) == text.MIN_SIZE and calls == []
