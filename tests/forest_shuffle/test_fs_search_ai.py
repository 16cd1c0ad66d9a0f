"""The hard level (search.py): the descriptor's, reproducible, reading only its view, legal."""
from __future__ import annotations

from rules.engine.rng import RNG
from rules.forest_shuffle import DESCRIPTOR
from rules.forest_shuffle.careful import CarefulBot
from rules.forest_shuffle.game import RULES
from tests.forest_shuffle.fs_kit import midgame
from rules.forest_shuffle.search import CarefulSearch


def test_the_descriptor_makes_the_search_for_hard_and_the_shared_bots_otherwise():
    hard = DESCRIPTOR.make_bot("hard", 3)
    assert isinstance(hard, CarefulSearch) and hard.level == "hard"
    assert hard.search["worlds"] == DESCRIPTOR.ai_budgets["hard"]["worlds"] and hard.time_limit is None
    assert DESCRIPTOR.make_bot("hard", 3, safety_net=True).time_limit == DESCRIPTOR.ai_budgets["hard"]["time_limit"]
    assert not isinstance(DESCRIPTOR.make_bot("normal", 3), CarefulSearch)


def test_reproducible_and_reads_only_its_view():
    for n in (2, 4):
        s = midgame(seed=9 + n, turns=14, n=n)
        p = RULES.current_player(s)
        a = CarefulSearch(7, worlds=3).choose(RULES, s, p)
        assert a in RULES.legal_actions(s)
        t = s.clone()
        other = (p + 1) % n
        hidden = [i for i, c in enumerate(t.hands[other]) if c not in t.pub[other]]
        for k, i in enumerate(hidden[:3]):
            t.hands[other][i], t.deck[k] = t.deck[k], t.hands[other][i]
        t.rng = RNG(999)
        assert RULES.view(s, p) == RULES.view(t, p)
        assert CarefulSearch(7, worlds=3).choose(RULES, t, p) == a


def test_whole_game_is_legal():
    s = RULES.new_game({"players": 2}, 41)
    bots = [CarefulSearch(1, worlds=2, candidates=2), CarefulBot(1)]
    while RULES.current_player(s) is not None:
        p = RULES.current_player(s)
        RULES.apply(s, bots[p].choose(RULES, s, p), log=False)
    assert RULES.result(s) is not None
