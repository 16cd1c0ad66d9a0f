"""What every game's table shares: the AI thinking off the render loop, undo, pause, save & quit.

A table subclass provides ``session``, ``game``, ``bots``, ``humans``, ``_epoch``, ``_undo_cache``,
``_ai``, ``current()``, ``_is_human(seat)`` and ``_apply(action)``.
"""
from __future__ import annotations

import threading

from game.saving import autosave
from game.scene import Scene


class TableScene(Scene):

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
