"""Words for the screen: why an action is refused (a rule key and a sentence) and what the decision
now is (the task, who decides, its details)."""
from __future__ import annotations

from rules.engine.core import IllegalAction
from rules.engine.protocol import require_legal
from rules.forest_shuffle.constants import (A_CAVE, A_DRAW, A_DWELLER, A_FREE, A_PAY, A_SAPLING, A_SLOT, A_TAKE,
                                            A_TREE, ASK_NAMES, K_MUSH, SIDES, SYM_BIT, T_ASK, T_CAVE, T_FREE,
                                            T_MOLE, T_PAY, T_SLOT, TASK_NAMES)
from rules.forest_shuffle.moves import (CARD_ID, D, DISPATCH, F_COST, F_SIDE, F_SPECIES, F_SYM, IS_TREE, LIMIT,
                                        _face_data, current_player, legal_actions, legal_trees)


def why_illegal(s, a) -> IllegalAction | None:
    """None when ``a`` is legal now, else the reason (rule key and words)."""
    try:
        require_legal(legal_actions(s), a)
        return None
    except IllegalAction as exc:
        if exc.rule == "malformed" or s.over:
            return exc if not s.over else IllegalAction("game_over", "the game is over")
    top = s.stack[-1]
    task = TASK_NAMES[top[0]]
    kind, value = a.kind, a.value
    if (top[0], kind) not in DISPATCH:
        return IllegalAction("not_now", f"'{kind}' is not a choice now (the decision is: {task})")
    p = s.turn
    hand = s.hands[p]
    if kind in (A_DRAW, A_TAKE) and len(hand) >= LIMIT:
        return IllegalAction("hand_full", f"a hand holds at most {LIMIT} cards")
    if kind == A_TAKE:
        return IllegalAction("not_in_clearing", f"{value!r} is not a card in the clearing")
    if kind in (A_TREE, A_SAPLING, A_CAVE):
        if type(value) is not int or value not in hand:
            return IllegalAction("not_in_hand", f"{value!r} is not a card in your hand")
        if top[0] == T_MOLE and value not in hand[:top[1]]:
            return IllegalAction("mole_pool", "cards gained after the Mole was played cannot be played through it")
        if kind == A_TREE and not IS_TREE[value]:
            return IllegalAction("not_a_tree", f"{CARD_ID[value]} is not a tree")
        return IllegalAction("cannot_pay", f"not enough other cards in hand to pay for {CARD_ID[value]}")
    if kind in (A_DWELLER, A_FREE):
        if (type(value) is not tuple or len(value) != 2 or type(value[0]) is not int or value[1] not in (0, 1)
                or value[0] not in hand):
            return IllegalAction("not_in_hand", f"{value!r} is not a half of a card in your hand")
        c, h = value
        if IS_TREE[c]:
            return IllegalAction("not_a_dweller", f"{CARD_ID[c]} is a tree, not a split card")
        face = c * 2 + h
        if kind == A_FREE and not F_SYM[face] & top[1]:
            return IllegalAction("wrong_symbol", f"{D.species_ids[F_SPECIES[face]]} lacks the symbol this "
                                                 f"free placement asks for")
        if not legal_trees(s, p, face):
            return IllegalAction("no_slot", f"no tree of yours has a free {SIDES[F_SIDE[face]]} slot "
                                            f"for {D.species_ids[F_SPECIES[face]]}")
        return IllegalAction("cannot_pay", f"not enough other cards in hand to pay for "
                                           f"{D.species_ids[F_SPECIES[face]]}")
    if kind == A_SLOT:
        return IllegalAction("no_slot", f"tree {value!r} has no free slot on that side for this card")
    if kind == A_PAY:
        return IllegalAction("bad_payment", f"pay exactly {F_COST[top[1]]} other cards from your hand "
                                            f"(as a sorted tuple)")
    return IllegalAction("illegal", f"{a} is not a legal action now")


def decision(s) -> dict:
    """The decision now, in words a screen can use: the task, who decides, and its details."""
    if s.over or not s.stack:
        return {"task": "over", "player": None}
    top = s.stack[-1]
    out = {"task": TASK_NAMES[top[0]], "player": current_player(s)}
    code = top[0]
    if code in (T_SLOT, T_PAY):
        out.update(_face_data(top[1]))
        out["mode"] = ("play", "mole", "free")[top[2] if code == T_SLOT else top[3]]
        if code == T_PAY:
            out["cost"] = F_COST[top[1]]
            out["target_tree"] = top[2]
    elif code == T_ASK:
        out["ask"] = ASK_NAMES[top[1]]
        if top[1] == K_MUSH:
            out["species"] = D.species_ids[top[2]]
        else:
            out.update(_face_data(top[2]))
    elif code == T_FREE:
        out["symbol"] = next(n for n, b in SYM_BIT.items() if b == top[1])
        out["many"] = top[2]
        out["source"] = _face_data(top[3])
    elif code == T_CAVE:
        out["put"] = top[1]
    elif code == T_MOLE:
        out["pool"] = top[1]
        out["queued"] = [_face_data(f) for f, _ok in top[2]]
    return out

