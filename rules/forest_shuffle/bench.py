"""Forest Shuffle measurements for ``python -m bench`` (no pygame): each function returns a dict of
numbers. ``python -m rules.forest_shuffle.bench [--quick] [--only games,ai,strength2,strength4]``.

- ``random_games``: random full games per second per player count (``apply`` with checks and events,
  and ``fast_apply`` as the AI's playouts use it).
- ``ai_times``: decision time per AI level (median and p95) over positions of greedy games.
- ``hard_vs_greedy``: win rate of the hard AI against greedy players (the hard seat rotates; a shared
  victory counts as a share of a win).
- ``versus``: any player (a level, ``greedy`` or ``careful``) in one seat (rotating) against
  ``players - 1`` of a yardstick (``greedy``, the old one-ply player, the easy end; ``careful``, the
  careful player of careful.py), with the Wilson interval and the measured seat's decision times.
  ``--only versus --level hard --yardstick careful --players 2 --games 40 --seed0 1000 --workers 2``
  reproduces a row of BENCHMARKS.md; ``--only table`` plays every row (each level against each
  yardstick at 2 and 4 players, ``--games`` each, halved at 4 players).
"""
from __future__ import annotations

import argparse
import json
import random
import sys

from bench import kit
from rules.forest_shuffle import DESCRIPTOR
from rules.forest_shuffle.careful import CarefulBot
from rules.forest_shuffle.greedy import GreedyBot

YARDSTICKS = {"greedy": GreedyBot, "careful": CarefulBot}


def _rules():
    return DESCRIPTOR.rules


def random_games(per: int = 200, players=(2, 3, 4, 5), fast: bool = False) -> dict:
    """Random full games per second (a uniformly random legal action at every decision)."""
    return {n: {k: row[k] for k in ("games_per_s", "actions_per_s", "actions_per_game")}
            for n, row in kit.random_speed(_rules(), players, per, fast=fast).items()}


def make(level: str, seed: int):
    """A bot of ``level``: easy, normal, hard (this game's players) or a yardstick (greedy, careful)."""
    if level not in YARDSTICKS and DESCRIPTOR.bots is not None:
        return DESCRIPTOR.make_bot(level, seed)
    return kit.make_player(level, seed, budgets=DESCRIPTOR.ai_budgets, own=YARDSTICKS)


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


def versus(level: str, yardstick: str, games: int, players: int, seed0: int = 0, workers: int = 1,
           progress=None) -> dict:
    """``level`` in one seat (rotating from game to game) against ``players - 1`` ``yardstick`` players,
    ``games`` seeded games (seeds ``20_000 + seed0 + k``): wins (a shared victory a share), the Wilson
    interval, mean score and margin, the others' mean score, and the measured seat's decision times."""
    def line_up(g, hero):
        return [make(level, 1000 * g + p) if p == hero else make(yardstick, p) for p in range(players)]
    f, recs = kit.head_to_head(_rules(), games, players=players, line_up=line_up, config={"players": players},
                               seed0=20_000 + seed0, workers=workers,
                               on_record=progress and (lambda rec, done, wins: progress(done, wins)))
    others = [s for r in recs for i, s in enumerate(r["scores"]) if i != r["seat"]]
    return {"level": level, "yardstick": yardstick, "players": players, "games": games, "wins": f["wins"],
            "win_rate": f["rate"], "ci95": [f["ci95_low"], f["ci95_high"]], "chance": f["chance"],
            "mean_score": f["mean_score"], "others_mean_score": sum(others) / max(1, len(others)),
            "mean_margin": f["mean_margin"], "decisions": f["decisions"],
            "decision_median_ms": 1000 * f.get("median_s", 0.0), "decision_p95_ms": 1000 * f.get("p95_s", 0.0),
            "decision_median_cpu_ms": 1000 * f.get("median_cpu_s", 0.0),
            "decision_p95_cpu_ms": 1000 * f.get("p95_cpu_s", 0.0), "seconds": f["seconds"]}


TABLE = (("hard", "careful"), ("hard", "greedy"), ("normal", "careful"), ("careful", "greedy"))


def table(games: int, seed0: int = 1000, workers: int = 1, rows=TABLE, players=(2, 4), progress=None) -> dict:
    """Every row of the record: each (level, yardstick) of ``rows`` at each player count (``games`` at
    2 players, half as many at more), seeds ``20_000 + seed0 + k``."""
    return {f"{level}_vs_{yard}_{n}p": versus(level, yard, games if n == 2 else max(1, games // 2), n, seed0=seed0,
                                              workers=workers, progress=progress)
            for level, yard in rows for n in players}


def sections() -> dict:
    """The sections of ``python -m bench`` (the descriptor's ``bench``): name -> fn(quick) -> dict."""
    return {
        "random_games_fast": lambda quick: random_games(50 if quick else 200, fast=True),
        "ai_times": lambda quick: ai_times(count=10 if quick else 40),
        "hard_vs_greedy_2p": lambda quick: hard_vs_greedy(8 if quick else 200, 2),
        "hard_vs_greedy_4p": lambda quick: hard_vs_greedy(8 if quick else 100, 4),
        "careful_vs_greedy_2p": lambda quick: versus("careful", "greedy", 8 if quick else 200, 2),
        "careful_vs_greedy_4p": lambda quick: versus("careful", "greedy", 8 if quick else 100, 4),
        "hard_vs_careful_2p": lambda quick: versus("hard", "careful", 4 if quick else 100, 2),
        "hard_vs_careful_4p": lambda quick: versus("hard", "careful", 4 if quick else 100, 4),
        "normal_vs_careful_2p": lambda quick: versus("normal", "careful", 4 if quick else 100, 2),
    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m rules.forest_shuffle.bench")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--only", default="games,ai,strength2,strength4")
    ap.add_argument("--games", type=int, default=None, help="games per strength measurement")
    ap.add_argument("--level", default="hard", help="versus: the measured player")
    ap.add_argument("--yardstick", default="careful", choices=sorted(YARDSTICKS), help="versus: the others")
    ap.add_argument("--players", type=int, default=2, help="versus: the player count")
    ap.add_argument("--seed0", type=int, default=0, help="versus: the first game number's offset")
    ap.add_argument("--workers", type=int, default=1, help="versus: forked worker processes")
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
    if "versus" in only:
        out["versus"] = versus(args.level, args.yardstick, args.games or (8 if args.quick else 100), args.players,
                               seed0=args.seed0, workers=args.workers,
                               progress=lambda k, w: print(f"  versus: {k} games, {w} wins", file=sys.stderr,
                                                           flush=True))
        print(json.dumps({"versus": out["versus"]}, indent=1), flush=True)
    if "table" in only:
        out["table"] = table(args.games or (4 if args.quick else 40), seed0=args.seed0 or 1000, workers=args.workers)
        print(json.dumps({"table": out["table"]}, indent=1), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
