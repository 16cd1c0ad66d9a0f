"""Shared set-up of the Dominant Species table tests (no tests here), built on the test kit
(tests/helpers.py: open_table, click, move, key, render come from there): sessions with the players'
names the tests read, random play up to a step of the game, waiting for the human's turn."""
from __future__ import annotations

import random

import pytest

from game import i18n
from tests import helpers as kit

GAME = "dominant_species"


@pytest.fixture
def registered():
    """The interface strings loaded afresh, in English, for the duration of a test (the game itself is
    in both registries). The give-up buttons' click guard is off (the tests click at machine speed;
    tests/dominant_species/test_clicks.py tests the guard)."""
    from game.dominant_species.table import DominantSpeciesTable
    i18n._tables.clear()
    i18n.set_language("en")
    old, DominantSpeciesTable.GUARD_SECONDS = DominantSpeciesTable.GUARD_SECONDS, 0.0
    yield
    DominantSpeciesTable.GUARD_SECONDS = old
    i18n._tables.clear()
    i18n.set_language("en")


def new_session(seats, seed=3, names=None, **options):
    """The kit's session of this game; the players are Ana, Rival 1, Rival 2… unless named."""
    names = names or ["Ana"] + [f"Rival {i}" for i in range(1, len(seats))]
    return kit.new_session(GAME, seats, seed, names, **options)


def play_random(session, moves, seed=1, until=None):
    """Random legal moves (every seat) for ``moves`` actions (the kit's) or until ``until(session)``."""
    if until is None:
        return kit.play_random(session, moves, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if session.current_player() is None or until(session):
            return session
        session.apply(rng.choice(session.legal_actions()))
    return session


def until_step(kind, seats, seed=5, limit=5000, **options):
    """A session where seat 0 must decide a step of ``kind`` (random play up to it), or None."""
    for sd in range(seed, seed + 12):
        s = new_session(seats, seed=sd, **options)
        play_random(s, limit, seed=sd,
                    until=lambda x: x.current_player() == 0 and x.state.frames[-1][0] == kind)
        if s.current_player() == 0 and s.state.frames[-1][0] == kind:
            return s
    return None


def wait_for_human(app, table, seat=0, limit=3000) -> bool:
    """Step until ``seat`` may click (False when the game ended first)."""
    for _ in range(limit):
        if table.session.current_player() is None:
            return False
        if app.top is table and table.my_turn() and table.session.current_player() == seat and not table.hold:
            return True
        app.step([])
    raise AssertionError("the human never got the turn")


def no_error(app) -> None:
    """The kit's check (no error line reached the player), and no message says something is wrong."""
    kit.no_error(app)
    assert app.toast is None or "wrong" not in app.toast[0], app.toast
