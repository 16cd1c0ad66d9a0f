"""What Dominant Species shows: its table, results breakdown, setup options and layout zones."""
from game.ui import GameUI


# The rules' own interface strings live in data/dominant_species/strings.yaml (read through
# rules.dominant_species.screen); the table's are i18n_table.{lang}.yaml.
UI = GameUI(
    id="dominant_species",
    table="game.dominant_species.table:DominantSpeciesTable",
    breakdown="game.dominant_species.results:DominantSpeciesBreakdown",
    setup_panel="game.dominant_species.setup:DominantSpeciesOptions",
    zones="game.dominant_species.geometry:required_zones",
    i18n=("i18n_table.{lang}.yaml",),
    progress="game.dominant_species.results:progress",
    picture_ids="game.dominant_species.art:picture_ids",
)
