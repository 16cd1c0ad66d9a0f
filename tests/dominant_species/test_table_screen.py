"""The Dominant Species table, headless, with synthetic mouse and key events: what it shows (every
player count, both languages, no text cut or shrunk), previews on hover, refused clicks and their
reasons, two-step choices, keyboard play, the spectator view, undo and the log."""
from __future__ import annotations

import pygame
import pytest

from game import i18n, text
from game.app import App
from game.dominant_species import words as W
from game.i18n import tr
from rules.dominant_species import screen
from rules.dominant_species.constants import ANIMALS
from tests.dominant_species.test_table_support import (new_session, play_random, registered,  # noqa: F401
                                                       until_step, wait_for_human)
from tests.helpers import click, key, move, open_table, render


@pytest.fixture
def app(registered):
    return App(headless=True)


@pytest.fixture
def recording():
    text.record_overflows(True)
    yield
    text.record_overflows(False)


# ---------------------------------------------------------------------------------- what it shows

# every player count in both languages with the text as the run sizes it (BESTIARIO_TEST_WINDOW), and
# 2, 4 and 6 players with the text sized for a 1024×600 window (12-14 drawn at 15 on the canvas)
SIZED = [pytest.param(p, lang, None, id=f"{p}-{lang}") for p in range(2, 7) for lang in ("en", "es")] + \
    [pytest.param(p, lang, 0.8, id=f"{p}-{lang}-1024x600") for p in (2, 4, 6) for lang in ("en", "es")]


@pytest.mark.parametrize("players,lang,window", SIZED)
def test_every_player_count_fits_in_both_languages(app, recording, players, lang, window):
    if window:
        App.text_window = window                # put back after the test (conftest.py)
    i18n.set_language(lang)
    for moment in (0, 60, 250):
        s = new_session(["human"] + ["easy"] * (players - 1), seed=players)
        play_random(s, moment, seed=players)
        t = open_table(app, s, delay=10 ** 6)
        render(app, 3)
        # hover over every part of the table once (the info panel fills in)
        for pos in ((300, 300), (700, 280), (700, 450), (100, 660), (640, 25)):
            move(app, pos)
        app.pop()
    assert sorted(set(text.overflows())) == []
    # one panel per animal in play, all inside the animals zone
    rects = [t.panel_rect(a) for a in s.state.animals]
    assert all(t.R["animals"].contains(r) for r in rects)


def test_the_earth_shows_every_tile_species_count_and_dominance(app):
    s = new_session(["human", "easy", "easy"], seed=6)
    play_random(s, 120, seed=6)
    t = open_table(app, s, delay=10 ** 6)
    render(app, 3)
    v = t.view()
    dom = screen.dominance(v)
    for tile in screen.earth(v):
        h = tile["tile"]
        for aid in tile["species"]:
            r = t.chip_rect(h, aid)
            assert r is not None and t.earth.hex_at(r.center) == h   # each chip sits on its tile
        if tile["terrain"] is not None:
            # the tile is filled with its terrain's colour (not the felt)
            from game.dominant_species import art
            x, y = t.hex_centre(h)
            probe = (x - int(t.earth.r * 0.7), y)
            assert tuple(app.canvas.get_at(probe))[:3] == art.terrain_fill(tile["terrain"])
    # the dominance marker is drawn in the dominant animal's colour under each dominated tile
    from game.dominant_species import art
    for h, a in enumerate(dom):
        if a is None:
            continue
        x, y = t.hex_centre(h)
        yy = y + round(t.earth.r * 0.67)
        colours = {tuple(app.canvas.get_at((xx, yy)))[:3] for xx in range(x - 6, x + 7)}
        assert art.colour("animal", a) in colours, (h, a)


def test_endangered_species_are_listed_and_marked(app):
    s = new_session(["human", "easy", "easy", "easy"], seed=9)
    play_random(s, 200, seed=9, until=lambda x: len(screen.endangered(x.state)) >= 2)
    end = screen.endangered(s.state)
    assert end
    t = open_table(app, s, delay=10 ** 6)
    move(app, (5, 5))              # nothing under the pointer: the panel tells what is at stake
    render(app, 3)
    shown = " ".join(t.info_drawn)
    for x in end:
        assert W.tile_label(x["tile"]) in shown and W.animal(x["animal"]) in shown, (x, shown)
    # the chips of endangered species carry a red frame (and '!' after the count)
    from game.dominant_species import art
    x = end[0]
    r = t.chip_rect(x["tile"], x["animal"])
    assert tuple(app.canvas.get_at((r.left + 1, r.centery)))[:3] == art.RED
    safe = [(h, a) for h in range(35) for a in range(6) if s.state.sp[h * 6 + a]
            and not any(e["tile"] == h and e["animal"] == ANIMALS[a] for e in end)]
    if safe:
        h, a = safe[0]
        r = t.chip_rect(h, ANIMALS[a])
        assert tuple(app.canvas.get_at((r.left + 1, r.centery)))[:3] != art.RED


def test_the_prompt_names_phase_step_and_who_decides(app):
    s = until_step("speciation", ["human", "easy", "easy"])
    assert s is not None
    t = open_table(app, s)
    render(app, 3)
    text_now = t.prompt_text()
    fr = s.state.frames[-1]
    assert text_now.startswith(f"Speciation ({W.element(fr[2])}): ")
    assert f"choose a {W.element(fr[2])} element on the Earth" in text_now
    assert t.status_text() == tr("dominant_species.status.your_turn", animal=W.animal(fr[1]))


def test_the_opponents_last_move_is_told_back(app):
    s = new_session(["human", "easy", "easy"], seed=3)
    t = open_table(app, s)
    assert wait_for_human(app, t)
    t.use(next(iter(t.choices.spaces.values())))
    assert wait_for_human(app, t)
    rec = t.recent()
    assert rec["seat"] not in (None, 0)               # the last actions were another player's
    assert rec["lines"] and rec["spaces"]              # told in words, the space marked
    assert any(W.space_name(i) in rec["lines"][-1] for i in rec["spaces"])


# ---------------------------------------------------------------------------------- previews

def test_hovering_a_domination_choice_previews_the_scoring_and_the_card(app):
    s = until_step("domination", ["human", "easy", "easy"])
    assert s is not None
    t = open_table(app, s, delay=10 ** 6)
    render(app, 3)
    h, act = next((h, a) for h, a in t.choices.tiles.items())
    move(app, t.hex_centre(h))
    render(app, 1)
    assert t.preview_shown is not None and t.preview_shown[0] == act
    pv = screen.preview(t.view(), act)
    shown = " ".join(t.info_drawn)
    assert shown.startswith(tr("dominant_species.info.if_you", what=t.action_words(act)))
    for p in pv["scoring"]:
        assert f"+{p['vp']} VP" in shown and W.animal(p["animal"]) in shown
    if pv["card_to"]:
        assert tr("dominant_species.info.card_to", animal=W.animal(pv["card_to"])) in " ".join(t.info_drawn) or \
            W.animal(pv["card_to"]) in shown
    # the VPs it would bring show on the animals' panels too
    for aid, gain in pv["vp"].items():
        assert gain > 0


def test_a_preview_marks_dominance_changes_on_the_earth(app):
    # find a step where one legal choice changes who dominates a tile
    for seed in range(3, 40):
        s = new_session(["human", "easy", "easy"], seed=seed)
        found = None

        def ready(x):
            nonlocal found
            if x.current_player() != 0:
                return False
            v = x.game.view(x.state, 0)
            for a in x.game.legal_actions(v):
                if a.kind in ("corner", "tile", "move", "compete") and screen.preview(v, a)["dominance"]:
                    found = a
                    return True
            return False

        play_random(s, 800, seed=seed, until=ready)
        if found is not None:
            break
    assert found is not None
    t = open_table(app, s, delay=10 ** 6)
    render(app, 3)
    target = next(r for r, a, _ in t.click_targets() if a == found or
                  (isinstance(a, tuple) and found.kind == "move" and a == ("select", found.value[0])))
    if found.kind == "move":
        click(app, target.center)
        target = next(r for r, a, _ in t.click_targets() if a == found)
    move(app, target.center)
    render(app, 1)
    assert t.preview_shown is not None and t.preview_shown[0] == found
    pv = t.preview_shown[1]
    d = pv["dominance"][0]
    line = tr("dominant_species.info.dominance_change", tile=W.tile_label(d["tile"]),
              before=W.animal(d["before"]) if d["before"] else tr("dominant_species.info.nobody"),
              after=W.animal(d["after"]) if d["after"] else tr("dominant_species.info.nobody"))
    assert any(line.startswith(x) or x in line for x in t.info_drawn) or line in " ".join(t.info_drawn)
    # the tile is outlined in gold on the Earth
    from game.dominant_species import art
    x, y = t.hex_centre(d["tile"])
    poly = t.earth.polygon(d["tile"], 5)
    px = (round((poly[0][0] + poly[1][0]) / 2), round((poly[0][1] + poly[1][1]) / 2))
    around = {tuple(app.canvas.get_at((px[0] + dx, px[1] + dy)))[:3] for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
    assert art.GOLD in around


def test_hovering_a_space_in_planning_explains_it(app):
    s = new_session(["human", "easy", "easy"], seed=3)
    t = open_table(app, s)
    assert wait_for_human(app, t)
    t.ai_delay_override = 10 ** 6
    from rules.dominant_species.tables import SECTION_SPACES
    from rules.dominant_species.constants import SECTIONS
    sp = SECTION_SPACES[SECTIONS.index("speciation")][0]
    move(app, t.space_rect(sp).center)
    render(app, 1)
    assert t.info_drawn[0] == W.space_name(sp) == f"Speciation ({W.element('meat')})"
    meat = sum(1 for c, e in enumerate(s.state.el) if e == 2)
    assert tr("dominant_species.info.on_earth.other", n=meat, element=W.element("meat")) in " ".join(t.info_drawn)


# ---------------------------------------------------------------------------------- clicks

def test_a_click_on_a_taken_space_says_why_and_changes_nothing(app):
    s = new_session(["human", "easy", "easy"], seed=3)
    t = open_table(app, s)
    assert wait_for_human(app, t)
    taken = next(i for i, a in enumerate(s.state.spaces) if a >= 0)
    n = len(s.actions)
    click(app, t.space_rect(taken).center)
    assert len(s.actions) == n
    assert app.toast[0] == tr("dominant_species.illegal.occupied")
    # a printed free space is not an eyeball
    from rules.dominant_species.tables import FREE_SPACES
    click(app, t.space_rect(FREE_SPACES[0]).center)
    assert len(s.actions) == n and app.toast[0] == tr("dominant_species.illegal.not_eyeball")
    # and a click on the Earth in Planning is not a choice: the reason repeats the question
    click(app, t.hex_centre(0))
    assert app.toast[0] == tr("dominant_species.illegal.not_here", prompt=t.prompt_text())
    # the rules decide (their why_illegal on the view), the player reads it in their language
    from rules.engine.core import Action
    assert s.game.why_illegal(t.view(), Action("place", taken)) is not None
    i18n.set_language("es")
    click(app, t.space_rect(taken).center)
    assert app.toast[0] == "Ese espacio ya tiene un peón." and len(s.actions) == n


def test_a_click_out_of_turn_says_whose_turn(app):
    s = new_session(["human", "easy", "easy"], seed=3)
    play_random(s, 50, until=lambda x: x.current_player() == 1)
    t = open_table(app, s, delay=60)
    render(app, 1)
    assert s.current_player() == 1
    n = len(s.actions)
    click(app, t.space_rect(0).center)
    assert len(s.actions) == n
    assert app.toast[0] == tr("dominant_species.illegal.not_your_turn", name="Rival 1")


def test_migration_is_two_clicks_source_then_destination(app):
    s = until_step("migration", ["human", "easy", "easy"])
    assert s is not None
    t = open_table(app, s)
    render(app, 3)
    src = next(iter(t.choices.moves))
    dst, act = next(iter(t.choices.moves[src].items()))
    n = len(s.actions)
    click(app, t.hex_centre(src))
    assert t.selected == src and len(s.actions) == n
    # only the destinations of that source are offered now, and a Back button
    offered = {a for _, a, _ in t.click_targets()}
    assert act in offered and ("cancel",) in offered
    assert all(not (isinstance(a, tuple) and a[0] == "select") for a in offered)
    # right click drops the selection; then source and destination again
    click(app, t.hex_centre(src), button=3)
    assert t.selected is None
    click(app, t.hex_centre(src))
    click(app, t.hex_centre(dst))
    assert len(s.actions) == n + 1 and s.actions[-1] == act


def test_buttons_offer_the_counts_and_the_pass(app):
    s = until_step("speciation_count", ["human", "easy", "easy"])
    assert s is not None
    t = open_table(app, s)
    render(app, 3)
    rects = t.button_rects()
    labels = [lb for _, lb, _, _ in rects]
    counts = [a.value for _, _, _, a in rects if a.kind == "count"]
    assert counts == sorted(counts, reverse=True) and counts[-1] == 0
    assert labels[:len(counts)] == [str(c) for c in counts]
    n = len(s.actions)
    click(app, rects[0][0].center)
    assert len(s.actions) == n + 1 and s.actions[-1].value == counts[0]


@pytest.mark.parametrize("lang", ("en", "es"))
def test_the_regression_protection_offers_the_types_at_risk_and_protect_nothing(app, recording, lang):
    i18n.set_language(lang)
    s = until_step("protect", ["human", "easy", "easy"])
    assert s is not None
    t = open_table(app, s)
    render(app, 3)
    risk = sorted(a.value for a in s.legal_actions() if a.kind == "element")
    rects = t.button_rects()
    assert sorted(a.value for _, _, _, a in rects if a.kind == "element") == risk and risk
    assert rects[-1][1] == tr("dominant_species.pass_label.protect") and rects[-1][3].kind == "pass"
    assert rects[-1][1] == {"en": "Protect nothing", "es": "No proteger nada"}[lang]
    assert {"en": "or protect nothing", "es": "o no protejas nada"}[lang] in screen.prompt_text(s.state, lang)
    targets = [a for _, a, _ in t.click_targets()]
    assert all(any(x == a for x in targets) for a in s.legal_actions())   # each type on the display too
    assert sorted(set(text.overflows())) == []
    n = len(s.actions)
    click(app, rects[-1][0].center)
    assert len(s.actions) == n + 1 and s.actions[-1].kind == "pass"
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ("en", "es"))
def test_the_mammals_save_offers_the_tiles_and_save_none(app, recording, lang):
    i18n.set_language(lang)
    s = until_step("save", ["human", "easy", "easy"], animals=["mammal", "bird", "insect"])
    assert s is not None
    t = open_table(app, s)
    render(app, 3)
    tiles = sorted(a.value for a in s.legal_actions() if a.kind == "tile")
    assert tiles and sorted(a.value for _, a, _ in t.click_targets() if getattr(a, "kind", "") == "tile") == tiles
    rects = t.button_rects()
    assert [lb for _, lb, _, _ in rects] == [{"en": "Save none", "es": "No salvar ninguna"}[lang]]
    assert {"en": "or save none", "es": "o no salves ninguna"}[lang] in screen.prompt_text(s.state, lang)
    assert sorted(set(text.overflows())) == []
    n = len(s.actions)
    click(app, t.earth.hex_rect(tiles[0]).center)
    assert len(s.actions) == n + 1 and s.actions[-1].kind == "tile" and s.actions[-1].value == tiles[0]
    i18n.set_language("en")


def test_elements_are_picked_in_their_box(app):
    s = until_step("adapt", ["human", "easy", "easy"])
    assert s is not None
    t = open_table(app, s)
    render(app, 3)
    from rules.dominant_species.constants import B_ADAPT
    e, r = t.box_element_rects(B_ADAPT)[0]
    n = len(s.actions)
    click(app, r.center)
    assert len(s.actions) == n + 1 and s.actions[-1].kind == "element" and s.actions[-1].value == e


def test_keyboard_tab_and_enter_play(app):
    s = new_session(["human", "easy", "easy"], seed=3)
    t = open_table(app, s)
    assert wait_for_human(app, t)
    targets = t.focus_targets()
    clicks = t.click_targets()
    assert targets and [r for r, _, _ in targets] == [r for r, _, _ in clicks]
    n = len(s.actions)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    assert t.focus == 1
    key(app, pygame.K_RETURN)
    assert len(s.actions) == n + 1
    assert s.actions[-1] == clicks[1][1]


# ---------------------------------------------------------------------------------- seats, undo, log

def test_an_all_ai_game_is_a_spectator_view(app):
    s = new_session(["easy", "easy", "easy"], seed=3)
    t = open_table(app, s, view_seat=2)
    for _ in range(60):
        app.step([])
    assert len(s.actions) > 10
    assert t.seat == 2 and not t.click_targets() and not t.can_undo()
    assert t.status_text() != tr("dominant_species.status.your_turn", animal="")


def test_undo_goes_back_to_the_last_human_decision(app):
    s = new_session(["human", "easy", "easy"], seed=5)
    t = open_table(app, s)
    points = []
    for _ in range(4):
        assert wait_for_human(app, t)
        points.append(len(s.actions))
        t.use(next(iter(t.choices.spaces.values())))
    assert wait_for_human(app, t)
    log_before = list(t.log)
    assert t.undo()
    assert len(s.actions) == points[-1] and t.my_turn()
    assert len(t.log) < len(log_before)
    assert t.undo() and len(s.actions) == points[-2]


def test_a_language_switch_rebuilds_the_log(app):
    s = new_session(["human", "easy", "easy"], seed=3)
    play_random(s, 30)
    t = open_table(app, s, delay=10 ** 6)
    render(app, 1)
    assert any("placed a pawn on" in x for x, _ in t.log)
    i18n.set_language("es")
    render(app, 1)
    assert any("pusieron un peón en" in x for x, _ in t.log)
    assert not any("placed a pawn" in x for x, _ in t.log)


def test_hovering_a_tile_magnifies_it_away_from_the_pointer(app):
    s = new_session(["human", "easy", "easy"], seed=6)         # Planning: a tile is no choice, no preview
    t = open_table(app, s, delay=10 ** 6)
    render(app, 3)
    for h in range(35):
        if s.state.terrain[h] < 0:
            continue
        move(app, t.hex_centre(h))
        render(app, 1)
        assert t.preview_shown is None
        assert t.zoom_drawn is not None and t.zoom_drawn[0] == h
        box = t.zoom_drawn[1]
        assert box.w > 2 * t.earth.hex_rect(h).w * 0.9 and t.R["earth"].contains(box)
        assert not box.collidepoint(t.hex_centre(h))           # it never hides the tile pointed at
    move(app, (5, 5))
    assert t.zoom_drawn is None


def test_pieces_slide_instead_of_popping(app):
    s = new_session(["human", "easy", "easy"], seed=3)
    t = open_table(app, s, delay=0.5)
    for _ in range(400):
        app.step([], dt=0.02)
        if t.slides.busy():
            break
    assert t.slides.busy()                         # an AI's pawn (or a species) is on its way
    key0 = t.slides.items[0].key
    for _ in range(60):
        app.step([], dt=0.02)
    assert not any(x.key == key0 for x in t.slides.items)
    # at the instant pace nothing slides
    t.ai_delay_override = 0
    t.slides.clear()
    for _ in range(30):
        app.step([], dt=0.02)
    assert not t.slides.busy()


def test_a_speciation_corner_previews_the_species_it_places(app):
    s = until_step("speciation", ["human", "easy", "easy"])
    assert s is not None
    t = open_table(app, s, delay=10 ** 6)
    render(app, 3)
    from rules.dominant_species.tables import CORNER_HEXES, SPEC_CAP
    c, act = next(iter(t.choices.corners.items()))
    move(app, t.corner_rect(c).center)
    render(app, 1)
    assert t.preview_shown is not None and t.preview_shown[0] == act
    pv = t.preview_shown[1]
    me = ANIMALS[t.choices.animal]
    tiles = [h for h in CORNER_HEXES[c] if s.state.terrain[h] >= 0]
    placed = {x["tile"]: x["change"] for x in pv["species"] if x["animal"] == me}
    # every tile around the corner gets the most species allowed (up to the gene pool)
    pool = s.state.gene[t.choices.animal]
    for h in tiles:
        cap = min(SPEC_CAP[s.state.terrain[h]], pool)
        assert placed.get(h, 0) == cap, (h, placed)
        pool -= cap
    assert tr("dominant_species.info.with_most") in " ".join(t.info_drawn)


def test_a_preview_says_when_it_runs_into_the_next_turn(registered):
    from game.dominant_species.explain import phase_after, preview_lines
    found = None
    for seed in range(1, 30):
        s = new_session(["human", "easy", "easy"], seed=seed)

        def ready(x):
            nonlocal found
            if x.current_player() != 0 or x.state.phase != 1:
                return False
            v = x.game.view(x.state, 0)
            for a in x.game.legal_actions(v):
                after = phase_after(v, a)
                if after.get("then_turn"):
                    found = (v, a, after)
                    return True
            return False

        play_random(s, 3000, seed=seed, until=ready)
        if found:
            break
    assert found is not None
    v, a, after = found
    assert after["then_turn"] == v.turn + 1
    lines = [x for x, _ in preview_lines(v, a, {**screen.preview(v, a), **after}, 0)]
    assert tr("dominant_species.info.then_turn", turn=v.turn + 1) in lines
