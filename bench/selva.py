"""Selva benchmarks: ``python -m bench --only selva`` (or ``python -m bench.selva [--quick]``).

Random matches/s, AI decision time per level, hard vs easy over seeded best-of-three matches, and the
round-robin of the prebuilt decks (normal vs normal, seats alternating). Figures go to BENCHMARKS.md.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time
from multiprocessing import Pool


def _pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, max(0, int(round(q * (len(values) - 1)))))]


def _ms(x):
    return f"{x * 1000:.1f} ms"


def random_matches(n: int) -> dict:
    from rules.selva.game import RULES as g
    from rules.selva.game import RULES
    rng = random.Random(11)
    acts = games = 0
    t0 = time.perf_counter()
    for seed in range(n):
        s = g.new_game({"players": 2}, seed)
        while g.current_player(s) is not None:
            legal = g.legal_actions(s)
            g.apply(s, legal[rng.randrange(len(legal))], log=False)
            acts += 1
        games += len(s.history)
    dt = time.perf_counter() - t0
    print(f"  random matches: {n / dt:7.1f} matches/s   {games / dt:7.1f} games/s   {acts / dt:8.0f} actions/s"
          f"   ({games / n:.2f} games per match)")
    return {"matches_per_s": n / dt, "games_per_s": games / dt, "actions_per_s": acts / dt}


def decision_times(n_positions: int) -> dict:
    from rules.selva.game import RULES as g
    from rules.selva.game import RULES
    from rules.ai import make_bot
    positions = []
    seed = 0
    while len(positions) < n_positions and seed < 50:
        s = g.new_game({"players": 2}, 900 + seed)
        rng = random.Random(seed)
        while g.current_player(s) is not None:
            if len(g.legal_actions(s)) > 1 and rng.random() < 0.05 and s.phase not in ("mulligan", "swap"):
                positions.append(s.clone())
            g.apply(s, rng.choice(g.legal_actions(s)), log=False)
        seed += 1
    positions = positions[:n_positions]
    out = {}
    for level in ("easy", "normal", "hard"):
        times = []
        for i, s in enumerate(positions):
            bot = make_bot(level, i)
            t0 = time.perf_counter()
            bot.choose(RULES, s, g.current_player(s))
            times.append(time.perf_counter() - t0)
        out[level] = {"median_s": statistics.median(times), "p95_s": _pct(times, 0.95), "n": len(times)}
        print(f"  {level:6s}: median {_ms(statistics.median(times))}   p95 {_ms(_pct(times, 0.95))}"
              f"   ({len(times)} positions)")
    return out


def _match(args) -> tuple:
    """One AI match; returns (winner seat, games played)."""
    seed, kinds, decks = args
    from rules.selva.game import RULES as g
    from rules.selva.game import RULES
    from rules.ai import make_bot
    cfg = {"players": 2}
    if decks:
        cfg["decks"] = list(decks)
    s = g.new_game(cfg, 40_000 + seed)
    bots = [make_bot(k, seed * 10 + i) for i, k in enumerate(kinds)]
    while (p := g.current_player(s)) is not None:
        g.apply(s, bots[p].choose(RULES, s, p), log=False)
    return g.result(s).winners[0], len(s.history)


def _indexed_match(item):
    i, job = item
    return i, _match(job)


def hard_vs_easy(n: int) -> dict:
    jobs = [(i, ("hard", "easy") if i % 2 == 0 else ("easy", "hard"), None) for i in range(n)]
    t0 = time.perf_counter()
    with Pool(2) as pool:
        res = pool.map(_match, jobs)
    wins = sum(1 for (w, _), (_, kinds, _) in zip(res, jobs) if kinds[w] == "hard")
    print(f"  hard vs easy: hard wins {wins}/{n} matches = {wins / n:.0%}   [{time.perf_counter() - t0:.0f} s]")
    return {"matches": n, "hard_wins": wins, "rate": wins / n}


def deck_round_robin(per_pair: int, level: str = "normal") -> dict:
    from rules.selva.game import RULES as g
    from rules.selva.game import RULES
    from rules.selva.cards import load_pool
    from rules.selva.decks import prebuilt
    ids = [d.id for d in prebuilt(load_pool())]
    jobs, pairs = [], []
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            for k in range(per_pair):
                decks = (a, b) if k % 2 == 0 else (b, a)
                jobs.append((len(jobs), (level, level), decks))
                pairs.append(decks)
    t0 = time.perf_counter()
    res = [None] * len(jobs)
    with Pool(2) as pool:
        for k, (i, out) in enumerate(pool.imap_unordered(_indexed_match, list(enumerate(jobs)))):
            res[i] = out
            if (k + 1) % 10 == 0:
                print(f"    … {k + 1}/{len(jobs)} matches   [{time.perf_counter() - t0:.0f} s]", flush=True)
    wins = {d: 0 for d in ids}
    played = {d: 0 for d in ids}
    table = {}
    for (w, _), decks in zip(res, pairs):
        for d in decks:
            played[d] += 1
        wins[decks[w]] += 1
        key = tuple(sorted(decks))
        table.setdefault(key, {key[0]: 0, key[1]: 0})
        table[key][decks[w]] += 1
    print(f"  prebuilt decks, {level} vs {level}, {per_pair} matches per pair, seats alternating"
          f"   [{time.perf_counter() - t0:.0f} s]")
    for (a, b), r in sorted(table.items()):
        print(f"    {a:18s} {r[a]:3d} – {r[b]:<3d} {b}")
    for d in ids:
        print(f"    {d:18s} wins {wins[d]}/{played[d]} = {wins[d] / max(1, played[d]):.0%}")
    del g
    return {"pairs": {f"{a} v {b}": r for (a, b), r in table.items()},
            "overall": {d: wins[d] / max(1, played[d]) for d in ids}}


def run(quick: bool, strength_matches: int | None = None) -> dict:
    print("## Selva")
    out = {"random": random_matches(20 if quick else 100)}
    out["ai"] = decision_times(10 if quick else 30)
    out["strength"] = hard_vs_easy(strength_matches or (10 if quick else 100))
    out["decks"] = deck_round_robin(4 if quick else 20)
    return out


if __name__ == "__main__":
    ap = argparse.ArgumentParser(prog="python -m bench.selva")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--only", default="random,ai,strength,decks")
    ap.add_argument("--matches", type=int)
    a = ap.parse_args()
    parts = a.only.split(",")
    if "random" in parts:
        random_matches(20 if a.quick else 100)
    if "ai" in parts:
        decision_times(10 if a.quick else 30)
    if "strength" in parts:
        hard_vs_easy(a.matches or (10 if a.quick else 100))
    if "decks" in parts:
        deck_round_robin(a.matches or (4 if a.quick else 20))
