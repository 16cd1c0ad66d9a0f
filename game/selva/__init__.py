"""What Selva shows: its table, results, setup (a deck per seat), the deck editor and the swap screen,
the pictures every card must have, the names the rules text shares with the table, and how far a
saved match has come (the menu's Continue)."""
from game.ui import GameUI, MenuAction

K_d = 100          # pygame.K_d: the menu opens the deck editor with D


def _picture_ids() -> list:
    from rules.selva.cards import load_pool
    return [c.id for c in load_pool().cards]


UI = GameUI(
    id="selva",
    table="game.selva.table:SelvaTable",
    breakdown="game.selva.results:SelvaBreakdown",
    setup_panel="game.selva.setup:SelvaOptions",
    zones="game.selva.geometry:required_zones",
    scenes={"deck_editor": "game.selva.deck_editor:DeckEditorScene", "swap": "game.selva.swap:SwapOverlay"},
    menu_actions=(MenuAction("selva_editor.menu_button", "selva.deck_editor", K_d),),
    i18n=("i18n.{lang}.yaml", "i18n_editor.{lang}.yaml"),
    progress="game.selva.results:progress",
    picture_ids=_picture_ids,
    glossary="game.selva.glossary:glossary",
)
