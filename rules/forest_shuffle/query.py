"""Plain functions the screen asks (no pygame): legal slots and payments, a preview of a play, the
live score with its per-card breakdown, the winter count, the decision now."""
from __future__ import annotations

from math import comb

from rules.forest_shuffle import explain, moves
from rules.forest_shuffle.cards import db
from rules.forest_shuffle.constants import M_FREE, M_MOLE, M_NORMAL, NO_SIDE, SIDES, T_FREE, T_MOLE, T_SLOT
from rules.forest_shuffle.scoring import all_counts, forest_entries, forest_score

D = db()


def _face(card: int, half) -> int:
    if half in (None, "tree"):
        if not D.is_tree[card]:
            raise ValueError(f"{D.card_ids[card]} is not a tree: give the half (0 or 1)")
        return card * 2
    if half not in (0, 1) or D.is_tree[card]:
        raise ValueError(f"{D.card_ids[card]} has no half {half!r}")
    return card * 2 + half


def _mode(state) -> int:
    """M_FREE while a free placement is being made (no cost, neither effect nor bonus), M_MOLE inside
    the Mole's plays, M_NORMAL otherwise."""
    top = state.stack[-1] if state.stack else None
    if top is not None and (top[0] == T_FREE or (top[0] == T_SLOT and top[2] == M_FREE)):
        return M_FREE
    for t in reversed(state.stack):
        if t[0] == T_MOLE:
            return M_MOLE
    return M_NORMAL


def legal_slots(state, seat: int, card: int, half: int) -> list[int]:
    """The trees of ``seat`` where this half may go (empty slot of its side, or a shared slot)."""
    return moves.legal_trees(state, seat, _face(card, half))


def legal_payments(state, seat: int, card: int, half=None) -> list[tuple]:
    """Every payment (sorted tuple of hand cards) for this card or half; () when it costs nothing.
    Within a Mole only the cards it may use count."""
    face = _face(card, half)
    if not D.f_cost[face]:
        return [()]
    return moves.payments(state, seat, face, _mode(state))


def bonus_fires(card: int, half, payment) -> bool:
    """Does this payment give the played card's bonus? Every paid card shows its tree symbol."""
    face = _face(card, half)
    bit = 1 << D.f_colour[face]
    return bool(payment) and all(D.card_colours[c] & bit for c in payment) and bool(D.s_bonus[D.f_species[face]])


def live_scores(state) -> list[int]:
    counts = all_counts(D, state)
    return [forest_score(D, state, p, counts) for p in range(state.n)]


def score_breakdown(state, seat: int) -> list[dict]:
    """One entry per card of the forest and one for the cave: ``{card, species, tree, side, points,
    reason, params}``; ``reason`` is the key ``forest_shuffle.score.<reason>`` (data/forest_shuffle/
    strings.yaml) and ``params`` its numbers."""
    return forest_entries(D, state, seat)


def preview_play(state, seat: int, card: int, half=None, slot: int | None = None, payment=()) -> dict:
    """What playing ``card`` (``half`` 0/1 for a split card, None for a tree, ``"sapling"`` face
    down) at tree ``slot`` paid with ``payment`` would do, before it is confirmed: the points it gains
    now (for every seat: majorities move; with ``effect_points``, what the card's own effect adds once
    taken, e.g. the Brown Bear's cave), whether the bonus fires, the effect and bonus terms, which
    mushrooms would offer a draw, and whether the play is legal as given."""
    payment = tuple(sorted(payment))
    out: dict = {"card": D.card_ids[card], "legal": True, "why": None}
    probe = state.clone()
    probe.ev = None
    hand = probe.hands[seat]
    before = live_scores(state)
    if card not in hand:
        return {**out, "legal": False, "why": "not_in_hand"}
    if half == "sapling":
        hand.remove(card)
        probe.forests[seat].append([card, 1, (), (), (), ()])
        after = live_scores(probe)
        out.update(species="sapling", cost=0, side="tree", points_gain=after[seat] - before[seat],
                   score_changes=[a - b for a, b in zip(after, before)], bonus_fires=False, effect=[], bonus=[],
                   mushrooms=_mushrooms(state, seat, moves.TREE_BIT, NO_SIDE))
        return out
    face = _face(card, half)
    sp = D.f_species[face]
    side = D.f_side[face]
    free = _mode(state) == M_FREE
    cost = 0 if free else D.f_cost[face]
    out.update(species=D.species_ids[sp], cost=cost, side="tree" if side < 0 else SIDES[side], free=free,
               effect=[] if free else [t.effect for t in D.s_effect[sp]],
               bonus=[] if free else [t.effect for t in D.s_bonus[sp]])
    if side != NO_SIDE and (slot is None or slot not in moves.legal_trees(state, seat, face)):
        out.update(legal=False, why="no_slot")
    usable = hand
    if _mode(state) == M_MOLE:
        usable = hand[:moves._mole_task(state)[1]]
        if card not in usable:
            out.update(legal=False, why="mole_pool")
    pool = [c for c in usable if c != card]
    if len(payment) != cost or any(c not in pool for c in payment) or len(set(payment)) != len(payment):
        out.update(legal=False, why=out["why"] or "bad_payment")
    out["bonus_fires"] = bonus_fires(card, half, payment) if len(payment) == cost and not free else False
    hand.remove(card)
    for c in payment:
        if c in hand:
            hand.remove(c)
    if side == NO_SIDE:
        probe.forests[seat].append([card, 0, (), (), (), ()])
    elif out["why"] != "no_slot":
        t = probe.forests[seat][slot]
        t[2 + side] = t[2 + side] + (card,)
    after = live_scores(probe)
    out["effect_points"] = 0 if free else _effect_points(state, face, cost)
    after[seat] += out["effect_points"]
    out["points_gain"] = after[seat] - before[seat]
    out["score_changes"] = [a - b for a, b in zip(after, before)]
    out["mushrooms"] = _mushrooms(state, seat, D.f_sym[face], side)
    return out


def _effect_points(state, face: int, cost: int) -> int:
    """The points the card's own effect adds once taken (a yes to its question): the Brown Bear puts
    the whole clearing into the cave, the cards just paid included (1 point each at the end)."""
    if any(t.effect == "clearing_to_cave" for t in D.s_effect[D.f_species[face]]):
        return len(state.clearing) + cost
    return 0


def _mushrooms(state, seat: int, sym: int, side: int) -> list[str]:
    if seat != state.turn:
        return []
    out = []
    for i, (sp, bit, tside) in enumerate(D.triggers):
        k = state.mush[i] if i < len(state.mush) else 0
        if k and ((bit and sym & bit) or tside == side):
            out += [D.species_ids[sp]] * k
    return out


def winter_info(state) -> dict:
    """The winter cards drawn, the deck left, and the chance that drawing one card ends the game
    (the third winter card comes up, replacements included)."""
    left = len(state.deck)
    w = state.winter
    p = 0.0
    if w >= 3:
        p = 1.0
    elif w == 2 and left:
        p = 1.0 / left
    elif w == 1 and left >= 2:
        p = 2.0 / (left * (left - 1))
    elif w == 0 and left - 1 == state.winter_at and state.winter_at >= 2:
        p = 1.0 / comb(state.winter_at, 2)
    before_first = max(0, left - 1 - state.winter_at) if w == 0 else 0
    return {"drawn": w, "total": 3, "deck": left, "end_next_draw_possible": p > 0, "end_next_draw_chance": p,
            "cards_before_first_winter": before_first}


def decision(state) -> dict:
    """The decision now (task, player and its details), see explain.decision."""
    return explain.decision(state)


__all__ = ["legal_slots", "legal_payments", "bonus_fires", "live_scores", "score_breakdown", "preview_play",
           "winter_info", "decision"]
