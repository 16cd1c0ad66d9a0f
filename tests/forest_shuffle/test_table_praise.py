"""The table as its players would praise it: nothing moves under the pointer, every preview is true, every
ending can be looked at (the issue "every table as its players would praise it")."""
from __future__ import annotations

import functools

import pytest

from game import i18n
from rules.forest_shuffle.cards import db
from rules.forest_shuffle.position import build, card_of
from tests import helpers
from tests.helpers import click, move, no_error

D = db()
open_table = functools.partial(helpers.open_table, first_frame=True)


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
    _one, two = prompt_lines(t)                              # the question says what a yes brings
    assert "Put every card of the clearing" in two and "+11 points for your forest" in two
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


# ---------------------------------------------------------------------------------- the ending

def golden_session(name="forest_shuffle-2p-seed11.jsonl"):
    """The finished game of a golden playthrough, replayed into a session."""
    import json
    import os

    from rules.engine.core import Action
    from rules.engine.session import Session
    path = os.path.join(os.path.dirname(__file__), "..", "playthroughs", name)
    with open(path, encoding="utf-8") as f:
        lines = [json.loads(x) for x in f if x.strip()]
    s = Session("forest_shuffle", lines[0]["config"], lines[0]["seed"])
    for x in lines[1:]:
        if "a" in x:
            s.apply(Action.from_json(x["a"]))
    assert s.current_player() is None
    return s


def test_the_score_track_follows_each_forest_turn_by_turn_to_the_final_score():
    from game.score_chart import series
    s = golden_session()
    unit, numbers, per_seat = series(s)
    assert unit == "turn" and numbers == sorted(set(numbers)) and numbers[-1] == s.state.turn_no
    assert [p[0] for p in per_seat] == [0, 0]               # empty forests at the start
    assert [p[-1] for p in per_seat] == s.result().scores    # the live scoring ends on the final score
    assert all(len(p) == len(numbers) for p in per_seat)


def test_the_results_columns_say_what_they_add_up(app):
    from game.scenes.results import ResultsScene
    s = golden_session()
    scene = ResultsScene(app, s)
    bd = scene.breakdown
    assert i18n.tr(bd.total_key) == "Total points"
    assert [bd.stage_label(i, False) for i in range(bd.stages())] == [
        "Trees", "Above trees", "Below trees", "Beside trees", "Cave"]
    assert "points of the cards in that place (large)" in bd.legend()
    i18n.set_language("es")
    assert i18n.tr(bd.total_key) == "Puntos en total" and bd.stage_label(3, False) == "Junto a árboles"
    assert "1 punto por carta de cueva" in bd.legend()


def test_the_final_board_stays_with_the_scores_and_see_results_leads_on(app):
    import pygame

    from tests.helpers import key, step_until
    s = golden_session()
    t = open_table(app, s)
    assert step_until(app, lambda: t.ended, 20)
    for _ in range(30):                                      # the board stays: no banner to wait out
        app.step([])
    assert app.top is t
    one, two = prompt_lines(t)
    assert one == "Winter has come: the game is over."
    best = max(s.result().scores)
    assert two.startswith(f"★ P2 {best} points") and "See results ▸ for the count, card by card" in two
    assert t.undo_button.label.startswith("See results")
    click(app, t.undo_button.rect.center)                   # the card-by-card count, then the results
    assert type(app.top).__name__ == "ScoresOverlay"
    key(app, pygame.K_RETURN)
    assert type(app.top).__name__ == "ResultsScene" and app.top.board is t
    key(app, pygame.K_b)                                     # Board: back to the final board
    assert app.top is t and t.ended
    no_error(app)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_see_results_button_says_its_words_whole(app, lang):
    from game.text import text_width
    i18n.set_language(lang)
    t = open_table(app, golden_session())
    wants = [(t.undo_button, i18n.tr("table.button.see_results")), (t.undo_button, i18n.tr("table.button.undo")),
             (t.menu_button, i18n.tr("table.button.menu")), (t.scores_button, i18n.tr("forest_shuffle.button.scores"))]
    for b, label in wants:
        assert text_width(label, t.BUTTON_SIZE, True) <= b.rect.w - 12, (label, b.rect)


# ---------------------------------------------------------------------------------- colours

@pytest.mark.parametrize("name", ["standard", "colour_blind"])
def test_player_and_tree_colours_follow_the_palette(app, name):
    from game import palette
    from game.forest_shuffle import art
    from rules.forest_shuffle.constants import COLOURS
    palette.set_palette(name)
    try:
        s = built(3, forests=[["oak"], ["birch"], ["linden"]], hands=[["goshawk"], ["lynx"], ["wolf"]])
        t = open_table(app, s, delay=10 ** 6)
        canvas = helpers.render(app)
        for seat, r in t.tab_targets():                       # each tab wears its seat's colour
            assert tuple(canvas.get_at((r.left + 4, r.centery)))[:3] == palette.seat_colour(seat)
        rgbs = [art.tree_rgb(c) for c in COLOURS]
        assert len(set(rgbs)) == len(COLOURS)                 # eight trees, eight colours
        if name == "colour_blind":
            assert set(rgbs) == set(palette.OKABE_ITO)
            # a face painted in one palette is not reused in the other (the faces are cached per palette)
            oak = s.state.forests[0][0][0]
            cb = art.card_face(oak, (100, 140)).copy()
            palette.set_palette("standard")
            assert art.card_face(oak, (100, 140)).get_view("2").raw != cb.get_view("2").raw
        else:
            assert rgbs == [art.TREE_RGB[c] for c in COLOURS]
    finally:
        palette.set_palette("standard")
    no_error(app)


# ---------------------------------------------------------------------------------- free placements

def test_a_free_placement_chooses_its_tree_first_and_takes_it_back_with_nothing_spent(app):
    import pygame

    from rules.forest_shuffle.position import half_of
    from tests.helpers import key
    s = built(2, forests=[["birch", "oak"], []],
              hands=[["silver_fir", "silver_fir", "silver_fir", "european_badger"], []])
    t = open_table(app, s)
    firs = [c for c in s.state.hands[0] if D.is_tree[c]]
    click(app, half_rect(t, firs[0], None).center)
    for c in firs[1:]:
        click(app, card_rect(t, c).center)
    click(app, t.button("confirm").rect.center)              # the Silver Fir's bonus: a free placement
    assert t.opts()["task"] == "free" and t.button("done")
    n = len(s.actions)
    badger = card_of(s.state, 0, "european_badger")
    h = half_of(badger, "european_badger")
    side = "left" if h == 0 else "right"
    click(app, half_rect(t, badger, h).center)
    assert t.sel.tree is None and t.button("done") is None  # no Done while a card is picked
    assert prompt_lines(t)[0].startswith("European Badger: choose a lit slot")

    def slot(tree):
        return next(r for tr_, sd, r, _ in t.slot_targets() if tr_ == tree and sd == side)
    click(app, slot(1).center)
    assert t.sel.tree == 1
    click(app, slot(1).center)                               # the same slot again: the choice is taken back
    assert t.sel is not None and t.sel.tree is None
    click(app, slot(2).center)
    assert t.sel.tree == 2
    key(app, pygame.K_ESCAPE)                                # Esc: back to choosing the tree, card still picked
    assert t.sel is not None and t.sel.card == badger and t.sel.tree is None
    key(app, pygame.K_ESCAPE)                                # Esc again: the card goes back to the hand
    assert t.sel is None and t.button("done") and app.top is t
    assert len(s.actions) == n and t.opts()["task"] == "free"   # nothing was spent
    click(app, half_rect(t, badger, h).center)
    click(app, slot(0).center)
    click(app, t.button("confirm").rect.center)
    assert [a.kind for a in s.actions[n:]] == ["free", "slot"] and badger in s.state.forests[0][0][4 + h]
    no_error(app)


def test_input_before_the_first_frame_finds_the_buttons_of_the_moment(app):
    """A resumed game in a real window: the pointer moves before the table has drawn once."""
    s = built(2, forests=[["birch"], ["oak"]], hands=[["goshawk"], ["lynx"]])
    t = helpers.open_table(app, s, delay=10 ** 6)           # no first frame
    move(app, (600, 300))
    assert app.top is t
    no_error(app)
