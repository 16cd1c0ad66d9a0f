"""Set-up: removals per player count, the winter cards' places, the deal, the options."""
from __future__ import annotations

import pytest

from rules.engine.core import ConfigError
from rules.engine.rng import RNG
from rules.forest_shuffle.cards import db
from rules.forest_shuffle.game import RULES
from rules.forest_shuffle.setup import build_deck

D = db()


@pytest.mark.parametrize("n, removed", [(2, 30), (3, 20), (4, 10), (5, 0)])
def test_removed_cards_and_deck_size(n, removed):
    s = RULES.new_game({"players": n}, 11)
    assert len(s.box) == removed
    dealt = sum(len(h) for h in s.hands) + sum(len(m) for m in s.mull)
    assert len(s.deck) + dealt == 158 - removed + 3
    assert all(len(h) == 6 for h in s.hands)
    assert s.clearing == [] and s.winter == 0


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_winter_cards_lie_in_the_bottom_third(n):
    for seed in range(30):
        deck, box, at = build_deck(n, RNG(seed))
        rest = 158 - D.removed[n]
        bottom = rest // 3
        assert at == bottom + 2 and len(deck) == rest + 3
        assert deck[at] == D.winter[2]                       # laid on top of the bottom pile
        below = [i for i in range(at) if D.is_winter[deck[i]]]
        assert len(below) == 2                              # shuffled into it
        assert not any(D.is_winter[c] for c in deck[at + 1:])
        assert not any(D.is_winter[c] for c in box)


def test_first_winter_comes_exactly_after_the_top_two_thirds():
    deck, _box, at = build_deck(2, RNG(4))
    drawn = 0
    while not D.is_winter[deck.pop()]:
        drawn += 1
    assert drawn == 128 - 128 // 3


def test_starter_option_and_random_starter():
    assert RULES.new_game({"players": 3, "starter": 2}, 1).start == 2
    starts = {RULES.new_game({"players": 4}, seed).start for seed in range(30)}
    assert starts == {0, 1, 2, 3}
    s = RULES.new_game({"players": 3, "starter": 1}, 5)
    if s.stack[-1][0] == 1:
        assert s.turn == 1


def test_config_is_checked_with_one_line():
    for bad, words in [({"players": 1}, "2–5"), ({"players": 6}, "2–5"), ({"players": "2"}, "2–5"),
                       ({"players": 2, "score_live": "yes"}, "score_live"),
                       ({"players": 2, "starter": 2}, "starter"), ({"players": 2, "mushroom_timing": "later"},
                                                                  "mushroom_timing")]:
        with pytest.raises(ConfigError) as e:
            RULES.normalize_config(bad)
        assert words in str(e.value) and "\n" not in str(e.value)
    cfg = RULES.normalize_config({"players": 3, "seats": ["human"] * 3, "names": ["a", "b", "c"]})
    assert cfg["score_live"] is True and cfg["starter"] is None and cfg["mushroom_timing"] == "next_turn"
    assert RULES.normalize_config({})["players"] == 2


def test_start_events_deal_privately():
    s = RULES.new_game({"players": 2}, 8)
    ev = RULES.start_events(s)
    assert ev[0].kind == "setup" and ev[0].data["removed"] == 30
    private = [e for e in ev if e.kind == "deal" and "cards" in e.data]
    assert [e.player for e in private] == [0, 1]
    assert all(e.visible_to == frozenset((e.player,)) for e in private)


def test_the_set_up_events_end_with_the_first_turn_or_the_mulligans_offered():
    """The log shows who begins: when no hand lacks a tree, the set-up events end with the starter's
    turn; when a player may take a mulligan, that offer comes first and the turn follows it."""
    seen = set()
    for seed in range(40):
        s = RULES.new_game({"players": 3}, seed)
        ev = RULES.start_events(s)
        kinds = [e.kind for e in ev]
        if "mulligan_offered" in kinds:
            assert "turn" not in kinds
            seen.add("mulligan")
        else:
            assert kinds[-1] == "turn" and ev[-1].player == s.start == s.turn
            seen.add("turn")
    assert seen == {"mulligan", "turn"}
