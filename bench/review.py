"""The ``review`` section of ``python -m bench``: per game, the time of a whole game's review at its
default depth (``rules.engine.review.WORLDS`` deals per estimate, the hard level's analyst for the three
drops) on the processes given (``--workers``, default every core), and the time of a hint (the hard
analyst and its estimates) at positions of that game. The game reviewed is played by normal players
(``--quick``: random players, shorter to make) from a fixed seed."""
from __future__ import annotations

import os
import resource
import statistics
import time


def _cpu() -> float:
    """CPU seconds of this process and of its finished children (the review's pool)."""
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def _game(d, seed: int, level: str):
    from rules.engine.session import Session
    n = d.default_players
    s = Session(d.id, d.rules.normalize_config({"players": n, "seats": [level] * n}), seed)
    bots = [d.make_bot(level, seed * 10 + i) for i in range(n)]
    while s.current_player() is not None:
        p = s.current_player()
        s.apply(bots[p].choose(s.game, s.state, p))
    return s


def bench_review(quick: bool, games) -> dict:
    from rules.ai.parallel import workers
    from rules.engine.review import WORLDS, hints, positions, review
    out = {}
    print(f"## Review of a whole game ({WORLDS} deals per estimate, hard analyst for the drops, "
          f"{workers()} processes) and hint time (hard)")
    for d in games:
        s = _game(d, 500, "easy" if quick else "normal")
        t0, c0 = time.perf_counter(), _cpu()
        rev = review(d.id, s.config, s.seed, list(s.actions), 0)
        took, cpu = time.perf_counter() - t0, _cpu() - c0
        states = positions(d.id, s.config, s.seed, list(s.actions))
        g = d.rules
        picks = [k for k in range(len(s.actions)) if len(g.legal_actions(states[k])) > 1]
        picks = picks[:: max(1, len(picks) // (3 if quick else 8))][: 3 if quick else 8]
        times = []
        for k in picks:
            p = g.current_player(states[k])
            t1 = time.perf_counter()
            hints(d, g.view(states[k], p), p, top=3, seed=k)
            times.append(time.perf_counter() - t1)
        row = {"decisions": len(s.actions), "review_s": round(took, 2), "review_cpu_s": round(cpu, 2),
               "load": round(os.getloadavg()[0], 1),
               "per_decision_ms": round(1000 * took / max(1, len(s.actions)), 1),
               "drops": [x.decision.index for x in rev.drops],
               "hint_median_s": round(statistics.median(times), 3) if times else None,
               "hint_max_s": round(max(times), 3) if times else None, "workers": workers()}
        out[d.id] = row
        print(f"  {d.id:17s} {row['decisions']:4d} decisions: review {took:6.1f} s wall, {cpu:6.1f} s CPU "
              f"({row['per_decision_ms']:.1f} ms a decision)   hint median {row['hint_median_s']} s, "
              f"max {row['hint_max_s']} s   (load {row['load']})", flush=True)
    return out
