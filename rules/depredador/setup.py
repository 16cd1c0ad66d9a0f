"""Setting up a game of Depredador Natural and the flow between rounds.

``normalize_config`` checks a configuration, ``new_game`` builds the state and deals the first round;
``start_round`` shuffles and deals, ``after_migration`` hands out the Refugios and names who starts,
``end_round`` scores a round (rules.depredador.scoring) and deals the next one or ends the game.
Functions that take ``ev`` append their events to it; ``ev`` None (the AI's playouts) records none.
"""
from __future__ import annotations

from rules.depredador.cards import NO_COLOUR, Deck, load_deck
from rules.depredador.scoring import hunt_score, predation_parts, result
from rules.depredador.state import PH_HUNT, PH_OVER, PH_PASS, PH_STARTER, State
from rules.engine.core import ConfigError, Event
from rules.engine.rng import RNG


def normalize_config(config: dict, deck: Deck | None = None) -> dict:
    """Check a config and fill defaults; raise ConfigError with a one-line reason."""
    deck = deck or load_deck()
    cfg = dict(config or {})
    n = cfg.get("players", 4)
    if type(n) is not int or not 2 <= n <= 6:
        raise ConfigError(f"players must be 2–6, got {n!r}")
    cfg["players"] = n
    rounds = cfg.get("rounds", deck.rounds_default)
    if rounds is None:
        rounds = deck.rounds_default
    if type(rounds) is not int or not deck.rounds_min <= rounds <= deck.rounds_max:
        raise ConfigError(f"rounds must be {deck.rounds_min}–{deck.rounds_max}, got {rounds!r}")
    cfg["rounds"] = rounds
    ids = [b.id for b in deck.biomes]
    biomes = cfg.get("biomes")
    if biomes is not None:
        if (not isinstance(biomes, list) or len(biomes) != n or len(set(map(str, biomes))) != n
                or any(b not in ids for b in biomes)):
            raise ConfigError(f"biomes must be {n} different ids among {', '.join(ids)}, got {biomes!r}")
    starter = cfg.get("starter")
    if starter is not None and (type(starter) is not int or not 0 <= starter < n):
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
    s.award_parts = []
    s.hunt_scores = []
    s.starter = cfg["starter"] if cfg.get("starter") is not None else rng.randrange(n)
    s.prev_starter = s.starter
    s.chooser = None
    s.is_view = False
    s.hunts = len(round_cards(s)) // n + 1          # the dealt hand and the Refugio
    events = [Event("game_start", None, {"players": n, "rounds": s.rounds, "biomes": list(s.biomes),
                                          "starter": s.starter})]
    start_round(s, events)
    s.start_events = events
    return s


def round_cards(s: State) -> list[int]:
    """The common deck of a round: the prey of the biomes in play, one Alfa per seat, the invaders."""
    deck = s.deck
    cards = [deck.prey_id(b, v) for b in s.biomes for v in deck.prey_values]
    cards += [deck.alfa_id(i) for i in range(s.n)]
    cards += [deck.invader_id(v) for v in deck.invader_by_players[s.n]]
    return cards


def start_round(s: State, ev: list | None) -> None:
    """Shuffle the common deck, deal it out and open the migration (or go straight on without one)."""
    deck = s.deck
    n = s.n
    s.round += 1
    cards = round_cards(s)
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
    if ev is not None:
        ev.append(Event("round_start", None, {"round": s.round, "rounds": s.rounds}))
        for i in range(n):
            ev.append(Event("deal", i, {"cards": list(s.hands[i])}, frozenset([i])))
    if deck.pass_count > 0:
        s.phase = PH_PASS
        s.turn = 0
        if ev is not None:
            ev.append(Event("migration", None, {"direction": pass_direction(s.round), "count": deck.pass_count}))
    else:
        after_migration(s, ev)


def pass_direction(round_no: int) -> str:
    return "left" if round_no % 2 == 1 else "right"


def pass_target(s: State, seat: int) -> int:
    return (seat + 1) % s.n if s.round % 2 == 1 else (seat - 1) % s.n


def after_migration(s: State, ev: list | None) -> None:
    """Every player takes their Refugio; round 1 starts with the chosen hunter, later rounds with the
    lowest total choosing one."""
    deck = s.deck
    for seat in range(s.n):
        s.hands[seat].append(deck.refugio_id(seat))
        s.hands[seat].sort()
        if ev is not None:
            ev.append(Event("refugio", seat, {"card": deck.refugio_id(seat)}))
    if s.round == 1:
        s.phase = PH_HUNT
        s.turn = s.starter
        if ev is not None:
            ev.append(Event("starter", s.starter, {"by": None}))
    else:
        s.chooser = lowest_total_chooser(s.totals, s.prev_starter)
        s.phase = PH_STARTER
        s.turn = s.chooser
        if ev is not None:
            ev.append(Event("choose_starter", s.chooser, {"totals": list(s.totals)}))


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


def end_round(s: State, ev: list | None) -> None:
    """Score the round, add the awards to the totals, then deal the next round or end the game."""
    scores = [hunt_score(s, i) for i in range(s.n)]
    parts = predation_parts(scores, s.deck)
    awards = [sum(p) for p in parts]
    s.hunt_scores.append(scores)
    s.award_parts.append(parts)
    s.awards.append(awards)
    for i in range(s.n):
        s.totals[i] += awards[i]
    if ev is not None:
        ev.append(Event("round_end", None, {"round": s.round, "scores": scores, "awards": awards,
                                            "award_parts": [list(p) for p in parts],
                                            "totals": list(s.totals), "biomes": list(s.player_biome)}))
    s.prev_starter = s.starter
    if s.round >= s.rounds:
        s.phase = PH_OVER
        s.turn = None
        if ev is not None:
            res = result(s)
            ev.append(Event("game_end", None, {"totals": list(s.totals), "places": res.places}))
        return
    if s.is_view or s.rng is None:
        # A search state without randomness cannot deal: it stops here.
        s.phase = PH_OVER
        s.turn = None
        return
    start_round(s, ev)
