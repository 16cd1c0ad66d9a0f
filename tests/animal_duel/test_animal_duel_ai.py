"""Animal Duel through the generic bots: legal choices, hidden information respected, sensible play."""
import random

from rules.animal_duel.game import RULES as g
from rules.animal_duel.state import place_action

from rules.animal_duel.game import RULES
from rules.ai import ISMCTSBot, RandomBot, make_bot
from tests.animal_duel.test_animal_duel_rules import K, cell, position


def _midgame(seed, steps=12):
    s = g.new_game({"starter": 0}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.current_player(s) is None:
            break
        g.apply(s, rng.choice(g.legal_actions(s)))
    while g.current_player(s) is not None and (s.phase != "turn" or len(g.legal_actions(s)) < 2):
        g.apply(s, rng.choice(g.legal_actions(s)))
    return s


def test_bots_play_whole_games_legally():
    for seed in range(2):
        for cfg in ({}, {"variant_team": True, "variant_habitat": True}):
            s = g.new_game(cfg, seed)
            bots = [RandomBot(seed), ISMCTSBot(seed, iterations=30, time_limit=None)] * 2
            while (p := g.current_player(s)) is not None:
                a = bots[p].choose(RULES, s, p)
                assert a in g.legal_actions(s)
                g.apply(s, a)
            assert g.result(s) is not None


def test_decision_ignores_what_the_seat_cannot_see():
    s = _midgame(5)
    seat = g.current_player(s)
    assert seat is not None
    t = s.clone()
    opp = 1 - seat
    # swap an opponent's hidden card with a deck card: same view, different truth
    i = next(i for i, c in enumerate(t.hands[opp]) if c not in t.known[seat % 2])
    t.hands[opp][i], t.pile[0] = t.pile[0], t.hands[opp][i]
    assert t.hands != s.hands
    va, vb = g.view(s, seat), g.view(t, seat)
    assert va.hands == vb.hands and va.pile == vb.pile
    a = ISMCTSBot(9, iterations=200, time_limit=None).choose(RULES, s, seat)
    b = ISMCTSBot(9, iterations=200, time_limit=None).choose(RULES, t, seat)
    assert a == b


def test_same_seed_same_decision():
    s = _midgame(8)
    seat = g.current_player(s)
    assert ISMCTSBot(3, iterations=150, time_limit=None).choose(RULES, s, seat) == \
        ISMCTSBot(3, iterations=150, time_limit=None).choose(RULES, s, seat)


def test_hard_takes_the_knockout():
    # the opponent is at 3 life; the lion placed below the pronghorn deals 4 and ends the match
    b = {cell(0, 1): ("berrendo", 1), cell(3, 3): ("leon", 1)}
    s = position([["leon", "lobo", "tucan"], ["orca", "pulpo", "jabali", "coyote", "gila"]], board=b, life=(3, 3))
    bot = ISMCTSBot(1, iterations=400, time_limit=None)
    a = bot.choose(RULES, s, 0)
    assert a == place_action(K("leon"), cell(1, 1))


def test_evaluate_is_in_0_1_and_prefers_more_life():
    s = position([["leon"], ["orca"]], life=(10, 4))
    assert 0.5 < g.evaluate(s, 0) <= 1.0 and 0.0 <= g.evaluate(s, 1) < 0.5
    s.phase, s.winner = "over", 0
    assert g.evaluate(s, 0) == 1.0 and g.evaluate(s, 1) == 0.0


def test_make_bot_levels_choose_legal_actions():
    s = _midgame(2)
    seat = g.current_player(s)
    for level in ("easy", "normal"):
        assert make_bot(level, 1).choose(RULES, s, seat) in g.legal_actions(s)


def test_hard_uses_the_games_search_budget():
    from rules.animal_duel import DESCRIPTOR
    from rules.depredador import DESCRIPTOR as DEP
    budgets = DESCRIPTOR.ai_budgets
    bot = make_bot("hard", 1, budgets)
    assert (bot.iterations, bot.time_limit) == (budgets["hard"]["iterations"], None)
    assert make_bot("hard", 1, DEP.ai_budgets).iterations == DEP.ai_budgets["hard"]["iterations"] != \
        bot.iterations, "each game keeps its own budget"
    assert make_bot("hard", 1).iterations == 1200, "the default budget without a game's"
    assert make_bot("hard", 1, budgets, safety_net=True).time_limit == 0.9
    s = _midgame(3)
    bot.choose(RULES, s, g.current_player(s))
    assert bot.last_iterations == budgets["hard"]["iterations"]
