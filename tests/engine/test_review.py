"""The review of a finished game (issue 24): a deliberate blunder is among the three biggest drops; the
numbers are the same whatever the number of processes; ``main.py review`` prints each decision and the
drops and writes the chart for a save and a log of every game; a replay opened as a review shows the panel
and a click on a drop goes there. Budgets are tiny (a few deals, level normal)."""
from __future__ import annotations

import json

import pygame
import pytest

import main as cli
from rules.ai.parallel import set_workers
from rules.engine.review import estimate, review
from rules.engine.session import Session
from rules.registry import DESCRIPTORS, descriptor
from tests.engine.test_hints import played

GAMES = [d.id for d in DESCRIPTORS]


def blunder_game(game_id: str, seed: int, gap: float = 0.3):
    """Normal players, but seat 0 once makes a clearly bad move: at its first decision where one legal
    action is worth at least ``gap`` less than the best (24 deals, a seed the review does not use), it
    plays that worst action. Returns the session and the blunder's index in the log."""
    d = descriptor(game_id)
    g, n = d.rules, d.default_players
    s = Session(game_id, g.normalize_config({"players": n, "seats": ["normal"] * n}), seed)
    bots = [d.make_bot("normal", seed * 10 + i) for i in range(n)]
    blunder = None
    while s.current_player() is not None:
        p, legal = s.current_player(), s.legal_actions()
        if p == 0 and blunder is None and len(legal) > 1:
            _b, ests = estimate(g, g.view(s.state, 0), 0, n, 1234, 24, legal, before=False)
            worth = [e.after[0] for e in ests]
            if max(worth) - min(worth) >= gap:
                blunder = len(s.actions)
                s.apply(legal[worth.index(min(worth))])
                continue
        s.apply(bots[p].choose(g, s.state, p))
    return s, blunder


@pytest.mark.parametrize("seed", [1, 4])
def test_a_deliberate_blunder_is_among_the_three_biggest_drops(seed):
    s, k = blunder_game("animal_duel", seed)
    assert k is not None
    rev = review("animal_duel", s.config, s.seed, list(s.actions), 0, worlds=16, level="normal")
    assert k in [x.decision.index for x in rev.drops]
    drop = next(x for x in rev.drops if x.decision.index == k)
    assert drop.decision.drop > 0.15
    if drop.best is not None:                    # what the AI would have done is better than the blunder
        assert drop.best_chance > drop.decision.after


def test_the_review_is_the_same_on_one_process_and_on_two():
    s = played("depredador", 40, seats=["normal"] * 4)
    args = ("depredador", s.config, s.seed, list(s.actions), 1)
    try:
        set_workers(1)
        one = review(*args, worlds=2, analyse_drops=False).to_json()
        set_workers(2)
        two = review(*args, worlds=2, analyse_drops=False).to_json()
    finally:
        set_workers(None)
    assert one == two
    assert len(one["curve"]) == len(s.actions) + 1 and len(one["decisions"]) == len(s.actions)


def test_the_chart_adds_up_and_a_finished_game_ends_at_its_result():
    s, _k = blunder_game("animal_duel", 1)
    rev = review("animal_duel", s.config, s.seed, list(s.actions), 0, worlds=2, analyse_drops=False)
    for row in rev.curve:
        assert abs(sum(row) - 1.0) < 1e-6
    res = s.result()
    assert rev.curve[-1][res.winners[0]] > 0.49
    assert all(d.after == d.before for d in rev.decisions if d.forced)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_review_command_on_a_save_and_a_log(tmp_path, capsys, game_id):
    s = played(game_id, 24, seats=["normal"] * descriptor(game_id).default_players)
    log = tmp_path / "g.jsonl"
    log.write_text(json.dumps(cli.game_record(s)) + "\n", encoding="utf-8")
    save = tmp_path / "g.json"
    save.write_text(json.dumps(s.to_save()), encoding="utf-8")
    out = tmp_path / "chart.png"
    assert cli.main(["review", str(log), "--seat", "0", "--worlds", "2", "--level", "normal",
                     "--out", str(out)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == str(out) and out.stat().st_size > 1000
    rows = [json.loads(x) for x in lines[:-1]]
    decisions = [r for r in rows if "decision" in r and "drop" not in r]
    assert len(decisions) == len(s.actions)
    assert all(0 <= r["before"] <= 1 and 0 <= r["after"] <= 1 for r in decisions)
    drops = [r for r in rows if "drop" in r]
    assert len(drops) <= 3 and all(r["played"] for r in drops)
    assert cli.main(["review", str(save), "--worlds", "2", "--level", "normal", "--lang", "es"]) == 0
    assert len(capsys.readouterr().out.splitlines()) >= len(s.actions)


def test_review_refusals_are_one_line_and_exit_2(tmp_path, capsys):
    s = played("depredador", 4)
    save = tmp_path / "g.json"
    save.write_text(json.dumps(s.to_save()), encoding="utf-8")
    for args, fragment in ((["review", str(save), "--seat", "9"], "--seat must be"),
                           (["review", str(tmp_path / "none.json")], "no such saved game"),
                           (["review", str(save), "--worlds", "0"], "--worlds must be")):
        with pytest.raises(SystemExit) as exc:
            cli.main(args)
        assert exc.value.code == 2
        err = capsys.readouterr().err.strip()
        assert fragment in err and "\n" not in err


def test_a_replay_opened_as_a_review_shows_the_drops_and_goes_to_one(monkeypatch):
    import rules.engine.review as R
    from game.app import App
    from game.registry import open_table
    from rules.engine.replay import ReplaySession
    from game.review_view import ReviewHelper
    monkeypatch.setattr(R, "WORLDS", 8)
    monkeypatch.setattr(ReviewHelper, "LEVEL", "normal")
    s, k = blunder_game("animal_duel", 4)
    session = ReplaySession("animal_duel", s.config, s.seed, list(s.actions))
    session.goto(session.length)
    session.meta["review"] = True
    app = App(headless=True)
    table = open_table(app, session, view_seat=0)
    app.push(table)
    app.step([])
    assert table.assist is not None
    table.assist.wait()
    app.step([])
    helper = table.assist
    assert helper.result is not None and helper.drops
    assert k in [row["index"] for row in helper.drops]
    i = next(i for i, row in enumerate(helper.drops) if row["index"] == k)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=helper.row_rect(i).center)])
    assert session.position == k
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=0, unicode="v")])
    assert not helper.shown


def test_a_plain_replay_has_no_review_and_a_live_game_has_hints():
    from game.app import App
    from game.registry import open_table
    from rules.engine.replay import ReplaySession
    s = played("depredador", 10)
    app = App(headless=True)
    replay = ReplaySession("depredador", s.config, s.seed, list(s.actions))
    assert open_table(app, replay, view_seat=0).assist is None
    assert type(open_table(app, s, view_seat=0).assist).__name__ == "HintHelper"


def test_the_results_screen_opens_the_review(monkeypatch):
    from game.app import App
    from game.review_view import ReviewHelper
    monkeypatch.setattr(ReviewHelper, "start", lambda self: None)      # (the computing is tested above)
    s, _k = blunder_game("animal_duel", 1)
    app = App(headless=True)
    app.push_scene("results", session=s)
    app.step([])
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r")])
    table = app.top
    assert isinstance(table.assist, ReviewHelper)
    assert table.session.position == len(s.actions) and not table.driver.live


@pytest.mark.parametrize("game_id", GAMES)
def test_every_games_replay_shows_its_review(monkeypatch, game_id):
    import rules.engine.review as R
    from game.app import App
    from game.registry import open_table
    from game.review_view import ReviewHelper
    from rules.engine.replay import ReplaySession
    monkeypatch.setattr(R, "WORLDS", 2)
    monkeypatch.setattr(ReviewHelper, "LEVEL", "normal")
    s = played(game_id, 30, seats=["normal"] * descriptor(game_id).default_players)
    session = ReplaySession(game_id, s.config, s.seed, list(s.actions))
    session.goto(session.length)
    session.meta["review"] = True
    app = App(headless=True)
    table = open_table(app, session, view_seat=0)
    app.push(table)
    app.step([])
    table.assist.wait()
    app.step([])
    assert table.assist.result is not None and len(table.assist.result.curve) == len(s.actions) + 1
    for row in table.assist.drops:
        assert row["played"]


def test_a_game_reviewed_from_the_statistics_has_its_review_beside_it(monkeypatch):
    from game.app import App
    from game.review_view import ReviewHelper
    from tests.engine.test_stats_screen import recorded
    from tests.helpers import key
    monkeypatch.setattr(ReviewHelper, "start", lambda self: None)      # (the computing is tested above)
    recorded(2)
    app = App(headless=True)
    app.push_scene("stats")
    key(app, pygame.K_RETURN)
    assert isinstance(app.top.assist, ReviewHelper)


def test_a_blunder_judged_by_the_rules_alone_is_the_biggest_drop():
    """Independent of the estimate: seat 0 makes the placement that costs it the most life at once (at
    least 3 more than it costs the rival, read off the rules, no search); the review puts that decision
    first among its drops."""
    d = descriptor("animal_duel")
    g = d.rules
    s = Session("animal_duel", g.normalize_config({"players": 2, "seats": ["normal", "normal"]}), 11)
    bots = [d.make_bot("normal", 77 + i) for i in range(2)]
    blunder = None
    while s.current_player() is not None:
        p, legal = s.current_player(), s.legal_actions()
        if p == 0 and blunder is None and len(s.actions) > 8:
            def cost(a):
                st = s.state.clone()
                g.apply(st, a)
                return (s.state.life[0] - st.life[0]) - (s.state.life[1] - st.life[1])
            worst = max(legal, key=cost)
            if cost(worst) >= 3:
                blunder = len(s.actions)
                s.apply(worst)
                continue
        s.apply(bots[p].choose(g, s.state, p))
    assert blunder is not None
    rev = review("animal_duel", s.config, s.seed, list(s.actions), 0, worlds=16, level="normal")
    assert rev.drops and rev.drops[0].decision.index == blunder
