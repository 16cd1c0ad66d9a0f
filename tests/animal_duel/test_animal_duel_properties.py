"""Animal Duel: many seeded random games on every board size and variant mix, checked as they go."""
import random
from collections import Counter

import pytest

from rules.animal_duel.game import RULES as g
from rules.animal_duel.cards import load_deck

D = load_deck()
GAMES = 300
MIXES = {
    "plain": {},
    "kids+level": {"variant_kids": True, "variant_level_start": True},
    "habitat+level": {"variant_habitat": True, "variant_level_start": True},
    "team+habitat": {"variant_team": True, "variant_habitat": True},
}


def every_card(s):
    cards = list(s.pile) + [c for h in s.hands for c in h] + [x[0] for st in s.board for x in st]
    cards += s.animal_discard + s.situ_it[0] + s.situ_it[1] + s.situ_p[0] + s.situ_p[1] + s.situ_discard
    if s.drawn is not None:
        cards.append(s.drawn)
    return cards


def check_state(s, universe):
    cards = every_card(s)
    assert len(cards) == len(universe) and Counter(cards) == Counter(universe), "every card, exactly once"
    assert all(life <= 12 for life in s.life)
    assert all(D.cards[x[0]].is_animal for st in s.board for x in st), "only animals on the board"
    assert all(not D.cards[c].is_animal for t in (0, 1) for c in s.situ_it[t] + s.situ_p[t])
    assert all(D.cards[c].type in "IT" for t in (0, 1) for c in s.situ_it[t])
    assert all(D.cards[c].type == "P" for t in (0, 1) for c in s.situ_p[t])
    assert all(D.cards[c].is_animal for c in s.animal_discard)
    for t in (0, 1):
        for c in s.known[t]:
            assert any(c in s.hands[p] for p in range(s.n) if p % 2 != t), "known cards are where they are known"


def play_checked(cfg, seed):
    s = g.new_game(cfg, seed)
    universe = list(s.universe)
    rng = random.Random(seed * 31 + len(cfg))
    steps = 0
    while (p := g.current_player(s)) is not None:
        legal = g.legal_actions(s)
        assert legal, (seed, s.phase)
        a = legal[rng.randrange(len(legal))]
        turn, phase = s.turn, s.phase
        games = s.games
        g.apply(s, a)
        steps += 1
        assert steps < 3000, "the game ends"
        check_state(s, universe)
        if a.kind == "end" and s.games == games and s.phase in ("turn", "fix_hand"):
            nxt = s.turn if s.phase == "turn" else turn
            assert nxt == (turn + 1) % s.n or s.phase == "fix_hand", "turns go round in seat order"
        if s.phase == "turn" and s.games == games and phase == "turn":
            assert s.placements_left >= 0
    res = g.result(s)
    assert res is not None
    w = res.detail["winner_team"]
    l0, l1 = s.life
    if res.detail["reason"] == "board_full":
        assert all(s.board) and s.life[w] > s.life[1 - w]
    else:
        assert min(l0, l1) <= 0 and (s.life[1 - w] <= 0)
        assert s.life[w] > 0 or s.life[w] > s.life[1 - w]
    assert res.places == [1 if p % 2 == w else 2 for p in range(s.n)]
    assert res.scores == [s.life[p % 2] for p in range(s.n)]
    assert res.detail["games"] == s.games == len(res.breakdown) and res.detail["draws"] == s.games - 1
    return s


@pytest.mark.parametrize("size", [3, 4, 5])
@pytest.mark.parametrize("mix", list(MIXES))
def test_random_games_account_for_every_card(size, mix):
    cfg = dict(MIXES[mix], board_size=size)
    winners = Counter()
    reasons = Counter()
    for seed in range(GAMES):
        s = play_checked(cfg, seed)
        winners[s.winner] += 1
        reasons[s.reason] += 1
    assert winners[0] > 0 and winners[1] > 0, winners
    if size == 5:
        assert reasons["ko"] > reasons["board_full"]


def test_fast_apply_plays_the_same_game_as_apply():
    for seed in range(30):
        a = g.new_game({"variant_habitat": True}, seed)
        b = g.new_game({"variant_habitat": True}, seed)
        rng = random.Random(seed)
        while g.current_player(a) is not None:
            legal = g.legal_actions(a)
            assert legal == g.legal_actions(b)
            act = legal[rng.randrange(len(legal))]
            g.apply(a, act)
            g.fast_apply(b, act)
        assert a.life == b.life and a.board == b.board and a.hands == b.hands and g.result(a).to_json() == g.result(b).to_json()


def test_determinized_views_play_out_legally():
    from rules.engine.rng import RNG
    rng = random.Random(4)
    for seed in range(40):
        s = g.new_game({"variant_team": seed % 2 == 1, "variant_level_start": seed % 3 == 0}, seed)
        while (p := g.current_player(s)) is not None:
            if rng.random() < 0.2:
                d = g.determinize(g.view(s, p), p, RNG(seed))
                steps = 0
                while g.current_player(d) is not None and steps < 200:
                    legal = g.legal_actions(d)
                    assert legal
                    g.fast_apply(d, legal[rng.randrange(len(legal))])
                    steps += 1
                e = g.evaluate(d, p)
                assert 0.0 <= e <= 1.0
            g.apply(s, rng.choice(g.legal_actions(s)))


def test_a_choice_is_playable_exactly_when_it_has_options():
    """The quick "anything to choose?" of each targeted effect agrees with its list of options."""
    from rules.animal_duel.effects import CHOICES
    rng = random.Random(11)
    checked = 0
    for seed in range(60):
        s = g.new_game({"variant_team": seed % 3 == 0, "board_size": 3 + seed % 3}, seed)
        while g.current_player(s) is not None:
            if s.phase == "turn":
                seat = s.turn
                for name, ch in CHOICES.items():
                    if name == "swap_hand_card":
                        continue        # asks about the opponent's hand, not about options
                    assert ch.playable(s, seat) == bool(ch.options(s, seat & 1, seat)), (name, seed)
                    checked += 1
            g.apply(s, rng.choice(g.legal_actions(s)))
    assert checked > 1000
