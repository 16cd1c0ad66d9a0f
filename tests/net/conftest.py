"""The network tests' kit: a throw-away PostgreSQL cluster, fresh databases, servers on 127.0.0.1.

The cluster is made with Debian's PostgreSQL tools in a temporary folder (as the ``postgres`` user
when the tests run as root: initdb refuses root), listens on 127.0.0.1 and a Unix socket in that
folder only, trusts local connections, and is stopped and removed at the end. Without the tools the
PostgreSQL tests skip, saying why."""
from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
import uuid

import pytest


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _pg_bin(name: str) -> str | None:
    found = shutil.which(name)
    if found:
        return found
    for path in sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"), reverse=True):
        return path
    return None


class Cluster:
    """``fsync``: on for measurements (``python -m bench --only server``), off for the tests' speed."""

    def __init__(self, fsync: bool = False):
        self.initdb, self.pg_ctl = _pg_bin("initdb"), _pg_bin("pg_ctl")
        if not self.initdb or not self.pg_ctl:
            raise RuntimeError("PostgreSQL's initdb/pg_ctl are not installed (Debian: apt-get install postgresql)")
        self.root = tempfile.mkdtemp(prefix="bestiario-pg-")
        self.as_user: list[str] = []
        if os.geteuid() == 0:
            import pwd
            try:
                pw = pwd.getpwnam("postgres")
            except KeyError:
                raise RuntimeError("running as root and there is no 'postgres' user to run PostgreSQL as") from None
            os.chown(self.root, pw.pw_uid, pw.pw_gid)
            self.as_user = ["runuser", "-u", "postgres", "--"]
        self.data = os.path.join(self.root, "data")
        self.port = free_port()
        self._run([self.initdb, "-D", self.data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"])
        self._run([self.pg_ctl, "-D", self.data, "-l", os.path.join(self.root, "log"), "-w", "-t", "30", "-o",
                   f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 -c fsync={'on' if fsync else 'off'} "
                   f"-c max_connections=60", "start"])
        self.base = f"postgresql://postgres@127.0.0.1:{self.port}"

    def _run(self, cmd: list[str]) -> None:
        out = subprocess.run(self.as_user + cmd, capture_output=True, text=True, timeout=60)
        if out.returncode != 0:
            raise RuntimeError(f"{os.path.basename(cmd[0])} failed: {(out.stderr or out.stdout).strip()[-300:]}")

    def new_database(self) -> str:
        import psycopg
        name = "t_" + uuid.uuid4().hex[:12]
        with psycopg.connect(self.base + "/postgres", autocommit=True, connect_timeout=10) as conn:
            conn.execute(f"CREATE DATABASE {name}")
        return f"{self.base}/{name}"

    def stop(self) -> None:
        try:
            self._run([self.pg_ctl, "-D", self.data, "-m", "immediate", "-w", "-t", "30", "stop"])
        finally:
            shutil.rmtree(self.root, ignore_errors=True)


@pytest.fixture(scope="session")
def pg_cluster():
    pytest.importorskip("psycopg", reason="psycopg is not installed")
    try:
        cluster = Cluster()
    except (RuntimeError, OSError, subprocess.TimeoutExpired) as exc:
        pytest.skip(f"no throw-away PostgreSQL cluster: {exc}")
    yield cluster
    cluster.stop()


@pytest.fixture
def pg_url(pg_cluster):
    return pg_cluster.new_database()


@pytest.fixture(params=["sqlite", "postgresql"])
def store_url(request, tmp_path):
    """A fresh database of each back-end: a SQLite file path or a PostgreSQL URL."""
    if request.param == "sqlite":
        return str(tmp_path / "server.sqlite3")
    return request.getfixturevalue("pg_url")
