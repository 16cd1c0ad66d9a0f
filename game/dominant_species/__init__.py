"""What Dominant Species shows: its table, results breakdown, setup options and layout zones."""
from game.ui import GameUI


def _table():
    from game.dominant_species.table import DominantSpeciesTable
    return DominantSpeciesTable


def _breakdown():
    from game.dominant_species.results import DominantSpeciesBreakdown
    return DominantSpeciesBreakdown


def _setup():
    from game.dominant_species.setup import DominantSpeciesOptions
    return DominantSpeciesOptions


def _zones():
    from game.dominant_species.geometry import required_zones
    return required_zones()


def _progress(session) -> str:
    from game.dominant_species.results import progress
    return progress(session)


def _picture_ids() -> list:
    from game.dominant_species.art import ALL_IDS
    return list(ALL_IDS)


# The rules' own interface strings live in data/dominant_species/strings.yaml (read through
# rules.dominant_species.screen); the table's are i18n_table.{lang}.yaml.
UI = GameUI(id="dominant_species", table=_table, breakdown=_breakdown, setup_panel=_setup, zones=_zones,
            i18n=("i18n_table.{lang}.yaml",), progress=_progress, picture_ids=_picture_ids)
