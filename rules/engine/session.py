"""A game in progress: config, seed, the log of actions, and the state they lead to."""
from __future__ import annotations

from typing import Any, Callable

from rules.engine.core import Action, ConfigError, Event, IllegalAction
from rules.engine.data import DataError
from rules.engine.saves import APP_VERSION, SAVE_FORMAT, SaveError, check_save


class UndoPlan:
    """``point``: how many actions to keep (None: undo refused); ``reason`` why it is refused (``off``,
    ``nothing``, ``other_human``, ``revealed_own``, ``revealed_other``) and ``who`` the seat it names;
    ``crosses``: a practice undo that takes back a reveal."""

    __slots__ = ("point", "reason", "who", "crosses")

    def __init__(self, point: int | None, reason: str | None = None, who: int | None = None, crosses: bool = False):
        self.point, self.reason, self.who, self.crosses = point, reason, who, crosses

    def __repr__(self) -> str:
        return f"UndoPlan(point={self.point}, reason={self.reason}, who={self.who}, crosses={self.crosses})"


class Session:
    """Owns the state; every change goes through ``apply`` so it can be saved and undone. The local game
    behind a table (``live``: it takes moves); ``rules.engine.replay.ReplaySession`` is the replay one."""

    live = True

    def __init__(self, game_id: str, config: dict, seed: int, actions: list[Action] | None = None):
        from rules.registry import descriptor
        self.game_id = game_id
        self.descriptor = descriptor(game_id)
        self.game = self.descriptor.rules
        self.config = dict(config)
        self.seed = int(seed)
        self.state = self.game.new_game(self.config, self.seed)
        self.actions: list[Action] = []
        self.events: list[Event] = list(self.game.start_events(self.state))
        # index into self.events where the events of action i begin
        self.marks: list[int] = []
        # what the app keeps with a save ("app" in the file): its id, write counter, practice mark...
        self.meta: dict = {}
        self._who: list = []            # who decided each action
        self._reveals: dict = {}        # (index, seat) -> did that action show that seat something hidden?
        self._cursor = None             # (k, the state after the first k actions): where judging goes on
        for act in actions or []:
            self.apply(act)

    # ------------------------------------------------------------------ play
    def current_player(self) -> int | None:
        return self.game.current_player(self.state)

    def legal_actions(self) -> list[Action]:
        return self.game.legal_actions(self.state)

    def view(self, seat: int):
        """What ``seat`` may see now (the table draws only this)."""
        return self.game.view(self.state, seat)

    def apply(self, action: Action) -> list[Event]:
        self.marks.append(len(self.events))
        who = self.game.current_player(self.state)
        try:
            events = self.game.apply(self.state, action)
        except IllegalAction:
            self.marks.pop()
            raise
        self._who.append(who)
        self.actions.append(action)
        self.events.extend(events)
        return events

    def result(self):
        return self.game.result(self.state)

    # ------------------------------------------------------------------ undo
    def rebuild(self, n_actions: int) -> None:
        """Replay the first ``n_actions`` actions from the seed."""
        keep = self.actions[:n_actions]
        fresh = Session(self.game_id, self.config, self.seed, keep)
        self.state, self.actions, self.events, self.marks = fresh.state, fresh.actions, fresh.events, fresh.marks
        self._who = fresh._who
        self._reveals = {k: v for k, v in self._reveals.items() if k[0] < n_actions}
        if self._cursor is not None and self._cursor[0] > n_actions:
            self._cursor = None

    def undo_point(self, is_human: Callable[[int], bool]) -> int | None:
        """How many actions to keep to return to the latest decision a human took (None: nothing to undo)."""
        if not self.actions:
            return None
        # Replay to learn who decided each action (cheap: games are short).
        st = self.game.new_game(self.config, self.seed)
        deciders = []
        for act in self.actions:
            deciders.append(self.game.current_player(st))
            self.game.apply(st, act, log=False)
        for i in range(len(self.actions) - 1, -1, -1):
            if deciders[i] is not None and is_human(deciders[i]):
                return i
        return None

    def undo(self, is_human: Callable[[int], bool]) -> bool:
        point = self.undo_point(is_human)
        if point is None:
            return False
        self.rebuild(point)
        return True

    # ------------------------------------------------------------------ fair undo
    def deciders(self) -> list:
        """Who decided each action (recorded as they are applied)."""
        return self._who

    def revealed_to(self, seat: int, start: int) -> int | None:
        """The first action from index ``start`` on that showed ``seat`` a hidden card or a random
        draw (``rules.engine.reveal``), or None. Verdicts are kept (they depend only on the log before
        them), and a replay cursor is kept too, so each action is judged once, as the game goes on."""
        from rules.engine.reveal import revealed
        cache = self._reveals
        todo = [i for i in range(start, len(self.actions)) if (i, seat) not in cache]
        if todo:
            k, st = self._cursor if self._cursor is not None and self._cursor[0] <= todo[0] else (0, None)
            if st is None:
                st = self.game.new_game(self.config, self.seed)
            for i in range(k, len(self.actions)):
                act = self.actions[i]
                if i >= todo[0] and (i, seat) not in cache:
                    before = st.clone()
                    self.game.apply(st, act, log=False)
                    cache[(i, seat)] = revealed(self.game, before, act, st, seat,
                                                (self.seed * 1_000_003 + i * 31 + seat) % (1 << 62))
                else:
                    self.game.apply(st, act, log=False)
            self._cursor = (len(self.actions), st)
        for i in range(start, len(self.actions)):
            if cache[(i, seat)]:
                return i
        return None

    def undo_plan(self, seat: int, humans, mode: str = "fair") -> "UndoPlan":
        """Whether ``seat`` may take back its latest decision now, and how far back that goes.

        ``mode``: ``off`` (never), ``fair`` (not past an action that showed ``seat`` hidden or random
        information: the card drawn has been seen), ``practice`` (always; ``crosses`` then says the
        game is played as practice). Never past a decision of another human (``humans``): in hot-seat a
        player takes back only their own decisions of their own turn."""
        if mode == "off":
            return UndoPlan(None, "off")
        who = self.deciders()
        mine = [i for i, p in enumerate(who) if p == seat]
        if not mine:
            return UndoPlan(None, "nothing")
        point = mine[-1]
        for j in range(point + 1, len(who)):
            if who[j] in humans and who[j] != seat:
                return UndoPlan(None, "other_human", who=who[j])
        try:
            crossing = self.revealed_to(seat, point)
        except Exception:  # noqa: BLE001 - a position built by hand does not replay from its seed
            return UndoPlan(None, "nothing")
        if crossing is not None and mode != "practice":
            return UndoPlan(None, "revealed_own" if who[crossing] == seat else "revealed_other",
                            who=who[crossing])
        return UndoPlan(point, None, crosses=crossing is not None)

    # ------------------------------------------------------------------ saves
    def to_save(self, extra: dict | None = None) -> dict:
        data = {"format": SAVE_FORMAT, "app_version": APP_VERSION, "game": self.game_id,
                "config": self.config, "seed": self.seed,
                "actions": [a.to_json() for a in self.actions]}
        app = {**self.meta, **(extra or {})}
        if app:
            data["app"] = app
        return data

    @classmethod
    def from_save(cls, data: Any, name: str = "save") -> "Session":
        check_save(data, name)
        from rules.registry import GAMES
        if data["game"] not in GAMES:
            raise SaveError(f"{name}: unknown game '{data['game']}'", "unknown_game", name=name, game=data["game"])
        problem = config_problem(data["game"], data["config"])
        if problem:
            raise SaveError(f"{name}: its game cannot start ({problem})", "bad_config", name=name, why=problem)
        try:
            actions = [Action.from_json(a) for a in data["actions"]]
        except (ValueError, TypeError) as exc:
            raise SaveError(f"{name}: damaged (a move is not readable: {str(exc)[:80]})", "bad_move", name=name) from None
        try:
            session = cls(data["game"], data["config"], data["seed"], actions)
        except ConfigError as exc:
            raise SaveError(f"{name}: its game cannot start ({exc})", "bad_config", name=name, why=str(exc)) from None
        except IllegalAction as exc:
            raise SaveError(f"{name}: damaged (its moves do not replay: {exc.why})", "no_replay", name=name) from None
        except DataError:
            raise                     # the game's own files are broken, not the save: say so as such
        except Exception as exc:  # noqa: BLE001 - a save is untrusted input: whatever breaks, it is damaged
            raise SaveError(f"{name}: damaged (its moves do not replay: {exc.__class__.__name__})", "no_replay",
                            name=name) from None
        app = data.get("app")
        session.meta = dict(app) if isinstance(app, dict) else {}
        return session


SHARED_KEYS = ("players", "seats", "names")


def config_problem(game_id: str, config: dict) -> str | None:
    """Why a loaded game's config cannot be trusted (one line), or None: the player count the game
    allows, one known seat kind and one valid name per player, and no key but those and the game's
    declared options."""
    from rules.ai import LEVELS
    from rules.engine.names import name_problem
    from rules.registry import descriptor
    kinds = ("human", *LEVELS)
    d = descriptor(game_id)
    n = config.get("players")
    if type(n) is not int or n not in d.allowed_players():
        return f"{n!r} players: {game_id} takes {d.players_label()}"
    seats = config.get("seats")
    if seats is not None:
        if not isinstance(seats, list) or len(seats) != n:
            return f"the seats are not one per player ({seats!r:.60})"
        for k in seats:
            if k not in kinds:
                return f"unknown seat level {k!r:.30} (known: {', '.join(kinds)})"
    names = config.get("names")
    if names is not None:
        if not isinstance(names, list) or len(names) != n:
            return "the names are not one per player"
        for x in names:
            why = name_problem(x)
            if why:
                return f"player name {x!r:.40}: {why}"
    for key in config:
        if key not in SHARED_KEYS and d.option(key) is None:
            return f"unknown option {key!r:.40} (its options: {', '.join(o.key for o in d.options) or 'none'})"
    return None
