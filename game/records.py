"""Statistics that last: every finished game in a local SQLite database (``records.sqlite3`` in the user
folder; the standard library's ``sqlite3``, no pygame).

A record holds the game, when it started and ended, its players (names, seat kinds, scores, places),
its options, the practice and assisted marks, and the whole save (config, seed, actions), so any past
game can be replayed and reviewed. Games in progress are not statistics.

The database has a schema version (``PRAGMA user_version``) and migrations; it runs in WAL mode with one
writer at a time (a busy timeout, transactions), so two writers cannot corrupt it. A file that is not a
readable database is reported in one line, set aside (``records.damaged-<date>.sqlite3``) and a fresh one
started: never silently emptied. On first use the finished games kept in ``finished/`` by earlier
versions are imported.
"""
from __future__ import annotations

import datetime
import json
import os
import sqlite3
import time
from dataclasses import dataclass, field

FILE = "records.sqlite3"
SCHEMA_VERSION = 2
AI_KINDS = ("easy", "normal", "hard", "master")

_SCHEMA_1 = """
CREATE TABLE games (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    started REAL NOT NULL,
    finished REAL NOT NULL,
    duration REAL NOT NULL,
    players INTEGER NOT NULL,
    options TEXT NOT NULL,
    practice INTEGER NOT NULL DEFAULT 0,
    assisted INTEGER NOT NULL DEFAULT 0,
    save TEXT NOT NULL
);
CREATE TABLE seats (
    game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    score REAL,
    place INTEGER NOT NULL,
    won INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX seats_by_name ON seats(name);
CREATE INDEX games_by_game ON games(game, finished);
"""
# 2: how many hints were asked in an assisted game (game/hints.py)
_SCHEMA_2 = "ALTER TABLE games ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;"
MIGRATIONS = {1: _SCHEMA_1, 2: _SCHEMA_2}   # version -> the SQL that brings the version before to it


class RecordsError(Exception):
    """The records cannot be used (one line for the player)."""


@dataclass
class Opened:
    conn: sqlite3.Connection
    path: str
    problem: str | None = None       # a damaged file set aside on opening (one line), else None


def default_path() -> str:
    from game.paths import user_dir
    return os.path.join(user_dir(), FILE)


def _migrate(conn: sqlite3.Connection) -> None:
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        raise RecordsError(f"the records were written by a newer Bestiario (schema {version})")
    for v in range(version + 1, SCHEMA_VERSION + 1):
        with conn:
            conn.executescript(MIGRATIONS[v])
            conn.execute(f"PRAGMA user_version = {v}")


def _connect(path: str) -> sqlite3.Connection:
    conn = sqlite3.connect(path, timeout=10.0, isolation_level=None)
    conn.execute("PRAGMA busy_timeout = 10000")
    mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
    if str(mode).lower() != "wal":
        raise sqlite3.DatabaseError(f"cannot use write-ahead logging ({mode})")
    conn.execute("PRAGMA foreign_keys = ON")
    ok = conn.execute("PRAGMA quick_check").fetchone()[0]
    if ok != "ok":
        raise sqlite3.DatabaseError(str(ok)[:80])
    _migrate(conn)
    return conn


def _set_aside(path: str) -> str:
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    base = os.path.splitext(path)[0]
    aside = f"{base}.damaged-{stamp}.sqlite3"
    n = 1
    while os.path.lexists(aside):
        n += 1
        aside = f"{base}.damaged-{stamp}-{n}.sqlite3"
    os.replace(path, aside)
    for extra in ("-wal", "-shm"):
        if os.path.lexists(path + extra):
            os.replace(path + extra, aside + extra)
    return aside


def open_records(path: str | None = None) -> Opened:
    """The records database at ``path`` (default: the user folder's), made or migrated as needed. A
    damaged file is set aside and a fresh one started (``problem`` says so in one line)."""
    path = path or default_path()
    if os.path.lexists(path) and not os.path.isfile(path):
        raise RecordsError(f"{path} is not a file")
    try:
        return Opened(_connect(path), path)
    except sqlite3.DatabaseError as exc:
        if not os.path.exists(path):
            raise RecordsError(f"{path}: {exc}") from None
        aside = _set_aside(path)
        problem = (f"the statistics file was damaged ({str(exc)[:60]}); it was kept as "
                   f"{os.path.basename(aside)} and a new one started")
        try:
            return Opened(_connect(path), path, problem)
        except sqlite3.DatabaseError as exc2:
            raise RecordsError(f"{path}: {exc2}") from None


# ---------------------------------------------------------------- writing

def _row(session, save: dict) -> tuple[tuple, list[tuple]]:
    res = session.result()
    cfg = session.config
    app = save.get("app") or {}
    n = cfg["players"]
    kinds = list(cfg.get("seats") or ["human"] * n)
    names = list(cfg.get("names") or [f"Player {i + 1}" for i in range(n)])
    now = time.time()
    started = app.get("created") if isinstance(app.get("created"), (int, float)) else now
    finished = app.get("updated") if isinstance(app.get("updated"), (int, float)) else now
    gid = app.get("id") if isinstance(app.get("id"), str) else f"{session.game_id}-{session.seed}-{int(now * 1000)}"
    options = {k: v for k, v in cfg.items() if k not in ("players", "seats", "names")}
    game = (gid, session.game_id, float(started), float(finished), max(0.0, float(finished) - float(started)), n,
            json.dumps(options, sort_keys=True), int(app.get("practice") is True), int(app.get("assisted") is True),
            json.dumps(save, separators=(",", ":")),
            app.get("hints") if type(app.get("hints")) is int and app.get("hints") >= 0 else 0)
    seats = [(gid, i, str(names[i]), str(kinds[i]), _num(res.scores[i]), int(res.places[i]),
              int(res.places[i] == 1)) for i in range(n)]
    return game, seats


def _num(x):
    return float(x) if isinstance(x, (int, float)) else None


def open_default() -> Opened:
    """The user folder's records; made on first use with the finished games earlier versions kept."""
    opened = open_records()
    if opened.conn.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 0:
        from game.saving import finished_dir
        import_finished(finished_dir(), opened)
    return opened


def record(session, path: str | None = None, opened: Opened | None = None) -> str | None:
    """Record a finished game (once: the same game recorded again is left as it is). Returns an error
    line for the player, or None."""
    if session.current_player() is not None or session.result() is None:
        return None                              # a game in progress is not a statistic
    try:
        db = opened or (open_records(path) if path else open_default())
    except RecordsError as exc:
        return f"the game could not be recorded: {exc}"
    try:
        game, seats = _row(session, session.to_save())
        with db.conn:
            db.conn.execute("BEGIN IMMEDIATE")
            cur = db.conn.execute("INSERT OR IGNORE INTO games VALUES (?,?,?,?,?,?,?,?,?,?,?)", game)
            if cur.rowcount:
                db.conn.executemany("INSERT INTO seats VALUES (?,?,?,?,?,?,?)", seats)
    except sqlite3.Error as exc:
        return f"the game could not be recorded: {str(exc)[:80]}"
    finally:
        if opened is None:
            db.conn.close()
    return db.problem


def import_finished(folder: str, opened: Opened) -> int:
    """Record every finished game kept as a save file in ``folder`` (earlier versions kept them there);
    returns how many were new. An unreadable file is passed over (it stays where it is)."""
    from rules.engine.files import read_text
    from rules.engine.session import Session
    if not os.path.isdir(folder):
        return 0
    known = {r[0] for r in opened.conn.execute("SELECT id FROM games")}
    added = 0
    for name in sorted(os.listdir(folder)):
        sid, ext = os.path.splitext(name)
        if ext != ".json" or sid in known:
            continue
        try:
            data = json.loads(read_text(os.path.join(folder, name), 64 * 1024 * 1024))
            session = Session.from_save(data, name)
            session.meta = dict(data.get("app") or {})
        except Exception:  # noqa: BLE001 - an unreadable or unplayable file is passed over, left in place
            continue
        if record(session, opened=opened) is None and session.current_player() is None:
            added += 1
    return added


# ---------------------------------------------------------------- reading

@dataclass
class Summary:
    """One player's statistics (all games, or one game's)."""

    player: str
    game: str | None
    games: int = 0
    wins: int = 0
    against: dict = field(default_factory=dict)     # AI level -> (games, wins) of games with such a rival
    average: float | None = None
    best: float | None = None
    form: str = ""                                  # the last ten, newest first: W (won) or L
    scores: list = field(default_factory=list)      # (finished, score) oldest first, for the chart


def _where(player: str | None, game: str | None) -> tuple[str, list]:
    conds, args = [], []
    if player is not None:
        conds.append("s.name = ?")
        args.append(player)
    if game is not None:
        conds.append("g.game = ?")
        args.append(game)
    return (" AND ".join(conds) or "1"), args


def summary(opened: Opened, player: str, game: str | None = None) -> Summary:
    """Games played, wins, wins against each AI level, average and best score, recent form and scores
    over time, for ``player`` (a name people play under), in every game or one; done in SQL, so it stays
    quick with thousands of games."""
    c = opened.conn
    where, args = _where(player, game)
    out = Summary(player, game)
    row = c.execute(f"SELECT COUNT(*), COALESCE(SUM(s.won),0), AVG(s.score), MAX(s.score) FROM seats s "
                    f"JOIN games g ON g.id = s.game_id WHERE {where} AND g.practice = 0", args).fetchone()
    out.games, out.wins, out.average, out.best = row[0], row[1], row[2], row[3]
    for kind, n, w in c.execute(
            f"SELECT kind, COUNT(*), SUM(won) FROM (SELECT DISTINCT s.game_id, o.kind AS kind, s.won AS won "
            f"FROM seats s JOIN games g ON g.id = s.game_id JOIN seats o ON o.game_id = s.game_id "
            f"AND o.seat != s.seat WHERE {where} AND g.practice = 0) GROUP BY kind", args):
        if kind in AI_KINDS:
            out.against[kind] = (n, w)
    out.against = {k: out.against[k] for k in AI_KINDS if k in out.against}
    recent = c.execute(f"SELECT g.finished, s.won, s.score FROM seats s JOIN games g ON g.id = s.game_id "
                       f"WHERE {where} AND g.practice = 0 ORDER BY g.finished DESC LIMIT 200", args).fetchall()
    out.form = "".join("W" if w else "L" for _, w, _ in recent[:10])
    out.scores = [(f, sc) for f, _, sc in reversed(recent) if sc is not None]
    return out


def players(opened: Opened, humans: bool = True) -> list[str]:
    """The names people have played under (human seats; with ``humans`` False, every seat's), most
    games first."""
    where = "WHERE kind = 'human'" if humans else ""
    return [r[0] for r in opened.conn.execute(
        f"SELECT name FROM seats {where} GROUP BY name ORDER BY COUNT(*) DESC, name")]


def history(opened: Opened, player: str | None = None, game: str | None = None, limit: int = 50,
            offset: int = 0) -> list[dict]:
    """Past games, newest first (a page of ``limit``): id, game, when, duration, each seat's name, kind,
    score and place, and the marks."""
    c = opened.conn
    where, args = _where(player, game)
    rows = c.execute(
        f"SELECT DISTINCT g.id, g.game, g.finished, g.duration, g.practice, g.assisted FROM games g "
        f"JOIN seats s ON s.game_id = g.id WHERE {where} ORDER BY g.finished DESC LIMIT ? OFFSET ?",
        args + [limit, offset]).fetchall()
    seats: dict = {r[0]: [] for r in rows}
    ids = list(seats)
    for i in range(0, len(ids), 500):                # the seats of the whole page, a few queries in all
        chunk = ids[i:i + 500]
        for gid, n, k, s, p in c.execute(
                f"SELECT game_id, name, kind, score, place FROM seats WHERE game_id IN "
                f"({','.join('?' * len(chunk))}) ORDER BY game_id, seat", chunk):
            seats[gid].append(dict(name=n, kind=k, score=s, place=p))
    return [dict(id=gid, game=g, finished=f, duration=d, practice=bool(pr), assisted=bool(a), seats=seats[gid])
            for gid, g, f, d, pr, a in rows]


def saved_game(opened: Opened, game_id: str) -> dict | None:
    """The save of a recorded game (to replay or review it), or None."""
    r = opened.conn.execute("SELECT save FROM games WHERE id = ?", (game_id,)).fetchone()
    return json.loads(r[0]) if r else None
