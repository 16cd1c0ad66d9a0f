"""Hidden information: what one seat may see (``view``) and a full state consistent with it
(``determinize``, for the AI's information-set search)."""
from __future__ import annotations

from rules.depredador.cards import PREY, REFUGIO
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


_UNIVERSE: dict = {}


def _universe(v: State) -> tuple:
    """The round's cards for this game's biomes and player count (the same every round)."""
    key = (id(v.deck), v.biomes, v.n)
    u = _UNIVERSE.get(key)
    if u is None:
        u = _UNIVERSE[key] = tuple(sorted(round_cards(v)))
    return u


def unknown_cards(v: State, seat: int) -> list[int]:
    """The cards of the round this view does not place (Refugios are never unknown)."""
    seen = set()
    for h in v.hands:
        seen.update(h)
    for h in v.pass_sel:
        seen.update(h)
    for c in v.captured:
        seen.update(c)
    seen.update(c for _, c in v.trick)
    return [c for c in _universe(v) if c not in seen]


def determinize(v: State, seat: int, rng) -> State:
    """A full state consistent with the view: unknown cards dealt to the unknown places (other hands,
    others' migration picks) uniformly among the deals that respect the public voids, when there is
    one; a fresh RNG for future deals."""
    s = v.clone()
    s.is_view = False
    s.rng = RNG(rng.getrandbits(63))
    pool = unknown_cards(s, seat)
    groups = []       # [player, 0 hand | 1 migration pick, places]
    for p in range(s.n):
        k = s.hands[p].count(UNKNOWN)
        if k:
            groups.append((p, 0, k))
        k = s.pass_sel[p].count(UNKNOWN)
        if k:
            groups.append((p, 1, k))
    places = sum(g[2] for g in groups)
    if len(pool) < places:
        raise AssertionError(f"determinize: {len(pool)} unknown cards for {places} places")
    # (more unknown cards than places only happens in hand-built positions: the rest stay out)
    dealt = _assign(s, pool, groups, rng)
    for (p, where, _), cards in zip(groups, dealt):
        target = s.hands[p] if where == 0 else s.pass_sel[p]
        known = [c for c in target if c != UNKNOWN]
        if where == 0:
            known += cards
            known.sort()
            target[:] = known
        else:
            target[:] = known + cards
    return s


LEAN = 0.0     # how much more likely a sheltered player holds a high card of its biome (0: no reading; see BENCHMARKS)


def _leanings(s: State, groups: list) -> list[int] | None:
    """Per group of places, the biome colour its player took (a hand only), or -1; None if none did."""
    out = [s.player_biome[p] if where == 0 else -1 for p, where, _ in groups]
    return out if any(b >= 0 for b in out) else None


def _lean(s: State, rest: list[int], rem: list[int], out: list, leaning: list[int], rng) -> None:
    """The unconstrained cards (``rest``, shuffled) dealt one by one to the free places, a place of a
    player who took a biome weighing ``1 + LEAN * value / 8`` for a prey card of that biome's colour:
    a player shelters where it holds the most (a reading of play, never a rule), so its hand leans to
    that colour's high cards. Surplus cards (hand-built positions) stay out."""
    left = sum(rem)
    for c in rest:
        if not left:
            return
        i = _weighted(s, c, rem, leaning, None, 0, rng)
        out[i].append(c)
        rem[i] -= 1
        left -= 1


def _weighted(s: State, c: int, rem: list[int], leaning: list[int], masks, bit: int, rng) -> int:
    """A free place for card ``c`` (not in a group whose mask holds ``bit``), drawn by the free places
    of each group, a group leaning to the card's colour weighing ``1 + LEAN * value / 8`` a place."""
    col = s.colour[c]
    lean = 1.0 + LEAN * s.value[c] / 8.0 if s.kind[c] == PREY else 1.0
    m = len(rem)
    weights = [0.0] * m
    for i in range(m):
        if rem[i] and (masks is None or not masks[i] & bit):
            weights[i] = rem[i] * (lean if leaning[i] == col else 1.0)
    r = rng.random() * sum(weights)
    last = 0
    for i in range(m):
        if weights[i]:
            last = i
            if r < weights[i]:
                return i
            r -= weights[i]
    return last                                 # (rounding at the very end)


def _assign(s: State, pool: list[int], groups: list, rng) -> list[list[int]]:
    """The unknown cards dealt to the groups of places. The cards some hand may not take (it was seen
    void in their colour) go first, in a random order, each to a place drawn uniformly among the free
    places it may go to; the others then fill the places left at random. Retried when a card has
    nowhere to go. (Migration picks take anything.)"""
    colour = s.colour
    voids = s.voids
    masks = [0 if where == 1 else voids[p] for p, where, _ in groups]
    any_mask = 0
    for mk in masks:
        any_mask |= mk
    cards = pool[:]
    m = len(groups)
    leaning = _leanings(s, groups) if LEAN else None
    for _attempt in range(30):
        rng.shuffle(cards)
        rem = [g[2] for g in groups]
        left = sum(rem)
        spare = len(cards) - left
        out = [[] for _ in range(m)]
        rest = []
        ok = True
        for c in cards:
            b = void_bit(colour[c])
            if not b & any_mask:
                rest.append(c)
                continue
            w = 0
            for i in range(m):
                if rem[i] and not masks[i] & b:
                    w += rem[i]
            if not w:
                if spare > 0:
                    spare -= 1
                    continue
                ok = False
                break
            if leaning:
                i = _weighted(s, c, rem, leaning, masks, b, rng)
            else:
                r = rng.randrange(w)
                for i in range(m):
                    if rem[i] and not masks[i] & b:
                        if r < rem[i]:
                            break
                        r -= rem[i]
            out[i].append(c)
            rem[i] -= 1
            left -= 1
        if ok and len(rest) >= left:
            if leaning:
                _lean(s, rest, rem, out, leaning, rng)
                return out
            j = 0
            for i in range(m):
                k = rem[i]
                if k:
                    out[i] += rest[j:j + k]
                    j += k
            return out
    rng.shuffle(cards)
    out, i = [], 0
    for _, _, k in groups:
        out.append(cards[i:i + k])
        i += k
    return out
