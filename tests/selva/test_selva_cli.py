"""Selva through the command line: simulate (with chosen decks and a log), screenshot, check-data."""
import json
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def run(*args, timeout=180):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), *args], capture_output=True,
                          text=True, timeout=timeout, env=env, cwd=ROOT)


def _deck_ids():
    from rules.selva.cards import load_pool
    from rules.selva.decks import prebuilt
    return [d.id for d in prebuilt(load_pool())]


def test_simulate_selva_whole_matches_with_chosen_decks(tmp_path):
    a, b = _deck_ids()[-2:]
    log = tmp_path / "selva.jsonl"
    r = run("simulate", "selva", "--games", "2", "--seed", "3", "--seats", "easy,easy",
            "--decks", f"{a},{b}", "--log", str(log))
    assert r.returncode == 0, r.stderr
    lines = [json.loads(x) for x in r.stdout.splitlines()]
    matches, summary = lines[:-1], lines[-1]
    assert len(matches) == 2 and summary["games"] == 2
    for m in matches:
        assert sorted(m["scores"]) in ([0, 2], [1, 2])      # best of three: the winner has 2 games
        assert m["places"][m["winners"][0]] == 1
    rec = json.loads(log.read_text().splitlines()[0])
    assert rec["config"]["decks"] == [a, b]
    kinds = {e["kind"] for step in rec["steps"] for e in step["events"]}
    assert {"mulligan", "keep", "initial_resource", "turn_start", "game_over", "match_end"} & kinds


def test_simulate_selva_rejects_an_unknown_deck():
    r = run("simulate", "selva", "--games", "1", "--seats", "easy,easy", "--decks", "no_such_deck,also_no")
    assert r.returncode != 0
    assert "no_such_deck" in r.stderr and "Traceback" not in r.stderr


def test_screenshot_selva(tmp_path):
    out = tmp_path / "selva.png"
    r = run("screenshot", "selva", "--moves", "40", "--seed", "2", "--out", str(out))
    assert r.returncode == 0, r.stderr
    assert out.stat().st_size > 10_000


def test_check_data_names_a_broken_selva_card(tmp_path):
    from rules.engine.data import data_dir
    root = tmp_path / "data"
    shutil.copytree(data_dir(), root)
    path = root / "selva" / "cards.yaml"
    text = path.read_text(encoding="utf-8")
    i = text.index("attack: 3")          # the first animal with attack 3 (the seed's anaconda among them)
    path.write_text(text[:i] + 'attack: "three"' + text[i + len("attack: 3"):], encoding="utf-8")
    line = text[:i].count("\n") + 1
    r = run("check-data", str(root))
    assert r.returncode == 1
    assert f"{path}:{line}:" in r.stdout and "attack" in r.stdout
