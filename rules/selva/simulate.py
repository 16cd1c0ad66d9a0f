"""Balance and AI measurements for Selva (a script, not a test):

    python -m rules.selva.simulate random [--games 200]            # random matches/s, game lengths
    python -m rules.selva.simulate bots [hard easy] [--games 100]   # level a vs level b, seats alternate
    python -m rules.selva.simulate decks [--games 10] [--level normal] [--jobs 2]
                                                                  # round-robin table of the prebuilt decks

Seats alternate from match to match (and the fixed starter of game 1 alternates every two), so
first-player and level effects separate. ``decks`` plays every pair of prebuilt decks both ways.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import defaultdict

from rules.selva.game import RULES as g

from rules.selva.game import RULES
from rules.ai import make_bot


def random_games(n: int, cfg: dict | None = None, seed0: int = 0) -> dict:
    cfg = cfg or {}
    turns = []
    games = 0
    actions = 0
    first = 0
    t0 = time.perf_counter()
    for seed in range(seed0, seed0 + n):
        s = g.new_game(cfg, seed)
        rng = random.Random(seed)
        while g.current_player(s) is not None:
            legal = g.legal_actions(s)
            g.fast_apply(s, legal[rng.randrange(len(legal))])
            actions += 1
        for h in s.history:
            turns.append(h["turns"])
            first += h["winner"] == h["starter"]
        games += len(s.history)
    dt = time.perf_counter() - t0
    return {"matches": n, "matches_per_s": round(n / dt, 1), "actions_per_s": round(actions / dt),
            "actions_per_match": round(actions / n), "games_per_match": round(games / n, 2),
            "turns_per_game": round(statistics.mean(turns), 1), "starter_wins": round(first / games, 3)}


def play_match(levels, cfg: dict, seed: int, times: dict | None = None) -> "g.State":
    s = g.new_game(cfg, seed)
    bots = [make_bot(levels[i], seed * 10 + i) for i in range(2)]
    while (p := g.current_player(s)) is not None:
        t0 = time.perf_counter()
        act = bots[p].choose(RULES, s, p)
        dt = time.perf_counter() - t0
        if times is not None and len(g.legal_actions(s)) > 1:
            times[levels[p]].append(dt)
        g.apply(s, act, log=False)
    return s


def _bot_match(args):
    a, b, k, cfg, seed = args
    a_seat = k % 2
    levels = [a, b] if a_seat == 0 else [b, a]
    times: dict = defaultdict(list)
    s = play_match(levels, dict(cfg, starter=(k // 2) % 2), seed, times)
    return (k, s.winner == a_seat, sum(h["winner"] == a_seat for h in s.history), len(s.history), s.wins,
            levels[s.winner], dict(times))


def bot_games(a: str, b: str, n: int, cfg: dict | None = None, seed0: int = 0, verbose: bool = False,
              jobs: int = 1) -> dict:
    """Level ``a`` against level ``b``; seats alternate (a is seat 0 in even matches)."""
    cfg = cfg or {}
    wins_a = 0
    games_a = games = 0
    times: dict = defaultdict(list)
    t0 = time.perf_counter()
    tasks = [(a, b, k, cfg, seed0 + k) for k in range(n)]
    if jobs > 1:
        import multiprocessing as mp
        pool = mp.get_context("fork").Pool(jobs)
        rows = pool.imap_unordered(_bot_match, tasks)
    else:
        pool = None
        rows = map(_bot_match, tasks)
    done = 0
    for k, won, ga, gn, wins, wl, ts in rows:
        done += 1
        wins_a += won
        games_a += ga
        games += gn
        for lvl, v in ts.items():
            times[lvl].extend(v)
        if verbose:
            print(f"  match {k}: {wins} won by {wl}; running {a} {wins_a}/{done}  "
                  f"{time.perf_counter() - t0:.0f}s", flush=True)
    if pool is not None:
        pool.close()
    out = {"matches": n, f"{a}_wins": wins_a, f"{a}_win_rate": round(wins_a / n, 3),
           f"{a}_game_rate": round(games_a / max(1, games), 3), "seconds": round(time.perf_counter() - t0)}
    for lvl, ts in times.items():
        out[f"{lvl}_median_ms"] = round(1000 * statistics.median(ts), 1)
        out[f"{lvl}_p95_ms"] = round(1000 * sorted(ts)[int(0.95 * (len(ts) - 1))], 1)
    return out


def _deck_pair(args):
    da, db, n, level, seed0 = args
    wins_a = 0
    for k in range(n):
        a_seat = k % 2
        decks = [da, db] if a_seat == 0 else [db, da]
        s = play_match([level, level], {"decks": decks, "starter": (k // 2) % 2}, seed0 + k)
        wins_a += s.winner == a_seat
    return da, db, wins_a, n


def deck_table(n: int, level: str = "normal", jobs: int = 1, seed0: int = 0, ids=None) -> dict:
    """Round robin of the prebuilt decks: ``table[a][b]`` = matches deck a won against deck b."""
    from rules.selva.cards import load_pool
    from rules.selva.decks import prebuilt
    ids = ids or [d.id for d in prebuilt(load_pool())]
    pairs = [(a, b, n, level, seed0 + 1000 * i) for i, a in enumerate(ids) for b in ids[i + 1:]]
    if jobs > 1:
        import multiprocessing as mp
        with mp.get_context("fork").Pool(jobs) as pool:
            rows = pool.map(_deck_pair, pairs)
    else:
        rows = [_deck_pair(p) for p in pairs]
    table: dict = {a: {} for a in ids}
    for a, b, w, m in rows:
        table[a][b] = (w, m)
        table[b][a] = (m - w, m)
    return table


def print_deck_table(table: dict) -> None:
    ids = list(table)
    w = max(len(i) for i in ids) + 2
    print(" " * w + "".join(f"{i[:10]:>12s}" for i in ids) + "     total")
    for a in ids:
        won = sum(table[a][b][0] for b in table[a])
        played = sum(table[a][b][1] for b in table[a])
        cells = "".join(f"{'—':>12s}" if a == b else f"{table[a][b][0]}/{table[a][b][1]}".rjust(12) for b in ids)
        print(f"{a:<{w}s}{cells}  {won:>4d}/{played} ({won / max(1, played):.0%})")


def main(argv=None) -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("what", choices=["random", "bots", "decks"])
    ap.add_argument("levels", nargs="*")
    ap.add_argument("--games", type=int, default=None)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--level", default="normal")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("-v", action="store_true")
    args = ap.parse_args(argv)
    if args.what == "random":
        print(random_games(args.games or 200, None, args.seed))
    elif args.what == "bots":
        a, b = (args.levels + ["hard", "easy"])[:2] if args.levels else ("hard", "easy")
        print(bot_games(a, b, args.games or 100, None, args.seed, args.v, args.jobs))
    else:
        t0 = time.perf_counter()
        table = deck_table(args.games or 10, args.level, args.jobs, args.seed)
        print_deck_table(table)
        print(f"({args.level} vs {args.level}, {args.games or 10} matches per pair, "
              f"{time.perf_counter() - t0:.0f}s)")


if __name__ == "__main__":
    main(sys.argv[1:])
