"""The online tables this player holds, kept in ``online.json`` in the user folder: for each, the server's
address, the table id, this player's seat and its secret token (the only key to that seat: the file is
written with the user's rights only), the game, and the invitation code for the creator to share again.

A file that cannot be read is set aside as ``online.bad.json`` and the list starts empty (one line says
so); an entry with a wrong field is left out."""
from __future__ import annotations

import os
import time

from game.paths import user_dir
from rules.engine.files import FileProblem, load_json
from rules.engine.saves import write_json_atomic

LIMIT = 1024 * 1024
MOST = 200                       # tables kept (the oldest finished ones go first)
FIELDS = {"url": str, "table": str, "token": str, "seat": int, "game": str, "code": str, "created": float,
          "creator": bool}


def path(where: str | None = None) -> str:
    """The book's file (``where``: the user folder, found once on the app's thread; a job's thread passes
    it on)."""
    return os.path.join(where or user_dir(), "online.json")


def _valid(e) -> bool:
    if not isinstance(e, dict):
        return False
    for k, kind in FIELDS.items():
        v = e.get(k)
        if k in ("code",) and v is None:
            continue
        if kind is float and isinstance(v, int) and not isinstance(v, bool):
            continue
        if not isinstance(v, kind) or isinstance(v, bool) != (kind is bool):
            return False
    return len(e["token"]) <= 200 and len(e["table"]) <= 100 and len(e["url"]) <= 300


def load(where: str | None = None) -> tuple[list[dict], str | None]:
    """``(entries, problem)``: the tables held, newest first; ``problem`` a line when the file was bad."""
    p = path(where)
    try:
        data = load_json(p, LIMIT)
    except FileNotFoundError:
        return [], None
    except FileProblem as exc:
        try:
            os.replace(p, os.path.splitext(p)[0] + ".bad.json")
        except OSError:
            pass
        return [], exc.why
    tables = data.get("tables") if isinstance(data, dict) else None
    if not isinstance(tables, list):
        return [], "not a list of online tables"
    good = [dict(e) for e in tables if _valid(e)]
    good.sort(key=lambda e: -e["created"])
    return good, None


def _write(entries: list[dict], where: str | None) -> None:
    write_json_atomic(path(where), {"format": 1, "tables": entries[:MOST]}, keep_previous=False)
    try:
        os.chmod(path(where), 0o600)
    except OSError:
        pass


def add(url: str, table: str, token: str, seat: int, game: str, code: str | None = None,
        creator: bool = False, where: str | None = None) -> dict:
    """Keep a seat just created or joined (before anything else is done with it)."""
    entries, _ = load(where)
    entry = {"url": url, "table": table, "token": token, "seat": seat, "game": game, "code": code,
             "created": time.time(), "creator": creator}
    entries = [entry] + [e for e in entries if e["table"] != table]
    _write(entries, where)
    return entry


def remove(table: str, where: str | None = None) -> None:
    """Forget a table (it stays on the server; only this player's key to it is dropped)."""
    entries, _ = load(where)
    _write([e for e in entries if e["table"] != table], where)
