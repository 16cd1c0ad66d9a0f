"""What Forest Shuffle shows: its table, the scores overlay (card by card), the results breakdown,
the setup options, the layout zones, its interface strings and the pictures every species must have."""
from game.ui import GameUI


def _table():
    from game.forest_shuffle.table import ForestShuffleTable
    return ForestShuffleTable


def _breakdown():
    from game.forest_shuffle.results import ForestBreakdown
    return ForestBreakdown


def _setup():
    from game.forest_shuffle.setup import ForestOptions
    return ForestOptions


def _scores():
    from game.forest_shuffle.scores import ScoresOverlay
    return ScoresOverlay


def _zones():
    from game.forest_shuffle.geometry import required_zones
    return required_zones()


def _progress(session) -> str:
    from game.i18n import tr
    st = session.state
    return tr("forest_shuffle.table.progress", turn=max(1, st.turn_no), winter=st.winter)


def _picture_ids() -> list:
    from rules.forest_shuffle.cards import db
    return list(db().species_ids)


UI = GameUI(id="forest_shuffle", table=_table, breakdown=_breakdown, setup_panel=_setup, scenes={"scores": _scores},
            zones=_zones,
            i18n=("i18n.{lang}.yaml", "i18n_table.{lang}.yaml"), progress=_progress, picture_ids=_picture_ids)
