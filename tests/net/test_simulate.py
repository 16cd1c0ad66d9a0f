"""``python main.py simulate GAME ... --server URL``: every seat its own client, each seat's bot choosing
from the view the server sent it; the same game lines as the local ``simulate`` with the same
arguments, for every game at 2 players and at its largest count (short settings, the easy level)."""
from __future__ import annotations

import json
import os
import tempfile

import pytest

from main import main
from rules.registry import GAMES
from tests.net.conftest import free_port
from tests.net.kit import ServerThread

# the shortest games each game's options allow (the easy level is the fastest)
SHORT = {"depredador": ["--rounds", "1"], "animal_duel": ["--option", "board_size=3"],
         "selva": ["--option", "games_to_win=1"]}
CASES = sorted({(g, n) for g, d in GAMES.items() for n in (2, max(d.allowed_players()))})


@pytest.fixture(scope="module")
def server():
    """One server for the module (``--allow-seed``), its file in memory when the system has a RAM disk
    (a game here is hundreds of commits: the disk's flushes would be most of the time)."""
    where = tempfile.mkdtemp(dir="/dev/shm" if os.path.isdir("/dev/shm") else None, prefix="bestiario-sim-")
    srv = ServerThread(os.path.join(where, "server.sqlite3"), allow_seed=True)
    yield srv
    srv.stop()
    for name in os.listdir(where):
        os.remove(os.path.join(where, name))
    os.rmdir(where)


def _lines(capsys, argv: list[str]) -> tuple[list[dict], dict]:
    assert main(argv) == 0
    out = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    summary = out[-1]
    assert summary.pop("summary") is True
    summary.pop("games_per_second")                    # the one figure that is a time
    return out[:-1], summary


@pytest.mark.parametrize("game,players", CASES)
def test_the_same_lines_as_the_local_simulate(game, players, server, capsys):
    argv = ["simulate", game, "--players", str(players), "--games", "1", "--seed", "7", *SHORT.get(game, [])]
    local = _lines(capsys, argv)
    remote = _lines(capsys, argv + ["--server", server.url])
    assert remote == local
    assert local[0][0]["actions"] and local[0][0]["seats"] == ["easy"] * players


def test_several_games_and_a_log(server, capsys, tmp_path):
    argv = ["simulate", "depredador", "--players", "3", "--games", "2", "--rounds", "1", "--seats", "human,easy,easy"]
    local = _lines(capsys, argv + ["--log", str(tmp_path / "a.jsonl")])
    remote = _lines(capsys, argv + ["--log", str(tmp_path / "b.jsonl"), "--server", server.url])
    assert remote == local and len(local[0]) == 2
    assert (tmp_path / "a.jsonl").read_text() == (tmp_path / "b.jsonl").read_text()


def test_one_line_when_the_server_is_not_there_or_will_not(capsys, tmp_path):
    base = ["simulate", "depredador", "--players", "2", "--games", "1", "--rounds", "1"]
    with pytest.raises(SystemExit) as exc:
        main(base + ["--server", "http://127.0.0.1:1"])
    assert exc.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "ws://" in err[0]
    with pytest.raises(SystemExit) as exc:
        main(base + ["--server", f"ws://127.0.0.1:{free_port()}"])
    assert exc.value.code == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "cannot reach" in err[0]
    strict = ServerThread(str(tmp_path / "s.sqlite3"))          # a server that chooses its own seeds
    try:
        with pytest.raises(SystemExit) as exc:
            main(base + ["--server", strict.url])
    finally:
        strict.stop()
    assert exc.value.code == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "--allow-seed" in err[0]
