"""Menu, setup, settings, pause, rules and results scenes, driven headless with synthetic events."""
from __future__ import annotations

import json
import os
import random
from types import SimpleNamespace

import pygame
import pytest

from rules.engine.saves import SaveError
from rules.registry import DESCRIPTORS

from game import i18n, saving
from game.app import App
from tests.helpers import click, key
from game.i18n import tr
from game.scene import Scene
from rules.engine.core import Result
from rules.engine.session import Session


# ---------------------------------------------------------------------------------- helpers

class FakeTable(Scene):
    """Stands in for a game table: records what the overlays ask of it."""

    def __init__(self, app, session, view_seat=None, undoable=True):
        super().__init__(app)
        self.session = session
        self.undoable = undoable
        self.undone = 0
        self.saved = 0

    def can_undo(self) -> bool:
        return self.undoable

    def undo(self) -> None:
        self.undone += 1

    def save_and_quit(self) -> None:
        self.saved += 1
        from game.scenes.menu import MenuScene
        self.app.replace(MenuScene(self.app))

    def draw(self, surface) -> None:
        surface.fill((200, 40, 40))


@pytest.fixture(autouse=True)
def _english():
    from game.widgets import TextInput
    i18n.set_language("en")
    TextInput._text_events_seen = False
    yield
    i18n.set_language("en")
    TextInput._text_events_seen = False


@pytest.fixture
def app():
    a = App(headless=True)
    yield a


@pytest.fixture
def table_cls(monkeypatch):
    """The real Depredador table when it exists, else a fake one patched into game.registry."""
    try:
        from game.depredador.table import DepredadorTable  # noqa: F401
        return "real"
    except ImportError:
        import game.registry
        monkeypatch.setattr(game.registry, "open_table", lambda app, session, view_seat=None: FakeTable(app, session))
        return "fake"


def type_text(app, text):
    for ch in text:
        key(app, pygame.K_a, unicode=ch)


def distinct_colours(surface, step=16) -> int:
    w, h = surface.get_size()
    return len({tuple(surface.get_at((x, y)))[:3] for x in range(0, w, step) for y in range(0, h, step)})


def finished_session(players=4, seed=5, rng_seed=1) -> Session:
    seats = ["human"] + ["easy"] * (players - 1)
    names = ["Ana", "Bruno", "Carla", "Diego", "Elena", "Facundo"][:players]
    s = Session("depredador", {"players": players, "seats": seats, "names": names}, seed)
    rng = random.Random(rng_seed)
    while s.current_player() is not None:
        s.apply(rng.choice(s.legal_actions()))
    return s


def menu(app):
    """The menu, every game's guided first game already offered (its own test is in test_tutorial.py)."""
    from game.scenes.menu import MenuScene
    app.settings.tutorials_offered = [d.id for d in DESCRIPTORS]
    app.replace(MenuScene(app))
    app.step([])
    return app.top


# ---------------------------------------------------------------------------------- menu

def test_menu_renders_games_and_buttons(app):
    m = menu(app)
    assert distinct_colours(app.canvas) > 20
    labels = [b.label for b in m.buttons]
    assert labels == ["New game", "Continue", "Saved games", "Statistics", "Online", "Rules", "Settings", "Quit"]
    assert not m.button("continue").enabled          # no game saved yet
    assert not m.button("saves").enabled
    from rules.registry import GAMES
    assert [g.id for g in m.games] == list(GAMES)          # the menu lists the registry, in its order
    click(app, m.row_rect(2).center)
    assert m.game_id == m.games[2].id


def test_menu_keyboard(app):
    m = menu(app)
    key(app, pygame.K_DOWN)             # Continue and Saved games are disabled: focus skips to Statistics
    assert m.button_ids[m.focus] == "stats"
    key(app, pygame.K_RETURN)
    from game.scenes.stats_screen import StatisticsScene
    assert isinstance(app.top, StatisticsScene)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_DOWN)
    assert m.button_ids[m.focus] == "online"
    key(app, pygame.K_RETURN)
    from game.scenes.online import OnlineScene
    assert isinstance(app.top, OnlineScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is m
    key(app, pygame.K_DOWN)
    assert m.button_ids[m.focus] == "rules"
    key(app, pygame.K_RETURN)
    from game.scenes.rules_screen import RulesScene
    assert isinstance(app.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is m
    key(app, pygame.K_LEFT)              # to the games list: Up/Down go through the registered games
    ids = [g.id for g in m.games]
    for i in range(1, len(ids) + 1):
        key(app, pygame.K_DOWN)
        assert m.game_id == ids[i % len(ids)]   # and the list wraps
    key(app, pygame.K_RETURN)
    from game.scenes.setup import SetupScene
    assert isinstance(app.top, SetupScene) and app.top.game_id == ids[0]
    key(app, pygame.K_ESCAPE)
    assert app.top is m and app.running
    key(app, pygame.K_ESCAPE)
    assert app.running is False


def test_menu_setup_start_puts_table_on_stack(app, table_cls):
    from game.scenes.menu import MenuScene
    from game.scenes.setup import SetupScene
    m = menu(app)
    click(app, m.button("new").rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    assert distinct_colours(app.canvas) > 20
    click(app, setup.start_button.rect.center)
    assert len(app.scenes) == 2 and isinstance(app.scenes[0], MenuScene)
    table = app.top
    assert table.session.game_id == "depredador"
    cfg = table.session.config
    assert cfg["players"] == 4 and cfg["rounds"] == 3
    assert cfg["seats"] == ["human", "normal", "normal", "normal"]
    assert cfg["names"][0] == "Ana" and len(cfg["names"]) == 4
    assert "biomes" not in cfg and "starter" not in cfg
    app.step([])


# ---------------------------------------------------------------------------------- setup

def test_setup_players_kinds_and_names(app):
    from game.names import default_names
    from game.scenes.setup import SetupScene
    s = SetupScene(app, "depredador")
    app.replace(s)
    app.step([])
    click(app, s.count.plus.center)
    assert s.players == 5 and len(s.config()["seats"]) == 5
    click(app, s.kind_cyclers[1].rect.center)             # normal -> hard; the default name follows
    assert s.kinds[1] == "hard" and s.names[1] == default_names(s.kinds)[1]
    assert s.names[1] != default_names(["human", "normal"])[1]
    click(app, (s.kind_cyclers[1].rect.left + 10, s.kind_cyclers[1].rect.centery))   # back
    assert s.kinds[1] == "normal"
    # edit the first name: click, erase, type
    click(app, s.inputs[0].rect.center)
    assert s.inputs[0].focused
    for _ in range(5):
        key(app, pygame.K_BACKSPACE)
    assert s.names[0] == ""
    assert tr("setup.need_name", n=1) in s.problems() and not s.start_button.enabled
    type_text(app, "Zoë")
    # a TEXTINPUT repeating the key just typed adds nothing; a later one adds its text
    app.step([pygame.event.Event(pygame.TEXTINPUT, text="ë")])
    assert s.names[0] == "Zoë"
    app.step([pygame.event.Event(pygame.TEXTINPUT, text="s")])
    assert s.names[0] == "Zoës"
    key(app, pygame.K_q, unicode="q")                  # TEXTINPUT seen: KEYDOWN no longer types
    assert s.names[0] == "Zoës"
    key(app, pygame.K_BACKSPACE)
    assert s.names[0] == "Zoë"
    key(app, pygame.K_ESCAPE)                          # Esc ends editing, does not leave the scene
    assert app.top is s and not s.inputs[0].focused
    click(app, s.kind_cyclers[0].rect.center)          # an edited name is kept when the kind changes
    assert s.kinds[0] == "easy" and s.names[0] == "Zoë"
    click(app, s.inputs[2].rect.center)
    key(app, pygame.K_TAB)
    assert s.inputs[3].focused and not s.inputs[2].focused
    click(app, (5, 5))
    assert not any(t.focused for t in s.inputs)
    assert s.config()["names"][0] == "Zoë"
    assert s.start_button.enabled


def test_setup_biomes_and_starter(app, table_cls):
    from game.scenes.setup import SetupScene
    s = SetupScene(app, "depredador")
    app.replace(s)
    click(app, s.count.minus.center)                  # 3 players
    assert s.players == 3
    click(app, s.panel.random_toggle.rect.center)
    assert not s.panel.random_biomes
    assert s.problems() == ["Choose 3 biomes: 0 chosen"]
    for t in s.panel.biome_toggles[:2]:
        click(app, t.rect.center)
    assert s.problems() == ["Choose 3 biomes: 2 chosen"]
    assert not s.start_button.enabled
    click(app, s.start_button.rect.center)            # nothing starts
    assert app.top is s
    key(app, pygame.K_RETURN)                         # Enter says why
    assert app.top is s and app.toast and "2 chosen" in app.toast[0]
    click(app, s.panel.biome_toggles[5].rect.center)
    assert s.problems() == []
    click(app, s.panel.biome_toggles[5].rect.center)        # toggled off again, then on
    assert s.problems() == ["Choose 3 biomes: 2 chosen"]
    click(app, s.panel.biome_toggles[5].rect.center)
    click(app, s.panel.widget("starter").rect.center)          # Random -> player 1 -> player 2
    click(app, s.panel.widget("starter").rect.center)
    assert s.options["starter"] == 1
    click(app, s.count.minus.center)                  # 2 players: 3 biomes is now too many
    assert s.players == 2 and s.problems() == ["Choose 2 biomes: 3 chosen"]
    click(app, s.count.plus.center)
    app.step([])
    cfg = s.config()
    assert cfg["biomes"] == ["sabana", "desierto", "montana"] and cfg["starter"] == 1
    click(app, s.start_button.rect.center)
    table = app.top
    assert table is not s
    assert table.session.config["biomes"] == ["sabana", "desierto", "montana"]
    assert table.session.state.starter == 1
    assert table.session.state.biomes == (0, 1, 5)


def test_setup_starter_resets_when_players_shrink(app):
    from game.scenes.setup import SetupScene
    s = SetupScene(app, "depredador")
    app.replace(s)
    for _ in range(4):
        click(app, s.panel.widget("starter").rect.center)
    assert s.options["starter"] == 3
    click(app, s.count.minus.center)
    assert s.players == 3 and s.options["starter"] is None and "starter" not in s.config()


# ---------------------------------------------------------------------------------- continue

@pytest.mark.parametrize("content", [
    b"\x00\xffgarbage{{{ not json",
    b'{"format": 1, "app_version": "0.1.0", "game": "depredador", "config": {"pla',
    json.dumps({"format": 99, "app_version": "9.9", "game": "depredador", "config": {"players": 4},
                "seed": 1, "actions": []}).encode(),
    json.dumps({"format": 1, "app_version": "0.1.0", "game": "depredador", "config": {"players": 4},
                "seed": 1, "actions": [{"nonsense": True}]}).encode(),
], ids=["garbage", "truncated", "format99", "bad-actions"])
def test_continue_with_bad_autosave_keeps_file(app, content):
    from game.scenes.menu import MenuScene
    sid = "20260101-000000-depredador"
    path = saving.slot_path(sid)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as fh:
        fh.write(content)
    try:
        saving.load(sid)
        raise AssertionError("the save should be refused")
    except SaveError as exc:
        why = saving.explain(exc)                       # in the player's words
    m = menu(app)
    readable = saving.list_saves()[0].game_id != ""
    assert m.button("continue").enabled == readable and m.button("saves").enabled
    if readable:                                        # it reads, but its game cannot be rebuilt
        click(app, m.button("continue").rect.center)
        assert app.toast and app.toast[0] == tr("menu.cannot_continue", why=why)
    else:                                               # nothing of it reads: listed with the reason
        click(app, m.button("saves").rect.center)
        assert app.top.infos[0].problem == why
        app.pop()
    assert "Error" not in why and "Traceback" not in why and "\n" not in why
    assert app.running and len(app.scenes) == 1 and isinstance(app.top, MenuScene)
    with open(path, "rb") as fh:
        assert fh.read() == content
    assert not os.path.exists(path.replace(".json", ".prev.json"))
    app.step([])
    assert distinct_colours(app.canvas) > 20


def test_continue_loads_autosave(app, table_cls):
    s = Session("depredador", {"players": 3, "seats": ["human", "easy", "easy"],
                               "names": ["Ana", "Bruno", "Carla"]}, 42)
    rng = random.Random(3)
    for _ in range(5):
        s.apply(rng.choice(s.legal_actions()))
    assert saving.autosave(s) is None
    m = menu(app)
    click(app, m.button("continue").rect.center)
    assert len(app.scenes) == 2
    loaded = app.top.session
    assert loaded.seed == 42 and [a.to_json() for a in loaded.actions] == [a.to_json() for a in s.actions]


# ---------------------------------------------------------------------------------- settings

def test_settings_language_volume_persist(app):
    from game.settings import Settings
    from game.paths import settings_path
    from game.scenes.settings_scene import SettingsScene
    m = menu(app)
    click(app, m.button("settings").rect.center)
    sc = app.top
    assert isinstance(sc, SettingsScene)
    assert tr("menu.quit") == "Quit"
    lang = dict(sc.rows)["settings.language"]
    click(app, lang.rect.center)
    assert i18n.language() == "es" and tr("menu.quit") == "Salir"
    assert app.settings.language == "es"
    with open(settings_path(), encoding="utf-8") as fh:
        assert json.load(fh)["language"] == "es"
    assert sc.back_button.label == "Volver"
    vol = dict(sc.rows)["settings.volume"]
    click(app, vol.plus.center)
    click(app, vol.plus.center)
    assert app.settings.volume == pytest.approx(0.8)
    for _ in range(12):
        click(app, vol.plus.center)
    assert app.settings.volume == pytest.approx(1.0)
    anim = dict(sc.rows)["settings.animation"]
    click(app, anim.rect.center)
    assert app.settings.animation == "fast"
    key(app, pygame.K_DOWN)                     # keyboard: focus moves to animation, Left goes back
    key(app, pygame.K_LEFT)
    assert app.settings.animation == "normal"
    full = dict(sc.rows)["settings.fullscreen"]
    click(app, full.rect.center)
    assert app.settings.fullscreen is True
    saved = Settings.load()
    assert (saved.language, saved.volume, saved.animation, saved.fullscreen) == ("es", 1.0, "normal", True)
    key(app, pygame.K_ESCAPE)
    assert app.top is m
    assert m.button("new").label == "Nueva partida"      # the menu follows the language at once
    app.step([])
    assert distinct_colours(app.canvas) > 20


# ---------------------------------------------------------------------------------- rules

def test_rules_scene_scrolls(app):
    from game.scenes.rules_screen import RulesScene
    m = menu(app)
    click(app, m.button("rules").rect.center)
    r = app.top
    assert isinstance(r, RulesScene) and r.error is None
    assert r.max_scroll > 0 and len(r.lines) > 20
    assert any(bold for _, _, _, bold, _ in r.lines)          # headings are bold
    before = app.canvas.copy()
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False, precise_x=0.0, precise_y=-2.0)])
    assert r.scroll == 120
    assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(app.canvas, "RGB")
    key(app, pygame.K_DOWN)
    assert r.scroll == 160
    key(app, pygame.K_PAGEDOWN)
    assert r.scroll > 160
    key(app, pygame.K_END)
    assert r.scroll == r.max_scroll
    key(app, pygame.K_PAGEDOWN)
    assert r.scroll == r.max_scroll
    key(app, pygame.K_HOME)
    assert r.scroll == 0
    key(app, pygame.K_UP)
    assert r.scroll == 0
    # the text follows the language
    en_title = r.title
    i18n.set_language("es")
    app.step([])
    assert r.title != en_title and "cómo" in r.title
    key(app, pygame.K_ESCAPE)
    assert app.top is m


def test_rules_scene_missing_file(app, monkeypatch, tmp_path):
    from game.scenes.rules_screen import RulesScene
    import game.rules_text
    monkeypatch.setattr(game.rules_text, "data_dir", lambda: str(tmp_path))
    app.replace(RulesScene(app, "selva"))
    app.step([])
    r = app.top
    assert r.error and "rules_text.yaml" in r.error and r.lines == []
    assert distinct_colours(app.canvas) > 10


def test_check_rules_text(tmp_path):
    from game.rules_text import check_rules_text, load_rules_text
    assert check_rules_text() == []
    rt = load_rules_text("depredador", "es")
    assert rt.title and rt.sections and rt.sections[0].paragraphs
    root = tmp_path / "data"
    (root / "depredador").mkdir(parents=True)
    import shutil
    from rules.engine.data import data_dir
    from rules.registry import GAMES
    for other in GAMES:
        if other != "depredador":
            (root / other).mkdir(parents=True)
            shutil.copy(os.path.join(data_dir(), other, "rules_text.yaml"), root / other)
    assert check_rules_text(str(root)) == [f"{root / 'depredador' / 'rules_text.yaml'}:1: (file): missing"]
    (root / "depredador" / "rules_text.yaml").write_text(
        "en:\n  title: Rules\n  sections:\n    - heading: Aim\n      paragraphs: []\n"
        "es:\n  title: 7\n  sections:\n    - heading: Meta\n      paragraphs: [Ganar.]\n      extra: 1\n",
        encoding="utf-8")
    problems = check_rules_text(str(root))
    path = str(root / "depredador" / "rules_text.yaml")
    assert f"{path}:5: en.sections[0].paragraphs: expected at least 1 items, got 0" in problems
    assert f"{path}:7: es.title: expected a non-empty text, got 7" in problems
    assert f"{path}:11: es.sections[0].extra: unknown field" in problems


# ---------------------------------------------------------------------------------- pause

def test_pause_overlay(app):
    from game.scenes.menu import MenuScene
    from game.scenes.pause import PauseOverlay
    from game.scenes.rules_screen import RulesScene
    from game.scenes.settings_scene import SettingsScene
    s = Session("depredador", {"players": 2, "seats": ["human", "easy"], "names": ["Ana", "Bruno"]}, 7)
    app.replace(MenuScene(app))
    table = FakeTable(app, s)
    app.push(table)
    pause = PauseOverlay(app, table)
    app.push(pause)
    app.step([])
    assert pause.overlay
    # the table shows through, dimmed
    corner = app.canvas.get_at((5, 5))
    assert 30 < corner.r < 200 and corner.g < 40
    labels = [b.label for b in pause.buttons]
    assert labels == ["Resume", "Undo last move", "Rules", "Settings", "Save & quit"]
    click(app, pause.buttons[1].rect.center)           # Undo
    assert table.undone == 1 and app.top is table
    table.undoable = False
    app.push(pause)
    app.step([])
    assert not pause.buttons[1].enabled
    click(app, pause.buttons[1].rect.center)
    assert table.undone == 1 and app.top is pause
    click(app, pause.buttons[2].rect.center)           # Rules, then back to the pause
    assert isinstance(app.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is pause
    click(app, pause.buttons[3].rect.center)
    assert isinstance(app.top, SettingsScene)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)                          # Esc resumes
    assert app.top is table
    app.push(pause)
    click(app, pause.buttons[4].rect.center)           # Save & quit
    assert table.saved == 1 and isinstance(app.top, MenuScene) and len(app.scenes) == 1


# ---------------------------------------------------------------------------------- results

def test_results_scene_finished_game(app, table_cls):
    from game.scenes.menu import MenuScene
    from game.scenes.results import ResultsScene
    s = finished_session()
    res = s.result()
    winner = s.config["names"][res.winners[0]]
    app.replace(MenuScene(app))
    sc = ResultsScene(app, s)
    app.push(sc)
    app.step([])
    assert distinct_colours(app.canvas) > 20
    assert winner in sc.headline()
    assert sc.order[0] in res.winners
    assert [res.places[i] for i in sc.order] == sorted(res.places)
    assert len(res.breakdown) == 3
    click(app, sc.play_again_button.rect.center)
    assert len(app.scenes) == 2 and isinstance(app.scenes[0], MenuScene)
    again = app.top.session
    assert again is not s and again.config == s.config and again.seed != s.seed
    app.push(ResultsScene(app, s))
    key(app, pygame.K_ESCAPE)                          # Menu
    assert len(app.scenes) == 1 and isinstance(app.top, MenuScene)


def fake_session(scores, places, names):
    n = len(scores)
    breakdown = [{"round": 1, "hunt_scores": [3] * n, "awards": list(scores)}]
    result = Result(scores=list(scores), places=list(places), breakdown=breakdown)
    return SimpleNamespace(game_id="depredador", config={"players": n, "names": names, "seats": ["human"] * n},
                           result=lambda: result)


def test_results_tie_notes(app):
    from game.scenes.results import ResultsScene
    sc = ResultsScene(app, fake_session([2, 1, 1], [1, 2, 3], ["Ana", "Bruno", "Carla"]))
    assert sc.notes() == [tr("depredador.results.tiebreak_note")]
    assert sc.tied_on_points() == {1, 2}
    sc = ResultsScene(app, fake_session([2, 2, 0], [1, 1, 3], ["Ana", "Bruno", "Carla"]))
    assert sc.notes() == [tr("depredador.results.shared_note")]
    assert "Ana & Bruno" in sc.headline()
    app.replace(sc)
    app.step([])
    sc = ResultsScene(app, fake_session([2, 1, 0], [1, 2, 3], ["Ana", "Bruno", "Carla"]))
    assert sc.notes() == [] and sc.headline().startswith("Ana wins")


def test_the_menu_lists_any_number_of_games(app, monkeypatch):
    """Eight registered games: the list scrolls to keep the chosen one in view, every row inside the list,
    nothing drawn over the key hint."""
    import dataclasses

    from game.scenes import menu as menu_module
    from rules.registry import DESCRIPTORS
    extra = [dataclasses.replace(DESCRIPTORS[i % len(DESCRIPTORS)], id=f"{DESCRIPTORS[i % len(DESCRIPTORS)].id}")
             for i in range(8)]
    monkeypatch.setattr(menu_module, "DESCRIPTORS", tuple(extra))
    m = menu(app)
    assert len(m.games) == 8
    shown = [i for i in range(8) if m.row_rect(i).w]
    assert shown == [0, 1, 2, 3, 4] and all(m.LIST.contains(m.row_rect(i)) for i in shown)
    key(app, pygame.K_LEFT)                        # to the list of games
    assert m.column == "games"
    for _ in range(7):
        key(app, pygame.K_DOWN)
    assert m.selected == 7 and m.row_rect(7).w and m.LIST.contains(m.row_rect(7)) and not m.row_rect(0).w
    app.step([])
    assert m.LIST.bottom < 690, "the list ends above the key hint"
    click(app, m.row_rect(5).center)
    assert m.selected == 5


def test_a_game_ends_on_its_final_board_and_the_results_come_back_to_it(app, monkeypatch):
    """No banner swept away by the results: the table stays on the final board with a lit "See results";
    the results' Board button goes back to it; Chart shows each player's score over the game."""
    from game.registry import open_table
    from game.scenes.results import ResultsScene
    s = finished_session()
    rules = type(s.game)
    monkeypatch.setattr(rules, "score_track", lambda self, st: ("round", st.round, list(st.totals)), raising=False)
    t = open_table(app, s)
    app.push(t)
    for _ in range(300):                               # past the last round's summary (Enter goes on)
        if t.ended:
            break
        key(app, pygame.K_RETURN) if getattr(t, "summary", None) is not None else app.step([])
    assert app.top is t and t.ended and t.undo_button.label == "See results ▸" and t.undo_button.enabled
    click(app, t.undo_button.rect.center)
    r = app.top
    assert isinstance(r, ResultsScene) and r.board is t
    unit, numbers, per_seat = r.chart_data()
    assert unit == "round" and len(per_seat) == len(s.config["seats"])
    assert [scores[-1] for scores in per_seat] == list(s.state.totals)
    key(app, pygame.K_c)
    assert r.showing_chart
    app.step([])
    assert distinct_colours(app.canvas) > 20
    click(app, r.board_button.rect.center)
    assert app.top is t
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, ResultsScene)


def test_a_results_caption_too_long_for_its_cell_keeps_its_number():
    """A narrow results cell keeps the end of its caption (where the number is) and never draws
    past its row: "… caza −15", not "puntos de …"."""
    from game.scenes.results import ResultsScene, _tail
    from game.text import text_width
    pygame.font.init()
    s = "puntos de caza −15"
    cut = _tail(s, 13, 80)
    assert cut.endswith("−15") and text_width(cut, 13) <= 80
    size, lines = ResultsScene._small_lines(s, 80, 20)          # room for one line only
    assert len(lines) == 1 and lines[0].endswith("−15")
    size, lines = ResultsScene._small_lines(s, 300, 20)         # wide enough: whole
    assert lines == [s]
