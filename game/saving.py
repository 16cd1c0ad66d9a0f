"""Every game in progress kept, none ever lost: one save per game started, in ``saves/`` of the user folder.

A save is the session's JSON (``rules.engine.saves``) with an ``app`` block: its ``id`` (also the file
name), a write counter ``seq``, when it was started and last played, whether it was played as practice,
and the one-line state of the game in each language (so the list of saved games reads without replaying
any game). Writing goes through ``write_json_atomic`` (temp file, fsync, rename; the old one kept as
``.prev``); reading takes the newest valid of the save, its ``.prev`` and any temp file a crash left.
A save that is refused names its cause in one line and the previous good one is offered.

The single ``autosave.json`` of earlier versions is moved into ``saves/`` on first start, never dropped.
A finished game leaves the list: its save moves to ``finished/`` (the record kept for statistics).
"""
from __future__ import annotations

import datetime
import os
import time
from dataclasses import dataclass, field

from game.paths import finished_dir, legacy_autosave_path, saves_dir
from rules.engine.saves import (SaveError, candidates, newest_valid, previous_path, read_save, save_seq,
                                write_json_atomic)
from rules.engine.session import Session

SUFFIX = ".json"


def new_seed() -> int:
    """A fresh game seed (from the clock: every new game differs; the seed is saved with the game)."""
    return int(time.time() * 1000) % 1_000_000_007


def explain(exc: SaveError) -> str:
    """A save problem in the player's language."""
    from game.i18n import tr
    params = dict(exc.params)
    code = params.get("file_code")
    if code:                                     # a refused file: its reason in the player's words
        why = tr(f"files.{code}")
        if why != f"files.{code}":
            params["why"] = why
    key = f"save.error.{exc.code}"
    text = tr(key, **params)
    return str(exc) if text == key else text


# ---------------------------------------------------------------- ids and paths

def _valid_id(save_id) -> bool:
    return (isinstance(save_id, str) and 0 < len(save_id) <= 80 and save_id[0].isalnum()
            and all(c.isalnum() or c in "-_" for c in save_id) and save_id.isascii())


def slot_path(save_id: str) -> str:
    if not _valid_id(save_id):
        raise SaveError(f"{save_id!r:.40}: not a save id (python main.py saves lists them)", "bad_id",
                        name=str(save_id)[:40])
    return os.path.join(saves_dir(), save_id + SUFFIX)


def save_path(session: Session) -> str:
    """Where the session's save is ("" before its first save)."""
    sid = session.meta.get("id")
    return os.path.join(saves_dir(), sid + SUFFIX) if _valid_id(sid) else ""


def finished_path(session: Session) -> str:
    """Where a finished game's record is ("" when it never had a save)."""
    sid = session.meta.get("id")
    return os.path.join(finished_dir(), sid + SUFFIX) if _valid_id(sid) else ""


def new_save_id(game_id: str, now: float | None = None) -> str:
    """``20261204-133012-forest_shuffle``: when it was started and what it is (unique in the folder)."""
    stamp = datetime.datetime.fromtimestamp(now or time.time()).strftime("%Y%m%d-%H%M%S")
    base = f"{stamp}-{game_id}"
    folder = saves_dir()
    sid, n = base, 1
    while candidates(os.path.join(folder, sid + SUFFIX)) or os.path.lexists(os.path.join(finished_dir(), sid + SUFFIX)):
        n += 1
        sid = f"{base}-{n}"
    return sid


# ---------------------------------------------------------------- writing

def _progress_texts(session: Session) -> dict:
    """The one-line state of the game in every interface language (what the list of saves shows)."""
    from game import i18n
    out = {}
    keep = i18n.language()
    try:
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            try:
                out[lang] = progress_text(session)
            except Exception:  # noqa: BLE001 - a description must never stop a save
                out[lang] = ""
    finally:
        i18n.set_language(keep)
    return out


def progress_text(session: Session) -> str:
    """How far the game has come, in the game's words ("round 2 of 3, hunt 4")."""
    from game.i18n import tr_n
    from game.registry import ui_for
    fn = ui_for(session.game_id).progress
    text = fn(session) if fn is not None else None
    return text or tr_n("save.progress_moves", len(session.actions))


def autosave(session: Session) -> str | None:
    """Write the session's save (giving it an id the first time); return an error line naming the real
    cause instead of raising (the game goes on; the previous save is untouched)."""
    from game.i18n import tr
    meta = session.meta
    if not _valid_id(meta.get("id")):
        meta["id"] = new_save_id(session.game_id)
        meta.setdefault("created", time.time())
    path = os.path.join(saves_dir(), meta["id"] + SUFFIX)
    old_seq = meta.get("seq") if type(meta.get("seq")) is int else 0
    meta["seq"] = old_seq + 1
    meta["updated"] = time.time()
    meta["progress"] = _progress_texts(session)
    try:
        write_json_atomic(path, session.to_save())
        _drop_old_temps(path)
        return None
    except OSError as exc:
        why = f"{exc.strerror or exc.__class__.__name__} ({exc.filename or path})"
    except (TypeError, ValueError) as exc:          # something in the config that JSON cannot hold
        why = f"the game's settings cannot be written ({str(exc)[:80]})"
    meta["seq"] = old_seq
    return tr("save.autosave_failed", why=why)


def _drop_old_temps(path: str) -> None:
    """Temp files a crash left beside a save hold older states once a newer save is written."""
    for cand in candidates(path)[1:]:
        if cand != previous_path(path):
            try:
                os.unlink(cand)
            except OSError:
                pass


def finish(session: Session) -> str | None:
    """A finished game leaves the list of games in progress: its final save goes to ``finished/`` (the
    record, for statistics). Returns an error line, or None."""
    from game.i18n import tr
    sid = session.meta.get("id")
    if not _valid_id(sid):
        return None
    meta = session.meta
    meta["seq"] = (meta.get("seq") if type(meta.get("seq")) is int else 0) + 1
    meta["updated"] = time.time()
    meta["finished"] = True
    try:
        write_json_atomic(os.path.join(finished_dir(), sid + SUFFIX), session.to_save(), keep_previous=False)
    except (OSError, TypeError, ValueError) as exc:
        return tr("save.autosave_failed", why=getattr(exc, "strerror", None) or exc.__class__.__name__)
    _remove_slot(sid)
    return None


def _remove_slot(save_id: str) -> None:
    for path in candidates(slot_path(save_id)):
        try:
            os.unlink(path)
        except IsADirectoryError:
            pass
        except OSError:
            pass


def delete(save_id: str) -> None:
    """Forget a game in progress (the player asked, and confirmed)."""
    _remove_slot(save_id)


# ---------------------------------------------------------------- reading

@dataclass
class SaveInfo:
    """What the list of saved games shows of one save, read without replaying the game."""

    id: str
    game_id: str = ""
    names: list = field(default_factory=list)
    seats: list = field(default_factory=list)
    updated: float = 0.0
    progress: dict = field(default_factory=dict)
    moves: int = 0
    practice: bool = False
    problem: str | None = None          # the newest file cannot be read: why (the player may delete it)

    def progress_line(self) -> str:
        from game import i18n
        return self.progress.get(i18n.language()) or self.progress.get("en") or ""


_info_cache: dict = {}


def _stamp(path: str):
    try:
        st = os.stat(path)
        return (st.st_size, st.st_mtime_ns)
    except OSError:
        return None


def _info(save_id: str) -> SaveInfo:
    path = slot_path(save_id)
    key = (path, tuple(_stamp(p) for p in candidates(path)))
    hit = _info_cache.get(save_id)
    if hit is not None and hit[0] == key:
        return hit[1]
    info = SaveInfo(save_id)
    try:
        _, data, problems = newest_valid(path)
        main_bad = [e for p, e in problems if p == path]
        if main_bad:
            info.problem = explain(main_bad[0])
        cfg = data.get("config") or {}
        app = data.get("app") if isinstance(data.get("app"), dict) else {}
        info.game_id = data.get("game", "")
        info.names = [str(x) for x in cfg.get("names") or []] if isinstance(cfg.get("names"), list) else []
        info.seats = [str(x) for x in cfg.get("seats") or []] if isinstance(cfg.get("seats"), list) else []
        upd = app.get("updated")
        info.updated = float(upd) if isinstance(upd, (int, float)) and not isinstance(upd, bool) else 0.0
        prog = app.get("progress")
        info.progress = {k: v for k, v in prog.items() if isinstance(v, str)} if isinstance(prog, dict) else {}
        info.moves = len(data.get("actions") or [])
        info.practice = app.get("practice") is True
    except SaveError as exc:
        info.problem = explain(exc)
    if not info.updated:
        stamps = [os.stat(p).st_mtime for p in candidates(path) if _stamp(p)]
        info.updated = max(stamps) if stamps else 0.0
    _info_cache[save_id] = (key, info)
    return info


def save_ids() -> list[str]:
    """The id of every game in progress (each save, or the ``.prev`` or temp file a crash left of it)."""
    folder = saves_dir()
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    ids = set()
    for f in names:
        base = f.split(".", 1)[0]
        if _valid_id(base) and (f == base + SUFFIX or f == base + ".prev" + SUFFIX or f.startswith(base + SUFFIX + ".tmp-")):
            ids.add(base)
    return sorted(ids)


def list_saves() -> list[SaveInfo]:
    """Every game in progress, the most recently played first."""
    infos = [_info(sid) for sid in save_ids()]
    infos.sort(key=lambda i: (-i.updated, i.id))
    return infos


def most_recent() -> SaveInfo | None:
    """The game Continue resumes: the most recently played one that can be read."""
    for info in list_saves():
        if info.game_id:
            return info
    return None


def load(save_id: str, skip: tuple = ()) -> Session:
    """The newest good state of a save. A crash's leftovers are taken silently (a temp file newer than
    the save, a missing save beside its ``.prev``). A save that is there but refused (damaged, unknown
    level or option, moves that no longer replay) raises SaveError naming the cause, with ``exc.refused``
    (the file names refused so far) and ``exc.fallback`` True when an older good state remains:
    ``load(save_id, skip=exc.refused)`` opens it, and the refused files are then set aside, never
    overwritten."""
    path = slot_path(save_id)
    refused = list(skip)
    cand, data, problems = newest_valid(path, accept=lambda d, n: _skip(d, n, refused))
    main_problem = next((e for p, e in problems if p == path and os.path.basename(p) not in refused), None)
    if main_problem is not None:
        main_problem.refused = tuple(refused + [os.path.basename(path)])
        main_problem.fallback = True                # newest_valid found another good one
        raise main_problem
    try:
        session = Session.from_save(data, os.path.basename(cand))
    except SaveError as exc:
        exc.refused = tuple(refused + [os.path.basename(cand)])
        exc.fallback = _has_other(path, exc.refused)
        raise
    session.meta["id"] = save_id
    session.meta["seq"] = save_seq(data)
    if refused:
        _set_aside(path, refused)
    return session


def _skip(data, name: str, refused) -> None:
    if name in refused:
        raise SaveError(f"{name}: refused", "refused", name=name)


def _has_other(path: str, refused: list) -> bool:
    for cand in candidates(path):
        if os.path.basename(cand) in refused:
            continue
        try:
            read_save(cand)
            return True
        except SaveError:
            continue
    return False


def _set_aside(path: str, refused: list) -> None:
    """A refused file is kept (renamed ``<id>.damaged-<time>.json``), never overwritten by the next save."""
    folder = os.path.dirname(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for name in refused:
        p = os.path.join(folder, name)
        if os.path.lexists(p):
            base = os.path.basename(path)[: -len(SUFFIX)]
            try:
                os.replace(p, os.path.join(folder, f"{base}.damaged-{stamp}-{len(refused)}{SUFFIX}"))
            except OSError:
                pass


# ---------------------------------------------------------------- describing

def describe(info: SaveInfo) -> str:
    """"Forest Shuffle — 3 players — turn 9 · 61 cards left" in the player's language."""
    from game.i18n import tr, tr_n
    game = tr(f"games.{info.game_id}.name") if info.game_id else info.id
    parts = [game, tr_n("saves.players", len(info.names) or len(info.seats))]
    line = info.progress_line()
    if line:
        parts.append(line)
    return " — ".join(parts)


def describe_session(session: Session) -> str:
    from game.i18n import tr
    game = tr(f"games.{session.game_id}.name")
    return tr("save.resumes", game=game, progress=progress_text(session))


# ---------------------------------------------------------------- the old single slot

def migrate_legacy() -> str | None:
    """Move the single ``autosave.json`` of earlier versions into ``saves/`` as one game in progress, with
    its ``.prev`` and any whole temp file a crash left beside it (earlier versions named them
    ``.tmp-*.json``; the newest state may be stranded there). Nothing is dropped: a save that cannot be
    read is moved all the same (the list says why it cannot be resumed). A lone ``autosave.prev.json`` is
    what earlier versions kept of a finished game: it goes to ``finished/``. Returns the new id, or None."""
    from game.paths import user_dir
    old = legacy_autosave_path()
    prev = previous_path(old)
    home = user_dir()
    try:
        temps = [os.path.join(home, f) for f in os.listdir(home) if f.startswith(".tmp-") and f.endswith(SUFFIX)]
    except OSError:
        temps = []
    temps = [t for t in temps if os.path.isfile(t) and _readable(t)]
    mains = ([old] if os.path.isfile(old) else []) + sorted(temps, key=lambda t: os.stat(t).st_mtime)
    if not mains:
        if os.path.isfile(prev):
            os.makedirs(finished_dir(), exist_ok=True)
            stamp = datetime.datetime.fromtimestamp(os.stat(prev).st_mtime).strftime("%Y%m%d-%H%M%S")
            os.replace(prev, os.path.join(finished_dir(), f"{stamp}-earlier-version{SUFFIX}"))
        return None
    readable = [m for m in mains if _readable(m)]
    newest = max(readable, key=lambda m: os.stat(m).st_mtime) if readable else old
    game_id = "game"
    try:
        data = read_save(newest)
        if isinstance(data.get("game"), str) and _valid_id(data["game"]):
            game_id = data["game"]
    except SaveError:
        pass
    sid = new_save_id(game_id, os.stat(newest).st_mtime)
    target = os.path.join(saves_dir(), sid + SUFFIX)
    os.makedirs(saves_dir(), exist_ok=True)
    os.replace(newest, target)
    if os.path.isfile(prev):
        os.replace(prev, previous_path(target))
    for i, other in enumerate(m for m in mains if m != newest):
        os.replace(other, f"{target}.tmp-migrated-{i}")     # found by the loader, newest state wins
    return sid


def _readable(path: str) -> bool:
    try:
        read_save(path)
        return True
    except SaveError:
        return False
