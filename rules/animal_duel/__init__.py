"""Animal Duel (seed 001): a duel of animal cards placed on a board; clashes cost life.

This package declares the game (``DESCRIPTOR``); the rules load on first use (``rules.animal_duel.game``)."""
from rules.engine.protocol import GameDescriptor, Option


DESCRIPTOR = GameDescriptor(
    id="animal_duel",
    names={"en": "Animal Duel", "es": "Duelo Animal"},
    min_players=2, max_players=4, default_players=2, player_counts=(2, 4),   # 4 only in teams
    load="rules.animal_duel.game:RULES",
    check_data="rules.animal_duel.cards:check",
    data_dirs=("animal_duel",),
    bench="rules.animal_duel.bench:sections",
    options=(
        Option("board_size", "choice", 4, "animal_duel.setup.board_size", choices=(3, 4, 5)),
        Option("variant_kids", "bool", False, "animal_duel.setup.variant_kids"),
        Option("variant_habitat", "bool", False, "animal_duel.setup.variant_habitat"),
        Option("variant_level_start", "bool", False, "animal_duel.setup.variant_level_start"),
        Option("variant_team", "bool", False, "animal_duel.setup.variant_team"),
        Option("starter", "seat", None, "animal_duel.setup.starter"),
    ),
    # Search iterations are cheap here (the tree covers the turn being decided and a playout ends with
    # it): hard uses many, with mixmax 0.5 (a situational judged by the placement it makes possible),
    # under 1 s per decision (median) on the development machine; rules/animal_duel/bench.py measures
    # it against the yardstick (BENCHMARKS.md).
    ai_budgets={"normal": {"iterations": 150, "time_limit": 0.4},
                "hard": {"iterations": 12000, "time_limit": 1.2, "mixmax": 0.5}},
)
