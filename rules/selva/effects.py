"""Selva's effect terms, each declared once: its parameters (the schema the card file is checked
against) and its handler, together (``rules.engine.effects.EffectRegistry``).

``EFFECTS``: the terms of Elementos, Fuerzas, Sigilos, resources' ``on_enter`` and animal abilities.
A handler is ``fn(ctx, chosen, **params)``: ``ctx`` is a :class:`Ctx` (the state, the seat that played
the card, the card, the event list or None), ``chosen`` the uid the player chose for the card's one
target (None for a term without a target). A term may end the game (``s.halt`` is then set and the
remaining terms are skipped).

``ALFA_TERMS``: an Alfa's always-on ability. Its handler says what the term changes, as a mapping
``{modifier: amount}`` (e.g. ``{("attack", "night"): 1}``); the card tables merge it once per Alfa
and the rules read the modifiers where they apply (``rules.selva.queries``).
"""
from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, Strict

from rules.engine.core import Event
from rules.engine.effects import EffectRegistry
from rules.selva import board, queries as Q
from rules.selva.state import CEMENTERIO, DAY, NIGHT

EFFECTS = EffectRegistry("selva")
ALFA_TERMS = EffectRegistry("selva_alfa")


def Range(lo: int, hi: int):
    """A whole number lo..hi (no silent conversions)."""
    return Annotated[int, Strict(), Field(ge=lo, le=hi)]


Amount = Range(1, 20)
Count = Range(1, 10)
Boost = Range(0, 10)
AlfaAmount = Range(1, 5)
ResourceKind = Literal["hierba", "presa"]
Time = Literal["day", "night", "any"]

# the zone a ``recover`` term takes its card from, for each of its target kinds
RECOVER_ZONE = {"own_isolated": "aislamiento", "own_dead": "cementerio"}


class Ctx:
    """What a handler works on: ``s`` (the state), ``seat`` (who played the card), ``card`` (its pool
    index, for the events), ``ev`` (the event list, or None when events are not wanted)."""
    __slots__ = ("s", "seat", "card", "ev")

    def __init__(self, s, seat: int, card, ev):
        self.s = s
        self.seat = seat
        self.card = card
        self.ev = ev


def term(effect: str, **params):
    """One term built in code (tests, tools): ``term("draw", count=1)``."""
    return EFFECTS.models[effect](effect=effect, **params)


def _event(x: Ctx, name: str, chosen, amount) -> None:
    if x.ev is not None:
        s = x.s
        x.ev.append(Event("effect", x.seat, {"seat": x.seat, "card": x.card, "effect": name, "target": chosen,
                                             "target_card": s.card[chosen] if chosen is not None and chosen >= 0
                                             else None,
                                             "amount": amount}))


# ---------------------------------------------------------------------------- card effects

@EFFECTS.effect("damage_animal", amount=Amount, target=Literal["enemy_animal", "any_animal"])
def damage_animal(x: Ctx, chosen, amount, target) -> None:
    """The animal takes ``amount`` damage until Retirada; at defence ≤ 0 it goes to its owner's Cementerio."""
    s = x.s
    if not Q.in_play(s, chosen):
        return
    s.damage[chosen] = s.damage.get(chosen, 0) + amount
    _event(x, "damage_animal", chosen, amount)
    if Q.stats(s, chosen)[1] <= 0:
        board.destroy(s, chosen, CEMENTERIO, x.ev)


@EFFECTS.effect("damage_alfa", amount=Amount)
def damage_alfa(x: Ctx, chosen, amount) -> None:
    """The opponent's Alfa loses ``amount``."""
    _event(x, "damage_alfa", None, amount)
    board.lose_life(x.s, 1 - x.seat, amount, x.ev)


@EFFECTS.effect("heal_alfa", amount=Amount)
def heal_alfa(x: Ctx, chosen, amount) -> None:
    """Your Alfa gains ``amount``, never above its printed life."""
    _event(x, "heal_alfa", None, amount)
    board.heal_life(x.s, x.seat, amount, x.ev)


@EFFECTS.effect("draw", count=Count)
def draw(x: Ctx, chosen, count) -> None:
    """You draw ``count`` cards (an empty Bosque costs 2 life for each missing card)."""
    _event(x, "draw", None, count)
    board.draw(x.s, x.seat, count, x.ev)


@EFFECTS.effect("discard_random", count=Count)
def discard_random(x: Ctx, chosen, count) -> None:
    """The opponent discards ``count`` cards at random."""
    _event(x, "discard_random", None, count)
    s = x.s
    o = 1 - x.seat
    hand = s.hand[o]
    for _ in range(count):
        if not hand:
            break
        u = hand.pop(s.rng.randrange(len(hand)))
        s.cementerio[o].append(u)
        if x.ev is not None:
            x.ev.append(Event("discard", o, {"seat": o, "uid": u, "card": s.card[u], "random": True}))


@EFFECTS.effect("pump", attack=Boost, defence=Boost, target=Literal["own_animal", "any_animal"])
def pump(x: Ctx, chosen, attack, defence, target) -> None:
    """+attack/+defence until Retirada."""
    s = x.s
    if not Q.in_play(s, chosen):
        return
    a, d = s.mods.get(chosen, (0, 0))
    s.mods[chosen] = (a + attack, d + defence)
    _event(x, "pump", chosen, (attack, defence))


@EFFECTS.effect("tap", target=Literal["enemy_animal"])
def tap(x: Ctx, chosen, target) -> None:
    """Taps the animal: it cannot attack or block (an attacker already declared keeps attacking)."""
    s = x.s
    if not Q.in_play(s, chosen):
        return
    s.tapped.add(chosen)
    _event(x, "tap", chosen, None)


@EFFECTS.effect("untap", target=Literal["own_animal"])
def untap(x: Ctx, chosen, target) -> None:
    """Untaps it (if it was blocking or attacking, it still does)."""
    s = x.s
    if not Q.in_play(s, chosen):
        return
    s.tapped.discard(chosen)
    _event(x, "untap", chosen, None)


@EFFECTS.effect("cancel_attack", target=Literal["attacker"])
def cancel_attack(x: Ctx, chosen, target) -> None:
    """The attacking animal leaves combat (stays tapped); its blocker, if any, stops blocking."""
    _event(x, "cancel_attack", chosen, None)
    board.leave_combat(x.s, chosen)


@EFFECTS.effect("bounce", target=Literal["any_animal", "enemy_animal"])
def bounce(x: Ctx, chosen, target) -> None:
    """Returns the animal to its owner's hand."""
    s = x.s
    if not Q.in_play(s, chosen):
        return
    _event(x, "bounce", chosen, None)
    board.remove_from_play(s, chosen)
    o = s.owner[chosen]
    s.hand[o].append(chosen)
    s.seen = s.seen | {chosen}          # both saw it go back to the hand
    if x.ev is not None:
        x.ev.append(Event("bounce", o, {"seat": o, "uid": chosen, "card": s.card[chosen]}))


@EFFECTS.effect("recover", zone=Literal["aislamiento", "cementerio"], target=Literal["own_isolated", "own_dead"])
def recover(x: Ctx, chosen, zone, target) -> None:
    """A card of your Aislamiento or Cementerio goes to your hand, free."""
    s = x.s
    seat = x.seat
    pile = s.aislamiento[seat] if zone == "aislamiento" else s.cementerio[seat]
    if chosen not in pile:
        return
    pile.remove(chosen)
    s.hand[seat].append(chosen)
    s.seen = s.seen | {chosen}
    _event(x, "recover", chosen, None)
    if x.ev is not None:
        x.ev.append(Event("recover", seat, {"seat": seat, "uid": chosen, "card": s.card[chosen], "from": zone,
                                            "free": True}))


@EFFECTS.effect("switch_time", target=Literal["combat_animal"])
def switch_time(x: Ctx, chosen, target) -> None:
    """A declared attacker or blocker changes day ↔ night."""
    _event(x, "switch_time", chosen, None)
    board.switch_time(x.s, chosen)


@EFFECTS.effect("ramp", kind=ResourceKind)
def ramp(x: Ctx, chosen, kind) -> None:
    """The first plain resource of ``kind`` in your Bosque enters play tapped; the Bosque is shuffled."""
    s = x.s
    seat = x.seat
    bosque = s.bosque[seat]
    tb = s.tb
    for i in range(len(bosque) - 1, -1, -1):        # the top of the Bosque is the end of the list
        u = bosque[i]
        c = s.card[u]
        if tb.plain[c] and tb.resource[c] == kind:
            del bosque[i]
            s.resources[seat].append(u)
            s.tapped.add(u)
            _event(x, "ramp", u, None)
            if x.ev is not None:
                x.ev.append(Event("play", seat, {"seat": seat, "uid": u, "card": c, "zone": "resources",
                                                 "tapped": True}))
            break
    else:
        _event(x, "ramp", None, 0)
    if s.rng is not None:
        s.rng.shuffle(bosque)


def resolve(s, seat: int, compiled, chosen, ev) -> None:
    """Every term of a card in order (``compiled``: the card tables' ``(handler, params, targeted)``),
    with the card's one target; stop as soon as the game ends."""
    x = Ctx(s, seat, s.effect_card, ev)
    for fn, params, targeted in compiled:
        fn(x, chosen if targeted else None, **params)
        if s.halt:
            return


def compile_terms(terms) -> tuple:
    """``(handler, params, targeted)`` for each term, for :func:`resolve`."""
    out = []
    for t in terms:
        params = {k: getattr(t, k) for k in type(t).model_fields if k != "effect"}
        out.append((EFFECTS.handlers[t.effect], params, "target" in params))
    return tuple(out)


# ---------------------------------------------------------------------------- Alfa abilities

def _times(time: str) -> tuple:
    return (DAY, NIGHT) if time == "any" else (time,)


@ALFA_TERMS.effect("attack_bonus", time=Time, amount=AlfaAmount)
def attack_bonus(_ctx, time, amount) -> dict:
    """Your animals attacking at ``time`` (day, night or any) have +``amount`` attack."""
    return {("attack", t): amount for t in _times(time)}


@ALFA_TERMS.effect("defence_bonus", time=Time, amount=AlfaAmount)
def defence_bonus(_ctx, time, amount) -> dict:
    """Your animals blocking at ``time`` have +``amount`` defence."""
    return {("defence", t): amount for t in _times(time)}


@ALFA_TERMS.effect("despertar_heal", amount=AlfaAmount)
def despertar_heal(_ctx, amount) -> dict:
    """In your Despertar your Alfa gains ``amount`` (never above its printed life)."""
    return {"despertar_heal": amount}


@ALFA_TERMS.effect("hand_limit", amount=AlfaAmount)
def hand_limit(_ctx, amount) -> dict:
    """Your hand limit is 8 + ``amount``."""
    return {"hand_limit": amount}


@ALFA_TERMS.effect("animal_discount", kind=ResourceKind, amount=AlfaAmount)
def animal_discount(_ctx, kind, amount) -> dict:
    """The first animal you play each turn costs ``amount`` fewer of ``kind``."""
    return {("animal_discount", kind): amount}


@ALFA_TERMS.effect("sigilo_discount", amount=AlfaAmount)
def sigilo_discount(_ctx, amount) -> dict:
    """Your Sigilos cost ``amount`` less (taken from presa first, then hierba)."""
    return {"sigilo_discount": amount}


@ALFA_TERMS.effect("recover_limit", amount=AlfaAmount)
def recover_limit(_ctx, amount) -> dict:
    """You may recover up to ``amount`` animals per turn from the Aislamiento (instead of 2)."""
    return {"recover_limit": amount}


def alfa_modifiers(t) -> dict:
    """What an Alfa's term changes (``{modifier: amount}``)."""
    return ALFA_TERMS.run(None, t)
