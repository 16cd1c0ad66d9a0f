"""The careful yardstick: a rule-based Dominant Species player of the kind a good club player is.

It reads only ``rules.view(state, seat)`` (the hidden wanderlust tiles and deck order are dealt once
per decision from its own seeded generator, so the same seed and view give the same decision) and
plays one move ahead, like the old yardstick (heuristic.py), with a club player's habits on top:

- **It plans its action pawns by what they will do**, not by a guess at a space's worth: each vacant
  eyeball is tried by resolving its action at once for its own animal (its own choices made by the
  same careful rules, the other animals' by passing) and judging the position after it by the VP
  margin to the best other seat (evaluate.margin: which tiles it can still win, dominance, the
  species an Extinction will cost it as endangered, the pawns still waiting on the display).
- **It counts who scores before it**: a Domination pawn is judged after the Domination pawns of the
  other animals to its left have taken the tiles best for them (those tiles are no longer there for
  it); a Glaciation pawn is worth something only when it is the leftmost (the only one that acts:
  the others stay on the display and are lost for a turn), and less when a vacant space to its left
  can still take its place.
- **It never feeds the leader**: every choice is judged by the margin to the best other seat, so a
  tile that pays the leader more than it is scored only when it pays for itself.
- **It keeps a reserve** of cubes in its gene pools (``reserve``), so that its species can come back
  after an Extinction or a Catastrophe.

Deterministic given its seed; no search, no playouts beyond the one action a pawn places.
"""
from __future__ import annotations

from rules.engine.rng import RNG
from rules.dominant_species import moves as M
from rules.dominant_species.constants import OVER
from rules.dominant_species.heuristic import HeuristicBot
from rules.dominant_species.policy import greedy, taken
from rules.dominant_species.steps import AUTO, PASS, STEPS
from rules.dominant_species.tables import SECTION_SPACES, SPACE_SEC
from rules.dominant_species import board as B

PLACING = frozenset({"plan", "init_place", "instinct"})
SEC_INITIATIVE = M.SEC["initiative"]
SEC_GLACIATION = M.SEC["glaciation"]
SEC_DOMINATION = M.SEC["domination"]
DOMINATION_SPACES = SECTION_SPACES[SEC_DOMINATION]
GLACIATION_SPACES = SECTION_SPACES[SEC_GLACIATION]
FEW = 12                 # a step of at most this many choices is judged choice by choice
MAX_STEPS = 60           # a guard of one preview (an action and the choices it opens)
LOST_PAWN = 1.2          # a Glaciation pawn that will not act stays on the display: a pawn lost for a turn
LEFT_OPEN = 0.6          # a vacant Glaciation space to the left of one's pawn: someone may still take it
RESERVE = 4              # cubes it keeps in each gene pool (each cube short costs 1 VP-equivalent)


def _act_of(fr) -> int:
    return fr[1] if len(fr) > 1 and isinstance(fr[1], int) else -1


def finish(t, a: int, depth: int, pick) -> None:
    """Resolve the frames of ``t`` above ``depth`` (an action just started): automatic steps run,
    single choices are taken, ``a``'s choices are ``pick(t, legal)`` (its frame still on top), every
    other animal's choices pass (or take the first choice when they must choose)."""
    frames = t.frames
    for _ in range(MAX_STEPS):
        if len(frames) <= depth or t.phase == OVER:
            return
        fr = frames[-1]
        auto = AUTO.get(fr[0])
        if auto is not None:
            frames.pop()
            auto(t, fr, None)
            continue
        step = STEPS[fr[0]]
        legal = taken(fr[0], step.legal(t, fr))
        if not legal:
            frames.pop()
            continue
        if len(legal) == 1:
            act = legal[0]
        elif _act_of(fr) == a:
            act = pick(t, legal)
        else:
            act = PASS if PASS in legal else legal[0]
        frames.pop()
        t._legal = None
        if act is not PASS and act.kind != "pass":
            step.effect(t, fr, act, None)


class CarefulBot(HeuristicBot):
    level = "careful"

    def __init__(self, seed: int = 0, reserve: int = RESERVE, level: str = "careful"):
        super().__init__(seed, noise=0.0, reserve=reserve, level=level)
        self.look = RNG(seed * 31 + 7)        # the quick rules' draws inside a preview

    # ------------------------------------------------------------------ choices

    def choose(self, rules, state, seat: int):
        v = rules.view(state, seat)
        kind = v.frames[-1][0]
        legal = taken(kind, rules.legal_actions(v))
        if len(legal) == 1:
            return legal[0]
        base = rules.determinize(v, seat, self.rng)
        if kind in PLACING:
            return self.place(base, legal)
        best, best_score = legal[0], None
        for act in legal:
            score = self.score(rules, base, act, seat)
            if best_score is None or score > best_score:
                best, best_score = act, score
        return best

    def ranked_places(self, base, legal: list) -> list:
        """[(value, action)] of every placement, best first (ties: the legal order)."""
        out = [(self.place_value(base, act), -i, act) for i, act in enumerate(legal)]
        out.sort(key=lambda x: (-x[0], -x[1]))
        return [(v, act) for v, _, act in out]

    def place(self, base, legal: list):
        return self.ranked_places(base, legal)[0][1]

    # ------------------------------------------------------------------ planning

    def place_value(self, base, act) -> float:
        """The margin after the pawn's action resolved at once (see the module's docstring)."""
        fr = base.frames[-1]
        a = fr[1]
        seat = base.owner[a]
        if act is PASS or act.kind == "pass":
            return self.value(base, seat) - 2.0
        i = act.value
        t = base.clone(share_rng=True)
        t.frames.pop()
        t._legal = None
        depth = len(t.frames)
        t.spaces[i] = a
        t.supply[a] -= 1
        sec = SPACE_SEC[i]
        if sec == SEC_INITIATIVE:
            return self.value(t, seat)                  # (its worth: the estimate of evaluate's pending pawns)
        if sec == SEC_GLACIATION:
            left = GLACIATION_SPACES[:GLACIATION_SPACES.index(i)]
            if any(t.spaces[g] >= 0 for g in left):
                t.spaces[i] = -1
                return self.value(t, seat) - LOST_PAWN
            M.START["glaciation"](t, -1, None)
            finish(t, a, depth, self._pick)
            return self.value(t, seat) - LEFT_OPEN * len(left)
        if sec == SEC_DOMINATION:
            self._taken_before(t, a, i)
        name, space = M.PROGRAM[M.PROG_INDEX[i]]
        M.START[name](t, space, None)
        finish(t, a, depth, self._pick)
        return self.value(t, seat)

    def _taken_before(self, t, a: int, i: int) -> None:
        """The tiles the other animals' Domination pawns to the left of space ``i`` will score first."""
        for j in DOMINATION_SPACES:
            if j == i:
                return
            b = t.spaces[j]
            if b < 0 or b == a:
                continue
            best, bv = -1, 0.0
            for h in range(len(t.terrain)):
                if t.terrain[h] < 0 or h in t.scored or not B.species_total(t, h):
                    continue
                g = 0.0
                for x, n, pts in B.tile_ranking(t, h):
                    g += pts if x == b else -0.35 * pts
                if B.dominant(t, h) == b:
                    g += 3.0
                if g > bv:
                    best, bv = h, g
            if best >= 0:
                t.scored.append(best)

    def _pick(self, t, legal: list):
        """One of the animal's choices inside a preview: a few choices judged one by one (each with
        what it opens completed by the quick rules), many by the quick rules alone."""
        fr = t.frames[-1]
        a = fr[1]
        if len(legal) > FEW:
            return greedy(t, legal, self.look, tries=6)
        seat = t.owner[a]
        depth = len(t.frames) - 1
        best, bv = legal[0], None
        for act in legal:
            u = t.clone(share_rng=True)
            u.frames.pop()
            if act is not PASS and act.kind != "pass":
                STEPS[fr[0]].effect(u, fr, act, None)
            finish(u, a, depth, lambda w, lg: greedy(w, lg, self.look))
            v = self.value(u, seat)
            if bv is None or v > bv:
                best, bv = act, v
        return best


__all__ = ["CarefulBot", "finish"]
