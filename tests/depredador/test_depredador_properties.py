"""Depredador Natural: many seeded random games, checked against an independent oracle."""
import random

import pytest

from rules.depredador.game import RULES as g
from rules.depredador.cards import ALFA, INVADER, PREY, REFUGIO, load_deck

D = load_deck()
GAMES_PER_COUNT = 500


def oracle_legal(hand, trick, kind, colour, broken):
    """The seed's hunt rules, written again from the text, independently of rules.py."""
    special = {c for c in hand if kind[c] in (ALFA, REFUGIO)}
    prey = {c for c in hand if kind[c] == PREY}
    black = {c for c in hand if kind[c] == INVADER}
    lead = next((colour[c] for _, c in trick if kind[c] in (PREY, INVADER)), None)
    if lead is not None:
        same = {c for c in hand if kind[c] in (PREY, INVADER) and colour[c] == lead}
        return same | special if same else set(hand)
    may_colour = (prey | black) if broken else (prey if prey else black)
    if not trick:
        return may_colour if may_colour else special
    return may_colour | special


def expected_parts(scores):
    """The awards received: +2 best, +1 second, -1 worst (and second-worst with 5-6); ties share the
    best place; a player in a top and a bottom place receives both."""
    n = len(scores)
    desc = sorted(scores, reverse=True)
    asc = sorted(scores)
    out = []
    for sc in scores:
        got = []
        top = desc.index(sc) + 1
        bottom = asc.index(sc) + 1
        if top <= 2:
            got.append({1: 2, 2: 1}[top])
        if bottom == 1 or (n >= 5 and bottom == 2):
            got.append(-1)
        out.append(got)
    return out


def expected_places(totals, parts_by_round):
    """The seed's order: most points; then fewer -1 received, more +2, more +1, most recent +2."""
    n = len(totals)

    def key(i):
        got = [(r, a) for r, parts in enumerate(parts_by_round) for a in parts[i]]
        return (totals[i], -sum(a == -1 for _, a in got), sum(a == 2 for _, a in got),
                sum(a == 1 for _, a in got), max([r + 1 for r, a in got if a == 2], default=0))
    keys = [key(i) for i in range(n)]
    return [1 + sum(k2 > keys[i] for k2 in keys) for i in range(n)]


def round_universe(s):
    n = s.n
    cards = [D.prey_id(b, v) for b in s.biomes for v in D.prey_values]
    cards += [D.alfa_id(i) for i in range(n)] + [D.invader_id(v) for v in D.invader_by_players[n]]
    return cards


def play_checked_game(n, seed):
    s = g.new_game({"players": n}, seed)
    rng = random.Random(seed * 7919 + n)
    universe = sorted(round_universe(s))
    refugios = sorted(D.refugio_id(i) for i in range(n))
    totals = [0] * n
    parts_by_round = []
    rounds_seen = 0
    while (p := g.current_player(s)) is not None:
        legal = g.legal_actions(s)
        assert legal, "a player to move always has a legal action"
        if s.phase == "hunt":
            expect = oracle_legal(s.hands[p], s.trick, s.kind, s.colour, s.broken)
            assert {a.value for a in legal} == expect, (seed, s.hands[p], s.trick)
        action = rng.choice(legal)
        events = g.apply(s, action)
        for e in events:
            if e.kind == "round_end":
                rounds_seen += 1
                parts = expected_parts(e.data["scores"])
                assert e.data["award_parts"] == parts
                assert e.data["awards"] == [sum(p) for p in parts]
                parts_by_round.append(parts)
                for i in range(n):
                    totals[i] += e.data["awards"][i]
                assert e.data["totals"] == totals
                assert sorted(b for b in e.data["biomes"]) == sorted(s.biomes), "each player took one biome"
        # every card accounted for, once
        if s.phase in ("hunt", "biome", "starter") or (s.phase == "pass" and not any(s.pass_sel)):
            held = sorted(c for h in s.hands for c in h) + [c for _, c in s.trick]
            held += [c for cap in s.captured for c in cap] + [c for sel in s.pass_sel for c in sel]
            held.sort()
            with_ref = sorted(universe + refugios)
            assert held == with_ref or held == universe, (seed, s.phase)
    res = g.result(s)
    assert rounds_seen == s.rounds == 3
    assert res.scores == totals
    assert res.places == expected_places(totals, parts_by_round)
    assert sorted(res.places)[0] == 1
    best = max(res.scores)
    for i, pl in enumerate(res.places):
        if pl == 1:
            assert res.scores[i] == best
    return res


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_random_games_follow_the_rules(n):
    wins = [0] * n
    for seed in range(GAMES_PER_COUNT):
        res = play_checked_game(n, seed)
        for w in res.winners:
            wins[w] += 1
    # every seat wins sometimes: no seat is structurally favoured or excluded
    assert all(w > 0 for w in wins), wins
