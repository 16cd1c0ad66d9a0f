"""Saves: JSON ``{format, app_version, game, config, seed, actions}`` written atomically.

Loading replays the actions, so one log gives resume, undo, replays and bug reports.
"""
from __future__ import annotations

import json
import os
import tempfile

from rules.engine.files import JSON_LIMIT, MAX_DEPTH as FILE_MAX_DEPTH, FileProblem, _depth, read_bytes

SAVE_FORMAT = 1
APP_VERSION = "0.1.0"


class SaveError(Exception):
    """A save that cannot be used. ``str()`` is one English line; ``code`` and ``params`` let the screen
    say it in the player's language (interface strings ``save.error.<code>``)."""

    def __init__(self, message: str, code: str = "damaged", **params):
        super().__init__(message)
        self.code = code
        self.params = params


def temp_prefix(path: str) -> str:
    """Temp files of ``path`` are ``<name>.tmp-XXXX`` beside it: a crash between the renames leaves the
    newest state there, and ``newest_valid`` finds it."""
    return os.path.basename(path) + ".tmp-"


def write_json_atomic(path: str, data: dict, keep_previous: bool = True, step=None) -> None:
    """Write ``data`` to ``path`` so that a crash at any instant loses nothing: a temp file beside it is
    written, flushed and fsynced; the old file becomes ``.prev``; the temp file is renamed over; the
    folder is fsynced. At every instant the newest state is whole in one of the save, its ``.prev`` or
    the temp file. ``step(name)`` is called between the steps (fault-injection tests kill there)."""
    step = step or (lambda name: None)
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    fd, tmp = tempfile.mkstemp(prefix=temp_prefix(path), dir=folder)
    try:
        step("temp_created")
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            half = len(text) // 2
            fh.write(text[:half])
            step("half_written")
            fh.write(text[half:])
            fh.flush()
            step("written")
            os.fsync(fh.fileno())
        step("synced")
        if keep_previous and os.path.lexists(path):
            os.replace(path, previous_path(path))
            step("previous_kept")
        os.replace(tmp, path)
        step("renamed")
        _sync_folder(folder)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def _sync_folder(folder: str) -> None:
    """Make the renames durable (POSIX; a no-op where folders cannot be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def previous_path(path: str) -> str:
    root, ext = os.path.splitext(path)
    return f"{root}.prev{ext}"


def candidates(path: str) -> list[str]:
    """Every file that may hold the newest state of ``path``: itself, its ``.prev`` and its temp files."""
    folder = os.path.dirname(os.path.abspath(path))
    prefix = temp_prefix(path)
    try:
        temps = sorted(os.path.join(folder, f) for f in os.listdir(folder) if f.startswith(prefix))
    except OSError:
        temps = []
    return [p for p in [path, previous_path(path)] + temps if os.path.lexists(p)]


def save_seq(data: dict) -> int:
    """The write counter a save carries (older saves: 0)."""
    app = data.get("app") if isinstance(data, dict) else None
    seq = app.get("seq") if isinstance(app, dict) else None
    return seq if type(seq) is int else 0


def newest_valid(path: str, accept=None) -> tuple[str, dict, list[tuple[str, SaveError]]]:
    """The newest readable save among ``path``, its ``.prev`` and its temp files (by the write counter;
    on a tie the save itself, then the newer file), with the problems of those refused. ``accept(data,
    name)`` may refuse more (raise SaveError: e.g. the moves no longer replay). SaveError ``missing``
    when none is left."""
    best = None
    problems: list[tuple[str, SaveError]] = []
    order = candidates(path)
    for rank, cand in enumerate(order):
        try:
            data = read_save(cand)
            if accept is not None:
                accept(data, os.path.basename(cand))
        except SaveError as exc:
            problems.append((cand, exc))
            continue
        key = (save_seq(data), -rank)
        if best is None or key > best[0]:
            best = (key, cand, data)
    if best is None:
        real = [e for _, e in problems if e.code != "refused"]
        if real:
            raise real[0]
        name = os.path.basename(path)
        raise SaveError(f"{name}: no saved game", "missing", name=name)
    return best[1], best[2], problems


def read_save(path: str) -> dict:
    """Read and check a save file (bounded: a regular file of sane size); raise SaveError with a
    one-line reason."""
    name = os.path.basename(path)
    try:
        raw = read_bytes(path, MAX_SAVE_BYTES)
    except FileNotFoundError:
        raise SaveError(f"{name}: no saved game", "missing", name=name) from None
    except FileProblem as exc:
        raise SaveError(f"{name}: {exc.why}", "unreadable", name=name, why=exc.why, file_code=exc.code) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(f"{name}: damaged (not text)", "not_text", name=name) from None
    data = parse_save_text(text, name)
    check_save(data, name)
    return data


MAX_SAVE_BYTES = JSON_LIMIT
MAX_DEPTH = FILE_MAX_DEPTH


def parse_save_text(text: str, name: str = "save"):
    """JSON of a save, or SaveError with the line and column of the damage."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"{name}: damaged or truncated (line {exc.lineno}, column {exc.colno})", "damaged_at",
                        name=name, line=exc.lineno, column=exc.colno) from None
    except RecursionError:
        raise SaveError(f"{name}: damaged (nested too deeply)", "too_deep", name=name) from None
    if _depth(data) > MAX_DEPTH:
        raise SaveError(f"{name}: damaged (nested too deeply)", "too_deep", name=name)
    return data


def check_save(data: object, name: str = "save") -> None:
    if not isinstance(data, dict):
        raise SaveError(f"{name}: not a Bestiario save", "not_a_save", name=name)
    fmt = data.get("format")
    if type(fmt) is not int:
        raise SaveError(f"{name}: not a Bestiario save (no format number)", "not_a_save", name=name)
    if fmt > SAVE_FORMAT:
        raise SaveError(f"{name}: made by a newer Bestiario (save format {fmt}, this version reads {SAVE_FORMAT})",
                        "newer", name=name, format=fmt, reads=SAVE_FORMAT)
    for key, kind in (("game", str), ("config", dict), ("seed", int), ("actions", list)):
        if not isinstance(data.get(key), kind) or (kind is int and type(data.get(key)) is bool):
            raise SaveError(f"{name}: damaged (field '{key}' missing or wrong)", "bad_field", name=name, field=key)
