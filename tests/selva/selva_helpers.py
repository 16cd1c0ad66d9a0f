"""What Selva's table tests share, built on the test kit (tests/helpers.py): a match between Ana and
Bruno, easy bots playing it on, and the search for a position where the human seat decides."""
from __future__ import annotations

from rules.ai import make_bot
from rules.engine.session import Session
from tests import helpers as kit


def new_session(seats=("human", "easy"), seed=3, **cfg):
    """A Selva match between Ana and Bruno (the kit's session)."""
    return kit.new_session("selva", seats, seed, names=("Ana", "Bruno"), **cfg)


def play_bots(session, moves, seed=1, until=None):
    """Up to ``moves`` decisions of easy bots (seeds ``seed``, ``seed + 1``), stopping when ``until`` holds."""
    bots = [make_bot("easy", seed + i) for i in range(2)]
    for _ in range(moves):
        p = session.current_player()
        if p is None or (until and until(session)):
            return
        session.apply(bots[p].choose(session.game, session.state, p))


def find(pred, seats=("human", "easy"), seeds=range(1, 60), moves=1500):
    """A session (human seat 0) reached by easy bots where ``pred`` holds and seat 0 decides: the first of
    ``seeds`` that gets there within ``moves`` decisions."""
    for seed in seeds:
        s = new_session(seats, seed=seed)
        play_bots(s, moves, seed=seed, until=lambda x: x.current_player() == 0 and pred(x))
        if s.current_player() == 0 and pred(s):
            return s
    raise AssertionError("no such situation found")


def sessions_by_phase(want, seeds=range(1, 40)) -> dict:
    """``{(phase, seat 0 decides): a session at that moment}`` for every moment of ``want`` that easy bots
    reach in matches of a human (seat 0) and an easy bot, stopping once all are found."""
    seen: dict = {}
    for seed in seeds:
        s = new_session(["human", "easy"], seed=seed)
        bots = [make_bot("easy", seed), make_bot("easy", seed + 1)]
        while s.current_player() is not None and not want <= set(seen):
            key = (s.state.phase, s.current_player() == 0)
            if key not in seen:
                seen[key] = Session("selva", s.config, s.seed, list(s.actions))
            p = s.current_player()
            s.apply(bots[p].choose(s.game, s.state, p))
        if want <= set(seen):
            break
    return seen
