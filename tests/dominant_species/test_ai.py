"""The computer players: whole games at every player count, the same decision from the same seed and
view, and nothing read beyond the view (hidden tiles and deck order do not change a decision)."""
import pytest

from rules.ai.bots import RandomBot
from rules.engine.rng import RNG
from rules.dominant_species.ai import SearchBot, make_bot
from rules.dominant_species.game import RULES
from rules.dominant_species.heuristic import HeuristicBot
from rules.dominant_species.view import determinize


def _hidden_twin(s, seed):
    """The same game with the unseen wanderlust tiles and deck cards dealt differently."""
    seat = RULES.current_player(s)
    twin = determinize(RULES.view(s, seat), seat, RNG(seed))
    twin.rng = s.rng.clone()
    return twin


@pytest.mark.parametrize("n,multi", [(2, False), (3, True), (6, False)])
def test_the_heuristic_player_finishes_whole_games(n, multi):
    """One heuristic seat among random ones (fast), every player count family, cards included."""
    s = RULES.new_game({"players": n, "multi_animal": multi}, n)
    bots = [HeuristicBot(0)] + [RandomBot(i) for i in range(1, n)]
    steps = 0
    while RULES.current_player(s) is not None and steps < 5000:
        p = RULES.current_player(s)
        RULES.apply(s, bots[p].choose(RULES, s, p), log=False)
        steps += 1
    assert RULES.result(s) is not None


def test_same_seed_same_view_same_decision_and_hidden_cards_do_not_matter():
    s = RULES.new_game({"players": 3}, 7)
    h = HeuristicBot(1)
    for _ in range(25):
        p = RULES.current_player(s)
        RULES.apply(s, h.choose(RULES, s, p), log=False)
    seat = RULES.current_player(s)
    twin = _hidden_twin(s, 99)
    assert twin.stacks != s.stacks or twin.deck != s.deck
    for make in (lambda: HeuristicBot(5), lambda: SearchBot(5, iterations=4, width=2, horizon=6)):
        a1 = make().choose(RULES, s, seat)
        a2 = make().choose(RULES, s, seat)
        a3 = make().choose(RULES, twin, seat)
        assert a1 == a2 == a3


def test_levels():
    assert make_bot("easy").level == "easy"
    assert isinstance(make_bot("normal"), HeuristicBot)
    assert isinstance(make_bot("hard"), SearchBot)
    with pytest.raises(ValueError):
        make_bot("godlike")


def test_search_bot_plays_a_turn_of_a_two_player_game():
    s = RULES.new_game({"players": 2}, 3)
    bots = [SearchBot(0, iterations=4, width=2, horizon=8), HeuristicBot(1)]
    while s.turn == 1 and RULES.current_player(s) is not None:
        p = RULES.current_player(s)
        a = bots[p].choose(RULES, s, p)
        assert a in RULES.legal_actions(s)
        RULES.apply(s, a, log=False)
    assert s.turn == 2


def test_rollout_hooks_for_the_shared_search():
    s = RULES.new_game({"players": 3}, 1)
    rng = RNG(0)
    key = RULES.rollout_key(s)
    a = RULES.rollout_policy(s, RULES.legal_actions(s), rng)
    assert a in RULES.legal_actions(s)
    t = s.clone()
    for _ in range(3):
        RULES.fast_apply(t, RULES.rollout_policy(t, RULES.legal_actions(t), rng))
    assert RULES.rollout_key(t) != key
    assert 0.0 <= RULES.evaluate(s, 0) <= 1.0


def test_search_bot_decides_the_very_last_action_of_a_game():
    from tests.dominant_species.helpers import A, make, push
    s = make(("mammal", "bird"), tiles={(0, 0): "sea", (1, 0): "desert"},
             species={(0, 0): {"mammal": 2}, (1, 0): {"bird": 1}}, hold=False)
    s.last_turn = True
    s.avail = []
    push(s, "domination", A["bird"])
    assert RULES.current_player(s) == s.owner[A["bird"]]
    bot = SearchBot(1, iterations=6, width=3, horizon=10)
    a = bot.choose(RULES, s, s.owner[A["bird"]])
    assert a in RULES.legal_actions(s)
    RULES.apply(s, a)
    # the Reset asks the mammals whether to save their endangered species on the sea: they do
    assert s.frames[-1][0] == "save"
    a = bot.choose(RULES, s, s.owner[A["mammal"]])
    assert a.kind == "tile"
    RULES.apply(s, a)
    assert RULES.result(s) is not None


def _protect_and_save_positions():
    """A Regression protection with one type at risk, and the mammals' save on one tile: both offer a pass."""
    from tests.dominant_species.helpers import box, make, push, set_display, start
    s = make(("mammal", "reptile", "bird"))
    box(s, "regression", "water")
    set_display(s, "reptile", "water")
    start(s, "regression", 6)
    t = make(("mammal", "bird"), tiles={(0, 0): "sea"}, species={(0, 0): {"mammal": 2}})
    push(t, "extinction")
    return [s, t]


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_the_computer_players_always_protect_and_save(level):
    from rules.ai.bots import ISMCTSBot
    from rules.dominant_species.policy import greedy
    for s in _protect_and_save_positions():
        assert s.frames[-1][0] in ("protect", "save") and any(a.kind == "pass" for a in RULES.legal_actions(s))
        seat = RULES.current_player(s)
        for seed in range(3):
            assert make_bot(level, seed).choose(RULES, s, seat).kind != "pass"
            if level == "hard":
                assert greedy(s, RULES.legal_actions(s), RNG(seed)).kind != "pass"
                assert ISMCTSBot(seed, iterations=8).choose(RULES, s, seat).kind != "pass"


def test_the_reserve_of_the_easy_and_normal_players():
    """easy and normal count each cube their gene pool lacks to RESERVE as a VP lost; the yardstick
    (and the search's scout) do not."""
    from rules.dominant_species.evaluate import margin
    from rules.dominant_species.heuristic import RESERVE, RESERVE_WEIGHT
    from tests.dominant_species.helpers import make
    s = make(("mammal", "bird"), gene=RESERVE - 2)
    seat = s.owner[s.animals[0]]
    assert make_bot("normal").value(s, seat) == margin(s, seat) - 2 * RESERVE_WEIGHT
    assert make_bot("easy").value(s, seat) == margin(s, seat) - 2 * RESERVE_WEIGHT
    assert make_bot("heuristic").value(s, seat) == margin(s, seat)
    assert SearchBot(0).scout.reserve == 0
    s.gene[s.animals[0]] = RESERVE + 5
    assert make_bot("normal").value(s, seat) == margin(s, seat)


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_easy_and_normal_players_do_not_die_out_a_two_player_game_reaches_ice_age(level):
    """Seed 17 with two players: two yardstick players (no reserve) lose every species and gene pool by
    turn 8, and uniformly random ones by turn 68 (the old easy); easy and normal reach the Ice Age card."""
    s = RULES.new_game({"players": 2}, 17)
    bots = [make_bot(level, 170 + i) for i in range(2)]
    while RULES.current_player(s) is not None:
        p = RULES.current_player(s)
        RULES.apply(s, bots[p].choose(RULES, s, p), log=False)
    assert s.last_turn and RULES.result(s) is not None
