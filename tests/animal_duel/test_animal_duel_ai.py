"""Animal Duel through the generic bots: legal choices, hidden information respected, sensible play."""
import random

from rules.animal_duel.game import RULES as g
from rules.animal_duel.state import place_action, situ_action

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
    assert make_bot("hard", 1, budgets, safety_net=True).time_limit == budgets["hard"]["time_limit"]
    s = _midgame(3)
    bot.choose(RULES, s, g.current_player(s))
    assert bot.last_iterations == budgets["hard"]["iterations"]


def _simulate(tmp_path, tag, hash_seed):
    import os
    import subprocess
    import sys
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    log = tmp_path / f"{tag}.jsonl"
    env = dict(os.environ, PYTHONHASHSEED=str(hash_seed), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    r = subprocess.run([sys.executable, os.path.join(root, "main.py"), "simulate", "animal_duel", "--seed", "5",
                        "--games", "2", "--seats", "normal,normal", "--log", str(log)],
                       capture_output=True, text=True, env=env, cwd=root, timeout=300)
    assert r.returncode == 0, r.stderr
    return r.stdout.splitlines(), log.read_bytes()


def test_simulate_twice_gives_the_same_games_byte_for_byte(tmp_path):
    """Two runs of ``simulate animal_duel --seed 5`` (AI against AI, iteration budgets), in processes with
    different string hashing: the same games, byte for byte, and the same full logs. Only the summary's
    games_per_second, a measured speed, may differ."""
    import json
    out_a, log_a = _simulate(tmp_path, "a", 1)
    out_b, log_b = _simulate(tmp_path, "b", 2)
    assert len(out_a) == 3 and out_a[:-1] == out_b[:-1]
    assert all(json.loads(x)["actions"] for x in out_a[:-1])
    strip = [{k: v for k, v in json.loads(x[-1]).items() if k != "games_per_second"} for x in (out_a, out_b)]
    assert strip[0] == strip[1]
    assert log_a == log_b and log_a.count(b"\n") == 2


def test_hard_bots_replay_the_same_game_from_the_same_seeds():
    def game():
        s = g.new_game({"starter": 0}, 21)
        bots = [make_bot("hard", 7 + i, {"hard": {"iterations": 60}}) for i in range(2)]
        acts = []
        while (p := g.current_player(s)) is not None:
            a = bots[p].choose(RULES, s, p)
            acts.append(a)
            g.apply(s, a)
        return acts, g.result(s).to_json()
    first, second = game(), game()
    assert first == second and len(first[0]) > 10


def test_the_playout_policy_places_the_best_clash_then_ends_and_never_plays_a_situational():
    from rules.animal_duel.policy import rollout_policy
    from rules.engine.rng import RNG
    # the lion under the pronghorn wins 4; everything else wins less
    s = position([["leon", "tucan", "golpe_mortal", "extincion"], ["orca"]], board={cell(0, 1): ("berrendo", 1)})
    rng = RNG(1)
    for _ in range(20):
        a = rollout_policy(s, g.legal_actions(s), rng)
        assert a == place_action(K("leon"), cell(1, 1)), "4 against 0; the tucan's 3 never beats it"
    g.apply(s, place_action(K("leon"), cell(1, 1)))
    assert {a.kind for a in g.legal_actions(s)} >= {"situ", "end"}
    assert rollout_policy(s, g.legal_actions(s), rng).kind == "end"


def test_the_playout_policy_discards_the_least_useful_card():
    from rules.animal_duel.policy import rollout_policy
    from rules.engine.rng import RNG
    from tests.animal_duel.test_animal_duel_rules import situ
    s = position([["escasez", "leon"], ["aire_fresco", "ataque_furioso", "orca"]])
    situ(s, "escasez")
    assert s.phase == "respond"
    assert rollout_policy(s, g.legal_actions(s), RNG(2)).value == K("aire_fresco")


def test_evaluate_sees_a_knockout_within_reach_and_the_answer_to_a_placement():
    from rules.animal_duel.evaluate import EVAL_WEIGHTS, evaluate, ko_value
    # seat 0 to play with a lion that deals 4 under the pronghorn: at 4 life, seat 1 is as good as lost
    b = {cell(0, 1): ("berrendo", 1)}
    s = position([["leon"], ["orca", "tucan"]], board=b, life=(12, 4))
    assert evaluate(s, 0) == ko_value() and evaluate(s, 1) == 1 - ko_value()
    s = position([["leon"], ["orca", "tucan"]], board=b, life=(12, 5))
    assert 0.5 < evaluate(s, 0) < ko_value()
    # seat 0's best placement (the lion under the pronghorn) leaves the lion's weak bottom side (1) open
    # to seat 1's boar (4): the answer counts against seat 0
    s = position([["leon"], ["jabali"]], board=b)
    w = dict(EVAL_WEIGHTS, exposure=0.0, hand=0.0)
    assert evaluate(s, 0, dict(w, counter=0.0)) > evaluate(s, 0, w) > 0.5


def test_reach_counts_the_situationals_the_player_holds():
    from rules.animal_duel.evaluate import reach
    # the lion under the pronghorn deals 4 (cell 5); Golpe Mortal doubles it, two of them ×4, Ataque
    # Furioso adds 2, Chupavidas heals 1 for the clash won (the swing, not the damage)
    b = {cell(0, 1): ("berrendo", 1)}
    assert reach(position([["leon"], ["orca"]], board=b), 0) == (4.0, 4, K("leon"), cell(1, 1))
    assert reach(position([["leon", "golpe_mortal"], ["orca"]], board=b), 0)[:2] == (8.0, 8)
    assert reach(position([["leon", "golpe_mortal", "golpe_mortal"], ["orca"]], board=b), 0)[:2] == (16.0, 16)
    assert reach(position([["leon", "ataque_furioso"], ["orca"]], board=b), 0)[:2] == (6.0, 6)
    assert reach(position([["leon", "chupavidas"], ["orca"]], board=b), 0)[:2] == (5.0, 4)
    # Engullir: the cell under the pronghorn is taken by a toucan, which the lion may cover
    b2 = {cell(0, 1): ("berrendo", 1), cell(1, 1): ("tucan", 1)}
    assert reach(position([["leon"], ["orca"]], board=b2), 0)[:2] == (1.0, 1)
    assert reach(position([["leon", "engullir"], ["orca"]], board=b2), 0) == (4.0, 4, K("leon"), cell(1, 1))


def test_evaluate_fears_the_knockout_a_held_situational_makes_possible():
    from rules.animal_duel.evaluate import EVAL_WEIGHTS, evaluate, ko_value
    # seat 0 (to play) deals 4 with the lion: not enough at 6 life, but with Golpe Mortal it is
    b = {cell(0, 1): ("berrendo", 1)}
    assert evaluate(position([["leon"], ["orca"]], board=b, life=(12, 6)), 0) < ko_value()
    assert evaluate(position([["leon", "golpe_mortal"], ["orca"]], board=b, life=(12, 6)), 0) == ko_value()


def test_the_hard_search_tree_stays_within_the_turn_it_decides():
    s = position([["leon", "lobo", "tucan"], ["orca", "pulpo", "jabali", "coyote", "gila"]],
                 board={cell(0, 1): ("berrendo", 1)})
    bot = ISMCTSBot(1, iterations=600, time_limit=None)
    bot.choose(RULES, s, 0)
    nodes, deep = [bot.last_root], 0
    while nodes:
        nd = nodes.pop()
        for ch in nd.children.values():
            assert ch.player == 0                   # the opponent's answer is left to the evaluation
            deep += bool(ch.children)
            nodes.append(ch)
    assert deep > 0                                 # (a placement, then the end of the turn, in the tree)


def test_a_permanent_keeps_its_worth_once_played(monkeypatch):
    from rules.animal_duel import evaluate as EV
    from tests.animal_duel.test_animal_duel_rules import situ
    s = position([["leon", "abundancia"], ["orca"]])
    before = EV.hand_value(s, 0)
    assert before > 0
    situ(s, "abundancia")
    assert K("abundancia") in s.situ_p[0] and K("abundancia") not in s.hands[0]
    assert EV.hand_value(s, 0) == before
    monkeypatch.setattr(EV, "PERMANENTS_IN_PLAY", False)
    assert EV.hand_value(s, 0) == 0.0                  # (what made hard keep its Abundancia in hand)


def test_hard_plays_its_abundancia_after_placing():
    from rules.ai import make_bot
    from rules.animal_duel import DESCRIPTOR
    b = {cell(0, 1): ("berrendo", 1)}
    s = position([["leon", "lobo", "abundancia"], ["orca", "pulpo", "jabali", "coyote", "gila"]], board=b)
    g.apply(s, place_action(K("lobo"), cell(3, 3)))
    legal = g.legal_actions(s)
    assert {a.kind for a in legal} == {"situ", "end"}
    for seed in range(3):
        bot = make_bot("hard", seed, {"hard": dict(DESCRIPTOR.ai_budgets["hard"], iterations=3000)})
        assert bot.choose(RULES, s, 0).value == K("abundancia")
        kids = {a.kind: ch.reward / ch.visits for a, ch in bot.last_root.children.items()}
        assert kids["situ"] > kids["end"] + 0.03        # (before: a coin flip, both about 0.45)


def test_the_search_first_tries_the_best_placements_then_the_other_actions():
    from rules.animal_duel.policy import ORDER_FIRST, expansion_order
    from rules.animal_duel.scoring import preview
    b = {cell(0, 1): ("berrendo", 1)}
    s = position([["leon", "tucan", "golpe_mortal", "lobo"], ["orca"]], board=b)
    legal = g.legal_actions(s)
    order = expansion_order(s, legal)
    assert sorted(order, key=repr) == sorted(legal, key=repr)
    assert order[0] == place_action(K("leon"), cell(1, 1))          # 4 against 0: the best clash
    places = [a for a in order if a.kind == "place"]
    swing = [preview(s, *a.value)["damage_to_opponent"] - preview(s, *a.value)["damage_to_self"] for a in places]
    assert swing == sorted(swing, reverse=True)
    assert all(a.kind == "place" for a in order[:ORDER_FIRST])
    assert order[ORDER_FIRST].kind != "place"                       # then Golpe Mortal, before the rest
    # outside a turn's choices the order is the legal one
    s.phase = "respond"
    assert expansion_order(s, legal) is legal


def test_hard_finds_the_knockout_that_takes_a_situational_first(monkeypatch):
    from rules.animal_duel import policy as PO
    # at 7 life seat 1 survives the lion under the pronghorn (4); with Golpe Mortal first it is 8, a K.O.
    b = {cell(0, 1): ("berrendo", 1), cell(3, 3): ("leon", 1)}

    def first_moves(mixmax):
        out = []
        for seed in range(5):
            s = position([["leon", "lobo", "tucan", "golpe_mortal"], ["orca", "pulpo", "jabali", "coyote", "gila"]],
                         board=b, life=(12, 7))
            out.append(ISMCTSBot(seed, iterations=800, time_limit=None, mixmax=mixmax).choose(RULES, s, 0))
        return out

    assert first_moves(0.5) == [situ_action(K("golpe_mortal"))] * 5
    # the plain search (the mean of every placement tried after Golpe Mortal, tried at random) never does
    monkeypatch.setattr(PO, "EXPANSION_ORDER", False)
    assert situ_action(K("golpe_mortal")) not in first_moves(0.0)
