"""Measurements of Dominant Species (no pygame): random games per second, actions per game, AI
decision times per level, the hard level's win rate against heuristic players, and how the easy and
normal players' games end (the share that reaches the Ice Age card, and in how many turns).

    python -m rules.dominant_species.bench                 # speed and decision times
    python -m rules.dominant_species.bench --winrate 100   # + hard vs two heuristic players, 3 players
    python -m rules.dominant_species.bench --winrate 50 --start 50 --out part2.jsonl
    python -m rules.dominant_species.bench --games 0 --times 0 --ice-age 100   # easy/normal games' ends
    # a level against two yardsticks (heuristic: the old one; careful: careful.py), seats rotating
    python -m rules.dominant_species.bench --games 0 --times 0 --level hard --against careful \
        --vs-games 30 --seed0 2000 --workers 2

Run long measurements in the background with ``nice -n 10``. Timings are wall clock on this machine
(they are measurements, never asserted); win rates are reproducible (iteration budgets, fixed seeds).
"""
from __future__ import annotations

import argparse
import json
import statistics

from bench import kit
from rules.engine.rng import RNG


def _rules():
    from rules.dominant_species.game import RULES
    return RULES


def random_games(players: int, games: int = 20, seed: int = 0, multi: bool = False) -> dict:
    """Uniformly random games: games per second and actions per game."""
    turns = []
    f = kit.random_games(_rules(), {"players": players, "multi_animal": multi}, games=games, seed0=seed,
                         rng_for=RNG, log=False, on_game=lambda s, n: turns.append(s.turn))
    return {"players": players, "multi_animal": multi, "games": games, "games_per_s": round(f["games_per_s"], 2),
            "actions_per_game": round(f["actions_per_game"], 1), "turns_per_game": round(sum(turns) / games, 1),
            "us_per_action": round(f["seconds"] / f["actions"] * 1e6, 1)}


def make(level: str, seed: int):
    from rules.dominant_species.ai import make_bot
    return make_bot(level, seed)


# the yardsticks: the old one-ply heuristic (the easy end) and the careful player (careful.py)
YARDSTICKS = ("heuristic", "careful")
PLAYERS = ("easy", "normal", "hard", "master") + YARDSTICKS


def player(kind: str, seed: int):
    """A level or a yardstick by name, through the bench kit (the game's own players)."""
    from rules.dominant_species import DESCRIPTOR
    from rules.dominant_species.ai import make_bot
    own = {k: (lambda sd, k=k: make_bot(k, sd)) for k in PLAYERS}
    return kit.make_player(kind, seed, budgets=DESCRIPTOR.ai_budgets, own=own)


def against(level: str, yard: str, players: int = 3, games: int = 40, first: int = 0, seed0: int = 0,
            workers: int = 1, on_record=None) -> tuple[dict, list]:
    """``level`` against ``players - 1`` players ``yard``, game ``k`` of seed ``seed0 + k`` with ``level``
    in seat ``k % players`` (its seed ``seed0 + k``, the others' ``seed0 + 10 k + seat``); a win is first
    place, shared or not. ``workers``: games in that many processes."""
    def line_up(k, seat):
        bots = [player(yard, seed0 + k * 10 + i) for i in range(players)]
        bots[seat] = player(level, seed0 + k)
        return bots
    return kit.head_to_head(_rules(), games, players=players, line_up=line_up,
                            config={"players": players, "multi_animal": False}, first=first, seed0=seed0,
                            on_record=on_record, workers=workers, win=lambda s, r, seat: r.places[seat] == 1)


def vs_yardstick(level: str, yard: str, games: int, seed0: int = 0, workers: int = 1, players: int = 3) -> dict:
    """:func:`against`'s figures rounded for the record: wins, rate, Wilson interval, mean margin, the
    measured level's decision times (median, p95; wall clock on this machine)."""
    f, _ = against(level, yard, players, games, seed0=seed0, workers=workers)
    r = lambda x: round(x, 4)   # noqa: E731
    return {"level": level, "against": yard, "players": players, "games": f["games"], "seed0": seed0,
            "wins": f["wins"], "rate": r(f["rate"]), "ci95": [r(f["ci95_low"]), r(f["ci95_high"])],
            "chance": r(f["chance"]), "mean_margin": round(f.get("mean_margin", 0.0), 1),
            "median_s": r(f.get("median_s", 0.0)), "p95_s": r(f.get("p95_s", 0.0))}


HARD_GAMES = 27
# the record of BENCHMARKS.md (Dominant Species, issue 23): (level, yardstick, games, first seed)
RECORD = (("careful", "heuristic", 24, 500), ("normal", "careful", 30, 2000), ("easy", "careful", 30, 2000),
          ("hard", "careful", HARD_GAMES, 2000))


def _against_heuristics(level: str, players: int, games: int, first: int = 0, seed0: int = 0,
                        on_record=None) -> tuple[dict, list]:
    """``level`` against heuristic players, game ``k`` (``first``, ``first + 1``, …) of seed ``seed0 + k``
    with ``level`` in seat ``k % players`` (its seed ``seed0 + k``, the heuristic players'
    ``seed0 + 10 k + seat``); a win is first place, shared or not."""
    def line_up(k, seat):
        bots = [make("heuristic", seed0 + k * 10 + i) for i in range(players)]
        bots[seat] = make(level, seed0 + k)
        return bots
    return kit.head_to_head(_rules(), games, players=players, line_up=line_up, config={"players": players,
                            "multi_animal": False}, first=first, seed0=seed0, on_record=on_record,
                            win=lambda s, r, seat: r.places[seat] == 1)


def decision_times(level: str, players: int = 3, games: int = 1, seed: int = 0) -> dict:
    """Median and 95th percentile of ``level``'s decisions (with a real choice) in whole games
    against heuristic players."""
    f, _ = _against_heuristics(level, players, games, seed0=seed)
    return {"level": level, "players": players, "decisions": f["decisions"],
            "median_s": round(f["median_s"], 6) if f["decisions"] else None,
            "p95_s": round(f["p95_s"], 6) if f["decisions"] else None}


def win_rate(games: int = 100, start: int = 0, players: int = 3, out: str | None = None,
             level: str = "hard") -> dict:
    """``level`` against heuristic players, seat rotating with the seed: wins (first place) out of
    ``games``; each game's record goes to ``out`` (JSON lines) as it ends."""
    def record(r, done, wins):
        if out:
            rec = {"game": r["k"], "seat": r["seat"], "win": r["win"], "scores": r["scores"], "margin": r["margin"],
                   "actions": r["actions"], "median_s": round(statistics.median(r["wall"]), 4)}
            with open(out, "a", encoding="utf-8") as fh:
                fh.write(json.dumps(rec) + "\n")
    f, _ = _against_heuristics(level, players, games, first=start, on_record=record)
    return {"level": level, "players": players, "games": games, "wins": f["wins"],
            "win_rate": round(f["wins"] / games, 3), "chance": round(1 / players, 3),
            "mean_margin": round(f["mean_margin"], 1),
            "median_s": round(f["median_s"], 4) if f["decisions"] else None,
            "p95_s": round(f["p95_s"], 4) if f["decisions"] else None}


# an AI-only game that has not ended after this many actions is counted as unfinished and left: a guard
# of the measuring loop, not a rule (the rules end a game only by the Ice Age card, or when no species
# can ever come back: flow.game_ends_now)
MAX_ACTIONS = 20_000


def _mix(g: int, levels: tuple) -> tuple:
    """Game ``g`` of the mix: (players, multi_animal, seats) — 2 to 6 players in turn, the 2–3 player
    rule every other time it applies, each seat one of ``levels`` at random (seeded by g)."""
    n = 2 + g % 5
    multi = n <= 3 and (g // 5) % 2 == 1
    rng = RNG(7919 * g + 1)
    return n, multi, [levels[rng.randrange(len(levels))] for _ in range(n)]


def ice_age_games(games: int = 50, start: int = 0, levels: tuple = ("easy", "normal"),
                  out: str | None = None) -> dict:
    """Games whose seats are all ``levels`` (a mix of player counts and seats, :func:`_mix`): the share
    that reaches the Ice Age card, the other ends (no species can ever come back; unfinished after
    MAX_ACTIONS), the mean and the largest number of turns."""
    ends = {"ice_age": 0, "no_species_left": 0, "unfinished": 0}
    turns, actions = [], []
    for g in range(start, start + games):
        n, multi, seats = _mix(g, levels)
        bots = [make(level, g * 10 + i) for i, level in enumerate(seats)]
        played = kit.play(_rules(), bots, {"players": n, "multi_animal": multi}, g, max_actions=MAX_ACTIONS)
        s, k = played.state, played.actions
        end = "ice_age" if s.last_turn else ("unfinished" if played.result is None else "no_species_left")
        ends[end] += 1
        turns.append(s.turn)
        actions.append(k)
        if out:
            with open(out, "a", encoding="utf-8") as fh:
                fh.write(json.dumps({"game": g, "players": n, "multi_animal": multi, "seats": seats, "end": end,
                                     "turns": s.turn, "actions": k}) + "\n")
    return {"levels": list(levels), "games": games, "reached_ice_age": ends["ice_age"],
            "share_ice_age": round(ends["ice_age"] / games, 3), "ends": ends,
            "mean_turns": round(sum(turns) / games, 1), "max_turns": max(turns),
            "mean_actions": round(sum(actions) / games, 1)}


def _shown(fn):
    """``fn`` whose figures are also printed (one JSON line) as ``python -m bench`` runs it."""
    def run(quick):
        out = fn(quick)
        print(json.dumps(out), flush=True)
        return out
    return run


def sections() -> dict:
    """The sections of ``python -m bench`` (the descriptor's ``bench``): name -> fn(quick) -> dict."""
    return {name: _shown(fn) for name, fn in {
        "random_games": lambda quick: {n: random_games(n, 3 if quick else 20) for n in range(2, 7)},
        "ai_times": lambda quick: {lv: decision_times(lv, 3, 1) for lv in ("easy", "normal", "hard")},
        "hard_vs_heuristics_3p": lambda quick: win_rate(4 if quick else 100),
        "easy_normal_reach_ice_age": lambda quick: ice_age_games(5 if quick else 100),
        "levels_vs_yardsticks_3p": lambda quick: [vs_yardstick(lv, yd, 2 if quick else n, seed0, workers=2)
                                                  for lv, yd, n, seed0 in RECORD],
    }.items()}


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(prog="python -m rules.dominant_species.bench")
    ap.add_argument("--games", type=int, default=20, help="random games per player count")
    ap.add_argument("--winrate", type=int, default=0, help="hard vs two heuristic players: number of games")
    ap.add_argument("--start", type=int, default=0, help="first seed of the win-rate games")
    ap.add_argument("--out", default=None, help="append each win-rate game to this JSON-lines file")
    ap.add_argument("--times", type=int, default=1, help="games per level for the decision times (0: skip)")
    ap.add_argument("--ice-age", type=int, default=0, help="easy/normal games: how many reach the Ice Age card")
    ap.add_argument("--levels", default="easy,normal", help="the levels of the --ice-age games' seats")
    ap.add_argument("--level", default="hard", help="the level measured by --against")
    ap.add_argument("--against", default=None, help="a yardstick (heuristic, careful): --level against two of it")
    ap.add_argument("--vs-games", type=int, default=30, help="games of --against")
    ap.add_argument("--seed0", type=int, default=2000, help="first seed of the --against games")
    ap.add_argument("--workers", type=int, default=1, help="processes for the --against games")
    a = ap.parse_args(argv)
    if a.games:
        for n in range(2, 7):
            print(json.dumps(random_games(n, a.games)), flush=True)
        print(json.dumps(random_games(3, a.games, multi=True)), flush=True)
    if a.times:
        for level in ("easy", "normal", "hard"):
            print(json.dumps(decision_times(level, 3, a.times)), flush=True)
    if a.winrate:
        print(json.dumps(win_rate(a.winrate, a.start, out=a.out)), flush=True)
    if a.against:
        print(json.dumps(vs_yardstick(a.level, a.against, a.vs_games, a.seed0, a.workers)), flush=True)
    if a.ice_age:
        print(json.dumps(ice_age_games(a.ice_age, a.start, tuple(a.levels.split(",")), out=a.out)), flush=True)


if __name__ == "__main__":
    main()
