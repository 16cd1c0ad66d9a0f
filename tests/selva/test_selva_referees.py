"""Selva: what the independent checks found (issue 9), each on a hand-built position or a seeded game:
a blocker leaving combat, decks legal at the start, strict action values with nothing changed."""
import random

import pytest

from rules.engine.core import Action, ConfigError, IllegalAction
from rules.engine.session import Session
from rules.selva import moves as M, queries as Q, setup as SU, state as S
from rules.selva.decks import deck_to_dict, find_prebuilt
from rules.selva.game import RULES
from tests.conformance.snapshot import diff, snapshot
from tests.selva.test_selva_rules import P, RICH, U, A, do, position, st


# ---------------------------------------------------------------------------- a blocker leaves combat

def _blocked(p0_extra=None, p1_extra=None):
    """Seat 0's orca attacks by night, seat 1's coipo blocks it; the Contienda window is open."""
    s = position(dict({"animals": ["orca"], "resources": RICH}, **(p0_extra or {})),
                 dict({"animals": ["coipo"], "resources": RICH}, **(p1_extra or {})),
                 alfas=("huemul", "huemul"))
    o, c = U(s, 0, "orca"), U(s, 1, "coipo")
    do(s, S.ATTACK, (S.DECLARE, (o, "night")), S.DONE)
    while s.phase == S.PH_RESPOND:
        do(s, S.PASS)
    do(s, (S.BLOCK, (c, o, "night")), S.DONE)
    return s, o, c


def test_an_attacker_whose_blocker_is_bounced_stays_blocked():
    s, o, c = _blocked({"hand": ["aluvion"]})
    assert s.phase == S.PH_RESPOND and s.window == S.CONTIENDA
    while s.actor != 0:
        do(s, S.PASS)
    life = s.life[1]
    ev = do(s, (S.FUERZA, U(s, 0, "aluvion", "hand")))
    assert c in s.hand[1]
    while s.phase == S.PH_RESPOND:
        ev += do(s, S.PASS)
    combat = next(e for e in ev if e.kind == "combat")
    assert combat.data["held"] and combat.data["to_alfa"] == 0 and combat.data["blocker"] is None
    assert s.life[1] == life and o in s.animals[0]
    assert not s.held and s.turn == 1               # Retirada cleared it


def test_an_attacker_whose_blocker_is_destroyed_stays_blocked():
    s, o, c = _blocked({"hand": ["incendio_forestal"]})
    while s.actor != 0:
        do(s, S.PASS)
    life = s.life[1]
    ev = do(s, (S.FUERZA, U(s, 0, "incendio_forestal", "hand")))
    if s.phase == S.PH_TARGET:
        ev += do(s, (S.TARGET, c))
    assert c in s.cementerio[1]
    while s.phase == S.PH_RESPOND:
        ev += do(s, S.PASS)
    combat = next(e for e in ev if e.kind == "combat")
    assert combat.data["held"] and s.life[1] == life


def test_held_attackers_in_the_preview_and_when_cancelled():
    s, o, c = _blocked({"hand": ["aluvion"]}, {"hand": ["crecida_del_rio"]})
    while s.actor != 0:
        do(s, S.PASS)
    do(s, (S.FUERZA, U(s, 0, "aluvion", "hand")))
    # the defender can still answer: the window stays open, the orca is held
    assert s.phase == S.PH_RESPOND and s.actor == 1 and o in s.held and not s.blocks
    prev = Q.combat_preview(s)
    assert prev[0]["held"] and prev[0]["to_alfa"] == 0 and prev[0]["blocker"] is None
    assert Q.any_block(s)        # a block was made: the defender keeps its animal abilities
    do(s, (S.FUERZA, U(s, 1, "crecida_del_rio", "hand")))
    assert not s.attackers and not s.held


# ---------------------------------------------------------------------------- decks legal at the start

def _deck(**changes):
    d = deck_to_dict(find_prebuilt("cielos", P))
    d.update(changes)
    return d


def test_a_fifteen_card_bosque_is_refused_with_one_line():
    short = _deck(id="corto", bosque={"hierba": 8, "presa": 7})
    with pytest.raises(ConfigError) as e:
        SU.new_game({"decks": [short, "guardianes"]}, 1)
    msg = str(e.value)
    assert msg == "deck 1 (corto) is not legal: The Forest deck has 15 cards: 50–60 needed" and "\n" not in msg


def test_a_twenty_card_reserva_is_refused():
    big = _deck(id="grande", reserva={"vicuna": 1, "temporal": 3, "camuflaje": 3, "picaflor_chico": 3,
                                      "hierba": 10})
    with pytest.raises(ConfigError) as e:
        SU.new_game({"decks": ["guardianes", big]}, 1)
    assert str(e.value).startswith("deck 2 (grande) is not legal: The Reserve has 20 cards: at most 10")


def test_every_broken_deck_rule_is_refused():
    cases = {
        "too few Hierba": _deck(bosque=dict(_deck()["bosque"], hierba=1, presa=15)),
        "four copies": _deck(bosque=dict(_deck()["bosque"], nandu=4, hierba=7)),
        "no Alfa": _deck(alfas=[]),
        "an animal as Alfa": _deck(alfas=["nandu"]),
        "an unknown card": _deck(bosque=dict(_deck()["bosque"], dodo=1, hierba=7)),
    }
    for what, deck in cases.items():
        with pytest.raises(ConfigError) as e:
            SU.new_game({"decks": [deck, "guardianes"]}, 1)
        assert str(e.value).startswith("deck 1 (cielos) is not legal: "), what
    SU.new_game({"decks": [_deck(), "guardianes"]}, 1)        # the untouched deck is legal


def test_a_save_with_an_illegal_deck_does_not_load():
    short = _deck(id="corto", bosque={"hierba": 8, "presa": 7})
    with pytest.raises(ConfigError) as e:
        Session("selva", {"players": 2, "decks": [short, "guardianes"]}, 3)
    assert "Forest deck has 15 cards" in str(e.value)


# ---------------------------------------------------------------------------- strict action values

def _snap(s):
    """Every field of the state, the RNG included (the shared card tables, never changed, left out)."""
    return snapshot({k: getattr(s, k) for k in S.State.__slots__ if k not in ("tb", "pool")})


def _refused(s, action, rule=None, explained=True):
    """``action`` raises IllegalAction through the rules object and leaves every field equal."""
    before = _snap(s)
    with pytest.raises(IllegalAction) as e:
        RULES.apply(s, action)
    after = _snap(s)
    assert after == before, f"{action!r} changed {diff(before, after)}"
    if rule is not None:
        assert e.value.rule == rule, (action, e.value.rule)
    if explained:
        assert RULES.why_illegal(s, action) is not None, action
    return e.value


def _same(a, legal) -> bool:
    return any(a.kind == b.kind and repr(a.value) == repr(b.value) for b in legal)


def _until(s, phase, rng, limit=3000):
    while s.phase != phase and M.current_player(s) is not None and limit:
        legal = M.legal_actions(s)
        RULES.apply(s, legal[rng.randrange(len(legal))])
        limit -= 1
    return s.phase == phase


def test_starter_with_a_float_changes_nothing():
    # the referees saw starter(1.0) change turn, starter and set-up fields, then raise TypeError
    s = SU.new_game({}, 4)
    rng = random.Random(4)
    assert _until(s, S.PH_STARTER, rng)
    for v in (1.0, 0.0, True, False, "1", (1,), [1], None, 2, -1):
        _refused(s, Action("starter", v))
    RULES.apply(s, Action("starter", 1))


def test_target_with_a_float_keeps_the_pending_choice():
    s = position({"hand": ["incendio_forestal"], "resources": RICH, "animals": ["degu"]},
                 {"animals": ["coipo", "orca"]})
    do(s, (S.PLAY, U(s, 0, "incendio_forestal", "hand")))
    assert s.phase == S.PH_TARGET
    orca = U(s, 1, "orca")
    pending = dict(s.pending)
    for v in (float(orca), True, str(orca), (orca,), [orca], None, 10 ** 6, -1):
        _refused(s, Action("target", v))
    assert s.pending == pending
    RULES.apply(s, Action("target", orca))
    assert s.pending is None


def test_junk_values_of_every_kind_are_refused_in_every_phase():
    junk = [True, False, 1.0, 0.5, "x", "", None, [1], [], {"a": 1}, (1.0, "day"), (True, "day"),
            (1, 2, 3, 4), (None, None, None), ((1,), "day"), -1, 10 ** 6]
    seen = set()
    for seed in range(3):
        s = SU.new_game({}, 70 + seed)
        rng = random.Random(seed)
        while M.current_player(s) is not None:
            legal = M.legal_actions(s)
            if s.phase not in seen or rng.random() < 0.002:
                seen.add(s.phase)
                for kind in S.ACTION_KINDS + ("fly",):
                    for v in junk:
                        a = Action(kind, v)
                        if not _same(a, legal):
                            _refused(s, a)
                for a in legal[:4]:                  # the same values with the wrong types or lengths
                    if isinstance(a.value, tuple):
                        for v in (a.value + (0,), a.value[:-1], tuple(float(x) if type(x) is int else x
                                                                      for x in a.value)):
                            if not _same(Action(a.kind, v), legal):
                                _refused(s, Action(a.kind, v))
                    elif type(a.value) is int:
                        for v in (float(a.value), str(a.value), bool(a.value), (a.value,)):
                            _refused(s, Action(a.kind, v))
                    elif a.value is None:
                        _refused(s, Action(a.kind, 0), "bad_action")
            RULES.apply(s, legal[rng.randrange(len(legal))])
    assert {S.PH_MULLIGAN, S.PH_MAIN, S.PH_DECLARE, S.PH_RESPOND, S.PH_BLOCK, S.PH_SWAP} <= seen


def test_a_view_cannot_be_played_on():
    s = SU.new_game({}, 2)
    v = RULES.view(s, 0)
    _refused(v, M.legal_actions(v)[0], "view", explained=False)


def test_apply_takes_exactly_the_legal_actions():
    """Over seeded random games: every legal action applies; a kind legal now with any other value of
    the uids in play is refused (apply and legal_actions agree)."""
    for seed in range(3):
        s = SU.new_game({}, 90 + seed)
        rng = random.Random(seed)
        steps = 0
        while M.current_player(s) is not None:
            legal = M.legal_actions(s)
            if rng.random() < 0.05:
                kinds = {a.kind for a in legal}
                for k in kinds:
                    for u in rng.sample(range(len(s.card)), 12):
                        for a in (Action(k, u), Action(k, (u, "day")), Action(k, (u, "aislamiento"))):
                            ok = RULES.why_illegal(s, a) is None
                            assert ok == (a in legal), (a, s.phase, ok)
            RULES.apply(s, legal[rng.randrange(len(legal))])
            steps += 1
        assert steps > 50


# ---------------------------------------------------------------------------- hidden information

def _view(s, seat):
    return _snap(RULES.view(s, seat))


def _after_game_one(alfa_pick=None, **cfg):
    """Seat 1 loses game 1, may pick another Alfa face down; both ready; game 2 waits for its starter."""
    s = SU.new_game(dict({"starter": 0, "decks": ["guardianes", "cielos"]}, **cfg), 6)
    _finish(s, 1)
    assert s.phase == S.PH_SWAP and s.actor == 1
    if alfa_pick:
        RULES.apply(s, Action("alfa", alfa_pick))
    RULES.apply(s, Action("ready"))
    RULES.apply(s, Action("ready"))
    return s


def _finish(s, loser):
    from rules.selva import board
    while s.phase != S.PH_MAIN:
        RULES.apply(s, M.legal_actions(s)[0])
    board.lose_life(s, loser, 100, None)


def test_the_alfa_picked_face_down_does_not_show_through_its_life():
    same = _after_game_one()
    other = _after_game_one("jaguar")
    assert other.alfa[1] == P.index["jaguar"] and same.alfa[1] == P.index["condor_andino"]
    assert other.life[1] != same.life[1]                # the two Alfas have different lives
    for s in (same, other):
        v = RULES.view(s, 0)
        assert v.alfa[1] == S.UNKNOWN and v.life[1] == S.UNKNOWN and v.max_life[1] == S.UNKNOWN
        assert RULES.view(s, 1).life[1] == s.life[1]    # its owner knows
    assert _view(same, 0) == _view(other, 0)
    while other.phase != S.PH_MAIN:                     # revealed at the start: then it shows
        RULES.apply(other, M.legal_actions(other)[0])
    assert RULES.view(other, 0).life[1] == P.card("jaguar").life


def _other_deck(s, seat):
    """``s`` with ``seat``'s hidden cards (hand, Sigilos, Bosque, Reserva) never seen in play and its
    decklist replaced by other cards: a different deck with the same public past."""
    t = s.clone()
    t.card = s.card[:]
    rng = random.Random(5)
    animals = [i for i, c in enumerate(P.cards) if c.type == "animal"]
    sigilos = [i for i, c in enumerate(P.cards) if c.type == "sigilo"]
    for z in ("hand", "bosque", "reserva"):
        for u in getattr(t, z)[seat]:
            if u not in s.seen:
                t.card[u] = rng.choice(animals)
    for u in t.sigilos[seat]:
        if u not in s.seen:
            t.card[u] = rng.choice(sigilos)
    dl = list(t.decklist)
    dl[seat] = {P.index["orca"]: 50}
    t.decklist = tuple(dl)
    t.deck_names = tuple("otro" if p == seat else n for p, n in enumerate(t.deck_names))
    t.config = dict(t.config, decks=[d if p != seat else "otro" for p, d in enumerate(t.config["decks"])])
    return t


def _midgame(seed, steps=120, **cfg):
    s = SU.new_game(dict({"decks": ["cielos", "manada_nocturna"]}, **cfg), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if M.current_player(s) is None:
            break
        legal = M.legal_actions(s)
        RULES.apply(s, legal[rng.randrange(len(legal))])
    return s


def test_a_private_decklist_is_not_in_the_view():
    for seed in (1, 2, 3):
        s = _midgame(seed)
        v = RULES.view(s, 0)
        assert v.decklist[1] is None and v.deck_names[1] is None and v.config["decks"][1] is None
        assert v.decklist[0] == s.decklist[0] and v.config["decks"][0] == s.config["decks"][0]
        assert _view(s, 0) == _view(_other_deck(s, 1), 0)


def test_the_ai_does_not_imagine_the_opponents_cards_from_its_decklist():
    from rules.ai import make_bot
    budgets = {"normal": {"iterations": 60}}
    checked = 0
    for seed in (4, 5, 6, 7):
        s = _midgame(seed, steps=90)
        p = M.current_player(s)
        if p is None or len(M.legal_actions(s)) < 2:
            continue
        other = _other_deck(s, 1 - p)
        a = make_bot("normal", 3, budgets).choose(RULES, s, p)
        b = make_bot("normal", 3, budgets).choose(RULES, other, p)
        assert a == b, seed
        checked += 1
    assert checked >= 2


def test_open_decklists_show_both_lists():
    from rules.selva import DESCRIPTOR
    opt = DESCRIPTOR.option("open_decklists")
    assert opt is not None and opt.kind == "bool" and opt.default is False
    s = _midgame(2, open_decklists=True)
    v = RULES.view(s, 0)
    assert v.decklist[1] == s.decklist[1] and v.deck_names[1] == s.deck_names[1]
    assert _view(s, 0) != _view(_other_deck(s, 1), 0)
    with pytest.raises(ConfigError):
        SU.new_game({"open_decklists": "yes"}, 1)


def test_a_card_seen_and_back_in_the_hand_is_remembered_not_located():
    s = position({"hand": ["aluvion"], "resources": RICH}, {"animals": ["orca"]})
    orca = U(s, 1, "orca")
    do(s, (S.PLAY, U(s, 0, "aluvion", "hand")))
    assert orca in s.hand[1] and orca in s.seen
    v = RULES.view(s, 0)
    assert v.card[orca] == S.UNKNOWN and v.memory[1] == {P.index["orca"]: 1} and not v.seen
    d = RULES.determinize(v, 0, __import__("rules.engine.rng", fromlist=["RNG"]).RNG(3))
    placed = [u for u in S.ZONES and d.hand[1] + d.bosque[1] + d.reserva[1] if d.card[u] == P.index["orca"]]
    assert placed and _snap(RULES.view(d, 0)) == _snap(v)


def test_the_match_start_names_the_decks_only_when_open():
    s = SU.new_game({"decks": ["cielos", "guardianes"]}, 1)
    start = next(e for e in s.start_events if e.kind == "match_start")
    assert start.data["decks"] is None
    s = SU.new_game({"decks": ["cielos", "guardianes"], "open_decklists": True}, 1)
    start = next(e for e in s.start_events if e.kind == "match_start")
    assert start.data["decks"] == ["cielos", "guardianes"]
