"""Search on every core: root-parallel ISMCTS with the same decision whatever the number of cores.

A decision is a fixed number of independent search trees (``trees``), each of ``iterations``
iterations from the same view, each seeded from one number the bot draws for the decision and the
tree's index. The trees' root statistics are summed in tree order and the most visited action wins
(ties: the higher total value, then the first in the legal order). Which process runs which tree
changes nothing, so one core and sixteen give the same action for the same seed and view; more cores
only make it faster (up to ``trees`` processes).

The trees run in forked processes (``workers()`` of them, every core the process may use unless
``set_workers`` says otherwise): each child starts from a copy of this process, so the game, the view
and the legal actions need not be sent (a view may hold classes made at run time, which cannot be
pickled); only the root statistics come back. With one worker, or where the platform cannot fork, the
trees run in this process, one after the other: the same decision, slower.

``analyse`` is the same search read as an analyst: the choices ranked, each with its share of the
visits and its estimated value (the mean evaluation the game's ``evaluate`` gives, 0..1).
"""
from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

_workers: int | None = None


def available_cores() -> int:
    """The cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def set_workers(n: int | None) -> None:
    """How many processes the searches may use (None: every core the process may use)."""
    global _workers
    if n is not None and n < 1:
        raise ValueError("workers must be at least 1")
    _workers = n


def workers() -> int:
    return _workers if _workers is not None else available_cores()


def can_fork() -> bool:
    return hasattr(os, "fork") and "fork" in multiprocessing.get_all_start_methods()


@dataclass(frozen=True)
class Choice:
    """One action the search considered: its share of the root's visits and its mean value (0..1)."""

    action: object
    visits: int
    share: float
    value: float


def tree_seed(base: int, k: int) -> int:
    """The seed of tree ``k`` of a decision whose bot drew ``base`` (a fixed mix: the same on every
    machine and in every process)."""
    return (base * 1_000_003 + 7919 * (k + 1)) % (1 << 62)


_task = None          # the work being shared out (read by the forked children)


def _forked(k: int):
    return _task(k)


def fork_map(fn, n: int) -> list:
    """``[fn(0), ..., fn(n - 1)]``, computed over up to ``workers()`` forked processes (in this process
    with one worker or where the platform cannot fork). ``fn`` is not sent anywhere: each child starts
    as a copy of this process, so a closure over a view works; what ``fn`` returns is pickled back."""
    global _task
    w = min(workers(), n)
    if w <= 1 or not can_fork():
        return [fn(k) for k in range(n)]
    _task = fn
    try:
        with ProcessPoolExecutor(max_workers=w, mp_context=multiprocessing.get_context("fork")) as ex:
            return list(ex.map(_forked, range(n)))
    finally:
        _task = None


def _tree(job, k: int):
    """Tree ``k`` of ``job`` = ``(game, view, seat, legal, base, iterations, exploration, mixmax)`` ->
    the root's children as ``[(action, visits, reward)]`` in the order they were first tried."""
    from rules.ai.bots import ISMCTSBot
    game, view, seat, legal, base, iterations, c, mix = job
    bot = ISMCTSBot(tree_seed(base, k), iterations=iterations, exploration=c, mixmax=mix)
    acts = list(legal)
    narrow = game.search_actions
    if narrow is not None:
        kept = narrow(view, acts) or acts
        if len(kept) == 1:
            return [(kept[0], 1, 0.0)]
    bot.decide(game, view, seat, acts)
    return [(a, ch.visits, ch.reward) for a, ch in bot.last_root.children.items()]


def root_stats(game, view, seat: int, legal: list, base: int, trees: int, iterations: int,
               exploration: float, mixmax: float = 0.0) -> list[Choice]:
    """The summed root statistics of ``trees`` trees (see the module's docstring), best first."""
    job = (game, view, seat, tuple(legal), base, iterations, exploration, mixmax)
    results = fork_map(lambda k: _tree(job, k), trees)
    visits: dict = {}
    reward: dict = {}
    for res in results:                          # in tree order: the same float sums every time
        for a, v, r in res:
            visits[a] = visits.get(a, 0) + v
            reward[a] = reward.get(a, 0.0) + r
    total = sum(visits.values()) or 1
    index = {a: i for i, a in enumerate(legal)}
    ranked = sorted((a for a in visits if a in index),
                    key=lambda a: (-visits[a], -reward[a], index[a]))
    return [Choice(a, visits[a], visits[a] / total, reward[a] / visits[a] if visits[a] else 0.0)
            for a in ranked]


def analyse(game, view, seat: int, legal: list, seed: int = 0, trees: int = 2,
            iterations: int = 600, exploration: float = 0.7, top: int = 3) -> list[Choice]:
    """The analyst: the ``top`` choices of the search from ``view`` (what ``seat`` may see, nothing
    more), reproducible for the same seed whatever the number of workers."""
    return root_stats(game, view, seat, legal, seed, trees, iterations, exploration)[:top]
