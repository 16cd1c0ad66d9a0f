"""Every registered game replays its committed golden playthroughs action for action (see golden.py)."""
from __future__ import annotations

import os

import pytest

from tests.playthroughs.golden import cases, first_difference, path_for, play, read


@pytest.mark.parametrize("game_id,n,seed", cases())
def test_golden_playthrough_replays(game_id, n, seed):
    p = path_for(game_id, n, seed)
    assert os.path.exists(p), f"no golden playthrough {os.path.basename(p)}: run python -m tests.playthroughs.golden"
    why = first_difference(read(p), play(game_id, n, seed))
    assert why is None, f"{os.path.basename(p)} differs ({why}); if the rule change is meant, regenerate and review the diff"


def test_no_golden_file_is_left_that_no_case_records():
    """A file of a player count or game no longer recorded is never compared: it must go (the tool
    removes a game's stale files when it records that game)."""
    from tests.playthroughs.golden import stale
    assert stale() == []
