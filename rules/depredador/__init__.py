"""Depredador Natural (seed 002): a trick-taking game of prey, biomes and invaders.

This package declares the game (``DESCRIPTOR``); the rules load on first use (``rules.depredador.game``)."""
from rules.engine.protocol import GameDescriptor, Option


DESCRIPTOR = GameDescriptor(
    id="depredador",
    names={"en": "Depredador Natural", "es": "Depredador Natural"},
    min_players=2, max_players=6, default_players=4,
    load="rules.depredador.game:RULES",
    check_data="rules.depredador.cards:check",
    data_dirs=("depredador",),
    bench="rules.depredador.bench:sections",
    options=(
        Option("rounds", "int", 3, "depredador.setup.rounds", min=1, max=6),
        Option("biomes", "list", None, "depredador.setup.biomes", setup=False),
        Option("starter", "seat", None, "depredador.setup.starter"),
    ),
    ai_budgets={"normal": {"iterations": 150, "time_limit": 0.4},
                "hard": {"iterations": 2000, "time_limit": 0.9}},
)
