"""The search's knowledge of good play: how its playouts play (``rollout_policy``).

The playout policy plays as the careful player (``rules.depredador.careful``) does, in a few cheap
rules over the determinized state: a player without a biome shelters in its colour from the third
hunt on (careful players do; playouts that sheltered late let the search think it could wait); it
leads its biome's top card when nobody holds a higher one and otherwise a low card of another colour;
it wins hunts of its prey as cheaply as it can (the cheapest winning card when it plays last), ducks
invader hunts and hunts an Alfa has taken (the highest card under the winner, or the Refugio); when it
cannot follow it gives the winner its biggest invader, else its highest card of a colour that scores
nothing for the winner, never the winner's own prey; it spends its Alfa on a hunt rich in its prey.

(Tried and left out: limiting the search at its root to the careful player's three best moves and the
Refugio. The search chose worse: 7 wins in 20 four-player games where the same search over every move
won 13; see BENCHMARKS.md.)
"""
from __future__ import annotations

from rules.depredador.cards import ALFA, BLACK, INVADER, NO_COLOUR, PREY, REFUGIO
from rules.depredador.evaluate import _best_biome
from rules.depredador.state import PH_BIOME, PH_HUNT, PH_PASS

EPSILON = 0.06          # a uniformly random move now and then, so playouts stay varied
ALFA_WORTH = 5          # a hunt must hold this much of the player's prey before a playout spends an Alfa
SHELTER_FROM = 2        # from this hunt on, a playout shelters at once in its colour (as careful players do)


def rollout_policy(s, legal: list, rng):
    k = len(legal)
    if k == 1:
        return legal[0]
    if rng.random() < EPSILON:
        return legal[rng.randrange(k)]
    ph = s.phase
    if ph == PH_HUNT:
        if not s.trick:
            return _lead(s, legal, rng)
        return _follow(s, legal, rng)
    if ph == PH_PASS:
        return _pass(s, legal, rng)
    if ph == PH_BIOME:
        best = _best_biome(s, s.turn, s.centre, [c for _, c in s.trick])
        for a in legal:
            if a.value == best:
                return a
    return legal[rng.randrange(k)]


def _pass(s, legal, rng):
    """Away with the highest invader, else the highest card of another colour than the one held most."""
    kind, value, colour = s.kind, s.value, s.colour
    best = None
    for a in legal:
        c = a.value
        kc = kind[c]
        if kc > INVADER:
            continue
        key = (kc == INVADER, value[c])
        if best is None or key > best[0]:
            best = (key, a)
    return best[1] if best is not None else legal[rng.randrange(len(legal))]


def _target(s, p: int) -> int:
    """``p``'s biome, or before it shelters the centre colour it has the most of (captured and held)."""
    b = s.player_biome[p]
    if b >= 0 or not s.centre:
        return b
    kind, colour, value = s.kind, s.colour, s.value
    best, top = -1, -1
    for col in s.centre:
        w = 0
        for c in s.captured[p]:
            if kind[c] == PREY and colour[c] == col:
                w += value[c]
        for c in s.hands[p]:
            if kind[c] == PREY and colour[c] == col:
                w += value[c]
        if w > top:
            best, top = col, w
    return best


def _lead(s, legal, rng):
    """The biome's top card when no one holds a higher one; else the lowest card of another colour."""
    kind, colour, value = s.kind, s.colour, s.value
    me = s.turn
    mine = _target(s, me)
    top = None
    low: dict = {}
    for a in legal:
        c = a.value
        if kind[c] != PREY:
            continue
        col = colour[c]
        if col == mine:
            if top is None or value[c] > value[top.value]:
                top = a
        elif col not in low or value[c] < value[low[col].value]:
            low[col] = a
    if top is not None:
        v = value[top.value]
        boss = True
        for p, h in enumerate(s.hands):
            if p != me and any(colour[c] == mine and value[c] > v for c in h):
                boss = False
                break
        if boss or not low:
            return top
    if low:
        pool = list(low.values())
        return pool[rng.randrange(len(pool))]
    return legal[rng.randrange(len(legal))]


def _standing(s, mine: int):
    """The hunt so far: (winning seat, the card to beat in the lead colour, an Alfa in, the prize for
    the player to move: its biome's prey less the invaders)."""
    kind, colour, value, wins = s.kind, s.colour, s.value, s.deck.wins
    lead = s.lead_colour
    seat = -1
    best = -1
    alfa_in = False
    worth = 0
    for p, c in s.trick:
        kc = kind[c]
        if kc == PREY:
            if colour[c] == mine:
                worth += value[c]
        elif kc == INVADER:
            worth -= value[c]
        if alfa_in:
            continue
        if wins[c]:
            alfa_in = True
            seat = p
        elif kc <= INVADER and colour[c] == lead and value[c] > best:
            best = value[c]
            seat = p
    if seat < 0:
        seat = s.trick[0][0]
    return seat, best, alfa_in, worth


def _follow(s, legal, rng):
    kind, colour, value = s.kind, s.colour, s.value
    lead = s.lead_colour
    mine = _target(s, s.turn)
    seat, best, alfa_in, worth = _standing(s, mine)
    follow = []
    alfa = refugio = None
    for a in legal:
        kc = kind[a.value]
        if kc == ALFA:
            alfa = a
        elif kc == REFUGIO:
            refugio = a
        elif lead != NO_COLOUR and colour[a.value] == lead:
            follow.append(a)
    if alfa is not None and not alfa_in and worth >= ALFA_WORTH:
        return alfa
    if (refugio is not None and s.player_biome[s.turn] < 0 and s.hunt_no >= SHELTER_FROM
            and mine in s.centre and not (lead == mine and worth > 0)):
        return refugio                          # shelter in its colour before a rival takes it
    if follow:
        follow.sort(key=lambda a: value[a.value])
        last = len(s.trick) == s.n - 1
        if alfa_in or lead == BLACK or worth < 0:
            under = [a for a in follow if value[a.value] < best]
            if under:
                return under[-1]
            if refugio is not None:
                return refugio
            return follow[-1] if alfa_in else follow[0]
        above = [a for a in follow if value[a.value] > best]
        if above and (lead == mine or worth > 0 or s.player_biome[seat] == lead):
            return above[0] if last else above[-1]
        under = [a for a in follow if value[a.value] < best]
        return under[-1] if under else follow[0]
    return _discard(s, legal, seat, mine, rng)


def _discard(s, legal, seat: int, mine: int, rng):
    """Void in the lead colour: the biggest invader to the winner, else the highest card of a colour
    that scores nothing for the winner, else the lowest card."""
    kind, colour, value = s.kind, s.colour, s.value
    theirs = s.player_biome[seat]
    inv = shed = low = None
    for a in legal:
        c = a.value
        kc = kind[c]
        if kc == INVADER:
            if inv is None or value[c] > value[inv.value]:
                inv = a
        elif kc == PREY:
            col = colour[c]
            if col != theirs and col != mine and (shed is None or value[c] > value[shed.value]):
                shed = a
            if low is None or value[c] < value[low.value]:
                low = a
    if inv is not None and s.lead_colour != NO_COLOUR:
        return inv
    if shed is not None:
        return shed
    if low is not None:
        return low
    return legal[rng.randrange(len(legal))]
