"""Every scene of every game, in both languages, at several moments of a game: no text is cut, shrunk
below 12 px or drawn past its box (game/text.py reports each one while recording)."""
from __future__ import annotations

import random

import pygame
import pytest

from game import i18n, text
from game.app import App
from rules.engine.session import Session
from rules.registry import DESCRIPTORS

LANGS = ("en", "es")
# The window sizes every screen must read at: the smallest supported (text is zoomed so that size 12 is
# still 12 screen pixels), the canvas itself, and full HD.
SIZES = ((1024, 600), (1280, 720), (1920, 1080))
SIZE_IDS = ["x".join(map(str, s)) for s in SIZES]
# Tables still being redesigned for readable card faces (issue 10): their known overflows are expected
# failures until then; a table that fits is no longer listed (strict: an unexpected pass fails).
UNFIT_TABLES: set = set()
MOMENTS = (0, 25, 80, "end")
# Tables whose card faces are still being fitted to the smallest window (strict: a pass fails).
UNFIT_SMALL: set = set()


def session_at(d, moment, seed=7, seats=None):
    n = d.default_players
    seats = seats or ["human"] + ["easy"] * (n - 1)
    s = Session(d.id, {"players": n, "seats": seats, "names": ["Ana"] + [f"Rival {i}" for i in range(1, n)]}, seed)
    rng = random.Random(seed)
    k = 0
    while s.current_player() is not None:
        if moment != "end" and k >= moment and s.current_player() == 0:
            break
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
        k += 1
    return s


def show(app, make, frames=3):
    app.scenes.clear()
    scene = make()
    if hasattr(scene, "ai_delay_override"):
        scene.ai_delay_override = 10 ** 6
    app.push(scene)
    move = pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 400), rel=(0, 0), buttons=(0, 0, 0))
    for i in range(frames):
        app.step([move] if i == 1 else [])
    return scene


@pytest.fixture
def recording():
    text.record_overflows(True)
    yield
    text.record_overflows(False)


def problems():
    return sorted(set(text.overflows()))[:12]


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
@pytest.mark.parametrize("lang", LANGS)
def test_shared_scenes_fit(lang, size, recording):
    i18n.set_language(lang)
    try:
        app = App(headless=True, size=size)
        i18n.set_language(lang)             # the app starts in the saved language: switch after it
        first = DESCRIPTORS[0].id
        for name, kw in (("menu", {}), ("settings", {}), ("about", {}), ("rules", {"game_id": first}),
                         ("dialog", {"message": i18n.tr("save.offer_previous",
                                                        problem=i18n.tr("save.error.damaged_at", line=1, column=599)),
                                     "buttons": [(i18n.tr("save.resume_previous"), None),
                                                 (i18n.tr("dialog.cancel"), None)]}),
                         ("error", {"title": i18n.tr("errors.cannot_open", game="Forest Shuffle"),
                                    "lines": ["data/x/cards.yaml:12: cards[3].cost: expected an integer ≥ 0, got \"two\""]})):
            show(app, lambda: app.make_scene(name, **kw))
        assert problems() == []
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("d", DESCRIPTORS, ids=lambda d: d.id)
def test_setup_rules_and_results_of_each_game_fit(d, lang, size, recording):
    i18n.set_language(lang)
    try:
        app = App(headless=True, size=size)
        i18n.set_language(lang)             # the app starts in the saved language: switch after it
        show(app, lambda: app.make_scene("setup", game_id=d.id))
        show(app, lambda: app.make_scene("rules", game_id=d.id))
        done = session_at(d, "end", seats=["easy"] * d.default_players)
        show(app, lambda: app.make_scene("results", session=done))
        assert problems() == []
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("d", [pytest.param(d, marks=pytest.mark.xfail(strict=True, reason="card faces being redesigned"))
                               if d.id in UNFIT_TABLES else d for d in DESCRIPTORS], ids=lambda d: d.id)
@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_each_table_fits_at_several_moments(d, lang, size, recording, request):
    if (d.id, lang, size) in UNFIT_SMALL:
        request.applymarker(pytest.mark.xfail(strict=True, reason="faces being fitted to a 1024×600 window"))
    i18n.set_language(lang)
    try:
        app = App(headless=True, size=size)
        i18n.set_language(lang)             # the app starts in the saved language: switch after it
        for moment in MOMENTS[:-1]:
            s = session_at(d, moment)
            table = show(app, lambda: app.make_scene("table", session=s))
            app.push_scene("pause", table=table)
            app.step([])
        assert problems() == []
    finally:
        i18n.set_language("en")
