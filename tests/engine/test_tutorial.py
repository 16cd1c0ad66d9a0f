"""Tutorials (rules/engine/tutorial.py, game/tutorial.py): the file is checked with file, line and field;
every game's tutorial is played to its end in both languages; a wrong click is refused with the step's
words and changes nothing; the position is kept and restored; the table draws a step and its pointer
within their boxes."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pygame
import pytest

from game import i18n, text
from rules.ai.bots import RandomBot
from rules.engine.core import Action, IllegalAction
from rules.engine.data import DataError, data_dir
from rules.engine.tutorial import (TutorialSession, autoplay, check, has_tutorial, load_tutorial, position_path,
                                   resume)
from rules.registry import DESCRIPTORS

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
WITH_TUTORIAL = [d.id for d in DESCRIPTORS if has_tutorial(d.id)]


def fast_bot(level, seed):
    return RandomBot(seed)


def test_at_least_one_game_has_a_tutorial():
    assert "animal_duel" in WITH_TUTORIAL


@pytest.mark.parametrize("lang", ("en", "es"))
@pytest.mark.parametrize("game_id", WITH_TUTORIAL)
def test_every_tutorial_is_played_to_its_end(game_id, lang):
    script = load_tutorial(game_id)
    lines = []
    s = autoplay(script, lang, say=lines.append, make_bot=fast_bot)
    assert s.finished and not s.scripted
    taught = script.taught()
    assert 10 <= len(taught) <= 20
    for i in taught:                          # one line per step, in that language, with its action
        step = script.steps[i]
        assert lines[i].split(" -> ")[0].strip() == f"{i + 1} {step.text.get(lang)}"
        assert lines[i].endswith(str(step.expect.action()))
    assert lines[-1] == script.data.summary.get(lang)


def _broken_copy(tmp_path, game_id, old, new):
    root = tmp_path / "data"
    for folder in (game_id, "i18n"):
        shutil.copytree(os.path.join(data_dir(), folder), root / folder)
    src = os.path.join(data_dir(), game_id, "tutorial.yaml")
    body = open(src, encoding="utf-8").read()
    assert old in body
    (root / game_id / "tutorial.yaml").write_text(body.replace(old, new, 1), encoding="utf-8")
    return str(root), body


def test_a_broken_file_names_file_line_and_field(tmp_path):
    root, body = _broken_copy(tmp_path, "animal_duel", "free_turns: 2", "free_turns: two")
    with pytest.raises(DataError) as exc:
        load_tutorial("animal_duel", root)
    line = body.splitlines().index("free_turns: 2") + 1
    p = exc.value.problems[0]
    assert p.file.endswith("tutorial.yaml") and p.line == line and p.field == "free_turns"


def test_a_step_whose_action_is_not_legal_is_named(tmp_path):
    root, body = _broken_copy(tmp_path, "animal_duel", "value: [23, 14]", "value: [23, 9]")
    problems = check(root, "animal_duel")
    line = body.splitlines().index("  - expect: {kind: place, value: [23, 14]}") + 1
    assert len(problems) == 1 and problems[0].line == line and problems[0].field.endswith(".expect")
    assert "not legal" in problems[0].message
    env = dict(os.environ, BESTIARIO_DATA=root, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    r = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "tutorial", "animal_duel", "--autoplay"],
                       capture_output=True, text=True, env=env, timeout=120, cwd=ROOT)
    assert r.returncode == 1 and len(r.stderr.strip().splitlines()) == 1 and f":{line}:" in r.stderr


def test_the_command_line_prints_a_line_per_step(tmp_path):
    env = dict(os.environ, BESTIARIO_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    r = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "tutorial", "animal_duel", "--lang", "es",
                        "--autoplay"], capture_output=True, text=True, env=env, timeout=120, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    script = load_tutorial("animal_duel")
    out = r.stdout.splitlines()
    assert out[0].startswith("  1 " + script.steps[0].text.es)
    assert out[-1] == script.data.summary.es


def test_a_wrong_action_is_refused_with_the_steps_words_and_changes_nothing():
    script = load_tutorial("animal_duel")
    s = TutorialSession(script, "en")
    other = next(a for a in s.legal_actions() if a != s.expected())
    before = (len(s.actions), len(s.events), s.state.life[:])
    with pytest.raises(IllegalAction) as exc:
        s.apply(other)
    assert exc.value.rule == "tutorial" and exc.value.why == script.steps[0].wrong.en
    assert (len(s.actions), len(s.events), s.state.life[:]) == before
    s.apply(s.expected())
    assert s.position == 1


def test_leave_and_resume_restores_the_step(tmp_path):
    script = load_tutorial("animal_duel")
    s = TutorialSession(script, "en")
    for _ in range(5):
        s.apply(s.expected())
    s.save(str(tmp_path))
    assert os.path.exists(position_path(str(tmp_path), "animal_duel"))
    again = resume(script, str(tmp_path), "es")
    assert again.position == 5 and again.step_number() == s.step_number() and again.expected() == s.expected()
    open(position_path(str(tmp_path), "animal_duel"), "w").write("{broken")
    assert resume(script, str(tmp_path)).position == 0          # unreadable: a fresh start


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("BESTIARIO_HOME", str(tmp_path))
    from game.app import App
    a = App(headless=True)
    yield a
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ("en", "es"))
def test_the_table_shows_the_step_and_its_pointer_and_refuses_a_wrong_click(app, lang, tmp_path):
    from game.tutorial import start_tutorial
    from tests.helpers import click, render
    i18n.set_language(lang)
    text.record_overflows(True)
    try:
        t = start_tutorial(app, "animal_duel")
        t.ai_delay_override = 0
        render(app)
        badge, words = t.panel_text()
        assert words == t.tutorial.script.steps[0].text.get(lang)
        target = t.target_rect()
        assert target is not None and t.hand_targets() and target in [r for _, r in t.hand_targets()]
        click(app, t.cell_rect(0).center)                        # away from the target: the step's words
        assert app.toast[0] == t.tutorial.script.steps[0].wrong.get(lang) and t.tutorial.position == 0
        click(app, target.center)                                 # the eagle, then its cell
        click(app, t.target_rect().center)
        assert t.tutorial.position == 1
        assert os.path.exists(position_path(str(tmp_path), "animal_duel"))
        surf = render(app)
        assert surf.get_at(t.target_rect().move(0, -4).midtop)[:3] != (0, 0, 0)
        assert text.overflows() == []
    finally:
        text.record_overflows(False)


def test_the_tables_plays_the_other_seat_and_ends_with_the_summary(app):
    from game.tutorial import start_tutorial
    from tests.helpers import render, step_until
    t = start_tutorial(app, "animal_duel")
    t.ai_delay_override = 0
    s = t.tutorial
    while s.scripted:
        if s.current_player() == s.script.human:
            assert t.apply_action(s.expected())
        else:
            assert step_until(app, lambda p=s.position: s.position > p, 400)
    for seat, policy in t.seats.policies.items():
        if hasattr(policy, "bot"):
            policy.bot.bot = RandomBot(seat)
    while not s.finished:
        if s.current_player() == s.script.human:
            t.apply_action(RandomBot(1).choose(s.game, s.state.clone(), s.script.human))
        else:
            step_until(app, lambda p=s.position: s.position > p, 400)
    assert step_until(app, lambda: t.summary_open, 50)
    text.record_overflows(True)
    try:
        render(app)
        assert text.overflows() == []
    finally:
        text.record_overflows(False)


def test_the_first_new_game_of_a_game_with_a_tutorial_offers_it_once():
    """New game on a game with a tutorial, the first time: a dialog offers the guided first game (its
    first answer starts it); the next time, setup opens directly."""
    import pygame
    from game.app import App
    from rules.engine.tutorial import has_tutorial
    from rules.registry import DESCRIPTORS
    from tests.helpers import key
    gid = next(d.id for d in DESCRIPTORS if has_tutorial(d.id))
    app = App(headless=True)
    app.push_scene("menu")
    menu = app.top
    menu.selected = [g.id for g in menu.games].index(gid)
    menu.new_game()
    app.step([])
    assert app.top.__class__.__name__ == "DialogScene"
    key(app, pygame.K_ESCAPE)                       # "Set up a game"
    assert app.top.__class__.__name__ == "SetupScene"
    assert gid in app.settings.tutorials_offered
    key(app, pygame.K_ESCAPE)
    menu.new_game()
    app.step([])
    assert app.top.__class__.__name__ == "SetupScene"      # offered once only


@pytest.mark.parametrize("lang", ("en", "es"))
def test_the_free_turns_strip_stays_in_its_place_on_every_table(app, lang, text_window):
    """After the steps, the note of the free turns is a slim strip inside the step panel's place (it
    was once wider than the Dominant Species panel and ran off the window)."""
    from game.tutorial import draw_free_strip, start_tutorial
    from rules.registry import DESCRIPTORS
    from tests.helpers import render
    i18n.set_language(lang)
    text.record_overflows(True)
    try:
        for d in DESCRIPTORS:
            t = start_tutorial(app, d.id)
            render(app)
            note = f"{i18n.tr('tutorial.title')} · " + i18n.tr("tutorial.free", n=1, total=2, name="Rival 1")
            strip = draw_free_strip(app.canvas, t.step_panel_rect, note)
            assert t.step_panel_rect.contains(strip) or strip.height > t.step_panel_rect.height
            assert app.canvas.get_rect().contains(strip)
            assert strip.left >= t.step_panel_rect.left and strip.right <= t.step_panel_rect.right
            app.scenes.clear()
        assert text.overflows() == []
    finally:
        text.record_overflows(False)


@pytest.mark.parametrize("lang", ("en", "es"))
def test_every_steps_words_fit_its_panel(app, lang, text_window):
    from game.tutorial import draw_step_panel, start_tutorial
    from rules.registry import DESCRIPTORS
    i18n.set_language(lang)
    text.record_overflows(True)
    try:
        for d in DESCRIPTORS:
            t = start_tutorial(app, d.id)
            total = len(t.tutorial.script.steps)
            for step in t.tutorial.script.steps:
                if step.text is not None:
                    draw_step_panel(app.canvas, t.step_panel_rect, i18n.tr("tutorial.step", n=total, total=total),
                                    step.text.get(lang))
            app.scenes.clear()
        assert sorted(set(text.overflows()))[:3] == []
    finally:
        text.record_overflows(False)


def test_a_click_meant_for_the_last_button_does_not_leave_from_the_summary(app):
    """The summary's Back to menu can stand where End turn was: a click that lands as it appears is
    ignored; a deliberate one a moment later is taken."""
    from game.tutorial import start_tutorial
    from tests.helpers import click, render
    t = start_tutorial(app, "animal_duel")
    render(app)
    t.summary_open = True
    t.summary_guard.see(("summary", "now"))
    render(app)
    click(app, t.menu_button2.rect.center)
    assert app.top is t and t.summary_open
    t.summary_guard.since -= 5                      # the player has had time to read it
    click(app, t.menu_button2.rect.center)
    assert app.top is not t


@pytest.mark.parametrize("game_id", ["forest_shuffle", "depredador"])
def test_the_step_count_goes_up_one_by_one(app, game_id):
    """The panel numbers the steps it tells: it never jumps (a step that only pays) nor repeats (another
    seat's step), and it ends on the last."""
    from game.tutorial import start_tutorial
    from tests.helpers import step_until
    t = start_tutorial(app, game_id)
    t.ai_delay_override = 0
    s = t.tutorial
    seen = []
    while s.scripted:
        badge, words = t.panel_text()
        if not seen or seen[-1][1] != words:
            seen.append((badge, words))
        if s.current_player() == s.script.human:
            assert t.apply_action(s.expected())
        else:
            assert step_until(app, lambda p=s.position: s.position > p, 400)
    numbers = [int("".join(ch for ch in b.split()[1] if ch.isdigit())) for b, _ in seen]
    assert numbers[0] == 1 and all(b - a == 1 for a, b in zip(numbers, numbers[1:])), numbers
    total = int("".join(ch for ch in seen[-1][0].split()[-1] if ch.isdigit()))
    assert numbers[-1] == total
