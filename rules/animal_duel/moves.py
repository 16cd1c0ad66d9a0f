"""Animal Duel's moves: the legal actions, and for each phase and action kind one entry of ``MOVES``
(its check, which names the rule an action breaks, and its effect). ``apply`` refuses anything that is
not exactly a legal action (``IllegalAction``, the state untouched: every field, the RNG included).

Actions: ``place (card, cell)``, ``situ card``, ``target value`` (a situational's choice),
``discard_trex card``, ``fix_hand card``, ``discard card`` (Escasez's victim), ``end``, and in
comienzo nivelado ``keep`` / ``give``.
"""
from __future__ import annotations

from typing import Callable, NamedTuple

from rules.animal_duel import effects as fx
from rules.animal_duel import setup as flow
from rules.animal_duel.effects import CHOICES, ENDED, GO, WAIT
from rules.animal_duel.scoring import clashes
from rules.animal_duel.state import (ACTION_KINDS, DEAL, DISCARD, DISCARD_TREX, END, END_ACTION, FIX, FIX_HAND, GIVE,
                                     GIVE_ACTION, KEEP, KEEP_ACTION, OVER, PLACE, RESPOND, SITU, TARGET,
                                     TARGET_PHASE, TURN, State, discard, has_placeable, take_from_hand, unlocked)
from rules.engine.core import Action, Event, IllegalAction, interned
from rules.engine.protocol import require_well_formed


# ---------------------------------------------------------------------------- the effects' context

class Ctx:
    """What an effect handler acts through (see :mod:`rules.animal_duel.effects`)."""
    __slots__ = ("s", "card", "index", "ev", "seat", "team", "opp", "pending")

    def __init__(self, s: State, card: int, index: int, ev, seat: int, pending: dict | None = None):
        self.s = s
        self.card = card
        self.index = index
        self.ev = ev
        self.seat = seat
        self.team = seat & 1
        self.opp = 1 - self.team
        self.pending = pending

    def lose_life(self, team_no: int, amount: int) -> int:
        s = self.s
        return ENDED if flow.lose_life(s, team_no, amount, self.ev, s.tb.key[self.card]) else GO

    def ask(self, effect: str, choose: str, **extra) -> int:
        """The player must choose (phase ``target``) before the card's next term."""
        s = self.s
        s.pending = {"card": self.card, "effect": effect, "choose": choose, "seat": self.seat,
                     "next": self.index + 1, **extra}
        s.phase = TARGET_PHASE
        s.actor = self.seat
        return WAIT

    def respond(self, who: int, count: int) -> int:
        """The opponent ``who`` must discard ``count`` cards (phase ``respond``)."""
        s = self.s
        s.pending = {"card": self.card, "effect": "opponent_discards", "choose": "discard", "seat": who,
                     "next": self.index + 1, "count": count}
        s.phase = RESPOND
        s.actor = who
        return WAIT

    def draw(self, seat: int, k: int) -> int:
        return flow.draw(self.s, seat, k, self.ev)

    def discard(self, card: int) -> None:
        discard(self.s, card)

    def game_end(self, reason: str) -> None:
        flow.game_end(self.s, reason, self.ev)


def run_effects(s: State, card: int, start: int, ev) -> None:
    """Resolve the card's terms from ``start``; stop at a choice or the end of the game."""
    effs = s.tb.effects[card]
    ctx = Ctx(s, card, start, ev, s.turn)
    for i in range(start, len(effs)):
        ctx.index = i
        if fx.run(ctx, effs[i]) != GO:
            return
    s.pending = None
    s.phase = TURN
    s.actor = s.turn
    flow.refill_if_empty(s, ev)


# ---------------------------------------------------------------------------- legal actions

def legal_actions(s: State) -> list[Action]:
    ph = s.phase
    if ph == TURN:
        return _turn_actions(s)
    if ph == TARGET_PHASE:
        p = s.pending
        seat = p["seat"]
        return [interned(TARGET, v) for v in CHOICES[p["effect"]].options(s, seat & 1, seat)]
    if ph == RESPOND:
        return [interned(DISCARD, c) for c in s.hands[s.actor]]
    if ph == FIX:
        return [interned(FIX_HAND, c) for c in s.hands[s.actor]]
    if ph == DEAL:
        return [KEEP_ACTION, GIVE_ACTION]
    return []


def place_cells(s: State, t: int) -> list[int]:
    board = s.board
    if s.engulf > 0:
        return [c for c in range(s.ncells) if not board[c] or board[c][-1][1] != t]
    return [c for c in range(s.ncells) if not board[c]]


def _turn_actions(s: State) -> list[Action]:
    seat = s.turn
    t = seat & 1
    hand = s.hands[seat]
    tb = s.tb
    is_animal = tb.is_animal
    req = tb.req
    acts: list[Action] = []
    placeable = False
    if s.placements_left > 0:
        cells = place_cells(s, t)
        rows = tb.place_rows
        for c in hand:
            if is_animal[c] and (req[c] is None or unlocked(s, req[c], t)):
                placeable = True
                row = rows[c]
                acts.extend([row[cell] for cell in cells])
    else:
        placeable = has_placeable(s, seat)
    for c in hand:
        if not is_animal[c]:
            if fx.blocker(s, tb.effects[c], seat) is None:
                acts.append(interned(SITU, c))
        elif req[c] is not None:            # FAQ 4: the T-Rex may be discarded during your turn
            acts.append(interned(DISCARD_TREX, c))
    fix = s.placements_left > 0 and not placeable and hand and flow.can_draw_for_fix(s, t)
    if fix:
        for c in hand:
            acts.append(interned(FIX_HAND, c))
    if s.placed > 0 or (not placeable and not fix):
        acts.append(END_ACTION)
    return acts


# ---------------------------------------------------------------------------- checks

def _in_hand(v, hand) -> bool:
    return type(v) is int and v in hand


def _why_place(s: State, v):
    seat = s.turn
    t = seat & 1
    tb = s.tb
    if not (type(v) is tuple and len(v) == 2):
        return ("bad_action", "a placement names a card and a cell")
    card, cell = v
    if not _in_hand(card, s.hands[seat]):
        return ("not_in_hand", "that card is not in your hand")
    if not tb.is_animal[card]:
        return ("not_an_animal", "only animals are placed on the board; play a situational with its own action")
    if tb.req[card] is not None and not unlocked(s, tb.req[card], t):
        return ("requires", requires_reason(s, card, t))
    if s.placements_left <= 0:
        return ("no_placements_left", "you have placed all the animals you may place this turn")
    if not (type(cell) is int and 0 <= cell < s.ncells):
        return ("no_cell", "there is no such cell on the board")
    st = s.board[cell]
    if st:
        if s.engulf <= 0:
            return ("cell_occupied", "that cell is taken (Engullir lets you cover an opponent's animal)")
        if st[-1][1] == t:
            return ("engulf_own", "Engullir covers only an opponent's animal")
    return None


def _why_situ(s: State, v):
    seat = s.turn
    if not _in_hand(v, s.hands[seat]):
        return ("not_in_hand", "that card is not in your hand")
    if s.tb.is_animal[v]:
        return ("not_a_situational", "that card is an animal: place it on the board")
    return fx.blocker(s, s.tb.effects[v], seat)


def _why_trex(s: State, v):
    seat = s.turn
    tb = s.tb
    if not _in_hand(v, s.hands[seat]):
        return ("not_in_hand", "that card is not in your hand")
    if not tb.is_animal[v] or tb.req[v] is None:
        return ("not_discardable", "only an animal that needs a situational (the T-Rex) may be discarded")
    return None


def _why_fix_in_turn(s: State, v):
    seat = s.turn
    if not _in_hand(v, s.hands[seat]):
        return ("not_in_hand", "that card is not in your hand")
    if s.placements_left <= 0:
        return ("no_fix_needed", "you have no placement left to make this turn")
    if has_placeable(s, seat):
        return ("no_fix_needed", "you hold an animal you can place")
    if not flow.can_draw_for_fix(s, seat & 1):
        return ("nothing_to_draw", "the deck and the animal discard pile hold no animal you could draw")
    return None


def _why_end(s: State, v):
    if v is not None:
        return ("bad_action", f"{END} takes no value")
    seat = s.turn
    if s.placed == 0 and s.placements_left > 0:
        if has_placeable(s, seat):
            return ("must_place", "place an animal before you end your turn")
        if s.hands[seat] and flow.can_draw_for_fix(s, seat & 1):
            return ("must_fix_hand", "you hold no animal: discard a card and draw until you have one")
    return None


def _why_own_card(s: State, v):
    """fix_hand between turns, and Escasez's discard: a card of the deciding player's hand."""
    if not _in_hand(v, s.hands[s.actor]):
        return ("not_in_hand", "that card is not in your hand")
    return None


def _why_target(s: State, v):
    p = s.pending
    seat = p["seat"]
    ch = CHOICES[p["effect"]]
    if ch.choose == "card":
        if not _in_hand(v, s.hands[seat]):
            return ("not_in_hand", ch.bad_target)
        return None
    opts = ch.options(s, seat & 1, seat)
    if ch.choose == "swap" and type(v) is tuple and len(v) == 2 and (v[1], v[0]) in opts:
        return ("bad_target", "name the two cells in increasing order: (smaller, larger)")
    if v in opts:
        return None
    return ("bad_target", ch.bad_target)


def _why_keep(s: State, v):
    return None if v is None else ("bad_action", f"{KEEP} takes no value")


def _why_give(s: State, v):
    return None if v is None else ("bad_action", f"{GIVE} takes no value")


def requires_reason(s: State, card: int, t: int) -> str:
    req = s.tb.req[card]
    names = s.deck.names_of(req)
    key = s.tb.key
    if any(key[c] == req for c in s.situ_p[1 - t]):
        return f"the other side has {names.en} in play: your side can never place it while it stays"
    return f"your side needs {names.en} in play to place it"


# ---------------------------------------------------------------------------- effects of the actions

def _do_place(s: State, v, ev) -> None:
    card, cell = v
    seat = s.turn
    t = seat & 1
    o = 1 - t
    take_from_hand(s, seat, card)
    stack = s.board[cell]
    if stack:
        s.engulf -= 1
    lst = [] if ev is not None else None
    dmg_o, dmg_t, wins = clashes(s, card, t, cell, lst)
    s.last_place[seat] = (s.board[:], dmg_o * s.mult - dmg_t, s.mult, s.life[o])
    s.old_n[seat] = len(s.hands[seat])
    s.board[cell] = stack + ((card, t, False),)
    s.placements_left -= 1
    s.placed += 1
    dmg_o *= s.mult
    heal = s.leech * wins
    life = s.life
    if dmg_o:
        life[o] -= dmg_o
        s.taken[o] += dmg_o
    if dmg_t:
        life[t] -= dmg_t
        s.taken[t] += dmg_t
    healed = 0
    if heal:
        before = life[t]
        life[t] = min(s.deck.life, life[t] + heal)
        healed = life[t] - before
    if ev is not None:
        ev.append(Event("place", seat, {"card": card, "cell": cell, "covers": stack[-1][0] if stack else None,
                                        "clashes": lst, "damage_to_opponent": dmg_o, "damage_to_self": dmg_t,
                                        "healed": healed, "life": life[:]}))
    if life[o] <= 0 or life[t] <= 0:
        flow.game_end(s, "ko", ev)
        return
    if all(s.board):
        flow.game_end(s, "board_full", ev)
        return
    flow.refill_if_empty(s, ev)


def _do_situ(s: State, card, ev) -> None:
    seat = s.turn
    t = seat & 1
    take_from_hand(s, seat, card)
    if s.tb.stype[card] == "P":
        s.situ_p[t].append(card)
    else:
        s.situ_it[t].append(card)
    if ev is not None:
        ev.append(Event("situ", seat, {"card": card, "id": s.tb.key[card], "type": s.tb.stype[card]}))
    run_effects(s, card, 0, ev)


def _do_target(s: State, v, ev) -> None:
    p = s.pending
    ctx = Ctx(s, p["card"], p["next"] - 1, ev, p["seat"], p)
    if CHOICES[p["effect"]].resolve(ctx, v):
        return
    run_effects(s, p["card"], p["next"], ev)


def _do_fix(s: State, card, ev) -> None:
    seat = s.actor
    take_from_hand(s, seat, card)
    discard(s, card)
    if ev is not None:
        ev.append(Event("fix_hand", seat, {"card": card}))
    flow.draw(s, seat, 1, ev)
    if s.phase == FIX:
        flow.continue_fix(s, ev)


def _do_respond(s: State, card, ev) -> None:
    p = s.pending
    seat = s.actor
    take_from_hand(s, seat, card)
    discard(s, card)
    if ev is not None:
        ev.append(Event("discard", seat, {"card": card, "by": s.tb.key[p["card"]]}))
    left = p["count"] - 1
    if left > 0 and s.hands[seat]:
        s.pending = dict(p, count=left)
        return
    run_effects(s, p["card"], p["next"], ev)


def _do_trex(s: State, card, ev) -> None:
    seat = s.turn
    take_from_hand(s, seat, card)
    s.animal_discard.append(card)
    if ev is not None:
        ev.append(Event("discard_trex", seat, {"card": card}))
    flow.refill_if_empty(s, ev)


def _do_end(s: State, v, ev) -> None:
    flow.end_turn(s, ev)


def _deal_to(s: State, give: bool, ev) -> None:
    seat = s.actor
    card = s.drawn
    s.drawn = None
    flow.deal_card(s, seat, (seat + 1) % s.n if give else seat, card, ev)
    s.turn = (seat + 1) % s.n
    flow.deal_advance(s, ev)


def _do_keep(s: State, v, ev) -> None:
    _deal_to(s, False, ev)


def _do_give(s: State, v, ev) -> None:
    _deal_to(s, True, ev)


class Move(NamedTuple):
    why: Callable       # (state, value) -> (rule, why) | None
    do: Callable        # (state, value, events | None) -> None


MOVES: dict[tuple[str, str], Move] = {
    (DEAL, KEEP): Move(_why_keep, _do_keep),
    (DEAL, GIVE): Move(_why_give, _do_give),
    (TURN, PLACE): Move(_why_place, _do_place),
    (TURN, SITU): Move(_why_situ, _do_situ),
    (TURN, DISCARD_TREX): Move(_why_trex, _do_trex),
    (TURN, FIX_HAND): Move(_why_fix_in_turn, _do_fix),
    (TURN, END): Move(_why_end, _do_end),
    (TARGET_PHASE, TARGET): Move(_why_target, _do_target),
    (RESPOND, DISCARD): Move(_why_own_card, _do_respond),
    (FIX, FIX_HAND): Move(_why_own_card, _do_fix),
}
_DOING = {DEAL: "keep or give the card you drew", TURN: "play your turn", TARGET_PHASE: "choose the card's target",
          RESPOND: "discard a card", FIX: "discard a card and draw, until you hold an animal"}


def why_illegal(s: State, action: Action) -> tuple[str, str] | None:
    """``(rule, explanation)`` if ``action`` is illegal now, else None."""
    try:
        require_well_formed(action)
    except IllegalAction as exc:
        return (exc.rule, exc.why)
    ph = s.phase
    if ph == OVER:
        return ("game_over", "the game is over")
    kind = action.kind
    move = MOVES.get((ph, kind))
    if move is None:
        if kind not in ACTION_KINDS:
            return ("unknown", f"unknown action {kind}")
        return ("wrong_phase", f"now is the time to {_DOING[ph]}, not to {kind}")
    return move.why(s, action.value)


def apply(s: State, action: Action, log: bool = True) -> list[Event]:
    """Apply ``action``; raise IllegalAction (state untouched) if the rules forbid it."""
    require_well_formed(action)
    if s.is_view:
        raise IllegalAction("view", "a player's view cannot be played on; determinize it first")
    bad = why_illegal(s, action)
    if bad is not None:
        raise IllegalAction(*bad)
    ev: list[Event] = []
    s.turn_actions += 1
    MOVES[s.phase, action.kind].do(s, action.value, ev)
    return ev if log else []


def fast_apply(s: State, action: Action) -> None:
    """``apply`` for trusted actions (taken from ``legal_actions``): no check, no events."""
    s.turn_actions += 1
    MOVES[s.phase, action.kind].do(s, action.value, None)
