"""What players asked of Depredador's table (issue 10), each driven through the table with synthetic
mouse and key events: the migration's picks in place and taken back, the last hunt told back, slides,
the spectator view, the "new" mark clear of the name, and words that are the data's and the strings'."""
from __future__ import annotations

import random
import re

import pygame
import pytest

from game import i18n, text
from game.depredador import hunts as H
from game.depredador.log_text import card_label, say
from game.i18n import tr
from rules.depredador.game import RULES
from rules.depredador.moves import hunt_winner
from tests import helpers as kit
from tests.depredador.table_kit import new_session, play_bots
from tests.helpers import click, key


def open_table(app, session, delay=0.0):
    """The table open with its first frame drawn (the kit's ``open_table``)."""
    return kit.open_table(app, session, delay=delay, first_frame=True)


def rects_by_card(t):
    return {c: pygame.Rect(r) for c, r in t.card_targets()}


# ---------------------------------------------------------------------------------- migration

def test_a_pick_rises_in_place_and_the_hand_does_not_move(app):
    s = new_session(["human", "easy", "easy", "easy"])
    t = open_table(app, s)
    assert s.state.phase == "pass" and t.my_turn()
    before = rects_by_card(t)
    card = list(before)[3]
    click(app, before[card].center)
    assert s.actions[-1].kind == "pass" and s.actions[-1].value == card
    after = rects_by_card(t)
    assert set(after) == set(before)                       # the card set aside is still shown in the hand
    for c, r in before.items():
        assert after[c].x == r.x                           # nothing moved sideways under the pointer
        assert after[c].y == (r.y - 20 if c == card else r.y)
    assert [c for c, _ in t.badges] == [card]              # marked "pass"


def test_clicking_a_picked_card_takes_it_back(app):
    s = new_session(["human", "easy", "easy", "easy"])
    t = open_table(app, s)
    before = rects_by_card(t)
    card = list(before)[5]
    click(app, before[card].center)
    click(app, rects_by_card(t)[card].center)
    assert [a.kind for a in s.actions] == ["pass", "unpass"] and s.actions[-1].value == card
    assert s.state.pass_sel[0] == [] and rects_by_card(t) == before
    assert t.log[-1][0] == f"You take {card_label(t.deck, card)} back."


def test_the_last_pick_waits_for_pass_and_can_be_taken_back(app):
    s = new_session(["human", "easy", "easy", "easy"])
    t = open_table(app, s)
    cards = list(rects_by_card(t))
    first, second, third = cards[0], cards[4], cards[8]
    click(app, rects_by_card(t)[first].center)
    click(app, rects_by_card(t)[second].center)
    assert len(s.actions) == 1 and t.staged == second      # held by the table, not yet sent
    assert t.pass_button_rect() is not None
    assert t.prompt(t.view())[0] == tr("depredador.prompt.pass_ready", name="P1")
    # a third card is refused: two are chosen
    click(app, rects_by_card(t)[third].center)
    assert t.staged == second and len(s.actions) == 1
    assert app.toast[0] == tr("depredador.illegal.all_chosen.other", n=2)
    # the held card is taken back by a click, another held instead
    click(app, rects_by_card(t)[second].center)
    assert t.staged is None and t.pass_button_rect() is None
    click(app, rects_by_card(t)[third].center)
    assert t.staged == third
    # "Pass" sends it: the migration goes on without the human
    click(app, t.pass_button_rect().center)
    assert [a.value for a in s.actions[:2]] == [first, third] and t.staged is None
    assert s.current_player() != 0


def test_taking_back_the_first_pick_while_the_last_is_held_keeps_the_held_one(app):
    s = new_session(["human", "easy", "easy", "easy"])
    t = open_table(app, s)
    cards = list(rects_by_card(t))
    click(app, rects_by_card(t)[cards[1]].center)
    click(app, rects_by_card(t)[cards[2]].center)
    assert t.staged == cards[2]
    click(app, rects_by_card(t)[cards[1]].center)           # the first pick back to the hand
    assert [(a.kind, a.value) for a in s.actions] == [("pass", cards[1]), ("unpass", cards[1]), ("pass", cards[2])]
    assert t.staged is None and t.picked_cards() == [cards[2]]


def test_space_presses_pass(app):
    s = new_session(["human", "easy", "easy"])
    t = open_table(app, s)
    cards = list(rects_by_card(t))
    click(app, rects_by_card(t)[cards[0]].center)
    click(app, rects_by_card(t)[cards[1]].center)
    n = len(s.actions)
    kit.move(app, (5, 5))
    key(app, pygame.K_TAB)                                 # a card ringed: Space still presses Pass
    assert t.focus == 0
    key(app, pygame.K_SPACE)
    assert len(s.actions) == n + 1 and s.actions[-1].value == cards[1]


def test_hot_seat_picks_stay_hidden_from_the_next_player(app):
    from game.scenes.cover import CoverScene
    s = new_session(["human", "human", "easy"])
    t = open_table(app, s)
    if isinstance(app.top, CoverScene):
        click(app, (640, 360))
    assert t.seat == 0 and t.face_up()
    cards = list(rects_by_card(t))
    click(app, rects_by_card(t)[cards[0]].center)
    click(app, rects_by_card(t)[cards[1]].center)
    click(app, t.pass_button_rect().center)
    assert s.state.pass_sel[0] == cards[:2] and s.current_player() == 1
    app.step([])
    assert isinstance(app.top, CoverScene)                  # the table hides until the next human is there
    click(app, (640, 360))
    assert t.seat == 1 and t.face_up() and t.staged is None
    assert t.picked_cards() == []                           # seat 0's picks are not shown to seat 1
    assert not set(cards[:2]) & {c for c, _ in t.card_targets()}
    assert all(x != f"You set aside {card_label(t.deck, cards[0])} to pass." for x, _ in t.log)


# ---------------------------------------------------------------------------------- the "new" mark

def test_the_new_mark_stays_clear_of_the_players_name(app):
    for seed in range(1, 30):
        s = new_session(["human", "easy", "easy", "easy"], seed=seed)
        t = open_table(app, s)
        while s.state.phase == "pass" and s.current_player() == 0:
            cards = [c for c, _ in t.card_targets() if c not in t.picked_cards()]
            click(app, rects_by_card(t)[cards[0]].center)
            if t.pass_button_rect() is not None:
                click(app, t.pass_button_rect().center)
        play_bots(s, 20, until=lambda x: x.state.phase != "pass")
        for _ in range(3):
            app.step([])
        received = [c for c, _ in t.badges]
        if received:
            break
    assert received and set(received) == t.received
    for _, box in t.badges:
        assert not box.colliderect(t.name_rect)
        assert not box.colliderect(t.R["prompt"]) and not box.colliderect(t.R["self_info"])
        assert t.R["hand"].contains(box)


# ---------------------------------------------------------------------------------- last hunt

def _mid_hunt(seed=3, hunts=3):
    s = new_session(["human", "easy", "easy", "easy"], seed=seed)
    play_bots(s, 400, until=lambda x: x.current_player() == 0 and x.state.phase == "hunt"
              and x.state.hunt_no >= hunts)
    return s


def test_the_last_hunt_is_told_back_card_by_card(app):
    s = _mid_hunt()
    t = open_table(app, s, delay=0.5)
    btn = t.last_button_rect()
    assert btn is not None
    click(app, btn.center)
    assert t.last_view == len(t.book.hunts) - 1
    # the hunt told back is the last one the events tell
    won = [e for e in s.events if e.kind == "hunt_won"][-1]
    h = t.book.hunts[t.last_view]
    assert h.winner == won.player and h.cards == won.data["cards"] and [c for _, c in h.plays] == won.data["cards"]
    last = max(i for i, e in enumerate(s.events) if e.kind == "hunt_won")
    plays = [(e.player, e.data["card"]) for e in s.events[:last] if e.kind == "play"][-len(h.plays):]
    assert h.plays == plays
    # who won and why, in words
    lines = H.verdict(t.deck, h, t.player_name)
    assert lines[0].startswith(t.player_name(h.winner))
    assert lines[1] == tr("depredador.last.takes.other", name=t.player_name(h.winner), n=len(h.cards))
    # the game waits while it is open
    n = len(s.actions)
    for _ in range(30):
        app.step([])
    assert len(s.actions) == n and t.last_view is not None
    # arrows go back and forth, Esc closes
    key(app, pygame.K_LEFT)
    assert t.last_view == len(t.book.hunts) - 2
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert t.last_view == len(t.book.hunts) - 1
    key(app, pygame.K_ESCAPE)
    assert t.last_view is None and app.top is t           # Esc closed the view, not the table


def test_l_opens_and_closes_the_last_hunt_and_a_click_closes_it(app):
    s = _mid_hunt(seed=4)
    t = open_table(app, s)
    key(app, pygame.K_l)
    assert t.last_view is not None
    key(app, pygame.K_l)
    assert t.last_view is None
    key(app, pygame.K_l)
    click(app, (600, 300))
    assert t.last_view is None
    # and from the keyboard focus: "Last hunt" is the last target
    targets = t.focus_targets()
    assert targets[-1][2] == tr("depredador.button.last_hunt")
    t.focus = len(targets) - 1
    key(app, pygame.K_RETURN)
    assert t.last_view is not None


@pytest.mark.parametrize("n", [2, 4, 6])
def test_the_reason_told_is_the_rules_reason(n):
    """Over whole seeded games: the hunt told back has the winner the rules gave, and the card named as
    deciding it belongs to that winner (an Alfa, the highest of the prey, or the first Refugio)."""
    deck = RULES.new_game({"players": n}, 1).deck
    for seed in range(6):
        s = RULES.new_game({"players": n}, seed)
        book = H.HuntBook()
        for e in RULES.start_events(s):
            book.feed(e)
        rng = random.Random(seed)
        while RULES.current_player(s) is not None:
            legal = RULES.legal_actions(s)
            for e in RULES.apply(s, legal[rng.randrange(len(legal))]):
                book.feed(e)
        assert len(book.hunts) == s.rounds * s.hunts
        kinds = set()
        for h in book.hunts:
            assert h.winner == hunt_winner(h.plays, s.colour, s.value, h.lead, deck.wins, deck.never_wins)
            why, card = H.deciding_card(deck, h)
            kinds.add(why)
            assert dict((c, p) for p, c in h.plays)[card] == h.winner
            notes = H.notes(deck, h)
            assert len(notes) == len(h.plays) and all(notes)
        assert "highest" in kinds and "alfa" in kinds


# ---------------------------------------------------------------------------------- slides

def test_a_played_card_slides_from_the_hand_to_the_hunt_and_then_rests(app):
    s = _mid_hunt(seed=5)
    t = open_table(app, s, delay=0.5)
    for _ in range(200):
        if not t.hold:
            break
        app.step([])
    card, r = t.legal_card_targets()[0]
    click(app, r.center)
    assert s.actions[-1].value == card
    assert t.slides.moving(("card", card)) and t.anim_busy()
    slide = next(x for x in t.slides.items if x.key == ("card", card))
    assert slide.start == r                               # from where the hand showed it
    for _ in range(200):
        if not t.slides.busy():
            break
        app.step([])
    assert not t.slides.busy()


def test_a_finished_hunt_is_held_with_its_winner_then_flies_to_the_winner(app):
    s = new_session(["human", "easy", "easy", "easy"], seed=5)
    play_bots(s, 400, until=lambda x: x.current_player() == 0 and x.state.phase == "hunt"
              and len(x.state.trick) == 3 and x.state.hunt_no >= 2)
    t = open_table(app, s, delay=0.5)
    for _ in range(200):
        if not t.hold:
            break
        app.step([])
    card, r = t.legal_card_targets()[0]
    click(app, r.center)                                   # the hunt's last card
    h = t.book.hunts[-1]
    assert t.completed is h and t.hold > 0 and not s.state.trick
    won = [x for x in t.slides.items if x.key[0] == "won"]
    assert sorted(x.key[1] for x in won) == sorted(h.cards)
    assert all(x.delay > 0 for x in won)                   # they wait while the hunt is shown
    to = t._seat_spot(h.winner, (30, 43))
    assert all(x.end == to for x in won)
    for _ in range(400):
        if t.completed is None:
            break
        app.step([])
    assert t.completed is None and t.anim_busy()           # now they fly
    for _ in range(400):
        if not t.slides.busy():
            break
        app.step([])
    assert not t.slides.busy()


def test_the_migration_slides_the_cards_out_and_the_received_ones_in(app):
    s = new_session(["human", "easy", "easy", "easy"], seed=8)
    t = open_table(app, s, delay=0.5)
    cards = list(rects_by_card(t))
    click(app, rects_by_card(t)[cards[0]].center)
    click(app, rects_by_card(t)[cards[1]].center)
    click(app, t.pass_button_rect().center)
    for _ in range(2000):
        if s.state.phase != "pass":
            break
        app.step([])
    assert s.state.phase != "pass"
    app.step([])                                           # the received cards land from the next frame
    keys = {x.key for x in t.slides.items}
    assert {("sent", cards[0]), ("sent", cards[1])} <= keys
    assert any(k == ("card", c) for k in keys for c in t.received) and t.received
    for x in t.slides.items:
        if x.key[0] == "card" and x.key[1] in t.received:
            assert x.end == dict(t.card_targets())[x.key[1]]   # into the place the hand shows it


def test_instant_pace_has_no_slides_and_an_idle_table_rests(app):
    s = _mid_hunt(seed=6)
    t = open_table(app, s, delay=0.0)
    card, r = t.legal_card_targets()[0]
    click(app, r.center)
    assert not t.slides.busy()
    for _ in range(300):
        if t.my_turn() and not t.hold:
            break
        app.step([])
    assert t.my_turn() and not t.anim_busy() and not t.animating()


# ---------------------------------------------------------------------------------- spectator

def test_an_all_ai_game_is_watched_as_a_spectator_to_the_end(app):
    from game.scenes.results import ResultsScene
    s = new_session(["easy"] * 4, seed=9)
    t = open_table(app, s)
    frames = []
    real = t.draw

    def spy(surface):
        real(surface)
        frames.append(t.drawn_hand)

    t.draw = spy
    for _ in range(6000):
        if isinstance(app.top, ResultsScene):
            break
        if app.top is t and t.ended:            # the game ends on its final board: See results
            click(app, t.undo_button.rect.center)
            continue
        app.step([])
    assert s.current_player() is None and isinstance(app.top, ResultsScene)
    assert frames and all(f[2] is False for f in frames if f is not None)      # no hand ever face up
    texts = [x for x, _ in t.log]
    assert not any(x.startswith("You ") or " you " in x for x in texts), [x for x in texts if "ou" in x][:3]
    assert any("wins hunt" in x for x in texts)


# ---------------------------------------------------------------------------------- words

def _rule_codes() -> set[str]:
    import rules.depredador.moves as M
    with open(M.__file__, encoding="utf-8") as fh:
        src = fh.read()
    return set(re.findall(r'\("(\w+)", f?"', src)) | {"malformed"}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_refusal_has_the_players_words(app, lang):
    s = _mid_hunt(seed=3)
    t = open_table(app, s)
    i18n.set_language(lang)
    codes = _rule_codes()
    assert {"follow_lead", "special_lead", "invader_lead", "not_picked", "wrong_phase", "malformed"} <= codes
    for code in codes:
        said = t.reason(code, "the rules' own words")
        assert said != f"depredador.illegal.{code}" and "{" not in said and "rules' own" not in said, code
    # an unknown refusal still never shows the rules' words
    assert t.reason("no_such_rule", "RAW why") == say("depredador.illegal.generic", t.deck)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_string_is_filled_and_every_plural_has_both_forms(lang):
    i18n.set_language(lang)
    deck = RULES.new_game({"players": 2}, 1).deck
    table = i18n.table(lang)
    keys = [k for k in table if k.startswith("depredador.")]
    bases = {k.rsplit(".", 1)[0] for k in keys if k.endswith((".one", ".other"))}
    for b in bases:
        assert f"{b}.one" in table and f"{b}.other" in table, b
    data = {"alfa", "refugio", "invader", "invaders"}
    for k in keys:
        used = set(re.findall(r"\{(\w+)\}", table[k]))
        filled = say(k, deck, **{x: "·" for x in used - data})
        assert "{" not in filled, k


def test_the_english_screens_say_the_datas_names():
    deck = RULES.new_game({"players": 2}, 1).deck
    i18n.set_language("en")
    en = i18n.table("en")
    for k, v in en.items():
        if k.startswith("depredador."):
            assert not re.search(r"\b(Alfa|Refugio|Invasor)\b", v), (k, v)
    assert say("depredador.illegal.special_lead", deck).startswith(f"{deck.special_names['alfa'].en} and "
                                                                   f"{deck.special_names['refugio'].en}")
    from game.rules_text import load_rules_text
    rt = load_rules_text("depredador", "en")
    body = " ".join(p for sec in rt.sections for p in (sec.heading,) + sec.paragraphs)
    assert "{" not in body and not re.search(r"\b(Alfa|Refugio)\b", body)
    for name in (deck.special_names["alfa"].en, deck.special_names["refugio"].en, deck.invader_plural.en,
                 "Predation Points", "hunt score", tr("depredador.info.prey").rstrip(":"),
                 tr("depredador.button.pass"), tr("depredador.button.last_hunt").split(" (")[0]):
        assert name in body, name
    es = load_rules_text("depredador", "es")
    body_es = " ".join(p for sec in es.sections for p in (sec.heading,) + sec.paragraphs)
    for name in ("Alfa", "Refugio", "Invasores", "Puntos de Depredación", "puntos de caza", "Pasar", "Última cacería"):
        assert name in body_es, name


def test_plurals_in_the_log():
    from game.depredador.log_text import describe
    from rules.engine.core import Event
    deck = RULES.new_game({"players": 2}, 1).deck
    i18n.set_language("en")
    one = describe(Event("game_start", None, {"players": 2, "rounds": 1, "biomes": [0, 1]}), deck, 0, str)
    assert "2 players, 1 round." in one[0][0]
    assert describe(Event("deal", 0, {"cards": [3]}, frozenset([0])), deck, 0, str)[0][0] == "You are dealt 1 card."
    i18n.set_language("es")
    one = describe(Event("game_start", None, {"players": 2, "rounds": 1, "biomes": [0, 1]}), deck, 0, str)
    assert "2 jugadores, 1 ronda." in one[0][0]


def test_continue_says_what_it_resumes():
    from game.registry import ui_for
    ui = ui_for("depredador")
    s = new_session(["human", "easy", "easy"])
    assert ui.progress(s) == "round 1 of 3, migration"
    play_bots(s, 400, until=lambda x: x.state.phase == "hunt" and x.state.hunt_no == 3)
    assert ui.progress(s) == "round 1 of 3, hunt 4"
    i18n.set_language("es")
    assert ui.progress(s) == "ronda 1 de 3, cacería 4"


def test_every_card_has_its_picture_and_the_data_checks():
    from game.check_data import check_game
    from game.depredador.words import picture_ids, picture_key
    from game.pictures import has_picture
    ids = picture_ids()
    deck = RULES.new_game({"players": 2}, 1).deck
    assert {picture_key(deck, c.id) for c in deck.cards} == set(ids)
    assert "dik_dik" in ids and "alfa" in ids and "refugio" in ids
    assert all(has_picture("depredador", i) for i in ids)
    assert check_game("depredador") == []


# ---------------------------------------------------------------------------------- fitting

@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_card_face_fits_at_every_size(app, lang, text_window):
    from game.depredador import art
    i18n.set_language(lang)
    art.clear_cache()
    deck = RULES.new_game({"players": 2}, 1).deck
    faces = art.CardArt(deck)
    rec = text.record_overflows(True)
    try:
        for c in deck.cards:
            for size in art.SIZES:
                faces.card(c.id, size)
        for b in range(len(deck.biomes)):
            for size in art.TILE_SIZES:
                faces.biome_tile(b, size)
        assert sorted(set(rec)) == []
    finally:
        text.record_overflows(False)
        art.clear_cache()


def _states():
    """(label, session, how to open) for table states beyond the scenes test's moments."""
    out = []
    for n in range(2, 7):
        s = new_session(["human"] + ["easy"] * (n - 1), seed=n, names=["Ana"] + [f"Rival {i}" for i in range(1, n)])
        out.append((f"{n}p migration", s, None))
        s2 = new_session(["human"] + ["easy"] * (n - 1), seed=n, names=["Ana"] + [f"Rival {i}" for i in range(1, n)])
        play_bots(s2, 600, until=lambda x: x.current_player() == 0 and x.state.phase == "hunt" and x.state.hunt_no >= 4)
        out.append((f"{n}p hunt", s2, "last"))
    s3 = new_session(["easy"] * 5, seed=2, names=["Ana"] + [f"Rival {i}" for i in range(1, 5)])
    play_bots(s3, 60)
    out.append(("spectator", s3, None))
    return out


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_table_fits_with_its_overlays_at_every_player_count(app, lang, text_window):
    i18n.set_language(lang)
    rec = text.record_overflows(True)
    try:
        for label, s, extra in _states():
            app.scenes.clear()
            t = open_table(app, s, delay=10 ** 6)
            if label.endswith("migration"):
                cards = [c for c, _ in t.card_targets()]
                click(app, rects_by_card(t)[cards[0]].center)
                click(app, rects_by_card(t)[cards[1]].center)       # held: the Pass button shows
                assert t.pass_button_rect() is not None
            if extra == "last":
                key(app, pygame.K_l)
                assert t.last_view is not None
                app.step([])
                key(app, pygame.K_l)
                t.summary = {"round": 1, "scores": [5 - i for i in range(t.n)], "awards": [0] * t.n,
                             "award_parts": [[1, -1]] + [[0]] * (t.n - 1), "totals": [-1] * t.n,
                             "biomes": list(range(t.n))}
                app.step([])
            assert sorted(set(rec)) == [], label
    finally:
        text.record_overflows(False)
