"""Depredador Natural: state, legal actions and their effects (seed 002).

Seats are numbered clockwise; "left" is the next seat clockwise (seat + 1).
Phases: ``pass`` (migration, one card at a time), ``starter`` (the lowest total picks the
starting hunter), ``hunt`` (play a card), ``biome`` (a Refugio's player takes a centre biome),
``over``.
"""
from __future__ import annotations

from rules.depredador.cards import (ALFA, BLACK, INVADER, NO_COLOUR, PREY, REFUGIO, Deck, load_deck)
from rules.engine.core import Action, ConfigError, Event, IllegalAction, Result, interned
from rules.engine.rng import RNG

PASS, STARTER, PLAY, TAKE = "pass", "starter", "play", "take"
UNKNOWN = -1

# Interned actions: legal_actions builds no new objects on the hot path.
def play_action(card: int) -> Action:
    return interned(PLAY, card)


def pass_action(card: int) -> Action:
    return interned(PASS, card)


def take_action(biome: int) -> Action:
    return interned(TAKE, biome)


def starter_action(seat: int) -> Action:
    return interned(STARTER, seat)


class State:
    """The whole game. ``clone`` copies by hand (the AI clones thousands of times a second)."""

    __slots__ = ("deck", "n", "rounds", "biomes", "round", "phase", "hands", "pass_sel", "passed",
                 "turn", "starter", "prev_starter", "chooser", "trick", "lead_colour", "broken",
                 "captured", "centre", "player_biome", "pending", "voids", "totals", "awards",
                 "hunt_scores", "rng", "kind", "colour", "value", "start_events", "hunt_no",
                 "is_view")

    def clone(self) -> "State":
        s = State.__new__(State)
        s.deck = self.deck
        s.n = self.n
        s.rounds = self.rounds
        s.biomes = self.biomes
        s.round = self.round
        s.phase = self.phase
        s.hands = [h[:] for h in self.hands]
        s.pass_sel = [h[:] for h in self.pass_sel]
        s.passed = self.passed[:]
        s.turn = self.turn
        s.starter = self.starter
        s.prev_starter = self.prev_starter
        s.chooser = self.chooser
        s.trick = self.trick[:]
        s.lead_colour = self.lead_colour
        s.broken = self.broken
        s.captured = [c[:] for c in self.captured]
        s.centre = self.centre[:]
        s.player_biome = self.player_biome[:]
        s.pending = self.pending
        s.voids = self.voids[:]
        s.totals = self.totals[:]
        s.awards = [a[:] for a in self.awards]
        s.hunt_scores = [a[:] for a in self.hunt_scores]
        s.rng = self.rng.clone() if self.rng is not None else None
        s.kind = self.kind
        s.colour = self.colour
        s.value = self.value
        s.start_events = []
        s.hunt_no = self.hunt_no
        s.is_view = self.is_view
        return s


# ---------------------------------------------------------------------------- setup

def normalize_config(config: dict, deck: Deck | None = None) -> dict:
    """Check a config and fill defaults; raise ConfigError with a one-line reason."""
    deck = deck or load_deck()
    cfg = dict(config or {})
    n = cfg.get("players", 4)
    if not isinstance(n, int) or not 2 <= n <= 6:
        raise ConfigError(f"players must be 2–6, got {n!r}")
    cfg["players"] = n
    rounds = cfg.get("rounds", deck.rounds_default)
    if not isinstance(rounds, int) or not deck.rounds_min <= rounds <= deck.rounds_max:
        raise ConfigError(f"rounds must be {deck.rounds_min}–{deck.rounds_max}, got {rounds!r}")
    cfg["rounds"] = rounds
    ids = [b.id for b in deck.biomes]
    biomes = cfg.get("biomes")
    if biomes is not None:
        if (not isinstance(biomes, list) or len(biomes) != n or len(set(biomes)) != n
                or any(b not in ids for b in biomes)):
            raise ConfigError(f"biomes must be {n} different ids among {', '.join(ids)}, got {biomes!r}")
    starter = cfg.get("starter")
    if starter is not None and (not isinstance(starter, int) or not 0 <= starter < n):
        raise ConfigError(f"starter must be a seat 0–{n - 1} or empty, got {starter!r}")
    return cfg


def new_game(config: dict, seed: int) -> State:
    deck = load_deck()
    cfg = normalize_config(config, deck)
    n = cfg["players"]
    rng = RNG(seed)
    s = State.__new__(State)
    s.deck = deck
    s.n = n
    s.rounds = cfg["rounds"]
    if cfg.get("biomes"):
        ids = [b.id for b in deck.biomes]
        s.biomes = tuple(sorted(ids.index(b) for b in cfg["biomes"]))
    else:
        s.biomes = tuple(sorted(rng.sample(range(len(deck.biomes)), n)))
    s.kind = tuple(c.kind for c in deck.cards)
    s.colour = tuple(c.colour for c in deck.cards)
    s.value = tuple(c.value for c in deck.cards)
    s.rng = rng
    s.round = 0
    s.totals = [0] * n
    s.awards = []
    s.hunt_scores = []
    s.starter = cfg["starter"] if cfg.get("starter") is not None else rng.randrange(n)
    s.prev_starter = s.starter
    s.chooser = None
    s.is_view = False
    events = [Event("game_start", None, {"players": n, "rounds": s.rounds, "biomes": list(s.biomes),
                                          "starter": s.starter})]
    events += _start_round(s)
    s.start_events = events
    return s


def _start_round(s: State) -> list[Event]:
    deck = s.deck
    n = s.n
    s.round += 1
    cards = [deck.prey_id(b, v) for b in s.biomes for v in deck.prey_values]
    cards += [deck.alfa_id(i) for i in range(n)]
    cards += [deck.invader_id(v) for v in deck.invader_by_players[n]]
    s.rng.shuffle(cards)
    per = len(cards) // n
    s.hands = [sorted(cards[i * per:(i + 1) * per]) for i in range(n)]
    s.pass_sel = [[] for _ in range(n)]
    s.passed = []
    s.trick = []
    s.lead_colour = NO_COLOUR
    s.broken = False
    s.captured = [[] for _ in range(n)]
    s.centre = list(s.biomes)
    s.player_biome = [-1] * n
    s.pending = None
    s.voids = [0] * n
    s.hunt_no = 0
    events = [Event("round_start", None, {"round": s.round, "rounds": s.rounds})]
    for i in range(n):
        events.append(Event("deal", i, {"cards": list(s.hands[i])}, frozenset([i])))
    if deck.pass_count > 0:
        s.phase = "pass"
        s.turn = 0
        events.append(Event("migration", None, {"direction": pass_direction(s.round),
                                                "count": deck.pass_count}))
    else:
        events += _after_migration(s)
    return events


def pass_direction(round_no: int) -> str:
    return "left" if round_no % 2 == 1 else "right"


def pass_target(s: State, seat: int) -> int:
    return (seat + 1) % s.n if s.round % 2 == 1 else (seat - 1) % s.n


def _after_migration(s: State) -> list[Event]:
    events: list[Event] = []
    for seat in range(s.n):
        s.hands[seat].append(s.deck.refugio_id(seat))
        s.hands[seat].sort()
        events.append(Event("refugio", seat, {"card": s.deck.refugio_id(seat)}))
    if s.round == 1:
        s.phase = "hunt"
        s.turn = s.starter
        events.append(Event("starter", s.starter, {"by": None}))
    else:
        s.chooser = lowest_total_chooser(s.totals, s.prev_starter)
        s.phase = "starter"
        s.turn = s.chooser
        events.append(Event("choose_starter", s.chooser, {"totals": list(s.totals)}))
    return events


def lowest_total_chooser(totals: list[int], prev_starter: int) -> int:
    """The player with the lowest total; ties go to the nearest clockwise after the previous
    starting hunter (the previous starter themself is checked last)."""
    low = min(totals)
    n = len(totals)
    for k in range(1, n + 1):
        seat = (prev_starter + k) % n
        if totals[seat] == low:
            return seat
    raise AssertionError("unreachable")


# ---------------------------------------------------------------------------- queries

def current_player(s: State) -> int | None:
    return None if s.phase == "over" else s.turn


def _legal_cards(s: State, seat: int) -> list[int]:
    """The cards ``seat`` may play now, in hand order."""
    hand = s.hands[seat]
    kind = s.kind
    colour = s.colour
    lead = s.lead_colour
    if lead != NO_COLOUR:
        follow = [c for c in hand if colour[c] == lead]
        if not follow:
            return hand[:]
        return [c for c in hand if colour[c] == lead or kind[c] >= ALFA]
    # No lead colour yet: the first coloured card sets it.
    prey = [c for c in hand if kind[c] == PREY]
    black = [c for c in hand if kind[c] == INVADER]
    coloured = prey + black if s.broken else (prey or black)
    if not s.trick:
        # Specials cannot lead unless the hand holds nothing else.
        return sorted(coloured) if coloured else hand[:]
    specials = [c for c in hand if kind[c] >= ALFA]
    return sorted(coloured + specials)


def legal_actions(s: State) -> list[Action]:
    ph = s.phase
    if ph == "hunt":
        return [play_action(c) for c in _legal_cards(s, s.turn)]
    if ph == "pass":
        return [pass_action(c) for c in s.hands[s.turn]]
    if ph == "biome":
        return [take_action(b) for b in s.centre]
    if ph == "starter":
        return [starter_action(i) for i in range(s.n)]
    return []


def why_illegal(s: State, action: Action) -> tuple[str, str] | None:
    """``(rule, explanation)`` if ``action`` is illegal now, else None."""
    ph = s.phase
    if ph == "over":
        return ("game_over", "the game is over")
    kind = action.kind
    expected = {"hunt": PLAY, "pass": PASS, "biome": TAKE, "starter": STARTER}[ph]
    if kind != expected:
        return ("wrong_phase", f"now is the time to {expected}, not to {kind}")
    v = action.value
    if kind in (PLAY, PASS):
        if not isinstance(v, int) or v not in s.hands[s.turn]:
            return ("not_in_hand", "that card is not in your hand")
        if kind == PASS:
            return None
        if v in _legal_cards(s, s.turn):
            return None
        k = s.kind[v]
        if s.lead_colour != NO_COLOUR:
            return ("follow_lead", "you must follow the lead colour while you hold it (Alfa and Refugio may always be played)")
        if not s.trick and k >= ALFA:
            return ("special_lead", "Alfa and Refugio cannot lead a hunt while you hold other cards")
        if k == INVADER:
            return ("invader_lead", "invaders cannot lead a hunt until one has been played this round")
        return ("illegal", "that card cannot be played now")
    if kind == TAKE:
        if v not in s.centre:
            return ("biome_taken", "that biome is not in the centre")
        return None
    if kind == STARTER:
        if not isinstance(v, int) or not 0 <= v < s.n:
            return ("no_seat", "there is no such player")
        return None
    return ("unknown", f"unknown action {kind}")


# ---------------------------------------------------------------------------- apply

def apply(s: State, action: Action, log: bool = True) -> list[Event]:
    """Apply ``action``; raise IllegalAction (state untouched) if the rules forbid it."""
    if s.is_view:
        raise IllegalAction("view", "a player's view cannot be played on; determinize it first")
    bad = why_illegal(s, action)
    if bad is not None:
        raise IllegalAction(*bad)
    ev: list[Event] = []
    kind = action.kind
    if kind == PLAY:
        _play(s, action.value, ev)
    elif kind == PASS:
        _pass(s, action.value, ev)
    elif kind == TAKE:
        _take(s, s.turn, action.value, ev)
        if s.phase != "over":
            _advance_after_play(s, ev)
    else:
        _choose_starter(s, action.value, ev)
    return ev if log else []


def _pass(s: State, card: int, ev: list[Event]) -> None:
    seat = s.turn
    s.hands[seat].remove(card)
    s.pass_sel[seat].append(card)
    ev.append(Event("pass_pick", seat, {"card": card}, frozenset([seat])))
    if len(s.pass_sel[seat]) < s.deck.pass_count:
        return
    if seat + 1 < s.n:
        s.turn = seat + 1
        return
    # Everyone has chosen: cards move at once.
    for src in range(s.n):
        dst = pass_target(s, src)
        for c in s.pass_sel[src]:
            s.hands[dst].append(c)
            s.passed.append((c, src, dst))
        ev.append(Event("passed", src, {"to": dst, "cards": list(s.pass_sel[src])}, frozenset([src, dst])))
    for h in s.hands:
        h.sort()
    s.pass_sel = [[] for _ in range(s.n)]
    ev.extend(_after_migration(s))


def _choose_starter(s: State, seat: int, ev: list[Event]) -> None:
    s.starter = seat
    s.phase = "hunt"
    s.turn = seat
    ev.append(Event("starter", seat, {"by": s.chooser}))


def _play(s: State, card: int, ev: list[Event]) -> None:
    seat = s.turn
    k = s.kind[card]
    col = s.colour[card]
    lead = s.lead_colour
    hand = s.hands[seat]
    # Public deductions for the AI's determinization (voids).
    if k < ALFA:
        if lead != NO_COLOUR and col != lead:
            s.voids[seat] |= 1 << (lead if lead != BLACK else 7)
        elif lead == NO_COLOUR and col == BLACK and not s.broken:
            for b in s.biomes:
                s.voids[seat] |= 1 << b
    elif not s.trick and k >= ALFA:
        s.voids[seat] |= 0xFF
    hand.remove(card)
    s.trick.append((seat, card))
    if k < ALFA and lead == NO_COLOUR:
        s.lead_colour = col
    if k == INVADER and not s.broken:
        s.broken = True
        if ev is not None:
            ev.append(Event("invaders_arrive", seat, {"card": card}))
    ev.append(Event("play", seat, {"card": card, "hunt": s.hunt_no + 1}))
    if k == REFUGIO and s.centre:
        if len(s.centre) == 1:
            _take(s, seat, s.centre[0], ev)
        else:
            s.phase = "biome"
            s.pending = seat
            return
    _advance_after_play(s, ev)


def _take(s: State, seat: int, biome: int, ev: list[Event]) -> None:
    s.centre.remove(biome)
    s.player_biome[seat] = biome
    s.pending = None
    s.phase = "hunt"
    ev.append(Event("take_biome", seat, {"biome": biome}))


def _advance_after_play(s: State, ev: list[Event]) -> None:
    s.phase = "hunt"
    if len(s.trick) < s.n:
        s.turn = (s.turn + 1) % s.n
        return
    winner = hunt_winner(s.trick, s.kind, s.colour, s.value, s.lead_colour)
    cards = [c for _, c in s.trick]
    s.captured[winner].extend(cards)
    s.hunt_no += 1
    ev.append(Event("hunt_won", winner, {"cards": cards, "hunt": s.hunt_no,
                                         "lead": s.lead_colour}))
    s.trick = []
    s.lead_colour = NO_COLOUR
    s.turn = winner
    if not s.hands[winner]:
        _end_round(s, ev)


def hunt_winner(trick: list[tuple[int, int]], kind, colour, value, lead: int) -> int:
    """Alfa always wins (the first); else the highest card of the lead colour; a hunt of only
    Refugios goes to the first Refugio."""
    best_seat = -1
    best_val = -1
    for seat, card in trick:
        k = kind[card]
        if k == ALFA:
            return seat
        if k < ALFA and colour[card] == lead and value[card] > best_val:
            best_val = value[card]
            best_seat = seat
    if best_seat >= 0:
        return best_seat
    return trick[0][0]


def hunt_score(s: State, seat: int) -> int:
    """Prey of the player's biome colour count positive; every invader negative."""
    biome = s.player_biome[seat]
    total = 0
    kind, colour, value = s.kind, s.colour, s.value
    for c in s.captured[seat]:
        k = kind[c]
        if k == PREY:
            if colour[c] == biome:
                total += value[c]
        elif k == INVADER:
            total -= value[c]
    return total


def predation_awards(scores: list[int], deck: Deck) -> list[int]:
    """+2 best, +1 second, -1 worst (and -1 second-worst from 5 players). Tied players share the
    place of the best of them (counted from the top for the top awards, from the bottom for the
    bottom awards); a player in both a top and a bottom place receives both awards."""
    n = len(scores)
    out = []
    bottom_places = 2 if n >= deck.second_worst_from else 1
    for sc in scores:
        top = 1 + sum(1 for o in scores if o > sc)
        bottom = 1 + sum(1 for o in scores if o < sc)
        award = 0
        if top == 1:
            award += deck.award_best
        elif top == 2:
            award += deck.award_second
        if bottom <= bottom_places:
            award += deck.award_worst
        out.append(award)
    return out


def _end_round(s: State, ev: list[Event]) -> None:
    scores = [hunt_score(s, i) for i in range(s.n)]
    awards = predation_awards(scores, s.deck)
    s.hunt_scores.append(scores)
    s.awards.append(awards)
    for i in range(s.n):
        s.totals[i] += awards[i]
    ev.append(Event("round_end", None, {"round": s.round, "scores": scores, "awards": awards,
                                        "totals": list(s.totals),
                                        "biomes": list(s.player_biome)}))
    s.prev_starter = s.starter
    if s.round >= s.rounds:
        s.phase = "over"
        s.turn = None
        res = result(s)
        ev.append(Event("game_end", None, {"totals": list(s.totals), "places": res.places}))
        return
    if s.is_view or s.rng is None:
        # A determinized search state without randomness cannot deal: stop here.
        s.phase = "over"
        s.turn = None
        return
    ev.extend(_start_round(s))


# ---------------------------------------------------------------------------- end

def tiebreak_key(s: State, seat: int) -> tuple:
    """Higher is better: total; fewer -1 awards; more +2; more +1; most recent +2."""
    mine = [a[seat] for a in s.awards]
    minus = sum(1 for a in mine if a < 0)
    twos = sum(1 for a in mine if a >= s.deck.award_best)
    ones = sum(1 for a in mine if a == s.deck.award_second)
    last_two = max((r + 1 for r, a in enumerate(mine) if a >= s.deck.award_best), default=0)
    return (s.totals[seat], -minus, twos, ones, last_two)


def result(s: State) -> Result | None:
    if s.phase != "over" or len(s.awards) < s.rounds:
        return None
    keys = [tiebreak_key(s, i) for i in range(s.n)]
    places = [1 + sum(1 for o in keys if o > k) for k in keys]
    breakdown = [{"round": r + 1, "hunt_scores": s.hunt_scores[r], "awards": s.awards[r]}
                 for r in range(len(s.awards))]
    return Result(scores=list(s.totals), places=places, breakdown=breakdown,
                  detail={"tiebreak": [list(k) for k in keys]})


# ---------------------------------------------------------------------------- hidden information

def view(s: State, seat: int) -> State:
    """What ``seat`` may see: other hands and others' migration picks become UNKNOWN, except the
    cards this seat passed that are still in the receiver's hand and each player's own Refugio
    (everyone holds one until they play it); the RNG is removed."""
    v = s.clone()
    v.rng = None
    v.is_view = True
    mine = {c for c, src, dst in s.passed if src == seat}
    for p in range(s.n):
        if p == seat:
            continue
        known = [c for c in s.hands[p] if c in mine or s.kind[c] == REFUGIO]
        v.hands[p] = known + [UNKNOWN] * (len(s.hands[p]) - len(known))
        v.pass_sel[p] = [UNKNOWN] * len(s.pass_sel[p])
    # passes of others are not this seat's knowledge
    v.passed = [t for t in s.passed if t[1] == seat or t[2] == seat]
    return v


def unknown_cards(v: State, seat: int) -> list[int]:
    deck = v.deck
    n = v.n
    universe = [deck.prey_id(b, val) for b in v.biomes for val in deck.prey_values]
    universe += [deck.alfa_id(i) for i in range(n)]
    universe += [deck.invader_id(val) for val in deck.invader_by_players[n]]
    universe += [deck.refugio_id(i) for i in range(n)]
    seen = set()
    for h in v.hands:
        seen.update(c for c in h if c != UNKNOWN)
    for h in v.pass_sel:
        seen.update(c for c in h if c != UNKNOWN)
    for c in v.captured:
        seen.update(c)
    seen.update(c for _, c in v.trick)
    # Refugios are never unknown: each is in its owner's hand (or not yet handed out).
    return sorted(c for c in universe if c not in seen and v.kind[c] != REFUGIO)


def determinize(v: State, seat: int, rng) -> State:
    """A full state consistent with the view: unknown cards dealt to the unknown slots, respecting
    public voids when possible; a fresh RNG for future deals."""
    s = v.clone()
    s.is_view = False
    s.rng = RNG(rng.getrandbits(63))
    pool = unknown_cards(s, seat)
    slots = []  # (player, 'hand'|'sel')
    for p in range(s.n):
        slots += [(p, 0)] * s.hands[p].count(UNKNOWN)
        slots += [(p, 1)] * s.pass_sel[p].count(UNKNOWN)
    if len(pool) < len(slots):
        raise AssertionError(f"determinize: {len(pool)} unknown cards for {len(slots)} places")
    # (more unknown cards than places only happens in hand-built positions: the rest stay out)
    assignment = _assign(s, pool, slots, rng)
    fills: dict[tuple, list[int]] = {}
    for (p, where), c in zip(slots, assignment):
        fills.setdefault((p, where), []).append(c)
    for (p, where), cards in fills.items():
        target = s.hands[p] if where == 0 else s.pass_sel[p]
        known = [c for c in target if c != UNKNOWN]
        target[:] = sorted(known + cards) if where == 0 else known + cards
    return s


def _assign(s: State, pool: list[int], slots: list[tuple], rng) -> list[int]:
    colour = s.colour

    def bit(c: int) -> int:
        col = colour[c]
        if col == NO_COLOUR:
            return 0
        return 1 << (col if col != BLACK else 7)

    for _attempt in range(30):
        cards = pool[:]
        rng.shuffle(cards)
        order = list(range(len(slots)))
        out = [None] * len(slots)
        free = order[:]
        spare = len(cards) - len(slots)
        ok = True
        for c in cards:
            if not free:
                break
            b = bit(c)
            choices = [i for i in free if slots[i][1] == 1 or not (s.voids[slots[i][0]] & b)]
            if not choices:
                if spare > 0:
                    spare -= 1
                    continue
                ok = False
                break
            pick = choices[rng.randrange(len(choices))]
            out[pick] = c
            free.remove(pick)
        if ok and not free:
            return out
    cards = pool[:]
    rng.shuffle(cards)
    return cards[:len(slots)]


# ---------------------------------------------------------------------------- AI evaluation

def evaluate(s: State, seat: int) -> float:
    """0..1 for ``seat``: final place when over; otherwise predation totals plus the awards the
    current round would give if it ended now, compared with the best opponent."""
    n = s.n
    if s.phase == "over" and len(s.awards) >= s.rounds:
        res = result(s)
        return (n - res.places[seat]) / (n - 1)
    totals = s.totals[:]
    if any(s.captured):
        scores = [hunt_score(s, i) for i in range(n)]
        proj = predation_awards(scores, s.deck)
        # weight the projection by how much of the round is played
        played = sum(len(c) for c in s.captured)
        total_cards = played + sum(len(h) for h in s.hands) + len(s.trick)
        w = played / total_cards if total_cards else 1.0
        totals = [totals[i] + w * proj[i] + 0.02 * scores[i] for i in range(n)]
    best_other = max(totals[i] for i in range(n) if i != seat)
    diff = totals[seat] - best_other
    x = 0.5 + diff / 8.0
    return 0.0 if x < 0 else 1.0 if x > 1 else x


def fast_apply(s: State, action: Action) -> None:
    """``apply`` for trusted actions (taken from ``legal_actions``): no check, events dropped."""
    kind = action.kind
    ev: list[Event] = []
    if kind == PLAY:
        _play(s, action.value, ev)
    elif kind == PASS:
        _pass(s, action.value, ev)
    elif kind == TAKE:
        _take(s, s.turn, action.value, ev)
        _advance_after_play(s, ev)
    else:
        _choose_starter(s, action.value, ev)


def rollout_key(s: State) -> int:
    """AI rollouts stop when this changes: at the end of the current round."""
    return s.round
