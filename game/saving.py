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


def explain(exc: SaveError) -> str:
    """A save problem in the player's language."""
    from game.i18n import tr
    key = f"save.error.{exc.code}"
    text = tr(key, **exc.params)
    return str(exc) if text == key else text


def autosave(session: Session, path: str | None = None) -> str | None:
    """Write the autosave; return an error line naming the real cause instead of raising (the game goes
    on; the previous save is untouched)."""
    from game.i18n import tr
    path = path or autosave_path()
    try:
        write_json_atomic(path, session.to_save())
        return None
    except OSError as exc:
        why = f"{exc.strerror or exc.__class__.__name__} ({exc.filename or path})"
    except (TypeError, ValueError) as exc:          # something in the config that JSON cannot hold
        why = f"the game's settings cannot be written ({str(exc)[:80]})"
    return tr("save.autosave_failed", why=why)


def has_autosave(path: str | None = None) -> bool:
    return os.path.exists(path or autosave_path())


def load_previous(path: str | None = None) -> Session:
    """The save before the last one (kept as ``.prev``); SaveError if it is missing or damaged too."""
    prev = previous_path(path or autosave_path())
    data = read_save(prev)
    return Session.from_save(data, os.path.basename(prev))


def has_previous(path: str | None = None) -> bool:
    return os.path.exists(previous_path(path or autosave_path()))


_described: dict = {}


def describe_autosave(path: str | None = None) -> str | None:
    """What Continue resumes ("<game name> — round 2, hunt 3", in the game's words), or None without a usable save.
    Cached by the file's size and time: the menu asks every time it is built."""
    path = path or autosave_path()
    try:
        st = os.stat(path)
    except OSError:
        return None
    key = (path, st.st_size, st.st_mtime_ns)
    if key not in _described:
        try:
            _described.clear()
            _described[key] = describe_session(load_autosave(path))
        except SaveError:
            _described[key] = None
    return _described[key]


def describe_session(session: Session) -> str:
    from game.i18n import tr, tr_n
    from game.registry import ui_for
    game = tr(f"games.{session.game_id}.name")
    fn = ui_for(session.game_id).progress
    text = fn(session) if fn is not None else None
    if not text:
        text = tr_n("save.progress_moves", len(session.actions))
    return tr("save.resumes", game=game, progress=text)


def saved_game_id(path: str | None = None) -> str | None:
    """The game a save belongs to (without replaying it), or None when it cannot be read."""
    try:
        return read_save(path or autosave_path())["game"]
    except SaveError:
        return None


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
