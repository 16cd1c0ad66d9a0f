"""Where things are: bundled resources (source tree or PyInstaller bundle) and the user folder."""
from __future__ import annotations

import os

from rules.engine.data import data_dir, resource_root


def resource(*parts: str) -> str:
    if parts and parts[0] == "data":
        return os.path.join(data_dir(), *parts[1:])
    return os.path.join(resource_root(), *parts)


class UserDirError(Exception):
    """The user folder cannot be used (``BESTIARIO_HOME`` names a file, or it cannot be created): one
    line for the player."""


def user_dir() -> str:
    """The user data folder; ``BESTIARIO_HOME`` overrides it (tests, portable installs). UserDirError
    (one line) when it names something that is not a folder or cannot be created."""
    home = os.environ.get("BESTIARIO_HOME")
    where = "BESTIARIO_HOME"
    if not home:
        where = "the user folder"
        try:
            import platformdirs
            home = platformdirs.user_data_dir("bestiario", appauthor=False)
        except Exception:  # pragma: no cover - platformdirs missing or broken
            home = os.path.join(os.path.expanduser("~"), ".bestiario")
    if os.path.lexists(home) and not os.path.isdir(home):
        raise UserDirError(f"{where} is {home}, which is a file, not a folder: point it at a folder")
    try:
        os.makedirs(home, exist_ok=True)
    except OSError as exc:
        raise UserDirError(f"{where} {home} cannot be created ({exc.strerror or exc.__class__.__name__})") from None
    return home


def legacy_autosave_path() -> str:
    """The single autosave of earlier versions (moved into ``saves/`` on first start)."""
    return os.path.join(user_dir(), "autosave.json")


def saves_dir() -> str:
    """One file per game in progress."""
    return os.path.join(user_dir(), "saves")


def finished_dir() -> str:
    """The saves of finished games: their record, kept for statistics."""
    return os.path.join(user_dir(), "finished")


def settings_path() -> str:
    return os.path.join(user_dir(), "settings.json")
