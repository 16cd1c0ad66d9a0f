"""Never a silly move (issue 23): positions built by hand where one move is plainly bad, each with the
reason a player would give. Hard never chooses it (over a few seeds), normal rarely; the careful
yardstick never does.

Kept fast: hard runs with its own settings (mixmax, exploration, the game's hooks) but a fixed budget of
``HARD_ITERATIONS`` iterations instead of its full one (the full budget only searches deeper in the same
direction); normal runs with its own budget."""
from __future__ import annotations

import pytest

from rules.ai import make_bot
from rules.animal_duel import DESCRIPTOR
from rules.animal_duel.careful import Careful
from rules.animal_duel.game import RULES as g
from rules.animal_duel.state import Action, place_action, situ_action
from tests.animal_duel.test_animal_duel_rules import K, cell, position

HARD_ITERATIONS = 800
SEEDS = (1, 2)
FIVE = ["morsa", "zorro_artico", "buho_nival", "bisonte", "perrito_pradera"]          # the opponent's hand (hidden from seat 0)


BOARD = ["elefante", "jirafa", "jaguar", "gorila", "anaconda", "oso_pardo", "ciervo", "dromedario", "fenec",
         "escorpion", "tiburon", "ballena_azul", "aguila_real", "cabra_montes", "leopardo_nieves"]


def _full_board():
    """Every cell but the last (bottom right) taken, the sides alternating, both neighbours of the last
    cell this side's (so the last placement clashes with nothing)."""
    b = {}
    for c in range(15):
        mine = (c + c // 4) % 2 == 0 or c in (11, 14)
        b[c] = (BOARD[c], 0 if mine else 1)
    return b


def _extincion_ahead():
    b = {cell(3, 0): ("lobo", 0)}
    return position([["extincion", "leon", "tucan", "pulpo", "gila"], FIVE], board=b, life=(12, 7))


def _extincion_when_placing_wins():
    s = position([["extincion", "leon"], FIVE], board=_full_board(), life=(10, 4))
    return s


def _last_cell_behind():
    return position([["extincion", "berrendo"], FIVE], board=_full_board(), life=(4, 9))


def _vet_full_life():
    return position([["el_veterinario", "leon", "tucan"], FIVE], board={cell(1, 1): ("orca", 1)}, life=(12, 9))


def _reflect_nothing():
    return position([["reflejo_dano", "leon", "tucan"], FIVE], board={cell(1, 1): ("orca", 1)}, life=(12, 12))


def _golpe_no_clash():
    return position([["golpe_mortal", "berrendo", "lobo"], FIVE], board={cell(3, 3): ("tucan", 0)})


def _leech_full_life():
    return position([["chupavidas", "leon", "tucan"], FIVE], board={cell(0, 0): ("berrendo", 1)}, life=(12, 10))


def _fresh_air_strong_hand():
    return position([["aire_fresco", "guepardo", "oso_polar", "el_cazador", "golpe_mortal"], FIVE],
                    board={cell(0, 0): ("pulpo", 1)})


def _teleport_nothing():
    return position([["teletransportacion", "leon", "tucan"], FIVE],
                    board={cell(0, 0): ("lobo", 0), cell(3, 3): ("gila", 0)})


def _charge_nothing():
    return position([["embestida", "leon", "tucan"], FIVE], board={cell(1, 1): ("lobo", 0)})


def _live_trex():
    return position([["trex", "leon", "tucan"], FIVE], board={cell(1, 1): ("orca", 1)},
                    situ_p=(("alteracion_genetica",), ()))


def _walk_into_a_loss():
    # the rival's polar bear (turned: its 4-strength top faces south) above an empty cell
    return position([["berrendo", "tucan"], FIVE], board={cell(1, 1): ("oso_polar", 1)})


def _missed_knockout():
    # the rival's pronghorn shows its 0 side south; the lion's 4 top below it deals 4 of their last 2 life
    return position([["leon", "lobo", "tucan"], FIVE], board={cell(0, 1): ("berrendo", 1)}, life=(12, 2))


def _knockout_needs_golpe():
    # at 7 life the rival survives the lion under the pronghorn (4); Golpe Mortal first makes it 8
    b = {cell(0, 1): ("berrendo", 1), cell(3, 3): ("leon", 1)}
    return position([["leon", "lobo", "tucan", "golpe_mortal"], FIVE], board=b, life=(12, 7))


def _forced_last_cell():
    # two cells left (1 and 4), 7 life each: the coyote on 4 wins a point now but leaves cell 1, where any
    # animal of theirs beats the cabra montés and the zorro ártico by more; the dromedary on 1 costs a
    # point and leaves them cell 4, where every animal they may hold loses the game to the anaconda
    b = {0: ("cabra_montes", 0), 2: ("bisonte", 1), 3: ("zorro_artico", 0), 5: ("anaconda", 0), 6: ("gorila", 1),
         7: ("escorpion", 1), 8: ("tiburon", 1), 9: ("buho_nival", 0), 10: ("perrito_pradera", 1),
         11: ("jabali", 1), 12: ("oso_polar", 1), 13: ("fenec", 1), 14: ("jaguar", 0), 15: ("lobo", 1)}
    return position([["coyote", "dromedario"], ["berrendo", "ballena_azul", "ciervo", "gila", "pulpo"]],
                    board=b, life=(7, 7))


KO = place_action(K("leon"), cell(1, 1))

# (name, position, is the move silly?, the reason a player would give)
SILLY = [
    ("extincion_ahead", _extincion_ahead, lambda a: a == situ_action(K("extincion")),
     "12 against 7 with one animal of mine on the board: Extinción clears nothing and throws away the comeback card"),
    ("extincion_when_placing_wins", _extincion_when_placing_wins, lambda a: a == situ_action(K("extincion")),
     "ahead 10-4 with one cell left: filling it wins the game, clearing the board throws the win away"),
    ("last_cell_behind", _last_cell_behind, lambda a: a.kind == "place",
     "behind 4-9 with one cell left: filling it ends the game lost, Extinción starts the board again"),
    ("vet_full_life", _vet_full_life, lambda a: a == situ_action(K("el_veterinario")),
     "El Veterinario at 12 life heals nothing"),
    ("reflect_nothing", _reflect_nothing, lambda a: a == situ_action(K("reflejo_dano")),
     "Reflejo de Daño when I took no damage last turn reflects nothing"),
    ("golpe_no_clash", _golpe_no_clash, lambda a: a == situ_action(K("golpe_mortal")),
     "Golpe Mortal with no rival animal on the board doubles nothing"),
    ("leech_full_life", _leech_full_life, lambda a: a == situ_action(K("chupavidas")),
     "Chupavidas at 12 life heals nothing"),
    ("fresh_air_strong_hand", _fresh_air_strong_hand, lambda a: a == situ_action(K("aire_fresco")),
     "Aire Fresco throws away a cheetah, a polar bear, El Cazador and Golpe Mortal for five random cards"),
    ("teleport_nothing", _teleport_nothing, lambda a: a == situ_action(K("teletransportacion")),
     "Teletransportación with only my two animals on the board, far from any rival, changes nothing"),
    ("charge_nothing", _charge_nothing, lambda a: a == situ_action(K("embestida")),
     "Embestida moves my only animal on an otherwise empty board: nothing is gained"),
    ("live_trex", _live_trex, lambda a: a.kind == "discard_trex",
     "my Alteración Genética is in play: the T-Rex (4 on every side) is mine to place, not to discard"),
    ("walk_into_a_loss", _walk_into_a_loss, lambda a: a == place_action(K("berrendo"), cell(2, 1)),
     "the pronghorn's 0 side against the polar bear's 4 loses 4 life when any other cell costs nothing"),
    ("missed_knockout", _missed_knockout, lambda a: a != KO,
     "the rival is at 2 life and the lion below the pronghorn deals 4: anything else lets them live"),
    ("forced_last_cell", _forced_last_cell, lambda a: a == place_action(K("coyote"), 4),
     "two cells left: the coyote's point now hands them the last cell and the game; the dromedary leaves "
     "them a last cell where every animal they may hold loses"),
    ("knockout_needs_golpe", _knockout_needs_golpe, lambda a: a != situ_action(K("golpe_mortal")),
     "the rival is at 7: Golpe Mortal makes the lion's 4 an 8 and ends the game, the lion alone leaves them at 3"),
]


def _hard(seed):
    return make_bot("hard", seed, {"hard": dict(DESCRIPTOR.ai_budgets["hard"], iterations=HARD_ITERATIONS)})


def _choices(make, build):
    out = []
    for seed in SEEDS:
        s = build()
        out.append(make(seed).choose(g, s, 0))
    return out


@pytest.mark.parametrize("name,build,silly,why", SILLY, ids=[x[0] for x in SILLY])
def test_hard_never_makes_the_silly_move(name, build, silly, why):
    s = build()
    assert any(not silly(a) for a in g.legal_actions(s)), "a position needs a move that is not silly"
    bad = [a for a in _choices(_hard, build) if silly(a)]
    assert not bad, f"{name}: {why} (chose {bad[0]})"


@pytest.mark.parametrize("name,build,silly,why", SILLY, ids=[x[0] for x in SILLY])
def test_the_careful_yardstick_never_makes_the_silly_move(name, build, silly, why):
    a = Careful().choose(g, build(), 0)
    assert not silly(a), f"{name}: {why} (chose {a})"


def test_normal_rarely_makes_a_silly_move():
    bad = []
    for name, build, silly, why in SILLY:
        a = make_bot("normal", 1, DESCRIPTOR.ai_budgets).choose(g, build(), 0)
        if silly(a):
            bad.append(name)
    assert len(bad) <= len(SILLY) // 4, f"normal chose the silly move in {bad}"


if __name__ == "__main__":                       # what each player chooses, position by position
    import sys
    iters = int(sys.argv[1]) if len(sys.argv) > 1 else HARD_ITERATIONS
    for name, build, silly, why in SILLY:
        hard = [a for a in _choices(lambda sd: make_bot("hard", sd, {"hard": dict(DESCRIPTOR.ai_budgets["hard"],
                                                                                 iterations=iters)}), build)]
        nor = make_bot("normal", 1, DESCRIPTOR.ai_budgets).choose(g, build(), 0)
        car = Careful().choose(g, build(), 0)
        print(f"{name:28s} hard silly {sum(map(silly, hard))}/{len(hard)}  normal {silly(nor)}  careful {silly(car)}"
              f"   {hard[0]}")
