"""The computer players of Dominant Species.

Levels: easy = ``HeuristicBot`` with much noise, normal = ``HeuristicBot`` (both keep a reserve of
cubes in their gene pools; without it the heuristic is the yardstick of the bench), hard =
:class:`SearchBot`, a search in the frame of ``rules.ai.bots.ISMCTSBot`` (it reads only the view;
the hidden wanderlust tiles and deck order are dealt afresh for every sample; budgets are iterations,
never the wall clock) that

1. keeps the heuristic's best ``width`` candidates (a raw decision can have hundreds of actions:
   every migration move, every corner); small repeatable choices (how many species, one migration
   move) are left to the heuristic alone; a pawn's placement takes its candidates and their prior
   from the careful player's previews (``planner``: each space's action resolved at once, Domination
   after the pawns to its left, only the leftmost Glaciation pawn acts), the best space of each
   action first (``distinct``: five Domination spaces are near-twins, five different actions are a
   choice);
2. for each sample deals one hidden world and plays every candidate out in it with the same playout
   seed (common random numbers), every seat following the greedy policy of policy.py, to the end
   of the phase or ``horizon`` decisions (``careful_playouts``: pawns placed as a careful player
   counts them, no Glaciation pawn behind another); a pawn placed in Planning is played out to the end of the
   turn (every action resolved, Extinction done: ``plan_horizon``, ``plan_iterations``), so it is
   judged by what it causes, not by a guess at the worth of its space;
   with ``model`` every animal's later pawns in a Planning playout go where the careful player's
   previews (made once, at the root, for every animal with a pawn to place: :meth:`SearchBot.gains`)
   say, so the search plays against the table it meets, not against the rough worth of a space;
   ``prune`` drops the candidates whose careful prior is that many VPs below the best (the two best
   are always kept), so the samples go to moves a good player would consider;
3. scores a candidate by its mean margin in projected VPs (evaluate.margin), blended with the
   heuristic's own score (``blend``), and takes the best.

Same seed + same view = same decision.
"""
from __future__ import annotations

from rules.ai.bots import ISMCTSBot
from rules.ai.parallel import Choice, fork_map
from rules.engine.rng import RNG
from rules.dominant_species import flow
from rules.dominant_species.careful import PLACING, CarefulBot
from rules.dominant_species.constants import OVER, PLANNING
from rules.dominant_species.tables import SPACE_SEC
from rules.dominant_species.moves import vacant_eyeballs
from rules.dominant_species.steps import PLACE
from rules.dominant_species.evaluate import margin
from rules.dominant_species.heuristic import EASY_NOISE, RESERVE, HeuristicBot
from rules.dominant_species.policy import greedy, taken


def playout(s, horizon: int, rng, whole_turn: bool = False, careful: bool = False, gains: dict | None = None) -> None:
    """Play ``s`` on with the greedy policy for ``horizon`` decisions or until the phase ends (the
    end of Planning: every pawn placed; the end of Execution: every action resolved and the Reset
    done), or with ``whole_turn`` until the turn ends (a pawn placed in Planning is then judged by
    what its action and everybody else's do, and by the Extinction that follows)."""
    turn, phase = s.turn, s.phase
    for _ in range(horizon):
        if s.turn != turn or s.phase == OVER or (not whole_turn and s.phase != phase):
            return
        legal = s._legal if s._legal is not None else flow.STEPS[s.frames[-1][0]].legal(s, s.frames[-1])
        flow.resolve(s, greedy(s, legal, rng, careful=careful, gains=gains), None)


# small choices the heuristic's one-ply score settles alone (how many species, one move of many)
HEURISTIC_ONLY = frozenset({"speciation_count", "wanderlust_move", "fecundity", "migration", "exodus_move",
                            "aquatic_count", "hibernation_count"})


class SearchBot(ISMCTSBot):
    level = "hard"

    def __init__(self, seed: int = 0, iterations: int = 60, width: int = 6, horizon: int = 60,
                 exploration: float = 0.5, time_limit: float | None = None, weights: dict | None = None,
                 blend: float = 0.3, only: frozenset | None = None, plan_horizon: int = 0,
                 plan_iterations: int | None = None, plan_width: int | None = None, planner: bool = False,
                 careful_playouts: bool = False, distinct: bool = False, model: bool = False,
                 prune: float | None = None):
        super().__init__(seed, iterations=iterations, time_limit=time_limit, exploration=exploration)
        self.weights = weights
        self.blend = blend
        self.only = only                # search only these step kinds (None: every kind but the small ones)
        self.width = width
        self.horizon = horizon
        self.plan_horizon = plan_horizon    # > 0: Planning playouts run to the end of the turn
        self.plan_iterations = plan_iterations if plan_iterations is not None else iterations
        self.plan_width = plan_width if plan_width is not None else width
        self.scout = HeuristicBot(seed * 7919 + 17, noise=0.0)
        # planner: pawn placements' candidates and prior from the careful player's previews
        self.planner = CarefulBot(seed * 7919 + 29, reserve=0) if planner else None
        self.careful_playouts = careful_playouts    # playouts place pawns as a careful player counts them
        self.distinct = distinct        # placements: the best space of each action first (no near-twins)
        self.model = model              # Planning playouts: every animal places as the careful player's previews say
        self._own: list = []            # the planner's previews of the deciding animal's placements
        self.prune = prune              # candidates more than this many VPs of prior below the best are dropped
        self.last_candidates: list = []
        self.parallel = False           # master: the samples are shared out over the cores (fork_map)

    def candidates(self, game, base, seat: int, legal: list, width: int | None = None) -> list:
        """The ``width`` best actions by the heuristic's one-ply score (a pawn's placement, with the
        planner, by the careful player's preview of its action): [(action, score)]."""
        width = width or self.width
        placing = base.frames[-1][0] in PLACING
        if self.planner is not None and placing:
            ranked = [(a, v) for v, a in self.planner.ranked_places(base, legal)]
            self._own = ranked
        else:
            scored = sorted(((self.scout.score(game, base, a, seat), i) for i, a in enumerate(legal)),
                            key=lambda x: (-x[0], x[1]))
            ranked = [(legal[i], v) for v, i in scored]
        if self.distinct and placing:
            ranked = _distinct(ranked)
        ranked = ranked[:width]
        if self.prune is not None and len(ranked) > 2:
            top = max(v for _, v in ranked)
            ranked = ranked[:2] + [(a, v) for a, v in ranked[2:] if v >= top - self.prune]
        return ranked

    def decide(self, game, view, seat, legal):
        """Common random numbers: each sample deals one hidden world and plays every candidate out
        in it with the same playout seed, so candidates are compared on equal terms."""
        rng = self.rng
        kind = view.frames[-1][0]
        legal = taken(kind, legal)
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        base = game.determinize(view, seat, rng)
        if kind in HEURISTIC_ONLY or (self.only is not None and kind not in self.only):
            self.last_iterations = 0
            return self.candidates(game, base, seat, legal)[0][0]
        whole = self.plan_horizon > 0 and view.phase == PLANNING
        horizon = self.plan_horizon if whole else self.horizon
        ranked = self.candidates(game, base, seat, legal, self.plan_width if whole else self.width)
        cands = [a for a, _ in ranked]
        prior = [v for _, v in ranked]
        gains = self.gains(base, seat) if whole and self.model and kind == "plan" and self.planner else None
        n = len(cands)
        samples = max(1, (self.plan_iterations if whole else self.iterations) // n)
        draws = []
        for _ in range(samples):                # the worlds and seeds first, in the generator's order
            world = game.determinize(view, seat, rng)
            draws.append((world, rng.getrandbits(32)))

        def sample(j: int) -> list:
            world, seed = draws[j]
            out = []
            for k in range(n):
                s = world.clone()
                flow.resolve(s, cands[k], None)
                playout(s, horizon, RNG(seed), whole, self.careful_playouts, gains)
                out.append(margin(s, seat, w=self.weights) if s.phase != OVER else _final_margin(s, seat))
            return out
        rows = fork_map(sample, samples) if self.parallel else [sample(j) for j in range(samples)]
        total = [0.0] * n
        for row in rows:                        # summed in sample order: the same on any number of cores
            for k in range(n):
                total[k] += row[k]
        self.last_iterations = samples * n
        mix = self.blend
        value = [(1 - mix) * total[i] / samples + mix * prior[i] for i in range(n)]
        self.last_candidates = [(str(cands[i]), round(prior[i], 2), round(total[i] / samples, 2)) for i in range(n)]
        self.last_ranked = sorted(((cands[i], value[i]) for i in range(n)), key=lambda cv: -cv[1])
        best = max(range(n), key=lambda i: (value[i], -i))
        return cands[best]

    def gains(self, base, seat: int) -> dict:
        """(animal, space) -> what a pawn there gains its animal (the margin after its action resolved at
        once, less the margin now), by the careful player's previews on ``base``, for every animal with a
        pawn still to place: the playouts' model of how the table plans."""
        a0 = base.frames[-1][1]
        out = {}
        for a in base.animals:
            if a != a0 and base.supply[a] <= 0:
                continue
            if a == a0:
                now = self.planner.value(base, seat)
                out.update(((a, act.value), v - now) for act, v in self._own if act.kind == "place")
                continue
            t = base.clone(share_rng=True)
            t.frames[-1] = ("plan", a)
            t._legal = None
            now = self.planner.value(t, base.owner[a])
            for i in vacant_eyeballs(t):
                out[(a, i)] = self.planner.place_value(t, PLACE[i]) - now
        return out

    def rank(self, game, view, seat, legal):
        """The candidates searched, best first; ``value`` is the blended projected VP margin (VPs, not a
        chance), ``share`` each candidate's part of the samples (equal: every candidate is played in
        every sample)."""
        self.last_ranked = []
        chosen = self.decide(game, view, seat, legal)
        ranked = self.last_ranked or [(chosen, float("nan"))]
        order = sorted(ranked, key=lambda cv: (cv[0] != chosen,))      # the decision first, then the rest
        return [Choice(a, self.last_iterations, 1.0 / len(order), v) for a, v in order]


def _distinct(ranked: list) -> list:
    """``ranked`` placements [(action, value)] with the best space of each action (section) first, then
    the others in their order: the spaces of one action are near-twins, and a search over five
    Domination spaces learns less than one over five different actions."""
    seen, first, rest = set(), [], []
    for a, v in ranked:
        sec = SPACE_SEC[a.value] if a.kind == "place" else -1
        (rest if sec in seen else first).append((a, v))
        seen.add(sec)
    return first + rest


def _final_margin(s, seat: int) -> float:
    from rules.dominant_species.scoring import seat_score
    mine = seat_score(s, seat)[0]
    return mine - max(seat_score(s, p)[0] for p in range(s.n) if p != seat)


LEVELS = ("easy", "normal", "hard", "master")
# hard: 60 playouts over the heuristic's 6 best actions, each to the end of the phase (at most 60 decisions);
# in Planning 30 playouts over the 5 best spaces, each to the end of the turn (about 70 decisions).
# Measured against two heuristic players, 3 players, seat = seed % 3: seeds 0-49, 36/50 wins (72%), mean
# margin +35.8 VP, decisions median 0.10 s, p95 0.25 s (phase-only playouts, seeds 0-23: 12/24).
# Since issue 23 its placements are planned with the careful player's judgement (planner, distinct,
# careful_playouts): against two careful players see BENCHMARKS.md (2026-12-04, Dominant Species).
CAREFUL = {"planner": True, "distinct": True, "careful_playouts": True}
# Measured on 2026-12-05 and not kept (BENCHMARKS.md, 2026-12-05, Dominant Species), against two careful
# players on the same seeds: ``model`` + ``prune=6.0`` (Planning playouts placing every animal's pawns by
# the careful player's previews, candidates 6 VPs of prior below the best not searched) 36/60 against
# 36/60 for this budget (seeds 70000-70029, 110000-110029); 4x the samples (120 Planning samples over 6
# placements, 150 elsewhere) 10/16 against 12/16 (70000-70015) at 2.3x the CPU.
# Also not kept (2026-12-05, sixth session): Planning over the 3 best placements with 30 samples each
# (plan_iterations=90, plan_width=3) 33/55 against 33/55 paired (210000-210054), p95 0.62 s against 0.28 s.
BUDGETS = {"hard": {"iterations": 60, "width": 6, "horizon": 60, "blend": 0.3, "plan_horizon": 200,
                     "plan_iterations": 30, "plan_width": 5, **CAREFUL},
           # master: four times hard's samples, wider, shared out over every core
           "master": {"iterations": 240, "width": 8, "horizon": 60, "blend": 0.3, "plan_horizon": 200,
                      "plan_iterations": 120, "plan_width": 6, **CAREFUL}}


def make_bot(level: str, seed: int = 0, safety_net: bool = False):
    """easy: the heuristic player with much noise; normal: the heuristic player (both with a reserve of
    cubes); hard: the search; master: the search with four times the samples over every core; heuristic: the old
    yardstick (no reserve); careful: the careful yardstick (careful.py). (``safety_net``: the app's time
    limit, which these players, fast by their budgets, do not need.)"""
    if level == "easy":
        return HeuristicBot(seed, noise=EASY_NOISE, reserve=RESERVE, level="easy")
    if level == "normal":
        return HeuristicBot(seed, reserve=RESERVE, level="normal")
    if level == "hard":
        return SearchBot(seed, **BUDGETS["hard"])
    if level == "master":
        bot = SearchBot(seed, **BUDGETS["master"])
        bot.level, bot.parallel = "master", True
        return bot
    if level == "heuristic":
        return HeuristicBot(seed)
    if level == "careful":
        return CarefulBot(seed)
    raise ValueError(f"unknown AI level '{level}' (known: {', '.join(LEVELS)})")
