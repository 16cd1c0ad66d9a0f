"""Selva's measurements (no pygame; every function returns a dict of numbers). Long runs: start them
with ``nice``, in the background; they are never tests.

    python -m rules.selva.bench yardstick [--level hard] [--against yardstick|careful] [--games 100]
        [--iterations N] [--seed 0] [--jobs 1]
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
import statistics
import sys
import time

from bench import kit
from rules.selva import DESCRIPTOR
from rules.selva.cards import load_pool
from rules.selva.decks import prebuilt
from rules.selva.game import RULES
from rules.selva.careful import Careful
from rules.selva.yardstick import Yardstick

YARDSTICKS = {"yardstick": Yardstick, "careful": Careful}      # the easy end, the careful player

def player(kind: str, seed: int, iterations: int | None = None):
    """``yardstick`` or ``careful``, or an AI level (``iterations`` replaces the descriptor's budget for it)."""
    return kit.make_player(kind, seed, budgets=DESCRIPTOR.ai_budgets, own=YARDSTICKS,
                           iterations=iterations)


def deck_pairs() -> list[tuple[str, str]]:
    ids = [d.id for d in prebuilt(load_pool())]
    return [(a, b) for a in ids for b in ids if a != b]


def _decks(k: int, pairs: list) -> tuple[str, str]:
    """Match ``k``'s decks: (the measured player's, the other's), the pair ``k // 2`` in turn."""
    return pairs[(k // 2) % len(pairs)]


def duel(a: str, b: str, games: int, seed0: int = 0, iterations: int | None = None, jobs: int = 1,
         verbose: bool = False, cfg: dict | None = None) -> dict:
    """``a`` against ``b`` over ``games`` matches; ``iterations`` is ``a``'s budget when it is an AI. Match
    ``k``: ``a``'s seat is ``k % 2``, the deck pair ``k // 2`` in turn (``jobs``: matches at once)."""
    pairs = deck_pairs()

    def config(k):
        da, db = _decks(k, pairs)
        return dict(cfg or {}, decks=[da, db] if k % 2 == 0 else [db, da])

    def line_up(k, a_seat):
        seed = seed0 + k
        return [player(a, seed * 10 + i, iterations) if i == a_seat else player(b, seed * 10 + i) for i in range(2)]

    def observe(s, res, a_seat):
        return {"games_won": sum(1 for h in s.history if h["winner"] == a_seat), "played": len(s.history),
                "turns": [h["turns"] for h in s.history]}
    t_start = time.perf_counter()

    def show(r, done, wins):
        if verbose:
            da, db = _decks(r["k"], pairs)
            print(f"  match {r['k']}: {a} {'won' if r['win'] else 'lost'} with {da} v {db}; "
                  f"{wins}/{done}  [{time.perf_counter() - t_start:.0f} s]", flush=True)
    f, rows = kit.matches(RULES, games, line_up=line_up, config=config, seed0=seed0, observe=observe,
                          on_record=show, workers=jobs)
    return _duel_figures(f, rows, pairs)


def table_config(players: int, k: int) -> dict:
    """The config of game ``k`` of ``python -m bench``'s ai_table: the deck pairs in turn, as in :func:`duel`
    (the measured player's deck first when it sits in seat 0)."""
    da, db = _decks(k, deck_pairs())
    return {"decks": [da, db] if k % 2 == 0 else [db, da]}


def _duel_figures(f: dict, rows: list, pairs: list) -> dict:
    """The figures of a :func:`duel`: the kit's, the games within the matches and the wins per deck."""
    per_deck: dict = {}
    for r in rows:
        d = per_deck.setdefault(_decks(r["k"], pairs)[0], [0, 0])
        d[0] += r["win"]
        d[1] += 1
    games_won, games_played = sum(r["games_won"] for r in rows), sum(r["played"] for r in rows)
    turns = [t for r in rows for t in r["turns"]]
    out = {"matches": f["games"], "wins": f["wins"], "rate": f["rate"], "ci95_low": f["ci95_low"],
           "ci95_high": f["ci95_high"], "game_rate": games_won / max(1, games_played), "games": games_played,
           "turns_per_game": statistics.mean(turns) if turns else 0.0, "decisions": f["decisions"],
           "seconds": f["seconds"], "by_deck": {d: round(w / n, 3) for d, (w, n) in sorted(per_deck.items())}}
    # wall clock (what a player waits on this shared machine), and the CPU time of the process (what a
    # decision costs when no other program shares the cores)
    out.update((k, f[k]) for k in ("median_s", "p95_s", "max_s", "median_cpu_s", "p95_cpu_s") if k in f)
    return out


def yardstick(level: str = "hard", games: int = 100, seed0: int = 0, iterations: int | None = None,
              jobs: int = 1, verbose: bool = False, against: str = "yardstick") -> dict:
    """An AI level against a rule-based yardstick (``against``: the old ``yardstick``, the easy end, or
    the ``careful`` player)."""
    out = duel(level, against, games, seed0, iterations, jobs, verbose)
    out["iterations"] = iterations if iterations is not None else DESCRIPTOR.ai_budgets[level]["iterations"]
    out["against"] = against
    return out


def decision_times(level: str = "hard", positions: int = 40, seed0: int = 900, iterations: int | None = None) -> dict:
    """Wall-clock time of one decision of ``level`` at positions taken from seeded random matches."""
    pos = kit.decision_points(RULES, positions, config={}, seed0=seed0, share=0.04, max_games=200, log=False,
                              keep=lambda s: s.phase not in ("mulligan", "swap"))
    d = kit.decision_times(RULES, pos, lambda i: player(level, i, iterations))
    t = kit.timing(d["wall"], d["cpu"])
    return {"level": level, "positions": t["n"], "median_s": t["median_s"], "p95_s": t["p95_s"],
            "max_s": t["max_s"], "median_cpu_s": t["median_cpu_s"], "p95_cpu_s": t["p95_cpu_s"]}


def random_games(n: int = 200, seed0: int = 0) -> dict:
    """Random players: speed of the rules, match and game lengths, the starter's share of games."""
    games = []
    f = kit.random_games(RULES, {}, games=n, seed0=seed0, fast=True, on_game=lambda s, _: games.extend(s.history))
    turns = [h["turns"] for h in games]
    first = sum(h["winner"] == h["starter"] for h in games)
    return {"matches": n, "matches_per_s": f["games_per_s"], "actions_per_s": f["actions_per_s"],
            "games_per_match": len(games) / n, "turns_per_game": statistics.mean(turns),
            "starter_wins": first / max(1, len(games))}


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
                s = kit.play(RULES, [player(level, seed * 10), player(level, seed * 10 + 1)], {"decks": decks},
                             seed).state
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
        # issue 23: the careful player against the old yardstick, and the levels against the careful one
        # (fresh seeds: 3000 on, the seeds the 2026-12-04 record used)
        "careful_vs_yardstick": lambda quick: duel("careful", "yardstick", 8 if quick else 96, 0, jobs=2),
        "hard_vs_careful": lambda quick: yardstick("hard", 4 if quick else 40, 3000, jobs=2, against="careful"),
        "normal_vs_careful": lambda quick: yardstick("normal", 4 if quick else 40, 3000, jobs=2, against="careful"),
        "decks": lambda quick: deck_round_robin(1 if quick else 20),
    }


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(prog="python -m rules.selva.bench")
    ap.add_argument("what", choices=["yardstick", "bots", "times", "random", "decks"])
    ap.add_argument("levels", nargs="*")
    ap.add_argument("--level", default="hard")
    ap.add_argument("--against", default="yardstick", choices=sorted(YARDSTICKS),
                    help="the rule-based player measured against (yardstick: the easy end; careful)")
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
        print(yardstick(args.level, args.games or 100, args.seed, args.iterations, args.jobs, args.v, args.against))
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
