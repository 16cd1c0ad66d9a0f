"""Animal Duel: what the AI infers about the other side's hidden hand from its last placement, on a
position built by hand (the cards it kept then are the ones it chose not to play)."""
import pytest

from rules.animal_duel import setup as SU
from rules.animal_duel import view as VW
from rules.animal_duel.scoring import preview
from rules.animal_duel.game import RULES as g
from rules.animal_duel.state import END_ACTION, UNKNOWN, place_action, situ_action
from rules.engine.rng import RNG
from tests.animal_duel.test_animal_duel_rules import K, cell, position


def _after_a_quiet_placement(life0=3):
    """Seat 1 holds the León, which would knock seat 0 (at ``life0``) out next to the Fénec, and
    places the Morsa in a far corner instead, then ends its turn (drawing one card)."""
    s = position([["gorila", "jirafa", "lobo", "oso_pardo", "trilero"],
                  ["morsa", "leon", "tucan", "ciervo", "ataque_furioso"]],
                 board={cell(1, 1): ("fenec", 0)}, life=(life0, 12), turn=1)
    g.apply(s, place_action(K("morsa"), cell(3, 3)))
    g.apply(s, END_ACTION)
    assert g.current_player(s) == 0 and s.phase == "turn"
    return s


def _share_in_hand(v, card, deals=3000):
    """How often ``card`` is dealt into seat 1's hidden hand, over ``deals`` determinizations."""
    rng = RNG(11)
    return sum(card in g.determinize(v, 0, rng).hands[1] for _ in range(deals)) / deals


def test_the_rules_record_the_last_placement_and_an_observers_count_of_the_cards_kept():
    s = _after_a_quiet_placement()
    board, made, mult, foe_life = s.last_place[1]
    assert board[cell(3, 3)] == () and board[cell(1, 1)] and made == 0 and mult == 1 and foe_life == 3
    assert s.last_place[0] is None
    # four cards stayed in hand through the placement; the card drawn at the end is not counted
    assert len(s.hands[1]) == 5 and s.old_n[1] == 4
    # a card leaving that hand lowers the count, whichever card it was (the observer cannot tell)
    g.apply(s, situ_action(K("trilero")))
    assert len(s.hands[1]) == 4 and s.old_n[1] == 3


def test_a_card_that_would_have_knocked_the_other_side_out_is_all_but_ruled_out():
    s = _after_a_quiet_placement()
    v = g.view(s, 0)
    assert v.hands[1] == [UNKNOWN] * 5
    k, odds = VW.held_odds(v, v.pool)[1]
    assert k == 4
    assert odds[K("leon")] == pytest.approx(VW.HELD_KO)
    assert max(odds.values()) == 1.0
    uniform = 5 / len(v.pool)
    assert _share_in_hand(v, K("leon")) < 0.45 * uniform
    # a card the inference says nothing against is dealt at least as often as without it
    assert odds[K("extincion")] == 1.0
    assert _share_in_hand(v, K("extincion")) > 0.95 * uniform


def test_without_the_inference_the_hidden_hand_is_dealt_uniformly(monkeypatch):
    monkeypatch.setattr(VW, "HAND_INFERENCE", False)
    s = _after_a_quiet_placement()
    v = g.view(s, 0)
    assert VW.held_odds(v, v.pool) == {}
    uniform = 5 / len(v.pool)
    assert abs(_share_in_hand(v, K("leon")) - uniform) < 0.35 * uniform


def test_the_odds_fall_with_the_damage_a_kept_animal_would_have_added():
    s = _after_a_quiet_placement(life0=12)         # nothing could have knocked seat 0 out
    v = g.view(s, 0)
    _, odds = VW.held_odds(v, v.pool)[1]
    board = s.last_place[1][0]
    t = s.clone()
    t.board = board
    t.turn = t.actor = 1
    empty = [c for c in range(t.ncells) if not board[c]]
    tb = t.tb
    best = {}
    for c in v.pool:
        if tb.is_animal[c] and tb.req[c] is None:
            best[c] = max(0, max(r["damage_to_opponent"] - r["damage_to_self"]
                                 for r in (preview(t, c, x) for x in empty)))
    assert best[K("leon")] > 0
    for a in best:
        for b in best:
            if best[a] > best[b]:
                assert odds[a] < odds[b]
    # a permanent and Ataque Furioso are cards most players play at the first chance
    assert max(odds.values()) == 1.0
    assert odds[K("ataque_furioso")] == pytest.approx(VW.HELD_SITU["direct_damage"])
    assert odds[K("abundancia")] == pytest.approx(VW.HELD_SITU["P"])


def test_the_inference_reads_only_what_the_seat_may_see():
    s = _after_a_quiet_placement()
    t = s.clone()
    i = t.hands[1].index(K("leon"))
    t.hands[1][i], t.pile[0] = t.pile[0], t.hands[1][i]      # the same view, another truth
    va, vb = g.view(s, 0), g.view(t, 0)
    assert va.hands == vb.hands and sorted(va.pool) == sorted(vb.pool)
    assert VW.held_odds(va, va.pool) == VW.held_odds(vb, vb.pool)


def test_a_new_game_of_the_match_forgets_the_last_placements():
    s = _after_a_quiet_placement()
    SU.start_game(s, None)
    assert s.last_place == [None, None] and s.old_n == [0, 0]
