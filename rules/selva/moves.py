"""Selva's decisions: ``legal_actions``, ``why_illegal`` and ``apply``, with one dispatch style.

``KINDS`` is the one table: for every action kind, the phases it belongs to, its check (``why``:
``(s, seat, value) -> (rule, explanation) | None``, which never changes the state) and its effect
(``do``: ``(s, seat, value, ev) -> None``). ``apply`` runs the check, then the effect; a refused action
leaves the state untouched. The set-up and swap actions' checks and effects live in
``rules.selva.setup``; the turn's flow (windows, damage, Retirada) in ``rules.selva.flow``.
"""
from __future__ import annotations

from rules.engine.core import Action, Event, IllegalAction, interned
from rules.engine.protocol import require_well_formed
from rules.selva import board, flow, queries as Q, setup
from rules.selva.state import (ABILITY, ACT, ACTION_KINDS, AISLAMIENTO, ALFA, ATTACK,
                               ATTACK_ACTION, BLOCK, CEMENTERIO, CONTIENDA, DAY, DECL, DECLARE, DISCARD, DONE,
                               DONE_ACTION, ELEMENT, END, END_ACTION, EXILE, FUERZA, INTIMIDACION, KEEP,
                               KEEP_ACTION, MAX_ELEMENTS, MAX_SIGILOS, MULLIGAN, MULLIGAN_ACTION, NIGHT, PASS,
                               PASS_ACTION, PH_BLOCK, PH_DECLARE, PH_DISCARD, PH_ELEMENT, PH_EXILE, PH_INITIAL,
                               PH_MAIN, PH_MULLIGAN, PH_OVER, PH_RESPOND, PH_STARTER, PH_SWAP, PH_TARGET, PLAY,
                               READY, RECOVER, RESOURCE, REVEAL, SET, SKIP, SKIP_ACTION, STARTER, SWAP, TARGET,
                               UNBLOCK, UNDECLARE, State)

# ---------------------------------------------------------------------------- legal actions


def current_player(s: State) -> int | None:
    return None if s.phase == PH_OVER else s.actor


def legal_actions(s: State) -> list[Action]:
    ph = s.phase
    if ph == PH_OVER:
        return []
    seat = s.actor
    if ph == PH_MAIN:
        return main_actions(s, seat)
    if ph == PH_RESPOND:
        out = [PASS_ACTION]
        Q.response_actions(s, seat, out)
        return out
    if ph == PH_DECLARE:
        tb = s.tb
        card = s.card
        out = [DONE_ACTION]
        declared = {a for a, _ in s.attackers}
        for u in s.animals[seat]:
            if u not in declared and Q.can_attack(s, u):
                for tm in Q.times(tb.activity[card[u]]):
                    out.append(DECL[tm][u])
        taken = s.taken
        out.extend(ACT[UNDECLARE][a] for a, _ in s.attackers if a not in taken)
        return out
    if ph == PH_BLOCK:
        out = [DONE_ACTION]
        Q.block_actions(s, out)
        taken = s.taken
        out.extend(ACT[UNBLOCK][b] for b, _ in s.blocks.values() if b not in taken)
        return out
    if ph == PH_TARGET:
        return [ACT[TARGET][v] for v in s.pending["options"]]
    if ph == PH_EXILE:
        out = []
        for u in s.exiles:
            if s.owner[u] == seat:
                out.append(interned(EXILE, (u, AISLAMIENTO)))
                out.append(interned(EXILE, (u, CEMENTERIO)))
        return out
    if ph == PH_DISCARD:
        return [ACT[DISCARD][u] for u in s.hand[seat]]
    if ph == PH_ELEMENT:
        out = [SKIP_ACTION]
        out.extend(ACT[ELEMENT][u] for u in s.elements[seat] if Q.element_usable(s, seat, u))
        return out
    if ph == PH_MULLIGAN:
        return [KEEP_ACTION, MULLIGAN_ACTION]
    if ph == PH_INITIAL:
        return setup.initial_actions(s, seat)
    if ph == PH_STARTER:
        return [interned(STARTER, 0), interned(STARTER, 1)]
    if ph == PH_SWAP:
        return setup.swap_actions(s, seat)
    return []


def main_actions(s: State, seat: int) -> list[Action]:
    tb = s.tb
    card = s.card
    ty = tb.type
    cost = tb.cost
    out = [END_ACTION]
    if any(Q.can_attack(s, u) for u in s.animals[seat]):
        out.append(ATTACK_ACTION)
    elements_in = None
    fr = Q.free(s, seat)
    ok = Q.affordable
    PL = ACT[PLAY]
    for u in s.hand[seat]:
        c = card[u]
        t = ty[c]
        if t == "animal":
            if ok(fr, Q.animal_cost(s, seat, c)):
                out.append(PL[u])
        elif t == "recurso":
            if not s.resource_played:
                out.append(PL[u])
        elif t == "fuerza":
            if ok(fr, cost[c]) and Q.has_target(s, seat, tb.target[c]):
                out.append(PL[u])
        elif t == "elemento":
            if elements_in is None:
                elements_in = {tb.element[card[x]] for x in s.elements[seat]}
            if len(s.elements[seat]) < MAX_ELEMENTS and tb.element[c] not in elements_in and ok(fr, cost[c]):
                out.append(PL[u])
        elif t == "sigilo":
            if len(s.sigilos[seat]) < MAX_SIGILOS:
                out.append(ACT[SET][u])
    for u in s.sigilos[seat]:               # a Sigilo is revealed when its owner wants (seed)
        if Q.reveal_ok(s, seat, u, fr):
            out.append(ACT[REVEAL][u])
    if s.aislamiento[seat] and s.recovered < Q.recover_limit(s, seat):
        for u in s.aislamiento[seat]:
            c = card[u]
            if ty[c] == "animal" and ok(fr, cost[c]):
                out.append(ACT[RECOVER][u])
    return out


TAKE_BACKS = (UNDECLARE, UNBLOCK)


def take_backs(s: State) -> list[Action]:
    """The ``undeclare`` / ``unblock`` actions among the legal ones: a declaration taken back before
    the player says "done", once per animal and turn (so that no player, human or program, can go
    back and forth for ever); the screen offers them, playouts leave them aside."""
    if s.phase == PH_DECLARE:
        return [ACT[UNDECLARE][a] for a, _ in s.attackers if a not in s.taken]
    if s.phase == PH_BLOCK:
        return [ACT[UNBLOCK][b] for b, _ in s.blocks.values() if b not in s.taken]
    return []


def legal_for(s: State, uid: int) -> list[Action]:
    """The legal actions now that involve the card instance ``uid``."""
    out = []
    for a in legal_actions(s):
        v = a.value
        if v == uid and a.kind not in (STARTER, RESOURCE, SWAP, ALFA):
            out.append(a)
        elif isinstance(v, tuple) and a.kind in (DECLARE, BLOCK, EXILE) and uid in v[:2 if a.kind == BLOCK else 1]:
            out.append(a)
    return out


# ---------------------------------------------------------------------------- checks

DOING = {
    PH_STARTER: "choose who starts", PH_MULLIGAN: "keep your hand or take a mulligan",
    PH_INITIAL: "choose your initial resource", PH_ELEMENT: "use an Elemento's ability or skip it",
    PH_MAIN: "play your Preparación", PH_DECLARE: "declare your attackers",
    PH_RESPOND: "respond in the window or pass", PH_BLOCK: "declare your blockers",
    PH_TARGET: "choose the target", PH_EXILE: "send your animal to the Aislamiento or the Cementerio",
    PH_DISCARD: "discard down to your hand limit", PH_SWAP: "swap cards between Bosque and Reserva, then get ready",
}


def _is_uid(s: State, v) -> bool:
    return type(v) is int and 0 <= v < len(s.card)


def _cannot_pay(cost) -> tuple:
    return ("cannot_pay", f"you cannot pay {cost[0]} hierba and {cost[1]} presa with your untapped resources")


def no_value(kind: str):
    """The check of an action that takes no value."""
    def why(s, seat, v):
        return None if v is None else ("bad_action", f"{kind} takes no value")
    return why


def why_element(s, seat, v):
    if not _is_uid(s, v) or v not in s.elements[seat]:
        return ("not_in_play", "that is not one of your Elementos in play")
    c = s.card[v]
    if not s.tb.effects[c]:
        return ("no_ability", "that Elemento has no ability")
    if not Q.has_target(s, seat, s.tb.target[c]):
        return ("no_target", Q.NO_TARGET[s.tb.target[c]])
    return None


def why_play(s, seat, v):
    if not _is_uid(s, v) or v not in s.hand[seat]:
        return ("not_in_hand", "that card is not in your hand")
    tb = s.tb
    c = s.card[v]
    t = tb.type[c]
    if t == "sigilo":
        return ("sigilo_face_down", "a Sigilo is set face down (set), not played")
    if t == "recurso":
        if s.resource_played:
            return ("one_resource", "you already put a resource into play this turn")
        return None
    if t == "elemento":
        if len(s.elements[seat]) >= MAX_ELEMENTS:
            return ("max_elements", "you already have 4 Elementos in play")
        if any(tb.element[s.card[x]] == tb.element[c] for x in s.elements[seat]):
            return ("element_unique", f"you already have an Elemento of {tb.element[c]} in play")
    cost = Q.play_cost(s, seat, v)
    if not Q.can_pay(s, seat, cost):
        return _cannot_pay(cost)
    if t == "fuerza" and not Q.has_target(s, seat, tb.target[c]):
        return ("no_target", Q.NO_TARGET[tb.target[c]])
    return None


def why_set(s, seat, v):
    if not _is_uid(s, v) or v not in s.hand[seat]:
        return ("not_in_hand", "that card is not in your hand")
    if s.tb.type[s.card[v]] != "sigilo":
        return ("not_a_sigilo", "only Sigilos are set face down")
    if len(s.sigilos[seat]) >= MAX_SIGILOS:
        return ("max_sigilos", "you already have 3 Sigilos in play")
    return None


def why_recover(s, seat, v):
    if not _is_uid(s, v) or v not in s.aislamiento[seat]:
        return ("not_isolated", "that card is not in your Aislamiento")
    if s.tb.type[s.card[v]] != "animal":
        return ("not_an_animal", "only animals are recovered from the Aislamiento")
    lim = Q.recover_limit(s, seat)
    if s.recovered >= lim:
        return ("recover_limit", f"you may recover at most {lim} animals per turn")
    cost = s.tb.cost[s.card[v]]
    if not Q.can_pay(s, seat, cost):
        return _cannot_pay(cost)
    return None


def why_attack(s, seat, v):
    if v is not None:
        return ("bad_action", "attack takes no value")
    if not any(Q.can_attack(s, u) for u in s.animals[seat]):
        return ("no_attackers", "none of your animals can attack (tapped, or arrived this turn without veloz)")
    return None


def why_declare(s, seat, v):
    if not (isinstance(v, tuple) and len(v) == 2):
        return ("bad_action", "declare names an animal and a time: (uid, day|night)")
    u, tm = v
    if not _is_uid(s, u) or u not in s.animals[seat]:
        return ("not_in_play", "that is not one of your animals in play")
    if tm not in (DAY, NIGHT):
        return ("bad_time", "an attack is declared by day or by night")
    if any(a == u for a, _ in s.attackers):
        return ("already_attacking", "that animal is already attacking")
    if u in s.tapped:
        return ("tapped", "a tapped animal cannot attack")
    c = s.card[u]
    if u in s.arrived and not s.tb.veloz[c]:
        return ("arrived", "an animal cannot attack on the turn it arrives (unless it has veloz)")
    activity = s.tb.activity[c]
    if activity != "both" and activity != tm:
        return ("activity", f"a {activity} animal attacks only by {activity}")
    return None


def why_undeclare(s, seat, v):
    if type(v) is not int or not any(a == v for a, _ in s.attackers):
        return ("not_attacking", "that animal is not declared as an attacker")
    if v in s.taken:
        return ("taken_back", "an animal is taken back at most once per turn")
    return None


def why_fuerza(s, seat, v):
    if not _is_uid(s, v) or v not in s.hand[seat]:
        return ("not_in_hand", "that card is not in your hand")
    c = s.card[v]
    if s.tb.type[c] != "fuerza":
        return ("not_a_fuerza", "only Fuerzas Naturales are played in a response window")
    if not Q.can_pay(s, seat, s.tb.cost[c]):
        return _cannot_pay(s.tb.cost[c])
    if not Q.has_target(s, seat, s.tb.target[c]):
        return ("no_target", Q.NO_TARGET[s.tb.target[c]])
    return None


def why_reveal(s, seat, v):
    if not _is_uid(s, v) or v not in s.sigilos[seat]:
        return ("not_a_sigilo", "that is not one of your face-down Sigilos")
    c = s.card[v]
    cost = Q.sigilo_cost(s, seat, c)
    if not Q.can_pay(s, seat, cost):
        return _cannot_pay(cost)
    if not Q.has_target(s, seat, s.tb.target[c]):
        return ("no_target", Q.NO_TARGET[s.tb.target[c]])
    return None


def why_ability(s, seat, v):
    if not _is_uid(s, v) or v not in s.animals[seat]:
        return ("not_in_play", "that is not one of your animals in play")
    tb = s.tb
    c = s.card[v]
    if tb.ab_cost[c] is None:
        return ("no_ability", "that animal has no ability")
    if v in s.used:
        return ("used", "each animal's ability is used at most once per turn")
    if s.window == INTIMIDACION and not tb.acecho[c]:
        return ("acecho", "only animals with acecho use their ability in the Intimidación window")
    if s.window == CONTIENDA and seat != s.turn and not Q.any_block(s):
        return ("no_block", "the defender may not use animal abilities when nothing blocked")
    cost = tb.ab_cost[c]
    if not Q.can_pay(s, seat, cost):
        return _cannot_pay(cost)
    if not Q.has_target(s, seat, tb.ab_target[c]):
        return ("no_target", Q.NO_TARGET[tb.ab_target[c]])
    return None


def why_block(s, seat, v):
    if not (isinstance(v, tuple) and len(v) == 3):
        return ("bad_action", "block names a blocker, an attacker and a time: (blocker, attacker, day|night)")
    b, a, tm = v
    if not _is_uid(s, b) or b not in s.animals[seat]:
        return ("not_in_play", "the blocker must be one of your animals in play")
    if not any(x == a for x, _ in s.attackers):
        return ("not_attacking", "that animal is not attacking")
    if tm not in (DAY, NIGHT):
        return ("bad_time", "a block is declared by day or by night")
    if a in s.blocks:
        return ("already_blocked", "that attacker is already blocked")
    if any(x == b for x, _ in s.blocks.values()):
        return ("already_blocking", "that animal is already blocking")
    if b in s.tapped:
        return ("tapped", "a tapped animal cannot block")
    tb = s.tb
    cb = s.card[b]
    activity = tb.activity[cb]
    if activity != "both" and activity != tm:
        return ("activity", f"a {activity} animal blocks only by {activity}")
    if tb.alado[s.card[a]] and not tb.alado[cb]:
        return ("alado", "an alado attacker can be blocked only by an alado animal")
    return None


def why_unblock(s, seat, v):
    if type(v) is not int or not any(b == v for b, _ in s.blocks.values()):
        return ("not_blocking", "that animal is not blocking")
    if v in s.taken:
        return ("taken_back", "an animal is taken back at most once per turn")
    return None


def why_target(s, seat, v):
    if v not in s.pending["options"]:
        return ("bad_target", Q.BAD_TARGET.get(s.pending["target_kind"], "choose one of the offered targets"))
    return None


def why_exile(s, seat, v):
    if not (isinstance(v, tuple) and len(v) == 2):
        return ("bad_action", "exile names an animal and a zone: (uid, aislamiento|cementerio)")
    u, z = v
    if u not in s.exiles or s.owner[u] != seat:
        return ("not_leaving", "that animal of yours is not leaving play")
    if z not in (AISLAMIENTO, CEMENTERIO):
        return ("bad_zone", "choose aislamiento or cementerio")
    return None


def why_discard(s, seat, v):
    if not _is_uid(s, v) or v not in s.hand[seat]:
        return ("not_in_hand", "that card is not in your hand")
    return None


# ---------------------------------------------------------------------------- effects

def do_element(s, seat, v, ev):
    s.element_used = True
    c = s.card[v]
    if ev is not None:
        ev.append(Event("element", seat, {"seat": seat, "uid": v, "card": c}))
    flow.run_card(s, seat, v, s.tb.effects[c], s.tb.target[c], "draw", ev)


def do_skip(s, seat, v, ev):
    flow.despertar_draw(s, ev)


def do_play(s, seat, v, ev):
    tb = s.tb
    c = s.card[v]
    t = tb.type[c]
    hand = s.hand[seat]
    if t == "animal":
        board.pay(s, seat, Q.animal_cost(s, seat, c), ev)
        hand.remove(v)
        s.animals[seat].append(v)
        s.arrived.add(v)
        s.animal_played = True
        if ev is not None:
            ev.append(Event("play", seat, {"seat": seat, "uid": v, "card": c, "zone": "animals"}))
    elif t == "recurso":
        hand.remove(v)
        s.resources[seat].append(v)
        s.resource_played = True
        if ev is not None:
            ev.append(Event("play", seat, {"seat": seat, "uid": v, "card": c, "zone": "resources"}))
        if tb.effects[c]:
            flow.run_card(s, seat, v, tb.effects[c], tb.target[c], "main", ev)
    elif t == "elemento":
        board.pay(s, seat, tb.cost[c], ev)
        hand.remove(v)
        s.elements[seat].append(v)
        if ev is not None:
            ev.append(Event("play", seat, {"seat": seat, "uid": v, "card": c, "zone": "elements"}))
    else:  # fuerza
        board.pay(s, seat, tb.cost[c], ev)
        hand.remove(v)
        s.cementerio[seat].append(v)
        if ev is not None:
            ev.append(Event("play", seat, {"seat": seat, "uid": v, "card": c, "zone": "cementerio"}))
        flow.run_card(s, seat, v, tb.effects[c], tb.target[c], "main", ev)


def do_set(s, seat, v, ev):
    s.hand[seat].remove(v)
    s.sigilos[seat].append(v)
    if ev is not None:
        ev.append(Event("set_sigilo", seat, {"seat": seat, "uid": v}))
        ev.append(Event("set_sigilo_card", seat, {"seat": seat, "uid": v, "card": s.card[v]}, frozenset((seat,))))


def do_recover(s, seat, v, ev):
    c = s.card[v]
    board.pay(s, seat, s.tb.cost[c], ev)
    s.aislamiento[seat].remove(v)
    s.hand[seat].append(v)
    s.seen = s.seen | {v}
    s.recovered += 1
    if ev is not None:
        ev.append(Event("recover", seat, {"seat": seat, "uid": v, "card": c, "from": AISLAMIENTO, "free": False}))


def do_attack(s, seat, v, ev):
    s.phase = PH_DECLARE
    s.actor = seat
    if ev is not None:
        ev.append(Event("phase", None, {"name": "enfrentamiento"}))


def do_end(s, seat, v, ev):
    flow.retirada(s, ev)


def do_declare(s, seat, v, ev):
    u, tm = v
    s.attackers.append((u, tm))
    if not s.tb.vigia[s.card[u]]:
        s.tapped.add(u)
    if ev is not None:
        ev.append(Event("declare", seat, {"seat": seat, "uid": u, "card": s.card[u], "time": tm}))


def do_undeclare(s, seat, v, ev):
    s.attackers = [(a, t) for a, t in s.attackers if a != v]
    s.tapped.discard(v)
    s.taken = s.taken | {v}
    if ev is not None:
        ev.append(Event("undeclare", seat, {"seat": seat, "uid": v}))


def do_done(s, seat, v, ev):
    if s.phase == PH_DECLARE:
        if not s.attackers:
            flow.retirada(s, ev)
            return
        flow.open_window(s, INTIMIDACION, ev)
    else:
        flow.open_window(s, CONTIENDA, ev)


def do_fuerza(s, seat, v, ev):
    tb = s.tb
    c = s.card[v]
    board.pay(s, seat, tb.cost[c], ev)
    s.hand[seat].remove(v)
    s.cementerio[seat].append(v)
    if ev is not None:
        ev.append(Event("play", seat, {"seat": seat, "uid": v, "card": c, "zone": "cementerio",
                                       "window": s.window}))
    flow.run_card(s, seat, v, tb.effects[c], tb.target[c], "window", ev)


def do_reveal(s, seat, v, ev):
    tb = s.tb
    c = s.card[v]
    board.pay(s, seat, Q.sigilo_cost(s, seat, c), ev)
    s.sigilos[seat].remove(v)
    s.cementerio[seat].append(v)
    if ev is not None:
        ev.append(Event("reveal", seat, {"seat": seat, "uid": v, "card": c, "window": s.window}))
    flow.run_card(s, seat, v, tb.effects[c], tb.target[c], "main" if s.phase == PH_MAIN else "window", ev)


def do_ability(s, seat, v, ev):
    tb = s.tb
    c = s.card[v]
    board.pay(s, seat, tb.ab_cost[c], ev)
    s.used.add(v)
    if ev is not None:
        ev.append(Event("ability", seat, {"seat": seat, "uid": v, "card": c, "window": s.window}))
    flow.run_card(s, seat, v, tb.ab_effects[c], tb.ab_target[c], "window", ev)


def do_pass(s, seat, v, ev):
    if ev is not None:
        ev.append(Event("pass", seat, {"seat": seat}))
    s.passes += 1
    s.priority = 1 - seat
    flow.advance_window(s, ev)


def do_block(s, seat, v, ev):
    b, a, tm = v
    s.blocks[a] = (b, tm)
    s.tapped.add(b)
    penalty = tm != Q.attacker_time(s, a)
    if ev is not None:
        ev.append(Event("block", seat, {"seat": seat, "blocker": b, "attacker": a, "time": tm,
                                        "penalty": 1 if penalty else 0,
                                        "blocker_card": s.card[b], "attacker_card": s.card[a]}))


def do_unblock(s, seat, v, ev):
    for a, (b, _t) in list(s.blocks.items()):
        if b == v:
            del s.blocks[a]
    s.tapped.discard(v)
    s.taken = s.taken | {v}
    if ev is not None:
        ev.append(Event("unblock", seat, {"seat": seat, "blocker": v}))


def do_target(s, seat, v, ev):
    p = s.pending
    s.pending = None
    flow.finish_card(s, p["seat"], p["uid"], p["terms"], v, p["resume"], ev)


def do_exile(s, seat, v, ev):
    u, z = v
    s.exiles.remove(u)
    (s.aislamiento if z == AISLAMIENTO else s.cementerio)[seat].append(u)
    if ev is not None:
        ev.append(Event("exile", seat, {"seat": seat, "uid": u, "card": s.card[u], "to": z}))
    flow.next_exile(s, ev)


def do_discard(s, seat, v, ev):
    s.hand[seat].remove(v)
    s.cementerio[seat].append(v)
    if ev is not None:
        ev.append(Event("discard", seat, {"seat": seat, "uid": v, "card": s.card[v]}))
    if len(s.hand[seat]) <= Q.hand_limit(s, seat):
        flow.next_turn(s, ev)


# ---------------------------------------------------------------------------- the table

class Kind:
    """One action kind: the phases it is taken in, its check and its effect."""
    __slots__ = ("phases", "why", "do")

    def __init__(self, phases: tuple, why, do):
        self.phases = phases
        self.why = why
        self.do = do


KINDS: dict[str, Kind] = {
    STARTER: Kind((PH_STARTER,), setup.why_starter, setup.do_starter),
    KEEP: Kind((PH_MULLIGAN,), no_value(KEEP), setup.do_keep),
    MULLIGAN: Kind((PH_MULLIGAN,), no_value(MULLIGAN), setup.do_mulligan),
    RESOURCE: Kind((PH_INITIAL,), setup.why_resource, setup.do_resource),
    ELEMENT: Kind((PH_ELEMENT,), why_element, do_element),
    SKIP: Kind((PH_ELEMENT,), no_value(SKIP), do_skip),
    PLAY: Kind((PH_MAIN,), why_play, do_play),
    SET: Kind((PH_MAIN,), why_set, do_set),
    RECOVER: Kind((PH_MAIN,), why_recover, do_recover),
    ATTACK: Kind((PH_MAIN,), why_attack, do_attack),
    END: Kind((PH_MAIN,), no_value(END), do_end),
    DECLARE: Kind((PH_DECLARE,), why_declare, do_declare),
    UNDECLARE: Kind((PH_DECLARE,), why_undeclare, do_undeclare),
    DONE: Kind((PH_DECLARE, PH_BLOCK), no_value(DONE), do_done),
    FUERZA: Kind((PH_RESPOND,), why_fuerza, do_fuerza),
    REVEAL: Kind((PH_RESPOND, PH_MAIN), why_reveal, do_reveal),
    ABILITY: Kind((PH_RESPOND,), why_ability, do_ability),
    PASS: Kind((PH_RESPOND,), no_value(PASS), do_pass),
    BLOCK: Kind((PH_BLOCK,), why_block, do_block),
    UNBLOCK: Kind((PH_BLOCK,), why_unblock, do_unblock),
    TARGET: Kind((PH_TARGET,), why_target, do_target),
    EXILE: Kind((PH_EXILE,), why_exile, do_exile),
    DISCARD: Kind((PH_DISCARD,), why_discard, do_discard),
    SWAP: Kind((PH_SWAP,), setup.why_swap, setup.do_swap),
    ALFA: Kind((PH_SWAP,), setup.why_alfa, setup.do_alfa),
    READY: Kind((PH_SWAP,), no_value(READY), setup.do_ready),
}
assert set(KINDS) == set(ACTION_KINDS)


# ---------------------------------------------------------------------------- checking and applying

def why_illegal(s: State, action: Action) -> tuple[str, str] | None:
    """``(rule, explanation)`` if ``action`` is illegal now, else None. Never changes the state. Only
    exact action values pass: ``True`` is not ``1``, ``1.0`` is not ``1`` (``require_well_formed``)."""
    try:
        require_well_formed(action)
    except IllegalAction as exc:
        return (exc.rule, exc.why)
    ph = s.phase
    if ph == PH_OVER:
        return ("game_over", "the match is over")
    kind = KINDS.get(action.kind)
    if kind is None:
        return ("unknown", f"unknown action {action.kind}")
    if ph not in kind.phases:
        return ("wrong_phase", f"now is the time to {DOING[ph]}, not to {action.kind}")
    return kind.why(s, s.actor, action.value)


def apply(s: State, action: Action, log: bool = True) -> list[Event]:
    """Apply ``action``; raise IllegalAction (state untouched) if the rules forbid it."""
    if s.is_view:
        raise IllegalAction("view", "a player's view cannot be played on; determinize it first")
    bad = why_illegal(s, action)
    if bad is not None:
        raise IllegalAction(*bad)
    ev: list[Event] = []
    _do(s, action, ev)
    return ev if log else []


def fast_apply(s: State, action: Action) -> None:
    """``apply`` for trusted actions (taken from ``legal_actions``): no check, no events."""
    _do(s, action, None)


def _do(s: State, action: Action, ev) -> None:
    s.halt = False
    s.actions_in_turn += 1
    KINDS[action.kind].do(s, s.actor, action.value, ev)
