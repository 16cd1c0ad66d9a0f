"""Text that reads on any window: the floor on the canvas, the interface scale, the condensed face and the
hyphenated card names (game/text.py), and the setting that chooses the scale."""
from __future__ import annotations

import pygame
import pytest

from game import text
from game.app import App
from game.settings import Settings


@pytest.fixture(autouse=True)
def _canvas_sizes():
    pygame.font.init()
    yield
    text.set_zoom(1.0, 1.0)


@pytest.mark.parametrize("scale, window, floor", [
    (1.0, 1.0, 12),      # the canvas as designed
    (1.0, 0.8, 15),      # 1024×600: 15 on the canvas is 12 on the screen
    (1.0, 1.5, 8),       # 1920×1080: a text may shrink to 8, still 12 on the screen
    (1.25, 1.0, 15),     # 125 % on 1280×720: the smallest text is 15 on the screen
    (1.5, 1.0, 15),      # 150 % asks 18: as far as the layouts have room (15)
    (1.5, 1.5, 12),      # 150 % on 1920×1080: 18 on the screen
    (1.0, 0.5, 24),      # a smaller window than supported still reads
])
def test_the_floor_keeps_every_text_readable_and_follows_the_scale(scale, window, floor):
    assert text.floor_for(scale, window) == floor
    text.set_zoom(scale, window)
    assert text.real_size(6) == floor and text.real_size(30) == 30
    assert text.on_screen(12) >= 12 - 0.01


@pytest.mark.parametrize("size, floor", [((1024, 600), 15), ((1280, 720), 12), ((1920, 1080), 8)])
def test_an_app_sizes_its_text_for_its_window(size, floor):
    app = App(headless=True, size=size)
    assert text.zoom() == floor
    img = text.render("Hunt score", 12)
    k = app._scale[0]
    assert img.get_height() * k >= 12          # the drawn line is at least 12 screen pixels tall


def test_faces_with_text_are_repainted_when_the_size_changes():
    from game.selva import faces
    faces._cache[("probe",)] = pygame.Surface((1, 1))
    text.set_zoom(1.0, 1.0)
    assert text.set_zoom(1.0, 0.8) is True     # the floor changed: every picture with text is dropped
    assert ("probe",) not in faces._cache
    assert text.set_zoom(1.0, 0.8) is False    # unchanged: nothing dropped


def test_a_long_text_is_drawn_condensed_before_it_is_shrunk_or_cut():
    text.set_zoom(1.0, 0.8)
    word = "Competencia"
    wide = text.text_width(word, 12, True)
    room = wide - 8                            # too wide in bold, fits condensed
    rec = text.record_overflows(True)
    try:
        size = text.fit_size(word, 12, room, True)
        assert text.ellipsize(word, size, room, True) == word      # not cut
        assert text.render(word, size, (0, 0, 0), True).get_width() <= room
        assert rec == []
    finally:
        text.record_overflows(False)


def test_a_long_name_wraps_condensed_then_hyphenated_and_says_when_nothing_fits():
    text.set_zoom(1.0, 0.8)
    lines = text.wrap_fit("Capercaillie", 12, 66, 2)
    assert lines is not None and len(lines) == 2 and lines[0].endswith("-")
    assert "".join(x.rstrip("-") for x in lines) == "Capercaillie"
    assert all(text.render(x, 12).get_width() <= 66 for x in lines)
    assert text.wrap_fit("Ciervo de pantano", 12, 70, 3) is not None
    assert text.wrap_fit("Supercalifragilistic expialidocious words", 12, 40, 2) is None


def test_the_text_size_setting_is_kept_and_applied_at_once(app):
    from game.scenes.settings_scene import SettingsScene
    scene = SettingsScene(app)
    app.push(scene)
    row = dict(scene.rows)["settings.text_size"]
    assert text.zoom() == 12
    row.step(1)                                # 100 % -> 125 %
    app.step([])
    assert app.settings.ui_scale == 125 and text.zoom() == 15
    assert Settings.load().ui_scale == 125     # saved
    row.step(1)
    row.step(1)                                # 150 % -> back to 100 %
    assert Settings.load().ui_scale == 100 and text.zoom() == 12


def test_a_text_size_that_is_not_offered_falls_back_to_100(tmp_path):
    s = Settings()
    s.ui_scale = 175
    s.save()
    assert Settings.load().ui_scale == 100


def test_chart_ticks_are_whole_round_numbers_with_zero_among_them():
    from game.score_chart import ticks
    assert ticks(-1, 2, 6) == [-1, 0, 1, 2]
    assert ticks(-13, 45, 6) == [-10, 0, 10, 20, 30, 40]
    assert ticks(0, 107, 12) == [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]
    for lo, hi, most in ((0, 3, 12), (-7, 230, 6), (5, 5, 3)):
        got = ticks(lo, hi, most)
        assert 1 <= len(got) <= most and all(lo <= v <= hi for v in got)
        assert lo > 0 or 0 in got


def test_a_compound_breaks_between_its_words():
    text.set_zoom(1.0, 0.8)
    for word, first in (("Tortoiseshell", "Tortoise-"), ("Horseshoe", "Horse-"), ("Woodpecker", "Wood-")):
        room = text.font(12, False, True).size(word)[0] - 8        # too wide even condensed
        lines = text.wrap_fit(word, 12, room, 2)
        assert lines is not None and lines[0] == first, (word, lines)
