"""What a click or the pointer may mean on the Dominant Species table: the step's buttons, every legal
click now, what lies under the pointer and the action a click on it stands for.

Plain functions of a :class:`~game.dominant_species.look.Spot` (the view's places, the sorted legal
actions, the selection, the buttons, whether the shown seat decides): every target is a legal action of
the shown seat's view (``choices``), never a guess of the screen's."""
from __future__ import annotations

import pygame

from game.dominant_species import explain
from game.dominant_species import words as W
from game.dominant_species.geometry import BUTTON_TEXT, button_rects, card_rows
from game.i18n import tr
from game.text import text_width
from rules.dominant_species.constants import ANIMALS, SECTIONS
from rules.dominant_species.cards import card_ids

DS = "dominant_species."


STEPPER_FROM = 5            # a count choice of more options than this is a stepper, the maximum at hand


def gives_up(act) -> bool:
    """A button that gives something up (take nothing, score nothing, stop, place none): it never sits
    where the last prompt's main button was, and ignores clicks for a moment after it appears."""
    kind = getattr(act, "kind", None)
    return kind == "pass" or (kind == "count" and act.value == 0)


def count_specs(specs: list, pick: int | None) -> tuple[list, int | None]:
    """A count choice of many options as a stepper: ``[max] [−] [choose k] [+]`` (k = ``pick``, by
    default the maximum); few options stay one button each. Returns the specs and the count picked."""
    counts = [(p["n"], a) for key, p, a in specs if key == "dominant_species.button.count"]
    if len(counts) <= STEPPER_FROM:
        return specs, None
    values = sorted(n for n, _ in counts)
    top, low = values[-1], values[0]
    k = top if pick is None or not low <= pick <= top else pick
    by_n = dict(counts)
    head = [("dominant_species.button.count_max", {"n": top}, by_n[top]),
            ("dominant_species.button.less", {}, ("step", -1, low, top)),
            ("dominant_species.button.count_pick", {"n": k}, by_n[k]),
            ("dominant_species.button.more", {}, ("step", 1, low, top))]
    rest = [x for x in specs if x[0] != "dominant_species.button.count"]
    return head + rest, k


def layout_buttons(specs: list, kind: str, selected: int | None, zone: pygame.Rect, pick: int | None = None) -> list:
    """(rect, label, icon id, action) of the step's buttons (``choices.buttons``) in the choices bar
    ``zone``; ``kind`` the step, ``selected`` a tile picked for a two-step choice (a Back button),
    ``pick`` the count shown by a stepper. The buttons that give something up go to the right end of the
    bar, away from where a prompt's main (first) button is."""
    specs, stepper = count_specs(specs, pick)
    labels = []
    for key, params, act in specs:
        icon = None
        if key == "element":
            label, icon = W.element(params["id"]), params["id"]
        elif key == "animal":
            label, icon = W.animal(params["id"]), params["id"]
        elif key == "raw":
            label = params["text"]
        elif key == "dominant_species.button.count" and kind == "fecundity":
            label = tr(DS + "button.add_one")
        else:
            label = tr(key, **params)
        labels.append((label, icon, act))
    if selected is not None:
        labels.append((tr(DS + "button.cancel"), None, ("cancel",)))
    widths = [max(56 if not _is_step(act) else 40, text_width(lb, BUTTON_TEXT, True) + 26 + (22 if ic else 0))
              for lb, ic, act in labels]
    rects = button_rects(zone, widths)
    out = [(r, lb, ic, act) for r, (lb, ic, act) in zip(rects, labels)]
    return _give_ups_right(out, zone, stepper is not None)


def _is_step(act) -> bool:
    return isinstance(act, tuple) and bool(act) and act[0] == "step"


def _give_ups_right(items: list, zone: pygame.Rect, stepper: bool = False, gap: int = 8) -> list:
    """The give-up buttons moved to the right end of the bar (in their order), the others kept left (a
    stepper's count stays in the stepper, even at 0)."""
    def up(act):
        return gives_up(act) and not (stepper and act.kind == "count")
    ups = [x for x in items if up(x[3])]
    if not ups:
        return items
    keep = [x for x in items if not up(x[3])]
    right = zone.right
    moved = []
    for r, lb, ic, act in reversed(ups):
        r = r.copy()
        r.right = right
        right = r.left - gap
        moved.append((r, lb, ic, act))
    if keep and keep[-1][0].right > right:          # no room: they stay where the row put them
        return items
    return keep + list(reversed(moved))


def click_targets(spot) -> list[tuple[pygame.Rect, object, str]]:
    """Every legal click now: (rect, what it does, label). ``what`` is an Action, or ("select", hex)
    for the first click of a two-step choice (a migration's source, a competition's tile)."""
    if not spot.mine:
        return []
    P, ch = spot.places, spot.choices
    out = [(r, act, label) for r, label, _icon, act in spot.buttons]
    for i, a in ch.spaces.items():
        out.append((P.space_rect(i), a, W.space_name(i)))
    for cid, a in ch.cards.items():
        r = P.card_rect(cid)
        if r is not None:
            out.append((r, a, W.card_name(cid)))
    for i, a in ch.stacks.items():
        out.append((P.stack_rect(i), a, tr(DS + "board.stack", n=i + 1)))
    out += _element_targets(P, ch)
    for c, a in ch.corners.items():
        out.append((P.corner_rect(c), a, W.corner_name(c)))
    return out + _chip_targets(spot) + _tile_targets(spot)


def _element_targets(P, ch) -> list:
    """The elements a click may pick: in a box of the action display or on the animal's display."""
    out = []
    src, b = ch.element_source
    if ch.elements and src == "box":
        seen = set()
        for e, r in P.box_element_rects(b):
            if e in ch.elements and e not in seen:
                seen.add(e)
                out.append((r, ch.elements[e], W.element(e)))
    elif ch.elements and src == "display":
        seen = set()
        for e, printed, r in P.display_element_rects(ch.animal):
            if not printed and e in ch.elements and e not in seen:
                seen.add(e)
                out.append((r, ch.elements[e], W.element(e)))
    return out


def _chip_targets(spot) -> list:
    """The species chips a click may pick: an animal on the step's tile, a rival to compete with."""
    P, ch, selected = spot.places, spot.choices, spot.selected
    out = []
    if ch.animals and ch.tile is not None:
        for x, a in ch.animals.items():
            r = P.chip_rect(ch.tile, x)
            if r is not None:
                out.append((r, a, W.animal(x)))
    if ch.picks:
        if selected is not None and selected in ch.picks:
            for x, a in ch.picks[selected].items():
                r = P.chip_rect(selected, x)
                if r is not None:
                    out.append((r, a, W.animal(x)))
        else:
            for h, victims in ch.picks.items():
                for x, a in victims.items():
                    r = P.chip_rect(h, x)
                    if r is not None:
                        out.append((r, a, tr(DS + "info.pick_words", animal=W.animal(x), tile=W.tile_label(h))))
    return out


def _tile_targets(spot) -> list:
    """The tiles a click may pick: a migration's source then its destination, a step's tile."""
    v, E, ch, selected = spot.v, spot.places.earth, spot.choices, spot.selected
    out = []
    if ch.moves:
        if selected is not None and selected in ch.moves:
            for t, a in ch.moves[selected].items():
                out.append((E.hex_rect(t).inflate(-40, -40), a, explain.tile_words(v, t)))
        else:
            for h in ch.moves:
                out.append((E.hex_rect(h).inflate(-40, -40), ("select", h), explain.tile_words(v, h)))
    for h, a in ch.tiles.items():
        out.append((E.hex_rect(h).inflate(-40, -40), a, explain.tile_words(v, h)))
    return out


# ------------------------------------------------------------------ under the pointer

def target_at(spot, pos) -> tuple | None:
    """What is under ``pos``: ("button", i), ("space", i), ("card", id), ("stack", i),
    ("box", (b, element)), ("display", (animal, element, printed)), ("panel", animal), ("section", row),
    ("corner", c), ("chip", (hex, animal)), ("hex", h) — or None."""
    for i, (r, _l, _ic, _a) in enumerate(spot.buttons):
        if r.collidepoint(pos):
            return ("button", i)
    R = spot.places.R
    if R["actions"].collidepoint(pos):
        return _display_at(spot.places, pos)
    if R["cards"].collidepoint(pos):
        for k, r in zip(spot.v.avail, card_rows(R["cards"])):
            if r.collidepoint(pos):
                return ("card", card_ids()[k])
        return None
    if R["animals"].collidepoint(pos):
        return _animal_at(spot.places, pos)
    # a corner on the rim of the board may stick out of the Earth's area by its radius
    slack = 2 * (spot.places.earth.corner_radius() + 3)
    if R["earth"].inflate(slack, slack).collidepoint(pos):
        return _earth_at(spot, pos)
    return None


def _display_at(P, pos) -> tuple | None:
    """A space, a stack, a box's element or a section row of the action display."""
    i = P.board.space_at(pos)
    if i is not None:
        return ("space", i)
    for k in range(3):
        if P.stack_rect(k).collidepoint(pos):
            return ("stack", k)
    for b in range(6):
        for e, r in P.box_element_rects(b):
            if r.collidepoint(pos):
                return ("box", (b, e))
    for si in range(len(SECTIONS)):
        if P.board.rows[si].collidepoint(pos):
            return ("section", si)
    return None


def _animal_at(P, pos) -> tuple | None:
    """An element of an animal's display, or its panel."""
    for a in P.v.animals:
        for e, printed, r in P.display_element_rects(a):
            if r.collidepoint(pos):
                return ("display", (a, e, printed))
        r = P.panel_rect(a)
        if r is not None and r.collidepoint(pos):
            return ("panel", a)
    return None


def _earth_at(spot, pos) -> tuple | None:
    """A corner (one the step offers first), a species chip or a tile of the Earth."""
    E, v = spot.places.earth, spot.v
    corners = list(spot.choices.corners) if spot.choices.corners else None
    c = E.corner_at(pos, corners)
    if c is None and corners is not None:
        c = E.corner_at(pos)
    if c is not None and (corners is not None or v.el[c] >= 0):
        return ("corner", c)
    h = E.hex_at(pos)
    if h is None:
        return None
    present = [x for x in range(6) if v.sp[h * 6 + x]]
    for x, r in zip(present, E.chip_rects(h, len(present))):
        if r.collidepoint(pos):
            return ("chip", (h, ANIMALS[x]))
    return ("hex", h)


# ------------------------------------------------------------------ what a click does

def action_for(spot, target) -> object:
    """The legal action (or ("select", hex)) a click on ``target`` makes now, or None."""
    if target is None or not spot.mine:
        return None
    ch = spot.choices
    kind, key = target
    if kind == "button":
        return spot.buttons[key][3] if key < len(spot.buttons) else None
    if kind in ("space", "card", "stack", "corner"):
        return {"space": ch.spaces, "card": ch.cards, "stack": ch.stacks, "corner": ch.corners}[kind].get(key)
    if kind == "box":
        b, e = key
        return ch.elements.get(e) if ch.element_source == ("box", b) else None
    if kind == "display":
        a, e, printed = key
        if ch.element_source[0] == "display" and a == ch.animal and not printed:
            return ch.elements.get(e)
        return None
    if kind == "chip":
        h, x = key
        if ch.animals and ch.tile == h:
            return ch.animals.get(x)
        if ch.picks and h in ch.picks:
            return ch.picks[h][x] if x in ch.picks[h] else ("select", h)
        kind, key = "hex", h
    if kind == "hex":
        return _tile_action(ch, spot.selected, key)
    return None


def _tile_action(ch, selected, h):
    """What a click on tile ``h`` does: its action, a migration's destination or source, the one rival
    of a competition (else its selection), the one animal of a step on that tile."""
    if h in ch.tiles:
        return ch.tiles[h]
    if ch.moves:
        if selected is not None and h in ch.moves.get(selected, {}):
            return ch.moves[selected][h]
        if h in ch.moves:
            return ("select", h)
    if ch.picks and h in ch.picks:
        victims = ch.picks[h]
        if len(victims) == 1:
            return next(iter(victims.values()))
        return ("select", h)
    if ch.animals and ch.tile == h and len(ch.animals) == 1:
        return next(iter(ch.animals.values()))
    return None


__all__ = ["layout_buttons", "gives_up", "count_specs", "click_targets", "target_at", "action_for"]
