"""Scoring: a round's hunt scores, the Predation Points they give, the tie-breaks and the result."""
from __future__ import annotations

from rules.depredador.cards import INVADER, PREY, Deck
from rules.engine.core import Result


def cards_score(s, cards, biome: int) -> int:
    """What ``cards`` are worth to a player of ``biome``: prey of its colour count positive; every
    invader negative; the rest nothing."""
    total = 0
    kind, colour, value = s.kind, s.colour, s.value
    for c in cards:
        k = kind[c]
        if k == PREY:
            if colour[c] == biome:
                total += value[c]
        elif k == INVADER:
            total -= value[c]
    return total


def hunt_score(s, seat: int) -> int:
    """Prey of the player's biome colour count positive; every invader negative; the rest nothing."""
    return cards_score(s, s.captured[seat], s.player_biome[seat])


def predation_parts(scores: list[int], deck: Deck) -> list[tuple[int, ...]]:
    """The awards each player receives for a round: +2 best, +1 second, -1 worst (and -1 second-worst
    from 5 players). Tied players share the place of the best of them (counted from the top for the
    top awards, from the bottom for the bottom awards); a player in both a top and a bottom place
    receives both awards, e.g. ``(1, -1)`` for the loser of a two-player round."""
    bottom_places = 2 if len(scores) >= deck.second_worst_from else 1
    out = []
    for sc in scores:
        top = 1
        bottom = 1
        for o in scores:
            if o > sc:
                top += 1
            elif o < sc:
                bottom += 1
        parts: tuple[int, ...] = ()
        if top == 1:
            parts = (deck.award_best,)
        elif top == 2:
            parts = (deck.award_second,)
        if bottom <= bottom_places:
            parts += (deck.award_worst,)
        out.append(parts)
    return out


def predation_awards(scores: list[int], deck: Deck) -> list[int]:
    """The net Predation Points of a round per player (the sum of the awards received)."""
    return [sum(p) for p in predation_parts(scores, deck)]


def ranking_key(deck, total: int, rounds, seat: int) -> tuple:
    """Higher is better: ``total``; fewer -1 awards received; more +2 received; more +1 received; the
    most recent round in which a +2 was received, over ``rounds`` (each round's award parts per seat).
    Every award received counts, also in a round where the player received two (the loser of a
    two-player round counts one +1 and one -1)."""
    minus = twos = ones = last_two = 0
    for r, parts in enumerate(rounds):
        for a in parts[seat]:
            if a == deck.award_worst:
                minus += 1
            elif a == deck.award_best:
                twos += 1
                last_two = r + 1
            elif a == deck.award_second:
                ones += 1
    return (total, -minus, twos, ones, last_two)


def tiebreak_key(s, seat: int) -> tuple:
    """The final ranking's key of ``seat`` (``ranking_key`` over the rounds played)."""
    return ranking_key(s.deck, s.totals[seat], s.award_parts, seat)


def places_of(keys: list) -> list[int]:
    return [1 + sum(1 for o in keys if o > k) for k in keys]


def result(s) -> Result | None:
    if s.phase != "over" or len(s.awards) < s.rounds:
        return None
    keys = [tiebreak_key(s, i) for i in range(s.n)]
    breakdown = [{"round": r + 1, "hunt_scores": s.hunt_scores[r], "awards": s.awards[r],
                  "award_parts": [list(p) for p in s.award_parts[r]]}
                 for r in range(len(s.awards))]
    return Result(scores=list(s.totals), places=places_of(keys), breakdown=breakdown,
                  detail={"tiebreak": [list(k) for k in keys]})
