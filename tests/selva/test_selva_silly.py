"""Never a silly move (issue 23): hand-built Selva positions where one move is plainly bad, each with the
reason a player would give. Hard never chooses it (over a few seeds); normal rarely.

The bots here have small fixed budgets so that the file stays fast: hard at HARD_ITERATIONS (the game's
own UCT constant and hooks; the shipped budget is larger), normal at its shipped budget. The positions
are fresh Preparaciones (``tests.selva.test_selva_rules.position``) played on to the decision."""
import pytest

from rules.ai import make_bot
from rules.selva import DESCRIPTOR, moves as M, state as S
from rules.selva.game import RULES
from tests.selva.test_selva_rules import A, U, do, position as _position

HARD_ITERATIONS = 500
SEEDS = (0, 1)
DEER = ("huemul", "huemul")          # Alfas without a combat modifier


def position(*args, **kw):
    """The rules tests' position, its test decks cut to the cards whose uids the actions' tables hold
    (two of every card make decks longer than a real one: a search would draw past the tables)."""
    s = _position(*args, **kw)
    for p in (0, 1):
        s.bosque[p] = [u for u in s.bosque[p] if u < S.MAX_UID]
    return s


def _to_block(s):
    """From the attacker's declarations (already made): past the Intimidación to the defender's blocks."""
    do(s, S.DONE)
    while s.phase == S.PH_RESPOND:
        do(s, S.PASS)
    assert s.phase == S.PH_BLOCK
    return s


def frog_into_a_defender():
    s = position({"animals": ["sapito_de_darwin", "anaconda_verde"]}, {"animals": ["chingue_patagonico"]},
                 alfas=DEER)
    do(s, S.ATTACK)
    return s, A(S.DECLARE, (U(s, 0, "sapito_de_darwin"), "day"))


def frog_into_an_empty_board():
    s = position({"animals": ["sapito_de_darwin"]}, {"hand": ["orca"]}, alfas=DEER)
    do(s, S.ATTACK)
    return s, A(S.DECLARE, (U(s, 0, "sapito_de_darwin"), "day"))


def degu_into_a_tortoise():
    s = position({"animals": ["degu"]}, {"animals": ["tortuga_de_galapagos"]}, alfas=DEER)
    do(s, S.ATTACK)
    return s, A(S.DECLARE, (U(s, 0, "degu"), "day"))


def no_attack_for_the_win():
    s = position({"animals": ["anaconda_verde"]}, {}, alfas=DEER, life=(18, 2))
    return s, A(S.END)


def done_without_the_lethal_attacker():
    s = position({"animals": ["anaconda_verde"]}, {}, alfas=DEER, life=(18, 3))
    do(s, S.ATTACK)
    return s, A(S.DONE)


def both_orcas_into_a_lethal_swing_back():
    s = position({"animals": ["orca", "orca"]}, {"animals": ["orca", "orca"]}, alfas=DEER, life=(9, 18))
    s.tapped |= set(s.animals[1])
    do(s, S.ATTACK, (S.DECLARE, (U(s, 0, "orca", n=0), "day")))
    return s, A(S.DECLARE, (U(s, 0, "orca", n=1), "day"))


def no_chump_block_when_the_damage_is_lethal():
    s = position({"animals": ["orca"]}, {"animals": ["coipo"]}, turn=0, alfas=DEER, life=(18, 4))
    do(s, S.ATTACK, (S.DECLARE, (U(s, 0, "orca"), "day")))
    return _to_block(s), A(S.DONE)


def chump_block_at_full_life():
    s = position({"animals": ["orca"]}, {"animals": ["lechuza"]}, turn=0, alfas=DEER)
    do(s, S.ATTACK, (S.DECLARE, (U(s, 0, "orca"), "night")))
    return _to_block(s), A(S.BLOCK, (U(s, 1, "lechuza"), U(s, 0, "orca"), "night"))


def heal_at_full_life():
    s = position({"hand": ["lluvia_de_otono", "coipo"], "resources": ["hierba"] * 4}, {"animals": ["coipo"]},
                 alfas=DEER)
    return s, A(S.PLAY, U(s, 0, "lluvia_de_otono", "hand"))


def burn_on_its_own_animal():
    s = position({"hand": ["incendio_forestal"], "resources": ["hierba", "presa", "presa"],
                  "animals": ["anaconda_verde"]}, {"animals": ["lobo_gris"]}, alfas=DEER)
    do(s, (S.PLAY, U(s, 0, "incendio_forestal", "hand")))
    assert s.phase == S.PH_TARGET
    return s, A(S.TARGET, U(s, 0, "anaconda_verde"))


def no_resource_when_one_is_in_hand():
    s = position({"hand": ["presa", "anaconda_verde", "orca"], "resources": ["presa", "presa"]},
                 {"animals": ["coipo"]}, alfas=DEER)
    return s, A(S.END)


def block_that_kills_its_own_blocker_for_nothing():
    s = position({"animals": ["orca"]}, {"animals": ["pudu", "tortuga_de_galapagos"]}, turn=0, alfas=DEER)
    do(s, S.ATTACK, (S.DECLARE, (U(s, 0, "orca"), "day")))
    return _to_block(s), A(S.BLOCK, (U(s, 1, "pudu"), U(s, 0, "orca"), "day"))


POSITIONS = {
    # a 0-attack frog deals nothing and the chingue (Defender) kills it: it only dies
    "frog_into_a_defender": frog_into_a_defender,
    # a 0-attack frog deals nothing even unblocked: attacking only taps a blocker for their turn
    "frog_into_an_empty_board": frog_into_an_empty_board,
    # the tortoise (Defender, 3 attack, 6 defence) blocks the degu for free and kills it
    "degu_into_a_tortoise": degu_into_a_tortoise,
    # the anaconda's 3 unblockable points win the game: ending the turn throws the win away
    "no_attack_for_the_win": no_attack_for_the_win,
    # in the declarations, done before the anaconda (3 against 3 life and no blocker) throws the win away
    "done_without_the_lethal_attacker": done_without_the_lethal_attacker,
    # both orcas deal 10 of 18; their two orcas then swing back for 10 against 9 with nothing home
    "both_orcas_into_a_lethal_swing_back": both_orcas_into_a_lethal_swing_back,
    # the orca's 5 kill an Alfa on 4: not blocking with the coipo loses the game now
    "no_chump_block_when_the_damage_is_lethal": no_chump_block_when_the_damage_is_lethal,
    # at 18 life the lechuza (defence 1) saves 1 point and dies: an animal for one life point
    "chump_block_at_full_life": chump_block_at_full_life,
    # healing at full life heals nothing: a card thrown away
    "heal_at_full_life": heal_at_full_life,
    # the Incendio on one's own anaconda while the enemy's lobo stands there
    "burn_on_its_own_animal": burn_on_its_own_animal,
    # a resource in hand and none played this turn: ending the turn wastes a land drop
    "no_resource_when_one_is_in_hand": no_resource_when_one_is_in_hand,
    # the pudu dies to the orca and stops 2 of 5 at full life, while the tortoise would stop all 5 and live
    "block_that_kills_its_own_blocker_for_nothing": block_that_kills_its_own_blocker_for_nothing,
}


def _bot(level, seed):
    budgets = DESCRIPTOR.ai_budgets
    if level == "hard":
        budgets = dict(budgets, hard=dict(budgets["hard"], iterations=HARD_ITERATIONS))
    return make_bot(level, seed, budgets)


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_the_silly_move_is_legal_and_not_the_only_one(name):
    s, silly = POSITIONS[name]()
    legal = M.legal_actions(s)
    assert silly in legal and len(legal) > 1, (silly, legal)


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_hard_never_makes_the_silly_move(name):
    for seed in SEEDS:
        s, silly = POSITIONS[name]()
        p = M.current_player(s)
        assert _bot("hard", seed).choose(RULES, s, p) != silly, (name, seed)


def test_normal_rarely_makes_a_silly_move():
    silly_made = []
    for name in sorted(POSITIONS):
        s, silly = POSITIONS[name]()
        p = M.current_player(s)
        if _bot("normal", 7).choose(RULES, s, p) == silly:
            silly_made.append(name)
    assert len(silly_made) <= 2, silly_made
