"""Forest Shuffle's cards drawn from the data: every card, half, tile, clearing row and large view in
both languages without a text cut, shrunk below 12 px or past its box; a picture for every species;
a tree symbol is a colour and two letters; every card-type symbol has its own glyph."""
from __future__ import annotations

import pygame
import pytest

from game import i18n, text
from game.forest_shuffle import art, geometry as G
from game.forest_shuffle import words as W
from game.pictures import has_picture
from rules.forest_shuffle.cards import db
from rules.forest_shuffle.constants import COLOURS, SIDES, SYMBOLS

D = db()


@pytest.fixture(autouse=True)
def _screen():
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1280, 720))
    yield
    i18n.set_language("en")
    art.clear_cache()


@pytest.fixture
def recording():
    rec = text.record_overflows(True)
    yield rec
    text.record_overflows(False)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_hand_card_fits_its_face(lang, text_window, recording):
    i18n.set_language(lang)
    art.clear_cache()
    for card in range(D.n_deck):
        img = art.card_face(card, G.HAND_CARD)
        assert img.get_size() == G.HAND_CARD
    assert sorted(set(recording)) == []


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_dweller_and_tree_fits_its_tile_in_a_forest(lang, text_window, recording):
    i18n.set_language(lang)
    surf = pygame.Surface((400, 400))
    cell = pygame.Rect(0, 0, *G.CELL)
    for card in range(D.n_deck):
        for f in D.halves(card):
            side = D.f_side[f]
            if side < 0:
                art.draw_tree_tile(surf, G.slot_rect(cell, "tree"), card, False, 49, 16)
            else:
                name = SIDES[side]
                art.draw_slot_card(surf, G.slot_rect(cell, name), f, name, 25, 3)
    art.draw_tree_tile(surf, G.slot_rect(cell, "tree"), -1, True, None, 16)
    for side in SIDES:
        art.draw_empty_slot(surf, G.slot_rect(cell, side), side, True, 12)
    assert sorted(set(recording)) == []


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_clearing_row_and_large_view_fits(lang, text_window, recording):
    i18n.set_language(lang)
    surf = pygame.Surface((1280, 720))
    row = G.clearing_rects(pygame.Rect(900, 104, 376, 362), 9)[0]
    zoom = pygame.Rect(100, 100, *art.zoom_size())
    for card in range(D.n_deck):
        art.draw_clearing_row(surf, row, card, lit=True)
        art.draw_zoom(surf, zoom, card, 0, [])
        if not D.is_tree[card]:
            art.draw_zoom(surf, zoom, card, 1, ["Scores 12 now: 3 × 4 birds = 12"], single=True)
    assert sorted(set(recording)) == []


def test_every_species_has_its_picture_and_every_face_shows_it():
    pygame.display.set_mode((1280, 720))
    for sp in D.species_ids:
        assert has_picture("forest_shuffle", sp), sp
        assert art.species_picture(sp, 32) is not None, sp
    from game.forest_shuffle import _picture_ids
    assert set(_picture_ids()) == set(D.species_ids)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_tree_symbol_is_a_colour_and_two_letters_unique_in_each_language(lang):
    i18n.set_language(lang)
    codes = [W.tree_code(c) for c in COLOURS]
    assert len(set(codes)) == len(COLOURS)
    assert all(len(c) == 2 and "." not in c for c in codes)
    assert len({art.TREE_RGB[c] for c in COLOURS}) == len(COLOURS)


def test_every_card_type_symbol_has_its_own_glyph():
    shapes = {}
    for sym in SYMBOLS:
        g = art.glyph(sym, 32)
        mask = pygame.mask.from_surface(g)
        assert mask.count() > 40, sym
        shapes[sym] = tuple(mask.get_at((x, y)) for x in range(0, 32, 2) for y in range(0, 32, 2))
    assert len(set(shapes.values())) == len(SYMBOLS)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_points_rule_of_every_species_reads_in_words(lang):
    i18n.set_language(lang)
    for sp in D.species_ids:
        label = W.points_label(sp)
        assert label and "{" not in label and "forest_shuffle." not in label, (sp, label)
    i18n.set_language("en")
    assert W.points_label("goshawk") == "3 × bird"
    assert W.points_label("red_squirrel") == "5 on Oak"
    assert W.points_label("douglas_fir") == "5 pts"
    assert W.points_label("birch") == "1 pt"
    assert W.points_label("horse_chestnut") == "set 1–49"
