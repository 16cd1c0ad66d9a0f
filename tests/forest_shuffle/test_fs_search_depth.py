"""The hard level's deeper playouts (search.py): a decision depends only on the seed and the view (not on
what the bot decided before), the playouts stop where they should, and a finished game is judged by
its scores."""
from __future__ import annotations

from rules.forest_shuffle import moves
from rules.forest_shuffle.careful import PARAMS, CarefulBot
from rules.forest_shuffle.constants import T_MAIN
from rules.forest_shuffle.game import RULES
from tests.forest_shuffle.fs_kit import midgame as play_until
from rules.forest_shuffle.search import SEARCH, CarefulSearch, _judge, _play_on


def test_a_decision_depends_on_the_seed_and_the_view_only():
    s = play_until(5, 16)
    p = RULES.current_player(s)
    fresh = CarefulSearch(3, worlds=3, own_turns=1, margin=100.0).choose(RULES, s, p)
    used = CarefulSearch(3, worlds=3, own_turns=1, margin=100.0)
    used.choose(RULES, play_until(6, 12), RULES.current_player(play_until(6, 12)))
    assert used.choose(RULES, s, p) == fresh


def test_playouts_stop_at_our_next_turn_after_our_own_turns():
    s = play_until(8, 10)
    while s.stack[-1][0] != T_MAIN:
        RULES.apply(s, CarefulBot(0).choose(RULES, s, RULES.current_player(s)), log=False)
    seat, start = s.turn, s.turn_no
    for own in (0, 1, 2):
        t = s.clone()
        _play_on(t, seat, PARAMS, [], 1, own)
        assert t.over or (t.turn == seat and t.stack[-1][0] == T_MAIN and t.turn_no >= start + 2 * (own + 1))


def test_a_playout_to_the_end_is_judged_by_the_scores():
    s = play_until(9, 10)
    seat = s.turn
    t = s.clone()
    _play_on(t, seat, PARAMS, [], 1, 0, to_end=True)
    assert t.over
    plain = _judge(t, seat, PARAMS, [], dict(SEARCH))
    won = _judge(t, seat, PARAMS, [], dict(SEARCH, win=10.0))
    res = RULES.result(t)
    assert plain == res.scores[seat] - res.scores[1 - seat]
    assert won == plain + (10.0 if plain > 0 else -10.0 if plain < 0 else 0.0)
    assert moves.current_player(t) is None


def test_at_four_players_a_playout_with_whole_replies_reaches_our_next_turn():
    s = play_until(8, 12, n=4)
    while s.stack[-1][0] != T_MAIN:
        RULES.apply(s, CarefulBot(0).choose(RULES, s, RULES.current_player(s)), log=False)
    seat = s.turn
    for own in (0, 1):
        t = s.clone()
        _play_on(t, seat, PARAMS, [], 3, own, whole=True)
        assert t.over or (t.turn == seat and t.stack[-1][0] == T_MAIN)


def test_more_players_take_the_many_options():
    s = play_until(5, 16, n=4)
    p = RULES.current_player(s)
    bot = CarefulSearch(3, worlds=2, margin=100.0, candidates=2, own_turns=0, many={"worlds": 5})
    bot.choose(RULES, s, p)
    assert bot.last_iterations == 10
    two = play_until(5, 16)
    bot.choose(RULES, two, RULES.current_player(two))
    assert bot.last_iterations == 4


def test_the_hard_budget_takes_its_worlds_at_two_players_and_the_many_worlds_at_more():
    from rules.forest_shuffle import DESCRIPTOR
    budget = {k: v for k, v in DESCRIPTOR.ai_budgets["hard"].items() if k != "time_limit"}
    for n, worlds in ((2, budget["worlds"]), (4, budget["many"]["worlds"])):
        s = play_until(5, 16, n=n)
        bot = CarefulSearch(3, **dict(budget, margin=100.0, own_turns=0))
        bot.choose(RULES, s, RULES.current_player(s))
        assert bot.last_iterations == worlds * budget["candidates"]
