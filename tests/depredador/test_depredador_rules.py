"""Depredador Natural: every rule of the seed on a position built by hand."""
import pytest

from rules.depredador.cards import ALFA, BLACK, INVADER, NO_COLOUR, PREY, REFUGIO, load_deck
from rules.depredador.game import RULES as g
from rules.depredador.scoring import hunt_score, predation_awards
from rules.depredador.setup import lowest_total_chooser
from rules.depredador.state import UNKNOWN
from rules.engine.core import Action, IllegalAction

D = load_deck()
SAB, DES, JUN, TAI, HUM, MON = range(6)


def P(biome, value):
    return D.prey_id(biome, value)


def X(value):
    return D.invader_id(value)


def A(seat):
    return D.alfa_id(seat)


def RF(seat):
    return D.refugio_id(seat)


def hunting(n=4, hands=None, trick=(), broken=False, turn=0, biomes=(SAB, DES, JUN, TAI),
            centre=None, player_biome=None, round_no=1):
    """A state in the hunt phase with the given hands; everything else neutral."""
    s = g.new_game({"players": n, "biomes": [D.biomes[b].id for b in biomes[:n]], "starter": 0}, 1)
    s.phase = "hunt"
    s.round = round_no
    s.hands = [sorted(h) for h in hands]
    s.trick = []
    s.lead_colour = NO_COLOUR
    for seat, card in trick:
        s.trick.append((seat, card))
        if s.kind[card] < ALFA and s.lead_colour == NO_COLOUR:
            s.lead_colour = s.colour[card]
    s.broken = broken
    s.turn = turn
    s.captured = [[] for _ in range(n)]
    s.centre = list(centre if centre is not None else biomes[:n])
    s.player_biome = list(player_biome if player_biome is not None else [-1] * n)
    s.pass_sel = [[] for _ in range(n)]
    return s


def cards_of(s):
    return sorted(a.value for a in g.legal_actions(s))


# ------------------------------------------------------------------------ setup

@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_deck_deals_out_evenly_with_all_cards(n):
    s = g.new_game({"players": n}, 5)
    sizes = {len(h) for h in s.hands}
    assert len(sizes) == 1, "every hand has the same size"
    dealt = sorted(c for h in s.hands for c in h)
    expected = sorted([P(b, v) for b in s.biomes for v in range(1, 9)] + [A(i) for i in range(n)]
                      + [X(v) for v in D.invader_by_players[n]])
    assert dealt == expected
    assert not any(s.kind[c] == REFUGIO for c in dealt), "Refugios are not in the common deck"
    assert len(s.biomes) == n and len(set(s.biomes)) == n


def test_biomes_and_starter_from_config():
    s = g.new_game({"players": 3, "biomes": ["desierto", "jungla", "taiga"], "starter": 2}, 9)
    assert s.biomes == (DES, JUN, TAI)
    # after migration the configured starter leads
    while s.phase == "pass":
        g.apply(s, g.legal_actions(s)[0])
    assert s.phase == "hunt" and s.turn == 2


def test_random_starter_depends_only_on_seed():
    firsts = {g.new_game({"players": 4}, seed).starter for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert g.new_game({"players": 4}, 7).starter == g.new_game({"players": 4}, 7).starter


def test_bad_config_is_refused():
    from rules.engine.core import ConfigError
    with pytest.raises(ConfigError):
        g.new_game({"players": 7}, 1)
    with pytest.raises(ConfigError):
        g.new_game({"players": 2, "biomes": ["sabana", "sabana"]}, 1)
    with pytest.raises(ConfigError):
        g.new_game({"players": 3, "starter": 3}, 1)


# ------------------------------------------------------------------------ migration

def _migrate(s, picks):
    """picks[seat] = two cards to pass."""
    for seat in range(s.n):
        assert s.phase == "pass" and s.turn == seat
        for c in picks[seat]:
            g.apply(s, Action("pass", c))


def test_migration_left_in_odd_rounds_hidden_until_all_chose():
    s = g.new_game({"players": 3, "starter": 0}, 11)
    before = [list(h) for h in s.hands]
    picks = [before[i][:2] for i in range(3)]
    g.apply(s, Action("pass", picks[0][0]))
    g.apply(s, Action("pass", picks[0][1]))
    # seat 1 deciding cannot see seat 0's choice
    v1 = g.view(s, 1)
    assert v1.pass_sel[0] == [UNKNOWN, UNKNOWN]
    assert all(c == UNKNOWN for c in v1.hands[0])
    for c in picks[1] + picks[2]:
        g.apply(s, Action("pass", c))
    for seat in range(3):
        src = (seat - 1) % 3       # left = next seat clockwise, so cards come from the right
        expected = sorted([c for c in before[seat] if c not in picks[seat]] + picks[src] + [RF(seat)])
        assert s.hands[seat] == expected


def test_migration_right_in_even_rounds():
    s = g.new_game({"players": 4, "starter": 0}, 3)
    s.round = 2
    before = [list(h) for h in s.hands]
    picks = [before[i][-2:] for i in range(4)]
    _migrate(s, picks)
    for seat in range(4):
        src = (seat + 1) % 4
        assert set(picks[src]) <= set(s.hands[seat])
        assert RF(seat) in s.hands[seat]


def test_cannot_pass_a_card_not_in_hand():
    s = g.new_game({"players": 2}, 4)
    other = s.hands[1][0]
    with pytest.raises(IllegalAction) as exc:
        g.apply(s, Action("pass", other))
    assert exc.value.rule == "not_in_hand"


# ------------------------------------------------------------------------ leading

def test_specials_cannot_lead_while_other_cards_in_hand():
    s = hunting(hands=[[A(0), RF(0), P(SAB, 3)], [P(SAB, 1)], [P(SAB, 2)], [P(SAB, 4)]])
    assert cards_of(s) == [P(SAB, 3)]
    with pytest.raises(IllegalAction) as exc:
        g.apply(s, Action("play", A(0)))
    assert exc.value.rule == "special_lead"


def test_specials_may_lead_when_hand_has_only_specials_then_first_coloured_sets_prey():
    s = hunting(hands=[[A(0), RF(0)], [P(JUN, 5), P(SAB, 8)], [P(JUN, 7), P(DES, 1)], [P(SAB, 6), P(TAI, 2)]])
    assert cards_of(s) == sorted([A(0), RF(0)])
    g.apply(s, Action("play", RF(0)))
    assert s.phase == "biome"
    g.apply(s, Action("take", SAB))
    assert s.lead_colour == NO_COLOUR
    # seat 1 may play anything coloured (or a special)
    assert cards_of(s) == sorted([P(JUN, 5), P(SAB, 8)])
    g.apply(s, Action("play", P(JUN, 5)))
    assert s.lead_colour == JUN
    # seat 2 must now follow jungle
    assert cards_of(s) == [P(JUN, 7)]


def test_invaders_cannot_lead_until_one_was_played():
    hands = [[X(3), P(TAI, 2)], [P(SAB, 1)], [P(SAB, 2)], [P(SAB, 4)]]
    s = hunting(hands=hands)
    assert cards_of(s) == [P(TAI, 2)]
    with pytest.raises(IllegalAction) as exc:
        g.apply(s, Action("play", X(3)))
    assert exc.value.rule == "invader_lead"
    s = hunting(hands=hands, broken=True)
    assert cards_of(s) == sorted([X(3), P(TAI, 2)])


def test_invaders_may_lead_when_hand_has_nothing_else_coloured():
    s = hunting(hands=[[X(3), X(5), A(0)], [P(SAB, 1)], [P(SAB, 2)], [P(SAB, 4)]])
    assert cards_of(s) == sorted([X(3), X(5)])


def test_playing_an_invader_off_suit_lets_invaders_lead_later():
    s = hunting(hands=[[P(SAB, 5), P(TAI, 1)], [X(2), P(DES, 3)], [P(SAB, 2), X(4)], [P(SAB, 1), P(JUN, 8)]])
    g.apply(s, Action("play", P(SAB, 5)))
    assert not s.broken
    g.apply(s, Action("play", X(2)))          # void in sabana: free to play black
    assert s.broken
    g.apply(s, Action("play", P(SAB, 2)))
    g.apply(s, Action("play", P(SAB, 1)))
    assert s.captured[0] == [P(SAB, 5), X(2), P(SAB, 2), P(SAB, 1)]
    assert s.turn == 0
    # seat 2 will later be able to lead black: check the rule directly
    s.turn = 2
    assert X(4) in cards_of(s)


# ------------------------------------------------------------------------ following

def test_must_follow_lead_colour_but_alfa_and_refugio_always_allowed():
    s = hunting(hands=[[P(JUN, 4)], [P(JUN, 1), P(SAB, 8), A(1), RF(1)], [P(SAB, 2)], [P(SAB, 3)]])
    g.apply(s, Action("play", P(JUN, 4)))
    assert cards_of(s) == sorted([P(JUN, 1), A(1), RF(1)])
    with pytest.raises(IllegalAction) as exc:
        g.apply(s, Action("play", P(SAB, 8)))
    assert exc.value.rule == "follow_lead"
    assert s.hands[1] == sorted([P(JUN, 1), P(SAB, 8), A(1), RF(1)]), "state untouched"


def test_void_in_lead_colour_may_play_anything():
    s = hunting(hands=[[P(JUN, 4)], [P(SAB, 8), X(1), A(1)], [P(SAB, 2)], [P(SAB, 3)]])
    g.apply(s, Action("play", P(JUN, 4)))
    assert cards_of(s) == sorted([P(SAB, 8), X(1), A(1)])


def test_black_lead_must_be_followed_with_black():
    s = hunting(hands=[[X(6)], [X(2), P(SAB, 8)], [P(SAB, 2)], [P(SAB, 3)]], broken=True)
    g.apply(s, Action("play", X(6)))
    assert cards_of(s) == [X(2)]


# ------------------------------------------------------------------------ winning a hunt

def test_highest_of_lead_colour_wins_and_leads_next():
    s = hunting(hands=[[P(JUN, 4), P(JUN, 1)], [P(JUN, 7), P(TAI, 1)], [P(SAB, 8), P(SAB, 1)],
                       [P(JUN, 6), P(JUN, 2)]])
    for seat, c in ((0, P(JUN, 4)), (1, P(JUN, 7)), (2, P(SAB, 8)), (3, P(JUN, 6))):
        g.apply(s, Action("play", c))
    assert sorted(s.captured[1]) == sorted([P(JUN, 4), P(JUN, 7), P(SAB, 8), P(JUN, 6)])
    assert s.turn == 1 and s.trick == []


def test_alfa_always_wins_the_first_alfa_if_several():
    s = hunting(hands=[[P(JUN, 8), P(JUN, 1)], [A(1), P(TAI, 1)], [A(2), P(SAB, 1)], [P(JUN, 6), P(JUN, 2)]])
    for c in (P(JUN, 8), A(1), A(2), P(JUN, 6)):
        g.apply(s, Action("play", c))
    assert len(s.captured[1]) == 4 and s.turn == 1


def test_refugio_never_wins_and_takes_a_biome_at_once():
    s = hunting(hands=[[P(JUN, 1), P(JUN, 2)], [RF(1), P(TAI, 1)], [P(SAB, 3), P(SAB, 1)], [P(DES, 6), P(DES, 2)]])
    g.apply(s, Action("play", P(JUN, 1)))
    g.apply(s, Action("play", RF(1)))
    assert s.phase == "biome" and g.current_player(s) == 1
    assert sorted(a.value for a in g.legal_actions(s)) == [SAB, DES, JUN, TAI]
    g.apply(s, Action("take", JUN))
    assert s.player_biome[1] == JUN and JUN not in s.centre
    g.apply(s, Action("play", P(SAB, 3)))
    g.apply(s, Action("play", P(DES, 6)))
    assert s.turn == 0 and len(s.captured[0]) == 4, "only card of lead colour: seat 0 wins, Refugio cannot"


def test_all_refugio_hunt_goes_to_the_first_refugio():
    s = hunting(n=2, hands=[[RF(0)], [RF(1)]], biomes=(SAB, DES))
    g.apply(s, Action("play", RF(0)))
    g.apply(s, Action("take", DES))
    events = g.apply(s, Action("play", RF(1)))       # last biome is taken automatically
    took = [e for e in events if e.kind == "take_biome"]
    assert took and took[0].player == 1 and took[0].data["biome"] == SAB
    won = [e for e in events if e.kind == "hunt_won"]
    assert won[0].player == 0, "the first Refugio wins a hunt of only Refugios"
    end = [e for e in events if e.kind == "round_end"][0]
    assert end.data["biomes"] == [DES, SAB] and end.data["scores"] == [0, 0]


def test_taking_a_biome_not_in_centre_is_illegal():
    s = hunting(hands=[[P(JUN, 1)], [RF(1)], [P(SAB, 3)], [P(DES, 6)]], centre=[SAB, DES])
    g.apply(s, Action("play", P(JUN, 1)))
    g.apply(s, Action("play", RF(1)))
    with pytest.raises(IllegalAction) as exc:
        g.apply(s, Action("take", JUN))
    assert exc.value.rule == "biome_taken"


def test_last_biome_is_taken_without_a_choice():
    s = hunting(hands=[[P(JUN, 1)], [RF(1)], [P(SAB, 3)], [P(DES, 6)]], centre=[TAI])
    g.apply(s, Action("play", P(JUN, 1)))
    g.apply(s, Action("play", RF(1)))
    assert s.phase == "hunt" and s.player_biome[1] == TAI and s.centre == []


# ------------------------------------------------------------------------ scoring

def test_hunt_score_counts_own_biome_positive_invaders_negative_others_nothing():
    s = hunting(hands=[[], [], [], []], player_biome=[SAB, DES, JUN, TAI])
    s.captured[0] = [P(SAB, 7), P(SAB, 2), P(DES, 8), X(3), A(1), RF(2)]
    assert hunt_score(s, 0) == 7 + 2 - 3


@pytest.mark.parametrize("scores,expected", [
    ([10, 5, 3], [2, 1, -1]),
    ([10, 5, 3, 1], [2, 1, 0, -1]),
    ([10, 5, 3, 1, 0], [2, 1, 0, -1, -1]),
    ([10, 5, 3, 2, 1, 0], [2, 1, 0, 0, -1, -1]),
    ([7, 7, 3, 1], [2, 2, 0, -1]),            # tied best both get +2; next is third
    ([9, 4, 4, 1], [2, 1, 1, -1]),            # tied second both +1
    ([9, 4, 1, 1], [2, 1, -1, -1]),           # tied worst both -1
    ([9, 4, 2, 1, 1], [2, 1, 0, -1, -1]),     # 5 players: tied worst share worst, nobody second-worst
    ([9, 4, 2, 2, 1], [2, 1, -1, -1, -1]),    # 5 players: tied second-worst both -1
    ([5, 3], [2, 0]),                          # 2 players: second is also worst (+1 and -1)
    ([4, 4], [1, 1]),                          # all tied: best and worst at once
])
def test_predation_awards(scores, expected):
    assert predation_awards(scores, D) == expected


def test_round_end_awards_and_totals():
    s = hunting(n=3, hands=[[P(SAB, 8)], [P(SAB, 1)], [P(SAB, 2)]], biomes=(SAB, DES, JUN),
                player_biome=[SAB, DES, JUN], centre=[])
    s.captured = [[P(SAB, 5)], [P(DES, 4), X(1)], [P(JUN, 1)]]
    for c in (P(SAB, 8), P(SAB, 1), P(SAB, 2)):
        g.apply(s, Action("play", c))
    # seat 0: 5 + 8 + 1 + 2 (all sabana) = 16; seat 1: 4 - 1 = 3; seat 2: 1
    assert s.hunt_scores[0] == [16, 3, 1]
    assert s.awards[0] == [2, 1, -1]
    assert s.totals == [2, 1, -1]
    assert s.round == 2 and s.phase == "pass"


# ------------------------------------------------------------------------ starting hunter

def test_lowest_total_chooses_the_starter_ties_nearest_clockwise_from_previous_starter():
    assert lowest_total_chooser([3, -1, 2, 0], prev_starter=0) == 1
    assert lowest_total_chooser([0, 2, 0, 0], prev_starter=2) == 3
    assert lowest_total_chooser([0, 2, 1, 0], prev_starter=3) == 0
    assert lowest_total_chooser([1, 1, 1], prev_starter=1) == 2


def test_later_rounds_start_with_the_chooser_picking_any_seat():
    s = g.new_game({"players": 3, "starter": 1, "rounds": 2}, 21)
    import random
    rng = random.Random(0)
    while s.round == 1:
        g.apply(s, rng.choice(g.legal_actions(s)))
    while s.phase == "pass":
        g.apply(s, g.legal_actions(s)[0])
    assert s.phase == "starter"
    assert s.turn == lowest_total_chooser(s.totals, 1)
    assert [a.value for a in g.legal_actions(s)] == [0, 1, 2]
    g.apply(s, Action("starter", 2))
    assert s.phase == "hunt" and s.turn == 2 and s.starter == 2


# ------------------------------------------------------------------------ end of game

def _finished(n, awards, rounds=None, parts=None):
    """A finished game with the given net awards per round (each a single award, 0 = none) or, with
    ``parts``, the awards each player received per round."""
    s = g.new_game({"players": n, "rounds": rounds or len(awards)}, 1)
    if parts is None:
        parts = [[(a,) if a else () for a in rnd] for rnd in awards]
    s.award_parts = [[tuple(p) for p in rnd] for rnd in parts]
    s.awards = [[sum(p) for p in rnd] for rnd in s.award_parts]
    s.hunt_scores = [[0] * n for _ in awards]
    s.totals = [sum(a[i] for a in s.awards) for i in range(n)]
    s.phase = "over"
    s.turn = None
    return s


def _played(n, round_scores):
    """A whole game whose rounds end with these hunt scores, scored by the rules' own round end."""
    from rules.depredador.setup import end_round
    s = g.new_game({"players": n, "rounds": len(round_scores),
                    "biomes": [D.biomes[b].id for b in range(n)], "starter": 0}, 1)
    events = []
    for scores in round_scores:
        s.player_biome = list(range(n))
        s.captured = [[P(i, v)] if v > 0 else ([X(-v)] if v < 0 else []) for i, v in enumerate(scores)]
        assert [hunt_score(s, i) for i in range(n)] == scores
        end_round(s, events)
    assert s.phase == "over"
    return s, events


def test_game_ends_after_the_configured_rounds_most_points_wins():
    s = _finished(3, [[2, 1, -1], [2, -1, 1], [1, 2, -1]])
    assert g.result(s).places == [1, 2, 3]
    assert g.current_player(s) is None


def test_tiebreak_fewer_minus_ones():
    # seat 0: 2, -1, 1 -> 2 with one -1 ; seat 1: 1, 1, 0 -> 2 with none
    s = _finished(3, [[2, 1, -1], [-1, 1, 2], [1, 0, -1]])
    assert g.result(s).places[:2] == [2, 1]


def _by_seat(*seats):
    """Awards given per seat (one list of rounds each) -> per round."""
    return [list(r) for r in zip(*seats)]


def test_tiebreak_more_plus_twos():
    # seats 0 and 1 both total 3 with no -1: seat 0 has a +2, seat 1 has none
    s = _finished(4, _by_seat([2, 1, 0], [1, 1, 1], [0, 0, 0], [-1, -1, -1]))
    assert g.result(s).places == [1, 2, 3, 4]


def test_tiebreak_most_recent_plus_two():
    # seats 0 and 1: total 3, one +2, one +1, no -1 each; seat 1's +2 is more recent
    s = _finished(4, _by_seat([2, 1, 0], [1, 0, 2], [0, 0, 0], [-1, -1, -1]))
    assert g.result(s).places == [2, 1, 3, 4]


def test_full_tie_shares_the_place():
    s = _finished(2, [[1, 1], [1, 1]], parts=[[(2, -1), (2, -1)], [(2, -1), (2, -1)]])
    assert s.totals == [2, 2]
    assert g.result(s).places == [1, 1]
    assert g.result(s).winners == [0, 1]


# The tie-breaks count every award a player received, not each round's net (issue 9): a player in
# both a top and a bottom place receives both awards and both count.

def test_round_end_keeps_every_award_received():
    s, events = _played(2, [[5, 3], [4, 4]])
    assert s.award_parts == [[(2,), (1, -1)], [(2, -1), (2, -1)]]
    assert s.awards == [[2, 0], [1, 1]] and s.totals == [3, 1]
    ends = [e for e in events if e.kind == "round_end"]
    assert ends[0].data["award_parts"] == [[2], [1, -1]] and ends[0].data["awards"] == [2, 0]
    res = g.result(s)
    assert res.breakdown[0]["award_parts"] == [[2], [1, -1]]
    assert res.breakdown[1]["award_parts"] == [[2, -1], [2, -1]]
    # per seat: total, -(number of -1 received), +2 received, +1 received, last round with a +2
    assert res.detail["tiebreak"] == [[3, -1, 2, 0, 2], [1, -2, 1, 1, 2]]


def test_tiebreak_counts_the_minus_one_of_a_round_with_two_awards():
    # 3 players. Round 1 [1, 1, 3]: seat 2 best (+2); seats 0 and 1 share second and last: +1 and -1
    # each. Round 2 [3, 5, 1]: seat 1 +2, seat 0 +1, seat 2 -1. Seats 0 and 2 both total 1 and both
    # received one -1 (seat 0's in round 1, where its net was 0); seat 2 received a +2: seat 2 is second.
    s, _ = _played(3, [[1, 1, 3], [3, 5, 1]])
    assert s.totals == [1, 2, 1]
    assert s.award_parts[0] == [(1, -1), (1, -1), (2,)]
    assert g.result(s).places == [3, 1, 2]


def test_most_recent_plus_two_counts_a_shared_best_place():
    # 2 players: seat 0 wins round 1, seat 1 wins round 2, round 3 is a tie (both receive +2 and -1).
    # Totals 3 and 3; each received -1 twice, +2 twice, +1 once, and both last received +2 in round 3.
    s, _ = _played(2, [[5, 3], [3, 5], [4, 4]])
    assert s.totals == [3, 3]
    res = g.result(s)
    assert res.detail["tiebreak"][0] == res.detail["tiebreak"][1] == [3, -2, 2, 1, 3]
    assert res.places == [1, 1]


def test_more_plus_ones_received_in_two_player_rounds():
    # 2 players, 4 rounds. Seat 0: win, win, lose, lose -> 2+2+0+0 = 4 with parts +2 +2 (+1 -1) (+1 -1).
    # Seat 1: lose, lose, win, win -> the same counts, but seat 1's +2 is the most recent.
    s, _ = _played(2, [[5, 3], [5, 3], [3, 5], [3, 5]])
    res = g.result(s)
    assert res.detail["tiebreak"] == [[4, -2, 2, 2, 2], [4, -2, 2, 2, 4]]
    assert res.places == [2, 1]


def test_rounds_is_a_setup_option_default_three():
    assert g.new_game({"players": 2}, 1).rounds == 3
    assert g.new_game({"players": 2, "rounds": 4}, 1).rounds == 4


# ------------------------------------------------------------------------ protocol

def test_illegal_action_leaves_state_untouched():
    s = g.new_game({"players": 4}, 8)
    before = s.clone()
    with pytest.raises(IllegalAction):
        g.apply(s, Action("play", s.hands[0][0]))        # wrong phase
    assert s.hands == before.hands and s.phase == before.phase and s.turn == before.turn


def test_actions_round_trip_json():
    for a in (Action("play", 12), Action("take", 3), Action("starter", 0), Action("pass", 5)):
        assert Action.from_json(a.to_json()) == a


def test_same_seed_same_actions_same_game():
    import random
    def run(seed):
        s = g.new_game({"players": 5}, seed)
        rng = random.Random(seed)
        acts = []
        while g.current_player(s) is not None:
            a = rng.choice(g.legal_actions(s))
            acts.append(a)
            g.apply(s, a)
        return acts, g.result(s).scores
    assert run(42) == run(42)


def test_clone_is_independent():
    s = g.new_game({"players": 4}, 2)
    c = s.clone()
    g.apply(c, g.legal_actions(c)[0])
    assert s.pass_sel == [[], [], [], []] and c.pass_sel[0]
    assert s.rng.random() == c.rng.random()


def test_view_hides_other_hands_and_determinize_is_consistent():
    import random
    s = g.new_game({"players": 4}, 13)
    rng = random.Random(1)
    while s.phase != "hunt":
        g.apply(s, rng.choice(g.legal_actions(s)))
    for _ in range(9):
        g.apply(s, rng.choice(g.legal_actions(s)))
    v = g.view(s, 2)
    assert v.hands[2] == s.hands[2]
    assert v.rng is None
    for p in (0, 1, 3):
        assert len(v.hands[p]) == len(s.hands[p])
        hidden = [c for c in v.hands[p] if c == UNKNOWN]
        assert hidden, "other hands are hidden"
    with pytest.raises(IllegalAction):
        g.apply(v, g.legal_actions(v)[0]) if g.current_player(v) == 2 else g.apply(v, Action("play", -1))
    from rules.engine.rng import RNG
    d = g.determinize(v, 2, RNG(5))
    all_cards = sorted(c for h in d.hands for c in h) + sorted(c for cap in d.captured for c in cap)
    real = sorted(c for h in s.hands for c in h) + sorted(c for cap in s.captured for c in cap)
    assert sorted(all_cards) == sorted(real)
    assert [len(h) for h in d.hands] == [len(h) for h in s.hands]
    assert d.hands[2] == s.hands[2]
    # public voids are respected
    for p in range(4):
        for c in d.hands[p]:
            col = d.colour[c]
            if col >= 0:
                bit = 1 << (col if col != BLACK else 7)
                assert not (d.voids[p] & bit) or p == 2
