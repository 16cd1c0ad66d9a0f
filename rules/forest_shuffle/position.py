"""Positions built by hand (tests, examples, screenshots): forests, hands and clearing by species.

    s = build(forests=[[{"tree": "oak", "top": ["red_squirrel"]}, "sapling"], ["beech"]],
              hands=[["goshawk", "birch"], []], clearing=["linden"])

A tree is a species name, ``"sapling"`` or a dict ``{"tree": ..., "top": [...], "bottom": [...],
"left": [...], "right": [...]}``. A dweller is a species name, ``"species@colour"`` to pick the
copy showing that tree symbol, or ``"#c123"`` for a card by id (its half for that slot). A hand or clearing entry names a species one of the card's halves shows
(``"species@colour"`` again to choose), or ``"#c123"`` for a card by id. Cards are taken from the
deck's 158, each once; the rest form the deck in card order with the three winter cards at the bottom
(or ``deck_top`` cards on top). The position starts at the decision of ``turn`` (a new turn).
"""
from __future__ import annotations

from rules.engine.rng import RNG
from rules.forest_shuffle.cards import db
from rules.forest_shuffle.constants import COLOUR_INDEX, SIDES
from rules.forest_shuffle.setup import normalize_config
from rules.forest_shuffle.state import State

D = db()


class Picker:
    def __init__(self, reserved=()):
        self.used = set()
        self.reserved = {D.card_index[r[1:]] for r in reserved}

    def card(self, spec: str, slot: str | None = None) -> tuple[int, int]:
        """(card, half) of an unused card matching ``spec`` (for ``slot``: a side name or 'tree')."""
        if spec.startswith("#"):
            c = D.card_index[spec[1:]]
            if c in self.used:
                raise ValueError(f"card {spec} used twice")
            self.used.add(c)
            return c, 0
        name, _, colour = spec.partition("@")
        want = D.species_index.get(name)
        if want is None:
            raise ValueError(f"unknown species {name!r}")
        for c in range(D.n_deck):
            if c in self.used or c in self.reserved:
                continue
            for f in D.halves(c):
                if D.f_species[f] != want:
                    continue
                if colour and D.f_colour[f] != COLOUR_INDEX[colour]:
                    continue
                if slot is not None and slot != "tree":
                    side = D.f_side[f]
                    if side < 0 or SIDES[side] != slot:
                        continue
                self.used.add(c)
                return c, f & 1
        raise ValueError(f"no unused card for {spec!r} ({slot or 'any'})")


def _side_card(pk: Picker, spec: str, side: str) -> int:
    if spec.startswith("#"):
        c, _ = pk.card(spec)
        f = c * 2 + (1 if side in ("bottom", "right") else 0)
        if D.is_tree[c] or SIDES[D.f_side[f]] != side:
            raise ValueError(f"card {spec} has no half for the {side} slot")
        return c
    name = spec.partition("@")[0]
    place = D.s_place[D.species_index[name]]
    if place == "side" and side not in ("left", "right"):
        raise ValueError(f"{name} goes to a left or right slot, not {side}")
    if place in ("top", "bottom") and place != side:
        raise ValueError(f"{name} goes to the {place} slot, not {side}")
    c, _h = pk.card(spec, side)
    return c


def build(forests=None, hands=None, clearing=(), players: int | None = None, turn: int = 0,
          deck_top=(), caves=None, config=None, seed: int = 0) -> State:
    from rules.forest_shuffle.moves import advance, begin_turn
    n = players or max(len(forests or ()), len(hands or ()), 2)
    cfg = normalize_config({"players": n, **(config or {})})
    pk = Picker(_named(forests, hands, clearing, deck_top))
    s = State()
    s.n = n
    s.config = cfg
    s.rng = RNG(seed)
    s.forests = [[] for _ in range(n)]
    s.hands = [[] for _ in range(n)]
    s.pub = [frozenset() for _ in range(n)]
    s.cave_open = [[] for _ in range(n)]
    s.cave_hidden = [[] for _ in range(n)]
    s.mull = [[] for _ in range(n)]
    for p, trees in enumerate(forests or ()):
        for spec in trees:
            if isinstance(spec, str):
                spec = {"tree": spec}
            name = spec["tree"]
            if name == "sapling" or name.startswith("sapling"):
                c, _ = pk.card(spec.get("card", "european_hare"))
                rec = [c, 1, (), (), (), ()]
            else:
                if D.s_place[D.species_index[name]] != "tree":
                    raise ValueError(f"{name} is not a tree")
                c, _ = pk.card(name)
                rec = [c, 0, (), (), (), ()]
            for i, side in enumerate(SIDES):
                rec[2 + i] = tuple(_side_card(pk, d, side) for d in spec.get(side, ()))
            s.forests[p].append(rec)
    for p, cards in enumerate(hands or ()):
        s.hands[p] = [pk.card(spec)[0] for spec in cards]
    s.clearing = [pk.card(spec)[0] for spec in clearing]
    for p, k in enumerate(caves or ()):
        s.cave_open[p] = [pk.card("#" + D.card_ids[c])[0] for c in range(D.n_deck) if c not in pk.used][:k]
    top = [pk.card(spec)[0] for spec in deck_top]
    rest = [c for c in range(D.n_deck) if c not in pk.used]
    s.deck = list(D.winter) + rest + list(reversed(top))
    s.winter_at = 2
    s.mush = tuple(0 for _ in D.triggers)
    s.start = 0
    s.turn_no = 0
    begin_turn(s, turn)
    s.turn_no = 1
    advance(s)
    return s


def _named(*parts) -> set:
    """Every ``#id`` named anywhere in the specs (kept for those places, never picked by species)."""
    out = set()

    def walk(x):
        if isinstance(x, str):
            if x.startswith("#"):
                out.add(x)
        elif isinstance(x, dict):
            for v in x.values():
                walk(v)
        elif isinstance(x, (list, tuple)):
            for v in x:
                walk(v)
    for part in parts:
        walk(part or ())
    return out


def card_of(state: State, seat: int, species: str, colour: str | None = None) -> int:
    """A card in ``seat``'s hand showing ``species`` (and ``colour``)."""
    want = D.species_index[species]
    for c in state.hands[seat]:
        for f in D.halves(c):
            if D.f_species[f] == want and (colour is None or D.f_colour[f] == COLOUR_INDEX[colour]):
                return c
    raise ValueError(f"no {species} in hand {seat}")


def half_of(card: int, species: str) -> int:
    want = D.species_index[species]
    for f in D.halves(card):
        if D.f_species[f] == want:
            return f & 1
    raise ValueError(f"card {D.card_ids[card]} shows no {species}")
