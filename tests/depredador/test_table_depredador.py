"""The Depredador table scene, driven headless with synthetic mouse and key events."""
from __future__ import annotations

from game.depredador.log_text import card_label  # noqa: E402
import json
import os
import re
import threading
import time

import pygame
import pytest

from game import i18n, saving
from game.i18n import tr
from game.scenes.cover import CoverScene
from game.depredador.table import DepredadorTable
from game.depredador.log_text import say
from rules.depredador.cards import ALFA, BLACK, NO_COLOUR, PREY
from tests.depredador.table_kit import new_session, play_bots
from tests.helpers import click, key, move, no_error, open_table
from tests.strings import strings_file

RULES_PY = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "rules", "depredador",
                        "moves.py")


def wait_for_human(app, table, seat=0, limit=400):
    """Step until ``seat`` may click on the table (AI moves, holds and panels done)."""
    for _ in range(limit):
        if table.session.current_player() is None:
            return False
        if app.top is table and table.summary is not None:
            click(app, table.continue_rect.center)
            continue
        if app.top is table and table.my_turn() and table.session.current_player() == seat and not table.hold:
            return True
        app.step([])
    raise AssertionError("the human never got the turn")


def human_click_target(table):
    if table.pass_button_rect() is not None:
        return table.pass_button_rect().center
    if table.starter_targets():
        return table.starter_targets()[0][1].center
    if table.biome_targets():
        return table.biome_targets()[-1][1].center
    picked = table.picked_cards()
    return next(r for c, r in table.legal_card_targets() if c not in picked).center


def human_act(app, table):
    """One decision of the human, clicked through the table: the migration's last pick is held by the
    table until "Pass" is clicked."""
    n = len(table.session.actions)
    click(app, human_click_target(table))
    if len(table.session.actions) == n and table.pass_button_rect() is not None:
        click(app, table.pass_button_rect().center)


# ---------------------------------------------------------------------------------- rendering

@pytest.mark.parametrize("players", range(2, 7))
def test_table_renders_for_every_player_count(app, players):
    s = new_session(["human"] + ["easy"] * (players - 1), seed=players)
    play_bots(s, 6 * players)
    t = open_table(app, s)
    for _ in range(3):
        app.step([])
    no_error(app)
    v = s.game.view(s.state, 0)
    # one panel per opponent, none for the viewer, inside the table area
    rects = [t.seat_rect(i) for i in range(players)]
    assert rects[0] is None and all(r is not None for r in rects[1:])
    assert all(r.right <= 990 for r in rects[1:])
    # the hand shows the viewer's real cards face up
    assert [c for c, _ in t.card_targets()] == v.hands[0]
    assert t.drawn_hand == (0, tuple(v.hands[0]), True)
    # the canvas is a real picture, and the prompt names the player on turn
    colours = {tuple(app.canvas.get_at((x, y))) for x in range(0, 1280, 40) for y in range(0, 720, 40)}
    assert len(colours) > 12
    text, _ = t.prompt(v)
    assert text


def test_spectator_view_with_no_human_uses_view_seat(app):
    s = new_session(["easy"] * 4)
    play_bots(s, 20)
    t = open_table(app, s, view_seat=2)
    app.step([])
    assert t.seat == 2 and t.seat_rect(2) is None
    # an all-AI game is watched as a spectator: the shown seat's hand lies face down, its secrets stay out
    assert t.drawn_hand is not None and t.drawn_hand[0] == 2 and t.drawn_hand[2] is False
    assert not any(e.visible_to is not None and t.may_tell(e) for e in s.events)
    assert not t.can_undo()


def test_first_frames_are_complete_without_waiting_for_the_ai(app):
    s = new_session(["human"] + ["normal"] * 3)
    play_bots(s, 20)
    n = len(s.actions)
    t = DepredadorTable(app, s)          # default delay: the AI waits before its first move
    app.push(t)
    for _ in range(3):
        app.step([])
    assert len(s.actions) == n
    assert t.log and t.drawn_hand is not None


# ---------------------------------------------------------------------------------- clicks

def _find_follow_situation(players=4):
    """A session where seat 0 must follow a lead colour and holds a card that may not be played."""
    for seed in range(1, 60):
        s = new_session(["human"] + ["easy"] * (players - 1), seed=seed)

        def ready(sess):
            st = sess.state
            if st.phase != "hunt" or st.turn != 0 or st.lead_colour == NO_COLOUR:
                return False
            legal = {a.value for a in sess.legal_actions()}
            return any(c not in legal for c in st.hands[0])

        play_bots(s, 400, seed=seed, until=ready)
        if s.current_player() == 0 and ready(s):
            return s
    raise AssertionError("no follow situation found")


def test_clicking_an_illegal_card_shows_the_reason_and_changes_nothing(app):
    s = _find_follow_situation()
    t = open_table(app, s)
    app.step([])
    assert t.my_turn()
    legal = {c for c, _ in t.legal_card_targets()}
    bad_card, rect = next((c, r) for c, r in t.card_targets() if c not in legal)
    before_actions = list(s.actions)
    before_hand = list(s.state.hands[0])
    click(app, rect.center)
    assert s.actions == before_actions and s.state.hands[0] == before_hand
    lead = t.colour_label(s.state.lead_colour)
    assert app.toast is not None
    rule_key = "depredador.illegal." + ("follow_black" if s.state.lead_colour == BLACK else "follow_lead")
    assert app.toast[0] == say(rule_key, s.state.deck, lead=lead)
    assert "{" not in app.toast[0]
    assert lead in app.toast[0] and "must play" in app.toast[0]
    # the legal cards are lifted above the others
    ys = {r.y for c, r in t.card_targets() if c in legal}
    assert ys and max(ys) < min(r.y for c, r in t.card_targets() if c not in legal)
    # and a legal click plays
    good, grect = t.legal_card_targets()[0]
    click(app, grect.center)
    assert s.actions[-1].kind == "play" and s.actions[-1].value == good


def test_special_lead_reason_in_spanish(app):
    i18n.set_language("es")
    for seed in range(1, 80):
        s = new_session(["human", "easy", "easy"], seed=seed)

        def ready(sess):
            st = sess.state
            kinds = [st.deck.cards[c].kind for c in st.hands[0]]
            return (st.phase == "hunt" and st.turn == 0 and not st.trick and ALFA in kinds
                    and PREY in kinds)

        play_bots(s, 300, seed=seed, until=ready)
        if s.current_player() == 0 and ready(s):
            break
    t = open_table(app, s)
    app.step([])
    alfa, rect = next((c, r) for c, r in t.card_targets() if s.state.deck.cards[c].kind == ALFA)
    n = len(s.actions)
    click(app, rect.center)
    assert len(s.actions) == n
    assert app.toast[0] == say("depredador.illegal.special_lead", s.state.deck)
    assert "Alfa" in app.toast[0] and "liderar" in app.toast[0]


def test_click_out_of_turn_says_whose_turn(app):
    s = new_session(["human", "easy", "easy"])
    play_bots(s, 4, until=lambda sess: sess.current_player() == 1)
    t = open_table(app, s)
    t.ai_delay_override = 60
    app.step([])
    if s.current_player() == 0:
        pytest.skip("seed gives the human the turn")
    n = len(s.actions)
    c, r = t.card_targets()[0]
    click(app, r.center)
    assert len(s.actions) == n
    assert app.toast[0] == tr("depredador.illegal.not_your_turn", name="P%d" % s.current_player())


def test_hovering_a_card_shows_it_large(app):
    s = new_session(["human", "easy", "easy", "easy"])
    t = open_table(app, s)
    app.step([])
    card, rect = t.card_targets()[3]
    move(app, rect.center)
    assert t.hover_card == card
    assert t.zoom_drawn is not None and t.zoom_drawn[0] == card
    zr = t.zoom_drawn[1]
    big = t.art.card(card, "large")
    assert zr.size == big.get_size() and zr.h > rect.h * 2
    # the large face is really on the canvas
    for px in ((zr.w // 2, 20), (zr.w // 2, zr.h // 2), (20, zr.h - 30)):
        assert app.canvas.get_at((zr.x + px[0], zr.y + px[1]))[:3] == big.get_at(px)[:3]
    move(app, (5, 5))
    assert t.hover_card is None and t.zoom_drawn is None


def test_log_scrolls_with_the_wheel(app):
    s = new_session(["human"] + ["easy"] * 5)
    play_bots(s, 60)
    t = open_table(app, s)
    app.step([])
    assert len(t.log_panel.wrapped()) > 30
    move(app, t.R["log"].center)
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False)])
    assert t.scroll == 6
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-10, flipped=False)])
    assert t.scroll == 0


# ---------------------------------------------------------------------------------- a whole game

def test_full_game_clicked_through_the_table(app):
    from game.scenes.results import ResultsScene
    s = new_session(["human", "easy", "easy", "easy"], seed=11)
    t = open_table(app, s)
    human_clicks = 0
    saw_autosave = False
    summaries = 0
    for _ in range(8000):
        if isinstance(app.top, ResultsScene):
            break
        if app.top is t and t.ended:            # the game ends on its final board: See results
            click(app, t.undo_button.rect.center)
            continue
        if app.top is t and t.summary is not None:
            summaries += 1
            click(app, t.continue_rect.center)
            continue
        if app.top is t and t.my_turn() and not t.hold:
            n = len(s.actions)
            human_act(app, t)
            assert len(s.actions) == n + 1, app.toast
            human_clicks += 1
            if 40 < n < 120 and os.path.exists(saving.save_path(s)):
                with open(saving.save_path(s), encoding="utf-8") as fh:
                    saved = json.load(fh)
                saw_autosave = saw_autosave or len(saved["actions"]) == len(s.actions)
            continue
        app.step([])
    assert s.state.phase == "over" and s.result() is not None
    assert isinstance(app.top, ResultsScene)
    assert saw_autosave
    assert not os.path.exists(saving.save_path(s))          # a finished game is not resumed
    assert summaries == s.state.rounds - 1               # a round summary between rounds
    # every decision of seat 0 came from one of our clicks
    replay = s.game.new_game(s.config, s.seed)
    by_human = 0
    for a in s.actions:
        if s.game.current_player(replay) == 0:
            by_human += 1
        s.game.apply(replay, a)
    assert by_human == human_clicks
    no_error(app)
    # the log told the story
    texts = [x for x, _ in t.log]
    assert any("wins hunt" in x for x in texts) and any(x.startswith("Game over") for x in texts)


def test_ai_thinks_off_the_render_loop(app):
    s = new_session(["human", "easy", "easy"], seed=4)
    play_bots(s, 50, until=lambda sess: sess.current_player() == 1)
    assert s.current_player() == 1

    class SlowBot:
        """Thinks until the test releases it (or 10 s pass)."""
        def __init__(self):
            self.threads = []
            self.release = threading.Event()
            self.finished = False

        def choose(self, game, state, seat):
            self.threads.append(threading.current_thread())
            self.release.wait(timeout=10)
            self.finished = True
            return game.legal_actions(state)[0]

    t = open_table(app, s)
    t.ai_delay_override = 0
    from game.table.seats import BotSeat
    slow = SlowBot()
    t.seats.policies[1] = BotSeat(slow)
    n = len(s.actions)
    for _ in range(5):
        app.step([])
    # frames went on while the bot was still thinking: the loop never waited for it
    assert not slow.finished and slow.threads
    assert len(s.actions) == n
    slow.release.set()
    for _ in range(200):
        if len(s.actions) > n:
            break
        time.sleep(0.01)
        app.step([])
    assert len(s.actions) == n + 1
    assert slow.threads and slow.threads[0] is not threading.main_thread()


# ---------------------------------------------------------------------------------- undo

def test_undo_returns_to_the_humans_previous_decision(app):
    app.settings.undo = "practice"     # across the AI's hidden cards: fair undo refuses (tests/engine/test_undo.py)
    s = new_session(["human", "easy", "easy", "easy"], seed=5)
    t = open_table(app, s)
    decisions = []
    logs = []
    for _ in range(6):
        assert wait_for_human(app, t)
        decisions.append(len(s.actions))
        logs.append(list(t.log))
        human_act(app, t)
    # let the AIs answer
    for _ in range(100):
        app.step([])
        if t.my_turn():
            break
    last = decisions[-1]
    assert len(s.actions) > last + 1 or s.current_player() == 0
    assert t.can_undo()
    key(app, pygame.K_z, pygame.KMOD_CTRL, "z")
    assert len(s.actions) == last
    assert s.current_player() == 0 and t.my_turn()
    with open(saving.save_path(s), encoding="utf-8") as fh:
        assert len(json.load(fh)["actions"]) == last
    # the display follows: the log ends before the undone move and the hand is clickable again
    assert t.log == logs[-1]
    assert t.legal_card_targets() or t.biome_targets() or t.starter_targets()
    # and undo again goes one more decision back
    assert t.undo()
    assert len(s.actions) == decisions[-2]


def test_no_undo_with_two_humans(app):
    s = new_session(["human", "human", "easy"])
    t = open_table(app, s)
    play_bots(s, 5)
    assert not t.can_undo()


# ---------------------------------------------------------------------------------- hot-seat

def test_hot_seat_covers_the_table_between_humans(app):
    s = new_session(["human", "easy", "human"], seed=8)
    t = open_table(app, s)
    frames = []
    real_draw = t.draw

    def spy(surface):
        real_draw(surface)
        frames.append((type(app.top).__name__, s.current_player(), t.drawn_hand))

    t.draw = spy
    covers = 0
    humans_played = {0: 0, 2: 0}
    for _ in range(1500):
        if s.state.hunt_no >= 3 and all(humans_played.values()):
            break
        if isinstance(app.top, CoverScene):
            covers += 1
            # nothing of the table is drawn under the cover
            before = len(frames)
            app.step([])
            assert len(frames) == before
            click(app, (640, 360))
            continue
        if app.top is t and t.summary is not None:
            click(app, t.continue_rect.center)
            continue
        p = s.current_player()
        if app.top is t and t.my_turn() and not t.hold:
            assert t.seat == p
            humans_played[p] += 1
            human_act(app, t)
            continue
        app.step([])
    assert covers >= 3 and all(humans_played.values())
    assert t.covers_shown == covers
    # a hand was only ever drawn face up for the human whose turn it was
    for top, cur, (seat, cards, face_up) in [f for f in frames if f[2] is not None]:
        if face_up:
            assert top == "DepredadorTable" and seat == cur and seat in (0, 2)
    # between turns the shown hand is drawn face down
    assert any(not f[2][2] for f in frames if f[2] is not None)


# ---------------------------------------------------------------------------------- strings

def _keys(lang):
    return strings_file("depredador", f"i18n.{lang}.yaml")


def test_both_languages_have_every_string_and_every_rule_reason():
    en = _keys("en")
    # same keys and placeholders in both: tests/conformance/test_strings.py
    with open(RULES_PY, encoding="utf-8") as fh:
        codes = set(re.findall(r'return \("(\w+)",', fh.read()))
    assert {"follow_lead", "special_lead", "invader_lead", "not_in_hand", "wrong_phase", "biome_taken"} <= codes
    for code in codes:
        assert f"depredador.illegal.{code}" in en, code


# ---------------------------------------------------------------------------------- sound

def test_sound_is_silent_without_a_mixer(monkeypatch):
    from game import sound

    def broken(*a, **k):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", broken)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    s = sound.Sounds()
    assert not s.ok
    s.play("card", 1.0)                      # nothing happens, nothing raises


def test_sound_buffers_are_built_in_code():
    from game import sound
    s = sound.Sounds()
    if not s.ok:
        pytest.skip("no mixer here")
    snd = s._build("win")
    assert snd.get_length() == pytest.approx(sum(d for _, d, _ in sound.TUNES["win"]), abs=0.01)


# ---------------------------------------------------------------------------------- pause, quit

def test_escape_pauses_and_save_and_quit_keeps_the_game(app):
    from game.scenes.menu import MenuScene
    from game.scenes.pause import PauseOverlay
    from game import saving
    s = new_session(["human", "easy", "easy"])
    t = open_table(app, s)
    assert wait_for_human(app, t)
    while t.my_turn():
        human_act(app, t)
    assert s.current_player() != 0           # an AI would move now
    key(app, pygame.K_ESCAPE, 0, "\x1b")
    assert isinstance(app.top, PauseOverlay)
    n = len(s.actions)
    for _ in range(20):                     # the game does not go on under the pause menu
        app.step([])
    assert len(s.actions) == n
    app.pop()
    t.save_and_quit()
    assert isinstance(app.top, MenuScene) and len(app.scenes) == 1
    assert saving.load(s.meta["id"]).actions == s.actions


def test_language_switch_rebuilds_the_log(app):
    s = new_session(["human", "easy", "easy"])
    play_bots(s, 12)
    t = open_table(app, s)
    app.step([])
    assert any("plays" in x for x, _ in t.log)
    i18n.set_language("es")
    app.step([])
    assert any(" juega " in x for x, _ in t.log) and not any(" plays " in x for x, _ in t.log)


# ---------------------------------------------------------------------------------- keyboard



def test_a_whole_game_played_from_the_keyboard(app):
    """Tab / Shift+Tab move the focus ring over the moves offered now, Enter makes the focused one; in
    the migration the last card is held and Space (the prompt's main button, "Pass") sends it."""
    s = new_session(["human", "easy", "easy"], seed=6)
    t = open_table(app, s)
    decisions = 0
    kinds = set()
    for _ in range(8000):
        if s.current_player() is None:
            break
        if app.top is t and t.summary is not None and t.continue_rect.w:
            targets = t.focus_targets()
            assert [lab for _, _, lab in targets] == [tr("depredador.summary.continue")]
            key(app, pygame.K_TAB)
            key(app, pygame.K_RETURN)
            assert t.summary is None
            continue
        if app.top is t and t.my_turn() and not t.hold:
            targets = t.focus_targets()
            assert targets, "a human decision offers keyboard targets"
            legal = s.legal_actions()
            n = len(s.actions)
            t.focus = None
            key(app, pygame.K_TAB)
            assert t.focus == 0
            key(app, pygame.K_TAB, pygame.KMOD_SHIFT)      # back from the first: the last target
            assert t.focus == len(targets) - 1
            key(app, pygame.K_TAB)                         # and round again to the first
            assert t.focus == 0
            # the first target that is a move (not a card set aside, which would be taken back)
            held = {card_label(t.deck, c) for c in t.picked_cards()}
            idx = next(i for i, (_, _, lab) in enumerate(targets) if lab not in held)
            for _ in range(idx):
                key(app, pygame.K_RIGHT)
            assert t.focus == idx
            label = targets[idx][2]
            phase = s.state.phase
            key(app, pygame.K_RETURN)
            if len(s.actions) == n and t.sheltering is not None:
                # a Refugio asks its biome first: the ring goes over the biomes, Enter takes one
                refuge = t.sheltering
                assert label == card_label(t.deck, refuge) and phase == "hunt"
                tiles = {t.biome_label(b) for b in s.state.centre}
                bi = next(i for i, (_, _, lab) in enumerate(t.focus_targets()) if lab in tiles)
                t.focus = bi
                tile = t.focus_targets()[bi][2]
                key(app, pygame.K_RETURN)
                played, took = s.actions[-2:]
                assert len(s.actions) == n + 2 and (played.kind, played.value) == ("play", refuge)
                assert took.kind == "take" and t.biome_label(took.value) == tile
                kinds.update(("play", "take"))
                decisions += 1
                continue
            if len(s.actions) == n:
                assert phase == "pass" and t.staged is not None and card_label(t.deck, t.staged) == label
                t.focus = None
                key(app, pygame.K_SPACE)                   # the prompt's main button: "Pass"
                label = card_label(t.deck, s.actions[-1].value)
            assert len(s.actions) == n + 1 and s.actions[-1] in legal
            # the move made is the one under the focus ring
            a = s.actions[-1]
            said = {"play": lambda: card_label(t.deck, a.value), "pass": lambda: card_label(t.deck, a.value),
                    "take": lambda: t.biome_label(a.value), "starter": lambda: t.player_name(a.value)}[a.kind]()
            assert said == label
            kinds.add(a.kind)
            decisions += 1
            continue
        app.step([])
    assert s.current_player() is None and s.result() is not None      # a whole game from the keyboard
    assert decisions >= 30 and {"pass", "play", "take"} <= kinds
    no_error(app)
