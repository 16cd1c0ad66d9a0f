"""Saves: JSON ``{format, app_version, game, config, seed, actions}`` written atomically.

Loading replays the actions, so one log gives resume, undo, replays and bug reports.
"""
from __future__ import annotations

import json
import os
import tempfile

SAVE_FORMAT = 1
APP_VERSION = "0.1.0"


class SaveError(Exception):
    """A save that cannot be used. ``str()`` is one English line; ``code`` and ``params`` let the screen
    say it in the player's language (interface strings ``save.error.<code>``)."""

    def __init__(self, message: str, code: str = "damaged", **params):
        super().__init__(message)
        self.code = code
        self.params = params


def write_json_atomic(path: str, data: dict, keep_previous: bool = True) -> None:
    """Write ``data`` to ``path`` through a temp file and a rename; keep the old file as ``.prev``."""
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".json", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, ensure_ascii=False, separators=(",", ":"))
            fh.flush()
            os.fsync(fh.fileno())
        if keep_previous and os.path.exists(path):
            os.replace(path, previous_path(path))
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def previous_path(path: str) -> str:
    root, ext = os.path.splitext(path)
    return f"{root}.prev{ext}"


def read_save(path: str) -> dict:
    """Read and check a save file; raise SaveError with a one-line reason."""
    name = os.path.basename(path)
    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_SAVE_BYTES + 1)
    except FileNotFoundError:
        raise SaveError(f"{name}: no saved game", "missing", name=name) from None
    except OSError as exc:
        why = exc.strerror or "the file cannot be opened"
        raise SaveError(f"{name}: cannot be read ({why})", "unreadable", name=name, why=why) from None
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveError(f"{name}: too large to be a save", "too_large", name=name)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(f"{name}: damaged (not text)", "not_text", name=name) from None
    data = parse_save_text(text, name)
    check_save(data, name)
    return data


MAX_SAVE_BYTES = 32 * 1024 * 1024
MAX_DEPTH = 64


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


def _depth(value, limit: int = MAX_DEPTH + 1) -> int:
    """How deeply lists and mappings nest (stops counting past ``limit``), without recursion."""
    deepest = 0
    stack = [(value, 1)]
    while stack:
        v, d = stack.pop()
        if d > deepest:
            deepest = d
            if deepest > limit:
                return deepest
        if isinstance(v, dict):
            stack.extend((x, d + 1) for x in v.values())
        elif isinstance(v, list):
            stack.extend((x, d + 1) for x in v)
    return deepest


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
