"""Hints (issue 24): the analyst reads only the seat's own view, gives the same answer for the same seed,
is asked from the table by the Hint button and the H key (off the render loop), marks the game assisted
(in the save's app block and in the records), and ``main.py hint`` prints one JSON line per choice for a
save and a log of every game. Budgets are tiny (level normal, a few deals)."""
from __future__ import annotations

import json

import pygame
import pytest

import main as cli
from rules.ai import make_bot
from rules.engine.review import hints
from rules.engine.rng import RNG
from rules.engine.session import Session
from rules.registry import DESCRIPTORS, descriptor

GAMES = [d.id for d in DESCRIPTORS]


def played(game_id: str, moves: int, seed: int = 3, seats=None) -> Session:
    """A game after ``moves`` random decisions, then on to a decision with a choice."""
    d = descriptor(game_id)
    n = d.default_players
    cfg = d.rules.normalize_config({"players": n, "seats": seats or ["human"] + ["normal"] * (n - 1)})
    s = Session(game_id, cfg, seed)
    bots = [make_bot("easy", seed * 10 + i) for i in range(n)]
    k = 0
    while s.current_player() is not None and (k < moves or len(s.legal_actions()) < 2):
        p = s.current_player()
        s.apply(bots[p].choose(s.game, s.state, p))
        k += 1
    return s


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hint_reads_only_the_seats_view(game_id):
    s = played(game_id, 8)
    g, p = s.game, s.current_player()
    d = descriptor(game_id)
    view = g.view(s.state, p)
    other = g.determinize(view, p, RNG(77))     # another deal the seat cannot tell apart: others' hidden cards differ
    first = hints(d, view, p, top=3, seed=5, worlds=4, level="normal")
    again = hints(d, g.view(other, p), p, top=3, seed=5, worlds=4, level="normal")
    assert first and first == again
    assert all(0.0 <= h.chance <= 1.0 for h in first)


def test_a_hint_is_the_same_for_the_same_seed():
    s = played("depredador", 6)
    d, p = descriptor("depredador"), s.current_player()
    view = s.game.view(s.state, p)
    a = hints(d, view, p, seed=9, worlds=6, level="normal")
    assert a == hints(d, view, p, seed=9, worlds=6, level="normal")
    assert len(a) == 3 and len({h.action for h in a}) == 3


def _app_table(game_id="depredador", moves=6):
    from game.app import App
    from game.registry import open_table
    s = played(game_id, moves)
    while s.current_player() != 0:
        p = s.current_player()
        s.apply(make_bot("easy", 4).choose(s.game, s.state, p))
    app = App(headless=True)
    table = open_table(app, s, view_seat=0)
    app.push(table)
    table.ai_delay_override = 0.0
    for _ in range(3):
        app.step([])
    return app, table, s


def test_the_h_key_asks_off_the_loop_and_shows_three_choices(monkeypatch):
    import rules.engine.review as review
    monkeypatch.setattr(review, "HINT_WORLDS", 4)
    app, table, s = _app_table()
    before = len(s.actions)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")])
    assert table.assist.thinking or table.assist.entries     # the step returned: the window did not wait
    app.step([])
    table.assist.wait()
    app.step([])
    entries = table.assist.entries
    assert entries and len(entries) <= 3
    for e in entries:
        assert e["action"] and 0.0 <= e["win"] <= 1.0 and e["reason"]
    assert len(s.actions) == before                          # a hint plays nothing
    assert s.meta["assisted"] is True and s.meta["hints"] == 1
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")])
    assert table.assist.entries is None                      # H again closes it


def test_the_hint_button_is_clicked_and_the_save_says_assisted(monkeypatch):
    import rules.engine.review as review
    from game import saving
    monkeypatch.setattr(review, "HINT_WORLDS", 4)
    app, table, s = _app_table("animal_duel", 2)
    monkeypatch.setattr(s.descriptor.__class__, "analyse",
                        lambda self, view, seat, top=3, seed=0, level="hard":
                        self.make_bot("normal", seed).rank(self.rules, view, seat, self.rules.legal_actions(view))[:top])
    pos = table.assist.button.rect.center
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)])
    table.assist.wait()
    app.step([])
    assert table.assist.entries
    saved = json.load(open(saving.save_path(s), encoding="utf-8"))
    assert saved["app"]["assisted"] is True and saved["app"]["hints"] == 1


def test_an_assisted_game_is_recorded_so(tmp_path):
    from game import records
    s = played("animal_duel", 0)
    s.meta.update({"id": "t-assisted", "assisted": True, "hints": 2})
    bots = [make_bot("easy", i) for i in range(2)]
    while s.current_player() is not None:
        p = s.current_player()
        s.apply(bots[p].choose(s.game, s.state, p))
    db = records.open_records(str(tmp_path / "r.sqlite3"))
    assert records.record(s, opened=db) is None
    row = db.conn.execute("SELECT assisted, hints FROM games WHERE id = 't-assisted'").fetchone()
    assert row == (1, 2)
    assert records.history(db)[0]["assisted"] is True


def _log_and_save(tmp_path, game_id, moves):
    s = played(game_id, moves, seats=["normal"] * descriptor(game_id).default_players)
    log = tmp_path / f"{game_id}.jsonl"
    log.write_text(json.dumps(cli.game_record(s)) + "\n", encoding="utf-8")
    save = tmp_path / f"{game_id}.json"
    save.write_text(json.dumps(s.to_save()), encoding="utf-8")
    return s, str(log), str(save)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_hint_command_on_a_save_and_a_log(tmp_path, capsys, game_id):
    s, log, save = _log_and_save(tmp_path, game_id, 10)
    assert cli.main(["hint", save, "--level", "normal", "--worlds", "3", "--top", "2"]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert 1 <= len(lines) <= 2
    for line in lines:
        assert set(line) == {"action", "win", "reason"} and 0 <= line["win"] <= 1 and line["action"]
    step = next(k for k in range(3, len(s.actions)) if len(Session(game_id, s.config, s.seed, s.actions[:k]).legal_actions()) > 1)
    assert cli.main(["hint", log, "--step", str(step), "--level", "normal", "--worlds", "3", "--lang", "es"]) == 0
    assert capsys.readouterr().out.strip()


def test_the_hint_command_from_a_save_id(capsys):
    from game import saving
    s = played("depredador", 5)
    saving.autosave(s)
    assert cli.main(["hint", s.meta["id"], "--level", "normal", "--worlds", "2", "--top", "1"]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 1


@pytest.mark.parametrize("args, fragment", [
    (["hint", "no-such-game"], "no such saved game"),
    (["hint", "LOG", "--step", "100000"], "--step must be"),
    (["hint", "LOG", "--top", "0"], "--top must be"),
])
def test_hint_refusals_are_one_line_and_exit_2(tmp_path, capsys, args, fragment):
    _s, log, _save = _log_and_save(tmp_path, "depredador", 4)
    with pytest.raises(SystemExit) as exc:
        cli.main([log if a == "LOG" else a for a in args])
    assert exc.value.code == 2
    err = capsys.readouterr().err.strip()
    assert fragment in err and "\n" not in err


@pytest.mark.parametrize("game_id", GAMES)
def test_every_games_table_gives_a_hint(monkeypatch, game_id):
    import rules.engine.review as review
    from game.hints import HintHelper
    monkeypatch.setattr(review, "HINT_WORLDS", 2)
    monkeypatch.setattr(HintHelper, "LEVEL", "normal")
    app, table, s = _app_table(game_id, 6)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")])
    table.assist.wait()
    app.step([])
    assert table.assist.entries, game_id
    assert all(e["action"] and e["reason"] for e in table.assist.entries)


def test_the_hint_button_steps_aside_while_selva_shows_its_zoom_there():
    """Selva draws a card's zoom over its log, where the closed Hint button stands: the button is neither
    drawn nor clicked then (H still asks), and is back when the zoom is gone."""
    app, table, s = _app_table("selva", 20)
    table.shown.zoom = "a card"
    assert table.assist.covered()
    pos = table.assist.button.rect.center
    assert table.assist.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)) is False
    table.shown.zoom = None
    assert not table.assist.covered()
