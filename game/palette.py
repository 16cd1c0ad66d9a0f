"""Player and element colours, in the palette the player chose (Settings → Colours).

``standard`` is each game's own colours; ``colour_blind`` swaps them for the Okabe–Ito set, which stays
apart under deuteranopia, protanopia and tritanopia. Colour is never the only cue (every colour also has
a letter, a mark or a shape); this only makes the colours themselves easier to tell apart.

    from game.palette import seat_colour, pick
    seat_colour(2)                      # the third seat's colour in the chosen palette
    pick(standard_colour, index)        # a game's own colour, or the colour-blind one at that index
"""
from __future__ import annotations

PALETTES = ("standard", "colour_blind")

# Okabe & Ito (2008): orange, sky blue, bluish green, yellow, blue, vermillion, reddish purple, grey
OKABE_ITO = ((230, 159, 0), (86, 180, 233), (0, 158, 115), (240, 228, 66), (0, 114, 178), (213, 94, 0),
             (204, 121, 167), (160, 160, 160))
STANDARD_SEATS = ((230, 180, 70), (110, 180, 240), (220, 110, 110), (140, 210, 130), (200, 140, 230),
                  (230, 230, 230))

_current = "standard"


def set_palette(name: str) -> None:
    global _current
    _current = name if name in PALETTES else "standard"


def palette() -> str:
    return _current


def colour_blind() -> bool:
    return _current == "colour_blind"


def seat_colour(seat: int) -> tuple:
    """A seat's colour (the same seat, the same colour, on every screen)."""
    table = OKABE_ITO if colour_blind() else STANDARD_SEATS
    return table[seat % len(table)]


def pick(standard: tuple, index: int) -> tuple:
    """A game's own colour ``standard`` for thing ``index`` (an element, an animal, a biome), or, in the
    colour-blind palette, the Okabe–Ito colour at that index."""
    return OKABE_ITO[index % len(OKABE_ITO)] if colour_blind() else standard
