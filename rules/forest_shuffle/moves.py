"""Legal actions and their application: one dispatch table from (task, action kind) to its check
and its effect, and the automatic steps between decisions.

The decision now is the task on top of ``state.stack`` (see :mod:`rules.forest_shuffle.constants`).
Applying an action changes the state and pushes or pops tasks; :func:`advance` then runs what needs
no decision (a card's effect and bonus are queued as questions, skipped when they could change
nothing) until a decision is due, the turn ends (clearing check, extra turns) or winter comes.
"""
from __future__ import annotations

from itertools import combinations

from rules.engine.core import Action, Event, interned
from rules.forest_shuffle import effects as fx
from rules.forest_shuffle.cards import db
from rules.forest_shuffle.constants import (A_CAVE, A_DRAW, A_DWELLER, A_FREE, A_KEEP, A_MULLIGAN, A_NO, A_PAY,
                                            A_SAPLING, A_SLOT, A_STOP, A_TAKE, A_TREE, A_YES, ASK_NAMES, K_BONUS,
                                            K_EFFECT, K_MUSH, M_FREE, M_MOLE, M_NORMAL, NO_SIDE, SIDES, T_ASK,
                                            T_CAVE, T_DRAW2, T_FREE, T_MAIN, T_MOLE, T_MULL, T_PAY, T_RESOLVE,
                                            T_SLOT, TREE_BIT)

D = db()
LIMIT = D.hand_limit
F_SPECIES, F_SYM, F_COST, F_SIDE = D.f_species, D.f_sym, D.f_cost, D.f_side
IS_TREE, IS_WINTER = D.is_tree, D.is_winter
S_SHARE = D.s_share
CARD_ID = D.card_ids
TRIGGERS = D.triggers
HARE_OR_TOAD = tuple(i for i, s in enumerate(D.s_share) if s)

ACT_DRAW = interned(A_DRAW)
ACT_YES = interned(A_YES)
ACT_NO = interned(A_NO)
ACT_STOP = interned(A_STOP)
ACT_KEEP = interned(A_KEEP)
ACT_MULL = interned(A_MULLIGAN)
ACT_TAKE = tuple(interned(A_TAKE, c) for c in range(D.n_cards))
ACT_TREE = tuple(interned(A_TREE, c) for c in range(D.n_cards))
ACT_SAP = tuple(interned(A_SAPLING, c) for c in range(D.n_cards))
ACT_CAVE = tuple(interned(A_CAVE, c) for c in range(D.n_cards))
ACT_DW = tuple(interned(A_DWELLER, (f >> 1, f & 1)) for f in range(D.n_cards * 2))
ACT_FREE = tuple(interned(A_FREE, (f >> 1, f & 1)) for f in range(D.n_cards * 2))
ACT_SLOT = [interned(A_SLOT, t) for t in range(80)]


def act_slot(t: int) -> Action:
    while t >= len(ACT_SLOT):
        ACT_SLOT.append(interned(A_SLOT, len(ACT_SLOT)))
    return ACT_SLOT[t]


_PAY: dict = {}


def act_pay(cards: tuple) -> Action:
    a = _PAY.get(cards)
    if a is None:
        a = _PAY[cards] = Action(A_PAY, cards)
    return a


# ---------------------------------------------------------------- events

def _emit(s, kind, player, data, visible_to=None):
    if s.ev is not None:
        s.ev.append(Event(kind, player, data, visible_to))


def _emit_private(s, kind, player, private, public):
    """One event for ``player`` (with the cards) and one for everybody else (without them)."""
    if s.ev is not None:
        s.ev.append(Event(kind, player, private, frozenset((player,))))
        others = frozenset(q for q in range(s.n) if q != player)
        if others:
            s.ev.append(Event(kind, player, public, others))


def _face_data(face: int) -> dict:
    side = F_SIDE[face]
    return {"card": CARD_ID[face >> 1], "half": face & 1, "species": D.species_ids[F_SPECIES[face]],
            "side": "tree" if side < 0 else SIDES[side]}


# ---------------------------------------------------------------- queries

def current_player(s) -> int | None:
    if s.over or not s.stack:
        return None
    top = s.stack[-1]
    return top[1] if top[0] == T_MULL else s.turn


def room(s, p: int) -> int:
    return LIMIT - len(s.hands[p])


def slot_ok(tree: list, side: int, species: int) -> bool:
    """May a half of ``species`` go to ``side`` of this tree? Empty, or a slot shared by its own kind."""
    cards = tree[2 + side]
    if not cards:
        return True
    share = S_SHARE[species]
    if not share or len(cards) >= share:
        return False
    half = side & 1
    for c in cards:
        if F_SPECIES[c * 2 + half] != species:
            return False
    return True


def legal_trees(s, p: int, face: int) -> list[int]:
    """The trees of ``p`` where this half may go (its side is fixed by the half)."""
    side = F_SIDE[face]
    sp = F_SPECIES[face]
    return [i for i, t in enumerate(s.forests[p]) if slot_ok(t, side, sp)]


def _open_sides(forest: list) -> tuple:
    """(open, shared): which sides have an empty slot somewhere, and which (side, species) may still
    be stacked onto a shared slot."""
    open_ = [False, False, False, False]
    shared = set()
    for t in forest:
        for side in range(4):
            cards = t[2 + side]
            if not cards:
                open_[side] = True
            elif len(cards) < S_SHARE[F_SPECIES[cards[0] * 2 + (side & 1)]]:
                sp = F_SPECIES[cards[0] * 2 + (side & 1)]
                if all(F_SPECIES[c * 2 + (side & 1)] == sp for c in cards):
                    shared.add((side, sp))
    return open_, shared


def placeable(face: int, open_: list, shared: set) -> bool:
    side = F_SIDE[face]
    return open_[side] or (bool(shared) and (side, F_SPECIES[face]) in shared)


def _play_actions(s, p: int, cards, budget: int, out: list) -> None:
    """Tree, sapling and dweller plays of ``cards`` with at most ``budget`` other cards to pay."""
    open_, shared = _open_sides(s.forests[p])
    any_open = open_[0] or open_[1] or open_[2] or open_[3] or shared
    for c in cards:
        f = c * 2
        if IS_TREE[c]:
            if F_COST[f] <= budget:
                out.append(ACT_TREE[c])
        elif any_open:
            if F_COST[f] <= budget and placeable(f, open_, shared):
                out.append(ACT_DW[f])
            if F_COST[f + 1] <= budget and placeable(f + 1, open_, shared):
                out.append(ACT_DW[f + 1])
        out.append(ACT_SAP[c])


def payments(s, p: int, face: int, mode: int) -> list[tuple]:
    """Every set of hand cards (sorted tuple) that pays exactly the cost of ``face``."""
    hand = s.hands[p]
    if mode == M_MOLE:
        hand = hand[:_mole_task(s)[1]]
    card = face >> 1
    pool = sorted(c for c in hand if c != card)
    return list(combinations(pool, F_COST[face]))


def _mole_task(s):
    for t in reversed(s.stack):
        if t[0] == T_MOLE:
            return t
    raise AssertionError("no Mole task on the stack")


def free_faces(s, p: int, bit: int) -> list[int]:
    """Hand halves showing ``bit`` that have a legal slot (for a free placement)."""
    open_, shared = _open_sides(s.forests[p])
    out = []
    for c in s.hands[p]:
        if IS_TREE[c] or c < 0:
            continue
        for f in (c * 2, c * 2 + 1):
            if F_SYM[f] & bit and placeable(f, open_, shared):
                out.append(f)
    return out


def legal_actions(s) -> list[Action]:
    if s.over or not s.stack:
        return []
    top = s.stack[-1]
    code = top[0]
    p = s.turn
    if code == T_MAIN:
        hand = s.hands[p]
        out = []
        if len(hand) < LIMIT:
            out.append(ACT_DRAW)
            for c in s.clearing:
                out.append(ACT_TAKE[c])
        _play_actions(s, p, hand, len(hand) - 1, out)
        return out
    if code == T_SLOT:
        return [act_slot(t) for t in legal_trees(s, p, top[1])]
    if code == T_PAY:
        return [act_pay(cs) for cs in payments(s, p, top[1], top[3])]
    if code == T_ASK:
        return [ACT_YES, ACT_NO]
    if code == T_DRAW2:
        return [ACT_DRAW] + [ACT_TAKE[c] for c in s.clearing]
    if code == T_FREE:
        return [ACT_FREE[f] for f in free_faces(s, p, top[1])] + [ACT_STOP]
    if code == T_CAVE:
        return [ACT_CAVE[c] for c in s.hands[p]] + [ACT_STOP]
    if code == T_MOLE:
        out = []
        cut = top[1]
        _play_actions(s, p, s.hands[p][:cut], cut - 1, out)
        out.append(ACT_STOP)
        return out
    if code == T_MULL:
        return [ACT_KEEP, ACT_MULL]
    raise AssertionError(f"unknown task {top!r}")


# ---------------------------------------------------------------- drawing and winter

def _deal(s):
    """The top card of the deck, winter cards laid aside (the third ends the game): a card or None."""
    deck = s.deck
    while deck:
        c = deck.pop()
        if not IS_WINTER[c]:
            return c
        s.winter += 1
        _emit(s, "winter", None, {"card": CARD_ID[c], "count": s.winter})
        if s.winter >= 3:
            _game_over(s)
            return None
    _game_over(s)          # cannot happen with the three winter cards in the deck
    return None


def draw(s, p: int, n: int, why: str = "draw") -> int:
    """Draw up to ``n`` cards from the deck into ``p``'s hand (stopping at the hand limit)."""
    got = 0
    hand = s.hands[p]
    while got < n and len(hand) < LIMIT:
        c = _deal(s)
        if c is None:
            return got
        hand.append(c)
        got += 1
        _emit_private(s, "draw", p, {"card": CARD_ID[c], "why": why}, {"why": why})
    return got


def _reveal(s) -> None:
    """A tree was played: the top deck card goes face up into the clearing."""
    c = _deal(s)
    if c is not None:
        s.clearing.append(c)
        _emit(s, "reveal", None, {"card": CARD_ID[c]})


def _game_over(s) -> None:
    s.over = True
    s.stack.clear()
    if s.ev is not None:
        from rules.forest_shuffle.scoring import scores
        pts = scores(D, s)
        _emit(s, "game_end", None, {"scores": pts, "winter": s.winter})


def _take_from_hand(s, p: int, c: int) -> None:
    s.hands[p].remove(c)
    if c in s.pub[p]:
        s.pub[p] = s.pub[p] - {c}


def _make_public(s, p: int, c: int) -> None:
    if c not in s.pub[p]:
        s.pub[p] = s.pub[p] | {c}


# ---------------------------------------------------------------- placing a card

def place(s, p: int, face: int, tree: int, mode: int, bonus_ok: bool, n_paid: int) -> None:
    card = face >> 1
    _take_from_hand(s, p, card)
    side = F_SIDE[face]
    data = _face_data(face)
    if side == NO_SIDE:
        s.forests[p].append([card, 0, (), (), (), ()])
        data["tree"] = len(s.forests[p]) - 1
    else:
        t = s.forests[p][tree]
        t[2 + side] = t[2 + side] + (card,)
        data["tree"] = tree
    data["mode"] = ("play", "mole", "free")[mode]
    _emit(s, "play", p, data)
    if side == NO_SIDE:
        _reveal(s)
        if s.over:
            return
    if mode == M_MOLE:
        top = s.stack[-1]
        s.stack[-1] = (T_MOLE, top[1] - 1 - n_paid, top[2] + ((face, bonus_ok),), top[3])
    elif mode == M_NORMAL:
        s.stack.append((T_RESOLVE, face, bonus_ok))
    _mushrooms(s, F_SYM[face], side, F_SPECIES[face])


def place_sapling(s, p: int, card: int, mode: int) -> None:
    _take_from_hand(s, p, card)
    s.forests[p].append([card, 1, (), (), (), ()])
    _emit_private(s, "play", p, {"card": CARD_ID[card], "species": "sapling", "side": "tree",
                                 "tree": len(s.forests[p]) - 1, "mode": ("play", "mole", "free")[mode]},
                  {"card": None, "species": "sapling", "side": "tree", "tree": len(s.forests[p]) - 1,
                   "mode": ("play", "mole", "free")[mode]})
    _reveal(s)
    if s.over:
        return
    if mode == M_MOLE:
        top = s.stack[-1]
        s.stack[-1] = (T_MOLE, top[1] - 1, top[2], top[3])
    _mushrooms(s, TREE_BIT, NO_SIDE, -1)


def _mushrooms(s, sym: int, side: int, species: int) -> None:
    """Queue a draw question for every active mushroom this placement triggers."""
    mush = s.mush
    for i, (sp, bit, tside) in enumerate(TRIGGERS):
        k = mush[i]
        if k and ((bit and sym & bit) or tside == side):
            for _ in range(k):
                s.stack.append((T_ASK, K_MUSH, sp, 0))
    if s.config.get("mushroom_timing") == "same_turn" and species >= 0:
        for i, (sp, bit, tside) in enumerate(TRIGGERS):
            if sp == species:
                s.mush = mush[:i] + (mush[i] + 1,) + mush[i + 1:]


def _pay(s, p: int, face: int, cards: tuple) -> bool:
    """Move the payment into the clearing; True when the bonus condition holds (every paid card
    shows the played card's tree symbol, a split card by either half; at least one card paid)."""
    colour_bit = 1 << D.f_colour[face]
    ok = bool(cards)
    for c in cards:
        _take_from_hand(s, p, c)
        s.clearing.append(c)
        if not D.card_colours[c] & colour_bit:
            ok = False
    # the log says "the bonus applies" only when there is one (a card without a bonus has nothing to apply)
    _emit(s, "pay", p, {"cards": [CARD_ID[c] for c in cards], "bonus": ok and bool(D.s_bonus[F_SPECIES[face]]),
                        "for": CARD_ID[face >> 1]})
    return ok


# ---------------------------------------------------------------- the context of an effect

class Ctx:
    """What an effect handler may do (see :mod:`rules.forest_shuffle.effects`)."""

    __slots__ = ("s", "p", "face")

    def __init__(self, s, p: int, face: int):
        self.s, self.p, self.face = s, p, face

    def room(self) -> int:
        return room(self.s, self.p)

    def hand_size(self) -> int:
        return len(self.s.hands[self.p])

    def clearing_size(self) -> int:
        return len(self.s.clearing)

    def draw(self, n: int) -> None:
        draw(self.s, self.p, n, D.species_ids[F_SPECIES[self.face]])

    def extra_turn(self) -> None:
        self.s.extra += 1
        _emit(self.s, "extra_turn", self.p, {"species": D.species_ids[F_SPECIES[self.face]], "owed": self.s.extra})

    def push(self, task: tuple) -> None:
        self.s.stack.append(task)

    def count_species(self, species: str) -> int:
        sp = D.species_index[species]
        n = 0
        for t in self.s.forests[self.p]:
            if not t[1] and F_SPECIES[t[0] * 2] == sp:
                n += 1
            for side in range(4):
                for c in t[2 + side]:
                    if F_SPECIES[c * 2 + (side & 1)] == sp:
                        n += 1
        return n

    def count_symbol(self, bit: int) -> int:
        n = 0
        for t in self.s.forests[self.p]:
            if bit == TREE_BIT:
                n += 1
            for side in range(4):
                for c in t[2 + side]:
                    if F_SYM[c * 2 + (side & 1)] & bit:
                        n += 1
        return n

    def can_free_place(self, bit: int) -> bool:
        return bool(free_faces(self.s, self.p, bit))

    def clearing_to_cave(self) -> None:
        s = self.s
        moved = s.clearing
        s.cave_open[self.p].extend(moved)
        s.clearing = []
        _emit(s, "cave", self.p, {"cards": [CARD_ID[c] for c in moved], "from": "clearing"})


def _terms(kind: int, face: int) -> tuple:
    sp = F_SPECIES[face]
    return D.s_effect[sp] if kind == K_EFFECT else D.s_bonus[sp]


def _run_terms(s, p: int, kind: int, face: int) -> None:
    ctx = Ctx(s, p, face)
    _emit(s, ASK_NAMES[kind], p, _face_data(face))
    for term in _terms(kind, face):
        if s.over:
            return
        fx.EFFECTS.run(ctx, term)


# ---------------------------------------------------------------- turns

_MUSH_INDEX = tuple(next((i for i, t in enumerate(TRIGGERS) if t[0] == sp), -1) for sp in range(D.n_species))


def _active_mushrooms(s, p: int) -> tuple:
    counts = [0] * len(TRIGGERS)
    index = _MUSH_INDEX
    for t in s.forests[p]:
        for side in range(4):
            half = side & 1
            for c in t[2 + side]:
                i = index[F_SPECIES[c * 2 + half]]
                if i >= 0:
                    counts[i] += 1
    return tuple(counts)


def begin_turn(s, p: int, extra: bool = False) -> None:
    s.turn = p
    s.turn_no += 1
    s.mush = _active_mushrooms(s, p)
    s.stack.append((T_MAIN,))
    _emit(s, "turn", p, {"turn": s.turn_no, "extra": extra})


def _end_turn(s) -> None:
    if s.turn_no == 0:                       # the mulligans are over: the first turn
        begin_turn(s, s.start)
        return
    if len(s.clearing) >= D.clearing_limit:
        _emit(s, "clearing_cleared", None, {"cards": [CARD_ID[c] for c in s.clearing]})
        s.gone.extend(s.clearing)
        s.clearing = []
    if s.extra > 0:
        s.extra -= 1
        begin_turn(s, s.turn, extra=True)
    else:
        begin_turn(s, (s.turn + 1) % s.n)


def advance(s) -> None:
    """Run the automatic steps until a decision is due (or the game is over)."""
    stack = s.stack
    while not s.over:
        if not stack:
            _end_turn(s)
            return
        top = stack[-1]
        code = top[0]
        if code == T_RESOLVE:
            stack.pop()
            face, bonus_ok = top[1], top[2]
            sp = F_SPECIES[face]
            if bonus_ok and D.s_bonus[sp]:
                stack.append((T_ASK, K_BONUS, face, 0))
            if D.s_effect[sp]:
                stack.append((T_ASK, K_EFFECT, face, 0))
            continue
        if code == T_ASK:
            kind = top[1]
            if kind == K_MUSH:
                if room(s, s.turn) > 0:
                    return
                stack.pop()
                continue
            terms = _terms(kind, top[2])
            ctx = Ctx(s, s.turn, top[2])
            if not any(fx.useful(t, ctx) for t in terms):
                stack.pop()
                continue
            if len(terms) == 1 and terms[0].effect in fx.INTERACTIVE:
                stack.pop()                # the task it opens has its own way to stop
                _run_terms(s, s.turn, kind, top[2])
                continue
            return
        if code == T_FREE:
            if free_faces(s, s.turn, top[1]):
                return
            stack.pop()
            continue
        if code == T_CAVE:
            if s.hands[s.turn]:
                return
            stack.pop()
            _cave_done(s, top[1])
            continue
        if code == T_MOLE:
            if top[1] > 0:
                return
            stack.pop()
            _mole_done(s, top)
            continue
        if code == T_DRAW2:
            if room(s, s.turn) > 0:
                return
            stack.pop()
            continue
        return


def _cave_done(s, count: int) -> None:
    if count:
        draw(s, s.turn, count, "raccoon")


def _mole_done(s, task) -> None:
    for face, ok in reversed(task[2]):
        s.stack.append((T_RESOLVE, face, ok))


# ---------------------------------------------------------------- the dispatch table

def _after_draw(s, top) -> None:
    if s.over:
        return
    s.stack.pop()
    if top[0] == T_MAIN and room(s, s.turn) > 0:
        s.stack.append((T_DRAW2,))


def _do_draw(s, top, value):
    p = s.turn
    draw(s, p, 1, "deck")
    _after_draw(s, top)


def _do_take(s, top, value):
    p = s.turn
    s.clearing.remove(value)
    s.hands[p].append(value)
    _make_public(s, p, value)
    _emit(s, "take", p, {"card": CARD_ID[value]})
    _after_draw(s, top)


def _mode_of(top) -> int:
    return M_MOLE if top[0] == T_MOLE else M_NORMAL


def _do_tree(s, top, value):
    p = s.turn
    mode = _mode_of(top)
    if mode == M_NORMAL:
        s.stack.pop()
    _make_public(s, p, value)
    face = value * 2
    if F_COST[face]:
        s.stack.append((T_PAY, face, -1, mode))
    else:
        place(s, p, face, -1, mode, False, 0)


def _do_sapling(s, top, value):
    mode = _mode_of(top)
    if mode == M_NORMAL:
        s.stack.pop()
    place_sapling(s, s.turn, value, mode)


def _do_dweller(s, top, value):
    mode = _mode_of(top)
    if mode == M_NORMAL:
        s.stack.pop()
    _make_public(s, s.turn, value[0])
    s.stack.append((T_SLOT, value[0] * 2 + value[1], mode))


def _do_slot(s, top, value):
    s.stack.pop()
    face, mode = top[1], top[2]
    if mode != M_FREE and F_COST[face]:
        s.stack.append((T_PAY, face, value, mode))
    else:
        place(s, s.turn, face, value, mode, False, 0)


def _do_pay(s, top, value):
    s.stack.pop()
    face, tree, mode = top[1], top[2], top[3]
    ok = _pay(s, s.turn, face, value)
    place(s, s.turn, face, tree, mode, ok, len(value))


def _do_yes(s, top, value):
    s.stack.pop()
    kind = top[1]
    if kind == K_MUSH:
        _emit(s, "mushroom", s.turn, {"species": D.species_ids[top[2]]})
        draw(s, s.turn, 1, D.species_ids[top[2]])
    else:
        _run_terms(s, s.turn, kind, top[2])


def _do_no(s, top, value):
    s.stack.pop()
    what = ASK_NAMES[top[1]]
    _emit(s, "decline", s.turn, {"what": what, "species": D.species_ids[top[2] if top[1] == K_MUSH
                                                                         else F_SPECIES[top[2]]]})


def _do_free(s, top, value):
    if not top[2]:
        s.stack.pop()
    _make_public(s, s.turn, value[0])
    s.stack.append((T_SLOT, value[0] * 2 + value[1], M_FREE))


def _do_stop(s, top, value):
    s.stack.pop()
    if top[0] == T_CAVE:
        _cave_done(s, top[1])
    elif top[0] == T_MOLE:
        _mole_done(s, top)


def _do_cave(s, top, value):
    p = s.turn
    _take_from_hand(s, p, value)
    s.cave_hidden[p].append(value)
    s.stack[-1] = (T_CAVE, top[1] + 1)
    _emit_private(s, "cave", p, {"cards": [CARD_ID[value]], "from": "hand"}, {"cards": [None], "from": "hand"})


def _do_keep(s, top, value):
    s.stack.pop()
    _emit(s, "keep", top[1], {})


def _do_mulligan(s, top, value):
    s.stack.pop()
    p = top[1]
    s.mull[p] = s.hands[p]
    s.hands[p] = []
    s.pub[p] = frozenset()
    _emit_private(s, "mulligan", p, {"returned": [CARD_ID[c] for c in s.mull[p]]}, {"returned": len(s.mull[p])})
    draw(s, p, D.hand_size, "mulligan")


DISPATCH = {
    (T_MAIN, A_DRAW): _do_draw, (T_DRAW2, A_DRAW): _do_draw,
    (T_MAIN, A_TAKE): _do_take, (T_DRAW2, A_TAKE): _do_take,
    (T_MAIN, A_TREE): _do_tree, (T_MOLE, A_TREE): _do_tree,
    (T_MAIN, A_SAPLING): _do_sapling, (T_MOLE, A_SAPLING): _do_sapling,
    (T_MAIN, A_DWELLER): _do_dweller, (T_MOLE, A_DWELLER): _do_dweller,
    (T_SLOT, A_SLOT): _do_slot,
    (T_PAY, A_PAY): _do_pay,
    (T_ASK, A_YES): _do_yes, (T_ASK, A_NO): _do_no,
    (T_FREE, A_FREE): _do_free, (T_FREE, A_STOP): _do_stop,
    (T_CAVE, A_CAVE): _do_cave, (T_CAVE, A_STOP): _do_stop,
    (T_MOLE, A_STOP): _do_stop,
    (T_MULL, A_KEEP): _do_keep, (T_MULL, A_MULLIGAN): _do_mulligan,
}


def fast_apply(s, a: Action) -> None:
    """Apply a legal action without checks or events (the AI's playouts)."""
    DISPATCH[(s.stack[-1][0], a.kind)](s, s.stack[-1], a.value)
    advance(s)
    s.steps += 1
    s.memo = None


def apply_legal(s, a: Action, log: bool = True) -> list[Event]:
    """Apply ``a``, known to be exactly one of the legal actions now (``ForestShuffleRules.apply`` checks
    it and explains a refusal, see explain.py), with its events unless ``log`` is False."""
    s.ev = [] if log else None
    try:
        DISPATCH[(s.stack[-1][0], a.kind)](s, s.stack[-1], a.value)
        advance(s)
        s.steps += 1
        s.memo = None
        return s.ev or []
    finally:
        s.ev = None
