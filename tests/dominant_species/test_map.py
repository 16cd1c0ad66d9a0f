"""The Earth zooms (mouse wheel, + and −, 0 for the whole Earth) and pans (drag) and every click on it
still lands on what is drawn under the pointer; a press that drags never clicks."""
from __future__ import annotations

import pygame
import pytest

from game.app import App
from tests.dominant_species.test_table_support import new_session, play_random, registered  # noqa: F401
from tests.helpers import click, key, open_table, render


@pytest.fixture
def app(registered):
    return App(headless=True)


def wheel(app, pos, y):
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))])


def drag(app, a, b):
    steps = [pygame.event.Event(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)),
             pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1)]
    n = 5
    for i in range(1, n + 1):
        p = (a[0] + (b[0] - a[0]) * i // n, a[1] + (b[1] - a[1]) * i // n)
        q = (a[0] + (b[0] - a[0]) * (i - 1) // n, a[1] + (b[1] - a[1]) * (i - 1) // n)
        steps.append(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(p[0] - q[0], p[1] - q[1]), buttons=(1, 0, 0)))
    steps.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))
    app.step(steps)


def test_the_wheel_zooms_about_the_pointer_and_keys_zoom_and_reset(app):
    s = play_random(new_session(["human", "easy", "easy"], seed=3), 20)
    t = open_table(app, s)
    render(app, 2)
    h = next(h for h in range(len(s.state.terrain)) if s.state.terrain[h] >= 0)
    at = t.hex_centre(h)
    r0 = t.earth.r
    wheel(app, at, 2)
    assert t.earth.zoom > 1.4 and t.earth.r > r0 * 1.4
    x, y = t.hex_centre(h)
    assert abs(x - at[0]) <= 2 and abs(y - at[1]) <= 2            # the tile under the pointer stays
    assert t.target_at(t.hex_centre(h)) in (("hex", h),) or t.target_at(t.hex_centre(h))[0] in ("chip", "corner")
    key(app, pygame.K_0)
    assert t.earth.zoom == 1.0 and t.earth.r == r0
    key(app, pygame.K_PLUS)
    key(app, pygame.K_EQUALS)
    assert t.earth.zoom > 1.5
    key(app, pygame.K_MINUS)
    key(app, pygame.K_MINUS)
    key(app, pygame.K_MINUS)
    assert t.earth.zoom == 1.0
    render(app, 1)


def test_a_drag_pans_the_zoomed_map_and_never_clicks(app):
    s = play_random(new_session(["human", "easy", "easy"], seed=3), 20)
    t = open_table(app, s)
    render(app, 2)
    t.zoom_by(2.0)
    n = len(s.actions)
    zone = t.R["earth"]
    before = t.earth.pan
    drag(app, zone.center, (zone.centerx + 60, zone.centery + 30))
    assert t.earth.pan[0] > before[0] and len(s.actions) == n
    for _ in range(20):                                           # never out of the zone's reach
        drag(app, zone.center, (zone.right - 2, zone.bottom - 2))
    xs = [t.earth.centres[h][0] for h in range(len(t.earth.centres))]
    assert min(xs) - t.earth.r <= zone.left + 1


def test_clicks_on_a_zoomed_map_play_what_is_under_the_pointer(app):
    from tests.dominant_species.test_table_support import until_step
    s = until_step("speciation", ["human", "easy", "easy"])
    assert s is not None
    t = open_table(app, s)
    render(app, 2)
    corner = next(iter(t.choices.corners))
    t.zoom_by(1.6, t.corner_rect(corner).center)
    render(app, 1)
    r = t.corner_rect(corner)
    assert t.R["earth"].collidepoint(r.center)
    n = len(s.actions)
    click(app, r.center)
    assert len(s.actions) == n + 1 and s.actions[-1].value == corner
