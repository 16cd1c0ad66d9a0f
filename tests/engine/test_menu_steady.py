"""The menu's game commands stay where they are whichever game is chosen: the Tutorial button never
moves under the pointer because a game has a command of its own (Selva's deck editor)."""
from __future__ import annotations

from rules.registry import DESCRIPTORS


def test_the_tutorial_button_keeps_its_place_for_every_game(app):
    app.settings.tutorials_offered = [d.id for d in DESCRIPTORS]
    app.push_scene("menu")
    menu = app.top
    places = {}
    for i, d in enumerate(menu.games):
        menu.selected = i
        menu.build_extras()
        app.step([])
        by_label = {a.label: tuple(b.rect) for b, a in menu.extras}
        places[d.id] = by_label["tutorial.button"]
        rects = [b.rect for b, _ in menu.extras]
        assert all(not r.colliderect(o) for i, r in enumerate(rects) for o in rects[i + 1:])
        assert all(r.bottom <= 700 for r in rects)          # above the keys line
    assert len(set(places.values())) == 1 and len(places) == len(DESCRIPTORS)
