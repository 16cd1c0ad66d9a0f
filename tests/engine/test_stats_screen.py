"""The Statistics screen: a player's games, wins, form and chart from the records; the history reviewed
at the table; readable in both languages; a damaged database said in one line."""
from __future__ import annotations

import random

import pygame
import pytest

from game import i18n, records, text
from game.app import App
from rules.engine.session import Session
from tests.helpers import key


def recorded(n: int = 6) -> None:
    opened = records.open_default()
    for seed in range(n):
        s = Session("animal_duel", {"players": 2, "seats": ["human", "hard" if seed % 2 else "easy"],
                                    "names": ["Ana" if seed < 4 else "Beto", "Jaguar"]}, seed)
        rng = random.Random(seed)
        while s.current_player() is not None:
            s.apply(rng.choice(s.legal_actions()))
        s.meta = {"id": f"t-{seed}", "created": 1.7e9 + seed * 3600, "updated": 1.7e9 + seed * 3600 + 600}
        assert records.record(s, opened=opened) is None
    opened.conn.close()


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_statistics_read_whole_and_follow_the_keys(lang):
    recorded()
    app = App(headless=True)
    i18n.set_language(lang)
    text.record_overflows(True)
    try:
        app.push_scene("stats")
        scene = app.top
        app.step([])
        assert scene.player == "Ana" and scene.summary.games == 4
        assert text.overflows() == []
        key(app, pygame.K_RIGHT)                          # the next player
        assert scene.player == "Beto" and scene.summary.games == 2
        key(app, pygame.K_TAB)                            # one game only
        assert scene.game == scene.games[1] and scene.game is not None
        key(app, pygame.K_DOWN)
        app.step([])
        assert text.overflows() == []
    finally:
        text.record_overflows(False)
        i18n.set_language("en")


def test_a_past_game_is_reviewed_at_the_table():
    recorded(2)
    app = App(headless=True)
    app.push_scene("stats")
    stats = app.top
    key(app, pygame.K_RETURN)
    table = app.top
    assert table is not stats and not table.session.live              # a replay, not a game to play
    assert table.session.result() is not None or table.session.length > 0


def test_no_games_yet_says_so_and_review_waits():
    app = App(headless=True)
    app.push_scene("stats")
    app.step([])
    assert app.top.summary is None and not app.top.review_button.enabled
    key(app, pygame.K_RETURN)
    assert app.top.__class__.__name__ == "StatisticsScene"


def test_a_damaged_database_is_said_and_the_screen_goes_on(tmp_path):
    import os
    path = records.default_path()
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as fh:
        fh.write(b"garbage" * 500)
    app = App(headless=True)
    app.push_scene("stats")
    app.step([])
    assert app.top.problem and "damaged" in app.top.problem
