"""The rule-based yardstick (rules/animal_duel/yardstick.py): legal, blind to what its seat cannot see,
and the plays a careful player makes, on positions built by hand. (How strong it is, and how the AI
fares against it, is measured by rules/animal_duel/bench.py, never here.)"""
from __future__ import annotations

import random

from rules.ai import RandomBot
from rules.animal_duel import bench
from rules.animal_duel.game import RULES as g
from rules.animal_duel.state import place_action, situ_action
from rules.animal_duel.yardstick import Yardstick, expected_max
from rules.engine.core import Action
from tests.animal_duel.test_animal_duel_rules import K, cell, place, position, situ


def test_plays_whole_games_legally_in_every_mix():
    for seed in range(6):
        for cfg in ({}, {"variant_team": True, "variant_habitat": True}, {"variant_level_start": True, "board_size": 5},
                    {"variant_kids": True, "board_size": 3}):
            s = g.new_game(cfg, seed)
            players = [Yardstick(), RandomBot(seed)] * 2
            while (p := g.current_player(s)) is not None:
                a = players[p].choose(g, s, p)
                assert a in g.legal_actions(s), (a, s.phase)
                g.apply(s, a)
            assert g.result(s) is not None


def test_decision_ignores_what_the_seat_cannot_see_and_has_no_randomness():
    rng = random.Random(5)
    checked = 0
    for seed in range(12):
        s = g.new_game({"starter": 0}, seed)
        for _ in range(rng.randrange(4, 30)):
            if g.current_player(s) is None:
                break
            g.apply(s, rng.choice(g.legal_actions(s)))
        seat = g.current_player(s)
        if seat is None or len(g.legal_actions(s)) < 2:
            continue
        t = s.clone()
        opp = 1 - seat
        hidden = [i for i, c in enumerate(t.hands[opp]) if c not in t.known[seat % 2]]
        if not hidden or not t.pile:
            continue
        i = hidden[0]
        t.hands[opp][i], t.pile[0] = t.pile[0], t.hands[opp][i]
        assert g.view(s, seat).hands == g.view(t, seat).hands
        assert Yardstick().choose(g, s, seat) == Yardstick().choose(g, t, seat) == Yardstick().choose(g, s, seat)
        checked += 1
    assert checked >= 5


def test_takes_the_knockout():
    b = {cell(0, 1): ("berrendo", 1), cell(3, 3): ("leon", 1)}
    s = position([["lobo", "leon", "tucan"], ["orca", "pulpo", "jabali"]], board=b, life=(3, 4))
    assert Yardstick().choose(g, s, 0) == place_action(K("leon"), cell(1, 1))


def test_golpe_mortal_before_a_placement_that_wins_a_clash():
    s = position([["golpe_mortal", "guepardo"], ["orca"]], board={cell(0, 1): ("anaconda", 1)})
    assert Yardstick().choose(g, s, 0) == situ_action(K("golpe_mortal"))
    situ(s, "golpe_mortal")
    assert Yardstick().choose(g, s, 0) == place_action(K("guepardo"), cell(1, 1))


def test_golpe_mortal_is_kept_when_no_clash_can_be_won():
    s = position([["golpe_mortal", "berrendo"], ["orca"]])
    a = Yardstick().choose(g, s, 0)
    assert a.kind == "place"
    place(s, "berrendo", a.value[1])
    assert Yardstick().choose(g, s, 0) == Action("end")


def test_the_vet_heals_in_full_or_waits():
    s = position([["el_veterinario", "leon"], ["orca"]], life=(8, 12))
    assert Yardstick().choose(g, s, 0) == situ_action(K("el_veterinario"))
    s = position([["el_veterinario", "leon"], ["orca"]], life=(11, 12))
    a = Yardstick().choose(g, s, 0)
    assert a.kind == "place"
    g.apply(s, a)
    assert Yardstick().choose(g, s, 0) == Action("end")


def test_a_dead_t_rex_is_discarded_and_a_live_one_kept():
    s = position([["trex", "leon"], ["orca"]], situ_p=((), ("alteracion_genetica",)))
    a = Yardstick().choose(g, s, 0)
    assert a.kind == "place" and a.value[0] == K("leon")
    g.apply(s, a)
    assert Yardstick().choose(g, s, 0) == Action("discard_trex", K("trex"))
    s = position([["trex", "leon", "alteracion_genetica"], ["orca"]])
    assert Yardstick().choose(g, s, 0) == situ_action(K("alteracion_genetica")), "the permanent at once"


def test_the_hunter_takes_the_animal_that_would_hurt_most():
    # the opponent's orca (4 on its top, which points south for team 1) stands over an empty cell; the
    # weak pronghorn threatens nothing
    b = {cell(1, 1): ("orca", 1), cell(3, 3): ("berrendo", 1), cell(0, 0): ("lobo", 0)}
    s = position([["el_cazador", "tucan"], ["pulpo"]], board=b)
    situ(s, "el_cazador")
    assert Yardstick().choose(g, s, 0) == Action("target", cell(1, 1))


def test_discards_the_least_useful_card_and_never_the_last_animal():
    s = position([["escasez", "leon"], ["aire_fresco", "ataque_furioso", "orca"]])
    situ(s, "escasez")
    assert s.phase == "respond" and g.current_player(s) == 1
    assert Yardstick().choose(g, s, 1) == Action("discard", K("aire_fresco"))
    s = position([["escasez", "leon"], ["orca", "ataque_furioso"]])
    situ(s, "escasez")
    assert Yardstick().choose(g, s, 1) == Action("discard", K("ataque_furioso")), "the orca is the only animal"


def test_level_start_keeps_good_cards_and_gives_weak_ones():
    s = g.new_game({"variant_level_start": True, "starter": 0}, 7)
    seen = set()
    while s.phase == "deal":
        p = g.current_player(s)
        card = s.drawn
        a = Yardstick().choose(g, s, p)
        kind = "keep" if s.deck.cards[card].key in ("leon", "ataque_furioso", "el_veterinario") else None
        if kind:
            assert a == Action(kind), s.deck.cards[card].key
        if s.deck.cards[card].key in ("aire_fresco", "teletransportacion", "embestida"):
            assert a == Action("give"), s.deck.cards[card].key
        seen.add(a.kind)
        g.apply(s, a)
    assert seen <= {"keep", "give"}


def test_expected_best_of_a_few():
    assert expected_max([], 3) == 0.0
    assert expected_max([1, 2, 3], 3) == 3
    assert expected_max([1, 2, 3], 1) == 2
    assert abs(expected_max([0, 0, 4, 4], 2) - 4 * 5 / 6) < 1e-9


def test_bench_functions_return_numbers():
    out = bench.duel("yardstick", "easy", 2)
    assert out["games"] == 2 and 0 <= out["rate"] <= 1 and out["ci95_low"] <= out["rate"] <= out["ci95_high"]
    assert all(isinstance(v, (int, float)) for v in out.values())
    lo, hi = bench.wilson(65, 100)
    assert 0.55 < lo < 0.65 < hi < 0.75
    assert bench.random_games(3)["games"] == 3


def test_bench_counts_the_situationals_each_side_holds_and_plays():
    out = bench.situationals("easy", 2, seed0=3)
    assert out["games"] == 2 and 0 <= out["wins"] <= 2
    plays = sum(row["yardstick"][1] + row["easy"][1] for row in out["cards"].values())
    held = sum(row["yardstick"][0] + row["easy"][0] for row in out["cards"].values())
    assert held > 0 and plays > 0                   # (two whole games deal and play situationals)
    from rules.animal_duel.cards import load_deck
    keys = {c.key for c in load_deck().cards if not c.is_animal}
    assert set(out["cards"]) <= keys
