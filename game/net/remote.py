"""A seat at a server's table as a session: what a table reads of a session, from what the server sent.

``RemoteSession(threaded_client)`` (the client attached to its table) offers the table-facing session
interface of ``game/table/driver.py``: ``game``, ``game_id``, ``descriptor``, ``config``, ``state``
(this seat's view, rebuilt as the game's own state object), ``view(seat)`` (this seat's view: a remote
table shows only its own seat), ``actions`` (as long as the table's log: the moves themselves are not
all this seat's to know), ``events`` (those this seat may see; one list that grows, replaced when the server takes
some back, after an undo), ``marks`` (where each action in effect has its events begin), ``deciders()``
(who was to move before each action in effect, as far as this client saw), ``moves`` (how many actions
are in effect),
``current_player()``, ``legal_actions()``, ``result()``, ``live``.

Acting never blocks the caller (the app's draw loop): ``apply(action)`` sends the action and returns at
once; while it is on its way ``pending`` is true and no action is legal; when the server acknowledges
it the update that carries it arrives; when it refuses, the refusal waits in ``refusals`` for the table
to tell. Undo is the server's: ``undo_plan`` reads whether the server lets this seat take back its latest
decision now (only within its own turn, before anyone else moved) and ``rebuild`` asks for it.
It never saves locally (``persistent`` False): the server's database is the game. ``replayable`` is
False while the game goes on (the seed stays on the server); once it is over the server sends the seed
and the log, and ``seed``/``actions`` are the game's own (the score chart and the review replay it)."""
from __future__ import annotations

import time

from rules.engine.core import Event, IllegalAction, Result
from rules.engine.session import UndoPlan

#: the server's reasons for refusing an undo, in the words the tables already have (undo.refused.*)
UNDO_REASONS = {"nothing": "nothing", "other_moved": "online_other", "other_human": "online_other",
                "revealed": "revealed_own", "revealed_own": "revealed_own", "revealed_other": "revealed_other",
                "ai_moved": "online_other", "judging": "online_judging", "not_playing": "nothing", "stale": "online_wait",
                "undo_off": "online_off", "off": "online_off"}


class RemoteSession:
    live = True
    persistent = False

    def __init__(self, threaded, timeout: float = 30.0):
        from rules.registry import descriptor
        self.net = threaded
        self.client = threaded.client
        self.timeout = timeout
        if self.client.config is None:
            raise ValueError("the table has not started: no game to show yet")
        self.game_id = self.client.game_id
        self.descriptor = descriptor(self.game_id)
        self.game = self.descriptor.rules
        self.config = dict(self.client.config)
        self._seed = 0                           # the server's until the game is over
        self.seat = self.client.seat
        self.meta: dict = {"remote": True, "table": self.client.table}
        self._cache_v = None
        self._state = None
        self._events: list = []
        self._src: list = []                     # the client's event dicts behind ``_events``
        self._src_n = 0                          # how many of them ``_events`` holds
        self._marks: list | None = None
        self._who: dict[int, int | None] = {}
        self._seen_v = -1
        self._pending = None                     # (what, future) of an action or an undo on its way
        self._actions = None                     # (the server's final block, its actions, its seed)
        self.refusals: list[tuple[str, str]] = []
        self._said_i = len(self.client.said)

    # ------------------------------------------------------------------ what a table reads
    def _moment(self):
        snap = self.client.snapshot
        if snap[0] != self._cache_v or self._state is None or snap[2] is not self._src \
                or len(snap[2]) != self._src_n:
            v, _, events, status, current, _ = snap
            self._state = self.client.state()
            self._take_events(events)
            self._cache_v = v
            if status == "playing":
                self._who[self.moves] = current
        return snap

    @property
    def moves(self) -> int:
        """How many actions are in effect (the version ``v`` counts undo markers too)."""
        m = getattr(self.client, "moves", None)
        return m if isinstance(m, int) else self.client.snapshot[0]

    def _take_events(self, src: list) -> None:
        """Grow the one event list by what came after it; a list that does not continue it (the
        table sent again from its start) replaces it."""
        old, n = self._src, self._src_n
        if len(src) >= n and (src is old or all(a is b for a, b in zip(old[:n], src))):
            self._events.extend(_event(e) for e in src[n:])
        else:
            self._events = [_event(e) for e in src]
        self._src, self._src_n = src, len(src)
        self._marks = None

    @property
    def state(self):
        self._moment()
        return self._state

    @property
    def events(self) -> list:
        self._moment()
        return self._events

    @property
    def marks(self) -> list[int]:
        """``marks[i]``: the index in ``events`` of action ``i``'s first event (as in a local session)."""
        self._moment()
        v = self.moves
        if self._marks is None or len(self._marks) != v:
            out, k = [], 0
            for i in range(v + 1):
                while k < self._src_n and self._src[k].get("at", 0) < i:
                    k += 1
                out.append(k)
            self._marks = out[1:]
        return self._marks

    def deciders(self) -> list:
        """The seat to move before each action in effect (None where this client did not see it)."""
        self._moment()
        return [self._who.get(i) for i in range(self.moves)]

    @property
    def replayable(self) -> bool:
        """Can the game be replayed here from its start (its seed and log)? Only once it is over: the
        server then sends both (nothing is hidden any more), for the score chart and the review."""
        self._moment()
        return self._final() is not None

    def _final(self):
        final = getattr(self.client, "final", None)
        if not isinstance(final, dict) or self.result() is None:
            return None
        if self._actions is None or self._actions[0] is not final:
            from rules.engine.core import Action
            try:
                acts = [Action.from_json(a) for a in final["actions"]]
                seed = int(final["seed"])
            except (KeyError, TypeError, ValueError):
                return None
            self._actions = (final, acts, seed)
        return self._actions

    @property
    def seed(self) -> int:
        f = self._final()
        return f[2] if f is not None else self._seed

    @property
    def actions(self) -> list:
        """As long as the version (it only grows, undo markers included: a table keys its caches by it);
        once the game is over, the actions themselves (the server sends them then)."""
        f = self._final()
        if f is not None:
            return f[1]
        return [None] * self._moment()[0]

    @property
    def version(self) -> int:
        return self._moment()[0]

    @property
    def pending(self) -> bool:
        """An action or an undo is on its way (acknowledged, the update not here yet, counts too)."""
        self.poll()
        return self._pending is not None

    def view(self, seat: int):
        return self.state

    def current_player(self) -> int | None:
        snap = self._moment()
        return snap[4] if snap[3] == "playing" else None

    def legal_actions(self) -> list:
        if self.current_player() != self.seat or self.pending:
            return []
        return self.game.legal_actions(self.state)

    def result(self) -> Result | None:
        res = self._moment()[5]
        if res is None:
            return None
        return Result(res["scores"], res["places"], res.get("breakdown") or [], res.get("detail") or {})

    def changed(self) -> bool:
        """Did anything new come since the last time this was asked?"""
        self.poll()
        key = (self._moment()[0], self._src_n, id(self._src))
        if key != self._seen_v:
            self._seen_v = key
            return True
        return False

    # ------------------------------------------------------------------ the connection
    @property
    def connected(self) -> bool:
        """False while the connection is down (the client is reconnecting by itself)."""
        ev = getattr(self.client, "_connected", None)
        return ev is None or ev.is_set()

    @property
    def lost(self) -> bool:
        """The client gave up reconnecting (the server is gone)."""
        return bool(getattr(self.client, "_closing", False)) and not self.connected

    def heard(self) -> list[tuple[int, str]]:
        """The quick messages that came since the last call: ``(seat, message key)``."""
        said = self.client.said
        new = said[self._said_i:]
        self._said_i = len(said)
        return list(new)

    def say(self, what: str):
        """Send a quick message (a Future of the Reply: the caller never waits)."""
        return self.net.call("say", what)

    # ------------------------------------------------------------------ acting
    def apply(self, action) -> list:
        """Send the action and return at once (nothing has happened yet: the update will tell)."""
        if self.pending:
            raise IllegalAction("pending", "your last move is still on its way")
        if self.current_player() != self.seat:
            raise IllegalAction("not_your_turn", "it is not your turn")
        bad = self.game.why_illegal(self.state, action)      # the server would refuse it the same way
        if bad is not None:
            raise IllegalAction(*(bad if isinstance(bad, tuple) else (bad.rule, bad.why)))
        self._pending = ("act", self.net.call("act", action), self.version)
        return []

    def poll(self) -> None:
        """Settle the action or undo on its way: acknowledged (once the update that carries it is here)
        or refused (kept in ``refusals``)."""
        if self._pending is None:
            return
        what, fut, v0 = self._pending
        if not fut.done():
            return
        try:
            reply = fut.result()
        except Exception as exc:  # noqa: BLE001 - the client gave up: the server is gone
            self._pending = None
            self.refusals.append(("net", str(exc) or exc.__class__.__name__))
            return
        if not reply.ok:
            self._pending = None
            self.refusals.append((reply.rule or "refused", reply.why or "refused by the server"))
            return
        snap = self.client.snapshot
        if what == "undo" or (reply.v or 0) <= snap[0]:
            self._pending = None

    def wait(self, seconds: float = 10.0) -> None:
        """Until nothing is on its way (tests and tools; the app polls instead)."""
        end = time.monotonic() + seconds
        while self.pending and time.monotonic() < end:
            time.sleep(0.002)

    @property
    def undo_news(self):
        """What the server last said of this seat's undo (the table asks again when it changes: the
        verdict may come after the update of the move itself)."""
        return getattr(self.client, "undo_refusal", "off")

    def undo_plan(self, seat, humans, mode: str = "fair") -> UndoPlan:
        if mode == "off" or seat != self.seat:
            return UndoPlan(None, "off")
        if self.pending:
            return UndoPlan(None, "online_wait")
        why = getattr(self.client, "undo_refusal", "off")
        if why is None:
            return UndoPlan(max(0, self.version - 1))
        return UndoPlan(None, UNDO_REASONS.get(why, "online_off"))

    def rebuild(self, n_actions: int) -> None:
        """Ask the server to take back this seat's latest decision (the update will show it)."""
        if self._pending is not None:
            raise IllegalAction("pending", "your last move is still on its way")
        self._pending = ("undo", self.net.call("undo"), self.version)


def _event(e: dict) -> Event:
    vis = e.get("visible_to")
    return Event(e["kind"], e.get("player"), e.get("data") or {}, frozenset(vis) if vis is not None else None)
