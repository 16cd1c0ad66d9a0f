"""Depredador measurements (no pygame): each function returns a dict of numbers.

    python -m rules.depredador.bench [--quick] [--only speed,playouts,times,strength4,strength2] [--games N]

- ``speed``: random full games per second per player count (``apply`` with checks and events, and
  ``fast_apply`` as the AI uses it);
- ``playouts``: random playouts to the AI's horizon (CPU time of this process) through the rules (``legal_actions``,
  ``rollout_policy``-free uniform choice, ``fast_apply``, ``rollout_key``), side by side with
  :class:`Mini`, a minimal hand-written engine of the same rules (plain ints and lists, no events, no
  checks): the same start positions, the same random choices, checked to end in the same place; the
  median of several repeats;
- ``times``: decision time of each AI level (median, p95; wall clock and CPU time) at positions of
  yardstick games with a real choice;
- ``endgame``: two players, the measured player's (and its opponent's) decisions in the last hunts
  checked against the exact value of the round's ending (``rules.depredador.solve``);
- ``strength``: the win rate of a player against yardsticks in seeded games, its seat rotating; a
  shared victory counts as a share of a win. Two yardsticks: ``yardstick`` (the old rule-based player,
  ``rules.depredador.yardstick``, the easy end) and ``careful`` (``rules.depredador.careful``, the
  stronger one); ``--level careful --opponent yardstick`` measures one against the other.

The figures of BENCHMARKS.md (issue 23: the careful yardstick, hard against it), each one command
(``--workers 2`` plays the games in two processes, same records)::

    python -m rules.depredador.bench --only strength4,strength2 --level careful --opponent yardstick --games 400 --first 3000
    python -m rules.depredador.bench --only strength4,strength2 --level yardstick --opponent careful --games 400 --first 3000
    python -m rules.depredador.bench --only strength4 --level normal --opponent careful --games 80 --first 30000
    python -m rules.depredador.bench --only strength4 --level hard --opponent careful --games 40 --first 20000
    python -m rules.depredador.bench --only strength4 --level hard --opponent careful --games 20 --first 40000
    python -m rules.depredador.bench --only strength2 --level hard --opponent careful --games 30 --first 20000

Issue 23, the second session (hard with 2000 iterations and the search's pruning), through ``python -m
bench``'s ai_table (fresh seeds 91000 + k)::

    python -m bench --only ai_table --games depredador --table-levels hard --table-yardsticks careful --table-players depredador:4 --table-games 40 --table-seed 91000
    python -m bench --only ai_table --games depredador --table-levels hard --table-yardsticks careful --table-players depredador:2 --table-games 30 --table-seed 91000

(``python -m bench --only depredador`` runs the same as its sections ``careful_vs_yardstick(s)_*``,
``normal_vs_careful_4p`` and ``hard_vs_careful_*``.)

Long runs belong here, never in tests; run them with ``nice``.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time

from bench import kit
from rules.depredador import DESCRIPTOR
from rules.depredador.cards import ALFA, BLACK, INVADER, NO_COLOUR, PREY
from rules.depredador.careful import Careful
from rules.depredador.yardstick import Yardstick


def _rules():
    return DESCRIPTOR.rules

# ---------------------------------------------------------------------------- random games

def random_games(per: int = 200, players=(2, 3, 4, 5, 6), fast: bool = False) -> dict:
    """Random full games per second (a uniformly random legal action at every decision)."""
    return {n: {k: row[k] for k in ("games_per_s", "actions_per_s")}
            for n, row in kit.random_speed(_rules(), players, per, fast=fast).items()}


# ---------------------------------------------------------------------------- the reference engine

class Mini:
    """The hunt of Depredador in plain ints and lists: no events, no checks, no objects per move.

    Built from a rules state at a hunt; ``playout(rng)`` plays uniformly random legal cards (in the
    rules' order, so the same random numbers make the same choices) until the round ends, then
    scores it. The reference for the playout speed of ``fast_apply``."""

    __slots__ = ("n", "hands", "trick_s", "trick_c", "lead", "broken", "captured", "centre", "biome",
                 "turn", "kind", "colour", "value", "pending", "hunt_no", "last_hunt")

    def __init__(self, s):
        self.n = s.n
        self.hands = [h[:] for h in s.hands]
        self.trick_s = [p for p, _ in s.trick]
        self.trick_c = [c for _, c in s.trick]
        self.lead = s.lead_colour
        self.broken = s.broken
        self.captured = [c[:] for c in s.captured]
        self.centre = s.centre[:]
        self.biome = s.player_biome[:]
        self.turn = s.turn
        self.kind, self.colour, self.value = s.kind, s.colour, s.value
        self.pending = s.phase == "biome"
        self.hunt_no = s.hunt_no
        self.last_hunt = None

    def playout(self, rng, stop_hunt: int | None = None) -> list[int]:
        """Random play until the round ends (or hunt ``stop_hunt`` is won); the hunt scores."""
        n = self.n
        hands, kind, colour, value = self.hands, self.kind, self.colour, self.value
        trick_s, trick_c, captured, centre, biome = self.trick_s, self.trick_c, self.captured, self.centre, self.biome
        lead, broken, turn = self.lead, self.broken, self.turn
        randrange = rng.randrange
        if self.pending:
            b = centre[randrange(len(centre))]
            centre.remove(b)
            biome[turn] = b
            turn = (turn + 1) % n if len(trick_c) < n else turn
        while True:
            if len(trick_c) == n:
                # the hunt is complete: the first Alfa, else the highest of the lead colour, else the first
                win = -1
                best = -1
                for i in range(n):
                    c = trick_c[i]
                    k = kind[c]
                    if k == ALFA:
                        win = trick_s[i]
                        break
                    if k <= INVADER and colour[c] == lead and value[c] > best:
                        best = value[c]
                        win = trick_s[i]
                if win < 0:
                    win = trick_s[0]
                captured[win].extend(trick_c)
                trick_s.clear()
                trick_c.clear()
                lead = NO_COLOUR
                turn = win
                self.hunt_no += 1
                if not hands[win] or self.hunt_no == stop_hunt:
                    break
            hand = hands[turn]
            if lead != NO_COLOUR:
                legal = [c for c in hand if colour[c] == lead]
                if legal:
                    legal = [c for c in hand if colour[c] == lead or kind[c] >= ALFA]
                else:
                    legal = hand
            else:
                prey = [c for c in hand if kind[c] == PREY]
                if broken:
                    col = prey + [c for c in hand if kind[c] == INVADER]
                    col.sort()
                else:
                    col = prey or [c for c in hand if kind[c] == INVADER]
                if not trick_c:
                    legal = col or hand
                else:
                    legal = col + [c for c in hand if kind[c] >= ALFA]
                    legal.sort()
            c = legal[randrange(len(legal))]
            hand.remove(c)
            trick_s.append(turn)
            trick_c.append(c)
            k = kind[c]
            if k <= INVADER:
                if lead == NO_COLOUR:
                    lead = colour[c]
                if k == INVADER:
                    broken = True
            elif k > ALFA and centre:
                b = centre[0] if len(centre) == 1 else centre[randrange(len(centre))]
                centre.remove(b)
                biome[turn] = b
            if len(trick_c) < n:
                turn = (turn + 1) % n
        self.lead, self.broken, self.turn = lead, broken, turn
        return self.scores()

    def scores(self) -> list[int]:
        """Each player's score of the hunts so far: the prey of their biome's colour, less the invaders."""
        kind, colour, value, biome = self.kind, self.colour, self.value, self.biome
        scores = []
        for p in range(self.n):
            t = 0
            for c in self.captured[p]:
                k = kind[c]
                if k == PREY:
                    if colour[c] == biome[p]:
                        t += value[c]
                elif k == INVADER:
                    t -= value[c]
            scores.append(t)
        return scores


def _hunt_positions(count: int, players: int, seed: int = 0) -> list:
    """Full states at hunts of the first round (after the migration), from random play."""
    rules = _rules()
    out = []
    g = 0
    rng = random.Random(seed)
    while len(out) < count:
        s = rules.new_game({"players": players, "rounds": 2}, 900 + g)
        while rules.current_player(s) is not None and s.round == 1 and len(out) < count:
            if s.phase == "hunt" and rng.random() < 0.25:
                out.append(s.clone())
            legal = rules.legal_actions(s)
            rules.apply(s, legal[rng.randrange(len(legal))])
        g += 1
    return out


def _rules_playout(rules, s, rng) -> None:
    """The AI's playout loop (rules.ai.bots): uniform random moves until ``rollout_key`` changes."""
    key = rules.rollout_key
    apply = rules.fast_apply
    current = rules.current_player
    legal_of = rules.legal_actions
    start = key(s)
    while current(s) is not None:
        if start is not None and key(s) != start:
            break
        legal = legal_of(s)
        apply(s, legal[rng.randrange(len(legal))])


def playouts(count: int = 300, players=(2, 4, 6), repeats: int = 5) -> dict:
    """Playouts per second, the rules against the minimal engine, from the same positions with the same
    random numbers. Both stop where the AI's playouts stop (``rollout_key``); the captured piles are
    compared to be sure they played the same games."""
    rules = _rules()
    out = {}
    for n in players:
        pos = _hunt_positions(count, n, seed=n)
        # the minimal engine stops at the same hunt as the rules' horizon does
        stops = []
        for i, s in enumerate(pos):
            t = s.clone()
            _rules_playout(rules, t, random.Random(i))
            m = Mini(s)
            if t.round == s.round and t.phase != "over":
                stops.append(t.hunt_no)
                m.playout(random.Random(i), stop_hunt=t.hunt_no)
                assert m.captured == t.captured, "the reference engine played a different game"
            else:
                stops.append(None)
                scores = m.playout(random.Random(i))
                assert scores == t.hunt_scores[len(s.hunt_scores)], "the reference engine played a different game"
        rates_rules, rates_mini = [], []
        for _ in range(repeats):
            clones = [s.clone() for s in pos]
            rngs = [random.Random(i) for i in range(len(pos))]
            t0 = time.process_time()
            for s, rng in zip(clones, rngs):
                _rules_playout(rules, s, rng)
            rates_rules.append(len(pos) / (time.process_time() - t0))
            minis = [Mini(s) for s in pos]
            rngs = [random.Random(i) for i in range(len(pos))]
            t0 = time.process_time()
            for m, rng, stop in zip(minis, rngs, stops):
                m.playout(rng, stop_hunt=stop)
            rates_mini.append(len(pos) / (time.process_time() - t0))
        r, m = statistics.median(rates_rules), statistics.median(rates_mini)
        out[n] = {"rules_per_s": r, "mini_per_s": m, "ratio": r / m, "positions": len(pos), "repeats": repeats}
    return out


# ---------------------------------------------------------------------------- matches

OWN = {"yardstick": Yardstick, "careful": Careful}
TABLE_PLAYERS = (2, 4)        # the player counts of ``python -m bench``'s ai_table (issue 23's aims)


def make(level: str, seed: int, budgets: dict | None = None):
    """A player of ``level``: easy, normal, hard (this game's budgets unless ``budgets``), yardstick (the
    old rule-based player, the easy end) or careful (rules.depredador.careful)."""
    return kit.make_player(level, seed, budgets=budgets or DESCRIPTOR.ai_budgets, own=OWN)


def strength(level: str = "hard", players: int = 4, games: int = 40, opponent: str = "yardstick",
             budgets: dict | None = None, workers: int = 1, first: int = 0) -> dict:
    """Win rate of ``level`` against ``players - 1`` opponents in seeded games (numbers first..first+games-1,
    seeds 50 000 + number; the seat rotates with the number; a shared victory is a share of a win)."""
    def line_up(k, seat):
        return [make(level if i == seat else opponent, (50_000 + k) * 31 + i, budgets) for i in range(players)]
    f, _ = kit.head_to_head(_rules(), games, players=players, line_up=line_up, config={"players": players},
                            first=first, seed0=50_000, workers=workers)
    return {"level": level, "opponent": opponent, "players": players, "games": games, "first": first,
            "wins": f["wins"], "rate": f["rate"], "stderr": f["stderr"], "ci95_low": f["ci95_low"],
            "ci95_high": f["ci95_high"], "chance": f["chance"], "mean_margin": f["mean_margin"],
            "median_wall_s": f.get("median_s", 0.0), "p95_wall_s": f.get("p95_s", 0.0),
            "median_cpu_s": f.get("median_cpu_s", 0.0), "p95_cpu_s": f.get("p95_cpu_s", 0.0),
            "decisions": f["decisions"]}


def times(levels=("easy", "normal", "hard"), count: int = 30, players: int = 4) -> dict:
    """Decision time per level at positions of yardstick games with two or more choices."""
    rules = _rules()
    pos = kit.decision_points(rules, count, config={"players": players}, seed0=7000,
                              rng_for=kit.shared(random.Random(1)), share=0.12, log=False,
                              bots=lambda seed: [Yardstick(i) for i in range(players)])
    return {level: {"median_wall_s": t["median_s"], "p95_wall_s": t["p95_s"], "median_cpu_s": t["median_cpu_s"],
                    "p95_cpu_s": t["p95_cpu_s"], "n": t["n"]}
            for level, t in kit.level_times(rules, pos, levels, make).items()}


# ---------------------------------------------------------------------------- the exact ending (2 players)

def endgame(games: int = 12, first: int = 160_000, cards: int = 7, level: str = "hard",
            opponent: str = "careful") -> dict:
    """Two players: in ``games`` seeded games of ``level`` against ``opponent`` (numbers and seeds as
    ``strength``), every decision of the hunts with at most ``cards`` cards in hand and a real choice
    is checked against the exact value of the round's ending (``rules.depredador.solve``): an error is a
    move that leaves its player a worse round (a loss where a tie or a win was still there)."""
    from rules.depredador.solve import RoundSolver
    from rules.depredador.state import PH_BIOME, PH_HUNT
    rules = _rules()
    tally = {who: {"decisions": 0, "errors": 0} for who in ("measured", "opponent")}
    wins = 0.0
    for k in range(first, first + games):
        seat = k % 2
        bots = [make(level if i == seat else opponent, (50_000 + k) * 31 + i) for i in range(2)]
        s = rules.new_game(rules.normalize_config({"players": 2}), 50_000 + k)
        while (p := rules.current_player(s)) is not None:
            a = bots[p].choose(rules, s, p)
            if s.phase in (PH_HUNT, PH_BIOME) and len(s.hands[p]) <= cards and len(rules.legal_actions(s)) > 1:
                values = RoundSolver().move_values(s)
                sign = 1 if p == 0 else -1
                t = tally["measured" if p == seat else "opponent"]
                t["decisions"] += 1
                t["errors"] += sign * values[a] < max(sign * v for v in values.values())
            rules.apply(s, a)
        wins += kit.share(s, rules.result(s), seat)
    return {"games": games, "first": first, "cards": cards, "level": level, "opponent": opponent,
            "wins": wins, **tally}


# ---------------------------------------------------------------------------- for python -m bench

def sections() -> dict:
    """The bench sections of ``python -m bench`` (the descriptor's ``bench``): name -> fn(quick)."""
    return {
        "playouts": lambda quick: playouts(100 if quick else 300, repeats=3 if quick else 5),
        "ai_times": lambda quick: times(count=10 if quick else 30),
        "hard_vs_yardsticks_4p": lambda quick: strength("hard", 4, 8 if quick else 100),
        "hard_vs_yardstick_2p": lambda quick: strength("hard", 2, 8 if quick else 100),
        "careful_vs_yardsticks_4p": lambda quick: strength("careful", 4, 40 if quick else 400, first=3000),
        "careful_vs_yardstick_2p": lambda quick: strength("careful", 2, 40 if quick else 400, first=3000),
        "normal_vs_careful_4p": lambda quick: strength("normal", 4, 8 if quick else 80, "careful", first=30_000),
        "hard_vs_careful_4p": lambda quick: strength("hard", 4, 8 if quick else 40, "careful", first=20_000),
        "hard_vs_careful_2p": lambda quick: strength("hard", 2, 8 if quick else 30, "careful", first=20_000),
    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m rules.depredador.bench")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--only", default="speed,playouts,times,strength4,strength2")
    ap.add_argument("--games", type=int)
    ap.add_argument("--level", default="hard")
    ap.add_argument("--opponent", default="yardstick")
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--iterations", type=int, help="override the level's iteration budget")
    ap.add_argument("--cards", type=int, default=7, help="endgame: check decisions with at most this many cards")
    args = ap.parse_args(argv)
    budgets = None
    if args.iterations:
        budgets = {args.level: {"iterations": args.iterations}}
    figures = {}
    for name in args.only.split(","):
        if name == "speed":
            figures[name] = {"apply": random_games(50 if args.quick else 200),
                             "fast_apply": random_games(50 if args.quick else 200, fast=True)}
        elif name == "playouts":
            figures[name] = playouts(100 if args.quick else 300, repeats=3 if args.quick else 5)
        elif name == "times":
            figures[name] = times(count=10 if args.quick else 30)
        elif name == "endgame":
            figures[name] = endgame(args.games or (2 if args.quick else 12), args.first or 160_000, args.cards,
                                    args.level, args.opponent if args.opponent != "yardstick" else "careful")
        elif name in ("strength4", "strength2", "strength3", "strength5", "strength6"):
            n = int(name[-1])
            figures[name] = strength(args.level, n, args.games or (8 if args.quick else 40), args.opponent,
                                     budgets, args.workers, args.first)
        else:
            print(f"unknown section {name}", file=sys.stderr)
            return 2
        print(json.dumps({name: figures[name]}), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
