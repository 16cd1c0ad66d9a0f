"""How a game declares what it shows: its table, results breakdown, setup panel, extra scenes and files.

Each ``game/<game>/__init__.py`` exports one ``UI = GameUI(...)``; ``game/registry.py`` lists them.
Everything is imported lazily (the factories), so the menu starts without loading every table.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable


# What the shared parts require of every game, checked by check-data in every language: the menu
# shows its name and description; the table kit titles its log and says whose turn it is; the kit's
# table places its log and its Menu and Undo buttons.
REQUIRED_STRINGS = ("games.{game}.name", "games.{game}.desc", "{game}.log.title", "{game}.illegal.not_your_turn")
REQUIRED_ZONES = {"log": "rect", "menu_button": "rect", "undo_button": "rect"}


@dataclass(frozen=True)
class MenuAction:
    """A button the menu shows while this game is selected (e.g. a deck editor), opening a scene."""

    label: str                  # interface-string key
    scene: str                  # a scene name (``<game>.<name>`` for a game's own scenes)
    key: int | None = None      # a pygame key that opens it from the menu


@dataclass(frozen=True)
class GameUI:
    """``table``: the table scene class. ``breakdown``: the results screen's breakdown class (None: a
    plain ranking). ``setup_panel``: the setup scene's options panel class (None: the panel built from
    the game's option schema). ``scenes``: the game's own scenes by short name, opened as
    ``app.push_scene("<game>.<name>", ...)``. ``zones``: the layout objects the table reads from
    ``data/<game>/layout.tmx`` (name -> "rect" | "point"), checked by check-data. ``i18n``: the game's
    interface-string files under ``data/<game>/`` (``{lang}`` is replaced). ``progress``: how far a
    session has come, in words, for the menu's Continue (default: the number of moves)."""

    id: str
    table: Callable[[], type]
    breakdown: Callable[[], type] | None = None
    setup_panel: Callable[[], type] | None = None
    scenes: dict = field(default_factory=dict)
    menu_actions: tuple[MenuAction, ...] = ()
    zones: Callable[[], dict] | None = None
    i18n: tuple[str, ...] = ("i18n.{lang}.yaml",)
    progress: Callable | None = None      # session -> "round 2, hunt 3" (Continue says what it resumes)
    picture_ids: Callable[[], list] | None = None    # every card id that must have a picture (check-data)
    glossary: Callable[[str], dict] | None = None    # lang -> {placeholder: the data's name}, for the rules text
    bench_tables: Callable[[], dict] | None = None   # {label: session} of extra moments `python -m bench` draws

    def __post_init__(self) -> None:
        """Parts may be named by dotted path (``"game.<game>.table:MyTable"``): resolved on first use."""
        from rules.engine.refs import factory, function
        for name in ("table", "breakdown", "setup_panel"):
            object.__setattr__(self, name, factory(getattr(self, name)))
        for name in ("zones", "progress", "picture_ids", "glossary", "bench_tables"):
            object.__setattr__(self, name, function(getattr(self, name)))
        object.__setattr__(self, "scenes", {k: factory(v) for k, v in self.scenes.items()})
