"""The authoritative server: ``python main.py serve`` (asyncio + websockets).

The rules run here and nowhere else. A client sends actions; the server checks each with the rules
(``why_illegal``), commits it to the database, applies it, acknowledges it, and sends every seat its own
view (``rules.view(state, seat)``, encoded by ``codec``) with the events that seat may see
(``Event.seen_by``). Nothing a seat's view hides is ever sent to it. The order is fixed: **commit,
then tell**: a table's log in the database is the game, and a table is rebuilt from it.

Tables live in the database; a process keeps in memory the tables its connections use (a rules
``Session`` replayed from the log). With PostgreSQL several processes share the tables: an append
that loses the race for an index is refused as ``stale`` and the table is read again, and every commit
is announced with NOTIFY, on which the other processes read the new actions and tell their seats.

Undo (``undo``): a seat takes back its latest decision while no other seat has moved since and it
showed the seat nothing hidden (the rules' fair undo with every other seat counted). It is appended to
the log as a marker row, so versions only grow; every seat is then sent its state from the undo's fork.
Each update tells its seat whether it may undo now; the reveal test that verdict needs runs in a judge
process, after the update (``judging`` until then).

Bot seats (an AI level) are played here with the same players as local play
(``descriptor.make_bot``), on worker threads; so is a friend's seat whose player has been away longer
than the table's limit (``zombie`` seconds), until they come back.
"""
from __future__ import annotations

import asyncio
import bisect
import hmac
import json
import logging
import secrets
import ssl
import time
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

from game.net import protocol as P
from game.net.codec import plain
from game.net.store import UNDO, AsyncStore, Store, digest
from game.net.tables import Conn, Refused, ServerConfig, Table
from game.net.undo import JUDGING, UndoMixin

log = logging.getLogger("bestiario.server")


class Server(UndoMixin):
    def __init__(self, store: Store, cfg: ServerConfig | None = None):
        self.cfg = cfg or ServerConfig()
        self.store = AsyncStore(store)
        self.tables: dict[str, Table] = {}
        self.conns: set[Conn] = set()
        self.per_address: dict[str, int] = {}
        self.bots = ThreadPoolExecutor(max_workers=self.cfg.bot_workers, thread_name_prefix="bestiario-bot")
        self.threads = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bestiario-undo")
        self.slots: asyncio.Semaphore | None = None     # one reveal test at a time per judge
        self.verdict_tasks: set = set()
        self.stopping = False
        self.judges = self._judge_pool()
        self.server = None
        self.loop: asyncio.AbstractEventLoop | None = None
        self._sweeper: asyncio.Task | None = None
        self._last_beat = 0.0
        self.stats = {"accepted": 0, "refused": 0, "conflicts": 0, "notified": 0, "undone": 0}

    # ------------------------------------------------------------------ life
    def _judge_pool(self):
        """Where undo's reveal tests run: ``cfg.judge_processes`` processes (started when first used),
        or this process's thread."""
        if self.cfg.judge_processes <= 0:
            return self.threads
        import multiprocessing
        return ProcessPoolExecutor(max_workers=self.cfg.judge_processes,
                                   mp_context=multiprocessing.get_context("spawn"))

    async def start(self, host: str | None = None, port: int | None = None, ssl_context=None):
        from websockets.asyncio.server import serve
        self.loop = asyncio.get_running_loop()
        if hasattr(self.store.store, "listen"):
            self.store.store.listen(lambda tid: self.loop.call_soon_threadsafe(self._notified, tid))
        self.server = await serve(self._handler, host or self.cfg.host, self.cfg.port if port is None else port,
                                  max_size=P.MAX_BYTES, max_queue=16, ssl=ssl_context, compression=None,
                                  ping_interval=20, ping_timeout=20, close_timeout=2, server_header=None)
        self._sweeper = asyncio.create_task(self._sweep())
        return self

    @property
    def port(self) -> int:
        return self.server.sockets[0].getsockname()[1]

    async def stop(self) -> None:
        self.stopping = True
        if self._sweeper:
            self._sweeper.cancel()
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
        for t in list(self.tables.values()):
            if t.driving is not None:
                t.driving.cancel()
        for task in list(self.verdict_tasks):
            task.cancel()
        self.bots.shutdown(wait=False, cancel_futures=True)
        self.judges.shutdown(wait=False, cancel_futures=True)
        self.threads.shutdown(wait=False, cancel_futures=True)
        await asyncio.get_running_loop().run_in_executor(None, self.store.close)

    # ------------------------------------------------------------------ connections
    async def _handler(self, ws) -> None:
        address = str((ws.remote_address or ("?",))[0])
        if len(self.conns) >= self.cfg.max_connections or self.per_address.get(address, 0) >= self.cfg.max_per_address:
            await ws.close(1013, "too many connections")
            return
        conn = Conn(ws, address, self.cfg)
        self.conns.add(conn)
        self.per_address[address] = self.per_address.get(address, 0) + 1
        writer = asyncio.create_task(self._writer(conn))
        try:
            while not conn.closed:
                try:
                    async with asyncio.timeout(self.cfg.idle_timeout):
                        raw = await ws.recv()
                except TimeoutError:
                    await ws.close(1000, "idle")
                    break
                if not conn.allow():
                    if conn.over >= self.cfg.abuse_close:
                        await self._drain(conn)
                        await ws.close(1008, "rate limit")
                        break
                    conn.send({"t": "refused", "re": _peek_n(raw), "rule": "rate", "why": "too many messages"})
                    continue
                try:
                    msg = P.parse(raw)
                except P.BadMessage as exc:
                    self.stats["refused"] += 1
                    if exc.re is not None:
                        conn.send({"t": "refused", "re": exc.re, "rule": exc.rule, "why": exc.why})
                    else:
                        conn.send({"t": "error", "rule": exc.rule, "why": exc.why})
                    continue
                try:
                    await self._dispatch(conn, msg)
                except Refused as exc:
                    self.stats["refused"] += 1
                    conn.send({"t": "refused", "re": msg["n"], "rule": exc.rule, "why": exc.why})
                except Exception:  # noqa: BLE001 - the database failed us: refused, nothing kept, go on
                    log.exception("message %s from %s", msg.get("t"), address)
                    self.stats["refused"] += 1
                    conn.send({"t": "refused", "re": msg["n"], "rule": "busy",
                               "why": "the server could not do that now; try again"})
        except Exception as exc:  # noqa: BLE001 - websockets' ConnectionClosed and anything unexpected
            from websockets.exceptions import ConnectionClosed
            if not isinstance(exc, ConnectionClosed):
                log.exception("connection from %s", address)
        finally:
            conn.closed = True
            writer.cancel()
            if conn.close_reason is not None:
                try:
                    await ws.close(*conn.close_reason)
                except Exception:  # noqa: BLE001 - already gone
                    pass
            self.conns.discard(conn)
            self.per_address[address] -= 1
            if not self.per_address[address]:
                del self.per_address[address]
            await self._unbind(conn)

    @staticmethod
    async def _drain(conn: Conn, limit: float = 1.0) -> None:
        """Let the writer send what waits (the refusals) before the connection is closed."""
        end = time.monotonic() + limit
        while not conn.out.empty() and time.monotonic() < end:
            await asyncio.sleep(0.01)

    async def _writer(self, conn: Conn) -> None:
        try:
            while True:
                text = await conn.out.get()
                await conn.ws.send(text)
        except asyncio.CancelledError:
            raise
        except Exception:  # noqa: BLE001 - the connection went away: the reader ends too
            conn.closed = True

    async def _unbind(self, conn: Conn) -> None:
        for tid, seat in conn.bound:
            t = self.tables.get(tid)
            if t is None:
                continue
            group = t.conns.get(seat)
            if group is not None:
                group.discard(conn)
                if not group:
                    del t.conns[seat]
                    async with t.lock:                  # never while an action is between apply and commit
                        try:
                            await self.store.call("seen", tid, [seat])
                            t.seats[seat]["seen_at"] = time.time()
                        except Exception:  # noqa: BLE001
                            log.exception("seen")
                        await self._broadcast(t, t.version)

    # ------------------------------------------------------------------ messages
    async def _dispatch(self, conn: Conn, msg: dict) -> None:
        t = msg["t"]
        if t == "ping":
            conn.send({"t": "pong", "re": msg["n"]})
        elif t == "create":
            await self._create(conn, msg)
        elif t == "join":
            await self._join(conn, msg)
        elif t == "attach":
            await self._attach(conn, msg)
        elif t == "start":
            await self._start(conn, msg)
        elif t == "act":
            await self._act(conn, msg)
        elif t == "undo":
            await self._undo(conn, msg)
        elif t == "say":
            await self._say(conn, msg)
        elif t == "list":
            await self._list(conn, msg)

    async def table(self, table_id: str) -> Table | None:
        t = self.tables.get(table_id)
        if t is not None:
            return t
        rec = await self.store.call("load", table_id)
        if rec is None:
            return None
        t = self.tables.get(table_id)          # loaded meanwhile
        if t is not None:
            return t
        t = Table(rec)
        if rec["status"] != "waiting":
            t.build(rec["actions"])
        self.tables[table_id] = t
        return t

    async def _auth(self, msg: dict) -> tuple[Table, int]:
        """The table and the seat whose token the message carries, or Refused (nothing changes)."""
        t = await self.table(msg["table"])
        if t is None:
            raise Refused("no_table", "no such table")
        seat = t.seat_of(msg["token"])
        if seat is None:
            raise Refused("token", "that token opens no seat at this table")
        return t, seat

    def _check_n(self, t: Table, seat: int, n: int) -> None:
        if n <= t.seats[seat]["last_n"]:
            raise Refused("replay", f"message number {n} was used before (last: {t.seats[seat]['last_n']})")

    async def _create(self, conn: Conn, msg: dict) -> None:
        from rules.ai import LEVELS
        from rules.engine.core import ConfigError
        from rules.registry import GAMES
        game = msg["game"]
        if game not in GAMES:
            raise Refused("config", f"unknown game {game!r}")
        d = GAMES[game]
        players = msg["players"]
        if players not in d.allowed_players():
            raise Refused("config", f"{game} takes {d.players_label()} players")
        kinds = msg["seats"]
        if len(kinds) != players:
            raise Refused("config", "one seat kind per player")
        if kinds[0] != P.SEAT_FRIEND:
            raise Refused("config", "the first seat is the creator's: 'friend'")
        for k in kinds:
            if k != P.SEAT_FRIEND and k not in LEVELS:
                raise Refused("config", f"a seat is 'friend' or an AI level ({', '.join(LEVELS)})")
        options = msg.get("options", {})
        from rules.engine.names import default_names
        ai_names = default_names(["human" if k == P.SEAT_FRIEND else k for k in kinds])   # as at home: animals
        names = [msg.get("name") or "Player 1"] + [
            f"Player {i + 1}" if k == P.SEAT_FRIEND else ai_names[i] for i, k in enumerate(kinds) if i > 0]
        try:
            self._config(game, players, kinds, names, options)
        except (ConfigError, Refused) as exc:
            raise Refused("config", str(getattr(exc, "why", exc))[:200]) from None
        if "seed" in msg and not self.cfg.allow_seed:
            raise Refused("seed", "this server chooses every table's seed")
        if await self.store.call("open_tables", conn.address) >= self.cfg.max_tables:
            raise Refused("too_many_tables", f"at most {self.cfg.max_tables} open tables per client")
        table_id, code, token = secrets.token_urlsafe(16), secrets.token_urlsafe(12), secrets.token_urlsafe(32)
        now = time.time()
        rec = {"id": table_id, "code_hash": digest(code), "game": game, "players": players, "options": options,
               "config": None, "seed": msg["seed"] if "seed" in msg else secrets.randbits(62), "status": "waiting",
               "zombie": msg.get("zombie", self.cfg.default_zombie), "owner": conn.address, "created": now,
               "undo": msg.get("undo", True)}
        seats = [{"seat": i, "kind": "friend" if k == P.SEAT_FRIEND else k, "name": names[i],
                  "token_hash": digest(token) if i == 0 else None} for i, k in enumerate(kinds)]
        await self.store.call("create_table", rec, seats)
        conn.send({"t": "created", "re": msg["n"], "table": table_id, "code": code, "seat": 0, "token": token})

    def _config(self, game: str, players: int, kinds: list, names: list, options: dict) -> dict:
        from rules.engine.session import config_problem
        from rules.registry import descriptor
        seats = ["human" if k == P.SEAT_FRIEND else k for k in kinds]
        raw = {**options, "players": players, "seats": seats, "names": names}
        problem = config_problem(game, raw)
        if problem:
            raise Refused("config", problem)
        return descriptor(game).rules.normalize_config(raw)

    async def _join(self, conn: Conn, msg: dict) -> None:
        from rules.engine.names import name_problem
        table_id = await self.store.call("table_by_code", digest(msg["code"]))
        if table_id is None:
            raise Refused("code", "no table has that invitation code")
        t = await self.table(table_id)
        async with t.lock:
            if t.status != "waiting":
                raise Refused("started", "that table has started")
            name = msg.get("name")
            token = secrets.token_urlsafe(32)
            for s in t.seats:
                if s["kind"] == P.SEAT_FRIEND and s["token_hash"] is None:
                    nm = name if name and not name_problem(name) else f"Player {s['seat'] + 1}"
                    if await self.store.call("claim_seat", t.id, s["seat"], digest(token), nm):
                        s["token_hash"], s["name"], s["seen_at"] = digest(token), nm, time.time()
                        conn.send({"t": "joined", "re": msg["n"], "table": t.id, "seat": s["seat"], "token": token})
                        await self._broadcast(t, t.version)
                        return
            await self._reload(t)
            raise Refused("full", "every friend's seat is taken")

    async def _attach(self, conn: Conn, msg: dict) -> None:
        for _ in range(3):
            t, seat = await self._auth(msg)
            if self.tables.get(t.id) is t:
                break
        async with t.lock:
            if self.tables.get(t.id) is not t:
                # dropped from memory while we waited (no one was connected): bind to the table as read
                # again, never to a copy no update reaches
                raise Refused("busy", "the table was being put away; attach again")
            if (t.id, seat) not in conn.bound:
                conn.bound.add((t.id, seat))
                first = not t.conns.get(seat)
                t.conns.setdefault(seat, set()).add(conn)
                t.seats[seat]["seen_at"] = time.time()
                if first:
                    await self.store.call("seen", t.id, [seat])
            since = msg.get("v", 0)
            since = 0 if since > t.version else t.holds_since(since)
            out = self._state(t, seat, since, "table")
            out["re"] = msg["n"]
            out["last_n"] = t.seats[seat]["last_n"]
            conn.send(out)
            await self._broadcast(t, t.version, skip=seat)
        self._drive(t)

    async def _start(self, conn: Conn, msg: dict) -> None:
        t, seat = await self._auth(msg)
        async with t.lock:
            self._check_n(t, seat, msg["n"])
            if seat != 0:
                raise Refused("not_creator", "only the table's creator starts it")
            if t.status != "waiting":
                raise Refused("started", "the table has started")
            if any(s["kind"] == P.SEAT_FRIEND and s["token_hash"] is None for s in t.seats):
                raise Refused("not_full", "a friend's seat is still free")
            kinds = [s["kind"] for s in t.seats]
            config = self._config(t.game_id, t.players, kinds, [s["name"] for s in t.seats], t.options)
            t.config = config
            t.build([])
            try:
                started = await self.store.call("start", t.id, config, seat, msg["n"], t.session.current_player())
            except BaseException:
                t.session = None
                raise
            if not started:
                t.session = None
                await self._reload(t)
                raise Refused("replay", "the table changed or the message number was used")
            t.seats[seat]["last_n"] = msg["n"]
            t.status = "playing"
            t.last_local = True
            t.progress_at = time.monotonic()
            conn.send({"t": "ack", "re": msg["n"], "v": 0})
            await self._broadcast(t, 0)
        self._drive(t)

    async def _say(self, conn: Conn, msg: dict) -> None:
        t, seat = await self._auth(msg)
        async with t.lock:
            self._check_n(t, seat, msg["n"])
            if not await self.store.call("take_n", t.id, seat, msg["n"]):
                raise Refused("replay", "that message number was used")
            t.seats[seat]["last_n"] = msg["n"]
            conn.send({"t": "ack", "re": msg["n"], "v": t.version})
            for group in t.conns.values():
                for c in group:
                    c.send({"t": "said", "table": t.id, "seat": seat, "msg": msg["msg"]})

    async def _list(self, conn: Conn, msg: dict) -> None:
        """"My online tables": for each seat the player holds, the table's game, state and whose turn
        (read from the database: the tables need not be in this process)."""
        items = []
        for held in msg["seats"]:
            rec = await self.store.call("load", held["table"], 1 << 62)          # no actions: the fields
            seat = None
            if rec is not None:
                h = digest(held["token"])
                seat = next((s["seat"] for s in rec["seats"]
                             if s["token_hash"] is not None and hmac.compare_digest(s["token_hash"], h)), None)
            if seat is None:
                items.append({"table": held["table"], "error": "token"})
                continue
            current = rec["current"] if rec["status"] == "playing" else None
            items.append({"table": held["table"], "seat": seat, "game": rec["game"], "status": rec["status"],
                          "v": rec["version"], "current": current, "my_turn": current == seat,
                          "names": [s["name"] for s in rec["seats"]], "updated": rec["updated"]})
        conn.send({"t": "tables", "re": msg["n"], "tables": items})

    async def _act(self, conn: Conn, msg: dict) -> None:
        t, seat = await self._auth(msg)
        action = P.action_from(msg["action"])
        async with t.lock:
            self._check_n(t, seat, msg["n"])
            if t.status != "playing" or t.session is None:
                raise Refused("not_playing", "the game is not being played")
            if msg["v"] != t.version:
                raise Refused("stale", f"the table is at version {t.version}, not {msg['v']}")
            current = t.session.current_player()
            if current != seat:
                raise Refused("not_your_turn", "it is not this seat's turn")
            bad = t.session.game.why_illegal(t.session.state, action)
            if bad is not None:
                raise Refused(bad[0], bad[1])
            result = await self._commit(t, seat, action, "player", msg["n"])
            if result == "replay":
                raise Refused("replay", "that message number was used")
            if result == "conflict":
                raise Refused("stale", "another move was made first")
            conn.send({"t": "ack", "re": msg["n"], "v": t.version})
            await self._broadcast(t, t.version - 1)
        self._drive(t)

    async def _commit(self, t: Table, seat: int, action, who: str, n: int | None) -> str:
        """Apply ``action`` (already checked) and commit it; undone in memory when the database says
        no. The caller holds the table's lock and tells the seats after."""
        idx, kept = t.version, len(t.session.actions)
        t.session.apply(action)
        current = t.session.current_player()
        over = current is None
        try:
            res = await self.store.call("append", t.id, idx, action.to_json(), seat, who, n,
                                        "over" if over else "playing", current)
        except BaseException:
            t.session.rebuild(kept)                     # not committed: not applied
            try:
                await self._reload(t)
            except Exception:  # noqa: BLE001
                log.exception("reload %s", t.id)
            raise
        if res != "ok":
            t.session.rebuild(kept)
            if res == "conflict":
                self.stats["conflicts"] += 1
                await self._reload(t)
            return res
        t.v = idx + 1
        t.at.append(t.v)
        t.by.append(who)
        if n is not None:
            t.seats[seat]["last_n"] = n
        if over:
            t.status = "over"
        t.last_local = True
        t.progress_at = time.monotonic()
        self.stats["accepted"] += 1
        return "ok"

    # ------------------------------------------------------------------ what a seat is told
    def _state(self, t: Table, seat: int, since: int, kind: str) -> dict:
        out = {"t": kind, "table": t.id, "seat": seat, "game": t.game_id, "status": t.status,
               "players": t.players, "options": t.options, "zombie": t.zombie,
               "seats": t.seats_public(), "from": since, "v": t.version, "moves": 0,
               "undo": self._undo_rule(t, seat)[0]}
        if out["undo"] == JUDGING:
            self._judge(t, seat)
        s = t.session
        if s is None:
            out.update(view=None, events=[], current=None, result=None, config=None)
            return out
        out["config"] = t.config                        # public: players, seat kinds, names, options
        out["moves"] = len(s.actions)
        out["view"] = self._tree(t, seat)
        # the events of the actions made after version ``since`` (and the set-up's from version 0)
        if since == 0:
            start = 0
        else:
            first = bisect.bisect_right(t.at, since)
            start = s.marks[first] if first < len(s.marks) else len(s.events)
        out["events"] = self._events(t, seat, start)
        out["current"] = s.current_player()
        res = s.result()
        out["result"] = None if res is None else plain(res.to_json())
        if res is not None and t.status == "over":
            # the game is over: nothing is hidden any more. Its seed and log let each seat replay it at
            # home (the score chart, the review), as a finished local game can be
            out["final"] = {"seed": t.seed, "actions": [a.to_json() for a in s.actions]}
        return out

    def _events(self, t: Table, seat: int, start: int) -> list:
        s = t.session
        marks = s.marks
        out = []
        # the version after which each event happened: 0 for the set-up, that of its action for the others
        for i in range(start, len(s.events)):
            e = s.events[i]
            if e.seen_by(seat):
                k = bisect.bisect_right(marks, i)       # the actions whose events began at or before i
                out.append({"at": t.at[k - 1] if k else 0, **plain(e.to_json())})
        return out

    async def _broadcast(self, t: Table, since: int, skip: int | None = None) -> None:
        """Every connected seat (but ``skip``) its update. The caller holds the table's lock."""
        for seat, group in list(t.conns.items()):
            if group and seat != skip:
                self._send_state(t, seat, since)

    def _send_state(self, t: Table, seat: int, since: int) -> None:
        group = t.conns.get(seat)
        if group:
            msg = self._state(t, seat, since, "update")
            for c in group:
                c.send(dict(msg))

    # ------------------------------------------------------------------ other processes
    def _notified(self, payload: str) -> None:
        self.stats["notified"] += 1
        table_id, _, version = payload.partition(" ")
        t = self.tables.get(table_id)
        if t is None:
            return
        if version.isdigit() and int(version) <= t.version and not t.lock.locked():
            return                                  # an action this process has (its own commit)
        t.dirty = True
        if not t.syncing:
            t.syncing = True
            asyncio.ensure_future(self._sync(t))

    async def _sync(self, t: Table) -> None:
        try:
            while t.dirty:
                t.dirty = False
                async with t.lock:
                    await self._reload(t)
        except Exception:  # noqa: BLE001
            log.exception("sync %s", t.id)
        finally:
            t.syncing = False
        self._drive(t)

    async def _reload(self, t: Table) -> None:
        """Read the table again (another process changed it); tell this process's seats what is new.
        The caller holds the lock."""
        before = (t.version, t.status, [(s["name"], s["token_hash"] is not None) for s in t.seats])
        rec = await self.store.call("load", t.id, t.version)
        if rec is None:
            return
        t.update(rec)
        v0 = t.version
        if t.session is None and rec["status"] != "waiting":
            full = await self.store.call("load", t.id, 0)
            t.build(full["actions"])
            v0 = 0
        else:
            from rules.engine.core import Action
            for a in rec["actions"]:
                if a["idx"] != t.version:
                    continue
                if a["who"] == UNDO:
                    v0 = min(v0, self._fold_undo(t, a["action"]["undo"]))
                else:
                    t.session.apply(Action.from_json(a["action"]))
                    t.v += 1
                    t.at.append(t.v)
                    t.by.append(a["who"])
        if t.version != before[0]:
            t.last_local = False
            t.progress_at = time.monotonic()
        after = (t.version, t.status, [(s["name"], s["token_hash"] is not None) for s in t.seats])
        if after != before:
            await self._broadcast(t, min(v0, before[0]))

    # ------------------------------------------------------------------ bots and zombies
    def _autoplayer(self, t: Table, seat: int) -> str | None:
        """Who plays ``seat`` here now: its AI level ('bot'), the zombie AI, or None (its player)."""
        s = t.seats[seat]
        if s["kind"] != P.SEAT_FRIEND:
            return s["kind"]
        if t.conns.get(seat):
            return None
        if time.time() - s["seen_at"] > t.zombie:
            return "zombie"
        return None

    def _drive(self, t: Table) -> None:
        if t.driving is not None and not t.driving.done():
            return
        if t.status != "playing" or t.session is None:
            return
        seat = t.session.current_player()
        if seat is None or self._autoplayer(t, seat) is None:
            return
        if not t.last_local and time.monotonic() - t.progress_at < self.cfg.takeover:
            return                               # the process that moved last plays it
        t.driving = asyncio.create_task(self._play_bots(t))

    async def _play_bots(self, t: Table) -> None:
        loop = asyncio.get_running_loop()
        try:
            while True:
                async with t.lock:
                    if t.status != "playing" or t.session is None:
                        return
                    seat = t.session.current_player()
                    who = None if seat is None else self._autoplayer(t, seat)
                    if who == "zombie":
                        await self._reload(t)               # seen_at as every process last wrote it
                        seat = t.session.current_player()
                        who = None if seat is None else self._autoplayer(t, seat)
                    if who is None:
                        return
                    v = t.version
                    state = t.session.state.clone()
                    level = self.cfg.zombie_level if who == "zombie" else who
                    bot_seed = (t.seed * 1_000_003 + v) % (1 << 62)
                desc = t.desc
                action = await loop.run_in_executor(
                    self.bots, lambda: desc.make_bot(level, bot_seed).choose(desc.rules, state, seat))
                async with t.lock:
                    if t.version != v or t.status != "playing":
                        continue
                    if self._autoplayer(t, seat) is None:
                        continue                            # the player came back
                    if t.session.game.why_illegal(t.session.state, action) is not None:
                        log.error("bot's action refused at %s v%d: %s", t.id, v, action)
                        return
                    res = await self._commit(t, seat, action, "zombie" if who == "zombie" else "bot", None)
                    if res == "ok":
                        await self._broadcast(t, v)
        except asyncio.CancelledError:
            raise
        except Exception:  # noqa: BLE001
            log.exception("bots at %s", t.id)

    async def _sweep(self) -> None:
        while True:
            await asyncio.sleep(self.cfg.sweep)
            try:
                now = time.monotonic()
                beat = now - self._last_beat >= self.cfg.heartbeat
                if beat:
                    self._last_beat = now
                if beat:                                # one transaction for every connected seat
                    here = [(t.id, [s for s, g in t.conns.items() if g]) for t in self.tables.values() if t.conns]
                    at = time.time()
                    if here:
                        await self.store.call("seen_many", here, at)
                    for tid, seats in here:
                        t = self.tables.get(tid)
                        for s in seats if t is not None else ():
                            t.seats[s]["seen_at"] = at
                for t in list(self.tables.values()):
                    self._drive(t)
                    if not t.conns and (t.driving is None or t.driving.done()) and not t.syncing \
                            and not t.lock.locked():
                        del self.tables[t.id]                 # read again when someone comes back
            except asyncio.CancelledError:
                raise
            except Exception:  # noqa: BLE001
                log.exception("sweep")


def _peek_n(raw) -> int | None:
    """The ``n`` of a message refused unread (rate limit), when it is cheap to find."""
    if isinstance(raw, str) and len(raw) <= 4096:
        try:
            n = json.loads(raw).get("n")
            return n if type(n) is int else None
        except Exception:  # noqa: BLE001
            return None
    return None


def tls_context(cert: str, key: str) -> ssl.SSLContext:
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    ctx.load_cert_chain(cert, key)
    return ctx


async def run(store: Store, cfg: ServerConfig, ssl_context=None, announce=print) -> None:
    """Serve until SIGINT/SIGTERM."""
    import signal
    server = Server(store, cfg)
    await server.start(ssl_context=ssl_context)
    scheme = "wss" if ssl_context else "ws"
    announce(f"bestiario: serving on {scheme}://{cfg.host}:{server.port} ({store.kind})")
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):  # pragma: no cover - Windows
            pass
    await stop.wait()
    await server.stop()
