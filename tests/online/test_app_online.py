"""Two apps play a whole game through a server on 127.0.0.1, by the screens a person uses: one creates
the table (Online → Create table → the waiting room's code), the other joins by typing the code, the
creator starts; each then plays at its own table (the move its player would make is chosen by an easy
player from that table's own view and made through the table's click path, ``try_action``); both see the
same end and the same scores as the server. One game is left in the middle (both apps closed, the server
stopped) and resumed the next day from My online tables."""
from __future__ import annotations

import time

import pygame
import pytest

from rules.engine.session import Session
from rules.registry import descriptor
from tests.online.kit import Player, ServerThread, free_port, table_of

GAMES = ["depredador", "animal_duel", "selva", "forest_shuffle", "dominant_species"]


def move_if_mine(player, bots: dict) -> bool:
    """The player's move when it is theirs (through the table, as a click ends). True when one was made."""
    t = table_of(player)
    if t is None or t.ended:
        return False
    if t.pause_turns(0.0):                     # a summary between rounds: the player reads it, then Enter
        player.key(pygame.K_RETURN)
        return False
    if not t.my_turn():
        return False
    view = t.view()
    if not t.legal:
        return False
    seat = t.seat
    bot = bots.setdefault((player.name, seat), descriptor(t.game_id).make_bot("easy", 17 + seat))
    action = bot.choose(t.game, view.clone() if hasattr(view, "clone") else view, seat)
    with player.here():
        assert t.try_action(action), (t.game_id, action)
    return True


def play(players, bots: dict, until_moves: int | None = None, seconds: float = 240.0) -> int:
    """Both apps step until both tables have ended (or ``until_moves`` moves were made)."""
    moves = 0
    end = time.monotonic() + seconds
    frame = 0
    while True:
        frame += 1
        for p in players:
            p.step(draw=frame % 8 == 0)                    # (a picture every 8 frames: the test's time)
            if move_if_mine(p, bots):
                moves += 1
        tables = [table_of(p) for p in players]
        if all(t is not None and t.ended for t in tables):
            return moves
        if until_moves is not None and moves >= until_moves:
            return moves
        assert time.monotonic() < end, f"the game did not end in {seconds} s ({moves} moves)"
        time.sleep(0.001)


def start_game(a, b, game: str):
    wa = a.create(game, 2, ["friend", "friend"])
    code = wa.entry["code"]
    assert code and len(code) >= 16                       # 96 bits, shown in the waiting room
    wb = b.join(code)
    a.until(lambda: wa.full(), what="the friend's seat taken")
    a.step()                                              # (the Start button lights on the next frame)
    assert not wb.creator and not hasattr(wb, "start_button") or wb.start_button not in wb.buttons
    a.click(wa.start_button.rect.center)
    a.until(lambda: table_of(a) is not None, what="the table (creator)")
    b.until(lambda: table_of(b) is not None, what="the table (friend)")
    return table_of(a), table_of(b)


def finish_and_compare(a, b, srv) -> None:
    ta, tb = table_of(a), table_of(b)
    ra, rb = ta.session.result(), tb.session.result()
    assert ra is not None and rb is not None
    assert ra.scores == rb.scores and ra.places == rb.places
    server_table = srv.server.tables[ta.session.client.table]
    assert list(server_table.session.result().scores) == list(ra.scores)
    assert ta.seat == 0 and tb.seat == 1
    for p in (a, b):
        toast = p.app.toast[0] if p.app.toast else ""
        assert "went wrong" not in toast, toast


@pytest.mark.parametrize("game", GAMES)
def test_two_apps_play_a_whole_game(game, tmp_path):
    srv = ServerThread(str(tmp_path / "server.sqlite3"), free_port())
    a = Player(str(tmp_path / "ana"), srv.url, "Ana")
    b = Player(str(tmp_path / "bea"), srv.url, "Bea")
    try:
        ta, tb = start_game(a, b, game)
        assert ta.online and tb.online and ta.seats.humans == [0] and tb.seats.humans == [1]
        moves = play([a, b], {})
        assert moves > 5
        finish_and_compare(a, b, srv)
        # over: the server sends the seed and the log; each app replays the game for the chart and review
        for p in (a, b):
            t = table_of(p)
            p.until(lambda t=t: t.session.replayable, what="the finished game's log")
            replay = Session(game, t.session.config, t.session.seed, list(t.session.actions))
            assert replay.result().scores == t.session.result().scores
            p.step(2)
            with p.here():                               # and it is in this player's statistics, once
                from game.records import open_default
                db = open_default()
                rows = db.conn.execute("SELECT id, game FROM games").fetchall()
                db.conn.close()
            assert rows == [(f"online-{t.session.meta['table']}", game)]
            with p.here():
                t.see_results()
                from game.scenes.results import ResultsScene
                if not isinstance(p.top, ResultsScene):     # (Forest Shuffle shows its final scores first)
                    p.app.push_scene("results", session=t.session, board=t)
                results = p.top
                assert results.review_button.enabled
                assert results.chart_data() is not None or not hasattr(t.game, "score_track")
                p.click(results.review_button.rect.center)
                assert p.top.session.meta.get("review") and p.top.seat == t.seat
        for p in (a, b):                                   # nothing kept locally: the server keeps it
            import os
            assert not os.path.exists(os.path.join(p.home, "saves")) or not os.listdir(os.path.join(p.home, "saves"))
    finally:
        for p in (a, b):
            p.close()
        srv.stop()


def test_left_and_resumed_the_next_day(tmp_path):
    """Both players close their apps mid-game, the server stops; the next day the server starts again on
    its file, each player opens the table from My online tables, and the game goes on to its end."""
    db, port = str(tmp_path / "server.sqlite3"), free_port()
    srv = ServerThread(db, port)
    a = Player(str(tmp_path / "ana"), srv.url, "Ana")
    b = Player(str(tmp_path / "bea"), srv.url, "Bea")
    bots: dict = {}
    start_game(a, b, "depredador")
    play([a, b], bots, until_moves=8)
    version = table_of(a).session.version
    for p in (a, b):
        p.close()
    srv.stop()
    srv = ServerThread(db, port)                           # the next day: the same file, the same address
    a = Player(str(tmp_path / "ana"), srv.url, "Ana")
    b = Player(str(tmp_path / "bea"), srv.url, "Bea")
    try:
        for p in (a, b):
            on = p.open_online()
            assert len(on.entries) == 1                    # my online tables: this one
            p.until(lambda: on.lines, what="the table's line from the server")
            assert on.lines[on.entries[0]["table"]]["status"] == "playing"
            p.click(on.row_rect(0).center)
            p.until(lambda: table_of(p) is not None, what="the table again")
            assert table_of(p).session.version >= version
        play([a, b], bots)
        finish_and_compare(a, b, srv)
    finally:
        for p in (a, b):
            p.close()
        srv.stop()


def test_an_ai_seat_and_a_friend_who_leaves(tmp_path):
    """Depredador for three: Ana, Bea and an AI seat the server plays. Bea closes her app mid-game; past
    the table's away limit the server's AI plays her seat too, and Ana finishes the game alone; Bea's
    seat is still hers in My online tables, the game shown finished."""
    srv = ServerThread(str(tmp_path / "server.sqlite3"), free_port())
    a = Player(str(tmp_path / "ana"), srv.url, "Ana")
    b = Player(str(tmp_path / "bea"), srv.url, "Bea")
    try:
        # (the screen offers 1 minute and up; the test cannot wait that long: 1 s)
        wa = a.create("depredador", 3, ["friend", "friend", "easy"], away=1)
        assert [s["kind"] for s in wa.client.seats] == ["friend", "friend", "easy"]
        b.join(wa.entry["code"])
        a.until(lambda: wa.full(), what="the friend")
        a.step()
        a.click(wa.start_button.rect.center)
        a.until(lambda: table_of(a) is not None, what="the table")
        b.until(lambda: table_of(b) is not None, what="the table")
        bots: dict = {}
        play([a, b], bots, until_moves=10)
        b.close()                                        # Bea leaves
        play([a], bots, seconds=240)                     # the zombie and the AI seat play on
        ta = table_of(a)
        assert ta.session.result() is not None
        b2 = Player(str(tmp_path / "bea"), srv.url, "Bea")
        on = b2.open_online()
        b2.until(lambda: on.lines, what="the list")
        assert on.lines[on.entries[0]["table"]]["status"] == "over"
        b2.close()
    finally:
        a.close()
        srv.stop()
