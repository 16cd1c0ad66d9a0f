"""Every word in the player's language: no word that only the other language uses is drawn on a screen
(the menu, setup, a table at several moments, the pause, the rules, the results), apart from the proper
names the data gives in both languages alike (cards, species, places) and the players' names."""
from __future__ import annotations

import random
import re

import pygame
import pytest

from game import i18n, text
from game.app import App
from rules.engine.session import Session
from rules.registry import DESCRIPTORS

WORD = re.compile(r"[A-Za-zÁÉÍÓÚÜÑáéíóúüñ]{4,}")
# words spelled alike in English and Spanish (with the same sense here): never "the other language"
SAME_IN_BOTH = {"normal", "total", "final", "animal", "animales", "mulligan", "defender", "real", "hotel",
                "selva", "alfa"}
# names, not words: the app's, every registered game's own names (in every language), and the players'
NAMES = {"bestiario"} | {w.lower() for d in DESCRIPTORS for name in d.names.values()
                         for w in WORD.findall(name)}


def data_names(game_id: str, lang: str) -> set[str]:
    """The words of every name the game's data gives in ``lang`` (cards, species, places): proper names."""
    import glob
    import os

    import yaml

    from rules.engine.data import data_dir
    out: set[str] = set()

    def walk(v):
        if isinstance(v, dict):
            for k, x in v.items():
                if k == lang and isinstance(x, str):
                    out.update(_words(x))
                else:
                    walk(x)
        elif isinstance(v, list):
            for x in v:
                walk(x)
    for path in glob.glob(os.path.join(data_dir(), game_id, "*.yaml")):
        if os.path.basename(path).startswith(("i18n", "rules_text")):
            continue
        with open(path, encoding="utf-8") as fh:
            walk(yaml.safe_load(fh))
    return out


def _words(value: str) -> set[str]:
    return {w.lower() for w in WORD.findall(re.sub(r"\{[^}]*\}", " ", value))}


def exclusive_words() -> dict[str, set[str]]:
    """For each language, the words its strings use that no string of the other language uses."""
    tables = {lang: i18n.table(lang) for lang in ("en", "es")}
    used = {lang: set() for lang in tables}
    for lang, table in tables.items():
        for value in table.values():
            used[lang] |= _words(value)
    return {"en": used["en"] - used["es"], "es": used["es"] - used["en"]}


def session_at(d, moment: int, seed: int = 7) -> Session:
    n = d.default_players
    s = Session(d.id, {"players": n, "seats": ["human"] + ["easy"] * (n - 1),
                       "names": ["Ana"] + [f"Rival {i}" for i in range(1, n)]}, seed)
    rng = random.Random(seed)
    k = 0
    while s.current_player() is not None and not (k >= moment and s.current_player() == 0):
        s.apply(rng.choice(s.legal_actions()))
        k += 1
    return s


def drawn_in(lang: str, d) -> set[str]:
    """Every text drawn by the game's screens in ``lang``."""
    i18n.set_language(lang)
    app = App(headless=True)
    i18n.set_language(lang)
    seen = text.record_texts(True)
    try:
        def show(make, frames=3):
            app.scenes.clear()
            scene = make()
            if hasattr(scene, "ai_delay_override"):
                scene.ai_delay_override = 10 ** 6
            app.push(scene)
            for i in range(frames):
                app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 420), rel=(0, 0), buttons=(0, 0, 0))]
                         if i == 1 else [])
            return scene
        show(lambda: app.make_scene("menu"))
        show(lambda: app.make_scene("setup", game_id=d.id))
        show(lambda: app.make_scene("rules", game_id=d.id))
        for moment in (0, 30, 90):
            table = show(lambda: app.make_scene("table", session=session_at(d, moment)))
            app.push_scene("pause", table=table)
            app.step([])
        done = session_at(d, 10 ** 9)
        show(lambda: app.make_scene("results", session=done))
        return set(seen)
    finally:
        text.record_texts(False)
        i18n.set_language("en")


def test_no_string_is_left_untranslated():
    """A string of the interface that reads the same in both languages holds only names and words spelled
    alike in both (else one language shows the other's words: Selva's English said Bosque)."""
    en, es = i18n.table("en"), i18n.table("es")
    same = {k: v for k, v in en.items() if es.get(k) == v and _words(v) - SAME_IN_BOTH - NAMES}
    assert same == {}


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("d", DESCRIPTORS, ids=lambda d: d.id)
def test_no_word_of_the_other_language_on_screen(d, lang):
    other = "es" if lang == "en" else "en"
    foreign = exclusive_words()[other] - SAME_IN_BOTH - NAMES - data_names(d.id, lang)
    offending = {}
    for shown in drawn_in(lang, d):
        bad = _words(shown) & foreign
        if bad:
            offending[shown[:70]] = sorted(bad)
    assert offending == {}
