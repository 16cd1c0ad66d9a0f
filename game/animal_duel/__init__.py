"""What Animal Duel shows: its table, results breakdown, setup options and layout zones."""
from game.ui import GameUI


def _table():
    from game.animal_duel.table import AnimalDuelTable
    return AnimalDuelTable


def _breakdown():
    from game.animal_duel.results import AnimalDuelBreakdown
    return AnimalDuelBreakdown


def _setup():
    from game.animal_duel.setup import AnimalDuelOptions
    return AnimalDuelOptions


def _zones():
    from game.animal_duel.geometry import required_zones
    return required_zones()


UI = GameUI(id="animal_duel", table=_table, breakdown=_breakdown, setup_panel=_setup, zones=_zones)
