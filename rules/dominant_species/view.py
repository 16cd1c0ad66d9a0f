"""What a seat may see, and full states consistent with it (for the AI's search).

Hidden: the face-down wanderlust tiles (their number per stack is open) and the order of the
Dominance deck (Ice Age is known to lie at the bottom). Everything else is open, the draw bag
included: it is a multiset whose draws come from the RNG, and a view carries no RNG.
"""
from __future__ import annotations

from rules.engine.rng import RNG
from rules.dominant_species.constants import UNKNOWN


def view(s, seat: int):
    from rules.dominant_species.cards import card_ids
    v = s.clone()
    v.rng = None
    v.is_view = True
    v.seen_by = seat
    v.stacks = [[UNKNOWN] * (len(st) - 1) + ([st[-1] if s.up[i] else UNKNOWN] if st else [])
                for i, st in enumerate(s.stacks)]
    ice = card_ids().index("ice_age")
    v.deck = [(k if (i == 0 and k == ice) else UNKNOWN) for i, k in enumerate(s.deck)]
    return v


def hidden_tiles(s) -> list:
    """The wanderlust tiles nobody has seen: those left in the stacks minus the face-up tops."""
    left = list(s.wl_left)
    for i, st in enumerate(s.stacks):
        if st and s.up[i] and st[-1] >= 0:
            left[st[-1]] -= 1
    return [t for t in range(len(left)) for _ in range(left[t])]


def hidden_cards(s) -> list:
    """The cards of the deck that are not known: all cards minus the face-up, the taken and Ice Age."""
    from rules.dominant_species.cards import card_ids
    ids = card_ids()
    ice = ids.index("ice_age")
    known = set(s.avail) | set(s.removed)
    if s.deck and s.deck[0] == ice:
        known.add(ice)
    return [k for k in range(len(ids)) if k not in known]


def determinize(v, seat: int, rng):
    """A full state consistent with ``v``: the unseen wanderlust tiles and the deck's unseen cards
    dealt again at random, and a fresh RNG."""
    from rules.dominant_species.cards import card_ids
    s = v.clone()
    tiles = hidden_tiles(v)
    rng.shuffle(tiles)
    stacks = []
    for i, st in enumerate(v.stacks):
        top_known = bool(st) and v.up[i]
        hidden = len(st) - (1 if top_known else 0)
        new = [tiles.pop() for _ in range(hidden)]
        if top_known:
            new.append(st[-1])
        stacks.append(new)
    s.stacks = stacks
    cards = hidden_cards(v)
    rng.shuffle(cards)
    ice = card_ids().index("ice_age")
    s.deck = [ice if (i == 0 and k == ice) else cards.pop() for i, k in enumerate(v.deck)]
    s.rng = RNG(rng.getrandbits(63))
    s.is_view = False
    s.seen_by = None
    return s
