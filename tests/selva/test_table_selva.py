"""The Selva table scene, driven headless with synthetic mouse and key events."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pygame
import pytest
from rules.selva import board as B, evaluate as EV, moves as M, queries as Q, scoring as SC  # noqa: F401
from rules.selva import setup as SU, state as S, view as V  # noqa: F401
from rules.selva import queries as Q

from game import i18n, saving
from game.i18n import tr, tr_n
from game.scenes.cover import CoverScene
from game.selva.table import SelvaTable
from rules.engine.core import Action
from rules.engine.rng import RNG
from tests.helpers import click, key, move, no_error, open_table
from tests.selva.selva_helpers import find, new_session, play_bots, sessions_by_phase
from tests.strings import strings_file

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


# ------------------------------------------------------------------------------ a human's clicks

def choose_action(sess, rng, seat=0):
    """A plausible decision for the human seat (keeps the hand, plays cards, attacks, rarely blocks)."""
    legal = sess.legal_actions()
    ph = sess.state.phase
    kinds = {}
    for a in legal:
        kinds.setdefault(a.kind, []).append(a)
    if ph == "mulligan":
        return kinds["keep"][0]
    if ph == "swap":
        return kinds["ready"][0]
    if ph == "main":
        plays = kinds.get("play", []) + kinds.get("set", []) + kinds.get("recover", [])
        if plays and rng.random() < 0.8:
            return rng.choice(plays)
        if "attack" in kinds:
            return kinds["attack"][0]
        return kinds["end"][0]
    if ph == "declare":
        if "declare" in kinds:
            return rng.choice(kinds["declare"])
        return kinds["done"][0]
    if ph == "block":
        if "block" in kinds and rng.random() < 0.5:
            return rng.choice(kinds["block"])
        return kinds["done"][0]
    if ph == "respond":
        others = [a for a in legal if a.kind != "pass"]
        if others and rng.random() < 0.4:
            return rng.choice(others)
        return kinds["pass"][0]
    return rng.choice(legal)


def aim_at_first_target(app, t) -> None:
    """An aimed card (nothing paid yet): click its first target, on the table or in the strip of a pile."""
    tgt = t.aim["options"][0]
    r = t.card_rect(tgt)
    if r is None:
        if t.chooser is None:
            click(app, t.button_rect(tr("selva.button.choose")).center)
        r = dict(t.chooser_rects())[tgt]
    click(app, r.center)


def human_do(app, t, action) -> None:
    """Take ``action`` for the shown human seat by clicking the table, as a player would."""
    s = t.session
    n = len(s.actions)
    k, v = action.kind, action.value
    app.step([])
    if app.top is not t and k == "ready":
        # between games the deck editor's swap overlay sits over the table: its Ready button
        click(app, app.top.ready_button.rect.center)
    elif k in ("play", "set", "fuerza", "discard", "reveal", "ability", "element"):
        click(app, t.card_rect(v).center)
        if t.aim is not None:              # a card with a choice of targets is aimed first, then its target
            aim_at_first_target(app, t)
            assert s.actions[n] == action and s.actions[n + 1].kind == "target", (action, s.actions[n:])
            return
    elif k in ("undeclare", "unblock"):
        click(app, t.card_rect(v).center)
    elif k == "declare":
        click(app, t.card_rect(v[0]).center)
        assert t.selected == v[0]
        click(app, t.button_for(action).center)
    elif k == "block":
        b, a, _ = v
        click(app, t.card_rect(b).center)
        assert t.selected == b
        click(app, t.card_rect(a).center)
        assert t.block_for == a, (t.block_for, a, app.toast)
        click(app, t.button_for(action).center)
    elif k == "recover":
        click(app, t.button_rect(tr_n("selva.button.recover", len(t._recoverable()))).center)
        click(app, dict(t.chooser_rects())[v].center)
    elif k == "target":
        r = t.card_rect(v)
        if r is None:
            if t.chooser is None:            # opened by itself when every target is in a pile
                click(app, t.button_rect(tr("selva.button.choose")).center)
            r = dict(t.chooser_rects())[v]
        click(app, r.center)
    else:
        if k == "exile" and t.exile_uid() != v[0]:
            click(app, t.card_rect(v[0]).center)      # several animals leave: pick this one first
        r = t.button_for(action)
        assert r is not None, (action, t.button_specs())
        click(app, r.center)
    assert len(s.actions) == n + 1 and s.actions[-1] == action, (action, s.actions[n:], app.toast)


def human_decide(app, t, rng) -> Action:
    a = choose_action(t.session, rng, t.seat)
    human_do(app, t, a)
    return a


def drive(app, t, rng, max_steps=6000, stop=None):
    """Run the table: the human seat(s) click, the AI plays in the background, covers are clicked."""
    from game.scenes.results import ResultsScene
    for _ in range(max_steps):
        if stop and stop():
            return
        top = app.top
        if isinstance(top, ResultsScene):
            return
        if top is t and t.ended:            # the game ends on its final board: See results
            click(app, t.undo_button.rect.center)
            continue
        if isinstance(top, CoverScene):
            click(app, (640, 360))
            continue
        if top is not t:
            # the swap overlay of the deck editor: get ready
            rb = getattr(top, "ready_button", None)
            if rb is not None:
                click(app, rb.rect.center)
            else:
                app.pop()
            continue
        if t.my_turn() and not t.hold:
            human_decide(app, t, rng)
            continue
        app.step([])
        if t.bots:
            t.driver.wait_for_bots(1.0)
    raise AssertionError("the match did not end")


# ------------------------------------------------------------------------------ rendering

PHASES = ("mulligan", "initial", "starter", "element", "main", "declare", "respond", "block", "target", "exile",
          "discard", "swap")


def test_the_table_renders_in_every_phase_it_reaches(app):
    """Every phase, once as the human's decision and once as the AI's, in English and Spanish."""
    want = {(p, m) for p in PHASES for m in (True, False)}
    seen = sessions_by_phase(want)
    assert want <= set(seen), want - set(seen)
    for i, ((ph, mine), sess) in enumerate(sorted(seen.items())):
        i18n.set_language("es" if i % 2 else "en")
        t = SelvaTable(app, sess)
        t.ai_delay_override = 60               # nobody moves: we look at this frame
        app.replace(t)
        app.step([])
        no_error(app)
        head, text = t.prompt_shown
        assert head and "selva." not in head and "{" not in head, (ph, head)
        if mine:
            assert t.my_turn()
            assert text and "selva." not in text and "{" not in text, (ph, text)
            if ph not in ("target",):
                assert t.button_specs() or t.usable_targets(), ph
        # a real picture
        colours = {tuple(app.canvas.get_at((x, y))) for x in range(0, 1280, 40) for y in range(0, 720, 40)}
        assert len(colours) > 12


def test_what_the_screen_says_in_the_response_windows_and_the_mulligan(app):
    s = new_session(["human", "easy"], seed=2)
    t = open_table(app, s)
    app.step([])
    assert s.state.phase == "mulligan" and t.my_turn()
    # the button says the hand it deals: 7 cards again the first time, then one fewer each time (seed)
    assert t.prompt_shown[1] == "Keep these 7 cards or mulligan (the next hand: 7 cards)"
    assert t.button_labels() == ["Keep", "Mulligan: 7 cards"]
    click(app, t.button_rect("Mulligan: 7 cards").center)
    assert s.actions[-1] == Action("mulligan") and len(s.state.hand[0]) == 7
    app.step([])
    assert t.button_labels() == ["Keep", "Mulligan: 6 cards"]
    click(app, t.button_rect("Mulligan: 6 cards").center)
    assert len(s.state.hand[0]) == 6
    app.step([])
    assert t.prompt_shown[1] == "Keep these 6 cards or mulligan (the next hand: 5 cards)"
    for window, text in (("intimidacion", "Respond with a Natural Force, a Stealth card or a Stalk ability, or pass"),
                         ("contienda", "Respond with a Natural Force, a Stealth card or an animal ability, or pass")):
        s2 = find(lambda x, w=window: x.state.phase == "respond" and x.state.window == w)
        t2 = open_table(app, s2)
        app.step([])
        assert t2.prompt_shown[1] == text
        assert tr("selva.phase." + window) in t2.prompt_shown[0]
        assert t2.prompt_shown[0].startswith("Your priority") and t2.priority_shown == "Your priority"
        assert t2.button_labels() == ["Pass", "Pass until my turn"]
        app.pop()


def test_the_opponents_hand_and_sigilos_are_never_drawn_face_up(app):
    def ready(x):
        st = x.state
        return st.sigilos[1] and st.sigilos[0] and st.hand[1] and st.phase == "main"
    s = find(ready, seeds=range(1, 80), moves=3000)
    t = open_table(app, s)
    t.ai_delay_override = 60
    app.step([])
    st = s.state
    north_hand = t.drawn["hand_north"]
    assert len(north_hand) == len(st.hand[1]) and all(not up and u == -1 for u, up in north_hand)
    assert all(not up for _, up in t.drawn["sigilos_north"])
    assert len(t.drawn["sigilos_north"]) == len(st.sigilos[1])
    # seat 0's own Sigilos are shown to seat 0 (with the "set" mark)
    assert [u for u, up in t.drawn["sigilos_south"] if up] == st.sigilos[0]
    # the table reads only the view: it holds no card of the opponent's hand
    v = t.view()
    assert all(v.card[u] == -1 for u in st.hand[1] + st.sigilos[1])
    # hovering the opponent's hand or Sigilos shows nothing large
    for u, (r, zone, up, _) in t._geom().items():
        if zone in ("hand_north", "sigilos_north"):
            move(app, r.center)
            # at most the count of the hidden hand, never a card
            assert t.zoom_drawn in (None, f"Bruno's hand: {len(st.hand[1])} cards, hidden"), t.zoom_drawn


def test_hover_zooms_a_card_and_the_decklist(app):
    s = find(lambda x: x.state.phase == "main" and x.state.animals[0])
    t = open_table(app, s)
    app.step([])
    u = s.state.animals[0][0]
    move(app, t.card_rect(u).center)
    assert t.zoom_drawn == s.state.pool.cards[s.state.card[u]].id
    move(app, t.R["bosque_north"].center)
    assert t.zoom_drawn.startswith("Bruno's Forest deck")


# ------------------------------------------------------------------------------ clicks

def test_an_illegal_click_shows_the_reason_and_changes_nothing(app):
    def ready(x):
        st = x.state
        return st.phase == "main" and any(
            st.pool.cards[st.card[u]].type == "animal" and Action("play", u) not in x.legal_actions()
            for u in st.hand[0])
    s = find(ready)
    t = open_table(app, s)
    app.step([])
    st = s.state
    card = next(u for u in st.hand[0] if st.pool.cards[st.card[u]].type == "animal"
                and Action("play", u) not in s.legal_actions())
    n = len(s.actions)
    click(app, t.card_rect(card).center)
    assert len(s.actions) == n
    rule, why = s.game.why_illegal(st, Action("play", card))
    name = st.pool.cards[st.card[card]].names
    # the player's words with the data's names, never the engine's
    assert app.toast[0] != why[0].upper() + why[1:] and name["en"] in app.toast[0]
    assert app.toast[0] == t.reason(rule, why, Action("play", card))
    if rule == "cannot_pay":
        assert "costs" in app.toast[0] and "untapped" in app.toast[0]
    i18n.set_language("es")
    click(app, t.card_rect(card).center)
    assert name["es"] in app.toast[0] and not app.toast[0].startswith("selva.") and "{" not in app.toast[0]


def test_click_out_of_turn_says_whose_turn(app):
    s = find(lambda x: True)
    play_bots(s, 200, until=lambda x: x.current_player() == 1 and x.state.phase == "main")
    assert s.current_player() == 1
    t = open_table(app, s)
    t.ai_delay_override = 60
    app.step([])
    n = len(s.actions)
    c, r = t.hand_targets()[0]
    click(app, r.center)
    assert len(s.actions) == n and app.toast[0] == "It is Bruno's turn"
    assert t.prompt_shown == ("Bruno's turn · Preparation", "Bruno is thinking…")
    assert t.button_labels() == []


def test_declaring_an_attacker_offers_only_the_times_its_activity_allows(app):
    def ready(x):
        return x.state.phase == "declare" and any(a.kind == "declare" for a in x.legal_actions())
    s = find(ready)
    t = open_table(app, s)
    app.step([])
    legal = [a for a in s.legal_actions() if a.kind == "declare"]
    u = legal[0].value[0]
    times = [a.value[1] for a in legal if a.value[0] == u]
    click(app, t.card_rect(u).center)
    assert t.selected == u
    labels = t.button_labels()
    assert [x for x in labels if x in ("☀ Day", "☾ Night")] == [{"day": "☀ Day", "night": "☾ Night"}[x]
                                                              for x in times]
    assert "Cancel" in labels
    click(app, t.button_for(Action("declare", (u, times[-1]))).center)
    assert (u, times[-1]) in s.state.attackers
    # the attacker now stands in the combat zone, with an arrow
    app.step([])
    assert t._geom()[u][1] == "combat_south"
    assert [a["attacker"] for a in t.arrows_drawn] == [u]
    # clicking it again takes it back
    click(app, t.card_rect(u).center)
    assert s.actions[-1] == Action("undeclare", u) and not s.state.attackers


def test_blocking_click_blocker_then_attacker_and_the_preview(app):
    s = find(lambda x: x.state.phase == "block" and any(a.kind == "block" for a in x.legal_actions()),
             seeds=range(1, 120))
    t = open_table(app, s)
    app.step([])
    a = next(a for a in s.legal_actions() if a.kind == "block")
    b, att, tm = a.value
    click(app, t.card_rect(att).center)                  # an attacker first: we say what to do
    assert app.toast[0] == tr("selva.toast.choose_blocker_first")
    human_do(app, t, a)
    assert s.state.blocks[att] == (b, tm)
    app.step([])
    arrow = next(x for x in t.arrows_drawn if x["attacker"] == att)
    assert arrow["blocker"] == b and arrow["time"] != tm if arrow.get("penalty") else True
    # the outcome preview of the rules is on the arrows, before the damage
    prev = {p["attacker"]: p for p in Q.combat_preview(s.state)}
    assert arrow["preview"] == prev[att]


def test_exile_choice_with_two_buttons(app):
    s = find(lambda x: x.state.phase == "exile", seeds=range(1, 120))
    t = open_table(app, s)
    app.step([])
    labels = t.button_labels()
    assert "Graveyard" in labels
    uid = t.exile_uid()
    assert t.prompt_shown[1].startswith(t.uname(t.view(), uid))
    click(app, t.button_rect("Graveyard").center)
    assert s.actions[-1] == Action("exile", (uid, "cementerio"))


def test_a_card_waiting_for_a_target_highlights_the_targets(app):
    s = find(lambda x: x.state.phase == "target", seeds=range(1, 200), moves=3000)
    t = open_table(app, s)
    app.step([])
    opts = set(s.state.pending["options"])
    assert opts <= t.usable_targets() | set(t._zone_target_options())
    v = sorted(opts)[0]
    human_do(app, t, Action("target", v))


# ------------------------------------------------------------------------------ undo, save, hot-seat

def test_undo_returns_to_the_humans_previous_decision(app):
    app.settings.undo = "practice"     # across the AI's hidden cards: fair undo refuses (tests/engine/test_undo.py)
    s = new_session(["human", "easy"], seed=6)
    t = open_table(app, s)
    rng = RNG(6)
    decisions = []
    for _ in range(3000):
        if len(decisions) >= 12:
            break
        if app.top is t and t.my_turn() and not t.hold:
            decisions.append(len(s.actions))
            human_decide(app, t, rng)
            continue
        app.step([])
    for _ in range(200):
        app.step([])
        if t.my_turn():
            break
    assert t.can_undo()
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL, unicode="z")
    assert len(s.actions) == decisions[-1]
    assert s.current_player() == 0 and t.my_turn()
    with open(saving.save_path(s), encoding="utf-8") as fh:
        assert len(json.load(fh)["actions"]) == decisions[-1]
    click(app, t.undo_button.rect.center)
    assert len(s.actions) == decisions[-2]


def test_save_and_quit_then_continue_resumes_the_same_state(app):
    from game import saving
    from game.scenes.menu import MenuScene
    from game.registry import open_table as open_from_registry
    s = new_session(["human", "easy"], seed=4)
    t = open_table(app, s)
    drive(app, t, RNG(4), stop=lambda: len(s.actions) > 80 and t.my_turn())
    t.save_and_quit()
    assert isinstance(app.top, MenuScene)
    again = saving.load(s.meta["id"])
    assert again.actions == s.actions and again.game_id == "selva"
    t2 = open_from_registry(app, again)
    app.push(t2)
    app.step([])
    v1, v2 = s.game.view(s.state, 0), again.game.view(again.state, 0)
    for z in ("hand", "animals", "resources", "sigilos", "cementerio"):
        assert getattr(v1, z) == getattr(v2, z)
    assert v1.life == v2.life and v1.phase == v2.phase and t2.my_turn()


def test_hot_seat_covers_the_table_between_humans(app):
    s = new_session(["human", "human"], seed=8)
    t = open_table(app, s)
    frames = []
    real_draw = t.draw

    def spy(surface):
        real_draw(surface)
        frames.append((s.current_player(), t.seat, t.face_up(), list(t.drawn.get("hand_south", []))))

    t.draw = spy
    rng = RNG(8)
    covers = 0
    for _ in range(2000):
        if covers >= 6:
            break
        if isinstance(app.top, CoverScene):
            covers += 1
            before = len(frames)
            app.step([])
            assert len(frames) == before              # nothing of the table under the cover
            assert not t.face_up() and t.hand_targets() == []
            click(app, (640, 360))
            continue
        if app.top is t and t.my_turn():
            assert t.seat == s.current_player()
            human_decide(app, t, rng)
            continue
        app.step([])
    assert covers >= 6 and t.covers_shown == covers
    assert not t.can_undo()
    for cur, seat, fu, hand in frames:
        if any(up for _, up in hand):
            assert fu and seat == cur


# ------------------------------------------------------------------------------ a whole match

def test_a_whole_match_clicked_through_reaches_the_results(app):
    from game.scenes.results import ResultsScene
    s = new_session(["human", "easy"], seed=11)
    t = open_table(app, s)
    drive(app, t, RNG(11))
    assert isinstance(app.top, ResultsScene)
    assert s.state.phase == "over" and max(s.state.wins) == 2
    no_error(app)
    # the score between games was on the screen, and the banner named the winner at the end
    assert t.banner is not None and tr("selva.banner.match_won", name=t.player_name(s.state.winner)) == t.banner[0]


# ------------------------------------------------------------------------------ strings, layout, CLI

def _keys(lang):
    return strings_file("selva", f"i18n.{lang}.yaml")


def test_both_languages_have_every_string_and_every_rule_reason():
    en = _keys("en")
    # same keys and placeholders in both: tests/conformance/test_strings.py
    src = ""
    for name in sorted(os.listdir(os.path.join(ROOT, "rules", "selva"))):
        if name.endswith(".py"):
            with open(os.path.join(ROOT, "rules", "selva", name), encoding="utf-8") as fh:
                src += fh.read()
    codes = set(re.findall(r'return \("(\w+)", f?"', src))
    assert {"cannot_pay", "not_in_hand", "bad_seat", "deck_illegal"} <= codes
    for code in codes:
        assert f"selva.illegal.{code}" in en, code
    for name in ("table.py",):
        with open(os.path.join(ROOT, "game", "selva", name), encoding="utf-8") as fh:
            scene = fh.read()
        for key in re.findall(r'tr\("(selva\.[\w.]+)"', scene):
            assert key in en, key
    for eff in ("damage_animal", "damage_alfa", "heal_alfa", "draw", "discard_random", "pump", "tap", "untap",
                "cancel_attack", "bounce", "recover", "switch_time", "ramp"):
        assert f"selva.log.effect.{eff}" in en


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_event_of_whole_matches_is_told_in_the_log(app, lang):
    i18n.set_language(lang)
    told = set()
    for seed in (1, 2):
        s = new_session(["easy", "easy"], seed=seed)
        play_bots(s, 5000, seed=seed)
        assert s.state.phase == "over"
        t = SelvaTable(app, s, view_seat=0)
        for e in s.events:
            lines = t.describe(e)
            quiet = e.kind in ("untap", "pay", "draw_cards", "set_sigilo_card", "heal", "phase") or (
                e.kind == "heal_alfa" and not e.data.get("amount"))
            if not quiet and e.visible_to is None:
                assert lines, e.kind
            assert all("{" not in x and "selva." not in x for x, _ in lines), (e.kind, lines)
            told.add(e.kind)
    assert {"play", "declare", "combat", "game_over", "match_end", "turn_start"} <= told


def test_layout_has_every_zone_and_the_halves_do_not_overlap():
    from game.layout import check_layouts, load_layout
    from game.selva.geometry import required_zones as selva_required
    assert check_layouts() == []
    lay = load_layout("selva")
    for name in selva_required():
        assert lay.has(name), name
    parts = ("name", "hand", "alfa", "strip", "preparacion", "bosque", "reserva", "cementerio", "aislamiento")
    zones = [f"{p}_{s}" for p in parts for s in ("north", "south")] + ["phases", "prompt", "button_1",
                                                                        "button_2", "button_3", "match", "log",
                                                                        "combat"]
    rects = {z: lay.rect(z) for z in zones}
    for i, a in enumerate(zones):
        for b in zones[i + 1:]:
            assert not rects[a].colliderect(rects[b]), (a, b)


def test_screenshot_command(tmp_path):
    out = tmp_path / "s.png"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    r = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "screenshot", "selva", "--moves", "40",
                        "--out", str(out)], capture_output=True, text=True, env=env, timeout=60, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    surf = pygame.image.load(str(out))
    assert surf.get_size() == (1280, 720)


@pytest.mark.parametrize("kind", ["mulligan", "resource", "starter", "skip", "element", "play", "set", "recover",
                                  "fuerza", "reveal", "ability", "discard", "exile", "target"])
def test_every_kind_of_decision_is_a_click_away(app, kind):
    s = find(lambda x: any(a.kind == kind for a in x.legal_actions()), seeds=range(1, 150), moves=3000)
    t = open_table(app, s)
    app.step([])
    a = next(a for a in s.legal_actions() if a.kind == kind)
    if a.kind in ("play", "set", "fuerza", "discard", "reveal", "ability", "element"):
        assert a.value in t.usable_targets()
    human_do(app, t, a)
    no_error(app)


def test_unblock_by_clicking_the_blocker_again(app):
    s = find(lambda x: x.state.phase == "block" and any(a.kind == "block" for a in x.legal_actions()),
             seeds=range(1, 120))
    t = open_table(app, s)
    app.step([])
    a = next(a for a in s.legal_actions() if a.kind == "block")
    human_do(app, t, a)
    human_do(app, t, Action("unblock", a.value[0]))
    assert not s.state.blocks


def test_damage_numbers_float_up_when_the_events_arrive(app):
    s = find(lambda x: x.state.phase == "respond" and x.state.window == "contienda"
             and any(p["to_alfa"] for p in Q.combat_preview(x.state)), seeds=range(1, 120))
    t = open_table(app, s)
    app.step([])
    rng = RNG(1)
    n = len(s.events)
    for _ in range(400):
        if any(e.kind == "alfa_damage" for e in s.events[n:]):
            break
        if t.my_turn():
            human_do(app, t, Action("pass") if s.state.phase == "respond" else choose_action(s, rng))
        else:
            app.step([])
            t.driver.wait_for_bots(1.0)
    assert any(e.kind == "alfa_damage" for e in s.events[n:])
    assert any(f["text"].startswith("−") for f in t.floats)
    f = t.floats[0]
    y0 = f["time"]
    app.step([])
    assert t.floats == [] or t.floats[0]["time"] > y0


def test_between_games_the_swap_overlay_or_a_ready_button(app, monkeypatch):
    s = find(lambda x: x.state.phase == "swap", seeds=range(1, 60), moves=3000)
    t = open_table(app, s)
    app.step([])
    from game.selva.swap import SwapOverlay
    assert isinstance(app.top, SwapOverlay)
    assert t.score_shown == tuple(s.state.wins) and sum(s.state.wins) == 1    # the score between games
    app.pop()
    # if the overlay cannot open, the app says so in one line (no traceback) and the table offers its
    # own Ready button: the match goes on
    monkeypatch.setitem(sys.modules, "game.selva.swap", None)
    from rules.engine import refs
    monkeypatch.setattr(refs, "_resolved", {})       # the part is looked up afresh, and fails
    t._swap_pushed = None
    app.step([])
    assert app.top is t and t.button_labels() == ["Ready"]
    assert app.toast and "\n" not in app.toast[0] and "Traceback" not in app.toast[0]
    app.toast = None
    n = len(s.actions)
    click(app, t.button_rect("Ready").center)
    assert s.actions[n] == Action("ready")
    no_error(app)


def test_escape_pauses_the_table_and_the_ai_waits(app):
    from game.scenes.pause import PauseOverlay
    s = find(lambda x: True)
    play_bots(s, 300, until=lambda x: x.current_player() == 1 and x.state.phase == "main")
    t = open_table(app, s)
    key(app, pygame.K_ESCAPE, unicode="\x1b")
    assert isinstance(app.top, PauseOverlay)
    n = len(s.actions)
    for _ in range(20):
        app.step([])
    assert len(s.actions) == n


def test_a_target_in_a_pile_is_chosen_from_a_strip_of_cards(app):
    """Circle of life (an animal of your Cementerio back to hand): the choice opens as a strip of cards."""
    def ready(x):
        st = x.state
        dead = [u for u in st.cementerio[0] if st.pool.cards[st.card[u]].type == "animal"]
        return st.phase == "main" and len(dead) >= 2 and st.hand[0]
    s = find(ready, seeds=range(1, 100), moves=3000)
    st = s.state
    # the first card of the hand becomes Circle of life, and every resource is ready to pay it
    uid = st.hand[0][0]
    st.card[uid] = st.pool.index["ciclo_de_la_vida"]
    st.tapped = set()
    for kind in ("hierba", "presa"):
        if not any(st.pool.cards[st.card[u]].resource == kind for u in st.resources[0]):
            spare = next(u for u in st.bosque[0] if st.pool.cards[st.card[u]].resource == kind)
            st.bosque[0].remove(spare)
            st.resources[0].append(spare)
    t = open_table(app, s)
    t.can_undo = lambda: False           # the changed card would not replay from the seed
    app.step([])
    n = len(s.actions)
    click(app, t.card_rect(uid).center)      # aimed first: nothing is paid until the target is chosen
    assert len(s.actions) == n and t.aim is not None and t.aim["kind"] == "own_dead"
    app.step([])
    opts = list(t.aim["options"])
    assert t.chooser is not None and set(opts) <= set(t.chooser["cards"])
    assert [u for u, up in t.drawn["chooser"] if up] == t.chooser["cards"]
    click(app, dict(t.chooser_rects())[opts[1]].center)
    assert s.actions[n:] == [Action("play", uid), Action("target", opts[1])] and opts[1] in st.hand[0]
