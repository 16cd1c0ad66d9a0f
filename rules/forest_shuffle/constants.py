"""Fixed vocabulary of Forest Shuffle: symbols, tree colours, sides of a tree, task codes.

Cards are plain ints in the state. The card file (``data/forest_shuffle/cards.yaml``) is read once
into the tables of :mod:`rules.forest_shuffle.cards`; this module holds only names and numbers that
the code itself relies on.
"""
from __future__ import annotations

SYMBOLS = ("tree", "plant", "mushroom", "bird", "insect", "butterfly", "amphibian", "pawed", "cloven",
           "deer", "bat")
SYM_BIT = {name: 1 << i for i, name in enumerate(SYMBOLS)}
TREE_BIT = SYM_BIT["tree"]

# The eight tree symbols ("colours") are the eight tree species, in the reference's order.
COLOURS = ("linden", "oak", "silver_fir", "birch", "beech", "sycamore", "douglas_fir", "horse_chestnut")
COLOUR_INDEX = {name: i for i, name in enumerate(COLOURS)}

PLACES = ("tree", "top", "bottom", "side")

# Sides of a tree (the index of a slot inside a tree record is 2 + side). The half of a split card
# that goes to a side is ``side & 1``: 0 = first half (top or left), 1 = second half (bottom or right).
TOP, BOTTOM, LEFT, RIGHT = 0, 1, 2, 3
SIDES = ("top", "bottom", "left", "right")
NO_SIDE = -1            # a tree card (it becomes a tree, not a slot)
OPPOSITE = {LEFT: RIGHT, RIGHT: LEFT, TOP: BOTTOM, BOTTOM: TOP}

UNKNOWN = -1            # a card a view does not show

# A tree record in a forest: [card, is_sapling, top, bottom, left, right]; slots are tuples of cards.
TR_CARD, TR_SAPLING = 0, 1

# Pending tasks (the first item of each task tuple on ``state.stack``).
T_MULL = 0       # (T_MULL, seat): keep or take a new hand
T_MAIN = 1       # (T_MAIN,): draw, take or play
T_DRAW2 = 2      # (T_DRAW2,): the second card of a draw
T_SLOT = 3       # (T_SLOT, face, mode): which tree for this half
T_PAY = 4        # (T_PAY, face, tree, mode): which cards pay for it (tree -1 for a tree card)
T_ASK = 5        # (T_ASK, kind, face, term_index): yes/no
T_RESOLVE = 6    # (T_RESOLVE, face, bonus_ok): effect then bonus of a placed card (automatic)
T_FREE = 7       # (T_FREE, symbol_bit, many, source_face): place a card at no cost, or stop
T_CAVE = 8       # (T_CAVE, count): Raccoon, hand cards into the cave one by one, or stop
T_MOLE = 9       # (T_MOLE, cut, queue, source_face): Mole, play from the first ``cut`` hand cards

TASK_NAMES = ("mulligan", "main", "draw2", "slot", "pay", "ask", "resolve", "free", "cave", "mole")

# modes of a placement
M_NORMAL, M_MOLE, M_FREE = 0, 1, 2

# kinds of yes/no question
K_MUSH, K_EFFECT, K_BONUS = 0, 1, 2
ASK_NAMES = ("mushroom", "effect", "bonus")

# action kinds
A_KEEP = "keep"
A_MULLIGAN = "mulligan"
A_DRAW = "draw"          # top card of the deck
A_TAKE = "take"          # value: a clearing card
A_TREE = "tree"          # value: a hand card (a tree)
A_SAPLING = "sapling"    # value: a hand card, face down
A_DWELLER = "dweller"    # value: (card, half)
A_SLOT = "slot"          # value: tree index in the forest
A_PAY = "pay"            # value: sorted tuple of hand cards
A_YES = "yes"
A_NO = "no"
A_FREE = "free"          # value: (card, half) placed at no cost
A_CAVE = "cave"          # value: a hand card into the cave (Raccoon)
A_STOP = "stop"          # end a Raccoon, Mole or free-placement sequence

ACTION_KINDS = (A_KEEP, A_MULLIGAN, A_DRAW, A_TAKE, A_TREE, A_SAPLING, A_DWELLER, A_SLOT, A_PAY, A_YES,
                A_NO, A_FREE, A_CAVE, A_STOP)
