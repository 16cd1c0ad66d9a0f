"""The legal actions of the decision on top, sorted into what the screen offers (no pygame).

:func:`sort_out` turns ``legal_actions(view)`` into a :class:`Choices`: the spaces, tiles, corners,
cards, stacks, elements, animals, counts and options a click may pick, and the buttons of the choices
bar. The table never decides legality: every target here is a legal action, nothing else is.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from rules.dominant_species.constants import ANIMALS, B_ABUND, B_ADAPT, B_WANDER, B_WASTE

# where the elements of a step come from: a box of the action display, the animal's display, the bag
ELEMENT_SOURCE = {
    "adapt": ("box", B_ADAPT), "abundance": ("box", B_ABUND), "wasteland": ("box", B_WASTE),
    "wanderlust_element": ("box", B_WANDER),
    "protect": ("display", None), "lose_element": ("display", None), "metamorphosis_out": ("display", None),
    "aquatic_element": ("bag", None), "habitat_element": ("bag", None), "metamorphosis_in": ("bag", None),
}
# steps whose animal choice is about one tile (the frame's third field)
TILE_ANIMAL_STEPS = ("biomass", "catastrophe_keep", "catastrophe_hit", "predator")
# the tiles a step is about, by position in its frame: the first is the one the question names
# ("this tile", "this neighbour"), the others are shown too (the new tile of a Wanderlust)
STEP_TILES = {
    "speciation_count": (2,), "aquatic_count": (2,), "hibernation_count": (2,), "fecundity": (2,),
    "wanderlust_move": (3, 2), "wanderlust_element": (2,), "wanderlust_corner": (2,), "exodus_move": (2,),
    "aquatic_element": (2,), "aquatic_corner": (2,), "blight_keep": (2,), "card": (2,),
    "biomass": (2,), "catastrophe_keep": (2,), "catastrophe_hit": (2,), "predator": (2,),
}


@dataclass
class Choices:
    kind: str = ""                      # the step (frame kind); "" when the shown seat does not decide
    animal: int = -1                    # the animal deciding
    tile: int | None = None             # the tile the step is about (counts, animal choices), if any
    also: tuple = ()                    # other tiles the step concerns (shown, not clickable)
    spaces: dict = field(default_factory=dict)      # space -> action
    tiles: dict = field(default_factory=dict)       # hex -> action ("tile" and "hex" actions)
    corners: dict = field(default_factory=dict)     # corner -> action
    cards: dict = field(default_factory=dict)       # card id -> action
    stacks: dict = field(default_factory=dict)      # stack index -> action
    moves: dict = field(default_factory=dict)       # source hex -> {destination hex: action}
    picks: dict = field(default_factory=dict)       # hex -> {animal id: action} (compete, replace)
    pick_kind: str = ""                             # "compete" | "replace"
    animals: dict = field(default_factory=dict)     # animal id -> action (TILE_ANIMAL_STEPS)
    elements: dict = field(default_factory=dict)    # element id -> action
    element_source: tuple = (None, None)
    counts: list = field(default_factory=list)      # [(n, action)] high to low
    options: list = field(default_factory=list)     # [(option, action)]
    swap: object = None
    pass_: object = None
    other: list = field(default_factory=list)       # anything not sorted above (shown as buttons)

    def empty(self) -> bool:
        return not self.kind

    def targets(self) -> int:
        return (len(self.spaces) + len(self.tiles) + len(self.corners) + len(self.cards) + len(self.stacks)
                + len(self.moves) + len(self.picks) + len(self.animals) + len(self.elements) + len(self.counts)
                + len(self.options) + (self.swap is not None) + (self.pass_ is not None) + len(self.other))


def sort_out(view, legal: list) -> Choices:
    """The choices of ``legal`` (the legal actions of ``view``'s decision on top)."""
    if not legal or not view.frames:
        return Choices()
    fr = view.frames[-1]
    ch = Choices(kind=fr[0], animal=fr[1] if len(fr) > 1 and isinstance(fr[1], int) else -1)
    spots = [fr[i] for i in STEP_TILES.get(ch.kind, ()) if i < len(fr) and isinstance(fr[i], int)]
    if spots:
        ch.tile, ch.also = spots[0], tuple(spots[1:])
    ch.element_source = ELEMENT_SOURCE.get(ch.kind, (None, None))
    for a in legal:
        k, v = a.kind, a.value
        if k == "pass":
            ch.pass_ = a
        elif k == "place":
            ch.spaces[v] = a
        elif k in ("tile", "hex"):
            ch.tiles[v] = a
        elif k == "corner":
            ch.corners[v] = a
        elif k == "card":
            ch.cards[v] = a
        elif k == "stack":
            ch.stacks[v] = a
        elif k == "move":
            ch.moves.setdefault(v[0], {})[v[1]] = a
        elif k in ("compete", "replace"):
            ch.picks.setdefault(v[0], {})[v[1]] = a
            ch.pick_kind = k
        elif k == "animal":
            ch.animals[v] = a
        elif k == "element":
            ch.elements[v] = a
        elif k == "count":
            ch.counts.append((v, a))
        elif k == "option":
            ch.options.append((v, a))
        elif k == "swap":
            ch.swap = a
        else:
            ch.other.append(a)
    ch.counts.sort(key=lambda x: -x[0])
    return ch


def buttons(ch: Choices) -> list[tuple[str, dict, object]]:
    """The buttons of the choices bar: ``(label key, params, action)``; the table translates them.

    Element and animal choices get buttons too (with their icon), so every choice can be made from the
    bar as well as on the board; the pass comes last."""
    out: list = []
    if ch.swap is not None:
        out.append(("dominant_species.button.swap", {}, ch.swap))
    for n, a in ch.counts:
        out.append(("dominant_species.button.count", {"n": n}, a))
    for opt, a in ch.options:
        out.append((f"dominant_species.button.option.{opt}", {}, a))
    for e, a in ch.elements.items():
        out.append(("element", {"id": e}, a))
    for x in sorted(ch.animals, key=ANIMALS.index):
        out.append(("animal", {"id": x}, ch.animals[x]))
    for a in ch.other:
        out.append(("raw", {"text": str(a)}, a))
    if ch.pass_ is not None:
        out.append((f"dominant_species.pass_label.{ch.kind}", {}, ch.pass_))
    return out
