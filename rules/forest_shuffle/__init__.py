"""Forest Shuffle (seed 003): plant trees, fill them with animals, plants and mushrooms, before winter."""
from rules.engine.protocol import GameDescriptor, Option


DESCRIPTOR = GameDescriptor(
    id="forest_shuffle",
    names={"en": "Forest Shuffle", "es": "Forest Shuffle"},
    tagline={"en": "Grow a forest full of life before winter comes.",
             "es": "Haz crecer un bosque lleno de vida antes de que llegue el invierno."},
    min_players=2, max_players=5, default_players=2,
    load="rules.forest_shuffle.game:RULES",
    check_data="rules.forest_shuffle.cards:check",
    bench="rules.forest_shuffle.bench:sections",
    data_dirs=("forest_shuffle",),
    options=(
        Option("score_live", "bool", True, "forest_shuffle.opt.score_live",
               help="forest_shuffle.opt.score_live.help"),
        Option("starter", "seat", None, "forest_shuffle.opt.starter", help="forest_shuffle.opt.starter.help"),
        Option("mushroom_timing", "choice", "next_turn", "forest_shuffle.opt.mushroom_timing",
               choices=("next_turn", "same_turn"),
               choice_labels=("forest_shuffle.opt.mushroom_timing.next_turn",
                              "forest_shuffle.opt.mushroom_timing.same_turn"),
               help="forest_shuffle.opt.mushroom_timing.help"),
    ),
    # the computer players: normal is the shared ISMCTS (iterations, reproducible); hard is the careful
    # player's ranking with a shallow search over its top moves (search.py: candidates, worlds, counts
    # again reproducible; 24 worlds at two players, the 8 of ``many`` with more); the time limit is only
    # the app's safety net
    bots="rules.forest_shuffle.search:make_bot",
    ai_budgets={"normal": {"iterations": 100, "time_limit": 0.5},
                "hard": {"candidates": 4, "worlds": 24, "margin": 4.0, "next_move": 1.0, "time_limit": 1.0,
                         "many": {"worlds": 8, "whole_replies": True}},
                "master": {"candidates": 6, "worlds": 24, "margin": 6.0, "next_move": 1.0, "time_limit": 3.0}},
)
