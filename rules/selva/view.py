"""What a Selva seat may see (``view``) and a full state consistent with it (``determinize``, for the
AI's information-set search)."""
from __future__ import annotations

from collections import Counter

from rules.engine.rng import RNG
from rules.selva.state import UNKNOWN, State


def _hidden_uids(s: State, seat: int) -> list[int]:
    """The uids whose card ``seat`` does not see."""
    o = 1 - seat
    out = list(s.hand[o])
    out.extend(s.sigilos[o])
    out.extend(s.bosque[o])
    out.extend(s.reserva[o])
    return out


def view(s: State, seat: int) -> State:
    """What ``seat`` may see: the opponent's hand, face-down Sigilos, Bosque and Reserva are UNKNOWN
    (their sizes kept); both Bosques are shown sorted (the order is hidden); the opponent's Alfa is
    UNKNOWN until revealed; the RNG is removed."""
    v = s.clone()
    v.rng = None
    v.is_view = True
    card = s.card[:]
    for u in _hidden_uids(s, seat):
        card[u] = UNKNOWN
    v.card = card
    v.bosque = [sorted(s.bosque[0]), sorted(s.bosque[1])]
    o = 1 - seat
    v.reserva[o] = sorted(v.reserva[o])
    if not s.alfa_shown[o]:
        v.alfa[o] = UNKNOWN
    if v.pending is not None and v.pending["seat"] != seat:
        pass  # a pending card was played openly: nothing to hide
    return v


def _seen_counts(v: State, p: int) -> Counter:
    card = v.card
    cnt: Counter = Counter()
    for z in (v.hand, v.sigilos, v.bosque, v.cementerio, v.aislamiento, v.resources, v.animals, v.elements):
        for u in z[p]:
            c = card[u]
            if c >= 0:
                cnt[c] += 1
    for u in v.exiles:
        if v.owner[u] == p and card[u] >= 0:
            cnt[card[u]] += 1
    return cnt


def _shuffle_top(lst: list, k: int, rng) -> None:
    """Make the last ``k`` places of ``lst`` a uniform random draw from the whole list (a partial
    Fisher–Yates: the rest keeps its order). Enough for a search that looks one turn ahead."""
    n = len(lst)
    rnd = rng.random
    for i in range(n - 1, max(n - 1 - k, 0), -1):
        j = int(rnd() * (i + 1))
        lst[i], lst[j] = lst[j], lst[i]


TOP_RANDOM = 12       # Bosque cards a determinization orders at random (draws in one turn are few)


def determinize(v: State, seat: int, rng) -> State:
    """A full state consistent with the view: the hidden cards of each seat's hand, face-down Sigilos
    and Bosque drawn from its open decklist minus every card of it seen; the top of both Bosques
    random; a hidden Alfa taken as the deck's current choice (its first, or the one of the last
    game); a hidden Reserva filled with the deck's plain resources; a fresh RNG."""
    s = v.clone()
    s.is_view = False
    s.rng = RNG(rng.getrandbits(63))
    card = v.card[:]
    tb = v.tb
    for p in (0, 1):
        hs = [u for z in (v.hand[p], v.sigilos[p]) for u in z if card[u] < 0]
        hb = [u for u in v.bosque[p] if card[u] < 0]
        if hs or hb:
            rest = Counter(v.decklist[p])
            rest.subtract(_seen_counts(v, p))
            pool = sorted(c for c, n in rest.items() for _ in range(max(0, n)))
            need = len(hs) + len(hb)
            if len(pool) != need:           # never with a consistent view; stay safe anyway
                filler = _filler(tb, v, p)
                pool = (pool + [filler] * need)[:need]
            _shuffle_top(pool, len(hs) + TOP_RANDOM, rng)
            for i, u in enumerate(hb):
                card[u] = pool[i]
            k = len(hb)
            for i, u in enumerate(hs):
                card[u] = pool[k + i]
        else:
            _shuffle_top(s.bosque[p], TOP_RANDOM, rng)     # known cards, unknown order
        res_hidden = [u for u in v.reserva[p] if card[u] < 0]
        if res_hidden:
            filler = _filler(tb, v, p)
            for u in res_hidden:
                card[u] = filler
        if s.alfa[p] < 0:
            s.alfa[p] = v.history[-1]["alfas"][p] if v.history else v.alfas[p][0]
    s.card = card
    return s


def _filler(tb, v, p) -> int:
    for c, n in sorted(v.decklist[p].items()):
        if tb.plain[c]:
            return c
    return next(iter(sorted(v.decklist[p])))
