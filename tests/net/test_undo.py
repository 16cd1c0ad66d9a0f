"""Online undo: a seat takes back its latest decision only within its own turn, before any other seat
(friend, bot or zombie) has moved, never past a reveal, and not at a table whose undo is off. The log
only grows (an undo is a marker row), so versions stay monotonic, a restarted server and another
process read the same game, and every seat then holds exactly what a fresh replay of the remaining
log shows it. A refused undo changes nothing."""
from __future__ import annotations

import random

from game.net.client import Client
from game.net.codec import Codec, plain
from game.net.store import UNDO, fold_log
from rules.engine.session import Session
from tests.conformance.snapshot import snapshot
from tests.net.kit import (check_messages, from_own_view, play_random, replica, run, seated, serving,
                           sessions_by_version, until)

REASONS = {"other_human": "other_moved", "revealed_own": "revealed", "revealed_other": "revealed",
           "nothing": "nothing", "off": "undo_off"}


def verdict(s: Session, seat: int, by: list, undo_on: bool = True) -> str | None:
    """What the server must say of ``seat``'s undo at this moment of the game (worked out here)."""
    if not undo_on:
        return "undo_off"
    if s.current_player() is None:
        return "not_playing"
    if s.deciders() and s.deciders()[-1] == seat and by[-1] != "player":
        return "ai_moved"
    plan = s.undo_plan(seat, frozenset(range(s.config["players"])))
    if plan.point is None:
        return REASONS[plan.reason]
    return None if all(w == "player" for w in by[plan.point:]) else "ai_moved"


def check_verdicts(rec: dict, log: dict) -> int:
    """Every table/update each seat received said rightly whether that seat could undo then."""
    wanted = {}
    for v, s in sessions_by_version(rec):
        by = fold_log([r for r in rec["actions"] if r["idx"] < v])[2]
        for seat in log:
            wanted[(v, seat)] = verdict(s, seat, by, rec["undo"])
    n = 0
    for seat, msgs in log.items():
        for m in msgs:
            if m.get("t") in ("table", "update") and m.get("view") is not None and m["undo"] != "judging":
                assert m["undo"] == wanted[(m["v"], seat)], (seat, m["v"], m["undo"])
                n += 1
    return n


async def judged(clients: list[Client]) -> None:
    """Until no client waits for its undo verdict (``judging``: its reveal test is running)."""
    for c in clients:
        await c.wait(lambda c: c.undo_refusal != "judging", 10)


def check_fresh(rec: dict, clients: list[Client]) -> None:
    """Each client holds what a fresh replay of the log's remaining actions shows its seat."""
    s = replica(rec)
    codec = Codec(s.game, rec["config"])
    by = fold_log(rec["actions"])[2]
    for c in clients:
        assert c.v == len(rec["actions"]) and c.moves == len(s.actions)
        assert c.view == codec.encode(s.view(c.seat))
        assert [{k: x for k, x in e.items() if k != "at"} for e in c.events] == \
            plain([e.to_json() for e in s.events if e.seen_by(c.seat)])
        assert c.undo_refusal == verdict(s, c.seat, by, rec["undo"])


def unchanged(srv, table: str):
    t = srv.tables[table]
    return snapshot(t.session.state), len(t.session.actions), t.version


async def settle(clients: list[Client], v: int) -> None:
    for c in clients:
        await c.wait(lambda c: c.v >= v, 10)
    await judged(clients)


async def act_until(clients: list[Client], rng: random.Random, wanted, limit: int = 300) -> Client:
    """Random legal actions (each client from its own view) until the seat that just moved may undo
    (``wanted`` None) or is refused for the rule ``wanted``; returns that seat's client."""
    for _ in range(limit):
        await until(lambda: any(c.my_turn() for c in clients), 10, "a friend's turn")
        mover = next(c for c in clients if c.my_turn())
        r = await mover.act(rng.choice(from_own_view(mover)))
        assert r.ok, r
        await settle(clients, r.v)
        if mover.undo_refusal == wanted and clients[0].status == "playing":
            return mover
    raise AssertionError(f"no move left its seat with the undo verdict {wanted!r}")


def test_undo_in_ones_own_turn_is_the_game_replayed_without_it(tmp_path):
    async def main():
        async with serving(str(tmp_path / "s.sqlite3")) as (srv, url):
            log: dict = {}
            a, b = await seated(url, "depredador", ["friend", "friend"], log)
            assert a.undo_refusal == b.undo_refusal == "nothing"         # no decision yet
            rng = random.Random(5)
            mover = await act_until([a, b], rng, None)
            v, moves = mover.v, mover.moves
            r = await mover.undo()
            assert r.ok and r.v == v + 1 and mover.v == v + 1 and mover.moves == moves - 1
            await settle([a, b], v + 1)
            rec = await srv.store.call("load", a.table)
            assert rec["actions"][-1]["who"] == UNDO and rec["version"] == v + 1
            check_fresh(rec, [a, b])
            # the game goes on, with an undo now and then when allowed, to its end
            undos = 1

            async def now_and_then(sent):
                nonlocal undos
                await judged([a, b])
                for c in (a, b):
                    if c.undo_refusal is None and undos < 12 and rng.random() < 0.4:
                        assert (await c.undo()).ok
                        undos += 1
                        await settle([a, b], c.v)
            await play_random([a, b], from_own_view, rng, between=now_and_then)
            assert a.status == b.status == "over" and a.result == b.result
            rec = await srv.store.call("load", a.table)
            assert sum(x["who"] == UNDO for x in rec["actions"]) == undos >= 2
            assert a.result == plain(replica(rec).result().to_json())
            assert check_messages(rec, log) > len(rec["actions"])          # every view, every event
            assert check_verdicts(rec, log) > len(rec["actions"])
            assert a.undo_refusal == b.undo_refusal == "not_playing"
            for c in (a, b):
                await c.close()
    run(main(), 60)


def test_refused_undos_change_nothing(tmp_path):
    async def main():
        async with serving(str(tmp_path / "s.sqlite3")) as (srv, url):
            a, b = await seated(url, "depredador", ["friend", "friend"])
            rng = random.Random(11)

            async def refused(client, rule, **fields):
                before = unchanged(srv, a.table)
                seen = (a.v, b.v)
                client.n += 1
                msg = {"t": "undo", "n": client.n, "table": a.table, "token": client.token, "v": client.v, **fields}
                reply = await client.raw(msg, client.n)
                assert reply["t"] == "refused" and reply["rule"] == rule, reply
                assert unchanged(srv, a.table) == before and (a.v, b.v) == seen
            await refused(a, "nothing")
            mover = await act_until([a, b], rng, None)
            idle = b if mover is a else a
            await refused(idle, idle.undo_refusal)                         # the other seat: its own verdict
            assert idle.undo_refusal in ("nothing", "other_moved")
            await refused(mover, idle.undo_refusal, token=idle.token)      # another seat's token is that seat
            await refused(mover, "stale", v=mover.v - 1)
            await refused(mover, "token", token="x" * 43)
            # accepted once; the same message again (its number used) is a replay
            mover.n += 1
            msg = {"t": "undo", "n": mover.n, "table": a.table, "token": mover.token, "v": mover.v}
            assert (await mover.raw(msg, mover.n))["t"] == "ack"
            await settle([a, b], msg["v"] + 1)
            before = unchanged(srv, a.table)
            for again in (msg, dict(msg, v=mover.v)):
                reply = await mover.raw(again, msg["n"])
                assert reply["rule"] == "replay" and unchanged(srv, a.table) == before
            # after the other seat moved: refused
            while True:
                first = await act_until([a, b], rng, None)
                second = await act_until([a, b], rng, None)
                if second is not first:
                    break
            assert first.undo_refusal == "other_moved"
            await refused(first, "other_moved")
            # after a reveal (a card drawn): refused
            shown = await act_until([a, b], rng, "revealed")
            await refused(shown, "revealed")
            await play_random([a, b], from_own_view, rng)
            await refused(a, "not_playing")
            for c in (a, b):
                await c.close()
    run(main(), 60)


def test_undo_refused_after_a_bot_moved_and_at_a_table_without_undo(tmp_path):
    async def main():
        async with serving(str(tmp_path / "s.sqlite3")) as (srv, url):
            (a,) = await seated(url, "depredador", ["friend", "easy"])
            rng = random.Random(3)
            before_bot = None
            while a.status == "playing":
                await a.wait(lambda c: c.my_turn() or c.status != "playing", 10)
                if not a.my_turn():
                    break
                bot_moves = sum(w == "bot" for w in srv.tables[a.table].by)
                r = await a.act(rng.choice(from_own_view(a)))
                assert r.ok
                await a.wait(lambda c: c.my_turn() or c.status != "playing", 10)
                if sum(w == "bot" for w in srv.tables[a.table].by) > bot_moves and a.status == "playing":
                    before_bot = unchanged(srv, a.table)
                    break
            assert before_bot is not None and a.undo_refusal == "other_moved"
            r = await a.undo()
            assert not r.ok and r.rule == "other_moved" and unchanged(srv, a.table) == before_bot
            await a.close()
            # a table whose creator switched undo off
            x, y = await seated(url, "depredador", ["friend", "friend"], undo=False)
            assert x.undo_refusal == y.undo_refusal == "undo_off"
            mover = await act_until([x, y], rng, "undo_off", limit=1)
            before = unchanged(srv, x.table)
            r = await mover.undo()
            assert not r.ok and r.rule == "undo_off" and unchanged(srv, x.table) == before
            assert (await srv.store.call("load", x.table))["undo"] is False
            for c in (x, y):
                await c.close()
    run(main(), 60)


def test_undo_survives_a_restart(tmp_path):
    """SQLite: an undo is in the file; a server started again reads the same game, and a client that
    comes back with the version it had before the undo gets its events right from the fork."""
    db = str(tmp_path / "s.sqlite3")

    async def main():
        rng = random.Random(8)
        async with serving(db) as (srv, url):
            a, b = await seated(url, "depredador", ["friend", "friend"])
            mover = await act_until([a, b], rng, None)
            old = (b.v, list(b.events))
            mover.n += 1
            msg = {"t": "undo", "n": mover.n, "table": a.table, "token": mover.token, "v": mover.v}
            assert (await mover.raw(msg, mover.n))["t"] == "ack"
            await settle([a, b], msg["v"] + 1)
            seats = [(c.table, c.token) for c in (a, b)]
            for c in (a, b):
                await c.close()
        async with serving(db) as (srv, url):
            log: dict = {}
            back = []
            for i, (table, token) in enumerate(seats):
                c = await Client(url, on_message=lambda m, i=i: log.setdefault(i, []).append(m)).connect()
                assert (await c.attach(table, token)).ok
                back.append(c)
            rec = await srv.store.call("load", table)
            await judged(back)
            check_fresh(rec, back)
            late = await Client(url).connect()              # b as it was before the undo, coming back
            late.table, late.token, (late.v, late.events) = seats[1][0], seats[1][1], old
            assert (await late.attach(*seats[1])).ok
            await judged([late])
            check_fresh(rec, [late])
            await late.close()
            c = back[mover.seat]                            # the same undo again, after the restart
            c.n = msg["n"]
            reply = await c.raw(dict(msg, v=c.v), msg["n"])
            assert reply["rule"] == "replay"
            await play_random(back, from_own_view, rng)
            rec = await srv.store.call("load", table)
            assert rec["status"] == "over" and check_messages(rec, log) > 0
            for c in back:
                await c.close()
    run(main(), 60)


def test_undo_across_two_processes_on_postgresql(pg_url, tmp_path):
    from game.net.store import open_store
    from tests.net.test_processes import ServerProcess
    one = ServerProcess(pg_url, str(tmp_path / "h1"))
    two = ServerProcess(pg_url, str(tmp_path / "h2"))
    store = open_store(pg_url)
    try:
        async def main():
            log: dict = {}
            a = await Client(one.url, on_message=lambda m: log.setdefault(0, []).append(m)).connect()
            r = await a.create("depredador", 2, ["friend", "friend"], name="Ana")
            assert (await a.attach(r.data["table"], r.data["token"])).ok
            b = await Client(two.url, on_message=lambda m: log.setdefault(1, []).append(m)).connect()
            j = await b.join(r.data["code"], "Bea")
            assert (await b.attach(r.data["table"], j.data["token"])).ok
            await a.wait(lambda c: c.seats[1]["taken"], 10)
            assert (await a.start()).ok
            await b.wait(lambda c: c.status == "playing", 10)
            rng = random.Random(4)
            done = set()
            while len(done) < 2:                             # an undo through each process
                mover = await act_until([a, b], rng, None)
                if mover.seat in done:
                    continue
                assert (await mover.undo()).ok
                await settle([a, b], mover.v)               # the other process heard it (NOTIFY)
                check_fresh(store.load(a.table), [a, b])
                done.add(mover.seat)
            await play_random([a, b], from_own_view, rng)
            rec = store.load(a.table)
            assert a.status == b.status == "over" and a.result == b.result
            assert check_messages(rec, log) > 0 and check_verdicts(rec, log) > 0
            for c in (a, b):
                await c.close()
        run(main(), 60)
    finally:
        store.close()
        codes = (one.stop(), two.stop())
        errors = one.stderr() + two.stderr()
        assert codes == (0, 0) and "Traceback" not in errors, errors[-3000:]


def test_an_old_database_is_brought_to_the_new_schema(tmp_path):
    """A server's file of schema 1 (before undo): the store adds the undo switch (on) and says 2."""
    import sqlite3

    from game.net.store import SqliteStore
    path = str(tmp_path / "old.sqlite3")
    con = sqlite3.connect(path)
    con.executescript("""
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        INSERT INTO meta VALUES ('schema', '1');
        CREATE TABLE tables (id TEXT PRIMARY KEY, code_hash TEXT NOT NULL UNIQUE, game TEXT NOT NULL,
            players INTEGER NOT NULL, options TEXT NOT NULL, config TEXT, seed BIGINT NOT NULL,
            status TEXT NOT NULL, zombie INTEGER NOT NULL, owner TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 0,
            current INTEGER, created DOUBLE PRECISION NOT NULL, updated DOUBLE PRECISION NOT NULL);
        INSERT INTO tables VALUES ('t' || hex(randomblob(8)), 'c', 'depredador', 2, '{}', NULL, 1, 'waiting', 300,
            'x', 0, NULL, 0, 0);
    """)
    con.commit()
    con.close()
    store = SqliteStore(path)
    try:
        (tid,) = store.tables()
        assert store.load(tid)["undo"] is True
        assert store.conn.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()[0] == "2"
    finally:
        store.close()


def test_every_undo_rule_has_its_words():
    from game.net.undo import UNDO_RULES, UNDO_WHY
    assert set(UNDO_RULES.values()) <= set(UNDO_WHY)


def _until(predicate, timeout: float = 10.0) -> None:
    import time
    end = time.monotonic() + timeout
    while not predicate():
        assert time.monotonic() < end, "timed out"
        time.sleep(0.003)


def test_undo_from_the_apps_thread(tmp_path):
    """``ThreadedClient.do("undo")`` (what ``RemoteSession`` calls) answers like ``act``: a Reply."""
    import time

    from game.net.client import ThreadedClient
    from tests.net.kit import ServerThread
    srv = ServerThread(str(tmp_path / "s.sqlite3"), allow_seed=True)
    a = b = None
    try:
        a, b = ThreadedClient(srv.url), ThreadedClient(srv.url)
        a.do("connect")
        b.do("connect")
        made = a.do("create", "depredador", 2, ["friend", "friend"], seed=1)
        assert a.do("attach", made.data["table"], made.data["token"]).ok
        joined = b.do("join", made.data["code"])
        assert b.do("attach", made.data["table"], joined.data["token"]).ok
        assert a.do("start").ok
        end = time.monotonic() + 10
        while not (a.client.my_turn() or b.client.my_turn()):
            assert time.monotonic() < end
            time.sleep(0.005)
        net = a if a.client.my_turn() else b
        _until(lambda: net.client.undo_refusal != "judging")
        r = net.do("undo", timeout=10)
        assert not r.ok and r.rule == "nothing" and r.why and net.client.undo_refusal == "nothing"
        v = net.client.v
        assert net.do("act", from_own_view(net.client)[0], timeout=10).ok
        _until(lambda: net.client.undo_refusal != "judging")
        assert net.client.undo_refusal is None               # Depredador's first move reveals nothing
        r = net.do("undo", timeout=10)
        assert r.ok and r.v == v + 2 and net.client.v == v + 2 and net.client.moves == 0
        assert net.client.undo_at == (v + 2, "nothing")
    finally:
        for c in (a, b):
            if c is not None:
                c.close()
        srv.stop()


def test_the_reveal_test_from_the_views_sent_is_the_rules_own():
    """The verdict a seat is sent is judged from the views it was sent before and after its action
    (``reveal_job``, in a judge process): the same as the rules' test on the states, in every game."""
    from game.net.undo import reveal_job
    from rules.registry import GAMES
    judged = 0
    for gid, d in sorted(GAMES.items()):
        for n in sorted({2, max(d.allowed_players())}):
            s = Session(gid, d.rules.normalize_config({"players": n}), 17)
            codec = Codec(s.game, s.config)
            rng = random.Random(n)
            for i in range(24):
                if s.current_player() is None:
                    break
                seat = s.current_player()
                before = codec.encode(s.view(seat))
                action = rng.choice(s.legal_actions())
                s.apply(action)
                seed = (s.seed * 1_000_003 + i * 31 + seat) % (1 << 62)
                got = reveal_job(gid, s.config, before, action.to_json(), codec.encode(s.view(seat)), seat, seed)
                assert got == (s.revealed_to(seat, i) is not None), (gid, n, i)
                judged += got
    assert judged > 0                                 # some actions did reveal


def test_a_zombies_move_is_not_taken_back(tmp_path):
    """A seat whose absent player's moves the AI made (the zombie): back before anyone else moved, that
    player may not take the AI's decision back (``ai_moved``)."""
    async def main():
        async with serving(str(tmp_path / "s.sqlite3")) as (srv, url):
            a, b = await seated(url, "depredador", ["friend", "friend"], zombie=1)
            rng = random.Random(6)
            token = b.token
            await b.close()                                   # b leaves; the AI plays for b after 1 s
            while True:
                await a.wait(lambda c: c.my_turn() or c.status != "playing", 15)
                assert a.status == "playing"
                if srv.tables[a.table].by and srv.tables[a.table].by[-1] == "zombie":
                    break
                assert (await a.act(rng.choice(from_own_view(a)))).ok
            before = unchanged(srv, a.table)
            back = await Client(url).connect()                # b comes back before a moves
            assert (await back.attach(a.table, token)).ok
            await judged([back])
            assert back.undo_refusal == "ai_moved"
            r = await back.undo()
            assert not r.ok and r.rule == "ai_moved" and unchanged(srv, a.table) == before
            for c in (a, back):
                await c.close()
    run(main(), 40)


def test_a_lost_judge_process_is_replaced(tmp_path):
    """Verdicts judged in a judge process; when it dies, the verdict is judged from the states and the
    next tests go to a new process."""
    import os
    import signal

    async def main():
        async with serving(str(tmp_path / "s.sqlite3"), judge_processes=1, allow_seed=True) as (srv, url):
            a, b = await seated(url, "depredador", ["friend", "friend"], seed=1)
            rng = random.Random(1)
            await act_until([a, b], rng, None)                   # judged in the process
            first = srv.judges
            (pid,) = list(first._processes)
            os.kill(pid, signal.SIGKILL)
            for _ in range(6):                                     # judged anyway, then in a new process
                mover = await act_until([a, b], rng, None)
            assert srv.judges is not first and list(srv.judges._processes) != [pid]
            assert (await mover.undo()).ok
            for c in (a, b):
                await c.close()
    run(main(), 60)
