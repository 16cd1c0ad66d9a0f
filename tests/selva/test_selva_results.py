"""Selva's results screen: one column per game of the best-of-three match, games won as the total."""

from game.app import App
from game.scenes.results import ResultsScene
from game.selva.results import SelvaBreakdown
from tests.helpers import new_session, play_random


def finished(seed=2):
    """A whole match of random legal actions."""
    return play_random(new_session("selva", ("easy", "easy"), seed, names=("Ana", "Beto")), 100_000, seed)


def test_results_show_each_game_and_the_games_won():
    app = App(headless=True)
    s = finished()
    res = s.result()
    scene = ResultsScene(app, s)
    app.push(scene)
    app.step([])
    b = SelvaBreakdown(scene)
    rows = b.rows()
    w = res.winners[0]
    assert [r.key for r in rows] == [w, 1 - w] and rows[0].winner and rows[0].total == "2"
    assert rows[1].total == str(res.scores[1 - w]) and res.scores[1 - w] in (0, 1)
    assert len(res.breakdown) == len(s.state.history) in (2, 3)
    assert b.headline() == f"{['Ana', 'Beto'][w]} wins the match 2–{res.scores[1 - w]}"
    for i, g in enumerate(res.breakdown):
        big, small = b.stage_cell(rows[0], i)
        loser_life = g["life"][1 - g["winner"]]
        assert loser_life <= 0
        big_l, small_l = b.stage_cell(rows[0] if g["winner"] != w else rows[1], i)
        assert big_l == "0" and small_l.startswith("lost, Alpha 0 to ")     # below 0 is shown as 0
        assert (small if g["winner"] == w else b.stage_cell(rows[1], i)[1]).startswith("won, Alpha ")
