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
    """A save that cannot be used; the message is one line for the player."""


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
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
    except FileNotFoundError:
        raise SaveError(f"{name}: no saved game") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"{name}: cannot be read ({exc.__class__.__name__})") from None
    except json.JSONDecodeError as exc:
        raise SaveError(f"{name}: damaged or truncated (line {exc.lineno}, column {exc.colno})") from None
    check_save(data, name)
    return data


def check_save(data: object, name: str = "save") -> None:
    if not isinstance(data, dict):
        raise SaveError(f"{name}: not a Bestiario save")
    fmt = data.get("format")
    if not isinstance(fmt, int):
        raise SaveError(f"{name}: not a Bestiario save (no format number)")
    if fmt > SAVE_FORMAT:
        raise SaveError(f"{name}: made by a newer Bestiario (save format {fmt}, this version reads {SAVE_FORMAT})")
    for key, kind in (("game", str), ("config", dict), ("seed", int), ("actions", list)):
        if not isinstance(data.get(key), kind):
            raise SaveError(f"{name}: damaged (field '{key}' missing or wrong)")
