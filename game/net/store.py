"""The server's storage: one small interface, two real back-ends.

- ``SqliteStore`` (the default): one file in the user folder, WAL mode, ``synchronous=FULL`` (an
  accepted action is on disk before anyone hears of it); one server process per file (a lock).
- ``PostgresStore`` (``--db postgresql://...``, psycopg 3): for several server processes sharing one
  database. A table's actions are serialised by the database: ``actions`` has the primary key
  ``(table_id, idx)``, so of two processes appending action ``idx`` to one table exactly one wins; the
  other learns it has fallen behind (``append`` says ``conflict``). Every change is announced with
  ``NOTIFY bestiario, '<table id>[ <version>]'`` in its own transaction (delivered on commit), which
  the other processes ``LISTEN`` to.

The log is the game: ``actions`` holds every accepted action in order, and a table is rebuilt from its
config, seed and log. Tokens and invitation codes are kept only as SHA-256 digests.

The methods are plain blocking calls; the server runs them on one worker thread per store
(``AsyncStore``), so the event loop never waits on a disk or a socket.
"""
from __future__ import annotations

import asyncio
import hashlib
import json
import os
import queue
import sqlite3
import threading
import time
from typing import Any, Callable

SCHEMA_VERSION = 2          # 2: tables.undo (a table's undo switch) and undo marker rows in the log
CHANNEL = "bestiario"
UNDO = "undo"               # ``actions.who`` of an undo marker row: its ``action`` is ``{"undo": keep}``

SCHEMA = [
    """CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS tables (
        id TEXT PRIMARY KEY, code_hash TEXT NOT NULL UNIQUE, game TEXT NOT NULL, players INTEGER NOT NULL,
        options TEXT NOT NULL, config TEXT, seed BIGINT NOT NULL, status TEXT NOT NULL,
        zombie INTEGER NOT NULL, owner TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 0, current INTEGER,
        created DOUBLE PRECISION NOT NULL, updated DOUBLE PRECISION NOT NULL, undo INTEGER NOT NULL DEFAULT 1)""",
    """CREATE INDEX IF NOT EXISTS tables_owner ON tables (owner, status)""",
    """CREATE TABLE IF NOT EXISTS seats (
        table_id TEXT NOT NULL REFERENCES tables(id), seat INTEGER NOT NULL, kind TEXT NOT NULL,
        name TEXT NOT NULL DEFAULT '', token_hash TEXT UNIQUE, last_n BIGINT NOT NULL DEFAULT 0,
        seen_at DOUBLE PRECISION NOT NULL DEFAULT 0, PRIMARY KEY (table_id, seat))""",
    """CREATE TABLE IF NOT EXISTS actions (
        table_id TEXT NOT NULL REFERENCES tables(id), idx INTEGER NOT NULL, action TEXT NOT NULL,
        seat INTEGER, who TEXT NOT NULL, at DOUBLE PRECISION NOT NULL, PRIMARY KEY (table_id, idx))""",
]

TABLE_FIELDS = ("id", "game", "players", "options", "config", "seed", "status", "zombie", "owner",
                "version", "current", "created", "updated", "undo")
# what a database of an older schema needs to become this one (each step in the set-up's transaction)
MIGRATIONS = {1: ["ALTER TABLE tables ADD COLUMN undo INTEGER NOT NULL DEFAULT 1"]}
SEAT_FIELDS = ("seat", "kind", "name", "token_hash", "last_n", "seen_at")


def digest(secret: str) -> str:
    """What the database keeps of a token or an invitation code."""
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


class StoreError(Exception):
    """The database cannot be opened or used (one line)."""


class Store:
    """The interface (SQL written once with ``?`` placeholders; the back-ends differ in connecting,
    locking and notifying). Every write is one transaction."""

    kind = "base"
    conflict_errors: tuple = ()

    def __init__(self):
        self.conn = None
        self._batch: list | None = None          # inside ``batch``: the notifications to send at its end
        self._sp = False

    # -- what a back-end provides: its transactions and notifications
    def _sql(self, sql: str) -> str:
        return sql

    def _execute(self, sql: str, params=()):
        return self.conn.execute(self._sql(sql), params)

    def _tx_begin(self) -> None:
        raise NotImplementedError

    def _tx_commit(self) -> None:
        raise NotImplementedError

    def _tx_rollback(self) -> None:
        raise NotImplementedError

    def _tx_begin_read(self) -> None:
        pass

    def _tx_end_read(self) -> None:
        pass

    def _notify(self, payload: str) -> None:
        pass

    # -- one call is one transaction, or one savepoint of a batch
    def _begin(self) -> None:
        if self._batch is not None:
            self.conn.execute("SAVEPOINT op")
            self._sp = True
        else:
            self._tx_begin()

    def _commit(self, table_id: str | None = None, version: int | None = None) -> None:
        payload = None if table_id is None else table_id if version is None else f"{table_id} {version}"
        if self._batch is not None:
            self.conn.execute("RELEASE SAVEPOINT op")
            self._sp = False
            if payload:
                self._batch.append(payload)
        else:
            if payload:
                self._notify(payload)
            self._tx_commit()

    def _rollback(self) -> None:
        if self._batch is not None:
            if self._sp:
                self.conn.execute("ROLLBACK TO SAVEPOINT op")
                self.conn.execute("RELEASE SAVEPOINT op")
                self._sp = False
        else:
            self._tx_rollback()

    def _begin_read(self) -> None:
        if self._batch is None:
            self._tx_begin_read()

    def _end_read(self) -> None:
        if self._batch is None:
            self._tx_end_read()

    def batch(self, calls: list) -> list:
        """Several calls ``(name, args, kwargs)`` in one transaction, each in its own savepoint (a call
        that fails or refuses takes back only its own changes): one flush to disk for all of them.
        Returns ``(True, value)`` or ``(False, exception)`` per call."""
        if len(calls) == 1:                           # alone: its own transaction, no savepoint
            name, args, kw = calls[0]
            try:
                return [(True, getattr(self, name)(*args, **kw))]
            except Exception as exc:  # noqa: BLE001 - handed to the caller
                return [(False, exc)]
        out = []
        self._tx_begin()
        self._batch = []
        try:
            for name, args, kw in calls:
                try:
                    out.append((True, getattr(self, name)(*args, **kw)))
                except Exception as exc:  # noqa: BLE001 - handed to that call's caller
                    out.append((False, exc))
            for payload in self._batch:
                self._notify(payload)
            self._batch = None
            self._tx_commit()
        except BaseException:
            self._batch = None
            self._tx_rollback()
            raise
        return out

    def _setup(self) -> None:
        self._begin()
        try:
            for stmt in SCHEMA:
                self._execute(stmt)
            row = self._execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
            if row is None:
                self._execute("INSERT INTO meta (key, value) VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
            elif int(row[0]) > SCHEMA_VERSION:
                raise StoreError(f"the database's schema is version {row[0]}, newer than this server's "
                                 f"{SCHEMA_VERSION}")
            elif int(row[0]) < SCHEMA_VERSION:
                for step in range(int(row[0]), SCHEMA_VERSION):
                    for stmt in MIGRATIONS[step]:
                        self._execute(stmt)
                self._execute("UPDATE meta SET value = ? WHERE key = 'schema'", (str(SCHEMA_VERSION),))
            self._commit()
        except BaseException:
            self._rollback()
            raise

    # -- the interface
    def create_table(self, table: dict, seats: list[dict]) -> None:
        """A new table (``table``: TABLE_FIELDS less version, plus ``code_hash``; ``undo`` True unless
        said) and its seats."""
        self._begin()
        try:
            self._execute(
                "INSERT INTO tables (id, code_hash, game, players, options, config, seed, status, zombie, owner,"
                " version, created, updated, undo) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)",
                (table["id"], table["code_hash"], table["game"], table["players"], json.dumps(table["options"]),
                 None if table.get("config") is None else json.dumps(table["config"]), table["seed"],
                 table["status"], table["zombie"], table["owner"], table["created"], table["created"],
                 1 if table.get("undo", True) else 0))
            for s in seats:
                self._execute("INSERT INTO seats (table_id, seat, kind, name, token_hash, last_n, seen_at)"
                              " VALUES (?, ?, ?, ?, ?, 0, ?)",
                              (table["id"], s["seat"], s["kind"], s.get("name", ""), s.get("token_hash"),
                               table["created"]))
            self._commit(table["id"])
        except BaseException:
            self._rollback()
            raise

    def table_by_code(self, code_hash: str) -> str | None:
        row = self._execute("SELECT id FROM tables WHERE code_hash = ?", (code_hash,)).fetchone()
        self._end_read()
        return row[0] if row else None

    def load(self, table_id: str, since: int = 0) -> dict | None:
        """A table: its fields, its seats, and its actions from index ``since`` on (one snapshot)."""
        self._begin_read()
        row = self._execute(f"SELECT {', '.join(TABLE_FIELDS)} FROM tables WHERE id = ?", (table_id,)).fetchone()
        if row is None:
            self._end_read()
            return None
        out = dict(zip(TABLE_FIELDS, row))
        out["options"] = json.loads(out["options"])
        out["config"] = None if out["config"] is None else json.loads(out["config"])
        out["undo"] = bool(out["undo"])
        out["seats"] = [dict(zip(SEAT_FIELDS, r)) for r in self._execute(
            f"SELECT {', '.join(SEAT_FIELDS)} FROM seats WHERE table_id = ? ORDER BY seat", (table_id,)).fetchall()]
        out["actions"] = [{"idx": r[0], "action": json.loads(r[1]), "seat": r[2], "who": r[3]}
                          for r in self._execute("SELECT idx, action, seat, who FROM actions WHERE table_id = ?"
                                                 " AND idx >= ? ORDER BY idx", (table_id, since)).fetchall()]
        self._end_read()
        return out

    def claim_seat(self, table_id: str, seat: int, token_hash: str, name: str) -> bool:
        """Give a free friend's seat its token (False: taken meanwhile, or the table has started)."""
        self._begin()
        try:
            cur = self._execute(
                "UPDATE seats SET token_hash = ?, name = ?, seen_at = ? WHERE table_id = ? AND seat = ?"
                " AND token_hash IS NULL AND EXISTS (SELECT 1 FROM tables WHERE id = ? AND status = 'waiting')",
                (token_hash, name, time.time(), table_id, seat, table_id))
            ok = cur.rowcount == 1
            self._commit(table_id if ok else None)
            return ok
        except BaseException:
            self._rollback()
            raise

    def start(self, table_id: str, config: dict, seat: int, n: int, current: int | None = None) -> bool:
        """Waiting -> playing with its final config (``current``: the seat to move first); the
        creator's message number ``n`` is used up."""
        self._begin()
        try:
            ok = self._take_n(table_id, seat, n)
            if ok:
                cur = self._execute("UPDATE tables SET status = 'playing', config = ?, current = ?, updated = ?"
                                    " WHERE id = ? AND status = 'waiting'",
                                    (json.dumps(config), current, time.time(), table_id))
                ok = cur.rowcount == 1
            if ok:
                self._commit(table_id)
            else:
                self._rollback()
            return ok
        except BaseException:
            self._rollback()
            raise

    def _take_n(self, table_id: str, seat: int, n: int) -> bool:
        cur = self._execute("UPDATE seats SET last_n = ? WHERE table_id = ? AND seat = ? AND last_n < ?",
                            (n, table_id, seat, n))
        return cur.rowcount == 1

    def take_n(self, table_id: str, seat: int, n: int) -> bool:
        """Use up message number ``n`` of a seat (False: not higher than the last it sent: a replay)."""
        self._begin()
        try:
            ok = self._take_n(table_id, seat, n)
            if ok:
                self._commit()
            else:
                self._rollback()
            return ok
        except BaseException:
            self._rollback()
            raise

    def append(self, table_id: str, idx: int, action: dict, seat: int | None, who: str,
               n: int | None = None, status: str = "playing", current: int | None = None) -> str:
        """Commit action number ``idx`` of a table (``current``: the seat to move after it): ``ok``,
        ``conflict`` (that index is taken: another process got there first) or ``replay`` (``n`` is
        not above the seat's last message number). An undo is appended the same way, as a marker row
        (``who`` is ``UNDO``, ``action`` is ``{"undo": keep}``): the log only grows."""
        self._begin()
        try:
            if n is not None and not self._take_n(table_id, seat, n):
                self._rollback()
                return "replay"
            now = time.time()
            self._execute("INSERT INTO actions (table_id, idx, action, seat, who, at) VALUES (?, ?, ?, ?, ?, ?)",
                          (table_id, idx, json.dumps(action, separators=(",", ":")), seat, who, now))
            self._execute("UPDATE tables SET version = ?, status = ?, current = ?, updated = ? WHERE id = ?",
                          (idx + 1, status, current, now, table_id))
            self._commit(table_id, idx + 1)
            return "ok"
        except self.conflict_errors:
            self._rollback()
            return "conflict"
        except BaseException:
            self._rollback()
            raise

    def seen(self, table_id: str, seats: list[int], at: float | None = None) -> None:
        """The players of ``seats`` were connected at ``at`` (the zombie clock reads it)."""
        if not seats:
            return
        self._begin()
        try:
            at = time.time() if at is None else at
            for s in seats:
                self._execute("UPDATE seats SET seen_at = ? WHERE table_id = ? AND seat = ?", (at, table_id, s))
            self._commit()
        except BaseException:
            self._rollback()
            raise

    def seen_many(self, seats: list, at: float | None = None) -> None:
        """``seen`` for many tables at once: ``[(table_id, [seat, ...]), ...]`` (the heartbeat)."""
        self._begin()
        try:
            at = time.time() if at is None else at
            for table_id, numbers in sorted(seats):           # the lock order of every other transaction
                for s in sorted(numbers):
                    self._execute("UPDATE seats SET seen_at = ? WHERE table_id = ? AND seat = ?", (at, table_id, s))
            self._commit()
        except BaseException:
            self._rollback()
            raise

    def open_tables(self, owner: str) -> int:
        """How many tables ``owner`` created that are not over (the per-client limit)."""
        row = self._execute("SELECT COUNT(*) FROM tables WHERE owner = ? AND status != 'over'", (owner,)).fetchone()
        self._end_read()
        return int(row[0])

    def tables(self) -> list[str]:
        rows = self._execute("SELECT id FROM tables ORDER BY created").fetchall()
        self._end_read()
        return [r[0] for r in rows]

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()
            self.conn = None


class SqliteStore(Store):
    kind = "sqlite"
    conflict_errors = (sqlite3.IntegrityError,)

    def __init__(self, path: str):
        super().__init__()
        self.path = path
        folder = os.path.dirname(os.path.abspath(path))
        os.makedirs(folder, exist_ok=True)
        self._lock_file = None
        if os.name == "posix":                      # one server process per file (no flock on Windows)
            import fcntl
            self._lock_file = open(path + ".lock", "a+")
            try:
                fcntl.flock(self._lock_file, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                self._lock_file.close()
                self._lock_file = None
                raise StoreError(f"{path} is in use by another server (one process per SQLite file; "
                                 "use PostgreSQL for several)") from None
        try:
            self.conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False, timeout=10)
            self.conn.execute("PRAGMA journal_mode=WAL")
            self.conn.execute("PRAGMA synchronous=FULL")
            self.conn.execute("PRAGMA foreign_keys=ON")
            self._setup()
        except sqlite3.DatabaseError as exc:
            self.close()
            raise StoreError(f"{path}: {exc}") from None

    @classmethod
    def reader(cls, path: str) -> "SqliteStore":
        """A read-only look at a server's file beside the server (tools, tests): WAL lets a reader in."""
        self = cls.__new__(cls)
        Store.__init__(self)
        self.path, self._lock_file = path, None
        self.conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, isolation_level=None, check_same_thread=False)
        return self

    def _tx_begin(self) -> None:
        self.conn.execute("BEGIN IMMEDIATE")

    def _tx_begin_read(self) -> None:
        self.conn.execute("BEGIN")

    def _tx_end_read(self) -> None:
        if self.conn.in_transaction:
            self.conn.execute("COMMIT")

    def _tx_commit(self) -> None:
        self.conn.execute("COMMIT")

    def _tx_rollback(self) -> None:
        if self.conn is not None and self.conn.in_transaction:
            self.conn.execute("ROLLBACK")

    def close(self) -> None:
        super().close()
        if self._lock_file is not None:
            self._lock_file.close()
            self._lock_file = None


class PostgresStore(Store):
    kind = "postgresql"

    def __init__(self, url: str, setup: bool = True):
        super().__init__()
        import psycopg
        from psycopg import errors
        self._psycopg = psycopg
        self.conflict_errors = (errors.UniqueViolation,)
        self.url = url
        try:
            self.conn = psycopg.connect(url, autocommit=True, connect_timeout=10)
        except psycopg.Error as exc:
            raise StoreError(f"PostgreSQL: {str(exc).strip().splitlines()[0] if str(exc).strip() else exc.__class__.__name__}") from None
        self._in_tx = False
        self._listener: threading.Thread | None = None
        self._stop = threading.Event()
        if not setup:
            return
        try:
            self._execute("SELECT pg_advisory_lock(25)")       # one schema set-up at a time
            try:
                self._setup()
            finally:
                self._execute("SELECT pg_advisory_unlock(25)")
        except psycopg.Error as exc:
            self.close()
            raise StoreError(f"PostgreSQL: {str(exc).strip().splitlines()[0]}") from None

    def _sql(self, sql: str) -> str:
        return sql.replace("?", "%s")

    def _tx_begin(self) -> None:
        self.conn.execute("BEGIN")
        self._in_tx = True

    def _tx_begin_read(self) -> None:
        self.conn.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
        self._in_tx = True

    def _tx_end_read(self) -> None:
        if self._in_tx:
            self.conn.execute("COMMIT")
            self._in_tx = False

    def _notify(self, payload: str) -> None:
        self.conn.execute("SELECT pg_notify(%s, %s)", (CHANNEL, payload))

    def _tx_commit(self) -> None:
        self.conn.execute("COMMIT")
        self._in_tx = False

    def _tx_rollback(self) -> None:
        if self.conn is not None and self._in_tx:
            try:
                self.conn.execute("ROLLBACK")
            finally:
                self._in_tx = False

    def another(self) -> "PostgresStore":
        """A second connection to the same database (the server writes on a few at once: commits of
        different tables then share the disk's flushes)."""
        return PostgresStore(self.url, setup=False)

    def listen(self, callback: Callable[[str], None]) -> None:
        """Call ``callback(payload)`` (on the listener's thread) for every change any process commits:
        ``"<table id>"``, or ``"<table id> <version>"`` for a new action (the log's length after it)."""
        psycopg = self._psycopg
        ready = threading.Event()

        def run():
            while not self._stop.is_set():
                try:
                    with psycopg.connect(self.url, autocommit=True, connect_timeout=10) as conn:
                        conn.execute(f"LISTEN {CHANNEL}")
                        ready.set()
                        while not self._stop.is_set():
                            for note in conn.notifies(timeout=0.5):
                                callback(note.payload)
                except psycopg.Error:
                    ready.set()
                    self._stop.wait(0.5)

        self._listener = threading.Thread(target=run, name="bestiario-listen", daemon=True)
        self._listener.start()
        ready.wait(10)

    def close(self) -> None:
        self._stop.set()
        if self._listener is not None:
            self._listener.join(timeout=3)
            self._listener = None
        super().close()


def open_store(where: str | None) -> Store:
    """``postgresql://...`` (or ``postgres://``) -> PostgresStore; anything else is a SQLite file path
    (default: ``server.sqlite3`` in the user folder)."""
    if where and where.startswith(("postgresql://", "postgres://")):
        return PostgresStore(where)
    if not where:
        from game.paths import user_dir
        where = os.path.join(user_dir(), "server.sqlite3")
    return SqliteStore(where)


class AsyncStore:
    """A store's blocking calls on worker threads: ``await astore.call("append", ...)``.

    Calls wait in one queue; a worker takes every call waiting (up to ``BATCH``) and runs them as one
    transaction (``Store.batch``): under load, the appends of many tables share one flush to disk
    (group commit). SQLite: one worker (one writer at a time is SQLite's way). PostgreSQL: ``workers``
    workers, each with its own connection. The server never has two calls about one table waiting at
    once (its table lock orders them), so a batch never reorders a table's actions."""

    BATCH = 64

    def __init__(self, store: Store, workers: int | None = None):
        self.store = store
        self.kind = store.kind
        many = hasattr(store, "another")
        self.workers = (workers or 4) if many else 1
        self.batches = 0
        self.calls = 0
        self._queue: queue.SimpleQueue = queue.SimpleQueue()
        self._made: list[Store] = []
        self._threads = []
        for i in range(self.workers):
            s = store if i == 0 else store.another()
            if i:
                self._made.append(s)
            th = threading.Thread(target=self._work, args=(s,), name=f"bestiario-store-{i}", daemon=True)
            th.start()
            self._threads.append(th)

    def _work(self, store: Store) -> None:
        while True:
            first = self._queue.get()
            if first is None:
                return
            items = [first]
            stop = False
            while len(items) < self.BATCH:
                try:
                    more = self._queue.get_nowait()
                except queue.Empty:
                    break
                if more is None:
                    stop = True
                    break
                items.append(more)
            # one lock order for every transaction (by table id): two batches on two connections (or
            # two processes) never wait for each other in a circle
            order = sorted(range(len(items)), key=lambda i: str(items[i][1][0]) if items[i][1] else "")
            items = [items[i] for i in order]
            try:
                results = store.batch([(name, args, kw) for name, args, kw, _, _ in items])
            except BaseException as exc:  # noqa: BLE001 - the whole transaction failed: every call hears it
                results = [(False, exc)] * len(items)
            self.batches += 1
            self.calls += len(items)
            for (_, _, _, fut, loop), (ok, value) in zip(items, results):
                loop.call_soon_threadsafe(_settle, fut, ok, value)
            if stop:
                return

    async def call(self, name: str, *args: Any, **kw: Any):
        loop = asyncio.get_running_loop()
        fut = loop.create_future()
        self._queue.put((name, args, kw, fut, loop))
        return await fut

    def close(self) -> None:
        for _ in self._threads:
            self._queue.put(None)
        for th in self._threads:
            th.join(timeout=10)
        for s in self._made:
            s.close()
        self.store.close()


def _settle(fut: asyncio.Future, ok: bool, value: Any) -> None:
    if fut.done():
        return
    if ok:
        fut.set_result(value)
    else:
        fut.set_exception(value)


def fold_log(rows: list) -> tuple[list, list, list, list]:
    """The game a table's log holds: the rows of ``load`` (from index 0) read in order, an undo marker
    keeping the first ``keep`` actions in effect. Returns ``(actions, at, who, forks)``: the actions in
    effect (as JSON), the version after which each was made, who made each (``player``, ``bot``,
    ``zombie``), and ``(version, fork)`` per undo: the version after its marker and the version of the
    last action it kept (0: none), before which a seat's events stay as they were."""
    actions: list = []
    at: list = []
    who: list = []
    forks: list = []
    for row in rows:
        if row["who"] == UNDO:
            keep = row["action"]["undo"]
            forks.append((row["idx"] + 1, at[keep - 1] if keep else 0))
            del actions[keep:], at[keep:], who[keep:]
        else:
            actions.append(row["action"])
            at.append(row["idx"] + 1)
            who.append(row["who"])
    return actions, at, who, forks
