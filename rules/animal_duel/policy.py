"""Animal Duel's playout policy for the AI (the ``rollout_policy`` hook): how a playout plays the rest
of a turn before the evaluation judges the position (:mod:`rules.animal_duel.evaluate`)."""
from __future__ import annotations

from rules.animal_duel.evaluate import HAND_VALUE
from rules.animal_duel.scoring import clashes
from rules.animal_duel.state import END, FIX, FIX_HAND, PLACE, RESPOND, TURN, State, unlocked


def keep_value(s: State, card: int, t: int) -> float:
    """What a card in hand is worth keeping to team ``t``: a T-Rex only while it may be placed, an animal
    by its strongest side, a situational by its first effect."""
    tb = s.tb
    if tb.is_animal[card]:
        if tb.req[card] is not None:
            return 4.0 if unlocked(s, tb.req[card], t) else 0.0
        return 2.0 + max(tb.bstr[card][0]) / 2
    effs = tb.effects[card]
    return HAND_VALUE.get(effs[0].effect, 0.5) if effs else 0.0


def least_useful(s: State, hand: list[int], t: int) -> int:
    """The card of ``hand`` worth least to team ``t`` (the lowest id among equals)."""
    return min(hand, key=lambda c: (keep_value(s, c, t), c))


def rollout_policy(s: State, legal: list, rng):
    """The playout's move: within a turn, the placement with the best clashes (a little noise keeps
    playouts apart), then the end of the turn; no situational is played at random. Between turns
    the least useful card goes."""
    ph = s.phase
    if ph == TURN:
        t = s.turn & 1
        best = None
        best_v = -1e9
        mult, leech = s.mult, s.leech
        for a in legal:
            if a.kind == PLACE:
                card, cell = a.value
                dealt, taken, wins = clashes(s, card, t, cell, None)
                v = dealt * mult - taken + 0.5 * leech * wins + rng.random()
                if v > best_v:
                    best, best_v = a, v
        if best is not None:
            return best
        for a in legal:
            if a.kind == END:
                return a
        fixes = [a for a in legal if a.kind == FIX_HAND]
        if fixes:
            card = least_useful(s, [a.value for a in fixes], t)
            return next(a for a in fixes if a.value == card)
    elif ph == FIX or ph == RESPOND:
        card = least_useful(s, [a.value for a in legal], s.actor & 1)
        return next(a for a in legal if a.value == card)
    return legal[rng.randrange(len(legal))]
