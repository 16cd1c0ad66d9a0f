"""Online undo, on the server's side: a seat takes back its latest decision while no other seat has
moved since and it showed the seat nothing hidden (the rules' fair undo with every other seat counted).
The undo is a marker row of the log (the version only grows). ``UndoMixin`` holds the server's undo
methods (``Server`` inherits them); the verdict each seat is sent (may it undo now?) needs the reveal
test of its latest action, run in a judge process (``reveal_job``), ``judging`` until it comes."""
from __future__ import annotations

import asyncio
import json
import logging
import time
from concurrent.futures import BrokenExecutor

from game.net.codec import Codec
from game.net.store import UNDO
from game.net.tables import Conn, Refused, Table

log = logging.getLogger("bestiario.server")


class UndoMixin:
    """The server's undo (see the module's text); the rest of ``Server`` is in ``game/net/server.py``."""
    async def _undo(self, conn: Conn, msg: dict) -> None:
        """Take back the seat's latest decision, when the rules' fair undo allows it with every other
        seat counted (once anyone else has moved, nothing is taken back). Appended to the log as a
        marker row (the version grows), committed before anyone is told, like an action."""
        t, seat = await self._auth(msg)
        async with t.lock:
            self._check_n(t, seat, msg["n"])
            if msg["v"] != t.version:
                raise Refused("stale", f"the table is at version {t.version}, not {msg['v']}")
            rule, point = self._undo_rule(t, seat)
            if rule in (None, JUDGING):                 # the rules' own undo_plan decides (the verdict
                loop = asyncio.get_running_loop()       # sent is worked out from the views: the same)
                rule, point = await loop.run_in_executor(self.threads, _judged, t, seat)
            if rule is not None:
                raise Refused(rule, UNDO_WHY.get(rule, rule))
            res = await self._commit_undo(t, seat, point, msg["n"])
            if res == "replay":
                raise Refused("replay", "that message number was used")
            if res == "conflict":
                raise Refused("stale", "another move was made first")
            conn.send({"t": "ack", "re": msg["n"], "v": t.version})
            await self._broadcast(t, t.forks[-1][1])
        self._drive(t)

    async def _commit_undo(self, t: Table, seat: int, keep: int, n: int) -> str:
        """Commit an undo marker keeping ``keep`` actions, then take them back in memory."""
        idx = t.version
        current = t.session.deciders()[keep]            # who was to move after the actions kept
        res = await self.store.call("append", t.id, idx, {"undo": keep}, seat, UNDO, n, "playing", current)
        if res != "ok":
            if res == "conflict":
                self.stats["conflicts"] += 1
                await self._reload(t)
            return res
        self._fold_undo(t, keep)
        t.seats[seat]["last_n"] = n
        t.last_local = True
        t.progress_at = time.monotonic()
        self.stats["undone"] += 1
        return "ok"

    @staticmethod
    def _fold_undo(t: Table, keep: int) -> int:
        """The undo marker at the table's version, in memory; returns its fork (the version of the
        last action kept)."""
        fork = t.at[keep - 1] if keep else 0
        t.v += 1
        t.forks.append((t.v, fork))
        del t.at[keep:], t.by[keep:]
        t.session.rebuild(keep)
        t.verdicts = {}
        t.reveals = {k: x for k, x in t.reveals.items() if k[0] < keep}
        t.undos += 1
        return fork

    def _undo_rule(self, t: Table, seat: int) -> tuple[str | None, int | None]:
        """``(None, point)`` when ``seat`` may take back its latest decision now (``point``: how many
        actions stay), else ``(rule, None)``: the rules' fair undo with every other seat counted as a
        player (``_judged``), worked out from the order of the deciders and, for the seat that decided
        last, the reveal test of its latest action (``_judge`` runs it first, elsewhere; here only when
        it has not: ``judging``, and the seat is sent the verdict when it comes). Once per version and
        seat; the caller holds the lock."""
        if not t.undo:
            return "undo_off", None
        if t.status != "playing" or t.session is None:
            return "not_playing", None
        key = (t.version, seat)
        found = t.verdicts.get(key)
        if found is None:
            found = _ordered(t, seat)
            if found is None:                           # its reveal test is running (``_judge``)
                return JUDGING, None
            if len(t.verdicts) > 2 * t.players:
                t.verdicts = {k: x for k, x in t.verdicts.items() if k[0] == t.version}
            t.verdicts[key] = found
        return found

    def _judge(self, t: Table, seat: int) -> None:
        """Start the reveal test ``seat``'s verdict waits for (its latest action: did that show it
        something hidden?), from the views it was sent before and after that action, in a judge process
        (``cfg.judge_processes``; else a thread). Nobody waits for it: the seat hears ``judging``, then
        the verdict in an update with nothing else new. The caller holds the table's lock."""
        i = len(t.session.actions) - 1
        if (i, seat) in t.judging:
            return
        t.judging.add((i, seat))
        before = t.trees.get((t.at[i] - 1, seat))
        job = None
        if before is not None:
            job = (t.game_id, t.config, before, t.session.actions[i].to_json(), self._tree(t, seat), seat,
                   (t.seed * 1_000_003 + i * 31 + seat) % (1 << 62))
        task = asyncio.ensure_future(self._judged_later(t, seat, i, t.undos, job))
        self.verdict_tasks.add(task)
        task.add_done_callback(self.verdict_tasks.discard)

    async def _judged_later(self, t: Table, seat: int, i: int, undos: int, job) -> None:
        loop = asyncio.get_running_loop()
        hit = None
        if self.slots is None:
            self.slots = asyncio.Semaphore(max(1, self.cfg.judge_processes))
        try:
            if job is not None:
                async with self.slots:              # waiting here, not in the judges' queue: when its
                    if t.undos != undos or t.session is None or len(t.session.actions) != i + 1:
                        return                      # turn comes the table may have moved on (moot)
                    try:
                        hit = await loop.run_in_executor(self.judges, reveal_job, *job)
                    except Exception as exc:  # noqa: BLE001 - a judge process lost: judged from the states
                        if self.stopping:
                            return
                        log.exception("reveal test at %s", t.id)
                        if isinstance(exc, BrokenExecutor) and self.judges is not self.threads:
                            self.judges = self._judge_pool()         # the next tests get new processes
            async with t.lock:
                if t.undos != undos or t.session is None or len(t.session.actions) <= i:
                    return                              # that action was taken back meanwhile
                if hit is None:                         # no view kept from before it: from the states
                    hit = await loop.run_in_executor(self.threads,
                                                     lambda: t.session.revealed_to(seat, i) is not None)
                t.reveals[(i, seat)] = hit
                if t.verdicts.get((t.version, seat), (JUDGING,))[0] == JUDGING:
                    t.verdicts.pop((t.version, seat), None)
                    self._send_state(t, seat, t.version)     # the verdict, nothing else new
        except Exception:  # noqa: BLE001
            if not self.stopping:
                log.exception("undo verdict at %s", t.id)
        finally:
            t.judging.discard((i, seat))

    def _tree(self, t: Table, seat: int):
        """The seat's view now, encoded (kept for the next reveal test: the view before an action)."""
        key = (t.version, seat)
        tree = t.trees.get(key)
        if tree is None:
            if len(t.trees) > 3 * t.players:
                t.trees = {k: x for k, x in t.trees.items() if k[0] >= t.version - 1}
            tree = t.trees[key] = t.codec.encode(t.session.view(seat))
        return tree


UNDO_RULES = {"off": "undo_off", "nothing": "nothing", "other_human": "other_moved",
              "revealed_own": "revealed", "revealed_other": "revealed"}
JUDGING = "judging"
UNDO_WHY = {
    JUDGING: "whether this seat's latest decision may be taken back is being worked out",
    "undo_off": "undo is off at this table",
    "not_playing": "the game is not being played",
    "nothing": "this seat has no decision to take back",
    "other_moved": "another seat has moved since this seat's latest decision",
    "revealed": "taking it back would undo something this seat has seen (a card drawn or turned up)",
    "ai_moved": "this seat's latest decision was the AI's, made while its player was away",
}


def _ordered(t: Table, seat: int) -> tuple[str | None, int | None] | None:
    """``_judged`` from the order of the deciders alone and the reveal verdicts known (``t.reveals``),
    or None when the reveal test of the seat's latest action is still to run. With every other seat
    counted, only the seat that decided last can take anything back, and only that one decision."""
    who = t.session.deciders()
    if seat not in who:
        return "nothing", None
    if who[-1] != seat:
        return "other_moved", None
    if t.by[-1] != "player":
        return "ai_moved", None
    hit = t.reveals.get((len(who) - 1, seat))
    if hit is None:
        return None
    return ("revealed", None) if hit else (None, len(who) - 1)


_CODECS: dict = {}


def reveal_job(game_id: str, config: dict, before, action: dict, after, seat: int, seed: int) -> bool:
    """In a judge process: did ``action`` show ``seat`` something hidden? ``before`` and ``after`` are the
    seat's views as the server sent them (``Codec``); the rules' test (``rules.engine.reveal``) reads
    only the seat's views, so they give the verdict the states give."""
    from rules.engine.core import Action
    from rules.engine.reveal import revealed
    from rules.registry import descriptor
    key = (game_id, json.dumps(config, sort_keys=True))
    codec = _CODECS.get(key)
    if codec is None:
        if len(_CODECS) > 32:
            _CODECS.clear()
        codec = _CODECS[key] = Codec(descriptor(game_id).rules, config)
    return revealed(codec.game, codec.decode(before), Action.from_json(action), codec.decode(after), seat, seed)


def _judged(t: Table, seat: int) -> tuple[str | None, int | None]:
    """The rules' fair undo for ``seat`` with every other seat counted as a player (bots and zombies
    too): ``(None, point)`` or ``(rule, None)``."""
    who = t.session.deciders()
    if who and who[-1] == seat and t.by[-1] != "player":
        return "ai_moved", None                         # known before the costly reveal test
    plan = t.session.undo_plan(seat, frozenset(range(t.players)), mode="fair")
    if plan.point is None:
        return UNDO_RULES.get(plan.reason, plan.reason or "nothing"), None
    if any(by != "player" for by in t.by[plan.point:]):
        return "ai_moved", None
    return None, plan.point
