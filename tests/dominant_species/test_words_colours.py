"""Every word in the player's language, every piece seen: the animals' marks are letters of their name in
that language (no English 'K', 'B' in Spanish), the Competition spaces show their terrains as icons (no
English letters), the Spanish grammar holds for one and many; the animals' and elements' colours follow the
colour-blind palette; the reptiles' dark pieces have a light rim on the dark table."""
from __future__ import annotations

import unicodedata

import pytest

from game import i18n, palette, text
from game.app import App
from game.dominant_species import art
from game.table.paint import PANEL
from rules.dominant_species import screen
from rules.dominant_species.constants import ANIMALS, ELEMENTS
from tests.dominant_species.test_table_support import new_session, play_random, registered  # noqa: F401
from tests.helpers import open_table, render


def _plain(s: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", s.lower()) if unicodedata.category(c) != "Mn")


def _lum(c) -> float:
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_each_animals_mark_is_letters_of_its_name_in_the_players_language(registered, lang):
    from game.dominant_species import words as W
    i18n.set_language(lang)
    marks = [art.letter("animal", a) for a in ANIMALS]
    assert len(set(marks)) == len(marks)
    for a, m in zip(ANIMALS, marks):
        assert _plain(W.animal(a)).startswith(_plain(m)), (a, m)
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_english_letters_on_the_spanish_table(registered, lang):
    app = App(headless=True)
    i18n.set_language(lang)
    s = play_random(new_session(["human", "easy", "easy"], seed=3), 40)
    open_table(app, s)
    drawn = text.record_texts(True)
    try:
        render(app, 2)
    finally:
        text.record_texts(False)
    english_marks = {"WJ", "WD", "FD", "VF", "VN", "SN", "SJ", "K", "B"}
    assert not drawn & english_marks
    assert not any(t.startswith("♛") and t[1:] in {"K", "B", "A", "M", "R", "I"} for t in drawn)
    assert not any(len(t) >= 2 and t[0].isdigit() and t[1:] in {"K", "B"} for t in drawn)
    i18n.set_language("en")


def test_spanish_says_one_and_many_right(registered):
    i18n.set_language("es")
    assert "quedan 1 tundras" not in i18n.tr("dominant_species.board.tundra_stock", n=1)
    assert "domina la loseta" not in screen.strings()["es"]["prompt"]["card"]
    assert "te quedan {left} movimientos" not in screen.strings()["es"]["prompt"]["migration"]
    i18n.set_language("en")


def test_animal_and_element_colours_follow_the_colour_blind_palette():
    try:
        palette.set_palette("standard")
        std = {a: art.colour("animal", a) for a in ANIMALS}
        std_el = {e: art.colour("element", e) for e in ELEMENTS}
        chip = art.chip("reptile", 2)
        palette.set_palette("colour_blind")
        cb = {a: art.colour("animal", a) for a in ANIMALS}
        assert cb == {a: palette.OKABE_ITO[i] for i, a in enumerate(ANIMALS)} and cb != std
        assert {e: art.colour("element", e) for e in ELEMENTS} != std_el
        assert art.chip("reptile", 2) is not chip                # the cached pictures follow the palette
        assert art.letter("animal", "reptile")                   # the letters stay
    finally:
        palette.set_palette("standard")


@pytest.mark.parametrize("name", palette.PALETTES)
def test_every_animals_piece_stands_out_of_the_dark_table(name):
    try:
        palette.set_palette(name)
        for a in ANIMALS:
            bg = art.colour("animal", a)
            edge = art.rim(bg)
            assert max(abs(_lum(bg) - _lum(PANEL)), abs(_lum(edge) - _lum(PANEL))) >= 60, (a, bg, edge)
        assert art.rim(art.colour("animal", "reptile")) == art.LIGHT_RIM or name != "standard"
    finally:
        palette.set_palette("standard")
