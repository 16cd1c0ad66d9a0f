"""The session driver: what moves a table's game on, whatever is behind it.

``SessionDriver(session, seats, persist)`` asks the session who is to move, asks that seat's policy for a
decision (a bot thinks on its thread), applies actions, undoes, and keeps the game on disk through
``persist`` (a local game saves after every change; a replay keeps nothing). It caches the view of the
seat shown and its legal actions. It knows nothing of drawing; the table asks it and draws.

The session is anything with the table-facing interface (``rules.engine.session.Session`` for a local
game, ``rules.engine.replay.ReplaySession`` for a finished one): ``game``, ``state``, ``actions``,
``events``, ``current_player()``, ``apply(action)``, ``undo_plan(seat, humans, mode)``,
``view(seat)``, ``rebuild(n)``, ``result()`` and ``live`` (False: it accepts no action, e.g. a replay);
``game/net/remote.RemoteSession`` is a seat at a server's table (``pending`` while a move is on its way)."""
from __future__ import annotations

from rules.engine.core import IllegalAction
from rules.engine.session import UndoPlan


class SessionDriver:
    def __init__(self, session, seats, persist=None):
        self.session = session
        self.game = session.game
        self.seats = seats
        self.persist = persist                 # fn(session) -> error line | None, or None
        self.epoch = 0                         # grows at every undo: a view or a search of before is stale
        self.hold: float | None = None         # seconds before the next AI move is applied
        self._view_key = None
        self._view = None
        self.legal: list = []
        self._undo_cache = None

    @property
    def live(self) -> bool:
        return self.session.live

    # ------------------------------------------------------------------ who moves, what is seen
    def current(self) -> int | None:
        return self.game.current_player(self.session.state)

    def moment(self):
        """What identifies the game's position: a view or a search of another moment is stale."""
        return (self.epoch, len(self.session.actions), self.waiting())

    def waiting(self) -> bool:
        """A move sent to a server and not answered yet (a remote seat's session): nothing is legal."""
        return bool(getattr(self.session, "pending", False))

    def view(self, seat: int):
        """``(view, fresh)``: the seat's view (cached per moment); ``legal`` follows it (the actions of
        that seat when it is to move, else none). ``fresh`` is True when it was just made."""
        key = (self.moment(), seat)
        if key == self._view_key:
            return self._view, False
        self._view_key = key
        v = self._view = self.session.view(seat)
        live = self.live and self.game.current_player(v) == seat and not key[0][2]
        self.legal = list(self.game.legal_actions(v)) if live else []
        return v, True

    def forget_view(self) -> None:
        self._view_key = None

    # ------------------------------------------------------------------ acting
    def apply(self, action):
        """Apply through the session and keep it on disk. Returns None, or the refusal ``(rule, why)``."""
        if not self.live:
            return ("replay", "this game is being replayed")
        try:
            self.session.apply(action)
        except IllegalAction as exc:
            return (exc.rule, exc.why)
        self._undo_cache = None
        return None

    def why_illegal(self, seat: int, action):
        """``(rule, why)`` when the rules refuse ``action`` for the seat shown now, else None."""
        v, _ = self.view(seat)
        bad = self.game.why_illegal(v, action)
        if bad is None:
            return None
        return bad if isinstance(bad, tuple) else (bad.rule, bad.why)

    def save(self) -> str | None:
        """Keep the game on disk (an error line, or None)."""
        return self.persist(self.session) if self.persist and self.live else None

    # ------------------------------------------------------------------ computer players
    def step_bots(self, may_apply: bool):
        """Start, look at or apply the decision of the seat to move when it is not a local human.
        Returns ``(action applied or None, error of a bot or None)``."""
        p = self.current()
        if p is None or self.seats.is_human(p) or not self.live:
            return None, None
        policy = self.seats.policies[p]
        if getattr(policy, "remote", False):
            return None, None                   # moved by the server: its update will come
        key = self.moment()
        if getattr(policy, "stale", lambda k: False)(key):
            return None, None                   # a search of before an undo is still running: let it end
        if not policy.busy():
            policy.start(self.game, self.session.state.clone(), p, key)
            return None, None
        if not may_apply:
            return None, None
        done, action, error = policy.poll(key)
        if not done:
            return None, None
        legal = self.game.legal_actions(self.session.state)
        if action is None or action not in legal:
            action = legal[0]
        bad = self.apply(action)
        return (action if bad is None else None), error

    def thinking(self) -> bool:
        return self.seats.busy()

    def wait_for_bots(self, seconds: float) -> None:
        for policy in self.seats.policies.values():
            policy.wait(seconds)

    # ------------------------------------------------------------------ undo
    def undo_plan(self, seat: int | None, mode: str) -> UndoPlan:
        """The session's answer for ``seat`` (kept per moment and mode)."""
        key = (self.moment(), seat, mode, getattr(self.session, "undo_news", None))
        if self._undo_cache is None or self._undo_cache[0] != key:
            if seat is None or not self.live:
                plan = UndoPlan(None, "nothing")
            else:
                plan = self.session.undo_plan(seat, set(self.seats.humans), mode)
            self._undo_cache = (key, plan)
        return self._undo_cache[1]

    def undo(self, plan: UndoPlan) -> None:
        """Take the plan's undo (the caller checked it is allowed)."""
        if plan.crosses:
            self.session.meta["practice"] = True      # a reveal taken back: a practice game from now on
        self.session.rebuild(plan.point)
        self.epoch += 1
        self.hold = 0.0
        self._undo_cache = None
        self._view_key = None
