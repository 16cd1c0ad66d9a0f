"""The AI plays through the protocol and reads only its own seat's view."""
import random

import pytest

from rules.depredador.game import RULES as g

from rules.depredador.game import RULES
from rules.ai import ISMCTSBot, RandomBot, make_bot
from rules.depredador.cards import REFUGIO
from rules.engine.core import Action
from rules.engine.protocol import RulesBase


def _midgame(seed=3, n=4, steps=14):
    s = g.new_game({"players": n}, seed)
    rng = random.Random(seed)
    while s.phase != "hunt":
        g.apply(s, rng.choice(g.legal_actions(s)))
    for _ in range(steps):
        g.apply(s, rng.choice(g.legal_actions(s)))
    while g.current_player(s) is None or len(g.legal_actions(s)) < 2 or s.phase != "hunt":
        g.apply(s, rng.choice(g.legal_actions(s)))
    return s


def _swap_hidden(s, seat):
    """A different full state with the same view for ``seat``: two opponents trade unknown cards
    of the same kind of constraint (cards not passed by ``seat``, never Refugios)."""
    t = s.clone()
    others = [p for p in range(s.n) if p != seat]
    a, b = others[0], others[1]
    known = {c for c, src, _ in s.passed if src == seat}
    ca = [c for c in t.hands[a] if c not in known and t.kind[c] != REFUGIO]
    cb = [c for c in t.hands[b] if c not in known and t.kind[c] != REFUGIO]
    assert ca and cb
    x, y = ca[0], cb[-1]
    t.hands[a].remove(x)
    t.hands[b].remove(y)
    t.hands[a] = sorted(t.hands[a] + [y])
    t.hands[b] = sorted(t.hands[b] + [x])
    # the swap must not contradict a public void, or the two states would not share a view
    t.voids = s.voids[:]
    return t


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_decision_ignores_what_the_seat_cannot_see(level):
    s = _midgame()
    seat = g.current_player(s)
    t = _swap_hidden(s, seat)
    assert t.hands != s.hands
    va, vb = g.view(s, seat), g.view(t, seat)
    assert va.hands == vb.hands and va.pass_sel == vb.pass_sel
    bot_a = make_bot(level, 99) if level == "normal" else ISMCTSBot(99, iterations=300, time_limit=None)
    bot_b = make_bot(level, 99) if level == "normal" else ISMCTSBot(99, iterations=300, time_limit=None)
    if level == "normal":
        bot_a.time_limit = bot_b.time_limit = None
    assert bot_a.choose(RULES, s, seat) == bot_b.choose(RULES, t, seat)


def test_bots_only_choose_legal_actions_through_whole_games():
    for seed in range(3):
        s = g.new_game({"players": 3}, seed)
        bots = [RandomBot(seed), make_bot("normal", seed), ISMCTSBot(seed, iterations=40, time_limit=None)]
        while (p := g.current_player(s)) is not None:
            a = bots[p].choose(RULES, s, p)
            assert a in g.legal_actions(s)
            g.apply(s, a)
        assert g.result(s) is not None


def test_same_seed_same_decisions():
    s = _midgame(seed=8)
    seat = g.current_player(s)
    a = ISMCTSBot(5, iterations=200, time_limit=None).choose(RULES, s, seat)
    b = ISMCTSBot(5, iterations=200, time_limit=None).choose(RULES, s, seat)
    assert a == b


def test_hard_plays_the_obvious_winning_card():
    """Second-to-last hunt: seat 3 (biome Sabana) may take a hunt full of Sabana prey with its 8
    or give it away with its 3: taking it is plainly right."""
    from tests.depredador.test_depredador_rules import P, hunting, SAB, DES, JUN, TAI
    s = hunting(hands=[[], [P(SAB, 1), P(TAI, 3)], [P(SAB, 2), P(TAI, 4)], [P(SAB, 8), P(SAB, 3)]],
                trick=[(0, P(SAB, 7)), (1, P(SAB, 1)), (2, P(SAB, 2))],
                player_biome=[DES, JUN, TAI, SAB], centre=[], turn=3)
    s.hands[0] = [P(DES, 1)]
    s.hands[1] = [P(TAI, 3)]
    s.hands[2] = [P(TAI, 4)]
    s.hands[3] = [P(SAB, 8), P(SAB, 3)]
    s.captured = [[P(DES, 5)], [P(JUN, 4)], [P(TAI, 6)], []]
    bot = ISMCTSBot(1, iterations=300, time_limit=None)
    assert bot.choose(RULES, s, 3).value == P(SAB, 8)


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        make_bot("impossible")


def test_a_level_budget_may_set_the_exploration_constant():
    budgets = {"hard": {"iterations": 40, "exploration": 0.25}}
    assert make_bot("hard", 0, budgets).c == 0.25
    assert make_bot("normal", 0, budgets).c == 0.7          # unset: the shared default


def test_a_game_may_narrow_what_the_search_considers():
    """``search_actions``: the tree holds only the actions a game keeps; narrowed to one, no search."""
    class Narrowed(type(RULES)):
        keep = None

        def search_actions(self, state, legal):
            kept = [a for a in legal if a in (self.keep or ())]
            return kept or legal

    game = Narrowed()
    s = _midgame(5)
    seat = game.current_player(s)
    legal = game.legal_actions(s)
    assert len(legal) >= 3
    game.keep = set(legal[:2])
    bot = ISMCTSBot(4, iterations=200, time_limit=None)
    assert bot.choose(game, s, seat) in game.keep
    assert set(bot.last_root.children) <= game.keep and len(bot.last_root.children) == 2
    game.keep = {legal[-1]}
    bot = ISMCTSBot(4, iterations=200, time_limit=None)
    assert bot.choose(game, s, seat) == legal[-1] and bot.last_iterations == 0
    # a game without the hook has None there: the search keeps every legal action, calling nothing
    assert RulesBase.search_actions is None


class _Combo(RulesBase):
    """A one-player toy: take ``safe`` (worth 0.6 at once) or ``combo``, then one of 40 follow-ups of
    which only ``hit`` is worth 1.0 (the others 0.1). The best move is the combo, but the mean of the
    follow-ups tried after it is low for a long time."""
    FOLLOW = [Action("f", i) for i in range(40)]
    HIT = FOLLOW[29]

    class S:
        def __init__(self):
            self.step, self.value = 0, None

        def clone(self):
            c = _Combo.S()
            c.step, c.value = self.step, self.value
            return c

    ordered = False

    def new_game(self, config, seed):
        return self.S()

    def current_player(self, s):
        return None if s.value is not None else 0

    def legal_actions(self, s):
        return [Action("safe"), Action("combo")] if s.step == 0 else list(self.FOLLOW)

    def apply(self, s, a, log=True):
        if a.kind == "safe":
            s.value = 0.6
        elif a.kind == "combo":
            s.step = 1
        else:
            s.value = 1.0 if a == self.HIT else 0.1
        return []

    def view(self, s, p):
        return s.clone()

    def determinize(self, v, p, rng):
        return v.clone()

    def evaluate(self, s, p):
        return s.value if s.value is not None else 0.5

    def result(self, s):
        return None


class _OrderedCombo(_Combo):
    def expansion_order(self, s, actions):
        return sorted(actions, key=lambda a: a != self.HIT)


def test_mixmax_judges_a_move_of_several_actions_by_its_best_follow_up():
    game = _Combo()
    s = game.new_game({}, 0)
    plain = ISMCTSBot(1, iterations=300, time_limit=None)
    assert plain.choose(game, s, 0) == Action("safe")       # the mean of its follow-ups stays low
    mixed = ISMCTSBot(1, iterations=300, time_limit=None, mixmax=0.5)
    assert mixed.choose(game, s, 0) == Action("combo")
    combo = mixed.last_root.children[Action("combo")]
    assert combo.best == pytest.approx(1.0)
    assert make_bot("hard", 0, {"hard": {"iterations": 10, "mixmax": 0.5}}).mix == 0.5
    assert make_bot("hard", 0, {"hard": {"iterations": 10}}).mix == 0.0   # unset: the plain mean


def test_a_game_may_order_the_first_tries_of_its_actions():
    game = _OrderedCombo()
    s = game.new_game({}, 0)
    bot = ISMCTSBot(1, iterations=12, time_limit=None, mixmax=0.5)
    assert bot.choose(game, s, 0) == Action("combo")
    combo = bot.last_root.children[Action("combo")]
    assert list(combo.children)[0] == game.HIT                   # tried first, as the game asked
    # below the root the node widens slowly: the hit is tried again before most others are tried
    assert len(combo.children) < 6 and combo.children[game.HIT].visits > combo.visits / 2
    # without the order the first tries are at random, and 12 iterations do not find the hit
    bot = ISMCTSBot(1, iterations=12, time_limit=None, mixmax=0.5)
    assert bot.choose(_Combo(), s, 0) == Action("safe")
    # a game without an order says so (None in RulesBase): the search has nothing to call
    assert RulesBase.expansion_order is None and RulesBase.search_actions is None
