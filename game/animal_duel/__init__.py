"""What Animal Duel shows: its table, results breakdown, setup options, layout zones, what the menu's
Continue says it resumes, the pictures every card must have and the names its rules text uses."""
from game.ui import GameUI


def _picture_ids() -> list:
    """Every card's id and every habitat's (the habitat tag shows its picture)."""
    from rules.animal_duel.cards import load_deck
    deck = load_deck()
    return sorted({c.key for c in deck.cards} | {h.id for h in deck.habitats})


UI = GameUI(
    id="animal_duel",
    table="game.animal_duel.table:AnimalDuelTable",
    breakdown="game.animal_duel.results:AnimalDuelBreakdown",
    setup_panel="game.animal_duel.setup:AnimalDuelOptions",
    zones="game.animal_duel.geometry:required_zones",
    progress="game.animal_duel.results:progress",
    picture_ids=_picture_ids,
    glossary="game.animal_duel.glossary:glossary",
)
