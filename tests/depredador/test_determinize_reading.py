"""The AI's determinization reads the biomes taken (``view.LEAN``): a player who sheltered in a biome
is dealt that colour's high cards more often, and every deal stays consistent with the view."""
from __future__ import annotations

import random

import pytest

from rules.depredador import view as V
from rules.depredador.careful import Careful
from rules.depredador.cards import PREY
from rules.depredador.game import RULES as g
from rules.depredador.state import UNKNOWN, void_bit


def _sheltered_position(seed: int, players: int = 4):
    """A careful game played until some other player than the one to move has taken a biome."""
    s = g.new_game({"players": players}, seed)
    bots = [Careful(i) for i in range(players)]
    while g.current_player(s) is not None:
        p = g.current_player(s)
        if s.phase == "hunt" and any(b >= 0 and q != p and s.hands[q] for q, b in enumerate(s.player_biome)):
            return s, p
        g.apply(s, bots[p].choose(g, s, p))
    raise AssertionError("no one sheltered")


def _biome_value(d, q: int) -> int:
    b = d.player_biome[q]
    return sum(d.value[c] for c in d.hands[q] if d.kind[c] == PREY and d.colour[c] == b)


@pytest.mark.parametrize("seed", range(8))
def test_leaning_deals_stay_consistent_with_the_view(seed, monkeypatch):
    monkeypatch.setattr(V, "LEAN", 6.0)
    s, p = _sheltered_position(500 + seed)
    v = g.view(s, p)
    rng = random.Random(seed)
    real = sorted(c for h in s.hands for c in h)
    for _ in range(40):
        d = g.determinize(v, p, rng)
        assert sorted(c for h in d.hands for c in h) == real
        assert [len(h) for h in d.hands] == [len(h) for h in s.hands]
        assert d.hands[p] == s.hands[p] and UNKNOWN not in sum(d.hands, [])
        for q in range(s.n):
            if q != p:
                assert all(not d.voids[q] & void_bit(d.colour[c]) for c in d.hands[q]), "a public void broken"


def test_a_sheltered_player_leans_to_its_biome_colour(monkeypatch):
    """Over the same positions and seeds, the sheltered players' hands hold more of their biome's prey
    value with the reading than without, and closer to what careful players really hold."""
    def mean_gap(lean: float) -> tuple[float, float]:
        monkeypatch.setattr(V, "LEAN", lean)
        est = true = 0.0
        for seed in range(12):
            s, p = _sheltered_position(700 + seed)
            v = g.view(s, p)
            rng = random.Random(seed)
            for q in range(s.n):
                if q != p and s.player_biome[q] >= 0:
                    true += _biome_value(s, q)
                    est += sum(_biome_value(g.determinize(v, p, rng), q) for _ in range(60)) / 60
        return est, true
    plain, truth = mean_gap(0.0)
    read, truth_again = mean_gap(6.0)
    assert truth == truth_again
    assert read > plain * 1.15, (plain, read)
    assert abs(read - truth) < abs(plain - truth), (plain, read, truth)
