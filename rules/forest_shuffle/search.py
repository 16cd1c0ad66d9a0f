"""The hard level: the careful player's ranking of moves, and a shallow search over its top few.

At a main decision the careful ranking (careful.py) lists every move with its change in projected
score. When one move is clearly best (ahead of the next by ``margin``) it is played at once; otherwise
the top ``candidates`` are tried in ``worlds`` full states consistent with the view (the same worlds
for every candidate: a fair comparison; with more than two players fewer unless ``many`` says).
In each, the move is played out with the careful player's own sub-decisions (slot, payment,
questions), then every other player answers with the careful player's move and sub-decisions; then,
``own_turns`` times, we play the careful player's move at our turn and the others answer again (the
careful yardstick is deterministic, so the others' answers are what it would play, up to the cards we
cannot see). The position where our next turn begins is judged by projected score: each forest's
exact score plus its hand's worth, ours less the best other, with ``next_move`` of the careful
ranking's best move from there; a finished game by its scores. The candidate of the best mean (the
careful ranking's own value added at ``prior``) is played. Every other decision is the careful
player's.

With more than two players the options of ``many`` replace the others (the hard level: 8 worlds, a
third of its 24 at two players, and a playout that meets another player's extra turn goes on to our
next turn, ``whole_replies``). The playouts' careful players share one pool of unseen cards
(careful.Pool): an unseen card's average worth is taken once per seat and forests, and once per kind
of card.

Budgets are counts (candidates, worlds, turns), so the same seed and view give the same decision on
any machine and under any load: the worlds are drawn from a generator seeded by the bot's seed and the
view (its step count and seat), never by what the bot decided before. The time limit is the app's
safety net only (a search cut short plays the best of the worlds searched so far).
"""
from __future__ import annotations

import math
import time

from rules.ai.bots import Bot
from rules.engine.rng import RNG
from rules.forest_shuffle import moves
from rules.forest_shuffle.careful import PARAMS, Know, Pool, choose_sub, rank_main
from rules.forest_shuffle.cards import db
from rules.forest_shuffle.constants import T_MAIN
from rules.forest_shuffle.estimate import Marginal
from rules.forest_shuffle.evaluate import turns_left
from rules.forest_shuffle.scoring import all_counts, forest_score
from rules.forest_shuffle.view import determinize, unseen_cards

D = db()

SEARCH = {
    "candidates": 4,       # the careful ranking's top moves searched
    "margin": 6.0,         # a move this far ahead of the next one is played without search
    "worlds": 6,           # full states consistent with the view, the same for every candidate (at 2
                           # players; with more, fewer: each world then plays more turns, at least 4)
    "reply_turns": 0,      # turns of the others played out before judging (at most; 0: one each)
    "prior": 0.5,          # the careful ranking's value added to a candidate's mean at this weight
    "next_move": 0.0,      # at our next turn, the careful ranking's best move counted at this weight
    "own_turns": 2,        # our own later turns played out (the careful player's), each answered by the others
    "endgame": 0.0,        # expected turns left (all players) at most this: every playout goes to the end
    "win": 0.0,            # a playout that ends the game: its margin plus this for first place, less for not
    "field": 0.0,          # more than two players: this part of the margin taken over every other's mean
    "pool_step": 1,        # the playouts' average unseen card is taken over every this-many of the pool
    "judge": {},           # the careful weights (careful.PARAMS) the judgement's projected score uses instead
    "first": 0.0,          # more than two players: judged by the chance of first place (each other beaten
                           # with a logistic of the margin at this scale, in points), times 4 * first
    "whole_replies": False,  # another player's extra turn does not count as one of the replies
    "many": {},            # with more than two players, these options instead (``worlds`` here: as given)
}


def projected(s, params: dict, pool: list) -> list[float]:
    """Each seat's projected score in a full state: its exact score plus its hand's worth."""
    counts = all_counts(D, s)
    out = []
    for q in range(s.n):
        k = Know.__new__(Know)
        k.p, k.v, k.seat, k.n = params, s, q, s.n
        k.turns = _turns(s, q)
        k.fade = min(1.0, k.turns / params["fade_turns"])
        m = Marginal(s, q, counts)
        hand = s.hands[q]
        any_tree = Know._any_tree(hand)
        out.append(forest_score(D, s, q, counts) + k.hand_value([k.card_value(c, m, any_tree) for c in hand]))
    return out


def _turns(s, q: int) -> float:
    total = turns_left(s)
    ahead = (q - s.turn) % s.n
    return max(0.0, (total - ahead) / s.n + 1.0) if total > 0 else 0.0


def _margin(pts: list, seat: int, field: float, first: float = 0.0) -> float:
    """Our points less the best other's; with ``field``, that part taken over the others' mean instead
    (with more than two players, every rival counts, not only the leader); with ``first``, the chance
    of beating every other (each a logistic of the margin at that scale) in points (4 * ``first``: one
    point a point at an even margin between two)."""
    others = [pts[q] for q in range(len(pts)) if q != seat]
    if first and len(others) > 1:
        chance = 1.0
        for x in others:
            chance /= 1.0 + math.exp(max(-60.0, min(60.0, (x - pts[seat]) / first)))
        return 4.0 * first * chance
    d = pts[seat] - max(others)
    if field and len(others) > 1:
        d = (1.0 - field) * d + field * (pts[seat] - sum(others) / len(others))
    return d


def _judge(s, seat: int, params: dict, pool: list, S: dict) -> float:
    """A playout's end judged: a finished game by its margin (and ``win`` for first place, less for
    not); otherwise our projected score less the others' (see ``_margin``), at the start of our next
    turn with ``next_move`` of the careful ranking's best move from there added."""
    if s.over:
        counts = all_counts(D, s)
        pts = [forest_score(D, s, q, counts) for q in range(s.n)]
        d = _margin(pts, seat, S["field"], S["first"])
        best = max(pts[q] for q in range(s.n) if q != seat)
        return d + (S["win"] if pts[seat] > best else -S["win"] if pts[seat] < best else 0.0)
    d = _margin(projected(s, dict(params, **S["judge"]) if S["judge"] else params, pool), seat, S["field"],
                S["first"])
    if S["next_move"] and s.turn == seat and s.stack[-1][0] == T_MAIN:
        legal = moves.legal_actions(s)
        d += S["next_move"] * max(0.0, rank_main(s, seat, legal, params, pool)[0][0])
    return d


def _play_on(s, seat: int, params: dict, pool: list, reply_turns: int, own_turns: int = 0,
             to_end: bool = False, whole: bool = False) -> None:
    """The careful player's moves for everybody: the rest of this turn, then ``reply_turns`` turns of
    the others; then, ``own_turns`` times, a turn of ours and again the others'. Stops when ``seat``'s
    next turn begins after that (or the game ends; with ``to_end``, only then). With ``whole``, an
    extra turn (the same player again) is not counted among the others' turns."""
    turns = own = 0
    start, last = s.turn_no, s.turn
    while not s.over:
        if s.turn_no != start:
            start = s.turn_no
            if s.turn == seat:
                if not to_end and own >= own_turns:
                    return
                own += 1
                turns = 0
            elif not (whole and s.turn == last):
                if not to_end and turns >= reply_turns:
                    return
                turns += 1
            last = s.turn
        p = moves.current_player(s)
        legal = moves.legal_actions(s)
        if len(legal) == 1:
            a = legal[0]
        elif s.stack[-1][0] == T_MAIN:
            a = rank_main(s, p, legal, params, pool)[0][1]
        else:
            a = choose_sub(s, p, legal, params, pool)
        moves.fast_apply(s, a)


class CarefulSearch(Bot):
    """The hard level (see the module's text). A bot of rules/ai: ``choose`` reads the view only."""
    level = "hard"

    def __init__(self, seed: int = 0, params: dict | None = None, time_limit: float | None = None, **search):
        super().__init__(seed)
        self.params = params or PARAMS
        self.search = dict(SEARCH, **search)
        self.time_limit = time_limit
        self.last_iterations = 0
        self.last_values: list = []     # (action, value) of the moves weighed at the last main decision
        self.cut_short = 0

    def decide(self, game, v, seat: int, legal: list):
        self.last_iterations = 0
        self.last_values = []
        if v.stack[-1][0] != T_MAIN:
            return choose_sub(v, seat, legal, self.params)
        ranked = rank_main(v, seat, legal, self.params)
        S = self.search
        cands = [x for x in ranked[:S["candidates"]] if x[0] >= ranked[0][0] - S["margin"]]
        self.last_values = [(a, val) for val, a in ranked]
        if len(cands) == 1:
            return cands[0][1]
        return self._search(v, seat, cands)

    def rank(self, game, view, seat: int, legal: list) -> list:
        """The analyst's reading (hints, review): the moves weighed, the decision first, then by value."""
        from rules.ai.parallel import Choice
        chosen = self.decide(game, view, seat, legal)
        rest = [(a, val) for a, val in self.last_values if a != chosen]
        out = [Choice(chosen, 1, 1.0, float("nan"))]
        return out + [Choice(a, 0, 0.0, val) for a, val in rest]

    def _search(self, v, seat: int, cands: list):
        S, params = self.search, self.params
        many = S["many"] if v.n > 2 else {}
        S = dict(S, **many)
        count = many.get("worlds") or (max(4, S["worlds"] * 2 // v.n) if v.n > 2 else S["worlds"])
        pool = Pool(sorted(c for c in unseen_cards(v) if not D.is_winter[c])[::S["pool_step"]])
        deadline = time.perf_counter() + self.time_limit if self.time_limit else None
        to_end = turns_left(v) <= S["endgame"]
        rng = RNG((self.seed * 1_000_003 + v.steps * 101 + seat) & (2 ** 63 - 1))
        totals = [0.0] * len(cands)
        worlds = 0
        for _w in range(count):
            world = determinize(v, seat, rng)
            for i, (_val, a) in enumerate(cands):
                s = world.clone()
                moves.fast_apply(s, a)
                _play_on(s, seat, params, pool, S["reply_turns"] or v.n - 1, S["own_turns"], to_end,
                         S["whole_replies"])
                totals[i] += _judge(s, seat, params, pool, S)
            worlds += 1
            self.last_iterations = worlds * len(cands)
            if deadline is not None and time.perf_counter() > deadline:
                self.cut_short += 1
                break
        values = [totals[i] / worlds + S["prior"] * cands[i][0] for i in range(len(cands))]
        best = max(range(len(cands)), key=lambda i: (values[i], -i))
        searched = {a: values[i] for i, (_v, a) in enumerate(cands)}
        self.last_values = sorted(((a, searched.get(a, val - 1e6)) for a, val in self.last_values),
                                  key=lambda x: -x[1])
        return cands[best][1]


def make_bot(level: str, seed: int = 0, safety_net: bool = False):
    """The descriptor's ``bots``: hard (and master, with more search) is CarefulSearch with the game's
    budget for that level; the other levels are the shared ones of rules/ai with the game's budgets."""
    from rules.forest_shuffle import DESCRIPTOR
    budgets = DESCRIPTOR.ai_budgets
    if level in ("hard", "master") and "worlds" in (budgets.get(level) or {}):
        b = dict(budgets[level])
        limit = b.pop("time_limit", None)
        bot = CarefulSearch(seed, time_limit=limit if safety_net else None, **b)
        bot.level = level
        return bot
    from rules.ai.bots import make_bot as shared
    return shared(level, seed, budgets, safety_net=safety_net)


__all__ = ["CarefulSearch", "SEARCH", "make_bot", "projected"]
