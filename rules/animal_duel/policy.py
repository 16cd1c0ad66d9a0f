"""Animal Duel's playout policy for the AI (the ``rollout_policy`` hook): how a playout plays the rest
of a turn before the evaluation judges the position (:mod:`rules.animal_duel.evaluate`)."""
from __future__ import annotations

from rules.animal_duel.evaluate import HAND_VALUE
from rules.animal_duel.scoring import clashes
from rules.animal_duel.state import END, FIX, FIX_HAND, PLACE, RESPOND, SITU, TURN, State, unlocked


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


def clash_value(s: State, t: int, card: int, cell: int) -> float:
    """What a placement's clashes are worth to team ``t`` this turn: the damage dealt (multiplied),
    less the damage taken, and half the life Chupavidas would heal."""
    dealt, taken, wins = clashes(s, card, t, cell, None)
    return dealt * s.mult - taken + 0.5 * s.leech * wins


def rollout_policy(s: State, legal: list, rng):
    """The playout's move: within a turn, the placement with the best clashes (a little noise keeps
    playouts apart), then the end of the turn; no situational is played at random. Between turns
    the least useful card goes."""
    ph = s.phase
    if ph == TURN:
        t = s.turn & 1
        best = None
        best_v = -1e9
        for a in legal:
            if a.kind == PLACE:
                card, cell = a.value
                v = clash_value(s, t, card, cell) + rng.random()
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


# how many of the best placements a search tries before the other actions of a turn (bench: A/B)
ORDER_FIRST = 3
EXPANSION_ORDER = True


def expansion_order(s: State, acts: list) -> list:
    """The order the search first tries a turn's actions in: the placements with the best clashes
    first (the ``ORDER_FIRST`` best, then the situationals and the other actions, then the other
    placements, best first). After a situational, the first placement tried is the one that uses
    it best, so the situational is judged by what it makes possible, not by a random placement."""
    if s.phase != TURN or not EXPANSION_ORDER:
        return acts
    t = s.turn & 1
    scored = []
    rest = []
    late = []
    kinds = _situ_kinds(s.tb) if SITUATIONAL_LAST else None
    for i, a in enumerate(acts):
        if a.kind == PLACE:
            scored.append((-clash_value(s, t, *a.value), i, a))
        elif kinds is not None and a.kind == SITU and kinds[a.value] in LATE:
            late.append(a)
        else:
            rest.append(a)
    scored.sort()
    places = [a for _, _, a in scored]
    return places[:ORDER_FIRST] + rest + places[ORDER_FIRST:] + late


# Issue 23: the situationals a good player keeps for the turn they matter (a comeback, a real gain) are a
# node's last tries: below the root the search widens slowly, so they are weighed only where the usual
# moves leave visits to spare (bench: A/B)
SITUATIONAL_LAST = True
LATE = frozenset({"clear_board", "push_own", "swap_animals", "refresh_hand"})
# Extinción only when behind: while level or ahead the search does not consider it (bench: A/B)
PRUNE_EXTINCTION = True


def _situ_kinds(tb) -> tuple:
    """Per card: the first effect of a situational (None for an animal)."""
    hit = _KINDS.get(id(tb))
    if hit is None or hit[0] is not tb:
        hit = _KINDS[id(tb)] = (tb, tuple(None if tb.is_animal[c] or not tb.effects[c] else tb.effects[c][0].effect
                                          for c in range(len(tb.is_animal))))
    return hit[1]


_KINDS: dict = {}


def search_actions(s: State, acts: list) -> list:
    """The actions the search considers (the ``search_actions`` hook; never a rule): all of them,
    but Extinción only while this side is behind (a good player never resets a board it leads on)."""
    if not PRUNE_EXTINCTION or s.phase != TURN:
        return acts
    t = s.turn & 1
    if s.life[t] < s.life[1 - t]:
        return acts
    kinds = _situ_kinds(s.tb)
    kept = [a for a in acts if not (a.kind == SITU and kinds[a.value] == "clear_board")]
    return kept or acts
