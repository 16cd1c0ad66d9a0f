"""Properties over many seeded random games: legal actions apply, games end, pieces are conserved,
scores equal the breakdown, views hide what they must, determinize respects the view, refused junk
leaves the state equal, and the same seed and actions give the same game."""
import json

import pytest

from rules.engine.core import Action, IllegalAction
from rules.engine.rng import RNG
from rules.dominant_species.constants import OVER, UNKNOWN
from rules.dominant_species.cards import card_ids
from rules.dominant_species.game import RULES
from rules.dominant_species.tables import PIECES, PRINTED

JUNK = [Action("place", True), Action("place", 1.0), Action("place", "1"), Action("place", None),
        Action("place", (1,)), Action("place", 999), Action("place", -1), Action("tile", 10 ** 6),
        Action("move", (1, 2.0)), Action("move", [1, 2]), Action("compete", (1, True)), Action("pass", 0),
        Action("element", "fire"), Action("element", 0), Action("card", "nope"), Action("count", 99),
        Action("count", False), Action("swap", ((1,),)), Action("nonsense"), "pass", None, ("place", 1)]

CONFIGS = [(2, False), (2, True), (3, False), (3, True), (4, False), (5, False), (6, False)]


def _conserved(s):
    cubes = PIECES[len(s.animals)][1]
    for a in s.animals:
        on = sum(s.sp[h * 6 + a] for h in range(35))
        assert s.gene[a] + on + s.elim[a] == cubes - 1
        assert 0 <= s.supply[a] <= s.aps[a] <= 10
        assert sum(s.disp[a * 6:a * 6 + 6]) <= 6
    added = sum(s.disp[a * 6 + e] - PRINTED[a][e] for a in s.animals for e in range(6))
    assert sum(1 for e in s.el if e >= 0) + sum(s.box) + sum(s.bag) + added == 120
    for a in range(6):
        assert s.vp[a] == sum(s.vsrc[a * 8:a * 8 + 8]) >= 0


def _play(n, multi, seed, check_every=1, junk_every=0, hidden=True):
    s = RULES.new_game({"players": n, "multi_animal": multi}, seed)
    rng = RNG(seed * 7 + 1)
    actions = []
    steps = 0
    while RULES.current_player(s) is not None:
        legal = RULES.legal_actions(s)
        assert len(legal) >= 2 and len(set(legal)) == len(legal)
        p = RULES.current_player(s)
        if steps % check_every == 0:
            _conserved(s)
            if hidden:
                v = RULES.view(s, p)
                assert v.rng is None and v.is_view
                for i, st in enumerate(v.stacks):
                    assert all(t == UNKNOWN for t in st[:-1])
                    assert len(st) == len(s.stacks[i])
                assert all(k == UNKNOWN for k in v.deck[1:])
                d = RULES.determinize(v, p, RNG(steps))
                assert RULES.view(d, p) == v
                assert RULES.legal_actions(v) == legal == RULES.legal_actions(d)
                assert sorted(t for st in d.stacks for t in st) == sorted(t for st in s.stacks for t in st)
                assert sorted(d.deck) == sorted(s.deck) and d.deck[:1] == s.deck[:1]
        if junk_every and steps % junk_every == 0:
            before = s.clone()
            for j in JUNK:
                with pytest.raises(IllegalAction):
                    RULES.apply(s, j)
                assert s == before
        a = legal[rng.randrange(len(legal))]
        a = Action.from_json(json.loads(json.dumps(a.to_json())))
        actions.append(a)
        events = RULES.apply(s, a)
        for e in events:
            json.dumps(e.to_json())
        steps += 1
        assert steps < 20000
    assert s.phase == OVER and RULES.legal_actions(s) == []
    _conserved(s)
    r = RULES.result(s)
    assert sorted(r.places) == list(range(1, n + 1))
    for row in r.breakdown:
        for an in row["animals"]:
            assert an["vp"] == sum(an["sources"].values())
        assert row["score"] == min(an["vp"] for an in row["animals"]) == r.scores[row["seat"]]
    assert r.places[r.scores.index(max(r.scores))] == 1 or r.scores.count(max(r.scores)) > 1
    return s, actions


@pytest.mark.parametrize("n,multi", CONFIGS)
def test_random_games_hold_every_invariant(n, multi):
    for seed in range(3):
        _play(n, multi, seed, check_every=3, junk_every=25)


@pytest.mark.parametrize("n,multi", CONFIGS)
def test_many_random_games_finish(n, multi):
    for seed in range(10, 22):
        s, _ = _play(n, multi, seed, check_every=50, hidden=False)
        assert RULES.result(s) is not None


def test_same_seed_and_actions_same_game_and_replay():
    s, actions = _play(3, False, 5, check_every=100, hidden=False)
    t = RULES.new_game({"players": 3}, 5)
    for a in actions:
        RULES.apply(t, a)
    assert t == s and RULES.result(t).to_json() == RULES.result(s).to_json()


def test_fast_apply_equals_apply():
    s = RULES.new_game({"players": 4}, 3)
    t = s.clone()
    rng = RNG(1)
    while RULES.current_player(s) is not None:
        legal = RULES.legal_actions(s)
        a = legal[rng.randrange(len(legal))]
        RULES.apply(s, a)
        RULES.fast_apply(t, a)
        assert s == t


def test_ice_age_stays_at_the_bottom_of_every_determinized_deck():
    s = RULES.new_game({"players": 3}, 4)
    v = RULES.view(s, 0)
    for k in range(20):
        d = RULES.determinize(v, 0, RNG(k))
        assert card_ids()[d.deck[0]] == "ice_age"


def test_refused_actions_on_a_finished_game_and_on_a_view():
    s, _ = _play(2, False, 1, check_every=1000, hidden=False)
    with pytest.raises(IllegalAction):
        RULES.apply(s, Action("pass"))
    g = RULES.new_game({"players": 2}, 1)
    v = RULES.view(g, RULES.current_player(g))
    with pytest.raises(IllegalAction):
        RULES.apply(v, RULES.legal_actions(v)[0])
