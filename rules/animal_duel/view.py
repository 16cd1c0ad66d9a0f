"""Animal Duel's hidden information: what a seat may see (``view``), and a full state consistent with a
view for the AI's search (``determinize``)."""
from __future__ import annotations

import math

from rules.animal_duel.scoring import clashes
from rules.animal_duel.state import UNKNOWN, State, has_placeable, unlocked

# Inference of the hidden cards from the other side's last placement (bench: --no-hand-inference).
# The cards a player kept through its placement are the ones it chose not to play. Every careful
# player takes a K.O.: an animal that would have knocked the other side out then is all but ruled
# out (HELD_KO). An animal that would only have dealt more than the one placed is a little less
# likely (exp(-HELD_BETA * the damage it would have added): players hold strong animals back for
# better cells), and so is a card most players play at the first chance (HELD_SITU: the
# permanents, Ataque Furioso's direct damage).
HAND_INFERENCE = True
HELD_KO = 0.02
HELD_BETA = 0.25
HELD_SITU = {"P": 0.3, "direct_damage": 0.3}


def view(s: State, seat: int) -> State:
    """What ``seat`` may see: the opposing side's hands are UNKNOWN except the cards this side
    knows are there (given by Trilero or comienzo nivelado, taken with Ladronzuelo or Trilero);
    the partner's hand is open; the deck order is hidden (every card UNKNOWN); the card drawn in
    comienzo nivelado is seen only by the drawer's side; the RNG is removed."""
    v = s.clone()
    v.rng = None
    v.is_view = True
    t = seat & 1
    know = s.known[t]
    for p in range(s.n):
        if p & 1 == t:
            continue
        h = s.hands[p]
        k = [c for c in h if c in know]
        v.hands[p] = k + [UNKNOWN] * (len(h) - len(k))
    v.pile = [UNKNOWN] * len(s.pile)
    if s.drawn is not None and (s.actor & 1) != t:
        v.drawn = UNKNOWN
    v.pool = tuple(unknown_cards(v))        # the same for every determinization of this view
    v.odds = held_odds(v, v.pool)           # (so is this: 0.1 ms)
    return v


def unknown_cards(v: State) -> list[int]:
    """The cards of this game that a view does not place: in hidden hand slots, the deck, or the
    drawn card."""
    seen = set()
    for h in v.hands:
        seen.update(c for c in h if c != UNKNOWN)
    for st in v.board:
        seen.update(x[0] for x in st)
    seen.update(v.animal_discard)
    seen.update(v.situ_it[0])
    seen.update(v.situ_it[1])
    seen.update(v.situ_p[0])
    seen.update(v.situ_p[1])
    seen.update(v.situ_discard)
    if v.drawn is not None and v.drawn != UNKNOWN:
        seen.add(v.drawn)
    return [c for c in v.universe if c not in seen]


def held_odds(v: State, pool) -> dict:
    """For each seat whose hidden hand holds cards kept through its last placement: ``(k, odds)``,
    ``k`` the hidden cards that were kept then (an observer's count) and ``odds[c]`` (0..1) how
    likely each unseen card ``c`` is to be one of them, relative to the likeliest."""
    out = {}
    if not HAND_INFERENCE or v.last_place is None:
        return out
    tb = v.tb
    for p in range(v.n):
        h = v.hands[p]
        hidden = h.count(UNKNOWN)
        lp = v.last_place[p]
        if not hidden or lp is None:
            continue
        k = min(hidden, v.old_n[p] - (len(h) - hidden))
        if k <= 0:
            continue
        board, made, mult, foe_life = lp
        t = p & 1
        empty = [c for c in range(v.ncells) if not board[c]]
        odds = {}
        for c in pool:
            if tb.is_animal[c]:
                if tb.req[c] is not None and not unlocked(v, tb.req[c], t):
                    odds[c] = 1.0
                    continue
                best = made
                most = 0
                for cell in empty:
                    d, tk, _ = clashes(v, c, t, cell, None, board)
                    d *= mult
                    if d - tk > best:
                        best = d - tk
                    if d > most:
                        most = d
                odds[c] = HELD_KO if most >= foe_life else math.exp(-HELD_BETA * (best - made))
            else:
                effs = tb.effects[c]
                f = HELD_SITU.get(tb.stype[c], 1.0)
                if effs:
                    f = min(f, HELD_SITU.get(effs[0].effect, 1.0))
                odds[c] = f
        top = max(odds.values(), default=1.0)
        out[p] = (k, {c: f / top for c, f in odds.items()})
    return out


def determinize(v: State, seat: int, rng) -> State:
    """A full state consistent with the view: the unknown cards dealt at random to the hidden hand
    slots, the drawn card and the deck, except that the cards a hidden hand kept through its last
    placement are drawn with the odds of :func:`held_odds`; a hidden hand that would hold no animal
    gets one from the deck when it can (every hand is refilled to hold an animal). The state's
    chance is the caller's generator."""
    s = v.clone()
    s.is_view = False
    # the search's own generator drives the deal's chance too (a fresh one per deal costs a tenth
    # of an iteration); a deal is a sample, never a game someone plays on
    s.rng = rng
    pool = v.pool if v.pool is not None else unknown_cards(v)
    odds_of = v.odds if v.odds is not None else held_odds(v, pool)
    r = rng.random
    pool = sorted(pool, key=lambda _: r())          # a uniform shuffle (random keys), faster than shuffle
    filled = []
    for p in range(s.n):
        h = s.hands[p]
        k = h.count(UNKNOWN)
        if k:
            known = [c for c in h if c != UNKNOWN]
            kept = odds_of.get(p)
            if kept is not None:
                # the kept cards one by one, each drawn with its odds among those left (rejection)
                n_old, odds = kept
                rand, below = rng.random, rng.randrange
                for i in range(n_old):
                    left = len(pool) - i
                    for _ in range(64):
                        j = i + below(left)
                        if rand() < odds[pool[j]]:
                            break
                    pool[i], pool[j] = pool[j], pool[i]
            s.hands[p] = known + pool[:k]
            del pool[:k]
            filled.append((p, len(known)))
    if s.drawn == UNKNOWN:
        s.drawn = pool.pop()
    if len(pool) != len(v.pile):
        raise AssertionError(f"determinize: {len(pool)} unknown cards for {len(v.pile)} deck places")
    s.pile = pool
    tb = s.tb
    for p, nknown in filled:
        if has_placeable(s, p):
            continue
        animals = [i for i, c in enumerate(pool) if tb.is_animal[c] and tb.req[c] is None]
        if not animals:
            continue
        i = animals[rng.randrange(len(animals))]
        j = nknown + rng.randrange(len(s.hands[p]) - nknown)
        s.hands[p][j], pool[i] = pool[i], s.hands[p][j]
    return s
