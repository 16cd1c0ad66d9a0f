"""The Depredador AI is reproducible: ``simulate depredador --seed S`` run twice (in fresh processes,
with different string-hash seeds) prints the same games byte for byte. The budgets are made tiny so
the test is quick; the searches are the real ones."""
from __future__ import annotations

import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

CODE = """
import sys
sys.argv = ["main.py"] + sys.argv[1:]
from rules.registry import descriptor
budgets = descriptor("depredador").ai_budgets
budgets["normal"] = {"iterations": 12}
budgets["hard"] = {"iterations": 25}
import main
raise SystemExit(main.main(sys.argv[1:]))
"""


def _simulate(hash_seed: str) -> list[str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONHASHSEED=hash_seed)
    out = subprocess.run([sys.executable, "-c", CODE, "simulate", "depredador", "--players", "3", "--games", "2",
                          "--seed", "41", "--seats", "hard,normal,hard"],
                         capture_output=True, text=True, cwd=ROOT, env=env, timeout=600)
    assert out.returncode == 0, out.stderr
    return out.stdout.splitlines()


def test_simulate_twice_gives_the_same_games_byte_for_byte():
    a, b = _simulate("1"), _simulate("2")
    assert len(a) == 3 and len(b) == 3
    assert a[:2] == b[:2], "the games differ between two runs"
    games = [json.loads(x) for x in a[:2]]
    assert all(g["seats"] == ["hard", "normal", "hard"] and g["actions"] for g in games)
    # the summary line holds the run's speed (games per second), which no seed can fix; the rest is equal
    sa, sb = json.loads(a[2]), json.loads(b[2])
    sa.pop("games_per_second"), sb.pop("games_per_second")
    assert sa == sb
