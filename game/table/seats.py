"""Who sits at a table and how each seat decides.

``Seats`` holds the player count, each seat's kind (``human`` or an AI level) and name, the local humans
and whether the table is played hot-seat (two humans or more at one screen). Each seat has a
**policy**: ``HumanSeat`` (its decisions come from clicks at this screen) or ``BotSeat`` (a computer
player that thinks on a thread from the view it may see, so the window never freezes). A remote seat
(a friend across the internet, or the server's AI) is a third policy, ``RemoteSeat``: the server
moves it, this screen waits. The driver asks a policy for a decision and never knows which kind it is."""
from __future__ import annotations

import threading

from rules.engine.names import name_problem


class SeatPolicy:
    """How one seat decides. ``local_human``: its decisions are clicks at this screen."""

    local_human = False

    def start(self, game, state, seat: int, key) -> None:
        """Begin deciding for ``seat`` in ``state`` (a copy); ``key`` identifies the moment."""

    def poll(self, key):
        """``(done, action, error)`` for the decision begun at ``key``: done False while thinking."""
        return (False, None, None)

    def busy(self) -> bool:
        """True while a decision is being thought (frames then flow)."""
        return False

    def wait(self, seconds: float) -> None:
        """Wait at most ``seconds`` for the decision being thought (tests)."""


class HumanSeat(SeatPolicy):
    local_human = True


class BotSeat(SeatPolicy):
    """A computer player thinking on a thread. A decision begun for a moment that has passed (after an
    undo) is let finish and dropped."""

    def __init__(self, bot):
        self.bot = bot
        self.job = None                       # (key, thread, box)

    def start(self, game, state, seat: int, key) -> None:
        box: dict = {}
        bot = self.bot

        def run():
            try:
                box["action"] = bot.choose(game, state, seat)
            except Exception as exc:  # noqa: BLE001 - a bot bug must not stop the game
                box["error"] = exc

        t = threading.Thread(target=run, name=f"ai-seat-{seat}", daemon=True)
        self.job = (key, t, box)
        t.start()

    def poll(self, key):
        if self.job is None:
            return (False, None, None)
        job_key, thread, box = self.job
        if thread.is_alive():
            return (False, None, None)
        self.job = None
        if job_key != key:
            return (False, None, None)         # a stale search: dropped
        return (True, box.get("action"), box.get("error"))

    def thinking_for(self, key) -> bool:
        return self.job is not None and self.job[0] == key

    def stale(self, key) -> bool:
        """A search for another moment still runs (let it end before starting a new one)."""
        return self.job is not None and self.job[0] != key and self.job[1].is_alive()

    def busy(self) -> bool:
        return self.job is not None

    def wait(self, seconds: float) -> None:
        if self.job is not None:
            self.job[1].join(seconds)


class RemoteSeat(SeatPolicy):
    """A seat played elsewhere (a friend's screen, or the server's AI): this screen only waits for the
    server's update; the driver never asks it for a decision."""

    remote = True


class Seats:
    """Kinds, names and policies of a table's seats, read from a game's config. ``local``: an online
    table's own seat (every other seat is a ``RemoteSeat``)."""

    def __init__(self, config: dict, make_bot, local: int | None = None):
        n = int(config.get("players") or len(config.get("seats") or ()) or 2)
        self.n = n
        kinds = list(config.get("seats") or (["human"] + ["normal"] * (n - 1)))
        kinds = ["human" if k == "friend" else k for k in kinds]       # an online friend is a person
        self.kinds = (kinds + ["normal"] * n)[:n]
        names = list(config.get("names") or [])
        self.names = [names[i].strip() if i < len(names) and name_problem(names[i]) is None else f"P{i + 1}"
                      for i in range(n)]
        self.remote = local is not None
        if self.remote:
            self.humans = [local]
            self.hotseat = False
            self.policies: dict[int, SeatPolicy] = {i: HumanSeat() if i == local else RemoteSeat()
                                                    for i in range(n)}
            return
        self.humans = [i for i, k in enumerate(self.kinds) if k == "human"]
        self.hotseat = len(self.humans) >= 2
        self.policies = {i: HumanSeat() if k == "human" else BotSeat(make_bot(i, k))
                         for i, k in enumerate(self.kinds)}

    def is_human(self, seat) -> bool:
        return seat is not None and self.policies[seat].local_human

    @property
    def bots(self) -> dict:
        return {i: p.bot for i, p in self.policies.items() if isinstance(p, BotSeat)}

    def busy(self) -> bool:
        return any(p.busy() for p in self.policies.values())
