"""A seat at a server's table as a session: what a table reads of a session, from what the server sent.

``RemoteSession(threaded_client)`` (the client attached to its table) offers the table-facing session
interface of ``game/table/driver.py``: ``game``, ``game_id``, ``descriptor``, ``config``, ``state``
(this seat's view, rebuilt as the game's own state object), ``view(seat)`` (this seat's view: a remote
table shows only its own seat), ``actions`` (as long as the table's log: the moves themselves are not
all this seat's to know), ``events`` (those this seat may see), ``current_player()``,
``legal_actions()``, ``apply(action)`` (sent, and acknowledged or refused: a refusal is the rules'
``IllegalAction``), ``result()``, ``undo_plan`` (off for now), ``live``. It never saves locally
(``persistent`` is False): the server's database is the game. ``changed()`` says whether anything new
came since it was last asked (the table redraws then)."""
from __future__ import annotations

import time

from rules.engine.core import Event, IllegalAction, Result
from rules.engine.session import UndoPlan


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
        self.seed = 0                            # never sent: the server keeps it
        self.seat = self.client.seat
        self.meta: dict = {"remote": True, "table": self.client.table}
        self._cache_v = None
        self._state = None
        self._events: list = []
        self._seen_v = -1

    # ------------------------------------------------------------------ what a table reads
    def _moment(self):
        snap = self.client.snapshot
        if snap[0] != self._cache_v or self._state is None:
            v, view, events, _, _, _ = snap
            self._state = self.client.state()
            self._events = [Event(e["kind"], e.get("player"), e.get("data") or {},
                                  frozenset(e["visible_to"]) if e.get("visible_to") is not None else None)
                            for e in events]
            self._cache_v = v
        return snap

    @property
    def state(self):
        self._moment()
        return self._state

    @property
    def events(self) -> list:
        self._moment()
        return self._events

    @property
    def actions(self) -> list:
        return [None] * self._moment()[0]

    @property
    def version(self) -> int:
        return self._moment()[0]

    def view(self, seat: int):
        return self.state

    def current_player(self) -> int | None:
        snap = self._moment()
        return snap[4] if snap[3] == "playing" else None

    def legal_actions(self) -> list:
        if self.current_player() != self.seat:
            return []
        return self.game.legal_actions(self.state)

    def result(self) -> Result | None:
        res = self._moment()[5]
        if res is None:
            return None
        return Result(res["scores"], res["places"], res.get("breakdown") or [], res.get("detail") or {})

    def changed(self) -> bool:
        v = self._moment()[0]
        if v != self._seen_v:
            self._seen_v = v
            return True
        return False

    # ------------------------------------------------------------------ acting
    def apply(self, action) -> list:
        """Send the action; when it is acknowledged, wait for the update that carries it and return
        its events (those this seat may see). A refusal raises the rules' ``IllegalAction``."""
        before = len(self.events)
        reply = self.net.do("act", action, timeout=self.timeout)
        if not reply.ok:
            raise IllegalAction(reply.rule or "refused", reply.why or "refused by the server")
        end = time.monotonic() + self.timeout
        while self._moment()[0] < (reply.v or 0) and time.monotonic() < end:
            time.sleep(0.002)
        return self.events[before:]

    def undo_plan(self, seat, humans, mode: str = "fair") -> UndoPlan:
        return UndoPlan(None, "off")

    def rebuild(self, n_actions: int) -> None:
        raise IllegalAction("remote", "an online game is not taken back here")

    def say(self, what: str):
        return self.net.do("say", what, timeout=self.timeout)
