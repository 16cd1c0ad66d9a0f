"""Animal Duel's evaluation for the AI: a position's worth to a seat in 0..1, and where playouts stop
(the playout's moves are in :mod:`rules.animal_duel.policy`)."""
from __future__ import annotations

import math

from rules.animal_duel.scoring import clashes, winner_of
from rules.animal_duel.state import FIX, OVER, TURN, UNKNOWN, State, unlocked


def best_gain(s: State, seat: int) -> float:
    """The best life swing ``seat`` can make with one placement from its hand now (clash damage
    dealt minus taken), 0 if none helps."""
    return reach(s, seat)[0]


_PER_TABLES: dict[tuple, tuple] = {}


def _per_card(name: str, tb, build) -> tuple:
    """``build(tb)``, a tuple per card of a deck's tables, made once per tables object and kept."""
    hit = _PER_TABLES.get((name, id(tb)))
    if hit is None or hit[0] is not tb:
        hit = _PER_TABLES[(name, id(tb))] = (tb, build(tb))
    return hit[1]


_BOOSTS = ("damage_multiplier", "heal_per_clash_won", "direct_damage", "engulf", "reflect_damage")


def _build_boost_kinds(tb) -> tuple:
    out = []
    for c in range(len(tb.is_animal)):
        e = tb.effects[c][0] if not tb.is_animal[c] and tb.effects[c] else None
        if e is None or e.effect not in _BOOSTS:
            out.append(None)
        else:
            n = getattr(e, "factor", None) or getattr(e, "amount", None) or getattr(e, "divisor", None) or 1
            out.append((e.effect, n))
    return tuple(out)


def _boost_kinds(tb) -> tuple:
    """Per card: (effect name, its number) of the situationals that change what one placement does."""
    return _per_card("boosts", tb, _build_boost_kinds)


def boosts(s: State, seat: int) -> tuple[int, int, int, bool]:
    """(damage multiplier, life per clash won, direct damage, may cover an animal) ``seat`` can bring
    to its next placement with the situationals it holds (and those already played this turn)."""
    mult, leech, direct, engulf = 1, 0, 0, False
    if s.phase == TURN and s.turn == seat:
        mult, leech, engulf = s.mult, s.leech, s.engulf > 0
    if not USE_BOOSTS:
        return mult, leech, direct, engulf
    kinds = _boost_kinds(s.tb)
    t = seat & 1
    for c in s.hands[seat]:
        if c == UNKNOWN:
            continue
        k = kinds[c]
        if k is None:
            continue
        name, n = k
        if name == "damage_multiplier":
            mult *= n
        elif name == "heal_per_clash_won":
            leech += n
        elif name == "direct_damage":
            direct += n
        elif name == "engulf":
            engulf = True
        else:                                   # reflect_damage: a share of what this side lost
            direct += -(-s.last_damage[t] // n)
    return mult, leech, direct, engulf


def reach(s: State, seat: int, board: list | None = None) -> tuple[float, int, int, int]:
    """(the best life swing ``seat`` can make with one placement from its hand now, 0 if none helps;
    the most damage one placement can deal; the card and cell of that best placement, -1 if none)
    on ``board`` (the state's by default). The situationals ``seat`` holds count: a multiplier, life
    per clash won, direct damage and the right to cover an opponent's animal (``boosts``)."""
    t = seat & 1
    board = s.board if board is None else board
    tb = s.tb
    hand = s.hands[seat]
    cands = [c for c in hand if c != UNKNOWN and tb.is_animal[c] and (tb.req[c] is None or unlocked(s, tb.req[c], t))]
    if not cands:
        return 0.0, 0, -1, -1
    mult, leech, direct, engulf = boosts(s, seat)
    best = 0
    most = 0
    where = (-1, -1)
    nb4 = s.geom.nb4
    bstr = tb.bstr
    for cell in range(s.ncells):
        top = board[cell]
        if top and not (engulf and top[-1][1] != t):
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
            dealt = 0
            for d, th in opp:
                if ms[d] > th:
                    dealt += ms[d] - th
                    g += leech
                else:
                    g -= th - ms[d]
            g += dealt * mult
            dealt *= mult
            if g > best:
                best = g
                where = (c, cell)
            if dealt > most:
                most = dealt
    if direct:
        best += direct
        most += direct
    return float(best), most, where[0], where[1]


# whether the situationals in hand count in ``reach`` (bench: A/B)
USE_BOOSTS = True


def exposure(s: State, t: int) -> float:
    """How well team ``t``'s awake animals face the empty cells: strong sides towards empty cells
    deter or punish the next placement there, weak sides invite one."""
    return _exposures(s)[t]


def _exposures(s: State) -> tuple[float, float]:
    """``exposure`` of both teams in one pass over the board."""
    board = s.board
    bstr = s.tb.bstr
    nb4 = s.geom.nb4
    total = [0.0, 0.0]
    for cell in range(s.ncells):
        st = board[cell]
        if not st:
            continue
        card, owner, asleep = st[-1]
        if asleep:
            continue
        ms = bstr[card][owner]
        for d, nc in nb4[cell]:
            if not board[nc]:
                total[owner] += ms[d] - 2.5
    return total[0], total[1]


HAND_VALUE = {"reflect_damage": 0.8, "clear_board": 0.3, "enable_requires": 0.5, "hand_size": 0.6,
              "opponent_discards": 0.6, "refresh_hand": 0.2, "heal_per_clash_won": 0.6, "push_own": 0.6,
              "damage_multiplier": 1.2, "direct_damage": 2.0, "extra_placement": 1.0, "steal_animal": 1.0,
              "swap_animals": 0.8, "swap_hand_card": 0.3, "heal": 2.0, "engulf": 0.8, "remove_animal": 1.0,
              "sleep_animal": 1.0}
# Issue 23: what a situational kept for the turn it matters is worth held, so that the search spends it
# only for a real gain (Extinción: a comeback; Embestida, Teletransportación, Aire Fresco: for little,
# before). The playouts' discards keep HAND_VALUE's order. (bench: A/B with HELD_BACK = {})
HELD_BACK = {"clear_board": 0.9, "push_own": 0.8, "swap_animals": 1.0, "refresh_hand": 0.4}
def _situ_values(tb) -> tuple:
    """Per card: what a situational in hand is worth (0 for animals), per deck's tables."""
    return _per_card("hand", tb, lambda tb: tuple(
        0.0 if tb.is_animal[c] or not tb.effects[c] else
        HELD_BACK.get(tb.effects[c][0].effect, HAND_VALUE.get(tb.effects[c][0].effect, 0.5))
        for c in range(len(tb.is_animal))))


def hand_value(s: State, t: int) -> float:
    """What team ``t``'s situationals are worth: those held, and the permanents it has in play (a
    permanent keeps its worth once played, so playing one is never a loss here; bench: A/B with
    --no-permanents-in-play)."""
    values = _situ_values(s.tb)
    total = 0.0
    for p in range(s.n):
        if p & 1 != t:
            continue
        for c in s.hands[p]:
            if c != UNKNOWN:
                total += values[c]
    if PERMANENTS_IN_PLAY:
        for c in s.situ_p[t]:
            total += values[c]
    return total


PERMANENTS_IN_PLAY = True


# reply: the player to act's best placement (life); counter: the next player's best answer to it; ko: the
# value of a K.O. within the reach of the player to act; exposure and hand: the board's open sides and the
# situationals held; scale: life points per unit before the squash into 0..1. Fitted (`python -m
# rules.animal_duel.bench fit`: logistic regression
# of the winner on these terms at 6,694 turn starts of 450 games between two yardsticks; test log-likelihood
# -0.516 against -0.569 for the weights before, 1.0/0.5/0.3/0.5 and scale 4). A K.O. within reach in a deal
# of the hidden cards is as good as won there: 0.999, above any lead short of it
EVAL_WEIGHTS = {"reply": 0.67, "counter": 0.19, "ko": 0.999, "exposure": 0.11, "hand": 0.72, "scale": 1.67}


def evaluate(s: State, seat: int, w: dict = EVAL_WEIGHTS) -> float:
    """0..1 for ``seat``: 1/0 when the match is decided; otherwise the life difference plus the
    board (the best placement the player to act can make, whether it can end the game by K.O., and
    how each side faces the empty cells) and the situationals held, squashed into 0..1."""
    t = seat & 1
    if s.phase == OVER:
        if s.winner is None:
            return 0.5
        return 1.0 if s.winner == t else 0.0
    # the search asks for both sides of the same position in a row: the value is symmetric
    mark = (id(w), s.games, s.turn_no, s.turn_actions, s.phase, s.actor, s.life[0], s.life[1])
    if _LAST[0] is s and _LAST[1] == mark:
        return _LAST[2] if t == 0 else 1.0 - _LAST[2]
    v = _evaluate(s, t, w)
    _LAST[:] = [s, mark, v if t == 0 else 1.0 - v]
    return v


_LAST: list = [None, None, 0.5]        # the last position evaluated, its mark and its value for team 0


def next_placer(s: State) -> int:
    """The seat whose placement comes next (in a turn or fixing a hand)."""
    mover = s.actor if s.phase == TURN else (s.actor + 1) % s.n
    if s.phase == TURN and s.placements_left <= 0:
        mover = (s.turn + 1) % s.n
    return mover


def answer(s: State, mover: int, card: int, cell: int) -> float:
    """The next player's best clash swing against the board ``mover``'s placement leaves."""
    board = s.board[:]
    board[cell] = board[cell] + ((card, mover & 1, False),)
    return reach(s, (mover + 1) % s.n, board)[0]


def _evaluate(s: State, t: int, w: dict) -> float:
    o = 1 - t
    x = float(s.life[t] - s.life[o])
    if s.phase == TURN or s.phase == FIX:
        mover = next_placer(s)
        if BOARD_END:
            end = board_end(s, mover)
            if end is not None:
                e, sure = end
                k = ko_value(w) - 0.5
                e = e if mover & 1 == t else 1.0 - e
                return 0.5 + k * (2.0 * e - 1.0) * (1.0 if sure else UNSURE_END)
        gain, most, card, cell = reach(s, mover)
        if w["ko"] and most >= s.life[1 - (mover & 1)]:
            # the player to act can end the game with one placement (in this determinization)
            k = ko_value(w)
            return k if mover & 1 == t else 1.0 - k
        g = gain * w["reply"]
        if w["counter"] and card >= 0:
            g -= w["counter"] * answer(s, mover, card, cell)
        x += g if mover & 1 == t else -g
    ex = _exposures(s)
    x += w["exposure"] * (ex[t] - ex[o])
    x += w["hand"] * (hand_value(s, t) - hand_value(s, o))
    return 0.5 + SURE_WIN * (1.0 / (1.0 + math.exp(-x / w["scale"])) - 0.5)


# Issue 23: a position not yet won is worth at most SURE_WIN of the way from even to a win (a K.O. within
# reach of the player to act: half-way from there), so that a lead of 9 life is not all but as good as
# the K.O. itself: with the whole 0..1 the squashed lead (0.995) and the K.O. (1.0) differed by less than
# the search's noise, and hard placed for 4 at 7 life instead of Golpe Mortal and the K.O. (1.0: as
# before; bench: A/B)
SURE_WIN = 0.9


def ko_value(w: dict = EVAL_WEIGHTS) -> float:
    """The worth of a K.O. within reach of the player to act, to that player: above any lead (half-way
    from the most a lead is worth to a win), below the K.O. made."""
    return w["ko"] if SURE_WIN >= 1.0 else 0.5 + (1.0 + SURE_WIN) / 4


# ---------------------------------------------------------------------------- the board's end

# Issue 23: the board's last cells are played out exactly at the horizon. A player must place when it
# can, so with one empty cell the next placement ends the game (a K.O., or the full board won by the
# side with more life), and with two the next placer picks the cell and animal that leave the other the
# worst forced last placement. The careful player weighs this; hard's tree stops at the end of its
# turn, so its evaluation saw only a few life points where the game was won or lost (bench: A/B).
BOARD_END = True
UNSURE_END = 0.6     # how sure the end is when the side it loses holds a situational (it may change it)


def _placeable(s: State, seat: int) -> list[int]:
    tb = s.tb
    t = seat & 1
    return [c for c in s.hands[seat] if c != UNKNOWN and tb.is_animal[c]
            and (tb.req[c] is None or unlocked(s, tb.req[c], t))]


def _has_situational(s: State, seat: int) -> bool:
    tb = s.tb
    return any(c == UNKNOWN or not tb.is_animal[c] for c in s.hands[seat])


def _placed(s: State, board: list, life: list, card: int, team: int, cell: int, mult: int, leech: int):
    """(board, life, winner or -1 while the game goes on) after ``team`` places ``card`` on ``cell``."""
    d, tk, wins = clashes(s, card, team, cell, None, board)
    after = list(life)
    after[1 - team] -= d * mult
    after[team] -= tk
    if leech and wins:
        after[team] = min(s.deck.life, after[team] + leech * wins)
    nb = board[:]
    nb[cell] = ((card, team, False),)
    if after[0] <= 0 or after[1] <= 0:
        w = winner_of(after, "ko")
    elif all(nb):
        w = winner_of(after, "board_full")
    else:
        return nb, after, -1
    return nb, after, (0.5 if w is None else 1.0 if w == team else 0.0)


def _last(s: State, board: list, life: list, seat: int, cell: int, mult: int, leech: int):
    """The value to ``seat``'s side of its best forced placement on the last empty ``cell`` (None: no
    animal to place)."""
    team = seat & 1
    best = None
    for c in _placeable(s, seat):
        v = _placed(s, board, life, c, team, cell, mult, leech)[2]
        if best is None or v > best:
            best = v
            if v >= 1.0:
                break
    return best


def board_end(s: State, mover: int):
    """With at most two empty cells and the next placement forced: (the game's value to ``mover``'s
    side, 0 / 0.5 / 1, sure or not) when it is played out exactly, else None."""
    board = s.board
    empty = [c for c in range(s.ncells) if not board[c]]
    if not empty or len(empty) > 2 or s.engulf:
        return None
    if s.phase == TURN and s.turn == mover:
        if s.placed > 0 or s.placements_left != 1:
            return None                     # the mover may end the turn instead, or place twice
        mult, leech = s.mult, s.leech
    else:
        mult, leech = 1, 0
    life = s.life
    if len(empty) == 1:
        v = _last(s, board, life, mover, empty[0], mult, leech)
        if v is None:
            return None
        loser = mover if v < 0.5 else (mover + 1) % s.n
        return v, v == 0.5 or not _has_situational(s, loser)
    other = (mover + 1) % s.n
    team = mover & 1
    best = None
    for cell in empty:
        rest = empty[1] if cell == empty[0] else empty[0]
        for c in _placeable(s, mover):
            nb, after, v = _placed(s, board, life, c, team, cell, mult, leech)
            if v < 0:
                r = _last(s, nb, after, other, rest, 1, 0)
                if r is None:
                    return None
                v = 1.0 - r
            if best is None or v > best:
                best = v
    if best is None:
        return None
    loser = mover if best < 0.5 else other
    return best, best == 0.5 or not (_has_situational(s, loser) or _has_situational(s, mover))


def rollout_key(s: State):
    """AI rollouts stop when this changes: at the end of the current turn (or of the game). At
    the very start of a turn it is a fresh object, equal to nothing, so a rollout never plays a
    whole turn at random: ``evaluate`` judges the position there (with the best placement the
    player to act can make) instead."""
    if s.turn_actions == 0 and s.phase == TURN:
        return object()
    return (s.games, s.turn_no)


# the search's tree covers the turn being decided; the evaluation judges the reply to it (bench: A/B)
TREE_TURN_ONLY = True


def tree_key(s: State):
    """The search tree grows within the turn being decided: the opponent's answer is judged by
    ``evaluate`` (their best placement in each deal of the hidden cards, exactly), not by a thin tree."""
    if not TREE_TURN_ONLY:
        return None
    return (s.games, s.turn_no)
