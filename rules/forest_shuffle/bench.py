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
import statistics
import sys
import time

from rules.forest_shuffle import DESCRIPTOR
from rules.forest_shuffle.greedy import GreedyBot
from rules.engine.stats import pct


def _rules():
    return DESCRIPTOR.rules

def random_games(per: int = 200, players=(2, 3, 4, 5), fast: bool = False) -> dict:
    """Random full games per second (a uniformly random legal action at every decision)."""
    rules = _rules()
    step = rules.fast_apply if fast else rules.apply
    out = {}
    for n in players:
        rng = random.Random(n)
        acts = 0
        t0 = time.perf_counter()
        for seed in range(per):
            s = rules.new_game({"players": n}, seed)
            while rules.current_player(s) is not None:
                legal = rules.legal_actions(s)
                step(s, legal[rng.randrange(len(legal))])
                acts += 1
        dt = time.perf_counter() - t0
        out[n] = {"games_per_s": per / dt, "actions_per_s": acts / dt, "actions_per_game": acts / per}
    return out


def make(level: str, seed: int):
    """A bot of ``level``: easy, normal, hard (ISMCTS with this game's budgets) or greedy."""
    if level == "greedy":
        return GreedyBot(seed)
    from rules.ai.bots import make_bot
    return make_bot(level, seed, budgets=DESCRIPTOR.ai_budgets)


def positions(count: int = 40, players: int = 2, seed: int = 0) -> list:
    """Decision points with a real choice, taken from greedy games."""
    rules = _rules()
    out = []
    g = 0
    rng = random.Random(seed)
    while len(out) < count:
        s = rules.new_game({"players": players}, 7000 + g)
        bots = [GreedyBot(p) for p in range(players)]
        while rules.current_player(s) is not None and len(out) < count:
            p = rules.current_player(s)
            if len(rules.legal_actions(s)) > 1 and rng.random() < 0.08:
                out.append(s.clone())
            rules.apply(s, bots[p].choose(rules, s, p), log=False)
        g += 1
    return out


def ai_times(levels=("easy", "normal", "hard"), count: int = 40, players: int = 2) -> dict:
    rules = _rules()
    pos = positions(count, players)
    out = {}
    for level in levels:
        times = []
        for i, s in enumerate(pos):
            bot = make(level, i)
            p = rules.current_player(s)
            t0 = time.perf_counter()
            bot.choose(rules, s, p)
            times.append(time.perf_counter() - t0)
        out[level] = {"median_ms": 1000 * statistics.median(times), "p95_ms": 1000 * pct(times, 0.95),
                      "positions": len(pos)}
    return out


def play(rules, bots, n: int, seed: int, times: dict | None = None):
    s = rules.new_game({"players": n}, seed)
    while rules.current_player(s) is not None:
        p = rules.current_player(s)
        t0 = time.perf_counter()
        a = bots[p].choose(rules, s, p)
        if times is not None:
            times.setdefault(p, []).append(time.perf_counter() - t0)
        rules.apply(s, a, log=False)
    return rules.result(s)


def hard_vs_greedy(games: int = 200, players: int = 2, seed0: int = 0, level: str = "hard",
                   progress=None) -> dict:
    """``level`` in one seat (rotating) against ``players - 1`` greedy players, ``games`` seeded games."""
    rules = _rules()
    wins = 0.0
    margins, hero_times, scores = [], [], []
    t0 = time.perf_counter()
    for g in range(games):
        hero = g % players
        bots = [make(level, 1000 * g + p) if p == hero else GreedyBot(p) for p in range(players)]
        times: dict = {}
        r = play(rules, bots, players, 10_000 + seed0 + g, times)
        if r.places[hero] == 1:
            wins += 1.0 / sum(1 for x in r.places if x == 1)
        margins.append(r.scores[hero] - max(r.scores[q] for q in range(players) if q != hero))
        scores.append(r.scores[hero])
        hero_times += times.get(hero, [])
        if progress:
            progress(g + 1, wins)
    return {"games": games, "players": players, "wins": wins, "win_rate": wins / games,
            "mean_margin": statistics.mean(margins), "mean_score": statistics.mean(scores),
            "decision_median_ms": 1000 * statistics.median(hero_times), "decision_p95_ms": 1000 * pct(hero_times, 0.95),
            "seconds": time.perf_counter() - t0}


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
