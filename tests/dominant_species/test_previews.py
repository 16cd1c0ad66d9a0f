"""Every preview is true: a Wanderlust tile's bonus is in its preview; taking the Ice Age card warns that
the game ends, with the projected final scores (the safe answer focused); the Competition's second click
has its own words; a Competition space names all its terrains, Tundra too; the info panel holds what is at
stake at the next Extinction."""
from __future__ import annotations

import pygame
import pytest

from game import i18n, text
from game.app import App
from game.dominant_species import explain
from game.dominant_species import words as W
from rules.dominant_species import board as B
from rules.dominant_species import screen
from rules.dominant_species.cards import card_ids
from rules.dominant_species.constants import ANIMALS
from rules.dominant_species.tables import SPACE_SEC, bonus
from rules.dominant_species.constants import SECTIONS
from tests.dominant_species.test_table_support import registered, until_step  # noqa: F401
from tests.helpers import click, key, open_table, render


@pytest.fixture
def app(registered):
    return App(headless=True)


def test_a_wanderlust_tile_previews_its_bonus():
    s = until_step("wanderlust_hex", ["human", "easy", "easy"])
    assert s is not None
    a = s.state.frames[-1][1]
    seen = set()
    for act in s.legal_actions():
        pv = screen.preview(s.state, act)
        probe = s.state.clone()
        probe.terrain[act.value] = s.state.frames[-1][2]
        want = bonus(len(B.adjacent_tiles(probe, act.value)))
        assert pv["vp"].get(ANIMALS[a], 0) == want, (act, pv["vp"])
        seen.add(want)
        lines = [t for t, _ in explain.if_you_lines(s.state, act, pv, a, "wanderlust_hex")]
        assert i18n.tr("dominant_species.info.no_change") not in lines
    assert max(seen) > 0


def _at_card_step_with_ice_age():
    s = until_step("card", ["human", "easy", "easy"])
    assert s is not None
    ice = card_ids().index("ice_age")
    st = s.state
    if ice not in st.avail:
        if ice in st.deck:
            st.deck.remove(ice)
        st.avail[0] = ice
        st._legal = None
    return s


def test_taking_ice_age_warns_with_the_projected_final_scores(app):
    from game.scenes.dialog import DialogScene
    s = _at_card_step_with_ice_age()
    t = open_table(app, s)
    render(app, 3)
    n = len(s.actions)
    click(app, t.card_rect("ice_age").center)
    d = app.top
    assert isinstance(d, DialogScene) and len(s.actions) == n          # asked, nothing taken yet
    from rules.engine.core import Action
    want = screen.projected_final(s.state, Action("card", "ice_age"))
    for p in range(3):
        assert i18n.tr("dominant_species.ice_age.score", name=t.player_name(p), vp=want[p]) in d.message
    assert d.focus == 1 and d.specs[1][0] == i18n.tr("dominant_species.ice_age.back")   # the safe answer
    key(app, pygame.K_RETURN)
    assert app.top is t and len(s.actions) == n                      # Enter keeps the game going
    click(app, t.card_rect("ice_age").center)
    click(app, app.top.buttons[0].rect.center)                       # take it, knowingly
    assert len(s.actions) == n + 1 and s.actions[-1].value == "ice_age" and s.state.last_turn


@pytest.mark.parametrize("lang", ["en", "es"])
def test_competition_has_its_own_words_and_names_tundra(app, lang):
    i18n.set_language(lang)
    comp = [i for i in range(len(SPACE_SEC)) if SECTIONS[SPACE_SEC[i]] == "competition"]
    tundra = W.terrain("tundra")
    assert all(tundra in W.space_name(i) for i in comp[1:])
    assert i18n.tr("dominant_species.prompt.selected_compete", tile="B2") != \
        i18n.tr("dominant_species.prompt.selected", tile="B2")
    i18n.set_language("en")


def test_the_competition_second_click_says_what_it_picks(app):
    from game.dominant_species.choices import sort_out
    for seed in range(5, 80, 12):
        s = until_step("competition", ["human", "easy", "easy"], seed=seed)
        if s is not None and any(len(v) > 1 for v in sort_out(s.state, s.legal_actions()).picks.values()):
            break
    t = open_table(app, s)
    render(app, 3)
    many = [h for h, v in t.choices.picks.items() if len(v) > 1]
    assert many
    click(app, t.hex_centre(many[0]))
    assert t.selected == many[0]
    drawn = text.record_texts(True)
    try:
        render(app, 1)
    finally:
        text.record_texts(False)
    label = W.tile_label(many[0])
    assert i18n.tr("dominant_species.prompt.selected_compete", tile=label) in drawn
    assert i18n.tr("dominant_species.prompt.selected", tile=label) not in drawn


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_next_extinction_fits_its_panel(app, lang):
    i18n.set_language(lang)
    s = until_step("plan", ["human", "easy", "easy"], seed=7)
    st = s.state
    tiles = [h for h in range(len(st.terrain)) if st.terrain[h] >= 0]
    for h in tiles[:8]:                                  # many endangered species on many tiles
        for a in st.animals:
            st.sp[h * 6 + a] = max(st.sp[h * 6 + a], 1)
    for c in range(len(st.el)):
        st.el[c] = -1
    end = screen.endangered(st)
    assert len(end) > 6
    t = open_table(app, s)
    render(app, 3)
    lines = [x for x, _ in explain.idle_lines(t.view(), t.me())]
    assert t.info_drawn and t.info_drawn[0] == i18n.tr("dominant_species.info.at_stake")
    drawn = " ".join(t.info_drawn)
    for a in {x["animal"] for x in end}:
        assert W.animal(a) in drawn                      # every animal at stake is told
    assert lines
    i18n.set_language("en")
