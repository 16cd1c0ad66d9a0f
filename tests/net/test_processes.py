"""Real server processes (``python main.py serve``): two processes over one PostgreSQL database with
the clients of one table on different processes, and a server killed with SIGKILL mid-game and started
again, its clients reconnecting by themselves."""
from __future__ import annotations

import asyncio
import os
import random
import signal
import subprocess
import sys
import threading

from game.net.client import Client
from game.net.store import open_store
from tests.net.conftest import free_port
from tests.net.kit import check_messages, follow, run, seated, until

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class ServerProcess:
    def __init__(self, db: str, home: str, port: int = 0, extra: tuple = ()):
        env = {**os.environ, "BESTIARIO_HOME": home}
        os.makedirs(home, exist_ok=True)
        self.errors = os.path.join(home, f"stderr-{port}-{os.getpid()}-{id(self)}.txt")
        with open(self.errors, "w") as err:           # a file, not a pipe nobody reads (it could fill)
            self.proc = subprocess.Popen([sys.executable, "main.py", "serve", "--port", str(port), "--db", db, *extra],
                                         cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=err, text=True)
        line = []
        reader = threading.Thread(target=lambda: line.append(self.proc.stdout.readline()), daemon=True)
        reader.start()
        reader.join(30)
        if not line or "serving on" not in line[0]:
            self.stop()
            raise AssertionError(f"the server did not start: {line} {self.stderr()[-500:]}")
        self.url = line[0].split("serving on ")[1].split()[0]
        self.port = int(self.url.rsplit(":", 1)[1])

    def stderr(self) -> str:
        with open(self.errors, encoding="utf-8", errors="replace") as fh:
            return fh.read()

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    def stop(self) -> int:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        return self.proc.returncode


class Replica:
    """The game as the database's log has it, followed as it grows (for the legal actions)."""

    def __init__(self, store, table: str):
        self.store, self.table, self.session, self.v = store, table, None, 0

    def legal(self) -> list:
        from rules.engine.session import Session
        rec = self.store.load(self.table, self.v)
        if self.session is None:
            self.session = Session(rec["game"], rec["config"], rec["seed"])
        for a in rec["actions"]:
            if a["idx"] == self.v:
                follow(self.session, a)
                self.v += 1
        return self.session.legal_actions()


async def _play(clients, replica, rng, limit=10_000, on_step=None):
    sent = 0
    while clients[0].status == "playing" and sent < limit:
        mover = next((c for c in clients if c.my_turn()), None)
        if mover is None:
            await until(lambda: clients[0].status != "playing" or any(x.my_turn() for x in clients), 20,
                        "someone's turn")
            continue
        v = mover.v
        await asyncio.get_running_loop().run_in_executor(None, replica.legal)   # the log up to v
        assert replica.v == v
        r = await mover.act(rng.choice(replica.session.legal_actions()))
        assert r.ok, r
        sent += 1
        for c in clients:
            await c.wait(lambda c: c.v > v or c.status != "playing", 20)
        if on_step is not None:
            await on_step(sent)
    return sent


def test_two_server_processes_share_one_postgresql(pg_url, tmp_path):
    one = ServerProcess(pg_url, str(tmp_path / "h1"))
    two = ServerProcess(pg_url, str(tmp_path / "h2"))
    store = open_store(pg_url)
    try:
        async def main():
            log: dict = {}
            a = await Client(one.url, on_message=lambda m: log.setdefault(0, []).append(m)).connect()
            r = await a.create("depredador", 3, ["friend", "friend", "easy"], name="Ana")
            assert (await a.attach(r.data["table"], r.data["token"])).ok
            b = await Client(two.url, on_message=lambda m: log.setdefault(1, []).append(m)).connect()
            j = await b.join(r.data["code"], "Bea")                      # joined through the other process
            assert j.ok
            assert (await b.attach(r.data["table"], j.data["token"])).ok
            await a.wait(lambda c: c.seats[1]["taken"], 10)               # heard through NOTIFY
            assert (await a.start()).ok
            await b.wait(lambda c: c.status == "playing", 10)
            sent = await _play([a, b], Replica(store, a.table), random.Random(9))
            assert a.status == b.status == "over" and a.v == b.v and a.result == b.result
            rec = store.load(a.table)
            assert len([x for x in rec["actions"] if x["who"] == "player"]) == sent
            assert [x["idx"] for x in rec["actions"]] == list(range(len(rec["actions"])))
            check_messages(rec, log)
            await a.close()
            await b.close()
        run(main(), 60)
    finally:
        store.close()
        codes = (one.stop(), two.stop())
        errors = one.stderr() + two.stderr()
        assert codes == (0, 0) and "Traceback" not in errors, errors[-3000:]


def test_a_killed_server_restarts_and_its_clients_finish(tmp_path):
    """SIGKILL mid-game, the same server started again: both clients come back by themselves, and the
    game ends with the same result as an uninterrupted local run of the same seed and choices."""
    from rules.engine.session import Session
    db = str(tmp_path / "server.sqlite3")
    port = free_port()
    server = ServerProcess(db, str(tmp_path / "h"), port, ("--allow-seed",))
    try:
        async def main():
            nonlocal server
            a, b = await seated(server.url, "animal_duel", ["friend", "friend"], seed=4242, give_up=30)
            reader_store = _ReadOnly(db)
            replica = Replica(reader_store, a.table)

            async def kill_once(sent):
                nonlocal server
                if sent == 10:
                    server.kill()                                   # mid-game, no goodbye
                    server = await asyncio.get_running_loop().run_in_executor(
                        None, lambda: ServerProcess(db, str(tmp_path / "h"), port, ("--allow-seed",)))
            await _play([a, b], replica, random.Random(6), on_step=kill_once)
            assert a.status == b.status == "over" and a.v == b.v
            assert a.reconnects >= 1 and b.reconnects >= 1
            rec = reader_store.load(a.table)
            assert rec["status"] == "over" and len(rec["actions"]) == a.v and rec["seed"] == 4242
            # the same game, uninterrupted and local: the same seed, the same random choices
            alone, rng = Session("animal_duel", rec["config"], 4242), random.Random(6)
            while alone.current_player() is not None:
                alone.apply(rng.choice(alone.legal_actions()))
            assert [x.to_json() for x in alone.actions] == [x["action"] for x in rec["actions"]]
            res = alone.result()
            assert a.result["scores"] == res.scores and a.result["places"] == res.places
            await a.close()
            await b.close()
        run(main(), 60)
    finally:
        server.stop()


def _ReadOnly(path: str):
    """The test reads the server's SQLite file beside it (WAL lets a reader in)."""
    from game.net.store import SqliteStore
    return SqliteStore.reader(path)
