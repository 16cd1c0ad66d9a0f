"""Helpers of the network tests: a server on 127.0.0.1 in this process, seated clients, random play,
and the check that every view a seat received is exactly that seat's view."""
from __future__ import annotations

import asyncio
import contextlib
import random

from game.net.client import Client
from game.net.codec import Codec, plain
from game.net.server import Server, ServerConfig
from game.net.store import UNDO, fold_log, open_store
from rules.engine.core import Action
from rules.engine.session import Session
from rules.registry import descriptor

FAST = dict(rate=10_000, burst=10_000, zombie_level="easy", sweep=0.2, judge_processes=0)


def run(coro, timeout: float = 30.0):
    """Run a test's coroutine on a fresh loop, bounded in time."""
    async def bounded():
        return await asyncio.wait_for(coro, timeout)
    return asyncio.run(bounded())


@contextlib.asynccontextmanager
async def serving(db: str, **cfg):
    srv = Server(open_store(db), ServerConfig(port=0, **{**FAST, **cfg}))
    await srv.start()
    try:
        yield srv, f"ws://127.0.0.1:{srv.port}"
    finally:
        await srv.stop()


async def seated(url: str, game: str, kinds: list[str], log: dict | None = None, zombie: int | None = None,
                 options: dict | None = None, seed: int | None = None, undo: bool | None = None,
                 **client_kw) -> list[Client]:
    """A table of ``game`` with ``kinds`` (``friend`` or an AI level): one client per friend's seat,
    each attached; started. ``log[seat]`` collects every message that seat's client receives."""
    def recorder(seat):
        return (lambda m: log.setdefault(seat, []).append(m)) if log is not None else None

    creator = await Client(url, on_message=recorder(0), **client_kw).connect()
    r = await creator.create(game, len(kinds), kinds, options=options, name="Ana", zombie=zombie, seed=seed,
                             undo=undo)
    assert r.ok, r
    code, table = r.data["code"], r.data["table"]
    assert (await creator.attach(table, r.data["token"])).ok
    clients = [creator]
    for seat, k in enumerate(kinds):
        if seat == 0 or k != "friend":
            continue
        c = await Client(url, on_message=recorder(seat), **client_kw).connect()
        j = await c.join(code, f"P{seat}")
        assert j.ok and j.data["seat"] == seat, j
        assert (await c.attach(table, j.data["token"])).ok
        clients.append(c)
    assert (await creator.start()).ok
    for c in clients:
        await c.wait(lambda c: c.status != "waiting")
    return clients


async def until(predicate, timeout: float = 10.0, what: str = "") -> None:
    """Until ``predicate()`` holds, looking every 5 ms (for conditions over several clients: each
    hears the server on its own connection, in its own time)."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not predicate():
        if loop.time() > end:
            raise TimeoutError(f"waited {timeout} s for {what or predicate}")
        await asyncio.sleep(0.005)


async def play_random(clients: list[Client], legal_of, rng: random.Random, limit: int = 5000,
                      between=None) -> int:
    """Random legal actions by whichever client is to move, until the game ends; every action is
    acknowledged. ``legal_of()``: the legal actions now (or ``legal_of(client)`` when it has
    ``per_client``: what that client reads from its own view). Returns how many actions were sent."""
    sent = 0
    while clients[0].status == "playing" and sent < limit:
        mover = next((c for c in clients if c.my_turn()), None)
        if mover is None:                        # a bot's turn, or an update still on its way
            await until(lambda: clients[0].status != "playing" or any(x.my_turn() for x in clients), 10,
                        "someone's turn")
            continue
        v = mover.v
        legal = legal_of(mover) if getattr(legal_of, "per_client", False) else legal_of()
        r = await mover.act(rng.choice(legal))
        assert r.ok, r
        sent += 1
        for c in clients:
            await c.wait(lambda c: c.v > v or c.status != "playing", 10)
        if between is not None:
            await between(sent)
    return sent


def replica(rec: dict) -> Session:
    """The game the database's log holds (config, seed, the actions in effect: undo markers read),
    replayed."""
    actions = fold_log(rec["actions"])[0]
    return Session(rec["game"], rec["config"], rec["seed"], [Action.from_json(a) for a in actions])


def follow(s: Session, row: dict) -> None:
    """One row of a table's log applied to a replica (an undo marker takes actions back)."""
    if row["who"] == UNDO:
        s.rebuild(row["action"]["undo"])
    else:
        s.apply(Action.from_json(row["action"]))


def sessions_by_version(rec: dict):
    """``(version, session at that version)`` for every version of the logged game (one session,
    moved on: read it before the next step)."""
    s = Session(rec["game"], rec["config"], rec["seed"])
    yield 0, s
    for row in rec["actions"]:
        follow(s, row)
        yield row["idx"] + 1, s


def views_by_version(rec: dict, seats) -> dict:
    """``{(version, seat): encoded view}`` of every version of the logged game."""
    game = descriptor(rec["game"]).rules
    codec = Codec(game, rec["config"])
    return {(v, seat): codec.encode(game.view(s.state, seat))
            for v, s in sessions_by_version(rec) for seat in seats}


def check_messages(rec: dict, log: dict) -> int:
    """Every table/update message each seat received holds exactly that seat's view of its version
    (nothing more: another seat's hidden cards never reach it), and the events a client kept are the
    events that seat may see. Returns how many views were compared."""
    views = views_by_version(rec, log)
    full = replica(rec)
    compared = 0
    for seat, msgs in log.items():
        for m in msgs:
            if m.get("t") in ("table", "update") and m.get("view") is not None:
                assert m["view"] == views[(m["v"], seat)], f"seat {seat} v{m['v']}: not its view"
                compared += 1
            assert "seed" not in m
        expect = [e.to_json() for e in full.events if e.seen_by(seat)]
        got = _events_of(msgs)
        assert [{k: v for k, v in e.items() if k != "at"} for e in got] == plain(expect)
    return compared


def _events_of(msgs: list[dict]) -> list:
    """A client's event list rebuilt from the messages it received (as the client keeps it)."""
    events: list = []
    v = 0
    for m in msgs:
        if m.get("t") in ("table", "update") and m.get("table") is not None:
            if m["t"] == "update" and m["from"] > v:
                continue
            events = [e for e in events if 0 < m["from"] and e["at"] <= m["from"]] + m["events"]
            v = m["v"]
    return events


def from_own_view(client) -> list:
    """The legal actions as a client knows them: the rules read the view it was sent, rebuilt."""
    state = client.state()
    return descriptor(client.game_id).rules.legal_actions(state)


from_own_view.per_client = True


class ServerThread:
    """A server on its own event loop thread, for code under test that runs its own loop (the
    command line's ``simulate --server``)."""

    def __init__(self, db: str, **cfg):
        import threading
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.server = asyncio.run_coroutine_threadsafe(self._start(db, cfg), self.loop).result(30)
        self.url = f"ws://127.0.0.1:{self.server.port}"

    async def _start(self, db, cfg):
        return await Server(open_store(db), ServerConfig(port=0, **{**FAST, **cfg})).start()

    def stop(self) -> None:
        try:
            asyncio.run_coroutine_threadsafe(self.server.stop(), self.loop).result(30)
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(10)
