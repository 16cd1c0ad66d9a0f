"""Two players, each with their own app (headless) and user folder, playing through a server on
127.0.0.1 by the screens: the Online screen, the setup's online form, the waiting room, the table."""
from __future__ import annotations

import asyncio
import contextlib
import os
import socket
import threading
import time

import pygame

from tests.helpers import click, key


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ServerThread:
    """A server on its own event loop thread, on a port chosen by the test (so it can come back on it)."""

    def __init__(self, db: str, port: int, **cfg):
        from game.net.server import Server, ServerConfig
        from game.net.store import open_store
        from tests.net.kit import FAST
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()

        async def start():
            return await Server(open_store(db), ServerConfig(port=port, **{**FAST, **cfg})).start()
        self.server = asyncio.run_coroutine_threadsafe(start(), self.loop).result(30)
        self.url = f"ws://127.0.0.1:{port}"

    def stop(self) -> None:
        asyncio.run_coroutine_threadsafe(self.server.stop(), self.loop).result(30)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


class Player:
    """One person at their own app: every call runs with their own user folder."""

    def __init__(self, home: str, url: str, name: str):
        self.home, self.name = home, name
        os.makedirs(home, exist_ok=True)
        with self.here():
            from game.app import App
            self.app = App(headless=True)
            self.app.settings.server = url
            self.app.settings.online_name = name
            self.app.replace_scene("menu")

    @contextlib.contextmanager
    def here(self):
        old = os.environ.get("BESTIARIO_HOME")
        os.environ["BESTIARIO_HOME"] = self.home
        try:
            yield
        finally:
            if old is None:
                os.environ.pop("BESTIARIO_HOME", None)
            else:
                os.environ["BESTIARIO_HOME"] = old

    @property
    def top(self):
        return self.app.top

    def step(self, frames: int = 1, draw: bool = True) -> None:
        with self.here():
            for _ in range(frames):
                self.app.step([], draw=draw)

    def click(self, pos) -> None:
        with self.here():
            click(self.app, pos)

    def key(self, k, unicode: str = "") -> None:
        with self.here():
            key(self.app, k, unicode=unicode)

    def type(self, text: str) -> None:
        """Typing as the platform delivers it: a TEXTINPUT event a character."""
        with self.here():
            for ch in text:
                self.app.step([pygame.event.Event(pygame.TEXTINPUT, text=ch)])

    def until(self, done, seconds: float = 20.0, what: str = "") -> None:
        end = time.monotonic() + seconds
        while not done():
            assert time.monotonic() < end, f"{self.name}: waited {seconds} s for {what}"
            self.step()
            time.sleep(0.005)

    def close(self) -> None:
        with self.here():
            for scene in reversed(self.app.scenes):
                scene.on_exit()
            self.app.scenes.clear()

    # ------------------------------------------------------------------ the screens, as a person uses them
    def open_online(self):
        menu = self.top
        self.click(menu.button("online").rect.center)
        from game.scenes.online import OnlineScene
        assert isinstance(self.top, OnlineScene)
        return self.top

    def create(self, game: str, players: int, kinds: list[str], undo: bool = True, away: int | None = None):
        """Online → the game → Create table → the seats → Create table: the waiting room (its code)."""
        on = self.open_online()
        for _ in range(10):
            if on.game == game:
                break
            self.click((on.game_cycler.rect.right - 10, on.game_cycler.rect.centery))     # the ▶ arrow
        assert on.game == game
        self.click(on.create_button.rect.center)
        setup = self.top
        assert setup.online
        while setup.players > players:
            self.click((setup.count.rect.left + 10, setup.count.rect.centery))       # −
        while setup.players < players:
            self.click((setup.count.rect.right - 10, setup.count.rect.centery))      # +
        for i, kind in enumerate(kinds[1:], start=1):
            cyc = setup.kind_cyclers[i]
            for _ in range(6):
                if setup.kinds[i] == kind:
                    break
                self.click((cyc.rect.right - 10, cyc.rect.centery))
            assert setup.kinds[i] == kind
        if away is not None:
            setup.away = away
        if setup.online_undo != undo:
            self.click(setup.undo_toggle.rect.center)
        assert setup.online_undo == undo
        self.click(setup.start_button.rect.center)
        from game.scenes.waiting_room import WaitingRoomScene
        self.until(lambda: isinstance(self.top, WaitingRoomScene), what="the waiting room")
        return self.top

    def join(self, code: str):
        on = self.open_online()
        self.click(on.code.rect.center)
        self.type(code)
        self.click(on.join_button.rect.center)
        from game.scenes.waiting_room import WaitingRoomScene
        self.until(lambda: isinstance(self.top, WaitingRoomScene), what="joining")
        return self.top


def table_of(player):
    from game.table.scene import TableScene
    top = player.top
    return top if isinstance(top, TableScene) else None
