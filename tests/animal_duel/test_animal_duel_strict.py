"""Animal Duel takes exactly its legal actions: every other value is refused with IllegalAction and the
whole state left as it was (every field, the RNG included). The cases the independent referees named,
written by hand at every phase (the conformance suite adds generated junk)."""
from __future__ import annotations

import pytest

from rules.animal_duel import moves
from rules.animal_duel.game import RULES as g
from rules.animal_duel.state import place_action
from rules.engine.core import Action, IllegalAction
from tests.animal_duel.test_animal_duel_rules import K, cell, position, situ
from tests.conformance.snapshot import diff, snapshot


def refused(s, action) -> str:
    """``action`` is refused by both entry points, names a rule, and changes nothing."""
    before = snapshot(s)
    assert g.why_illegal(s, action) is not None, action
    for apply in (g.apply, moves.apply):
        with pytest.raises(IllegalAction) as exc:
            apply(s, action)
        after = snapshot(s)
        assert after == before, f"{action!r} changed {diff(before, after)}"
    assert exc.value.rule and exc.value.why
    return exc.value.rule


def turn_position():
    s = position([["leon", "trex", "el_cazador", "ataque_furioso"], ["orca"]],
                 board={cell(0, 0): ("lobo", 1)})
    s.rng.random()          # the RNG has moved: a refused action must not move it again
    return s



def test_place_with_a_boolean_is_refused():
    s = turn_position()
    leon = K("leon")
    assert place_action(leon, 1) in g.legal_actions(s) and leon != 1
    # True == 1 and hash(True) == hash(1): only the type tells them apart
    for v in ((True, 5), (leon, True), (leon, False), (True, True)):
        assert refused(s, Action("place", v)) == "malformed"


def test_junk_values_of_a_placement():
    s = turn_position()
    leon = K("leon")
    junk = [None, leon, 5, "leon", 5.0, (leon,), (leon, 5, 0), (float(leon), 5), (leon, 5.0), (str(leon), 5),
            (leon, "5"), (leon, None), (None, 5), [leon, 5], ((leon,), 5), (leon, (5,)), (leon, -1), (leon, 16),
            (leon, 99), (-1, 5), (999, 5), (K("orca"), 5), (K("el_cazador"), 5), (leon, cell(0, 0))]
    for v in junk:
        refused(s, Action("place", v))


def test_junk_values_of_hand_card_actions():
    s = turn_position()
    furioso = K("ataque_furioso")
    for kind in ("situ", "discard_trex", "fix_hand"):
        for v in (None, True, False, float(furioso), str(furioso), (furioso,), [furioso], -1, 999, K("orca")):
            refused(s, Action(kind, v))
    assert Action("situ", furioso) in g.legal_actions(s)


def test_values_on_actions_that_take_none():
    s = turn_position()
    g.apply(s, place_action(K("leon"), 1))
    assert Action("end") in g.legal_actions(s)
    for v in (0, 1, True, False, "", "end", (), (0,), 0.0, [None]):
        assert refused(s, Action("end", v)) in ("bad_action", "malformed"), v
    s = g.new_game({"variant_level_start": True, "starter": 0}, 7)
    assert s.phase == "deal" and Action("keep") in g.legal_actions(s)
    for kind in ("keep", "give"):
        for v in (0, 1, True, "x", (), 0.5):
            assert refused(s, Action(kind, v)) in ("bad_action", "malformed"), (kind, v)


def test_unknown_kinds_and_actions_of_another_phase():
    s = turn_position()
    for a in (Action("dance"), Action("PLACE", (K("leon"), 1)), Action("", None), Action("target", 1),
              Action("discard", K("leon")), Action("keep"), Action("give")):
        refused(s, a)
    for a in (Action(5, None), Action(None, None), Action(("place",), None), "place", None, ("place", (1, 2))):
        assert refused(s, a) == "malformed"


def test_junk_targets_of_each_kind_of_choice():
    # a cell (El Cazador)
    s = position([["el_cazador", "leon"], []], board={cell(0, 0): ("lobo", 1), cell(1, 1): ("orca", 0)})
    situ(s, "el_cazador")
    assert {a.value for a in g.legal_actions(s)} == {cell(0, 0)}
    for v in (True, False, 0.0, "0", (0,), [0], None, -1, 16, cell(1, 1), (0, 0)):
        refused(s, Action("target", v))
    # two cells (Teletransportación): a pair in increasing order
    s = position([["teletransportacion", "leon"], []], board={0: ("lobo", 1), 15: ("orca", 0)})
    situ(s, "teletransportacion")
    assert {a.value for a in g.legal_actions(s)} == {(0, 15)}
    for v in ((15, 0), (0, 0), (0, True), (False, 15), (0, 15.0), (0, 15, 3), (0,), [0, 15], "0,15", 0, None,
              ((0,), 15), (0, -15)):
        refused(s, Action("target", v))
    # a move (Embestida): from one of your animals to an empty cell next to it
    s = position([["embestida", "leon"], []], board={cell(1, 1): ("lobo", 0)})
    situ(s, "embestida")
    assert (cell(1, 1), cell(2, 2)) in {a.value for a in g.legal_actions(s)}
    for v in ((cell(1, 1), cell(3, 3)), (cell(1, 1), cell(1, 1)), (cell(1, 1), True), (True, cell(2, 2)),
              (cell(1, 1),), cell(2, 2), None, (cell(1, 1), cell(2, 2), 0)):
        refused(s, Action("target", v))
    # a card (Trilero): one of your hand
    s = position([["trilero", "leon"], ["tucan", "orca"]])
    situ(s, "trilero")
    hand = set(s.hands[0])
    for v in (True, None, float(K("leon")), str(K("leon")), (K("leon"),), -1, 999,
              next(c for c in s.hands[1])):
        assert v not in hand or type(v) is not int
        refused(s, Action("target", v))


def test_junk_in_respond_fix_and_over():
    s = position([["escasez", "leon"], ["tucan", "orca", "ataque_furioso"]])
    situ(s, "escasez")
    assert s.phase == "respond"
    for v in (True, None, float(K("orca")), (K("orca"),), K("leon"), -1, 999):
        refused(s, Action("discard", v))
    s = position([["leon", "ataque_furioso"], []], pile=["lobo", "extincion", "escasez", "abundancia", "aire_fresco"])
    g.apply(s, place_action(K("leon"), 0))
    g.apply(s, Action("end"))
    assert s.phase == "fix_hand"
    for v in (True, None, float(K("extincion")), (K("extincion"),), K("leon"), -3):
        refused(s, Action("fix_hand", v))
    s = position([["leon"], []], life=(12, 1), board={cell(0, 1): ("ciervo", 1)})
    g.apply(s, place_action(K("leon"), cell(1, 1)))
    assert s.phase == "over"
    for a in (Action("end"), place_action(K("leon"), 0), Action("keep"), Action("place", (True, 1))):
        refused(s, a)
