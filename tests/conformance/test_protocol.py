"""Every registered game against the protocol (rules/engine/protocol.py), whatever the game.

Random playouts finish; every legal action applies; a refused action — junk values of every kind at
every phase included — leaves the whole state equal (every field, the RNG included); actions survive a
JSON round trip; a view hides what it must (a state rebuilt from the view gives the same view); the same
seed and actions give the same game; a save replays to the same state. A new game gets all of this by
being registered.
"""
from __future__ import annotations

import json
import random

import pytest

from rules.engine.core import Action, IllegalAction
from rules.engine.rng import RNG
from rules.engine.session import Session
from rules.registry import DESCRIPTORS
from tests.conformance.snapshot import diff, snapshot

MAX_STEPS = 20_000
GAMES = [d.id for d in DESCRIPTORS]
BY_ID = {d.id: d for d in DESCRIPTORS}


def counts(d) -> list[int]:
    allowed = d.allowed_players()
    return sorted({allowed[0], d.default_players, allowed[-1]})


def config(d, n: int) -> dict:
    return {"players": n, "seats": ["easy"] * n, "names": [f"P{i}" for i in range(n)]}


def playout(d, n: int, seed: int, sample_every: int = 1):
    """A random game; returns (final state, actions, sampled (state, legal) pairs, steps)."""
    rules = d.rules
    s = rules.new_game(config(d, n), seed)
    rng = random.Random(seed)
    actions, samples, kinds_seen = [], [], set()
    steps = 0
    while rules.current_player(s) is not None:
        assert steps < MAX_STEPS, f"{d.id}: no end after {MAX_STEPS} actions"
        legal = rules.legal_actions(s)
        assert legal, f"{d.id}: a player must decide but has no legal action"
        sig = tuple(sorted({a.kind for a in legal}))
        if sig not in kinds_seen or steps % sample_every == 0:
            kinds_seen.add(sig)
            samples.append((s.clone(), legal))
        a = legal[rng.randrange(len(legal))]
        rules.apply(s, a)
        actions.append(a)
        steps += 1
    return s, actions, samples, steps


@pytest.fixture(scope="module", params=GAMES)
def game(request):
    """One game's descriptor with a few played games (shared by the tests of this module)."""
    d = BY_ID[request.param]
    plays = {}
    for n in counts(d):
        for seed in (1, 2):
            plays[(n, seed)] = playout(d, n, seed, sample_every=25)
    return d, plays


def test_random_playouts_finish_with_a_result(game):
    d, plays = game
    for (n, seed), (s, actions, _, steps) in plays.items():
        res = d.rules.result(s)
        assert res is not None, (d.id, n, seed)
        assert len(res.scores) in (n, len(res.places)) and all(1 <= p <= n for p in res.places)
        assert 1 in res.places
        json.dumps(res.to_json())


def test_every_legal_action_applies(game):
    d, plays = game
    rules = d.rules
    for (n, seed), (_, _, samples, _) in plays.items():
        for st, legal in samples[:40]:
            for a in legal[:60]:
                probe = st.clone()
                rules.apply(probe, a)          # raises if a legal action is refused
                probe = st.clone()
                rules.fast_apply(probe, a)


def junk_values(legal: list[Action]) -> list[Action]:
    kinds = sorted({a.kind for a in legal}) + ["no_such_action"]
    values = [True, False, 1.0, 0.5, -1, 10 ** 9, "x", "", None, [1], [], (True,), (1.0, 2), ((1,), [2]),
              {"a": 1}, (None, None, None, None)]
    for a in legal[:6]:
        if isinstance(a.value, tuple):
            values.append(tuple(True if isinstance(x, int) else x for x in a.value))
            values.append(tuple(float(x) if isinstance(x, int) else x for x in a.value))
            values.append(a.value + (0,))
            values.append(a.value[:-1])
        elif isinstance(a.value, int):
            values.append(float(a.value))
            values.append(str(a.value))
            values.append(bool(a.value))
    out = []
    legal_set = set((x.kind, repr(x.value)) for x in legal)
    for k in kinds:
        for v in values:
            act = Action(k, v)
            if (k, repr(v)) not in legal_set:
                out.append(act)
    return out


def test_refused_actions_leave_the_whole_state_equal(game):
    """Junk values (bools, floats, strings, None, nested lists, out-of-range ints) and actions of the
    wrong phase, at every phase seen: IllegalAction, and not one field changed."""
    d, plays = game
    rules = d.rules
    for (n, seed), (_, _, samples, _) in plays.items():
        for st, legal in samples[:16]:
            before = snapshot(st)
            for a in junk_values(legal):
                probe = st.clone()
                try:
                    rules.apply(probe, a)
                except IllegalAction:
                    after = snapshot(probe)
                    assert after == before, f"{d.id}: refused {a!r} changed {diff(before, after)}"
                    continue
                except Exception as exc:     # noqa: BLE001 - anything else is a defect
                    pytest.fail(f"{d.id}: {a!r} raised {exc.__class__.__name__}: {exc} instead of IllegalAction")
                pytest.fail(f"{d.id}: {a!r} was accepted but is not a legal action")
            assert snapshot(st) == before


def test_actions_survive_a_json_round_trip(game):
    d, plays = game
    for (_, actions, _, _) in plays.values():
        for a in actions:
            back = Action.from_json(json.loads(json.dumps(a.to_json())))
            assert back == a and repr(back.value) == repr(a.value), (d.id, a)


def test_a_view_hides_what_it_must(game):
    """A state rebuilt from a seat's view (hidden cards dealt anew) shows that seat the same view."""
    d, plays = game
    rules = d.rules
    rng = RNG(5)
    for (n, seed), (_, _, samples, _) in plays.items():
        for st, _ in samples[:12]:
            for p in range(n):
                v = rules.view(st, p)
                again = rules.view(rules.determinize(v, p, rng), p)
                a, b = snapshot(v), snapshot(again)
                assert a == b, f"{d.id}: seat {p} sees a difference: {diff(a, b, 'view')}"


def test_a_view_has_no_rng():
    """What a seat sees cannot predict the deck: the view carries no random generator state."""
    for d in DESCRIPTORS:
        rules = d.rules
        s = rules.new_game(config(d, d.default_players), 3)
        v = rules.view(s, 0)
        assert getattr(v, "rng", None) is None, d.id


def test_same_seed_and_actions_give_the_same_game(game):
    d, plays = game
    rules = d.rules
    for (n, seed), (final, actions, _, _) in plays.items():
        s = rules.new_game(config(d, n), seed)
        events = []
        for a in actions:
            events += [e.to_json() for e in rules.apply(s, a)]
        assert snapshot(s) == snapshot(final), d.id
        s2 = rules.new_game(config(d, n), seed)
        events2 = []
        for a in actions:
            events2 += [e.to_json() for e in rules.apply(s2, a)]
        assert json.dumps(events, sort_keys=True) == json.dumps(events2, sort_keys=True)


def test_a_save_replays_to_the_same_state(game):
    d, plays = game
    (n, seed), (final, actions, _, _) = next(iter(plays.items()))
    cut = actions[: len(actions) // 2]
    s = Session(d.id, config(d, n), seed, cut)
    data = json.loads(json.dumps(s.to_save()))
    back = Session.from_save(data)
    assert snapshot(back.state) == snapshot(s.state)
    assert [a.to_json() for a in back.actions] == [a.to_json() for a in cut]


@pytest.mark.parametrize("gid", GAMES)
def test_every_level_gives_a_legal_and_reproducible_decision(gid):
    """The descriptor makes each level's player (the game's own or the shared search); a bot reads the
    view only, and the same seed and view give the same decision."""
    d = BY_ID[gid]
    rules = d.rules
    s = rules.new_game(config(d, d.default_players), 5)
    rng = random.Random(5)
    # walk to the first decision with a real choice
    while len(rules.legal_actions(s)) < 2:
        legal = rules.legal_actions(s)
        rules.apply(s, legal[rng.randrange(len(legal))])
    p = rules.current_player(s)
    legal = rules.legal_actions(s)
    for level in ("easy", "normal", "hard"):
        before = snapshot(s)
        a = d.make_bot(level, 11).choose(rules, s, p)
        assert a in legal, f"{gid} {level}: {a} is not legal"
        assert d.make_bot(level, 11).choose(rules, s.clone(), p) == a, f"{gid} {level}: not reproducible"
        assert not diff(before, snapshot(s)), f"{gid} {level}: choosing changed the state"
    with pytest.raises(ValueError):
        d.make_bot("grandmaster", 1)
