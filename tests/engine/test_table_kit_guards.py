"""Kit pieces of issue 22: nothing moves under the pointer (Steady), a click meant for one prompt never
answers the next (ClickGuard), "Loading…" while a table opens, the colour-blind palette, --lang."""
from __future__ import annotations

import os
import subprocess
import sys
import time

import pygame

from game.palette import OKABE_ITO, seat_colour, set_palette
from game.table.steady import ClickGuard, Steady

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _row(ids):
    return {i: pygame.Rect(100 + k * 60, 500, 50, 80) for k, i in enumerate(ids)}


def test_a_row_stays_put_while_the_pointer_is_over_it():
    zone = pygame.Rect(80, 480, 600, 120)
    st = Steady()
    first = st.layout([1, 2, 3, 4], zone, (170, 540), _row)
    after = st.layout([1, 3, 4], zone, (170, 540), _row)            # card 2 played: its place stays empty
    assert after == {1: first[1], 3: first[3], 4: first[4]}
    grown = st.layout([1, 3, 4, 9], zone, (170, 540), _row)        # a new card: after the last kept place
    assert grown[9].left > first[4].left and all(grown[i] == first[i] for i in (1, 3, 4))
    moved_away = st.layout([1, 3, 4, 9], zone, (10, 10), _row)     # the pointer left: laid out afresh
    assert moved_away == _row([1, 3, 4, 9])


def test_a_new_prompt_ignores_clicks_for_a_moment():
    g = ClickGuard(seconds=0.2)
    g.see(("Take", "max"))
    time.sleep(0.25)
    assert g.ready()
    g.see(("Take no tile",))
    assert not g.ready()
    time.sleep(0.25)
    assert g.ready()


def test_the_colour_blind_palette_gives_the_okabe_ito_set():
    try:
        set_palette("colour_blind")
        assert [seat_colour(i) for i in range(3)] == list(OKABE_ITO[:3])
        set_palette("standard")
        assert seat_colour(0) != OKABE_ITO[0]
    finally:
        set_palette("standard")


def test_opening_a_table_says_loading_first():
    from game.app import App
    from tests.helpers import new_session
    app = App(headless=True)
    before = app.loading_shown
    app.push_scene("table", session=new_session("depredador", ("human", "easy", "easy")))
    assert app.loading_shown == before + 1


def test_screenshot_takes_a_language(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    shots = {}
    for lang in ("en", "es"):
        out = tmp_path / f"{lang}.png"
        r = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "screenshot", "depredador", "--lang", lang,
                            "--out", str(out)], capture_output=True, text=True, env=env, timeout=120, cwd=ROOT)
        assert r.returncode == 0, r.stderr
        shots[lang] = pygame.image.tobytes(pygame.image.load(str(out)), "RGB")
    assert shots["en"] != shots["es"]


def test_a_steady_column_adds_new_things_below_the_last_kept_place():
    """A list laid one under another (Forest Shuffle's clearing) gets a new thing under its last kept
    place, not beside it on top of another row."""
    from game.table.steady import Steady

    def column(ids):
        return {i: pygame.Rect(10, 10 + 30 * k, 200, 26) for k, i in enumerate(ids)}
    zone = pygame.Rect(0, 0, 240, 400)
    st = Steady()
    first = st.layout(["a", "b", "c"], zone, (50, 50), column)
    kept = st.layout(["a", "c", "d"], zone, (50, 50), column)        # b taken, d comes in, pointer over
    assert kept["a"] == first["a"] and kept["c"] == first["c"]        # nothing moved
    assert kept["d"].left == first["c"].left and kept["d"].top == first["c"].top + 30
    assert not any(kept["d"].colliderect(r) for k, r in kept.items() if k != "d")
