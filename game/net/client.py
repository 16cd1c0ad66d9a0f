"""A client of the server: asyncio, usable from the app's thread through ``ThreadedClient``.

``Client(url)`` keeps one connection and the state of the table it is attached to: ``view`` (the
seat's view as the codec's JSON tree), ``events`` (each with ``at``, the version after which it
happened), ``v``, ``status``, ``current``, ``result``, ``seats``. Every request waits for its answer:
``act`` returns a ``Reply`` that is either acknowledged (``ok``) or refused (``rule``, ``why``) — never
nothing. When the connection drops, the client reconnects (growing pauses, up to ``give_up`` seconds),
attaches again with the version it has, and the server sends what it missed; an action sent before the
drop is then known by the seat's last accepted message number: accepted (acknowledged) or sent again.
"""
from __future__ import annotations

import asyncio
import concurrent.futures
import json
import queue
import threading
from dataclasses import dataclass
from typing import Any, Callable

from game.net import protocol as P

RESUMABLE = ("act", "undo", "start", "say")


@dataclass
class Reply:
    ok: bool
    rule: str | None = None
    why: str | None = None
    v: int | None = None
    data: dict | None = None

    def __bool__(self) -> bool:
        return self.ok


class NetError(Exception):
    """The server could not be reached (or was lost for longer than the client waits)."""


class Client:
    def __init__(self, url: str, *, ssl=None, timeout: float = 10.0, ping_every: float = 30.0,
                 give_up: float = 60.0, on_message: Callable[[dict], None] | None = None):
        self.url, self.ssl, self.timeout, self.ping_every, self.give_up = url, ssl, timeout, ping_every, give_up
        self.on_message = on_message
        self.ws = None
        self.n = 0
        self.pending: dict[int, tuple[dict, asyncio.Future]] = {}
        self.table: str | None = None
        self.token: str | None = None
        self.seat: int | None = None
        self.v = 0
        self.view = None
        self.events: list[dict] = []
        self.status = None
        self.current = None
        self.result = None
        self.seats: list = []
        self.said: list[tuple[int, str]] = []
        self.game_id: str | None = None
        self.config: dict | None = None
        self.snapshot = (0, None, [], None, None, None)
        self.moves = 0                       # actions in effect (``v`` counts undo markers too)
        self.final: dict | None = None       # once the game is over: {seed, actions} (nothing is hidden then)
        self.undo_refusal: str | None = "not_playing"   # None: this seat may take back its latest decision
        self.undo_at: tuple = (0, "not_playing")        # (v, undo_refusal) in one assignment
        self._codec = None
        self.received = 0
        self.reconnects = 0
        self.resyncs = 0
        self._closing = False
        self._resent: set[int] = set()
        self._reader: asyncio.Task | None = None
        self._pinger: asyncio.Task | None = None
        self._changed = asyncio.Event()
        self._connected = asyncio.Event()

    # ------------------------------------------------------------------ connection
    async def connect(self) -> "Client":
        await self._open()
        self._reader = asyncio.create_task(self._read())
        self._pinger = asyncio.create_task(self._ping())
        return self

    async def _open(self) -> None:
        from websockets.asyncio.client import connect
        try:
            self.ws = await connect(self.url, ssl=self.ssl, proxy=None, max_size=16 * 1024 * 1024,
                                    open_timeout=self.timeout, compression=None, close_timeout=2)
        except (OSError, asyncio.TimeoutError, Exception) as exc:  # noqa: BLE001 - refused, reset, handshake
            raise NetError(f"cannot reach {self.url}: {exc.__class__.__name__}") from None
        self._connected.set()

    async def close(self) -> None:
        self._closing = True
        for task in (self._pinger, self._reader):
            if task is not None:
                task.cancel()
        if self.ws is not None:
            await self.ws.close()
        for _, fut in self.pending.values():
            if not fut.done():
                fut.set_exception(NetError("closed"))

    async def drop(self) -> None:
        """Cut the connection as a network would (tests): the client reconnects by itself."""
        if self.ws is not None:
            self.ws.transport.abort()

    async def _read(self) -> None:
        from websockets.exceptions import ConnectionClosed
        while not self._closing:
            try:
                async for raw in self.ws:
                    self._receive(json.loads(raw))
            except ConnectionClosed:
                pass
            except asyncio.CancelledError:
                raise
            except Exception:  # noqa: BLE001 - a broken connection of any kind: reconnect
                pass
            if self._closing:
                return
            self._connected.clear()
            await self._reconnect()

    async def _reconnect(self) -> None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.give_up
        delay = 0.05
        while not self._closing:
            try:
                await self._open()
                break
            except NetError:
                if loop.time() > deadline:
                    for _, fut in self.pending.values():
                        if not fut.done():
                            fut.set_exception(NetError("the server is gone"))
                    self._closing = True
                    return
                await asyncio.sleep(delay)
                delay = min(delay * 2, 1.0)
        self.reconnects += 1
        # the reader goes back to reading at once; the table is asked for again beside it
        asyncio.ensure_future(self._resume(dict(self.pending)))

    async def _resume(self, resend: dict) -> None:
        if self.table is not None:
            reply = await self._request_raw({"t": "attach", "table": self.table, "token": self.token, "v": self.v})
            last = reply.get("last_n", 0) if reply.get("t") == "table" else 0
            for n, (msg, fut) in list(resend.items()):
                if msg["t"] in RESUMABLE and n <= last and not fut.done():
                    self.pending.pop(n, None)
                    fut.set_result({"t": "ack", "re": n, "v": self.v, "resumed": True})
                    resend.pop(n)
            for n, (msg, fut) in list(resend.items()):
                if msg["t"] == "attach" and not fut.done():
                    fut.set_result(reply)
        for n, (msg, fut) in resend.items():
            if not fut.done() and n in self.pending and msg["t"] not in ("attach", "raw"):
                # a copy the server read before the drop may be processed first: then this one is
                # refused as a replay, which means the first was accepted (``_receive``)
                self._resent.add(n)
                await self._send(msg)

    async def _ping(self) -> None:
        while not self._closing:
            await asyncio.sleep(self.ping_every)
            try:
                await self.request({"t": "ping"})
            except Exception:  # noqa: BLE001
                pass

    async def _send(self, msg: dict) -> None:
        try:
            await self.ws.send(P.dumps(msg))
        except Exception:  # noqa: BLE001 - the reader notices and reconnects; the message waits in pending
            pass

    # ------------------------------------------------------------------ requests
    async def _request_raw(self, msg: dict) -> dict:
        self.n += 1
        msg = {**msg, "n": self.n}
        fut = asyncio.get_running_loop().create_future()
        self.pending[self.n] = (msg, fut)
        await self._send(msg)
        try:
            return await asyncio.wait_for(asyncio.shield(fut), self.timeout + self.give_up)
        finally:
            self.pending.pop(msg["n"], None)

    async def request(self, msg: dict) -> dict:
        """Send and wait for the answer. A refusal for the rate limit is waited out and sent again
        (the refused message changed nothing, its number was not used)."""
        if self.ws is None:
            raise NetError("not connected")
        pause = 0.05
        for _ in range(40):
            reply = await self._request_raw(msg)
            if reply.get("t") != "refused" or reply.get("rule") != "rate":
                return reply
            await asyncio.sleep(pause)
            pause = min(pause * 2, 1.0)
        return reply

    async def raw(self, msg: dict | str | bytes, reply_to: int | None = None) -> dict | None:
        """Send a message exactly as given (tools and tests: a hostile client's messages); with
        ``reply_to``, wait for the answer whose ``re`` is that number."""
        fut = None
        if reply_to is not None:
            fut = asyncio.get_running_loop().create_future()
            self.pending[reply_to] = (dict(msg) if isinstance(msg, dict) else {"t": "raw"}, fut)
        await self.ws.send(P.dumps(msg) if isinstance(msg, dict) else msg)
        if fut is None:
            return None
        try:
            return await asyncio.wait_for(fut, self.timeout)
        finally:
            self.pending.pop(reply_to, None)

    @staticmethod
    def _reply(msg: dict) -> Reply:
        if msg.get("t") == "refused":
            return Reply(False, msg.get("rule"), msg.get("why"), msg.get("v"), msg)
        return Reply(True, None, None, msg.get("v"), msg)

    async def create(self, game: str, players: int, seats: list[str], options: dict | None = None,
                     name: str | None = None, zombie: int | None = None, seed: int | None = None,
                     undo: bool | None = None) -> Reply:
        """A new table (``seed``: only a server started with ``--allow-seed`` takes it; ``undo=False``:
        no seat may take anything back at this table)."""
        msg = {"t": "create", "game": game, "players": players, "seats": seats}
        if seed is not None:
            msg["seed"] = seed
        if undo is not None:
            msg["undo"] = undo
        if options:
            msg["options"] = options
        if name:
            msg["name"] = name
        if zombie is not None:
            msg["zombie"] = zombie
        return self._reply(await self.request(msg))

    async def join(self, code: str, name: str | None = None) -> Reply:
        msg = {"t": "join", "code": code}
        if name:
            msg["name"] = name
        return self._reply(await self.request(msg))

    async def attach(self, table: str, token: str) -> Reply:
        if table != self.table:
            self.v, self.events, self.view, self.final = 0, [], None, None
        self.table, self.token = table, token
        reply = self._reply(await self.request({"t": "attach", "table": table, "token": token, "v": self.v}))
        if not reply.ok:
            self.table = self.token = None
        return reply

    async def start(self) -> Reply:
        return self._reply(await self.request({"t": "start", "table": self.table, "token": self.token}))

    async def act(self, action) -> Reply:
        """Send an action (a rules Action or ``{kind, value}``): acknowledged or refused. An
        acknowledged one returns once this client's state holds it (its update has come)."""
        data = action.to_json() if hasattr(action, "to_json") else dict(action)
        return await self._settled(self._reply(await self.request(
            {"t": "act", "table": self.table, "token": self.token, "v": self.v, "action": data})))

    async def undo(self) -> Reply:
        """Take back this seat's latest decision: acknowledged (``v``: the table's version after it,
        and the state as it was before that decision has come) or refused with the rule that says no
        (``undo_off``, ``not_playing``, ``nothing``, ``other_moved``, ``revealed``, ``ai_moved``,
        ``stale``, ``replay``...). ``undo_refusal`` tells beforehand (None: allowed)."""
        return await self._settled(self._reply(await self.request(
            {"t": "undo", "table": self.table, "token": self.token, "v": self.v})))

    async def _settled(self, reply: Reply) -> Reply:
        """The server acknowledges first and sends this seat its update after (the others' first);
        wait for it, so that ``v``, ``snapshot`` and ``undo_refusal`` hold what was acknowledged."""
        if reply.ok and reply.v is not None and self.table is not None:
            try:
                await self.wait(lambda c: c.v >= reply.v or c._closing, self.timeout)
            except TimeoutError:
                pass
        return reply

    async def say(self, what: str) -> Reply:
        return self._reply(await self.request({"t": "say", "table": self.table, "token": self.token, "msg": what}))

    async def tables(self, held: list[tuple[str, str]]) -> list[dict]:
        """"My online tables": ``held`` is ``[(table, token), ...]``; one line each (game, status, whose
        turn, ``my_turn``), or ``{"table", "error"}`` for a seat the server does not know."""
        reply = await self.request({"t": "list", "seats": [{"table": t, "token": k} for t, k in held]})
        if reply.get("t") != "tables":
            raise NetError(f"list refused: {reply.get('why')}")
        return reply["tables"]

    async def wait(self, predicate: Callable[["Client"], bool], timeout: float | None = None) -> None:
        """Until ``predicate(self)`` holds (checked after every message); TimeoutError past ``timeout``."""
        async with asyncio.timeout(timeout if timeout is not None else self.timeout):
            while not predicate(self):
                self._changed.clear()
                await self._changed.wait()

    def state(self):
        """The seat's view rebuilt as the game's own state object (what a table draws and the rules'
        ``legal_actions`` read), or None before the game starts."""
        if self.view is None or self.config is None:
            return None
        key = (self.game_id, json.dumps(self.config, sort_keys=True))
        if self._codec is None or self._codec[0] != key:
            from game.net.codec import Codec
            from rules.registry import descriptor
            self._codec = (key, Codec(descriptor(self.game_id).rules, self.config))
        return self._codec[1].decode(self.view)

    def my_turn(self) -> bool:
        return self.status == "playing" and self.current == self.seat

    # ------------------------------------------------------------------ what the server says
    def _receive(self, msg: dict) -> None:
        self.received += 1
        t = msg.get("t")
        if t in ("table", "update") and msg.get("table") == self.table:
            self._take_state(msg)
        elif t == "said" and msg.get("table") == self.table:
            self.said.append((msg["seat"], msg["msg"]))
        re = msg.get("re")
        if re in self._resent:
            self._resent.discard(re)
            if t == "refused" and msg.get("rule") == "replay":
                msg = {"t": "ack", "re": re, "v": self.v, "resumed": True}
        if re is not None and re in self.pending:
            _, fut = self.pending[re]
            if not fut.done():
                fut.set_result(msg)
        if self.on_message is not None:
            self.on_message(msg)
        self._changed.set()

    def _take_state(self, msg: dict) -> None:
        since = msg["from"]
        if msg["t"] == "update" and since > self.v:
            # something was missed (it cannot be on one connection; after a reconnect it can): ask again
            self.resyncs += 1
            asyncio.ensure_future(self._send({"t": "attach", "table": self.table, "token": self.token,
                                              "v": self.v, "n": self._bump()}))
            return
        if "last_n" in msg:
            self.n = max(self.n, msg["last_n"])
        self.seat = msg["seat"]
        # a message from version f carries every event after f (from 0: the set-up's too); a new list
        # each time (a reader on another thread holds the old one)
        if since == self.v and since > 0:
            self.events = self.events + msg["events"]
        else:
            self.events = [e for e in self.events if 0 < since and e["at"] <= since] + msg["events"]
        self.v = msg["v"]
        self.view, self.status, self.current = msg["view"], msg["status"], msg["current"]
        self.result, self.seats = msg["result"], msg["seats"]
        self.final = msg.get("final") or self.final       # a finished game's seed and log (its replay)
        self.game_id, self.config = msg.get("game"), msg.get("config")
        self.moves = msg.get("moves", 0)
        self.undo_refusal = msg.get("undo", "not_playing")
        self.undo_at = (self.v, self.undo_refusal)
        # one assignment: another thread reads a consistent moment (``RemoteSession``); undo_refusal
        # is set just before it, so a reader that sees this snapshot sees that moment's verdict or a newer one
        self.snapshot = (self.v, self.view, self.events, self.status, self.current, self.result)

    def _bump(self) -> int:
        self.n += 1
        return self.n


class ThreadedClient:
    """A ``Client`` on its own event loop thread, for the app: each call returns a
    ``concurrent.futures.Future``; every server message is also put on ``inbox`` (a ``queue.Queue``)."""

    def __init__(self, url: str, **kw: Any):
        self.inbox: queue.Queue = queue.Queue()
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="bestiario-net", daemon=True)
        self.thread.start()
        self.client = self._run(self._make(url, kw)).result(kw.get("timeout", 10.0) + 5)

    async def _make(self, url, kw):
        c = Client(url, on_message=self.inbox.put, **kw)
        return c

    def _run(self, coro) -> concurrent.futures.Future:
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def do(self, method: str, *args: Any, timeout: float = 30.0, **kw: Any):
        """``call`` and wait for its answer (the caller's thread blocks; never the app's draw loop)."""
        return self.call(method, *args, **kw).result(timeout)

    def call(self, method: str, *args: Any, **kw: Any) -> concurrent.futures.Future:
        """``call("act", action)`` -> a Future of the Reply."""
        return self._run(getattr(self.client, method)(*args, **kw))

    def close(self) -> None:
        try:
            self._run(self.client.close()).result(5)
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(5)
