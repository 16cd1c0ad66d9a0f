"""The AI's judgement of a position (``evaluate``) and where its playouts stop (``rollout_key``)."""
from __future__ import annotations

from rules.depredador.scoring import hunt_score, predation_awards, result
from rules.depredador.state import State


def evaluate(s: State, seat: int) -> float:
    """0..1 for ``seat``: final place when over; otherwise predation totals plus the awards the
    current round would give if it ended now, compared with the best opponent."""
    n = s.n
    if s.phase == "over" and len(s.awards) >= s.rounds:
        res = result(s)
        return (n - res.places[seat]) / (n - 1)
    totals = s.totals[:]
    if any(s.captured):
        scores = [hunt_score(s, i) for i in range(n)]
        proj = predation_awards(scores, s.deck)
        # weight the projection by how much of the round is played
        played = sum(len(c) for c in s.captured)
        total_cards = played + sum(len(h) for h in s.hands) + len(s.trick)
        w = played / total_cards if total_cards else 1.0
        totals = [totals[i] + w * proj[i] + 0.02 * scores[i] for i in range(n)]
    best_other = max(totals[i] for i in range(n) if i != seat)
    diff = totals[seat] - best_other
    x = 0.5 + diff / 8.0
    return 0.0 if x < 0 else 1.0 if x > 1 else x


def rollout_key(s: State) -> int:
    """AI rollouts stop when this changes: at the end of the current round."""
    return s.round
