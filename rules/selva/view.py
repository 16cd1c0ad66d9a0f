"""What a Selva seat may see (``view``) and a full state consistent with it (``determinize``, for the
AI's information-set search).

Hidden from a seat: the opponent's hand, face-down Sigilos, Bosque and Reserva (their sizes are
public), the order of both Bosques, the opponent's Alfa until it is revealed (and with it that Alfa's
life), and — unless the match is played with open decklists — the opponent's decklist: its deck name,
its list of cards and the Alfas of its deck not yet shown. What a seat remembers is kept: the cards of
the opponent it has seen in play (``s.seen``: every card that was ever in a public zone) and that are
now back among the opponent's hidden cards, as a count per card (``memory``), never which one is where.

``determinize`` deals the hidden cards anew: first the remembered ones, then, with open decklists, the
rest of the opponent's list; with private decklists, cards drawn from the card pool, each weighted by
how often it appears in the shipped decks (what any player may know of the game), at most 3 copies of
a card; once some of the opponent's cards have been seen, the shipped decks are weighed by how well
they explain them (a player recognises a deck it knows by its cards), beside the chance that the deck
is one of the opponent's own, and the unseen cards are drawn from what each deck would have left. A
face-down Sigilo is always a Sigilo. Only the cards a search can reach (the hand, the Sigilos and the
top of the Bosque) are drawn; the rest of a hidden Bosque and Reserva are plain resources.
"""
from __future__ import annotations

import bisect
import math
from collections import Counter

from rules.engine.rng import RNG
from rules.selva.state import UNKNOWN, State

TOP_RANDOM = 12       # Bosque cards a determinization draws at random (draws in one turn are few)
MAX_COPIES = 3
INFER_DECK = True     # private decklists: weigh the shipped decks by the opponent's cards seen so far
OTHER_DECK = 0.2      # the prior belief that the opponent plays a deck of its own, not a shipped one
PUBLIC = ("cementerio", "aislamiento", "resources", "animals", "elements")


def open_decklists(s: State) -> bool:
    return bool(s.config.get("open_decklists"))


def hidden_uids(s: State, seat: int) -> list[int]:
    """The uids whose card ``seat`` does not see."""
    o = 1 - seat
    out = list(s.hand[o])
    out.extend(s.sigilos[o])
    out.extend(s.bosque[o])
    out.extend(s.reserva[o])
    return out


def revealed_alfas(s: State, p: int) -> set:
    """The Alfas of ``p``'s deck both players have seen (in a finished game, or the current one shown)."""
    out = {h["alfas"][p] for h in s.history}
    if s.alfa_shown[p] and s.alfa[p] >= 0:
        out.add(s.alfa[p])
    return out


def view(s: State, seat: int) -> State:
    """What ``seat`` may see (see the module's text); the RNG is removed."""
    v = s.clone()
    v.rng = None
    v.is_view = True
    o = 1 - seat
    card = s.card[:]
    hidden = hidden_uids(s, seat)
    remembered = Counter(card[u] for u in hidden if u in s.seen)
    for u in hidden:
        card[u] = UNKNOWN
    v.card = card
    v.seen = frozenset()
    mem = [{}, {}]
    mem[o] = dict(sorted(remembered.items()))
    v.memory = tuple(mem)
    v.bosque = [sorted(s.bosque[0]), sorted(s.bosque[1])]
    v.reserva[o] = sorted(v.reserva[o])
    if not s.alfa_shown[o]:
        v.alfa[o] = UNKNOWN
        v.life[o] = UNKNOWN             # the life would tell which Alfa was picked
        v.max_life[o] = UNKNOWN
    if not open_decklists(s):
        shown = revealed_alfas(s, o)
        alfas = list(s.alfas)
        alfas[o] = tuple(a if a in shown else UNKNOWN for a in s.alfas[o])
        v.alfas = tuple(alfas)
        dl = list(s.decklist)
        dl[o] = None
        v.decklist = tuple(dl)
        names = list(s.deck_names)
        names[o] = None
        v.deck_names = tuple(names)
        decks = list(s.config.get("decks") or (None, None))
        decks[o] = None
        v.config = dict(s.config, decks=decks)
    return v


# ---------------------------------------------------------------------------- determinize

class _Prior:
    """The weights a private decklist's unseen cards are drawn with (per pool, computed once)."""
    __slots__ = ("all_cards", "all_cum", "sigilos", "sigilo_cum", "fillers", "weights", "decks")

    def __init__(self, s: State):
        from rules.selva.decks import prebuilt
        pool = s.pool
        tb = s.tb
        weight = Counter()
        self.decks = []                 # per shipped deck: card -> copies in its Bosque
        for d in prebuilt(pool):
            cnt = Counter()
            for cid, n in d.bosque:
                if cid in pool.index:
                    cnt[pool.index[cid]] += n
            self.decks.append(cnt)
        for cnt in self.decks:
            for c, n in cnt.items():
                weight[c] += n / max(1, len(self.decks))
        cards = [c for c in range(len(tb.type)) if tb.type[c] != "alfa"]
        w = {c: weight[c] + 0.2 for c in cards}
        self.weights = w
        self.all_cards, self.all_cum = _cumulative(cards, w)
        sig = [c for c in cards if tb.type[c] == "sigilo"]
        self.sigilos, self.sigilo_cum = _cumulative(sig, w)
        self.fillers = tuple(c for c in cards if tb.plain[c])


def _cumulative(cards, w):
    cum, total = [], 0.0
    for c in cards:
        total += w[c]
        cum.append(total)
    return tuple(cards), tuple(cum)


_PRIORS: dict[int, _Prior] = {}


def _prior(s: State) -> _Prior:
    p = _PRIORS.get(id(s.tb))
    if p is None:
        p = _PRIORS[id(s.tb)] = _Prior(s)
    return p


class _Posterior:
    """The weights the unseen cards are drawn with once some of the opponent's cards are known: every
    shipped deck (and "a deck of its own", drawn like the prior) weighed by how likely it makes the
    cards seen, each deck drawing from what it would have left."""
    __slots__ = ("all_cards", "all_cum", "sigilos", "sigilo_cum", "fillers", "belief")

    def __init__(self, s: State, seen: dict):
        tb = s.tb
        pr = _prior(s)
        cards = pr.all_cards
        mix = pr.weights
        total_mix = sum(mix.values())
        decks = pr.decks
        k = len(cards)
        logs = []
        for cnt in decks:
            size = sum(cnt.values())
            logs.append(sum(n * math.log((cnt.get(c, 0) + 0.1) / (size + 0.1 * k)) for c, n in seen.items()))
        logs.append(sum(n * math.log(mix.get(c, 0.2) / total_mix) for c, n in seen.items()))
        priors = [(1.0 - OTHER_DECK) / max(1, len(decks))] * len(decks) + [OTHER_DECK]
        top = max(lg + math.log(p) for lg, p in zip(logs, priors))
        post = [math.exp(lg + math.log(p) - top) for lg, p in zip(logs, priors)]
        z = sum(post)
        post = [x / z for x in post]
        self.belief = tuple(post)
        w = {c: post[-1] * mix[c] / total_mix for c in cards}
        for b, cnt in zip(post, decks):
            left = {c: max(0, n - seen.get(c, 0)) for c, n in cnt.items()}
            rest = sum(left.values())
            if rest:
                for c, n in left.items():
                    if c in w:
                        w[c] += b * n / rest
        floor = 0.01 / k
        w = {c: x + floor for c, x in w.items()}
        self.all_cards, self.all_cum = _cumulative(cards, w)
        sig = [c for c in cards if tb.type[c] == "sigilo"]
        self.sigilos, self.sigilo_cum = _cumulative(sig, w)
        self.fillers = pr.fillers


_POSTERIORS: dict = {}


def _posterior(s: State, seen: dict) -> _Posterior:
    """The draw weights given the opponent's cards seen (public now, or remembered); cached."""
    key = (id(s.tb), tuple(sorted(seen.items())))
    p = _POSTERIORS.get(key)
    if p is None:
        if len(_POSTERIORS) > 256:
            _POSTERIORS.clear()
        p = _POSTERIORS[key] = _Posterior(s, seen)
    return p


def _draw(cards, cum, rng, counts, plain, tries: int = 6) -> int:
    """A card drawn with the weights ``cum``; at most MAX_COPIES of a non-plain card in ``counts``."""
    c = cards[0]
    for _ in range(tries):
        c = cards[min(len(cards) - 1, bisect.bisect_right(cum, rng.random() * cum[-1]))]
        if plain[c] or counts.get(c, 0) < MAX_COPIES:
            break
    counts[c] = counts.get(c, 0) + 1
    return c


def _shuffle_top(lst: list, k: int, rng) -> None:
    """Make the last ``k`` places of ``lst`` a uniform random draw from the whole list (a partial
    Fisher–Yates: the rest keeps its order). Enough for a search that looks one turn ahead."""
    n = len(lst)
    rnd = rng.random
    for i in range(n - 1, max(n - 1 - k, 0), -1):
        j = int(rnd() * (i + 1))
        lst[i], lst[j] = lst[j], lst[i]


def _public_counts(v: State, p: int) -> Counter:
    card = v.card
    cnt: Counter = Counter()
    for lst in (v.cementerio[p], v.aislamiento[p], v.resources[p], v.animals[p], v.elements[p]):
        for u in lst:
            cnt[card[u]] += 1
    for u in v.exiles:
        if v.owner[u] == p:
            cnt[card[u]] += 1
    return cnt


def determinize(v: State, seat: int, rng, infer: bool | None = None) -> State:
    """A full state consistent with the view (see the module's text), with a fresh RNG. ``infer``
    (default ``INFER_DECK``): with private decklists, weigh the shipped decks by the cards seen."""
    s = v.clone()
    s.is_view = False
    s.memory = None
    s.rng = RNG(rng.getrandbits(63))
    card = v.card[:]
    s.card = card
    _shuffle_top(s.bosque[seat], TOP_RANDOM, rng)          # own cards known, their order not
    o = 1 - seat
    _deal_hidden(v, s, o, rng, INFER_DECK if infer is None else infer)
    if s.alfa[o] < 0 or UNKNOWN in s.alfas[o]:
        _choose_alfa(v, s, o, rng)
    if s.decklist[o] is None:
        s.decklist = tuple(dl if p != o else _decklist_of(s, o) for p, dl in enumerate(s.decklist))
    return s


def _deal_hidden(v: State, s: State, o: int, rng, infer: bool) -> None:
    card = s.card
    tb = v.tb
    sig_slots = list(v.sigilos[o])
    hand = list(v.hand[o])
    bosque = list(v.bosque[o])              # sorted: its end is the top a draw takes
    reserva = list(v.reserva[o])
    counts = _public_counts(v, o)
    memory = v.memory[o] if v.memory is not None else None
    if open_decklists(v):
        _deal_from_list(v, s, o, rng, counts, memory, sig_slots, hand, bosque, reserva)
        return
    top = bosque[-TOP_RANDOM:] if TOP_RANDOM else []
    if not memory:
        s.seen = frozenset()
        reach = hand + top
        rest = bosque[:len(bosque) - len(top)] + reserva
        slots = sig_slots
    else:
        free = _place_remembered(v, s, o, rng, memory, counts, sig_slots, hand, bosque, reserva)
        reach = [u for u in hand + top if u in free]
        rest = [u for u in bosque[:len(bosque) - len(top)] + reserva if u in free]
        slots = [u for u in sig_slots if u in free]
    pr = _posterior(v, counts) if infer and counts else _prior(v)
    plain = tb.plain
    for u in slots:
        card[u] = _draw(pr.sigilos, pr.sigilo_cum, rng, counts, plain) if pr.sigilos else _first_sigilo(tb)
    for u in reach:
        card[u] = _draw(pr.all_cards, pr.all_cum, rng, counts, plain)
    f = pr.fillers
    for i, u in enumerate(rest):
        card[u] = f[i % len(f)]


def _deal_from_list(v, s, o, rng, counts, memory, sig_slots, hand, bosque, reserva) -> None:
    """Open decklists: the hidden cards of the Bosque, hand and Sigilos are exactly the list minus the
    cards in play (a face-down Sigilo gets one of the list's Sigilos); the Reserva is plain resources;
    the cards remembered are found among them (or, swapped out, in the Reserva)."""
    card = s.card
    tb = v.tb
    left = Counter(v.decklist[o])
    left.subtract(counts)
    pool = [c for c, n in sorted(left.items()) for _ in range(max(0, n))]
    rng.shuffle(pool)
    for u in sig_slots:                     # a face-down Sigilo is a Sigilo
        k = next((i for i, c in enumerate(pool) if tb.type[c] == "sigilo"), None)
        card[u] = pool.pop(k) if k is not None else _first_sigilo(tb)
    filler = _filler(tb, v, o)
    for i, u in enumerate((bosque + hand)[::-1]):   # the hand and the top of the Bosque first
        card[u] = pool[i] if i < len(pool) else filler
    for u in reserva:
        card[u] = filler
    seen: list = []
    if memory:
        hidden = sig_slots + hand + bosque
        mem = [c for c, n in memory.items() for _ in range(n)]
        rng.shuffle(mem)
        taken: set = set()
        for c in mem:
            ok = [u for u in hidden if card[u] == c and u not in taken]
            if not ok:                        # swapped out between games: in the Reserva
                ok = [u for u in reserva if u not in taken]
                if not ok:
                    continue
                u = ok[int(rng.random() * len(ok))]
                card[u] = c
            else:
                u = ok[int(rng.random() * len(ok))]
            taken.add(u)
            seen.append(u)
    s.seen = frozenset(seen)


def _place_remembered(v, s, o, rng, memory, counts, sig_slots, hand, bosque, reserva) -> dict:
    """Private decklists: deal the cards ``o``'s opponent remembers (``memory``), each in a random
    hidden place it may be in; the places still free are returned (uid -> "sigilo" | "any")."""
    card = s.card
    tb = v.tb
    free: dict[int, str] = {}
    for u in sig_slots:
        free[u] = "sigilo"
    for z in (hand, bosque, reserva):
        for u in z:
            free[u] = "any"
    seen = []
    mem = [c for c, n in memory.items() for _ in range(n)]
    rng.shuffle(mem)
    order = sig_slots + hand + bosque + reserva
    for c in mem:
        ok = [u for u in order if u in free and (free[u] == "any" or tb.type[c] == "sigilo")]
        if not ok:
            continue
        u = ok[int(rng.random() * len(ok))]
        del free[u]
        card[u] = c
        seen.append(u)
        counts[c] += 1
    s.seen = frozenset(seen)
    return free


def _first_sigilo(tb) -> int:
    return next(c for c in range(len(tb.type)) if tb.type[c] == "sigilo")


def _filler(tb, v: State, p: int) -> int:
    for c, n in sorted((v.decklist[p] or {}).items()):
        if tb.plain[c]:
            return c
    return next(c for c in range(len(tb.type)) if tb.plain[c])


def _choose_alfa(v: State, s: State, o: int, rng) -> None:
    """Fill the opponent's unknown Alfas (distinct Alfas of the pool not shown yet) and, if its Alfa
    is face down, take the one of its last game (or its first); its life is that Alfa's."""
    tb = v.tb
    alfas = list(s.alfas[o])
    if UNKNOWN in alfas:
        taken = set(a for a in alfas if a >= 0) | {h["alfas"][o] for h in v.history}
        others = [c for c in range(len(tb.type)) if tb.type[c] == "alfa" and c not in taken]
        rng.shuffle(others)
        for i, a in enumerate(alfas):
            if a < 0:
                alfas[i] = others.pop() if others else next(c for c in range(len(tb.type)) if tb.type[c] == "alfa")
        s.alfas = tuple(alfas if p == o else s.alfas[p] for p in (0, 1))
    if s.alfa[o] < 0:
        a = v.history[-1]["alfas"][o] if v.history else alfas[0]
        s.alfa[o] = a
        s.life[o] = s.max_life[o] = tb.life[a]


def _decklist_of(s: State, p: int) -> dict:
    """The decklist of a determinized seat: its every card but the Reserva's."""
    card = s.card
    cnt: dict = {}
    get = cnt.get
    for lst in (s.hand[p], s.bosque[p], s.sigilos[p], s.cementerio[p], s.aislamiento[p], s.resources[p],
                s.animals[p], s.elements[p]):
        for u in lst:
            c = card[u]
            cnt[c] = get(c, 0) + 1
    for u in s.exiles:
        if s.owner[u] == p:
            c = card[u]
            cnt[c] = get(c, 0) + 1
    return cnt
