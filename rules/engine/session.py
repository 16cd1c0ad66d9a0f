"""A game in progress: config, seed, the log of actions, and the state they lead to."""
from __future__ import annotations

from typing import Any, Callable

from rules.engine.core import Action, ConfigError, Event, IllegalAction
from rules.engine.data import DataError
from rules.engine.saves import APP_VERSION, SAVE_FORMAT, SaveError, check_save


class Session:
    """Owns the state; every change goes through ``apply`` so it can be saved and undone."""

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
        for act in actions or []:
            self.apply(act)

    # ------------------------------------------------------------------ play
    def current_player(self) -> int | None:
        return self.game.current_player(self.state)

    def legal_actions(self) -> list[Action]:
        return self.game.legal_actions(self.state)

    def apply(self, action: Action) -> list[Event]:
        self.marks.append(len(self.events))
        try:
            events = self.game.apply(self.state, action)
        except IllegalAction:
            self.marks.pop()
            raise
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

    # ------------------------------------------------------------------ saves
    def to_save(self, extra: dict | None = None) -> dict:
        data = {"format": SAVE_FORMAT, "app_version": APP_VERSION, "game": self.game_id,
                "config": self.config, "seed": self.seed,
                "actions": [a.to_json() for a in self.actions]}
        if extra:
            data["app"] = extra
        return data

    @classmethod
    def from_save(cls, data: Any, name: str = "save") -> "Session":
        check_save(data, name)
        from rules.registry import GAMES
        if data["game"] not in GAMES:
            raise SaveError(f"{name}: unknown game '{data['game']}'", "unknown_game", name=name, game=data["game"])
        try:
            actions = [Action.from_json(a) for a in data["actions"]]
        except (ValueError, TypeError) as exc:
            raise SaveError(f"{name}: damaged (a move is not readable: {str(exc)[:80]})", "bad_move", name=name) from None
        try:
            return cls(data["game"], data["config"], data["seed"], actions)
        except ConfigError as exc:
            raise SaveError(f"{name}: its game cannot start ({exc})", "bad_config", name=name, why=str(exc)) from None
        except IllegalAction as exc:
            raise SaveError(f"{name}: damaged (its moves do not replay: {exc.why})", "no_replay", name=name) from None
        except DataError:
            raise                     # the game's own files are broken, not the save: say so as such
        except Exception as exc:  # noqa: BLE001 - a save is untrusted input: whatever breaks, it is damaged
            raise SaveError(f"{name}: damaged (its moves do not replay: {exc.__class__.__name__})", "no_replay",
                            name=name) from None
