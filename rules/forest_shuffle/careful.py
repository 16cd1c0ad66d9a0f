"""The careful yardstick: a rule-based Forest Shuffle player of the kind a good club player is.

It reads only ``rules.view(state, seat)`` and is deterministic. Every move is judged one move ahead by
its change in *projected score*: the forest's exact score plus what the hand may still become. What a
card in hand is worth is a share of what it would gain if played (estimate.py's fast estimate, in the
forest as it would be after the move: a new tree opens slots, a Beech makes the Chaffinch worth more),
less a little per card of its cost; only the best cards count (the rest will pay for them) and the
hand fades over the player's last turns, when only points on the table count.

- A play is valued with its best tree and its best payment: the exact points it gains, the hand it
  leaves, its effect and bonus (a drawn card is worth an unseen card's average value, counted over the
  cards not yet seen; an extra turn two of them; a free placement its gain), a mushroom's draw, and
  less what the paid cards give the next players in the clearing (unless the clearing is emptied at
  the end of the turn).
- A draw takes, card by card, the best of the clearing (its value to us, plus a little for keeping a
  card the others want from them) or the deck's average.
- A sapling is a play like any other (its value is the tree's slots and symbol), so it is rare.
- Questions: yes to every draw and every effect; a Raccoon caves the cards worth less than the point and
  the card it brings back; the Mole plays on while a play gains; a free placement takes the best gain.
"""
from __future__ import annotations

from rules.ai.bots import Bot
from rules.forest_shuffle import moves
from rules.forest_shuffle.cards import db
from rules.forest_shuffle.constants import (A_CAVE, A_DRAW, A_DWELLER, A_FREE, A_MULLIGAN, A_SAPLING, A_STOP,
                                            A_TAKE, A_TREE, A_YES, M_MOLE, M_NORMAL, NO_SIDE, T_ASK, T_CAVE,
                                            T_DRAW2, T_FREE, T_MAIN, T_MOLE, T_MULL, T_PAY, T_SLOT, SYM_BIT)
from rules.forest_shuffle.estimate import Marginal
from rules.forest_shuffle.policy import placed
from rules.forest_shuffle.evaluate import turns_left
from rules.forest_shuffle.scoring import Counts, all_counts, forest_score
from rules.forest_shuffle.view import unseen_cards

D = db()
F_SIDE, F_COST, F_SPECIES, F_SYM = D.f_side, D.f_cost, D.f_species, D.f_sym
IS_TREE = D.is_tree
TRIGGERS = D.triggers

PARAMS = {
    "share": 0.2,        # part of a card's estimated gain it is worth in hand
    "cost": 1.0,         # less this much per card of its cost
    "floor": 0.5,        # a card is worth at least this (it can pay, or become a sapling)
    "tree": 1.0,         # a tree card in hand is worth this much more (four new slots)
    "count_frac": 0.75,  # the share of the hand (best first) that counts: the rest pays for it
    "per_play": 2.0,     # hand cards one play uses
    "fade_turns": 3.0,   # the hand fades over the player's last this-many turns
    "turn": 2.0,         # an extra turn: this many drawn cards
    "gift": 0.2,         # part of a paid card's worth to the next player counted against the payment
    "deny": 0.1,         # part of a clearing card's worth to the others counted for taking it
    "take": 0.0,         # a clearing card is taken only when it beats a blind draw by this much
    "sapling": 0.0,      # a sapling is played only when it beats the other moves by this much
}


class _Forests:
    """A stand-in state for estimate.Marginal: the same seats with one forest replaced."""
    __slots__ = ("forests", "n")

    def __init__(self, forests, n):
        self.forests, self.n = forests, n


class Know:
    """What the careful player knows at one decision: its view, the counts of every forest, its turns
    left, the average worth of an unseen card, the other players' estimates."""

    def __init__(self, v, seat: int, params: dict | None = None, pool: list | None = None):
        """``pool``: the cards a deck card may be (default: those the view does not show; a search on a
        full state gives the root's)."""
        self.p = P = params or PARAMS
        self.v, self.seat, self.n = v, seat, v.n
        self.hand = list(v.hands[seat])
        self.forest = v.forests[seat]
        self.counts = all_counts(D, v)
        self.score = forest_score(D, v, seat, self.counts)
        total = turns_left(v)
        ahead = (seat - v.turn) % v.n
        self.turns = max(0.0, (total - ahead) / v.n + 1.0) if total > 0 else 0.0
        self.fade = min(1.0, self.turns / P["fade_turns"])
        self.m = Marginal(v, seat, self.counts)
        if pool is None:
            pool = [c for c in unseen_cards(v) if not D.is_winter[c]]
        memo = getattr(pool, "memo", None)
        key = None if memo is None else tuple(tuple(map(tuple, f)) for f in v.forests)
        self.e_draw = _average(memo, (key, seat, id(P)), pool, lambda c: self.card_value(c, self.m, True))
        others = [q for q in range(v.n) if q != seat]
        self.opp = [Marginal(v, q, self.counts) for q in others]
        # each other's worth of a card, kept by forests in a search (a dict per other seat)
        self.ov = [{} if memo is None else memo.setdefault((key, q, "cards"), {}) for q in others]
        self.e_opp = [_average(memo, (key, q), pool, lambda c, i=i: self.opp_value(i, c)) for i, q in enumerate(others)]
        self.base = self.hand_value([self.card_value(c, self.m, self._any_tree(self.hand)) for c in self.hand])

    @staticmethod
    def _any_tree(hand) -> bool:
        return any(c >= 0 and IS_TREE[c] for c in hand)

    def card_value(self, c: int, m: Marginal, any_tree: bool) -> float:
        """A card's worth in hand: a share of its best estimated gain less its cost, at least the floor."""
        P = self.p
        share, cost_w, floor = P["share"], P["cost"], P["floor"]
        f = c * 2
        if IS_TREE[c]:
            v = share * (m.gain(f) - cost_w * F_COST[f]) + P["tree"]
        else:
            v = floor
            for g in (f, f + 1):
                if any_tree or m.placeable(g):
                    x = share * (m.gain(g) - cost_w * F_COST[g])
                    if x > v:
                        v = x
        return v if v > floor else floor

    def hand_value(self, vals: list) -> float:
        """The best usable part of a hand's card values, faded over the last turns."""
        P = self.p
        usable = min(int(self.turns * P["per_play"]) + 1, int(len(vals) * P["count_frac"] + 0.5))
        if usable < len(vals):
            vals = sorted(vals, reverse=True)[:usable]
        return self.fade * sum(vals)

    def after(self, forest: list) -> tuple[int, Marginal]:
        """The exact score and the estimate of our forest if it were ``forest``."""
        c = Counts(D, self.seat, forest)
        lst = self.counts[:]
        lst[self.seat] = c
        c.all = lst
        forests = self.v.forests[:]
        forests[self.seat] = forest
        return forest_score(D, self.v, self.seat, lst, forest), Marginal(_Forests(forests, self.n), self.seat, lst)

    def opp_value(self, i: int, c: int) -> float:
        """``_opp_value`` of card ``c`` to the ``i``-th other seat (computed once)."""
        d = self.ov[i]
        x = d.get(SIG[c])
        if x is None:
            x = d[SIG[c]] = _opp_value(c, self.opp[i])
        return x

    def gift(self, cards) -> float:
        """What ``cards`` put into the clearing give the next players (their best two, beyond a deck card)."""
        best = 0.0
        for i, e in enumerate(self.e_opp):
            vals = sorted((max(0.0, self.opp_value(i, c) - e) for c in cards), reverse=True)
            best = max(best, sum(vals[:2]))
        return self.p["gift"] * best

    def deny(self, c: int) -> float:
        return self.p["deny"] * max((max(0.0, self.opp_value(i, c) - e) for i, e in enumerate(self.e_opp)),
                                    default=0.0)


class Pool(list):
    """The cards a deck card may be, for a search on full states: the averages over them (an unseen
    card's worth to a seat) kept by the forests they were taken in, so the many states of a search with
    the same forests compute each once (the same figures: the same sum in the same order)."""

    def __init__(self, cards):
        super().__init__(cards)
        self.memo = {}


def _signature(c: int) -> tuple:
    """What a card's worth in hand or to another player depends on: each half's species, symbols,
    colour, side and cost, and whether it is a tree (cards alike in these are worth the same)."""
    return (IS_TREE[c],) + tuple((F_SPECIES[f], F_SYM[f], D.f_colour[f], F_SIDE[f], F_COST[f]) for f in D.halves(c))


_SIGS: dict = {}
SIG = tuple(_SIGS.setdefault(_signature(c), len(_SIGS)) for c in range(D.n_deck))


def _average(memo, key, pool, value) -> float:
    """The mean of ``value`` over ``pool`` (0 for none), kept in ``memo`` under ``key`` when given (and
    then ``value`` taken once for cards alike: the same sum in the same order)."""
    if not pool:
        return 0.0
    if memo is None:
        return sum(value(c) for c in pool) / len(pool)
    x = memo.get(key)
    if x is None:
        alike: dict = {}

        def once(c):
            y = alike.get(SIG[c])
            if y is None:
                y = alike[SIG[c]] = value(c)
            return y
        x = memo[key] = sum(once(c) for c in pool) / len(pool)
    return x


def _opp_value(c: int, m: Marginal) -> float:
    """What a card would be worth to another player (their forest's estimate)."""
    best = 0.0
    for f in D.halves(c):
        if F_SIDE[f] == NO_SIDE or m.placeable(f):
            x = m.gain(f) - F_COST[f]
            if x > best:
                best = x
    return best


# ---------------------------------------------------------------- plays

def _effects(k: Know, face: int, rest: list, bonus: bool, m2: Marginal, room: int) -> float:
    """The worth of a placed card's effect (and bonus when its payment fires it) and the mushroom draws."""
    sp = F_SPECIES[face]
    draws = 0
    val = 0.0
    terms = list(D.s_effect[sp]) + (list(D.s_bonus[sp]) if bonus else [])
    for t in terms:
        e = t.effect
        if e == "draw":
            draws += t.count
        elif e == "extra_turn":
            val += k.p["turn"] * k.e_draw
        elif e == "draw_per_species":
            draws += k.counts[k.seat].species[D.species_index[t.species]]
        elif e == "draw_per_symbol":
            draws += k.counts[k.seat].sym[_SYM_I[t.symbol]]
        elif e == "free_place":
            val += _free_value(k, rest, SYM_BIT[t.symbol], m2)
        elif e == "clearing_to_cave":
            val += len(k.v.clearing) + F_COST[face]
        elif e == "hand_to_cave":
            val += sum(max(0.0, 1 + k.e_draw - k.card_value(c, m2, True)) for c in rest)
        elif e == "play_more":
            val += 0.5 * sum(max(0.0, m2.gain(f) - 2 * F_COST[f]) for c in rest for f in D.halves(c)
                             if m2.placeable(f)) / 2
    side = F_SIDE[face]
    for i, (msp, bit, tside) in enumerate(TRIGGERS):
        if k.v.mush[i] and ((bit and F_SYM[face] & bit) or tside == side):
            draws += k.v.mush[i]
    return val + min(draws, room) * k.e_draw


_SYM_I = {name: i for i, name in enumerate(SYM_BIT)}


def _free_value(k: Know, rest: list, bit: int, m2: Marginal) -> float:
    best = 0.0
    for c in rest:
        if IS_TREE[c]:
            continue
        for f in D.halves(c):
            if F_SYM[f] & bit and m2.placeable(f):
                g = m2.gain(f) - k.card_value(c, m2, True)
                if g > best:
                    best = g
    return best


def best_tree(k: Know, face: int) -> tuple[int, int, Marginal]:
    """(tree, exact score after, estimate after) of the best place for a half (a tree card: -1)."""
    if F_SIDE[face] == NO_SIDE:
        pts, m2 = k.after(placed(k.forest, face, -1))
        return -1, pts, m2
    rest = [c for c in k.hand if c != face >> 1]
    any_tree = Know._any_tree(rest)
    best = None
    for t in moves.legal_trees(k.v, k.seat, face):
        pts, m2 = k.after(placed(k.forest, face, t))
        v = pts + k.hand_value([k.card_value(c, m2, any_tree) for c in rest])
        if best is None or v > best[0]:
            best = (v, t, pts, m2)
    return best[1], best[2], best[3]


def best_payment(k: Know, face: int, options: list, m2: Marginal) -> tuple[float, tuple]:
    """(value, cards) of the best payment among ``options``: the hand it leaves, the bonus it fires,
    less what it gives the next players."""
    card = face >> 1
    rest = [c for c in k.hand if c != card]
    bit = 1 << D.f_colour[face]
    clear_after = len(k.v.clearing) + F_COST[face] + (1 if F_SIDE[face] == NO_SIDE else 0)
    emptied = clear_after >= D.clearing_limit
    vals = {c: k.card_value(c, m2, True) for c in rest}
    best = None
    for pay in options:
        left = [c for c in rest if c not in pay]
        fires = bool(pay) and all(D.card_colours[c] & bit for c in pay)
        room = D.hand_limit - len(left)
        v = k.hand_value([vals[c] for c in left]) + _effects(k, face, left, fires, m2, room)
        if not emptied and pay:
            v -= k.gift(pay)
        if best is None or v > best[0]:
            best = (v, pay)
    return best


def play_value(k: Know, face: int) -> tuple[float, int, tuple]:
    """(change in projected score, tree, payment) of playing ``face`` at its best."""
    tree, pts, m2 = best_tree(k, face)
    options = moves.payments(k.v, k.seat, face, M_NORMAL) if F_COST[face] else [()]
    v, pay = best_payment(k, face, options, m2)
    return pts - k.score + v - k.base, tree, pay


def sapling_value(k: Know, card: int) -> float:
    pts, m2 = k.after(placed(k.forest, -1, -1, sapling_card=card))
    rest = [c for c in k.hand if c != card]
    v = k.hand_value([k.card_value(c, m2, Know._any_tree(rest)) for c in rest])
    room = D.hand_limit - len(rest)
    draws = sum(k.v.mush[i] for i, (_sp, bit, _s) in enumerate(TRIGGERS) if bit & SYM_BIT["tree"])
    return pts - k.score + v + min(draws, room) * k.e_draw - k.base - k.p["sapling"]


def draw_values(k: Know, picks: int) -> tuple[float, list]:
    """(change in projected score, actions) of drawing ``picks`` cards one by one, each the best of the
    clearing cards (worth to us, and kept from the others) and the deck (an unseen card's average)."""
    vals = [k.card_value(c, k.m, Know._any_tree(k.hand)) for c in k.hand]
    base = k.hand_value(vals)
    taken = []
    chosen = []
    total = 0.0
    for _ in range(picks):
        best = (k.hand_value(vals + [k.e_draw]) - base, moves.ACT_DRAW, None)
        for c in k.v.clearing:
            if c in taken:
                continue
            any_tree = Know._any_tree(k.hand) or IS_TREE[c]
            x = k.hand_value(vals + [k.card_value(c, k.m, any_tree)]) - base + k.deny(c) - k.p["take"]
            if x > best[0] + 1e-9:
                best = (x, moves.ACT_TAKE[c], c)
        total += best[0]
        chosen.append(best[1])
        if best[2] is not None:
            taken.append(best[2])
            vals.append(k.card_value(best[2], k.m, True))
        else:
            vals.append(k.e_draw)
        base = k.hand_value(vals)
    return total, chosen


# ---------------------------------------------------------------- the player

def rank_main(v, seat: int, legal: list, params: dict | None = None, pool: list | None = None) -> list:
    """Every main action with its change in projected score, best first (ties: the order of ``legal``):
    a list of (value, action)."""
    k = Know(v, seat, params, pool)
    out = []
    draw_done = False
    for i, a in enumerate(legal):
        if a.kind in (A_DRAW, A_TAKE):
            if draw_done:
                continue
            draw_done = True
            room = D.hand_limit - len(k.hand)
            total, chosen = draw_values(k, min(2, room))
            for b in legal:
                if b.kind in (A_DRAW, A_TAKE):
                    out.append((total if b == chosen[0] else total - 0.01 - _miss(k, b), i, b))
        elif a.kind == A_SAPLING:
            out.append((sapling_value(k, a.value), i, a))
        else:
            face = a.value * 2 if a.kind == A_TREE else a.value[0] * 2 + a.value[1]
            out.append((play_value(k, face)[0], i, a))
    out.sort(key=lambda x: (-x[0], x[1]))
    return [(x[0], x[2]) for x in out]


def _miss(k: Know, b) -> float:
    """How much worse a first pick other than the chosen one is (for the ranking only)."""
    if b.kind == A_DRAW:
        return 0.0
    return max(0.0, k.e_draw - k.card_value(b.value, k.m, True))


def choose_sub(v, seat: int, legal: list, params: dict | None = None, pool: list | None = None):
    """The careful choice of every decision but the main one."""
    top = v.stack[-1]
    code = top[0]
    if code == T_ASK:
        return next(a for a in legal if a.kind == A_YES)
    if code == T_MULL:
        return next(a for a in legal if a.kind == A_MULLIGAN)
    k = Know(v, seat, params, pool)
    if code == T_SLOT:
        tree = best_tree(k, top[1])[0]
        return next((a for a in legal if a.value == tree), legal[0])
    if code == T_PAY:
        face = top[1]
        if F_SIDE[face] == NO_SIDE:
            m2 = k.after(placed(k.forest, face, -1))[1]
        else:
            m2 = k.after(placed(k.forest, face, top[2]))[1]
        pay = best_payment(k, face, [a.value for a in legal], m2)[1]
        return next(a for a in legal if a.value == pay)
    if code == T_DRAW2:
        return draw_values(k, 1)[1][0]
    if code == T_FREE:
        return _choose_free(k, legal)
    if code == T_CAVE:
        caves = [a for a in legal if a.kind == A_CAVE]
        worst = min(caves, key=lambda a: (k.card_value(a.value, k.m, True), a.value), default=None)
        if worst is not None and k.card_value(worst.value, k.m, True) * k.fade < 1 + k.e_draw:
            return worst
        return next(a for a in legal if a.kind == A_STOP)
    if code == T_MOLE:
        return _choose_mole(k, legal)
    raise AssertionError(f"careful player at {top!r}")


def _choose_free(k: Know, legal: list):
    best = (0.0, next(a for a in legal if a.kind == A_STOP))
    for a in legal:
        if a.kind != A_FREE:
            continue
        face = a.value[0] * 2 + a.value[1]
        tree, pts, m2 = best_tree(k, face)
        rest = [c for c in k.hand if c != a.value[0]]
        x = pts - k.score + k.hand_value([k.card_value(c, m2, Know._any_tree(rest)) for c in rest]) - k.base
        if x > best[0]:
            best = (x, a)
    return best[1]


def _choose_mole(k: Know, legal: list):
    best = (0.0, next(a for a in legal if a.kind == A_STOP))
    for a in legal:
        if a.kind in (A_TREE, A_DWELLER):
            face = a.value * 2 if a.kind == A_TREE else a.value[0] * 2 + a.value[1]
            tree, pts, m2 = best_tree(k, face)
            opts = [p for p in moves.payments(k.v, k.seat, face, M_MOLE)] if F_COST[face] else [()]
            if not opts:
                continue
            x = pts - k.score + best_payment(k, face, opts, m2)[0] - k.base
            if x > best[0]:
                best = (x, a)
    return best[1]


class CarefulBot(Bot):
    """The careful yardstick (see the module's text); ``Bot.choose`` gives ``decide`` the seat's view."""
    level = "careful"

    def __init__(self, seed: int = 0, params: dict | None = None):
        super().__init__(seed)      # (deterministic: the seed changes nothing)
        self.params = params        # None: PARAMS (another set: an experiment, or the hard level's)

    def decide(self, rules, v, seat: int, legal: list):
        if v.stack[-1][0] == T_MAIN:
            return rank_main(v, seat, legal, self.params)[0][1]
        return choose_sub(v, seat, legal, self.params)


__all__ = ["CarefulBot", "Know", "PARAMS", "Pool", "rank_main", "choose_sub", "play_value", "draw_values"]
