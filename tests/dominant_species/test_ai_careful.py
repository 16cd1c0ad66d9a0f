"""The careful yardstick: deterministic, blind to what its view hides, registered by name, and it
counts the pawns that act before its own (Glaciation, Domination)."""
from rules.dominant_species import flow
from rules.dominant_species.ai import make_bot
from rules.dominant_species.bench import player
from rules.dominant_species.careful import CarefulBot
from rules.dominant_species.constants import PLANNING
from rules.dominant_species.game import RULES
from rules.dominant_species.heuristic import HeuristicBot
from rules.dominant_species.moves import SEC
from rules.dominant_species.steps import PLACE
from rules.dominant_species.tables import SECTION_SPACES
from tests.dominant_species.helpers import A
from tests.dominant_species.test_ai import _hidden_twin


def test_careful_is_reproducible_and_reads_only_its_view():
    s = RULES.new_game({"players": 3}, 7)
    h = HeuristicBot(1)
    for _ in range(25):
        p = RULES.current_player(s)
        RULES.apply(s, h.choose(RULES, s, p), log=False)
    seat = RULES.current_player(s)
    twin = _hidden_twin(s, 99)
    assert twin.stacks != s.stacks or twin.deck != s.deck
    a1 = CarefulBot(5).choose(RULES, s, seat)
    assert a1 == CarefulBot(5).choose(RULES, s, seat) == CarefulBot(5).choose(RULES, twin, seat)


def test_careful_plays_a_turn_and_is_known_by_name():
    assert make_bot("careful").level == "careful" and player("careful", 3).level == "careful"
    assert player("heuristic", 3).level == "heuristic"
    s = RULES.new_game({"players": 3}, 2)
    bots = [CarefulBot(0), HeuristicBot(1), CarefulBot(2)]
    while s.turn == 1 and RULES.current_player(s) is not None:
        p = RULES.current_player(s)
        a = bots[p].choose(RULES, s, p)
        assert a in RULES.legal_actions(s)
        RULES.apply(s, a, log=False)
    assert s.turn == 2


def test_a_glaciation_pawn_behind_another_is_worth_less_than_the_leftmost():
    s = RULES.new_game({"players": 2, "animals": ["mammal", "bird"]}, 5)
    assert s.phase == PLANNING
    g = SECTION_SPACES[SEC["glaciation"]]
    s.frames[-1] = ("plan", A["mammal"])
    s.spaces[g[0]] = A["bird"]
    s.supply[A["bird"]] -= 1
    s._legal = None
    flow.settle(s, [])
    bot = CarefulBot(1)
    base = RULES.determinize(RULES.view(s, 0), 0, bot.rng)
    values = dict((a, v) for v, a in bot.ranked_places(base, RULES.legal_actions(s)))
    assert max(values.values()) > values[PLACE[g[1]]]
