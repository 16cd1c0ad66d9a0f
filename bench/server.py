"""The ``server`` section of ``python -m bench``: one online server on this machine under load
(``game/net/loadtest.py``: a server process, tables of two bot clients over 127.0.0.1, random legal
actions), on SQLite and on PostgreSQL (a throw-away cluster with ``fsync`` on, made with Debian's
``initdb``/``pg_ctl`` as the network tests make theirs; skipped, saying why, when they are missing).

Runs, each bounded in tables and seconds: 20 tables acting back to back, and 200 tables whose players
think 1 s (0.5-1.5 s) before each action; each with undo on (as a table is made by default) and off
(the cost of judging the acting seat's undo verdict). ``--quick``: 10 tables back to back, 5 s, on each back-end.
Reported: accepted actions a second; p50/p99 from sending an action to its acknowledgement, to the other
seat's update and to the acting seat's own update; the CPU per action of the server process and of its
judge process (undo's reveal tests); the load average."""
from __future__ import annotations

import os


def _runs(quick: bool) -> list[dict]:
    if quick:
        return [dict(tables=10, seconds=5.0, think=0.0, undo=True)]
    return [dict(tables=20, seconds=20.0, think=0.0, undo=True),
            dict(tables=20, seconds=20.0, think=0.0, undo=False),
            dict(tables=200, seconds=30.0, think=1.0, undo=True),
            dict(tables=200, seconds=30.0, think=1.0, undo=False)]


def _cluster():
    """A throw-away PostgreSQL cluster, or the reason there is none."""
    try:
        import psycopg  # noqa: F401
    except ImportError:
        return None, "psycopg is not installed"
    try:
        from tests.net.conftest import Cluster          # the network tests' throw-away cluster (needs pytest)
        return Cluster(fsync=True), None
    except ImportError as exc:
        return None, f"the tests' cluster helper cannot be loaded ({exc})"
    except (RuntimeError, OSError) as exc:
        return None, str(exc)


def _line(db: str, run: dict, r: dict) -> str:
    what = f"{run['tables']:3d} tables, " + (f"think {run['think']:g} s" if run["think"] else "back to back")
    return (f"  {db:10s} {what:27s} undo {'on ' if run['undo'] else 'off'}  {r['actions_per_second']:6.1f} actions/s"
            f"   ack p50/p99 {r['ack_ms']['p50']}/{r['ack_ms']['p99']} ms"
            f"   other's update {r['update_ms']['p50']}/{r['update_ms']['p99']} ms"
            f"   own update {r['own_update_ms']['p50']}/{r['own_update_ms']['p99']} ms"
            f"   CPU server {r.get('server_cpu_ms_per_action')} + judge {r.get('judge_cpu_ms_per_action')} ms/action"
            f"   (load {r['load']})")


def _measure(where: str, db: str | None, run: dict) -> dict:
    from game.net.loadtest import measure
    load0 = os.getloadavg()[0]
    r = measure(db, run["tables"], run["seconds"], None, run["think"], run["undo"])
    r["load"] = f"{load0:.1f}-{os.getloadavg()[0]:.1f}"
    print(_line(where, run, r), flush=True)
    return r


def bench_server(quick: bool) -> dict:
    print("## Online server (game/net/loadtest.py): Depredador, two bot clients a table over 127.0.0.1")
    out: dict = {"sqlite": [], "postgresql": []}
    for run in _runs(quick):
        out["sqlite"].append({**run, **_measure("SQLite", None, run)})
    cluster, why = _cluster()
    if cluster is None:
        print(f"  PostgreSQL skipped: {why}")
        out["postgresql"] = {"skipped": why}
        return out
    try:
        for run in _runs(quick):
            out["postgresql"].append({**run, **_measure("PostgreSQL", cluster.new_database(), run)})
    finally:
        cluster.stop()
    return out
