"""What one seat may see (``view``) and full states consistent with it (``determinize``)."""
from __future__ import annotations

from rules.engine.rng import RNG
from rules.forest_shuffle.cards import db
from rules.forest_shuffle.constants import UNKNOWN

D = db()


def view(s, seat: int):
    """A copy in which every card ``seat`` cannot know is UNKNOWN and the RNG is gone: the deck and the
    box, the other players' hand cards that came from the deck, their saplings (face down), their
    Raccoon cave cards and their mulligan hands."""
    v = s.clone()
    v.rng = None
    v.is_view = True
    v.seat = seat
    v.deck = [UNKNOWN] * len(s.deck)
    v.box = [UNKNOWN] * len(s.box)
    for q in range(s.n):
        if q == seat:
            continue
        pub = s.pub[q]
        v.hands[q] = [c if c in pub else UNKNOWN for c in s.hands[q]]
        v.cave_hidden[q] = [UNKNOWN] * len(s.cave_hidden[q])
        v.mull[q] = [UNKNOWN] * len(s.mull[q])
        for t in v.forests[q]:
            if t[1]:
                t[0] = UNKNOWN
    if not s.over:
        from rules.forest_shuffle.evaluate import values
        v.anchor = tuple(values(v))
        v.memo = None
    return v


def unseen_cards(v) -> list[int]:
    """The playable cards the view does not show anywhere (sorted)."""
    seen = bytearray(D.n_cards)
    for zone in (v.clearing, v.gone, v.box, v.deck):
        for c in zone:
            if c >= 0:
                seen[c] = 1
    for q in range(v.n):
        for zone in (v.hands[q], v.cave_open[q], v.cave_hidden[q], v.mull[q]):
            for c in zone:
                if c >= 0:
                    seen[c] = 1
        for t in v.forests[q]:
            if t[0] >= 0:
                seen[t[0]] = 1
            for side in range(4):
                for c in t[2 + side]:
                    seen[c] = 1
    return [c for c in range(D.n_deck) if not seen[c]]


def determinize(v, seat: int, rng):
    """A full state consistent with the view: the unseen cards dealt at random to every hidden place,
    the winter cards where the seat knows they may be (the first one starts the bottom third while
    no winter card has been drawn; the others anywhere below it), and a fresh RNG."""
    s = v.clone()
    s.is_view = False
    s.seat = None
    s.rng = RNG(rng.getrandbits(63))
    pool = unseen_cards(v)
    rng.shuffle(pool)
    k = 0
    for q in range(s.n):
        hand = s.hands[q]
        for i, c in enumerate(hand):
            if c < 0:
                hand[i] = pool[k]
                k += 1
        for zone in (s.cave_hidden[q], s.mull[q]):
            for i, c in enumerate(zone):
                if c < 0:
                    zone[i] = pool[k]
                    k += 1
        for t in s.forests[q]:
            if t[0] < 0:
                t[0] = pool[k]
                k += 1
    for i, c in enumerate(s.box):
        if c < 0:
            s.box[i] = pool[k]
            k += 1
    deck = s.deck
    n = len(deck)
    left = 3 - s.winter
    if left > 0 and any(c < 0 for c in deck):
        if s.winter == 0 and s.winter_at < n:
            spots = {s.winter_at: D.winter[2]}
            for i, j in enumerate(rng.sample(range(s.winter_at), 2)):
                spots[j] = D.winter[i]
        else:
            spots = {j: D.winter[i] for i, j in enumerate(rng.sample(range(n), min(left, n)))}
    else:
        spots = {}
    for i in range(n):
        if deck[i] < 0:
            w = spots.get(i)
            if w is not None:
                deck[i] = w
            else:
                deck[i] = pool[k]
                k += 1
    if k != len(pool):
        raise AssertionError(f"determinize: {len(pool)} unseen cards for {k} hidden places")
    return s
