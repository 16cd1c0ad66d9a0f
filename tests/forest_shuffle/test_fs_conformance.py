"""The shared conformance checks (tests/conformance/test_protocol.py) run on Forest Shuffle before it is
registered: the same helpers, this game's descriptor."""
from __future__ import annotations

import json

import pytest

from rules.engine.core import Action, IllegalAction
from rules.engine.rng import RNG
from rules.forest_shuffle import DESCRIPTOR
from tests.conformance.snapshot import diff, snapshot
from tests.conformance.test_protocol import config, counts, junk_values, playout

D = DESCRIPTOR


@pytest.fixture(scope="module")
def plays():
    out = {}
    for n in counts(D):
        for seed in (1, 2):
            out[(n, seed)] = playout(D, n, seed, sample_every=25)
    return out


def test_playouts_finish_with_a_result(plays):
    for (n, seed), (s, _actions, _samples, _steps) in plays.items():
        res = D.rules.result(s)
        assert res is not None and 1 in res.places and len(res.scores) == n
        json.dumps(res.to_json())


def test_every_legal_action_applies(plays):
    rules = D.rules
    for (_s, _a, samples, _n) in plays.values():
        for st, legal in samples[:40]:
            for a in legal[:60]:
                rules.apply(st.clone(), a)
                rules.fast_apply(st.clone(), a)


def test_refused_actions_leave_the_whole_state_equal(plays):
    rules = D.rules
    for (_s, _a, samples, _n) in plays.values():
        for st, legal in samples[:16]:
            before = snapshot(st)
            for a in junk_values(legal):
                probe = st.clone()
                with pytest.raises(IllegalAction):
                    rules.apply(probe, a)
                after = snapshot(probe)
                assert after == before, f"refused {a!r} changed {diff(before, after)}"


def test_views_rebuild_to_the_same_view(plays):
    rules = D.rules
    rng = RNG(5)
    for (n, _seed), (_s, _a, samples, _steps) in plays.items():
        for st, _ in samples[:12]:
            for p in range(n):
                v = rules.view(st, p)
                again = rules.view(rules.determinize(v, p, rng), p)
                a, b = snapshot(v), snapshot(again)
                assert a == b, diff(a, b, "view")
                assert v.rng is None


def test_same_seed_and_actions_give_the_same_game_and_events(plays):
    rules = D.rules
    for (n, seed), (final, actions, _samples, _steps) in plays.items():
        runs = []
        for _ in range(2):
            s = rules.new_game(config(D, n), seed)
            events = []
            for a in actions:
                events += [e.to_json() for e in rules.apply(s, a)]
            assert snapshot(s) == snapshot(final)
            runs.append(json.dumps(events, sort_keys=True))
        assert runs[0] == runs[1]
        for a in actions[:200]:
            assert Action.from_json(json.loads(json.dumps(a.to_json()))) == a
