"""Synthetic input for the Forest Shuffle table (tests and the bench): the clicks a person would make to
take one of the legal decisions now, found on the screen the way a person finds them — the deck, a
clearing row, the half of a hand card, a lit slot, the cards to pay, the prompt's buttons.

``plays(table)`` lists what may be done now as ``(label, [clicks])``; each click is a position, or a
callable returning one (a target that only appears after the clicks before it, like a lit slot or an
enabled Confirm). Pure arithmetic on the table's target helpers: nothing here decides legality.
"""
from __future__ import annotations

from rules.forest_shuffle import query
from rules.forest_shuffle.cards import db
from rules.forest_shuffle.constants import SIDES

D = db()


def _half_rect(t, card: int, half):
    for c, _r, halves in t.hand_targets():
        if c == card:
            for h, hr in halves:
                if h == half or half is None or h is None:
                    return hr
    return None


def _button(name: str):
    def find(t):
        b = t.button(name)
        return b.rect.center if b is not None and b.enabled else None
    return find


def _sapling_or_confirm(t):
    """A card whose half was chosen offers the Sapling button; one that can only be a sapling is chosen
    as one and waits for Confirm."""
    return (_button("sapling")(t) if t.button("sapling") is not None else None) or _button("confirm")(t)


def _slot(tree: int):
    def find(t):
        t.scrolls[t.seat] = _scroll_for(t, tree)
        for tr_, side, r, lit in t.slot_targets():
            if tr_ == tree and lit:
                return r.center
        return None
    return find


def _scroll_for(t, tree: int) -> int:
    from game.forest_shuffle import geometry as G
    return G.scroll_to_show(tree, t.scrolls.get(t.seat, 0), t.R["forest"])


def _pay_card(card: int):
    def find(t):
        r = _half_rect(t, card, None)
        return r.center if r is not None else None
    return find


def plays(t) -> list[tuple[str, list]]:
    """Every decision the human at the table may take now, as the clicks that take it."""
    if not t.my_turn():
        return []
    v = t.view()
    o = t.opts()
    task = o["task"]
    seat = t.seat
    out: list[tuple[str, list]] = []
    if o["draw"]:
        out.append(("draw", [t.deck_rect().center]))
    rows = dict(t.clearing_targets())
    for c in sorted(o["take"]):
        out.append((f"take {c}", [rows[c].center]))
    if task == "ask":
        out += [("yes", [_button("yes")]), ("no", [_button("no")])]
    if task == "mulligan":
        out += [("keep", [_button("keep")]), ("mulligan", [_button("mulligan")])]
    if task == "cave":
        for c in sorted(o["cave"]):
            r = _half_rect(t, c, None)
            out.append((f"cave {c}", [r.center]))
    if o["stop"]:
        out.append(("stop", [_button("done")]))
    if task in ("main", "mole", "free"):
        allowed = o["free"] if task == "free" else o["play"]
        for card, half in sorted(allowed, key=str):
            if half == "sapling":
                first = _half_rect(t, card, 0 if not D.is_tree[card] else None)
                out.append((f"sapling {card}", [first.center, _sapling_or_confirm]))
                continue
            hr = _half_rect(t, card, half)
            if hr is None:
                continue
            clicks = [hr.center]
            if half in (0, 1):
                trees = query.legal_slots(v, seat, card, half)
                tree = trees[len(trees) // 2]
                clicks.append(_slot(tree))
            cost = 0 if task == "free" else D.f_cost[card * 2 + (half or 0)]
            if cost:
                pays = query.legal_payments(v, seat, card, half)
                pay = pays[len(pays) // 2]
                clicks += [_pay_card(c) for c in pay]
            clicks.append(_button("confirm"))
            out.append((f"{task} {card}/{half}", clicks))
    if task in ("slot", "pay"):
        dec = query.decision(v)
        card = D.card_index[dec["card"]]
        half = None if dec["side"] == "tree" else dec["half"]
        clicks = []
        if task == "slot":
            tree = sorted(o["slots"])[0]
            clicks.append(_slot(tree))
        cost = dec.get("cost", 0) if task == "pay" else (0 if dec.get("mode") == "free"
                                                         else D.f_cost[card * 2 + (half or 0)])
        if cost:
            pays = query.legal_payments(v, seat, card, half)
            clicks += [_pay_card(c) for c in pays[0]]
        clicks.append(_button("confirm"))
        out.append((task, clicks))
    return out


def side_of(face: int) -> str:
    return SIDES[D.f_side[face]]
