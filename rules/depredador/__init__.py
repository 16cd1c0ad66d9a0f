"""Depredador Natural (seed 002): a trick-taking game of prey, biomes and invaders.

This package declares the game (``DESCRIPTOR``); the rules load on first use (``rules.depredador.game``)."""
from rules.engine.protocol import GameDescriptor, Option


def _load():
    from rules.depredador.game import RULES
    return RULES


def _bench() -> dict:
    from rules.depredador.bench import sections
    return sections()


def _check(root: str) -> list:
    from rules.depredador.cards import check
    return check(root)


DESCRIPTOR = GameDescriptor(
    id="depredador",
    names={"en": "Depredador Natural", "es": "Depredador Natural"},
    min_players=2, max_players=6, default_players=4,
    load=_load, check_data=_check, data_dirs=("depredador",), bench=_bench,
    options=(
        Option("rounds", "int", 3, "setup.rounds", min=1, max=6),
        Option("biomes", "list", None, "setup.biomes", setup=False),
        Option("starter", "seat", None, "setup.starter"),
    ),
    ai_budgets={"normal": {"iterations": 150, "time_limit": 0.4},
                "hard": {"iterations": 1200, "time_limit": 0.9}},
)
