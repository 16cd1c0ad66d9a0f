"""The real window's path (not headless): the canvas reaches the window at any size, scaled to fit and
centred. (Every other screen test draws headless; this one presents, as a player's window does.)"""
from __future__ import annotations

import pygame
import pytest

from game.app import App


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600), (1920, 1080), (800, 800)])
def test_the_canvas_reaches_a_window_of_any_size(size):
    app = App(headless=False, size=size)
    try:
        app.push_scene("menu")
        app.step([])                                   # draws and presents
        win = pygame.display.get_surface()
        assert win.get_size() == size
        k, ox, oy = app._scale
        assert abs(k - min(size[0] / 1280, size[1] / 720)) < 1e-9
        centre = win.get_at((size[0] // 2, size[1] // 2))[:3]
        assert centre != (0, 0, 0)                      # the menu is drawn, not a black window
        if oy:                                          # letterbox bands stay black
            assert win.get_at((size[0] // 2, oy // 2))[:3] == (0, 0, 0)
        app.show_loading()                               # the loading card presents too
        assert app.loading_shown == 1
        lx, ly = app.to_logical((ox + int(640 * k), oy + int(360 * k)))
        assert abs(lx - 640) <= 2 and abs(ly - 360) <= 2
    finally:
        pygame.display.quit()
