"""Forest Shuffle test helpers shared by the AI tests."""
from __future__ import annotations

from rules.forest_shuffle.careful import CarefulBot
from rules.forest_shuffle.game import RULES


def midgame(seed=3, turns=20, n=2, bot=CarefulBot):
    """A game played by ``bot`` players (careful ones unless said) up to turn ``turns`` (or its end)."""
    s = RULES.new_game({"players": n}, seed)
    bots = [bot(p) for p in range(n)]
    while s.turn_no < turns and RULES.current_player(s) is not None:
        p = RULES.current_player(s)
        RULES.apply(s, bots[p].choose(RULES, s, p), log=False)
    return s
