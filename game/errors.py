"""When something breaks: one line for the player, the details in a log file — never a traceback.

``log_error(exc)`` appends the traceback to ``<user folder>/error.log`` (kept small) and returns its path;
``player_line(exc)`` is what the player reads (a data problem names its file, line and field)."""
from __future__ import annotations

import datetime
import os
import stat
import traceback

from rules.engine.data import DataError

LOG_MAX = 256 * 1024


def log_path() -> str:
    from game.paths import user_dir
    return os.path.join(user_dir(), "error.log")


def log_error(exc: BaseException, where: str = "") -> str:
    """Append the traceback to the error log: opened without following a link (a link in its place is
    removed, never written through), rotated past LOG_MAX (the older half kept as ``error.log.old``)."""
    try:
        path = log_path()
    except Exception:  # noqa: BLE001 - no user folder: nowhere to write
        return "(no log could be written)"
    text = (f"--- {datetime.datetime.now().isoformat(timespec='seconds')} {where}\n"
            + "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))
    try:
        if os.path.islink(path):
            os.unlink(path)
        st = os.stat(path) if os.path.lexists(path) else None
        if st is not None and (not stat.S_ISREG(st.st_mode) or st.st_size > LOG_MAX):
            if stat.S_ISDIR(st.st_mode):
                return path
            os.replace(path, path + ".old")
        flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
        fd = os.open(path, flags, 0o644)
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                return path
            os.write(fd, text.encode("utf-8", "replace"))
        finally:
            os.close(fd)
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


class quiet_libraries:
    """``with quiet_libraries():`` silences what C libraries print on the process's standard error while
    they start (ALSA's "cannot find card" on a machine without sound, SDL's warnings): no library noise
    reaches the player's terminal. Python's own errors are not affected (they are raised, not printed)."""

    def __enter__(self):
        self._saved = None
        try:
            import sys
            sys.stderr.flush()
            self._saved = os.dup(2)
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 2)
            os.close(devnull)
        except (OSError, ValueError, AttributeError):
            self._saved = None
        return self

    def __exit__(self, *exc) -> None:
        if self._saved is not None:
            os.dup2(self._saved, 2)
            os.close(self._saved)
