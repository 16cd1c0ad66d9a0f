"""Reconnection and zombies: a dropped connection resumes without loss (an action in flight is
acknowledged exactly once), a missed update brings the state again, and a seat whose player left
longer than the table's limit is played by the AI until they come back."""
from __future__ import annotations

import asyncio
import random

from game.net.client import Client
from game.net.codec import plain
from tests.net.kit import check_messages, play_random, replica, run, seated, serving, until


def _legal(srv, table):
    return lambda: srv.tables[table].session.game.legal_actions(srv.tables[table].session.state)


def test_dropped_connections_resume_without_loss(tmp_path):
    async def main():
        async with serving(str(tmp_path / "s.sqlite3")) as (srv, url):
            log: dict = {}
            a, b = await seated(url, "depredador", ["friend", "friend"], log)
            legal = _legal(srv, a.table)
            rng = random.Random(11)
            acked = 0
            k = 0
            while a.status == "playing":
                mover = a if a.my_turn() else b if b.my_turn() else None
                if mover is None:
                    await until(lambda: a.status != "playing" or a.my_turn() or b.my_turn(), 10)
                    continue
                other = b if mover is a else a
                v = srv.tables[a.table].version
                action = rng.choice(legal())
                k += 1
                if k % 3 == 0:                  # the connection drops just after the action is sent
                    task = asyncio.create_task(mover.act(action))
                    await asyncio.sleep(0)
                    await mover.drop()
                    r = await task
                elif k % 3 == 1:                # it dropped before: the action waits and goes after
                    await mover.drop()
                    r = await mover.act(action)
                else:                           # the other seat drops while this one moves
                    await other.drop()
                    r = await mover.act(action)
                assert r.ok, r
                acked += 1
                assert srv.tables[a.table].version == v + 1          # once, never twice
                for c in (a, b):
                    await c.wait(lambda c: c.v == v + 1, 10)
            rec = (await srv.store.call("load", a.table))
            assert len(rec["actions"]) == acked
            assert a.reconnects >= acked // 3 and b.reconnects >= 1
            check_messages(rec, log)
            full = replica(rec)
            for c in (a, b):                    # the events each client kept: every one its seat may see
                expect = [e.to_json() for e in full.events if e.seen_by(c.seat)]
                assert [{x: y for x, y in e.items() if x != "at"} for e in c.events] == \
                    plain(expect)
            await a.close()
            await b.close()
    run(main(), 40)


def test_a_client_that_missed_updates_gets_the_state_again(tmp_path):
    async def main():
        async with serving(str(tmp_path / "s.sqlite3")) as (srv, url):
            a, b = await seated(url, "animal_duel", ["friend", "friend"])
            legal = _legal(srv, a.table)
            rng = random.Random(1)
            # b's connection is cut and stays away while a and the table move on
            b._closing = True
            await b.drop()
            b2_events = len(b.events)
            moved = 0
            while moved < 3 and a.status == "playing":
                if a.my_turn():
                    assert (await a.act(rng.choice(legal()))).ok
                    moved += 1
                else:
                    # b's turn: play it through another client on b's token (as b on another device)
                    other = await Client(url).connect()
                    assert (await other.attach(a.table, b.token)).ok
                    assert (await other.act(rng.choice(legal()))).ok
                    await other.close()
                    moved += 1
            # b comes back with the version it had: it gets everything after it
            b._closing = False
            back = await Client(url).connect()
            back.v, back.events, back.table = b.v, list(b.events), a.table
            assert (await back.attach(a.table, b.token)).ok
            assert back.v == srv.tables[a.table].version and len(back.events) > b2_events
            full = replica((await srv.store.call("load", a.table)))
            expect = plain([e.to_json() for e in full.events if e.seen_by(b.seat)])
            assert [{x: y for x, y in e.items() if x != "at"} for e in back.events] == expect
            for c in (a, back):
                await c.close()
    run(main(), 30)


def test_an_absent_player_is_played_by_the_ai_until_they_return(tmp_path):
    async def main():
        async with serving(str(tmp_path / "s.sqlite3")) as (srv, url):
            a, b = await seated(url, "depredador", ["friend", "friend"], zombie=1)
            legal = _legal(srv, a.table)
            rng = random.Random(2)
            token = b.token
            await b.close()                                   # b leaves
            while not any(x["who"] == "zombie" for x in (await srv.store.call("load", a.table))["actions"]):
                if a.my_turn():
                    assert (await a.act(rng.choice(legal()))).ok
                else:
                    await a.wait(lambda c: c.my_turn() or c.status != "playing", 10)
                assert a.status == "playing"
            b2 = await Client(url).connect()                  # b comes back
            assert (await b2.attach(a.table, token)).ok
            back_at = srv.tables[a.table].version
            await play_random([a, b2], legal, rng)
            rec = (await srv.store.call("load", a.table))
            assert rec["status"] == "over"
            assert all(x["who"] == "player" for x in rec["actions"][back_at + 1:])
            assert any(x["who"] == "player" and x["seat"] == b2.seat for x in rec["actions"][back_at:])
            for c in (a, b2):
                await c.close()
    run(main(), 30)
