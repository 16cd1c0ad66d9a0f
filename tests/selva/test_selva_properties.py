"""Selva: many seeded random matches end, and invariants hold at every step."""
import random
from collections import Counter

from rules.selva import board as B, evaluate as EV, moves as M, queries as Q, scoring as SC  # noqa: F401
from rules.selva import setup as SU, state as S, view as V  # noqa: F401
from rules.engine.core import Action
from rules.engine.rng import RNG

MATCHES = 60


def _zones(s, seat):
    out = []
    for z in S.ZONES:
        out += getattr(s, z)[seat]
    out += [u for u in s.exiles if s.owner[u] == seat]
    return out


def _check(s):
    n = len(s.card)
    every = []
    for seat in (0, 1):
        mine = _zones(s, seat)
        assert all(s.owner[u] == seat for u in mine)
        every += mine
        assert s.life[seat] <= s.max_life[seat]
        assert len(s.sigilos[seat]) <= 3
        assert len(s.elements[seat]) <= 4
        kinds = [s.tb.element[s.card[u]] for u in s.elements[seat]]
        assert len(set(kinds)) == len(kinds)
        for u in s.animals[seat]:
            assert s.tb.type[s.card[u]] == "animal"
        for u in s.resources[seat]:
            assert s.tb.type[s.card[u]] == "recurso"
    assert sorted(every) == list(range(n)), "every card is in exactly one zone"
    if s.phase not in (S.PH_OVER, S.PH_SWAP):
        for seat in (0, 1):
            assert sum(s.decklist[seat].values()) == len(_zones(s, seat)) - len(s.reserva[seat])
    if s.phase == S.PH_RESPOND:
        assert s.window in (S.INTIMIDACION, S.CONTIENDA) and s.actor == s.priority
    if s.phase == S.PH_MAIN:
        assert not s.attackers and not s.blocks


def _check_view(s, seat):
    v = V.view(s, seat)
    o = 1 - seat
    for z in ("hand", "sigilos", "bosque", "reserva"):
        assert all(v.card[u] == S.UNKNOWN for u in getattr(v, z)[o])
        assert len(getattr(v, z)[o]) == len(getattr(s, z)[o])
    for z in ("hand", "sigilos", "reserva", "animals", "resources", "cementerio", "aislamiento", "elements"):
        assert all(v.card[u] == s.card[u] for u in getattr(v, z)[seat])
    for z in ("animals", "resources", "cementerio", "aislamiento", "elements"):
        assert all(v.card[u] == s.card[u] for u in getattr(v, z)[o])
    assert v.bosque[0] == sorted(v.bosque[0]) and v.bosque[1] == sorted(v.bosque[1])
    assert v.rng is None
    if not s.alfa_shown[o]:
        assert v.alfa[o] == S.UNKNOWN
    d = V.determinize(v, seat, RNG(1))
    assert all(c >= 0 for c in d.card)
    assert all(d.tb.type[d.card[u]] == "sigilo" for u in d.sigilos[o])       # a face-down Sigilo is one
    assert d.alfa[o] >= 0 and d.life[o] >= 1 and all(a >= 0 for a in d.alfas[o])
    # the seat's own cards are its own; with open decklists the opponent's come from its list
    if s.phase not in (S.PH_OVER, S.PH_SWAP):
        for p in (seat, o) if s.config["open_decklists"] else (seat,):
            got = Counter(d.card[u] for u in _zones(d, p) if u not in d.reserva[p])
            assert got == Counter(s.decklist[p])
        got = Counter(d.card[u] for u in _zones(d, o) if not d.tb.plain[d.card[u]])
        assert max(got.values(), default=0) <= 3
    return v


def _random_match(seed, check_every=1, try_all_every=0):
    s = SU.new_game({}, seed)
    rng = random.Random(seed)
    actions = []
    step = 0
    while M.current_player(s) is not None:
        legal = M.legal_actions(s)
        assert legal
        if try_all_every and step % try_all_every == 0:
            for a in legal:
                t = s.clone()
                assert M.why_illegal(t, a) is None, (a, M.why_illegal(t, a))
                M.apply(t, a)
        a = legal[rng.randrange(len(legal))]
        M.apply(s, a)
        actions.append(a)
        step += 1
        if step % check_every == 0:
            _check(s)
        assert step < 20000
    return s, actions


def test_random_matches_end_with_invariants():
    for seed in range(MATCHES):
        s, actions = _random_match(seed, check_every=1, try_all_every=7 if seed < 20 else 0)
        res = SC.result(s)
        assert res is not None and max(s.wins) == 2 and res.places[s.winner] == 1
        assert len(s.history) == sum(s.wins)


def test_view_hides_what_it_must():
    for seed in range(6):
        s = SU.new_game({"open_decklists": seed % 2 == 1}, 100 + seed)
        rng = random.Random(seed)
        step = 0
        while M.current_player(s) is not None:
            if step % 9 == 0:
                _check_view(s, 0)
                _check_view(s, 1)
            legal = M.legal_actions(s)
            M.fast_apply(s, legal[rng.randrange(len(legal))])
            step += 1


def test_same_seed_same_actions_same_state():
    s, actions = _random_match(7, check_every=50)
    t = SU.new_game({}, 7)
    for a in actions:
        M.apply(t, Action.from_json(a.to_json()))
    for z in S.ZONES:
        assert getattr(s, z) == getattr(t, z)
    assert s.card == t.card and s.wins == t.wins and s.history == t.history


def test_fast_apply_matches_apply():
    s = SU.new_game({}, 9)
    t = SU.new_game({}, 9)
    rng = random.Random(9)
    while M.current_player(s) is not None:
        legal = M.legal_actions(s)
        a = legal[rng.randrange(len(legal))]
        M.apply(s, a)
        M.fast_apply(t, a)
    assert s.wins == t.wins and s.history == t.history


def test_private_events_stay_private():
    s = SU.new_game({}, 3)
    ev = list(s.start_events)
    rng = random.Random(3)
    for _ in range(300):
        if M.current_player(s) is None:
            break
        legal = M.legal_actions(s)
        ev += M.apply(s, legal[rng.randrange(len(legal))])
    for e in ev:
        if e.kind in ("draw_cards", "set_sigilo_card", "alfa_choice"):
            assert e.visible_to == frozenset((e.player,))
        if e.kind == "set_sigilo":
            assert "card" not in e.data
