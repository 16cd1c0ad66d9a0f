"""The small changes every Selva rule is made of: paying, life lost and gained, drawing, an animal
leaving combat or play. Card effects (``rules.selva.effects``) and the turn (``rules.selva.flow``)
are written with these. The end of a game (an Alfa at 0) and the cards gathered between games are
``rules.selva.scoring``'s."""
from __future__ import annotations

from rules.engine.core import Event
from rules.selva import scoring
from rules.selva.state import CEMENTERIO, DAY, EMPTY_DECK_LOSS, NIGHT, State


def pay(s: State, seat: int, cost, ev) -> list:
    """Tap the resources for ``cost``: plain first, then other single-kind ones, dual ones last."""
    h, p = cost
    if h <= 0 and p <= 0:
        return []
    tb = s.tb
    card = s.card
    tapped = s.tapped
    free = [u for u in s.resources[seat] if u not in tapped]
    got = []
    for kind, need in (("hierba", h), ("presa", p)):
        if need <= 0:
            continue
        for plain in (True, False):
            for u in free:
                if need <= 0:
                    break
                c = card[u]
                if u not in tapped and not tb.dual[c] and tb.resource[c] == kind and tb.plain[c] == plain:
                    tapped.add(u)
                    got.append(u)
                    need -= 1
        if kind == "hierba":
            h = need
        else:
            p = need
    rest = h + p
    for u in free:
        if rest <= 0:
            break
        if u not in tapped and tb.dual[card[u]]:
            tapped.add(u)
            got.append(u)
            rest -= 1
    if ev is not None:
        ev.append(Event("pay", seat, {"seat": seat, "tapped": got}))
    return got


def lose_life(s: State, seat: int, amount: int, ev) -> None:
    if amount <= 0:
        return
    s.life[seat] -= amount
    if ev is not None:
        ev.append(Event("alfa_damage", seat, {"seat": seat, "amount": amount, "life": s.life[seat]}))
    if s.life[seat] <= 0:
        scoring.check_end(s, ev)


def heal_life(s: State, seat: int, amount: int, ev) -> None:
    before = s.life[seat]
    s.life[seat] = min(s.max_life[seat], s.life[seat] + amount)
    if ev is not None:
        ev.append(Event("heal_alfa", seat, {"seat": seat, "amount": s.life[seat] - before, "life": s.life[seat]}))


def _drawn(s: State, seat: int, got: list, ev) -> None:
    ev.append(Event("draw", seat, {"seat": seat, "count": len(got)}))
    ev.append(Event("draw_cards", seat, {"seat": seat, "cards": [(u, s.card[u]) for u in got]}, frozenset((seat,))))


def draw(s: State, seat: int, k: int, ev) -> None:
    """``seat`` draws ``k`` cards; each one missing from an empty Bosque costs the Alfa 2 life."""
    b = s.bosque[seat]
    got = []
    hand = s.hand[seat]
    for _ in range(k):
        if not b:
            if ev is not None and got:
                _drawn(s, seat, got, ev)
                got = []
            if ev is not None:
                ev.append(Event("deck_empty", seat, {"seat": seat, "life": s.life[seat] - EMPTY_DECK_LOSS}))
            lose_life(s, seat, EMPTY_DECK_LOSS, ev)
            if s.halt:
                return
            continue
        u = b.pop()
        hand.append(u)
        got.append(u)
    if ev is not None and got:
        _drawn(s, seat, got, ev)


def draw_setup(s: State, p: int, k: int, ev) -> None:
    """The set-up draw (a hand of ``k`` from the top of the Bosque)."""
    b = s.bosque[p]
    got = b[-k:] if k else []
    del b[len(b) - len(got):]
    got.reverse()
    s.hand[p].extend(got)
    if ev is not None:
        _drawn(s, p, got, ev)


def leave_combat(s: State, uid: int) -> None:
    """An attacker leaving combat takes its block with it; a blocker leaving combat leaves its attacker
    blocked ("held": it deals no damage, our decision)."""
    if any(a == uid for a, _ in s.attackers):
        s.attackers = [(a, t) for a, t in s.attackers if a != uid]
        s.blocks.pop(uid, None)
        if uid in s.held:
            s.held = s.held - {uid}
    else:
        for a, (b, _t) in list(s.blocks.items()):
            if b == uid:
                del s.blocks[a]
                s.held = s.held | {a}


def remove_from_play(s: State, uid: int) -> None:
    s.animals[s.owner[uid]].remove(uid)
    leave_combat(s, uid)
    s.tapped.discard(uid)
    s.damage.pop(uid, None)
    s.mods.pop(uid, None)
    s.arrived.discard(uid)


def destroy(s: State, uid: int, to: str, ev) -> None:
    """An animal leaves play by a card effect: to its owner's Cementerio (or ``to``)."""
    remove_from_play(s, uid)
    o = s.owner[uid]
    (s.cementerio if to == CEMENTERIO else s.aislamiento)[o].append(uid)
    if ev is not None:
        ev.append(Event("destroy", o, {"seat": o, "uid": uid, "card": s.card[uid], "to": to}))


def switch_time(s: State, uid: int) -> None:
    flip = {DAY: NIGHT, NIGHT: DAY}
    for i, (a, t) in enumerate(s.attackers):
        if a == uid:
            s.attackers[i] = (a, flip[t])
            return
    for a, (b, t) in list(s.blocks.items()):
        if b == uid:
            s.blocks[a] = (b, flip[t])
            return
