"""The table scene every game's table subclasses: small parts put together, so a game's table only draws
its game and turns clicks into actions.

The parts (each its own module, with a public interface):
- ``driver`` (:class:`SessionDriver`): who is to move, asking bots, applying actions, undo, saving;
- ``seats`` (:class:`Seats`): kinds, names, humans, each seat's policy (local human, bot; later remote);
- ``cover`` (:class:`HotseatCover`): hot-seat privacy;
- ``log_panel`` (:class:`LogPanel`): the events the seat shown may know, in words;
- ``chrome`` (:class:`TableChrome`): the Menu and Undo buttons (over a replay: where the replay is);
- ``focus_ring`` (:class:`FocusRing`): keyboard play.

What a game's table uses (public): ``session``, ``game``, ``seat`` (the seat shown), ``n``, ``kinds``,
``names``, ``humans``, ``hotseat``, ``layout`` and ``R`` (its zones), ``mouse``, ``view()``, ``targets``
(what ``classify`` made of the legal actions), ``legal``, ``current()``, ``my_turn()``, ``face_up()``,
``is_human(seat)``, ``player_name(seat)``, ``try_action(action)`` (a human's click: the rule's reason
when refused), ``apply_action(action)`` (no check: the action comes from the legal list), ``refuse``,
``not_your_turn()``, ``resync()``, ``draw_log(surface)``, ``draw_chrome(surface)``, ``can_undo()``,
``undo()``, ``save_and_quit()``, ``open_pause()``.

What it fills in (hooks): ``ZONES``; ``draw(surface)``; ``on_click``, ``on_right_click``, ``on_motion``,
``on_key`` (True when used), ``on_escape``, ``main_action``, ``focus_targets``, ``extra_buttons``;
``classify(view, legal)``; ``describe(event)`` (log lines), ``on_event(event, live)``, ``reset_derived``,
``keep_on_refilter``/``restore_on_refilter``; ``animate(dt)``, ``pause_turns(dt)``, ``on_human_turn``,
``on_undo``, ``after_apply``, ``after_cover``, ``on_new_view``; ``reason(rule, why, action)``.
A subclass calls ``super().__init__`` first and ``self.resync()`` last.
"""
from __future__ import annotations

import time

import pygame

from game import i18n, saving, sound
from game.i18n import tr
from game.layout import load_layout
from game.scene import Scene
from game.table.chrome import TableChrome
from game.table.cover import HotseatCover
from game.table.driver import SessionDriver
from game.table.focus import KEYS as FOCUS_KEYS, FocusRing
from game.table.log_panel import LogPanel
from game.table.seats import Seats
from rules.engine.reveal import same_sight

UNDO_MODES = ("off", "fair", "practice")
ANIM_GRACE = 3.0          # seconds of full frame rate after an event, for the animations it starts
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class TableScene(Scene):
    ZONES: tuple[str, ...] = ("log", "menu_button", "undo_button")
    BUTTON_SIZE = 17

    def __init__(self, app, session, view_seat: int | None = None):
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.game_id = session.game_id
        desc = session.descriptor
        seed = session.seed
        #: an online table: this screen's own seat (the server moves every other one)
        self.online = bool(getattr(session, "meta", {}).get("remote"))
        self.seats = Seats(session.config, lambda i, k: desc.make_bot(
            k, (seed * 7919 + i * 104729) % 2_147_483_647, safety_net=True),
            local=session.seat if self.online else None)
        self.n, self.kinds, self.names = self.seats.n, self.seats.kinds, self.seats.names
        self.humans, self.hotseat = self.seats.humans, self.seats.hotseat
        self.driver = SessionDriver(session, self.seats, saving_for(session))
        self.cover = HotseatCover(self.hotseat)
        cur = self.game.current_player(session.state)
        if view_seat is not None and not session.live and 0 <= view_seat < self.n:
            self.seat = view_seat                  # a replay is shown from the seat asked for
        elif len(self.humans) == 1:
            self.seat = self.humans[0]
        elif self.hotseat:
            self.seat = cur if cur in self.humans else self.humans[0]
        else:
            self.seat = view_seat if view_seat is not None and 0 <= view_seat < self.n else 0
        self.ai_delay_override: float | None = None
        self.targets: dict = {}
        self.results_pushed = False
        self.ended = False                         # the game is over: the final board, and "See results"
        self.mouse = (-1, -1)
        self._filter = None
        self._events_ref = None
        self._ev_i = 0
        self._anim_until = 0.0
        self.layout = load_layout(self.game_id)
        self.R = {k: self.layout.rect(k) for k in self.ZONES}
        self.chrome = TableChrome(self.R["menu_button"], self.R["undo_button"], self.open_pause, self.undo,
                                  size=self.BUTTON_SIZE)
        self.log_panel = LogPanel(self.R["log"], tr(f"{self.game_id}.log.title"), self.describe, self.may_tell)
        self.focus_ring = FocusRing(self.focus_targets)
        from game.review_view import assist_for
        self.assist = assist_for(self)          # hints (a live game) or the review (a replay): game/hints.py

    # ------------------------------------------------------------------ the parts, as the tables name them
    menu_button = property(lambda self: self.chrome.menu_button)
    undo_button = property(lambda self: self.chrome.undo_button)
    log = property(lambda self: self.log_panel.lines)
    bots = property(lambda self: self.seats.bots)
    covers_shown = property(lambda self: self.cover.shown)
    revealed = property(lambda self: self.cover.revealed)
    legal = property(lambda self: self.driver.legal)
    #: identifies the view shown (the moment and the seat): a table keys its caches with it
    view_key = property(lambda self: (self.driver.moment(), self.seat))
    #: how many of the session's events the table has taken in (told in the log, animated)
    events_seen = property(lambda self: self._ev_i)

    @property
    def scroll(self) -> int:
        return self.log_panel.scroll

    @scroll.setter
    def scroll(self, value: int) -> None:
        self.log_panel.scroll = value

    @property
    def hold(self):
        return self.driver.hold

    @hold.setter
    def hold(self, value) -> None:
        self.driver.hold = value

    @property
    def focus(self):
        return self.focus_ring.index

    @focus.setter
    def focus(self, value) -> None:
        self.focus_ring.index = value

    # ------------------------------------------------------------------ hooks (defaults)
    def player_name(self, seat: int) -> str:
        return self.names[seat]

    def classify(self, view, legal: list) -> dict:
        """Turn the legal actions into what the screen offers (click targets, buttons)."""
        return {}

    def on_new_view(self, view) -> None:
        """The view changed (an action, undo, another seat): drop selections that no longer hold."""

    def describe(self, e) -> list[tuple[str, tuple]]:
        """Log lines ``(text, colour)`` for a visible event."""
        return []

    def on_event(self, e, live: bool) -> None:
        """React to an event (animations, sounds); ``live`` False while rebuilding after undo."""

    def reset_derived(self) -> None:
        """Reset what is rebuilt from the events (animation lists, last-move records)."""

    def keep_on_refilter(self):
        """What survives a rebuild caused only by a change of the log's filter (hot-seat, language)."""
        return None

    def restore_on_refilter(self, kept) -> None:
        pass

    def animate(self, dt: float) -> None:
        """Advance animations and hover (every frame)."""

    def pause_turns(self, dt: float) -> bool:
        """True to hold the game this frame (e.g. while a summary is shown)."""
        return False

    def on_human_turn(self, seat: int) -> None:
        """A human at the screen must decide (after the hot-seat cover)."""

    def on_undo(self) -> None:
        """Clear selections and overlays after an undo."""

    def after_apply(self) -> None:
        """Clear what the table had selected for the action just taken."""

    def after_cover(self) -> None:
        self._sync()

    def extra_buttons(self) -> list:
        return []

    def on_click(self, pos) -> None:
        pass

    def on_right_click(self, pos) -> None:
        pass

    def on_motion(self, pos) -> None:
        pass

    def on_key(self, event) -> bool:
        return False

    def focus_targets(self) -> list:
        """Keyboard play: ``[(rect, activate, label)]`` in reading order."""
        return []

    def main_action(self):
        """What Enter/Space does with nothing focused (the prompt's main button), or None."""
        return None

    def on_escape(self) -> bool:
        """Esc: True when the table used it (e.g. to clear a selection); otherwise the pause opens."""
        return False

    def reason(self, rule: str, why: str, action=None) -> str:
        """The player's words for an illegal action: ``<game>.illegal.<rule>``, else the rule's own."""
        key = f"{self.game_id}.illegal.{rule}"
        text = tr(key)
        return why if text == key else text

    def anim_busy(self) -> bool:
        """True while the table's own animations run (by default: a few seconds after an event)."""
        return time.monotonic() < self._anim_until

    # ------------------------------------------------------------------ whose decision
    @property
    def delay(self) -> float:
        if self.ai_delay_override is not None:
            return float(self.ai_delay_override)
        return float(self.app.settings.ai_delay)

    def is_human(self, seat) -> bool:
        return self.seats.is_human(seat)

    def current(self) -> int | None:
        return self.driver.current()

    def view(self):
        """The shown seat's view (cached per action); ``legal`` and ``targets`` follow it."""
        v, fresh = self.driver.view(self.seat)
        if fresh:
            self.targets = self.classify(v, self.driver.legal)
            self.on_new_view(v)
        return v

    def my_turn(self) -> bool:
        """Is the shown seat a human who must decide now (and may see their secrets)?"""
        p = self.current()
        return p is not None and p == self.seat and self.is_human(p) and self.face_up()

    def face_up(self) -> bool:
        """May the shown seat's secrets be drawn face up now? In hot-seat only on that human's own
        decision, with no cover over the table; never at an all-AI table (watched as a spectator). A
        replay shows the seat it is shown from."""
        if not self.driver.live:
            return True
        if not self.humans:
            return False
        if not self.hotseat:
            return True
        return (self.current() == self.seat and self.cover.revealed == self.seat
                and self.app.top is self and not self.cover.up)

    def not_your_turn(self) -> None:
        """A click while another player decides: say whose decision it is."""
        p = self.current()
        if p is None:
            return
        if self.hotseat and not self.face_up() and p == self.seat:
            return
        self.app.show_message(tr(f"{self.game_id}.illegal.not_your_turn", name=self.player_name(p)), 2.5)

    # ------------------------------------------------------------------ acting
    def refuse(self, bad, action=None) -> None:
        rule, why = bad
        self.app.show_message(self.reason(rule, why, action))
        sound.play("error", self.app.settings.volume)

    def apply_action(self, action) -> bool:
        """Apply ``action``, keep the game on disk, let the screen follow the new events."""
        bad = self.driver.apply(action)
        if bad is not None:
            self.refuse(bad, action)
            return False
        self.after_apply()
        self.autosave()
        self.hold = max(self.hold or 0.0, self.delay)
        self._sync()
        return True

    def try_action(self, action) -> bool:
        """A human's click: refused with the rule's reason when the rules say no, else applied."""
        bad = self.driver.why_illegal(self.seat, action)
        if bad is not None:
            self.refuse(bad, action)
            return False
        return self.apply_action(action)

    def autosave(self) -> None:
        """Keep the game on disk after every change (a failure is one line; play goes on)."""
        err = self.driver.save()
        if err:
            self.app.show_message(err)

    # ------------------------------------------------------------------ events -> log
    def _filter_key(self):
        # a change of seat, of secrecy (hot-seat, spectator) or of language rebuilds the log
        return (self.seat, self.face_up() if (self.hotseat or not self.humans) else True, i18n.language())

    def may_tell(self, e) -> bool:
        """May the log tell event ``e`` to the shown seat now? Private events only face up."""
        if not e.seen_by(self.seat):
            return False
        return self._filter[1] or e.visible_to is None

    def _consume(self, live: bool) -> None:
        events = self.session.events
        if live and self._ev_i < len(events):
            self._anim_until = time.monotonic() + ANIM_GRACE + 2 * self.delay
        while self._ev_i < len(events):
            e = events[self._ev_i]
            self._ev_i += 1
            self.log_panel.add(e)
            self.on_event(e, live)

    def resync(self) -> None:
        """Rebuild everything derived from the event list (start, undo, seat change, language)."""
        self._events_ref = self.session.events
        self._ev_i = 0
        self.log_panel.clear()
        self.log_panel.title = tr(f"{self.game_id}.log.title")
        self._filter = self._filter_key()
        self.driver.forget_view()
        self.reset_derived()
        self._consume(live=False)

    def _sync(self) -> None:
        if self.session.events is not self._events_ref or len(self.session.events) < self._ev_i:
            self.resync()
            return
        if self._filter_key() != self._filter:
            kept = self.keep_on_refilter()
            self.resync()
            if kept is not None:
                self.restore_on_refilter(kept)
            return
        self._consume(live=True)

    # ------------------------------------------------------------------ the turn loop
    def animating(self) -> bool:
        """Frames flow while a bot is to move or thinking, a delay counts down, or animations run."""
        if self.app.top is not self:
            return False
        if self.assist is not None and self.assist.busy:
            return True
        if self.hold is None or self.hold > 0 or self.driver.thinking():
            return True
        p = self.current()
        if p is not None and not self.is_human(p) and self.driver.live and not self.online:
            return True                         # (online: the server moves it; updates are looked at 10 times a second)
        return self.anim_busy()

    def update(self, dt: float) -> None:
        if self.assist is not None:
            self.assist.update()
        if self.hold is None:
            self.hold = self.delay          # a first look at the table before the AI moves
        self._sync()
        self.animate(dt)
        if self.hold > 0:
            self.hold = max(0.0, self.hold - dt)
        if self.app.top is not self or self.hold > 0 or self.pause_turns(dt):
            self._step_bots(may_apply=False)
            return
        if self.session.current_player() is None:
            if not self.ended and self.driver.live:
                self.ended = True               # the final board stays: the player looks, then asks
                self.on_game_over()
            if self.online and not getattr(self, "_recorded", False):
                self._record_online()
            return
        p = self.current()
        if self.online:
            self._online_turn(p)
        if self.is_human(p):
            if self.cover.needed(p) and self.driver.live:
                if self._cover_wanted(p):
                    self._raise_cover(p)
                    return
                self._hand_over(p)              # nothing hidden to keep from the others: no cover
            self.on_human_turn(p)
            return
        self._step_bots(may_apply=True)

    def _record_online(self) -> None:
        """A finished online game goes into this player's statistics once, as soon as the server has sent
        its seed and log (a replica of it is recorded; its id is the table's, so never twice)."""
        s = self.session
        if not getattr(s, "replayable", False):
            return
        self._recorded = True
        from game.records import record
        from rules.engine.session import Session
        try:
            replica = Session(s.game_id, s.config, s.seed, list(s.actions))
            replica.meta.update({"id": f"online-{s.meta.get('table')}", "online": True})
            err = record(replica)
        except Exception as exc:  # noqa: BLE001 - the statistics must never stop the table
            self.app.report(exc, "online record")
            return
        if err:
            self.app.show_message(err)

    def _online_turn(self, p) -> None:
        """Online: a sound when the turn comes back to this screen's player (the others moved elsewhere)."""
        mine = p == self.seat
        if mine and getattr(self, "_turn_was", None) is False:
            sound.play("turn", self.app.settings.volume)
        self._turn_was = mine

    def _step_bots(self, may_apply: bool) -> None:
        p = self.current()
        action, error = self.driver.step_bots(may_apply)
        if error is not None:                   # a bot bug: one line for the player, the details logged
            self.app.report(error, f"AI of seat {p}")
        if action is not None:
            self.after_apply()
            self.autosave()
            self.hold = max(self.hold or 0.0, self.delay)
            self._sync()

    def on_game_over(self) -> None:
        """The game just ended: the table stays on its final board with a "See results" button (a game
        may add its final banner here)."""

    def see_results(self) -> None:
        """The results over the table (their Board button comes back here)."""
        if self.session.current_player() is None and self.app.top is self:
            self.results_pushed = True
            self.show_results()

    def show_results(self) -> None:
        self.app.push_scene("results", session=self.session, board=self)

    def _cover_wanted(self, seat: int) -> bool:
        """Hot-seat: cover the table before ``seat`` decides only when another human at the screen would
        see something hidden from them there (a hand, a face-down card), as the game's views say; the
        setting ``always`` covers every time."""
        if getattr(self.app.settings, "hotseat_cover", "needed") == "always":
            return True
        state = self.session.state
        return any(not same_sight(self.game, state, seat, q) for q in self.humans if q != seat)

    def _hand_over(self, seat: int) -> None:
        """The screen passes to ``seat``'s human (after the cover, or directly when none is needed)."""
        self.seat = seat
        self.cover.reveal(seat)
        self.driver.forget_view()
        self.after_cover()
        sound.play("turn", self.app.settings.volume)

    def _raise_cover(self, seat: int) -> None:
        """Hide the table until ``seat``'s human is at the screen (hot-seat)."""
        self.cover.raise_for(self.app, self.player_name(seat), lambda: self._hand_over(seat))

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        et = event.type
        if self.assist is not None and self.assist.handle(event):
            return
        if et == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.chrome.hover(event)
            for b in self.extra_buttons():
                b.handle(event)
            self.on_motion(event.pos)
        elif et == pygame.MOUSEWHEEL:
            self.log_panel.on_wheel(self.mouse, event.y)
        elif et == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            if event.button == 1:
                if self.log_panel.on_click(event.pos):
                    pass
                elif (where := self.chrome.hit(event.pos)) == "menu":
                    self.open_pause()
                elif where == "undo":
                    self.see_results() if self.ended else self.undo()   # refused: it says why
                else:
                    self.on_click(event.pos)
            elif event.button == 3:
                self.on_right_click(event.pos)
        elif et == pygame.KEYDOWN:
            self._key(event)

    def _key(self, event) -> None:
        if event.key == pygame.K_ESCAPE:
            if self.focus_ring.index is not None:
                self.focus_ring.index = None
            elif not self.on_escape():
                self.open_pause()
        elif event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()                                 # refused: it says why
        elif not self.driver.live and self._replay_key(event):
            pass
        elif event.key in FOCUS_KEYS and self.focus_ring.move(event):
            pass
        elif event.key in ENTER_KEYS and self.focus_ring.activate():
            pass
        elif not self.on_key(event) and event.key in ENTER_KEYS:
            act = self.see_results if self.ended else self.main_action()
            if act is not None:
                act()

    def _replay_key(self, event) -> bool:
        """Over a replay: Left/Right step back and forth, Home/End go to its start and end."""
        steps = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_HOME: -10 ** 9, pygame.K_END: 10 ** 9}
        if event.key not in steps:
            return False
        self.session.step(steps[event.key])
        self.driver.forget_view()
        self.resync()
        return True

    def draw_after(self, surface) -> None:
        """The hint or review panel and the keyboard focus ring over whatever the table drew."""
        if self.assist is not None:
            self.assist.draw(surface)
        self.focus_ring.draw(surface)

    def on_exit(self) -> None:
        if self.assist is not None and hasattr(self.assist, "stop"):
            self.assist.stop()                  # a review still computing stops at its next batch
        if self.online:
            from game.online.jobs import close_later
            close_later(self.session.net)       # the connection to the server, closed beside the window

    def draw_log(self, surface) -> None:
        self.log_panel.draw(surface, tr("table.new_entries"))

    def draw_chrome(self, surface) -> None:
        """The Menu and Undo buttons (Undo lit when allowed; over a replay, where the replay is)."""
        live = self.driver.live
        step = None if live else (self.session.position, self.session.length)
        self.chrome.update(live and self.can_undo(), step, ended=live and self.ended)
        self.chrome.draw(surface)

    # ------------------------------------------------------------------ undo / save
    def undo_seat(self) -> int | None:
        """The human who would take back a decision now: the one human, or in hot-seat the human at the
        screen (None while the table is covered, or with no human)."""
        if not self.humans:
            return None
        if not self.hotseat:
            return self.humans[0]
        return self.seat if self.cover.revealed == self.seat and self.seat in self.humans else None

    def undo_mode(self) -> str:
        mode = getattr(self.app.settings, "undo", "fair")
        return mode if mode in UNDO_MODES else "fair"

    def undo_plan(self):
        return self.driver.undo_plan(self.undo_seat(), self.undo_mode())

    def can_undo(self) -> bool:
        return self.undo_plan().point is not None

    def undo_refusal(self) -> str:
        """Why undo is refused now, in the player's words (empty when it is allowed)."""
        plan = self.undo_plan()
        if plan.point is not None:
            return ""
        name = self.player_name(plan.who) if plan.who is not None else ""
        return tr(f"undo.refused.{plan.reason}", name=name)

    def undo(self) -> bool:
        plan = self.undo_plan()
        if plan.point is None:
            self.app.show_message(self.undo_refusal() or tr("table.toast.no_undo"), 3.5)
            return False
        self.driver.undo(plan)
        self.results_pushed = False
        self.ended = False
        self.on_undo()
        err = self.driver.save()
        self.resync()
        self.app.show_message(err or tr("table.toast.undone"), 2.5)
        return True

    def save_and_quit(self) -> None:
        """Keep the game and go to the menu (online: leave the table; the game goes on at the server and
        comes back from My online tables)."""
        if self.session.current_player() is not None:
            self.autosave()
        self.app.replace_scene("menu")
        if self.online:
            self.app.push_scene("online")

    def open_pause(self) -> None:
        self.app.push_scene("pause", table=self)


def saving_for(session):
    """How a live local game is kept on disk: its save while it goes on, its record at the end (an
    online game is kept by its server: nothing here)."""
    def persist(s) -> str | None:
        if s.current_player() is not None:
            return saving.autosave(s)
        err = saving.finish(s)
        if s.meta.get("id"):                    # the statistics: once per game (the id is its key)
            from game.records import record
            err = record(s) or err
        return err
    return persist if session.live and getattr(session, "persistent", True) else None
