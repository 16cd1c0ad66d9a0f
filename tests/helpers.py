"""The test kit: what screen tests of every game share — build a session, open its table, click, move,
press keys, drive a scene until something holds, render it, and say that no error reached the player.

    from tests.helpers import click, key, move, new_session, open_table, no_error, step_until, render
"""
from __future__ import annotations

import random

import pygame

from rules.engine.session import Session


def new_session(game_id: str, seats=("human", "easy"), seed: int = 3, names=None, **options) -> Session:
    """A new local game: ``seats`` their kinds, names ``P1``… unless given, options as keywords."""
    seats = list(seats)
    cfg = {"players": len(seats), "seats": seats,
           "names": list(names) if names else [f"P{i + 1}" for i in range(len(seats))], **options}
    return Session(game_id, cfg, seed)


def play_random(session: Session, moves: int, seed: int = 1) -> Session:
    """``moves`` random legal actions (fewer if the game ends)."""
    rng = random.Random(seed)
    for _ in range(moves):
        if session.current_player() is None:
            break
        session.apply(rng.choice(session.legal_actions()))
    return session


def open_table(app, session, view_seat=None, delay: float = 0.0, first_frame: bool = False):
    """The game's table for ``session`` pushed on the app (AI without delay unless ``delay``)."""
    from game.registry import open_table as table_for
    t = table_for(app, session, view_seat=view_seat)
    t.ai_delay_override = delay
    app.push(t)
    if first_frame:
        app.step([])
    return t


def click(app, pos, button: int = 1) -> None:
    """A click at ``pos`` (the pointer moves there first, as a hand would)."""
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)])


def move(app, pos) -> None:
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def key(app, k: int, mod: int = 0, unicode: str = "") -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)])


def step_until(app, done, frames: int = 600) -> bool:
    """Step the app (no input) until ``done()`` holds; False if it never did."""
    for _ in range(frames):
        if done():
            return True
        app.step([])
    return done()


def render(app, frames: int = 2) -> pygame.Surface:
    """The canvas after ``frames`` frames."""
    for _ in range(frames):
        app.step([])
    return app.canvas


def no_error(app) -> None:
    """No error line reached the player (the toast is not the internal-error one)."""
    toast = app.toast[0] if app.toast else ""
    assert "went wrong" not in toast and not toast.startswith("Error") and "Traceback" not in toast, toast
