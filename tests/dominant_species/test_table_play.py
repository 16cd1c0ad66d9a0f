"""Dominant Species played through the real table with synthetic input: a whole game from the first pawn
to the results screen (with an undo, a save & quit and Continue on the way), hot-seat covers, the 2–3
player rule with several animals per player."""
from __future__ import annotations

import random

import pygame
import pytest

from game import text
from game.app import App
from game.scenes.cover import CoverScene
from tests.dominant_species.test_table_support import (new_session, no_error, registered,  # noqa: F401
                                                       wait_for_human)
from tests.helpers import click, key, open_table


@pytest.fixture
def app(registered):
    return App(headless=True)


def human_turn(app, table, rng, clicked: dict) -> None:
    """One click on one of the legal targets, chosen at random; an action must follow a legal click."""
    targets = table.click_targets()
    assert targets, table.session.state.frames[-1]
    for r, a, _ in targets:                 # each target's centre leads to its own action
        assert table.action_for(table.target_at(r.center)) == a, (r, a)
    rect, act, label = targets[rng.randrange(len(targets))]
    n = len(table.session.actions)
    kind = table.session.state.frames[-1][0]
    click(app, rect.center)
    if isinstance(act, tuple):
        if act[0] == "select":
            assert table.selected == act[1]
        return
    assert len(table.session.actions) == n + 1, (kind, act, label, app.toast)
    assert table.session.actions[-1] == act
    clicked[kind] = clicked.get(kind, 0) + 1


def test_a_whole_game_by_clicks_to_the_results_with_undo_save_and_continue(app):
    from game import saving
    from game.scenes.menu import MenuScene
    from game.scenes.pause import PauseOverlay
    from game.scenes.results import ResultsScene
    text.record_overflows(True)
    try:
        app.settings.undo = "practice"     # the mechanics of undo here; fair undo: tests/engine/test_undo.py
        s = new_session(["human", "easy"], seed=11)
        t = open_table(app, s)
        rng = random.Random(11)
        clicked: dict = {}
        undone = saved = False
        for _ in range(20000):
            if s.current_player() is None:
                break
            if not wait_for_human(app, t):
                break
            human_turn(app, t, rng, clicked)
            no_error(app)
            if not undone and sum(clicked.values()) == 40:
                # undo goes back to the human's last decision (Ctrl+Z)
                for _ in range(50):
                    app.step([])
                n_before = len(s.actions)
                point = t.undo_plan().point
                key(app, pygame.K_z, pygame.KMOD_CTRL)
                assert len(s.actions) == point < n_before
                assert s.current_player() == 0 and t.my_turn()
                undone = True
            if not saved and sum(clicked.values()) >= 80 and s.current_player() == 0:
                # Esc opens the pause; Save & quit goes to the menu; Continue brings the game back
                key(app, pygame.K_ESCAPE)
                assert isinstance(app.top, PauseOverlay)
                pause = app.top
                click(app, pause.buttons[-1].rect.center)
                assert isinstance(app.top, MenuScene)
                kept = list(s.actions)
                assert saving.load(s.meta["id"]).actions == kept
                app.top.continue_game()
                t = app.top
                assert t.session is not s and t.session.actions == kept
                t.ai_delay_override = 0
                s = t.session
                saved = True
        for _ in range(5):
            app.step([])
        assert undone and saved
        assert s.current_player() is None and s.result() is not None
        assert app.top is t and t.ended, "the game ends on its final board"
        click(app, t.undo_button.rect.center)          # See results
        assert isinstance(app.top, ResultsScene)
        click(app, app.top.board_button.rect.center)    # back to the board, and to the results again
        assert app.top is t
        key(app, pygame.K_RETURN)
        assert isinstance(app.top, ResultsScene)
        # the human decided many kinds of steps, by clicks only
        assert {"plan", "migration", "domination", "card"} <= set(clicked)
        assert len(clicked) >= 10, clicked
        assert sorted(set(text.overflows())) == []
    finally:
        text.record_overflows(False)


@pytest.mark.parametrize("mode", ["needed", "always"])
def test_hot_seat_covers_the_table_between_humans_only_when_asked(app, mode):
    """Dominant Species hides nothing from one player that another sees: by default no "Pass to …"
    screen is needed between its humans (the table still turns to the seat deciding); the setting
    "always" covers every hand-over."""
    app.settings.hotseat_cover = mode
    s = new_session(["human", "human", "easy"], seed=4)
    t = open_table(app, s)
    assert not t.can_undo()
    rng = random.Random(4)
    covers = 0
    played = {0: 0, 1: 0}
    drawn = []
    real = t.draw

    def spy(surface):
        real(surface)
        drawn.append(s.current_player())

    t.draw = spy
    for _ in range(3000):
        if min(played.values()) >= 6:
            break
        if isinstance(app.top, CoverScene):
            covers += 1
            before = len(drawn)
            app.step([])
            assert len(drawn) == before          # nothing of the table under the cover
            click(app, (640, 360))
            continue
        p = s.current_player()
        if app.top is t and p in played and t.my_turn() and not t.hold:
            assert t.seat == p                     # the table shows the seat deciding
            clicked: dict = {}
            human_turn(app, t, rng, clicked)
            if clicked:
                played[p] += 1
            continue
        app.step([])
    assert min(played.values()) >= 6
    assert (covers >= 2) if mode == "always" else (covers == 0 and t.covers_shown == 0)


def test_several_animals_per_player_under_the_two_player_rule(app):
    s = new_session(["human", "easy"], seed=2, multi_animal=True)
    t = open_table(app, s)
    assert len(s.state.animals) == 6
    assert len(t.mine()) == 3
    rng = random.Random(2)
    seen = set()
    for _ in range(40):
        assert wait_for_human(app, t)
        seen.add(t.choices.animal)
        assert t.choices.animal in t.mine()
        # the prompt names the animal being played
        from game.dominant_species import words as W
        assert W.animal(t.choices.animal) in t.prompt_text()
        human_turn(app, t, rng, {})
    assert len(seen) >= 2
    # every animal has its panel, the player's are marked with the player's name
    rects = [t.panel_rect(a) for a in s.state.animals]
    assert all(r is not None for r in rects) and len({r.x for r in rects}) == 6
