"""The command line: simulate, its log, check-data, screenshot and argument errors."""
import json
import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def run(*args, timeout=120):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), *args], capture_output=True,
                          text=True, timeout=timeout, env=env, cwd=ROOT)


def test_help_lists_commands():
    r = run("--help")
    assert r.returncode == 0
    for cmd in ("play", "simulate", "screenshot", "check-data"):
        assert cmd in r.stdout


def test_simulate_prints_one_line_per_game_and_a_summary(tmp_path):
    log = tmp_path / "games.jsonl"
    r = run("simulate", "depredador", "--players", "4", "--games", "5", "--seed", "1",
            "--seats", "normal,easy,easy,easy", "--log", str(log))
    assert r.returncode == 0, r.stderr
    lines = [json.loads(x) for x in r.stdout.splitlines()]
    games, summary = lines[:-1], lines[-1]
    assert len(games) == 5 and [g["seed"] for g in games] == [1, 2, 3, 4, 5]
    assert summary["summary"] and summary["games"] == 5 and sum(summary["wins"]) == pytest.approx(5)
    assert summary["games_per_second"] > 0
    for g in games:
        assert len(g["scores"]) == 4 and g["actions"]
    records = [json.loads(x) for x in log.read_text().splitlines()]
    assert len(records) == 5
    rec = records[0]
    assert rec["format"] == 1 and rec["seed"] == 1 and rec["config"]["players"] == 4
    assert any(e["kind"] == "deal" for e in rec["start_events"])
    assert rec["result"]["scores"] == games[0]["scores"]
    assert len(rec["steps"]) == len(games[0]["actions"])


def test_log_replays_to_the_same_result(tmp_path):
    """docs/log-format.md promises a game can be checked from its log alone."""
    from rules.engine.core import Action
    from rules.engine.session import Session
    log = tmp_path / "g.jsonl"
    assert run("simulate", "depredador", "--players", "3", "--games", "2", "--log", str(log)).returncode == 0
    for line in log.read_text().splitlines():
        rec = json.loads(line)
        s = Session(rec["game"], rec["config"], rec["seed"])
        for step in rec["steps"]:
            assert s.current_player() == step["player"]
            s.apply(Action.from_json(step["action"]))
        assert s.result().to_json() == rec["result"]


def test_same_seed_same_simulation():
    a = run("simulate", "depredador", "--players", "3", "--games", "2", "--seed", "7")
    b = run("simulate", "depredador", "--players", "3", "--games", "2", "--seed", "7")
    strip = lambda out: [json.dumps({k: v for k, v in json.loads(x).items() if k != "games_per_second"})
                         for x in out.splitlines()]
    assert strip(a.stdout) == strip(b.stdout)


def test_bad_arguments_give_one_clear_line():
    r = run("simulate", "depredador", "--players", "3", "--seats", "easy,easy")
    assert r.returncode == 2 and "--seats gives 2 seats for 3 players" in r.stderr
    r = run("simulate", "depredador", "--players", "9")
    assert r.returncode == 2 and "2–6 players" in r.stderr
    assert "Traceback" not in r.stderr


def test_check_data_ok_and_broken(tmp_path):
    r = run("check-data")
    assert r.returncode == 0, r.stdout + r.stderr
    copy = tmp_path / "data"
    shutil.copytree(os.path.join(ROOT, "data"), copy)
    f = copy / "depredador" / "game.yaml"
    f.write_text(f.read_text(encoding="utf-8").replace("pass_count: 2", "pass_count: -3"), encoding="utf-8")
    r = run("check-data", str(copy))
    assert r.returncode == 1
    assert "game.yaml:" in r.stdout and "game.pass_count: expected an integer in 0–4, got -3" in r.stdout


def test_screenshot_writes_a_png(tmp_path):
    out = tmp_path / "shot.png"
    r = run("screenshot", "depredador", "--players", "4", "--seed", "3", "--moves", "20", "--out", str(out),
            "--size", "960x540")
    assert r.returncode == 0, r.stderr
    import pygame
    img = pygame.image.load(str(out))
    assert img.get_size() == (960, 540)
    colours = {tuple(img.get_at((x, y)))[:3] for x in range(0, 960, 40) for y in range(0, 540, 40)}
    assert len(colours) > 10, "a real picture, not a blank canvas"


# ---------------------------------------------------------------------------------- every argument checked

@pytest.mark.parametrize("args,fragment", [
    (("screenshot", "depredador", "--size", "0x0"), "--size 0x0 is outside 640x360 … 7680x4320"),
    (("screenshot", "depredador", "--size=-5x-5"), "--size -5x-5 is outside"),
    (("screenshot", "depredador", "--size", "99999x99999"), "--size 99999x99999 is outside"),
    (("screenshot", "depredador", "--size", "big"), "--size must look like 1280x720"),
    (("screenshot", "depredador", "--out", "/no/such/folder/shot.png"), "the folder /no/such/folder does not exist"),
    (("screenshot", "depredador", "--seat", "7"), "--seat must be a seat 0–3"),
    (("screenshot", "depredador", "--moves", "-3"), "--moves must be 0 or more"),
    (("simulate", "depredador", "--games", "-1"), "--games must be 1 or more, not -1"),
    (("simulate", "depredador", "--games", "0"), "--games must be 1 or more, not 0"),
    (("simulate", "depredador", "--log", "/no/such/folder/g.jsonl"), "the folder /no/such/folder does not exist"),
    (("simulate", "depredador", "--players", "9"), "depredador takes 2–6 players, not 9"),
    (("simulate", "selva", "--players", "1"), "selva takes 2 players, not 1"),
    (("simulate", "depredador", "--players", "3", "--names", "a,b,\x07bell"), "printable"),
    (("simulate", "chess"), "invalid choice: 'chess'"),
    (("play",), "play needs a GAME"),
    (("play", "--resume", "nope"), "no saved game has that id"),
])
def test_a_wrong_argument_is_one_line_and_exit_2(tmp_path, args, fragment):
    env_home = {"BESTIARIO_HOME": str(tmp_path / "home")}
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", **env_home)
    r = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), *args], capture_output=True, text=True,
                       timeout=120, env=env, cwd=ROOT)
    assert r.returncode == 2, (r.stdout, r.stderr)
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("bestiario: ") and fragment in lines[0], r.stderr
    assert r.stdout == "" and "Traceback" not in r.stderr


def test_a_screenshot_at_the_largest_size_is_written_without_noise(tmp_path):
    out = tmp_path / "big.png"
    r = run("screenshot", "depredador", "--size", "7680x4320", "--out", str(out))
    assert r.returncode == 0 and r.stderr == "" and out.exists()


def test_screenshot_shows_a_finished_games_chart_or_refuses_an_unfinished_one(tmp_path):
    """``--chart`` renders the results' score chart of a game played to its end; asked of a game that
    has not ended, it says so in one line (exit 2)."""
    import subprocess
    import sys
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = tmp_path / "chart.png"
    r = subprocess.run([sys.executable, "main.py", "screenshot", "animal_duel", "--moves", "100000", "--seed", "3",
                        "--chart", "--out", str(out)], cwd=root, env=env, capture_output=True, text=True)
    assert r.returncode == 0 and out.stat().st_size > 10_000
    r = subprocess.run([sys.executable, "main.py", "screenshot", "animal_duel", "--moves", "2", "--results",
                        "--out", str(tmp_path / "x.png")], cwd=root, env=env, capture_output=True, text=True)
    assert r.returncode == 2 and "finished game" in r.stderr and r.stderr.count("\n") == 1
