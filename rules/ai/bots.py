"""AI levels: easy (random), normal (ISMCTS, small budget), hard (ISMCTS, large budget).

Every bot starts from ``game.view(state, seat)``: it never reads what its seat cannot see.
With the same seed and the same view it makes the same decision.
"""
from __future__ import annotations

import math
import time
from types import ModuleType

from rules.engine.core import Action
from rules.engine.rng import RNG

LEVELS = ("easy", "normal", "hard")


def _fast_apply(game: ModuleType):
    fast = getattr(game, "fast_apply", None)
    if fast is not None:
        return fast
    return lambda s, a: game.apply(s, a, log=False)


class Bot:
    level = "base"

    def __init__(self, seed: int = 0):
        self.rng = RNG(seed)

    def choose(self, game: ModuleType, state, seat: int) -> Action:
        v = game.view(state, seat)
        legal = game.legal_actions(v)
        if len(legal) == 1:
            return legal[0]
        return self.decide(game, v, seat, legal)

    def decide(self, game: ModuleType, view, seat: int, legal: list[Action]) -> Action:
        raise NotImplementedError


class RandomBot(Bot):
    """Easy: a uniformly random legal action."""
    level = "easy"

    def decide(self, game, view, seat, legal):
        return legal[self.rng.randrange(len(legal))]


def _rollout(game, state, rng, apply, max_steps: int = 10_000):
    key = getattr(game, "rollout_key", None)
    start = key(state) if key else None
    steps = 0
    while game.current_player(state) is not None and steps < max_steps:
        if key and key(state) != start:
            break
        legal = game.legal_actions(state)
        apply(state, legal[rng.randrange(len(legal))])
        steps += 1
    return state


class _Node:
    __slots__ = ("action", "player", "children", "visits", "avail", "reward")

    def __init__(self, action, player):
        self.action = action
        self.player = player
        self.children: dict = {}
        self.visits = 0
        self.avail = 1
        self.reward = 0.0


class ISMCTSBot(Bot):
    """Hard: single-observer information-set MCTS over determinized views, with the game's own
    evaluation at the rollout horizon. Budget: ``iterations``, capped by ``time_limit`` seconds.

    With ``budget`` set to a level name, a game may replace that budget: a module attribute
    ``AI_BUDGETS = {"hard": {"iterations": 6000, "time_limit": 0.9}}`` (games whose iterations are
    cheap use more of them in the same time)."""
    level = "hard"

    def __init__(self, seed: int = 0, iterations: int = 1000, time_limit: float | None = 0.9,
                 exploration: float = 0.7, budget: str | None = None):
        super().__init__(seed)
        self.iterations = iterations
        self.time_limit = time_limit
        self.c = exploration
        self.budget = budget
        self.last_iterations = 0

    def budget_for(self, game) -> tuple[int, float | None]:
        """(iterations, time_limit) for ``game``: this bot's own, or the game's for its level."""
        per_game = getattr(game, "AI_BUDGETS", None) if self.budget else None
        b = per_game.get(self.budget) if isinstance(per_game, dict) else None
        if not b:
            return self.iterations, self.time_limit
        return b.get("iterations", self.iterations), b.get("time_limit", self.time_limit)

    def decide(self, game, view, seat, legal):
        iterations, time_limit = self.budget_for(game)
        apply = _fast_apply(game)
        current = game.current_player
        legal_of = game.legal_actions
        evaluate = game.evaluate
        rng = self.rng
        root = _Node(None, None)
        deadline = time.perf_counter() + time_limit if time_limit else None
        it = 0
        for it in range(1, iterations + 1):
            state = game.determinize(view, seat, rng)
            node = root
            path = [root]
            # selection / expansion
            while True:
                player = current(state)
                if player is None:
                    break
                acts = legal_of(state)
                untried = [a for a in acts if a not in node.children]
                if untried:
                    a = untried[rng.randrange(len(untried))]
                    child = _Node(a, player)
                    node.children[a] = child
                    for b in acts:
                        if b is not a and b in node.children:
                            node.children[b].avail += 1
                    apply(state, a)
                    path.append(child)
                    break
                best = None
                best_score = -1.0
                c = self.c
                for a in acts:
                    ch = node.children[a]
                    ch.avail += 1
                    score = ch.reward / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                    if score > best_score:
                        best_score = score
                        best = ch
                apply(state, best.action)
                node = best
                path.append(node)
            _rollout(game, state, rng, apply)
            cache: dict[int, float] = {}
            for nd in path[1:]:
                nd.visits += 1
                p = nd.player
                r = cache.get(p)
                if r is None:
                    r = cache[p] = evaluate(state, p)
                nd.reward += r
            if deadline is not None and (it & 15) == 0 and time.perf_counter() > deadline:
                break
        self.last_iterations = it
        best = max((root.children[a] for a in legal if a in root.children), key=lambda ch: ch.visits)
        return best.action


def make_bot(level: str, seed: int = 0) -> Bot:
    if level == "easy":
        return RandomBot(seed)
    if level == "normal":
        return ISMCTSBot(seed, iterations=150, time_limit=0.4, budget="normal")
    if level == "hard":
        return ISMCTSBot(seed, iterations=1200, time_limit=0.9, budget="hard")
    raise ValueError(f"unknown AI level '{level}' (known: {', '.join(LEVELS)})")
