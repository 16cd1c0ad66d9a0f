"""Animal Duel's hidden information: what a seat may see (``view``), and a full state consistent with a
view for the AI's search (``determinize``)."""
from __future__ import annotations

from rules.animal_duel.state import UNKNOWN, State, has_placeable
from rules.engine.rng import RNG


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


def determinize(v: State, seat: int, rng) -> State:
    """A full state consistent with the view: the unknown cards dealt at random to the hidden hand
    slots, the drawn card and the deck; a hidden hand that would hold no animal gets one from the
    deck when it can (every hand is refilled to hold an animal); a fresh RNG."""
    s = v.clone()
    s.is_view = False
    s.rng = RNG(rng.getrandbits(63))
    pool = list(v.pool) if v.pool is not None else unknown_cards(v)
    rng.shuffle(pool)
    filled = []
    for p in range(s.n):
        h = s.hands[p]
        k = h.count(UNKNOWN)
        if k:
            known = [c for c in h if c != UNKNOWN]
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
