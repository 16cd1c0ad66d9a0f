"""What Forest Shuffle shows: its table, the scores overlay (card by card), the results breakdown,
the setup options, the layout zones, its interface strings and the pictures every species must have."""
from game.ui import GameUI


def _picture_ids() -> list:
    from rules.forest_shuffle.cards import db
    return list(db().species_ids)


def _bench_tables() -> dict:
    """A grown forest for the bench's frame times: 20 trees, most of them with dwellers."""
    from rules.engine.session import Session
    from rules.forest_shuffle.position import build
    tops = ["tawny_owl", "goshawk", "chaffinch", "bullfinch", "eurasian_jay", "red_squirrel"]
    bottoms = ["fireflies", "moss", "chanterelle", "blackberries", "tree_ferns", "wood_ant"]
    sides = ["wild_boar", "red_fox", "lynx", "roe_deer", "wolf", "red_deer"]
    trees = ["birch", "beech", "oak", "sycamore"]
    forest = [{"tree": trees[i % 4], "top": [tops[i % 6]], "bottom": [bottoms[i % 6]], "left": [sides[i % 6]]}
              for i in range(6)]
    forest += [{"tree": trees[i % 4], "top": [tops[i % 6]]} for i in range(6)] + [trees[i % 4] for i in range(8)]
    s = Session("forest_shuffle", {"players": 2, "seats": ["human", "easy"], "names": ["P1", "P2"]}, 1)
    s.state = build(players=2, forests=[forest, ["linden"] * 3], hands=[["linden", "goshawk", "oak"], []])
    s.events = []
    s.undo_point = lambda is_human: None       # a built position does not replay from the seed
    return {"20-tree forest": s}


UI = GameUI(
    id="forest_shuffle",
    table="game.forest_shuffle.table:ForestShuffleTable",
    breakdown="game.forest_shuffle.results:ForestBreakdown",
    setup_panel="game.forest_shuffle.setup:ForestOptions",
    scenes={"scores": "game.forest_shuffle.scores:ScoresOverlay"},
    zones="game.forest_shuffle.geometry:required_zones",
    i18n=("i18n.{lang}.yaml", "i18n_table.{lang}.yaml"),
    progress="game.forest_shuffle.results:progress",
    picture_ids=_picture_ids,
    bench_tables=_bench_tables,
)
