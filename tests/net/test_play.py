"""Whole games through the server: two clients play to the end with random legal actions; every view
a seat receives is exactly its own view (compared with ``view(state, seat)`` of the logged game), the
log in the database rebuilds the game, bots play their seats, quick messages reach the table."""
from __future__ import annotations

import random

import pytest

from game.net.codec import Codec, plain
from rules.registry import descriptor
from tests.net.kit import check_messages, from_own_view, play_random, replica, run, seated, serving


def _legal(srv, table):
    return lambda: srv.tables[table].session.game.legal_actions(srv.tables[table].session.state)


@pytest.mark.parametrize("game", ["depredador", "animal_duel"])
def test_a_whole_game_between_two_clients(game, tmp_path):
    async def main():
        async with serving(str(tmp_path / "s.sqlite3")) as (srv, url):
            log: dict = {}
            a, b = await seated(url, game, ["friend", "friend"], log)
            # each client plays from its own view alone (rebuilt from what it was sent)
            sent = await play_random([a, b], from_own_view, random.Random(7))
            assert a.status == b.status == "over" and a.v == b.v == sent
            rec = (await srv.store.call("load", a.table))
            assert rec["status"] == "over" and len(rec["actions"]) == sent
            # the database's log is the game: replayed, it ends with the result both clients were told
            res = replica(rec).result()
            codec = Codec(descriptor(game).rules, rec["config"])
            assert a.result == b.result == plain(res.to_json())
            assert check_messages(rec, log) > sent          # every view each seat got was its own
            # and something was hidden: the two seats' views differ, and differ from the whole state
            full = replica(rec)
            g = full.game
            assert codec.encode(g.view(full.state, 0)) != codec.encode(g.view(full.state, 1)) or \
                any(m.get("view") != n.get("view") for m, n in zip(log[0], log[1]))
            await a.close()
            await b.close()
    run(main(), 40)


def test_the_same_game_on_postgresql(pg_url):
    async def main():
        async with serving(pg_url) as (srv, url):
            log: dict = {}
            a, b = await seated(url, "depredador", ["friend", "friend"], log)
            sent = await play_random([a, b], _legal(srv, a.table), random.Random(3))
            rec = (await srv.store.call("load", a.table))
            assert a.status == "over" and len(rec["actions"]) == sent
            assert check_messages(rec, log) > sent
            await a.close()
            await b.close()
    run(main(), 40)


def test_hidden_cards_never_reach_the_other_seat(tmp_path):
    """Depredador's hands are secret: at the start, no card of seat 1's hand is in what seat 0 received
    (every message, as text), while seat 1's own view names them."""
    async def main():
        async with serving(str(tmp_path / "s.sqlite3")) as (srv, url):
            log: dict = {}
            a, b = await seated(url, "depredador", ["friend", "friend"], log)
            t = srv.tables[a.table]
            g = t.session.game
            mine = t.codec.encode(g.view(t.session.state, 1))
            theirs = t.codec.encode(g.view(t.session.state, 0))
            assert mine != theirs
            assert log[1][-1]["view"] == mine and log[0][-1]["view"] == theirs
            await a.close()
            await b.close()
    run(main(), 20)


def test_bots_play_their_seats_and_quick_messages_reach_the_table(tmp_path):
    async def main():
        async with serving(str(tmp_path / "s.sqlite3")) as (srv, url):
            log: dict = {}
            a, b = await seated(url, "depredador", ["friend", "easy", "friend"], log)
            assert (await a.say("well_played")).ok
            await b.wait(lambda c: c.said == [(0, "well_played")])
            bad = await a.raw({"t": "say", "n": a.n + 1, "table": a.table, "token": a.token, "msg": "free text"}, a.n + 1)
            assert bad["t"] == "refused" and bad["rule"] == "schema"
            await play_random([a, b], _legal(srv, a.table), random.Random(5))
            rec = (await srv.store.call("load", a.table))
            assert rec["status"] == "over"
            bot_moves = [x for x in rec["actions"] if x["who"] == "bot"]
            assert bot_moves and all(x["seat"] == 1 for x in bot_moves)
            check_messages(rec, log)
            await a.close()
            await b.close()
    run(main(), 30)


def test_my_online_tables_say_whose_turn_it_is(tmp_path):
    async def main():
        async with serving(str(tmp_path / "s.sqlite3")) as (srv, url):
            a, b = await seated(url, "animal_duel", ["friend", "friend"])
            other = await a.create("depredador", 2, ["friend", "easy"])        # a second table, waiting
            held = [(a.table, a.token), (other.data["table"], other.data["token"]), (a.table, b.token),
                    (b.table, "x" * 43)]
            rows = await a.tables(held)
            assert [r.get("error") for r in rows] == [None, None, None, "token"]
            first, waiting, theirs = rows[:3]
            assert first["game"] == "animal_duel" and first["status"] == "playing" and first["seat"] == a.seat
            assert first["current"] == a.current and first["my_turn"] == a.my_turn()
            assert theirs["seat"] == b.seat and theirs["my_turn"] == b.my_turn() != first["my_turn"]
            assert waiting["status"] == "waiting" and waiting["current"] is None and waiting["names"][1] == "Ñandú"     # an AI seat's name, as at home
            mover = a if a.my_turn() else b
            v = mover.v
            legal = srv.tables[a.table].session.legal_actions()
            assert (await mover.act(legal[0])).ok
            await a.wait(lambda c: c.v > v)
            again = await b.tables([(a.table, a.token)])
            assert again[0]["v"] == v + 1 and again[0]["current"] == a.current
            await a.close()
            await b.close()
    run(main(), 20)
