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
