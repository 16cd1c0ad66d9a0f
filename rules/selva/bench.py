"""Selva's measurements (no pygame; every function returns a dict of numbers). Long runs: start them
with ``nice``, in the background; they are never tests.

    python -m rules.selva.bench yardstick [--level hard] [--games 100] [--iterations N] [--seed 0] [--jobs 1]
        [--exploration C] [--set WEIGHT=VALUE] [--rollout-turns N] [--no-deck-inference] [--no-hand-rules]
    python -m rules.selva.bench bots hard normal [--games 100]
    python -m rules.selva.bench times [--level hard] [--positions 40]
    python -m rules.selva.bench random [--games 200]
    python -m rules.selva.bench decks [--level normal] [--games 20]     # per pair of prebuilt decks

In a match between two players the seats alternate from match to match (the measured player is seat 0
in even matches) and the prebuilt decks rotate: every ordered pair of two different decks (measured
player's deck, other's deck) comes in turn, each pair with both seats. The starter of game 1 is left to
the coin toss. A match is best of three games.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from rules.ai import make_bot
from rules.selva import DESCRIPTOR
from rules.selva.cards import load_pool
from rules.selva.decks import prebuilt
from rules.selva.game import RULES
from rules.selva.yardstick import Yardstick
from rules.engine.stats import wilson

def player(kind: str, seed: int, iterations: int | None = None):
    """``yardstick``, or an AI level (``iterations`` replaces the descriptor's budget for it)."""
    if kind == "yardstick":
        return Yardstick(seed)
    budgets = {k: dict(v) for k, v in DESCRIPTOR.ai_budgets.items()}
    if iterations is not None and kind in budgets:
        budgets[kind]["iterations"] = iterations
    return make_bot(kind, seed, budgets)


def deck_pairs() -> list[tuple[str, str]]:
    ids = [d.id for d in prebuilt(load_pool())]
    return [(a, b) for a in ids for b in ids if a != b]


def match(a: str, b: str, k: int, seed0: int = 0, iterations: int | None = None, cfg: dict | None = None) -> dict:
    """Match ``k`` of ``a`` against ``b``: ``a``'s seat is ``k % 2``, the deck pair ``k // 2`` in turn."""
    pairs = deck_pairs()
    da, db = pairs[(k // 2) % len(pairs)]
    a_seat = k % 2
    decks = [da, db] if a_seat == 0 else [db, da]
    seed = seed0 + k
    s = RULES.new_game(dict(cfg or {}, decks=decks), seed)
    seats = [None, None]
    seats[a_seat] = player(a, seed * 10 + a_seat, iterations)
    seats[1 - a_seat] = player(b, seed * 10 + 1 - a_seat)
    times, cpu = [], []
    while (p := RULES.current_player(s)) is not None:
        many = len(RULES.legal_actions(s)) > 1
        t0, c0 = time.perf_counter(), time.process_time()
        act = seats[p].choose(RULES, s, p)
        if many and p == a_seat:
            times.append(time.perf_counter() - t0)
            cpu.append(time.process_time() - c0)
        RULES.apply(s, act, log=False)
    games_a = sum(1 for h in s.history if h["winner"] == a_seat)
    return {"k": k, "won": s.winner == a_seat, "games_won": games_a, "games": len(s.history), "decks": (da, db),
            "times": times, "cpu": cpu, "turns": [h["turns"] for h in s.history]}


def _run(args):
    return match(*args)


def duel(a: str, b: str, games: int, seed0: int = 0, iterations: int | None = None, jobs: int = 1,
         verbose: bool = False, cfg: dict | None = None) -> dict:
    """``a`` against ``b`` over ``games`` matches; ``iterations`` is ``a``'s budget when it is an AI."""
    tasks = [(a, b, k, seed0, iterations, cfg) for k in range(games)]
    t_start = time.perf_counter()
    if jobs > 1:
        import multiprocessing as mp
        pool = mp.get_context("fork").Pool(jobs)
        rows = pool.imap_unordered(_run, tasks)
    else:
        pool = None
        rows = map(_run, tasks)
    wins = games_won = games_played = 0
    times: list[float] = []
    cpu: list[float] = []
    turns: list[int] = []
    per_deck: dict = {}
    done = 0
    for r in rows:
        done += 1
        wins += r["won"]
        games_won += r["games_won"]
        games_played += r["games"]
        times += r["times"]
        cpu += r["cpu"]
        turns += r["turns"]
        d = per_deck.setdefault(r["decks"][0], [0, 0])
        d[0] += r["won"]
        d[1] += 1
        if verbose:
            print(f"  match {r['k']}: {a} {'won' if r['won'] else 'lost'} with {r['decks'][0]} v {r['decks'][1]}; "
                  f"{wins}/{done}  [{time.perf_counter() - t_start:.0f} s]", flush=True)
    if pool is not None:
        pool.close()
    lo, hi = wilson(wins, games)
    out = {"matches": games, "wins": wins, "rate": wins / games, "ci95_low": lo, "ci95_high": hi,
           "game_rate": games_won / max(1, games_played), "games": games_played,
           "turns_per_game": statistics.mean(turns) if turns else 0.0, "decisions": len(times),
           "seconds": time.perf_counter() - t_start,
           "by_deck": {d: round(w / n, 3) for d, (w, n) in sorted(per_deck.items())}}
    if times:
        # wall clock (what a player waits on this shared machine), and the CPU time of the process (what
        # a decision costs when no other program shares the cores)
        out["median_s"] = statistics.median(times)
        out["p95_s"] = sorted(times)[int(0.95 * (len(times) - 1))]
        out["max_s"] = max(times)
        out["median_cpu_s"] = statistics.median(cpu)
        out["p95_cpu_s"] = sorted(cpu)[int(0.95 * (len(cpu) - 1))]
    return out


def yardstick(level: str = "hard", games: int = 100, seed0: int = 0, iterations: int | None = None,
              jobs: int = 1, verbose: bool = False) -> dict:
    """An AI level against the rule-based yardstick."""
    out = duel(level, "yardstick", games, seed0, iterations, jobs, verbose)
    out["iterations"] = iterations if iterations is not None else DESCRIPTOR.ai_budgets[level]["iterations"]
    return out


def decision_times(level: str = "hard", positions: int = 40, seed0: int = 900, iterations: int | None = None) -> dict:
    """Wall-clock time of one decision of ``level`` at positions taken from seeded random matches."""
    pos = []
    seed = seed0
    while len(pos) < positions and seed < seed0 + 200:
        s = RULES.new_game({}, seed)
        rng = random.Random(seed)
        while RULES.current_player(s) is not None:
            legal = RULES.legal_actions(s)
            if len(legal) > 1 and rng.random() < 0.04 and s.phase not in ("mulligan", "swap"):
                pos.append(s.clone())
            RULES.apply(s, legal[rng.randrange(len(legal))], log=False)
        seed += 1
    pos = pos[:positions]
    times, cpu = [], []
    for i, s in enumerate(pos):
        bot = player(level, i, iterations)
        t0, c0 = time.perf_counter(), time.process_time()
        bot.choose(RULES, s, RULES.current_player(s))
        times.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
    return {"level": level, "positions": len(times), "median_s": statistics.median(times),
            "p95_s": sorted(times)[int(0.95 * (len(times) - 1))], "max_s": max(times),
            "median_cpu_s": statistics.median(cpu), "p95_cpu_s": sorted(cpu)[int(0.95 * (len(cpu) - 1))]}


def random_games(n: int = 200, seed0: int = 0) -> dict:
    """Random players: speed of the rules, match and game lengths, the starter's share of games."""
    turns = []
    games = actions = first = 0
    t0 = time.perf_counter()
    for seed in range(seed0, seed0 + n):
        s = RULES.new_game({}, seed)
        rng = random.Random(seed)
        while RULES.current_player(s) is not None:
            legal = RULES.legal_actions(s)
            RULES.fast_apply(s, legal[rng.randrange(len(legal))])
            actions += 1
        for h in s.history:
            turns.append(h["turns"])
            first += h["winner"] == h["starter"]
        games += len(s.history)
    dt = time.perf_counter() - t0
    return {"matches": n, "matches_per_s": n / dt, "actions_per_s": actions / dt, "games_per_match": games / n,
            "turns_per_game": statistics.mean(turns), "starter_wins": first / max(1, games)}


def deck_round_robin(per_pair: int = 20, level: str = "normal", seed0: int = 5000) -> dict:
    """The prebuilt decks against each other, ``level`` against ``level``, ``per_pair`` matches per
    pair of decks with the decks changing seats from match to match: wins per pair and per deck."""
    ids = [d.id for d in prebuilt(load_pool())]
    wins = {d: 0 for d in ids}
    played = {d: 0 for d in ids}
    pairs = {}
    k = 0
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            row = pairs.setdefault(f"{a} v {b}", {a: 0, b: 0})
            for m in range(per_pair):
                decks = [a, b] if m % 2 == 0 else [b, a]
                seed = seed0 + k
                k += 1
                s = RULES.new_game({"decks": decks}, seed)
                bots = [player(level, seed * 10), player(level, seed * 10 + 1)]
                while (p := RULES.current_player(s)) is not None:
                    RULES.apply(s, bots[p].choose(RULES, s, p), log=False)
                w = decks[s.winner]
                row[w] += 1
                wins[w] += 1
                played[a] += 1
                played[b] += 1
    return {"level": level, "per_pair": per_pair, "pairs": pairs,
            "overall": {d: round(wins[d] / max(1, played[d]), 3) for d in ids}}


def sections() -> dict:
    """The sections of ``python -m bench`` (the descriptor's ``bench``): name -> fn(quick) -> dict."""
    return {
        "random_matches": lambda quick: random_games(50 if quick else 200),
        "ai_times": lambda quick: decision_times("hard", 8 if quick else 40),
        "hard_vs_yardstick": lambda quick: yardstick("hard", 6 if quick else 100),
        "normal_vs_yardstick": lambda quick: yardstick("normal", 6 if quick else 100),
        "decks": lambda quick: deck_round_robin(1 if quick else 20),
    }


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(prog="python -m rules.selva.bench")
    ap.add_argument("what", choices=["yardstick", "bots", "times", "random", "decks"])
    ap.add_argument("levels", nargs="*")
    ap.add_argument("--level", default="hard")
    ap.add_argument("--games", type=int, default=None)
    ap.add_argument("--positions", type=int, default=40)
    ap.add_argument("--iterations", type=int, default=None)
    ap.add_argument("--exploration", type=float, default=None, help="the UCT constant of --level for this run")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                    help="an evaluation weight for this run (rules.selva.evaluate.EVAL_WEIGHTS)")
    ap.add_argument("--rollout-turns", type=int, default=None,
                    help="turns a playout runs through (rules.selva.evaluate.ROLLOUT_TURNS; 1: the old horizon)")
    ap.add_argument("--no-deck-inference", action="store_true",
                    help="the opponent's unseen cards from the deck-blind prior (rules.selva.view.INFER_DECK)")
    ap.add_argument("--no-hand-rules", action="store_true",
                    help="mulligan, initial resource and discard searched (rules.selva.evaluate.HAND_RULES)")
    ap.add_argument("-v", action="store_true")
    args = ap.parse_args(argv)
    from rules.selva import evaluate as EV, view as V
    if args.rollout_turns is not None:
        EV.ROLLOUT_TURNS = args.rollout_turns
    if args.no_deck_inference:
        V.INFER_DECK = False
    if args.no_hand_rules:
        EV.HAND_RULES = False
    if args.exploration is not None:
        DESCRIPTOR.ai_budgets[args.level]["exploration"] = args.exploration
    from rules.selva.evaluate import EVAL_WEIGHTS
    for item in args.set:
        key, value = item.split("=", 1)
        if key not in EVAL_WEIGHTS:
            raise SystemExit(f"unknown weight {key!r} (known: {', '.join(EVAL_WEIGHTS)})")
        EVAL_WEIGHTS[key] = float(value)
    if args.what == "yardstick":
        print(yardstick(args.level, args.games or 100, args.seed, args.iterations, args.jobs, args.v))
    elif args.what == "bots":
        a, b = (args.levels + ["hard", "normal"])[:2]
        print(duel(a, b, args.games or 100, args.seed, args.iterations, args.jobs, args.v))
    elif args.what == "times":
        print(decision_times(args.level, args.positions, iterations=args.iterations))
    elif args.what == "decks":
        print(deck_round_robin(args.games or 20, args.level if args.level != "hard" else "normal"))
    else:
        print(random_games(args.games or 200, args.seed))


if __name__ == "__main__":
    main(sys.argv[1:])
