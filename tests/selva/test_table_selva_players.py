"""What players asked of the Selva table (issue 10), each driven headless with synthetic input: words that
fit at 12 px or more and one name per thing, refusals in the player's words, the other player's cards
told back large, a spectator view, keyboard play, priority and "pass until my turn", the block
forecast, slides and a resting table, plurals, Continue's progress, pictures."""
from __future__ import annotations

import random
import re

import pygame
import pytest

from game import i18n, text
from game.i18n import tr, tr_n
from game.selva import explain as X, faces as F
from game.selva.geometry import ALFA, CHOICE, FIELD, HAND, SPOT, ZOOM
from game.selva.table import SelvaTable
from rules.ai import make_bot
from rules.engine.core import Action
from rules.selva import moves as M
from rules.selva.cards import load_pool
from tests.helpers import click, key, open_table
from tests.selva import selva_helpers
from tests.selva.selva_helpers import new_session, play_bots, sessions_by_phase

LANGS = ("en", "es")


@pytest.fixture(autouse=True)
def _english():
    """English, and no overflow recording left on, around every test of this file."""
    i18n.set_language("en")
    yield
    i18n.set_language("en")
    text.record_overflows(False)


def find(pred, seats=("human", "easy"), seeds=range(1, 80), moves=2500):
    """The shared search, further by default (more seeds, longer games)."""
    return selva_helpers.find(pred, seats, seeds, moves)


POOL = load_pool()
RAW_IDS = {c.id for c in POOL.cards if "_" in c.id} | {"veloz", "alado", "acecho", "venenoso", "carronero",
                                                        "vigia", "enemy_animal", "own_animal", "any_animal"}


def no_engine_words(s: str) -> bool:
    """No raw card or keyword id, no placeholder, no key of the strings tables."""
    words = set(re.findall(r"[a-z_]+", s))
    return not (words & RAW_IDS) and "{" not in s and "selva." not in s and "Error" not in s


# ------------------------------------------------------------------------------ faces and fit

@pytest.mark.parametrize("window", (1.0, 0.8), ids=("1280x720", "1024x600"))
@pytest.mark.parametrize("lang", LANGS)
def test_every_card_face_at_every_size_fits_at_12_px_with_its_picture_and_keywords(lang, window):
    """Every face at every size it is drawn at (a full hand narrows its cards to 90 px), with the text
    sized for the canvas and for a 1024×600 window (12-14 drawn at 15 on the canvas): nothing cut,
    nothing past its box, names and keywords in full."""
    pygame.init()
    pygame.display.set_mode((16, 16))
    i18n.set_language(lang)
    text.set_zoom(1.0, window)
    F.clear_cache()
    found = text.record_overflows(True)
    drawn = []
    real_render = text.render

    def spy(s, size=18, colour=(240, 240, 240), bold=False):
        drawn.append((s, size))
        return real_render(s, size, colour, bold)

    F.render = spy
    try:
        for c in POOL.cards:
            sizes = [HAND, (90, 176), ZOOM, (170, 238)] + ([FIELD, (90, 140)] if c.type == "animal" else [])
            sizes += [ALFA] if c.type == "alfa" else []
            assert CHOICE == HAND and SPOT == ZOOM        # the same faces
            for size in sizes:
                drawn.clear()
                F.card_face(c, lang, size)
                words = {s for s, _ in drawn}
                assert all(sz >= 12 for _, sz in drawn), (c.id, size, [d for d in drawn if d[1] < 12])
                for kw in c.keywords:       # every keyword in full, the data's word
                    name = POOL.keyword(kw).names[lang]
                    assert name in words or any(name in w for w in words), (c.id, size, kw)
                if size in (FIELD, HAND, ALFA):
                    assert any(c.names[lang].startswith(w) or w in c.names[lang] for w in words), (c.id, size)
    finally:
        F.render = real_render
        F.clear_cache()
        text.set_zoom(1.0, 1.0)
    assert found == []
    # every card has a picture (data/selva/pictures.yaml), which the faces draw
    from game.pictures import has_picture
    assert all(has_picture("selva", c.id) for c in POOL.cards)


@pytest.mark.parametrize("window", (None, 0.8), ids=("window", "1024x600"))
@pytest.mark.parametrize("lang", LANGS)
def test_the_table_in_every_phase_fits_both_languages(app, lang, window):
    """Every phase, as the human's decision and the AI's: nothing cut, nothing under 12 px; with the
    text as the run sizes it (BESTIARIO_TEST_WINDOW) and as a 1024×600 window draws it."""
    if window:
        from game.app import App
        App.text_window = window                # put back after the test (conftest.py)
    i18n.set_language(lang)
    want = {(p, m) for p in ("mulligan", "initial", "starter", "element", "main", "declare", "respond", "block",
                            "target", "exile", "discard") for m in (True, False)}
    seen = sessions_by_phase(want)
    found = text.record_overflows(True)
    for (ph, mine), sess in sorted(seen.items()):
        t = SelvaTable(app, sess)
        t.ai_delay_override = 60
        app.replace(t)
        app.step([])
        if mine and ph == "block" and t.targets["block"]:
            b = next(iter(t.targets["block"]))
            click(app, t.card_rect(b).center)
            a = next(iter(t.targets["block"][b]))
            click(app, t.card_rect(a).center)
            assert t.block_for == a
            app.step([])
        assert found == [], (ph, mine, found[:5])


# ------------------------------------------------------------------------------ one name per thing

def test_keyword_chips_the_zoom_and_the_rules_text_say_the_same_word():
    from game.rules_text import load_rules_text
    for lang in LANGS:
        i18n.set_language(lang)
        body = " ".join(p for sec in load_rules_text("selva", lang).sections for p in sec.paragraphs)
        for k in POOL.keywords:
            name = k.names[lang]
            assert F.keyword_label(k.id, lang) == name
            assert name in body, (lang, name)
        # the resource cards are named as the costs, the strip and the log name them
        assert POOL.card("hierba").names[lang] == tr("selva.button.hierba")
        assert POOL.card("presa").names[lang] == tr("selva.button.presa")
    i18n.set_language("en")
    body = " ".join(p for sec in load_rules_text("selva", "en").sections for p in sec.paragraphs)
    for spanish in ("Veloz", "Alado", "Acecho", "Venenoso", "Vigía", "Carroñero", "Anaconda verde", "Picaflor chico"):
        assert spanish not in body, spanish
    assert "Swift" in body and "Green anaconda" in body and "Green-backed firecrown" in body


@pytest.mark.parametrize("lang", LANGS)
def test_every_refusal_of_whole_games_is_told_in_the_players_words(app, lang):
    """Any action a player could try (every card, every kind) that the rules refuse: the table's reason
    is a translated sentence with the data's names, never the engine's words."""
    i18n.set_language(lang)
    rng = random.Random(5)
    told = set()
    for seed in (1, 2, 3):
        s = new_session(["human", "easy"], seed=seed)
        t = open_table(app, s)
        bots = [make_bot("easy", seed), make_bot("easy", seed + 1)]
        for step in range(700):
            p = s.current_player()
            if p is None:
                break
            if p == 0 and step % 3 == 0:
                v = t.view()
                tries = [Action(k, u) for k in ("play", "set", "fuerza", "reveal", "ability", "element", "recover",
                                                "discard", "target") for u in rng.sample(range(len(v.card)), 6)]
                for u in v.animals[0][:2]:
                    tries += [Action("declare", (u, "day")), Action("declare", (u, "night"))]
                    for a, _t in v.attackers[:1]:
                        tries.append(Action("block", (u, a, "day")))
                tries += [Action("swap", ("hierba", "puma")), Action("resource", "presa"), Action("attack"),
                          Action("exile", (0, "cementerio"))]
                for a in tries:
                    bad = s.game.why_illegal(v, a)
                    if bad is None:
                        continue
                    rule, why = bad
                    words = t.reason(rule, why, a)
                    assert words and words != why and words[:1] == words[:1].upper(), (rule, words)
                    assert no_engine_words(words), (rule, a, words)
                    told.add(rule)
            s.apply(bots[p].choose(s.game, s.state, p))
            t.driver.forget_view()
        app.pop()
    assert {"wrong_phase", "not_in_hand", "cannot_pay"} <= told


def test_the_reasons_players_met_read_with_the_datas_names():
    i18n.set_language("en")
    s = find(lambda x: x.state.phase == "main" and any(
        x.state.pool.cards[x.state.card[u]].type == "animal" and M.why_illegal(x.state, Action("play", u))
        and M.why_illegal(x.state, Action("play", u))[0] == "cannot_pay" for u in x.state.hand[0]))
    st = s.state
    u = next(u for u in st.hand[0] if st.pool.cards[st.card[u]].type == "animal"
             and (M.why_illegal(st, Action("play", u)) or ("",))[0] == "cannot_pay")
    v = s.game.view(st, 0)
    words = X.reason(v, 0, "cannot_pay", Action("play", u))
    name = st.pool.cards[st.card[u]].names["en"]
    assert words.startswith(name + " costs ") and "untapped" in words
    assert "hierba" not in words and "presa" not in words            # the names, not the ids
    # "unless it has veloz": the keyword's name in the player's language
    assert "Swift" in X.reason(v, 0, "arrived", Action("declare", (u, "day")))
    i18n.set_language("es")
    assert "Veloz" in X.reason(v, 0, "arrived", Action("declare", (u, "day")))
    # "There is no picaflor_chico in your Bosque": the card's name
    assert X.reason(v, 0, "not_in_bosque", Action("swap", ("picaflor_chico", "puma"))) == \
        "No hay Picaflor chico en tu Bosque"
    i18n.set_language("en")
    assert X.reason(v, 0, "not_in_bosque", Action("swap", ("picaflor_chico", "puma"))) == \
        "There is no Green-backed firecrown in your Forest deck"


# ------------------------------------------------------------------------------ plurals, progress, pictures

def test_counts_use_the_plural_tables_in_both_languages():
    from game.i18n import table
    for lang in LANGS:
        i18n.set_language(lang)
        assert tr_n("selva.count.cards", 1) == ("1 card" if lang == "en" else "1 carta")
        assert tr_n("selva.count.cards", 2) == ("2 cards" if lang == "en" else "2 cartas")
        assert tr_n("selva.info.hand", 1, limit=8).startswith("1 card" if lang == "en" else "1 carta ")
        assert tr_n("selva.button.mulligan", 1) == ("Mulligan: 1 card" if lang == "en" else "Mulligan: 1 carta")
        assert tr_n("selva.log.keep", 1, name="Ana") == ("Ana keeps 1 card" if lang == "en" else "Ana se queda con 1 carta")
        # no string counts with a bare {count}: counts go through the one/other forms
        strings = {k: v for k, v in table(lang).items() if k.startswith(("selva.", "selva_editor."))}
        assert not [k for k, v in strings.items() if "{count}" in v]
        for k in strings:
            if k.endswith(".one"):
                assert k[:-4] + ".other" in strings, k


def test_continue_says_how_far_the_match_has_come():
    from game.registry import UIS
    s = new_session(["human", "easy"], seed=4)
    assert UIS["selva"].progress(s) == "game 1, before the first turn"
    play_bots(s, 400, until=lambda x: x.state.turn_no >= 3)
    i18n.set_language("es")
    assert UIS["selva"].progress(s) == f"partida 1, turno {s.state.turn_no}"


def test_check_data_knows_every_card_needs_a_picture_and_every_rules_placeholder():
    from game.pictures import check
    from game.registry import UIS
    from game.rules_text import check_rules_text
    from game.paths import resource
    ids = UIS["selva"].picture_ids()
    assert set(ids) == {c.id for c in POOL.cards}
    assert check(resource("data"), ["selva"], needed={"selva": ids}) == []
    assert check_rules_text(game_ids=["selva"]) == []
    assert UIS["selva"].glossary("en")["kw_veloz"] == "Swift" and UIS["selva"].glossary("es")["kw_veloz"] == "Veloz"


# ------------------------------------------------------------------------------ the other player's turn told back

def _ai_reveals(x):
    return x.current_player() == 1 and any(a.kind in ("reveal", "fuerza") or (
        a.kind == "play" and x.state.pool.cards[x.state.card[a.value]].type == "fuerza") for a in x.legal_actions())


def test_the_opponents_sigilo_or_fuerza_is_shown_large_with_an_arrow_and_a_pause(app):
    for seed in range(1, 60):
        s = new_session(["human", "easy"], seed=seed)
        play_bots(s, 2500, seed=seed, until=_ai_reveals)
        if s.current_player() != 1:
            continue
        a = next(a for a in s.legal_actions() if a.kind in ("reveal", "fuerza")
                 or (a.kind == "play" and s.state.pool.cards[s.state.card[a.value]].type == "fuerza"))
        t = open_table(app, s, delay=0.5)
        app.step([], dt=1.0)
        n = len(s.actions)
        t.apply_action(a)                                  # the AI's card, as its thread would
        app.step([])
        assert t.spot is not None and t.spot["seat"] == 1
        card = s.state.pool.cards[t.spot["index"]]
        assert t.spot_drawn["card"] == card.id and card.names["en"] in t.spot_drawn["title"]
        assert t.spot_drawn["title"].startswith("Bruno ")
        # the game waits while the card is shown (the AI does not move on)
        for _ in range(30):
            app.step([], dt=0.02)
        assert t.pause_turns(0) and t.anim_busy()
        held = len(s.actions)
        assert held == n + 1
        waiting = s.state.phase == "target"
        # once its target is known, the arrow points at it (chosen after the pause when there was a choice)
        for _ in range(800):
            if t.spot is None or t.spot["targets"]:
                break
            app.step([], dt=0.05)
            t.driver.wait_for_bots(2.0)
        if t.spot is not None and t.spot["targets"]:
            app.step([])
            assert t.spot_drawn["targets"] == t.spot["targets"]
            assert len(s.actions) > held if waiting else len(s.actions) == held
        # a click goes on at once
        if t.spot is not None:
            shown = t.spot
            click(app, (600, 20))
            assert t.spot is not shown
        assert len(s.actions) >= n + 1
        return
    raise AssertionError("no AI Sigilo or Fuerza found")


def test_my_own_cards_are_not_spotlit_and_the_instant_pace_has_no_pause(app):
    s = find(lambda x: any(a.kind in ("reveal", "fuerza") for a in x.legal_actions()), seeds=range(1, 120),
             moves=3000)
    t = open_table(app, s, delay=0.5)
    app.step([])
    a = next(a for a in s.legal_actions() if a.kind in ("reveal", "fuerza"))
    t.apply_action(a)
    app.step([])
    assert t.spot is None


# ------------------------------------------------------------------------------ spectator

def test_an_all_ai_game_is_watched_as_a_spectator(app):
    s = new_session(["easy", "easy"], seed=7)
    t = open_table(app, s)
    seen_hand = []
    real = t.draw

    def spy(surface):
        real(surface)
        seen_hand.append(list(t.drawn.get("hand_south", [])) + list(t.drawn.get("sigilos_south", [])))

    t.draw = spy
    from game.scenes.results import ResultsScene
    for _ in range(6000):
        if isinstance(app.top, ResultsScene) or s.current_player() is None:
            break
        if app.top is not t:
            rb = getattr(app.top, "ready_button", None)
            if rb is not None:
                click(app, rb.rect.center)
            else:
                app.pop()
            continue
        app.step([])
        t.driver.wait_for_bots(2.0)
    assert s.state.phase == "over"
    assert seen_hand and all(not up for frame in seen_hand for _u, up in frame)
    lines = [x for x, _c in t.log]
    assert not [x for x in lines if x.startswith("You drew") or "(your Sigilo" in x]
    assert t.hand_targets() == [] and not t.face_up() and t.autopass_button is None
    assert tr("selva.info.you_name", name="Ana") not in t.prompt_shown[0]


# ------------------------------------------------------------------------------ keyboard

def test_keyboard_plays_the_table(app):
    """Tab and the arrows move between what may be used now, Enter uses it, Space presses the main button."""
    s = new_session(["human", "easy"], seed=2)
    t = open_table(app, s)
    app.step([])
    assert s.state.phase == "mulligan"
    key(app, pygame.K_SPACE)               # Keep (the gold button)
    assert s.actions[-1] == Action("keep")
    decisions = 0
    rng = random.Random(2)
    for _ in range(4000):
        if decisions >= 40 or s.current_player() is None:
            break
        if app.top is not t:
            app.pop()
            continue
        if not (t.my_turn() and not t.hold):
            app.step([])
            t.driver.wait_for_bots(2.0)
            continue
        targets = t.focus_targets()
        assert targets, (s.state.phase, t.button_labels())
        n = len(s.actions)
        k = rng.randrange(len(targets))
        presses = k + 1 if t.focus is None or t.focus >= len(targets) else (k - t.focus) % len(targets)
        for _ in range(presses):
            key(app, pygame.K_TAB)
        assert t.focus == k
        app.step([])
        assert t.focus_uid() is None or t.zoom_drawn is not None      # the focused card is shown large
        before = (len(s.actions), t.selected, t.block_for, t.chooser is not None)
        key(app, pygame.K_RETURN)
        after = (len(s.actions), t.selected, t.block_for, t.chooser is not None)
        assert after != before or app.toast, targets[k][2]
        if len(s.actions) > n:
            decisions += 1
    assert decisions >= 20
    # the arrows go backwards too
    for _ in range(400):
        if t.my_turn() and not t.hold and len(t.focus_targets()) > 1:
            break
        app.step([])
        t.driver.wait_for_bots(2.0)
    if t.my_turn() and len(t.focus_targets()) > 1:
        t.focus = None
        key(app, pygame.K_LEFT)
        assert t.focus == len(t.focus_targets()) - 1


# ------------------------------------------------------------------------------ priority, pass until my turn

def test_priority_is_marked_and_pass_until_my_turn_passes_every_window_until_then(app):
    s = find(lambda x: x.state.phase == "respond")
    t = open_table(app, s)
    app.step([])
    assert t.priority_shown == "Your priority" and t.prompt_shown[0].startswith("Your priority")
    turn_now = s.state.turn_no
    click(app, t.button_rect("Pass until my turn").center)
    assert t.autopass and s.actions[-1] == Action("pass")
    passes = 0
    for _ in range(3000):
        st = s.state
        if st.turn_no > turn_now and st.turn == 0:
            break
        if st.phase == "respond" and s.current_player() == 0:
            n = len(s.actions)
            app.step([])
            assert len(s.actions) == n + 1 and s.actions[-1] == Action("pass")
            passes += 1
            continue
        if t.my_turn() and not t.hold:
            legal = s.legal_actions()
            t.apply_action(next((a for a in legal if a.kind in ("done", "end", "keep", "skip", "ready")), legal[0]))
            continue
        app.step([])
        t.driver.wait_for_bots(2.0)
        if app.top is not t:
            app.pop()
    assert s.state.turn == 0 and not t.autopass         # my turn came: I decide again
    # the switch under the name turns it on and off
    click(app, t.autopass_button.rect.center)
    assert t.autopass
    click(app, t.autopass_button.rect.center)
    assert not t.autopass


def test_the_other_players_priority_is_marked_too(app):
    for seed in range(1, 60):
        s = new_session(["human", "easy"], seed=seed)
        play_bots(s, 2000, seed=seed, until=lambda x: x.state.phase == "respond" and x.current_player() == 1)
        if s.state.phase == "respond" and s.current_player() == 1:
            t = open_table(app, s, delay=60)
            app.step([])
            assert t.priority_shown == "Bruno's priority"
            return
    raise AssertionError("no window of the AI found")


def test_the_block_confirm_warns_of_the_penalty_and_forecasts_the_life(app):
    def ready(x):
        st = x.state
        if st.phase != "block":
            return False
        for a in x.legal_actions():
            if a.kind == "block":
                b, att, tm = a.value
                if tm != dict(st.attackers)[att]:
                    return True
        return False
    s = find(ready, seeds=range(1, 150), moves=3000)
    t = open_table(app, s)
    app.step([])
    st = s.state
    a = next(a for a in s.legal_actions() if a.kind == "block" and a.value[2] != dict(st.attackers)[a.value[1]])
    b, att, tm = a.value
    click(app, t.card_rect(b).center)
    click(app, t.card_rect(att).center)
    app.step([])
    words = t.prompt_shown[1]
    from game.selva.prompt import forecast
    f = forecast(t.view(), {att: (b, tm)})
    other_times = t.targets["block"][b][att]
    if len(other_times) == 1:
        assert "−1 defence" in words
    else:
        assert "−1 defence" in words and any("−1 defence" in x for x in t.button_labels())
    if f["to_alfa"]:
        assert f"you drop to {st.life[0] - f['to_alfa']} life" in words, words
    else:
        assert "no damage to your Alfa" in words, words


# ------------------------------------------------------------------------------ slides and a resting table

def test_cards_slide_into_place_and_the_table_then_rests(app):
    s = find(lambda x: x.state.phase == "main" and any(
        a.kind == "play" and x.state.pool.cards[x.state.card[a.value]].type == "animal" for a in x.legal_actions()))
    t = open_table(app, s, delay=0.5)
    app.step([], dt=2.0)
    a = next(a for a in s.legal_actions()
             if a.kind == "play" and s.state.pool.cards[s.state.card[a.value]].type == "animal")
    start = t.card_rect(a.value).copy()
    click(app, start.center)
    assert s.actions[-1] == a
    key = ("card", a.value)
    assert t.slides.moving(key) and t.anim_busy()
    slide = next(x for x in t.slides.items if x.key == key)
    assert slide.start == start and slide.end == t.card_rect(a.value)
    app.step([], dt=0.05)
    mid = slide.rect()
    assert mid != slide.start and mid != slide.end
    for _ in range(400):
        app.step([], dt=0.05)
        if not t.anim_busy():
            break
    assert not t.slides.busy() and not t.anim_busy()
    # a human to decide and nothing moving: the table rests (no frames flow)
    if t.my_turn() and not t.hold:
        assert not t.animating()
