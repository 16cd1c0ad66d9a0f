"""The named effects that Animal Duel's situational cards may carry in the YAML.

Each name maps to the parameters it accepts (checked at load). ``rules.py`` resolves them, in the
order the card lists them, through ``EFFECT_HANDLERS``-style dispatch on the name; the table below
also says which effects ask the player for a target (``TARGETED``) and which ask the opponent to
answer (``RESPONSES``).
"""
from rules.engine.data import Check, integer, one_of

EFFECTS: dict[str, dict[str, Check]] = {
    # I — the opponent loses damage_taken_in_their_last_turn / divisor, rounded up
    "reflect_damage": {"divisor": integer(1, 4)},
    # I — every animal on the board (covered ones too) goes to the animal discard pile
    "clear_board": {},
    # P — animals whose ``requires`` names this card may be placed by its team (never by the other)
    "enable_requires": {},
    # P — the hand size of ``who`` ('own' team or 'opponent' team) changes by ``amount``
    "hand_size": {"who": one_of("own", "opponent"), "amount": integer(-3, 3)},
    # P/I — at once the opponent discards ``count`` cards of their choice
    "opponent_discards": {"count": integer(1, 3)},
    # I — discard your hand, then draw as many cards as you held (this card included)
    "refresh_hand": {},
    # T — every clash your placements win this turn heals your team ``amount`` life
    "heal_per_clash_won": {"amount": integer(1, 4)},
    # I — move one of your animals (top of its stack) to an adjacent empty cell, diagonals included
    "push_own": {},
    # T — placement damage your team deals this turn is multiplied by ``factor``
    "damage_multiplier": {"factor": integer(2, 4)},
    # I — the opponent loses ``amount`` life
    "direct_damage": {"amount": integer(1, 6)},
    # T — you may place ``count`` more animals this turn
    "extra_placement": {"count": integer(1, 3)},
    # I — take an awake opponent's animal (top of its stack) from the board into your hand
    "steal_animal": {},
    # I — two animals on the board (tops of their stacks, any owner, asleep or not) swap cells
    "swap_animals": {},
    # I — take a random card from the opponent's hand, then give them one of yours
    "swap_hand_card": {},
    # I — your team heals ``amount`` life (never above the starting life)
    "heal": {"amount": integer(1, 6)},
    # T — one placement this turn may cover an opponent's animal (it goes on top of it)
    "engulf": {},
    # I — an opponent's animal (top of its stack) goes to the animal discard pile
    "remove_animal": {},
    # I — an awake opponent's animal (top of its stack) falls asleep for the rest of the game
    "sleep_animal": {},
}

# Effects that need the playing player's choice (a ``target`` action) and what they ask for.
TARGETED: dict[str, str] = {
    "push_own": "move",          # target (from_cell, to_cell)
    "swap_animals": "swap",      # target (cell_a, cell_b)
    "steal_animal": "cell",      # target cell
    "remove_animal": "cell",
    "sleep_animal": "cell",
    "swap_hand_card": "card",    # target card (the card given back)
}

# Effects answered by the opponent (phase ``respond``).
RESPONSES = frozenset({"opponent_discards"})
