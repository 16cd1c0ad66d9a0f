"""The AI's estimate of a Selva position (``evaluate``: the chance of winning the match) and where
its playouts stop (``rollout_key``: at the end of the turn)."""
from __future__ import annotations

import math

from rules.selva.scoring import chance
from rules.selva.state import (ATTACK, BLOCK, DECLARE, END, PH_BLOCK, PH_DECLARE, PH_EXILE, PH_MAIN, PH_OVER,
                               PH_RESPOND, PH_SWAP, PLAY, State)


EVAL_WEIGHTS = {"life": 1.0, "board": 0.55, "hand": 0.35, "resources": 0.45, "sigilos": 0.6, "elements": 0.8,
                "isolated": 0.15, "scale": 7.0}


def _side(s: State, p: int, w: dict) -> float:
    tb = s.tb
    card = s.card
    x = w["life"] * s.life[p]
    board = 0.0
    power = tb.power
    for u in s.animals[p]:
        c = card[u]
        if c >= 0:
            board += power[c]
    x += w["board"] * board
    x += w["hand"] * min(len(s.hand[p]), 8)
    x += w["resources"] * min(len(s.resources[p]), 10)
    x += w["sigilos"] * len(s.sigilos[p]) + w["elements"] * len(s.elements[p])
    x += w["isolated"] * len(s.aislamiento[p])         # animals that may come back
    return x


def evaluate(s: State, seat: int, w: dict = EVAL_WEIGHTS) -> float:
    """0..1 for ``seat``: the chance of winning the match. Within a game, the chance ``p`` of winning
    it comes from the life difference, the animals in play (power), cards in hand, resources,
    Sigilos, Elementos and the Aislamiento, squashed into 0.05..0.95 (a game not yet won is never
    sure, so winning it now is always worth more); then ``p`` weighs the match score after a win
    and after a loss of this game."""
    if s.phase == PH_OVER:
        return 1.0 if s.winner == seat else 0.0
    need = s.games_to_win
    o = 1 - seat
    a, b = s.wins[seat], s.wins[o]
    if s.phase == PH_SWAP or s.turn_no == 0:
        return chance(a, b, need)
    z = (_side(s, seat, w) - _side(s, o, w)) / w["scale"]
    if z > 30:
        p = 1.0
    elif z < -30:
        p = 0.0
    else:
        p = 1.0 / (1.0 + math.exp(-z))
    p = 0.05 + 0.9 * p
    return p * chance(a + 1, b, need) + (1.0 - p) * chance(a, b + 1, need)


def rollout_key(s: State):
    """AI rollouts stop when this changes: at the end of the current turn, or when a game ends."""
    return (s.game_no, s.turn_no, s.phase == PH_SWAP or s.phase == PH_OVER)


def rollout_policy(s: State, legal: list, rng):
    """The playouts' move (the rest of the turn after the search tree): a quick player that puts a
    resource and its animals into play, attacks and blocks often, answers in a window now and then,
    sends its fallen animals to the Aislamiento and never takes a declaration back."""
    n = len(legal)
    if n == 1:
        return legal[0]
    ph = s.phase
    r = rng.random()
    if ph == PH_MAIN:
        tb = s.tb
        card = s.card
        res, grow, other = [], [], []
        attack = None
        for a in legal:
            k = a.kind
            if k == PLAY:
                t = tb.type[card[a.value]]
                if t == "recurso":
                    res.append(a)
                elif t == "animal" or t == "elemento":
                    grow.append(a)
                else:
                    other.append(a)
            elif k == ATTACK:
                attack = a
            elif k != END:
                other.append(a)
        if res:
            return res[int(r * len(res))]
        if grow and r < 0.85:
            return grow[int(r / 0.85 * len(grow))]
        if other and r < 0.35:
            return other[int(r / 0.35 * len(other))]
        if attack is not None and r < 0.75:
            return attack
        return legal[0]                                  # END
    if ph == PH_DECLARE or ph == PH_BLOCK:
        kind = DECLARE if ph == PH_DECLARE else BLOCK
        opts = [a for a in legal if a.kind == kind]
        if opts and r < 0.6:
            return opts[int(r / 0.6 * len(opts))]
        return legal[0]                                  # DONE
    if ph == PH_RESPOND:
        if r < 0.75:
            return legal[0]                              # PASS
        return legal[1 + int((r - 0.75) / 0.25 * (n - 1))]
    if ph == PH_EXILE:
        return legal[0]                                  # the first animal to the Aislamiento
    return legal[int(r * n)]
