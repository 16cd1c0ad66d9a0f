"""The protocol every game follows, and the descriptor by which a game declares itself.

A game is a plug-in: ``rules/<game>/`` exports one :class:`GameDescriptor` (id, names, players, its
configuration options as a typed schema, its data files) whose ``rules`` object follows
:class:`GameRules`. ``rules/registry.py`` lists the descriptors; nothing else names a game.

The required calls (the shape of OpenSpiel's ``State`` and boardgame.io's moves)::

    normalize_config(config) -> dict       # checked config with defaults; ConfigError with one line
    new_game(config, seed) -> State        # the RNG lives in the State
    current_player(state) -> int | None    # None when the game is over
    legal_actions(state) -> list[Action]
    apply(state, action, log=True) -> list[Event]   # IllegalAction leaves the state untouched
    view(state, player) -> State           # what that player may see (rng removed)
    determinize(view, player, rng) -> State
    result(state) -> Result | None
    evaluate(state, player) -> float       # 0..1, the AI's estimate of the player's chances

Optional hooks have defaults in :class:`RulesBase` (a game overrides what it needs); the few that a game
may simply not have (``search_actions``, ``expansion_order``, ``rollout_done``, ``take_backs``) are None
there. Every game's rules subclass RulesBase, so callers never probe with ``getattr``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Callable, Protocol, runtime_checkable

from rules.engine.core import Action, ConfigError, Event, IllegalAction, Result


@runtime_checkable
class GameState(Protocol):
    """What every state offers: a hand-written copy (the AI clones thousands of times a second)."""

    def clone(self) -> "GameState": ...


@runtime_checkable
class GameRules(Protocol):
    """The calls every game answers. :class:`RulesBase` gives the optional ones their defaults."""

    def normalize_config(self, config: dict) -> dict: ...
    def new_game(self, config: dict, seed: int) -> Any: ...
    def current_player(self, state: Any) -> int | None: ...
    def legal_actions(self, state: Any) -> list[Action]: ...
    def apply(self, state: Any, action: Action, log: bool = True) -> list[Event]: ...
    def view(self, state: Any, player: int) -> Any: ...
    def determinize(self, view: Any, player: int, rng: Any) -> Any: ...
    def result(self, state: Any) -> Result | None: ...
    def evaluate(self, state: Any, player: int) -> float: ...

    # optional hooks (defaults in RulesBase)
    def fast_apply(self, state: Any, action: Action) -> None: ...
    def rollout_key(self, state: Any) -> Any: ...
    def tree_key(self, state: Any) -> Any: ...
    search_actions: Callable | None          # optional hooks that may be None (see RulesBase)
    expansion_order: Callable | None
    rollout_done: Callable | None
    take_backs: Callable | None
    score_track: Callable | None
    def why_illegal(self, state: Any, action: Action) -> tuple[str, str] | None: ...
    def start_events(self, state: Any) -> list[Event]: ...
    def seen_by(self, state: Any) -> int | None: ...
    def rollout_policy(self, state: Any, legal: list[Action], rng: Any) -> Action: ...


class RulesBase:
    """Defaults for the optional hooks. A game subclasses it and writes the required calls."""

    def normalize_config(self, config: dict) -> dict:
        return dict(config or {})

    def fast_apply(self, state: Any, action: Action) -> None:
        """Apply without events or checks (the AI's playouts); default: ``apply(log=False)``."""
        self.apply(state, action, log=False)  # type: ignore[attr-defined]

    def rollout_key(self, state: Any) -> Any:
        """Playouts stop when this value changes (e.g. at the end of the turn); None: play to the end."""
        return None

    def tree_key(self, state: Any) -> Any:
        """A search tree grows only while this value equals its value at the root (e.g. within the
        turn being decided, leaving what follows to ``evaluate``); None: no limit."""
        return None

    # Optional hooks that are None when a game has none (the search then does without; nobody probes
    # with getattr: every game's rules subclass RulesBase, so each name is always there):
    #: ``search_actions(state, legal) -> list``: the legal actions a search considers here (never empty
    #: when ``legal`` is not): a game may leave aside moves that only lead back to where it was (taking a
    #: declaration back) or that reach the same position in another order. None: all of them.
    search_actions = None
    #: ``expansion_order(state, actions) -> list``: the order a search tries a node's actions in for the
    #: first time, likeliest best first; a node below the root then widens slowly (1 + sqrt(visits)
    #: actions). None: untried actions are tried at random.
    expansion_order = None
    #: ``rollout_done(start_key, state) -> bool``: a playout started where ``rollout_key`` was
    #: ``start_key`` is over (e.g. at the end of the turn after the one it starts in). None: it is over
    #: when ``rollout_key`` changes.
    rollout_done = None
    #: ``win_chance(state, seat) -> float`` (0..1): the review's and the hints' judgement of a full state for
    #: ``seat`` when the search's ``evaluate`` is not an absolute one (None: ``evaluate``).
    win_chance = None
    #: ``take_backs(state) -> list[Action]``: actions that take back a choice of the current decision
    #: (a migration pick, a declaration); legal, but not listed by ``legal_actions`` because they do not
    #: move the game on (the table offers them). None: the game has none.
    take_backs = None
    #: ``score_track(state) -> (unit, number, scores) | None``: where the score stands now, for the
    #: results' chart of each player's score over the game: ``unit`` one of "turn", "round", "hunt",
    #: "game", ``number`` which one, ``scores`` one number per seat. None: the game draws no chart.
    score_track = None

    def why_illegal(self, state: Any, action: Action) -> tuple[str, str] | None:
        """``(rule, explanation)`` when ``action`` is refused now, None when it is legal."""
        try:
            probe = state.clone()
            self.apply(probe, action, log=False)  # type: ignore[attr-defined]
        except IllegalAction as exc:
            return (exc.rule, exc.why)
        return None

    def start_events(self, state: Any) -> list[Event]:
        """Events of the set-up (dealing, the first phase): shown in the log before any action."""
        return list(getattr(state, "start_events", None) or [])

    def seen_by(self, state: Any) -> int | None:
        """The seat a view was made for (None for a full state)."""
        return None

    def rollout_policy(self, state: Any, legal: list[Action], rng: Any) -> Action:
        """The playout move; default uniformly random."""
        return legal[rng.randrange(len(legal))]


# ---------------------------------------------------------------- strict action values

def is_action_value(value: Any, depth: int = 0) -> bool:
    """True for the values an Action may carry: None, int (not bool), str, tuples of these."""
    if value is None or type(value) is int or type(value) is str:
        return True
    if type(value) is tuple and depth < 6:
        return all(is_action_value(v, depth + 1) for v in value)
    return False


def require_well_formed(action: Any) -> None:
    """Raise IllegalAction unless ``action`` is an Action whose value has only the allowed types (no
    bools, floats, lists, dicts): the first check of every ``apply``, before the game's own."""
    if not isinstance(action, Action) or type(action.kind) is not str or not is_action_value(action.value):
        raise IllegalAction("malformed", f"not a well-formed action: {action!r}")


def require_legal(legal: list[Action], action: Any, rule: str = "illegal") -> None:
    """Raise IllegalAction unless ``action`` is exactly one of ``legal`` (types included: ``True``
    is not ``1`` and ``1.0`` is not ``1``, although Python's ``==`` says they are)."""
    if not isinstance(action, Action) or not isinstance(action.kind, str) or not is_action_value(action.value):
        raise IllegalAction("malformed", f"not a well-formed action: {action!r}")
    if action not in legal:
        raise IllegalAction(rule, f"{action} is not a legal action now")


# ---------------------------------------------------------------- configuration options

OPTION_KINDS = ("int", "bool", "choice", "seat", "list")


@dataclass(frozen=True)
class Option:
    """One configuration option of a game (OpenSpiel's ``parameter_specification``).

    ``kind``: ``int`` (``min``..``max``), ``bool``, ``choice`` (one of ``choices``), ``seat`` (a seat
    number or None = decided at random), ``list`` (one of ``choices`` per seat). ``label`` is an
    interface-string key; ``choice_labels`` keys per choice (optional). ``setup`` False keeps an option
    out of the generic setup controls (the game's own widget sets it, or it is for the command line)."""

    key: str
    kind: str
    default: Any
    label: str
    choices: tuple = ()
    min: int | None = None
    max: int | None = None
    help: str | None = None
    choice_labels: tuple = ()
    setup: bool = True
    players: tuple[int, ...] | None = None     # shown only for these player counts

    def __post_init__(self) -> None:
        if self.kind not in OPTION_KINDS:
            raise ValueError(f"option {self.key}: unknown kind {self.kind!r}")

    def parse(self, raw: str) -> Any:
        """The value of ``--option KEY=RAW``; ConfigError with one line when it is not valid."""
        raw = raw.strip()
        if self.kind == "int":
            try:
                return int(raw)
            except ValueError:
                raise ConfigError(f"option {self.key}: expected a whole number, got '{raw}'") from None
        if self.kind == "bool":
            low = raw.lower()
            if low in ("1", "true", "yes", "on"):
                return True
            if low in ("0", "false", "no", "off"):
                return False
            raise ConfigError(f"option {self.key}: expected true or false, got '{raw}'")
        if self.kind == "seat":
            if raw.lower() in ("", "random", "none"):
                return None
            try:
                return int(raw)
            except ValueError:
                raise ConfigError(f"option {self.key}: expected a seat number or 'random', got '{raw}'") from None
        if self.kind == "list":
            return [part.strip() for part in raw.split(",") if part.strip()]
        return self._coerce_choice(raw)

    def _coerce_choice(self, raw: str) -> Any:
        for c in self.choices:
            if str(c) == raw:
                return c
        raise ConfigError(f"option {self.key}: expected one of {', '.join(map(str, self.choices))}, got '{raw}'")

    def check(self, value: Any, players: int | None = None) -> Any:
        """``value`` when it is valid for this option, else ConfigError with one line."""
        k = self.key
        if self.kind == "int":
            if type(value) is not int:
                raise ConfigError(f"option {k}: expected a whole number, got {value!r}")
            if (self.min is not None and value < self.min) or (self.max is not None and value > self.max):
                raise ConfigError(f"option {k}: must be {self.min}–{self.max}, got {value}")
            return value
        if self.kind == "bool":
            if type(value) is not bool:
                raise ConfigError(f"option {k}: expected true or false, got {value!r}")
            return value
        if self.kind == "seat":
            if value is None:
                return None
            hi = (players or 1) - 1
            if type(value) is not int or not 0 <= value <= hi:
                raise ConfigError(f"option {k}: must be a seat 0–{hi} or empty, got {value!r}")
            return value
        if self.kind == "list":
            if not isinstance(value, list):
                raise ConfigError(f"option {k}: expected a list, got {value!r}")
            return value
        if value not in self.choices or type(value) is bool:
            raise ConfigError(f"option {k}: expected one of {', '.join(map(str, self.choices))}, got {value!r}")
        return value


def check_options(options: tuple[Option, ...], config: dict, players: int) -> dict:
    """Fill defaults and check every option of ``config`` against the schema (unknown keys are left to
    the game: seats, names and embedded data such as decks)."""
    cfg = dict(config)
    for opt in options:
        if opt.players is not None and players not in opt.players:
            cfg.pop(opt.key, None)
            continue
        if opt.key not in cfg or (cfg[opt.key] is None and opt.kind != "seat"):
            cfg[opt.key] = opt.default
        else:
            cfg[opt.key] = opt.check(cfg[opt.key], players)
    return cfg


# ---------------------------------------------------------------- the descriptor

@dataclass(frozen=True)
class GameDescriptor:
    """How a game declares itself (PySolFC's ``registerGame``, OpenSpiel's ``GameType``).

    Its parts are named by dotted path (``"rules.<game>.game:RULES"``) and resolved on first use
    (``rules.engine.refs``), so the registry lists every game without loading one: ``load`` names the
    game's rules object, ``check_data`` a function ``(root) -> problems``, ``bench`` a function returning
    its bench sections, ``bots`` a function ``(level, seed, safety_net) -> bot``. ``check_data(root)``
    returns the problems
    of the game's data files under ``root`` (a ``data/`` folder). ``data_files`` are the paths (under
    data/) the game reads, for packaging. ``ai_budgets``: per level, ``iterations`` (the decision budget,
    reproducible) and ``time_limit`` (a safety net used only in the interactive app)."""

    id: str
    names: dict
    min_players: int
    max_players: int
    default_players: int
    load: Any                                        # "rules.<game>.game:RULES"
    options: tuple[Option, ...] = ()
    check_data: Callable[[str], list] = field(default=lambda root: [])
    data_dirs: tuple[str, ...] = ()
    ai_budgets: dict = field(default_factory=dict)
    player_counts: tuple[int, ...] | None = None     # when not every count in the range is allowed
    tagline: dict = field(default_factory=dict)
    bench: Callable[[], dict] | None = None          # the game's own bench sections: {name: fn(quick) -> dict}
    # the game's own computer players: fn(level, seed, safety_net) -> bot, or None for the shared ones
    bots: Callable[[str, int, bool], Any] | None = None

    def __post_init__(self) -> None:
        from rules.engine.refs import factory, function
        object.__setattr__(self, "load", factory(self.load))
        for name in ("check_data", "bench", "bots"):
            object.__setattr__(self, name, function(getattr(self, name)))

    def make_bot(self, level: str, seed: int = 0, safety_net: bool = False):
        """A computer player of ``level`` for this game: the game's own (``bots``) or the shared
        ISMCTS of rules.ai with this game's ``ai_budgets``."""
        if self.bots is not None:
            return self.bots(level, seed, safety_net)
        from rules.ai.bots import make_bot
        return make_bot(level, seed, self.ai_budgets, safety_net=safety_net)

    def analyse(self, view, seat: int, top: int = 3, seed: int = 0, level: str = "hard") -> list:
        """The analyst (hints, review): the ``top`` choices of ``level``'s search from ``view`` (what
        ``seat`` may see, nothing more), best first, as ``rules.ai.parallel.Choice``; reproducible for
        the same seed and view."""
        legal = self.rules.legal_actions(view)
        if len(legal) == 1:
            from rules.ai.parallel import Choice
            return [Choice(legal[0], 1, 1.0, float("nan"))]
        return self.make_bot(level, seed).rank(self.rules, view, seat, legal)[:top]

    @cached_property
    def rules(self) -> GameRules:
        return self.load()

    def name(self, lang: str = "en") -> str:
        return self.names.get(lang) or self.names.get("en") or self.id

    def option(self, key: str) -> Option | None:
        for o in self.options:
            if o.key == key:
                return o
        return None

    def allowed_players(self) -> tuple[int, ...]:
        if self.player_counts:
            return self.player_counts
        return tuple(range(self.min_players, self.max_players + 1))

    def players_label(self) -> str:
        """``2–6`` for a range, ``2 or 4`` otherwise."""
        counts = self.allowed_players()
        if list(counts) == list(range(counts[0], counts[-1] + 1)):
            return f"{counts[0]}–{counts[-1]}" if len(counts) > 1 else str(counts[0])
        return ", ".join(map(str, counts[:-1])) + f" or {counts[-1]}"

    def parse_option(self, item: str) -> tuple[str, Any]:
        """``KEY=VALUE`` from the command line, checked against the schema (ConfigError, one line)."""
        if "=" not in item:
            raise ConfigError(f"--option must look like KEY=VALUE, not '{item}'")
        key, raw = item.split("=", 1)
        key = key.strip()
        opt = self.option(key)
        if opt is None:
            known = ", ".join(o.key for o in self.options) or "none"
            raise ConfigError(f"{self.id} has no option '{key}' (its options: {known})")
        return key, opt.parse(raw)
