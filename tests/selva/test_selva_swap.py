"""Selva's swap screen between games, on a real session positioned at the ``swap`` phase."""
from __future__ import annotations

import random
from types import SimpleNamespace

import pygame
import pytest

from game.scene import Scene
from rules.engine.core import Action, IllegalAction
from rules.engine.session import Session
from tests.helpers import click, key, new_session

DECKS = ["cielos", "guardianes"]


def at_swap(seats, loser: int) -> Session:
    """A real match played at random until the swap phase, where ``loser`` lost game 1."""
    for seed in range(1, 80):
        s = new_session("selva", seats, seed, names=("Ana", "Zorro"), decks=DECKS)
        rng = random.Random(seed)
        while s.state.phase != "swap" and s.current_player() is not None:
            s.apply(rng.choice(s.legal_actions()))
        if s.state.phase == "swap" and s.state.actor == loser:
            return s
    raise AssertionError("no seed reaches the swap phase")


def overlay_of(app):
    from game.selva.swap import SwapOverlay
    return next((sc for sc in app.scenes if isinstance(sc, SwapOverlay)), None)


def row(ov, zone, cid):
    for c, _n, rect in ov.rows(zone):
        if c == cid:
            return rect
    raise AssertionError(f"{cid} not shown in {zone}")


class StubTable(Scene):
    """Table-like: ``game``, ``session``, ``apply_action``, ``is_human``, ``player_name``, ``reason``,
    ``hotseat`` (no cover between humans), ``open_pause``."""

    hotseat = False

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.applied = []
        self.paused = 0

    def open_pause(self) -> None:
        self.paused += 1

    def reason(self, rule, why, action=None) -> str:
        return why

    def apply_action(self, action) -> bool:
        try:
            self.session.apply(action)
        except IllegalAction as exc:
            self.app.show_message(exc.why)
            return False
        self.applied.append(action)
        return True

    def is_human(self, seat) -> bool:
        return seat is not None and self.session.config["seats"][seat] == "human"

    def player_name(self, seat) -> str:
        return self.session.config["names"][seat]

    def draw(self, surface) -> None:
        surface.fill((20, 50, 30))


def test_swap_overlay_on_the_real_table(app):
    from game.scenes.menu import MenuScene
    from game.registry import open_table
    s = at_swap(["human", "easy"], loser=0)
    app.replace(MenuScene(app))
    table = open_table(app, s)
    table.ai_delay_override = 0
    app.push(table)
    for _ in range(3):
        app.step([], dt=0.5)
    ov = overlay_of(app)
    assert ov is not None and app.top is ov and ov.seat == 0
    assert ov.title().startswith("Game 2 of 3 — you lost game 1: swap cards between Forest deck and Reserve")
    assert ov.score() == "Match: Ana 0 – 1 Zorro"
    st = s.state
    pool = st.pool
    # what the overlay offers is exactly the rules' legal swaps
    legal = {a.value for a in s.legal_actions() if a.kind == "swap"}
    assert set(ov.swaps) == legal and legal
    assert sum(ov.bosque.values()) == len(st.bosque[0]) and sum(ov.reserva.values()) == len(st.reserva[0])
    # pick a Bosque card and a Reserva card, then Swap
    out_id, in_id = sorted(legal)[0]
    click(app, row(ov, "bosque", out_id).center)
    click(app, row(ov, "reserva", in_id).center)
    assert (ov.pick_out, ov.pick_in) == (out_id, in_id) and ov.swap_button.enabled
    n_res = sum(1 for u in st.reserva[0] if st.card[u] == pool.index[out_id])
    click(app, ov.swap_button.rect.center)
    assert s.actions[-1] == Action("swap", (out_id, in_id))
    assert sum(1 for u in st.reserva[0] if st.card[u] == pool.index[out_id]) == n_res + 1
    assert app.top is ov and ov.status and "⇄" in ov.status[0]
    # a pair the rules refuse (the card just swapped in cannot go back) shows their reason, is not played
    bosque_card = next(o for o, _i in sorted(ov.swaps))
    assert not any(i == out_id for _o, i in ov.swaps)
    click(app, row(ov, "bosque", bosque_card).center)
    click(app, row(ov, "reserva", out_id).center)
    reserva_other = out_id
    hierba = bosque_card
    assert not ov.swap_button.enabled
    assert ov.status[0].endswith("was swapped already: each card moves once between games")
    why = s.game.why_illegal(st, Action("swap", (hierba, reserva_other)))
    refused = Action("swap", (hierba, reserva_other))
    assert why is not None and ov.reason(refused) == table.reason(*why, refused)
    before = len(s.actions)
    assert not ov.do_swap() and len(s.actions) == before
    # another Alfa for game 2
    alfas = ov.alfas
    assert len(alfas) >= 2 and alfas[0] == pool.cards[st.alfa[0]].id
    other = next(cid for cid, rect in ov.alfa_rects() if cid != ov.current_alfa())
    click(app, dict(ov.alfa_rects())[other].center)
    assert st.alfa[0] == pool.index[other] and ov.current_alfa() == other
    app.step([], dt=0.1)
    # Ready: the AI (the winner) decides next: the overlay closes
    click(app, ov.ready_button.rect.center)
    assert s.actions[-1] == Action("ready")
    assert overlay_of(app) is None and app.top is table


def test_swap_overlay_follows_two_humans_and_closes(app):
    s = at_swap(["human", "human"], loser=1)
    table = StubTable(app, s)
    app.replace(table)
    from game.selva.swap import SwapOverlay
    ov = SwapOverlay(app, table)
    app.push(ov)
    app.step([])
    assert ov.seat == 1 and "you lost game 1" in ov.title() and ov.score() == "Match: Zorro 0 – 1 Ana"
    # keyboard Enter = Ready; the decision passes to the winner, the overlay follows
    key(app, pygame.K_RETURN, unicode="\r")
    assert table.applied == [Action("ready")]
    assert app.top is ov and ov.seat == 0 and "you won game 1" in ov.title()
    assert ov.score() == "Match: Ana 1 – 0 Zorro"
    click(app, ov.ready_button.rect.center)
    assert s.state.phase != "swap" and s.state.game_no == 2
    assert app.top is table


def test_swap_overlay_reads_only_the_view(app, monkeypatch):
    """The columns come from ``game.view(state, seat)`` (open decklist and own Reserva)."""
    s = at_swap(["human", "easy"], loser=0)
    table = StubTable(app, s)
    app.replace(table)
    seen = []
    real_view = s.game.view

    def spy(state, seat):
        seen.append(seat)
        return real_view(state, seat)

    monkeypatch.setattr(table, "game", SimpleNamespace(view=spy, legal_actions=s.game.legal_actions,
                                                       why_illegal=s.game.why_illegal,
                                                       current_player=s.game.current_player))
    from game.selva.swap import SwapOverlay
    ov = SwapOverlay(app, table)
    app.push(ov)
    app.step([])
    assert seen and set(seen) == {0}
    v = real_view(s.state, 0)
    pool = s.state.pool
    assert ov.bosque == {pool.cards[i].id: n for i, n in v.decklist[0].items()}
    assert app.top is ov


def test_hot_seat_on_the_real_table_covers_between_players(app):
    from game.scenes.cover import CoverScene
    from game.scenes.menu import MenuScene
    from game.registry import open_table
    s = at_swap(["human", "human"], loser=1)
    app.replace(MenuScene(app))
    table = open_table(app, s)
    table.ai_delay_override = 0

    def settle():
        for _ in range(3):
            app.step([], dt=0.5)
        if isinstance(app.top, CoverScene):      # pass the screen to the next player
            click(app, (640, 360))
            for _ in range(3):
                app.step([], dt=0.5)

    app.push(table)
    settle()
    ov = overlay_of(app)
    assert ov is not None and ov.seat == 1 and "you lost game 1" in ov.title()
    click(app, ov.ready_button.rect.center)
    assert overlay_of(app) is None              # the table covers the screen before the winner swaps
    settle()
    ov = overlay_of(app)
    assert ov is not None and ov.seat == 0 and "you won game 1" in ov.title()
    click(app, ov.ready_button.rect.center)
    settle()
    assert overlay_of(app) is None and s.state.phase != "swap" and s.state.game_no == 2


@pytest.mark.parametrize("window", (1.0, 0.8), ids=("1280x720", "1024x600"))
@pytest.mark.parametrize("lang", ("en", "es"))
def test_the_swap_overlay_and_the_deck_editor_fit_at_both_text_sizes(app, lang, window):
    """Every row of both columns and the editor's list, hovered, with the text sized for the canvas and
    for a 1024×600 window (12-14 drawn at 15): no name cut, no heading run into the next."""
    from game import i18n, text
    from game.app import App
    from game.selva.deck_editor import DeckEditorScene
    from game.selva.swap import SwapOverlay
    from tests.helpers import move
    App.text_window = window                    # put back after the test (conftest.py)
    i18n.set_language(lang)
    s = at_swap(["human", "easy"], loser=0)
    found = text.record_overflows(True)
    try:
        table = StubTable(app, s)
        app.replace(table)
        ov = SwapOverlay(app, table)
        app.push(ov)
        app.step([])
        for zone in ("bosque", "reserva"):
            for _cid, _n, rect in ov.rows(zone):
                move(app, rect.center)
        app.pop()
        ed = DeckEditorScene(app)
        app.push(ed)
        app.step([])
        for y in range(ed.LIST.top + 10, ed.LIST.bottom, 40):
            move(app, (ed.LIST.left + 120, y))
        assert found == []
    finally:
        text.record_overflows(False)
