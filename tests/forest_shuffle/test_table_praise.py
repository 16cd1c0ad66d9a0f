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


# ---------------------------------------------------------------------------------- true previews

def prompt_lines(t):
    from game.forest_shuffle import prompt
    look = t.look()
    return prompt.line_one(look)[0], " · ".join(x for x, _ in prompt.line_two(look, 4000, 13))


def half_rect(t, card, half):
    for c, _r, halves in t.hand_targets():
        if c == card:
            return dict(halves)[half]
    raise AssertionError(f"card {card} is not in the shown hand")


def card_rect(t, card):
    return next(r for c, r, _ in t.hand_targets() if c == card)


def bear_table(app, clearing=8):
    names = ["wolf", "moss", "goshawk", "lynx", "gnat", "fireflies", "european_hare", "red_squirrel", "beech_marten",
             "chaffinch", "bullfinch"][:clearing]
    s = built(2, forests=[["oak"], ["birch"]], clearing=names,
              hands=[["brown_bear@linden", "linden", "linden", "linden"], ["lynx"]])
    t = open_table(app, s, delay=10 ** 6)
    bear = card_of(s.state, 0, "brown_bear", "linden")
    from rules.forest_shuffle.position import half_of
    return s, t, bear, half_of(bear, "brown_bear")


def test_the_brown_bear_preview_counts_the_cave_it_fills(app):
    from rules.forest_shuffle import query
    s, t, bear, h = bear_table(app)
    click(app, half_rect(t, bear, h).center)
    assert t.sel.tree == 0                                   # the only tree: chosen at once
    # 8 cards in the clearing and the 3 paid go to the cave: 11 points once the effect is taken
    assert t.derived()["gains"][0] == 11
    for c in [c for c in s.state.hands[0] if c != bear]:
        click(app, card_rect(t, c).center)
    _one, two = prompt_lines(t)
    assert "+11 points for your forest" in two and "11 of them from the cave" in two
    before = query.live_scores(s.state)[0]
    click(app, t.button("confirm").rect.center)
    assert t.opts()["task"] == "ask"
    click(app, t.button("yes").rect.center)                  # the effect: the clearing into the cave
    assert query.live_scores(s.state)[0] - before == 11
    no_error(app)


def test_the_log_says_the_bonus_applies_only_for_a_card_with_a_bonus(app):
    from game.forest_shuffle import log_text
    s = built(2, forests=[["oak"], ["birch"]], hands=[["linden", "linden"], ["lynx"]])
    t = open_table(app, s, delay=10 ** 6)
    first, second = s.state.hands[0]
    click(app, card_rect(t, first).center)
    click(app, card_rect(t, second).center)                  # paid with a Linden: the symbol, but no bonus
    click(app, t.button("confirm").rect.center)
    pay = [e for e in s.events if e.kind == "pay"]
    assert pay and not pay[-1].data["bonus"]
    text = " ".join(x for e in s.events for x, _ in log_text.describe(e, 0, lambda q: f"P{q}"))
    assert "You pay with Linden" in text and "bonus" not in text
    no_error(app)


def test_an_extra_turn_is_said_on_the_status_line(app):
    s, t, bear, h = bear_table(app, clearing=2)
    click(app, half_rect(t, bear, h).center)
    for c in [c for c in s.state.hands[0] if c != bear]:
        click(app, card_rect(t, c).center)                   # three Lindens: the bonus fires
    click(app, t.button("confirm").rect.center)
    click(app, t.button("yes").rect.center)                  # the effect
    click(app, t.button("yes").rect.center)                  # the bonus: a card and an extra turn
    assert s.current_player() == 0 and t.opts()["task"] == "main"
    one, two = prompt_lines(t)
    assert one.startswith("Extra turn (Brown Bear): draw two cards")
    assert two.startswith("Extra turn from Brown Bear") and "You put Brown Bear" in two
    i18n.set_language("es")
    one, two = prompt_lines(t)
    assert one.startswith("Turno extra (Oso pardo)") and two.startswith("Turno extra por Oso pardo")
    i18n.set_language("en")
    # the extra turn's own moves replace the recap; the next player's turn says nothing of an extra turn
    click(app, t.deck_rect().center)
    click(app, t.deck_rect().center)
    assert s.current_player() == 1
    one, _two = prompt_lines(t)
    assert "xtra" not in one
    no_error(app)
