"""Selva (seed 000): a two-player trading-card duel, best of three games (docs/selva-design.md).

This package declares the game (``DESCRIPTOR``); the rules load on first use (``rules.selva.game``)."""
from rules.engine.protocol import GameDescriptor, Option


DESCRIPTOR = GameDescriptor(
    id="selva",
    names={"en": "Selva", "es": "Selva"},
    min_players=2, max_players=2, default_players=2,
    load="rules.selva.game:RULES",
    check_data="rules.selva.cards:check",
    bench="rules.selva.bench:sections",
    data_dirs=("selva",),
    options=(
        Option("decks", "list", None, "selva_editor.setup.deck", setup=False),
        Option("starter", "seat", None, "selva_editor.setup.starter", setup=False),
        Option("games_to_win", "choice", 2, "selva.setup.games_to_win", choices=(1, 2, 3), setup=False),
        # decklists are private by default; open (tournament style): both players know both lists
        Option("open_decklists", "bool", False, "selva_editor.setup.open_decklists", setup=False),
    ),
    # A search iteration (determinize + a rollout to the end of the turn) is cheap: hard uses many.
    # Hard explores less (0.25 instead of 0.7): a value here is the chance of winning the match, so
    # one game's swings are small numbers; measured against the yardstick on seeds 0-39, 26/40 matches
    # instead of 23/40 (BENCHMARKS.md).
    ai_budgets={"normal": {"iterations": 250, "time_limit": 0.4},
                "hard": {"iterations": 2500, "time_limit": 0.85, "exploration": 0.25}},
)
