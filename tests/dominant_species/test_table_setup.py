"""Dominant Species around the table: the setup panel (an animal per player, the 2–3 player rule), the
results breakdown (VPs by source of the animal that counts) and the menu's Continue line."""
from __future__ import annotations

import pytest

from game import i18n, text
from game.app import App
from game.dominant_species import words as W
from game.i18n import tr
from rules.dominant_species.constants import BIRD, INSECT
from tests.dominant_species.test_table_support import new_session, play_random, registered  # noqa: F401
from tests.helpers import click


@pytest.fixture
def app(registered):
    return App(headless=True)


def finished(seats, seed=7, **options):
    """A game of random moves played to its end."""
    return play_random(new_session(seats, seed=seed, **options), 10 ** 6, seed=seed)


def cycle_to(app, cycler, value):
    for _ in range(len(cycler.values)):
        if cycler.value == value:
            return
        click(app, (cycler.rect.right - 20, cycler.rect.centery))
    assert cycler.value == value


def test_setup_chooses_an_animal_per_player_and_refuses_twice_the_same(app):
    from game.scenes.setup import SetupScene
    s = SetupScene(app, "dominant_species")
    app.replace(s)
    app.step([])
    panel = s.panel
    assert len(panel.animal_cyclers) == s.players == 3
    assert all(c.value == "random" for c in panel.animal_cyclers)
    cycle_to(app, panel.animal_cyclers[0], "bird")
    cycle_to(app, panel.animal_cyclers[1], "bird")
    assert s.problems() == [tr("dominant_species.opt.animals_twice", animal=W.animal("bird"))]
    click(app, s.start_button.rect.center)
    assert app.top is s                                   # nothing starts
    cycle_to(app, panel.animal_cyclers[1], "insect")
    assert s.problems() == []
    assert s.config()["animals"] == ["bird", "insect", "random"]
    click(app, s.start_button.rect.center)
    table = app.top
    assert table is not s and table.session.game_id == "dominant_species"
    st = table.session.state
    assert st.seat_animals[0] == (BIRD,) and st.seat_animals[1] == (INSECT,)
    # the insects start the initiative (reverse food chain), so they are the first to place a pawn
    assert st.init[0] == INSECT


def test_setup_offers_the_two_or_three_player_rule(app):
    from game.scenes.setup import SetupScene
    s = SetupScene(app, "dominant_species")
    app.replace(s)
    app.step([])
    toggle = s.panel.widget("multi_animal")
    assert toggle is not None
    click(app, toggle.rect.center)
    assert s.config()["multi_animal"] is True
    click(app, s.start_button.rect.center)
    st = app.top.session.state
    assert len(st.animals) == 6 and all(len(x) == 2 for x in st.seat_animals)


@pytest.mark.parametrize("lang", ("en", "es"))
def test_the_setup_panel_fits(app, lang):
    from game.scenes.setup import SetupScene
    text.record_overflows(True)
    try:
        i18n.set_language(lang)
        for n in (2, 3, 6):
            s = SetupScene(app, "dominant_species")
            app.replace(s)
            s.set_players(n)
            cycle_to(app, s.panel.animal_cyclers[0], "amphibian")     # the longest name
            app.step([])
            assert len(s.panel.animal_cyclers) == n
            assert all(s.panel.rect.contains(c.rect) for c in s.panel.animal_cyclers)
        assert sorted(set(text.overflows())) == []
    finally:
        text.record_overflows(False)


def test_the_results_show_each_players_counting_animal_by_source(app):
    s = finished(["easy", "easy", "easy"])
    res = s.result()
    scene = app.push_scene("results", session=s)
    app.step([])
    bd = scene.breakdown
    rows = bd.rows()
    assert [r.key for r in rows] == scene.order
    for r in rows:
        b = next(x for x in res.breakdown if x["seat"] == r.key)
        assert r.name == tr("dominant_species.results.row", name=scene.names[r.key],
                            animal=W.animal(b["deciding_animal"]))
        assert r.total == str(res.scores[r.key])
        # the four columns add up to the score (the lowest animal's VPs)
        assert sum(int(bd.stage_cell(r, i)[0]) for i in range(bd.stages())) == res.scores[r.key]
    assert bd.headline().startswith(scene.names[res.winners[0]])
    assert W.animal(res.detail["dominant_species"]) in bd.headline()


def test_the_results_under_the_two_player_rule_list_every_animal(app):
    s = finished(["easy", "easy"], seed=3, multi_animal=True)
    scene = app.push_scene("results", session=s)
    app.step([])
    notes = scene.breakdown.notes()
    assert notes[0] == tr("dominant_species.results.lowest_note")
    for b in s.result().breakdown:
        line = next(n for n in notes if n.startswith(scene.names[b["seat"]] + ":"))
        for x in b["animals"]:
            assert f"{W.animal(x['animal'])} {x['vp']}" in line
    # every seat's score is its lowest animal
    for b in s.result().breakdown:
        assert b["score"] == min(x["vp"] for x in b["animals"])


def test_continue_says_how_far_the_game_came(app):
    from game.dominant_species.results import progress
    s = new_session(["human", "easy"], seed=3)
    assert progress(s) == tr("dominant_species.progress", turn=1, phase=tr("dominant_species.phase.planning"))
    i18n.set_language("es")
    assert progress(s) == "turno 1, Planificación"
