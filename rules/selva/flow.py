"""The Selva turn after the set-up: Despertar (untap, an Elemento, the draw), the response windows of
the Enfrentamiento, the damage resolution, the exile choices, Retirada and the next turn; and how a
card with effects resolves (its target asked when there is a choice, then the turn goes on)."""
from __future__ import annotations

from rules.engine.core import Event
from rules.selva import board, effects as E, queries as Q, scoring
from rules.selva.state import (CONTIENDA, INTIMIDACION, PH_BLOCK, PH_DISCARD,
                               PH_ELEMENT, PH_EXILE, PH_MAIN, PH_RESPOND, PH_TARGET, State)


def reset_turn_fields(s: State) -> None:
    """What lasts one turn: arrivals, abilities used, the resource and recoveries, combat, windows."""
    s.arrived = set()
    s.used = set()
    s.resource_played = False
    s.recovered = 0
    s.animal_played = False
    s.element_used = False
    s.attackers = []
    s.blocks = {}
    s.held = frozenset()
    s.taken = frozenset()
    s.window = None
    s.priority = None
    s.pending = None
    s.actions_in_turn = 0


# ---------------------------------------------------------------------------- Despertar

def begin_turn(s: State, seat: int, ev) -> None:
    s.turn = seat
    s.actor = seat
    s.turn_no += 1
    s.first_turn = s.turn_no == 1
    reset_turn_fields(s)
    tapped = s.tapped
    for u in s.animals[seat]:
        tapped.discard(u)
    for u in s.resources[seat]:
        tapped.discard(u)
    if ev is not None:
        ev.append(Event("turn_start", seat, {"seat": seat, "turn_no": s.turn_no}))
        ev.append(Event("phase", None, {"name": "despertar"}))
        ev.append(Event("untap", seat, {"seat": seat}))
    heal = Q.alfa_mod(s, seat, "despertar_heal")
    if heal and s.life[seat] < s.max_life[seat]:
        board.heal_life(s, seat, heal, ev)
    if any(Q.element_usable(s, seat, u) for u in s.elements[seat]):
        s.phase = PH_ELEMENT
        return
    despertar_draw(s, ev)


def despertar_draw(s: State, ev) -> None:
    seat = s.turn
    if not (s.first_turn and seat == s.starter):
        board.draw(s, seat, 1, ev)
        if s.halt:
            return
    s.phase = PH_MAIN
    s.actor = seat
    if ev is not None:
        ev.append(Event("phase", None, {"name": "preparacion"}))


# ---------------------------------------------------------------------------- response windows

def open_window(s: State, name: str, ev) -> None:
    s.window = name
    s.priority = 1 - s.turn
    s.passes = 0
    if ev is not None and (Q.response_actions(s, s.priority, None) or Q.response_actions(s, s.turn, None)):
        ev.append(Event("window", None, {"name": name, "first": s.priority}))    # only a window that opens
    advance_window(s, ev)


def advance_window(s: State, ev) -> None:
    while s.passes < 2:
        p = s.priority
        if Q.response_actions(s, p, None):
            s.phase = PH_RESPOND
            s.actor = p
            return
        s.passes += 1
        s.priority = 1 - p
    close_window(s, ev)


def close_window(s: State, ev) -> None:
    w = s.window
    s.window = None
    s.priority = None
    s.passes = 0
    if w == INTIMIDACION:
        if not s.attackers:
            retirada(s, ev)
            return
        if ev is not None:
            ev.append(Event("phase", None, {"name": "contienda"}))
        if Q.block_actions(s, None):
            s.phase = PH_BLOCK
            s.actor = 1 - s.turn
            return
        open_window(s, CONTIENDA, ev)
    else:
        resolve_combat(s, ev)


# ---------------------------------------------------------------------------- damage and exile

def resolve_combat(s: State, ev) -> None:
    if ev is not None:
        ev.append(Event("phase", None, {"name": "resolucion"}))
    seat = s.turn
    d = 1 - seat
    prev = Q.combat_preview(s)
    total = 0
    out_def, out_att = [], []
    for r in prev:
        total += r["to_alfa"]
        if r["blocker_dies"]:
            out_def.append(r["blocker"])
        if r["attacker_dies"]:
            out_att.append(r["attacker"])
        if ev is not None:
            ev.append(Event("combat", seat, {"attacker": r["attacker"], "blocker": r["blocker"], "held": r["held"],
                                             "attack": r["attack"], "defence": r["defence"],
                                             "to_alfa": r["to_alfa"], "blocker_out": r["blocker_dies"],
                                             "attacker_out": r["attacker_dies"], "time": r["time_a"],
                                             "attacker_card": s.card[r["attacker"]],
                                             "blocker_card": s.card[r["blocker"]] if r["blocker"] is not None
                                             else None}))
    for u in out_def + out_att:
        board.remove_from_play(s, u)
    s.attackers = []
    s.blocks = {}
    s.held = frozenset()
    s.exiles = out_def + out_att
    if total > 0:
        s.life[d] -= total
        if ev is not None:
            ev.append(Event("alfa_damage", d, {"seat": d, "amount": total, "life": s.life[d]}))
        if s.life[d] <= 0:
            scoring.check_end(s, ev)
            return
    next_exile(s, ev)


def next_exile(s: State, ev) -> None:
    """The next animal out of the combat: its owner chooses Aislamiento or Cementerio (the seed: "según
    decida el oponente"; the Aislamiento has no limit)."""
    if s.exiles:
        s.phase = PH_EXILE
        s.actor = s.owner[s.exiles[0]]
        return
    retirada(s, ev)


# ---------------------------------------------------------------------------- Retirada

def retirada(s: State, ev) -> None:
    seat = s.turn
    s.attackers = []
    s.blocks = {}
    s.held = frozenset()
    s.window = None
    s.damage = {}
    s.mods = {}
    if ev is not None:
        ev.append(Event("phase", None, {"name": "retirada"}))
        ev.append(Event("heal", seat, {"seat": seat}))
    if len(s.hand[seat]) > Q.hand_limit(s, seat):
        s.phase = PH_DISCARD
        s.actor = seat
        return
    next_turn(s, ev)


def next_turn(s: State, ev) -> None:
    begin_turn(s, 1 - s.turn, ev)


# ---------------------------------------------------------------------------- cards with effects

def run_card(s: State, seat: int, uid: int, terms, kind, resume: str, ev) -> None:
    """Resolve a card's terms: ask for the target when there is a choice, then go on with ``resume``
    (``main``: back to Preparación; ``draw``: the Despertar draw; ``window``: the other player's priority)."""
    target = None
    if kind is not None:
        opts = Q.target_options(s, seat, kind)
        if len(opts) > 1:
            s.pending = {"uid": uid, "seat": seat, "target_kind": kind, "options": tuple(opts),
                         "terms": terms, "resume": resume, "card": s.card[uid]}
            s.phase = PH_TARGET
            s.actor = seat
            return
        if opts:
            target = opts[0]
        else:       # a recurso's on_enter with nothing to target: its targeted terms do nothing
            terms = tuple(t for t in terms if not t[2])
    finish_card(s, seat, uid, terms, target, resume, ev)


def finish_card(s: State, seat: int, uid: int, terms, target, resume: str, ev) -> None:
    s.effect_card = s.card[uid]
    E.resolve(s, seat, terms, target, ev)
    s.effect_card = None
    if s.halt:
        return
    if resume == "main":
        s.phase = PH_MAIN
        s.actor = s.turn
    elif resume == "draw":
        despertar_draw(s, ev)
    else:  # a response in a window: the other player gets priority
        s.passes = 0
        s.priority = 1 - seat
        if s.window == INTIMIDACION and not s.attackers:
            close_window(s, ev)
            return
        advance_window(s, ev)
