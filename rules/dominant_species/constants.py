"""Fixed ids of Dominant Species and their index order (the data files must list exactly these).

Animals are indexed in food-chain order (0 = mammal, the highest: it wins every tie); elements and
terrains in the order below. Hot paths work with these small integers only.
"""
from __future__ import annotations

GAME_ID = "dominant_species"

ANIMALS = ("mammal", "reptile", "bird", "amphibian", "arachnid", "insect")
MAMMAL, REPTILE, BIRD, AMPHIBIAN, ARACHNID, INSECT = range(6)
ELEMENTS = ("grass", "grub", "meat", "seed", "sun", "water")
GRASS, GRUB, MEAT, SEED, SUN, WATER = range(6)
TERRAINS = ("sea", "wetland", "savannah", "jungle", "forest", "desert", "mountain", "tundra")
SEA, WETLAND, SAVANNAH, JUNGLE, FOREST, DESERT, MOUNTAIN, TUNDRA = range(8)
SECTIONS = ("initiative", "adaptation", "regression", "abundance", "wasteland", "depletion", "glaciation",
            "speciation", "wanderlust", "migration", "competition", "domination")
BOXES = ("adaptation", "regression", "abundance", "wasteland", "depletion", "wanderlust")
B_ADAPT, B_REGRESS, B_ABUND, B_WASTE, B_DEPLETE, B_WANDER = range(6)

NONE = -1        # no tile / no element / no animal
UNKNOWN = -2     # hidden in a view (a face-down wanderlust tile, a card of the deck)

# phases
PLANNING, EXECUTION, RESET, OVER = range(4)
PHASES = ("planning", "execution", "reset", "over")

# sources of VPs (the result's breakdown)
VP_SOURCES = ("domination", "final", "glaciation", "wanderlust", "survival", "cards", "ice_age", "lost")
(SRC_DOMINATION, SRC_FINAL, SRC_GLACIATION, SRC_WANDERLUST, SRC_SURVIVAL, SRC_CARDS, SRC_ICE_AGE,
 SRC_LOST) = range(8)
