"""What Depredador Natural shows: its table, results breakdown, setup options and layout zones."""
from game.ui import GameUI


def _table():
    from game.depredador.table import DepredadorTable
    return DepredadorTable


def _breakdown():
    from game.depredador.results import DepredadorBreakdown
    return DepredadorBreakdown


def _setup():
    from game.depredador.setup import DepredadorOptions
    return DepredadorOptions


def _zones():
    from game.depredador.geometry import required_zones
    return required_zones()


UI = GameUI(id="depredador", table=_table, breakdown=_breakdown, setup_panel=_setup, zones=_zones)
