"""What Depredador's table tests share, built on the test kit (``tests/helpers.py``): a session whose
players are named P0, P1… (the tests name seats by their index), and easy bots, seeded per seat, playing a
session forward until something holds."""
from __future__ import annotations

from rules.ai import make_bot
from tests.helpers import new_session as kit_session


def new_session(seats, seed: int = 3, names=None, **options):
    """A new Depredador game of ``seats``, its players P0, P1… unless ``names`` are given."""
    return kit_session("depredador", seats, seed, names=names or [f"P{i}" for i in range(len(seats))], **options)


def play_bots(session, moves: int, seed: int = 1, until=None) -> None:
    """Up to ``moves`` decisions of easy bots (seat i's seeded ``seed + i``), stopping once ``until``."""
    bots = [make_bot("easy", seed + i) for i in range(session.state.n)]
    for _ in range(moves):
        p = session.current_player()
        if p is None or (until and until(session)):
            return
        session.apply(bots[p].choose(session.game, session.state, p))
