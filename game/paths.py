"""Where things are: bundled resources (source tree or PyInstaller bundle) and the user folder."""
from __future__ import annotations

import os

from rules.engine.data import data_dir, resource_root


def resource(*parts: str) -> str:
    if parts and parts[0] == "data":
        return os.path.join(data_dir(), *parts[1:])
    return os.path.join(resource_root(), *parts)


def user_dir() -> str:
    """The user data folder; ``BESTIARIO_HOME`` overrides it (tests, portable installs)."""
    home = os.environ.get("BESTIARIO_HOME")
    if not home:
        try:
            import platformdirs
            home = platformdirs.user_data_dir("bestiario", appauthor=False)
        except Exception:  # pragma: no cover - platformdirs missing or broken
            home = os.path.join(os.path.expanduser("~"), ".bestiario")
    os.makedirs(home, exist_ok=True)
    return home


def autosave_path() -> str:
    return os.path.join(user_dir(), "autosave.json")


def settings_path() -> str:
    return os.path.join(user_dir(), "settings.json")
