"""The hard level's search on hand-built positions: the decision it must find, whole-turn playouts
for Planning, and the same decision from the same seed and view (iterations, never the clock)."""
from rules.engine.rng import RNG
from rules.dominant_species.ai import BUDGETS, SearchBot, playout
from rules.dominant_species.constants import OVER, PLANNING
from rules.dominant_species.game import RULES
from rules.dominant_species.steps import PASS, TILE
from tests.dominant_species.helpers import A, H, make, push


def _small(**kw):
    kw.setdefault("iterations", 12)
    kw.setdefault("width", 3)
    kw.setdefault("horizon", 30)
    return SearchBot(3, **kw)


def test_hard_dominates_the_tile_it_wins_not_the_one_it_loses():
    # mammal: alone on a sea (9 VPs for first), second behind the bird on a desert (2 VPs, bird 4)
    s = make(("mammal", "bird"), tiles={(0, 0): "sea", (1, 0): "desert"},
             species={(0, 0): {"mammal": 3}, (1, 0): {"bird": 2, "mammal": 1}})
    push(s, "domination", A["mammal"])
    seat = s.owner[A["mammal"]]
    legal = RULES.legal_actions(s)
    assert TILE[H(0, 0)] in legal and TILE[H(1, 0)] in legal and PASS in legal
    assert _small().choose(RULES, s, seat) == TILE[H(0, 0)]


def test_hard_does_not_score_a_tile_that_pays_the_rival_more():
    # the bird leads the only tile: scoring it pays the bird 9 and the mammal 5; passing keeps it even
    s = make(("mammal", "bird"), tiles={(0, 0): "sea"}, species={(0, 0): {"bird": 3, "mammal": 1}})
    push(s, "domination", A["mammal"])
    seat = s.owner[A["mammal"]]
    assert _small().choose(RULES, s, seat) == PASS


def test_a_whole_turn_playout_resolves_every_action_and_the_reset():
    s = RULES.new_game({"players": 3}, 4)
    assert s.phase == PLANNING
    t = s.clone()
    playout(t, 60, RNG(1))                      # phase only: stops when Planning is over
    assert t.turn == s.turn and t.phase != PLANNING
    t = s.clone()
    playout(t, BUDGETS["hard"]["plan_horizon"], RNG(1), whole_turn=True)
    assert t.turn == s.turn + 1 or t.phase == OVER
    assert t.phase in (PLANNING, OVER)


def test_planning_decisions_are_reproducible_and_blind_to_hidden_cards():
    from tests.dominant_species.test_ai import _hidden_twin
    s = RULES.new_game({"players": 3}, 11)
    seat = RULES.current_player(s)
    twin = _hidden_twin(s, 5)
    assert twin.deck != s.deck or twin.stacks != s.stacks
    make_bot = lambda: _small(plan_horizon=200, plan_iterations=6, plan_width=3)   # noqa: E731
    a1 = make_bot().choose(RULES, s, seat)
    assert a1 == make_bot().choose(RULES, s, seat) == make_bot().choose(RULES, twin, seat)
    assert a1 in RULES.legal_actions(s)
    bot = make_bot()
    bot.choose(RULES, s, seat)
    assert bot.last_iterations == 6 and len(bot.last_candidates) == 3


def test_the_hard_level_plans_whole_turns():
    b = BUDGETS["hard"]
    assert b["plan_horizon"] > 0 and b["plan_iterations"] >= b["plan_width"]


def _planning(seed=11):
    s = RULES.new_game({"players": 3}, seed)
    return s, RULES.current_player(s)


def test_modelled_playout_placements_follow_the_careful_previews():
    from rules.dominant_species.policy import greedy
    s, seat = _planning()
    bot = _small(plan_horizon=200, plan_iterations=6, plan_width=3, planner=True, model=True)
    legal = RULES.legal_actions(s)
    bot.candidates(RULES, s, seat, legal)
    gains = bot.gains(s, seat)
    a = s.frames[-1][1]
    assert {b for b, _ in gains} == set(s.animals)          # every animal with a pawn to place
    # with nothing placed since the previews, the playout places as the careful player would
    assert greedy(s.clone(), legal, RNG(1), careful=True, gains=gains) == bot.planner.place(s, legal)
    # a Glaciation pawn behind another's never acts: the model does not put one there
    from rules.dominant_species.policy import GLACIATION_SPACES
    t = s.clone()
    first, second = GLACIATION_SPACES[0], GLACIATION_SPACES[1]
    t.spaces[first] = next(b for b in t.animals if b != a)
    rigged = {**gains, (a, second): 50.0}
    kept = [x for x in legal if x.value != first]
    assert greedy(t, kept, RNG(1), careful=True, gains=rigged).value != second
    assert greedy(s.clone(), legal, RNG(1), careful=True, gains=rigged).value == second


def test_modelled_search_is_reproducible_blind_and_the_same_on_every_core():
    from tests.dominant_species.test_ai import _hidden_twin
    s, seat = _planning(13)
    twin = _hidden_twin(s, 5)
    make_bot = lambda: _small(plan_horizon=200, plan_iterations=6, plan_width=3, planner=True,   # noqa: E731
                              distinct=True, careful_playouts=True, model=True, prune=3.0)
    a1 = make_bot().choose(RULES, s, seat)
    assert a1 == make_bot().choose(RULES, s, seat) == make_bot().choose(RULES, twin, seat)
    forked = make_bot()
    forked.parallel = True
    assert forked.choose(RULES, s, seat) == a1


def test_pruned_candidates_keep_the_two_best_and_drop_what_is_far_behind():
    s, seat = _planning()
    legal = RULES.legal_actions(s)
    wide = _small(planner=True, distinct=True).candidates(RULES, s, seat, legal, 6)
    pruned = _small(planner=True, distinct=True, prune=1.0).candidates(RULES, s, seat, legal, 6)
    top = max(v for _, v in wide)
    assert pruned[:2] == wide[:2]
    assert pruned[2:] == [(x, v) for x, v in wide[2:] if v >= top - 1.0]
