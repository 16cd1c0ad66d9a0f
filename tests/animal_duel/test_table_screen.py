"""Animal Duel's table as players see it (issue 10): faces that read at a glance (no text under 12 px, a
picture on every card, the four strengths where they fight), text that fits in both languages, one name
for each thing, the opponent's turn told back, the spectator view, keyboard play, slides that rest, the
menu's Continue words. Screens are driven headless with synthetic events."""
from __future__ import annotations

import random
import re

import pygame
import pytest

from game import i18n, text
from game.animal_duel import art as A
from game.animal_duel import geometry as G
from game.animal_duel import panels
from game.animal_duel.glossary import card_names, glossary
from game.animal_duel.last_turn import LEFT_OUT
from game.animal_duel.log_text import LogText
from game.i18n import tr, tr_n
from game.pictures import picture
from game.registry import ui_for
from game.rules_text import load_rules_text
from rules.ai import make_bot
from rules.animal_duel.cards import load_deck
from rules.animal_duel.state import board_side
from rules.engine.core import Action
from tests import helpers as kit
from tests.helpers import click, key, move

LANGS = ("en", "es")
DECK = load_deck()


@pytest.fixture(autouse=True)
def _english():
    """English, and no overflow recording left on, around every test of this file."""
    i18n.set_language("en")
    yield
    i18n.set_language("en")
    text.record_overflows(False)


@pytest.fixture
def recording():
    text.record_overflows(True)
    yield
    text.record_overflows(False)


def new_session(seats, seed=3, size=4, **variants):
    """An Animal Duel match: players named Ana, Halcón…, the board ``size``, variants by their short names."""
    return kit.new_session("animal_duel", seats, seed, names=["Ana", "Halcón", "Bruno", "Lince"][:len(seats)],
                           board_size=size, **{f"variant_{k}": v for k, v in variants.items()})


def play_bots(session, moves, seed=1, until=None):
    bots = [make_bot("easy", seed + i) for i in range(session.state.n)]
    for _ in range(moves):
        p = session.current_player()
        if p is None or (until and until(session)):
            return
        session.apply(bots[p].choose(session.game, session.state, p))


def open_table(app, session, delay=0.0):
    """The table pushed and drawn once (AI without delay unless ``delay``)."""
    return kit.open_table(app, session, delay=delay, first_frame=True)


def problems():
    return sorted(set(text.overflows()))


def face_sizes():
    out = [G.HAND, G.HAND_SMALL, G.ZOOM, G.PILE]
    for n in (3, 4, 5):
        geom = G.BoardGeom(pygame.Rect(294, 72, 424, 424), n, False)
        out.append((geom.cell_px - 8, geom.cell_px - 8))
    return out


# ---------------------------------------------------------------------------------- card faces

@pytest.mark.parametrize("lang", LANGS)
def test_every_face_fits_without_text_under_12_px(app, text_window, lang, recording):
    """Every card at every size the table draws it (hand, large view, each board size, the discard
    pile; situationals in hand, large and as pile chips; the rivals' known cards), turned or not."""
    i18n.set_language(lang)
    A.clear_cache()
    art = A.DuelArt(DECK)
    for c in DECK.cards:
        for size in face_sizes() if c.is_animal else (G.HAND, G.HAND_SMALL, G.ZOOM):
            art.face(c.id, size)
            art.face(c.id, size, True)
        art.mini(c.id, G.BACK_MINI)
        if not c.is_animal:
            art.chip(c.id, 236)
    assert problems() == []
    A.clear_cache()


def test_what_does_not_fit_on_a_kept_face_is_reported_on_every_use(app, monkeypatch):
    """Faces are painted once and kept; a text that did not fit is reported again each time the face
    is used, so a test recording later still sees it."""
    A.clear_cache()
    monkeypatch.setitem(i18n.table("en"), "animal_duel.short.trilero", "far too many words " * 12)
    art = A.DuelArt(DECK)
    trilero = DECK.first("trilero")
    art.face(trilero, G.HAND)                   # painted while nothing records
    text.record_overflows(True)
    art.face(trilero, G.HAND)                   # kept: the clip is told again
    assert any(kind == "clip" for kind, *_ in problems())
    text.record_overflows(False)
    A.clear_cache()


def test_every_card_and_habitat_has_its_picture(app):
    ids = ui_for("animal_duel").picture_ids()
    assert {c.key for c in DECK.cards} | {h.id for h in DECK.habitats} == set(ids)
    for key in ids:
        assert picture("animal_duel", key, 40) is not None, key


def test_a_face_shows_its_picture(app):
    """The picture is really drawn: the lion's face differs from the same face without it."""
    art = A.DuelArt(DECK)
    lion = DECK.first("leon")
    face = art.face(lion, G.HAND)
    centre = face.get_at((G.HAND[0] // 2, 55))
    bg = A.mix(art.habitat_colour(DECK.cards[lion].habitat), (255, 255, 255), 0.62)
    assert tuple(centre)[:3] != tuple(bg)


def test_long_names_break_with_a_hyphen_rather_than_a_cut(app, recording):
    i18n.set_language("es")
    lines, size, bold = A.fit_lines("Teletransportación", 102, 2)
    assert "".join(x.rstrip("-") for x in lines) == "Teletransportación" and len(lines) == 2
    assert lines[0].endswith("-") and size >= 12
    assert problems() == []


def test_strength_discs_are_at_the_edges_they_fight_on(app):
    """Upright digits whoever owns the card: a turned card (the other side's) writes its own top
    strength at the bottom edge, and each value sits on its edge."""
    art = A.DuelArt(DECK)
    lion = DECK.first("leon")            # strengths (top, right, bottom, left) = 4, 3, 1, 2
    top, right, bottom, left = DECK.cards[lion].strengths
    size = (94, 94)
    up = art.discs(lion, size)
    assert {e: v for e, (_, _, v) in up.items()} == {"top": top, "right": right, "bottom": bottom, "left": left}
    down = art.discs(lion, size, True)
    assert {e: v for e, (_, _, v) in down.items()} == {"top": bottom, "right": left, "bottom": top, "left": right}
    (cx, cy), r, _ = up["top"]
    assert cy < 94 // 3 and abs(cx - 47) <= 1 and r >= 11
    (cx, cy), r, _ = up["left"]
    assert cx < 94 // 3 and abs(cy - 47) <= 1


@pytest.mark.parametrize("seat", [0, 1])
def test_each_board_edge_shows_the_strength_the_rules_clash_with(app, seat):
    """For every card on the board, the digit drawn at each screen edge is the card's strength in the
    board direction that edge faces (as the rules compute clashes), for either viewer."""
    seats = ["human", "easy"] if seat == 0 else ["easy", "human"]
    s = new_session(seats, seed=5)
    play_bots(s, 20)
    t = open_table(app, s)
    app.step([])
    st = s.state
    assert t.board_discs
    flipped = t.my_team == 1
    screen_to_board = {"top": 0, "right": 1, "bottom": 2, "left": 3}
    for cell, drawn in t.board_discs.items():
        card, team, _ = st.board[cell][-1]
        strengths = DECK.cards[card].strengths
        for edge, value in drawn.items():
            d = screen_to_board[edge]
            if flipped:
                d = (d + 2) % 4
            side = next(k for k in range(4) if board_side(k, team) == d)
            assert value == strengths[side], (cell, edge)


# ---------------------------------------------------------------------------------- text fits

@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size,players", [(3, 2), (5, 2), (4, 4)])
def test_tables_fit_at_every_size_and_the_team_game(app, text_window, lang, size, players, recording):
    i18n.set_language(lang)
    seats = ["human"] + ["easy"] * (players - 1)
    for moves in (0, 12, 40):
        s = new_session(seats, seed=size * 7 + players, size=size, team=players == 4)
        play_bots(s, moves, until=lambda x: x.current_player() == 0 and len(x.actions) >= moves)
        if s.current_player() is None:
            continue
        t = open_table(app, s, delay=10 ** 6)
        for pos in ((640, 640), (500, 300), (860, 350), (140, 180), (900, 160)):
            move(app, pos)
        app.scenes.clear()
        assert t.drawn_hand is not None
    assert problems() == []


# ---------------------------------------------------------------------------------- one name for each thing

def test_variant_names_are_translated():
    for lang in LANGS:
        i18n.set_language(lang)
        names = [tr(f"animal_duel.variant.{v}") for v in ("variant_kids", "variant_habitat", "variant_level_start",
                                                          "variant_team")]
        assert all(n and not n.startswith("animal_duel.") for n in names)
    i18n.set_language("es")
    assert tr("animal_duel.variant.variant_team") == "Partida por equipos"
    for lang in LANGS:
        table = i18n.table(lang)
        assert not any("team party" in v.lower() for k, v in table.items() if k.startswith("animal_duel."))
    en, es = i18n.table("en"), i18n.table("es")
    for v in ("variant_kids", "variant_habitat", "variant_level_start", "variant_team"):
        assert en[f"animal_duel.variant.{v}"] != es[f"animal_duel.variant.{v}"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_text_names_things_as_the_table_does(lang):
    rt = load_rules_text("animal_duel", lang)
    body = " ".join([rt.title] + [s.heading + " " + " ".join(s.paragraphs) for s in rt.sections])
    assert "{" not in body and "}" not in body
    names = card_names(DECK, lang)
    other = card_names(DECK, "es" if lang == "en" else "en")
    for key in ("reflejo_dano", "golpe_mortal", "dulces_suenos", "engullir", "alteracion_genetica", "trex"):
        assert names[key] in body, key
    for key in ("reflejo_dano", "golpe_mortal", "dulces_suenos", "engullir"):
        assert other[key] not in body, key
    g = glossary(lang)
    for k in ("variant_team", "variant_level_start", "zone_discard", "type_T", "type_P"):
        assert g[k] in body, k
    # the same words the table shows
    i18n.set_language(lang)
    assert g["variant_team"] == tr("animal_duel.variant.variant_team")
    assert g["zone_pile_it"] == tr("animal_duel.zone.pile_it")
    assert g["type_T"] == tr("animal_duel.type.T")


def test_the_piles_are_labelled_with_the_zone_names(app):
    s = new_session(["human", "easy"])
    t = open_table(app, s)
    for lang in LANGS:
        i18n.set_language(lang)
        zone = tr("animal_duel.zone.discard")
        label = tr("animal_duel.info.discard", zone=zone[:1].upper() + zone[1:], count=3)
        assert label.lower().startswith(glossary(lang)["zone_discard"].lower())
    i18n.set_language("en")
    assert t.words("animal_duel.button.discard_trex") == "Discard T-Rex"


def test_counted_words_take_the_right_form():
    for lang, one, other in (("en", "1 card", "2 cards"), ("es", "1 carta", "2 cartas")):
        i18n.set_language(lang)
        assert tr_n("animal_duel.info.cards", 1) == one and tr_n("animal_duel.info.cards", 2) == other
    i18n.set_language("en")
    assert tr_n("animal_duel.match.placements", 1) == "1 placement left"
    assert tr_n("animal_duel.log.draw", 1, name="Ana") == "Ana draws 1 card."
    assert tr_n("animal_duel.log.extinction", 1) == "1 animal leaves the board."


def _junk_actions(s, rng):
    v = s.game.view(s.state, s.current_player())
    cards = list(range(len(DECK.cards)))
    out = [Action("place", (rng.choice(cards), rng.randrange(-2, 30))), Action("place", (True, 1)),
           Action("place", 5), Action("situ", rng.choice(cards)), Action("situ", 999), Action("target", (3, 3)),
           Action("target", rng.randrange(-1, 30)), Action("end"), Action("end", 4), Action("keep"), Action("give"),
           Action("fix_hand", rng.choice(cards)), Action("discard", rng.choice(cards)),
           Action("discard_trex", rng.choice(cards)), Action("dance", 1), Action("situ", 1.0)]
    out += [a for a in s.legal_actions()[:3]]
    return v, out


@pytest.mark.parametrize("lang", LANGS)
def test_every_refusal_is_told_in_the_players_words(app, lang):
    """Junk and out-of-turn actions at many positions: the reason shown is never the rules' own
    English ``why``, a raw key or a placeholder."""
    i18n.set_language(lang)
    rng = random.Random(5)
    seen = set()
    for seed in range(1, 7):
        s = new_session(["human", "easy"], seed=seed, variant_habitat=seed % 2 == 0)
        t = open_table(app, s)
        for step in range(60):
            if s.current_player() is None:
                break
            if s.current_player() == 0:
                t.seat = 0
                v, actions = _junk_actions(s, rng)
                for a in actions:
                    bad = s.game.why_illegal(v, a)
                    if bad is None:
                        continue
                    rule, why = bad
                    seen.add(rule)
                    said = t.reason(rule, why, a)
                    assert said and said != why and "{" not in said and "animal_duel." not in said, (rule, said)
            play_bots(s, 1, seed=seed + step)
        app.scenes.clear()
    assert {"not_in_hand", "wrong_phase", "malformed", "unknown"} <= seen


@pytest.mark.parametrize("lang", LANGS)
def test_the_log_never_shows_ids_keys_or_placeholders(lang):
    i18n.set_language(lang)
    keys = {c.key for c in DECK.cards if "_" in c.key}
    for seed in (2, 3):
        s = new_session(["easy", "easy"], seed=seed)
        play_bots(s, 400, seed=seed)
        teller = LogText(DECK, s.config["names"], 0, s.state.size)
        for e in s.events:
            for line, _ in teller.lines(e):
                assert "{" not in line and "animal_duel." not in line, line
                assert not any(k in line for k in keys), line


# ---------------------------------------------------------------------------------- the opponent's turn told back

def _turn_lines(t, s, seat_pred):
    """The log lines of the latest turn of a seat for which ``seat_pred`` holds, from the events."""
    teller = LogText(DECK, t.names, t.seat, s.state.size)
    turns = []
    for e in s.events:
        if e.kind == "game_start":
            turns = []
        if e.kind == "turn_start":
            turns.append((e.player, []))
            continue
        if not turns or e.kind in LEFT_OUT or not e.seen_by(t.seat):
            continue
        if e.visible_to is not None and not t.face_up():
            continue
        turns[-1][1].extend(x for x, _ in teller.lines(e))
    return next((lines for p, lines in reversed(turns) if seat_pred(p)), None)


def test_the_opponents_whole_last_turn_is_told_back(app):
    """After the AI's turn with a situational and a placement that clashed, the panel tells all of it."""
    def rich(sess):
        ev = sess.events
        starts = [i for i, e in enumerate(ev) if e.kind == "turn_start"]
        if sess.current_player() != 0 or len(starts) < 2 or ev[starts[-1]].player != 0:
            return False
        turn = ev[starts[-2]:starts[-1]]
        return (turn[0].player == 1 and any(e.kind == "situ" for e in turn)
                and any(e.kind == "place" and e.data.get("clashes") for e in turn))
    for seed in range(1, 120):
        s = new_session(["human", "easy"], seed=seed)
        play_bots(s, 300, seed=seed, until=rich)
        if s.current_player() is not None and rich(s):
            break
    else:
        raise AssertionError("no such turn found")
    t = open_table(app, s)
    move(app, (5, 5))                            # nothing under the pointer: the zoom tells the turn
    assert t.zoom_drawn is None
    seat, lines = t.last_turn_drawn
    assert seat == 1
    expected = _turn_lines(t, s, lambda p: p == 1)
    assert lines == expected
    assert any(" places " in x for x in lines) and any(" plays " in x for x in lines)
    assert any("Clash at" in x for x in lines)
    assert sum(" places " in x or " plays " in x for x in lines) >= 2      # more than the last action


def test_the_turn_in_progress_is_told_while_the_ai_plays(app):
    s = new_session(["human", "easy"], seed=3)
    play_bots(s, 200, until=lambda x: x.current_player() == 1 and x.events[-1].kind == "place")
    t = open_table(app, s, delay=10 ** 6)
    move(app, (5, 5))
    rec = t.last_turn_record()
    assert rec["seat"] == 1 and not rec["done"]
    assert t.last_turn_drawn[1] == _turn_lines(t, s, lambda p: p == 1)
    i18n.set_language("es")
    move(app, (6, 6))
    assert t.last_turn_drawn[1] and all("{" not in x for x in t.last_turn_drawn[1])


def test_a_long_turn_is_cut_with_a_note_not_past_the_panel(app, recording):
    s = new_session(["human", "easy"], seed=3)
    play_bots(s, 12)
    t = open_table(app, s)
    from game.widgets import MUTED
    long = [(f"Halcón plays card number {i} and something happens to it.", MUTED if i % 2 else (200, 200, 200))
            for i in range(30)]
    shown = panels.fit_turn_lines(long, t.R["zoom"].w - 20, t.R["zoom"].h - 40)
    assert len(shown) * 15 <= t.R["zoom"].h - 40
    assert shown[-1][0] == tr_n("animal_duel.info.more_in_log", len(long) - (len(shown) - 1)) or "…" in shown[-1][0]
    assert problems() == []


# ---------------------------------------------------------------------------------- spectator

@pytest.mark.parametrize("lang", LANGS)
def test_an_all_ai_game_is_watched_as_a_spectator(app, lang, recording):
    i18n.set_language(lang)
    s = new_session(["easy", "easy"], seed=4)
    t = open_table(app, s)
    for _ in range(800):
        if s.current_player() is None:
            break
        app.step([])
        assert t.drawn_hand is not None and t.drawn_hand[2] is False
        assert t.hand_targets() == [] and t.focus_targets() == []
    assert s.current_player() is None
    texts = [x for x, _ in t.log]
    private = set()
    teller = LogText(DECK, t.names, 0, s.state.size)
    for e in s.events:
        if e.visible_to is not None:
            private.update(x for x, _ in teller.lines(e))
    assert private and not (private & set(texts))
    assert not any(x.startswith(("You draw", "You are dealt", "Robas", "Recibes")) for x in texts)
    assert problems() == []


# ---------------------------------------------------------------------------------- keyboard play

def _focus_to(app, t, pred):
    """Tab until the focused target satisfies ``pred`` (on its (kind, id)); True if found."""
    for _ in range(60):
        f = t.focused()
        if f is not None and pred(f):
            return True
        key(app, pygame.K_TAB)
    return False


def test_a_placement_made_with_the_keyboard(app):
    s = new_session(["human", "easy"], seed=3)
    play_bots(s, 100, until=lambda x: x.current_player() == 0 and any(a.kind == "place" for a in x.legal_actions()))
    t = open_table(app, s)
    place = next(a for a in s.legal_actions() if a.kind == "place")
    card, cell = place.value
    assert _focus_to(app, t, lambda f: f == ("card", card))
    app.step([])
    assert t.zoom_drawn == card                  # the focused card is shown large
    key(app, pygame.K_RETURN)
    assert t.selected == card
    assert t.focused()[0] == "cell"              # the focus went to the cells
    assert _focus_to(app, t, lambda f: f == ("cell", cell))
    app.step([])
    assert t.preview_shown is not None and t.preview_shown[:2] == (card, cell)
    n = len(s.actions)
    key(app, pygame.K_SPACE)
    assert len(s.actions) == n + 1 and s.actions[-1] == place


def test_space_presses_the_main_button_and_escape_cancels(app):
    s = new_session(["human", "easy"], seed=3)
    play_bots(s, 100, until=lambda x: x.current_player() == 0 and any(a.kind == "end" for a in x.legal_actions()))
    t = open_table(app, s)
    assert t.main_action() is not None
    animals = [a.value[0] for a in s.legal_actions() if a.kind == "place"]
    if animals:
        t.click_card(animals[0])
        assert t.main_action() is None          # a chosen animal waits for its cell
        key(app, pygame.K_ESCAPE)
        assert t.selected is None and app.top is t
    n = len(s.actions)
    key(app, pygame.K_SPACE)
    assert len(s.actions) == n + 1 and s.actions[-1].kind == "end"


def _key_target(app, t, value) -> None:
    """A target chosen with the keyboard: one cell, or two (a move or a swap)."""
    if isinstance(value, int):
        assert _focus_to(app, t, lambda f: f == ("cell", value))
        key(app, pygame.K_RETURN)
        return
    first, second = value
    if not _focus_to(app, t, lambda f: f == ("cell", first)):
        first, second = second, first
        assert _focus_to(app, t, lambda f: f == ("cell", first))
    key(app, pygame.K_RETURN)
    assert _focus_to(app, t, lambda f: f == ("cell", second))
    key(app, pygame.K_RETURN)


def test_a_whole_game_played_with_the_keyboard_only(app):
    """Every decision of the human through Tab and Enter (the bot says which, the keys do it)."""
    from game.scenes.results import ResultsScene
    s = new_session(["human", "easy"], seed=6, size=3)
    t = open_table(app, s)
    chooser = make_bot("easy", 99)
    decisions = 0
    for _ in range(5000):
        if isinstance(app.top, ResultsScene):
            break
        if app.top is t and t.ended:            # the game ends on its final board: See results
            click(app, t.undo_button.rect.center)
            continue
        if app.top is t and t.my_turn() and not t.hold:
            a = chooser.choose(s.game, s.state, 0)
            n = len(s.actions)
            want = [a]
            if a.kind == "situ":                   # a card with a target on the board is aimed first
                w = s.state.clone()
                s.game.apply(w, a)
                if w.phase == "target" and w.pending.get("choose") in ("cell", "move", "swap"):
                    want.append(chooser.choose(s.game, w, 0))
            if len(want) == 2:
                assert _focus_to(app, t, lambda f: f == ("card", a.value))
                key(app, pygame.K_RETURN)
                assert len(s.actions) == n and t.aim is not None
                _key_target(app, t, want[1].value)
            elif a.kind == "place":
                assert _focus_to(app, t, lambda f: f == ("card", a.value[0]))
                key(app, pygame.K_RETURN)
                assert _focus_to(app, t, lambda f: f == ("cell", a.value[1]))
                key(app, pygame.K_RETURN)
            elif a.kind in ("situ", "fix_hand", "discard") or (a.kind == "target" and isinstance(a.value, int)
                                                                  and s.state.pending.get("choose") == "card"):
                assert _focus_to(app, t, lambda f: f == ("card", a.value))
                key(app, pygame.K_RETURN)
            elif a.kind == "target" and isinstance(a.value, int):
                assert _focus_to(app, t, lambda f: f == ("cell", a.value))
                key(app, pygame.K_RETURN)
            elif a.kind == "target":
                _key_target(app, t, a.value)
            elif a.kind in ("end", "keep"):
                key(app, pygame.K_SPACE)
            else:                                  # the second button: give, discard the T-Rex
                assert _focus_to(app, t, lambda f: f == ("button", "extra"))
                key(app, pygame.K_RETURN)
            assert s.actions[n:] == want, (want, app.toast)
            decisions += 1
            continue
        app.step([])
    assert s.current_player() is None and decisions > 3
    assert isinstance(app.top, ResultsScene)


# ---------------------------------------------------------------------------------- slides, rest

def test_a_placed_card_slides_from_the_hand_and_the_table_then_rests(app):
    s = new_session(["human", "easy"], seed=3)
    play_bots(s, 100, until=lambda x: x.current_player() == 0 and any(a.kind == "place" for a in x.legal_actions()))
    t = open_table(app, s, delay=0.5)
    for _ in range(400):                          # the opening look and any animation end
        if not t.anim_busy() and not t.hold:
            break
        app.step([])
    assert not t.anim_busy() and not app.busy()   # a table waiting for a human rests
    place = next(a for a in s.legal_actions() if a.kind == "place")
    card, cell = place.value
    click(app, dict(t.hand_targets())[card].center)
    start = t.drawn[("hand", card)].copy()             # where it was drawn, lifted as the chosen card
    click(app, t.cell_rect(cell).center)
    assert s.actions[-1] == place
    assert t.slides.moving(("cell", cell)) and t.anim_busy()
    slide = next(x for x in t.slides.items if x.key == ("cell", cell))
    assert slide.start.center == start.center and slide.end.center == t.cell_rect(cell).center
    assert ("cell", cell) not in t.drawn             # not drawn at its place while it slides
    for _ in range(60):
        app.step([])
    assert not t.slides.moving(("cell", cell)) and t.drawn[("cell", cell)].center == t.cell_rect(cell).center


def test_the_rivals_card_slides_from_their_place(app):
    s = new_session(["human", "easy"], seed=3)
    play_bots(s, 100, until=lambda x: x.current_player() == 1 and x.state.phase == "turn"
              and not any(e.kind == "place" for e in x.events[-3:]))
    t = open_table(app, s, delay=0.3)
    strip = t.drawn[("north", 1)].copy()
    for _ in range(600):
        app.step([])
        if any(x.key[0] == "cell" for x in t.slides.items):
            break
    sl = next(x for x in t.slides.items if x.key[0] == "cell")
    assert sl.start.center == (strip.w // 2 + strip.x, strip.y + strip.w // 2) or sl.start.colliderect(strip)


def test_no_slides_at_the_instant_pace(app):
    s = new_session(["human", "easy"], seed=3)
    play_bots(s, 100, until=lambda x: x.current_player() == 0 and any(a.kind == "place" for a in x.legal_actions()))
    t = open_table(app, s, delay=0.0)
    place = next(a for a in s.legal_actions() if a.kind == "place")
    click(app, dict(t.hand_targets())[place.value[0]].center)
    click(app, t.cell_rect(place.value[1]).center)
    assert s.actions[-1] == place and not t.slides.busy()


# ---------------------------------------------------------------------------------- the menu's Continue

def test_continue_says_which_game_and_turn_in_the_players_language():
    s = new_session(["human", "easy"], seed=3)
    play_bots(s, 30)
    progress = ui_for("animal_duel").progress
    st = s.state
    assert progress(s) == f"game {st.games} · turn {st.turn_no}"
    i18n.set_language("es")
    assert progress(s) == f"partida {st.games} · turno {st.turn_no}"
    assert re.fullmatch(r"partida \d+ · turno \d+", progress(s))


@pytest.mark.parametrize("lang", LANGS)
def test_every_screen_says_the_games_name_in_the_players_language(app, lang):
    """The rules screen's title, the menu's name and every string of the game: the Spanish name on the
    Spanish screens ("Duelo Animal"), the English one on the English screens, never the other."""
    from rules.animal_duel import DESCRIPTOR
    own, other = DESCRIPTOR.names[lang], DESCRIPTOR.names["es" if lang == "en" else "en"]
    i18n.set_language(lang)
    rules = app.make_scene("rules", game_id="animal_duel")
    app.push(rules)
    app.step([])
    assert rules.title.startswith(own + " — ")
    assert tr("games.animal_duel.name") == tr("animal_duel.title") == own
    rt = load_rules_text("animal_duel", lang)
    body = " ".join([rt.title] + [s.heading + " " + " ".join(s.paragraphs) for s in rt.sections])
    strings = " ".join(v for k, v in i18n.table(lang).items() if k.startswith(("animal_duel.", "games.animal_duel.")))
    assert other not in body and other not in strings


# ---------------------------------------------------------------------------------- the ending

def _one_action_from_the_end(reason, seeds=range(1, 60)):
    """A match one action before its end by ``reason`` ("ko" or "board_full"), and that last action."""
    from rules.engine.session import Session
    for seed in seeds:
        s = new_session(["human", "easy"], seed=seed)
        play_bots(s, 2000, seed=seed)
        if s.state.reason != reason or s.state.winner is None:
            continue
        before = Session("animal_duel", s.config, s.seed)
        for a in s.actions[:-1]:
            before.apply(a)
        return before, s.actions[-1]
    raise AssertionError(f"no match ending by {reason}")


@pytest.mark.parametrize("reason", ["ko", "board_full"])
def test_the_ending_stays_on_the_final_board_until_the_player_asks(app, reason):
    """The K.O. (or the full board) and who won stay on the final board, not a moment's banner: the
    table waits with a lit See results; the banner steps aside while the pointer is over the board, and
    the prompt keeps saying who won; See results opens the results, whose Board comes back to it."""
    from game.scenes.results import ResultsScene
    s, last = _one_action_from_the_end(reason)
    t = open_table(app, s)
    t.apply_action(last)
    move(app, (1100, 60))                        # the pointer away from the board
    for _ in range(40):                          # twenty seconds
        app.step([], dt=0.5)
    assert app.top is t and t.ended and not isinstance(app.top, ResultsScene)
    winner = t.team_name(s.state.winner)
    title = tr("animal_duel.banner.ko" if reason == "ko" else "animal_duel.banner.full")
    assert t.shown.banner_drawn == (title, tr("animal_duel.banner.winner", name=winner))
    assert winner in t.prompt()[0] and tr(f"animal_duel.reason.{reason}") in t.prompt()[0]
    move(app, t.cell_rect(0).center)             # to look at the board: the banner steps aside
    assert t.shown.banner_drawn is None
    move(app, (1100, 60))
    assert t.shown.banner_drawn is not None
    click(app, t.undo_button.rect.center)        # See results
    assert isinstance(app.top, ResultsScene)
    click(app, app.top.board_button.rect.center)
    assert app.top is t
    app.step([])
    assert t.shown.banner_drawn == (title, tr("animal_duel.banner.winner", name=winner))


def test_a_finished_match_opened_again_shows_its_ending_in_the_players_language(app):
    """A table opened on a finished match (a resumed or replayed one) shows the same ending, worded in
    the language chosen now."""
    s, last = _one_action_from_the_end("ko")
    s.apply(last)
    t = open_table(app, s)
    move(app, (1100, 60))
    assert t.shown.banner_drawn == (tr("animal_duel.banner.ko"),
                                    tr("animal_duel.banner.winner", name=t.team_name(s.state.winner)))
    i18n.set_language("es")
    t.resync()
    app.step([])
    assert t.shown.banner_drawn[1] == tr("animal_duel.banner.winner", name=t.team_name(s.state.winner))
    assert "gana" in t.shown.banner_drawn[1]


@pytest.mark.parametrize("lang", LANGS)
def test_the_final_board_reads_whole_in_both_languages(app, text_window, lang, recording):
    """The final banner, the prompt saying who won and the lit See results fit their boxes."""
    i18n.set_language(lang)
    s, last = _one_action_from_the_end("ko")
    s.apply(last)
    t = open_table(app, s)
    move(app, (1100, 60))
    app.step([], dt=0.5)
    assert t.ended and t.shown.banner_drawn is not None
    assert problems() == []


# ---------------------------------------------------------------------------------- nothing moves under the pointer

def _situational_to_play(seeds=range(1, 80)):
    """The human to play with a situational they may play at once and at least two more cards in hand."""
    for seed in seeds:
        s = new_session(["human", "easy"], seed=seed)

        def ready(sess):
            st = sess.state
            return (sess.current_player() == 0 and st.phase == "turn" and len(st.hands[0]) >= 3
                    and any(a.kind == "situ" and a.value != st.hands[0][-1] for a in sess.legal_actions()))
        play_bots(s, 300, seed=seed, until=ready)
        if s.current_player() is not None and ready(s):
            return s, next(a.value for a in s.legal_actions() if a.kind == "situ" and a.value != s.state.hands[0][-1])
    raise AssertionError("no situational to play")


def test_the_hand_keeps_its_places_while_the_pointer_is_over_it(app):
    """A card played from the hand leaves its place empty while the pointer stays over the hand: the
    other cards do not slide under it (the next click takes the card aimed at); the hand closes up once
    the pointer leaves."""
    s, card = _situational_to_play()
    t = open_table(app, s)
    before = dict(t.hand_targets())
    pos = before[card].center
    click(app, pos)
    assert card not in s.state.hands[0]
    move(app, (pos[0] + 1, pos[1]))
    after = dict(t.hand_targets())
    rest = [c for c in after if c in before]
    assert rest and all(after[c].x == before[c].x for c in rest)
    assert t._hand_card_at(pos) is None          # the freed place stays empty
    move(app, (640, 300))                        # the pointer leaves the hand: it closes up
    closed = dict(t.hand_targets())
    assert any(closed[c].x != before[c].x for c in rest)


def test_the_hand_closes_up_when_the_turn_ends(app):
    """A new turn lays the hand afresh even with the pointer resting over it."""
    s, card = _situational_to_play()
    t = open_table(app, s)
    before = dict(t.hand_targets())
    pos = before[card].center
    click(app, pos)
    turn = s.state.turn_no
    bots = [make_bot("easy", 1), make_bot("easy", 2)]
    while not (s.state.turn_no > turn and s.current_player() == 0 and s.state.phase == "turn"):
        p = s.current_player()
        s.apply(bots[p].choose(s.game, s.state, p))     # the human's turn ends, the rival plays
        assert s.current_player() is not None
    area = G.hand_area(t.R["hand"], t.R["partner_hand"], False)
    t.steady.places = {c: pygame.Rect(area.left + 60 * i, area.top, *G.HAND)     # places kept from before
                       for i, c in enumerate(s.state.hands[0])}
    t.driver.forget_view()
    move(app, (pos[0] + 1, pos[1]))
    fresh = G.hand_layout(G.hand_area(t.R["hand"], t.R["partner_hand"], False), list(s.state.hands[0]), True,
                          None, set())
    assert [r.x for _, r in t.hand_targets()] == [r.x for _, r, _ in fresh]


# ---------------------------------------------------------------------------------- the zoom

@pytest.mark.parametrize("seat", [0, 1])
def test_a_rivals_animal_is_zoomed_as_the_board_shows_it(app, seat):
    """Pointing at a rival's animal on the board shows it large turned towards them (its own top
    strength at the bottom edge, facing the viewer's side), framed in their colour; one's own animal
    stays upright."""
    seats = ["human", "easy"] if seat == 0 else ["easy", "human"]
    s = new_session(seats, seed=4)
    play_bots(s, 400, until=lambda x: x.current_player() == seat and x.state.phase == "turn"
              and {st[-1][1] for st in x.state.board if st} == {0, 1})
    assert {st[-1][1] for st in s.state.board if st} == {0, 1} and s.current_player() == seat
    t = open_table(app, s)
    team = seat & 1
    for cell, stack in enumerate(s.state.board):
        if not stack:
            continue
        card, owner, _ = stack[-1]
        move(app, t.cell_rect(cell).center)
        assert t.shown.zoom_drawn == card
        assert t.shown.zoom_turned == (owner != team)
        discs = t.art.discs(card, G.ZOOM, t.shown.zoom_turned)
        top = DECK.cards[card].strengths[0]
        assert discs["bottom" if owner != team else "top"][2] == top
        board = t.shown.board_discs[cell]
        assert {e: discs[e][2] for e in discs} == board     # the same number at the same edge


def _covered_numbers(art, card, size, turned):
    """The texts of ``card``'s face at ``size`` that overlap one of its strength discs."""
    discs = art.discs(card, size, turned)
    out = []
    for r in art.texts(card, size, turned):
        for edge, ((x, y), rad, _) in discs.items():
            if r.inflate(-2, -2).colliderect(pygame.Rect(x - rad, y - rad, 2 * rad, 2 * rad)):
                out.append((edge, tuple(r)))
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("long", [False, True])
def test_no_name_covers_a_cards_numbers(app, text_window, lang, long, monkeypatch):
    """No text of an animal's face (name, habitat, fact) lies over a strength disc: on the board, in
    the hand and in the zoom, turned or not, in both languages — names twice as long as any included."""
    i18n.set_language(lang)
    A.clear_cache()
    if long:
        real = i18n.name
        monkeypatch.setattr(A.i18n, "name", lambda v: (real(v) + " " + real(v)) if hasattr(v, "en") and
                            any(c.names is v for c in DECK.cards) else real(v))
    art = A.DuelArt(DECK)
    bad = {}
    for c in DECK.cards:
        if not c.is_animal:
            continue
        for size in face_sizes():
            for turned in (False, True):
                hits = _covered_numbers(art, c.id, size, turned)
                if hits:
                    bad[(c.key, size, turned)] = hits
    A.clear_cache()
    assert bad == {}


def _clashing_turn(size=5, names=("Guillermina Fernández", "Maximiliano Rodríguez")):
    """The human to place, with an animal that costs a side life when placed."""
    from rules.animal_duel.scoring import preview

    def hurts(x, a):
        res = preview(x.state, *a.value)
        return res["damage_to_opponent"] + res["damage_to_self"] > 0
    for seed in range(1, 40):
        s = kit.new_session("animal_duel", ["human", "easy"], seed, names=list(names), board_size=size)

        def ready(x):
            return (x.current_player() == 0 and x.state.phase == "turn" and
                    any(a.kind == "place" and hurts(x, a) for a in x.legal_actions()))
        play_bots(s, 400, seed=seed, until=ready)
        if s.current_player() is not None and ready(s):
            return s, next(a for a in s.legal_actions() if a.kind == "place" and hurts(s, a))
    raise AssertionError("no clash to make")


@pytest.mark.parametrize("size", [3, 4, 5])
def test_what_a_placement_costs_never_covers_a_number_on_the_board(app, size):
    """The preview's total on the board steers clear of every strength disc (or is left to the panel
    beside the board); the life lost floats beside each side's life, with no long name over the cards."""
    from game.animal_duel.draw import disc_rects
    s, best = _clashing_turn(size)
    card, cell = best.value
    t = open_table(app, s, delay=1.0)
    click(app, dict(t.hand_targets())[card].center)
    move(app, t.cell_rect(cell).center)
    look = t.look()
    assert t.shown.preview_shown is not None
    tag = t.shown.preview_tag
    assert tag is None or tag.collidelist(disc_rects(look)) < 0
    click(app, t.cell_rect(cell).center)
    assert s.actions[-1] == best
    floats = []
    for _ in range(20):
        app.step([])
        floats += t.shown.floats
    assert floats
    board = t.R["board"]
    assert all(not f.colliderect(board) for f in floats)


@pytest.mark.parametrize("team", [False, True])
def test_no_card_of_a_long_hand_covers_another(app, team):
    """Six cards (a sixth from Abundance, the team game's narrower hand) stand side by side: smaller
    cards rather than one lying over its neighbour's numbers."""
    area = G.hand_area(pygame.Rect(16, 550, 704, 166), pygame.Rect(728, 550, 256, 166), team)
    for k in range(1, 7):
        rects = [r for _, r, _ in G.hand_layout(area, list(range(k)), not team, None, set())]
        assert all(a.right <= b.left for a, b in zip(rects, rects[1:])), (k, rects)


# ---------------------------------------------------------------------------------- colours

@pytest.fixture
def colour_blind():
    from game import palette
    palette.set_palette("colour_blind")
    A.clear_cache()
    yield palette
    palette.set_palette("standard")
    A.clear_cache()


def test_the_sides_and_habitats_take_the_colour_blind_palette(app, colour_blind):
    """Settings → Colours: the two sides, the habitats and good/bad news take the Okabe–Ito colours
    (colour is never the only cue: the sides' places and words, the habitats' letters stay)."""
    from game.animal_duel import panels as P
    O = colour_blind.OKABE_ITO
    assert (P.side_colour("south"), P.side_colour("north")) == (O[1], O[5])
    assert (P.good(), P.bad()) == (O[2], O[5])
    art = A.DuelArt(DECK)
    cols = [art.habitat_colour(i) for i in range(len(DECK.habitats))]
    assert len(set(cols)) == len(cols) and set(cols) <= set(O)
    colour_blind.set_palette("standard")
    assert P.side_colour("south") == P.SOUTH_COL and art.habitat_colour(0) == tuple(DECK.habitats[0].colour)


def test_a_change_of_palette_repaints_the_table(app):
    """The faces and the side panels are kept painted: a change of palette paints them anew."""
    from game import palette
    s = new_session(["human", "easy"], seed=4)
    play_bots(s, 400, until=lambda x: x.current_player() == 0 and x.state.phase == "turn"
              and sum(1 for st in x.state.board if st) >= 3)
    t = open_table(app, s)
    move(app, (5, 5))
    before = app.canvas.copy()
    try:
        palette.set_palette("colour_blind")
        app.step([])
        after = app.canvas
        R = t.R["team_north"]                   # the rival's panel, framed in its side's colour
        cell = next(c for c, st in enumerate(s.state.board) if st)
        r = t.cell_rect(cell)
        assert before.get_at((R.left + 1, R.centery)) != after.get_at((R.left + 1, R.centery))   # the panel's edge
        assert pygame.image.tobytes(before.subsurface(r), "RGB") != pygame.image.tobytes(after.subsurface(r), "RGB")
    finally:
        palette.set_palette("standard")
        A.clear_cache()
