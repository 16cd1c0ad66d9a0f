"""The Dominant Species log: every event kind the rules emit has a sentence, in English and Spanish,
with no placeholder left unfilled and no raw key; tiles are named as they were when it happened."""
from __future__ import annotations

import glob
import os
import random
import re

import pytest

from game import i18n
from game.dominant_species.log_text import LogWriter
from rules.dominant_species import DESCRIPTOR
from rules.engine.core import Event
from tests.dominant_species.test_table_support import registered  # noqa: F401

RULES = DESCRIPTOR.rules
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def emitted_kinds() -> set[str]:
    """Every event kind named in the rules' source (emit(...) and Event(...))."""
    kinds = set()
    for path in glob.glob(os.path.join(ROOT, "rules", "dominant_species", "*.py")):
        text = open(path, encoding="utf-8").read()
        kinds |= set(re.findall(r'emit\([^,]+,\s*[^,]+,\s*"([a-z_]+)"', text))
        kinds |= set(re.findall(r'Event\("([a-z_]+)"', text))
    return kinds


def random_events(seeds=range(12), players=(2, 3, 4, 5, 6)) -> dict:
    """kind -> a few events of that kind from seeded random games."""
    out: dict = {}
    for seed in seeds:
        n = players[seed % len(players)]
        s = RULES.new_game({"players": n}, seed)
        for e in RULES.start_events(s):
            out.setdefault(e.kind, []).append(e)
        rng = random.Random(seed)
        while RULES.current_player(s) is not None:
            legal = RULES.legal_actions(s)
            for e in RULES.apply(s, legal[rng.randrange(len(legal))]):
                if len(out.setdefault(e.kind, [])) < 6:
                    out[e.kind].append(e)
    return out


@pytest.fixture(scope="module")
def events():
    return random_events()


def check_line(text: str) -> None:
    assert text.strip()
    assert "{" not in text and "}" not in text, text
    assert "dominant_species." not in text, text


def test_the_writer_has_a_sentence_for_every_kind_the_rules_emit():
    kinds = emitted_kinds()
    assert {"pawn_placed", "speciation", "tile_scored", "card_taken", "glaciation", "eliminated"} <= kinds
    missing = sorted(k for k in kinds if not hasattr(LogWriter, "_e_" + k))
    assert missing == []


@pytest.mark.parametrize("lang", ("en", "es"))
def test_every_event_of_random_games_reads_as_words(registered, events, lang):
    i18n.set_language(lang)
    w = LogWriter(0, lambda p: f"Player {p + 1}")
    seen = set()
    for kind, evs in sorted(events.items()):
        for e in evs:
            lines = w.describe(e)
            if kind == "passed" and not e.data.get("animal"):
                continue
            assert lines, kind
            for text, colour in lines:
                check_line(text)
                assert len(colour) == 3
            seen.add(kind)
    # the random games reach most kinds; the hand-built tests below cover the rare ones
    assert len(seen) >= 30, sorted(seen)


def ev(kind, player=0, **data):
    return Event(kind, player, data)


RARE = [
    ev("initiative", animal="bird", position=2, card="nocturnal"),
    ev("protected", animal="reptile", element="sun"),
    ev("regression", animal="mammal", lost=["grass", "seed"]),
    ev("wasteland", animal="insect", element="water"),
    ev("thaw", None, removed=[[3, "water"]]),
    ev("thaw", None, removed=[[3, "water"], [9, "sun"]]),
    ev("element_removed", animal="amphibian", element="grub", corner=12, source="depletion"),
    ev("elements_removed", animal="bird", tile=16, removed=[[1, "meat"], [2, "sun"]], card="blight"),
    ev("glaciation", animal="mammal", tile=16, terrain="savannah", vp=3, tundra_near=2,
       removed=[[5, "grass"]], returned={"bird": 2}),
    ev("saved", animal="mammal", tile=16),
    ev("vp", animal="bird", vp=-8, card="niche_biomes"),
    ev("vp", animal="bird", vp=6, card="fertile", tile=16),
    ev("vp", animal="bird", vp=10, card="ice_age", tiles=4),
    ev("species_added", animal="insect", tile=16, count=4, card="aquatic"),
    ev("catastrophe", animal="arachnid", tile=16),
    ev("element_lost", animal="bird", element="seed"),
    ev("immigrants_choice", animal="bird", option="pawn"),
    ev("metamorphosis", animal="bird", lost="seed", gained="water"),
    ev("replaced", animal="bird", tile=16, victim="insect"),
    ev("pawn_gained", animal="bird", card="omnivore"),
    ev("last_turn", animal="bird"),
    ev("element_drawn", animal="bird", element="sun", card="symbiotic"),
    ev("survival", animal="mammal", vp=3, tundra_tiles=2),
    ev("moved", animal="insect", source=16, tile=17, count=1, why="mass_exodus", by="bird"),
    ev("eliminated", animal="insect", tile=16, count=2, why="catastrophe", by="bird"),
    ev("pawn_placed", animal="bird", space=30, card="instinct"),
    ev("pawn_placed", animal="bird", space=30, section="migration", again=True),
    ev("final_scoring", None),
    ev("game_over", None, vp={"bird": 40, "mammal": 52}),
    ev("reseed", None, cards=["predator"], flipped=[[0, "sea"]], boxes={"0": ["sun"]}),
]


@pytest.mark.parametrize("lang", ("en", "es"))
@pytest.mark.parametrize("e", RARE, ids=lambda e: e.kind)
def test_rare_events_read_as_words(registered, lang, e):
    i18n.set_language(lang)
    lines = LogWriter(1).describe(e)
    assert lines
    for text, _ in lines:
        check_line(text)


def test_sentences_name_tiles_and_counts(registered):
    from rules.dominant_species.tables import HEX_OF
    h = HEX_OF[(1, -1)]            # the start Savannah
    w = LogWriter(0)
    assert w.describe(ev("speciation", animal="insect", tile=h, count=3))[0][0] == \
        "Insects placed 3 new species on Savannah E3."
    assert w.describe(ev("speciation", animal="insect", tile=h, count=1))[0][0] == \
        "Insects placed 1 new species on Savannah E3."
    # glaciation turns the tile into tundra: later sentences name it so, the glaciation itself not
    lines = w.describe(ev("glaciation", animal="mammal", tile=h, terrain="savannah", vp=3, tundra_near=2,
                          removed=[], returned={"bird": 2}))
    assert lines[0][0] == "Mammals covered Savannah E3 with ice: +3 VP for 2 tundra around it."
    assert lines[1][0] == "Back to their gene pools: 2 Birds."
    assert "Tundra E3" in w.describe(ev("moved", animal="bird", source=h, tile=h, count=1, why="migration"))[0][0]
    i18n.set_language("es")
    w2 = LogWriter(0)
    assert w2.describe(ev("speciation", animal="insect", tile=h, count=2))[0][0] == \
        "Insectos pusieron 2 especies nuevas en Sabana E3."


def test_the_shown_seats_lines_are_coloured(registered):
    from game.dominant_species.log_text import INK, MINE
    w = LogWriter(1)
    assert w.describe(Event("adaptation", 1, {"animal": "bird", "element": "sun"}))[0][1] == MINE
    assert w.describe(Event("adaptation", 0, {"animal": "insect", "element": "sun"}))[0][1] == INK


def test_a_wanderlust_tile_gets_its_terrain_from_its_event(registered):
    from rules.dominant_species.tables import HEX_OF
    h = HEX_OF[(2, -3)]
    w = LogWriter(0)
    assert w.tile(h) == "F1"
    w.describe(ev("tile_placed", animal="bird", tile=h, terrain="forest"))
    assert w.tile(h) == "Forest F1"


def test_an_unknown_kind_is_told_not_dropped(registered):
    lines = LogWriter(0).describe(Event("brand_new_kind", None, {}))
    assert lines and "brand_new_kind" in lines[0][0]


def test_the_log_tells_a_protection_or_a_save_taken_and_declined(registered):
    """The Regression protection and the mammals' save are choices: the log says what was chosen,
    a type kept, a tile saved, or nothing, in English and Spanish (from the rules' own events)."""
    from tests.dominant_species.helpers import H, box, make, play, push, set_display, start
    s = make(("mammal", "reptile", "bird"))
    box(s, "regression", "water")
    set_display(s, "reptile", "water")
    start(s, "regression", 6)
    declined = play(s, "pass")
    s = make(("mammal", "reptile", "bird"))
    box(s, "regression", "water")
    set_display(s, "reptile", "water")
    start(s, "regression", 6)
    kept = play(s, "element", "water")
    t = make(("mammal", "bird"), tiles={(0, 1): "mountain"}, species={(0, 1): {"mammal": 2}})
    push(t, "extinction")
    saved = play(t, "tile", H(0, 1))
    t = make(("mammal", "bird"), tiles={(0, 1): "mountain"}, species={(0, 1): {"mammal": 2}})
    push(t, "extinction")
    let_die = play(t, "pass")
    want = {
        "en": ["Reptiles protect no element from Regression.", "Reptiles keep their Water through Regression.",
               "Mammals saved an endangered species on Mountain D4.", "Mammals save no endangered species."],
        "es": ["Reptiles no protegen ningún elemento de la Regresión.", "Reptiles conservan su Agua en la Regresión.",
               "Mamíferos salvaron una especie en peligro en Montaña D4.", "Mamíferos no salvan ninguna especie en peligro."],
    }
    for lang, lines in want.items():
        i18n.set_language(lang)
        w = LogWriter(0)
        got = [w.describe(evs[0])[0][0] for evs in (declined, kept, saved, let_die)]
        assert got == lines
    i18n.set_language("en")
