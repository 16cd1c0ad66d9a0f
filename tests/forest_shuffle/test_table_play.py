"""The Forest Shuffle table played by synthetic mouse and key events: choosing a card and its half, the
lit slots, the payment and its preview, every kind of decision (draw, take, sapling, yes/no, free
placement, Mole, Raccoon, mulligan), illegal clicks explained, keyboard play, and whole games."""
from __future__ import annotations

import functools
import json
import os
import random

import pygame
import pytest

from game import i18n, saving, text
from game.forest_shuffle import driver
from game.forest_shuffle.table import ForestShuffleTable
from rules.ai import make_bot
from rules.forest_shuffle import query
from rules.forest_shuffle.cards import db
from rules.forest_shuffle.position import build, card_of, half_of
from tests import helpers
from tests.helpers import click, key, move, no_error, step_until

D = db()


def new_session(seats, seed=3, **options):
    """A Forest Shuffle game whose players are named P0, P1…"""
    return helpers.new_session("forest_shuffle", seats, seed, names=[f"P{i}" for i in range(len(seats))], **options)


def built(players=2, seats=None, **kw):
    """A session showing a hand-built position (for screens: its saves do not replay)."""
    seats = seats or ["human"] + ["easy"] * (players - 1)
    s = new_session(seats, seed=1)
    s.state = build(players=players, **kw)
    s.events = []
    s.undo_point = lambda is_human: None       # its actions do not replay from the seed: no undo
    return s


open_table = functools.partial(helpers.open_table, first_frame=True)


def play_bots(session, moves, seed=1, until=None):
    bots = [make_bot("easy", seed + i) for i in range(session.state.n)]
    for _ in range(moves):
        p = session.current_player()
        if p is None or (until and until(session)):
            return
        session.apply(bots[p].choose(session.game, session.state, p))


def half_rect(t, card, half):
    for c, _r, halves in t.hand_targets():
        if c == card:
            return dict(halves)[half]
    raise AssertionError(f"card {card} is not in the shown hand")


def card_rect(t, card):
    return next(r for c, r, _ in t.hand_targets() if c == card)


def lit(t):
    return sorted({tree for tree, _side, _r, on in t.slot_targets() if on})


def slot_rect(t, tree, side):
    return next(r for tr_, sd, r, _ in t.slot_targets() if tr_ == tree and sd == side)


def prompt_line(t):
    from game.forest_shuffle import prompt
    return prompt.line_one(t.look())[0]


def line_two(t):
    from game.forest_shuffle import prompt
    return " · ".join(x for x, _ in prompt.line_two(t.look(), 2000, 13))


# ---------------------------------------------------------------------------------- rendering

@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_table_renders_every_player_count_in_both_languages(app, text_window, players, lang):
    s = new_session(["human"] + ["easy"] * (players - 1), seed=10 + players)
    play_bots(s, 40 * players)
    i18n.set_language(lang)
    rec = text.record_overflows(True)
    try:
        t = open_table(app, s, delay=10 ** 6)
        move(app, (500, 600))
    finally:
        text.record_overflows(False)
    assert rec == []
    no_error(app)
    assert len(t.tab_targets()) == players
    assert t.drawn_hand == (0, tuple(s.state.hands[0]), True)
    colours = {tuple(app.canvas.get_at((x, y))) for x in range(0, 1280, 40) for y in range(0, 720, 40)}
    assert len(colours) > 20


def test_a_tab_shows_the_forest_and_says_its_counts_and_known_cards(app):
    from game.forest_shuffle.draw import tab_lines
    s = built(2, forests=[["birch"], ["oak", "linden"]], hands=[["goshawk"], ["lynx", "wolf"]])
    wolf = card_of(s.state, 1, "wolf")
    s.state.pub[1] = frozenset([wolf])                  # taken from the clearing: everybody saw it
    t = open_table(app, s)
    tabs = dict(t.tab_targets())
    click(app, tabs[1].center)
    assert t.shown == 1 and t.pinned == 1
    lines = tab_lines(t.look(), 1)
    assert lines[0] == "2 trees · hand 2 · cave 0"
    assert lines[1].startswith("Known in this hand: ") and "Wolf" in lines[1] and "Lynx" not in lines[1]
    click(app, tabs[0].center)
    assert t.shown == 0 and t.pinned is None


def test_every_tree_and_slot_of_a_big_forest_can_be_scrolled_to(app):
    tops = ["tawny_owl", "goshawk", "chaffinch", "bullfinch", "eurasian_jay"]
    forest = [{"tree": "birch", "top": [tops[i % 5]]} for i in range(10)] + ["oak"] * 6
    s = built(2, forests=[forest, []], hands=[["linden"], []])
    t = open_table(app, s)
    area = t.R["forest"]
    seen = set()
    for _ in range(12):
        seen |= {tree for tree, _s, r, _l in t.slot_targets() if area.contains(r)}
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=area.center, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)])
    assert seen == set(range(16))
    assert t.scrolls[0] > 0


# ---------------------------------------------------------------------------------- choosing a play

def test_a_half_lights_exactly_its_legal_slots_and_the_gain_at_each(app):
    s = built(2, forests=[[{"tree": "oak", "top": ["red_squirrel"]}, "birch", "linden", "sapling"], ["beech"]],
              hands=[["goshawk", "oak", "birch", "linden", "european_hare"], ["lynx"]])
    t = open_table(app, s)
    gos = card_of(s.state, 0, "goshawk")
    h = half_of(gos, "goshawk")
    v = t.view()
    click(app, half_rect(t, gos, h).center)
    assert t.sel is not None and (t.sel.card, t.sel.half) == (gos, h)
    assert lit(t) == query.legal_slots(v, 0, gos, h) == [1, 2, 3]        # the oak's top slot is taken
    for tree in lit(t):
        assert t.derived()["gains"][tree] == query.preview_play(v, 0, gos, h, tree, ())["points_gain"]
    # the gold frame is on the canvas around the lit slots only
    for tree, side, r, on in t.slot_targets():
        px = tuple(app.canvas.get_at((r.left + 1, r.centery)))[:3]
        assert (px == (240, 196, 80)) == on, (tree, side, px)
    assert not t.button("confirm").enabled
    # a click on an unlit slot says where the card goes; the choice stays
    click(app, slot_rect(t, 0, "bottom").center)
    assert "lit slot on the above side" in app.toast[0] and t.sel.tree is None
    click(app, slot_rect(t, 2, "top").center)
    assert t.sel.tree == 2
    assert prompt_line(t) == "Goshawk: click 2 other cards of your hand to pay (0/2)."
    cost = D.f_cost[gos * 2 + h]
    pays = query.legal_payments(v, 0, gos, h)
    for c in pays[0]:
        click(app, card_rect(t, c).center)
    assert sorted(t.sel.pay) == list(pays[0]) and len(pays[0]) == cost
    assert t.button("confirm").enabled
    gain = t.derived()["preview"]["points_gain"]
    assert f"+{gain} points for your forest" in line_two(t)
    before = query.live_scores(s.state)[0]
    n = len(s.actions)
    click(app, t.button("confirm").rect.center)
    assert [a.kind for a in s.actions[n:]] == ["dweller", "slot", "pay"]
    assert s.state.forests[0][2][2] == (gos,)
    assert query.live_scores(s.state)[0] - before == gain
    assert t.sel is None
    no_error(app)


def test_the_preview_says_whether_the_bonus_fires(app):
    s = built(2, forests=[["birch"], []],
              hands=[["tawny_owl@beech", "beech", "beech", "oak", "linden"], []])
    t = open_table(app, s)
    owl = card_of(s.state, 0, "tawny_owl", "beech")
    h = half_of(owl, "tawny_owl")
    click(app, half_rect(t, owl, h).center)
    assert t.sel.tree == 0                                   # the only legal tree is chosen at once
    assert "bonus if every card paid shows Beech" in line_two(t)
    beeches = [c for c in s.state.hands[0] if D.is_tree[c] and D.species_ids[D.f_species[c * 2]] == "beech"]
    oak = card_of(s.state, 0, "oak")
    click(app, card_rect(t, beeches[0]).center)
    click(app, card_rect(t, oak).center)
    assert "no bonus: pay only with Beech cards" in line_two(t)
    click(app, card_rect(t, oak).center)                     # a second click takes a paying card back
    assert t.sel.pay == [beeches[0]]
    click(app, card_rect(t, beeches[1]).center)
    assert "◎ bonus: Draw 2 more cards." in line_two(t)
    click(app, t.button("confirm").rect.center)
    # the effect and then the bonus are asked, each with Yes and No
    assert t.opts()["task"] == "ask" and t.button("yes") and t.button("no")
    hand = len(s.state.hands[0])
    click(app, t.button("yes").rect.center)
    assert len(s.state.hands[0]) == hand + 1
    click(app, t.button("yes").rect.center)
    assert len(s.state.hands[0]) == hand + 3
    no_error(app)


def test_a_tree_is_planted_as_a_new_tree_after_paying(app):
    s = built(2, forests=[["birch"], []], hands=[["oak", "linden", "beech", "goshawk"], []])
    t = open_table(app, s)
    oak = card_of(s.state, 0, "oak")
    click(app, half_rect(t, oak, None).center)
    assert t._ghost() and t.paying()
    assert prompt_line(t) == "Oak: click 2 other cards of your hand to pay (0/2)."
    others = [c for c in s.state.hands[0] if c != oak][:2]
    for c in others:
        click(app, card_rect(t, c).center)
    click(app, t.button("confirm").rect.center)
    assert D.species_ids[D.f_species[s.state.forests[0][-1][0] * 2]] == "oak"
    assert all(c in s.state.clearing for c in others)


def test_any_card_can_be_planted_face_down_as_a_sapling(app):
    s = built(2, forests=[[], []], hands=[["goshawk", "wolf", "oak"], []])
    t = open_table(app, s)
    gos = card_of(s.state, 0, "goshawk")
    click(app, half_rect(t, gos, 0).center)
    # with no tree a half cannot be played: the rules' reason, and the card is offered as a sapling
    assert app.toast[0] == i18n.tr("forest_shuffle.why.no_slot")
    assert t.sel.half == "sapling" and t.button("sapling") is None and t.button("confirm").enabled
    assert prompt_line(t).startswith("Plant Goshawk / ") and "as a sapling" in prompt_line(t)
    click(app, t.button("confirm").rect.center)
    assert s.state.forests[0][0][:2] == [gos, 1]
    # the other seat's view hides which card it is
    assert s.game.view(s.state, 1).forests[0][0][0] == -1
    # a playable card offers the Sapling button beside Confirm
    s2 = built(2, forests=[[], []], hands=[["oak", "linden", "beech"], []])
    t2 = open_table(app, s2)
    oak = card_of(s2.state, 0, "oak")
    click(app, half_rect(t2, oak, None).center)
    assert t2.sel.half is None and t2.button("sapling").enabled
    click(app, t2.button("sapling").rect.center)
    assert s2.state.forests[0][0][:2] == [oak, 1] and len(s2.state.hands[0]) == 2


def test_selecting_a_card_then_cancel_or_escape_or_right_click(app):
    s = built(2, forests=[["birch"], []], hands=[["goshawk", "oak", "linden", "beech"], []])
    t = open_table(app, s)
    gos = card_of(s.state, 0, "goshawk")
    for cancel in ("button", "escape", "right", "again"):
        click(app, half_rect(t, gos, half_of(gos, "goshawk")).center)
        assert t.sel is not None
        if cancel == "button":
            click(app, t.button("cancel").rect.center)
        elif cancel == "escape":
            key(app, pygame.K_ESCAPE)
        elif cancel == "right":
            click(app, (600, 300), button=3)
        else:
            click(app, half_rect(t, gos, half_of(gos, "goshawk")).center)
        assert t.sel is None, cancel
    assert app.top is t                      # Escape cleared the choice, it did not open the pause menu
    assert not s.actions


def test_drawing_from_the_deck_then_the_clearing(app):
    s = built(2, forests=[["birch"], []], hands=[["goshawk"], []], clearing=["linden", "wolf"])
    t = open_table(app, s)
    deck = len(s.state.deck)
    click(app, t.deck_rect().center)
    assert len(s.state.deck) == deck - 1 and t.opts()["task"] == "draw2"
    assert prompt_line(t) == "Take a second card: the deck or a card of the clearing."
    gos = card_of(s.state, 0, "goshawk")       # a hand card: playing is not a choice now
    click(app, card_rect(t, gos).center)
    assert app.toast[0] == i18n.tr("forest_shuffle.why.not_now") and t.sel is None
    row = dict(t.clearing_targets())
    card = s.state.clearing[1]
    click(app, row[card].center)
    assert card in s.state.hands[0] and card not in s.state.clearing
    assert s.current_player() == 1


def test_a_full_hand_cannot_draw_and_says_why(app):
    s = built(2, forests=[["birch"], []], hands=[["goshawk", "oak", "birch", "linden", "beech", "wolf", "lynx",
                                                  "moss", "fireflies", "gnat"], []], clearing=["linden"])
    t = open_table(app, s)
    assert len(s.state.hands[0]) == 10
    click(app, t.deck_rect().center)
    assert app.toast[0] == i18n.tr("forest_shuffle.why.hand_full")
    click(app, t.clearing_targets()[0][1].center)
    assert app.toast[0] == i18n.tr("forest_shuffle.why.hand_full")
    assert not s.actions


def test_a_click_out_of_turn_says_whose_turn(app):
    s = built(2, forests=[["birch"], ["oak"]], hands=[["goshawk"], ["lynx"]], turn=1)
    t = open_table(app, s, delay=10 ** 6)
    click(app, t.deck_rect().center)
    assert app.toast[0] == "It is P1's turn."
    assert not s.actions


# ---------------------------------------------------------------------------------- other decisions

def test_a_free_placement_from_a_silver_fir_bonus(app):
    s = built(2, forests=[["birch"], []], hands=[["silver_fir", "silver_fir", "silver_fir", "european_badger"], []])
    t = open_table(app, s)
    firs = [c for c in s.state.hands[0] if D.is_tree[c]]
    click(app, half_rect(t, firs[0], None).center)
    for c in firs[1:]:
        click(app, card_rect(t, c).center)
    assert "◎ bonus" in line_two(t)
    click(app, t.button("confirm").rect.center)
    # an effect that opens its own choice (with Done to stop) is not asked first
    assert t.opts()["task"] == "free" and t.button("done")
    assert prompt_line(t) == "Silver Fir: place a card with a paw at no cost, or Done."
    badger = card_of(s.state, 0, "european_badger")
    h = half_of(badger, "european_badger")
    click(app, half_rect(t, badger, h).center)
    assert lit(t) == [0, 1]
    click(app, slot_rect(t, 1, "left" if h == 0 else "right").center)
    assert "no effect, no bonus" in line_two(t)
    n = len(s.actions)
    click(app, t.button("confirm").rect.center)
    assert [a.kind for a in s.actions[n:]] == ["free", "slot"]
    assert badger in s.state.forests[0][1][4 + h]


def test_the_raccoon_puts_hand_cards_into_the_cave_then_done(app):
    s = built(2, forests=[["birch"], []], hands=[["raccoon", "oak", "linden", "beech"], []])
    t = open_table(app, s)
    rac = card_of(s.state, 0, "raccoon")
    h = half_of(rac, "raccoon")
    click(app, half_rect(t, rac, h).center)
    pay = [c for c in s.state.hands[0] if c != rac][0]
    click(app, card_rect(t, pay).center)
    click(app, t.button("confirm").rect.center)
    assert t.opts()["task"] == "cave"
    card = s.state.hands[0][0]
    click(app, card_rect(t, card).center)
    assert card in s.state.cave_hidden[0]
    hand = len(s.state.hands[0])
    click(app, t.button("done").rect.center)
    assert len(s.state.hands[0]) == hand + 1          # one card drawn for the one put in the cave


def test_the_mole_plays_more_cards_then_done(app):
    s = built(2, forests=[["birch", "linden"], []], hands=[["mole", "oak", "beech", "wild_strawberries",
                                                            "linden"], []])
    t = open_table(app, s)
    mole = card_of(s.state, 0, "mole")
    click(app, half_rect(t, mole, half_of(mole, "mole")).center)
    click(app, slot_rect(t, 0, "bottom").center)
    oak, beech = card_of(s.state, 0, "oak"), card_of(s.state, 0, "beech")
    click(app, card_rect(t, oak).center)
    click(app, card_rect(t, beech).center)
    click(app, t.button("confirm").rect.center)
    assert t.opts()["task"] == "mole" and t.button("done")
    assert prompt_line(t) == "Mole: play another card of your hand (paying for it), or Done."
    straw = card_of(s.state, 0, "wild_strawberries")
    click(app, half_rect(t, straw, half_of(straw, "wild_strawberries")).center)
    assert lit(t) == [1]
    click(app, slot_rect(t, 1, "bottom").center)
    click(app, t.button("confirm").rect.center)
    assert s.state.forests[0][1][3] == (straw,)
    assert t.opts()["task"] == "mole"
    click(app, t.button("done").rect.center)
    assert t.opts()["task"] != "mole"
    no_error(app)


def test_a_hand_without_a_tree_may_be_kept_or_changed(app):
    s = new_session(["human", "easy"], seed=11, starter=0)
    t = open_table(app, s)
    assert t.opts()["task"] == "mulligan"
    assert t.button("keep") and t.button("mulligan")
    old = list(s.state.hands[0])
    click(app, t.button("mulligan").rect.center)
    assert s.state.hands[0] != old and len(s.state.hands[0]) == 6
    assert any("new ones" in x for x, _ in t.log)


# ---------------------------------------------------------------------------------- keyboard

def test_keyboard_play_tab_and_enter(app):
    s = built(2, forests=[["birch"], []], hands=[["goshawk", "oak", "linden"], []], clearing=["wolf"])
    t = open_table(app, s)
    targets = t.focus_targets()
    labels = [lbl for _r, _a, lbl in targets]
    assert i18n.tr("forest_shuffle.deck") in labels
    # Tab moves to the first target, Enter takes it: here a half of a hand card is chosen
    key(app, pygame.K_TAB)
    assert t.focus == 0
    key(app, pygame.K_RETURN)
    assert t.sel is not None
    # a chosen play is confirmed with Enter once complete
    t.sel = None
    gos = card_of(s.state, 0, "goshawk")
    t.select(gos, half_of(gos, "goshawk"))
    for c in query.legal_payments(t.view(), 0, gos, half_of(gos, "goshawk"))[0]:
        t.toggle_pay(c)
    app.step([])
    t.focus = None
    key(app, pygame.K_RETURN)
    assert gos in s.state.forests[0][0][2]


# ---------------------------------------------------------------------------------- whole games

def _play_through(app, s, rng, max_steps=30000):
    from game.scenes.results import ResultsScene
    from game.forest_shuffle.scores import ScoresOverlay
    t = open_table(app, s)
    human = 0
    saw_overlay = False
    saw_autosave = False
    for _ in range(max_steps):
        if isinstance(app.top, ResultsScene):
            break
        if app.top is t and t.ended:            # the game ends on its final board: See results
            click(app, t.undo_button.rect.center)
            continue
        if isinstance(app.top, ScoresOverlay):
            saw_overlay = True
            click(app, app.top.close_button.rect.center)
            continue
        if type(app.top).__name__ == "CoverScene":
            click(app, (640, 360))
            continue
        if app.top is t and t.my_turn() and not t.hold:
            options = driver.plays(t)
            assert options, "the human has nothing to click"
            label, clicks = rng.choice(options)
            n = len(s.actions)
            for c in clicks:
                pos = c(t) if callable(c) else c
                assert pos is not None, label
                click(app, pos)
            assert len(s.actions) > n, (label, app.toast)
            human += 1
            if not saw_autosave and os.path.exists(saving.save_path(s)):
                with open(saving.save_path(s), encoding="utf-8") as fh:
                    saw_autosave = len(json.load(fh)["actions"]) == len(s.actions)
            continue
        app.step([])
    return t, human, saw_overlay, saw_autosave


@pytest.mark.parametrize("players,seed", [(2, 21), (4, 22)])
def test_a_whole_game_clicked_through_the_table(app, players, seed):
    from game.scenes.results import ResultsScene
    s = new_session(["human"] + ["easy"] * (players - 1), seed=seed)
    t, human, overlay, autosaved = _play_through(app, s, random.Random(seed))
    assert s.result() is not None and isinstance(app.top, ResultsScene)
    assert overlay, "the card-by-card count comes before the results"
    assert autosaved and not os.path.exists(saving.save_path(s))
    # every decision of seat 0 came from the clicks (a play of several decisions is one choice)
    replay = s.game.new_game(s.config, s.seed)
    by_human = 0
    for a in s.actions:
        if s.game.current_player(replay) == 0:
            by_human += 1
        s.game.apply(replay, a)
    assert by_human >= human > 5
    no_error(app)
    texts = [x for x, _ in t.log]
    assert any("third winter card" in x for x in texts) and any(x.startswith("The game is over") for x in texts)


def test_a_hot_seat_game_covers_the_table_between_humans(app):
    s = new_session(["human", "human", "easy"], seed=31)
    t = open_table(app, s)
    rng = random.Random(3)
    covers = 0
    faces = []
    real_draw = t.draw

    def spy(surface):
        real_draw(surface)
        faces.append((s.current_player(), t.drawn_hand))

    t.draw = spy
    played = {0: 0, 1: 0}
    for _ in range(3000):
        if all(v >= 3 for v in played.values()):
            break
        if type(app.top).__name__ == "CoverScene":
            covers += 1
            before = len(faces)
            app.step([])
            assert len(faces) == before              # nothing of the table under the cover
            click(app, (640, 360))
            continue
        if app.top is t and t.my_turn() and not t.hold:
            played[t.seat] += 1
            label, clicks = rng.choice(driver.plays(t))
            for c in clicks:
                click(app, c(t) if callable(c) else c)
            continue
        app.step([])
    assert covers >= 3 and all(played.values())
    assert not t.can_undo()
    # a hand was drawn face up only for the human whose decision it was
    for cur, (seat, _cards, up) in [f for f in faces if f[1] is not None]:
        if up:
            assert seat == cur and seat in (0, 1)
    assert any(not f[1][2] for f in faces if f[1] is not None)


def test_an_all_ai_game_is_watched_as_a_spectator(app):
    s = new_session(["easy", "easy", "easy"], seed=5)
    t = open_table(app, s, view_seat=1)
    for _ in range(200):
        app.step([])
    assert t.seat == 1 and len(s.actions) > 5
    assert t.drawn_hand[2] is False and t.hand_targets() == []
    no_error(app)


# ---------------------------------------------------------------------------------- undo, save, continue

def test_undo_goes_back_before_the_whole_play(app):
    s = new_session(["human", "easy"], seed=41)
    play_bots(s, 400, until=lambda x: x.current_player() == 0 and query.decision(x.state)["task"] == "main"
              and any(a.kind == "dweller" and D.f_cost[a.value[0] * 2 + a.value[1]] for a in x.legal_actions()))
    t = open_table(app, s)
    n = len(s.actions)
    a = next(a for a in s.legal_actions() if a.kind == "dweller" and D.f_cost[a.value[0] * 2 + a.value[1]])
    card, h = a.value
    click(app, half_rect(t, card, h).center)
    tree = lit(t)[0]
    side = driver.side_of(card * 2 + h)
    click(app, slot_rect(t, tree, side).center)
    for c in query.legal_payments(t.view(), 0, card, h)[0]:
        click(app, card_rect(t, c).center)
    click(app, t.button("confirm").rect.center)
    assert len(s.actions) >= n + 3
    assert t.can_undo()
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(s.actions) == n and query.decision(s.state)["task"] == "main"
    with open(saving.save_path(s), encoding="utf-8") as fh:
        assert len(json.load(fh)["actions"]) == n
    assert t.my_turn() and t.sel is None


def test_save_and_quit_then_continue_from_the_menu(app):
    from game.scenes.menu import MenuScene
    from game.scenes.pause import PauseOverlay
    s = new_session(["human", "easy", "easy"], seed=51)
    t = open_table(app, s)
    assert step_until(app, t.my_turn, 400)
    click(app, t.deck_rect().center)
    key(app, pygame.K_ESCAPE, unicode="\x1b")
    assert isinstance(app.top, PauseOverlay)
    app.pop()
    t.save_and_quit()
    assert isinstance(app.top, MenuScene)
    menu = app.top
    app.step([])
    assert menu.resumes == (f"Forest Shuffle — 3 players — turn {s.state.turn_no} · {len(s.state.deck)} cards left"
                            f" · winter {s.state.winter}/3")
    click(app, menu.button("continue").rect.center)
    resumed = app.top
    assert isinstance(resumed, ForestShuffleTable)
    assert resumed.session.actions == s.actions


def test_language_switch_rebuilds_the_log(app):
    s = new_session(["human", "easy", "easy"], seed=61)
    play_bots(s, 30)
    t = open_table(app, s, delay=10 ** 6)
    assert any("the clearing" in x or "plants" in x or "puts" in x for x, _ in t.log)
    i18n.set_language("es")
    app.step([])
    assert any("claro" in x or "planta" in x or "pone" in x for x, _ in t.log)
    assert not any(" plants " in x for x, _ in t.log)


def test_the_other_players_turn_is_told_back(app):
    s = new_session(["human", "easy"], seed=71, starter=1)
    play_bots(s, 3, until=lambda x: x.current_player() == 0)
    t = open_table(app, s, delay=0.05)
    for _ in range(600):
        if t.my_turn() and any(k[0] == 1 for k in t.fresh) or (t.my_turn() and t.recap.get(1)):
            break
        app.step([])
    assert t.my_turn()
    told = line_two(t)
    assert t.recap.get(1) and told and all(part in told for part in t.recap[1][-1:])


def test_a_button_that_gives_something_up_never_stands_where_confirm_was(app):
    """Seen in a real window: the bonus question put No where Confirm had just been, so a quick second
    click on Confirm declined the bonus. No (and a lone Done) now stand left of Confirm's place."""
    from game.forest_shuffle import geometry as G
    s = new_session(["human", "easy"], seed=5)
    play_bots(s, 400, until=lambda x: x.current_player() == 0 and any(a.kind == "yes" for a in x.legal_actions()))
    assert any(a.kind == "yes" for a in s.legal_actions())
    t = open_table(app, s)
    confirm_place = G.prompt_buttons(t.R["prompt"], 3)[-1]
    no, yes = t.button("no"), t.button("yes")
    assert no is not None and yes is not None
    assert not no.rect.colliderect(confirm_place) and yes.rect.colliderect(confirm_place)
    assert G.prompt_buttons(t.R["prompt"], 2)[:1][0].right < confirm_place.left   # where a lone Done goes
