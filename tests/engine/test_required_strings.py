"""check-data verifies every string key and layout zone the shared parts require of a game, in every
language: a missing one is a problem line, never a raw key on screen behind "data ok"."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys

import pytest

from game.check_data import check_game, required_strings
from rules.engine.data import data_dir
from rules.registry import DESCRIPTORS

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.mark.parametrize("d", DESCRIPTORS, ids=lambda d: d.id)
def test_every_game_has_what_the_shared_parts_ask(d):
    keys = required_strings(d.id)
    assert f"games.{d.id}.name" in keys and f"{d.id}.log.title" in keys
    assert not [p for p in check_game(d.id) if "missing" in p]


def _without(tmp_path, rel: str, pattern: str) -> str:
    root = tmp_path / "data"
    shutil.copytree(data_dir(), root)
    path = root / rel
    text = path.read_text(encoding="utf-8")
    cut = re.sub(pattern, r"\1", text, count=1, flags=re.M)
    assert cut != text
    path.write_text(cut, encoding="utf-8")
    return str(root)


def test_a_missing_log_title_in_one_language_is_reported(tmp_path):
    d = DESCRIPTORS[0]
    files = [f for f in os.listdir(os.path.join(data_dir(), d.id)) if f.startswith("i18n") and f.endswith(".es.yaml")]
    rel = next(os.path.join(d.id, f) for f in files
               if re.search(r"^  log:\n    title:", open(os.path.join(data_dir(), d.id, f), encoding="utf-8").read(), re.M))
    root = _without(tmp_path, rel, r"^(  log:\n)    title: .*\n")
    problems = check_game(d.id, root)
    assert f"{d.id} (es):1: {d.id}.log.title: missing string (the shared screens need it)" in problems
    env = dict(os.environ, BESTIARIO_DATA=root, SDL_VIDEODRIVER="dummy")
    r = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "check-data"], capture_output=True, text=True,
                       env=env, timeout=120, cwd=ROOT)
    assert r.returncode == 1 and "data ok" not in r.stdout and f"{d.id}.log.title" in r.stdout


def test_a_missing_undo_button_zone_is_reported(tmp_path):
    d = DESCRIPTORS[0]
    root = _without(tmp_path, os.path.join(d.id, "layout.tmx"), r'^()\s*<object [^>]*name="undo_button"[^>]*/>\n')
    assert any("undo_button: missing object" in p for p in check_game(d.id, root))


def test_the_shared_strings_hold_no_games_strings():
    """A key of data/i18n/<lang>.yaml is used by the shared parts, not by one game's folders only (a
    game's strings live in its own files)."""
    import glob

    from game.i18n import _flatten
    from rules.engine.data import load_plain
    shared: dict = {}
    _flatten("", load_plain(os.path.join(data_dir(), "i18n", "en.yaml")), shared)
    sources = {}
    for path in glob.glob(os.path.join(ROOT, "game", "**", "*.py"), recursive=True) + \
            glob.glob(os.path.join(ROOT, "rules", "**", "*.py"), recursive=True) + [os.path.join(ROOT, "main.py")]:
        sources[os.path.relpath(path, ROOT)] = open(path, encoding="utf-8").read()
    ids = {d.id for d in DESCRIPTORS}
    only_games = []
    for key in shared:
        base = re.sub(r"\.(one|other)$", "", key)
        users = [p for p, text in sources.items() if f'"{base}' in text or f"'{base}" in text]
        in_games = {p.split(os.sep)[1] for p in users if len(p.split(os.sep)) > 2 and p.split(os.sep)[1] in ids}
        shared_users = [p for p in users if not (len(p.split(os.sep)) > 2 and p.split(os.sep)[1] in ids)]
        if in_games and not shared_users:
            only_games.append(f"{key}: used only by {sorted(in_games)}")
    assert only_games == []
    assert not [k for k in shared if k.split(".")[0] in ids]
