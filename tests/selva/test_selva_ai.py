"""Selva through the generic bots: hidden information respected, whole matches, sensible play."""
import random

from rules.selva import board as B, evaluate as EV, moves as M, queries as Q, scoring as SC  # noqa: F401
from rules.selva import setup as SU, state as S, view as V  # noqa: F401

from rules.selva.game import RULES
from rules.ai import ISMCTSBot, RandomBot, make_bot
from rules.engine.rng import RNG


def _midgame(seed, steps=150):
    """A random position a few turns in, with the seat to act in its Preparación."""
    s = SU.new_game({"starter": 0}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        M.apply(s, rng.choice(M.legal_actions(s)))
        if M.current_player(s) is None:
            break
    while M.current_player(s) is not None and (s.phase != S.PH_MAIN or len(M.legal_actions(s)) < 3
                                                or not s.hand[1 - s.turn]):
        M.apply(s, rng.choice(M.legal_actions(s)))
    return s


def test_decision_ignores_what_the_seat_cannot_see():
    s = _midgame(4)
    seat = M.current_player(s)
    assert seat is not None
    o = 1 - seat
    t = s.clone()
    t.card = s.card[:]
    # exchange an opponent's hand card with a different card of its Bosque: same view, other truth
    h = t.hand[o][0]
    b = next(u for u in t.bosque[o] if t.card[u] != t.card[h])
    t.card[h], t.card[b] = t.card[b], t.card[h]
    assert t.card != s.card
    va, vb = V.view(s, seat), V.view(t, seat)
    assert va.card == vb.card and va.hand == vb.hand and va.bosque == vb.bosque
    a = ISMCTSBot(9, iterations=120, time_limit=None).choose(RULES, s, seat)
    b_ = ISMCTSBot(9, iterations=120, time_limit=None).choose(RULES, t, seat)
    assert a == b_


def test_same_seed_same_decision():
    s = _midgame(8)
    seat = M.current_player(s)
    assert ISMCTSBot(3, iterations=100, time_limit=None).choose(RULES, s, seat) == \
        ISMCTSBot(3, iterations=100, time_limit=None).choose(RULES, s, seat)


def test_determinize_respects_the_view():
    s = _midgame(12)
    seat = M.current_player(s)
    v = V.view(s, seat)
    d = V.determinize(v, seat, RNG(5))
    for z in S.ZONES:
        assert getattr(d, z) == getattr(v, z) or z == "bosque"
    for u, c in enumerate(v.card):
        if c != S.UNKNOWN:
            assert d.card[u] == c
    assert d.rng is not None and not d.is_view
    assert M.legal_actions(d) == M.legal_actions(v)


def test_bots_play_whole_matches_legally():
    for seed, levels in ((1, ("easy", "normal")), (2, ("normal", "hard"))):
        s = SU.new_game({}, seed)
        bots = [ISMCTSBot(seed + i, iterations=25, time_limit=None) if lv != "easy" else RandomBot(seed)
                for i, lv in enumerate(levels)]
        while (p := M.current_player(s)) is not None:
            a = bots[p].choose(RULES, s, p)
            assert a in M.legal_actions(s)
            M.apply(s, a)
        assert SC.result(s) is not None


def test_search_beats_random_in_most_matches():
    wins = 0
    n = 6
    for k in range(n):
        s = SU.new_game({"starter": (k // 2) % 2}, 700 + k)
        hs = k % 2
        bots = [None, None]
        # (playouts run through the other side's answer, so a search needs more than a handful of
        # iterations to be sure of anything: 30 wins 1 of these 6, 60 wins 5, normal has 250)
        bots[hs] = ISMCTSBot(k, iterations=100, time_limit=None)
        bots[1 - hs] = RandomBot(k)
        while (p := M.current_player(s)) is not None:
            M.apply(s, bots[p].choose(RULES, s, p))
        wins += s.winner == hs
    assert wins >= 4          # 5 or 6 of 6 over several seed sets; 4 leaves room for luck


def test_make_bot_levels_use_the_game_budgets():
    from rules.selva import DESCRIPTOR
    budgets = DESCRIPTOR.ai_budgets
    assert make_bot("hard", 0, budgets).iterations == budgets["hard"]["iterations"]
    assert make_bot("normal", 0, budgets).iterations == budgets["normal"]["iterations"]
    assert make_bot("hard", 0, budgets).time_limit is None, "no wall clock outside the app"
    assert make_bot("hard", 0, budgets, safety_net=True).time_limit == budgets["hard"]["time_limit"]
    # hard explores less than the shared default (the values are match chances: small differences)
    assert DESCRIPTOR.make_bot("hard", 0).c == budgets["hard"]["exploration"] < make_bot("normal", 0, budgets).c
    assert 0.0 <= EV.evaluate(_midgame(3), 0) <= 1.0


def test_evaluate_prefers_more_life_and_more_wins():
    s = _midgame(6)
    base = EV.evaluate(s, 0)
    t = s.clone()
    t.life = [s.life[0], s.life[1] - 5]
    assert EV.evaluate(t, 0) > base
    t.wins = [1, 0]
    assert EV.evaluate(t, 0) > EV.evaluate(s, 0)
    assert abs(EV.evaluate(s, 0) + EV.evaluate(s, 1) - 1.0) < 1e-9


REPLAY = r"""
import json, sys
sys.path.insert(0, {root!r})
from rules.registry import descriptor
budgets = descriptor("selva").ai_budgets       # a tiny budget: the test is about reproducibility
budgets["normal"] = {{"iterations": 8}}
budgets["hard"] = {{"iterations": 14}}
import main
cfg = {{"players": 2, "seats": ["normal", "hard"], "names": ["A", "B"], "decks": ["cielos", "sigilo_veneno"]}}
session, _ = main.play_ai_game("selva", cfg, {seed}, ["normal", "hard"], {seed})
print(json.dumps([a.to_json() for a in session.actions]))
print(json.dumps(session.result().to_json(), sort_keys=True))
"""


def test_ai_matches_are_reproducible_across_processes():
    """The same seed gives byte-identical AI matches in two processes (different string hashing)."""
    import os
    import subprocess
    import sys
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    outs = []
    for hashseed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hashseed)
        r = subprocess.run([sys.executable, "-c", REPLAY.format(root=root, seed=21)], capture_output=True,
                           env=env, timeout=600)
        assert r.returncode == 0, r.stderr.decode()[-2000:]
        outs.append(r.stdout)
    assert outs[0] == outs[1]
    assert len(outs[0].splitlines()[0]) > 1000            # a whole match was played


def test_between_games_the_search_keeps_its_deck():
    """The search cannot see what a swap is worth: it keeps the deck and the Alfa it came with."""
    from rules.selva import board
    s = SU.new_game({"starter": 0, "decks": ["cielos", "guardianes"]}, 8)
    while s.phase != S.PH_MAIN:
        M.apply(s, M.legal_actions(s)[0])
    board.lose_life(s, 0, 100, None)
    assert s.phase == S.PH_SWAP and s.actor == 0
    assert any(a.kind == S.SWAP for a in M.legal_actions(s)) and any(a.kind == S.ALFA for a in M.legal_actions(s))
    assert EV.changes(s, 0) == 0
    t = s.clone()
    M.apply(t, next(a for a in M.legal_actions(t) if a.kind == S.SWAP))
    assert EV.changes(t, 0) == 1 and EV.evaluate(t, 0) < EV.evaluate(s, 0)
    bot = make_bot("normal", 5, {"normal": {"iterations": 200}})
    assert bot.choose(RULES, s, 0).kind == S.READY


def _combat_positions(phase, n, need=2):
    """Positions of seeded random matches in ``phase`` before anything is declared (or blocked) there,
    with at least ``need`` different animals that could be."""
    out = []
    for seed in range(400):
        s = SU.new_game({"starter": seed % 2}, 1000 + seed)
        rng = random.Random(seed)
        while M.current_player(s) is not None and len(out) < n:
            legal = M.legal_actions(s)
            if s.phase == phase and not (s.attackers if phase == S.PH_DECLARE else s.blocks):
                kind = S.DECLARE if phase == S.PH_DECLARE else S.BLOCK
                if len({a.value[0] for a in legal if a.kind == kind}) >= need:
                    out.append(s.clone())
                    break
            # random play that attacks often, so that combats come up
            attack = [a for a in legal if a.kind == S.ATTACK]
            M.apply(s, attack[0] if attack and rng.random() < 0.7 else rng.choice(legal))
        if len(out) >= n:
            break
    assert len(out) == n
    return out


def _outcomes(s, actions_of, kind, done_kinds):
    """Every set of declarations (or blocks) a player can end the step with, exploring ``actions_of``."""
    found = set()
    stack = [s]
    seen = 0
    while stack:
        t = stack.pop()
        seen += 1
        assert seen < 20000
        for a in actions_of(t):
            if a.kind == S.DONE:
                found.add(frozenset(t.attackers) if kind == S.DECLARE else frozenset(t.blocks.items()))
            elif a.kind in done_kinds:
                u = t.clone()
                M.apply(u, a)
                stack.append(u)
    return found


def test_search_leaves_take_backs_and_orderings_aside():
    for s in _combat_positions(S.PH_DECLARE, 3):
        legal = M.legal_actions(s)
        units = sorted({a.value[0] for a in legal if a.kind == S.DECLARE})
        t = s.clone()
        M.apply(t, next(a for a in legal if a.kind == S.DECLARE and a.value[0] == units[-1]))
        full = M.legal_actions(t)
        narrow = EV.search_actions(t, full)
        assert any(a.kind == S.UNDECLARE for a in full)          # a player may take it back...
        assert not any(a.kind == S.UNDECLARE for a in narrow)    # ...the search does not
        assert S.DONE_ACTION in narrow and set(narrow) <= set(full)
        assert all(a.value[0] > units[-1] for a in narrow if a.kind == S.DECLARE)
        assert RULES.search_actions(t, full) == narrow
    for s in _combat_positions(S.PH_BLOCK, 3):
        legal = M.legal_actions(s)
        t = s.clone()
        last = max(a.value[1] for a in legal if a.kind == S.BLOCK)
        M.apply(t, next(a for a in legal if a.kind == S.BLOCK and a.value[1] == last))
        full = M.legal_actions(t)
        narrow = EV.search_actions(t, full)
        assert any(a.kind == S.UNBLOCK for a in full) and not any(a.kind == S.UNBLOCK for a in narrow)
        assert not any(a.kind == S.BLOCK for a in narrow)        # nothing after the last attacker
        assert narrow == [S.DONE_ACTION]


def test_every_attack_and_every_block_stays_within_reach_of_the_search():
    """The narrowed actions reach exactly the sets of attackers (and of blocks) the full ones do."""
    for phase, kind in ((S.PH_DECLARE, S.DECLARE), (S.PH_BLOCK, S.BLOCK)):
        for s in _combat_positions(phase, 4):
            full = _outcomes(s, lambda t: [a for a in M.legal_actions(t) if a.kind not in M.TAKE_BACKS],
                             kind, (kind,))
            narrow = _outcomes(s, lambda t: EV.search_actions(t, M.legal_actions(t)), kind, (kind,))
            assert narrow == full and len(full) >= 3


def test_the_search_tree_holds_no_take_backs():
    s = _combat_positions(S.PH_DECLARE, 1, need=3)[0]
    seat = M.current_player(s)
    bot = ISMCTSBot(2, iterations=400, time_limit=None)
    bot.choose(RULES, s, seat)
    stack = [bot.last_root]
    kinds = set()
    while stack:
        nd = stack.pop()
        for a, ch in nd.children.items():
            kinds.add(a.kind)
            stack.append(ch)
    assert S.DECLARE in kinds and S.DONE in kinds
    assert not kinds & {S.UNDECLARE, S.UNBLOCK}


def test_the_search_recognises_a_shipped_deck_by_the_cards_it_has_seen():
    """Private decklists: the opponent's unseen cards are drawn from the shipped decks weighed by the
    cards of it seen so far, not from the mix of every deck (a player knows the decks of the game)."""
    from collections import Counter
    from rules.selva.cards import load_pool
    from rules.selva.decks import prebuilt
    decks = prebuilt(load_pool())
    names = [d.id for d in decks]
    checked = 0
    for k, deck in enumerate(names):
        s = SU.new_game({"starter": 0, "decks": [names[(k + 1) % len(names)], deck]}, 30 + k)
        rng = random.Random(k)
        while M.current_player(s) is not None and sum(V._public_counts(s, 1).values()) < 8:
            M.apply(s, rng.choice(M.legal_actions(s)))
        if M.current_player(s) is None:
            continue
        v = V.view(s, 0)
        post = V._posterior(v, V._public_counts(v, 1))
        assert max(range(len(names)), key=lambda i: post.belief[i]) == k and post.belief[k] > 0.9
        own = {s.pool.index[cid] for cid, _ in decks[k].bosque}
        rate = {}
        for infer in (False, True):
            inside = total = 0
            for i in range(60):
                d = V.determinize(v, 0, RNG(i), infer=infer)
                for u in s.hand[1]:
                    total += 1
                    inside += d.card[u] in own
            rate[infer] = inside / total
        assert rate[True] > 0.9 and rate[True] > rate[False] + 0.2, rate
        checked += 1
    assert checked >= 3
    # nothing seen yet: the deck-blind prior
    s = SU.new_game({"starter": 0}, 5)
    v = V.view(s, 0)
    a = V.determinize(v, 0, RNG(3))
    b = V.determinize(v, 0, RNG(3), infer=False)
    assert [a.card[u] for u in s.hand[1]] == [b.card[u] for u in s.hand[1]]
    assert Counter(V._public_counts(v, 1)) == Counter()


def _opening(seed=3):
    s = SU.new_game({"starter": 0}, seed)
    while s.phase != S.PH_MULLIGAN:
        M.apply(s, M.legal_actions(s)[0])
    return s


def _hand_of(s, seat, kinds):
    """Give ``seat``'s hand the cards ``kinds`` ("hierba", "presa", "cheap", "big", "fuerza")."""
    tb = s.tb
    pick = {
        "hierba": next(c for c in range(len(tb.type)) if tb.plain[c] and tb.resource[c] == "hierba"),
        "presa": next(c for c in range(len(tb.type)) if tb.plain[c] and tb.resource[c] == "presa"),
        "cheap": next(c for c in range(len(tb.type)) if tb.type[c] == "animal" and sum(tb.cost[c]) == 2),
        "big": next(c for c in range(len(tb.type)) if tb.type[c] == "animal" and sum(tb.cost[c]) >= 5
                    and tb.cost[c][1] >= 3),
        "fuerza": next(c for c in range(len(tb.type)) if tb.type[c] == "fuerza"),
    }
    s.card = s.card[:]
    hand = s.hand[seat]
    assert len(hand) >= len(kinds)
    s.hand[seat] = hand[:len(kinds)]
    for u, k in zip(s.hand[seat], kinds):
        s.card[u] = pick[k]
    return s


def test_the_search_follows_opening_rules_for_the_hand():
    s = _opening()
    seat = s.actor
    keep = ["hierba", "presa", "hierba", "cheap", "big", "fuerza", "big"]
    flood = ["hierba", "presa", "hierba", "presa", "hierba", "presa", "cheap"]
    dry = ["cheap", "big", "big", "fuerza", "cheap", "big", "fuerza"]
    slow = ["hierba", "presa", "hierba", "big", "big", "fuerza", "big"]       # no animal to start with
    assert EV.keep_hand(_hand_of(s.clone(), seat, keep), seat)
    for bad in (flood, dry, slow):
        assert not EV.keep_hand(_hand_of(s.clone(), seat, bad), seat)
    t = _hand_of(s.clone(), seat, slow)
    t.mulligans = t.mulligans[:]
    t.mulligans[seat] = 1                           # after the free mulligan, a slow hand is kept
    assert EV.keep_hand(t, seat)
    t = _hand_of(s.clone(), seat, dry[:6])          # six cards: always kept
    assert EV.keep_hand(t, seat)
    # the bot takes the rule's answer without searching
    bad = _hand_of(s.clone(), seat, dry)
    bot = ISMCTSBot(1, iterations=500, time_limit=None)
    assert bot.choose(RULES, bad, seat) == S.MULLIGAN_ACTION and bot.last_iterations == 0
    good = _hand_of(s.clone(), seat, keep)
    assert bot.choose(RULES, good, seat) == S.KEEP_ACTION and bot.last_iterations == 0


def test_the_initial_resource_is_the_kind_the_hand_needs():
    s = _opening()
    seat = s.actor
    t = _hand_of(s.clone(), seat, ["hierba", "hierba", "big", "big", "cheap"])
    assert EV.initial_kind(t, seat, ["hierba", "presa"]) == "presa"
    t = _hand_of(s.clone(), seat, ["presa", "presa", "presa", "cheap"])   # presa enough in the hand
    assert EV.initial_kind(t, seat, ["hierba", "presa"]) == "hierba"
    assert EV.initial_kind(t, seat, ["presa"]) == "presa"


def test_a_discard_follows_the_hand_rule():
    """At the hand limit the turn is over: the search cannot judge which card to keep, the rule does."""
    s = _opening()
    seat = s.actor
    t = _hand_of(s.clone(), seat, ["hierba", "presa", "cheap", "big", "cheap"])
    t.phase, t.actor = S.PH_DISCARD, seat
    short = [a for a in M.legal_actions(t) if a.kind == S.DISCARD]
    assert len(short) == 5
    # few resources: the resources are kept, an animal goes
    (only,) = EV.search_actions(t, short)
    assert t.tb.type[t.card[only.value]] == "animal"
    worth = {u: EV.discard_worth(t, seat, u) for u in t.hand[seat]}
    assert worth[only.value] == min(worth.values())
    # plenty of resources in play: a resource goes
    t.resources = [list(r) for r in t.resources]
    t.resources[seat] = list(t.bosque[seat][:6])
    (only,) = EV.search_actions(t, short)
    assert t.tb.type[t.card[only.value]] == "recurso"


def test_playouts_run_through_the_other_sides_answer(monkeypatch):
    """A playout ends after the turn that follows the one it starts in (or when the game ends)."""
    from rules.ai.bots import _rollout
    ends = []
    for seed in range(6):
        s = _midgame(40 + seed, steps=100)
        t0, g0, mover = s.turn_no, s.game_no, s.turn
        end = _rollout(RULES, s.clone(), RNG(seed))
        if end.game_no == g0 and end.phase not in (S.PH_SWAP, S.PH_OVER):
            assert end.turn_no == t0 + 2 and end.turn == mover     # the same side's turn again
            ends.append(seed)
        else:
            assert end.turn_no <= t0 + 1 or end.game_no != g0
    assert len(ends) >= 3
    monkeypatch.setattr(EV, "ROLLOUT_TURNS", 1)
    s = _midgame(40, steps=100)
    end = _rollout(RULES, s.clone(), RNG(0))
    assert end.turn_no == s.turn_no + 1 or end.phase in (S.PH_SWAP, S.PH_OVER)
