"""The AI's estimate of a seat's chances: live scores plus what each hand may still become.

``value(p) = score(p) + hand(p) + turn(p)``:

- ``hand``: each hand card is worth a share of what it would gain if played now (its best half and
  spot, from the fast estimate of estimate.py), less a little per card of its cost, and at least a
  floor (it can always pay for another card or become a sapling). A dweller with no free slot of
  its side, and no tree in hand to make one, is worth only the floor. Only the best part of the hand
  counts (the rest will pay for it), no more cards than the turns left can use, and the whole fades
  over the last turns.
- ``turn``: the player about to move (the evaluation sees the start of a turn) and extra turns owed
  are worth a turn's value.
- ``evaluate`` turns the difference to the best other value into 0..1 with a logistic. On a state
  that came from a view (the search's determinizations carry the view's values as ``anchor``), the
  difference is taken relative to the position the search started from, so a large lead or deficit
  does not flatten every move to the same value; elsewhere it is an estimate of the chance to win,
  on a scale that narrows as winter comes. A finished game gives 1 (a shared win: a share), or 0.

The weights were tuned by matches against the greedy player (bench.py), not assumed.
"""
from __future__ import annotations

import math

from rules.forest_shuffle.cards import db
from rules.forest_shuffle.constants import T_MAIN
from rules.forest_shuffle.estimate import Marginal
from rules.forest_shuffle.scoring import all_counts, forest_score

D = db()

PARAMS = {
    "share": 0.3,         # part of a card's estimated gain it is worth in hand
    "cost": 1.0,          # less this much per card of its cost
    "unknown": 1.5,       # a hidden card (the other players' hands in a view)
    "floor": 0.5,         # a card is worth at least this (a payment, a sapling)
    "tree_slots": 0.5,    # a tree card in hand is worth this much more (four new slots)
    "turn": 0.0,          # the value of a turn about to be taken (measured: any bonus here played worse)
    "cards_per_turn": 1.3,  # deck cards used per turn (measured in greedy games)
    "cards_per_play": 2.0,  # hand cards one play uses
    "count_frac": 0.7,    # the share of the hand (best first) that counts: the rest pays for them
    "fade_turns": 4.0,    # hand potential fades over the last this-many turns of a player
    "rel_scale": 6.0,     # the logistic scale of a change from the search's starting position
    "scale": 4.0,         # the logistic scale at the end ...
    "scale_per_turn": 0.2,  # ... growing by this per turn left (of one player)
}


def set_params(**kw) -> None:
    """Change the weights (bench experiments)."""
    unknown = set(kw) - set(PARAMS)
    if unknown:
        raise KeyError(f"unknown evaluation weights: {sorted(unknown)}")
    PARAMS.update(kw)


def scores_of(s) -> list[int]:
    """The live scores (kept on the state until it changes, with the values)."""
    memo = s.memo
    if memo is None:
        counts = all_counts(D, s)
        memo = s.memo = [forest_score(D, s, p, counts) for p in range(s.n)]
    return memo[:s.n]


def turns_left(s) -> float:
    """Expected turns left in the game (all players together) from the deck and the winter cards."""
    left = len(s.deck)
    w = s.winter
    if w == 0:
        cards = max(0, left - 1 - s.winter_at) + (2.0 / 3.0) * s.winter_at
    elif w == 1:
        cards = (2.0 / 3.0) * left
    elif w == 2:
        cards = 0.5 * left
    else:
        cards = 0.0
    return cards / PARAMS["cards_per_turn"]


def hand_value(s, p: int, turns: float, counts) -> float:
    """What ``p``'s hand may still add: each card's estimated gain if played now (its best half and
    spot, see estimate.py), kept at ``share``, less ``cost`` per card it costs, at least ``floor``;
    trees worth ``tree_slots`` more; the best ``usable`` cards counted, fading in the last turns."""
    hand = s.hands[p]
    if not hand:
        return 0.0
    m = Marginal(s, p, counts)
    share, cost_w, floor, tree_w = PARAMS["share"], PARAMS["cost"], PARAMS["floor"], PARAMS["tree_slots"]
    is_tree, f_cost = D.is_tree, D.f_cost
    any_tree = any(c >= 0 and is_tree[c] for c in hand)
    vals = []
    for c in hand:
        if c < 0:
            vals.append(PARAMS["unknown"])
            continue
        f = c * 2
        if is_tree[c]:
            v = share * (m.gain(f) - cost_w * f_cost[f]) + tree_w
        else:
            v = floor
            for g in (f, f + 1):
                if any_tree or m.placeable(g):
                    x = share * (m.gain(g) - cost_w * f_cost[g])
                    if x > v:
                        v = x
        vals.append(v if v > floor else floor)
    usable = min(int(turns * PARAMS["cards_per_play"]) + 1, int(len(vals) * PARAMS["count_frac"] + 0.5))
    if usable < len(vals):
        vals.sort(reverse=True)
        vals = vals[:usable]
    fade = min(1.0, turns / PARAMS["fade_turns"])
    return fade * sum(vals)


def values(s) -> list[float]:
    memo = s.memo
    if memo is None or len(memo) < 2 * s.n:
        counts = all_counts(D, s)
        pts = [forest_score(D, s, p, counts) for p in range(s.n)]
        s.memo = pts + [v for v in _values(s, pts, counts)]
    return s.memo[s.n:]


def _values(s, pts, counts) -> list[float]:
    total = turns_left(s)
    n = s.n
    out = []
    turn_v = PARAMS["turn"]
    for p in range(n):
        # turns left for p: its share of the total, the player about to move first
        ahead = (p - s.turn) % n
        mine = max(0.0, (total - ahead) / n + 1.0) if total > 0 else (1.0 if ahead == 0 else 0.0)
        v = pts[p] + hand_value(s, p, mine, counts)
        if p == s.turn and s.stack and s.stack[-1][0] == T_MAIN:
            v += turn_v * min(1.0, mine / 2.0)
        if p == s.turn:
            v += turn_v * s.extra
        out.append(v)
    return out


def evaluate(s, seat: int) -> float:
    if s.over:
        pts = scores_of(s)
        best = max(pts)
        if pts[seat] < best:
            return 0.0
        return 1.0 / sum(1 for x in pts if x == best)
    vals = values(s)
    d = vals[seat] - max(vals[q] for q in range(s.n) if q != seat)
    a = s.anchor
    if a is not None:
        # relative to the position the search started from (a view's values): a lead or a deficit
        # that no move can change would otherwise make every move look the same
        d -= a[seat] - max(a[q] for q in range(s.n) if q != seat)
        scale = PARAMS["rel_scale"]
    else:
        scale = PARAMS["scale"] + PARAMS["scale_per_turn"] * turns_left(s) / s.n
    x = d / scale
    if x < -40:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))
