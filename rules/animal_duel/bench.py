"""Animal Duel's measurements (no pygame; every function returns a dict of numbers). Long runs: start
them with ``nice``, in the background; they are never tests.

    python -m rules.animal_duel.bench yardstick [--level hard] [--games 100] [--iterations N] [--seed 0]
    python -m rules.animal_duel.bench bots hard normal [--games 100]
    python -m rules.animal_duel.bench random [--games 400] [--size 4] [--variants kids,habitat]
    python -m rules.animal_duel.bench animals [--games 2000]
    python -m rules.animal_duel.bench sizes [--games 1000]
    python -m rules.animal_duel.bench times [--games 30]           # decision time per level (positions)
    python -m rules.animal_duel.bench fit [--games 450]            # the evaluation's weights, fitted
    python -m rules.animal_duel.bench situationals [--games 24] [--iterations N]   # cards held and played

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
import time
from collections import defaultdict

from rules.ai import make_bot
from rules.animal_duel import DESCRIPTOR
from rules.animal_duel import evaluate as EV
from rules.animal_duel import policy as PO
from rules.animal_duel import view as VW
from rules.animal_duel.game import RULES
from rules.animal_duel.scoring import preview
from rules.animal_duel.state import PLACE, SITU, TURN
from rules.animal_duel.yardstick import Yardstick
from rules.engine.stats import log_likelihood, logistic_fit, wilson

def _cfg(size: int = 4, variants: str = "") -> dict:
    cfg = {"board_size": size}
    for v in filter(None, variants.split(",")):
        cfg[f"variant_{v}"] = True
    return cfg


def player(kind: str, seed: int, iterations: int | None = None):
    """``yardstick``, or an AI level (``iterations`` replaces the descriptor's budget for it)."""
    if kind == "yardstick":
        return Yardstick()
    budgets = dict(DESCRIPTOR.ai_budgets)
    if iterations is not None and kind in budgets:
        budgets[kind] = dict(budgets[kind], iterations=iterations)
    return make_bot(kind, seed, budgets)


def _match(a: str, b: str, k: int, seed0: int, cfg: dict, iterations: int | None):
    """Match ``k`` of a run: its new state, ``a``'s seat (alternating, and the starting seat every two
    matches) and the two players (``iterations``: ``a``'s budget when it is an AI)."""
    seed = seed0 + k
    s = RULES.new_game(dict(cfg, starter=(k // 2) % 2), seed)
    a_seat = k % 2
    seats = [None, None]
    seats[a_seat] = player(a, seed * 10 + a_seat, iterations)
    seats[1 - a_seat] = player(b, seed * 10 + 1 - a_seat)
    return s, a_seat, seats


def duel(a: str, b: str, games: int, cfg: dict | None = None, seed0: int = 0, iterations: int | None = None,
         verbose: bool = False) -> dict:
    """``a`` against ``b`` over ``games`` matches; ``iterations`` is ``a``'s budget when it is an AI."""
    cfg = dict(cfg or {})
    wins = 0
    first = 0
    ko = 0
    turns = []
    played = 0
    times: list[float] = []
    cpu: list[float] = []
    t_start = time.perf_counter()
    for k in range(games):
        s, a_seat, seats = _match(a, b, k, seed0, cfg, iterations)
        while (p := RULES.current_player(s)) is not None:
            many = len(RULES.legal_actions(s)) > 1
            t0, c0 = time.perf_counter(), time.process_time()
            act = seats[p].choose(RULES, s, p)
            if many and p == a_seat:
                times.append(time.perf_counter() - t0)
                cpu.append(time.process_time() - c0)
            RULES.apply(s, act, log=False)
        wins += s.winner == a_seat
        first += s.winner == s.starter & 1
        ko += s.reason == "ko"
        turns.append(s.history[-1]["turns"])
        played += s.games
        if verbose:
            print(f"  match {k}: {a} seat {a_seat}, winner seat {s.winner}, life {s.life}, {s.reason}; "
                  f"{a} {wins}/{k + 1}", flush=True)
    lo, hi = wilson(wins, games)
    out = {"games": games, "wins": wins, "rate": wins / games, "ci95_low": lo, "ci95_high": hi,
           "first_player_wins": first / games, "ko_rate": ko / games, "turns_mean": statistics.mean(turns),
           "games_per_match": played / games, "decisions": len(times),
           "seconds": time.perf_counter() - t_start}
    if times:
        # wall clock, and the CPU time of this process (what a decision costs on this machine when
        # other programs do not share its cores)
        out["median_s"] = statistics.median(times)
        out["p95_s"] = sorted(times)[int(0.95 * (len(times) - 1))]
        out["max_s"] = max(times)
        out["median_cpu_s"] = statistics.median(cpu)
        out["p95_cpu_s"] = sorted(cpu)[int(0.95 * (len(cpu) - 1))]
    return out


def yardstick(level: str = "hard", games: int = 100, seed0: int = 0, iterations: int | None = None,
              cfg: dict | None = None, verbose: bool = False) -> dict:
    """An AI level against the rule-based yardstick (2 players, 4×4 unless ``cfg`` says otherwise)."""
    out = duel(level, "yardstick", games, cfg, seed0, iterations, verbose)
    out["iterations"] = iterations if iterations is not None else DESCRIPTOR.ai_budgets[level]["iterations"]
    return out


def random_games(n: int, cfg: dict | None = None, seed0: int = 0) -> dict:
    """Random players: game length, K.O. rate, the first player's share, speed of the rules."""
    cfg = dict(cfg or {})
    first = ko = games = actions = 0
    turns = []
    t0 = time.perf_counter()
    for seed in range(seed0, seed0 + n):
        s = RULES.new_game(cfg, seed)
        rng = random.Random(seed)
        while RULES.current_player(s) is not None:
            legal = RULES.legal_actions(s)
            RULES.fast_apply(s, legal[rng.randrange(len(legal))])
            actions += 1
        first += s.winner == s.starter & 1
        ko += s.reason == "ko"
        turns.append(s.history[-1]["turns"])
        games += s.games
    dt = time.perf_counter() - t0
    return {"games": n, "first_player_wins": first / n, "ko_rate": ko / n, "turns_mean": statistics.mean(turns),
            "games_per_match": games / n, "matches_per_s": n / dt, "actions_per_s": actions / dt}


def animal_values(n: int, cfg: dict | None = None) -> dict:
    """Mean net life swing of placing each animal under random play (a rough balance check)."""
    cfg = dict(cfg or {})
    tot = defaultdict(float)
    cnt = defaultdict(int)
    deck = None
    for seed in range(n):
        s = RULES.new_game(cfg, seed)
        deck = s.deck
        rng = random.Random(seed)
        while RULES.current_player(s) is not None:
            legal = RULES.legal_actions(s)
            act = legal[rng.randrange(len(legal))]
            if act.kind == PLACE:
                pv = preview(s, *act.value)
                tot[act.value[0]] += pv["damage_to_opponent"] - pv["damage_to_self"]
                cnt[act.value[0]] += 1
            RULES.fast_apply(s, act)
    return {deck.cards[c].key: round(tot[c] / cnt[c], 3) for c in sorted(cnt, key=lambda c: -tot[c] / cnt[c])}


def times(positions: int = 30, levels=("normal", "hard"), seed0: int = 700) -> dict:
    """Decision time per level (wall and CPU) at positions with a choice taken from random games."""
    rng = random.Random(seed0)
    states = []
    seed = seed0
    while len(states) < positions:
        s = RULES.new_game({}, seed)
        seed += 1
        while RULES.current_player(s) is not None:
            if len(RULES.legal_actions(s)) > 1 and rng.random() < 0.25:
                states.append(s.clone())
            RULES.apply(s, rng.choice(RULES.legal_actions(s)), log=False)
    out = {}
    for level in levels:
        wall, cpu = [], []
        for i, s in enumerate(states[:positions]):
            bot = player(level, i)
            t0, c0 = time.perf_counter(), time.process_time()
            bot.choose(RULES, s, RULES.current_player(s))
            wall.append(time.perf_counter() - t0)
            cpu.append(time.process_time() - c0)
        out[level] = {"positions": len(wall), "median_s": statistics.median(wall),
                      "median_cpu_s": statistics.median(cpu), "p95_cpu_s": sorted(cpu)[int(0.95 * (len(cpu) - 1))],
                      "iterations": DESCRIPTOR.ai_budgets[level]["iterations"]}
    return out


FIT_TERMS = ("life", "reply", "counter", "ko", "exposure", "hand")


def situationals(level: str = "hard", games: int = 24, seed0: int = 0, iterations: int | None = None,
                 cfg: dict | None = None) -> dict:
    """How each side plays its situationals against the yardstick: per card, the turns it was held at
    the start of a turn and the times it was played, for ``level`` and for the yardstick."""
    cfg = dict(cfg or {})
    held = (defaultdict(int), defaultdict(int))
    played = (defaultdict(int), defaultdict(int))
    wins = 0
    for k in range(games):
        s, a_seat, seats = _match(level, "yardstick", k, seed0, cfg, iterations)
        last = None
        while (p := RULES.current_player(s)) is not None:
            side = 0 if p == a_seat else 1
            key = (s.games, s.turn_no)
            if s.phase == TURN and s.turn_actions == 0 and key != last:
                last = key
                for c in s.hands[p]:
                    if not s.tb.is_animal[c]:
                        held[side][s.tb.key[c]] += 1
            act = seats[p].choose(RULES, s, p)
            if act.kind == SITU:
                played[side][s.tb.key[act.value]] += 1
            RULES.apply(s, act, log=False)
        wins += s.winner == a_seat
    cards = sorted(set(held[0]) | set(held[1]) | set(played[0]) | set(played[1]))
    return {"games": games, "wins": wins,
            "cards": {c: {level: (held[0].get(c, 0), played[0].get(c, 0)),
                          "yardstick": (held[1].get(c, 0), played[1].get(c, 0))} for c in cards}}


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
    for k in range(games):
        s = RULES.new_game(dict(_cfg(4), starter=(k // 2) % 2), seed0 + k)
        players = [Yardstick(), Yardstick()]
        rows, last = [], None
        while (p := RULES.current_player(s)) is not None:
            key = (s.games, s.turn_no)
            if key != last and s.phase == TURN and s.turn_actions == 0:
                rows.append(_fit_row(s))
                last = key
            RULES.apply(s, players[p].choose(RULES, s, p), log=False)
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
    ap.add_argument("-v", action="store_true")
    args = ap.parse_args(argv)
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
        print(duel(a, b, args.games or 100, cfg, args.seed, args.iterations, args.v))
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
