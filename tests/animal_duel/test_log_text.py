"""Animal Duel's log in words (game/animal_duel/log_text.py): every event kind the rules emit, told in
both languages, without pygame."""
from __future__ import annotations

import random
import subprocess
import sys

import pytest

from game import i18n
from game.animal_duel.log_text import SILENT, TONES, LogText, card_label, cell_name, screen_rc
from rules.animal_duel.cards import load_deck
from rules.animal_duel.game import RULES
from rules.engine.core import Event

D = load_deck()
K = D.first
NAMES2 = ["Ana", "Bruno"]
NAMES4 = ["Ana", "Bruno", "Carla", "Dani"]


def ev(kind, player=None, **data):
    return Event(kind, player, data)


# one event of every kind the rules emit (docs/animal_duel-design.md, "Events"), with what its words
# must show in both languages: (event, [texts that must appear in the lines])
def cases():
    lion, orca, trex = K("leon"), K("orca"), K("trex")
    lion_name = i18n.name(D.cards[lion].names)        # in the language being tested
    return [
        (ev("match_start", None, players=2, board_size=4, starter=0,
            variants={"variant_kids": False, "variant_habitat": True, "variant_level_start": False,
                      "variant_team": False}), ["4"]),
        (ev("game_start", 0, game=2, starter=1), ["2", "Bruno"]),
        (ev("deal", 0, cards=[lion, orca]), ["2"]),
        (ev("keep", 0), ["Ana"]),
        (ev("give", 0, to=1), ["Ana", "Bruno"]),
        (ev("given", 0, to=1, card=lion), ["Ana", "Bruno", lion_name]),
        (ev("turn_start", 1, turn=3), ["Bruno"]),
        (ev("draw", 1, count=3), ["Bruno", "3"]),
        (ev("draw_cards", 0, cards=[lion, orca]), [lion_name]),
        (ev("reshuffle", None, count=7), ["7"]),
        (ev("place", 0, card=lion, cell=5, covers=orca, clashes=[(1, 4, 1), (4, 1, 3)], damage_to_opponent=3,
            damage_to_self=2, healed=1, life=[10, 9]),
         [lion_name, "B2", "B1", "A2", "Bruno", "Ana", "3", "2", i18n.name(D.names_of("engullir"))]),
        (ev("place", 1, card=orca, cell=15, covers=None, clashes=[], damage_to_opponent=0, damage_to_self=0,
            healed=0, life=[12, 12]), ["Bruno", "D4"]),
        (ev("situ", 0, card=K("golpe_mortal"), id="golpe_mortal", type="T"), ["Ana"]),
        (ev("situ", 0, card=K("abundancia"), id="abundancia", type="P"), ["Ana"]),
        (ev("damage", None, team=1, amount=2, by="ataque_furioso", life=[12, 10]), ["Bruno", "2", "10"]),
        (ev("heal", None, team=0, amount=3, life=[12, 10]), ["Ana", "3", "12"]),
        (ev("heal", None, team=0, amount=0, life=[12, 10]), ["Ana", "12"]),
        (ev("extinction", 0, cards=[lion, orca, trex]), ["3"]),
        (ev("hand_size", None, hand_size=[6, 4]), ["Ana", "6", "Bruno", "4"]),
        (ev("trilero_take", 0, card=lion, **{"from": 1}), ["Ana", "Bruno", lion_name]),
        (ev("trilero_give", 0, card=orca, to=1), ["Ana", "Bruno"]),
        (ev("move", 0, card=lion, to=6, **{"from": 5}), ["Ana", lion_name, "C2"]),
        (ev("swap", 0, a=0, b=15), ["A1", "D4"]),
        (ev("steal", 0, cell=3, card=orca), ["Ana"]),
        (ev("hunt", 0, cell=3, card=orca), ["Ana"]),
        (ev("sleep", 0, cell=3, card=orca), []),
        (ev("discard", 1, card=lion, by="escasez"), ["Bruno", lion_name]),
        (ev("discard_trex", 0, card=trex), ["Ana", "T-Rex"]),
        (ev("fix_hand", 0, card=K("extincion")), ["Ana"]),
        (ev("refresh_hand", 0, discarded=[lion, orca]), ["Ana", "2"]),
        (ev("game_over", None, game=1, reason="ko", life=[0, 5], winner_team=1), ["1", "Bruno", "5"]),
        (ev("game_over", None, game=1, reason="board_full", life=[6, 6], winner_team=None), ["1", "6"]),
        (ev("tie", None, games=1, draws=1, next_starter=1), ["2"]),
        (ev("match_end", None, winner_team=0, places=[1, 2], scores=[7, 0]), ["Ana"]),
    ]


@pytest.fixture(params=["en", "es"])
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def test_every_event_kind_is_told_in_both_languages(lang):
    told = LogText(D, NAMES2, 0, 4)
    kinds = set()
    for e, must in cases():
        lines = told.lines(e)
        kinds.add(e.kind)
        assert lines, e.kind
        text = " ".join(t for t, _ in lines)
        assert "{" not in text and "animal_duel." not in text, (e.kind, text)
        assert all(tone in TONES for _, tone in lines), (e.kind, lines)
        for piece in must:
            assert piece in text, (lang, e.kind, piece, text)
    assert kinds == set(LogText.TELL), "the cases cover every kind the log tells"


def test_the_two_languages_say_different_things():
    e = ev("place", 0, card=K("leon"), cell=5, covers=None, clashes=[], damage_to_opponent=0, damage_to_self=0,
           healed=0, life=[12, 12])
    i18n.set_language("en")
    en = LogText(D, NAMES2, 0, 4).lines(e)
    i18n.set_language("es")
    try:
        es = LogText(D, NAMES2, 0, 4).lines(e)
    finally:
        i18n.set_language("en")
    assert [t for t, _ in en] != [t for t, _ in es]
    assert "León" in es[0][0] and "Lion" in en[0][0]


def test_every_event_the_rules_emit_is_told_or_silent_on_purpose():
    seen = set()
    rng = random.Random(3)
    for seed in range(40):
        cfg = {"variant_level_start": seed % 3 == 0, "variant_team": seed % 4 == 1}
        s = RULES.new_game(cfg, seed)
        seen |= {e.kind for e in RULES.start_events(s)}
        while RULES.current_player(s) is not None:
            seen |= {e.kind for e in RULES.apply(s, rng.choice(RULES.legal_actions(s)))}
    assert seen <= set(LogText.TELL) | SILENT, seen - set(LogText.TELL) - SILENT
    assert {"place", "situ", "game_over", "match_end", "turn_start", "draw_cards"} <= seen


def test_good_and_bad_follow_the_viewer():
    e = ev("place", 0, card=K("leon"), cell=5, covers=None, clashes=[(1, 4, 1)], damage_to_opponent=3,
           damage_to_self=0, healed=0, life=[12, 9])
    mine = LogText(D, NAMES2, 0, 4).lines(e)
    theirs = LogText(D, NAMES2, 1, 4).lines(e)
    assert mine[0][1] == "mine" and theirs[0][1] == "plain"
    assert [t for t, tone in mine if tone == "good"] and not [t for t, tone in mine if tone == "bad"]
    assert [t for t, tone in theirs if tone == "bad"] and not [t for t, tone in theirs if tone == "good"]
    dmg = ev("damage", None, team=0, amount=2, by="ataque_furioso", life=[10, 12])
    assert LogText(D, NAMES2, 0, 4).lines(dmg)[0][1] == "bad"
    assert LogText(D, NAMES2, 1, 4).lines(dmg)[0][1] == "good"


def test_private_events_are_told_only_to_their_seat():
    draw = ev("draw_cards", 1, cards=[K("leon")])
    assert LogText(D, NAMES2, 0, 4).lines(draw) == []
    assert "Lion" in LogText(D, NAMES2, 1, 4).lines(draw)[0][0]
    deal = ev("deal", 1, cards=[K("leon")])
    assert LogText(D, NAMES2, 0, 4).lines(deal) == [] and LogText(D, NAMES2, 1, 4).lines(deal)


def test_trilero_names_the_card_taken_to_every_seat():
    # Trilero is public (both sides then know where the card is): every seat of a team game reads it
    take = ev("trilero_take", 0, card=K("leon"), **{"from": 1})
    for seat in range(4):
        assert "Lion" in LogText(D, NAMES4, seat, 4).lines(take)[0][0], seat


def test_cells_are_named_as_the_viewer_sees_the_board():
    assert cell_name(0, 4, False) == "A1" and cell_name(15, 4, False) == "D4"
    assert cell_name(0, 4, True) == "D4" and cell_name(15, 4, True) == "A1"
    assert cell_name(7, 5, False) == "C2" and screen_rc(7, 5, True) == (3, 2)
    e = ev("move", 0, card=K("leon"), to=0, **{"from": 1})
    assert "A1" in LogText(D, NAMES2, 0, 4).lines(e)[0][0]
    assert "D4" in LogText(D, NAMES2, 1, 4).lines(e)[0][0]


def test_card_labels_show_habitat_and_strengths_or_the_type():
    assert card_label(D, K("leon")) == "Lion (Sa 4·3·1·2)"
    assert card_label(D, K("golpe_mortal")).endswith("(T)")


def test_log_text_imports_no_pygame():
    code = ("import sys; import game.animal_duel.log_text; "
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
