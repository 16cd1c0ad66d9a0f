"""Shared set-up of the table tests (no tests here): Dominant Species registered for the duration of
a test (until it is in rules/registry.py and game/registry.py, and harmless after), sessions, clicks."""
from __future__ import annotations

import random

import pygame
import pytest

from game import i18n

GAME = "dominant_species"


@pytest.fixture
def registered(monkeypatch):
    """The game in both registries for this test only; the interface strings reloaded with it."""
    import game.registry as GR
    import rules.registry as RR
    from game.dominant_species import UI
    from rules.dominant_species import DESCRIPTOR
    if GAME not in RR.GAMES:
        monkeypatch.setitem(RR.GAMES, GAME, DESCRIPTOR)
        monkeypatch.setattr(RR, "DESCRIPTORS", RR.DESCRIPTORS + (DESCRIPTOR,))
    monkeypatch.setitem(GR.UIS, GAME, UI)
    i18n._tables.clear()
    i18n.set_language("en")
    yield
    i18n._tables.clear()
    i18n.set_language("en")


def new_session(seats, seed=3, names=None, **options):
    from rules.engine.session import Session
    n = len(seats)
    cfg = {"players": n, "seats": list(seats), "names": names or ["Ana"] + [f"Rival {i}" for i in range(1, n)]}
    cfg.update(options)
    return Session(GAME, cfg, seed)


def play_random(session, moves, seed=1, until=None):
    """Random legal moves (every seat) for ``moves`` actions or until ``until(session)``."""
    rng = random.Random(seed)
    for _ in range(moves):
        if session.current_player() is None or (until and until(session)):
            return
        legal = session.legal_actions()
        session.apply(legal[rng.randrange(len(legal))])


def until_step(kind, seats, seed=5, limit=5000, **options):
    """A session where seat 0 must decide a step of ``kind`` (random play up to it), or None."""
    for sd in range(seed, seed + 12):
        s = new_session(seats, seed=sd, **options)
        play_random(s, limit, seed=sd,
                    until=lambda x: x.current_player() == 0 and x.state.frames[-1][0] == kind)
        if s.current_player() == 0 and s.state.frames[-1][0] == kind:
            return s
    return None


def open_table(app, session, view_seat=None, delay=0):
    from game.registry import open_table as _open
    t = _open(app, session, view_seat=view_seat)
    t.ai_delay_override = delay
    app.push(t)
    return t


def move(app, pos):
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def click(app, pos, button=1):
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)])


def key(app, k, mod=0):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")])


def wait_for_human(app, table, seat=0, limit=3000) -> bool:
    """Step until ``seat`` may click (False when the game ended first)."""
    for _ in range(limit):
        if table.session.current_player() is None:
            return False
        if app.top is table and table.my_turn() and table.session.current_player() == seat and not table.hold:
            return True
        app.step([])
    raise AssertionError("the human never got the turn")
