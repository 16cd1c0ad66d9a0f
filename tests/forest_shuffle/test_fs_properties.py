"""Properties over many seeded random games: what the conformance suite checks, and the card count."""
from __future__ import annotations

import json
import random

import pytest

from rules.engine.core import Action, IllegalAction
from rules.engine.rng import RNG
from rules.forest_shuffle.cards import db
from rules.forest_shuffle.constants import UNKNOWN
from rules.forest_shuffle.game import RULES
from rules.forest_shuffle.query import live_scores, score_breakdown

D = db()
JUNK_VALUES = [True, False, 1.0, 0.5, "1", "", None, [1], [[0, 1]], (True, 0), (0, 1.0), (0,), (0, 1, 2),
               -1, 10_000, 2 ** 70, ((0, 1), 1), {"a": 1}]


def all_cards(s) -> list:
    out = list(s.deck) + list(s.clearing) + list(s.box) + list(s.gone)
    for p in range(s.n):
        out += s.hands[p] + s.cave_open[p] + s.cave_hidden[p] + s.mull[p]
        for t in s.forests[p]:
            out.append(t[0])
            for side in range(4):
                out += list(t[2 + side])
    return out


def check_conservation(s) -> None:
    cards = all_cards(s)
    winter_seen = s.winter
    assert len(cards) + winter_seen == D.n_cards
    assert len(set(cards)) == len(cards)


def check_view(s, p) -> None:
    v = RULES.view(s, p)
    assert v.rng is None and v.is_view and v.seat == p
    assert all(c == UNKNOWN for c in v.deck) and len(v.deck) == len(s.deck)
    for q in range(s.n):
        if q == p:
            assert v.hands[q] == s.hands[q]
            continue
        for c, real in zip(v.hands[q], s.hands[q]):
            assert c == (real if real in s.pub[q] else UNKNOWN)
        assert all(c == UNKNOWN for c in v.cave_hidden[q])
        for t, real in zip(v.forests[q], s.forests[q]):
            assert t[0] == (UNKNOWN if real[1] else real[0])
    d = RULES.determinize(v, p, RNG(len(s.deck) * 7 + p))
    assert not d.is_view and d.rng is not None
    assert RULES.view(d, p) == v
    check_conservation(d)
    assert d.hands[p] == s.hands[p] and d.clearing == s.clearing
    assert live_scores(d) == live_scores(s)        # forests are public; saplings score nothing
    if s.winter == 0:
        assert D.is_winter[d.deck[d.winter_at]]
        assert sum(1 for c in d.deck[:d.winter_at] if D.is_winter[c]) == 2
    assert sum(1 for c in d.deck if D.is_winter[c]) == 3 - s.winter
    # the AI can play on from a determinized state
    legal = RULES.legal_actions(d)
    if legal:
        RULES.fast_apply(d, legal[0])


def check_junk(s) -> None:
    """Junk values at this decision are refused and leave every field equal, the RNG included."""
    before = s.snapshot()
    kinds = ["draw", "take", "tree", "sapling", "dweller", "slot", "pay", "yes", "no", "free", "cave", "stop",
             "keep", "mulligan", "nonsense"]
    legal = RULES.legal_actions(s)
    for kind in kinds:
        for value in JUNK_VALUES:
            a = Action(kind, value)
            if any(x.kind == kind and type(x.value) is type(value) and x.value == value for x in legal):
                continue
            with pytest.raises(IllegalAction):
                RULES.apply(s, a)
            assert s.snapshot() == before, (kind, value)
    # right kind, value of a wrong type or out of range
    for x in legal:
        if type(x.value) is int:
            for bad in (x.value + 0.0, bool(x.value & 1), str(x.value), D.n_cards + 5, -2):
                with pytest.raises(IllegalAction):
                    RULES.apply(s, Action(x.kind, bad))
        elif type(x.value) is tuple:
            for bad in (list(x.value), tuple(float(v) for v in x.value), x.value + (0,), (x.value,)):
                with pytest.raises(IllegalAction):
                    RULES.apply(s, Action(x.kind, bad))
    assert s.snapshot() == before
    with pytest.raises(IllegalAction):
        RULES.apply(s, "draw")          # not an Action at all
    assert s.snapshot() == before


def play_random(n, seed, checks=True):
    rng = random.Random(seed)
    s = RULES.new_game({"players": n}, seed)
    log = []
    step = 0
    while RULES.current_player(s) is not None:
        legal = RULES.legal_actions(s)
        assert legal, "a decision without a legal action"
        assert len(set(legal)) == len(legal)
        if checks and step % 23 == 0:
            check_junk(s)
            check_view(s, step % n)
            check_conservation(s)
        if checks and step % 41 == 0:
            for a in legal[:12]:
                probe = s.clone()
                RULES.apply(probe, a)
                check_conservation(probe)
        a = legal[rng.randrange(len(legal))]
        assert Action.from_json(json.loads(json.dumps(a.to_json()))) == a
        events = RULES.apply(s, a)
        json.dumps([e.to_json() for e in events])
        log.append(a)
        step += 1
        assert step < 3000
    return s, log


@pytest.mark.parametrize("n, seed", [(n, seed) for n in (2, 3, 4, 5) for seed in range(4)])
def test_random_games_keep_every_rule(n, seed):
    s, log = play_random(n, 1000 * n + seed)
    assert s.over and s.winter == 3
    r = RULES.result(s)
    assert r.scores == live_scores(s)
    for p in range(n):
        assert r.scores[p] == sum(e["points"] for e in score_breakdown(s, p))
        assert r.breakdown[p] == score_breakdown(s, p)
    best = max(r.scores)
    assert r.winners == [p for p in range(n) if r.scores[p] == best]
    json.dumps(r.to_json())
    check_conservation(s)
    # same seed + same actions = same game (a replay of the log)
    t = RULES.new_game({"players": n}, 1000 * n + seed)
    for a in log:
        RULES.apply(t, a)
    assert t == s
    # fast_apply gives the same game as apply
    u = RULES.new_game({"players": n}, 1000 * n + seed)
    for a in log:
        RULES.fast_apply(u, a)
    assert u.snapshot() == s.snapshot()


def test_many_quick_games_finish_and_conserve_cards():
    for seed in range(60):
        n = 2 + seed % 4
        s, _log = play_random(n, seed, checks=False)
        check_conservation(s)
        assert RULES.result(s) is not None


def test_apply_refuses_views_and_finished_games():
    s = RULES.new_game({"players": 2}, 3)
    v = RULES.view(s, 0)
    with pytest.raises(IllegalAction):
        RULES.apply(v, RULES.legal_actions(v)[0])
    s, _ = play_random(2, 5, checks=False)
    before = s.snapshot()
    with pytest.raises(IllegalAction) as e:
        RULES.apply(s, Action("draw"))
    assert e.value.rule == "game_over" and s.snapshot() == before


def test_same_seed_same_setup_and_events_hide_draws():
    a = RULES.new_game({"players": 3}, 42)
    b = RULES.new_game({"players": 3}, 42)
    assert a == b
    assert RULES.new_game({"players": 3}, 43) != a
    for e in RULES.start_events(a):
        if e.kind == "deal" and "cards" in e.data:
            assert e.visible_to == frozenset((e.player,))
    while RULES.current_player(a) is not None and a.turn_no < 3:
        act = next((x for x in RULES.legal_actions(a) if x.kind == "draw"), RULES.legal_actions(a)[0])
        for e in RULES.apply(a, act):
            if e.kind == "draw":
                assert ("card" in e.data) == (e.visible_to == frozenset((e.player,)))
