"""Animal Duel: every question of the seed's FAQ, answered by the rules on a position built by hand."""
import os

import pytest

from rules.animal_duel.game import RULES as g
from rules.animal_duel.scoring import preview
from rules.animal_duel.state import place_action, situ_action, target_action
from rules.animal_duel.cards import RIGHT, TOP, parse_deck
from rules.engine.core import Action, IllegalAction
from rules.engine.data import data_dir
from tests.animal_duel.test_animal_duel_rules import K, cell, kinds, place, position, rule_of, situ, st, target

ANIMALS_ON_TOP = ["gila", "coyote", "ciervo", "jabali", "pulpo", "orca", "tucan", "lobo"]


def end(s):
    return g.apply(s, Action("end"))


# 1 -------------------------------------------------------------------------------------------
def test_faq01_reflejo_returns_half_rounded_up():
    # team 1 beats team 0 by exactly 1 in its turn; team 0 then reflects 1
    s = position([["reflejo_dano", "lobo"], ["leon"]], board={cell(1, 1): ("elefante", 0)}, turn=1,
                 pile=ANIMALS_ON_TOP)
    assert st("leon", TOP) - st("elefante", TOP) == 1
    place(s, "leon", cell(0, 1))
    assert s.life == [11, 12]
    end(s)
    assert s.turn == 0 and s.last_damage == [1, 0]
    situ(s, "reflejo_dano")
    assert s.life == [11, 11]


def test_faq01_reflejo_five_damage_returns_three():
    s = position([["reflejo_dano", "lobo"], ["ataque_furioso", "guepardo"]],
                 board={cell(1, 1): ("anaconda", 0)}, turn=1, pile=ANIMALS_ON_TOP)
    situ(s, "ataque_furioso")
    place(s, "guepardo", cell(0, 1))            # 4 against 1
    assert s.life[0] == 12 - 2 - 3
    end(s)
    situ(s, "reflejo_dano")
    assert s.life[1] == 12 - 3


# 2 -------------------------------------------------------------------------------------------
def test_faq02_extincion_clears_every_animal_trex_and_covered_included():
    b = {0: ("trex", 1), 5: [("lobo", 0), ("orca", 1)], 10: ("tucan", 0, True)}
    s = position([["extincion", "leon"], []], board=b)
    situ(s, "extincion")
    assert not any(s.board)
    assert sorted(s.animal_discard) == sorted(K(k) for k in ("trex", "lobo", "orca", "tucan"))
    assert s.situ_it[0] == [K("extincion")]


# 3 -------------------------------------------------------------------------------------------
def test_faq03_alteracion_before_holding_the_trex():
    s = position([["alteracion_genetica", "leon"], ["lobo"]], pile=ANIMALS_ON_TOP + ["trex"])
    situ(s, "alteracion_genetica")
    assert s.situ_p[0] == [K("alteracion_genetica")]
    place(s, "leon", 0)
    end(s)                                  # seat 0 drew the T-Rex
    assert K("trex") in s.hands[0]
    s.turn, s.actor = 0, 0                  # seat 0 again
    s.placements_left, s.placed = 1, 0
    assert g.why_illegal(s, place_action(K("trex"), 5)) is None
    place(s, "trex", 5)


def test_faq03_the_other_team_never_places_the_trex_while_it_is_in_play():
    s = position([[], ["trex", "leon"]], turn=1, situ_p=(("alteracion_genetica",), ()))
    assert rule_of(s, place_action(K("trex"), 0)) == "requires"
    assert "discard_trex" in kinds(s)


# 4 -------------------------------------------------------------------------------------------
def test_faq04_trex_is_discarded_during_the_turn_and_the_draw_waits():
    s = position([["trex", "leon", "tucan"], []], situ_p=((), ("alteracion_genetica",)), pile=ANIMALS_ON_TOP)
    g.apply(s, Action("discard_trex", K("trex")))
    assert K("trex") in s.animal_discard and len(s.hands[0]) == 2, "no card drawn yet"
    place(s, "leon", 0)
    end(s)
    assert len(s.hands[0]) == 5


def test_faq04_a_trex_that_cannot_be_placed_is_not_the_hands_animal():
    s = position([["trex", "ataque_furioso", "extincion", "abundancia", "leon"], []],
                 pile=ANIMALS_ON_TOP + ["escasez"])
    place(s, "leon", 0)
    end(s)                                  # drew Escasez: the T-Rex is no animal for this hand
    assert s.phase == "fix_hand" and g.current_player(s) == 0
    g.apply(s, Action("fix_hand", K("trex")))
    assert s.phase == "turn" and K("lobo") in s.hands[0] and K("trex") in s.animal_discard


def test_faq04_trex_may_be_discarded_even_when_it_can_be_placed():
    # "la puedes descartar durante tu turno": whether or not your side could place it
    s = position([["trex", "leon"], []], situ_p=(("alteracion_genetica",), ()), pile=ANIMALS_ON_TOP)
    assert place_action(K("trex"), 0) in g.legal_actions(s)
    assert Action("discard_trex", K("trex")) in g.legal_actions(s)
    g.apply(s, Action("discard_trex", K("trex")))
    assert s.hands[0] == [K("leon")] and s.animal_discard == [K("trex")], "no card drawn yet"
    place(s, "leon", 0)
    end(s)
    assert len(s.hands[0]) == 5


def test_faq04_trex_may_be_discarded_after_placing_and_before_any_situational():
    s = position([["trex", "leon", "ataque_furioso"], []], situ_p=(("alteracion_genetica",), ()), pile=ANIMALS_ON_TOP)
    place(s, "leon", 0)
    assert Action("discard_trex", K("trex")) in g.legal_actions(s), "still during your turn"
    g.apply(s, Action("discard_trex", K("trex")))
    assert K("trex") in s.animal_discard and s.turn == 0


def test_faq04_discarding_the_only_placeable_animal_means_discard_and_draw_before_ending():
    s = position([["trex", "ataque_furioso"], []], situ_p=(("alteracion_genetica",), ()), pile=ANIMALS_ON_TOP)
    g.apply(s, Action("discard_trex", K("trex")))
    assert rule_of(s, Action("end")) == "must_fix_hand"
    g.apply(s, Action("fix_hand", K("ataque_furioso")))
    assert K("lobo") in s.hands[0]


def test_faq04_only_the_trex_is_discarded_this_way():
    s = position([["trex", "leon", "ataque_furioso"], []])
    assert rule_of(s, Action("discard_trex", K("leon"))) == "not_discardable"
    assert rule_of(s, Action("discard_trex", K("ataque_furioso"))) == "not_discardable"
    assert rule_of(s, Action("discard_trex", K("orca"))) == "not_in_hand"


# 5 -------------------------------------------------------------------------------------------
def test_faq05_abundancia_counts_at_the_end_of_turn_draw():
    s = position([["abundancia", "leon", "lobo"], ["tucan"]], pile=ANIMALS_ON_TOP)
    situ(s, "abundancia")
    assert s.hand_size == [6, 5] and len(s.hands[0]) == 2
    place(s, "leon", 0)
    end(s)
    assert len(s.hands[0]) == 6


def test_faq05_escasez_at_once_the_opponent_discards_their_choice():
    s = position([["escasez", "leon"], ["tucan", "orca", "ataque_furioso", "lobo", "pulpo"]],
                 pile=ANIMALS_ON_TOP)
    situ(s, "escasez")
    assert s.hand_size == [5, 4]
    assert s.phase == "respond" and g.current_player(s) == 1
    assert {a.value for a in g.legal_actions(s)} == set(s.hands[1])
    g.apply(s, Action("discard", K("ataque_furioso")))
    assert K("ataque_furioso") in s.situ_discard and len(s.hands[1]) == 4
    assert s.phase == "turn" and g.current_player(s) == 0
    place(s, "leon", 0)
    end(s)
    place(s, "tucan", 5)
    end(s)
    assert len(s.hands[1]) == 4, "from now on the opponent plays with one card fewer"


# 6 -------------------------------------------------------------------------------------------
def test_faq06_aire_fresco_counts_itself():
    s = position([["aire_fresco", "leon", "lobo", "ataque_furioso", "tucan"], []], pile=ANIMALS_ON_TOP)
    situ(s, "aire_fresco")
    assert len(s.hands[0]) == 5
    assert sorted(s.animal_discard) == sorted([K("leon"), K("lobo"), K("tucan")])
    assert s.situ_discard == [K("ataque_furioso")] and s.situ_it[0] == [K("aire_fresco")]


# 7 -------------------------------------------------------------------------------------------
def test_faq07_chupavidas_heals_per_clash_not_per_point():
    s = position([["chupavidas", "guepardo"], []], board={cell(0, 1): ("anaconda", 1)}, life=(8, 12))
    situ(s, "chupavidas")
    place(s, "guepardo", cell(1, 1))        # 4 against 1: 3 damage, one clash
    assert s.life == [9, 9]


def test_faq07_chupavidas_two_clashes_heal_two():
    b = {cell(0, 1): ("anaconda", 1), cell(1, 2): ("escorpion", 1)}
    s = position([["chupavidas", "guepardo"], []], board=b, life=(8, 12))
    situ(s, "chupavidas")
    pv = preview(s, K("guepardo"), cell(1, 1))
    assert [m > t for _, m, t in pv["clashes"]] == [True, True] and pv["heal"] == 2
    place(s, "guepardo", cell(1, 1))
    assert s.life[0] == 10


# 8 -------------------------------------------------------------------------------------------
def test_faq08_embestida_moves_diagonally_to_an_adjacent_empty_cell():
    s = position([["embestida", "leon"], []], board={cell(1, 1): ("lobo", 0), cell(0, 0): ("orca", 1)})
    situ(s, "embestida")
    assert s.phase == "target"
    opts = {a.value for a in g.legal_actions(s)}
    assert (cell(1, 1), cell(2, 2)) in opts and (cell(1, 1), cell(0, 2)) in opts
    assert (cell(1, 1), cell(0, 0)) not in opts, "occupied"
    assert (cell(1, 1), cell(3, 3)) not in opts, "not adjacent"
    assert rule_of(s, target_action((cell(1, 1), cell(3, 1)))) == "bad_target"
    target(s, (cell(1, 1), cell(2, 2)))
    assert s.board[cell(2, 2)] == ((K("lobo"), 0, False),) and s.board[cell(1, 1)] == ()
    assert s.phase == "turn"


# 9 -------------------------------------------------------------------------------------------
def test_faq09_golpe_mortal_does_not_double_ataque_furioso():
    s = position([["golpe_mortal", "ataque_furioso", "guepardo"], []], board={cell(0, 1): ("anaconda", 1)})
    situ(s, "golpe_mortal")
    situ(s, "ataque_furioso")
    assert s.life[1] == 10
    place(s, "guepardo", cell(1, 1))
    assert s.life[1] == 10 - 2 * 3


# 10 ------------------------------------------------------------------------------------------
def test_faq10_inseparables_with_only_situationals_left_discard_and_draw_until_an_animal():
    s = position([["inseparables", "leon", "ataque_furioso", "el_veterinario"], []],
                 pile=ANIMALS_ON_TOP + ["lobo", "abundancia"])
    situ(s, "inseparables")
    place(s, "leon", 0)
    assert s.placements_left == 1
    assert "fix_hand" in kinds(s) and "end" in kinds(s)
    g.apply(s, Action("fix_hand", K("ataque_furioso")))     # draws Abundancia: still no animal
    assert K("abundancia") in s.hands[0]
    g.apply(s, Action("fix_hand", K("abundancia")))         # draws the wolf
    assert K("lobo") in s.hands[0] and "fix_hand" not in kinds(s)
    place(s, "lobo", 1)
    assert s.placed == 2


def test_faq10_inseparables_with_an_empty_hand_draws_a_new_hand_and_goes_on():
    s = position([["inseparables", "leon"], []], pile=ANIMALS_ON_TOP + ["ataque_furioso"])
    situ(s, "inseparables")
    place(s, "leon", 0)
    assert len(s.hands[0]) == 5 and s.phase == "turn" and s.turn == 0
    situ(s, "ataque_furioso")                               # situationals may still be played
    assert s.life[1] == 10
    place(s, "lobo", 3)
    end(s)
    assert s.turn == 1


# 11 ------------------------------------------------------------------------------------------
def test_faq11_ladronzuelo_cannot_take_a_sleeping_animal():
    s = position([["ladronzuelo", "leon"], []], board={0: ("lobo", 1, True)})
    assert rule_of(s, situ_action(K("ladronzuelo"))) == "no_target"
    s = position([["ladronzuelo", "leon"], []], board={0: ("lobo", 1, True), 5: ("orca", 1)})
    situ(s, "ladronzuelo")
    assert {a.value for a in g.legal_actions(s)} == {5}
    assert rule_of(s, target_action(0)) == "bad_target"
    target(s, 5)
    assert K("orca") in s.hands[0] and s.board[5] == ()
    assert K("orca") in g.view(s, 1).hands[0], "everyone saw where it went"


# 12 ------------------------------------------------------------------------------------------
def test_faq12_teletransportacion_swaps_a_sleeping_animal():
    s = position([["teletransportacion", "leon"], []], board={0: ("lobo", 1, True), 15: ("orca", 0)})
    situ(s, "teletransportacion")
    target(s, (0, 15))
    assert s.board[0] == ((K("orca"), 0, False),) and s.board[15] == ((K("lobo"), 1, True),)


# 13 ------------------------------------------------------------------------------------------
def test_faq13_trilero_take_unseen_look_keep_then_give_any_card_even_the_same():
    for give_same in (True, False):
        s = position([["trilero", "leon"], ["tucan", "orca", "lobo"]])
        before1 = list(s.hands[1])
        situ(s, "trilero")
        taken = s.pending["taken"]
        assert taken in before1 and taken in s.hands[0] and taken not in s.hands[1]
        assert s.phase == "target" and g.current_player(s) == 0
        assert taken in g.view(s, 0).hands[0], "the taker looks at it"
        assert taken in g.view(s, 1).hands[0], "the opponent knows which card they lost"
        assert {a.value for a in g.legal_actions(s)} == set(s.hands[0])
        give = taken if give_same else K("leon")
        target(s, give)
        assert give in s.hands[1] and len(s.hands[1]) == 3 and s.phase == "turn"
        if give_same:
            assert sorted(s.hands[1]) == sorted(before1)
        else:
            assert K("leon") in g.view(s, 0).hands[1], "the giver knows where it went"


# 14 ------------------------------------------------------------------------------------------
def test_faq14_veterinario_never_above_12():
    s = position([["el_veterinario", "leon"], []], life=(10, 12))
    situ(s, "el_veterinario")
    assert s.life[0] == 12
    s = position([["el_veterinario", "leon"], []], life=(5, 12))
    situ(s, "el_veterinario")
    assert s.life[0] == 8


# 15 ------------------------------------------------------------------------------------------
def test_faq15_a_tie_starts_another_game_of_the_match():
    b = {c: ("jirafa", 0 if c in (5, 7) else c % 2) for c in range(9) if c != 8}
    s = position([["tucan"], []], board=b, life=(7, 7), size=3)
    s.starter = 0
    pv = preview(s, K("tucan"), 8)
    assert pv["damage_to_opponent"] == pv["damage_to_self"] == 0
    ev = place(s, "tucan", 8)
    assert any(e.kind == "tie" for e in ev)
    assert s.games == 2 and s.draws == 1 and s.match == {"games": 2, "draws": 1}
    assert g.result(s) is None and g.current_player(s) is not None
    assert not any(s.board) and s.life == [12, 12] and s.starter == 1
    assert sorted(s.pile + [c for h in s.hands for c in h] + s.situ_discard) == sorted(s.universe)
    # the match ends with the first decided game
    while g.current_player(s) is not None:
        g.apply(s, g.legal_actions(s)[0])
    res = g.result(s)
    assert res.detail["games"] >= 2 and res.detail["draws"] == s.games - 1
    assert res.breakdown[0]["winner"] is None and res.breakdown[0]["reason"] == "board_full"
    assert res.breakdown[-1]["winner"] is not None and len(res.breakdown) == s.games


# 16 ------------------------------------------------------------------------------------------
def test_faq16_habitat_friend_lends_one_point_on_the_opposite_side_during_that_placement():
    # friend (same habitat, placed before) south: +1 on the north side of the newcomer
    b = {cell(2, 1): ("jirafa", 0), cell(0, 1): ("leopardo_nieves", 1)}
    s = position([["leon"], ["gorila"]], board=b, variant_habitat=True, pile=ANIMALS_ON_TOP)
    mine = st("leon", TOP) + 1
    theirs = st("leopardo_nieves", TOP)
    assert preview(s, K("leon"), cell(1, 1))["clashes"] == [(cell(0, 1), mine, theirs)]
    place(s, "leon", cell(1, 1))
    assert s.life[1] == 12 - (mine - theirs)
    end(s)
    # later, the lion is attacked from the east: only during its own placement did it have help
    s.hands[1] = [K("gorila")]
    pv = preview(s, K("gorila"), cell(1, 2))
    assert (cell(1, 1), st("gorila", RIGHT), st("leon", RIGHT)) in pv["clashes"]


# 17 ------------------------------------------------------------------------------------------
def test_faq17_animals_stay_on_the_board_the_players_lose_life():
    s = position([["guepardo"], []], board={cell(0, 1): ("anaconda", 1)})
    place(s, "guepardo", cell(1, 1))
    assert s.board[cell(0, 1)] == ((K("anaconda"), 1, False),)
    assert s.board[cell(1, 1)] == ((K("guepardo"), 0, False),)
    assert s.life == [12, 9]


# 18 ------------------------------------------------------------------------------------------
@pytest.fixture
def double_deck(tmp_path):
    src = open(os.path.join(data_dir(), "animal_duel", "cards.yaml"), encoding="utf-8").read()
    for sid in ("abundancia", "golpe_mortal"):
        src = src.replace(f"  - id: {sid}\n", f"  - id: {sid}\n    copies: 2\n", 1)
    path = tmp_path / "cards.yaml"
    path.write_text(src, encoding="utf-8")
    return parse_deck(str(path))


def _with_deck(deck, hands_keys, board=None, life=(12, 12)):
    s = g.new_game({"starter": 0}, 1, deck=deck)
    ids = {}
    hands = []
    for h in hands_keys:
        hh = []
        for k in h:
            c = next(c for c in deck.by_key(k) if c not in ids)
            ids[c] = True
            hh.append(c)
        hands.append(hh)
    s.hands = hands
    s.board = [()] * s.ncells
    for cl, (k, t) in (board or {}).items():
        c = deck.first(k)
        ids[c] = True
        s.board[cl] = ((c, t, False),)
    s.pile = [c for c in s.universe if c not in ids]
    s.situ_p, s.situ_it = [[], []], [[], []]
    s.life = list(life)
    s.placements_left, s.placed, s.mult, s.leech, s.engulf = 1, 0, 1, 0, 0
    return s


def test_faq18_permanents_and_temporals_stack(double_deck):
    d = double_deck
    s = _with_deck(d, [["abundancia", "abundancia", "golpe_mortal", "golpe_mortal", "guepardo"], []],
                   board={cell(0, 1): ("anaconda", 1)})
    for c in list(s.hands[0]):
        if not d.cards[c].is_animal:
            g.apply(s, situ_action(c))
    assert s.hand_size == [7, 5]
    assert s.mult == 4
    g.apply(s, place_action(d.first("guepardo"), cell(1, 1)))
    assert s.life[1] == 12 - 4 * 3


# 19 ------------------------------------------------------------------------------------------
def test_faq19_discarded_animals_go_to_the_pile_beside_the_deck_and_refill_it():
    s = position([["el_cazador", "leon", "lobo"], []], board={0: ("orca", 1)}, pile=[])
    situ(s, "el_cazador")
    target(s, 0)
    assert s.animal_discard == [K("orca")]
    place(s, "leon", 5)
    end(s)
    assert K("orca") in s.hands[0] and s.animal_discard == []


# 20 ------------------------------------------------------------------------------------------
def test_faq20_played_situationals_i_and_t_on_one_side_p_on_the_other():
    s = position([["ataque_furioso", "chupavidas", "abundancia", "leon"], ["escasez", "lobo", "orca"]],
                 pile=ANIMALS_ON_TOP)
    situ(s, "ataque_furioso")
    situ(s, "chupavidas")
    situ(s, "abundancia")
    assert s.situ_it == [[K("ataque_furioso"), K("chupavidas")], []]
    assert s.situ_p == [[K("abundancia")], []]
    place(s, "leon", 0)
    end(s)
    situ(s, "escasez")
    assert s.situ_p == [[K("abundancia")], [K("escasez")]]


# 21 ------------------------------------------------------------------------------------------
def test_faq21_cards_affect_only_the_top_animal_of_a_stack():
    stack = [("lobo", 0), ("orca", 1)]
    s = position([["engullir", "guepardo"], []], board={cell(0, 1): ("anaconda", 1)})
    situ(s, "engullir")
    place(s, "guepardo", cell(0, 1))        # covers the anaconda
    assert s.board[cell(0, 1)] == ((K("anaconda"), 1, False), (K("guepardo"), 0, False))
    for key, value, check in (
            ("el_cazador", cell(1, 1), lambda s: s.board[cell(1, 1)] == ((K("lobo"), 0, False),)),
            ("dulces_suenos", cell(1, 1), lambda s: s.board[cell(1, 1)] == ((K("lobo"), 0, False),
                                                                             (K("orca"), 1, True))),
            ("teletransportacion", (cell(1, 1), cell(3, 3)),
             lambda s: s.board[cell(1, 1)] == ((K("lobo"), 0, False), (K("tucan"), 1, False))
             and s.board[cell(3, 3)] == ((K("orca"), 1, False),))):
        s = position([[key, "leon"], []], board={cell(1, 1): stack, cell(3, 3): ("tucan", 1)})
        situ(s, key)
        target(s, value)
        assert check(s), key


def test_faq21_engullir_only_covers_opponents_and_only_once():
    s = position([["engullir", "guepardo", "leon"], []], board={0: ("lobo", 0), 1: ("orca", 1)})
    assert rule_of(s, place_action(K("guepardo"), 1)) == "cell_occupied"
    situ(s, "engullir")
    assert rule_of(s, place_action(K("guepardo"), 0)) == "engulf_own"
    place(s, "guepardo", 1)
    assert s.engulf == 0


def test_faq21_ladronzuelo_uncovers_the_animal_below():
    s = position([["ladronzuelo", "leon"], []], board={5: [("lobo", 0), ("orca", 1)]})
    situ(s, "ladronzuelo")
    target(s, 5)
    assert s.board[5] == ((K("lobo"), 0, False),) and K("orca") in s.hands[0]
    with pytest.raises(IllegalAction):
        g.apply(s, situ_action(K("ladronzuelo")))     # played: no longer in hand
