"""AI levels: easy (random), normal (ISMCTS, small budget), hard (ISMCTS, large budget), master (hard's
search as several independent trees on every core, ``rules.ai.parallel``).

Every bot starts from ``game.view(state, seat)``: it never reads what its seat cannot see.
``game`` is a rules object following ``rules.engine.protocol.GameRules``.

Budgets are iterations, so the same seed and the same view give the same decision on any machine
and under any load. A wall-clock ``time_limit`` exists only as a safety net for the interactive app
(``make_bot(..., safety_net=True)``); a search it cuts short is counted in ``cut_short``.
"""
from __future__ import annotations

import math
import time
from math import isqrt

from rules.ai.parallel import Choice, fork_map, tree_seed
from rules.engine.core import Action
from rules.engine.rng import RNG

LEVELS = ("easy", "normal", "hard", "master")
EXPLORATION = 0.7              # the UCT constant unless a game's budget says otherwise


class Bot:
    level = "base"

    def __init__(self, seed: int = 0):
        self.seed = seed
        self.rng = RNG(seed)

    def choose(self, game, state, seat: int) -> Action:
        v = game.view(state, seat)
        legal = game.legal_actions(v)
        if len(legal) == 1:
            return legal[0]
        return self.decide(game, v, seat, legal)

    def decide(self, game, view, seat: int, legal: list[Action]) -> Action:
        raise NotImplementedError

    def rank(self, game, view, seat: int, legal: list[Action]) -> list:
        """The analyst's reading: the choices considered, best first, as ``rules.ai.parallel.Choice``
        (share of the search, value). A player without a search ranks only its own decision."""
        return [Choice(self.decide(game, view, seat, legal), 1, 1.0, float("nan"))]


class RandomBot(Bot):
    """Easy: a uniformly random legal action."""
    level = "easy"

    def decide(self, game, view, seat, legal):
        return legal[self.rng.randrange(len(legal))]


def _rollout(game, state, rng, max_steps: int = 10_000):
    """Play ``game.rollout_policy`` moves until the game ends or ``rollout_key`` changes (or, when the
    game has the optional ``rollout_done(start_key, state)``, until that says the playout is over)."""
    key = game.rollout_key
    apply = game.fast_apply
    policy = game.rollout_policy
    current = game.current_player
    legal_of = game.legal_actions
    done = game.rollout_done                 # None: a playout stops when ``rollout_key`` changes
    start = key(state)
    steps = 0
    while current(state) is not None and steps < max_steps:
        if start is not None and (key(state) != start if done is None else done(start, state)):
            break
        apply(state, policy(state, legal_of(state), rng))
        steps += 1
    return state


class _Node:
    __slots__ = ("action", "player", "children", "visits", "avail", "reward", "best", "order")

    def __init__(self, action, player):
        self.action = action
        self.player = player
        self.children: dict = {}
        self.visits = 0
        self.avail = 1
        self.reward = 0.0
        self.best = 0.0             # with ``mixmax``: the value of its best follow-up by the same player
        self.order = None           # with the game's ``expansion_order``: its actions, best first


class ISMCTSBot(Bot):
    """Single-observer information-set MCTS over determinized views, with the game's own evaluation
    at the rollout horizon. Budget: ``iterations``; ``time_limit`` (seconds) is a safety net only."""
    level = "hard"

    def __init__(self, seed: int = 0, iterations: int = 1000, time_limit: float | None = None,
                 exploration: float = EXPLORATION, mixmax: float = 0.0):
        super().__init__(seed)
        self.iterations = iterations
        self.time_limit = time_limit
        self.c = exploration
        # ``mixmax`` (0..1): how much a node's value is its best follow-up by the same player rather
        # than the mean of every follow-up tried. A move made of several actions by one player (a
        # situational, its target, then a placement) is otherwise judged by the average of the
        # dozens of placements tried after it, and loses against a single placement judged alone.
        self.mix = mixmax
        self.last_iterations = 0
        self.cut_short = 0          # searches the safety net ended before their budget
        self.last_root = None

    def decide(self, game, view, seat, legal):
        narrow = game.search_actions             # None: the search considers every legal action
        legal_of = game.legal_actions
        if narrow is not None:
            legal = narrow(view, legal) or legal
            if len(legal) == 1:
                self.last_iterations = 0
                self.last_root = None
                return legal[0]
            full = game.legal_actions

            def legal_of(st):
                acts = full(st)
                return narrow(st, acts) or acts
        root = _Node(None, None)
        tree_key = game.tree_key
        limit = tree_key(view)
        deadline = time.perf_counter() + self.time_limit if self.time_limit else None
        rng = self.rng
        it = 0
        for it in range(1, self.iterations + 1):
            state = game.determinize(view, seat, rng)
            path = self._descend(game, state, root, legal_of, limit)
            _rollout(game, state, rng)
            self._backup(game, state, path)
            if deadline is not None and (it & 15) == 0 and time.perf_counter() > deadline:
                self.cut_short += 1
                break
        self.last_iterations = it
        self.last_root = root           # (the tests look at the tree; the next decision drops it)
        best = max((root.children[a] for a in legal if a in root.children), key=lambda ch: ch.visits)
        return best.action

    def rank(self, game, view, seat, legal):
        """The root's children after a decision: the decision first, then the most visited (ties: the
        higher mean value, then the legal order); ``value`` is the mean evaluation for ``seat`` (0..1)."""
        chosen = self.decide(game, view, seat, legal)
        root = self.last_root
        if root is None or not root.children:
            return [Choice(chosen, 1, 1.0, float("nan"))]
        index = {a: i for i, a in enumerate(legal)}
        kids = [ch for a, ch in root.children.items() if a in index and ch.visits]
        total = sum(ch.visits for ch in kids) or 1
        kids.sort(key=lambda ch: (ch.action != chosen, -ch.visits, -ch.reward / ch.visits, index[ch.action]))
        return [Choice(ch.action, ch.visits, ch.visits / total, ch.reward / ch.visits) for ch in kids]

    def _descend(self, game, state, root, legal_of, limit) -> list:
        """One iteration's selection and expansion: from the root, the best child by UCT (with
        ``mixmax``) while every action of a node is tried, then one new action; returns the path."""
        apply, current, tree_key = game.fast_apply, game.current_player, game.tree_key
        order_of = game.expansion_order          # None: untried actions are tried at random
        node = root
        path = [root]
        while True:
            player = current(state)
            if player is None:
                return path
            if limit is not None and len(path) > 1 and tree_key(state) != limit:
                return path                     # past the part of the game the tree is about
            acts = legal_of(state)
            children = node.children
            untried = [a for a in acts if a not in children]
            ordered = order_of is not None
            # with a game's order, a node below the root widens slowly: its best-ordered actions
            # are tried again before the next one is first tried (1 + sqrt(visits) of them)
            if not untried or (ordered and node is not root and len(children) > isqrt(node.visits)):
                best = self._select(acts, children)
                if best is not None:
                    apply(state, best.action)
                    node = best
                    path.append(node)
                    continue
                ordered = False         # no tried action is legal in this deal: a new one at random
            a = _next_in_order(node, state, acts, untried, order_of) if ordered else None
            if a is None:
                a = untried[self.rng.randrange(len(untried))]
            child = _Node(a, player)
            children[a] = child
            for b in acts:
                if b is not a and b in children:
                    children[b].avail += 1
            apply(state, a)
            path.append(child)
            return path

    def _select(self, acts, children):
        """The tried child of the largest UCT score among the legal ``acts`` (None if none is tried)."""
        log, sqrt = math.log, math.sqrt
        c, mix = self.c, self.mix
        best = None
        best_score = -1.0
        for a in acts:
            ch = children.get(a)
            if ch is None:
                continue            # (not yet tried: a node widening slowly)
            n = ch.avail + 1
            ch.avail = n
            v = ch.visits
            if mix:
                q = ch.reward / v
                score = q + mix * (ch.best - q) + c * sqrt(log(n) / v)
            else:
                score = ch.reward / v + c * sqrt(log(n) / v)
            if score > best_score:
                best_score = score
                best = ch
        return best

    def _backup(self, game, state, path) -> None:
        """Each node of the path gains the evaluation of the playout's end for the player who chose
        it; with ``mixmax`` each also learns the value of its best follow-up by the same player."""
        evaluate = game.evaluate
        cache: dict[int, float] = {}
        for nd in path[1:]:
            nd.visits += 1
            p = nd.player
            r = cache.get(p)
            if r is None:
                r = cache[p] = evaluate(state, p)
            nd.reward += r
        mix = self.mix
        if not mix:
            return
        for nd in reversed(path[1:]):
            q = nd.reward / nd.visits
            top = -1.0
            for ch in nd.children.values():
                if ch.player == nd.player and ch.visits:
                    m = ch.reward / ch.visits
                    m += mix * (ch.best - m)
                    if m > top:
                        top = m
            nd.best = top if top >= 0.0 else q


def _next_in_order(node, state, acts, untried, order_of):
    """The best-ordered untried action of a node (its order computed once), or None."""
    od = node.order
    if od is None:
        od = node.order = list(order_of(state, acts))
        od.reverse()            # (taken from the end)
    children = node.children
    while od and od[-1] in children:
        od.pop()
    if od and od[-1] in untried:
        return od.pop()
    return None


DEFAULT_BUDGETS = {"normal": {"iterations": 150, "time_limit": 0.4, "exploration": EXPLORATION},
                   "hard": {"iterations": 1200, "time_limit": 0.9, "exploration": EXPLORATION}}
# master: ``trees`` searches of hard's budget (unless the game's ``master`` budget says otherwise)
MASTER_TREES = 4


class MasterBot(Bot):
    """Master: ``trees`` independent ISMCTS searches of ``iterations`` each over the process pool,
    merged (``rules.ai.parallel.root_stats``): the same action for the same seed and view whatever the
    number of cores. ``last_choices``: the ranked choices of the last decision (the analyst's view)."""
    level = "master"

    def __init__(self, seed: int, trees: int, iterations: int, exploration: float = EXPLORATION,
                 mixmax: float = 0.0):
        super().__init__(seed)
        self.trees, self.iterations = trees, iterations
        self.c, self.mix = exploration, mixmax
        self.last_choices: list = []

    def decide(self, game, view, seat, legal):
        base = self.rng.child_seed()
        self.last_choices = root_stats(game, view, seat, legal, base, self.trees, self.iterations,
                                       self.c, self.mix)
        return self.last_choices[0].action if self.last_choices else legal[0]

    def rank(self, game, view, seat, legal):
        self.decide(game, view, seat, legal)
        return list(self.last_choices)


def _master(seed: int, budgets: dict | None) -> Bot:
    hard = dict(DEFAULT_BUDGETS["hard"])
    hard.update((budgets or {}).get("hard") or {})
    hard.update((budgets or {}).get("master") or {})
    bot = MasterBot(seed, int(hard.get("trees", MASTER_TREES)), int(hard["iterations"]),
                    float(hard["exploration"]), float(hard.get("mixmax", 0.0)))
    return bot


def make_bot(level: str, seed: int = 0, budgets: dict | None = None, safety_net: bool = False) -> Bot:
    """A bot of ``level``. ``budgets`` is a game descriptor's ``ai_budgets`` (per level ``iterations``,
    ``time_limit`` and optionally ``exploration``, the UCT constant, and ``mixmax``, see ISMCTSBot;
    master takes hard's and its own ``trees``); the time limit applies only with ``safety_net`` (the
    interactive app; master has none: its trees are fixed work)."""
    if level == "easy":
        return RandomBot(seed)
    if level == "master":
        return _master(seed, budgets)
    if level not in DEFAULT_BUDGETS:
        raise ValueError(f"unknown AI level '{level}' (known: {', '.join(LEVELS)})")
    b = dict(DEFAULT_BUDGETS[level])
    b.update((budgets or {}).get(level) or {})
    bot = ISMCTSBot(seed, iterations=int(b["iterations"]),
                    time_limit=b.get("time_limit") if safety_net else None,
                    exploration=float(b["exploration"]), mixmax=float(b.get("mixmax", 0.0)))
    bot.level = level
    return bot


# ---------------------------------------------------------------- root-parallel trees (master, analyst)

def _tree(job, k: int):
    """Tree ``k`` of ``job`` = ``(game, view, seat, legal, base, iterations, exploration, mixmax)`` ->
    the root's children as ``[(action, visits, reward)]`` in the order they were first tried."""
    game, view, seat, legal, base, iterations, c, mix = job
    bot = ISMCTSBot(tree_seed(base, k), iterations=iterations, exploration=c, mixmax=mix)
    acts = list(legal)
    narrow = game.search_actions
    if narrow is not None:
        kept = narrow(view, acts) or acts
        if len(kept) == 1:
            return [(kept[0], 1, 0.0)]
    bot.decide(game, view, seat, acts)
    return [(a, ch.visits, ch.reward) for a, ch in bot.last_root.children.items()]


def root_stats(game, view, seat: int, legal: list, base: int, trees: int, iterations: int,
               exploration: float, mixmax: float = 0.0) -> list[Choice]:
    """The summed root statistics of ``trees`` trees (see the module's docstring), best first."""
    job = (game, view, seat, tuple(legal), base, iterations, exploration, mixmax)
    results = fork_map(lambda k: _tree(job, k), trees)
    visits: dict = {}
    reward: dict = {}
    for res in results:                          # in tree order: the same float sums every time
        for a, v, r in res:
            visits[a] = visits.get(a, 0) + v
            reward[a] = reward.get(a, 0.0) + r
    total = sum(visits.values()) or 1
    index = {a: i for i, a in enumerate(legal)}
    ranked = sorted((a for a in visits if a in index),
                    key=lambda a: (-visits[a], -reward[a], index[a]))
    return [Choice(a, visits[a], visits[a] / total, reward[a] / visits[a] if visits[a] else 0.0)
            for a in ranked]


def analyse(game, view, seat: int, legal: list, seed: int = 0, trees: int = 2,
            iterations: int = 600, exploration: float = 0.7, top: int = 3) -> list[Choice]:
    """The analyst: the ``top`` choices of the search from ``view`` (what ``seat`` may see, nothing
    more), reproducible for the same seed whatever the number of workers."""
    return root_stats(game, view, seat, legal, seed, trees, iterations, exploration)[:top]
