"""The shared scenes, which know no game, opened by name through the app (``app.push_scene("menu")``).

No scene imports another: a scene asks the app for the next one by name. The names here are the shared
scenes; ``table`` and a game's own scenes (``<game>.<name>``) come from ``game/registry.py``.
"""
from __future__ import annotations


def _menu():
    from game.scenes.menu import MenuScene
    return MenuScene


def _setup():
    from game.scenes.setup import SetupScene
    return SetupScene


def _results():
    from game.scenes.results import ResultsScene
    return ResultsScene


def _pause():
    from game.scenes.pause import PauseOverlay
    return PauseOverlay


def _rules():
    from game.scenes.rules_screen import RulesScene
    return RulesScene


def _settings():
    from game.scenes.settings_scene import SettingsScene
    return SettingsScene


def _cover():
    from game.scenes.cover import CoverScene
    return CoverScene


def _dialog():
    from game.scenes.dialog import DialogScene
    return DialogScene


def _error():
    from game.scenes.error_screen import ErrorScene
    return ErrorScene


def _saves():
    from game.scenes.saves_screen import SavedGamesScene
    return SavedGamesScene


def _stats():
    from game.scenes.stats_screen import StatisticsScene
    return StatisticsScene


def _about():
    from game.scenes.about import AboutScene
    return AboutScene


def _online():
    from game.scenes.online import OnlineScene
    return OnlineScene


def _waiting_room():
    from game.scenes.waiting_room import WaitingRoomScene
    return WaitingRoomScene


SCENES = {"online": _online, "waiting_room": _waiting_room, "saves": _saves, "stats": _stats, "about": _about, "error": _error, "dialog": _dialog, "menu": _menu, "setup": _setup, "results": _results, "pause": _pause, "rules": _rules,
          "settings": _settings, "cover": _cover}


def scene_class(name: str) -> type:
    """The class of the scene called ``name`` (shared, or a game's ``<game>.<name>``)."""
    if name in SCENES:
        return SCENES[name]()
    from game.registry import game_scene
    cls = game_scene(name)
    if cls is None:
        raise KeyError(f"no scene called '{name}'")
    return cls
