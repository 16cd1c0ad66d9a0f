"""The named effects that Depredador Natural's special cards may carry in the YAML.

Each name maps to the parameters it accepts; the rules read them through ``Deck.has_effect``.
"""
from rules.engine.data import Check

EFFECTS: dict[str, dict[str, Check]] = {
    "always_wins": {},      # the first card with it in a hunt wins that hunt
    "cannot_win": {},       # never wins a hunt (unless every card played has it: the first one wins)
    "may_always_play": {},  # may be played whatever the lead colour
    "take_biome": {},       # on being played, its player takes one biome left in the centre
}
