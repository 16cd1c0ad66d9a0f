"""What Selva shows: its table, results, setup (a deck per seat), the deck editor and the swap screen."""
from game.ui import GameUI, MenuAction

K_d = 100          # pygame.K_d: the menu opens the deck editor with D


def _table():
    from game.selva.table import SelvaTable
    return SelvaTable


def _breakdown():
    from game.selva.results import SelvaBreakdown
    return SelvaBreakdown


def _setup():
    from game.selva.setup import SelvaOptions
    return SelvaOptions


def _deck_editor():
    from game.selva.deck_editor import DeckEditorScene
    return DeckEditorScene


def _swap():
    from game.selva.swap import SwapOverlay
    return SwapOverlay


def _zones():
    from game.selva.geometry import required_zones
    return required_zones()


UI = GameUI(id="selva", table=_table, breakdown=_breakdown, setup_panel=_setup, zones=_zones,
            scenes={"deck_editor": _deck_editor, "swap": _swap},
            menu_actions=(MenuAction("selva_editor.menu_button", "selva.deck_editor", K_d),),
            i18n=("i18n.{lang}.yaml", "i18n_editor.{lang}.yaml"))
