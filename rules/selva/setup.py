"""Starting a Selva match and each of its games: the config, the decks, the card instances, the deal,
mulligans, the initial resource, who starts, and the swap phase between games (Bosque ↔ Reserva, the
next Alfa). The checks and effects of the set-up and swap actions live here; ``rules.selva.moves``
dispatches to them."""
from __future__ import annotations

from rules.engine.core import ConfigError, Event, interned
from rules.engine.rng import RNG
from rules.selva import board, cards as C, flow, queries as Q, scoring
from rules.selva.state import (ALFA, HAND_START, MIN_RESOURCES, PH_MULLIGAN, PH_INITIAL, PH_STARTER, READY_ACTION,
                               SWAP, State)

# ---------------------------------------------------------------------------- config and decks


def resolve_deck(d, pool):
    from rules.selva import decks as D
    if isinstance(d, D.Deck):
        return d
    if isinstance(d, str):
        try:
            return D.find_prebuilt(d, pool)
        except KeyError:
            raise ConfigError(f"unknown prebuilt deck {d!r}") from None
    if isinstance(d, dict):
        try:
            return D.deck_from_dict(d, pool)
        except Exception as exc:  # DataError
            raise ConfigError(f"bad deck: {exc}") from None
    raise ConfigError(f"a deck is a prebuilt deck id or a deck mapping, got {d!r}")


def normalize_config(config: dict | None) -> dict:
    """Check a config and fill defaults; raise ConfigError with a one-line reason.
    App keys (seats, names, ...) pass through untouched. ``decks`` stays as given (ids or dicts)."""
    from rules.selva import decks as D
    cfg = dict(config or {})
    n = cfg.get("players", 2)
    if n != 2 or isinstance(n, bool):
        raise ConfigError(f"Selva is played by 2 players, got {n!r}")
    cfg["players"] = 2
    starter = cfg.get("starter")
    if starter is not None and (isinstance(starter, bool) or starter not in (0, 1)):
        raise ConfigError(f"starter must be 0, 1 or empty, got {starter!r}")
    cfg["starter"] = starter
    od = cfg.get("open_decklists", False)
    if od is None:
        od = False
    if not isinstance(od, bool):
        raise ConfigError(f"open_decklists must be true or false, got {od!r}")
    cfg["open_decklists"] = od
    gw = cfg.get("games_to_win", 2)
    if isinstance(gw, bool) or gw not in (1, 2, 3):
        raise ConfigError(f"games_to_win must be 1, 2 or 3, got {gw!r}")
    cfg["games_to_win"] = gw
    decks = cfg.get("decks")
    if decks is None:
        pre = D.prebuilt(C.load_pool())
        if len(pre) < 1:
            raise ConfigError("there is no prebuilt deck")
        decks = [pre[0].id, pre[1 % len(pre)].id]
    if not isinstance(decks, (list, tuple)) or len(decks) != 2:
        raise ConfigError(f"decks must name 2 decks, got {decks!r}")
    cfg["decks"] = [D.deck_to_dict(d) if isinstance(d, D.Deck) else d for d in decks]
    return cfg


def new_game(config: dict, seed: int, pool=None) -> State:
    """A new match. Both decks must be legal (``rules.selva.decks.validate``): a config or a save with
    an illegal deck is a ConfigError naming the deck and the broken rule. ``pool`` replaces the shipped
    cards (tests)."""
    from rules.selva.decks import validate
    pool = pool or C.load_pool()
    cfg = normalize_config(config)
    decks = [resolve_deck(d, pool) for d in cfg["decks"]]
    for i, d in enumerate(decks):
        problems = validate(d, pool, naming=False)
        if problems:
            more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
            raise ConfigError(f"deck {i + 1} ({d.id or '?'}) is not legal: {problems[0]}{more}")
    return build(cfg, decks, seed, pool)


def build(cfg: dict, decks: list, seed: int, pool) -> State:
    """The match of two checked decks (``new_game`` checks; tests build positions with any deck)."""
    s = State.__new__(State)
    s.pool = pool
    s.tb = tb = C.tables(pool)
    s.config = cfg
    s.rng = RNG(seed)
    s.is_view = False
    s.halt = False
    # instances: every card of both decks, uids given in a random order (a uid says nothing)
    items = []
    for seat, d in enumerate(decks):
        for cid, n in d.bosque:
            items += [(seat, pool.index[cid], False)] * n
        for cid, n in d.reserva:
            items += [(seat, pool.index[cid], True)] * n
    s.rng.shuffle(items)
    s.card = [c for _, c, _ in items]
    s.owner = tuple(o for o, _, _ in items)
    s.reserva = [[u for u, (o, _, r) in enumerate(items) if o == p and r] for p in (0, 1)]
    s.bosque = [[u for u, (o, _, r) in enumerate(items) if o == p and not r] for p in (0, 1)]
    for z in ("hand", "cementerio", "aislamiento", "resources", "animals", "sigilos", "elements"):
        setattr(s, z, [[], []])
    s.alfas = tuple(tuple(pool.index[a] for a in d.alfas) for d in decks)
    s.alfa = [s.alfas[0][0], s.alfas[1][0]]
    s.alfa_shown = [False, False]
    s.deck_names = tuple(d.id for d in decks)
    s.life = [tb.life[s.alfa[0]], tb.life[s.alfa[1]]]
    s.max_life = s.life[:]
    s.wins = [0, 0]
    s.history = []
    s.games_to_win = cfg["games_to_win"]
    s.game_no = 0
    s.winner = None
    s.last_loser = None
    s.starter = None
    s.starter_chooser = None
    s.swap_state = None
    s.effect_card = None
    s.seen = frozenset()
    s.memory = None
    reset_game_fields(s)
    # the decks' names are public only with open decklists (a prebuilt deck's name tells its list)
    ev: list = [Event("match_start", None, {"decks": list(s.deck_names) if cfg["open_decklists"] else None,
                                            "names": list(cfg.get("names") or ["", ""]),
                                            "games_to_win": s.games_to_win})]
    start_game(s, ev)
    s.start_events = ev
    return s


def reset_game_fields(s: State) -> None:
    s.phase = PH_MULLIGAN
    s.actor = 0
    s.turn = 0
    s.turn_no = 0
    s.first_turn = False
    s.passes = 0
    s.mulligans = [0, 0]
    s.setup = None
    s.tapped = set()
    s.damage = {}
    s.mods = {}
    flow.reset_turn_fields(s)
    s.resume = None
    s.exiles = []


def make_decklist(s: State, seat: int) -> dict:
    card = s.card
    out: dict = {}
    for u in s.bosque[seat]:
        c = card[u]
        out[c] = out.get(c, 0) + 1
    return out


# ---------------------------------------------------------------------------- a game's set-up

def start_game(s: State, ev) -> None:
    scoring.collect(s)
    reset_game_fields(s)
    s.game_no += 1
    s.halt = False
    tb = s.tb
    s.life = [tb.life[s.alfa[0]], tb.life[s.alfa[1]]]
    s.max_life = s.life[:]
    s.alfa_shown = [False, False]
    s.decklist = (make_decklist(s, 0), make_decklist(s, 1))
    s.swap_state = None
    s.starter = None
    chooser = s.last_loser if s.game_no == 2 else None
    s.starter_chooser = chooser
    if ev is not None:
        ev.append(Event("game_start", None, {"game": s.game_no, "starter_chooser": chooser}))
    if s.game_no == 2:
        s.setup = "pre"
        s.phase = PH_STARTER
        s.actor = chooser
        return
    if s.game_no >= 3:
        s.starter = s.rng.randrange(2)
        if ev is not None:
            ev.append(Event("starter", s.starter, {"seat": s.starter, "by": None}))
    deal(s, ev)


def deal(s: State, ev) -> None:
    rng = s.rng
    for p in (0, 1):
        rng.shuffle(s.bosque[p])
        board.draw_setup(s, p, HAND_START, ev)
    s.mulligans = [0, 0]
    s.phase = PH_MULLIGAN
    s.actor = 0
    if ev is not None:
        ev.append(Event("phase", None, {"name": PH_MULLIGAN}))


def after_mulligan(s: State, seat: int, ev) -> None:
    if seat == 0:
        s.actor = 1
        return
    initial_next(s, 0, ev)


def initial_next(s: State, seat: int, ev) -> None:
    """Initial resources from ``seat`` on: ask when both kinds are there, else take the one kind."""
    while seat < 2:
        kinds = Q.plain_kinds(s, seat)
        if len(kinds) == 2:
            s.phase = PH_INITIAL
            s.actor = seat
            return
        take_initial(s, seat, kinds[0] if kinds else None, ev)
        seat += 1
    after_initial(s, ev)


def take_initial(s: State, seat: int, kind, ev) -> None:
    got = None
    if kind is not None:
        b = s.bosque[seat]
        tb = s.tb
        for i in range(len(b) - 1, -1, -1):
            c = s.card[b[i]]
            if tb.plain[c] and tb.resource[c] == kind:
                got = b.pop(i)
                s.resources[seat].append(got)
                break
    s.rng.shuffle(s.bosque[seat])
    if ev is not None:
        ev.append(Event("initial_resource", seat, {"seat": seat, "kind": kind, "uid": got,
                                                   "card": s.card[got] if got is not None else None}))


def after_initial(s: State, ev) -> None:
    if s.game_no == 1:
        fixed = s.config.get("starter")
        if fixed is not None:
            s.starter = fixed
            if ev is not None:
                ev.append(Event("starter", fixed, {"seat": fixed, "by": None}))
        else:
            w = s.rng.randrange(2)
            s.starter_chooser = w
            if ev is not None:
                ev.append(Event("coin", w, {"winner": w}))
            s.setup = "post"
            s.phase = PH_STARTER
            s.actor = w
            return
    play_start(s, ev)


def play_start(s: State, ev) -> None:
    s.setup = None
    for p in (0, 1):
        s.alfa_shown[p] = True
        if ev is not None:
            ev.append(Event("reveal_alfa", p, {"seat": p, "card": s.alfa[p], "life": s.life[p]}))
    flow.begin_turn(s, s.starter, ev)


# ---------------------------------------------------------------------------- set-up actions

def why_starter(s, seat, v):
    if v not in (0, 1) or isinstance(v, bool):
        return ("bad_seat", "choose seat 0 or seat 1 to start")
    return None


def why_resource(s, seat, v):
    if v not in ("hierba", "presa"):
        return ("bad_kind", "choose hierba or presa")
    if v not in Q.plain_kinds(s, seat):
        return ("no_such_resource", f"your Bosque holds no plain {v} resource")
    return None


def do_starter(s, seat, v, ev):
    s.starter = v
    if ev is not None:
        ev.append(Event("starter", seat, {"seat": v, "by": seat}))
    if s.setup == "pre":
        s.setup = None
        deal(s, ev)
    else:
        play_start(s, ev)


def do_keep(s, seat, v, ev):
    if ev is not None:
        ev.append(Event("keep", seat, {"seat": seat, "count": len(s.hand[seat])}))
    after_mulligan(s, seat, ev)


def mulligan_hand(m: int) -> int:
    """The size of the hand dealt by the ``m``-th mulligan (seed: 7 again the first time, then one card
    fewer each further time; at 1 card the player keeps)."""
    return HAND_START if m <= 1 else max(1, HAND_START + 1 - m)


def next_mulligan_hand(s: State, seat: int) -> int:
    """What a mulligan now would deal ``seat`` (the screen's Mulligan button says it)."""
    return mulligan_hand(s.mulligans[seat] + 1)


def do_mulligan(s, seat, v, ev):
    s.mulligans[seat] += 1
    m = s.mulligans[seat]
    b = s.bosque[seat]
    b.extend(s.hand[seat])
    s.hand[seat] = []
    s.rng.shuffle(b)
    k = mulligan_hand(m)
    if ev is not None:
        ev.append(Event("mulligan", seat, {"seat": seat, "count": k, "mulligans": m}))
    board.draw_setup(s, seat, k, ev)
    if k <= 1:
        if ev is not None:
            ev.append(Event("keep", seat, {"seat": seat, "count": len(s.hand[seat]), "forced": True}))
        after_mulligan(s, seat, ev)


def do_resource(s, seat, v, ev):
    take_initial(s, seat, v, ev)
    initial_next(s, seat + 1, ev)


def initial_actions(s: State, seat: int) -> list:
    return [interned("resource", k) for k in Q.plain_kinds(s, seat)]


# ---------------------------------------------------------------------------- between games (swap)

def swap_actions(s: State, seat: int) -> list:
    out = [READY_ACTION]
    bos, res = Q.swappable_counts(s, seat)
    if res:
        kinds = Q.resource_counts(s, seat)
        tb = s.tb
        idx = s.pool.index
        roomy = kinds["hierba"] > MIN_RESOURCES and kinds["presa"] > MIN_RESOURCES
        ins = sorted(res)
        for o in sorted(bos):
            for i in ins:
                if o != i and (roomy or swap_keeps_resources(tb, idx, kinds, o, i)):
                    out.append(interned(SWAP, (o, i)))
    if seat not in s.swap_state.get("picked", ()):
        for a in s.alfas[seat]:
            if a != s.alfa[seat]:
                out.append(interned(ALFA, s.tb.ids[a]))
    return out


def swap_keeps_resources(tb, idx, kinds, out_id, in_id) -> bool:
    co, ci = idx[out_id], idx[in_id]
    k = dict(kinds)
    if tb.type[co] == "recurso":
        k[tb.resource[co]] -= 1
    if tb.type[ci] == "recurso":
        k[tb.resource[ci]] += 1
    return k["hierba"] >= MIN_RESOURCES and k["presa"] >= MIN_RESOURCES


def why_swap(s, seat, v):
    if not (isinstance(v, tuple) and len(v) == 2) or not all(isinstance(x, str) for x in v):
        return ("bad_action", "swap names a Bosque card id and a Reserva card id")
    o, i = v
    bos, res = Q.swappable_counts(s, seat)
    if bos.get(o, 0) < 1:
        return ("not_in_bosque", f"there is no {o} in your Bosque")
    if res.get(i, 0) < 1:
        return ("not_in_reserva", f"there is no {i} in your Reserva")
    if o == i:
        return ("same_card", "swap two different cards")
    if not swap_keeps_resources(s.tb, s.pool.index, Q.resource_counts(s, seat), o, i):
        return ("deck_illegal", "the Bosque must keep at least 7 Hierba and 7 Presa resources")
    return None


def why_alfa(s, seat, v):
    idx = s.pool.index.get(v) if isinstance(v, str) else None
    if idx is None or idx not in s.alfas[seat]:
        return ("not_your_alfa", "choose one of the Alfas of your deck")
    if idx == s.alfa[seat]:
        return ("same_alfa", "that Alfa is already your Alfa")
    if seat in s.swap_state.get("picked", ()):
        return ("alfa_chosen", "you have already picked your Alfa for this game (one pick between games)")
    return None


def do_swap(s, seat, v, ev):
    o, i = v
    idx = s.pool.index
    co, ci = idx[o], idx[i]
    card = s.card
    moved = s.swap_state["moved"]
    uo = next(u for u in s.bosque[seat] if card[u] == co and u not in moved)
    ui = next(u for u in s.reserva[seat] if card[u] == ci and u not in moved)
    s.swap_state = dict(s.swap_state, moved=moved | {uo, ui})
    s.bosque[seat].remove(uo)
    s.reserva[seat].remove(ui)
    s.bosque[seat].append(ui)
    s.reserva[seat].append(uo)
    s.bosque[seat].sort()
    s.reserva[seat].sort()
    dl = list(s.decklist)
    d = dict(dl[seat])
    d[co] -= 1
    if not d[co]:
        del d[co]
    d[ci] = d.get(ci, 0) + 1
    dl[seat] = d
    s.decklist = tuple(dl)
    if ev is not None:
        if s.config.get("open_decklists"):
            ev.append(Event("swap", seat, {"seat": seat, "out": o, "in": i, "out_card": co, "in_card": ci}))
        else:                   # private decklists: the opponent sees that a card was swapped, not which
            ev.append(Event("swap", seat, {"seat": seat, "out": o, "in": i, "out_card": co, "in_card": ci},
                            frozenset((seat,))))
            ev.append(Event("swap_hidden", seat, {"seat": seat}, frozenset((1 - seat,))))


def do_alfa(s, seat, v, ev):
    s.alfa[seat] = s.pool.index[v]
    s.swap_state = dict(s.swap_state, picked=s.swap_state.get("picked", frozenset()) | {seat})
    if ev is not None:
        ev.append(Event("alfa_choice", seat, {"seat": seat, "card": s.alfa[seat]}, frozenset((seat,))))


def do_ready(s, seat, v, ev):
    st = s.swap_state
    order = st["order"]
    done = st["done"] + 1
    if ev is not None:
        ev.append(Event("ready", seat, {"seat": seat}))
    if done >= 2:
        s.swap_state = None
        start_game(s, ev)
        return
    s.swap_state = dict(st, done=done)
    s.actor = order[done]
