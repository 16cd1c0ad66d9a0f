"""Forest Shuffle measurements for ``python -m bench`` (no pygame): each function returns a dict of
numbers. ``python -m rules.forest_shuffle.bench [--quick] [--only games,ai,strength2,strength4]``.

- ``random_games``: random full games per second per player count (``apply`` with checks and events,
  and ``fast_apply`` as the AI's playouts use it).
- ``ai_times``: decision time per AI level (median and p95) over positions of greedy games.
- ``hard_vs_greedy``: win rate of the hard AI against greedy players (the hard seat rotates; a shared
  victory counts as a share of a win).
"""
from __future__ import annotations

import argparse
import json
import random
import sys

from bench import kit
from rules.forest_shuffle import DESCRIPTOR
from rules.forest_shuffle.greedy import GreedyBot


def _rules():
    return DESCRIPTOR.rules


def random_games(per: int = 200, players=(2, 3, 4, 5), fast: bool = False) -> dict:
    """Random full games per second (a uniformly random legal action at every decision)."""
    return {n: {k: row[k] for k in ("games_per_s", "actions_per_s", "actions_per_game")}
            for n, row in kit.random_speed(_rules(), players, per, fast=fast).items()}


def make(level: str, seed: int):
    """A bot of ``level``: easy, normal, hard (ISMCTS with this game's budgets) or greedy."""
    return kit.make_player(level, seed, budgets=DESCRIPTOR.ai_budgets, own={"greedy": GreedyBot})


def ai_times(levels=("easy", "normal", "hard"), count: int = 40, players: int = 2) -> dict:
    """Decision time per level at decision points with a real choice taken from greedy games."""
    rules = _rules()
    pos = kit.decision_points(rules, count, config={"players": players}, seed0=7000,
                              rng_for=kit.shared(random.Random(0)), share=0.08, log=False,
                              bots=lambda seed: [GreedyBot(p) for p in range(players)])
    return {level: {"median_ms": 1000 * t["median_s"], "p95_ms": 1000 * t["p95_s"], "positions": t["n"]}
            for level, t in kit.level_times(rules, pos, levels, make).items()}


def hard_vs_greedy(games: int = 200, players: int = 2, seed0: int = 0, level: str = "hard",
                   progress=None) -> dict:
    """``level`` in one seat (rotating) against ``players - 1`` greedy players, ``games`` seeded games."""
    def line_up(g, hero):
        return [make(level, 1000 * g + p) if p == hero else GreedyBot(p) for p in range(players)]
    f, _ = kit.head_to_head(_rules(), games, players=players, line_up=line_up, config={"players": players},
                            seed0=10_000 + seed0, choices_only=False,
                            on_record=progress and (lambda rec, done, wins: progress(done, wins)))
    return {"games": games, "players": players, "wins": f["wins"], "win_rate": f["rate"],
            "mean_margin": f["mean_margin"], "mean_score": f["mean_score"],
            "decision_median_ms": 1000 * f["median_s"], "decision_p95_ms": 1000 * f["p95_s"],
            "seconds": f["seconds"]}


def sections() -> dict:
    """The sections of ``python -m bench`` (the descriptor's ``bench``): name -> fn(quick) -> dict."""
    return {
        "random_games_fast": lambda quick: random_games(50 if quick else 200, fast=True),
        "ai_times": lambda quick: ai_times(count=10 if quick else 40),
        "hard_vs_greedy_2p": lambda quick: hard_vs_greedy(8 if quick else 200, 2),
        "hard_vs_greedy_4p": lambda quick: hard_vs_greedy(8 if quick else 100, 4),
    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m rules.forest_shuffle.bench")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--only", default="games,ai,strength2,strength4")
    ap.add_argument("--games", type=int, default=None, help="games per strength measurement")
    args = ap.parse_args(argv)
    only = set(args.only.split(","))
    out = {}
    if "games" in only:
        out["random_games"] = random_games(50 if args.quick else 200)
        out["random_games_fast"] = random_games(50 if args.quick else 200, fast=True)
        print(json.dumps({"random_games": out["random_games"], "random_games_fast": out["random_games_fast"]},
                         indent=1), flush=True)
    if "ai" in only:
        out["ai_times"] = ai_times(count=10 if args.quick else 40)
        print(json.dumps({"ai_times": out["ai_times"]}, indent=1), flush=True)
    for key, n in (("strength2", 2), ("strength4", 4)):
        if key in only:
            games = args.games or (8 if args.quick else 200)
            out[key] = hard_vs_greedy(games, n, progress=lambda k, w: print(f"  {key}: {k} games, {w} wins",
                                                                            file=sys.stderr, flush=True))
            print(json.dumps({key: out[key]}, indent=1), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
