"""Hidden information: what one seat may see (``view``) and a full state consistent with it
(``determinize``, for the AI's information-set search)."""
from __future__ import annotations

from rules.depredador.cards import REFUGIO
from rules.depredador.setup import round_cards
from rules.depredador.state import UNKNOWN, State, void_bit
from rules.engine.rng import RNG


def view(s: State, seat: int) -> State:
    """What ``seat`` may see: other hands and others' migration picks become UNKNOWN, except the
    cards this seat passed that are still in the receiver's hand and each player's own Refugio
    (everyone holds one until they play it); the RNG is removed."""
    v = s.clone()
    v.rng = None
    v.is_view = True
    mine = {c for c, src, dst in s.passed if src == seat}
    kind = s.kind
    for p in range(s.n):
        if p == seat:
            continue
        known = [c for c in s.hands[p] if c in mine or kind[c] == REFUGIO]
        v.hands[p] = known + [UNKNOWN] * (len(s.hands[p]) - len(known))
        v.pass_sel[p] = [UNKNOWN] * len(s.pass_sel[p])
    # passes of others are not this seat's knowledge
    v.passed = [t for t in s.passed if t[1] == seat or t[2] == seat]
    return v


def unknown_cards(v: State, seat: int) -> list[int]:
    """The cards of the round this view does not place (Refugios are never unknown)."""
    universe = round_cards(v)
    seen = set()
    for h in v.hands:
        seen.update(c for c in h if c != UNKNOWN)
    for h in v.pass_sel:
        seen.update(c for c in h if c != UNKNOWN)
    for c in v.captured:
        seen.update(c)
    seen.update(c for _, c in v.trick)
    return sorted(c for c in universe if c not in seen)


def determinize(v: State, seat: int, rng) -> State:
    """A full state consistent with the view: unknown cards dealt to the unknown slots, respecting
    public voids when possible; a fresh RNG for future deals."""
    s = v.clone()
    s.is_view = False
    s.rng = RNG(rng.getrandbits(63))
    pool = unknown_cards(s, seat)
    slots = []  # (player, 0 hand | 1 migration pick)
    for p in range(s.n):
        slots += [(p, 0)] * s.hands[p].count(UNKNOWN)
        slots += [(p, 1)] * s.pass_sel[p].count(UNKNOWN)
    if len(pool) < len(slots):
        raise AssertionError(f"determinize: {len(pool)} unknown cards for {len(slots)} places")
    # (more unknown cards than places only happens in hand-built positions: the rest stay out)
    assignment = _assign(s, pool, slots, rng)
    fills: dict[tuple, list[int]] = {}
    for (p, where), c in zip(slots, assignment):
        fills.setdefault((p, where), []).append(c)
    for (p, where), cards in fills.items():
        target = s.hands[p] if where == 0 else s.pass_sel[p]
        known = [c for c in target if c != UNKNOWN]
        target[:] = sorted(known + cards) if where == 0 else known + cards
    return s


def _assign(s: State, pool: list[int], slots: list[tuple], rng) -> list:
    colour = s.colour
    for _attempt in range(30):
        cards = pool[:]
        rng.shuffle(cards)
        out = [None] * len(slots)
        free = list(range(len(slots)))
        spare = len(cards) - len(slots)
        ok = True
        for c in cards:
            if not free:
                break
            b = void_bit(colour[c])
            choices = [i for i in free if slots[i][1] == 1 or not (s.voids[slots[i][0]] & b)]
            if not choices:
                if spare > 0:
                    spare -= 1
                    continue
                ok = False
                break
            pick = choices[rng.randrange(len(choices))]
            out[pick] = c
            free.remove(pick)
        if ok and not free:
            return out
    cards = pool[:]
    rng.shuffle(cards)
    return cards[:len(slots)]
