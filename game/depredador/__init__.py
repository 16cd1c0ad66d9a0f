"""What Depredador Natural shows: its table, results breakdown, setup options and layout zones, what
Continue says it resumes, the names the rules text takes from the data, and the pictures every card
must have."""
from game.ui import GameUI


UI = GameUI(
    id="depredador",
    table="game.depredador.table:DepredadorTable",
    breakdown="game.depredador.results:DepredadorBreakdown",
    setup_panel="game.depredador.setup:DepredadorOptions",
    zones="game.depredador.geometry:required_zones",
    progress="game.depredador.words:progress",
    glossary="game.depredador.words:glossary",
    picture_ids="game.depredador.words:picture_ids",
)
