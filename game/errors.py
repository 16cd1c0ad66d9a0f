"""When something breaks: one line for the player, the details in a log file — never a traceback.

``log_error(exc)`` appends the traceback to ``<user folder>/error.log`` (kept small) and returns its path;
``player_line(exc)`` is what the player reads (a data problem names its file, line and field)."""
from __future__ import annotations

import datetime
import os
import traceback

from rules.engine.data import DataError

LOG_MAX = 256 * 1024


def log_path() -> str:
    from game.paths import user_dir
    return os.path.join(user_dir(), "error.log")


def log_error(exc: BaseException, where: str = "") -> str:
    path = log_path()
    try:
        if os.path.exists(path) and os.path.getsize(path) > LOG_MAX:
            os.replace(path, path + ".old")
        with open(path, "a", encoding="utf-8") as fh:
            fh.write(f"--- {datetime.datetime.now().isoformat(timespec='seconds')} {where}\n")
            fh.write("".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))
    except OSError:
        pass
    return path


def player_line(exc: BaseException) -> str:
    """One line for the player: a data problem as ``file:line: field: message``, otherwise the app's own
    words (the details are in the error log)."""
    from game.i18n import tr_or
    if isinstance(exc, DataError):
        first = str(exc.problems[0]) if exc.problems else str(exc)
        more = len(exc.problems) - 1
        return first + (tr_or("errors.more", f" (and {more} more)", n=more) if more > 0 else "")
    return tr_or("errors.internal", "Something went wrong inside Bestiario; the details are in {file}.",
                 file=log_path())
