"""A remote seat as a session, driven from a plain thread as the app's loop would (the network on the
client's own thread): a whole game through the table kit's SessionDriver, refusals as the rules'
IllegalAction, the state is the seat's view."""
from __future__ import annotations

import asyncio
import random
import threading
import time

import pytest

from game.net.client import ThreadedClient
from game.net.codec import Codec
from game.net.remote import RemoteSession
from game.net.server import Server, ServerConfig
from game.net.store import open_store
from game.table.driver import SessionDriver
from rules.engine.core import Action, IllegalAction
from tests.net.kit import FAST


class ServerThread:
    """A server on its own event loop thread (the test's thread plays like an app)."""

    def __init__(self, db: str):
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.server = asyncio.run_coroutine_threadsafe(self._start(db), self.loop).result(30)
        self.url = f"ws://127.0.0.1:{self.server.port}"

    async def _start(self, db):
        return await Server(open_store(db), ServerConfig(port=0, **FAST)).start()

    def stop(self):
        asyncio.run_coroutine_threadsafe(self.server.stop(), self.loop).result(30)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


class _Seats:
    """What the driver asks of the seats: here every seat at this screen is the one human."""

    def __init__(self, seat):
        self.humans = [seat]

    def is_human(self, p):
        return True


def _wait(pred, timeout=10.0):
    end = time.monotonic() + timeout
    while not pred():
        assert time.monotonic() < end, "timed out"
        time.sleep(0.003)


@pytest.mark.parametrize("game", ["depredador"])
def test_a_whole_game_through_remote_sessions(game, tmp_path):
    srv = ServerThread(str(tmp_path / "s.sqlite3"))
    a = b = None
    try:
        a, b = ThreadedClient(srv.url), ThreadedClient(srv.url)
        a.do("connect")
        b.do("connect")
        made = a.do("create", game, 2, ["friend", "friend"], name="Ana")
        assert a.do("attach", made.data["table"], made.data["token"]).ok
        joined = b.do("join", made.data["code"], "Bea")
        assert b.do("attach", made.data["table"], joined.data["token"]).ok
        assert a.do("start").ok
        _wait(lambda: a.client.config is not None and b.client.config is not None)
        sessions = [RemoteSession(a), RemoteSession(b)]
        drivers = [SessionDriver(s, _Seats(s.seat)) for s in sessions]
        table = srv.server.tables[made.data["table"]]
        codec = Codec(sessions[0].game, sessions[0].config)
        rng = random.Random(3)
        moves = 0
        while sessions[0].current_player() is not None:
            cur = sessions[0].current_player()
            i = next(k for k, s in enumerate(sessions) if s.seat == cur)
            s, d = sessions[i], drivers[i]
            other = sessions[1 - i]
            view, _ = d.view(s.seat)
            assert codec.encode(view) == codec.encode(table.session.view(s.seat))      # exactly its view
            assert d.legal == s.legal_actions() and d.legal
            assert other.legal_actions() == []                                     # not its turn
            if moves == 3:
                with pytest.raises(IllegalAction):
                    s.apply(Action("no_such_move", 1))
                assert s.version == moves
            assert d.apply(rng.choice(d.legal)) is None
            moves += 1
            _wait(lambda: other.version == moves and s.version == moves and not s.pending)
        res = sessions[0].result()
        assert res is not None and res.places == table.session.result().places
        assert sessions[1].result().scores == res.scores
        for s in sessions:
            expect = [e for e in table.session.events if e.seen_by(s.seat)]
            assert [(e.kind, e.player) for e in s.events] == [(e.kind, e.player) for e in expect]
            assert s.undo_plan(s.seat, {s.seat}).point is None and not s.persistent
    finally:
        for c in (a, b):
            if c is not None:
                c.close()
        srv.stop()
