"""Dominant Species (seed 004): six animals struggle for an Earth that is freezing over.

This package declares the game (``DESCRIPTOR``); the rules load on first use (``rules.dominant_species.game``)."""
from rules.engine.protocol import GameDescriptor, Option

ANIMAL_CHOICES = ("random", "mammal", "reptile", "bird", "amphibian", "arachnid", "insect")


DESCRIPTOR = GameDescriptor(
    id="dominant_species",
    names={"en": "Dominant Species", "es": "Especie Dominante"},
    min_players=2, max_players=6, default_players=3,
    load="rules.dominant_species.game:RULES",
    check_data="rules.dominant_species.cards:check",
    bench="rules.dominant_species.bench:sections",
    bots="rules.dominant_species.ai:make_bot",
    data_dirs=("dominant_species",),
    options=(
        # the seed's optional rule for 2–3 players: all six animals, several per player, lowest one counts
        Option("multi_animal", "bool", False, "dominant_species.opt.multi_animal", players=(2, 3)),
        # who plays which animal (one entry per seat; "random" or missing = dealt at random). The
        # animals decide who starts: the initiative track begins in reverse food-chain order.
        Option("animals", "list", (), "dominant_species.opt.animals", choices=ANIMAL_CHOICES),
    ),
    # the game's own players (rules.dominant_species.ai: random, the heuristic, the search) are used;
    # these budgets serve the shared ISMCTSBot of rules.ai when a test asks for it
    ai_budgets={"normal": {"iterations": 60, "time_limit": 1.0}, "hard": {"iterations": 200, "time_limit": 2.0}},
    tagline={"en": "Adapt, spread and dominate before the ice comes.",
             "es": "Adáptate, expándete y domina antes de que llegue el hielo."},
)
