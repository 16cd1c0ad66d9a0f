"""Animal Duel's set-up and flow: the config, a new match, dealing (plain or comienzo nivelado), the
draws and the hand fixes between turns, the start and end of a turn, and the end of a game (a tie
deals the next game of the match)."""
from __future__ import annotations

from rules.animal_duel.cards import Deck, load_deck
from rules.animal_duel.scoring import result, winner_of
from rules.animal_duel.state import (BOARD_SIZES, DEAL, DEFAULT_SIZE, FIX, GEOMS, OVER, TURN, State, can_place_card,
                                     has_placeable, seats_of, tables, with_known)
from rules.engine.core import ConfigError, Event
from rules.engine.rng import RNG

VARIANTS = ("variant_kids", "variant_habitat", "variant_level_start", "variant_team")


def normalize_config(config: dict | None) -> dict:
    """Check a config and fill defaults; raise ConfigError with a one-line reason.
    App keys (seats, names, ...) pass through untouched."""
    cfg = dict(config or {})
    if "variant_team" not in cfg and cfg.get("players") == 4:
        cfg["variant_team"] = True          # four players play only in teams
    for key in VARIANTS:
        v = cfg.get(key, False)
        if not isinstance(v, bool):
            raise ConfigError(f"{key} must be true or false, got {v!r}")
        cfg[key] = v
    n = cfg.get("players", 4 if cfg["variant_team"] else 2)
    if n not in (2, 4) or isinstance(n, bool):
        raise ConfigError(f"players must be 2, or 4 with the team variant, got {n!r}")
    if n == 4 and not cfg["variant_team"]:
        raise ConfigError("4 players play only in teams: set variant_team")
    if n == 2 and cfg["variant_team"]:
        raise ConfigError("the team variant needs 4 players")
    cfg["players"] = n
    size = cfg.get("board_size", DEFAULT_SIZE)
    if size not in BOARD_SIZES or isinstance(size, bool):
        raise ConfigError(f"board_size must be 3, 4 or 5, got {size!r}")
    cfg["board_size"] = size
    starter = cfg.get("starter")
    if starter is not None and (isinstance(starter, bool) or not isinstance(starter, int) or not 0 <= starter < n):
        raise ConfigError(f"starter must be a seat 0–{n - 1} or empty, got {starter!r}")
    cfg["starter"] = starter
    return cfg


def new_game(config: dict, seed: int, deck: Deck | None = None) -> State:
    """A new match. ``deck`` replaces the shipped cards (tests, mods)."""
    deck = deck or load_deck()
    cfg = normalize_config(config)
    n = cfg["players"]
    s = State.__new__(State)
    s.deck = deck
    s.tb = tables(deck)
    s.config = cfg
    s.size = cfg["board_size"]
    s.geom = GEOMS[s.size]
    s.ncells = s.size * s.size
    s.n = n
    s.team_mode = cfg["variant_team"]
    s.kids = cfg["variant_kids"]
    s.habitat_rule = cfg["variant_habitat"]
    s.level_start = cfg["variant_level_start"]
    s.universe = tuple(deck.kids_ids() if s.kids else deck.all_ids())
    s.rng = RNG(seed)
    s.is_view = False
    s.pool = None
    s.odds = None
    s.games = 0
    s.draws = 0
    s.history = []
    s.starter = cfg["starter"] if cfg["starter"] is not None else s.rng.randrange(n)
    s.turn = s.starter
    ev = [Event("match_start", None, {"players": n, "board_size": s.size, "starter": s.starter,
                                      "variants": {k: cfg[k] for k in VARIANTS}})]
    start_game(s, ev)
    s.start_events = ev
    return s


def start_game(s: State, ev) -> None:
    """A fresh game of the match: shuffled deck, full life, the deal."""
    deck = s.deck
    s.games += 1
    s.board = [()] * s.ncells
    s.hands = [[] for _ in range(s.n)]
    s.last_place = [None] * s.n
    s.old_n = [0] * s.n
    s.life = [deck.life, deck.life]
    s.hand_size = [deck.hand_size, deck.hand_size]
    s.pile = list(s.universe)
    s.rng.shuffle(s.pile)
    s.animal_discard = []
    s.situ_it = [[], []]
    s.situ_p = [[], []]
    s.situ_discard = []
    s.turn_no = 0
    fresh_turn(s, 0)
    s.last_damage = [0, 0]
    s.drawn = None
    s.fix_queue = []
    s.known = (frozenset(), frozenset())
    s.winner = None
    s.reason = None
    s.turn = s.starter
    s.actor = s.starter
    if ev is not None:
        ev.append(Event("game_start", s.starter, {"game": s.games, "starter": s.starter}))
    if s.level_start:
        s.phase = DEAL
        deal_advance(s, ev)
        return
    for i in range(s.n):
        seat = (s.starter + i) % s.n
        got = [s.pile.pop() for _ in range(deck.hand_size)]
        s.hands[seat].extend(got)
        if ev is not None:
            ev.append(Event("deal", seat, {"cards": got}, seats_of(s, seat)))
    after_deal(s, ev)


# ---------------------------------------------------------------------------- comienzo nivelado

def deal_advance(s: State, ev) -> None:
    """Comienzo nivelado: draw for the player to act; stop when a keep/give choice is needed."""
    H = s.deck.hand_size
    n = s.n
    hands = s.hands
    while any(len(h) < H for h in hands) and s.pile:
        seat = s.turn
        recv = (seat + 1) % n
        can_keep = len(hands[seat]) < H
        can_give = len(hands[recv]) < H
        if not can_keep and not can_give:
            s.turn = recv
            continue
        card = s.pile.pop()
        if can_keep and can_give:
            s.drawn = card
            s.phase = DEAL
            s.actor = seat
            if ev is not None:
                ev.append(Event("draw", seat, {"count": 1}))
                ev.append(Event("draw_cards", seat, {"cards": [card]}, seats_of(s, seat)))
            return
        # a full hand: the card goes without a choice
        deal_card(s, seat, recv if not can_keep else seat, card, ev)
        s.turn = recv
    s.drawn = None
    after_deal(s, ev)


def deal_card(s: State, seat: int, to: int, card: int, ev) -> None:
    s.hands[to].append(card)
    if to != seat:
        s.known = with_known(s.known, seat & 1, card)
    if ev is not None:
        if to == seat:
            ev.append(Event("keep", seat, {}))
        else:
            ev.append(Event("give", seat, {"to": to}))
            ev.append(Event("given", seat, {"to": to, "card": card}, seats_of(s, seat) | seats_of(s, to)))


def after_deal(s: State, ev) -> None:
    s.fix_queue = [(s.starter + i) % s.n for i in range(s.n)]
    continue_fix(s, ev)


# ---------------------------------------------------------------------------- drawing

def draw(s: State, seat: int, k: int, ev) -> int:
    """``seat`` draws ``k`` cards (the animal discard pile refills an empty deck); returns how many."""
    pile = s.pile
    got = []
    for _ in range(k):
        if not pile:
            if not s.animal_discard:
                break
            reshuffle(s, ev)
            pile = s.pile
        got.append(pile.pop())
    s.hands[seat].extend(got)
    if ev is not None and got:
        ev.append(Event("draw", seat, {"count": len(got)}))
        ev.append(Event("draw_cards", seat, {"cards": got}, seats_of(s, seat)))
    return len(got)


def reshuffle(s: State, ev) -> None:
    s.pile = s.animal_discard
    s.animal_discard = []
    s.rng.shuffle(s.pile)
    if ev is not None:
        ev.append(Event("reshuffle", None, {"count": len(s.pile)}))


def can_draw_for_fix(s: State, team_no: int) -> bool:
    """Drawing can still bring an animal: the deck holds cards, or the animal discard pile (which
    refills it) holds an animal this team may place."""
    if s.pile:
        return True
    for c in s.animal_discard:
        if can_place_card(s, c, team_no):
            return True
    return False


def needs_fix(s: State, seat: int) -> bool:
    return bool(s.hands[seat]) and not has_placeable(s, seat) and can_draw_for_fix(s, seat & 1)


# ---------------------------------------------------------------------------- turns

def continue_fix(s: State, ev) -> None:
    """Ask the seats of the fix queue, in order, to fix a hand without an animal; then the next turn."""
    while s.fix_queue:
        seat = s.fix_queue[0]
        if needs_fix(s, seat):
            s.phase = FIX
            s.actor = seat
            s.pending = None
            return
        s.fix_queue.pop(0)
    if s.turn_no == 0:
        begin_turn(s, s.starter, ev)
    else:
        begin_turn(s, (s.turn + 1) % s.n, ev)


def begin_turn(s: State, seat: int, ev) -> None:
    s.phase = TURN
    s.turn = seat
    s.actor = seat
    s.turn_no += 1
    fresh_turn(s, 1)
    if ev is not None:
        ev.append(Event("turn_start", seat, {"turn": s.turn_no}))
    refill_if_empty(s, ev)


def fresh_turn(s: State, placements: int) -> None:
    """What a turn counts starts afresh: ``placements`` animals to place, no effect of a situational
    (multiplier, leech, engulf), nothing taken, nothing pending."""
    s.turn_actions = 0
    s.placements_left = placements
    s.placed = 0
    s.mult = 1
    s.leech = 0
    s.engulf = 0
    s.taken = [0, 0]
    s.pending = None


def refill_if_empty(s: State, ev) -> None:
    """FAQ 10: a player left with no cards while they may still place draws their hand size at
    once and goes on with the turn."""
    seat = s.turn
    if s.phase == TURN and s.placements_left > 0 and not s.hands[seat]:
        draw(s, seat, s.hand_size[seat & 1], ev)


def end_turn(s: State, ev) -> None:
    """The end of the turn: remember the damage dealt (Reflejo de Daño), draw up to the hand size,
    fix a hand without an animal, then the next player's turn."""
    seat = s.turn
    t = seat & 1
    s.last_damage[1 - t] = s.taken[1 - t]
    if ev is not None:
        ev.append(Event("turn_end", seat, {"turn": s.turn_no}))
    need = s.hand_size[t] - len(s.hands[seat])
    if need > 0:
        draw(s, seat, need, ev)
    s.placements_left = 0
    s.fix_queue = [seat]
    continue_fix(s, ev)


# ---------------------------------------------------------------------------- the end of a game

def lose_life(s: State, team_no: int, amount: int, ev, why: str) -> bool:
    """Life lost by ``team_no`` from a situational; True if the game ended."""
    if amount <= 0:
        return False
    s.life[team_no] -= amount
    s.taken[team_no] += amount
    if ev is not None:
        ev.append(Event("damage", None, {"team": team_no, "amount": amount, "by": why, "life": s.life[:]}))
    if s.life[team_no] <= 0:
        game_end(s, "ko", ev)
        return True
    return False


def game_end(s: State, reason: str, ev) -> None:
    l0, l1 = s.life
    winner = winner_of(s.life, reason)
    s.history.append({"game": s.games, "life": [l0, l1], "winner": winner, "reason": reason,
                      "turns": s.turn_no})
    if ev is not None:
        ev.append(Event("game_over", None, {"game": s.games, "reason": reason, "life": [l0, l1],
                                            "winner_team": winner}))
    if winner is None:
        s.draws += 1
        if s.is_view or s.rng is None:  # pragma: no cover - views are never played on
            s.phase = OVER
            s.actor = None
            return
        s.starter = (s.starter + 1) % s.n
        if ev is not None:
            ev.append(Event("tie", None, {"games": s.games, "draws": s.draws, "next_starter": s.starter}))
        start_game(s, ev)
        return
    s.winner = winner
    s.reason = reason
    s.phase = OVER
    s.actor = None
    s.pending = None
    if ev is not None:
        res = result(s)
        ev.append(Event("match_end", None, {"winner_team": winner, "places": res.places, "scores": res.scores}))
