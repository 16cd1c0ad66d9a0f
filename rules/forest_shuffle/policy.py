"""Helpers the computer players share: the points a placement gains now, the greedy choice of each
sub-decision, and the fast playout policy of the search (no pygame, reads only the state given)."""
from __future__ import annotations

from rules.forest_shuffle import moves
from rules.forest_shuffle.cards import db
from rules.forest_shuffle.constants import (A_CAVE, A_DRAW, A_DWELLER, A_FREE, A_MULLIGAN, A_SAPLING,
                                            A_STOP, A_TREE, A_YES, NO_SIDE, T_ASK, T_CAVE,
                                            T_DRAW2, T_FREE, T_MAIN, T_MOLE, T_MULL, T_PAY, T_SLOT, LEFT, RIGHT,
                                            SYM_BIT)
from rules.forest_shuffle.scoring import all_counts, forest_score, score_if

D = db()
F_SIDE, F_COST, F_SPECIES = D.f_side, D.f_cost, D.f_species


def placed(forest: list, face: int, tree: int, sapling_card: int = -1) -> list:
    """A copy of ``forest`` (only the changed tree copied) with ``face`` placed at ``tree``."""
    if sapling_card >= 0:
        return forest + [[sapling_card, 1, (), (), (), ()]]
    side = F_SIDE[face]
    if side == NO_SIDE:
        return forest + [[face >> 1, 0, (), (), (), ()]]
    out = forest[:]
    t = out[tree][:]
    t[2 + side] = t[2 + side] + (face >> 1,)
    out[tree] = t
    return out


class Scorer:
    """The points of one seat now and after a hypothetical placement (other forests fixed)."""

    def __init__(self, state, seat: int):
        self.state = state
        self.seat = seat
        self.counts = all_counts(D, state)
        self.base = forest_score(D, state, seat, self.counts)

    def gain(self, face: int, tree: int = -1, sapling_card: int = -1) -> int:
        f = placed(self.state.forests[self.seat], face, tree, sapling_card)
        return score_if(D, self.state, self.seat, self.counts, f) - self.base


def best_placement(state, seat: int, faces, scorer: Scorer | None = None) -> tuple[int, int, int]:
    """(gain, face, tree) of the best placement among ``faces`` (a face of a tree card: tree -1)."""
    sc = scorer or Scorer(state, seat)
    best = (-10 ** 9, -1, -1)
    for f in faces:
        if F_SIDE[f] == NO_SIDE:
            g = sc.gain(f)
            if g > best[0]:
                best = (g, f, -1)
            continue
        for t in moves.legal_trees(state, seat, f):
            g = sc.gain(f, t)
            if g > best[0]:
                best = (g, f, t)
    return best


def face_of(action) -> int:
    """The face a play action names (tree: card * 2)."""
    if action.kind in (A_DWELLER, A_FREE):
        return action.value[0] * 2 + action.value[1]
    return action.value * 2


def card_values(state, seat: int, cards, scorer: Scorer) -> dict:
    """A card's value in hand: the best it would gain if played now (a tree or either half)."""
    out = {}
    for c in cards:
        faces = D.halves(c)
        out[c] = best_placement(state, seat, faces, scorer)[0] if faces else 0
    return out


def choose_payment(state, seat: int, legal, scorer: Scorer | None = None):
    """A payment: one that gives the bonus if any, then the one keeping the most valuable cards."""
    top = state.stack[-1]
    face = top[1]
    bit = 1 << D.f_colour[face]
    has_bonus = bool(D.s_bonus[F_SPECIES[face]])
    cands = legal
    if has_bonus:
        fire = [a for a in legal if all(D.card_colours[c] & bit for c in a.value)]
        if fire:
            cands = fire
    if len(cands) == 1:
        return cands[0]
    sc = scorer or Scorer(state, seat)
    cards = sorted({c for a in cands for c in a.value})
    val = card_values(state, seat, cards, sc)
    return min(cands, key=lambda a: (sum(val[c] for c in a.value), a.value))


def greedy_sub(state, seat: int, legal):
    """The greedy choice for every decision but the main one (and the mulligan)."""
    top = state.stack[-1]
    code = top[0]
    if code == T_SLOT:
        sc = Scorer(state, seat)
        return max(legal, key=lambda a: (sc.gain(top[1], a.value), -a.value))
    if code == T_PAY:
        return choose_payment(state, seat, legal)
    if code == T_ASK:
        return next(a for a in legal if a.kind == A_YES)
    if code == T_FREE:
        plays = [a for a in legal if a.kind == A_FREE]
        if not plays:
            return legal[-1]
        g, f, _t = best_placement(state, seat, [face_of(a) for a in plays])
        return next(a for a in plays if face_of(a) == f)
    if code == T_CAVE:
        caves = [a for a in legal if a.kind == A_CAVE]
        return caves[0] if caves else legal[-1]
    if code == T_DRAW2:
        return next(a for a in legal if a.kind == A_DRAW)
    if code == T_MULL:
        return next(a for a in legal if a.kind == A_MULLIGAN)
    if code == T_MOLE:
        plays = [a for a in legal if a.kind in (A_TREE, A_DWELLER)]
        if plays:
            g, f, _t = best_placement(state, seat, [face_of(a) for a in plays])
            if g > 0:
                return next(a for a in plays if face_of(a) == f)
        return next(a for a in legal if a.kind == A_STOP)
    raise AssertionError(f"greedy_sub at {top!r}")


def greedy_main(state, seat: int, legal):
    """Play the card that gains the most points now; draw from the deck when nothing gains."""
    plays = [a for a in legal if a.kind in (A_TREE, A_DWELLER)]
    sc = Scorer(state, seat)
    best = None
    if plays:
        g, f, _t = best_placement(state, seat, [face_of(a) for a in plays], sc)
        best = (g, next(a for a in plays if face_of(a) == f))
    draw = next((a for a in legal if a.kind == A_DRAW), None)
    if best is not None and (best[0] > 0 or draw is None):
        return best[1]
    if draw is not None:
        return draw
    saps = [a for a in legal if a.kind == A_SAPLING]
    if best is not None and best[0] >= 0:
        return best[1]
    val = card_values(state, seat, [a.value for a in saps], sc)
    return min(saps, key=lambda a: (val[a.value], a.value))


# ---------------------------------------------------------------- the playout policy

def _spot_bonus(tree: list, face: int) -> int:
    """Points a particular tree adds for this half (the estimate's tree-blind part aside)."""
    sp = F_SPECIES[face]
    side = F_SIDE[face]
    name = D.s_score[sp].score
    bonus = 0
    if not tree[1]:
        tsp = F_SPECIES[tree[0] * 2]
        tname = D.s_score[tsp].score
        if tname == "own_slots":
            bonus += 2
        if name == "on_tree" and D.species_ids[tsp] == D.s_score[sp].tree:
            bonus += 5
    if side >= 2:
        oside = LEFT + RIGHT - side
        ohalf = oside & 1
        opp = tree[2 + oside]
        if name == "opposite_symbol" and any(D.f_sym[c * 2 + ohalf] & _BAT for c in opp):
            bonus += 15
        if D.f_sym[face] & _BAT and any(D.s_score[F_SPECIES[c * 2 + ohalf]].score == "opposite_symbol"
                                        for c in opp):
            bonus += 15
    if tree[2 + side]:
        bonus += 5                                   # a toad finding its partner, a hare joining hares
    empty = sum(1 for k in range(4) if not tree[2 + k])
    if empty == 1:
        bonus += 1                                   # completing a tree (Beech Marten)
    return bonus


_BAT = SYM_BIT["bat"]


def rollout_policy(state, legal, rng):
    """A fast playout move: yes to every question, the best-looking tree for a half, the cheapest
    payment (the bonus-giving one if any), the best free placement; a random draw otherwise."""
    top = state.stack[-1]
    code = top[0]
    if len(legal) == 1:
        return legal[0]
    if code == T_ASK:
        return legal[0]
    p = state.turn
    if code == T_SLOT:
        forest = state.forests[p]
        face = top[1]
        return max(legal, key=lambda a: (_spot_bonus(forest[a.value], face), -a.value))
    if code == T_PAY:
        face = top[1]
        cands = legal
        if D.s_bonus[F_SPECIES[face]]:
            bit = 1 << D.f_colour[face]
            fire = [a for a in legal if all(D.card_colours[c] & bit for c in a.value)]
            if fire:
                cands = fire
        if len(cands) == 1:
            return cands[0]
        val = _hand_values(state, p)
        return min(cands, key=lambda a: sum(val.get(c, 0.0) for c in a.value))
    if code == T_FREE:
        plays = [a for a in legal if a.kind == A_FREE]
        m = _marginal(state, p)
        return max(plays, key=lambda a: m.gain(face_of(a)))
    if code == T_CAVE:
        val = _hand_values(state, p)
        worst = min((a for a in legal if a.kind == A_CAVE), key=lambda a: val.get(a.value, 0.0))
        return worst if val.get(worst.value, 0.0) < 1.0 else legal[-1]
    if code == T_MOLE:
        plays = [a for a in legal if a.kind in (A_TREE, A_DWELLER)]
        if plays:
            m = _marginal(state, p)
            best = max(plays, key=lambda a: m.gain(face_of(a)) - 2 * F_COST[face_of(a)])
            if m.gain(face_of(best)) - 2 * F_COST[face_of(best)] > 0:
                return best
        return legal[-1]
    if code == T_MAIN:
        plays = [a for a in legal if a.kind != A_SAPLING]
        return plays[rng.randrange(len(plays))] if plays else legal[rng.randrange(len(legal))]
    return legal[rng.randrange(len(legal))]


def _marginal(state, p):
    from rules.forest_shuffle.estimate import Marginal
    return Marginal(state, p)


def _hand_values(state, p) -> dict:
    """Each hand card's estimated gain if played now (its best half), for choosing what to pay."""
    m = _marginal(state, p)
    out = {}
    for c in state.hands[p]:
        best = 0.0
        for f in D.halves(c):
            if m.placeable(f):
                g = m.gain(f) - 2 * F_COST[f]
                if g > best:
                    best = g
        out[c] = best
    return out


__all__ = ["Scorer", "best_placement", "choose_payment", "greedy_main", "greedy_sub", "rollout_policy", "placed"]
