"""A new game in one command: ``main.py new-game`` scaffolds into a copy of the project, and the new game
passes check-data, the conformance suite, the screens' tests, its own tests, its golden playthroughs,
``simulate`` and ``screenshot`` at once — so the template and docs/architecture.md ("How to add a game")
cannot drift from the house."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SKIP = shutil.ignore_patterns(".git", ".venv", "__pycache__", "build", "dist", "*.pyc", ".pytest_cache")


def run(cwd, *args, timeout=600, home=None):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               BESTIARIO_HOME=home or os.path.join(cwd, ".home"))
    env.pop("BESTIARIO_DATA", None)
    return subprocess.run([sys.executable, *args], cwd=cwd, capture_output=True, text=True, timeout=timeout, env=env)


@pytest.mark.slow
def test_a_scaffolded_game_passes_every_check(tmp_path):
    copy = str(tmp_path / "project")
    shutil.copytree(ROOT, copy, ignore=SKIP)
    r = run(copy, "main.py", "new-game", "river_race", "--name", "River Race")
    assert r.returncode == 0, r.stderr
    made = r.stdout.split()
    assert "rules/river_race/game.py" in made and "game/river_race/table.py" in made
    assert "data/river_race/i18n.es.yaml" in made and "tests/playthroughs/river_race-2p-seed11.jsonl" in made
    for rel in ("rules/registry.py", "game/registry.py"):
        assert "river_race" in open(os.path.join(copy, rel), encoding="utf-8").read()
    r = run(copy, "main.py", "check-data")
    assert r.returncode == 0 and r.stdout.strip() == "data ok", r.stdout + r.stderr
    r = run(copy, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-x", "tests/river_race",
            "tests/conformance", "tests/playthroughs", "tests/engine/test_scenes_fit.py", "tests/engine/test_layout.py",
            "tests/engine/test_required_strings.py", "tests/engine/test_house.py", "-k", "river_race or not (depredador or animal_duel or selva "
            "or forest_shuffle or dominant_species)")
    assert r.returncode == 0, r.stdout[-3000:]
    r = run(copy, "main.py", "simulate", "river_race", "--games", "2", "--seats", "hard,easy")
    assert r.returncode == 0 and '"summary": true' in r.stdout, r.stderr
    shot = os.path.join(copy, "shot.png")
    r = run(copy, "main.py", "screenshot", "river_race", "--moves", "3", "--out", shot)
    assert r.returncode == 0 and os.path.getsize(shot) > 10_000, r.stderr


def test_a_taken_or_bad_id_is_refused_in_one_line(tmp_path):
    os.makedirs(tmp_path / "rules" / "depredador")
    for game_id, fragment in (("depredador", "already exists"), ("Bad-Id", "cannot be a game id"),
                              ("class", "cannot be a game id"), ("fresh_one", "not a Bestiario project folder")):
        r = run(ROOT, "main.py", "new-game", game_id, "--name", "X", "--root", str(tmp_path), "--no-golden",
                home=str(tmp_path / "home"))
        assert r.returncode == 2 and fragment in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr
