"""``check-data``: validate every YAML and TMX file of a data folder (shipped or a copy).

``check_all(root)`` is the command; ``check_game(game_id)`` the same for one game (the app asks before
it opens a game, so a broken file is shown as one line on an error screen, never as a traceback);
``check_shared(root)`` the files every game needs (the interface strings)."""
from __future__ import annotations

import os
from functools import lru_cache

from rules.engine.data import DataError, data_dir, load_plain, load_yaml


def _yaml_problems(path: str) -> list[str]:
    if not os.path.exists(path):
        return [f"{path}:1: (file): missing"]
    try:
        load_yaml(path, path)
    except DataError as exc:
        return [str(p) for p in exc.problems]
    return []


def check_shared(root: str | None = None) -> list[str]:
    """The shared interface strings of every language (read at every start: the fast parser first, the
    exact report only for a file that fails)."""
    root = os.path.abspath(root or data_dir())
    if not os.path.isdir(root):
        return [f"{root}:1: (folder): the data folder is missing"]
    from game.i18n import LANGUAGES, SHARED_FILES
    problems = []
    for lang in LANGUAGES:
        for pattern in SHARED_FILES:
            path = os.path.join(root, pattern.format(lang=lang))
            if not os.path.exists(path):
                problems.append(f"{path}:1: (file): missing")
                continue
            try:
                load_plain(path, path)
            except DataError as exc:
                problems += [str(p) for p in exc.problems]
    return problems


def check_game(game_id: str, root: str | None = None) -> list[str]:
    """Every problem of one game's files: its cards and rules data, strings, rules text, layout, pictures."""
    root = os.path.abspath(root or data_dir())
    if not os.path.isdir(os.path.join(root, game_id)):
        return [f"{os.path.join(root, game_id)}:1: (folder): missing"]
    from game.layout import check_layout_file
    from game.pictures import check as check_pictures
    from game.registry import ui_for
    from game.rules_text import check_rules_text
    from rules.registry import descriptor
    try:
        problems = [str(p) for p in descriptor(game_id).check_data(root)]
    except DataError as exc:             # a loader that raises instead of returning its problems
        problems = [str(p) for p in exc.problems]
    ui = ui_for(game_id)
    from game.i18n import LANGUAGES
    for lang in LANGUAGES:
        for pattern in ui.i18n:
            problems += _yaml_problems(os.path.join(root, game_id, pattern.format(lang=lang)))
    problems += check_rules_text(root, [game_id])
    problems += check_required_strings(game_id, root)
    # the layout's zones and the pictures' names come from the game's cards: when those are broken
    # (told above) the layout and the pictures are checked without them
    try:
        zones = ui.zones() if ui.zones is not None else None
    except DataError:
        zones = {}
    from game.ui import REQUIRED_ZONES
    zones = {**REQUIRED_ZONES, **(zones or {})}
    problems += check_layout_file(os.path.join(root, game_id, "layout.tmx"), zones)
    try:
        needed = {game_id: ui.picture_ids()} if ui.picture_ids is not None else None
    except DataError:
        needed = None
    problems += check_pictures(root, [game_id], needed=needed)
    from game.tutorial import check_tutorial
    problems += check_tutorial(root, game_id, zones)
    return problems


def required_strings(game_id: str) -> list[str]:
    """Every interface-string key the shared parts ask of ``game_id``: its name and description (menu),
    its log title and whose-turn line (the table kit), its options' labels, help and choices (setup),
    its results' column headers (the breakdown)."""
    from game.registry import ui_for
    from game.ui import REQUIRED_STRINGS
    from rules.registry import descriptor
    keys = [k.format(game=game_id) for k in REQUIRED_STRINGS]
    for opt in descriptor(game_id).options:
        if opt.setup:
            keys += [k for k in (opt.label, opt.help, *(opt.choice_labels or ())) if k]
    factory = ui_for(game_id).breakdown
    if factory is not None:
        try:
            cls = factory()
        except DataError:            # its module reads a broken data file: that file is reported on its own
            cls = None
        if cls is not None:
            keys += [cls.column_key, cls.total_key]
    return list(dict.fromkeys(keys))


def check_required_strings(game_id: str, root: str | None = None) -> list[str]:
    """A line per required key missing from a language's strings (the shared ones and the game's)."""
    from game.i18n import LANGUAGES, load_table
    problems = []
    for lang in LANGUAGES:
        try:
            table = load_table(lang, root)
        except DataError:
            continue                              # the broken file is reported on its own
        for key in required_strings(game_id):
            if key not in table and not any(k.startswith(key + ".") for k in table):
                problems.append(f"{game_id} ({lang}):1: {key}: missing string (the shared screens need it)")
    return problems


def check_all(root: str | None = None) -> list[str]:
    problems = check_shared(root)
    if problems and "data folder is missing" in problems[0]:
        return problems
    from rules.registry import GAMES
    for game_id in GAMES:
        problems += check_game(game_id, root)
    return problems


@lru_cache(maxsize=None)
def game_problems(game_id: str) -> tuple[str, ...]:
    """``check_game`` of the shipped data, once per run (the app asks before opening a game)."""
    return tuple(check_game(game_id))
