"""Depredador refuses every value that is not exactly a legal action, and a refusal changes nothing
(every field, the RNG included). The cases the independent checks named, by hand, in every phase."""
from __future__ import annotations

import random

import pytest

from rules.depredador import moves
from rules.depredador.game import RULES
from rules.depredador.state import UNKNOWN
from rules.engine.core import Action, IllegalAction
from tests.conformance.snapshot import diff, snapshot


def _reach(phase: str, n: int = 4, seed: int = 3):
    """A real position of ``phase`` reached by seeded random play."""
    s = RULES.new_game({"players": n, "rounds": 2}, seed)
    rng = random.Random(seed)
    while s.phase != phase:
        assert RULES.current_player(s) is not None, f"no {phase} phase reached"
        legal = RULES.legal_actions(s)
        RULES.apply(s, legal[rng.randrange(len(legal))])
    return s


def _junk_for(s) -> list[Action]:
    """Values of every wrong type, each built from a value that would be legal (so ``==`` would let
    it through: True == 1, 1.0 == 1)."""
    legal = RULES.legal_actions(s)
    kind, v = legal[0].kind, legal[0].value
    out = [Action(kind, x) for x in (
        True, False, float(v), v + 0.5, str(v), None, [v], (v,), (v, v), ((v,),), [], {}, {"v": v},
        -1, UNKNOWN, 10 ** 9, -(10 ** 9), 2 ** 70, "", "x", b"1")]
    out += [Action(other, v) for other in ("play", "pass", "take", "starter", "no_such", "") if other != kind]
    out += [Action(k, None) for k in ("play", "pass", "take", "starter")]
    # ints that are not legal now (out of range or not offered)
    offered = {a.value for a in legal}
    out += [Action(kind, x) for x in range(-3, 80) if x not in offered]
    return out


PHASES = ("pass", "hunt", "biome", "starter")


@pytest.mark.parametrize("phase", PHASES)
def test_junk_is_refused_and_changes_nothing(phase):
    s = _reach(phase)
    before = snapshot(s)
    for a in _junk_for(s):
        with pytest.raises(IllegalAction):
            RULES.apply(s, a)
        assert snapshot(s) == before, f"{a!r} changed {diff(before, snapshot(s))}"
        assert RULES.why_illegal(s, a) is not None, a


@pytest.mark.parametrize("phase", PHASES)
def test_the_rules_module_itself_is_strict(phase):
    """Without the shared well-formedness check in front: moves.apply refuses on its own."""
    s = _reach(phase)
    before = snapshot(s)
    for a in _junk_for(s):
        if isinstance(a.value, (list, dict)):
            continue            # unhashable values never get this far through an Action from JSON
        with pytest.raises(IllegalAction):
            moves.apply(s, a)
        assert snapshot(s) == before, a


def test_true_is_not_card_one_and_false_is_not_seat_zero():
    s = _reach("hunt")
    seat = s.turn
    # find a position where card 1 (Sabana 2, or whatever id 1 is) would be legal as an int
    s.hands[seat] = sorted(set(s.hands[seat]) | {1})
    s.lead_colour = s.colour[1]
    assert Action("play", 1) in RULES.legal_actions(s)
    before = snapshot(s)
    for a in (Action("play", True), Action("play", 1.0), Action("play", "1")):
        with pytest.raises(IllegalAction) as exc:
            RULES.apply(s, a)
        assert exc.value.rule in ("malformed", "bad_value")
        assert snapshot(s) == before
    t = _reach("starter")
    before = snapshot(t)
    for a in (Action("starter", False), Action("starter", 0.0), Action("starter", (0,))):
        with pytest.raises(IllegalAction):
            RULES.apply(t, a)
        assert snapshot(t) == before
    RULES.apply(t, Action("starter", 0))            # the real value is accepted
    assert t.phase == "hunt" and t.turn == 0


def test_take_refuses_bools_and_biomes_not_in_the_centre():
    s = _reach("biome")
    b = s.centre[0]
    before = snapshot(s)
    for a in (Action("take", bool(b) if b in (0, 1) else True), Action("take", float(b)), Action("take", (b,)),
              Action("take", 99), Action("take", -1)):
        with pytest.raises(IllegalAction):
            RULES.apply(s, a)
        assert snapshot(s) == before
    gone = next(x for x in s.biomes if x not in s.centre) if len(s.centre) < len(s.biomes) else None
    if gone is not None:
        with pytest.raises(IllegalAction) as exc:
            RULES.apply(s, Action("take", gone))
        assert exc.value.rule == "biome_taken"


def test_a_finished_game_refuses_everything():
    s = RULES.new_game({"players": 2, "rounds": 1}, 5)
    rng = random.Random(5)
    while RULES.current_player(s) is not None:
        legal = RULES.legal_actions(s)
        RULES.apply(s, legal[rng.randrange(len(legal))])
    before = snapshot(s)
    for a in (Action("play", 0), Action("pass", 0), Action("take", 0), Action("starter", 0)):
        with pytest.raises(IllegalAction) as exc:
            RULES.apply(s, a)
        assert exc.value.rule == "game_over"
    assert snapshot(s) == before and RULES.legal_actions(s) == []


def test_a_view_cannot_be_played_on():
    s = _reach("hunt")
    v = RULES.view(s, s.turn)
    before = snapshot(v)
    with pytest.raises(IllegalAction) as exc:
        RULES.apply(v, RULES.legal_actions(v)[0])
    assert exc.value.rule == "view" and snapshot(v) == before


def test_not_an_action_at_all():
    s = _reach("hunt")
    before = snapshot(s)
    for junk in (None, 3, "play", ("play", 3), {"kind": "play", "value": 3}):
        with pytest.raises(IllegalAction):
            RULES.apply(s, junk)
    assert snapshot(s) == before
