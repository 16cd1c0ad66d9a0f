"""Hints and the review of a finished game: the analyst's reading of a position, in numbers (no words,
no pygame: the screen and the command line put them in the player's language).

**A seat's chance to win** at a position is estimated from that seat's view only: ``worlds`` deals
consistent with the view (``determinize``), each played out to the search's horizon (the playouts of
the hard AI: ``rollout_policy`` until ``rollout_key`` changes) and judged by the game's evaluation (its
optional ``win_chance`` hook, else ``evaluate``), each seat's value divided by their sum so the chances
of a table add up to one; a finished game is its result (the winners share it). It never reads a hidden
card of a seat the view does not show.

**A decision's effect**: the same deals (common random numbers: the same worlds and the same playout
seeds) played out without the decision made and with it; the mover's chance *before* and *after*.
A decision with one legal action changes nothing.

**The review** (:func:`review`): for every decision of the log, the mover's chance before and after (from
the mover's view), each seat's chance after every decision from the reviewed seat's view (the chart), and
the reviewed seat's three biggest drops, each with what the analyst (the hard level's search, from the
same view) would have done and its chance. The decisions are shared out in fixed chunks over the
process pool (``rules.ai.parallel.fork_map``); every chunk's seeds come from the review's seed and the
decision's index, so the numbers are the same whatever the number of cores.

**Hints** (:func:`hints`): the analyst's ``top`` choices from the seat's view, each with its estimated
chance, the points it gains by the horizon (and the best rival's), and its chance in the worst quarter of
the deals (what it risks).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from rules.ai.bots import _rollout
from rules.ai.parallel import fork_map, tree_seed
from rules.engine.rng import RNG

WORLDS = 16             # deals per estimate in a review (measured: a whole game within a minute on two cores)
HINT_WORLDS = 48        # deals per estimate of a hint (one position: more deals, steadier numbers)
CHUNK = 12              # decisions per task of the pool (fixed: the same seeds on any number of cores)
TOP_DROPS = 3


# ---------------------------------------------------------------- estimates

def _chances(game, state, n: int) -> list[float]:
    """Each seat's share of the table's chances at ``state`` (a full state)."""
    if game.current_player(state) is None:
        res = game.result(state)
        win = list(res.winners) if res is not None and res.winners else list(range(n))
        return [1.0 / len(win) if p in win else 0.0 for p in range(n)]
    judge = getattr(game, "win_chance", None) or game.evaluate
    vals = [max(0.0, float(judge(state, p))) for p in range(n)]
    total = sum(vals)
    return [v / total for v in vals] if total > 0 else [1.0 / n] * n


def _points(game, state, seat: int) -> tuple[float, float]:
    """The seat's score and the best rival's (the game's ``score_track``), or zeros."""
    track = getattr(game, "score_track", None)
    got = track(state) if track is not None else None
    if not got:
        return 0.0, 0.0
    scores = [float(x) for x in got[2]]
    rivals = [s for p, s in enumerate(scores) if p != seat]
    return scores[seat], (max(rivals) if rivals else 0.0)


@dataclass
class Estimate:
    """Mean chances over the deals: ``before`` (each seat, the decision left to the playout) and, for
    an action, ``after`` (each seat, the action made first); ``worst`` the seat's mean chance over the
    worst quarter of the deals after the action; ``gain``/``rival_gain`` the points by the horizon."""

    before: list[float]
    after: list[float] | None = None
    worst: float = 0.0
    gain: float = 0.0
    rival_gain: float = 0.0


def estimate(game, view, seat: int, n: int, seed: int, worlds: int, actions=(), before: bool = True):
    """The chances at ``view`` (what ``seat`` sees) and after each of ``actions`` on the same deals:
    ``(before, [Estimate per action])``; ``before`` is None when not asked."""
    rng = RNG(seed)
    tot_before = [0.0] * n
    per = [([0.0] * n, [], 0.0, 0.0) for _ in actions]
    for _w in range(worlds):
        world = game.determinize(view, seat, rng)
        play_seed = rng.getrandbits(48)
        if before:
            s = world.clone() if actions else world
            _rollout(game, s, RNG(play_seed))
            for p, c in enumerate(_chances(game, s, n)):
                tot_before[p] += c
        if not actions:
            continue
        mine0, rival0 = _points(game, world, seat)
        for i, a in enumerate(actions):
            s = world.clone()
            game.fast_apply(s, a)
            _rollout(game, s, RNG(play_seed))
            ch = _chances(game, s, n)
            tot, mine, g, rg = per[i]
            for p, c in enumerate(ch):
                tot[p] += c
            mine.append(ch[seat])
            m1, r1 = _points(game, s, seat)
            per[i] = (tot, mine, g + m1 - mine0, rg + r1 - rival0)
    out = []
    for tot, mine, g, rg in per:
        mine.sort()
        q = mine[: max(1, len(mine) // 4)]
        out.append(Estimate([], [t / worlds for t in tot], sum(q) / len(q), g / worlds, rg / worlds))
    return ([t / worlds for t in tot_before] if before else None), out


# ---------------------------------------------------------------- hints

@dataclass(frozen=True)
class Hint:
    """One of the analyst's choices: the action, its estimated chance to win for the seat, its chance in
    the worst quarter of the deals, the points it gains by the horizon and the best rival's, and the
    chance of the position with the decision left to the playouts (``base``)."""

    action: object
    chance: float
    worst: float
    gain: float
    rival_gain: float
    base: float
    share: float


def hints(descriptor, view, seat: int, top: int = 3, seed: int = 0, worlds: int | None = None,
          level: str = "hard") -> list[Hint]:
    """The analyst's ``top`` choices at ``view`` (``seat``'s own view: nothing hidden is read), best first
    (the search's order), each with its numbers (see :class:`Hint`). Reproducible for the same seed."""
    game = descriptor.rules
    worlds = worlds or HINT_WORLDS
    choices = analyse(descriptor, view, seat, top, seed, level)
    actions = [c.action for c in choices[:top]]
    n = _seats(game, view)
    base, ests = estimate(game, view, seat, n, tree_seed(seed, 1), worlds, actions)
    return [Hint(a, e.after[seat], e.worst, e.gain, e.rival_gain, base[seat], c.share)
            for a, e, c in zip(actions, ests, choices)]


def analyse(descriptor, view, seat: int, top: int, seed: int, level: str = "hard") -> list:
    """The descriptor's analyst (``GameDescriptor.analyse``); a level whose player ranks nothing (a
    heuristic player without a search) gives its one decision."""
    bot = descriptor.make_bot(level, seed)
    if hasattr(bot, "rank"):
        return descriptor.analyse(view, seat, top=top, seed=seed, level=level)
    from rules.ai.parallel import Choice
    return [Choice(bot.choose(descriptor.rules, view, seat), 1, 1.0, float("nan"))]


def _seats(game, state) -> int:
    n = getattr(state, "n", None)
    if isinstance(n, int) and n > 0:
        return n
    res = game.result(state)
    return len(res.scores) if res is not None else 2


# ---------------------------------------------------------------- the review

@dataclass(frozen=True)
class Decision:
    """Decision ``index`` of the log (``actions[index]``), made by ``mover``: its chance before and after
    (from the mover's view); ``forced`` when it was the only legal action."""

    index: int
    mover: int
    action: object
    before: float
    after: float
    forced: bool

    @property
    def drop(self) -> float:
        return self.before - self.after


@dataclass(frozen=True)
class Drop:
    """One of the reviewed seat's biggest drops: the decision, what the analyst would have done
    (``best``; None when it agrees with the move made) and that choice's estimate from the same deals."""

    decision: Decision
    best: object
    best_chance: float
    gain: float
    rival_gain: float
    played_gain: float


@dataclass
class Review:
    game_id: str
    seat: int
    n: int
    decisions: list[Decision]
    curve: list[list[float]]            # curve[k][p]: seat p's chance after the first k decisions
    drops: list[Drop] = field(default_factory=list)
    worlds: int = WORLDS
    seed: int = 0

    def to_json(self) -> dict:
        return {"game": self.game_id, "seat": self.seat, "worlds": self.worlds, "seed": self.seed,
                "decisions": [{"index": d.index, "mover": d.mover, "action": d.action.to_json(),
                               "before": round(d.before, 4), "after": round(d.after, 4), "forced": d.forced}
                              for d in self.decisions],
                "curve": [[round(c, 4) for c in row] for row in self.curve],
                "drops": [{"index": x.decision.index, "drop": round(x.decision.drop, 4),
                           "best": x.best.to_json() if x.best is not None else None,
                           "best_chance": round(x.best_chance, 4)} for x in self.drops]}


def positions(game_id: str, config: dict, seed: int, actions: list) -> list:
    """The full state before each action of the log, and the final one (``len(actions) + 1`` states)."""
    from rules.engine.session import Session
    s = Session(game_id, config, seed)
    out = [s.state.clone()]
    for a in actions:
        s.apply(a)
        out.append(s.state.clone())
    return out


def _chunk(game, states, actions, seat: int, n: int, seed: int, worlds: int, lo: int, hi: int) -> list:
    """Decisions ``lo..hi-1``: ``(mover, before, after, forced, chart point)`` each."""
    out = []
    for k in range(lo, hi):
        state = states[k]
        mover = game.current_player(state)
        view = game.view(state, mover)
        forced = len(game.legal_actions(state)) <= 1
        base, (est,) = estimate(game, view, mover, n, tree_seed(seed, 2 * k), worlds, [actions[k]])
        chart = base if mover == seat else estimate(game, game.view(state, seat), seat, n,
                                                    tree_seed(seed, 2 * k + 1), worlds)[0]
        after = base[mover] if forced else est.after[mover]
        out.append((mover, base[mover], after, forced, chart, est.gain))
    return out


def review(game_id: str, config: dict, seed: int, actions: list, seat: int, worlds: int | None = None,
           review_seed: int = 0, progress=None, analyse_drops: bool = True, level: str = "hard") -> Review:
    """The review of a logged game for ``seat`` (see the module's text): ``worlds`` deals per estimate
    (default ``WORLDS``). ``progress(done, total)`` is called as chunks finish (from the calling thread)."""
    worlds = worlds or WORLDS
    from rules.registry import descriptor as descriptor_of
    desc = descriptor_of(game_id)
    game = desc.rules
    states = positions(game_id, config, seed, actions)
    n = _seats(game, states[0])
    total = len(actions)
    bounds = [(lo, min(total, lo + CHUNK)) for lo in range(0, total, CHUNK)]
    from rules.ai.parallel import workers
    batch = max(1, 2 * workers())
    rows: list = []
    for b in range(0, len(bounds), batch):
        part = bounds[b:b + batch]
        got = fork_map(lambda i: _chunk(game, states, actions, seat, n, review_seed, worlds, *part[i]), len(part))
        for r in got:
            rows.extend(r)
        if progress is not None:
            progress(len(rows), total)
    decisions = [Decision(k, m, actions[k], bf, af, fo) for k, (m, bf, af, fo, _c, _g) in enumerate(rows)]
    curve = [row[4] for row in rows] + [_chances(game, states[-1], n)]
    rev = Review(game_id, seat, n, decisions, curve, worlds=worlds, seed=review_seed)
    mine = [d for d in decisions if d.mover == seat and not d.forced and d.drop > 0]
    mine.sort(key=lambda d: (-d.drop, d.index))
    for d in mine[:TOP_DROPS]:
        rev.drops.append(_explain(desc, states[d.index], d, rows[d.index][5], n, review_seed, worlds,
                                  analyse_drops, level))
    return rev


def _explain(desc, state, d: Decision, played_gain: float, n: int, seed: int, worlds: int, search: bool,
             level: str) -> Drop:
    """What the analyst would have done at decision ``d`` (from the mover's view) and its estimate on the
    same deals as the move made."""
    game = desc.rules
    view = game.view(state, d.mover)
    if not search:
        return Drop(d, None, d.after, played_gain, 0.0, played_gain)
    best = analyse(desc, view, d.mover, 1, tree_seed(seed, 2 * d.index), level)[0].action
    if best == d.action:
        return Drop(d, None, d.after, played_gain, 0.0, played_gain)
    _b, (e,) = estimate(game, view, d.mover, n, tree_seed(seed, 2 * d.index), worlds, [best], before=False)
    return Drop(d, best, e.after[d.mover], e.gain, e.rival_gain, played_gain)
