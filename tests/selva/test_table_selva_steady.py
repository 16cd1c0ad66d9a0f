"""Nothing moves under the pointer at the Selva table: a button that gives something up never stands
where the previous prompt's main button was, a new prompt's buttons ignore a quick second click, and a
button keeps its place while the pointer is over the row."""
from __future__ import annotations

import time

import pygame

from game import i18n
from game.i18n import tr
from game.selva.button_row import ButtonRow
from rules.engine.core import Action
from tests.helpers import click, key, move, open_table
from tests.selva.selva_helpers import find


def _can_attack(x):
    return x.state.phase == "main" and any(a.kind == "attack" for a in x.legal_actions())


def test_no_attack_never_stands_where_attack_was(app):
    s = find(_can_attack)
    t = open_table(app, s)
    app.step([])
    attack = t.button_for(Action("attack"))
    click(app, attack.center)
    app.step([])
    assert s.state.phase == "declare"
    no_attack = t.button_rect(tr("selva.button.no_attack"))
    assert no_attack is not None and no_attack != attack
    click(app, attack.center)                      # a double click on Attack gives nothing up
    assert s.state.phase == "declare" and s.actions[-1] == Action("attack")


def test_a_quick_second_click_on_day_does_not_attack(app, guarded):
    s = find(lambda x: x.state.phase == "declare" and any(a.kind == "declare" for a in x.legal_actions()))
    t = open_table(app, s)
    app.step([])
    a = next(a for a in s.legal_actions() if a.kind == "declare")
    click(app, t.card_rect(a.value[0]).center)
    time.sleep(guarded + 0.05)                     # the Day / Night prompt has been up a while
    app.step([])
    r = t.button_for(a)
    click(app, r.center)
    assert a.value in s.state.attackers
    n = len(s.actions)
    click(app, r.center)                           # the second click of a double click: ignored
    assert len(s.actions) == n and s.state.phase == "declare"
    time.sleep(guarded + 0.05)
    app.step([])
    done = t.button_rect(t.button_labels()[0])
    click(app, done.center)                        # a deliberate click later answers the new prompt
    assert len(s.actions) == n + 1 and s.actions[-1] == Action("done")


def test_a_button_keeps_its_place_while_the_pointer_is_over_the_row():
    pygame.init()
    slots = [pygame.Rect(626 + 123 * i, 456, 120, 58) for i in range(3)]
    row = ButtonRow(slots)
    first = row.place(["Recover (1)", "Attack", "End turn"], 1, {2}, (0, 0))
    assert first == slots
    over = slots[0].center
    row.place(["Recover (1)", "Attack", "End turn"], 1, {2}, over)
    kept = row.place(["Attack", "End turn"], 0, {1}, over)       # the recovered animal's button left
    assert kept == [slots[1], slots[2]]                           # its place stays empty
    fresh = row.place(["Attack", "End turn"], 0, {1}, (0, 0))     # the pointer left: laid out afresh,
    assert fresh == [slots[0], slots[2]]                          # End turn away from where Attack was


def test_the_turns_own_buttons_stand_in_the_same_places_every_turn():
    pygame.init()
    slots = [pygame.Rect(626 + 123 * i, 456, 120, 58) for i in range(3)]
    row = ButtonRow(slots)
    fixed = {"Recover (1)": 0, "Attack": 1, "End turn": 2}
    with_recover = row.place(["Recover (1)", "Attack", "End turn"], 1, {2}, (0, 0), fixed)
    row.place(["No blocks"], 0, {0}, (0, 0))                       # the rival's turn between
    without = row.place(["Attack", "End turn"], 0, {1}, (0, 0), {"Attack": 1, "End turn": 2})
    assert with_recover[1:] == without == [slots[1], slots[2]]     # Attack and End turn never move
    # a fixed place never puts a giving-up button where the last main button was
    row.place(["Red", "Green", "Blue"], 2, set(), (0, 0))           # the main button in the last slot
    moved = row.place(["Attack", "End turn"], 0, {1}, (0, 0), {"Attack": 1, "End turn": 2})
    assert moved[1] != slots[2]


def test_a_give_up_button_is_laid_away_from_the_last_main_button():
    pygame.init()
    slots = [pygame.Rect(626 + 123 * i, 456, 120, 58) for i in range(3)]
    row = ButtonRow(slots)
    row.place(["Attack", "End turn"], 0, {1}, (0, 0))
    assert row.place(["No attack"], 0, {0}, (0, 0)) == [slots[1]]
    assert row.place(["Pass", "Pass until my turn"], 0, {0, 1}, (0, 0)) == [slots[0], slots[2]]
    # the same button as the last main one keeps its place (it is the button the player meant)
    assert row.place(["Pass"], 0, {0}, (0, 0)) == [slots[0]]


# ------------------------------------------------------------------------------ aim first, then pay

def _aims(x):
    """The actions of seat 0 now that open a choice of targets (Forest fire on one of two animals…)."""
    out = []
    for a in x.legal_actions():
        if a.kind in ("play", "fuerza", "reveal", "ability", "element"):
            probe = x.state.clone()
            x.game.apply(probe, a, log=False)
            if probe.phase == "target":
                out.append(a)
    return out


def _untapped(s):
    return [u for u in s.state.resources[0] if u not in s.state.tapped]


def test_a_card_with_a_target_asks_for_it_before_anything_is_paid(app):
    s = find(lambda x: x.state.phase == "main" and _aims(x), seeds=range(1, 120))
    t = open_table(app, s)
    app.step([])
    a = _aims(s)[0]
    n, free, hand = len(s.actions), _untapped(s), list(s.state.hand[0])
    click(app, t.card_rect(a.value).center)
    assert len(s.actions) == n and _untapped(s) == free and s.state.hand[0] == hand     # nothing spent
    assert t.aim is not None and t.prompt_shown[1].startswith(t.uname(t.view(), a.value))
    options = set(t.aim["options"])
    assert t.usable_targets() == {o for o in options if type(o) is int}
    assert t.button_labels()[-1] == tr("selva.button.cancel")
    click(app, t.button_rect(tr("selva.button.cancel")).center)                        # put it down again
    assert t.aim is None and len(s.actions) == n and _untapped(s) == free
    click(app, t.card_rect(a.value).center)
    target = next(o for o in t.aim["options"] if t.card_rect(o) is not None)
    click(app, t.card_rect(target).center)
    assert s.actions[n:] == [a, Action("target", target)] and s.state.phase != "target"


def test_esc_and_a_right_click_put_an_aimed_card_down(app):
    s = find(lambda x: x.state.phase == "main" and _aims(x), seeds=range(1, 120))
    t = open_table(app, s)
    app.step([])
    a = _aims(s)[0]
    n = len(s.actions)
    for put_down in (lambda: key(app, pygame.K_ESCAPE), lambda: click(app, (640, 300), button=3)):
        click(app, t.card_rect(a.value).center)
        assert t.aim is not None
        put_down()
        assert t.aim is None and len(s.actions) == n and app.top is t


# ------------------------------------------------------------------------------ a combat's outcome, readable

def _before_combat(x):
    return x.state.phase == "respond" and x.state.window == "contienda" and bool(x.state.attackers)


def _to_the_fight(app, t, s, pace):
    t.ai_delay_override = pace
    click(app, t.button_for(Action("pass")).center)
    for _ in range(400):
        if t.motion.fight is not None or any(e.kind == "combat" for e in s.events[-12:]):
            return
        app.step([], dt=0.05)


def test_a_combat_outcome_holds_the_game_a_readable_moment_and_a_click_goes_on(app):
    s = find(_before_combat, seeds=range(1, 120))
    t = open_table(app, s)
    app.step([])
    _to_the_fight(app, t, s, 0.7)
    assert t.motion.fight is not None
    app.step([])
    assert t.shown.fight and any("against" in x or "unblocked" in x for x in t.shown.fight)
    n = len(s.actions)
    for _ in range(40):                                  # two seconds: still shown, the game waits
        app.step([], dt=0.05)
    assert t.motion.fight is not None and len(s.actions) == n
    click(app, (640, 300))                               # a click goes on at once
    assert t.motion.fight is None


def test_at_the_instant_pace_a_combat_does_not_wait(app):
    s = find(_before_combat, seeds=range(1, 120))
    t = open_table(app, s)
    app.step([])
    _to_the_fight(app, t, s, 0.0)
    assert any(e.kind == "combat" for e in s.events) and t.motion.fight is None


# ------------------------------------------------------------------------------ marks and names

def test_the_tapped_mark_stays_below_the_name(app):
    from game.selva import faces as F
    from game.text import render
    s = find(lambda x: x.state.phase == "main" and any(u in x.state.tapped for u in x.state.animals[1]),
             seeds=range(1, 120))
    t = open_table(app, s)
    t.ai_delay_override = 10 ** 6
    app.step([])
    app.step([])
    checked = 0
    for u, box in t.shown.marks.items():
        if box is None:
            continue
        r = t.card_rect(u)
        c = t.card(t.view(), u)
        lines = F._field_name(c, "en", pygame.Rect(0, 0, *r.size).inflate(-6, -6))
        letters = r.top + 5 + F.line_h() * (len(lines) - 1) + render(lines[-1], 12, (0, 0, 0), True).get_height()
        assert box.top >= letters, (c.names["en"], box, letters)
        checked += 1
    assert checked


def test_the_opponents_zoomed_card_is_shown_as_the_board_shows_it(app):
    s = find(lambda x: x.state.phase == "main" and any(u in x.state.tapped for u in x.state.animals[1]),
             seeds=range(1, 120))
    t = open_table(app, s)
    t.ai_delay_override = 10 ** 6
    app.step([])
    u = next(u for u in s.state.animals[1] if u in s.state.tapped)
    move(app, t.card_rect(u).center)
    app.step([])
    assert t.shown.zoom_as.get("tapped") is True and t.shown.zoom_as["stats"] == t.stats(t.view(), u)
    move(app, t.R["alfa_north"].center)                 # the opponent's Alpha: its life now
    app.step([])
    assert t.shown.zoom_as == {"life": max(0, s.state.life[1])}


# ------------------------------------------------------------------------------ the results' chart

def test_score_track_follows_each_alphas_life_over_the_match():
    from game import score_chart
    from tests.selva.selva_helpers import new_session, play_bots
    s = new_session(("easy", "easy"), seed=4)
    play_bots(s, 4000, seed=4)
    assert s.current_player() is None
    unit, numbers, lives = score_chart.series(s)
    assert unit == "turn" and numbers == sorted(numbers) and len(lives) == 2
    total = sum(h["turns"] for h in s.state.history) + len(s.state.history) - 1
    assert numbers[-1] == total and len(set(numbers)) == len(numbers)
    loser = 1 - s.state.history[-1]["winner"]
    assert lives[loser][-1] == 0 and all(x >= 0 for seat in lives for x in seat)


def test_the_results_columns_say_what_they_hold():
    i18n.set_language("en")
    assert "life" in tr("selva.results.game", n=1).lower()
    i18n.set_language("es")
    assert "vida" in tr("selva.results.game", n=1).lower()


# ------------------------------------------------------------------------------ the colour-blind palette

def test_player_and_element_colours_follow_the_palette():
    from game import palette
    from game.selva import draw as D, faces as F
    from rules.selva.cards import load_pool
    pool = load_pool()
    fire = next(c for c in pool.cards if c.type == "elemento" and c.element == "fuego")
    water = next(c for c in pool.cards if c.type == "elemento" and c.element == "agua")
    grass = pool.card("hierba")
    try:
        palette.set_palette("standard")
        standard = (D.side_colour("south", 0), D.side_colour("north", 1), F.card_colour(fire), F.card_colour(grass))
        palette.set_palette("colour_blind")
        blind = (D.side_colour("south", 0), D.side_colour("north", 1), F.card_colour(fire), F.card_colour(grass))
        assert blind[0] == palette.OKABE_ITO[0] and blind[1] == palette.OKABE_ITO[1]
        assert all(a != b for a, b in zip(standard, blind))
        assert F.card_colour(fire) != F.card_colour(water) and set(blind[2:]) <= set(palette.OKABE_ITO)
    finally:
        palette.set_palette("standard")
