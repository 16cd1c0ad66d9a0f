"""The end of a game, as a player looks at it: the chart of each player's VPs turn by turn (the rules'
``score_track``), the results' columns that say what they add up, the final scoring shown tile by tile on
the final board before the results."""
from __future__ import annotations

import random

import pytest

from game import i18n
from game.app import App
from tests.dominant_species.test_table_support import new_session, registered  # noqa: F401
from tests.helpers import open_table


def finished(seed=5, seats=("human", "easy", "easy")):
    """A session played to its end by random legal moves."""
    s = new_session(list(seats), seed=seed)
    rng = random.Random(seed)
    while s.current_player() is not None:
        s.apply(rng.choice(s.legal_actions()))
    return s


def test_score_track_follows_each_players_vps_turn_by_turn():
    from game.score_chart import series
    s = finished()
    unit, number, scores = s.game.score_track(s.state)
    assert unit == "turn" and number == s.state.turn
    assert scores == s.result().scores                 # the end of the track is the result
    unit, numbers, per_seat = series(s)
    assert numbers == list(range(0, s.state.turn + 1))
    assert len(per_seat) == 3 and all(line[-1] == sc for line, sc in zip(per_seat, s.result().scores))
    assert all(line[0] == 0 for line in per_seat)      # nobody scores before the first turn


def test_score_track_counts_a_players_lowest_animal_under_the_two_player_rule():
    s = new_session(["human", "easy"], seed=4, multi_animal=True)
    st = s.state
    for a in st.animals:
        st.vp[a] = 10 + a
    _, _, scores = s.game.score_track(st)
    assert scores == [min(st.vp[a] for a in st.seat_animals[p]) for p in range(2)]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_results_say_what_each_column_adds_up(registered, lang):
    from game.scenes.results import ResultsScene
    i18n.set_language(lang)
    app = App(headless=True)
    s = finished()
    t = open_table(app, s)
    app.step([])
    t.see_results()
    app.step([])
    scene = app.top
    assert isinstance(scene, ResultsScene)
    notes = " ".join(scene.breakdown.notes())
    for i in range(scene.breakdown.stages()):
        assert scene.breakdown.stage_label(i, True) + ":" in notes
    assert i18n.tr("dominant_species.results.total") != i18n.tr("dominant_species.panel.vp", n="").strip()


def test_the_final_scoring_is_shown_tile_by_tile_on_the_final_board_then_the_results(registered):
    import pygame

    from game.scenes.results import ResultsScene
    from tests.helpers import key
    app = App(headless=True)
    s = finished()
    scored = [e.data["tile"] for e in s.events if e.kind == "tile_scored" and e.data.get("why") == "final"]
    assert len(scored) >= 3
    t = open_table(app, s)
    app.step([])
    assert t.ended and t.final is not None and app.top is t          # the final board stays
    assert [x["tile"] for x in t.final.tiles] == scored                # in the order the rules scored them
    assert t.final.shown == 1 and t.final_drawn == scored[:1]
    assert t.info_drawn[0] == i18n.tr("dominant_species.final.heading", k=1, n=len(scored))
    first = s.events[[i for i, e in enumerate(s.events) if e.data.get("why") == "final"][0]]
    assert t.writer.describe(first)[0][0].startswith(t.info_drawn[1])  # who scored what on that tile
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    app.step([])
    assert t.final.shown == 3 and t.final_drawn == scored[:3]
    key(app, pygame.K_LEFT)
    app.step([])
    assert t.final.shown == 2 and app.top is t
    for _ in range(len(scored)):
        key(app, pygame.K_RIGHT)
    app.step([])
    assert t.final_drawn == scored and t.final.done()
    totals = t.final.totals()
    for a in s.state.animals:                                          # the final scoring, as the rules scored it
        from rules.dominant_species.constants import ANIMALS, VP_SOURCES
        assert totals.get(ANIMALS[a], 0) == s.state.vsrc[a * 8 + VP_SOURCES.index("final")]
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, ResultsScene)


def test_the_reveal_runs_by_itself(registered):
    app = App(headless=True)
    s = finished()
    t = open_table(app, s)
    app.step([])
    for _ in range(40):
        t.animate(0.75)
    assert t.final.done() and not t.anim_busy()
