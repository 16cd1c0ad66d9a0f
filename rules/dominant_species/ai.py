"""The computer players of Dominant Species.

``HeuristicBot`` (heuristic.py) is the yardstick. :class:`SearchBot` is the hard level: an
information-set search in the ISMCTS frame of ``rules.ai.bots`` (every iteration deals the hidden
tiles and cards afresh from the bot's view, budgets in iterations, never the wall clock) that
(1) keeps only the heuristic's best ``width`` candidates at the root (the raw decision can have
hundreds of actions: every migration move, every corner), (2) plays each iteration out with the
greedy policy of policy.py for every seat up to ``horizon`` decisions or the end of the turn, and
(3) scores it by the seat's margin in projected VPs, choosing among candidates with UCB1 on
min-max normalised means. Same seed + same view = same decision.
"""
from __future__ import annotations

from rules.ai.bots import ISMCTSBot, RandomBot
from rules.engine.rng import RNG
from rules.dominant_species import flow
from rules.dominant_species.constants import OVER, RESET
from rules.dominant_species.evaluate import margin
from rules.dominant_species.heuristic import HeuristicBot
from rules.dominant_species.policy import greedy


def playout(s, horizon: int, rng) -> None:
    """Play ``s`` on with the greedy policy for ``horizon`` decisions or until the phase ends (the
    end of Planning: every pawn placed; the end of Execution: every action resolved)."""
    turn, phase = s.turn, s.phase
    for _ in range(horizon):
        if s.phase != phase or s.turn != turn or s.phase == OVER:
            return
        legal = s._legal if s._legal is not None else flow.STEPS[s.frames[-1][0]].legal(s, s.frames[-1])
        flow.resolve(s, greedy(s, legal, rng), None)


# small choices the heuristic's one-ply score settles alone (how many species, one move of many)
HEURISTIC_ONLY = frozenset({"speciation_count", "wanderlust_move", "fecundity", "migration", "exodus_move",
                            "aquatic_count", "hibernation_count"})


class SearchBot(ISMCTSBot):
    level = "hard"

    def __init__(self, seed: int = 0, iterations: int = 24, width: int = 5, horizon: int = 40,
                 exploration: float = 0.5, time_limit: float | None = None, weights: dict | None = None,
                 blend: float = 0.3):
        super().__init__(seed, iterations=iterations, time_limit=time_limit, exploration=exploration)
        self.weights = weights
        self.blend = blend
        self.width = width
        self.horizon = horizon
        self.scout = HeuristicBot(seed * 7919 + 17, noise=0.0)
        self.last_candidates: list = []

    def candidates(self, game, base, seat: int, legal: list) -> list:
        """The ``width`` best actions by the heuristic's one-ply score: [(action, score)]."""
        scored = sorted(((self.scout.score(game, base, a, seat), i) for i, a in enumerate(legal)),
                        key=lambda x: (-x[0], x[1]))
        return [(legal[i], v) for v, i in scored[:self.width]]

    def decide(self, game, view, seat, legal):
        """Common random numbers: each sample deals one hidden world and plays every candidate out
        in it with the same playout seed, so candidates are compared on equal terms."""
        rng = self.rng
        base = game.determinize(view, seat, rng)
        if view.frames[-1][0] in HEURISTIC_ONLY:
            self.last_iterations = 0
            return self.candidates(game, base, seat, legal)[0][0]
        ranked = self.candidates(game, base, seat, legal)
        cands = [a for a, _ in ranked]
        prior = [v for _, v in ranked]
        n = len(cands)
        samples = max(1, self.iterations // n)
        total = [0.0] * n
        for _ in range(samples):
            world = game.determinize(view, seat, rng)
            seed = rng.getrandbits(32)
            for k in range(n):
                s = world.clone()
                flow.resolve(s, cands[k], None)
                playout(s, self.horizon, RNG(seed))
                total[k] += margin(s, seat, w=self.weights) if s.phase != OVER else _final_margin(s, seat)
        self.last_iterations = samples * n
        mix = self.blend
        value = [(1 - mix) * total[i] / samples + mix * prior[i] for i in range(n)]
        self.last_candidates = [(str(cands[i]), round(prior[i], 2), round(total[i] / samples, 2)) for i in range(n)]
        best = max(range(n), key=lambda i: (value[i], -i))
        return cands[best]


def _final_margin(s, seat: int) -> float:
    from rules.dominant_species.scoring import seat_score
    mine = seat_score(s, seat)[0]
    return mine - max(seat_score(s, p)[0] for p in range(s.n) if p != seat)


LEVELS = ("easy", "normal", "hard")
BUDGETS = {"normal": {"iterations": 8, "width": 3, "horizon": 16}, "hard": {"iterations": 24, "width": 5, "horizon": 40}}


def make_bot(level: str, seed: int = 0):
    """easy: random legal actions; normal: the heuristic player; hard: the search."""
    if level == "easy":
        return RandomBot(seed)
    if level == "normal":
        return HeuristicBot(seed)
    if level == "hard":
        return SearchBot(seed, **BUDGETS["hard"])
    if level == "heuristic":
        return HeuristicBot(seed)
    raise ValueError(f"unknown AI level '{level}' (known: {', '.join(LEVELS)})")
