"""The AI's judgement of a position (``evaluate``), where its playouts stop (``rollout_key``) and how
they play (``rollout_policy``).

Playouts stop when the last hunt of the round begins: every hand then holds one card, so the hunt is
played out here exactly (a Refugio's player takes the biome best for them), the round is scored, and
no next round is dealt for nothing. The value of a position is not only the final place: it is a mix
of the chance of finishing first, of the places gained on each opponent, and of the margin in points
(Predation Points, and the round's hunt score), so a decided match is still played well.
"""
from __future__ import annotations

import math

from rules.depredador.cards import ALFA, BLACK, INVADER, NO_COLOUR, PREY
from rules.depredador.moves import hunt_winner
from rules.depredador.scoring import cards_score, predation_parts, ranking_key
from rules.depredador.state import PH_BIOME, PH_HUNT, PH_OVER, PH_PASS, State

W_FIRST, W_PLACES, W_MARGIN = 0.55, 0.30, 0.15
ROUND_SPREAD = 1.6       # how far two totals may drift apart in one round (for the chance of staying ahead)


def rollout_key(s: State) -> int:
    """Playouts stop when this changes: when the round's last hunt begins (or the round ends)."""
    return s.round * 2 + (1 if s.hunt_no >= s.hunts - 1 else 0)


# ---------------------------------------------------------------------------- the round's outcome

def _score(s: State, seat: int, biome: int, extra) -> int:
    """The hunt score of ``seat`` with ``biome`` once it also takes the cards ``extra``."""
    return cards_score(s, s.captured[seat], biome) + cards_score(s, extra, biome)


def _best_biome(s: State, seat: int, centre: list, extra) -> int:
    return max(centre, key=lambda b: (_score(s, seat, b, extra), -b))


def final_hunt_scores(s: State) -> list[int]:
    """The round's hunt scores once its last hunt (every hand holding at most one card) is played out."""
    n = s.n
    colour = s.colour
    deck = s.deck
    trick = list(s.trick)
    centre = list(s.centre)
    biome = list(s.player_biome)
    lead = s.lead_colour
    turn = s.turn
    shown = [c for _, c in trick]
    if s.phase == PH_BIOME:
        b = _best_biome(s, turn, centre, shown)
        centre.remove(b)
        biome[turn] = b
        turn = (turn + 1) % n
    while len(trick) < n:
        c = s.hands[turn][0]
        trick.append((turn, c))
        shown.append(c)
        if lead == NO_COLOUR and colour[c] != NO_COLOUR:
            lead = colour[c]
        if deck.shelter[c] and centre:
            b = centre[0] if len(centre) == 1 else _best_biome(s, turn, centre, shown)
            centre.remove(b)
            biome[turn] = b
        turn = (turn + 1) % n
    winner = hunt_winner(trick, colour, s.value, lead, deck.wins, deck.never_wins)
    cards = [c for _, c in trick]
    return [_score(s, p, biome[p], cards if p == winner else ()) for p in range(n)]


def outcome(s: State) -> tuple[list[int], list[int], list, int]:
    """(totals, hunt scores, awards received this round, rounds still to play) as the playout leaves it:
    the current round finished and scored when it can be, its awards added to the totals."""
    n = s.n
    if s.phase == PH_OVER or (s.hunt_no == 0 and not s.trick and not any(s.captured)):
        # a round has just been scored (and maybe the next one dealt): nothing of this round yet
        done = len(s.awards)
        scores = s.hunt_scores[-1] if s.hunt_scores else [0] * n
        parts = s.award_parts[-1] if s.award_parts else [()] * n
        return list(s.totals), list(scores), [], s.rounds - done
    if s.hunt_no >= s.hunts - 1 and s.phase in (PH_HUNT, PH_BIOME):
        scores = final_hunt_scores(s)
    else:
        scores = [_score(s, p, s.player_biome[p], ()) for p in range(n)]
    parts = predation_parts(scores, s.deck)
    totals = [s.totals[p] + sum(parts[p]) for p in range(n)]
    return totals, scores, parts, s.rounds - s.round


# ---------------------------------------------------------------------------- the value

def _keys(s: State, totals: list[int], extra_parts: list) -> list[tuple]:
    """The seed's ranking keys (total, fewer -1, more +2, more +1, latest +2) with this round's awards."""
    rounds = list(s.award_parts) + ([extra_parts] if extra_parts else [])
    return [ranking_key(s.deck, totals[p], rounds, p) for p in range(s.n)]


def _ahead(diff: float, spread: float) -> float:
    """The chance to finish ahead of a player ``diff`` points behind, with ``spread`` still to come."""
    x = diff / spread
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def evaluate(s: State, seat: int) -> float:
    """0..1 for ``seat``: chance of first place, places gained on each opponent, and the point margin."""
    n = s.n
    totals, scores, parts, left = outcome(s)
    others = [p for p in range(n) if p != seat]
    if left <= 0:
        keys = _keys(s, totals, parts)
        mine = keys[seat]
        beat = [1.0 if mine > keys[p] else 0.5 if mine == keys[p] else 0.0 for p in others]
        best = max(keys)
        first = (1.0 / sum(1 for k in keys if k == best)) if mine == best else 0.0
    else:
        spread = ROUND_SPREAD * math.sqrt(left)
        beat = [_ahead(totals[seat] - totals[p], spread) for p in others]
        first = 1.0
        for b in beat:
            first *= b
    places = sum(beat) / len(beat)
    lead = totals[seat] - max(totals[p] for p in others)
    hunt = scores[seat] - max(scores[p] for p in others)
    margin = 0.5 + 0.5 * math.tanh((lead + hunt / 8.0) / 4.0)
    return W_FIRST * first + W_PLACES * places + W_MARGIN * margin


# ---------------------------------------------------------------------------- the playout policy

EPSILON = 0.1           # a uniformly random move now and then, so playouts stay varied
ALFA_WORTH = 5          # a hunt must hold this much of the player's biome before a playout spends an Alfa


def rollout_policy(s: State, legal: list, rng):
    """A light player for the playouts: follows low under invaders, takes hunts of its biome's prey,
    dumps invaders on others' hunts, keeps its Alfa for a rich hunt, shelters in its best colour,
    passes its highest invaders (never its Alfa)."""
    k = len(legal)
    if k == 1:
        return legal[0]
    if rng.random() < EPSILON:
        return legal[rng.randrange(k)]
    ph = s.phase
    if ph == PH_HUNT:
        return _policy_play(s, legal, rng)
    if ph == PH_PASS:
        # away with the highest invader, else the highest prey; never the Alfa
        kind, value = s.kind, s.value
        best = None
        for a in legal:
            kc = kind[a.value]
            if kc > INVADER:
                continue
            key = (kc == INVADER, value[a.value])
            if best is None or key > best[0]:
                best = (key, a)
        if best is not None:
            return best[1]
    if ph == PH_BIOME:
        seat = s.turn
        shown = [c for _, c in s.trick]
        best = _best_biome(s, seat, s.centre, shown)
        for a in legal:
            if a.value == best:
                return a
    return legal[rng.randrange(k)]


def _policy_play(s: State, legal: list, rng):
    kind, colour, value = s.kind, s.colour, s.value
    trick = s.trick
    if not trick:
        prey = [a for a in legal if kind[a.value] == PREY]
        pool = prey or legal
        return pool[rng.randrange(len(pool))]
    biome = s.player_biome[s.turn]
    lead = s.lead_colour
    # the hunt so far: its worth to this player, the card to beat, an Alfa already in
    worth = 0
    best = -1
    alfa_in = False
    for _, c in trick:
        kc = kind[c]
        if kc == PREY:
            if colour[c] == biome:
                worth += value[c]
            if colour[c] == lead and value[c] > best:
                best = value[c]
        elif kc == INVADER:
            worth -= value[c]
            if lead == BLACK and value[c] > best:
                best = value[c]
        elif kc == 2:           # an Alfa
            alfa_in = True
    # one pass over the choices: the highest card under the one to beat, the lowest and the highest
    # of the lead colour, the Alfa, the Refugio, the biggest invader
    under = low = high = alfa = refugio = inv = None
    plain = 0
    for a in legal:
        c = a.value
        kc = kind[c]
        if kc == 2:
            alfa = a
            continue
        if kc == 3:
            refugio = a
            continue
        plain += 1
        if colour[c] == lead:
            vc = value[c]
            if low is None or vc < value[low.value]:
                low = a
            if high is None or vc > value[high.value]:
                high = a
            if vc < best and (under is None or vc > value[under.value]):
                under = a
        elif kc == INVADER and (inv is None or value[c] > value[inv.value]):
            inv = a
    if alfa is not None and not alfa_in and worth >= ALFA_WORTH:
        return alfa
    if low is not None:                       # we follow the lead colour
        if alfa_in or worth < 0 or lead == BLACK:
            if under is not None:
                return under
            return refugio if refugio is not None else low
        if worth > 0 or lead == biome:
            return high if value[high.value] > best else low
        follow = [a for a in legal if colour[a.value] == lead]
        return follow[rng.randrange(len(follow))]
    # void in the lead colour (or a special lead): dump invaders, else anything but the specials
    if inv is not None and lead != NO_COLOUR:
        return inv
    if plain:
        pool = [a for a in legal if kind[a.value] <= INVADER]
        return pool[rng.randrange(len(pool))]
    return legal[rng.randrange(len(legal))]


# ---------------------------------------------------------------------------- what the search considers

def search_actions(s: State, legal: list) -> list:
    """The actions the search considers (the ``search_actions`` hook; never a rule), issue 23: what no
    good player does is left out, so the budget goes to the moves that are close. In the migration the
    Alfa is never passed (it hands a rival a sure hunt); in a hunt the Alfa is not thrown on a hunt
    that is worth less than nothing to its player so far (it would win the invaders). Never empty."""
    if len(legal) < 2:
        return legal
    ph = s.phase
    kind = s.kind
    if ph == PH_PASS:
        kept = [a for a in legal if kind[a.value] != ALFA]
        return kept or legal
    if ph == PH_HUNT and s.trick:
        worth = 0
        biome = s.player_biome[s.turn]
        colour, value = s.colour, s.value
        for _, c in s.trick:
            kc = kind[c]
            if kc == PREY and colour[c] == biome:
                worth += value[c]
            elif kc == INVADER:
                worth -= value[c]
        if worth < 0:
            kept = [a for a in legal if kind[a.value] != ALFA]
            return kept or legal
    return legal
