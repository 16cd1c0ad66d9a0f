"""The AI's estimate of a seat's chance to win, from the live scores and what each forest may still
become (tuned by measurement; see bench.py)."""
from __future__ import annotations

import math

from rules.forest_shuffle.cards import db
from rules.forest_shuffle.scoring import all_counts, forest_score

D = db()


def scores_of(s) -> list[int]:
    memo = s.memo
    if memo is None:
        counts = all_counts(D, s)
        memo = s.memo = [forest_score(D, s, p, counts) for p in range(s.n)]
    return memo


def evaluate(s, seat: int) -> float:
    pts = scores_of(s)
    if s.over:
        best = max(pts)
        if pts[seat] < best:
            return 0.0
        return 1.0 / sum(1 for x in pts if x == best)
    adj = [pts[q] + 2.0 * len(s.hands[q]) for q in range(s.n)]
    mine = adj[seat]
    other = max(adj[q] for q in range(s.n) if q != seat)
    left = max(1, len(s.deck))
    scale = 8.0 + 0.4 * left
    return 1.0 / (1.0 + math.exp(-(mine - other) / scale))
