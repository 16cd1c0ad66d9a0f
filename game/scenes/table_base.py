"""What every game's table shares: the AI thinking off the render loop, undo, pause, save & quit.

A table subclass provides ``session``, ``game``, ``bots``, ``kinds``, ``humans``, ``hotseat``, ``seat``,
``revealed``, ``_cover_up``, ``covers_shown``, ``hold``, ``ai_delay_override``, ``_ev_i``, ``_epoch``,
``_undo_cache``, ``_ai``, ``_panels`` (a dict), ``log``, ``_wrapped``, ``scroll``, ``R['log']``, and the
game's own ``view()``, ``_sync()``, ``_on_event(event, live)``, ``_reason(bad, action)`` and
``player_name(seat)``. Hooks with defaults: ``_after_apply()``, ``_after_cover()``.
"""
from __future__ import annotations

import threading

import pygame

from rules.engine.core import IllegalAction

from game import i18n, sound
from game.saving import autosave, clear_autosave
from game.i18n import tr
from game.scene import Scene
from game.text import render, wrap

PANEL = (30, 36, 42)
PANEL_EDGE = (84, 94, 100)
GOLD = (240, 196, 80)


class TableScene(Scene):

    # ------------------------------------------------------------------ whose decision
    @property
    def delay(self) -> float:
        if self.ai_delay_override is not None:
            return float(self.ai_delay_override)
        return float(self.app.settings.ai_delay)

    def _is_human(self, seat) -> bool:
        return seat is not None and self.kinds[seat] == "human"

    def current(self) -> int | None:
        return self.game.current_player(self.session.state)

    def face_up(self) -> bool:
        """May the shown seat's secrets (its hand) be drawn face up now? In hot-seat only on that
        human's own decision, with no cover over the table."""
        if not self.hotseat:
            return True
        return (self.current() == self.seat and self.revealed == self.seat
                and self.app.top is self and not self._cover_up)

    def _not_your_turn(self) -> None:
        """A click while another player decides: say whose decision it is (not on a hidden hot-seat
        table waiting for its own human)."""
        p = self.current()
        if p is None:
            return
        if self.hotseat and not self.face_up() and p == self.seat:
            return
        self.app.show_message(tr(f"{self.session.game_id}.illegal.not_your_turn", name=self.player_name(p)), 2.5)

    # ------------------------------------------------------------------ acting
    def _refuse(self, bad, action=None) -> None:
        self.app.show_message(self._reason(bad, action))
        sound.play("error", self.app.settings.volume)

    def _after_apply(self) -> None:
        """Clear what the table had selected for the action just taken (a hook)."""

    def _apply(self, action) -> bool:
        """Apply ``action`` through the session, autosave (or clear the save at the end), then let
        the screen follow the new events. An illegal action shows the rule's reason instead."""
        try:
            self.session.apply(action)
        except IllegalAction as exc:
            self._refuse((exc.rule, exc.why), action)
            return False
        self._undo_cache = None
        self._after_apply()
        if self.session.current_player() is None:
            clear_autosave()
        else:
            err = autosave(self.session)
            if err:
                self.app.show_message(err)
        self.hold = max(self.hold or 0.0, self.delay)
        self._sync()
        return True

    def _human_try(self, action) -> bool:
        """A human's click: refused with the reason when the rules say no, else applied."""
        bad = self.game.why_illegal(self.view(), action)
        if bad is not None:
            self._refuse(bad, action)
            return False
        return self._apply(action)

    def _filter_key(self):
        # a change of seat, of secrecy (hot-seat) or of language rebuilds the log
        return (self.seat, (not self.hotseat) or self.face_up(), i18n.language())

    def _visible(self, e) -> bool:
        """May the log tell event ``e`` to the shown seat now? Private events only face up."""
        if not e.seen_by(self.seat):
            return False
        return self._log_filter[1] or e.visible_to is None

    def _consume(self, live: bool) -> None:
        events = self.session.events
        while self._ev_i < len(events):
            e = events[self._ev_i]
            self._ev_i += 1
            self._on_event(e, live)

    # ------------------------------------------------------------------ hot-seat cover
    def _after_cover(self) -> None:
        self._sync()

    def _cover(self, seat: int) -> None:
        """Hide the table until ``seat``'s human is at the screen (hot-seat)."""
        from game.scenes.cover import CoverScene
        self._cover_up = True
        self.covers_shown += 1

        def ready():
            self._cover_up = False
            self.seat = seat
            self.revealed = seat
            self._view_key = None
            self._after_cover()
            sound.play("turn", self.app.settings.volume)

        self.app.push(CoverScene(self.app, self.player_name(seat), ready))

    # ------------------------------------------------------------------ undo / save
    def can_undo(self) -> bool:
        if len(self.humans) > 1:
            return False
        key = (self._epoch, len(self.session.actions))
        if self._undo_cache is None or self._undo_cache[0] != key:
            ok = bool(self.humans) and self.session.undo_point(self._is_human) is not None
            self._undo_cache = (key, ok)
        return self._undo_cache[1]

    def save_and_quit(self) -> None:
        if self.session.current_player() is not None:
            err = autosave(self.session)
            if err:
                self.app.show_message(err)
        from game.scenes.menu import MenuScene
        self.app.replace(MenuScene(self.app))

    def open_pause(self) -> None:
        from game.scenes.pause import PauseOverlay
        self.app.push(PauseOverlay(self.app, self))

    # ------------------------------------------------------------------ AI thread
    def _start_ai(self, seat: int) -> None:
        key = (self._epoch, len(self.session.actions))
        state = self.session.state.clone()
        bot = self.bots[seat]
        box: dict = {}
        game = self.game

        def run():
            try:
                box["action"] = bot.choose(game, state, seat)
            except Exception as exc:  # a bot bug must not stop the game
                box["error"] = exc

        t = threading.Thread(target=run, name=f"ai-seat-{seat}", daemon=True)
        self._ai = (key, t, box)
        t.start()

    def _ai_step(self, may_apply: bool) -> None:
        p = self.current()
        if p is None or self._is_human(p):
            return
        key = (self._epoch, len(self.session.actions))
        if self._ai is not None and self._ai[0] != key:
            if self._ai[1].is_alive():
                return          # a stale search (after undo) is still running: let it end
            self._ai = None
        if self._ai is None:
            self._start_ai(p)
            return
        _, thread, box = self._ai
        if thread.is_alive() or not may_apply:
            return
        self._ai = None
        action = box.get("action")
        legal = self.game.legal_actions(self.session.state)
        if action is None or action not in legal:
            if "error" in box:
                self.app.show_message(f"AI error: {box['error']}")
            action = legal[0]
        self._apply(action)

    # ------------------------------------------------------------------ drawing shared by tables
    def _panel(self, size, fill=PANEL, alpha=228, edge=PANEL_EDGE, width=2, radius=8) -> pygame.Surface:
        key = (tuple(size), fill, alpha, edge, width, radius)
        surf = self._panels.get(key)
        if surf is None:
            surf = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(surf, (*fill, alpha), surf.get_rect(), border_radius=radius)
            if width:
                pygame.draw.rect(surf, edge, surf.get_rect(), width, border_radius=radius)
            self._panels[key] = surf
        return surf

    def _log_lines(self) -> list[tuple[str, tuple]]:
        if self._wrapped is None:
            width = self.R["log"].w - 22
            out = []
            for text, col in self.log:
                for i, line in enumerate(wrap(text, 13, width)):
                    out.append(("  " + line if i else line, col))
            self._wrapped = out
        return self._wrapped

    def _draw_log(self, surface) -> None:
        R = self.R["log"]
        surface.blit(self._panel(R.size, alpha=240), R)
        img = render(tr(f"{self.session.game_id}.log.title"), 15, GOLD, True)
        surface.blit(img, (R.left + 10, R.top + 8))
        lines = self._log_lines()
        lh = 17
        top = R.top + 34
        visible = (R.bottom - 8 - top) // lh
        self.scroll = max(0, min(self.scroll, max(0, len(lines) - visible)))
        end = len(lines) - self.scroll
        start = max(0, end - visible)
        y = top + (visible - (end - start)) * lh if end - start < visible else top
        for text, col in lines[start:end]:
            surface.blit(render(text, 13, col), (R.left + 10, y))
            y += lh
        if len(lines) > visible:
            # a scroll bar: where the visible window is in the whole log
            bar_h = max(20, (R.h - 44) * visible // len(lines))
            frac = start / max(1, len(lines) - visible)
            by = R.top + 34 + int((R.h - 44 - bar_h) * frac)
            pygame.draw.rect(surface, (90, 100, 104), (R.right - 7, by, 4, bar_h), border_radius=2)
