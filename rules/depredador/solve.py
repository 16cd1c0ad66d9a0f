"""An exact reading of a two-player round's ending, for the bench and the tests (never for play).

With two players every card of the round is dealt, so once the migration is over each player knows
the other's hand: the rest of the round is a game of perfect information. ``RoundSolver`` searches it
to its end (alpha-beta with a table of positions already settled) and says who wins the round when
both play it perfectly: +1 seat 0, -1 seat 1, 0 a tie. From about eight cards a hand this takes well
under a second; the AI's search is measured against it (``bench.py``'s ``endgame``), it is not used by
the AI itself.
"""
from __future__ import annotations

from rules.depredador.evaluate import final_hunt_scores
from rules.depredador.moves import fast_apply, legal_actions
from rules.depredador.state import PH_BIOME, PH_HUNT, State


class RoundSolver:
    """``value(state)``: the round's result under perfect play (+1 seat 0 wins, -1 seat 1, 0 a tie)
    from a two-player state in the hunts (hands known). ``nodes`` counts the positions visited."""

    def __init__(self):
        self.table: dict = {}
        self.nodes = 0

    def value(self, s: State, alpha: int = -2, beta: int = 2) -> int:
        if s.n != 2 or s.phase not in (PH_HUNT, PH_BIOME):
            raise ValueError("the solver reads a two-player round during its hunts")
        return self._search(s, alpha, beta)

    def move_values(self, s: State) -> dict:
        """Every legal action of the player to move -> the round's value after it."""
        out = {}
        for a in legal_actions(s):
            t = s.clone()
            fast_apply(t, a)
            out[a] = self._search(t, -2, 2)
        return out

    def _search(self, s: State, alpha: int, beta: int) -> int:
        self.nodes += 1
        if s.phase not in (PH_HUNT, PH_BIOME):  # the round has just ended (its last card played)
            return _round_sign(s.hunt_scores[-1])
        if s.hunt_no >= s.hunts - 1:
            return _round_sign(final_hunt_scores(s))    # the last hunt: one card each, played out exactly
        key = _key(s)
        lo, hi = self.table.get(key, (-1, 1))
        if lo >= beta or lo == hi:
            return lo
        if hi <= alpha:
            return hi
        a0, b0 = max(alpha, lo), min(beta, hi)
        alpha, beta = a0, b0
        maxing = s.turn == 0
        best = -2 if maxing else 2
        for a in legal_actions(s):
            t = s.clone()
            fast_apply(t, a)
            v = self._search(t, alpha, beta)
            if maxing:
                best = max(best, v)
                alpha = max(alpha, best)
            else:
                best = min(best, v)
                beta = min(beta, best)
            if alpha >= beta:
                break
        if best <= a0:
            hi = min(hi, best)
        elif best >= b0:
            lo = max(lo, best)
        else:
            lo = hi = best
        self.table[key] = (lo, hi)
        return best


def _round_sign(scores: list[int]) -> int:
    """+1 when seat 0 scored more, -1 when seat 1 did, 0 a tie."""
    return (scores[0] > scores[1]) - (scores[0] < scores[1])


def _key(s: State) -> tuple:
    return (tuple(s.hands[0]), tuple(s.hands[1]), tuple(s.trick), s.turn, s.phase, s.lead_colour, s.broken,
            tuple(s.player_biome), tuple(s.centre), tuple(sorted(s.captured[0])), tuple(sorted(s.captured[1])))
