"""What Selva shows: its table, results, setup (a deck per seat), the deck editor and the swap screen,
the pictures every card must have, the names the rules text shares with the table, and how far a
saved match has come (the menu's Continue)."""
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


def _progress(session) -> str:
    """"game 2, turn 5" in the player's language (before the first turn: "game 2, before the first turn")."""
    from game.i18n import tr
    st = session.state
    if st.turn_no:
        return tr("selva.table.progress", game=st.game_no, turn=st.turn_no)
    return tr("selva.table.progress_setup", game=st.game_no)


def _picture_ids() -> list:
    from rules.selva.cards import load_pool
    return [c.id for c in load_pool().cards]


def _glossary(lang: str) -> dict:
    from game.selva.glossary import glossary
    return glossary(lang)


UI = GameUI(id="selva", table=_table, breakdown=_breakdown, setup_panel=_setup, zones=_zones,
            scenes={"deck_editor": _deck_editor, "swap": _swap},
            menu_actions=(MenuAction("selva_editor.menu_button", "selva.deck_editor", K_d),),
            i18n=("i18n.{lang}.yaml", "i18n_editor.{lang}.yaml"),
            progress=_progress, picture_ids=_picture_ids, glossary=_glossary)
