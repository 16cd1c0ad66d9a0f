"""Selva: the seed's worked examples, combat, payment, windows, effects, set-up and the match, each
on a position built by hand with the real cards."""
import random

import pytest

from rules.selva import board as B, effects as E, evaluate as EV, moves as M, queries as Q, scoring as SC
from rules.selva import setup as SU, state as S, view as V
from rules.engine.core import Action, ConfigError, IllegalAction
from rules.selva.cards import load_pool
from rules.selva.decks import deck_from_dict, prebuilt

P = load_pool()
def make_deck(alfas=("jaguar", "puma")):
    """Two copies of every non-Alfa card and 10 plain resources of each kind (not a legal deck:
    positions are built with ``setup.build``, which does not ask for one)."""
    bosque = {c.id: 2 for c in P.cards if c.type != "alfa"}
    bosque["hierba"] = 10
    bosque["presa"] = 10
    return {"id": "test", "name": "test", "alfas": list(alfas), "bosque": bosque,
            "reserva": {"orca": 1, "tapir": 1}}


def position(p0=None, p1=None, turn=0, alfas=("oso_de_anteojos", "oso_de_anteojos"), life=None, seed=1):
    """A fresh Preparación of seat ``turn`` (turn 3, nothing tapped, nothing arrived): each seat's
    zones as given ``{zone: [card ids]}``, every other card in its Bosque. Alfas without a combat
    effect by default (oso_de_anteojos gives +1 defence to blockers: tests pass ``alfas``)."""
    s = build(seed, starter=turn)
    SC.collect(s)
    for seat, spec in ((0, p0 or {}), (1, p1 or {})):
        for zone, ids in spec.items():
            for x in ids:
                c = P.index[x]
                u = next(u for u in s.bosque[seat] if s.card[u] == c)
                s.bosque[seat].remove(u)
                getattr(s, zone)[seat].append(u)
        random.Random(seed + seat).shuffle(s.bosque[seat])
    SU.reset_game_fields(s)
    s.alfa = [P.index[a] for a in alfas]
    s.alfa_shown = [True, True]
    s.max_life = [P.card(a).life for a in alfas]
    s.life = list(life) if life else s.max_life[:]
    s.phase = S.PH_MAIN
    s.turn = s.actor = turn
    s.starter = turn
    s.turn_no = 3
    s.first_turn = False
    return s


def amt(card_id, i=0, field="amount"):
    """A parameter of a card's i-th effect term (or of an Alfa's ability)."""
    c = P.card(card_id)
    t = c.ability if c.type == "alfa" else (c.effects or c.on_enter)[i]
    return getattr(t, field)


def st(card_id):
    """The printed (attack, defence) of an animal."""
    c = P.card(card_id)
    return (c.attack, c.defence)


def U(s, seat, card_id, zone="animals", n=0):
    """The uid of the n-th ``card_id`` in a zone of a seat."""
    c = P.index[card_id]
    return [u for u in getattr(s, zone)[seat] if s.card[u] == c][n]


def run_term(s, seat, term, target):
    """One effect term, as a card played by ``seat`` with ``target`` chosen would run it."""
    E.EFFECTS.run(E.Ctx(s, seat, None, None), term, chosen=target)


def A(kind, value=None):
    return Action(kind, value)


def do(s, *acts):
    ev = []
    for a in acts:
        if not isinstance(a, Action):
            a = A(*a) if isinstance(a, tuple) else A(a)
        ev += M.apply(s, a)
    return ev


def kinds(ev):
    return [e.kind for e in ev]


def fight(s, attacks, blocks=(), exiles=None):
    """From the attacker's Preparación: declare ``attacks`` [(uid, time)], pass the window, block
    ``blocks`` [(blocker, attacker, time)], pass the window; returns the events."""
    ev = do(s, S.ATTACK)
    for a in attacks:
        ev += do(s, (S.DECLARE, a))
    ev += do(s, S.DONE)
    while s.phase == S.PH_RESPOND and s.window == S.INTIMIDACION:
        ev += do(s, S.PASS)
    if blocks:
        assert s.phase == S.PH_BLOCK
        for b in blocks:
            ev += do(s, (S.BLOCK, b))
    if s.phase == S.PH_BLOCK:
        ev += do(s, S.DONE)
    while s.phase == S.PH_RESPOND:
        ev += do(s, S.PASS)
    return ev


# ---------------------------------------------------------------------------- the seed's examples

def _legal_block(s, blocker, attacker, time):
    act = A(S.BLOCK, (blocker, attacker, time))
    assert act in M.legal_actions(s), (act, M.legal_actions(s))
    return act


def test_case1_anaconda_blocked_by_wild_dog():
    # Anaconda verde (attack 3) blocked by Perro salvaje africano (defence 2): 1 to the Alfa, the
    # dog leaves (its controller chooses), the anaconda stays. Played with legal declarations only:
    # the anaconda (active day and night) attacks by day, the dog (a day hunter) blocks by day.
    s = position({"animals": ["anaconda_verde"]}, {"animals": ["perro_salvaje_africano"]},
                 alfas=("huemul", "huemul"))
    a, b = U(s, 0, "anaconda_verde"), U(s, 1, "perro_salvaje_africano")
    assert Q.stats(s, a)[0] == 3 and Q.stats(s, b)[1] == 2
    do(s, S.ATTACK, (S.DECLARE, (a, "day")), S.DONE)
    while s.phase == S.PH_RESPOND:
        do(s, S.PASS)
    assert s.phase == S.PH_BLOCK and s.actor == 1
    do(s, _legal_block(s, b, a, "day"))
    assert Q.combat_preview(s)[0]["to_alfa"] == 1
    life = s.life[1]
    ev = do(s, S.DONE)
    while s.phase == S.PH_RESPOND:
        ev += do(s, S.PASS)
    assert s.life[1] == life - 1
    assert s.phase == S.PH_EXILE and s.actor == 1 and s.exiles == [b]
    assert a in s.animals[0] and b not in s.animals[1]
    assert {x.value for x in M.legal_actions(s)} == {(b, "aislamiento"), (b, "cementerio")}
    do(s, (S.EXILE, (b, "aislamiento")))
    assert b in s.aislamiento[1] and a in s.animals[0]
    combat = next(e for e in ev if e.kind == "combat")
    assert combat.data["to_alfa"] == 1 and combat.data["blocker_out"] and not combat.data["attacker_out"]


def test_case1_dog_to_cementerio_by_choice():
    s = position({"animals": ["anaconda_verde"]}, {"animals": ["perro_salvaje_africano"]},
                 alfas=("huemul", "huemul"))
    a, b = U(s, 0, "anaconda_verde"), U(s, 1, "perro_salvaje_africano")
    do(s, S.ATTACK, (S.DECLARE, (a, "day")), S.DONE)
    while s.phase == S.PH_RESPOND:
        do(s, S.PASS)
    do(s, _legal_block(s, b, a, "day"), S.DONE)
    while s.phase == S.PH_RESPOND:
        do(s, S.PASS)
    do(s, (S.EXILE, (b, "cementerio")))
    assert b in s.cementerio[1] and a in s.animals[0]


def test_case2_wild_dog_stops_small_hummingbird():
    # Perro salvaje africano (defence 2) blocks a Picaflor chico (attack 1), both by day: no damage
    # passes and both stay in play.
    s = position({"animals": ["picaflor_chico"]}, {"animals": ["perro_salvaje_africano"]},
                 alfas=("huemul", "huemul"))
    a, b = U(s, 0, "picaflor_chico"), U(s, 1, "perro_salvaje_africano")
    assert Q.stats(s, a)[0] == 1 and Q.stats(s, b)[1] == 2
    do(s, S.ATTACK, (S.DECLARE, (a, "day")), S.DONE)
    while s.phase == S.PH_RESPOND:
        do(s, S.PASS)
    do(s, _legal_block(s, b, a, "day"))
    assert Q.combat_preview(s)[0]["to_alfa"] == 0
    life = s.life[1]
    ev = do(s, S.DONE)
    while s.phase == S.PH_RESPOND:
        ev += do(s, S.PASS)
    assert s.life[1] == life
    assert a in s.animals[0] and b in s.animals[1]
    assert s.turn == 1          # no exile choice: straight on to the next turn


def test_case3_skunk_with_defender_against_black_vulture():
    # Chingue patagónico (defence 2, attack 2, Defender) blocks Jote cabeza negra (attack 3,
    # defence 2), both by day: 1 passes to the Alfa, then both leave, each controller choosing.
    s = position({"animals": ["jote_cabeza_negra"]}, {"animals": ["chingue_patagonico"]},
                 alfas=("huemul", "huemul"))
    a, b = U(s, 0, "jote_cabeza_negra"), U(s, 1, "chingue_patagonico")
    assert Q.stats(s, a) == (3, 2) and Q.stats(s, b) == (2, 2)
    do(s, S.ATTACK, (S.DECLARE, (a, "day")), S.DONE)
    while s.phase == S.PH_RESPOND:
        do(s, S.PASS)
    do(s, _legal_block(s, b, a, "day"))
    life = s.life[1]
    pv = Q.combat_preview(s)[0]
    assert pv["to_alfa"] == 1 and pv["blocker_dies"] and pv["attacker_dies"]
    do(s, S.DONE)
    while s.phase == S.PH_RESPOND:
        do(s, S.PASS)
    assert s.life[1] == life - 1
    # both leave; the defender's animal is chosen first, then the attacker's controller chooses
    assert s.exiles == [b, a] and s.actor == 1
    do(s, (S.EXILE, (b, "aislamiento")))
    assert s.actor == 0
    do(s, (S.EXILE, (a, "cementerio")))
    assert b in s.aislamiento[1] and a in s.cementerio[0]


def test_defender_kills_at_equality_only_with_enough_attack():
    # a defender whose attack is one less than the attacker's defence does not remove it
    s = position({"animals": ["yaguarundi"]}, {"animals": ["quirquincho"]}, alfas=("huemul", "huemul"))
    a, b = U(s, 0, "yaguarundi"), U(s, 1, "quirquincho")
    do(s, S.ATTACK, (S.DECLARE, (a, "day")))
    s.blocks[a] = (b, "day")
    s.mods[a] = (0, st("quirquincho")[0] + 1 - st("yaguarundi")[1])      # attacker defence = blocker attack + 1
    s.mods[b] = (0, 10)
    pv = Q.combat_preview(s)[0]
    assert not pv["attacker_dies"] and not pv["blocker_dies"]
    s.mods[a] = (0, st("quirquincho")[0] - st("yaguarundi")[1])          # equal: it leaves
    assert Q.combat_preview(s)[0]["attacker_dies"]


# ---------------------------------------------------------------------------- combat

def test_unblocked_damage_goes_to_the_alfa():
    s = position({"animals": ["anaconda_verde", "lobo_guara"]}, {}, alfas=("delfin_chileno", "delfin_chileno"))
    a, b = U(s, 0, "anaconda_verde"), U(s, 0, "lobo_guara")
    life = s.life[1]
    ev = fight(s, [(a, "night"), (b, "night")])
    hit = st("anaconda_verde")[0] + st("lobo_guara")[0]
    assert s.life[1] == life - hit
    d = next(e for e in ev if e.kind == "alfa_damage")
    assert d.data == {"seat": 1, "amount": hit, "life": life - hit}
    assert s.turn == 1 and a in s.animals[0]


def test_day_night_penalty():
    # a day blocker against a night attacker loses 1 defence
    s = position({"animals": ["anaconda_verde"]}, {"animals": ["pudu"]}, alfas=("huemul", "huemul"))
    a, b = U(s, 0, "anaconda_verde"), U(s, 1, "pudu")
    do(s, S.ATTACK, (S.DECLARE, (a, "night")), S.DONE)
    assert s.phase == S.PH_BLOCK
    ev = do(s, (S.BLOCK, (b, a, "day")))
    assert ev[-1].data["penalty"] == 1
    pa, pd = st("pudu")
    atk = st("anaconda_verde")[0]
    assert Q.stats(s, b) == (pa, pd - 1)
    assert Q.combat_preview(s)[0]["to_alfa"] == max(0, atk - (pd - 1))
    do(s, (S.UNBLOCK, b), (S.BLOCK, (b, a, "night")))
    assert Q.stats(s, b) == (pa, pd)
    assert Q.combat_preview(s)[0]["to_alfa"] == max(0, atk - pd)


def test_activity_limits_attack_and_block_times():
    s = position({"animals": ["lobo_guara", "pudu"]}, {"animals": ["degu", "coipo"]})
    assert P.card("lobo_guara").activity == "night" and P.card("degu").activity == "day"
    a, p = U(s, 0, "lobo_guara"), U(s, 0, "pudu")
    do(s, S.ATTACK)
    with pytest.raises(IllegalAction) as e:
        do(s, (S.DECLARE, (a, "day")))
    assert e.value.rule == "activity"
    legal = M.legal_actions(s)
    assert A(S.DECLARE, (a, "night")) in legal and A(S.DECLARE, (a, "day")) not in legal
    assert A(S.DECLARE, (p, "day")) in legal and A(S.DECLARE, (p, "night")) in legal
    do(s, (S.DECLARE, (a, "night")), S.DONE)
    d, c = U(s, 1, "degu"), U(s, 1, "coipo")
    with pytest.raises(IllegalAction) as e:
        do(s, (S.BLOCK, (d, a, "night")))
    assert e.value.rule == "activity"
    legal = M.legal_actions(s)
    assert A(S.BLOCK, (d, a, "day")) in legal
    assert A(S.BLOCK, (c, a, "day")) in legal and A(S.BLOCK, (c, a, "night")) in legal


def test_arrival_and_veloz():
    s = position({"hand": ["degu", "mara"], "resources": ["hierba", "hierba"]}, {})
    do(s, (S.PLAY, U(s, 0, "degu", "hand")), (S.PLAY, U(s, 0, "mara", "hand")))
    degu, mara = U(s, 0, "degu"), U(s, 0, "mara")
    assert degu in s.arrived and mara in s.arrived
    do(s, S.ATTACK)
    with pytest.raises(IllegalAction) as e:
        do(s, (S.DECLARE, (degu, "day")))
    assert e.value.rule == "arrived"
    do(s, (S.DECLARE, (mara, "day")))


def test_attack_needs_an_able_animal():
    s = position({"animals": ["degu"]}, {})
    s.tapped.add(U(s, 0, "degu"))
    assert A(S.ATTACK) not in M.legal_actions(s)
    with pytest.raises(IllegalAction) as e:
        do(s, S.ATTACK)
    assert e.value.rule == "no_attackers"


def test_attackers_tap_and_vigia_does_not():
    s = position({"animals": ["degu", "vizcacha"]}, {})
    d, v = U(s, 0, "degu"), U(s, 0, "vizcacha")
    do(s, S.ATTACK, (S.DECLARE, (d, "day")), (S.DECLARE, (v, "day")))
    assert d in s.tapped and v not in s.tapped
    do(s, (S.UNDECLARE, d))
    assert d not in s.tapped and s.attackers == [(v, "day")]


def test_alado_only_blocked_by_alado():
    s = position({"animals": ["loro_tricahue"]}, {"animals": ["coipo", "flamenco_chileno"]})
    a = U(s, 0, "loro_tricahue")
    c, f = U(s, 1, "coipo"), U(s, 1, "flamenco_chileno")
    do(s, S.ATTACK, (S.DECLARE, (a, "day")), S.DONE)
    with pytest.raises(IllegalAction) as e:
        do(s, (S.BLOCK, (c, a, "day")))
    assert e.value.rule == "alado"
    do(s, (S.BLOCK, (f, a, "day")))


def test_venenoso_lowers_the_paired_defence():
    s = position({"animals": ["rana_dardo_dorada"]}, {"animals": ["degu"]})
    a, b = U(s, 0, "rana_dardo_dorada"), U(s, 1, "degu")
    do(s, S.ATTACK, (S.DECLARE, (a, "day")), S.DONE, (S.BLOCK, (b, a, "day")))
    # +1 oso_de_anteojos (blockers), −1 venenoso
    da, dd = st("degu")
    assert Q.stats(s, b) == (da, dd)
    s.alfa[1] = P.index["huemul"]
    assert Q.stats(s, b) == (da, dd - 1)
    assert Q.combat_preview(s)[0]["to_alfa"] == max(0, st("rana_dardo_dorada")[0] - (dd - 1))


def test_manada_needs_another_manada():
    s = position({"animals": ["perro_salvaje_africano"]}, {})
    dog = U(s, 0, "perro_salvaje_africano")
    assert Q.stats(s, dog)[0] == st("perro_salvaje_africano")[0]
    s.animals[0].append(s.bosque[0].pop(s.bosque[0].index(next(u for u in s.bosque[0]
                                                               if s.card[u] == P.index["coati"]))))
    assert Q.stats(s, dog)[0] == st("perro_salvaje_africano")[0] + 1


def test_carronero_grows_with_the_cementerio():
    s = position({"animals": ["tiuque"], "cementerio": ["degu", "pudu", "mara", "coipo", "orca", "hierba"]}, {})
    t = U(s, 0, "tiuque")
    assert Q.stats(s, t)[0] == st("tiuque")[0] + 2            # 5 animals: +2 (capped)
    s.cementerio[0] = s.cementerio[0][:3]
    assert Q.stats(s, t)[0] == st("tiuque")[0] + 1


def test_alfa_attack_and_defence_bonus():
    s = position({"animals": ["degu"]}, {"animals": ["coipo"]}, alfas=("condor_andino", "oso_de_anteojos"))
    a, b = U(s, 0, "degu"), U(s, 1, "coipo")
    assert Q.stats(s, a) == st("degu")
    do(s, S.ATTACK, (S.DECLARE, (a, "day")), S.DONE, (S.BLOCK, (b, a, "day")))
    ca = P.card("condor_andino").ability.amount
    oa = P.card("oso_de_anteojos").ability.amount
    assert Q.stats(s, a) == (st("degu")[0] + ca, st("degu")[1])          # condor: + by day
    assert Q.stats(s, b) == (st("coipo")[0], st("coipo")[1] + oa)        # oso: + defence to blockers


def test_no_animal_abilities_for_a_defender_that_did_not_block():
    s = position({"animals": ["degu"]},
                 {"animals": ["yacare"], "hand": ["instinto_de_caza"], "resources": ["presa"] * 3})
    a, y = U(s, 0, "degu"), U(s, 1, "yacare")
    do(s, S.ATTACK, (S.DECLARE, (a, "day")), S.DONE)
    # Intimidación: the yacaré has acecho, so the defender may use it there
    assert s.phase == S.PH_RESPOND and s.window == S.INTIMIDACION and s.actor == 1
    assert A(S.ABILITY, y) in M.legal_actions(s)
    do(s, S.PASS)
    assert s.phase == S.PH_BLOCK
    do(s, S.DONE)                                    # no block
    assert s.phase == S.PH_RESPOND and s.window == S.CONTIENDA and s.actor == 1
    legal = M.legal_actions(s)
    assert A(S.ABILITY, y) not in legal and A(S.FUERZA, U(s, 1, "instinto_de_caza", "hand")) in legal
    with pytest.raises(IllegalAction) as e:
        do(s, (S.ABILITY, y))
    assert e.value.rule == "no_block"


def test_defender_that_blocked_may_use_abilities_in_contienda():
    s = position({"animals": ["degu"], "resources": ["hierba"]},
                 {"animals": ["guina", "coipo"], "resources": ["presa"]})
    a = U(s, 0, "degu")
    gu, c = U(s, 1, "guina"), U(s, 1, "coipo")
    do(s, S.ATTACK, (S.DECLARE, (a, "day")), S.DONE)
    assert s.phase == S.PH_RESPOND and s.window == S.INTIMIDACION     # acecho
    do(s, S.PASS)
    do(s, (S.BLOCK, (c, a, "day")), S.DONE)
    assert s.window == S.CONTIENDA and s.actor == 1
    assert A(S.ABILITY, gu) in M.legal_actions(s)
    with pytest.raises(IllegalAction) as e:
        do(s, (S.ABILITY, a))
    assert e.value.rule == "not_in_play"


# ---------------------------------------------------------------------------- windows

def test_window_order_alternation_and_two_passes():
    s = position({"animals": ["degu"], "hand": ["instinto_de_caza", "instinto_de_caza"], "resources": ["presa"] * 2},
                 {"hand": ["instinto_de_caza"], "animals": ["coipo"], "resources": ["presa"]})
    a = U(s, 0, "degu")
    ev = do(s, S.ATTACK, (S.DECLARE, (a, "day")), S.DONE)
    w = next(e for e in ev if e.kind == "window")
    assert w.data == {"name": "intimidacion", "first": 1}
    assert s.phase == S.PH_RESPOND and s.actor == 1          # the defender first
    f1 = U(s, 1, "instinto_de_caza", "hand")
    do(s, (S.FUERZA, f1))                                     # coipo is its only own animal: no choice
    assert s.actor == 0 and s.passes == 0                     # then the other player
    do(s, (S.FUERZA, U(s, 0, "instinto_de_caza", "hand")))
    # the defender has nothing left: it passes automatically; priority back to the attacker
    assert s.phase == S.PH_RESPOND and s.actor == 0
    do(s, S.PASS)
    # two passes in a row (the defender's automatic one, then the attacker's): the window closed
    assert s.phase == S.PH_BLOCK


def test_window_does_not_open_for_someone_without_responses():
    s = position({"animals": ["degu"]}, {"animals": ["coipo"]})
    a = U(s, 0, "degu")
    do(s, S.ATTACK, (S.DECLARE, (a, "day")), S.DONE)
    assert s.phase == S.PH_BLOCK


def test_sigilo_set_limit_and_reveal_in_a_window():
    s = position({"hand": ["ocelos", "ocelos", "camuflaje", "emboscada"], "animals": ["degu"]},
                 {"animals": ["coipo"], "resources": ["presa", "presa"], "hand": []})
    for x in ("ocelos", "ocelos", "camuflaje"):
        do(s, (S.SET, U(s, 0, x, "hand")))
    assert len(s.sigilos[0]) == 3
    e = U(s, 0, "emboscada", "hand")
    assert A(S.SET, e) not in M.legal_actions(s)
    with pytest.raises(IllegalAction) as ex:
        do(s, (S.SET, e))
    assert ex.value.rule == "max_sigilos"
    # the defender sets an emboscada and reveals it in the Intimidación window
    s.phase, s.turn, s.actor = S.PH_MAIN, 1, 1
    s.hand[1].append(e)
    s.hand[0].remove(e)
    s.owner = tuple(1 if u == e else o for u, o in enumerate(s.owner))
    do(s, (S.SET, e))
    v = V.view(s, 0)
    assert v.card[e] == S.UNKNOWN
    s.turn, s.actor = 0, 0
    s.resources[0] = []
    a = U(s, 0, "degu")
    s.damage[a] = max(0, st("degu")[1] - amt("emboscada"))      # the emboscada will be enough
    do(s, S.ATTACK, (S.DECLARE, (a, "day")), S.DONE)
    assert s.phase == S.PH_RESPOND and s.actor == 1
    assert A(S.REVEAL, e) in M.legal_actions(s)
    ev = do(s, (S.REVEAL, e))
    assert "reveal" in kinds(ev) and e in s.cementerio[1] and e not in s.sigilos[1]
    # the emboscada's damage takes the degu to defence 0: it goes to the Cementerio
    assert a in s.cementerio[0] and not s.attackers


def test_sigilo_revealed_in_its_owners_preparacion():
    # "no lo revelas hasta que quieras sorprender a tu oponente": also in a turn without any attack
    s = position({"sigilos": ["marea_roja"], "resources": ["hierba", "presa", "presa"]}, {})
    m = U(s, 0, "marea_roja", "sigilos")
    assert A(S.REVEAL, m) in M.legal_actions(s)
    life = s.life[1]
    ev = do(s, (S.REVEAL, m))
    assert s.life[1] == life - amt("marea_roja")
    assert m in s.cementerio[0] and s.phase == S.PH_MAIN and s.actor == 0
    assert [e.kind for e in ev if e.kind in ("pay", "reveal", "effect")] == ["pay", "reveal", "effect"]


# ---------------------------------------------------------------------------- Preparación

def test_one_resource_per_turn():
    s = position({"hand": ["hierba", "presa"]}, {})
    do(s, (S.PLAY, U(s, 0, "hierba", "hand")))
    p = U(s, 0, "presa", "hand")
    assert A(S.PLAY, p) not in M.legal_actions(s)
    with pytest.raises(IllegalAction) as e:
        do(s, (S.PLAY, p))
    assert e.value.rule == "one_resource"


def test_payment_plain_first_dual_last():
    s = position({"hand": ["lobo_guara"], "resources": ["humedal", "hierba", "presa", "estuario", "presa"]}, {})
    hum, hie = U(s, 0, "humedal", "resources"), U(s, 0, "hierba", "resources")
    assert Q.can_pay(s, 0, (1, 2))
    ev = []
    B.pay(s, 0, (1, 2), ev)
    pay = next(e for e in ev if e.kind == "pay")
    assert hum not in pay.data["tapped"] and hie in pay.data["tapped"]
    assert U(s, 0, "estuario", "resources") not in s.tapped
    assert len(pay.data["tapped"]) == 3
    B.pay(s, 0, (1, 0), ev)                   # no plain hierba left: a dual one pays
    assert hum in s.tapped or U(s, 0, "estuario", "resources") in s.tapped


def test_dual_pays_the_missing_kind_and_cannot_pay_is_refused():
    s = position({"hand": ["anaconda_verde", "orca"], "resources": ["presa", "presa", "humedal"]}, {})
    assert Q.can_pay(s, 0, (0, 3)) and not Q.can_pay(s, 0, (0, 4)) and not Q.can_pay(s, 0, (2, 2))
    orca = U(s, 0, "orca", "hand")
    assert A(S.PLAY, orca) not in M.legal_actions(s)
    with pytest.raises(IllegalAction) as e:
        do(s, (S.PLAY, orca))
    assert e.value.rule == "cannot_pay"
    do(s, (S.PLAY, U(s, 0, "anaconda_verde", "hand")))
    assert all(u in s.tapped for u in s.resources[0])


def test_recover_from_aislamiento_at_most_two():
    s = position({"aislamiento": ["degu", "pudu", "mara"], "resources": ["hierba"] * 4}, {})
    for x in ("degu", "pudu"):
        do(s, (S.RECOVER, U(s, 0, x, "aislamiento")))
    m = U(s, 0, "mara", "aislamiento")
    assert A(S.RECOVER, m) not in M.legal_actions(s)
    with pytest.raises(IllegalAction) as e:
        do(s, (S.RECOVER, m))
    assert e.value.rule == "recover_limit"
    assert sum(1 for u in s.resources[0] if u in s.tapped) == sum(P.card("degu").cost) + sum(P.card("pudu").cost)


def test_recover_limit_alfa():
    s = position({"aislamiento": ["degu", "pudu", "mara"], "resources": ["hierba"] * 4}, {},
                 alfas=("monito_del_monte", "huemul"))
    for x in ("degu", "pudu", "mara"):
        do(s, (S.RECOVER, U(s, 0, x, "aislamiento")))
    assert len(s.hand[0]) == 3


def test_element_uniqueness_and_limit():
    s = position({"hand": ["vertiente", "camanchaca", "brasas"], "resources": ["hierba"] * 5 + ["presa"] * 5}, {})
    do(s, (S.PLAY, U(s, 0, "vertiente", "hand")))
    cam = U(s, 0, "camanchaca", "hand")
    with pytest.raises(IllegalAction) as e:
        do(s, (S.PLAY, cam))
    assert e.value.rule == "element_unique"
    do(s, (S.PLAY, U(s, 0, "brasas", "hand")))
    assert len(s.elements[0]) == 2


def test_element_once_in_despertar_before_the_draw():
    s = position({"elements": ["brasas", "vertiente"]}, {}, life=(10, 18))
    hand = len(s.hand[0])
    do(s, S.END)             # seat 1's turn, then back to seat 0
    do(s, S.END)
    assert s.phase == S.PH_ELEMENT and s.actor == 0
    assert len(s.hand[0]) == hand                 # not drawn yet
    legal = M.legal_actions(s)
    assert A(S.SKIP) in legal and A(S.ELEMENT, U(s, 0, "brasas", "elements")) in legal
    life1 = s.life[1]
    ev = do(s, (S.ELEMENT, U(s, 0, "brasas", "elements")))
    assert s.life[1] == life1 - amt("brasas")
    assert s.phase == S.PH_MAIN and len(s.hand[0]) == hand + 1
    assert kinds(ev).index("effect") < kinds(ev).index("draw")
    with pytest.raises(IllegalAction):
        do(s, (S.ELEMENT, U(s, 0, "vertiente", "elements")))


def test_hand_limit_discard_in_retirada():
    s = position({"hand": ["degu"] * 2 + ["pudu"] * 2 + ["mara"] * 2 + ["coipo"] * 2 + ["orca", "tapir"]}, {})
    do(s, S.END)
    assert s.phase == S.PH_DISCARD and s.actor == 0
    do(s, (S.DISCARD, U(s, 0, "orca", "hand")))
    assert s.phase == S.PH_DISCARD
    ev = do(s, (S.DISCARD, U(s, 0, "tapir", "hand")))
    assert len(s.hand[0]) == 8 and s.turn == 1
    assert "discard" in kinds(ev)


def test_hand_limit_alfa_bonus():
    extra = amt("delfin_chileno")
    hand = (["degu"] * 2 + ["pudu"] * 2 + ["mara"] * 2 + ["coipo"] * 2 + ["orca", "tapir", "guanaco", "nandu"])
    s = position({"hand": hand[:8 + extra]}, {}, alfas=("delfin_chileno", "huemul"))
    assert Q.hand_limit(s, 0) == 8 + extra
    do(s, S.END)
    assert s.turn == 1


def test_retirada_heals_damage_and_ends_pumps():
    s = position({"animals": ["coipo"], "hand": ["instinto_de_caza"], "resources": ["presa"]},
                 {"animals": ["degu"]})
    c = U(s, 0, "coipo")
    do(s, (S.PLAY, U(s, 0, "instinto_de_caza", "hand")))
    ca, cd = st("coipo")
    up = amt("instinto_de_caza", field="attack")
    assert Q.stats(s, c) == (ca + up, cd)
    s.damage[c] = 1
    assert Q.stats(s, c) == (ca + up, cd - 1)
    ev = do(s, S.END)
    assert Q.stats(s, c) == (ca, cd) and "heal" in kinds(ev)


# ---------------------------------------------------------------------------- Despertar

def test_starter_skips_the_first_draw_only():
    s = SU.new_game({"starter": 1}, 3)
    while s.phase != S.PH_MAIN:
        do(s, M.legal_actions(s)[0])
    assert s.turn == 1 and s.turn_no == 1 and len(s.hand[1]) == 7 - 0 and s.first_turn
    do(s, S.END)
    assert s.turn == 0 and len(s.hand[0]) == 8
    do(s, S.END)
    while s.phase == S.PH_DISCARD:
        do(s, M.legal_actions(s)[0])
    assert s.turn == 1 and len(s.hand[1]) == 8 and not s.first_turn


def test_empty_bosque_costs_two_life():
    s = position({}, {})
    s.bosque[1] = []
    life = s.life[1]
    ev = do(s, S.END)
    assert s.life[1] == life - 2
    assert "deck_empty" in kinds(ev)


def test_empty_bosque_can_end_the_game():
    s = position({}, {}, life=(18, 2))
    s.bosque[1] = []
    ev = do(s, S.END)
    assert "game_over" in kinds(ev) and s.wins == [1, 0]


def test_despertar_untaps_own_side_and_heals_alfa_ability():
    s = position({"animals": ["degu"], "resources": ["hierba"]}, {"animals": ["coipo"]},
                 alfas=("huemul", "huemul"), life=(10, 10))
    d, c = U(s, 0, "degu"), U(s, 1, "coipo")
    s.tapped |= {d, c, s.resources[0][0]}
    do(s, S.END)                         # seat 1's Despertar
    assert c not in s.tapped and d in s.tapped
    heal = amt("huemul")
    assert s.life[1] == 10 + heal
    do(s, S.END)
    assert d not in s.tapped and s.life[0] == 10 + heal


# ---------------------------------------------------------------------------- effects

def _play(s, card_id, target=None, seat=0):
    u = U(s, seat, card_id, "hand")
    ev = do(s, (S.PLAY, u))
    if target is not None and s.phase == S.PH_TARGET:
        ev += do(s, (S.TARGET, target))
    return u, ev


RICH = ["hierba"] * 5 + ["presa"] * 5


def test_effect_damage_animal_any_and_death():
    s = position({"hand": ["incendio_forestal"], "resources": RICH, "animals": ["degu"]},
                 {"animals": ["coipo", "orca"]})
    orca = U(s, 1, "orca")
    n = amt("incendio_forestal")
    s.mods[orca] = (0, 10)
    u, ev = _play(s, "incendio_forestal")
    assert s.phase == S.PH_TARGET and set(s.pending["options"]) == set(s.animals[0] + s.animals[1])
    ev = do(s, (S.TARGET, orca))
    assert s.damage[orca] == n and orca in s.animals[1]
    assert Q.stats(s, orca) == (st("orca")[0], st("orca")[1] + 10 - n)
    c = U(s, 1, "coipo")
    s.damage[c] = max(0, st("coipo")[1] - n)
    s.hand[0].append(s.bosque[0].pop(next(i for i, x in enumerate(s.bosque[0])
                                         if s.card[x] == P.index["incendio_forestal"])))
    _play(s, "incendio_forestal", c)
    assert c in s.cementerio[1]


def test_effect_damage_alfa_and_heal_alfa():
    s = position({"hand": ["lluvia_de_otono"], "resources": RICH, "sigilos": ["marea_roja"]}, {}, life=(10, 18))
    _play(s, "lluvia_de_otono")
    assert s.life[0] == 10 + amt("lluvia_de_otono")
    s.life[0] = s.max_life[0] - 1
    s.hand[0].append(s.cementerio[0].pop())
    s.tapped.clear()
    _play(s, "lluvia_de_otono")
    assert s.life[0] == s.max_life[0]                       # never above the printed life
    term = P.card("marea_roja").effects[0]
    life = s.life[1]
    run_term(s, 0, term, None)
    assert s.life[1] == life - term.amount


def test_effect_draw_and_discard_random():
    s = position({"hand": ["sequia"], "resources": RICH}, {"hand": ["degu", "pudu", "mara"]})
    _play(s, "sequia")
    k = min(3, amt("sequia", field="count"))
    assert len(s.hand[1]) == 3 - k and len(s.cementerio[1]) == k
    s2 = position({"resources": ["hierba"] * 2}, {})
    s2.elements[0].append(s2.bosque[0].pop(next(i for i, x in enumerate(s2.bosque[0])
                                               if s2.card[x] == P.index["puelche"])))
    run_term(s2, 0, P.card("puelche").effects[0], None)
    assert len(s2.hand[0]) == amt("puelche", field="count")


def test_effect_pump_tap_untap():
    s = position({"hand": ["instinto_de_caza"], "resources": RICH, "animals": ["degu", "coipo"],
                  "sigilos": ["ocelos"]}, {"animals": ["orca"]})
    d = U(s, 0, "degu")
    _play(s, "instinto_de_caza", d)
    assert Q.stats(s, d) == (st("degu")[0] + amt("instinto_de_caza", field="attack"),
                             st("degu")[1] + amt("instinto_de_caza", field="defence"))
    orca = U(s, 1, "orca")
    run_term(s, 0, P.card("ocelos").effects[0], orca)
    assert orca in s.tapped
    s.tapped.add(d)
    run_term(s, 0, P.card("carpintero_negro").ability.effects[0], d)
    assert d not in s.tapped


def test_effect_cancel_attack_in_a_window():
    s = position({"animals": ["orca"]}, {"hand": ["crecida_del_rio"], "resources": RICH})
    o = U(s, 0, "orca")
    do(s, S.ATTACK, (S.DECLARE, (o, "night")), S.DONE)
    assert s.phase == S.PH_RESPOND and s.actor == 1
    life = s.life[1]
    do(s, (S.FUERZA, U(s, 1, "crecida_del_rio", "hand")))
    assert not s.attackers and o in s.tapped
    assert s.turn == 1 and s.life[1] == life       # no attacker left: straight to Retirada


def test_effect_bounce():
    s = position({"hand": ["aluvion"], "resources": RICH}, {"animals": ["orca"]})
    orca = U(s, 1, "orca")
    _play(s, "aluvion")
    assert orca in s.hand[1] and orca not in s.animals[1]


def test_effect_recover_from_cementerio_and_aislamiento():
    s = position({"hand": ["ciclo_de_la_vida"], "resources": RICH, "cementerio": ["orca", "hierba", "degu"],
                  "elements": ["caverna"], "aislamiento": ["pudu"]}, {}, life=(10, 18))
    orca = U(s, 0, "orca", "cementerio")
    _, ev = _play(s, "ciclo_de_la_vida")
    assert s.phase == S.PH_TARGET
    assert set(s.pending["options"]) == {orca, U(s, 0, "degu", "cementerio")}
    do(s, (S.TARGET, orca))
    assert orca in s.hand[0] and s.life[0] == 10 + amt("ciclo_de_la_vida", 1)
    pudu = U(s, 0, "pudu", "aislamiento")
    run_term(s, 0, P.card("caverna").effects[0], pudu)
    assert pudu in s.hand[0]


def test_effect_switch_time():
    s = position({"animals": ["anaconda_verde"], "hand": ["eclipse"], "resources": RICH},
                 {"animals": ["coipo"]}, alfas=("huemul", "huemul"))
    a, c = U(s, 0, "anaconda_verde"), U(s, 1, "coipo")
    do(s, S.ATTACK, (S.DECLARE, (a, "night")), S.DONE)
    if s.phase == S.PH_RESPOND:
        do(s, S.PASS)
    do(s, (S.BLOCK, (c, a, "day")))
    assert Q.stats(s, c)[1] == st("coipo")[1] - 1
    do(s, S.DONE)
    assert s.phase == S.PH_RESPOND and s.window == S.CONTIENDA
    while s.actor != 0:
        do(s, S.PASS)
    ev = do(s, (S.FUERZA, U(s, 0, "eclipse", "hand")), (S.TARGET, c))
    # the window then closed (nobody has more): the combat used the new time, no penalty
    combat = next(e for e in ev if e.kind == "combat")
    assert combat.data["defence"] == st("coipo")[1]
    assert combat.data["to_alfa"] == max(0, st("anaconda_verde")[0] - st("coipo")[1])


def test_effect_ramp():
    s = position({"hand": ["brotes_de_primavera"], "resources": ["hierba"]}, {})
    n = sum(1 for u in s.bosque[0] if s.card[u] == P.index["hierba"])
    _play(s, "brotes_de_primavera")
    assert len(s.resources[0]) == 2
    new = s.resources[0][-1]
    assert s.card[new] == P.index["hierba"] and new in s.tapped
    assert sum(1 for u in s.bosque[0] if s.card[u] == P.index["hierba"]) == n - 1


def test_recurso_on_enter():
    s = position({"hand": ["varamiento", "bofedal"]}, {}, life=(10, 18))
    life = s.life[1]
    _play(s, "varamiento")
    assert s.life[1] == life - amt("varamiento")
    s.resource_played = False
    _play(s, "bofedal")
    assert s.life[0] == 10 + amt("bofedal")


def test_animal_ability_once_per_turn_and_cost():
    s = position({"animals": ["coipo"], "resources": ["presa"] * 4},
                 {"animals": ["yacare"], "resources": ["presa"] * 4})
    c, y = U(s, 0, "coipo"), U(s, 1, "yacare")
    do(s, S.ATTACK, (S.DECLARE, (c, "day")), S.DONE)
    assert s.actor == 1
    s.mods[c] = (0, 10)                         # survives the damage
    do(s, (S.ABILITY, y))
    ab = P.card("yacare").ability
    assert s.damage[c] == ab.effects[0].amount and y in s.used
    assert sum(1 for u in s.resources[1] if u in s.tapped) == sum(ab.cost)
    assert A(S.ABILITY, y) not in M.legal_actions(s) if s.actor == 1 else True


def test_sigilo_discount_and_animal_discount():
    s = position({}, {}, alfas=("culebra_de_cola_larga", "zorro_culpeo"))
    d = amt("culebra_de_cola_larga")
    for sig in ("mordedura_venenosa", "camuflaje", "marea_roja"):
        h, p = P.card(sig).cost
        off_p = min(p, d)                       # presa first, then hierba
        assert Q.sigilo_cost(s, 0, P.index[sig]) == (max(0, h - (d - off_p)), p - off_p)
    assert amt("zorro_culpeo", field="kind") == "presa"
    h, p = P.card("anaconda_verde").cost
    assert Q.animal_cost(s, 1, P.index["anaconda_verde"]) == (h, max(0, p - amt("zorro_culpeo")))
    s.animal_played = True
    assert Q.animal_cost(s, 1, P.index["anaconda_verde"]) == (h, p)


def test_target_with_no_candidate_is_not_playable():
    s = position({"hand": ["aluvion", "crecida_del_rio"], "resources": RICH}, {})
    legal = M.legal_actions(s)
    a = U(s, 0, "aluvion", "hand")
    assert A(S.PLAY, a) not in legal
    with pytest.raises(IllegalAction) as e:
        do(s, (S.PLAY, a))
    assert e.value.rule == "no_target"


def test_the_owner_chooses_even_with_a_crowded_aislamiento():
    # the seed sets no capacity: with five cards there already, the defender still chooses
    s = position({"animals": ["orca"]},
                 {"animals": ["coipo"], "aislamiento": ["degu", "pudu", "mara", "orca", "tapir"]},
                 alfas=("huemul", "huemul"))
    o, c = U(s, 0, "orca"), U(s, 1, "coipo")
    s.mods[o] = (10, 0)                          # surely through the coipo
    do(s, S.ATTACK, (S.DECLARE, (o, "day")), S.DONE)
    do(s, (S.BLOCK, (c, o, "day")), S.DONE)
    while s.phase == S.PH_RESPOND:
        do(s, S.PASS)
    assert s.phase == S.PH_EXILE and s.actor == 1
    assert set(M.legal_actions(s)) == {A(S.EXILE, (c, "aislamiento")), A(S.EXILE, (c, "cementerio"))}
    do(s, (S.EXILE, (c, "aislamiento")))
    assert c in s.aislamiento[1] and len(s.aislamiento[1]) == 6 and s.turn == 1


# ---------------------------------------------------------------------------- set-up and the match

def _setup(seed=5, **cfg):
    return SU.new_game(cfg, seed)


def build(seed, decks=None, **cfg):
    """A match with any decks (``make_deck`` by default), as ``new_game`` would start it after its checks."""
    decks = decks or [make_deck(), make_deck()]
    cfg = SU.normalize_config(dict(cfg, decks=decks))
    return SU.build(cfg, [deck_from_dict(d) for d in decks], seed, P)


def test_mulligan_counts_down_to_one():
    s = _setup()
    assert s.phase == S.PH_MULLIGAN and s.actor == 0 and len(s.hand[0]) == 7
    counts = []
    for _ in range(7):
        if s.actor != 0:
            break
        ev = do(s, S.MULLIGAN)
        counts.append(len(s.hand[0]))
    assert counts == [7, 6, 5, 4, 3, 2, 1]
    assert s.actor == 1                  # at 1 card seat 0 had to keep
    assert sum(len(getattr(s, z)[0]) for z in ("hand", "bosque")) == sum(s.decklist[0].values())


def test_initial_resource_and_coin_toss():
    s = _setup()
    do(s, S.KEEP, S.KEEP)
    assert s.phase == S.PH_INITIAL and s.actor == 0
    assert {a.value for a in M.legal_actions(s)} == {"hierba", "presa"}
    ev = do(s, (S.RESOURCE, "presa"))
    assert s.card[s.resources[0][0]] == P.index["presa"]
    ev += do(s, (S.RESOURCE, "hierba"))
    assert "initial_resource" in kinds(ev)
    coin = next(e for e in ev if e.kind == "coin")
    assert s.phase == S.PH_STARTER and s.actor == coin.data["winner"]
    ev = do(s, (S.STARTER, 1))
    assert s.turn == 1 and s.phase == S.PH_MAIN
    assert [e.kind for e in ev].count("reveal_alfa") == 2


def test_alfa_hidden_until_revealed():
    s = _setup()
    v = V.view(s, 0)
    assert v.alfa[1] == S.UNKNOWN and v.alfa[0] != S.UNKNOWN


def _finish_game(s, loser):
    """Make ``loser`` lose the current game at once."""
    while s.phase != S.PH_MAIN:
        do(s, M.legal_actions(s)[0])
    return B.lose_life(s, loser, 100, None)


def test_game2_loser_chooses_and_game3_random():
    s = _setup(starter=0)
    _finish_game(s, 0)
    assert s.phase == S.PH_SWAP and s.actor == 0 and s.wins == [0, 1]
    do(s, S.READY)
    assert s.actor == 1
    ev = do(s, S.READY)
    assert s.game_no == 2 and s.phase == S.PH_STARTER and s.actor == 0
    assert next(e for e in ev if e.kind == "game_start").data == {"game": 2, "starter_chooser": 0}
    assert not s.hand[0]                 # before drawing
    do(s, (S.STARTER, 1))
    assert s.phase == S.PH_MULLIGAN and len(s.hand[0]) == 7
    _finish_game(s, 1)
    assert s.wins == [1, 1]
    ev = do(s, S.READY, S.READY)
    assert s.game_no == 3 and s.phase == S.PH_MULLIGAN
    assert next(e for e in ev if e.kind == "starter").data["by"] is None
    _finish_game(s, 1)
    assert s.phase == S.PH_OVER and s.winner == 0 and s.wins == [2, 1]
    assert SC.result(s).places == [1, 2] and M.current_player(s) is None


def test_best_of_three_ends_at_two_wins():
    s = _setup(starter=0)
    _finish_game(s, 1)
    do(s, S.READY, S.READY, (S.STARTER, 0))
    _finish_game(s, 1)
    assert s.phase == S.PH_OVER and s.wins == [2, 0] and len(s.history) == 2


def test_swap_keeps_the_deck_legal_and_is_announced():
    # with open decklists the cards swapped are announced; with private ones, only that a swap was made
    pool = load_pool()
    deck = prebuilt(pool)[0]
    s = _setup(starter=0, decks=[deck.id, deck.id])
    _finish_game(s, 0)
    a = next(a for a in M.legal_actions(s) if a.kind == S.SWAP)
    ev = do(s, a)
    sw = next(e for e in ev if e.kind == "swap")
    hidden = next(e for e in ev if e.kind == "swap_hidden")
    assert sw.visible_to == frozenset((0,)) and hidden.visible_to == frozenset((1,))
    assert set(hidden.data) == {"seat"}
    s = _setup(starter=0, decks=[deck.id, deck.id], open_decklists=True)
    _finish_game(s, 0)
    legal = M.legal_actions(s)
    swaps = [a for a in legal if a.kind == S.SWAP]
    assert swaps
    a = swaps[0]
    before = dict(s.decklist[0])
    ev = do(s, a)
    sw = next(e for e in ev if e.kind == "swap")
    assert sw.visible_to is None and sw.data["out"] == a.value[0] and sw.data["in"] == a.value[1]
    assert s.decklist[0] != before
    assert sum(s.decklist[0].values()) == sum(before.values())
    # the deck after the swap is still legal
    from rules.selva.decks import Deck, validate
    bos, res = Q.deck_counts(s, 0)
    assert not validate(Deck(deck.id, deck.name, deck.alfas, tuple(sorted(bos.items())),
                             tuple(sorted(res.items()))), pool)
    # a card moves at most once per swap phase
    assert a not in M.legal_actions(s) or Q.swappable_counts(s, 0)[1][a.value[1]] >= 1
    alfa_choices = [x for x in M.legal_actions(s) if x.kind == S.ALFA]
    if alfa_choices:
        ev = do(s, alfa_choices[0])
        assert next(e for e in ev if e.kind == "alfa_choice").visible_to == frozenset((0,))
    do(s, S.READY, S.READY)
    assert s.game_no == 2 and sum(s.decklist[0].values()) == sum(before.values())


def test_the_alfa_is_picked_once_between_games_so_the_swap_phase_always_ends():
    """A bot once flipped between two Alfas for ever: one pick per player per swap phase."""
    pool = load_pool()
    deck = next(d for d in prebuilt(pool) if len(d.alfas) >= 2)
    s = _setup(starter=0, decks=[deck.id, deck.id])
    _finish_game(s, 0)
    seat = s.actor
    first = next(x for x in M.legal_actions(s) if x.kind == S.ALFA)
    do(s, first)
    assert not [x for x in M.legal_actions(s) if x.kind == S.ALFA]
    back = A(S.ALFA, deck.alfas[0])
    with pytest.raises(IllegalAction) as e:
        do(s, back)
    assert e.value.rule == "alfa_chosen" and s.actor == seat
    # whatever the choices, the swap phase is finite: every card moves once, the Alfa is picked once
    steps = 0
    rng = random.Random(3)
    while s.phase == S.PH_SWAP:
        legal = M.legal_actions(s)
        non_ready = [x for x in legal if x.kind != S.READY]
        do(s, rng.choice(non_ready) if non_ready else A(S.READY))
        steps += 1
        assert steps < 200
    assert s.game_no == 2


def test_swap_refuses_breaking_the_resource_minimum():
    s = build(5, starter=0)
    _finish_game(s, 0)
    hierba = [u for u in s.bosque[0] if s.card[u] == P.index["hierba"]]
    # leave exactly 7 hierba resources in the Bosque (plain, dual and the others)
    kinds_ = Q.resource_counts(s, 0)
    extra = kinds_["hierba"] - 7
    for u in hierba[:extra]:
        s.bosque[0].remove(u)
        s.reserva[0].append(u)
    with pytest.raises(IllegalAction) as e:
        do(s, (S.SWAP, ("hierba", "orca")))
    assert e.value.rule == "deck_illegal"
    do(s, (S.SWAP, ("degu", "orca")))


# ---------------------------------------------------------------------------- the protocol

def test_illegal_actions_raise_and_leave_the_state_unchanged():
    s = position({"hand": ["orca", "degu", "ocelos"], "animals": ["coipo"], "resources": ["hierba"]}, {})
    before = repr(_snapshot(s))
    bad = [A("fly"), A(S.PASS), A(S.PLAY, 9999), A(S.PLAY, U(s, 0, "orca", "hand")), A(S.DECLARE, (1, "day")),
           A(S.RECOVER, U(s, 0, "degu", "hand")), A(S.SET, U(s, 0, "degu", "hand")), A(S.TARGET, 3),
           A(S.STARTER, 0), A(S.SWAP, ("a", "b")), A(S.PLAY, "x"), A(S.EXILE, (1, "x"))]
    for a in bad:
        with pytest.raises(IllegalAction) as e:
            M.apply(s, a)
        assert e.value.rule and e.value.why
        assert repr(_snapshot(s)) == before
    do(s, S.ATTACK)
    c = U(s, 0, "coipo")
    for a in (A(S.DECLARE, (c, "dusk")), A(S.DECLARE, c), A(S.UNDECLARE, c), A(S.BLOCK, (c, c, "day"))):
        with pytest.raises(IllegalAction) as e:
            M.apply(s, a)
        assert e.value.why


def _snapshot(s):
    return ([getattr(s, z) for z in S.ZONES], s.phase, s.actor, sorted(s.tapped), s.life, s.attackers, s.blocks)


def test_action_json_round_trip_of_every_kind():
    samples = {S.STARTER: 1, S.KEEP: None, S.MULLIGAN: None, S.RESOURCE: "hierba", S.ELEMENT: 4, S.SKIP: None,
               S.PLAY: 3, S.SET: 7, S.RECOVER: 9, S.ATTACK: None, S.END: None, S.DECLARE: (5, "day"),
               S.UNDECLARE: 5, S.DONE: None, S.FUERZA: 2, S.REVEAL: 8, S.ABILITY: 11, S.PASS: None,
               S.BLOCK: (1, 2, "night"), S.UNBLOCK: 1, S.TARGET: 12, S.EXILE: (3, "aislamiento"),
               S.DISCARD: 6, S.SWAP: ("degu", "orca"), S.ALFA: "puma", S.READY: None}
    assert set(samples) == set(S.ACTION_KINDS)
    for k, v in samples.items():
        a = Action(k, v)
        assert Action.from_json(a.to_json()) == a


def test_config_errors():
    with pytest.raises(ConfigError):
        SU.new_game({"players": 3}, 1)
    with pytest.raises(ConfigError):
        SU.new_game({"decks": ["nope", "nope"]}, 1)
    with pytest.raises(ConfigError):
        SU.new_game({"starter": 2}, 1)


def test_decks_as_dicts_replay_the_same():
    from rules.selva.decks import deck_to_dict
    pool = load_pool()
    d = [deck_to_dict(x) for x in prebuilt(pool)[:2]]
    a = SU.new_game({"decks": d}, 11)
    b = SU.new_game({}, 11)
    assert a.card == b.card and a.hand == b.hand


def test_legal_for_and_take_backs():
    s = position({"animals": ["coipo"]}, {})
    c = U(s, 0, "coipo")
    do(s, S.ATTACK)
    assert set(M.legal_for(s, c)) == {A(S.DECLARE, (c, "day")), A(S.DECLARE, (c, "night"))}
    do(s, (S.DECLARE, (c, "day")))
    assert M.legal_for(s, c) == [A(S.UNDECLARE, c)]
    # a take-back is a legal action like any other (apply takes exactly the legal actions)
    assert A(S.UNDECLARE, c) in M.legal_actions(s) and M.take_backs(s) == [A(S.UNDECLARE, c)]
    do(s, (S.UNDECLARE, c))
    assert not s.attackers and c not in s.tapped
    # once per animal and turn: declared again, it stays (nobody can go back and forth for ever)
    do(s, (S.DECLARE, (c, "day")))
    assert A(S.UNDECLARE, c) not in M.legal_actions(s) and M.take_backs(s) == []
    with pytest.raises(IllegalAction) as e:
        do(s, (S.UNDECLARE, c))
    assert e.value.rule == "taken_back"


def test_illegal_actions_in_every_phase_leave_the_state_unchanged():
    """In random matches, at every phase met: actions of other phases, unknown kinds and bad values
    raise IllegalAction with a rule and a reason, and change nothing."""
    junk_values = [None, -1, 9999, "x", (1,), (1, "dusk"), (9999, 9999, "day"), ("nope", "nada"), True]
    seen = set()
    for seed in range(4):
        s = SU.new_game({}, 40 + seed)
        rng = random.Random(seed)
        while M.current_player(s) is not None:
            legal = set(M.legal_actions(s)) | set(M.take_backs(s))
            if s.phase not in seen or rng.random() < 0.05:
                seen.add(s.phase)
                before = repr(_snapshot(s)) + repr((s.pending, s.exiles, s.swap_state, s.hand))
                tries = [A(k, v) for k in S.ACTION_KINDS for v in junk_values] + [A("fly", 1)]
                for a in tries:
                    if a in legal:
                        continue
                    with pytest.raises(IllegalAction) as e:
                        M.apply(s, a)
                    assert e.value.rule and e.value.why
                after = repr(_snapshot(s)) + repr((s.pending, s.exiles, s.swap_state, s.hand))
                assert after == before
            M.apply(s, rng.choice(M.legal_actions(s)))
    assert {S.PH_MULLIGAN, S.PH_MAIN, S.PH_DECLARE, S.PH_SWAP} <= seen
