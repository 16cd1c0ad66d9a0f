"""Aim before paying: a situational with a target on the board is only aimed by a click on it (its
targets lit, nothing spent); a click on a target plays the card and the target; Cancel, Esc or a right
click put it back. Driven through the real table with synthetic input."""
from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.i18n import tr
from rules.engine.core import Action
from tests import helpers as kit
from tests.animal_duel.test_animal_duel_rules import K, position
from tests.helpers import click, key, move, no_error, open_table

# a rival elephant (awake) at B2-ish, a rival lion asleep, one of ours with empty cells around it
BOARD = {5: ("elefante", 1), 10: ("leon", 1, True), 6: ("tucan", 0)}
HAND = ["ladronzuelo", "el_cazador", "dulces_suenos", "embestida", "teletransportacion", "lobo"]


def table_with(app, hand=HAND, board=BOARD):
    """A table on a hand-built position: seat 0 (human) to play, with ``hand`` and ``board``."""
    s = kit.new_session("animal_duel", ("human", "easy"), 1, names=["P0", "P1"], board_size=4)
    s.state = position([list(hand), ["leon", "orca", "lobo"]], board=dict(board), turn=0)
    t = open_table(app, s)
    app.step([])
    return s, t


def snap(s):
    st = s.state
    return len(s.actions), [list(h) for h in st.hands], list(st.board), st.phase, list(st.situ_it[0])


def card_rect(t, key_):
    return dict(t.hand_targets())[K(key_)]


def aim(app, t, key_):
    click(app, card_rect(t, key_).center)
    assert t.aim is not None and t.aim.card == K(key_)


def test_clicking_pickpocket_only_aims_it(app):
    s, t = table_with(app)
    before = snap(s)
    aim(app, t, "ladronzuelo")
    assert snap(s) == before, "nothing spent"
    assert K("ladronzuelo") in s.state.hands[0] and s.state.phase == "turn"
    assert t.highlighted_cells() == {5}, "only the awake rival animal is lit"
    text = t.prompt()[0]
    assert text.startswith("Pickpocket") and tr("animal_duel.prompt.aim_free") in text
    assert t.extra_label() == tr("animal_duel.button.cancel")
    no_error(app)


@pytest.mark.parametrize("how", ["esc", "right", "cancel", "again"])
def test_aiming_is_put_back_with_nothing_spent(app, how):
    s, t = table_with(app)
    before = snap(s)
    aim(app, t, "ladronzuelo")
    if how == "esc":
        key(app, pygame.K_ESCAPE)
    elif how == "right":
        click(app, t.cell_rect(0).center, button=3)
    elif how == "cancel":
        click(app, t.extra_button.rect.center)
    else:
        click(app, card_rect(t, "ladronzuelo").center)
    assert t.aim is None and snap(s) == before
    assert t.highlighted_cells() == set()
    assert app.top is t, "Esc put the card back; it did not open the pause menu"


def test_clicking_a_target_plays_the_card_and_takes_the_animal(app):
    s, t = table_with(app)
    n = len(s.actions)
    aim(app, t, "ladronzuelo")
    click(app, t.cell_rect(5).center)
    assert s.actions[n:] == [Action("situ", K("ladronzuelo")), Action("target", 5)]
    assert K("elefante") in s.state.hands[0] and not s.state.board[5]
    assert K("ladronzuelo") not in s.state.hands[0] and s.state.phase == "turn"
    assert t.aim is None
    no_error(app)


def test_a_click_off_target_spends_nothing_and_says_why(app):
    s, t = table_with(app)
    before = snap(s)
    aim(app, t, "ladronzuelo")
    click(app, t.cell_rect(10).center)           # the sleeping lion
    assert snap(s) == before and t.aim is not None
    assert app.toast and app.toast[0] == tr("animal_duel.illegal.bad_target_steal_animal")


def test_the_card_and_its_target_are_two_logged_actions(app):
    s, t = table_with(app)
    aim(app, t, "ladronzuelo")
    click(app, t.cell_rect(5).center)
    assert len(s.actions) == 2
    # both were actions of the human, applied through the table's path: the log told them
    assert any(e.kind == "steal" for e in s.events)


def test_keyboard_reaches_the_aimed_targets(app):
    s, t = table_with(app)
    before = snap(s)
    aim(app, t, "ladronzuelo")
    items = t._focus_items()
    assert items[0][0] == "cell" and items[0][1] == 5, "the lit target comes first in the ring"
    t.focus = 0
    key(app, pygame.K_RETURN)
    assert s.actions[before[0]:] == [Action("situ", K("ladronzuelo")), Action("target", 5)]


@pytest.mark.parametrize("card,lit", [("el_cazador", {5, 10}), ("dulces_suenos", {5}),
                                      ("embestida", {6}), ("teletransportacion", {5, 6, 10})])
def test_every_targeted_situational_is_aimed_first(app, card, lit):
    s, t = table_with(app)
    before = snap(s)
    aim(app, t, card)
    assert snap(s) == before, "nothing spent"
    assert t.highlighted_cells() == lit
    assert tr("animal_duel.prompt.aim_free") in t.prompt()[0]
    key(app, pygame.K_ESCAPE)
    assert t.aim is None and snap(s) == before


def test_hunter_plays_on_the_target(app):
    s, t = table_with(app)
    aim(app, t, "el_cazador")
    click(app, t.cell_rect(10).center)
    assert s.actions[-2:] == [Action("situ", K("el_cazador")), Action("target", 10)]
    assert K("leon") in s.state.animal_discard


@pytest.mark.parametrize("card,first,second", [("embestida", 6, 7), ("teletransportacion", 5, 6)])
def test_a_two_cell_aim_takes_two_clicks_then_plays(app, card, first, second):
    s, t = table_with(app)
    n = len(s.actions)
    aim(app, t, card)
    click(app, t.cell_rect(first).center)
    assert len(s.actions) == n and t.first == first and t.aim is not None
    click(app, t.cell_rect(second).center)
    assert s.actions[n] == Action("situ", K(card)) and s.actions[n + 1].kind == "target"
    assert set(s.actions[n + 1].value) == {first, second}
    no_error(app)


def test_one_target_still_aims_first(app):
    s, t = table_with(app, board={5: ("elefante", 1)})
    before = snap(s)
    aim(app, t, "dulces_suenos")
    assert snap(s) == before and t.highlighted_cells() == {5}
    click(app, t.cell_rect(5).center)
    assert s.state.board[5][-1][2] is True


def test_a_card_without_a_target_is_played_at_once(app):
    s, t = table_with(app, hand=["el_veterinario", "lobo"])
    n = len(s.actions)
    click(app, card_rect(t, "el_veterinario").center)
    assert s.actions[n:] == [Action("situ", K("el_veterinario"))] and t.aim is None


def test_shell_game_is_played_then_chosen_as_before(app):
    s, t = table_with(app, hand=["trilero", "lobo"])
    click(app, card_rect(t, "trilero").center)
    assert t.aim is None and s.state.phase == "target" and s.state.pending["choose"] == "card"


def test_aiming_reads_in_spanish(app):
    i18n.set_language("es")
    s, t = table_with(app)
    aim(app, t, "ladronzuelo")
    text = t.prompt()[0]
    assert text.startswith("Ladronzuelo") and tr("animal_duel.prompt.aim_free") in text
    assert t.extra_label() == "Cancelar"
    move(app, card_rect(t, "lobo").center)
    no_error(app)
