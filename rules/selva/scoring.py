"""The end of a Selva game and of the match: who won a game (the moment an Alfa has no life left),
the cards gathered back into each Bosque between games, the games won (best of three), the result, and
the chance to win the match from a score."""
from __future__ import annotations

from rules.engine.core import Event, Result
from rules.selva.state import PH_OVER, PH_SWAP, State


def check_end(s: State, ev) -> None:
    """End the game when an Alfa is at 0 or less (both at once: more life left wins; equal: the
    defender of that combat, i.e. the player whose turn it is not)."""
    l0, l1 = s.life
    if l0 > 0 and l1 > 0:
        return
    if l0 <= 0 and l1 <= 0:
        winner = 0 if l0 > l1 else 1 if l1 > l0 else 1 - s.turn
    else:
        winner = 1 if l0 <= 0 else 0
    game_over(s, winner, ev)


def game_over(s: State, winner: int, ev) -> None:
    s.halt = True
    loser = 1 - winner
    s.wins[winner] += 1
    s.last_loser = loser
    s.history.append({"game": s.game_no, "winner": winner, "life": s.life[:], "turns": s.turn_no,
                      "alfas": s.alfa[:], "starter": s.starter})
    s.pending = None
    s.window = None
    s.attackers = []
    s.blocks = {}
    s.held = frozenset()
    if ev is not None:
        ev.append(Event("game_over", None, {"game": s.game_no, "winner": winner, "life": s.life[:]}))
    if s.wins[winner] >= s.games_to_win:
        s.winner = winner
        s.phase = PH_OVER
        s.actor = None
        if ev is not None:
            ev.append(Event("match_end", None, {"winner": winner, "wins": s.wins[:]}))
        return
    collect(s)
    s.tapped = set()
    s.damage = {}
    s.mods = {}
    s.alfa_shown = [False, False]      # the Alfa of the next game is chosen face down
    s.phase = PH_SWAP
    s.swap_state = {"order": (loser, winner), "done": 0, "moved": frozenset()}
    s.actor = loser
    if ev is not None:
        ev.append(Event("phase", None, {"name": PH_SWAP}))


def collect(s: State) -> None:
    """Every card of each seat except its Reserva goes back to its Bosque (between games); the cards
    in public zones are remembered as seen."""
    seen = set(s.seen)
    for z in ("cementerio", "aislamiento", "resources", "animals", "elements"):
        for p in (0, 1):
            seen.update(getattr(s, z)[p])
    seen.update(s.exiles)
    s.seen = frozenset(seen)
    for p in (0, 1):
        b = s.bosque[p]
        for z in ("hand", "cementerio", "aislamiento", "resources", "animals", "sigilos", "elements"):
            lst = getattr(s, z)[p]
            b.extend(lst)
            lst.clear()
        b.extend(u for u in s.exiles if s.owner[u] == p)
        b.sort()
    s.exiles = []


def result(s: State) -> Result | None:
    """Scores are games won; the winner of the match is first."""
    if s.phase != PH_OVER or s.winner is None:
        return None
    w = s.winner
    return Result(scores=s.wins[:], places=[1 if p == w else 2 for p in (0, 1)],
                  breakdown=[dict(h) for h in s.history],
                  detail={"games": s.game_no, "wins": s.wins[:], "winner": w, "life": s.life[:]})


def match_chance(wins, need: int, seat: int) -> float:
    """Chance that ``seat`` wins the match from this score between games, every game a coin flip."""
    return chance(wins[seat], wins[1 - seat], need)


def chance(a: int, b: int, need: int, p: float = 0.5) -> float:
    """Chance of reaching ``need`` wins first from ``a`` – ``b``, each game won with chance ``p``."""
    if a >= need:
        return 1.0
    if b >= need:
        return 0.0
    return p * chance(a + 1, b, need, p) + (1 - p) * chance(a, b + 1, need, p)


def score_track(s: State):
    """The results' chart: each Alpha's life after every turn of the match (the turns of the games
    before counted on, one step more for each new game's start, so the three games follow one another
    and the end of one is not overwritten by the fresh Alphas of the next); life below 0 counts as 0."""
    done = sum(int(h.get("turns", 0) or 0) for h in s.history if h.get("game", 0) < s.game_no)
    return "turn", done + s.turn_no + max(0, s.game_no - 1), [max(0, int(x)) for x in s.life]
