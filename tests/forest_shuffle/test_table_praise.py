"""The table as its players would praise it: nothing moves under the pointer, every preview is true, every
ending can be looked at (the issue "every table as its players would praise it")."""
from __future__ import annotations

import functools

import pytest

from game import i18n
from game.app import App
from rules.forest_shuffle.cards import db
from rules.forest_shuffle.position import build, card_of
from tests import helpers
from tests.helpers import click, move, no_error

D = db()
open_table = functools.partial(helpers.open_table, first_frame=True)


@pytest.fixture(autouse=True)
def _english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture
def app():
    return App(headless=True)


def built(players=2, seats=None, **kw):
    """A session showing a hand-built position (its actions do not replay from the seed: no undo)."""
    seats = seats or ["human"] + ["easy"] * (players - 1)
    s = helpers.new_session("forest_shuffle", seats, seed=1, names=[f"P{i}" for i in range(len(seats))])
    s.state = build(players=players, **kw)
    s.events = []
    s.undo_point = lambda is_human: None
    return s


# ---------------------------------------------------------------------------------- nothing moves

def test_the_clearing_keeps_its_rows_under_the_pointer(app):
    s = built(2, forests=[["birch"], ["oak"]], hands=[["goshawk"], ["lynx"]],
              clearing=["linden", "wolf", "beech", "moss"], turn=0)
    t = open_table(app, s, delay=10 ** 6)
    rows = dict(t.clearing_targets())
    wolf, beech, moss = s.state.clearing[1], s.state.clearing[2], s.state.clearing[3]
    click(app, rows[wolf].center)
    assert wolf in s.state.hands[0] and t.opts()["task"] == "draw2"
    # the wolf's row stays empty while the pointer is over the clearing: a second click there takes nothing
    after = dict(t.clearing_targets())
    assert after[beech] == rows[beech] and after[moss] == rows[moss]
    assert not any(r.collidepoint(rows[wolf].center) for r in after.values())
    click(app, rows[wolf].center)
    assert beech in s.state.clearing and t.opts()["task"] == "draw2"
    # the pointer leaves: the rows close up
    move(app, (300, 300))
    assert dict(t.clearing_targets())[beech] == rows[wolf]
    # back over the clearing, a click on a row takes the card drawn there
    click(app, dict(t.clearing_targets())[moss].center)
    assert moss in s.state.hands[0]
    no_error(app)


def test_the_kept_rows_are_laid_afresh_when_the_turn_ends(app):
    s = built(2, forests=[["birch"], ["oak"]], hands=[["goshawk"], ["lynx"]],
              clearing=["linden", "wolf", "beech", "moss"], turn=0)
    t = open_table(app, s, delay=10 ** 6)
    rows = dict(t.clearing_targets())
    linden, wolf = s.state.clearing[0], s.state.clearing[1]
    click(app, rows[linden].center)
    click(app, rows[wolf].center)                 # the second pick ends the turn: the rows close up
    assert s.current_player() == 1
    left = dict(t.clearing_targets())
    assert sorted(r.top for r in left.values()) == sorted(rows[c].top for c in list(rows)[:len(left)])
