"""Selva's deck editor, the user deck store and the deck choice in New game (headless, synthetic input)."""
from __future__ import annotations

import os
import random

import pygame
import pytest

from game import i18n
from rules.selva.cards import load_pool
from rules.selva.decks import deck_to_dict, load_deck, prebuilt, validate
from tests.helpers import click, key, move


@pytest.fixture(autouse=True)
def _english():
    from game.widgets import TextInput
    i18n.set_language("en")
    TextInput._text_events_seen = False
    yield
    i18n.set_language("en")
    TextInput._text_events_seen = False


@pytest.fixture
def pool():
    return load_pool()


@pytest.fixture
def selva_registered(monkeypatch):
    """Selva's entry in the game registry."""
    from rules.registry import GAMES
    return GAMES["selva"]


def type_text(app, text):
    for ch in text:
        key(app, pygame.K_a, unicode=ch)


def distinct_colours(surface, step=16) -> int:
    w, h = surface.get_size()
    return len({tuple(surface.get_at((x, y)))[:3] for x in range(0, w, step) for y in range(0, h, step)})


def editor(app, pool=None):
    from game.selva.deck_editor import DeckEditorScene
    from game.scenes.menu import MenuScene
    app.replace(MenuScene(app))
    ed = DeckEditorScene(app, pool)
    app.push(ed)
    app.step([])
    return ed


def decks_folder() -> str:
    from game.selva.decks import decks_dir
    return decks_dir()


def plain(pool, kind):
    return next(c.id for c in pool.cards if c.plain and c.resource == kind)


def fill_48(ed, pool):
    """1 Alfa, 20 Hierba, 20 Presa and 8 other cards (48 in the Bosque)."""
    alfa = next(c.id for c in pool.cards if c.type == "alfa")
    assert ed.add(alfa, "alfas")
    for _ in range(20):
        assert ed.add(plain(pool, "hierba"), "bosque")
        assert ed.add(plain(pool, "presa"), "bosque")
    animals = [c.id for c in pool.cards if c.type == "animal"]
    for cid in animals[:4]:
        assert ed.add(cid, "bosque") and ed.add(cid, "bosque")
    return animals


# ---------------------------------------------------------------------------------- the editor

def test_editor_renders_pool_and_preview(app, pool):
    ed = editor(app)
    assert distinct_colours(app.canvas) > 20
    rows = ed.list_rows()
    assert rows and len(ed.filtered()) == len(pool.cards)
    # hovering a row shows that card big; clicking chooses it
    card, rect = rows[3]
    move(app, rect.center)
    assert ed.current_card() is card
    click(app, rect.center)
    assert ed.selected == card.id
    before = app.canvas.copy()
    move(app, (5, 5))
    assert ed.current_card() is card            # the chosen card stays when the pointer leaves
    assert distinct_colours(before) > 20


def test_filters_narrow_the_list(app, pool):
    ed = editor(app)
    total = len(ed.filtered())
    click(app, ed.type_cycler.rect.center)       # all -> alfa
    assert ed.type_filter == "alfa"
    assert ed.filtered() and all(c.type == "alfa" for c in ed.filtered()) and len(ed.filtered()) < total
    click(app, ed.type_cycler.rect.center)       # -> animal
    animals = ed.filtered()
    assert all(c.type == "animal" for c in animals)
    click(app, ed.activity_cycler.rect.center)   # -> day: day and both animals
    assert ed.activity_filter == "day"
    assert all(c.activity in ("day", "both") for c in ed.filtered()) and len(ed.filtered()) < len(animals)
    click(app, (ed.activity_cycler.rect.left + 10, ed.activity_cycler.rect.centery))   # back to all
    assert ed.activity_filter == "all"
    click(app, ed.keyword_cycler.rect.center)    # the first keyword
    kw = ed.keyword_filter
    assert kw != "all" and all(kw in c.keywords for c in ed.filtered())
    click(app, (ed.keyword_cycler.rect.left + 10, ed.keyword_cycler.rect.centery))
    click(app, ed.cost_cycler.rect.center)       # total cost 0 ... then 1
    click(app, ed.cost_cycler.rect.center)
    assert ed.cost_filter == 1 and all(sum(c.cost) == 1 for c in ed.filtered())
    click(app, (ed.cost_cycler.rect.left + 10, ed.cost_cycler.rect.centery))
    click(app, (ed.cost_cycler.rect.left + 10, ed.cost_cycler.rect.centery))
    assert ed.cost_filter == "all"
    # search by name, in the current language, accents optional
    target = animals[0]
    click(app, ed.search_input.rect.center)
    type_text(app, target.name("en")[:5])
    assert target in ed.filtered() and len(ed.filtered()) < len(animals)
    key(app, pygame.K_RETURN)
    click(app, (ed.type_cycler.rect.left + 10, ed.type_cycler.rect.centery))
    click(app, (ed.type_cycler.rect.left + 10, ed.type_cycler.rect.centery))
    assert ed.type_filter == "all"
    assert all(ed.search.lower() in " ".join(c.names.values()).lower() + c.id for c in ed.filtered())
    app.step([])
    assert distinct_colours(app.canvas) > 20


def test_live_validation_and_buttons(app, pool):
    ed = editor(app)
    assert "The Forest deck has 0 cards: 50–60 needed" in ed.problems()
    animals = fill_48(ed, pool)
    app.step([])
    probs = ed.problems()
    assert "The Forest deck has 48 cards: 50–60 needed" in probs and len(probs) == 1
    # the + of a pool row adds one copy to the Bosque; the preview buttons add to either zone
    click(app, ed.type_cycler.rect.center)
    click(app, ed.type_cycler.rect.center)        # animals
    row_i = next(i for i, (c, _r) in enumerate(ed.list_rows()) if c.id == animals[5])
    click(app, ed.plus_rect(row_i).center)
    assert ed.draft.bosque[animals[5]] == 1
    assert "The Forest deck has 49 cards: 50–60 needed" in ed.problems()
    click(app, ed.row_rect(row_i).center)          # choose it, then "+ Bosque"
    assert ed.selected == animals[5]
    move(app, (5, 715))
    click(app, ed.add_b.rect.center)
    assert ed.draft.bosque[animals[5]] == 2
    assert ed.problems() == []
    app.step([])
    assert ed.legal()
    # a fourth copy is refused with the reason; the Reserva takes up to 10 cards
    ed.add(animals[5], "reserva")
    assert not ed.add(animals[5], "reserva")
    assert app.toast and "3 copies" in app.toast[0]
    click(app, ed.rem_b.rect.center)
    assert ed.draft.bosque[animals[5]] == 1 and "The Forest deck has 49 cards: 50–60 needed" in ed.problems()
    # the deck panel's − removes a copy
    row, rect = next((r, rect) for r, rect in ed.deck_rows() if r[0] == "card" and r[2] == "reserva")
    click(app, ed.deck_minus_rect(rect).center)
    assert ed.draft.reserva == {}
    # too few resources is reported live too
    for _ in range(14):
        ed.remove(plain(pool, "hierba"), "bosque")
    assert "The Forest deck has 6 Grass: at least 7 needed" in ed.problems()
    app.step([])


def test_an_incomplete_deck_is_saved_as_a_draft_then_completed_and_loaded_back(app, pool, selva_registered):
    from game.scenes.setup import SetupScene
    from game.selva.decks import list_decks, read_user_deck
    ed = editor(app)
    click(app, ed.name_input.rect.center)
    for _ in range(20):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Mi Selva Ñandú")
    key(app, pygame.K_RETURN)
    assert ed.draft.name == "Mi Selva Ñandú"
    animals = fill_48(ed, pool)
    click(app, ed.save_button.rect.center)       # not legal yet: saved as a draft, with the reason
    path = os.path.join(decks_folder(), "mi_selva_nandu.yaml")
    assert os.path.exists(path) and not ed.dirty
    assert app.toast and "draft" in app.toast[0] and "The Forest deck has 48 cards" in app.toast[0]
    # the draft is listed under Load (with the rule it breaks), and New game does not offer it
    click(app, ed.load_button.rect.center)
    assert ed.files_open
    deck_rows = [r for r in ed.file_entries() if r[0] == "deck"]
    assert [r[1][1].id for r in deck_rows] == ["mi_selva_nandu"] and "The Forest deck has 48 cards" in deck_rows[0][1][2]
    app.step([])
    key(app, pygame.K_ESCAPE)                     # Esc closes the list first
    assert not ed.files_open and app.top is ed
    setup = SetupScene(app, "selva")
    app.push(setup)
    app.step([])
    assert "u:mi_selva_nandu" not in setup.panel.choices
    app.pop()
    ed.add(animals[6], "bosque")
    ed.add(animals[6], "bosque")
    ed.add(animals[7], "reserva")
    assert ed.dirty
    click(app, ed.save_button.rect.center)
    assert os.path.exists(path) and not ed.dirty and "draft" not in app.toast[0]
    assert [f for f in os.listdir(decks_folder()) if f.startswith(".tmp")] == []
    assert os.environ["BESTIARIO_HOME"] in path
    deck = read_user_deck(path, pool)
    assert deck.id == "mi_selva_nandu" and deck.name == "Mi Selva Ñandú"
    assert validate(deck, pool) == []
    assert dict(deck.reserva) == {animals[7]: 1} and sum(n for _, n in deck.bosque) == 50
    assert validate(load_deck(path, pool), pool) == []
    decks, problems = list_decks(pool)
    assert problems == [] and deck.id in [d.id for d in decks]
    # New, then Load brings it back
    click(app, ed.new_button.rect.center)
    assert ed.draft.bosque_total == 0
    click(app, ed.load_button.rect.center)
    row = next(r for row, r in ed.file_rows() if row[0] == "deck")
    move(app, row.center)
    assert distinct_colours(app.canvas) > 20
    click(app, row.center)
    assert ed.draft.name == "Mi Selva Ñandú" and ed.draft.bosque_total == 50 and not ed.dirty
    assert not ed.files_open
    # another deck under the same name replaces it only after a second Save
    click(app, ed.copy_button.rect.center)
    ed.set_name("Mi Selva Ñandú")
    assert ed.save() is None and app.toast and "press Save again" in app.toast[0]
    assert ed.save() == path and dict(read_user_deck(path, pool).bosque) == dict(prebuilt(pool)[0].bosque)
    # a name that is a prebuilt deck's id is refused
    pre = prebuilt(pool)[0]
    ed.name_input.text = pre.id
    ed.set_name(pre.id)
    assert ed.save() is None and app.toast and "prebuilt" in app.toast[0]
    # Delete asks once more, then removes the file
    ed.set_name("Mi Selva Ñandú")
    app.step([])
    assert ed.delete_button.enabled
    click(app, ed.delete_button.rect.center)
    assert os.path.exists(path)
    click(app, ed.delete_button.rect.center)
    assert not os.path.exists(path)


def test_copy_prebuilt_and_back_with_unsaved_changes(app, pool):
    from game.scenes.menu import MenuScene
    ed = editor(app)
    pre = prebuilt(pool)
    assert ed.copy_cycler.values == [d.id for d in pre]
    click(app, ed.copy_cycler.rect.center)        # the second prebuilt deck
    click(app, ed.copy_button.rect.center)
    src = pre[1]
    assert ed.draft.bosque == dict(src.bosque) and ed.draft.alfas == list(src.alfas)
    assert ed.draft.name.endswith("(copy)") and ed.legal() and ed.dirty
    # clicking an Alfa in the deck panel makes it the first Alfa
    if len(src.alfas) > 1:
        second = next(rect for r, rect in ed.deck_rows() if r[0] == "card" and r[1][0] == src.alfas[1])
        click(app, (second.left + 60, second.centery))
        assert ed.draft.alfas[0] == src.alfas[1]
    # + and − keys add or remove the card shown (the pointer off every list: the selected card)
    move(app, (640, 10))
    cid = next(c for c, _n in src.bosque if not pool.card(c).plain)
    ed.selected = cid
    before = ed.draft.bosque.get(cid, 0)
    key(app, pygame.K_MINUS, unicode="-")
    assert ed.draft.bosque.get(cid, 0) == before - 1
    key(app, pygame.K_PLUS, unicode="+")
    assert ed.draft.bosque.get(cid, 0) == before
    key(app, pygame.K_ESCAPE)                     # unsaved: asks first
    assert app.top is ed and app.toast and "Unsaved" in app.toast[0]
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)


def test_editor_survives_random_input(app, pool):
    ed = editor(app)
    rng = random.Random(7)
    kinds = (pygame.K_a, pygame.K_BACKSPACE, pygame.K_RETURN, pygame.K_DOWN, pygame.K_UP, pygame.K_PAGEDOWN,
             pygame.K_TAB)
    for _ in range(400):
        r = rng.random()
        pos = (rng.randrange(1280), rng.randrange(720))
        if r < 0.5:
            ev = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 3)))]
        elif r < 0.7:
            ev = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
        elif r < 0.8:
            ev = [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)]
        else:
            ev = [pygame.event.Event(pygame.KEYDOWN, key=rng.choice(kinds), unicode=rng.choice("aZ9ñ "), mod=0,
                                     scancode=0)]
        app.step(ev)
        assert not (app.toast and app.toast[0].startswith("Error")), app.toast
        if app.top is not ed:                      # Back / Esc left: come back
            app.push(ed)
    app.step([])


# ---------------------------------------------------------------------------------- user decks on disk

def _write(name: str, text: str) -> str:
    path = os.path.join(decks_folder(), name)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)
    return path


def _good_deck_dict(pool) -> dict:
    d = deck_to_dict(prebuilt(pool)[0])
    d.pop("names", None)
    d.pop("strategy", None)
    d["name"] = "Mine"
    d["id"] = "mine"
    return d


def test_broken_user_decks_are_reported_and_skipped(app, pool, selva_registered):
    import yaml

    from game.selva.decks import list_decks, save_user_deck
    from rules.selva.decks import deck_from_dict
    save_user_deck(deck_from_dict(_good_deck_dict(pool)), pool)
    _write("bad_yaml.yaml", "id: bad\nbosque: {hierba: 3\n  presa: [\n")
    good = _good_deck_dict(pool)
    good["bosque"] = dict(good["bosque"], no_such_animal=2)
    _write("unknown_card.yaml", yaml.safe_dump(good, sort_keys=False))
    _write("wrong_field.yaml", "name: x\nalfas: [puma]\ncolour: red\nbosque: {hierba: 9}\n")
    decks, problems = list_decks(pool)
    assert [d.id for d in decks] == [d.id for d in prebuilt(pool)] + ["mine"]
    assert len(problems) == 3
    joined = "\n".join(problems)
    assert "bad_yaml.yaml:" in joined and "unknown_card.yaml:" in joined and "wrong_field.yaml:" in joined
    unknown = next(p for p in problems if "unknown_card" in p)
    assert "no_such_animal" in unknown and "bosque.no_such_animal" in unknown
    assert any("colour" in p and "unknown field" in p for p in problems)
    # the menu and the setup still open; the editor reports the skipped files
    from game.scenes.menu import MenuScene
    from game.scenes.setup import SetupScene
    app.replace(MenuScene(app))
    app.step([])
    m = app.top
    m.selected = [g.id for g in m.games].index("selva")
    m.build_extras()
    app.step([])
    assert m.extras
    editor = next(b for b, a in m.extras if a.scene)        # the deck editor (the tutorial comes first)
    click(app, editor.rect.center)
    from game.selva.deck_editor import DeckEditorScene
    assert isinstance(app.top, DeckEditorScene)
    # every unreadable file is listed with its reason (not only the first, not only for seconds)
    assert app.toast and "3 deck files could not be read" in app.toast[0]
    ed = app.top
    assert len(ed.user) == 1 and ed.files_open
    listed = [r[1] for r in ed.file_entries() if r[0] == "problem"]
    assert sorted(listed) == sorted(problems)
    app.step([])
    drawn = {row[1] for row, _r in ed.file_rows() if row[0] == "problem"}
    assert drawn == set(problems)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert app.top is m
    setup = SetupScene(app, "selva")
    app.push(setup)
    app.step([])
    assert "u:mine" in setup.panel.choices and len(setup.panel.deck_problems) == 3
    assert distinct_colours(app.canvas) > 20


def test_setup_lists_user_decks_and_puts_them_in_the_config(app, pool, selva_registered):
    from game.scenes.setup import SetupScene
    from game.selva.decks import save_user_deck
    from rules.selva.decks import deck_from_dict
    mine = deck_from_dict(_good_deck_dict(pool))
    save_user_deck(mine, pool)
    illegal = dict(_good_deck_dict(pool), name="Tiny", id="tiny", bosque={"hierba": 7, "presa": 7})
    save_path = _write("tiny.yaml", __import__("yaml").safe_dump(illegal))
    assert os.path.exists(save_path)
    s = SetupScene(app, "selva")
    app.replace(s)
    app.step([])
    pre = [d.id for d in prebuilt(pool)]
    keys = list(s.panel.choices)
    assert keys == [f"p:{i}" for i in pre] + ["u:mine"]          # the illegal user deck is not offered
    assert s.panel.seat_decks == [f"p:{pre[0]}", f"p:{pre[1]}"]
    cfg = s.config()
    assert cfg["decks"] == [pre[0], pre[1]] and "starter" not in cfg and cfg["players"] == 2
    # seat 1: back one step from the first prebuilt deck = the user's deck (the list wraps)
    c0 = s.panel.deck_cyclers[0]
    click(app, (c0.rect.left + 10, c0.rect.centery))
    assert s.panel.seat_decks[0] == "u:mine"
    assert s.panel.deck_label("u:mine").startswith("Mine")
    click(app, s.panel.starter_cycler.rect.center)
    cfg = s.config()
    assert cfg["starter"] == 0
    assert cfg["decks"][0] == deck_to_dict(mine) | {"id": "mine"} and cfg["decks"][1] == pre[1]
    # the rules accept that config: a save replays without the user's file
    from rules.selva import setup as SU
    st = SU.new_game(cfg, 11)
    assert st.deck_names[0] == "mine"
    os.remove(os.path.join(decks_folder(), "mine.yaml"))
    assert SU.new_game(cfg, 11).deck_names[0] == "mine"
    app.step([])
    assert distinct_colours(app.canvas) > 20
    # the deck editor opens from the setup, and coming back re-reads the decks
    click(app, s.panel.editor_button.rect.center)
    from game.selva.deck_editor import DeckEditorScene
    assert isinstance(app.top, DeckEditorScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is s and "u:mine" not in s.panel.choices and s.panel.seat_decks[0] == f"p:{pre[0]}"


def test_setup_starts_selva_with_a_user_deck(app, pool, selva_registered):
    from game.scenes.setup import SetupScene
    from game.selva.decks import save_user_deck
    from rules.selva.decks import deck_from_dict
    save_user_deck(deck_from_dict(_good_deck_dict(pool)), pool)
    s = SetupScene(app, "selva")
    app.replace(s)
    s.panel.set_seat_deck(1, "u:mine")
    app.step([])
    try:
        from game.selva.table import SelvaTable  # noqa: F401
    except ImportError:
        pytest.skip("the Selva table is not there yet")
    click(app, s.start_button.rect.center)
    table = app.top
    assert table.session.game_id == "selva"
    decks = table.session.config["decks"]
    assert decks[0] == prebuilt(pool)[0].id and isinstance(decks[1], dict) and decks[1]["id"] == "mine"
    # the autosave replays without the user's file
    from game import saving
    os.remove(os.path.join(decks_folder(), "mine.yaml"))
    assert saving.load(table.session.meta["id"]).config["decks"][1]["id"] == "mine"


def test_menu_offers_the_deck_editor_with_selva(app, selva_registered):
    from game.selva.deck_editor import DeckEditorScene
    from game.scenes.menu import MenuScene
    m = MenuScene(app)
    app.replace(m)
    app.step([])
    assert [b.label for b in m.buttons] == ["New game", "Continue", "Saved games", "Statistics", "Online", "Rules", "Settings", "Quit"]
    assert not [a for _, a in m.extras if a.scene]           # no other game has a deck editor (a tutorial may show)
    click(app, m.row_rect([g.id for g in m.games].index("selva")).center)
    assert m.game_id == "selva" and [a for _, a in m.extras if a.scene]
    app.step([])
    key(app, pygame.K_d)
    assert isinstance(app.top, DeckEditorScene)
    i18n.set_language("es")
    app.top.on_enter()
    app.step([])
    assert app.top.save_button.label == "Guardar"


def test_spanish_strings_complete():
    from game.i18n import load_table
    en = {k for k in load_table("en") if k.startswith("selva_editor.")}
    es = {k for k in load_table("es") if k.startswith("selva_editor.")}
    assert en and en == es


def test_setup_offers_private_or_open_decklists(app, pool, selva_registered):
    from game.scenes.setup import SetupScene
    from rules.selva import setup as SU
    s = SetupScene(app, "selva")
    app.replace(s)
    app.step([])
    oc = s.panel.open_cycler
    assert oc.value == "private" and not s.config().get("open_decklists")
    click(app, (oc.rect.right - 10, oc.rect.centery))
    assert oc.value == "open"
    cfg = s.config()
    assert cfg["open_decklists"] is True
    st = SU.new_game(cfg, 3)
    assert st.config["open_decklists"] is True
    click(app, (oc.rect.right - 10, oc.rect.centery))
    assert s.config()["open_decklists"] is False
