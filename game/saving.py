"""Autosave and resume: the session's action log, written atomically to the user folder."""
from __future__ import annotations

import os
import time

from game.paths import autosave_path
from rules.engine.saves import SaveError, previous_path, read_save, write_json_atomic
from rules.engine.session import Session


def new_seed() -> int:
    """A fresh game seed (from the clock: every new game differs; the seed is saved with the game)."""
    return int(time.time() * 1000) % 1_000_000_007


def autosave(session: Session, path: str | None = None) -> str | None:
    """Write the autosave; return an error line instead of raising (the game goes on)."""
    try:
        write_json_atomic(path or autosave_path(), session.to_save())
        return None
    except OSError as exc:
        return f"Autosave failed: {exc.strerror or exc}"


def has_autosave(path: str | None = None) -> bool:
    return os.path.exists(path or autosave_path())


def load_autosave(path: str | None = None) -> Session:
    """The saved session; raise SaveError (one line) if it is corrupt, truncated or too new.
    A bad file is left where it is: nothing is overwritten."""
    path = path or autosave_path()
    data = read_save(path)
    return Session.from_save(data, os.path.basename(path))


def clear_autosave(path: str | None = None) -> None:
    """Forget a finished game (the previous file stays as ``.prev``)."""
    path = path or autosave_path()
    if os.path.exists(path):
        os.replace(path, previous_path(path))
