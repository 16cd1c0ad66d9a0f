"""One running app per user folder.

Two windows on one folder would autosave over each other. The app takes ``<user folder>/bestiario.lock``
when it opens a window: a file holding its process id, locked by the operating system (``flock`` on
POSIX, ``msvcrt.locking`` on Windows). The system lets the lock go when the process ends, however it
ends, so a lock file left by a crashed run is simply taken over. A second app finds the lock held and
says, in one line, that Bestiario is already open (and by which process).
"""
from __future__ import annotations

import os

LOCK_NAME = "bestiario.lock"


class AlreadyOpen(Exception):
    """Another running Bestiario holds the user folder; ``pid`` is its process id when known."""

    def __init__(self, folder: str, pid: int | None):
        who = f" (process {pid})" if pid else ""
        super().__init__(f"Bestiario is already open{who} with the user folder {folder}: switch to that window, "
                         "or close it first")
        self.folder = folder
        self.pid = pid


def _try_lock(fd: int) -> bool:
    """Lock the file without waiting; False when another process holds it."""
    if os.name == "nt":
        import msvcrt
        try:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            return True
        except OSError:
            return False
    import fcntl
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except OSError:
        return False


def _read_pid(fd: int) -> int | None:
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        text = os.read(fd, 32).decode("ascii", "replace").strip()
        return int(text) if text.isdigit() else None
    except (OSError, ValueError):
        return None


class AppLock:
    """``AppLock(folder).acquire()`` holds the folder until ``release()`` or the end of the process;
    it raises AlreadyOpen when another process holds it."""

    def __init__(self, folder: str):
        self.folder = folder
        self.path = os.path.join(folder, LOCK_NAME)
        self.fd: int | None = None
        self.took_over: int | None = None      # the process id a stale lock file named, when taken over

    def acquire(self) -> "AppLock":
        flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
        fd = os.open(self.path, flags, 0o644)
        if not _try_lock(fd):
            pid = _read_pid(fd)
            os.close(fd)
            raise AlreadyOpen(self.folder, pid)
        old = _read_pid(fd)
        if old and old != os.getpid():
            self.took_over = old
        os.ftruncate(fd, 0)
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, f"{os.getpid()}\n".encode("ascii"))
        try:
            os.fsync(fd)
        except OSError:
            pass
        self.fd = fd
        return self

    def release(self) -> None:
        if self.fd is None:
            return
        try:
            os.ftruncate(self.fd, 0)
        except OSError:
            pass
        os.close(self.fd)                 # closing lets the system lock go
        self.fd = None

    def __del__(self) -> None:
        try:
            self.release()
        except Exception:  # noqa: BLE001 - at interpreter exit the os module may be gone
            pass

    def __enter__(self) -> "AppLock":
        return self.acquire()

    def __exit__(self, *exc) -> None:
        self.release()
