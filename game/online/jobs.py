"""Work that waits for the network, done beside the window (which never waits): ``Job(fn)`` runs ``fn``
on a thread; a scene looks at ``done``/``result``/``error`` each frame.

``connect(url)`` opens a ``ThreadedClient`` to a server (a bad address or a server that does not answer
is a ``NetError`` with one line). ``error_line(exc)`` is that line for the player."""
from __future__ import annotations

import threading

ADDRESS_MAX = 300


class Job:
    def __init__(self, fn, *args):
        self.result = None
        self.error: BaseException | None = None
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(fn, args), daemon=True, name="online-job")
        self._thread.start()

    def _run(self, fn, args) -> None:
        try:
            self.result = fn(*args)
        except BaseException as exc:  # noqa: BLE001 - told to the player by the scene
            self.error = exc
        self._done.set()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, seconds: float = 30.0) -> bool:
        """(Tests) wait for the job to end."""
        return self._done.wait(seconds)


def address_problem(url: str) -> str | None:
    """Why ``url`` is not a server address (None: it looks like one)."""
    url = url.strip()
    if not url:
        return "empty"
    if len(url) > ADDRESS_MAX or any(c.isspace() for c in url):
        return "bad"
    if not (url.startswith("ws://") or url.startswith("wss://")):
        return "scheme"
    return None


def normal_address(url: str) -> str:
    """``host:port`` alone means ``ws://host:port``."""
    url = url.strip()
    if "://" not in url and url:
        url = "ws://" + url
    return url


def connect(url: str, timeout: float = 8.0):
    """A client connected to the server at ``url`` (blocking: call it inside a Job). It waits up to an
    hour for a dropped connection to come back (the table says "reconnecting…" meanwhile)."""
    from game.net.client import ThreadedClient
    tc = ThreadedClient(url, timeout=timeout, give_up=3600.0)
    try:
        tc.do("connect", timeout=timeout + 2)
    except BaseException:
        close_later(tc)
        raise
    return tc


def close_later(tc) -> None:
    """Close a client without waiting for it (the window goes on)."""
    if tc is None:
        return
    threading.Thread(target=_close, args=(tc,), daemon=True, name="online-close").start()


def _close(tc) -> None:
    try:
        tc.close()
    except Exception:  # noqa: BLE001 - a client already gone
        pass


def error_line(exc: BaseException) -> str:
    """One line for the player from a network failure."""
    from game.i18n import tr
    from game.net.client import NetError
    if isinstance(exc, NetError):
        return tr("online.error.unreachable")
    if isinstance(exc, TimeoutError) or exc.__class__.__name__ == "TimeoutError":
        return tr("online.error.timeout")
    text = str(exc).splitlines()[0] if str(exc) else exc.__class__.__name__
    return tr("online.error.other", why=text[:120])
