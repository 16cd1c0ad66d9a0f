"""Animal Duel's evaluation for the AI: a position's worth to a seat in 0..1, and where rollouts stop."""
from __future__ import annotations

import math

from rules.animal_duel.state import FIX, OVER, TURN, UNKNOWN, State, unlocked


def best_gain(s: State, seat: int) -> float:
    """The best life swing ``seat`` can make with one placement from its hand now (clash damage
    dealt minus taken), 0 if none helps."""
    t = seat & 1
    board = s.board
    tb = s.tb
    hand = s.hands[seat]
    cands = [c for c in hand if tb.is_animal[c] and (tb.req[c] is None or unlocked(s, tb.req[c], t))]
    if not cands:
        return 0.0
    best = 0
    nb4 = s.geom.nb4
    bstr = tb.bstr
    for cell in range(s.ncells):
        if board[cell]:
            continue
        # only cells next to an awake opposing animal can change life
        opp = []
        for d, nc in nb4[cell]:
            st = board[nc]
            if st:
                x = st[-1]
                if x[1] != t and not x[2]:
                    opp.append((d, bstr[x[0]][x[1]][(d + 2) & 3]))
        if not opp:
            continue
        for c in cands:
            ms = bstr[c][t]
            g = 0
            for d, th in opp:
                g += ms[d] - th
            if g > best:
                best = g
    return float(best)


def exposure(s: State, t: int) -> float:
    """How well team ``t``'s awake animals face the empty cells: strong sides towards empty cells
    deter or punish the next placement there, weak sides invite one."""
    board = s.board
    bstr = s.tb.bstr
    nb4 = s.geom.nb4
    total = 0.0
    for cell in range(s.ncells):
        st = board[cell]
        if not st:
            continue
        card, owner, asleep = st[-1]
        if owner != t or asleep:
            continue
        ms = bstr[card][owner]
        for d, nc in nb4[cell]:
            if not board[nc]:
                total += ms[d] - 2.5
    return total


HAND_VALUE = {"reflect_damage": 0.8, "clear_board": 0.3, "enable_requires": 0.5, "hand_size": 0.6,
              "opponent_discards": 0.6, "refresh_hand": 0.2, "heal_per_clash_won": 0.6, "push_own": 0.6,
              "damage_multiplier": 1.2, "direct_damage": 2.0, "extra_placement": 1.0, "steal_animal": 1.0,
              "swap_animals": 0.8, "swap_hand_card": 0.3, "heal": 2.0, "engulf": 0.8, "remove_animal": 1.0,
              "sleep_animal": 1.0}


def hand_value(s: State, t: int) -> float:
    tb = s.tb
    total = 0.0
    for p in range(s.n):
        if p & 1 != t:
            continue
        for c in s.hands[p]:
            if c == UNKNOWN or tb.is_animal[c]:
                continue
            effs = tb.effects[c]
            total += HAND_VALUE.get(effs[0].effect, 0.5) if effs else 0.0
    return total


EVAL_WEIGHTS = {"reply": 0.8, "exposure": 0.3, "hand": 0.5, "scale": 4.0}


def evaluate(s: State, seat: int, w: dict = EVAL_WEIGHTS) -> float:
    """0..1 for ``seat``: 1/0 when the match is decided; otherwise the life difference plus the
    board (the best placement the player to act can make, and how each side faces the empty cells)
    and the situationals held, squashed into 0..1."""
    t = seat & 1
    if s.phase == OVER:
        if s.winner is None:
            return 0.5
        return 1.0 if s.winner == t else 0.0
    o = 1 - t
    x = float(s.life[t] - s.life[o])
    if s.phase == TURN or s.phase == FIX:
        mover = s.actor if s.phase == TURN else (s.actor + 1) % s.n
        if s.phase == TURN and s.placements_left <= 0:
            mover = (s.turn + 1) % s.n
        g = best_gain(s, mover) * w["reply"]
        x += g if mover & 1 == t else -g
    x += w["exposure"] * (exposure(s, t) - exposure(s, o))
    x += w["hand"] * (hand_value(s, t) - hand_value(s, o))
    return 1.0 / (1.0 + math.exp(-x / w["scale"]))


def rollout_key(s: State):
    """AI rollouts stop when this changes: at the end of the current turn (or of the game). At
    the very start of a turn it is a fresh object, equal to nothing, so a rollout never plays a
    whole turn at random: ``evaluate`` judges the position there (with the best placement the
    player to act can make) instead."""
    if s.turn_actions == 0 and s.phase == TURN:
        return object()
    return (s.games, s.turn_no)
