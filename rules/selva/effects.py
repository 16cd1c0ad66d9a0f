"""Selva's effect terms: one function per term of ``docs/selva-design.md`` (cards.py checks their
parameters, ``rules.py`` pays for the card, finds its target and calls :func:`resolve`).

Every function has the signature ``fn(s, seat, term, target, ev) -> None``: ``seat`` played the
card, ``term`` is a :class:`rules.selva.cards.Term`, ``target`` the chosen uid (or None for terms
without a target), ``ev`` the event list (None when events are not wanted). A term may end the game
(``s.halt`` is then set and the remaining terms are skipped).
"""
from __future__ import annotations

from rules.engine.core import Event

# rules.py imports this module at its top; the helpers below are looked up on it at call time.
import rules.selva.rules as R  # noqa: E402  (circular on purpose: module attribute access only)


def _effect_event(s, seat, term, target, amount, ev) -> None:
    if ev is not None:
        ev.append(Event("effect", seat, {"seat": seat, "card": s.effect_card, "effect": term.name,
                                         "target": target,
                                         "target_card": s.card[target] if target is not None and target >= 0 else None,
                                         "amount": amount}))


def damage_animal(s, seat, term, target, ev) -> None:
    """The animal takes ``amount`` damage until Retirada; at defence ≤ 0 it goes to its owner's Cementerio."""
    if not R.in_play(s, target):
        return
    s.damage[target] = s.damage.get(target, 0) + term.amount
    _effect_event(s, seat, term, target, term.amount, ev)
    if R.stats(s, target)[1] <= 0:
        R.destroy(s, target, "cementerio", ev)


def damage_alfa(s, seat, term, target, ev) -> None:
    """The opponent's Alfa loses ``amount``."""
    _effect_event(s, seat, term, None, term.amount, ev)
    R.lose_life(s, 1 - seat, term.amount, ev)


def heal_alfa(s, seat, term, target, ev) -> None:
    """Your Alfa gains ``amount``, never above its printed life."""
    _effect_event(s, seat, term, None, term.amount, ev)
    R.heal_life(s, seat, term.amount, ev)


def draw(s, seat, term, target, ev) -> None:
    """You draw ``count`` cards (an empty Bosque costs 2 life for each missing card)."""
    _effect_event(s, seat, term, None, term.count, ev)
    R.draw(s, seat, term.count, ev)


def discard_random(s, seat, term, target, ev) -> None:
    """The opponent discards ``count`` cards at random."""
    _effect_event(s, seat, term, None, term.count, ev)
    o = 1 - seat
    hand = s.hand[o]
    for _ in range(term.count):
        if not hand:
            break
        u = hand.pop(s.rng.randrange(len(hand)))
        s.cementerio[o].append(u)
        if ev is not None:
            ev.append(Event("discard", o, {"seat": o, "uid": u, "card": s.card[u], "random": True}))


def pump(s, seat, term, target, ev) -> None:
    """+attack/+defence until Retirada."""
    if not R.in_play(s, target):
        return
    a, d = s.mods.get(target, (0, 0))
    s.mods[target] = (a + term.attack, d + term.defence)
    _effect_event(s, seat, term, target, (term.attack, term.defence), ev)


def tap(s, seat, term, target, ev) -> None:
    """Taps the animal: it cannot attack or block (an attacker already declared keeps attacking)."""
    if not R.in_play(s, target):
        return
    s.tapped.add(target)
    _effect_event(s, seat, term, target, None, ev)


def untap(s, seat, term, target, ev) -> None:
    """Untaps it (if it was blocking or attacking, it still does)."""
    if not R.in_play(s, target):
        return
    s.tapped.discard(target)
    _effect_event(s, seat, term, target, None, ev)


def cancel_attack(s, seat, term, target, ev) -> None:
    """The attacking animal leaves combat (stays tapped); its blocker, if any, stops blocking."""
    _effect_event(s, seat, term, target, None, ev)
    R.leave_combat(s, target)


def bounce(s, seat, term, target, ev) -> None:
    """Returns the animal to its owner's hand."""
    if not R.in_play(s, target):
        return
    _effect_event(s, seat, term, target, None, ev)
    R.remove_from_play(s, target)
    o = s.owner[target]
    s.hand[o].append(target)
    if ev is not None:
        ev.append(Event("bounce", o, {"seat": o, "uid": target, "card": s.card[target]}))


def recover(s, seat, term, target, ev) -> None:
    """A card of your Aislamiento or Cementerio goes to your hand, free."""
    zone = s.aislamiento[seat] if term.zone == "aislamiento" else s.cementerio[seat]
    if target not in zone:
        return
    zone.remove(target)
    s.hand[seat].append(target)
    _effect_event(s, seat, term, target, None, ev)
    if ev is not None:
        ev.append(Event("recover", seat, {"seat": seat, "uid": target, "card": s.card[target], "from": term.zone,
                                          "free": True}))


def switch_time(s, seat, term, target, ev) -> None:
    """A declared attacker or blocker changes day ↔ night."""
    _effect_event(s, seat, term, target, None, ev)
    R.switch_time(s, target)


def ramp(s, seat, term, target, ev) -> None:
    """The first plain resource of ``kind`` in your Bosque enters play tapped; the Bosque is shuffled."""
    bosque = s.bosque[seat]
    tb = s.tb
    for i in range(len(bosque) - 1, -1, -1):        # the top of the Bosque is the end of the list
        u = bosque[i]
        c = s.card[u]
        if tb.plain[c] and tb.resource[c] == term.kind:
            del bosque[i]
            s.resources[seat].append(u)
            s.tapped.add(u)
            _effect_event(s, seat, term, u, None, ev)
            if ev is not None:
                ev.append(Event("play", seat, {"seat": seat, "uid": u, "card": c, "zone": "resources",
                                               "tapped": True}))
            break
    else:
        _effect_event(s, seat, term, None, 0, ev)
    if s.rng is not None:
        s.rng.shuffle(bosque)


TERMS = {
    "damage_animal": damage_animal, "damage_alfa": damage_alfa, "heal_alfa": heal_alfa, "draw": draw,
    "discard_random": discard_random, "pump": pump, "tap": tap, "untap": untap, "cancel_attack": cancel_attack,
    "bounce": bounce, "recover": recover, "switch_time": switch_time, "ramp": ramp,
}


def resolve(s, seat, terms, target, ev) -> None:
    """Every term in order, with the card's one target; stop as soon as the game ends."""
    for t in terms:
        TERMS[t.name](s, seat, t, target if t.target is not None else None, ev)
        if s.halt:
            return


# Alfa terms (always on) are read by rules.py where they apply:
ALFA_TERMS = ("attack_bonus", "defence_bonus", "despertar_heal", "hand_limit", "animal_discount",
              "sigilo_discount", "recover_limit")
