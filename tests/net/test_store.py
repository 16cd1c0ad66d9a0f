"""The storage interface: the same tests on SQLite and on PostgreSQL (a throw-away cluster)."""
from __future__ import annotations

import threading
import time

import pytest

from game.net.store import SqliteStore, StoreError, digest, open_store


def _table(tid="T" * 22, code="C" * 16, owner="1.2.3.4", status="waiting"):
    return {"id": tid, "code_hash": digest(code), "game": "depredador", "players": 2, "options": {"x": 1},
            "config": None, "seed": 2 ** 61 + 5, "status": status, "zombie": 60, "owner": owner,
            "created": time.time()}


def _seats(token="k" * 43):
    return [{"seat": 0, "kind": "friend", "name": "Ana", "token_hash": digest(token)},
            {"seat": 1, "kind": "friend", "name": "Player 2", "token_hash": None}]


@pytest.fixture
def store(store_url):
    s = open_store(store_url)
    yield s
    s.close()


def test_a_table_is_written_and_read_back(store):
    store.create_table(_table(), _seats())
    assert store.table_by_code(digest("C" * 16)) == "T" * 22
    assert store.table_by_code(digest("D" * 16)) is None
    rec = store.load("T" * 22)
    assert rec["game"] == "depredador" and rec["seed"] == 2 ** 61 + 5 and rec["options"] == {"x": 1}
    assert rec["status"] == "waiting" and rec["config"] is None and rec["actions"] == []
    assert [s["name"] for s in rec["seats"]] == ["Ana", "Player 2"]
    assert rec["seats"][0]["token_hash"] == digest("k" * 43) and rec["seats"][1]["token_hash"] is None
    assert store.load("nope") is None
    assert store.open_tables("1.2.3.4") == 1 and store.open_tables("5.6.7.8") == 0


def test_a_seat_is_claimed_once_and_only_while_waiting(store):
    store.create_table(_table(), _seats())
    assert store.claim_seat("T" * 22, 1, digest("a" * 43), "Bea")
    assert not store.claim_seat("T" * 22, 1, digest("b" * 43), "Cid")          # taken
    rec = store.load("T" * 22)
    assert rec["seats"][1]["name"] == "Bea" and rec["seats"][1]["token_hash"] == digest("a" * 43)
    store.create_table(_table("U" * 22, "E" * 16), _seats("m" * 43))
    assert store.start("U" * 22, {"players": 2}, 0, 1)
    assert not store.claim_seat("U" * 22, 1, digest("c" * 43), "Dan")          # started


def test_start_uses_up_the_message_number_and_happens_once(store):
    store.create_table(_table(), _seats())
    assert store.start("T" * 22, {"players": 2, "seats": ["human", "human"]}, 0, 5)
    assert not store.start("T" * 22, {"players": 2}, 0, 6)                      # already playing
    rec = store.load("T" * 22)
    assert rec["status"] == "playing" and rec["config"] == {"players": 2, "seats": ["human", "human"]}
    assert rec["seats"][0]["last_n"] == 5


def test_actions_append_in_order_and_an_index_is_taken_once(store):
    store.create_table(_table(status="playing"), _seats())
    assert store.append("T" * 22, 0, {"kind": "a", "value": [1, 2]}, 0, "player", 1) == "ok"
    assert store.append("T" * 22, 1, {"kind": "b", "value": None}, 1, "bot", None) == "ok"
    assert store.append("T" * 22, 1, {"kind": "c", "value": None}, 0, "player", 2) == "conflict"
    rec = store.load("T" * 22)
    assert [a["action"]["kind"] for a in rec["actions"]] == ["a", "b"]
    assert rec["actions"][0]["action"]["value"] == [1, 2] and rec["actions"][1]["who"] == "bot"
    assert rec["version"] == 2
    # the refused append changed nothing: not the log, not the seat's message number
    assert rec["seats"][0]["last_n"] == 1
    assert [a["idx"] for a in store.load("T" * 22, since=1)["actions"]] == [1]
    assert store.append("T" * 22, 2, {"kind": "d", "value": 3}, 0, "player", 2, status="over") == "ok"
    rec = store.load("T" * 22)
    assert rec["status"] == "over" and store.open_tables("1.2.3.4") == 0


def test_a_replayed_message_number_is_refused_with_no_change(store):
    store.create_table(_table(status="playing"), _seats())
    assert store.append("T" * 22, 0, {"kind": "a", "value": 1}, 0, "player", 7) == "ok"
    assert store.append("T" * 22, 1, {"kind": "a", "value": 2}, 0, "player", 7) == "replay"
    assert store.append("T" * 22, 1, {"kind": "a", "value": 2}, 0, "player", 3) == "replay"
    assert not store.take_n("T" * 22, 0, 7)
    assert store.take_n("T" * 22, 0, 8)
    rec = store.load("T" * 22)
    assert len(rec["actions"]) == 1 and rec["seats"][0]["last_n"] == 8


def test_seen_at_is_kept(store):
    store.create_table(_table(), _seats())
    store.seen("T" * 22, [0, 1], at=1234.5)
    assert [s["seen_at"] for s in store.load("T" * 22)["seats"]] == [1234.5, 1234.5]


def test_racing_appends_one_winner_per_index(store_url):
    """Two connections (two server processes would each have one) append to one table at once: every
    index is won by exactly one of them; the log has no hole and no double."""
    first = open_store(store_url)
    first.create_table(_table(status="playing"), _seats())
    if isinstance(first, SqliteStore):
        first.close()
        # one process per SQLite file: a second store on it is refused; the race is one process's threads
        stores = [open_store(store_url)]
        with pytest.raises(StoreError):
            open_store(store_url)
        stores.append(stores[0])
        lock = threading.Lock()
    else:
        stores = [first, open_store(store_url)]
        lock = None
    wins = [0, 0]

    def racer(k):
        s = stores[k]
        idx = 0
        while idx < 40:
            if lock:
                with lock:
                    res = s.append("T" * 22, idx, {"kind": "r", "value": k}, None, "bot", None)
            else:
                res = s.append("T" * 22, idx, {"kind": "r", "value": k}, None, "bot", None)
            if res == "ok":
                wins[k] += 1
            idx += 1

    threads = [threading.Thread(target=racer, args=(k,)) for k in (0, 1)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    rec = stores[0].load("T" * 22)
    assert [a["idx"] for a in rec["actions"]] == list(range(40))
    assert sum(wins) == 40
    for s in set(map(id, stores)):
        next(x for x in stores if id(x) == s).close()


def test_a_damaged_sqlite_file_is_one_line(tmp_path):
    bad = tmp_path / "bad.sqlite3"
    bad.write_bytes(b"this is not a database" * 100)
    with pytest.raises(StoreError) as err:
        SqliteStore(str(bad))
    assert "bad.sqlite3" in str(err.value) and "\n" not in str(err.value)


def test_postgres_notifies_other_connections(pg_url):
    from game.net.store import PostgresStore
    a, b = PostgresStore(pg_url), PostgresStore(pg_url)
    heard = []
    got = threading.Event()

    def on(tid):
        heard.append(tid)
        got.set()

    b.listen(on)
    try:
        a.create_table(_table(), _seats())
        assert got.wait(10)
        assert heard[0] == "T" * 22
    finally:
        a.close()
        b.close()


def test_an_unreachable_postgres_is_one_line():
    from game.net.store import PostgresStore
    from tests.net.conftest import free_port
    with pytest.raises(StoreError) as err:
        PostgresStore(f"postgresql://nobody@127.0.0.1:{free_port()}/none?connect_timeout=2")
    assert "\n" not in str(err.value)


def test_a_batch_is_one_transaction_where_each_call_stands_alone(store):
    """Group commit: the calls of a batch share one transaction; a call refused (a taken index, a used
    message number) or failing takes back only its own changes."""
    store.create_table(_table(status="playing"), _seats())
    results = store.batch([
        ("append", ("T" * 22, 0, {"kind": "a", "value": 1}, 0, "player", 1), {}),
        ("append", ("T" * 22, 0, {"kind": "b", "value": 1}, 1, "player", None), {}),     # index taken
        ("append", ("T" * 22, 1, {"kind": "c", "value": 1}, 0, "player", 1), {}),        # number used
        ("append", ("T" * 22, 1, {"kind": "d", "value": 1}, None, "bot", None), {}),
        ("load", ("nope",), {}),
        ("no_such_call", (), {}),
        ("seen", ("T" * 22, [1]), {"at": 99.0}),
    ])
    assert [r[1] if r[0] else "error" for r in results][:5] == ["ok", "conflict", "replay", "ok", None]
    assert results[5][0] is False and results[6] == (True, None)
    rec = store.load("T" * 22)
    assert [a["action"]["kind"] for a in rec["actions"]] == ["a", "d"]
    assert rec["seats"][0]["last_n"] == 1 and rec["seats"][1]["seen_at"] == 99.0 and rec["version"] == 2


def test_the_async_store_answers_every_call(store_url):
    import asyncio

    from game.net.store import AsyncStore

    async def main():
        a = AsyncStore(open_store(store_url))
        try:
            await a.call("create_table", _table(status="playing"), _seats())
            got = await asyncio.gather(*[a.call("append", "T" * 22, i, {"kind": "x", "value": i}, None, "bot", None)
                                         for i in range(30)])
            assert got == ["ok"] * 30
            assert len((await a.call("load", "T" * 22))["actions"]) == 30
            assert a.calls == 32 and a.batches < 32                 # grouped
            try:
                await a.call("no_such_call")
            except AttributeError:
                pass
            else:
                raise AssertionError("an unknown call must fail")
        finally:
            await asyncio.get_running_loop().run_in_executor(None, a.close)
    asyncio.run(asyncio.wait_for(main(), 30))


def test_two_processes_racing_on_many_tables_never_deadlock(pg_url):
    """Two async stores (two server processes, four connections each) append to the same six tables
    at once and write presence beside: every append is won by one side or lost as a conflict, never a
    deadlock (their transactions lock tables in one order)."""
    import asyncio

    from game.net.store import AsyncStore

    ids = [f"{k}" * 22 for k in "ABCDEF"]

    async def main():
        one, two = AsyncStore(open_store(pg_url)), AsyncStore(open_store(pg_url))
        try:
            for k, tid in enumerate(ids):
                await one.call("create_table", _table(tid, f"{k}" * 16, status="playing"), [
                    {"seat": 0, "kind": "friend", "name": "A", "token_hash": digest(tid + "0")},
                    {"seat": 1, "kind": "friend", "name": "B", "token_hash": digest(tid + "1")}])

            async def side(store, who, order):
                out = []
                for i in range(12):
                    calls = [store.call("append", tid, i, {"kind": who, "value": i}, None, "bot", None)
                             for tid in order]
                    calls.append(store.call("seen_many", [(tid, [0, 1]) for tid in reversed(order)]))
                    out += await asyncio.gather(*calls, return_exceptions=True)
                return out
            a, b = await asyncio.gather(side(one, "a", ids), side(two, "b", list(reversed(ids))))
            errors = [r for r in a + b if isinstance(r, BaseException)]
            assert errors == []
            assert set(r for r in a + b if r is not None) <= {"ok", "conflict"}
            for tid in ids:
                assert [x["idx"] for x in (await one.call("load", tid))["actions"]] == list(range(12))
        finally:
            loop = asyncio.get_running_loop()
            await loop.run_in_executor(None, one.close)
            await loop.run_in_executor(None, two.close)
    asyncio.run(asyncio.wait_for(main(), 60))
