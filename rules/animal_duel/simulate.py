"""Balance and AI measurements for Animal Duel (a script, not a test):

    python -m rules.animal_duel.simulate random [--games 400] [--size 4] [--variants kids,habitat,...]
    python -m rules.animal_duel.simulate bots normal normal [--games 100] [--size 4]
    python -m rules.animal_duel.simulate bots hard easy [--games 100]
    python -m rules.animal_duel.simulate animals [--games 2000]      # per-animal placement value
    python -m rules.animal_duel.simulate sizes [--games 1000]        # game length and K.O. rate

Bots alternate seats from game to game, so first-player and level effects separate.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import defaultdict

import rules.animal_duel.rules as g

from rules.animal_duel.game import RULES
from rules.ai import make_bot


def _cfg(size: int, variants: str) -> dict:
    cfg = {"board_size": size}
    for v in filter(None, variants.split(",")):
        cfg[f"variant_{v}"] = True
    return cfg


def random_games(n: int, cfg: dict, seed0: int = 0) -> dict:
    first = 0
    ko = 0
    turns = []
    games = 0
    t0 = time.perf_counter()
    actions = 0
    for seed in range(seed0, seed0 + n):
        s = g.new_game(cfg, seed)
        rng = random.Random(seed)
        while g.current_player(s) is not None:
            legal = g.legal_actions(s)
            g.fast_apply(s, legal[rng.randrange(len(legal))])
            actions += 1
        if s.winner == s.starter & 1:
            first += 1
        ko += s.reason == "ko"
        turns.append(s.history[-1]["turns"])
        games += s.games
    dt = time.perf_counter() - t0
    return {"games": n, "first_player_wins": first / n, "ko_rate": ko / n,
            "turns_mean": statistics.mean(turns), "games_per_match": games / n,
            "matches_per_s": n / dt, "actions_per_s": actions / dt}


def bot_games(a: str, b: str, n: int, cfg: dict, seed0: int = 0, verbose: bool = False) -> dict:
    """Level ``a`` against level ``b``; seats alternate (a is seat 0 in even games)."""
    wins_a = 0
    first = 0
    ko = 0
    turns = []
    matches_games = 0
    times = defaultdict(list)
    for k in range(n):
        seed = seed0 + k
        s = g.new_game(dict(cfg, starter=(k // 2) % 2), seed)
        levels = [a, b] if k % 2 == 0 else [b, a]
        bots = [make_bot(levels[i], seed * 10 + i) for i in range(2)]
        while (p := g.current_player(s)) is not None:
            t0 = time.perf_counter()
            act = bots[p].choose(RULES, s, p)
            dt = time.perf_counter() - t0
            if len(g.legal_actions(s)) > 1:
                times[levels[p]].append(dt)
            g.apply(s, act, log=False)
        a_seat = 0 if k % 2 == 0 else 1
        if s.winner == a_seat:
            wins_a += 1
        if s.winner == s.starter & 1:
            first += 1
        ko += s.reason == "ko"
        turns.append(s.history[-1]["turns"])
        matches_games += s.games
        if verbose:
            print(f"  game {k}: winner seat {s.winner} life {s.life} reason {s.reason} "
                  f"a={a_seat} running {wins_a}/{k + 1}", flush=True)
    out = {"games": n, f"{a}_wins": wins_a / n, "first_player_wins": first / n, "ko_rate": ko / n,
           "turns_mean": statistics.mean(turns), "games_per_match": matches_games / n}
    for lvl, ts in times.items():
        out[f"{lvl}_median_s"] = statistics.median(ts)
        out[f"{lvl}_p95_s"] = sorted(ts)[int(0.95 * (len(ts) - 1))]
    return out


def animal_values(n: int, cfg: dict) -> dict:
    """Mean net life swing of placing each animal (random play): a rough balance check."""
    from rules.animal_duel.cards import load_deck
    deck = load_deck()
    tot = defaultdict(float)
    cnt = defaultdict(int)
    for seed in range(n):
        s = g.new_game(cfg, seed)
        rng = random.Random(seed)
        while g.current_player(s) is not None:
            legal = g.legal_actions(s)
            act = legal[rng.randrange(len(legal))]
            if act.kind == g.PLACE:
                pv = g.preview(s, *act.value)
                tot[act.value[0]] += pv["damage_to_opponent"] - pv["damage_to_self"]
                cnt[act.value[0]] += 1
            g.fast_apply(s, act)
    return {deck.cards[c].key: round(tot[c] / cnt[c], 3) for c in sorted(cnt, key=lambda c: -tot[c] / cnt[c])}


def main(argv=None) -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("what", choices=["random", "bots", "animals", "sizes"])
    ap.add_argument("levels", nargs="*")
    ap.add_argument("--games", type=int, default=None)
    ap.add_argument("--size", type=int, default=4)
    ap.add_argument("--variants", default="")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("-v", action="store_true")
    args = ap.parse_args(argv)
    cfg = _cfg(args.size, args.variants)
    if args.what == "random":
        print(random_games(args.games or 400, cfg, args.seed))
    elif args.what == "bots":
        a, b = (args.levels + ["normal", "normal"])[:2]
        print(bot_games(a, b, args.games or 100, cfg, args.seed, args.v))
    elif args.what == "animals":
        for k, v in animal_values(args.games or 2000, cfg).items():
            print(f"  {k:18s} {v:+.3f}")
    else:
        for size in (3, 4, 5):
            print(size, random_games(args.games or 1000, _cfg(size, args.variants), args.seed))


if __name__ == "__main__":
    main(sys.argv[1:])


def variant_module(**overrides):
    """A copy of the game module's protocol with some functions replaced (for A/B tests of the AI)."""
    import types
    ns = types.SimpleNamespace(**{k: getattr(g, k) for k in dir(g) if not k.startswith("_")})
    for k, v in overrides.items():
        setattr(ns, k, v)
    return ns


def ab_games(mod_a, mod_b, level: str, n: int, cfg: dict, seed0: int = 0) -> dict:
    """Bot ``level`` thinking with ``mod_a`` against the same level thinking with ``mod_b``."""
    wins_a = 0
    for k in range(n):
        seed = seed0 + k
        s = g.new_game(dict(cfg, starter=(k // 2) % 2), seed)
        a_seat = k % 2
        mods = [mod_a, mod_b] if a_seat == 0 else [mod_b, mod_a]
        bots = [make_bot(level, seed * 10 + i) for i in range(2)]
        while (p := g.current_player(s)) is not None:
            act = bots[p].choose(mods[p], s, p)
            g.apply(s, act, log=False)
        wins_a += s.winner == a_seat
    return {"games": n, "a_wins": wins_a / n}
