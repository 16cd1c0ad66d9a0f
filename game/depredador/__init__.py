"""What Depredador Natural shows: its table, results breakdown, setup options and layout zones, what
Continue says it resumes, the names the rules text takes from the data, and the pictures every card
must have."""
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


def _progress(session) -> str:
    from game.depredador.words import progress
    return progress(session)


def _glossary(lang: str) -> dict:
    from game.depredador.words import glossary
    return glossary(lang)


def _picture_ids() -> list:
    from game.depredador.words import picture_ids
    return picture_ids()


UI = GameUI(id="depredador", table=_table, breakdown=_breakdown, setup_panel=_setup, zones=_zones,
            progress=_progress, glossary=_glossary, picture_ids=_picture_ids)
