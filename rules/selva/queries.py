"""Reading a Selva position (nothing here changes the state): an animal's stats now, costs and
payment, targets, who may attack or block, the responses a seat has in a window, hand and recovery
limits, the combat preview, and deck counts for the swap phase."""
from __future__ import annotations

from collections import Counter

from rules.engine.core import interned
from rules.selva.state import (ACT, BLOCK, DAY, FUERZA, HAND_LIMIT, INTIMIDACION, NIGHT, RECOVER_LIMIT, REVEAL,
                               ABILITY, ZONES, State)


def in_play(s: State, uid) -> bool:
    return uid is not None and uid >= 0 and uid in s.animals[s.owner[uid]]


def alfa_mod(s: State, seat: int, key) -> int:
    """What ``seat``'s Alfa adds to ``key`` (see ``rules.selva.effects.ALFA_TERMS``); 0 without one."""
    a = s.alfa[seat]
    if a < 0:
        return 0
    return s.tb.alfa_mod[a].get(key, 0)


def hand_limit(s: State, seat: int) -> int:
    return HAND_LIMIT + alfa_mod(s, seat, "hand_limit")


def recover_limit(s: State, seat: int) -> int:
    return alfa_mod(s, seat, "recover_limit") or RECOVER_LIMIT


def combat_time(s: State, uid: int):
    """(role, time, partner) of an animal in the current combat, or None."""
    for a, t in s.attackers:
        if a == uid:
            b = s.blocks.get(a)
            return ("attacker", t, b[0] if b else None)
    for a, (b, t) in s.blocks.items():
        if b == uid:
            return ("blocker", t, a)
    return None


def attacker_time(s: State, uid: int):
    for a, t in s.attackers:
        if a == uid:
            return t
    return None


def stats(s: State, uid: int) -> tuple[int, int]:
    """(attack, defence) of an animal now: printed + modifiers + damage + keywords + Alfa + combat."""
    tb = s.tb
    c = s.card[uid]
    if c < 0:
        return (0, 0)
    o = s.owner[uid]
    atk = tb.attack[c]
    dfn = tb.defence[c]
    m = s.mods.get(uid)
    if m is not None:
        atk += m[0]
        dfn += m[1]
    dfn -= s.damage.get(uid, 0)
    card = s.card
    if tb.manada[c]:
        for u in s.animals[o]:
            if u != uid and tb.manada[card[u]]:
                atk += 1
                break
    if tb.carronero[c]:
        n = 0
        for u in s.cementerio[o]:
            if tb.type[card[u]] == "animal":
                n += 1
        atk += min(2, n // 2)
    if s.attackers:
        ct = combat_time(s, uid)
        if ct is not None:
            role, t, partner = ct
            a = s.alfa[o]
            mod = tb.alfa_mod[a] if a >= 0 else None
            if role == "attacker":
                if mod:
                    atk += mod.get(("attack", t), 0)
            else:
                if mod:
                    dfn += mod.get(("defence", t), 0)
                if t != attacker_time(s, partner):
                    dfn -= 1
            if partner is not None and tb.venenoso[card[partner]]:
                dfn -= 1
    return (atk, dfn)


# ---------------------------------------------------------------------------- paying

def free(s: State, seat: int) -> tuple:
    """(hierba, presa, dual) untapped resources of ``seat``."""
    tb = s.tb
    card = s.card
    tapped = s.tapped
    nh = npr = nd = 0
    dual = tb.dual
    res = tb.resource
    for u in s.resources[seat]:
        if u in tapped:
            continue
        c = card[u]
        if dual[c]:
            nd += 1
        elif res[c] == "hierba":
            nh += 1
        else:
            npr += 1
    return (nh, npr, nd)


def affordable(free_res, cost) -> bool:
    """Can ``free_res`` (from :func:`free`) pay ``cost``?"""
    h, p = cost
    nh, npr, nd = free_res
    return (h - nh if h > nh else 0) + (p - npr if p > npr else 0) <= nd


def can_pay(s: State, seat: int, cost) -> bool:
    h, p = cost
    if h <= 0 and p <= 0:
        return True
    return affordable(free(s, seat), cost)


def animal_cost(s: State, seat: int, c: int) -> tuple:
    h, p = s.tb.cost[c]
    if not s.animal_played:
        a = s.alfa[seat]
        if a >= 0:
            mod = s.tb.alfa_mod[a]
            if mod:
                h = max(0, h - mod.get(("animal_discount", "hierba"), 0))
                p = max(0, p - mod.get(("animal_discount", "presa"), 0))
    return (h, p)


def sigilo_cost(s: State, seat: int, c: int) -> tuple:
    h, p = s.tb.cost[c]
    d = alfa_mod(s, seat, "sigilo_discount")
    if d:
        take = min(p, d)
        p -= take
        d -= take
        h = max(0, h - d)
    return (h, p)


def play_cost(s: State, seat: int, uid: int) -> tuple:
    """What playing (or revealing) this card would cost ``seat`` now."""
    c = s.card[uid]
    ty = s.tb.type[c]
    if ty == "animal":
        return animal_cost(s, seat, c)
    if ty == "sigilo":
        return sigilo_cost(s, seat, c)
    if ty == "recurso":
        return (0, 0)
    return s.tb.cost[c]


# ---------------------------------------------------------------------------- targets

def target_options(s: State, seat: int, kind: str) -> list:
    if kind == "enemy_animal":
        return list(s.animals[1 - seat])
    if kind == "own_animal":
        return list(s.animals[seat])
    if kind == "any_animal":
        return s.animals[seat] + s.animals[1 - seat]
    if kind == "attacker":
        return [a for a, _ in s.attackers]
    if kind == "combat_animal":
        out = [a for a, _ in s.attackers]
        out.extend(b for b, _ in s.blocks.values())
        return out
    tb = s.tb
    card = s.card
    if kind == "own_isolated":
        return [u for u in s.aislamiento[seat] if tb.type[card[u]] == "animal"]
    if kind == "own_dead":
        return [u for u in s.cementerio[seat] if tb.type[card[u]] == "animal"]
    return []


NO_TARGET = {
    "enemy_animal": "your opponent has no animal in play to target",
    "own_animal": "you have no animal in play to target",
    "any_animal": "there is no animal in play to target",
    "attacker": "no animal is attacking",
    "combat_animal": "no animal is attacking or blocking",
    "own_isolated": "there is no animal in your Isolation",
    "own_dead": "there is no animal in your Graveyard",
}

BAD_TARGET = {
    "enemy_animal": "choose an animal of your opponent in play",
    "own_animal": "choose one of your animals in play",
    "any_animal": "choose an animal in play",
    "attacker": "choose an attacking animal",
    "combat_animal": "choose an attacking or blocking animal",
    "own_isolated": "choose an animal of your Isolation",
    "own_dead": "choose an animal of your Graveyard",
}


def has_target(s: State, seat: int, kind) -> bool:
    if kind is None:
        return True
    if kind == "enemy_animal":
        return bool(s.animals[1 - seat])
    if kind == "own_animal":
        return bool(s.animals[seat])
    if kind == "any_animal":
        return bool(s.animals[0]) or bool(s.animals[1])
    if kind == "attacker" or kind == "combat_animal":
        return bool(s.attackers)
    return bool(target_options(s, seat, kind))


# ---------------------------------------------------------------------------- who may do what

def can_attack(s: State, uid: int) -> bool:
    return uid not in s.tapped and (uid not in s.arrived or s.tb.veloz[s.card[uid]])


def times(activity: str) -> tuple:
    return (DAY, NIGHT) if activity == "both" else (activity,)


def element_usable(s: State, seat: int, uid: int) -> bool:
    c = s.card[uid]
    return bool(s.tb.effects[c]) and has_target(s, seat, s.tb.target[c])


def ability_ok(s: State, seat: int, uid: int) -> bool:
    tb = s.tb
    c = s.card[uid]
    if tb.ab_cost[c] is None or uid in s.used:
        return False
    if s.window == INTIMIDACION:
        if not tb.acecho[c]:
            return False
    elif seat != s.turn and not any_block(s):
        return False
    return can_pay(s, seat, tb.ab_cost[c]) and has_target(s, seat, tb.ab_target[c])


def any_block(s: State) -> bool:
    """Did the defender block at least once in this combat (a blocker that left still counts)?"""
    return bool(s.blocks) or bool(s.held)


def reveal_ok(s: State, seat: int, uid: int, fr=None) -> bool:
    """May ``seat`` reveal this face-down Sigilo now (its cost payable, a target for it)?"""
    c = s.card[uid]
    if c < 0:
        return False
    return affordable(fr or free(s, seat), sigilo_cost(s, seat, c)) and has_target(s, seat, s.tb.target[c])


def response_actions(s: State, seat: int, out: list | None) -> bool:
    """The responses ``seat`` has in the open window (collected in ``out``); True if any."""
    tb = s.tb
    card = s.card
    ty = tb.type
    found = False
    fr = None
    for u in s.hand[seat]:
        c = card[u]
        if c >= 0 and ty[c] == "fuerza":
            if fr is None:
                fr = free(s, seat)
            if affordable(fr, tb.cost[c]) and has_target(s, seat, tb.target[c]):
                if out is None:
                    return True
                found = True
                out.append(ACT[FUERZA][u])
    for u in s.sigilos[seat]:
        c = card[u]
        if c >= 0:
            if fr is None:
                fr = free(s, seat)
            if affordable(fr, sigilo_cost(s, seat, c)) and has_target(s, seat, tb.target[c]):
                if out is None:
                    return True
                found = True
                out.append(ACT[REVEAL][u])
    ab = tb.ab_cost
    for u in s.animals[seat]:
        if ab[card[u]] is not None and ability_ok(s, seat, u):
            if out is None:
                return True
            found = True
            out.append(ACT[ABILITY][u])
    return found


def block_actions(s: State, out: list | None) -> bool:
    """The defender's blocks now (collected in ``out``); True if any."""
    seat = 1 - s.turn
    tb = s.tb
    card = s.card
    blocking = {b for b, _ in s.blocks.values()}
    free_attackers = [(a, t) for a, t in s.attackers if a not in s.blocks]
    if not free_attackers:
        return False
    found = False
    tapped = s.tapped
    for b in s.animals[seat]:
        if b in tapped or b in blocking:
            continue
        cb = card[b]
        ts = times(tb.activity[cb])
        alado_b = tb.alado[cb]
        for a, _t in free_attackers:
            if tb.alado[card[a]] and not alado_b:
                continue
            if out is None:
                return True
            found = True
            for tm in ts:
                out.append(interned(BLOCK, (b, a, tm)))
    return found


# ---------------------------------------------------------------------------- combat

def combat_preview(s: State) -> list[dict]:
    """What the damage resolution would do now, one entry per attacker."""
    out = []
    tb = s.tb
    card = s.card
    for a, ta in s.attackers:
        bl = s.blocks.get(a)
        atk_a, def_a = stats(s, a)
        if bl is None:
            held = a in s.held            # its blocker left the combat: it stays blocked, no damage
            out.append({"attacker": a, "blocker": None, "time_a": ta, "time_b": None,
                        "to_alfa": 0 if held else max(0, atk_a), "held": held,
                        "blocker_dies": False, "attacker_dies": False, "attack": atk_a, "defence": None})
            continue
        b, tbk = bl
        atk_b, def_b = stats(s, b)
        diff = atk_a - def_b
        attacker_dies = tb.defender[card[b]] and atk_b >= def_a
        out.append({"attacker": a, "blocker": b, "time_a": ta, "time_b": tbk, "to_alfa": max(0, diff), "held": False,
                    "blocker_dies": diff > 0, "attacker_dies": attacker_dies, "attack": atk_a, "defence": def_b})
    return out


# ---------------------------------------------------------------------------- decks

def deck_counts(s: State, seat: int) -> tuple[Counter, Counter]:
    """(Bosque, Reserva) of ``seat``'s deck now, as card-id counters (the swap phase shows them)."""
    ids = s.tb.ids
    card = s.card
    bos = Counter(ids[card[u]] for z in ZONES if z != "reserva" for u in getattr(s, z)[seat] if card[u] >= 0)
    bos.update(ids[card[u]] for u in s.exiles if s.owner[u] == seat and card[u] >= 0)
    return bos, Counter(ids[card[u]] for u in s.reserva[seat] if card[u] >= 0)


def swappable_counts(s: State, seat: int) -> tuple[Counter, Counter]:
    """(Bosque, Reserva) of ``seat`` as card-id counters of the cards that may still be swapped in
    this swap phase (each card moves at most once between two games)."""
    ids = s.tb.ids
    card = s.card
    moved = s.swap_state["moved"] if s.swap_state else ()
    return (Counter(ids[card[u]] for u in s.bosque[seat] if card[u] >= 0 and u not in moved),
            Counter(ids[card[u]] for u in s.reserva[seat] if card[u] >= 0 and u not in moved))


def resource_counts(s: State, seat: int) -> dict:
    tb = s.tb
    card = s.card
    k = {"hierba": 0, "presa": 0}
    for u in s.bosque[seat]:
        c = card[u]
        if c >= 0 and tb.type[c] == "recurso":
            k[tb.resource[c]] += 1
    return k


def plain_kinds(s: State, seat: int) -> list[str]:
    """The kinds of plain resource in ``seat``'s Bosque (for the initial resource)."""
    tb = s.tb
    card = s.card
    kinds = set()
    for u in s.bosque[seat]:
        c = card[u]
        if c >= 0 and tb.plain[c]:
            kinds.add(tb.resource[c])
    return [k for k in ("hierba", "presa") if k in kinds]
