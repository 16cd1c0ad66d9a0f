"""Animal Duel's measurements (no pygame; every function returns a dict of numbers). Long runs: start
them with ``nice``, in the background; they are never tests.

    python -m rules.animal_duel.bench yardstick [--level hard] [--games 100] [--iterations N] [--seed 0]
    python -m rules.animal_duel.bench bots hard careful [--games 100] [--seed S] [--workers 2]   # any two players
    python -m rules.animal_duel.bench bots careful yardstick [--games 400] [--seed S] [--workers 2]
    python -m rules.animal_duel.bench random [--games 400] [--size 4] [--variants kids,habitat]
    python -m rules.animal_duel.bench animals [--games 2000]
    python -m rules.animal_duel.bench sizes [--games 1000]
    python -m rules.animal_duel.bench times [--games 30]           # decision time per level (positions)
    python -m rules.animal_duel.bench fit [--games 450]            # the evaluation's weights, fitted
    python -m rules.animal_duel.bench situationals [--games 24] [--iterations N]   # cards held and played
    python -m rules.animal_duel.bench bots hard careful --games 30 --seed 23000 [--old-hard]   # issue 23 A/B

Issue 23's figures (BENCHMARKS.md, 2026-12-04, Animal Duel): ``bots careful yardstick --games 200 --seed
1000 --workers 2`` (the careful yardstick against the old one), ``bots hard careful --seed 23000`` with the
hard AI as committed and with ``--old-hard`` (the hard AI before issue 23: no SURE_WIN, no pruning, no
late situationals, no held-back values), and the sections ``careful_vs_yardstick``, ``hard_vs_careful``
and ``normal_vs_careful`` of ``python -m bench --only animal_duel`` on fresh seeds.

The players: the AI levels (easy, normal, hard, master), ``yardstick`` (the old rule-based player,
rules/animal_duel/yardstick.py, the easy end) and ``careful`` (the careful rule-based player,
rules/animal_duel/careful.py, the stronger yardstick of issue 23).

``sections()`` gives ``python -m bench`` its Animal Duel sections (the descriptor's ``bench``).

In every match between two players the seats alternate from game to game (the measured player is
seat 0 in even games) and so does the starting seat (every two games), so the first player's
advantage and the seat cancel out. A match always ends with a winner (a tie deals another game).
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
from collections import defaultdict

from bench import kit
from rules.animal_duel import DESCRIPTOR
from rules.animal_duel import evaluate as EV
from rules.animal_duel import policy as PO
from rules.animal_duel import view as VW
from rules.animal_duel.game import RULES
from rules.animal_duel.scoring import preview
from rules.animal_duel.state import PLACE, SITU, TURN
from rules.animal_duel.careful import Careful
from rules.animal_duel.yardstick import Yardstick
from rules.engine.stats import log_likelihood, logistic_fit, wilson  # noqa: F401 (wilson: bench.wilson)

def _cfg(size: int = 4, variants: str = "") -> dict:
    cfg = {"board_size": size}
    for v in filter(None, variants.split(",")):
        cfg[f"variant_{v}"] = True
    return cfg


# the rule-based players: the old yardstick (the easy end) and the careful player (the stronger one)
OWN = {"yardstick": lambda seed: Yardstick(), "careful": lambda seed: Careful()}


def player(kind: str, seed: int, iterations: int | None = None):
    """``yardstick`` or ``careful``, or an AI level (``iterations`` replaces the descriptor's budget for it)."""
    return kit.make_player(kind, seed, budgets=DESCRIPTOR.ai_budgets, own=OWN, iterations=iterations)


def _line_up(a: str, b: str, seed0: int, iterations: int | None):
    """The players of match ``k`` (seed ``seed0 + k``) with ``a`` in seat ``a_seat`` (``iterations``: ``a``'s
    budget when it is an AI), each seeded ``10 * seed + seat``."""
    def line_up(k, a_seat):
        return [player(a, (seed0 + k) * 10 + i, iterations) if i == a_seat else player(b, (seed0 + k) * 10 + i)
                for i in range(2)]
    return line_up


def _starter(cfg: dict):
    """The config of match ``k``: ``cfg``, the starting seat changing every two matches."""
    return lambda k: dict(cfg, starter=(k // 2) % 2)


def duel(a: str, b: str, games: int, cfg: dict | None = None, seed0: int = 0, iterations: int | None = None,
         verbose: bool = False, workers: int = 1) -> dict:
    """``a`` against ``b`` over ``games`` matches; ``iterations`` is ``a``'s budget when it is an AI."""
    def observe(s, res, a_seat):
        return {"first": s.winner == s.starter & 1, "ko": s.reason == "ko", "turns": s.history[-1]["turns"],
                "played": s.games, "winner": s.winner, "life": list(s.life), "reason": s.reason}

    def show(r, done, wins):
        if verbose:
            print(f"  match {r['k']}: {a} seat {r['seat']}, winner seat {r['winner']}, life {r['life']}, "
                  f"{r['reason']}; {a} {wins}/{done}", flush=True)
    f, rows = kit.matches(RULES, games, line_up=_line_up(a, b, seed0, iterations), config=_starter(dict(cfg or {})),
                          seed0=seed0, observe=observe, on_record=show, workers=workers)
    out = {"games": games, "wins": f["wins"], "rate": f["rate"], "ci95_low": f["ci95_low"],
           "ci95_high": f["ci95_high"], "first_player_wins": sum(r["first"] for r in rows) / games,
           "ko_rate": sum(r["ko"] for r in rows) / games, "turns_mean": statistics.mean(r["turns"] for r in rows),
           "games_per_match": sum(r["played"] for r in rows) / games, "decisions": f["decisions"],
           "seconds": f["seconds"]}
    # wall clock, and the CPU time of this process (what a decision costs on this machine when other
    # programs do not share its cores)
    out.update((k, f[k]) for k in ("median_s", "p95_s", "max_s", "median_cpu_s", "p95_cpu_s") if k in f)
    return out


def yardstick(level: str = "hard", games: int = 100, seed0: int = 0, iterations: int | None = None,
              cfg: dict | None = None, verbose: bool = False) -> dict:
    """An AI level against the rule-based yardstick (2 players, 4×4 unless ``cfg`` says otherwise)."""
    out = duel(level, "yardstick", games, cfg, seed0, iterations, verbose)
    out["iterations"] = iterations if iterations is not None else DESCRIPTOR.ai_budgets[level]["iterations"]
    return out


def random_games(n: int, cfg: dict | None = None, seed0: int = 0) -> dict:
    """Random players: game length, K.O. rate, the first player's share, speed of the rules."""
    ends = []
    f = kit.random_games(RULES, dict(cfg or {}), games=n, seed0=seed0, fast=True,
                         on_game=lambda s, _: ends.append((s.winner == s.starter & 1, s.reason == "ko",
                                                           s.history[-1]["turns"], s.games)))
    return {"games": n, "first_player_wins": sum(e[0] for e in ends) / n, "ko_rate": sum(e[1] for e in ends) / n,
            "turns_mean": statistics.mean(e[2] for e in ends), "games_per_match": sum(e[3] for e in ends) / n,
            "matches_per_s": f["games_per_s"], "actions_per_s": f["actions_per_s"]}


def animal_values(n: int, cfg: dict | None = None) -> dict:
    """Mean net life swing of placing each animal under random play (a rough balance check)."""
    cfg = dict(cfg or {})
    tot = defaultdict(float)
    cnt = defaultdict(int)
    deck = None

    def watch(s, act):
        if act.kind == PLACE:
            pv = preview(s, *act.value)
            tot[act.value[0]] += pv["damage_to_opponent"] - pv["damage_to_self"]
            cnt[act.value[0]] += 1
    for seed in range(n):
        s = RULES.new_game(cfg, seed)
        deck = s.deck
        kit.play_random(RULES, s, random.Random(seed), fast=True, watch=watch)
    return {deck.cards[c].key: round(tot[c] / cnt[c], 3) for c in sorted(cnt, key=lambda c: -tot[c] / cnt[c])}


def times(positions: int = 30, levels=("normal", "hard"), seed0: int = 700) -> dict:
    """Decision time per level (wall and CPU) at positions with a choice taken from random games."""
    states = kit.decision_points(RULES, positions, config={}, seed0=seed0, rng_for=kit.shared(random.Random(seed0)),
                                 share=0.25, log=False)
    return {level: {"positions": t["n"], "median_s": t["median_s"], "median_cpu_s": t["median_cpu_s"],
                    "p95_cpu_s": t["p95_cpu_s"], "iterations": DESCRIPTOR.ai_budgets[level]["iterations"]}
            for level, t in kit.level_times(RULES, states, levels, player).items()}


FIT_TERMS = ("life", "reply", "counter", "ko", "exposure", "hand")


def situationals(level: str = "hard", games: int = 24, seed0: int = 0, iterations: int | None = None,
                 cfg: dict | None = None) -> dict:
    """How each side plays its situationals against the yardstick: per card, the turns it was held at
    the start of a turn and the times it was played, for ``level`` and for the yardstick."""
    held = (defaultdict(int), defaultdict(int))
    played = (defaultdict(int), defaultdict(int))
    wins = 0
    line_up, config = _line_up(level, "yardstick", seed0, iterations), _starter(dict(cfg or {}))
    last = None                 # the turn whose start was counted last

    def watch(s, p, act):
        nonlocal last
        side = 0 if p == a_seat else 1
        key = (s.games, s.turn_no)
        if s.phase == TURN and s.turn_actions == 0 and key != last:
            last = key
            for c in s.hands[p]:
                if not s.tb.is_animal[c]:
                    held[side][s.tb.key[c]] += 1
        if act.kind == SITU:
            played[side][s.tb.key[act.value]] += 1
    for k in range(games):
        a_seat, last = k % 2, None
        s = kit.play(RULES, line_up(k, a_seat), config(k), seed0 + k, watch=watch).state
        wins += s.winner == a_seat
    cards = sorted(set(held[0]) | set(held[1]) | set(played[0]) | set(played[1]))
    return {"games": games, "wins": wins,
            "cards": {c: {level: (held[0].get(c, 0), played[0].get(c, 0)),
                          "yardstick": (held[1].get(c, 0), played[1].get(c, 0))} for c in cards}}


def old_hard() -> None:
    """The search's knowledge as before issue 23 (for A/B runs in this process)."""
    EV.SURE_WIN = 1.0
    EV.HELD_BACK.clear()
    PO.PRUNE_EXTINCTION = False
    PO.SITUATIONAL_LAST = False


def _fit_row(s) -> list[float]:
    """The evaluation's terms at a turn start, from team 0's side, in life points (as ``evaluate`` sees
    one deal of the hidden cards: here the true one)."""
    x_life = float(s.life[0] - s.life[1])
    mover = EV.next_placer(s)
    gain, most, card, cell = EV.reach(s, mover)
    sign = 1.0 if mover & 1 == 0 else -1.0
    ko = sign if most >= s.life[1 - (mover & 1)] else 0.0
    counter = EV.answer(s, mover, card, cell) if card >= 0 else 0.0
    ex = EV._exposures(s)
    return [x_life, gain * sign, -counter * sign, ko, ex[0] - ex[1], EV.hand_value(s, 0) - EV.hand_value(s, 1)]


def _fit_data(games: int, seed0: int) -> tuple[list, list]:
    X, Y = [], []
    rows, last = [], None

    def watch(s, p, act):           # a row at every turn start
        nonlocal last
        key = (s.games, s.turn_no)
        if key != last and s.phase == TURN and s.turn_actions == 0:
            rows.append(_fit_row(s))
            last = key
    for k in range(games):
        rows, last = [], None
        s = kit.play(RULES, [Yardstick(), Yardstick()], dict(_cfg(4), starter=(k // 2) % 2), seed0 + k,
                     watch=watch).state
        if s.winner is not None:
            X.extend(rows)
            Y.extend([1.0 if s.winner == 0 else 0.0] * len(rows))
    return X, Y


def fit_weights(games: int = 450, seed0: int = 0) -> dict:
    """The evaluation's weights fitted by logistic regression of the winner on its terms at every turn
    start of ``games`` games between two yardsticks, checked on a third as many others; the weights are
    given in life points (``scale`` is life points per unit of the squash)."""
    X, Y = _fit_data(games, seed0)
    Xt, Yt = _fit_data(max(1, games // 3), seed0 + 50_000)
    w = logistic_fit(X, Y)
    cur = EV.EVAL_WEIGHTS
    now = [1.0 / cur["scale"]] + [cur[k] / cur["scale"] for k in ("reply", "counter")] + [0.0] + \
        [cur[k] / cur["scale"] for k in ("exposure", "hand")]
    out = {"positions": len(X), "test_positions": len(Xt), "scale": 1.0 / w[0]}
    out.update({k: v / w[0] for k, v in zip(FIT_TERMS[1:], w[1:])})
    out["test_loglik_fitted"] = log_likelihood(Xt, Yt, w)
    out["test_loglik_current"] = log_likelihood(Xt, Yt, now)
    return out


def sections() -> dict:
    """The sections of ``python -m bench`` (the descriptor's ``bench``): name -> fn(quick) -> dict."""
    return {
        "random_games": lambda quick: random_games(100 if quick else 400),
        "ai_times": lambda quick: times(8 if quick else 30),
        "hard_vs_yardstick": lambda quick: yardstick("hard", 6 if quick else 100),
        "normal_vs_yardstick": lambda quick: yardstick("normal", 6 if quick else 100),
        # issue 23: the careful yardstick, against the old one and against the AI levels (fresh seeds)
        "careful_vs_yardstick": lambda quick: duel("careful", "yardstick", 40 if quick else 400, seed0=40_000,
                                                   workers=2),
        "hard_vs_careful": lambda quick: duel("hard", "careful", 4 if quick else 100, seed0=50_000, workers=2),
        "normal_vs_careful": lambda quick: duel("normal", "careful", 6 if quick else 100, seed0=50_000, workers=2),
    }


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(prog="python -m rules.animal_duel.bench")
    ap.add_argument("what", choices=["yardstick", "bots", "random", "animals", "sizes", "times", "fit",
                                     "situationals"])
    ap.add_argument("levels", nargs="*")
    ap.add_argument("--level", default="hard")
    ap.add_argument("--games", type=int, default=None)
    ap.add_argument("--iterations", type=int, default=None)
    ap.add_argument("--exploration", type=float, default=None, help="the UCT constant of --level for this run")
    ap.add_argument("--size", type=int, default=4)
    ap.add_argument("--variants", default="")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--workers", type=int, default=1, help="matches played in that many processes")
    ap.add_argument("--whole-tree", action="store_true", help="let the search tree grow past the turn it decides")
    ap.add_argument("--no-held-situationals", action="store_true",
                    help="the evaluation's best placement ignores the situationals held")
    ap.add_argument("--no-hand-inference", action="store_true",
                    help="deal the other side's hidden cards uniformly (no inference from its last placement)")
    ap.add_argument("--no-permanents-in-play", action="store_true",
                    help="the evaluation counts only the situationals held, not the permanents in play")
    ap.add_argument("--mixmax", type=float, default=None, help="the search's mixmax share of --level for this run")
    ap.add_argument("--no-expansion-order", action="store_true",
                    help="the search tries a node's untried actions at random, not the best placements first")
    ap.add_argument("--old-hard", action="store_true",
                    help="the search as before issue 23 (a lead as good as a win, Extinción searched while ahead, "
                         "no late situationals, no held-back values)")
    ap.add_argument("-v", action="store_true")
    args = ap.parse_args(argv)
    if args.old_hard:
        old_hard()
    if args.mixmax is not None:
        DESCRIPTOR.ai_budgets[args.level]["mixmax"] = args.mixmax
    if args.no_expansion_order:
        PO.EXPANSION_ORDER = False
    if args.no_permanents_in_play:
        EV.PERMANENTS_IN_PLAY = False
    if args.no_hand_inference:
        VW.HAND_INFERENCE = False
    if args.whole_tree:
        EV.TREE_TURN_ONLY = False
    if args.no_held_situationals:
        EV.USE_BOOSTS = False
    if args.exploration is not None:
        DESCRIPTOR.ai_budgets[args.level]["exploration"] = args.exploration
    cfg = _cfg(args.size, args.variants)
    if args.what == "yardstick":
        print(yardstick(args.level, args.games or 100, args.seed, args.iterations, cfg, args.v))
    elif args.what == "bots":
        a, b = (args.levels + ["normal", "normal"])[:2]
        print(duel(a, b, args.games or 100, cfg, args.seed, args.iterations, args.v, args.workers))
    elif args.what == "random":
        print(random_games(args.games or 400, cfg, args.seed))
    elif args.what == "situationals":
        out = situationals(args.level, args.games or 24, args.seed, args.iterations, cfg)
        print(f"{args.level} won {out['wins']}/{out['games']}; per card: turns held at a turn's start, plays")
        for c, row in out["cards"].items():
            (h0, p0), (h1, p1) = row[args.level], row["yardstick"]
            print(f"  {c:22s} {args.level} {h0:3d} held {p0:3d} played   yardstick {h1:3d} held {p1:3d} played")
    elif args.what == "fit":
        print(fit_weights(args.games or 450, args.seed))
    elif args.what == "times":
        print(times(args.games or 30))
    elif args.what == "animals":
        for k, v in animal_values(args.games or 2000, cfg).items():
            print(f"  {k:18s} {v:+.3f}")
    else:
        for size in (3, 4, 5):
            print(size, random_games(args.games or 1000, _cfg(size, args.variants), args.seed))


if __name__ == "__main__":
    main(sys.argv[1:])
