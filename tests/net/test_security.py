"""Nobody gets in where they don't belong: refusals leave the table unchanged, hostile clients change
nothing and the others finish their game, limits on rate, connections, tables and idleness."""
from __future__ import annotations

import asyncio
import json
import random

import pytest

from game.net.client import Client, NetError
from tests.conformance.snapshot import snapshot
from tests.net.kit import play_random, run, seated, serving, until


def _legal(srv, table):
    return lambda: srv.tables[table].session.game.legal_actions(srv.tables[table].session.state)


def _mover(srv, a, b):
    cur = srv.tables[a.table].session.current_player()
    return (a, b) if cur == a.seat else (b, a)


def test_refusals_leave_the_table_unchanged(tmp_path):
    async def main():
        async with serving(str(tmp_path / "s.sqlite3")) as (srv, url):
            a, b = await seated(url, "animal_duel", ["friend", "friend"])
            other = await Client(url).connect()
            r = await other.create("depredador", 2, ["friend", "easy"])
            other_table, other_token = r.data["table"], r.data["token"]
            t = srv.tables[a.table]
            legal = _legal(srv, a.table)
            mover, idle = _mover(srv, a, b)
            good = legal()[0].to_json()
            before = (snapshot(t.session.state), len((await srv.store.call("load", a.table))["actions"]))
            seen = (len(a.events), len(b.events), a.v, b.v)

            async def refused(client, msg, rule):
                n = max(a.n, b.n) + 1            # a number no seat has used (a replay is its own test)
                client.n = n
                reply = await client.raw({"n": n, **msg}, n)
                assert reply["t"] == "refused" and (rule is None or reply["rule"] == rule), reply
                assert (snapshot(t.session.state), len((await srv.store.call("load", a.table))["actions"])) == before
            # the other seat's token: that seat is not to move
            await refused(mover, {"t": "act", "table": a.table, "token": idle.token, "v": t.version, "action": good},
                          "not_your_turn")
            # a seat not to move, with its own token
            await refused(idle, {"t": "act", "table": a.table, "token": idle.token, "v": t.version, "action": good},
                          "not_your_turn")
            # another table's token on this table, this table's token on another table
            await refused(mover, {"t": "act", "table": a.table, "token": other_token, "v": t.version, "action": good},
                          "token")
            await refused(mover, {"t": "act", "table": other_table, "token": mover.token, "v": 0, "action": good},
                          "token")
            await refused(mover, {"t": "act", "table": "Z" * 22, "token": mover.token, "v": 0, "action": good},
                          "no_table")
            # a token that is no one's, an old version, an illegal and a malformed action
            await refused(mover, {"t": "act", "table": a.table, "token": "x" * 43, "v": t.version, "action": good},
                          "token")
            await refused(mover, {"t": "act", "table": a.table, "token": mover.token, "v": t.version + 1,
                                  "action": good}, "stale")
            await refused(mover, {"t": "act", "table": a.table, "token": mover.token, "v": t.version,
                                  "action": {"kind": "fly", "value": 3}}, None)    # the rules' own reason
            await refused(mover, {"t": "act", "table": a.table, "token": mover.token, "v": t.version,
                                  "action": {"kind": "place", "value": True}}, "schema")
            await refused(mover, {"t": "act", "table": a.table, "token": mover.token, "v": t.version,
                                  "action": good, "seat": 1}, "schema")
            # a legal action accepted, then the same message (same number) replayed: refused
            n = mover.n + 1
            mover.n = n
            msg = {"t": "act", "n": n, "table": a.table, "token": mover.token, "v": t.version, "action": good}
            assert (await mover.raw(msg, n))["t"] == "ack"
            after = (snapshot(t.session.state), len((await srv.store.call("load", a.table))["actions"]))
            before = after
            reply = await mover.raw(msg, n)
            assert reply["t"] == "refused" and reply["rule"] == "replay"
            msg2 = dict(msg, v=t.version, action=legal()[0].to_json())
            reply = await mover.raw(msg2, n)                      # an old number with a new action
            assert reply["rule"] == "replay"
            assert (snapshot(t.session.state), len((await srv.store.call("load", a.table))["actions"])) == after
            # the refused messages told the other seat nothing; the accepted one did
            await idle.wait(lambda c: c.v == seen[2] + 1)
            # the game goes on to the end
            await play_random([a, b], legal, random.Random(2))
            assert a.status == "over"
            for c in (a, b, other):
                await c.close()
    run(main(), 30)


def test_a_hostile_client_changes_nothing_and_the_others_finish(tmp_path):
    async def main():
        async with serving(str(tmp_path / "s.sqlite3"), rate=50, burst=100, abuse_close=300) as (srv, url):
            a, b = await seated(url, "depredador", ["friend", "friend"])
            from websockets.asyncio.client import connect
            t = srv.tables[a.table]
            before = snapshot(t.session.state)
            async with connect(url, proxy=None, max_size=None) as evil:
                for junk in (b"\x00\xff junk bytes", "{not json", "[" * 5000 + "]" * 5000,
                             json.dumps({"t": "act", "n": 1, "table": a.table, "token": a.token, "v": 0,
                                         "action": {"kind": "x", "value": [[[[[[[[[1]]]]]]]]]}}),
                             json.dumps({"t": "act", "n": 1.5}),
                             json.dumps({"t": "attach", "n": 2, "table": a.table, "token": "A" * 43}),
                             '{"t": "ping", "n": NaN}'):
                    await evil.send(junk)
                    reply = json.loads(await asyncio.wait_for(evil.recv(), 5))
                    assert reply["t"] in ("error", "refused"), reply
                # 1,000 messages as fast as it can: refused past the rate, then the connection is closed
                replies = []

                async def read():
                    try:
                        while True:
                            replies.append(json.loads(await evil.recv()))
                    except Exception:  # noqa: BLE001 - closed by the server
                        pass
                reader = asyncio.create_task(read())
                try:
                    for i in range(1000):
                        await evil.send(json.dumps({"t": "ping", "n": 10 + i}))
                except Exception:  # noqa: BLE001 - closed under it
                    pass
                await asyncio.wait_for(reader, 10)
                assert evil.close_code == 1008
            # refused past the rate, and closed (for the rate, or for not reading its answers fast enough)
            assert len(replies) < 1000 and all(m["t"] == "pong" or m.get("rule") == "rate" for m in replies)
            # a 10 MB message: the connection is closed, nothing else happens
            big = await connect(url, proxy=None)
            try:
                await big.send("x" * (10 * 1024 * 1024))
            except Exception:  # noqa: BLE001 - closed while it was still sending
                pass
            await asyncio.wait_for(big.wait_closed(), 5)
            assert big.close_code == 1009                     # "message too big"
            assert snapshot(t.session.state) == before and t.version == 0
            await play_random([a, b], _legal(srv, a.table), random.Random(4))
            assert a.status == b.status == "over"
            for c in (a, b):
                await c.close()
    run(main(), 40)


def test_an_abusive_connection_is_closed(tmp_path):
    async def main():
        async with serving(str(tmp_path / "s.sqlite3"), rate=5, burst=5, abuse_close=50) as (srv, url):
            from websockets.asyncio.client import connect
            async with connect(url, proxy=None) as ws:
                with pytest.raises(Exception):
                    for i in range(500):
                        await ws.send(json.dumps({"t": "ping", "n": i + 1}))
                        await asyncio.sleep(0)
                    async with asyncio.timeout(5):
                        while True:
                            await ws.recv()
                assert ws.close_code == 1008
    run(main(), 20)


def test_limits_on_connections_tables_and_idleness(tmp_path):
    async def main():
        async with serving(str(tmp_path / "s.sqlite3"), max_connections=3, max_tables=2, idle_timeout=0.6) as (srv, url):
            from websockets.asyncio.client import connect
            c1 = await Client(url, ping_every=0.2).connect()
            assert (await c1.create("depredador", 2, ["friend", "easy"])).ok
            assert (await c1.create("depredador", 2, ["friend", "easy"])).ok
            r = await c1.create("depredador", 2, ["friend", "easy"])
            assert not r.ok and r.rule == "too_many_tables"
            c2 = await Client(url, ping_every=0.2).connect()
            c3 = await Client(url, ping_every=0.2).connect()
            async with connect(url, proxy=None) as ws:             # the fourth
                with pytest.raises(Exception):
                    await asyncio.wait_for(ws.recv(), 5)
                assert ws.close_code == 1013
            # a silent connection is closed; a client that pings stays
            c3._closing = True
            c3._pinger.cancel()
            await until(lambda: c3.ws.close_code is not None, 10, "the idle connection closed")
            assert c3.ws.close_code == 1000 and c3.ws.close_reason == "idle"
            assert (await c1.request({"t": "ping"}))["t"] == "pong"
            for c in (c1, c2, c3):
                await c.close()
    run(main(), 20)


def test_the_waiting_room_rules(tmp_path):
    async def main():
        async with serving(str(tmp_path / "s.sqlite3")) as (srv, url):
            a = await Client(url).connect()
            r = await a.create("depredador", 3, ["friend", "friend", "hard"], name="Ana", zombie=60)
            code, table = r.data["code"], r.data["table"]
            assert len(code) * 6 >= 60                              # an invitation of at least 60 bits
            await a.attach(table, r.data["token"])
            assert a.seats[1]["taken"] is False and a.seats[2]["taken"] is True
            s = await a.start()
            assert not s.ok and s.rule == "not_full"
            b = await Client(url).connect()
            assert not (await b.join("A" * 16)).ok
            j = await b.join(code, "Bea")
            assert j.ok and j.data["seat"] == 1
            await a.wait(lambda c: c.seats[1]["taken"] and c.seats[1]["name"] == "Bea")
            c = await Client(url).connect()
            full = await c.join(code)
            assert not full.ok and full.rule == "full"
            await b.attach(table, j.data["token"])
            s = await b.start()
            assert not s.ok and s.rule == "not_creator"
            bad = await a.create("depredador", 2, ["easy", "friend"])
            assert not bad.ok and bad.rule == "config"
            bad = await a.create("depredador", 9, ["friend"] * 9)
            assert not bad.ok and bad.rule == "schema"
            bad = await a.create("depredador", 2, ["friend", "easy"], seed=7)      # only with --allow-seed
            assert not bad.ok and bad.rule == "seed"
            bad = await a.create("chess", 2, ["friend", "friend"])
            assert not bad.ok and bad.rule == "config"
            bad = await a.create("depredador", 2, ["friend", "friend"], options={"nope": 1})
            assert not bad.ok and bad.rule == "config"
            assert (await a.start()).ok
            assert not (await a.start()).ok
            late = await c.join(code)
            assert not late.ok and late.rule == "started"
            for x in (a, b, c):
                await x.close()
    run(main(), 20)


def test_no_server_is_one_error():
    from tests.net.conftest import free_port

    async def main():
        with pytest.raises(NetError):
            await Client(f"ws://127.0.0.1:{free_port()}", timeout=2).connect()
    run(main(), 10)


def test_tls(tmp_path):
    import shutil
    import ssl
    import subprocess
    if not shutil.which("openssl"):
        pytest.skip("no openssl command to make a test certificate")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out", str(cert),
                    "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
                   check=True, capture_output=True, timeout=30)
    from game.net.server import Server, ServerConfig, tls_context
    from game.net.store import open_store

    async def main():
        srv = Server(open_store(str(tmp_path / "s.sqlite3")), ServerConfig(port=0))
        await srv.start(ssl_context=tls_context(str(cert), str(key)))
        try:
            ctx = ssl.create_default_context(cafile=str(cert))
            c = await Client(f"wss://127.0.0.1:{srv.port}", ssl=ctx).connect()
            assert (await c.create("depredador", 2, ["friend", "easy"])).ok
            await c.close()
            with pytest.raises(NetError):                          # plain ws to a TLS port
                await Client(f"ws://127.0.0.1:{srv.port}", timeout=2).connect()
            with pytest.raises(NetError):                          # a certificate it does not trust
                await Client(f"wss://127.0.0.1:{srv.port}", timeout=2).connect()
        finally:
            await srv.stop()
    run(main(), 20)
