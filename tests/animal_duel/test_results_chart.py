"""Animal Duel's results: the chart of each side's life over the match (the rules' ``score_track``) and
columns that say what they hold."""
from __future__ import annotations

import pytest

from game import i18n
from game.app import App
from game.i18n import tr
from game.scenes.results import ResultsScene
from game.score_chart import series
from rules.ai import make_bot
from rules.animal_duel.game import RULES
from tests import helpers as kit


def played(seed, size=4, players=2, **options):
    seats = ["human"] + ["easy"] * (players - 1)
    s = kit.new_session("animal_duel", seats, seed, board_size=size, variant_team=players == 4, **options)
    bots = [make_bot("easy", seed + i) for i in range(players)]
    while s.current_player() is not None:
        p = s.current_player()
        s.apply(bots[p].choose(s.game, s.state, p))
    return s


def lives_at_each_turn_end(session):
    """The life of each seat's side at the end of every turn of the match, and at the start, replayed."""
    from rules.engine.session import Session
    r = Session("animal_duel", session.config, session.seed)
    out = [[r.state.life[p & 1] for p in range(r.state.n)]]
    for a in session.actions:
        before = r.state.turn_no, r.state.games
        r.apply(a)
        st = r.state
        if st.phase == "over" or (st.turn_no, st.games) != before and before[0] > 0:
            if st.games != before[1]:                       # a drawn game ended: its life
                out.append([max(0, st.history[-1]["life"][p & 1]) for p in range(st.n)])
            else:
                out.append([max(0, st.life[p & 1]) for p in range(st.n)])
    return out


def test_the_track_starts_at_full_life_before_anything_is_played():
    s = kit.new_session("animal_duel", ["human", "easy"], 3)
    assert RULES.score_track(s.state) == ("turn", 0, [12, 12])


@pytest.mark.parametrize("seed,players", [(3, 2), (8, 2), (5, 4)])
def test_the_chart_is_each_sides_life_at_the_end_of_each_turn(seed, players):
    s = played(seed, players=players)
    unit, numbers, per_seat = series(s)
    assert unit == "turn" and numbers == list(range(len(numbers)))
    points = [[per_seat[p][i] for p in range(players)] for i in range(len(numbers))]
    assert points == lives_at_each_turn_end(s)
    assert points[-1] == [max(0, s.state.life[p & 1]) for p in range(players)]
    assert len(numbers) == sum(h["turns"] for h in s.state.history) + 1


def test_a_drawn_game_keeps_its_end_and_the_turns_of_the_next_follow_on():
    """The turns of every game of the match in one count; a drawn game's end keeps its own point."""
    s = next(x for x in (played(seed, size=3) for seed in range(1, 60)) if x.state.draws)
    unit, numbers, per_seat = series(s)
    points = [[per_seat[p][i] for p in range(2)] for i in range(len(numbers))]
    first = s.state.history[0]
    assert numbers == list(range(sum(h["turns"] for h in s.state.history) + 1))
    assert points[first["turns"]] == [max(0, x) for x in first["life"]]
    assert points == lives_at_each_turn_end(s)


def _results(app, session):
    sc = ResultsScene(app, session)
    app.replace(sc)
    app.step([])
    return sc


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_results_offer_the_chart_of_life(lang):
    i18n.set_language(lang)
    app = App(headless=True)
    sc = _results(app, played(3))
    assert sc.chart_button.enabled
    kit.click(app, sc.chart_button.rect.center)
    assert sc.showing_chart
    kit.no_error(app)


def test_the_columns_say_what_they_hold():
    """One game: the player and the life at the end (no second column saying the same); the team game
    says Team; a match with a drawn game shows each game's life under 'Game n: life'."""
    app = App(headless=True)
    bd = _results(app, played(3)).breakdown
    assert tr(bd.column_key) == "Player" and tr(bd.total_key) == "Life at the end" and bd.stages() == 0
    bd = _results(app, played(5, players=4)).breakdown
    assert tr(bd.column_key) == "Team"
    drawn = next(x for x in (played(seed, size=3) for seed in range(1, 60)) if x.state.draws)
    bd = _results(app, drawn).breakdown
    assert bd.stages() == len(drawn.state.history) >= 2
    assert bd.stage_label(0, False) == "Game 1: life" and bd.stage_label(1, True) == "G2 life"
    i18n.set_language("es")
    assert tr(bd.column_key) == "Jugador" and tr(bd.total_key) == "Vida al final"
    assert bd.stage_label(0, False) == "Partida 1: vida"


def test_the_charts_vertical_axis_says_life():
    assert tr("animal_duel.chart.value") == "life"
    i18n.set_language("es")
    assert tr("animal_duel.chart.value") == "vida"
