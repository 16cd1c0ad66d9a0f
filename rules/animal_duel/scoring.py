"""Animal Duel's damage and results: the clashes of a placement (and their preview for the screen), who
wins a finished game, and the match's :class:`Result`."""
from __future__ import annotations

from rules.animal_duel.state import OVER, State
from rules.engine.core import Result


def clashes(s: State, card: int, t: int, cell: int, out: list | None, board: list | None = None):
    """(damage to the opponent before multipliers, damage to self, clashes won) of placing
    ``card`` for team ``t`` on ``cell`` of ``board`` (the state's by default); ``out`` collects
    ``(neighbour_cell, mine, theirs)``."""
    tb = s.tb
    if board is None:
        board = s.board
    geom = s.geom
    mine_str = tb.bstr[card][t]
    bstr = tb.bstr
    dmg_o = dmg_t = wins = 0
    hab_rule = s.habitat_rule
    for d, nc in geom.nb4[cell]:
        st = board[nc]
        if not st:
            continue
        ncard, nt, asleep = st[-1]
        if nt == t or asleep:
            continue
        m = mine_str[d]
        if hab_rule:
            fc = geom.nbdir[cell][(d + 2) & 3]
            if fc >= 0:
                fs = board[fc]
                if fs:
                    fcard, ft, fasleep = fs[-1]
                    if ft == t and not fasleep and tb.hab[fcard] == tb.hab[card]:
                        m += 1
        th = bstr[ncard][nt][(d + 2) & 3]
        if m > th:
            dmg_o += m - th
            wins += 1
        elif th > m:
            dmg_t += th - m
        if out is not None:
            out.append((nc, m, th))
    return dmg_o, dmg_t, wins


def preview(s: State, card: int, cell: int) -> dict:
    """What placing ``card`` on ``cell`` now would do, for the player whose turn it is:
    ``{damage_to_opponent, damage_to_self, heal, clashes: [(cell, mine, theirs)]}`` (Golpe Mortal
    and the habitat rule included; ``heal`` is Chupavidas' healing before the cap of 12)."""
    t = s.turn & 1
    lst: list = []
    dmg_o, dmg_t, wins = clashes(s, card, t, cell, lst)
    return {"damage_to_opponent": dmg_o * s.mult, "damage_to_self": dmg_t, "heal": s.leech * wins,
            "clashes": lst}


def winner_of(life: list, reason: str) -> int | None:
    """The winning team of a finished game (None: a tie). A K.O. of one side loses; otherwise (the
    board full, or both sides at 0 at once) the side with more life wins."""
    l0, l1 = life
    if reason == "ko" and (l0 <= 0) != (l1 <= 0):
        return 1 if l0 <= 0 else 0
    return 0 if l0 > l1 else 1 if l1 > l0 else None


def result(s: State) -> Result | None:
    """Scores are each seat's side's life; the winning side's seats share first place."""
    if s.phase != OVER or s.winner is None:
        return None
    w = s.winner
    scores = [s.life[p & 1] for p in range(s.n)]
    places = [1 if p & 1 == w else 2 for p in range(s.n)]
    return Result(scores=scores, places=places, breakdown=[dict(h) for h in s.history],
                  detail={"games": s.games, "draws": s.draws, "reason": s.reason, "winner_team": w,
                          "life": s.life[:]})


def score_track(s: State) -> tuple[str, int, list[int]]:
    """Each seat's side's life where the match stands, for the results' chart: ``("turn", number,
    lives)``. ``number`` counts the turns of the match (every game of it); a turn's point is the life at
    its end, and 0 is the start. Until the next game of the match has begun its first turn, a drawn
    game's end is where the match stands (its life, not the fresh 12 of the next game)."""
    done = s.history[:-1] if s.phase == OVER else s.history     # the games of the match before this one
    past = sum(h["turns"] for h in done)
    life = s.life
    if s.turn_no == 0 or (s.turn_no == 1 and s.turn_actions == 0 and s.phase != OVER):
        if done:
            life = done[-1]["life"]
        return "turn", past, [max(0, life[p & 1]) for p in range(s.n)]
    now = s.turn_no - (1 if s.turn_actions == 0 and s.phase != OVER else 0)
    return "turn", past + now, [max(0, life[p & 1]) for p in range(s.n)]
