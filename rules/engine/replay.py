"""A finished (or saved) game stepped through forwards and backwards: the session behind a replay table.

``ReplaySession(game_id, config, seed, actions)`` offers what a table reads of a session — ``game``,
``state``, ``actions``, ``events``, ``marks``, ``current_player()``, ``result()`` — at its ``position``
(how many of the log's actions are played), and accepts no action (``live`` is False). ``step(delta)``
and ``goto(n)`` move through the log; a step back replays from the nearest checkpoint kept on the way
(every ``CHECKPOINT`` actions), so long games go back quickly. ``view(seat)`` is that seat's view, or,
with ``open_cards``, the whole state (every card open). The post-game review, the tutorial and remote
play build on it.

``from_log(record)`` reads a game as ``main.py simulate --log`` writes it (docs/log-format.md);
``from_save(data)`` a save.
"""
from __future__ import annotations

from rules.engine.core import Action, IllegalAction
from rules.engine.session import Session, UndoPlan

CHECKPOINT = 50


class ReplaySession:
    live = False

    def __init__(self, game_id: str, config: dict, seed: int, actions: list[Action], open_cards: bool = False):
        self.game_id = game_id
        self.config = dict(config)
        self.seed = int(seed)
        self.log = list(actions)
        self.open_cards = open_cards
        self._play = Session(game_id, self.config, self.seed)
        self.descriptor = self._play.descriptor
        self.game = self._play.game
        self.meta: dict = {}
        self._checkpoints: dict[int, tuple] = {0: self._snapshot()}

    # ------------------------------------------------------------------ what a table reads
    state = property(lambda self: self._play.state)
    actions = property(lambda self: self._play.actions)
    events = property(lambda self: self._play.events)
    marks = property(lambda self: self._play.marks)

    @property
    def position(self) -> int:
        return len(self._play.actions)

    @property
    def length(self) -> int:
        return len(self.log)

    def current_player(self):
        return self.game.current_player(self.state)

    def legal_actions(self) -> list:
        return []

    def result(self):
        return self.game.result(self.state)

    def view(self, seat: int):
        return self.state.clone() if self.open_cards else self.game.view(self.state, seat)

    def apply(self, action):
        raise IllegalAction("replay", "this game is being replayed: it takes no move")

    def undo_plan(self, seat, humans, mode="fair") -> UndoPlan:
        return UndoPlan(None, "nothing")

    # ------------------------------------------------------------------ moving through the log
    def _snapshot(self) -> tuple:
        p = self._play
        return (p.state.clone(), list(p.actions), list(p.events), list(p.marks), list(p._who))

    def _restore(self, snap: tuple) -> None:
        state, actions, events, marks, who = snap
        p = self._play
        p.state, p.actions, p.events, p.marks, p._who = state.clone(), list(actions), list(events), list(marks), list(who)

    def goto(self, n: int) -> int:
        """Play the log's first ``n`` actions (clamped to the log); returns the position reached."""
        n = max(0, min(int(n), len(self.log)))
        if n < self.position:
            k = max(c for c in self._checkpoints if c <= n)
            self._restore(self._checkpoints[k])
        while self.position < n:
            self._play.apply(self.log[self.position])
            if self.position % CHECKPOINT == 0 and self.position not in self._checkpoints:
                self._checkpoints[self.position] = self._snapshot()
        return self.position

    def step(self, delta: int) -> int:
        return self.goto(self.position + delta)

    def rebuild(self, n: int) -> None:
        self.goto(n)

    # ------------------------------------------------------------------ from files
    @classmethod
    def from_log(cls, record: dict, open_cards: bool = False) -> "ReplaySession":
        """A game as ``simulate --log`` writes it: ``{game, config, seed, steps: [{action}]}``."""
        actions = [Action.from_json(step["action"]) for step in record["steps"]]
        return cls(record["game"], record["config"], record["seed"], actions, open_cards)

    @classmethod
    def from_save(cls, data: dict, open_cards: bool = False) -> "ReplaySession":
        actions = [Action.from_json(a) for a in data["actions"]]
        return cls(data["game"], data["config"], data["seed"], actions, open_cards)
