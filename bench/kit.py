"""The bench kit: the loops every game's measurements share, written once (pure Python, no pygame).

``python -m bench`` and each game's ``rules/<id>/bench.py`` build their figures from these parts:

- random full games (a uniformly random legal action at every decision): :func:`play_random` plays one
  state out, :func:`random_games` many (a count, or as many as fit in some seconds) with ``apply`` or
  ``fast_apply``, :func:`random_speed` the same per player count;
- positions with a real choice (two or more legal actions), gathered from random or bot games:
  :func:`decision_points`;
- decision times of bots at those positions: :func:`decision_times` (per level: :func:`level_times`),
  summed up by :func:`timing` (median, 95th percentile and largest; wall clock and the CPU time of
  this process);
- one seeded game between a list of bots, each seat's decisions optionally timed: :func:`play`;
- strength, the measured player's seat rotating from game to game: :func:`head_to_head` (a share of a
  win on ties, the Wilson interval of ``rules.engine.stats``, mean margin and score, the measured
  seat's decision times; :func:`strength` sums the games up), and :func:`matches`, the same for a
  two-player game whose state plays a whole match and keeps its winner;
- players: :func:`make_player` (a game's own players by name, else the shared search of ``rules.ai``
  with the game's budgets).

What differs from game to game comes in keyword arguments: the config (a dict, or for a head-to-head a
function of the game's number), how the generator of the random moves is made (``rng_for``), how the
bots of a game are made (``bots``, ``line_up``), what counts as a win (``win``), what a game tallies
besides (``on_game``, ``observe``, ``watch``). Seeds and the order of the random draws are the
caller's: the same arguments give the same games, whatever the timings.
"""
from __future__ import annotations

import random
import statistics
import time
from dataclasses import dataclass
from functools import partial
from typing import Any, Callable, Iterable

from rules.engine.stats import pct, wilson

# ---------------------------------------------------------------------------- random games


def shared(rng) -> Callable[[int], Any]:
    """An ``rng_for`` that draws the random moves of every game from the one generator ``rng``."""
    return lambda seed: rng


def _stepper(rules, fast: bool, log: bool) -> Callable:
    """How an action is played: ``fast_apply`` (the AI's playouts), else ``apply`` with its checks and
    its events (``log=False``: without keeping them)."""
    if fast:
        return rules.fast_apply
    if log:
        return rules.apply
    return lambda state, action: rules.apply(state, action, log=False)


def play_random(rules, state, rng, *, fast: bool = False, log: bool = True,
                watch: Callable | None = None) -> int:
    """Play ``state`` to its end with ``legal[rng.randrange(len(legal))]`` at every decision (see
    :func:`_stepper` for ``fast`` and ``log``); ``watch(state, action)`` is told each action before it
    is played. Returns the number of actions played."""
    step = _stepper(rules, fast, log)
    current, legal_of = rules.current_player, rules.legal_actions
    actions = 0
    while current(state) is not None:
        legal = legal_of(state)
        action = legal[rng.randrange(len(legal))]
        if watch is not None:
            watch(state, action)
        step(state, action)
        actions += 1
    return actions


def random_games(rules, config: dict, *, games: int = 1, seconds: float = 0.0, seed0: int = 0,
                 rng_for: Callable[[int], Any] = random.Random, fast: bool = False, log: bool = True,
                 on_game: Callable | None = None) -> dict:
    """Random full games of seeds ``seed0``, ``seed0 + 1``, …: ``games`` of them, and more until
    ``seconds`` have passed. ``rng_for(seed)`` is the generator of the random moves of the game of that
    seed (a fresh ``random.Random(seed)`` unless said; :func:`shared` draws every game from one);
    ``on_game(state, actions)`` is called after each game (a game's own tallies). Returns ``games``,
    ``actions``, ``seconds`` (wall clock, the games' set-up included), ``games_per_s``,
    ``actions_per_s`` and ``actions_per_game``."""
    played = actions = 0
    t0 = time.perf_counter()
    while played < games or time.perf_counter() - t0 < seconds:
        seed = seed0 + played
        state = rules.new_game(config, seed)
        n = play_random(rules, state, rng_for(seed), fast=fast, log=log)
        actions += n
        played += 1
        if on_game is not None:
            on_game(state, n)
    dt = time.perf_counter() - t0
    return {"games": played, "actions": actions, "seconds": dt, "games_per_s": played / dt,
            "actions_per_s": actions / dt, "actions_per_game": actions / max(1, played)}


def random_speed(rules, players: Iterable[int], games: int, *, fast: bool = False) -> dict:
    """:func:`random_games` per player count ``n``: seeds 0 to ``games - 1`` with config
    ``{"players": n}``, the random moves of all of them drawn from one ``random.Random(n)``."""
    return {n: random_games(rules, {"players": n}, games=games, rng_for=shared(random.Random(n)), fast=fast)
            for n in players}


# ---------------------------------------------------------------------------- decision points and times


def decision_points(rules, count: int, *, config: dict, seed0: int = 0,
                    rng_for: Callable[[int], Any] = random.Random, bots: Callable | None = None,
                    share: float = 0.08, keep: Callable | None = None, max_games: int | None = None,
                    spread: int | None = None, log: bool = True) -> list:
    """``count`` positions (clones) where the player to move has a real choice, from games of seeds
    ``seed0``, ``seed0 + 1``, … (at most ``max_games`` of them).

    At each decision with two or more legal actions, the position is taken when
    ``rng.random() < share`` (``rng = rng_for(seed)``, one per game unless :func:`shared`) and then,
    when given, ``keep(state)`` agrees. The moves are ``bots(seed)[seat].choose(...)`` when ``bots``
    gives a game's players, else uniformly random from the same ``rng`` (``log``: as in
    :func:`_stepper`). Gathering stops at ``count``, unless ``spread`` is a seed: then every game is
    played to its end and all the positions taken are shuffled by ``random.Random(spread)`` before the
    first ``count`` are kept (positions from all through the games)."""
    out: list = []
    step = _stepper(rules, False, log)
    k = 0
    while len(out) < count and (max_games is None or k < max_games):
        seed = seed0 + k
        k += 1
        state = rules.new_game(config, seed)
        rng = rng_for(seed)
        seats = bots(seed) if bots is not None else None
        while (p := rules.current_player(state)) is not None:
            legal = rules.legal_actions(state)
            if len(legal) > 1 and rng.random() < share and (keep is None or keep(state)):
                out.append(state.clone())
                if spread is None and len(out) >= count:
                    break
            action = seats[p].choose(rules, state, p) if seats is not None else legal[rng.randrange(len(legal))]
            step(state, action)
    if spread is not None:
        random.Random(spread).shuffle(out)
    return out[:count]


def decision_times(rules, positions: list, make_bot: Callable[[int], Any]) -> dict:
    """One decision at each position by ``make_bot(i)`` (``i``: the position's index, its seed): the
    lists ``wall`` (wall clock) and ``cpu`` (CPU time of this process), in seconds, and ``iterations``
    (the bots' ``last_iterations``, 0 for a bot without one)."""
    wall, cpu, iterations = [], [], []
    for i, state in enumerate(positions):
        bot = make_bot(i)
        w, c = time.perf_counter(), time.process_time()
        bot.choose(rules, state, rules.current_player(state))
        wall.append(time.perf_counter() - w)
        cpu.append(time.process_time() - c)
        iterations.append(getattr(bot, "last_iterations", 0))
    return {"wall": wall, "cpu": cpu, "iterations": iterations}


def level_times(rules, positions: list, levels: Iterable[str], make: Callable[[str, int], Any]) -> dict:
    """:func:`decision_times` of each level at the same positions (the bots ``make(level, i)``):
    ``{level: timing(wall, cpu)}``, each with ``iterations``, the largest of the bots' iterations."""
    out = {}
    for level in levels:
        t = decision_times(rules, positions, lambda i: make(level, i))
        out[level] = dict(timing(t["wall"], t["cpu"]), iterations=max(t["iterations"], default=0))
    return out


def timing(wall: list, cpu: list | None = None) -> dict:
    """Decision times summed up, in seconds: ``n``, ``median_s``, ``p95_s`` (nearest rank,
    ``rules.engine.stats.pct``) and ``max_s`` of the wall clock, and with ``cpu`` ``median_cpu_s`` and
    ``p95_cpu_s`` of the CPU time; ``{}`` when there are none."""
    if not wall:
        return {}
    out = {"n": len(wall), "median_s": statistics.median(wall), "p95_s": pct(wall, 0.95), "max_s": max(wall)}
    if cpu:
        out["median_cpu_s"] = statistics.median(cpu)
        out["p95_cpu_s"] = pct(cpu, 0.95)
    return out


# ---------------------------------------------------------------------------- one game between bots


@dataclass
class Played:
    """A game played out: its final state; its result (None when ``max_actions`` stopped it); each
    seat's decision times in seconds, wall clock and CPU (empty unless timed); the actions played."""
    state: Any
    result: Any
    wall: list
    cpu: list
    actions: int


def play(rules, bots: list, config: dict, seed: int, *, timed: bool = False, choices_only: bool = True,
         log: bool = False, max_actions: int | None = None, watch: Callable | None = None) -> Played:
    """One game of ``config`` and ``seed`` between ``bots`` (one per seat, ``bot.choose(rules, state,
    seat)``). ``timed``: each seat's decisions are timed, only those with a real choice unless
    ``choices_only`` is False. ``log``: as in :func:`_stepper` (off: the events are not kept).
    ``max_actions``: a guard of the measuring loop, never a rule. ``watch(state, seat, action)`` is
    told each decision before it is played."""
    state = rules.new_game(config, seed)
    step = _stepper(rules, False, log)
    wall: list[list[float]] = [[] for _ in bots]
    cpu: list[list[float]] = [[] for _ in bots]
    actions = 0
    while (p := rules.current_player(state)) is not None and (max_actions is None or actions < max_actions):
        clock = timed and (not choices_only or len(rules.legal_actions(state)) > 1)
        w, c = time.perf_counter(), time.process_time()
        action = bots[p].choose(rules, state, p)
        if clock:
            wall[p].append(time.perf_counter() - w)
            cpu[p].append(time.process_time() - c)
        if watch is not None:
            watch(state, p, action)
        step(state, action)
        actions += 1
    result = rules.result(state) if rules.current_player(state) is None else None
    return Played(state, result, wall, cpu, actions)


# ---------------------------------------------------------------------------- strength


def share(state, result, seat: int) -> float:
    """The usual win: a share of a win, ``1 / len(winners)``, when ``seat`` is among the winners."""
    return 1.0 / len(result.winners) if seat in result.winners else 0.0


def match_winner(state, result, seat: int) -> bool:
    """The win of a game whose state plays a whole match and keeps its winning seat (``state.winner``)."""
    return state.winner == seat


def seat_game(rules, k: int, *, players: int, line_up: Callable, config, seed0: int = 0,
              win: Callable = share, observe: Callable | None = None, choices_only: bool = True,
              log: bool = False) -> dict:
    """Game number ``k`` of a head-to-head: the measured seat is ``k % players``, the seed
    ``seed0 + k``, the config ``config`` (or ``config(k)`` when it is a function), the bots
    ``line_up(k, seat)`` in seat order. Its record: ``k``, ``seat``, ``seed``, ``win`` (``win(state,
    result, seat)``), ``actions``, the measured seat's decision times (``wall``, ``cpu``), and when the
    result has a score per seat ``scores``, ``score`` and ``margin`` (the seat's score less the best
    of the others'); then ``observe(state, result, seat)``'s entries (a game's own tallies)."""
    seat = k % players
    seed = seed0 + k
    cfg = config(k) if callable(config) else config
    g = play(rules, line_up(k, seat), cfg, seed, timed=True, choices_only=choices_only, log=log)
    res = g.result
    rec = {"k": k, "seat": seat, "seed": seed, "win": win(g.state, res, seat), "actions": g.actions,
           "wall": g.wall[seat], "cpu": g.cpu[seat]}
    if players > 1 and res is not None and len(res.scores) == players:
        rec["scores"] = list(res.scores)
        rec["score"] = res.scores[seat]
        rec["margin"] = res.scores[seat] - max(res.scores[i] for i in range(players) if i != seat)
    if observe is not None:
        rec.update(observe(g.state, res, seat))
    return rec


def strength(records: list, players: int, seconds: float = 0.0) -> dict:
    """The records of a head-to-head summed up: ``games``, ``wins`` (the sum of the wins, shares
    included), ``rate``, ``stderr``, the Wilson interval ``ci95_low``/``ci95_high``, ``chance``
    (``1 / players``), ``mean_margin`` and ``mean_score`` (when the games had scores), ``decisions``
    and the measured seat's :func:`timing`, ``seconds``."""
    n = len(records)
    wins = sum(r["win"] for r in records)
    rate = wins / n if n else 0.0
    lo, hi = wilson(wins, n)
    out = {"games": n, "wins": wins, "rate": rate, "stderr": (rate * (1 - rate) / n) ** 0.5 if n else 0.0,
           "ci95_low": lo, "ci95_high": hi, "chance": 1 / players}
    scored = [r for r in records if "margin" in r]
    if scored:
        out["mean_margin"] = statistics.mean(r["margin"] for r in scored)
        out["mean_score"] = statistics.mean(r["score"] for r in scored)
    wall = [t for r in records for t in r["wall"]]
    cpu = [t for r in records for t in r["cpu"]]
    out["decisions"] = len(wall)
    out.update(timing(wall, cpu))
    out["seconds"] = seconds
    return out


def head_to_head(rules, games: int, *, players: int, line_up: Callable, config, first: int = 0,
                 seed0: int = 0, win: Callable = share, observe: Callable | None = None,
                 on_record: Callable | None = None, workers: int = 1, choices_only: bool = True,
                 log: bool = False) -> tuple[dict, list]:
    """A measured player against the others over ``games`` seeded games, numbers ``first`` to
    ``first + games - 1``, its seat rotating (game ``k``: :func:`seat_game`). ``on_record(record,
    done, wins)`` is told each game as it ends (progress, a log of the games). ``workers`` > 1 plays
    the games in that many forked processes (the records come back in order; a record must pickle).
    Returns the :func:`strength` figures and the records."""
    job = partial(seat_game, rules, players=players, line_up=line_up, config=config, seed0=seed0, win=win,
                  observe=observe, choices_only=choices_only, log=log)
    t0 = time.perf_counter()
    records: list = []
    wins = 0
    for rec in _map(job, range(first, first + games), workers):
        records.append(rec)
        wins += rec["win"]
        if on_record is not None:
            on_record(rec, len(records), wins)
    return strength(records, players, time.perf_counter() - t0), records


def matches(rules, count: int, *, line_up: Callable, config, seed0: int = 0, observe: Callable | None = None,
            on_record: Callable | None = None, workers: int = 1) -> tuple[dict, list]:
    """:func:`head_to_head` for a two-player game whose state plays a whole match (a game is dealt
    again until someone wins it) and keeps its winner: match ``k`` puts the measured player in seat
    ``k % 2``, the seed ``seed0 + k``; a win is the match's (:func:`match_winner`)."""
    return head_to_head(rules, count, players=2, line_up=line_up, config=config, seed0=seed0, win=match_winner,
                        observe=observe, on_record=on_record, workers=workers)


_JOB: Callable | None = None      # the job of the forked workers of _map (inherited, never pickled)


def _run_job(item):
    return _JOB(item)


def _map(fn: Callable, items: Iterable, workers: int):
    """``fn`` over ``items``, in order; with ``workers`` > 1 in forked processes, which inherit ``fn``
    (a closure is fine; what it returns must pickle)."""
    global _JOB
    if workers <= 1:
        yield from map(fn, items)
        return
    import multiprocessing
    _JOB = fn
    with multiprocessing.get_context("fork").Pool(workers) as pool:
        yield from pool.imap(_run_job, items)


# ---------------------------------------------------------------------------- players


def make_player(kind: str, seed: int, *, budgets: dict, own: dict | None = None, iterations: int | None = None):
    """A player: ``own[kind](seed)`` for one of a game's own players (its yardstick, by name), else the
    shared search of ``rules.ai`` at level ``kind`` with ``budgets`` (a descriptor's ``ai_budgets``;
    ``iterations``, when given, replaces that level's iteration budget for this player)."""
    if own and kind in own:
        return own[kind](seed)
    from rules.ai import make_bot
    if iterations is not None and kind in budgets:
        budgets = dict(budgets, **{kind: dict(budgets[kind], iterations=iterations)})
    return make_bot(kind, seed, budgets)
