"""The score of every forest on the Forest Shuffle screen: the live score on the tabs and on each card,
the overlay card by card ("Goshawk: 3 × 3 birds = 9"), the end of the game (the count, then the
results by place), and the option that hides the live score."""
from __future__ import annotations

import pygame
import pytest

from game import i18n, text
from game.forest_shuffle import words as W
from game.forest_shuffle.scores import ScoresOverlay
from rules.forest_shuffle import query
from rules.forest_shuffle.position import build
from tests.helpers import click, key, new_session, open_table, play_random


BIRDS = [[{"tree": "oak", "top": ["goshawk"]}, {"tree": "birch", "top": ["tawny_owl"]},
          {"tree": "beech", "top": ["chaffinch"], "left": ["european_hare"], "right": ["european_hare"]},
          "sapling"],
         [{"tree": "linden"}, {"tree": "linden"}]]


def built(forests, players=2, **kw):
    s = new_session("forest_shuffle", ["human"] + ["easy"] * (players - 1), 1,
                    names=["Ana"] + [f"Rival {i}" for i in range(1, players)], **kw)
    s.state = build(players=players, forests=forests, hands=[["oak"], ["birch"]],
                    config={k: v for k, v in kw.items()})
    s.events = []
    s.undo_point = lambda is_human: None
    return s


def lines_of(entries):
    return [W.entry_line(e) for e in entries]


def test_each_card_says_what_it_scores_and_why_in_both_languages():
    s = built(BIRDS)
    entries = query.score_breakdown(s.state, 0)
    en = lines_of(entries)
    assert "Goshawk: 3 × 3 birds = 9" in en
    assert "Chaffinch: 5 on a Beech = 5" in en
    assert "European Hare: 1 × 2 European Hare = 2" in en
    assert "Oak: 3 of 8 tree species = 0" in en        # a sapling is no species
    assert "Sapling: a sapling scores nothing" in en
    assert "Cave: 0 cards × 1 = 0" in en
    i18n.set_language("es")
    es = lines_of(entries)
    assert "Azor: 3 × 3 aves = 9" in es
    assert "Pinzón vulgar: 5 en Haya = 5" in es
    # the other forest: Lindens compared with the most elsewhere
    other = lines_of(query.score_breakdown(s.state, 1))
    assert other[0] == "Tilo: 2 Tilo, máximo en otro bosque 0: 3 cada uno"


def test_the_scores_overlay_lists_every_card_of_every_forest(app):
    s = built(BIRDS)
    t = open_table(app, s, delay=10 ** 6, first_frame=True)
    rec = text.record_overflows(True)
    try:
        click(app, t.scores_button.rect.center)
        ov = app.top
        assert isinstance(ov, ScoresOverlay) and not ov.final
        app.step([])
        assert ov.totals() == query.live_scores(s.state)
        assert ov.shown == 0 and lines_of(ov.rows()) == lines_of(query.score_breakdown(s.state, 0))
        key(app, pygame.K_RIGHT)
        assert ov.shown == 1
        click(app, ov.tab_rects()[0].center)
        assert ov.shown == 0
    finally:
        text.record_overflows(False)
    assert rec == []
    key(app, pygame.K_ESCAPE)
    assert app.top is t


def test_a_long_forest_scrolls_in_the_overlay(app):
    tops = ["goshawk", "goshawk", "goshawk", "tawny_owl", "tawny_owl", "tawny_owl"]
    bottoms = ["moss", "wood_ant", "fireflies", "tree_frog", "moss", "wood_ant"]
    rights = ["lynx", "lynx", "lynx", "wolf", "wolf", "red_deer"]
    big = [{"tree": "birch", "top": [tops[i]], "bottom": [bottoms[i]], "left": ["european_hare"],
            "right": [rights[i]]} for i in range(6)] + ["linden"] * 9 + ["oak"] * 6
    s = built([big, ["beech"]])
    t = open_table(app, s, delay=10 ** 6, first_frame=True)
    click(app, t.scores_button.rect.center)
    ov = app.top
    n = len(ov.rows())
    assert n > ov.per_column() * 2 and ov.max_scroll() > 0
    for _ in range(30):
        app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)])
    assert ov.scroll == ov.max_scroll()


def test_every_card_in_the_forest_wears_its_points(app):
    s = built(BIRDS)
    t = open_table(app, s, delay=10 ** 6, first_frame=True)
    entries = {(e["tree"], e["side"]): e["points"] for e in query.score_breakdown(s.state, 0) if e["tree"] is not None}
    assert entries[(0, "top")] == 9
    # the badge of the Goshawk is drawn gold (it scores), the Oak's grey (it does not yet)
    r = next(r for tree, side, r, _ in t.slot_targets() if (tree, side) == (0, "top"))
    badge = (r.right - 17, r.centery - 10)
    assert tuple(app.canvas.get_at(badge))[:3] == (250, 214, 110)


def test_hidden_live_scores_show_no_points_until_the_end(app):
    s = built(BIRDS, score_live=False)
    t = open_table(app, s, delay=10 ** 6, first_frame=True)
    assert not t.live_scores_shown()
    assert not t.scores_button.enabled
    click(app, t.scores_button.rect.center)
    assert app.top is t and app.toast[0] == i18n.tr("forest_shuffle.table.toast.scores_hidden")
    r = next(r for tree, side, r, _ in t.slot_targets() if (tree, side) == (0, "top"))
    assert tuple(app.canvas.get_at((r.right - 17, r.centery - 10)))[:3] != (250, 214, 110)


def _finished(players, seed, **opts):
    """A game of random moves played to its end, players named P0, P1…"""
    s = new_session("forest_shuffle", ["easy"] * players, seed, names=[f"P{i}" for i in range(players)], **opts)
    play_random(s, 10 ** 6, seed)
    assert s.current_player() is None
    return s


@pytest.mark.parametrize("players,seed", [(2, 3), (3, 4), (5, 5)])
def test_the_results_add_up_by_place_in_the_forest(app, players, seed):
    from game.forest_shuffle.results import ForestBreakdown
    from game.scenes.results import ResultsScene
    s = _finished(players, seed)
    res = s.result()
    rec = text.record_overflows(True)
    try:
        for lang in ("en", "es"):
            i18n.set_language(lang)
            app.scenes.clear()
            scene = app.push_scene("results", session=s)
            app.step([])
            assert isinstance(scene, ResultsScene) and isinstance(scene.breakdown, ForestBreakdown)
    finally:
        text.record_overflows(False)
    assert rec == []
    i18n.set_language("en")
    bd = scene.breakdown
    assert bd.stages() == 5
    for row in bd.rows():
        cells = [int(bd.stage_cell(row, i)[0]) for i in range(5)]
        assert sum(cells) == res.scores[row.key] == int(row.total)
    w = res.winners[0]
    assert bd.headline().startswith(f"P{w} ") and str(res.scores[w]) in bd.headline()


def test_a_shared_victory_is_said_so():
    from game.forest_shuffle.results import ForestBreakdown

    class Scene:
        names = ["Ana", "Beto"]
        order = [0, 1]

    s = _finished(2, 3)
    res = s.result()
    res.scores = [40, 40]
    res.places = [1, 1]
    Scene.result = res
    bd = ForestBreakdown(Scene())
    assert bd.headline() == "Ana & Beto share the win with 40 points"
    assert any("share the victory" in n for n in bd.notes())


def test_the_end_shows_the_count_card_by_card_then_the_results(app):
    from game.scenes.results import ResultsScene
    s = _finished(2, 7)
    s.config["seats"] = ["human", "easy"]
    t = open_table(app, s)
    for _ in range(5):
        app.step([])
    assert app.top is t and t.ended, "the game ends on its final board, with See results"
    click(app, t.undo_button.rect.center)
    ov = app.top
    assert isinstance(ov, ScoresOverlay) and ov.final
    assert ov.totals() == s.result().scores
    assert ov.close_button.label == "Results ▸"
    click(app, ov.close_button.rect.center)
    assert isinstance(app.top, ResultsScene)
