"""What the server keeps in memory of a table and of a connection, and its settings (``ServerConfig``);
``Refused`` is a refusal with its rule. Used by ``game/net/server.py``."""
from __future__ import annotations

import asyncio
import hmac
import time
from dataclasses import dataclass

from game.net import protocol as P
from game.net.codec import Codec
from game.net.store import digest, fold_log


@dataclass
class ServerConfig:
    host: str = "127.0.0.1"
    port: int = 8765
    max_connections: int = 1000          # open connections, all clients together
    max_per_address: int = 64            # open connections from one address
    max_tables: int = 20                 # tables one address may have open (not over) at once
    rate: float = 20.0                   # messages a second a connection may send, on average...
    burst: float = 40.0                  # ...and at once
    abuse_close: int = 200               # over-rate messages in a row before the connection is closed
    idle_timeout: float = 300.0          # a connection silent this long is closed (clients ping)
    outbox: int = 512                    # messages waiting for a slow client before it is dropped
    zombie_level: str = "normal"         # the AI that plays for a player away past the table's limit
    bot_workers: int = 2
    sweep: float = 1.0                   # how often tables are looked over (bots, zombies, heartbeats)
    heartbeat: float = 5.0               # how often the connected seats' seen_at is written
    takeover: float = 3.0                # a bot's turn that another process left this long is played here
    default_zombie: int = 300
    allow_seed: bool = False             # a creator may choose the seed (tests and simulations at home only)
    judge_processes: int = 1             # processes that run undo's reveal test (0: a thread of this one)


class Refused(Exception):
    def __init__(self, rule: str, why: str):
        super().__init__(f"{rule}: {why}")
        self.rule, self.why = rule, why


class Table:
    """A table in this process's memory: the database's record and the rules session rebuilt from it."""

    def __init__(self, rec: dict):
        from rules.registry import descriptor
        self.id = rec["id"]
        self.game_id = rec["game"]
        self.desc = descriptor(rec["game"])
        self.lock = asyncio.Lock()
        self.conns: dict[int, set] = {}
        self.session = None
        self.codec = None
        self.driving: asyncio.Task | None = None
        self.syncing = False
        self.dirty = False
        self.last_local = True
        self.progress_at = time.monotonic()
        self.v = 0                  # the log's length, undo markers included: the table's version
        self.at: list = []          # the version after which each action in effect was made
        self.by: list = []          # who made each ('player', 'bot', 'zombie')
        self.forks: list = []       # (the version after an undo marker, the version of the last action kept)
        self.verdicts: dict = {}    # (version, seat) -> (undo rule or None, point): judged once
        self.reveals: dict = {}     # (action index, seat) -> did that action show that seat something hidden
        self.trees: dict = {}       # (version, seat) -> the seat's view as sent (the reveal test reads them)
        self.judging: set = set()   # (action index, seat) whose reveal test is running
        self.undos = 0              # undos so far: a reveal test started before one may be of an action gone
        self.update(rec)

    def update(self, rec: dict) -> None:
        self.players = rec["players"]
        self.options = rec["options"]
        self.zombie = rec["zombie"]
        self.status = rec["status"]
        self.seed = rec["seed"]
        self.config = rec["config"]
        self.seats = rec["seats"]
        self.undo = rec.get("undo", True)

    @property
    def version(self) -> int:
        return self.v

    def build(self, rows: list) -> None:
        """The session of the log's rows (from index 0): the actions in effect, replayed."""
        from rules.engine.core import Action
        from rules.engine.session import Session
        actions, self.at, self.by, self.forks = fold_log(rows)
        self.session = Session(self.game_id, self.config, self.seed, [Action.from_json(a) for a in actions])
        self.v = rows[-1]["idx"] + 1 if rows else 0
        self.verdicts = {}
        if self.codec is None:
            self.codec = Codec(self.desc.rules, self.config)

    def holds_since(self, since: int) -> int:
        """A seat that has the log up to version ``since`` still holds the right events up to the
        version this returns: an undo it has not heard of took back what came after its fork."""
        for after, fork in self.forks:
            if after > since:
                since = min(since, fork)
        return since

    def seat_of(self, token: str) -> int | None:
        h = digest(token)
        found = None
        for s in self.seats:
            th = s["token_hash"]
            if th is not None and hmac.compare_digest(th, h):
                found = s["seat"]
        return found

    def seats_public(self) -> list:
        now = time.time()
        return [{"kind": s["kind"], "name": s["name"],
                 "taken": s["kind"] != P.SEAT_FRIEND or s["token_hash"] is not None,
                 "here": bool(self.conns.get(s["seat"])) or now - s["seen_at"] < 2 * 5.0}
                for s in self.seats]


class Conn:
    """One client connection: its outbox (a writer task sends in order), rate bucket and bindings."""

    def __init__(self, ws, address: str, cfg: ServerConfig):
        self.ws = ws
        self.address = address
        self.out: asyncio.Queue = asyncio.Queue()
        self.n = 0
        self.bound: set = set()              # (table id, seat)
        self.tokens = cfg.burst
        self.stamp = time.monotonic()
        self.over = 0
        self.cfg = cfg
        self.closed = False
        self.close_reason: tuple[int, str] | None = None

    def send(self, msg: dict) -> None:
        if self.closed:
            return
        if self.out.qsize() >= self.cfg.outbox:      # a client that does not read: drop it, it re-attaches
            self.closed = True
            self.close_reason = (1008, "too slow")
            return
        self.n += 1
        msg["n"] = self.n
        self.out.put_nowait(P.dumps(msg))

    def allow(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.cfg.burst, self.tokens + (now - self.stamp) * self.cfg.rate)
        self.stamp = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            self.over = 0
            return True
        self.over += 1
        return False
