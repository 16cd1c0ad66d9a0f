"""Configuration and set-up: the deck with its winter cards, the hands, the mulligans."""
from __future__ import annotations

from rules.engine.core import ConfigError, Event
from rules.engine.protocol import check_options
from rules.engine.rng import RNG
from rules.forest_shuffle.cards import db
from rules.forest_shuffle.constants import T_MULL
from rules.forest_shuffle.state import State

MIN_PLAYERS, MAX_PLAYERS, DEFAULT_PLAYERS = 2, 5, 2


def options():
    from rules.forest_shuffle import DESCRIPTOR
    return DESCRIPTOR.options


def normalize_config(config: dict | None) -> dict:
    """The checked config with defaults filled (``seats`` and ``names`` are left as they are)."""
    cfg = dict(config or {})
    n = cfg.get("players", DEFAULT_PLAYERS)
    if type(n) is not int or not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise ConfigError(f"Forest Shuffle is for {MIN_PLAYERS}–{MAX_PLAYERS} players, got {n!r}")
    cfg["players"] = n
    return check_options(options(), cfg, n)


def build_deck(n_players: int, rng: RNG) -> tuple[list, list, int]:
    """(deck, box, winter_at): the 158 cards shuffled, some returned unseen to the box for fewer than
    5 players, then three piles; two winter cards are shuffled into the bottom pile (floor of a
    third) and the third laid on top of it, so the first winter card starts the bottom third.
    ``deck[-1]`` is the top card; ``winter_at`` is the index of that first winter card."""
    d = db()
    cards = list(range(d.n_deck))
    rng.shuffle(cards)
    k = d.removed[n_players]
    box, rest = cards[:k], cards[k:]
    bottom_n = len(rest) // 3
    w1, w2, w3 = d.winter
    bottom = rest[:bottom_n] + [w1, w2]
    rng.shuffle(bottom)
    deck = bottom + [w3] + rest[bottom_n:]
    return deck, box, len(bottom)


def new_game(config: dict | None, seed: int) -> State:
    cfg = normalize_config(config)
    d = db()
    n = cfg["players"]
    rng = RNG(seed)
    s = State()
    s.n = n
    s.config = cfg
    s.rng = rng
    starter = cfg.get("starter")
    s.start = starter if starter is not None else rng.randrange(n)
    s.turn = s.start
    s.deck, s.box, s.winter_at = build_deck(n, rng)
    s.clearing = []
    s.hands = [[] for _ in range(n)]
    s.pub = [frozenset() for _ in range(n)]
    s.forests = [[] for _ in range(n)]
    s.cave_open = [[] for _ in range(n)]
    s.cave_hidden = [[] for _ in range(n)]
    s.mull = [[] for _ in range(n)]
    s.mush = tuple(0 for _ in d.triggers)
    ev = [Event("setup", None, {"players": n, "removed": len(s.box), "deck": len(s.deck), "start": s.start,
                                "winter_at": s.winter_at})]
    for p in range(n):
        for _ in range(d.hand_size):
            s.hands[p].append(s.deck.pop())
        ev.append(Event("deal", p, {"cards": [d.card_ids[c] for c in s.hands[p]]}, frozenset((p,))))
        others = frozenset(q for q in range(n) if q != p)
        ev.append(Event("deal", p, {"count": d.hand_size}, others))
    order = [(s.start + i) % n for i in range(n)]
    offered = [p for p in order if not any(d.is_tree[c] for c in s.hands[p])]
    for p in offered:
        ev.append(Event("mulligan_offered", p, {}))
    for p in reversed(offered):
        s.stack.append((T_MULL, p))
    from rules.forest_shuffle.moves import advance
    s.ev = ev                       # the first turn's start (when nobody may take a mulligan) is told too
    advance(s)
    s.ev = None
    s.start_ev = ev
    return s
