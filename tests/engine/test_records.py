"""Statistics that last: finished games recorded once in SQLite, read back after a restart, a damaged
file set aside (never silently emptied), two writers at once, and the command line."""
from __future__ import annotations

import json
import os
import random
import sqlite3
import subprocess
import sys

import pytest

from game import records
from rules.engine.session import Session

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GAME = "animal_duel"


def finished(seed: int, names=("Ana", "Bruno"), seats=("human", "hard"), sid: str | None = None) -> Session:
    s = Session(GAME, {"players": 2, "seats": list(seats), "names": list(names)}, seed)
    rng = random.Random(seed)
    while s.current_player() is not None:
        s.apply(rng.choice(s.legal_actions()))
    s.meta = {"id": sid or f"20261204-1200{seed:02d}-{GAME}", "created": 1000.0 + seed, "updated": 1600.0 + seed}
    return s


def test_a_finished_game_is_recorded_once_and_read_back_after_a_restart(tmp_path):
    db = str(tmp_path / "r.sqlite3")
    s = finished(1)
    assert records.record(s, db) is None
    assert records.record(s, db) is None                      # the same game again: still one record
    opened = records.open_records(db)                          # a new connection: as after a restart
    try:
        assert opened.conn.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 1
        won = s.result().places[0] == 1
        summ = records.summary(opened, "Ana")
        assert (summ.games, summ.wins) == (1, int(won))
        assert summ.against == {"hard": (1, int(won))}
        assert summ.best == s.result().scores[0] and summ.form == ("W" if won else "L")
        assert records.players(opened) == ["Ana"]
        hist = records.history(opened, "Ana")
        assert hist[0]["seats"][1] == {"name": "Bruno", "kind": "hard", "score": s.result().scores[1],
                                       "place": s.result().places[1]}
        save = records.saved_game(opened, s.meta["id"])            # the whole game, to replay or review
        again = Session.from_save(save)
        assert again.result().scores == s.result().scores
    finally:
        opened.conn.close()


def test_a_game_in_progress_is_not_a_statistic(tmp_path):
    db = str(tmp_path / "r.sqlite3")
    s = Session(GAME, {"players": 2, "seats": ["human", "easy"], "names": ["Ana", "Bruno"]}, 3)
    s.meta = {"id": "x"}
    assert records.record(s, db) is None
    opened = records.open_records(db)
    assert opened.conn.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 0
    opened.conn.close()


def test_practice_games_are_kept_but_not_counted(tmp_path):
    db = str(tmp_path / "r.sqlite3")
    s = finished(2)
    s.meta["practice"] = True
    records.record(s, db)
    opened = records.open_records(db)
    assert records.summary(opened, "Ana").games == 0
    assert records.history(opened, "Ana")[0]["practice"] is True
    opened.conn.close()


@pytest.mark.parametrize("junk", [b"this is not a database" * 100, b"SQLite format 3\x00" + b"\xff" * 5000])
def test_a_damaged_database_is_set_aside_and_a_fresh_one_started(tmp_path, junk):
    db = tmp_path / "r.sqlite3"
    db.write_bytes(junk)
    opened = records.open_records(str(db))
    try:
        assert opened.problem and "damaged" in opened.problem and "\n" not in opened.problem
        aside = [p for p in os.listdir(tmp_path) if ".damaged-" in p]
        assert len(aside) == 1 and (tmp_path / aside[0]).read_bytes() == junk      # kept, not emptied
        assert records.record(finished(4), opened=opened) == opened.problem
        assert opened.conn.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 1
    finally:
        opened.conn.close()


def test_a_newer_schema_is_refused_in_one_line(tmp_path):
    db = str(tmp_path / "r.sqlite3")
    records.open_records(db).conn.close()
    conn = sqlite3.connect(db)
    conn.execute(f"PRAGMA user_version = {records.SCHEMA_VERSION + 1}")
    conn.close()
    with pytest.raises(records.RecordsError, match="newer"):
        records.open_records(db)
    err = records.record(finished(5), db)
    assert err and "newer" in err


def test_the_finished_games_of_earlier_versions_are_imported(tmp_path):
    folder = tmp_path / "finished"
    folder.mkdir()
    for seed in (6, 7):
        s = finished(seed)
        (folder / f"{s.meta['id']}.json").write_text(json.dumps(s.to_save()))
    (folder / "broken.json").write_text("{not json")
    opened = records.open_records(str(tmp_path / "r.sqlite3"))
    assert records.import_finished(str(folder), opened) == 2
    assert records.import_finished(str(folder), opened) == 0          # once
    assert (folder / "broken.json").exists()
    opened.conn.close()


_WRITER = r"""
import random, sys
sys.path.insert(0, {root!r})
from game import records
from rules.engine.session import Session
for k in range(12):
    seed = {base} + k
    s = Session("animal_duel", {{"players": 2, "seats": ["easy", "easy"], "names": ["W{base}", "X"]}}, seed)
    rng = random.Random(seed)
    while s.current_player() is not None:
        s.apply(rng.choice(s.legal_actions()))
    s.meta = {{"id": "w-%d" % seed, "created": 1.0, "updated": 2.0}}
    err = records.record(s, {db!r})
    assert err is None, err
"""


def test_two_writers_at_once_lose_nothing(tmp_path):
    db = str(tmp_path / "r.sqlite3")
    records.open_records(db).conn.close()
    procs = [subprocess.Popen([sys.executable, "-c", _WRITER.format(root=ROOT, base=b, db=db)])
             for b in (100, 200)]
    assert [p.wait(timeout=120) for p in procs] == [0, 0]
    opened = records.open_records(db)
    assert opened.conn.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 24
    assert opened.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    opened.conn.close()


def test_the_command_line_records_and_prints_statistics(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    db, csv = str(tmp_path / "s.sqlite3"), str(tmp_path / "s.csv")
    r = subprocess.run([sys.executable, "main.py", "simulate", GAME, "--games", "3", "--seats", "easy,hard",
                        "--names", "Ana,Bot", "--stats", db], cwd=ROOT, env=env, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    r = subprocess.run([sys.executable, "main.py", "stats", "--db", db, "--player", "Ana", "--csv", csv],
                       cwd=ROOT, env=env, capture_output=True, text=True)
    assert r.returncode == 0 and r.stdout.startswith("Ana: 3 games") and "hard" in r.stdout
    rows = open(csv, encoding="utf-8").read().splitlines()
    assert len(rows) == 1 + 3 * 2 and rows[0].startswith("id,game,finished")
    r = subprocess.run([sys.executable, "main.py", "stats", "--db", str(tmp_path / "none.sqlite3")],
                       cwd=ROOT, env=env, capture_output=True, text=True)
    assert r.returncode == 2 and r.stderr.count("\n") == 1


def test_the_table_records_the_game_it_ends(tmp_path):
    """A live game that ends at the table goes to the statistics of the user folder (once)."""
    from game.table.scene import saving_for
    s = finished(9)
    s.meta.pop("id")
    from game import saving
    saving.autosave(s) if hasattr(saving, "autosave") else None
    persist = saving_for(s)
    assert persist is not None
    persist(s)
    persist(s)
    opened = records.open_default()
    try:
        assert opened.conn.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 1
        assert records.players(opened) == ["Ana"]
    finally:
        opened.conn.close()
