"""Load on one server, measured: ``python -m game.net.loadtest [--db PATH_OR_URL] [--tables N] [--seconds S]``.

Starts the server as ``main.py serve`` runs it, as its own process on 127.0.0.1 (a free port; the
limit of connections from one address raised, since every client here is 127.0.0.1), then plays N tables at once,
two clients each, random legal actions (after ``--think`` seconds on average, 0: at once) (the clients follow each table's log in the database for the
legal actions, read-only), new tables as games end, for S seconds. Prints one JSON line: accepted
actions a second, and the latency from sending an action to its acknowledgement, to the other seat's
update and to the acting seat's own update (which waits for its undo verdict: ``--no-undo`` makes
tables with undo off) (p50, p99, max, milliseconds), after a warm-up (every table made, joined and
started at once) of a quarter of the time, at most 5 s. Bounded: at most 400 tables and 120 seconds.
``measure(...)`` is the same as a function (``python -m bench --only server``)."""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _cpu(pid: int) -> float:
    """CPU seconds a process has used (Linux /proc; 0 elsewhere)."""
    try:
        with open(f"/proc/{pid}/stat") as fh:
            fields = fh.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return 0.0


def _children(pid: int) -> list[int]:
    """The processes ``pid`` started (its judge processes), from /proc (none elsewhere)."""
    out = []
    try:
        names = os.listdir("/proc")
    except OSError:
        return out
    for name in names:
        if name.isdigit():
            try:
                with open(f"/proc/{name}/stat") as fh:
                    if int(fh.read().rsplit(")", 1)[1].split()[1]) == pid:
                        out.append(int(name))
            except (OSError, ValueError, IndexError):
                pass
    return out


def _pct(xs: list, p: float) -> float | None:
    if not xs:
        return None
    xs = sorted(xs)
    return round(xs[min(len(xs) - 1, int(p * len(xs)))] * 1000, 2)


class _Reader:
    """Reads a table's log beside the server (SQLite read-only, or a PostgreSQL connection)."""

    def __init__(self, db: str):
        from game.net.store import PostgresStore, SqliteStore
        if db.startswith(("postgresql://", "postgres://")):
            self.store = PostgresStore(db)
        else:
            self.store = SqliteStore.reader(db)
        self.lock = threading.Lock()

    def load(self, table: str, since: int) -> dict:
        with self.lock:
            return self.store.load(table, since)


async def _table(url, reader, game, rng, deadline, stats, think=0.0, undo=True):
    from game.net.client import Client
    from rules.engine.core import Action
    from rules.engine.session import Session
    loop = asyncio.get_running_loop()
    a = await Client(url, timeout=30).connect()
    b = await Client(url, timeout=30).connect()
    try:
        while loop.time() < deadline:
            r = await a.create(game, 2, ["friend", "friend"], undo=undo)
            if not r.ok:
                stats["refused"].append(r.rule)
                return
            await a.attach(r.data["table"], r.data["token"])
            j = await b.join(r.data["code"])
            await b.attach(r.data["table"], j.data["token"])
            await a.start()
            await b.wait(lambda c: c.status == "playing", 30)
            session = None
            while a.status == "playing" and loop.time() < deadline:
                mover = a if a.my_turn() else b if b.my_turn() else None
                if mover is None:                   # each client hears on its own connection: look again
                    await asyncio.sleep(0.005)
                    continue
                other = b if mover is a else a
                rec = await loop.run_in_executor(None, reader.load, a.table,
                                                 0 if session is None else len(session.actions))
                if session is None:
                    session = Session(rec["game"], rec["config"], rec["seed"])
                for x in rec["actions"]:                # no undo is sent here: the log is the actions
                    if x["idx"] == len(session.actions):
                        session.apply(Action.from_json(x["action"]))
                if think:
                    await asyncio.sleep(rng.uniform(0.5 * think, 1.5 * think))     # a player thinking
                v = mover.v
                t0 = time.perf_counter()
                reply = mover._reply(await mover.request({"t": "act", "table": mover.table, "token": mover.token,
                                                          "v": v, "action": rng.choice(session.legal_actions()).to_json()}))
                t1 = time.perf_counter()
                await other.wait(lambda c: c.v > v or c.status != "playing", 30)
                t2 = time.perf_counter()
                await mover.wait(lambda c: c.v > v or c.status != "playing", 30)
                t3 = time.perf_counter()
                if reply.ok and t0 < stats["warm"]:
                    stats["early"] += 1
                elif reply.ok:
                    stats["ack"].append(t1 - t0)
                    stats["update"].append(t2 - t0)
                    stats["own"].append(t3 - t0)
                else:
                    stats["refused"].append(reply.rule)
            stats["games"] += a.status == "over"
    finally:
        await a.close()
        await b.close()


async def _main(url, db, tables, seconds, game, think=0.0, undo=True):
    reader = _Reader(db)
    stats = {"ack": [], "update": [], "own": [], "refused": [], "games": 0, "early": 0}
    loop = asyncio.get_running_loop()
    start = loop.time()
    # the first seconds (every table being made, joined and started at once) are not measured
    stats["warm"] = time.perf_counter() + min(5.0, seconds / 4)
    deadline = start + seconds
    tasks = [asyncio.create_task(_table(url, reader, game, random.Random(i), deadline, stats, think, undo))
             for i in range(tables)]
    done, pending = await asyncio.wait(tasks, timeout=seconds + 60)
    for t in pending:
        t.cancel()
    errors = [repr(t.exception())[:120] for t in done if t.exception() is not None]
    took = loop.time() - start
    measured = took - min(5.0, seconds / 4)
    return {"tables": tables, "think": think, "seconds": round(took, 1), "accepted": len(stats["ack"]),
            "warm_up_actions": stats["early"], "actions_per_second": round(len(stats["ack"]) / measured, 1), "games_finished": stats["games"],
            "ack_ms": {"p50": _pct(stats["ack"], 0.5), "p99": _pct(stats["ack"], 0.99),
                       "max": _pct(stats["ack"], 1.0)},
            "update_ms": {"p50": _pct(stats["update"], 0.5), "p99": _pct(stats["update"], 0.99),
                          "max": _pct(stats["update"], 1.0)},
            "own_update_ms": {"p50": _pct(stats["own"], 0.5), "p99": _pct(stats["own"], 0.99),
                              "max": _pct(stats["own"], 1.0)},
            "refused": len(stats["refused"]), "errors": errors[:3]}


def measure(db: str | None = None, tables: int = 20, seconds: float = 20, game: str | None = None,
            think: float = 0.0, undo: bool = True) -> dict:
    """One measured run (a server process on a temporary SQLite file unless ``db`` names a database):
    the figures ``main`` prints, as a dict. Bounded: 1-400 tables, 1-120 seconds."""
    if game is None:
        from rules.registry import DESCRIPTORS
        game = DESCRIPTORS[0].id
    if not 1 <= tables <= 400 or not 1 <= seconds <= 120:
        raise ValueError("loadtest: --tables 1-400, --seconds 1-120")
    tmp = tempfile.mkdtemp(prefix="bestiario-load-")
    db = db or os.path.join(tmp, "server.sqlite3")
    env = {**os.environ, "BESTIARIO_HOME": tmp}
    # the server as ``main.py serve`` runs it, but every client comes from 127.0.0.1 here: the limit of
    # connections from one address is raised for the test
    code = ("import asyncio, sys; from game.net.server import ServerConfig, run; from game.net.store import open_store; "
            f"asyncio.run(run(open_store({db!r}), ServerConfig(port=0, max_per_address=2000, max_tables=1000), "
            "announce=lambda s: print(s, flush=True)))")
    proc = subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        if "serving on " not in line:
            raise RuntimeError(f"the server did not start: {line.strip()[:200]}")
        url = line.split("serving on ")[1].split()[0]
        before = _cpu(proc.pid)
        out = asyncio.run(_main(url, db, tables, seconds, game, think, undo))
        out["db"] = "postgresql" if db.startswith("postgres") else "sqlite"
        out["undo"] = undo
        used = _cpu(proc.pid) - before
        judges = sum(_cpu(k) for k in _children(proc.pid))       # from their start (they start with the load)
        if used > 0 and out["accepted"]:
            actions = out["accepted"] + out["warm_up_actions"]
            out["server_cpu_seconds"] = round(used, 2)
            out["server_cpu_ms_per_action"] = round(used * 1000 / actions, 2)
            out["judge_cpu_ms_per_action"] = round(judges * 1000 / actions, 2)
    finally:
        proc.terminate()
        proc.wait(10)
        for name in os.listdir(tmp):
            if not os.path.isdir(os.path.join(tmp, name)):
                os.remove(os.path.join(tmp, name))
    return out


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.net.loadtest")
    p.add_argument("--db", help="SQLite file (default: a temporary one) or postgresql://...")
    p.add_argument("--tables", type=int, default=20)
    p.add_argument("--seconds", type=float, default=20)
    p.add_argument("--game", help="a game id (default: the first in the registry)")
    p.add_argument("--think", type=float, default=0.0, help="seconds a player thinks before each action (mean)")
    p.add_argument("--no-undo", action="store_true", help="tables with undo off (no undo verdicts to judge)")
    args = p.parse_args(argv)
    try:
        out = measure(args.db, args.tables, args.seconds, args.game, args.think, not args.no_undo)
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 2
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.path.insert(0, ROOT)
    raise SystemExit(main())
