"""Hints at the table: a Hint button (and key H) for the human whose decision it is.

The analyst (``rules.engine.review.hints``: the hard level's search and the chance estimates) reads only
that seat's own view and thinks on a thread, so the window never freezes ("thinking…" shows meanwhile).
Its three best choices are shown in a panel over the log, each in the player's words (the line the game's
log would write for it: the action applied to one deal consistent with the view, its first told event put
in words by the table's own ``describe``), its estimated chance to win and a short reason (the points it
gains by the end of the search's horizon, the best rival's, and its chance in the worst quarter of the
deals); the first is pointed at on the table when the table can say where (its ``tutorial_target`` hook).
Asking marks the game as assisted (``assisted`` and the count ``hints`` in the save's app block; the
statistics record them).

``hint_lines(descriptor, view, seat, hints, label)`` is the pure part the command line shares.
"""
from __future__ import annotations

import threading
import time

import pygame

from game.i18n import tr, tr_or
from game.table.paint import GOLD, panel
from game.text import ellipsize, render, wrap
from game.widgets import ACCENT, INK, MUTED, Button
from rules.engine.rng import RNG

PANEL_MIN_HEIGHT = 350


def percent(x: float) -> str:
    return f"{round(100 * x)}%"


def signed(x: float) -> str:
    v = round(x)
    return f"+{v}" if v > 0 else f"−{-v}" if v < 0 else "0"


def points_text(game_id: str, gain: float, rival: float) -> str:
    """"+3 points by the horizon (best rival +1)", in what the game's chart counts."""
    what = tr_or(f"{game_id}.chart.value", tr("results.chart.points"))
    return tr("assist.reason.points", gain=signed(gain), rival=signed(rival), what=what)


def reason_text(h, first=None, game_id: str = "") -> str:
    """The short reason of a hint in the player's language: points by the horizon, the risk, and for a
    choice after the first how much less it is worth."""
    parts = []
    if round(h.gain) or round(h.rival_gain):
        parts.append(points_text(game_id, h.gain, h.rival_gain))
    parts.append(tr("assist.reason.risk", worst=percent(h.worst)))
    if first is not None and first is not h and first.chance - h.chance >= 0.01:
        parts.append(tr("assist.reason.less", diff=percent(first.chance - h.chance)))
    return "; ".join(parts)


def _told(events, seat: int, describe) -> list[str]:
    """The log's lines for ``events`` that ``seat`` is told and that are its own or everyone's."""
    out = []
    for e in events:
        if not e.seen_by(seat) or e.player not in (None, seat):
            continue                # (another seat's turn beginning is not what this action does)
        try:
            lines = describe(e)
        except Exception:  # noqa: BLE001 - a label only
            lines = []
        out.extend(t for t, *_ in lines if t and t.strip())
    return out


def action_name(game_id: str, action) -> str:
    """An action's own name: the game's button for its kind (``<game>.button.<kind>``), else the shared
    ``assist.action.<kind>``, else its label."""
    kind = getattr(action, "kind", "")
    name = tr_or(f"{game_id}.button.{kind}", "")
    if "{" in name:
        name = ""                   # (a button's words that need numbers of their moment)
    return name or tr_or(f"assist.action.{kind}", str(action))


def action_words(game, view, seat: int, action, describe, seed: int = 0, game_id: str = "") -> str:
    """``action`` as the game's log tells it to ``seat`` (``describe(event) -> [(text, colour)]``): applied
    in two deals consistent with the view, the lines told alike in both (a card drawn, which the view
    cannot know, differs between them and is left out); an action that tells nothing yet (the first
    part of a move) is followed by the seat's first legal next part. Else the action's own label."""
    fallback = action_name(game_id, action)
    try:
        worlds = [game.determinize(view, seat, RNG(seed * 2 + k + 1)) for k in range(2)]
    except Exception:  # noqa: BLE001 - the action's own words will do
        return fallback
    told: list[str] = []
    act = action
    for _part in range(4):
        try:
            a, b = (_told(game.apply(w, act), seat, describe) for w in worlds)
        except Exception:  # noqa: BLE001
            break
        told.extend(x for x in a if x in b)
        if told or game.current_player(worlds[0]) != seat or game.current_player(worlds[1]) != seat:
            break
        legal = game.legal_actions(worlds[0])
        if not legal or legal[0] not in game.legal_actions(worlds[1]):
            break
        act = legal[0]
    return " ".join(told[:2]) if told else fallback


def hint_lines(game, view, seat: int, found: list, describe, game_id: str = "") -> list[dict]:
    """``[{action, win, reason}]`` for the hints ``found``, the likeliest to win first (the analyst's
    order among equals)."""
    found = sorted(found, key=lambda h: -round(h.chance, 3))
    first = found[0] if found else None
    return [{"action": action_words(game, view, seat, h.action, describe, i, game_id),
             "win": round(h.chance, 3), "reason": reason_text(h, first, game_id), "hint": h}
            for i, h in enumerate(found)]


def _lines(text: str, size: int, width: int, most: int) -> list[str]:
    """``text`` wrapped to ``width``, at most ``most`` lines (the last one ellipsized when cut)."""
    lines = wrap(text, size, width)
    if len(lines) > most:
        lines = lines[:most - 1] + [ellipsize(" ".join(lines[most - 1:]), size, width)]
    return [ellipsize(ln, size, width) for ln in lines]


class HintHelper:
    """The table's hints (see the module's text). The table calls ``handle``, ``update`` and ``draw``."""

    LEVEL = "hard"          # the analyst's search (the hard level's budget)

    def __init__(self, table):
        self.table = table
        log = table.R["log"]
        self.button = Button((log.right - 98, log.top + 5, 92, 28), tr("assist.hint"), self.ask, size=15)
        h = max(log.height, PANEL_MIN_HEIGHT)
        self.rect = pygame.Rect(log.left, max(44, log.bottom - h), log.width, h)
        self.close_button = Button((self.rect.right - 36, self.rect.top + 6, 30, 28), "×", self.close, size=18)
        self.thinking = False
        self.started = 0.0
        self.entries: list | None = None     # [{action, win, reason, hint}] shown
        self._asked_key = None
        self._result = None
        self._thread = None
        self._asked = 0                     # which question the thread answers (a stale answer is dropped)

    # ------------------------------------------------------------------ state
    def available(self) -> bool:
        t = self.table
        return t.driver.live and not t.ended and t.my_turn() and len(t.legal) > 0

    @property
    def busy(self) -> bool:
        """Frames must flow: thinking, or the first choice pointed at."""
        return self.thinking or self.entries is not None

    @property
    def open(self) -> bool:
        return self.thinking or self.entries is not None

    def close(self) -> None:
        self.entries = None
        self.thinking = False
        self._asked_key = None
        self._asked += 1                    # a thread still thinking answers nobody now

    def ask(self) -> None:
        t = self.table
        if self.thinking:
            return
        if not self.available():
            t.app.show_message(tr("assist.not_now"), 2.5)
            return
        session = t.session
        seat = t.seat
        view = t.game.view(session.state, seat)          # the seat's own view: nothing hidden
        meta = session.meta
        meta["assisted"] = True
        count = meta.get("hints")
        meta["hints"] = (count if type(count) is int else 0) + 1
        t.autosave()
        seed = (session.seed * 7919 + len(session.actions) * 104729 + seat) % 2_147_483_647
        self._asked_key = t.view_key
        self.entries = None
        self.thinking = True
        self.started = time.monotonic()
        self._result = None
        self._asked += 1
        self._thread = threading.Thread(target=self._work, args=(self._asked, session.descriptor, view, seat, seed),
                                        daemon=True, name="hint")
        self._thread.start()

    def _work(self, asked, desc, view, seat, seed) -> None:
        from rules.engine.review import hints
        try:
            result = ("ok", view, seat, hints(desc, view, seat, top=3, seed=seed, level=self.LEVEL))
        except Exception as exc:  # noqa: BLE001 - the player hears one line; play goes on
            result = ("error", exc)
        if asked == self._asked:
            self._result = result

    def wait(self, timeout: float = 60.0) -> None:
        """(Tests and screenshots) wait for the thinking to end, then take its result in."""
        if self._thread is not None:
            self._thread.join(timeout)
        self.update()

    def update(self) -> None:
        t = self.table
        if self.open and t.view_key != self._asked_key:
            self.close()                        # the game moved on: the hint no longer holds
            return
        if not self.thinking or self._result is None:
            return
        res, self._result = self._result, None
        self.thinking = False
        if res[0] == "error":
            t.app.report(res[1], "hint")
            return
        _ok, view, seat, found = res
        self.entries = hint_lines(t.game, view, seat, found, t.describe, t.game_id)
        t.resync()                              # (describe may note what it told: told again from the log)
        self._asked_key = t.view_key

    # ------------------------------------------------------------------ input and drawing
    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h and not event.mod & pygame.KMOD_CTRL:
            self.close() if self.entries is not None else self.ask()
            return True
        if self.open and self.close_button.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.button.rect.collidepoint(event.pos) \
                and not self.covered():
            self.close() if self.entries is not None else self.ask()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.button.handle(event)
        return False

    def target(self):
        hook = getattr(self.table, "tutorial_target", None)
        if not self.entries or hook is None:
            return None
        try:
            return hook(self.entries[0]["hint"].action)
        except Exception:  # noqa: BLE001 - no pointer is better than a crash
            return None

    def covered(self) -> bool:
        """Is the table showing something over the closed button's place (Selva's zoom over its log)? The
        button then steps aside until it is gone (key H still works)."""
        hook = getattr(self.table, "covers_hint", None)
        return not self.open and hook is not None and bool(hook())

    def draw(self, surface) -> None:
        self.button.label = tr("assist.hint")
        self.button.enabled = self.available() or self.open
        if not self.open:
            if not self.covered():
                self.button.draw(surface)
            return
        R = self.rect
        surface.blit(panel(R.size, alpha=255, edge=GOLD, width=2), R.topleft)
        title = ellipsize(tr("assist.hint_title"), 17, R.width - 60, True)
        surface.blit(render(title, 17, ACCENT, bold=True), (R.left + 12, R.top + 10))
        self.close_button.draw(surface)
        if self.thinking:
            dots = "." * (1 + int((time.monotonic() - self.started) * 2) % 3)
            img = render(tr("assist.thinking") + dots, 17, MUTED)
            surface.blit(img, img.get_rect(center=R.center))
            return
        y = R.top + 42
        width = R.width - 24
        entries = self.entries or []
        # two lines of words and two of reason each when they fit, else one of each
        room = R.bottom - 8 - y
        need = sum(29 + 18 * len(_lines(e["action"], 15, width, 2)) + 16 * len(_lines(e["reason"], 13, width, 2))
                   for e in entries)
        keep = 2 if need - 8 <= room else 1
        for i, e in enumerate(entries):
            colour = GOLD if i == 0 else INK
            head = ellipsize(f"{i + 1}. " + tr("assist.win", win=percent(e["win"])), 16, width, True)
            surface.blit(render(head, 16, colour, bold=True), (R.left + 12, y))
            y += 21
            for line in _lines(e["action"], 15, width, keep):
                surface.blit(render(line, 15, INK), (R.left + 12, y))
                y += 18
            for line in _lines(e["reason"], 13, width, keep):
                surface.blit(render(line, 13, MUTED), (R.left + 12, y))
                y += 16
            y += 8
        rect = self.target()
        if rect is not None:
            from game.tutorial import draw_pointer
            draw_pointer(surface, rect, time.monotonic())
