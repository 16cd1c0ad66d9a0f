"""The table as its players would praise it (issue 22), each driven through the real table with synthetic
input: nothing moves under the pointer, no zoom floats after a play, the round's summary comes before the
next deal, every ending can be looked at, the Refugio's biome is chosen (and previewed) before anything
is spent, the results say what their columns are, and the colours follow the palette setting."""
from __future__ import annotations

import random

import pygame
import pytest

from game import i18n
from tests import helpers as kit
from tests.depredador.table_kit import new_session, play_bots
from tests.helpers import click, move


def open_table(app, session, delay=0.0):
    return kit.open_table(app, session, delay=delay, first_frame=True)


def mid_hunt(seed=3, hunts=3, seats=("human", "easy", "easy", "easy")):
    s = new_session(list(seats), seed=seed)
    play_bots(s, 400, until=lambda x: x.current_player() == 0 and x.state.phase == "hunt"
              and x.state.hunt_no >= hunts and x.state.lead_colour == -1)
    return s


def play_random(s, until, seed=1):
    """Random legal decisions (fast) until ``until(s)`` holds."""
    rng = random.Random(seed)
    while s.current_player() is not None and not until(s):
        s.apply(rng.choice(s.legal_actions()))


def rects_by_card(t):
    return {c: pygame.Rect(r) for c, r in t.card_targets()}


def until_my_turn(app, t, frames=600):
    return kit.step_until(app, lambda: t.my_turn() and not t.hold, frames)


# ---------------------------------------------------------------------------------- nothing moves under the pointer

def test_after_a_play_the_other_cards_stay_where_they_were(app):
    s = mid_hunt()
    t = open_table(app, s)
    before = rects_by_card(t)
    card, r = t.legal_card_targets()[len(t.legal_card_targets()) // 2]
    click(app, r.center)
    assert s.actions[-1].value == card
    assert until_my_turn(app, t)                       # the others played; the pointer never moved
    after = rects_by_card(t)
    assert card not in after
    for c, rr in after.items():
        assert rr.x == before[c].x, c                  # nothing slid sideways into the freed place
    assert not any(rr.collidepoint(r.center) for rr in after.values())
    move(app, (500, 300))                              # the pointer leaves the hand: laid out afresh
    moved = rects_by_card(t)
    assert any(moved[c].x != before[c].x for c in moved)


def test_no_zoom_floats_after_a_play(app):
    s = mid_hunt(seed=5)
    t = open_table(app, s)
    card, r = t.legal_card_targets()[len(t.legal_card_targets()) // 2]
    at = (r.left + 12, r.centery + 20)                 # a neighbour slid here when the hand closed up
    move(app, at)
    assert t.zoom_drawn is not None and t.zoom_drawn[0] == card
    click(app, at)
    seen = []
    for _ in range(240):
        app.step([])
        seen.append(t.zoom_drawn)
        if t.my_turn() and not t.hold:
            break
    assert all(z is None for z in seen), [z for z in seen if z][:1]
    # a card that comes under a resting pointer shows no zoom until the pointer moves over it
    other, r2 = t.card_targets()[0]
    move(app, r2.center)
    assert t.zoom_drawn is not None and t.zoom_drawn[0] == other


# ---------------------------------------------------------------------------------- the round's end

def last_hunt_of_round(seed=3, seats=("human", "easy", "easy", "easy"), rnd=1):
    s = new_session(list(seats), seed=seed)
    play_random(s, lambda x: x.state.round == rnd and x.state.phase == "hunt"
                and x.state.hunt_no == x.state.hunts - 1 and x.current_player() == 0)
    assert s.current_player() == 0 and s.state.hunt_no == s.state.hunts - 1
    return s


def test_the_round_summary_comes_before_the_next_deal(app):
    s = last_hunt_of_round()
    t = open_table(app, s, delay=0.3)
    (card, r), = t.legal_card_targets()
    click(app, r.center)
    hands = []
    assert kit.step_until(app, lambda: hands.append(t.drawn_hand[1]) or t.summary is not None, 900)
    assert s.state.round == 2 and len(s.state.hands[0]) > 0          # the rules dealt round 2 already…
    assert all(h == () for h in hands[1:]), hands                     # …the table never showed it
    kit.render(app)
    assert t.drawn_hand[1] == () and t.view().round == 1
    assert t.prompt(t.view())[0] == "Round 1 is over: see the scores"
    told = [x for x, _ in t.log]
    assert told[-1].startswith("P3: hunt score") and not any("Round 2" in x for x in told)
    click(app, t.continue_rect.center)
    kit.render(app)
    assert t.view().round == 2 and t.drawn_hand[1] and set(t.drawn_hand[1]) == set(t.view().hands[0])
    assert any("Round 2 of 3" in x for x, _ in t.log)            # the log goes on with the deal


# ---------------------------------------------------------------------------------- every ending can be looked at

def finish_game(app, seed=3):
    s = last_hunt_of_round(seed=seed, rnd=3)
    t = open_table(app, s, delay=0.3)
    (card, r), = t.legal_card_targets()
    click(app, r.center)
    assert kit.step_until(app, lambda: t.ended, 900)
    return s, t


def test_the_final_board_keeps_the_last_hunt_and_the_final_scores(app):
    from game.scenes.results import ResultsScene
    s, t = finish_game(app)
    last = [e for e in s.events if e.kind == "hunt_won"][-1]
    # the final scores open over the final board…
    assert t.summary is not None and t.final_summary and t.summary["round"] == 3
    assert t.summary["totals"] == s.state.totals
    kit.render(app)
    assert t.continue_rect.w and t.prompt(t.view())[0].startswith("Game over! Winner: ")
    click(app, t.continue_rect.center)                 # …and close on the board
    assert t.summary is None
    kit.render(app, 200)                               # long after the hunt's moment
    look = t.look()
    assert look.completed is not None and look.completed.cards == last.data["cards"]
    assert look.completed.winner == last.player and t.ended and t.undo_button.rect.w
    # the final scores can be looked at again (button and S), and closed
    btn = t.scores_button_rect()
    assert btn is not None
    click(app, btn.center)
    assert t.summary is not None and t.final_summary and t.summary["round"] == 3
    click(app, t.continue_rect.center)
    kit.key(app, pygame.K_s)
    assert t.summary is not None and t.summary["round"] == 3
    kit.key(app, pygame.K_SPACE)
    assert t.summary is None
    # the results, and back to the board: the last hunt is still there
    click(app, t.undo_button.rect.center)
    assert isinstance(app.top, ResultsScene)
    app.pop()
    kit.render(app)
    assert t.look().completed is not None and t.look().completed.cards == last.data["cards"]


def test_a_rounds_scores_can_be_looked_at_again_mid_game(app):
    s = last_hunt_of_round()
    t = open_table(app, s)
    (card, r), = t.legal_card_targets()
    click(app, r.center)
    assert kit.step_until(app, lambda: t.summary is not None, 900)
    first = dict(t.summary)
    click(app, t.continue_rect.center)
    kit.render(app)
    assert t.summary is None and t.scores_button_rect() is not None
    click(app, t.scores_button_rect().center)
    assert t.summary == first and not t.final_summary
    kit.render(app)
    click(app, t.continue_rect.center)
    assert t.summary is None and t.view().round == 2


# ---------------------------------------------------------------------------------- the Refugio: the biome first

def refugio_turn(seed=3, centre=2):
    """The human to play, a Refugio it may play in hand and ``centre`` or more biomes in the centre."""
    s = new_session(["human", "easy", "easy", "easy"], seed=seed)
    deck = s.state.deck

    def ready(x):
        st = x.state
        ref = [c for c in st.hands[0] if deck.shelter[c]]
        return (x.current_player() == 0 and st.phase == "hunt" and ref and st.trick
                and (len(st.centre) >= centre if centre > 1 else len(st.centre) == 1))
    rng = random.Random(seed)
    while s.current_player() is not None and not ready(s):
        legal = s.legal_actions()
        safe = [a for a in legal if not (a.kind == "play" and deck.shelter[a.value] and s.current_player() == 0)]
        s.apply(rng.choice(safe or legal))
    assert ready(s)
    return s, next(c for c in s.state.hands[0] if deck.shelter[c])


def test_the_refugio_asks_its_biome_first_and_can_be_cancelled(app):
    s, ref = refugio_turn()
    t = open_table(app, s)
    n = len(s.actions)
    where = rects_by_card(t)[ref]
    click(app, where.center)
    assert len(s.actions) == n and ref in s.state.hands[0]            # nothing spent yet
    assert t.sheltering == ref and t.biome_targets()
    kit.render(app)
    assert t.zoom_drawn is None                                         # no zoom hides the biomes
    assert t.prompt(t.view())[0].startswith("Your Refuge: choose its biome")
    kit.key(app, pygame.K_ESCAPE)                                       # Esc cancels
    assert t.sheltering is None and len(s.actions) == n and app.top is t
    click(app, where.center)
    click(app, rects_by_card(t)[ref].center)                           # a second click on the card too
    assert t.sheltering is None and len(s.actions) == n
    click(app, where.center)
    click(app, t.cancel_button_rect().center)                          # and the prompt's Cancel
    assert t.sheltering is None and len(s.actions) == n and not t.biome_targets()
    click(app, where.center)
    b, r = t.biome_targets()[-1]
    click(app, r.center)
    assert [(a.kind, a.value) for a in s.actions[n:]] == [("play", ref), ("take", b)]
    assert s.state.player_biome[0] == b and t.sheltering is None


def test_the_refugio_previews_its_biome(app):
    from game import text
    from rules.depredador.scoring import cards_score
    s, ref = refugio_turn(seed=4)
    t = open_table(app, s)
    click(app, rects_by_card(t)[ref].center)
    said = text.record_texts()
    try:
        kit.render(app)
    finally:
        text.record_texts(False)
    v = s.game.view(s.state, 0)
    for b in v.centre:                                                  # each tile: the catch's worth in it
        worth = cards_score(v, v.captured[0], b)
        assert f"worth {'+' if worth > 0 else '−' if worth < 0 else ''}{abs(worth)}" in said, (b, worth, said)
    # with one biome left, the Refugio takes it without a choice: its card says which, before it is played
    s, ref = refugio_turn(seed=5, centre=1)
    t = open_table(app, s)
    kit.render(app)
    marks = dict(t.badges)
    from game.depredador.log_text import biome_label
    assert ref in marks
    said = text.record_texts()
    try:
        kit.render(app)
    finally:
        text.record_texts(False)
    assert "→ " + biome_label(t.deck, s.state.centre[0]) in said
    click(app, rects_by_card(t)[ref].center)                           # played at once, the biome taken
    assert s.actions[-1].kind == "play" and s.state.player_biome[0] >= 0


def test_the_rules_say_the_biome_is_chosen_first():
    from game.rules_text import load_rules_text
    for lang, words in (("en", ("you choose the biome first", "nothing is spent")),
                        ("es", ("eliges primero el bioma", "no se gasta nada"))):
        rt = load_rules_text("depredador", lang)
        body = " ".join(p for sec in rt.sections for p in (sec.heading,) + sec.paragraphs)
        assert all(w in body for w in words), lang


# ---------------------------------------------------------------------------------- the results and their chart

def finished(rounds=3, players=4, seed=2):
    s = new_session(["human"] + ["easy"] * (players - 1), seed=seed, rounds=rounds)
    play_random(s, lambda x: False, seed=seed)
    assert s.current_player() is None
    return s


def test_the_chart_follows_the_predation_points_round_by_round():
    from game.score_chart import series
    s = finished()
    unit, numbers, per_seat = series(s)
    assert unit == "round" and numbers == [0, 1, 2, 3]
    st = s.state
    for seat in range(st.n):
        running = [0]
        for r in range(st.rounds):
            running.append(running[-1] + st.awards[r][seat])
        assert per_seat[seat] == running and per_seat[seat][-1] == st.totals[seat]


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("rounds", [3, 6])
def test_the_results_columns_say_what_they_are(app, lang, rounds):
    from game import text
    from game.scenes.results import ResultsScene
    s = finished(rounds=rounds, players=6)
    i18n.set_language(lang)
    said = text.record_texts()
    notes = text.record_overflows()
    try:
        app.push(ResultsScene(app, session=s))
        kit.render(app)
    finally:
        text.record_texts(False)
        text.record_overflows(False)
    assert notes == []
    award, total = {"en": ("award", "Total points"), "es": ("Premio", "Puntos totales")}[lang]
    assert total in said and "Total" not in said - {total}
    heads = [x for x in said if award in x and "1" in x]
    if rounds == 6:                     # narrow columns: "R1", and the legend says what R1 is
        heads = [x for x in said if "(R1, R2…)" in x and "R1" in said]
    assert heads, sorted(said)


# ---------------------------------------------------------------------------------- colours through the palette

@pytest.fixture
def colour_blind():
    from game import palette
    yield palette
    palette.set_palette("standard")


def _colours(surf) -> set:
    w, h = surf.get_size()
    return {tuple(surf.get_at((x, y))[:3]) for x in range(w) for y in range(h) if surf.get_at((x, y))[3] > 200}


def test_biomes_and_players_take_the_palettes_colours(app, colour_blind):
    from game.depredador import draw
    from game.palette import OKABE_ITO, seat_colour
    s = mid_hunt()
    t = open_table(app, s)
    deck = t.deck
    b = s.state.biomes[0]
    std_tile = t.art.biome_tile(b, "tile")
    std = tuple(std_tile.get_at((4, 28))[:3])
    assert std == tuple(deck.biomes[b].colour)
    colour_blind.set_palette("colour_blind")
    kit.render(app)
    cb_tile = t.art.biome_tile(b, "tile")
    cb = tuple(cb_tile.get_at((4, 28))[:3])
    assert cb != std and cb in OKABE_ITO                      # the tile (and every card of it) change…
    prey = next(c for c in range(len(deck.cards)) if deck.cards[c].colour == b)
    assert cb in _colours(t.art.card(prey, "small"))
    for seat in range(s.state.n):                              # …and each player's mark is the seat's colour
        assert seat_colour(seat) in _colours(draw.seat_mark(seat, 15))
    assert seat_colour(2) in OKABE_ITO
    colour_blind.set_palette("standard")
    assert seat_colour(2) in _colours(draw.seat_mark(2, 15)) and seat_colour(2) not in OKABE_ITO
