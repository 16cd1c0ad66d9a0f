"""What Animal Duel shows: its table, results breakdown, setup options, layout zones, what the menu's
Continue says it resumes, the pictures every card must have and the names its rules text uses."""
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


def _progress(session) -> str:
    from game.animal_duel.results import progress
    return progress(session)


def _picture_ids() -> list:
    """Every card's id and every habitat's (the habitat tag shows its picture)."""
    from rules.animal_duel.cards import load_deck
    deck = load_deck()
    return sorted({c.key for c in deck.cards} | {h.id for h in deck.habitats})


def _glossary(lang: str) -> dict:
    from game.animal_duel.glossary import glossary
    return glossary(lang)


UI = GameUI(id="animal_duel", table=_table, breakdown=_breakdown, setup_panel=_setup, zones=_zones,
            progress=_progress, picture_ids=_picture_ids, glossary=_glossary)
