"""Migration take-backs: the player choosing may take back a card set aside to pass (``unpass``), until
their last pick sends the cards off. Legal (why_illegal None, apply does it), hidden as the picks are,
listed by ``take_backs`` and never among ``legal_actions``."""
from __future__ import annotations

import json
import random

import pytest

from rules.depredador.game import RULES
from rules.depredador.state import PASS, UNKNOWN, UNPASS, pass_action, unpass_action
from rules.engine.core import Action, IllegalAction
from rules.engine.rng import RNG
from rules.engine.session import Session
from tests.conformance.snapshot import diff, snapshot
from tests.helpers import new_session


def migration(n=4, seed=5):
    s = RULES.new_game({"players": n, "rounds": 2}, seed)
    assert s.phase == "pass" and s.turn == 0
    return s


def test_a_pick_taken_back_returns_exactly_to_the_position_before_it():
    s = migration()
    before = snapshot(s)
    hand = list(s.hands[0])
    card = hand[4]
    RULES.apply(s, pass_action(card))
    assert card not in s.hands[0] and s.pass_sel[0] == [card] and s.turn == 0
    assert RULES.take_backs(s) == [unpass_action(card)]
    assert RULES.why_illegal(s, unpass_action(card)) is None
    ev = RULES.apply(s, unpass_action(card))
    assert s.hands[0] == hand                      # back in its place: the hand does not reorder
    assert s.pass_sel[0] == [] and s.turn == 0
    assert snapshot(s) == before, diff(before, snapshot(s))
    assert [e.kind for e in ev] == ["pass_unpick"]
    assert ev[0].player == 0 and ev[0].data == {"card": card} and ev[0].visible_to == frozenset([0])


def test_take_backs_are_legal_but_never_among_the_moves():
    s = migration()
    assert RULES.take_backs(s) == []
    RULES.apply(s, pass_action(s.hands[0][0]))
    assert all(a.kind == PASS for a in RULES.legal_actions(s))
    assert [a.kind for a in RULES.take_backs(s)] == [UNPASS]


def test_only_your_own_picks_and_only_until_your_last_pick():
    s = migration(n=3)
    a, b = s.hands[0][0], s.hands[0][1]
    RULES.apply(s, pass_action(a))
    RULES.apply(s, pass_action(b))                 # the last pick: the turn moves on
    assert s.turn == 1
    assert RULES.take_backs(s) == []               # seat 1 has nothing set aside; seat 0's are gone
    for card in (a, b):
        before = snapshot(s)
        with pytest.raises(IllegalAction) as exc:
            RULES.apply(s, unpass_action(card))
        assert exc.value.rule == "not_picked"
        assert snapshot(s) == before
    # seat 1 may take back its own pick, never seat 0's
    c = s.hands[1][0]
    RULES.apply(s, pass_action(c))
    assert RULES.take_backs(s) == [unpass_action(c)]
    assert RULES.why_illegal(s, unpass_action(a))[0] == "not_picked"


def test_a_card_not_set_aside_cannot_be_taken_back():
    s = migration()
    RULES.apply(s, pass_action(s.hands[0][0]))
    before = snapshot(s)
    for card in (s.hands[0][0], s.hands[1][0], UNKNOWN, 10 ** 6):
        with pytest.raises(IllegalAction) as exc:
            RULES.apply(s, unpass_action(card))
        assert exc.value.rule == "not_picked"
        assert snapshot(s) == before


@pytest.mark.parametrize("junk", [True, False, 1.0, "3", None, [3], (3,), {"c": 3}])
def test_junk_take_back_values_are_refused_and_change_nothing(junk):
    s = migration()
    card = s.hands[0][1]
    RULES.apply(s, pass_action(card))
    before = snapshot(s)
    bad = junk if not isinstance(junk, float) else float(card)
    with pytest.raises(IllegalAction):
        RULES.apply(s, Action(UNPASS, bad))
    assert snapshot(s) == before


def test_no_take_back_outside_the_migration():
    s = migration(n=2)
    rng = random.Random(2)
    while s.phase == "pass":
        legal = RULES.legal_actions(s)
        RULES.apply(s, legal[rng.randrange(len(legal))])
    assert RULES.take_backs(s) == []
    card = s.hands[s.turn][0]
    before = snapshot(s)
    with pytest.raises(IllegalAction) as exc:
        RULES.apply(s, unpass_action(card))
    assert exc.value.rule == "wrong_phase"
    assert snapshot(s) == before


def test_a_take_back_is_hidden_as_the_picks_are():
    s = migration()
    others_before = [snapshot(RULES.view(s, p)) for p in range(1, 4)]
    card = s.hands[0][2]
    RULES.apply(s, pass_action(card))
    for p in range(1, 4):
        v = RULES.view(s, p)
        assert v.pass_sel[0] == [UNKNOWN] and card not in v.hands[0]
        # a view with a hidden pick still determinizes to a consistent state
        again = RULES.view(RULES.determinize(v, p, RNG(p)), p)
        assert snapshot(again) == snapshot(v)
    ev = RULES.apply(s, unpass_action(card))
    assert not any(e.seen_by(p) for e in ev for p in range(1, 4))
    assert [snapshot(RULES.view(s, p)) for p in range(1, 4)] == others_before


def test_a_save_with_take_backs_replays_to_the_same_state():
    s = new_session("depredador", ["human", "easy", "easy"], seed=9)
    first, second = s.state.hands[0][0], s.state.hands[0][5]
    s.apply(pass_action(first))
    s.apply(unpass_action(first))
    s.apply(pass_action(second))
    data = json.loads(json.dumps(s.to_save()))
    back = Session.from_save(data)
    assert snapshot(back.state) == snapshot(s.state)
    assert back.state.pass_sel[0] == [second]
    # undo steps back over a take-back like over any decision
    assert s.undo(lambda seat: seat == 0)
    assert s.actions == [pass_action(first), unpass_action(first)]
