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

The trees themselves and their merge are ``rules.ai.bots.root_stats`` (this module knows no bot: it
shares work out and says how many cores there are).
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
