"""The yardstick: a one-ply heuristic player (the way the best open Dominant Species bot plays).

Each legal action is scored by a weighted evaluation of the position after it: the seat's projected
score minus the best other seat's (evaluate.margin), plus a little noise. When the action only opens
more choices of the same seat within the same action (an element, then its corner), those follow-up
choices are completed greedily before the position is scored, so the element is judged by where it
can go. Reads only ``view``; the hidden wanderlust tiles and deck order are dealt at random once per
decision (determinize) so that an action can be applied.

The easy and normal levels play it with a *reserve* (the yardstick, and the search's scout, without):
each cube their gene pool holds below ``RESERVE`` costs ``RESERVE_WEIGHT`` VP-equivalents, so they keep
a few cubes to come back with after their species die out (cubes leave the gene pool for good but
through Glaciation; with every animal's pool and Earth empty the game would be over). The easy level
adds a lot of noise to each score (``EASY_NOISE``): it still avoids the worst moves but misses many
good ones.
"""
from __future__ import annotations

from rules.engine.rng import RNG
from rules.dominant_species.evaluate import margin
from rules.dominant_species.policy import taken

NOISE = 0.25
EASY_NOISE = 30.0
RESERVE = 6
RESERVE_WEIGHT = 1.0
MAX_CHAIN = 8
# repeatable steps (one species, one victim at a time): judged move by move, not completed ahead
NO_CHAIN = frozenset({"migration", "competition", "evolution", "exodus_move"})


class HeuristicBot:
    level = "heuristic"

    def __init__(self, seed: int = 0, noise: float = NOISE, reserve: int = 0, level: str = "heuristic"):
        self.rng = RNG(seed)
        self.noise = noise
        self.reserve = reserve
        self.level = level

    def value(self, s, seat: int) -> float:
        """The margin of ``seat`` in ``s``, less the cubes its gene pools lack to the reserve."""
        v = margin(s, seat)
        if self.reserve:
            for a in s.seat_animals[seat]:
                short = self.reserve - s.gene[a]
                if short > 0:
                    v -= RESERVE_WEIGHT * short
        return v

    def choose(self, rules, state, seat: int):
        v = rules.view(state, seat)
        legal = taken(v.frames[-1][0], rules.legal_actions(v))
        if len(legal) == 1:
            return legal[0]
        base = rules.determinize(v, seat, self.rng)
        best, best_score = legal[0], None
        for a in legal:
            score = self.score(rules, base, a, seat) + self.noise * self.rng.random()
            if best_score is None or score > best_score:
                best, best_score = a, score
        return best

    def score(self, rules, base, action, seat: int) -> float:
        s = base.clone(share_rng=True)
        mark = (s.turn, s.phase, s.cursor)
        kind = s.frames[-1][0]
        rules.fast_apply(s, action)
        for _ in range(MAX_CHAIN):
            if rules.current_player(s) != seat or (s.turn, s.phase, s.cursor) != mark:
                break
            if kind in NO_CHAIN and s.frames and s.frames[-1][0] == kind:
                break
            legal = taken(s.frames[-1][0], rules.legal_actions(s))
            if not legal:
                break
            best_s, best_v = None, None
            for a in legal:
                t = s.clone(share_rng=True)
                rules.fast_apply(t, a)
                val = self.value(t, seat)
                if best_v is None or val > best_v:
                    best_s, best_v = t, val
            s = best_s
        return self.value(s, seat)
