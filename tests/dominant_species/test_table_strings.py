"""The table's interface strings: the same keys and placeholders in English and Spanish, every key the
screen names exists, the short card lines fit their row, and the Planning warnings are told."""
from __future__ import annotations

import glob
import os
import re

import pytest

from game import i18n
from tests.strings import strings_file
from tests.dominant_species.test_table_support import new_session, registered  # noqa: F401

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def table(lang):
    return strings_file("dominant_species", f"i18n_table.{lang}.yaml")


# the same keys and placeholders in both languages: tests/conformance/test_strings.py


def test_every_key_the_screen_names_exists():
    keys = set(table("en"))
    used = set()
    for path in glob.glob(os.path.join(ROOT, "game", "dominant_species", "*.py")):
        text = open(path, encoding="utf-8").read()
        used |= {"dominant_species." + k for k in re.findall(r'DS \+ "([a-z_.]+[a-z_])"', text)}
        used |= {"dominant_species.info." + k for k in re.findall(r'X \+ "([a-z_.]+[a-z_])"', text)}
        used |= {"dominant_species.log." + k for k in re.findall(r'L \+ "([a-z_.]+[a-z_])"', text)}
        used |= {"dominant_species.results." + k for k in re.findall(r'R \+ "([a-z_.]+[a-z_])"', text)}
        used |= set(re.findall(r'"(dominant_species\.[a-z_.]+[a-z_])"', text))
    assert len(used) > 100
    plural = {k.rsplit(".", 1)[0] for k in keys if k.endswith((".one", ".other"))}
    missing = sorted(k for k in used if k not in keys and k not in plural
                     and not k.endswith((".", "_")) and not any(x.startswith(k + ".") for x in keys))
    assert missing == []


@pytest.mark.parametrize("window", (1.0, 0.8), ids=("1280x720", "1024x600"))
@pytest.mark.parametrize("lang", ("en", "es"))
def test_the_short_card_lines_fit_their_row(registered, lang, window):
    """Every card's name and summary fit its row, with the text sized for the canvas and for a 1024×600
    window (larger on the canvas: the summary moves up to the name, condensed if need be)."""
    import pygame
    pygame.font.init()
    from game import text
    from game.dominant_species.draw_board import card_face
    from game.dominant_species.geometry import card_rows
    from game.layout import load_layout
    from rules.dominant_species.cards import card_ids
    i18n.set_language(lang)
    row = card_rows(load_layout("dominant_species").rect("cards"))[0]
    text.set_zoom(1.0, window)
    text.record_overflows(True)
    try:
        for cid in card_ids():
            short = i18n.tr("dominant_species.card_short." + cid)
            assert short != "dominant_species.card_short." + cid
            card_face(cid, row.size)
        assert text.overflows() == []
    finally:
        text.record_overflows(False)
        text.set_zoom(1.0, 1.0)


def test_planning_warns_where_a_pawn_would_do_nothing(registered):
    from game.dominant_species.explain import space_lines, space_warning
    from game.i18n import tr
    from rules.dominant_species.constants import B_ADAPT, B_REGRESS, SECTIONS
    from rules.dominant_species.tables import FREE_SPACES, SECTION_SPACES
    s = new_session(["human", "easy", "easy"], seed=3)
    v = s.game.view(s.state, 0)
    first = {sec: SECTION_SPACES[i][0] for i, sec in enumerate(SECTIONS)}
    # turn 1: the Regression, Wasteland and Depletion boxes are empty; Adaptation's is not
    assert not any(v.box[B_REGRESS * 6:B_REGRESS * 6 + 6]) and any(v.box[B_ADAPT * 6:B_ADAPT * 6 + 6])
    for sec in ("regression", "wasteland", "depletion"):
        assert space_warning(v, first[sec]) == "dominant_species.info.warn.empty_box"
        assert (tr("dominant_species.info.warn.empty_box"), (240, 140, 120)) in space_lines(v, first[sec], 0)
    for sec in ("adaptation", "abundance", "glaciation", "wanderlust", "migration", "domination"):
        assert space_warning(v, first[sec]) is None, sec
    assert all(space_warning(v, i) is None for i in FREE_SPACES)
    # no tundra left, no element of a Speciation space's type, no face-up tile
    v.tundra = 0
    assert space_warning(v, first["glaciation"]) == "dominant_species.info.warn.no_tundra"
    meat = SECTION_SPACES[SECTIONS.index("speciation")][0]
    v.el = [-1 if e == 2 else e for e in v.el]
    assert space_warning(v, meat) == "dominant_species.info.warn.no_element"
    v.up = [False] * len(v.up)
    assert space_warning(v, first["wanderlust"]) == "dominant_species.info.warn.no_tiles"
