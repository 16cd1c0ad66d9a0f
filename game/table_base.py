"""What every game's table shares, so a table only says how its game looks and which click is which.

``TableScene.__init__(app, session, view_seat)`` sets up the seats (kinds, names, humans, hot-seat, the
seat shown), the bots (with the game's AI budgets and the app's wall-clock safety net), undo, the AI
thread and the turn loop, key handling (Esc, Ctrl+Z, wheel over the log), the log panel, autosave and
the hot-seat cover. A subclass sets ``ZONES`` (the layout rectangles it reads from
``data/<game>/layout.tmx``), calls ``super().__init__`` first and ``self._resync()`` last, and fills
in the hooks:

- drawing: ``draw(surface)``;
- input: ``on_click(pos)``, ``on_right_click(pos)``, ``on_motion(pos)``, ``on_key(event)``
  (return True when handled), ``extra_buttons()`` (its own Button widgets, for hover);
- the view: ``classify(view, legal)`` (turn the legal actions into click targets);
- events: ``describe(event)`` (log lines, usually from the game's pure log-text module),
  ``on_event(event, live)`` (animations, sounds), ``reset_derived()`` (what ``_resync`` rebuilds),
  ``keep_on_refilter()`` / ``restore_on_refilter(kept)`` (animations kept when only the log's
  filter changes);
- the loop: ``animate(dt)``, ``pause_turns(dt)`` (True to hold the game, e.g. a round summary),
  ``on_human_turn(seat)``, ``on_undo()``, ``after_apply()``, ``after_cover()``;
- text: ``player_name(seat)``, ``reason(rule, why, action)`` (an illegal click's explanation).
"""
from __future__ import annotations

import threading
import time

import pygame

from rules.engine.core import IllegalAction
from rules.engine.names import name_problem

from game import i18n, sound
from game.i18n import tr
from game.layout import load_layout
from game import saving
from game.scene import Scene
from game.text import render, text_width, wrap
from game.widgets import Button

PANEL = (30, 36, 42)
PANEL_EDGE = (84, 94, 100)
GOLD = (240, 196, 80)
FOCUS = (120, 200, 255)
FOCUS_KEYS = (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)
UNDO_MODES = ("off", "fair", "practice")
ANIM_GRACE = 3.0          # seconds of full frame rate after an event, for the animations it starts


class TableScene(Scene):
    """The base of every table. Public for tests and scenes: ``session``, ``seat``, ``kinds``,
    ``names``, ``humans``, ``hotseat``, ``can_undo()``, ``undo()``, ``save_and_quit()``,
    ``ai_delay_override`` (tests set 0), ``covers_shown``."""

    ZONES: tuple[str, ...] = ("log", "menu_button", "undo_button")
    BUTTON_SIZE = 17

    def __init__(self, app, session, view_seat: int | None = None):
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.game_id = session.game_id
        st = session.state
        cfg = session.config
        self.n = int(cfg.get("players") or len(cfg.get("seats") or ()) or 2)
        kinds = list(cfg.get("seats") or (["human"] + ["normal"] * (self.n - 1)))
        self.kinds = (kinds + ["normal"] * self.n)[: self.n]
        names = list(cfg.get("names") or [])
        self.names = [names[i].strip() if i < len(names) and name_problem(names[i]) is None else f"P{i + 1}"
                      for i in range(self.n)]
        self.humans = [i for i, k in enumerate(self.kinds) if k == "human"]
        self.hotseat = len(self.humans) >= 2
        if len(self.humans) == 1:
            self.seat = self.humans[0]
        elif self.hotseat:
            cur = self.game.current_player(st)
            self.seat = cur if cur in self.humans else self.humans[0]
        else:
            self.seat = view_seat if view_seat is not None and 0 <= view_seat < self.n else 0
        self.revealed: int | None = None          # hot-seat: the human who clicked "ready"
        desc = session.descriptor
        self.bots = {i: desc.make_bot(k, (session.seed * 7919 + i * 104729) % 2_147_483_647, safety_net=True)
                     for i, k in enumerate(self.kinds) if k != "human"}
        self.ai_delay_override: float | None = None
        self.hold: float | None = None            # seconds before the next AI move is applied
        self._ai = None                           # (key, thread, box)
        self._epoch = 0
        self._undo_cache: tuple | None = None
        self._view_key = None
        self._view = None
        self._legal: list = []
        self._opts: dict = {}
        self.results_pushed = False
        self.covers_shown = 0
        self._cover_up = False
        self.mouse = (-1, -1)
        self.focus: int | None = None          # keyboard play: index into focus_targets()
        self.scroll = 0
        self._panels: dict = {}
        self._bg = None
        self._log_filter = None
        self.log: list[tuple[str, tuple]] = []
        self._wrapped = None
        self._log_seen = 0
        self._unseen = 0
        self.new_entries_rect = pygame.Rect(0, 0, 0, 0)
        self._events_ref = None
        self._ev_i = 0
        self._anim_until = 0.0
        self.layout = load_layout(self.game_id)
        self.R = {k: self.layout.rect(k) for k in self.ZONES}
        self.menu_button = Button(self.R["menu_button"], tr(f"{self.game_id}.button.menu"), self.open_pause,
                                  size=self.BUTTON_SIZE)
        self.undo_button = Button(self.R["undo_button"], tr(f"{self.game_id}.button.undo"), self.undo,
                                  size=self.BUTTON_SIZE)

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

    def anim_busy(self) -> bool:
        """True while the table's own animations run. Default: for a few seconds after something happened
        (every table's animations start from an event and are shorter than that)."""
        return time.monotonic() < self._anim_until

    def animating(self) -> bool:
        """Frames flow while the AI is to move or thinking, a delay counts down, or animations run; a
        table waiting for a human (or under a pause overlay) rests."""
        if self.app.top is not self:
            return False
        if self.hold is None or self.hold > 0 or self._ai is not None:
            return True
        p = self.current()
        if p is not None and not self._is_human(p):
            return True
        return self.anim_busy()

    def on_click(self, pos) -> None:
        pass

    def on_right_click(self, pos) -> None:
        pass

    def on_motion(self, pos) -> None:
        pass

    def on_key(self, event) -> bool:
        return False

    def focus_targets(self) -> list:
        """Keyboard play: ``[(rect, activate, label)]`` in reading order — the cards, cells and buttons a
        player may use now (Tab/arrows move between them, Enter/Space activates)."""
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

    def view(self):
        """The shown seat's view of the state (cached per action); ``_legal`` and ``_opts`` follow it."""
        key = (self._epoch, len(self.session.actions), self.seat)
        if key != self._view_key:
            self._view_key = key
            v = self._view = self.game.view(self.session.state, self.seat)
            self._legal = list(self.game.legal_actions(v)) if self.game.current_player(v) == self.seat else []
            self._opts = self.classify(v, self._legal)
            self.on_new_view(v)
        return self._view

    def my_turn(self) -> bool:
        """Is the shown seat a human who must decide now (and may see their secrets)?"""
        p = self.current()
        return p is not None and p == self.seat and self._is_human(p) and self.face_up()

    def face_up(self) -> bool:
        """May the shown seat's secrets (its hand) be drawn face up now? In hot-seat only on that
        human's own decision, with no cover over the table."""
        if not self.humans:
            return False            # an all-AI game is watched as a spectator: no hand face up
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
        self.app.show_message(tr(f"{self.game_id}.illegal.not_your_turn", name=self.player_name(p)), 2.5)

    # ------------------------------------------------------------------ acting
    def _refuse(self, bad, action=None) -> None:
        rule, why = bad
        self.app.show_message(self.reason(rule, why, action))
        sound.play("error", self.app.settings.volume)

    def _apply(self, action) -> bool:
        """Apply ``action`` through the session, autosave (or clear the save at the end), then let
        the screen follow the new events. An illegal action shows the rule's reason instead."""
        try:
            self.session.apply(action)
        except IllegalAction as exc:
            self._refuse((exc.rule, exc.why), action)
            return False
        self._undo_cache = None
        self.after_apply()
        self.autosave()
        self.hold = max(self.hold or 0.0, self.delay)
        self._sync()
        return True

    def _human_try(self, action) -> bool:
        """A human's click: refused with the reason when the rules say no, else applied."""
        bad = self.game.why_illegal(self.view(), action)
        if bad is not None:
            self._refuse(bad if isinstance(bad, tuple) else (bad.rule, bad.why), action)
            return False
        return self._apply(action)

    # ------------------------------------------------------------------ events -> log
    def _filter_key(self):
        # a change of seat, of secrecy (hot-seat, spectator) or of language rebuilds the log
        return (self.seat, self.face_up() if (self.hotseat or not self.humans) else True, i18n.language())

    def _visible(self, e) -> bool:
        """May the log tell event ``e`` to the shown seat now? Private events only face up."""
        if not e.seen_by(self.seat):
            return False
        return self._log_filter[1] or e.visible_to is None

    def _on_event(self, e, live: bool) -> None:
        if self._visible(e):
            lines = self.describe(e)
            if lines:
                self.log.extend(lines)
                self._wrapped = None
        self.on_event(e, live)

    def _consume(self, live: bool) -> None:
        events = self.session.events
        if live and self._ev_i < len(events):
            self._anim_until = time.monotonic() + ANIM_GRACE + 2 * self.delay
        while self._ev_i < len(events):
            e = events[self._ev_i]
            self._ev_i += 1
            self._on_event(e, live)

    def _resync(self) -> None:
        """Rebuild everything derived from the event list (start, undo, seat change, language)."""
        self._events_ref = self.session.events
        self._ev_i = 0
        self.log = []
        self._log_filter = self._filter_key()
        self._wrapped = None
        self._log_seen = 0
        self._unseen = 0
        self._view_key = None
        self.reset_derived()
        self._consume(live=False)

    def _sync(self) -> None:
        if self.session.events is not self._events_ref or len(self.session.events) < self._ev_i:
            self._resync()
            return
        if self._filter_key() != self._log_filter:
            kept = self.keep_on_refilter()
            self._resync()
            if kept is not None:
                self.restore_on_refilter(kept)
            return
        self._consume(live=True)

    # ------------------------------------------------------------------ the turn loop
    def update(self, dt: float) -> None:
        if self.hold is None:
            self.hold = self.delay          # a first look at the table before the AI moves
        self._sync()
        self.animate(dt)
        if self.hold > 0:
            self.hold = max(0.0, self.hold - dt)
        if self.app.top is not self or self.hold > 0 or self.pause_turns(dt):
            self._ai_step(may_apply=False)
            return
        if self.session.current_player() is None:
            if not self.results_pushed:
                self.results_pushed = True
                self.show_results()
            return
        p = self.current()
        if self._is_human(p):
            if self.hotseat and self.revealed != p:
                self._cover(p)
                return
            self.on_human_turn(p)
            return
        self._ai_step(may_apply=True)

    def show_results(self) -> None:
        self.app.push_scene("results", session=self.session)

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        et = event.type
        if et == pygame.MOUSEMOTION:
            self.mouse = event.pos
            for b in [self.menu_button, self.undo_button] + list(self.extra_buttons()):
                b.handle(event)
            self.on_motion(event.pos)
        elif et == pygame.MOUSEWHEEL:
            if self.R["log"].collidepoint(self.mouse):
                self.scroll = max(0, self.scroll + event.y * 2)
        elif et == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            if event.button == 1:
                if self.new_entries_rect.collidepoint(event.pos):
                    self.scroll = 0                     # follow the log again
                elif self.menu_button.rect.collidepoint(event.pos):
                    self.open_pause()
                elif self.undo_button.rect.collidepoint(event.pos):
                    self.undo()                         # refused: it says why
                else:
                    self.on_click(event.pos)
            elif event.button == 3:
                self.on_right_click(event.pos)
        elif et == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.focus is not None:
                    self.focus = None
                elif not self.on_escape():
                    self.open_pause()
            elif event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()                             # refused: it says why
            elif event.key in FOCUS_KEYS and self._move_focus(event):
                pass
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self._activate_focus():
                pass
            elif not self.on_key(event) and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                act = self.main_action()
                if act is not None:
                    act()

    # ------------------------------------------------------------------ keyboard focus
    def _move_focus(self, event) -> bool:
        targets = self.focus_targets()
        if not targets:
            self.focus = None
            return False
        back = event.key in (pygame.K_LEFT, pygame.K_UP) or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
        if self.focus is None or self.focus >= len(targets):
            self.focus = len(targets) - 1 if back else 0
        else:
            self.focus = (self.focus + (-1 if back else 1)) % len(targets)
        return True

    def _activate_focus(self) -> bool:
        targets = self.focus_targets()
        if self.focus is None or self.focus >= len(targets):
            self.focus = None
            return False
        _, activate, _ = targets[self.focus]
        self.focus = None if len(targets) <= 1 else self.focus
        activate()
        return True

    def draw_after(self, surface) -> None:
        """The keyboard focus ring over whatever the table drew."""
        if self.focus is None:
            return
        targets = self.focus_targets()
        if self.focus >= len(targets):
            self.focus = None
            return
        r = pygame.Rect(targets[self.focus][0]).inflate(8, 8)
        pygame.draw.rect(surface, FOCUS, r, 3, border_radius=10)

    # ------------------------------------------------------------------ hot-seat cover
    def _cover(self, seat: int) -> None:
        """Hide the table until ``seat``'s human is at the screen (hot-seat)."""
        self._cover_up = True
        self.covers_shown += 1

        def ready():
            self._cover_up = False
            self.seat = seat
            self.revealed = seat
            self._view_key = None
            self.after_cover()
            sound.play("turn", self.app.settings.volume)

        self.app.push_scene("cover", name=self.player_name(seat), on_ready=ready)

    # ------------------------------------------------------------------ undo / save
    def autosave(self) -> None:
        """Keep the game on disk after every change: its save while it goes on; at the end its record
        (it then leaves the list of games in progress). A failure is said in one line; play goes on."""
        if self.session.current_player() is None:
            err = saving.finish(self.session)
        else:
            err = saving.autosave(self.session)
        if err:
            self.app.show_message(err)

    def undo_seat(self) -> int | None:
        """The human who would take back a decision now: the one human, or in hot-seat the human at the
        screen (None while the table is covered, or with no human)."""
        if not self.humans:
            return None
        if not self.hotseat:
            return self.humans[0]
        return self.seat if self.revealed == self.seat and self.seat in self.humans else None

    def undo_mode(self) -> str:
        mode = getattr(self.app.settings, "undo", "fair")
        return mode if mode in UNDO_MODES else "fair"

    def undo_plan(self):
        """The session's answer for the human at the screen (kept per action and mode)."""
        seat = self.undo_seat()
        key = (self._epoch, len(self.session.actions), seat, self.undo_mode())
        if self._undo_cache is None or self._undo_cache[0] != key:
            if seat is None:
                from rules.engine.session import UndoPlan
                plan = UndoPlan(None, "nothing")
            else:
                plan = self.session.undo_plan(seat, set(self.humans), self.undo_mode())
            self._undo_cache = (key, plan)
        return self._undo_cache[1]

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
            self.app.show_message(self.undo_refusal() or tr(f"{self.game_id}.toast.no_undo"), 3.5)
            return False
        if plan.crosses:
            self.session.meta["practice"] = True      # a reveal taken back: a practice game from now on
        self.session.rebuild(plan.point)
        self._epoch += 1
        self.results_pushed = False
        self.hold = 0.0
        self._undo_cache = None
        self.on_undo()
        err = saving.autosave(self.session)
        self._resync()
        self.app.show_message(err or tr(f"{self.game_id}.toast.undone"), 2.5)
        return True

    def save_and_quit(self) -> None:
        if self.session.current_player() is not None:
            err = saving.autosave(self.session)
            if err:
                self.app.show_message(err)
        self.app.replace_scene("menu")

    def open_pause(self) -> None:
        self.app.push_scene("pause", table=self)

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
            if "error" in box:                  # a bot bug: one line for the player, the details logged
                self.app.report(box["error"], f"AI of seat {p}")
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
            width = self.R["log"].w - 26                # clear of the scroll bar
            indent = text_width("  ", 13)
            out = []
            for text, col in self.log:
                first, *rest = wrap(text, 13, width)
                out.append((first, col))
                if rest:                                 # continuation lines are indented: wrap them narrower
                    for line in wrap(" ".join(rest), 13, width - indent):
                        out.append(("  " + line, col))
            self._wrapped = out
        return self._wrapped

    def _draw_log(self, surface) -> None:
        """The log, following new entries; when the player has scrolled up it stays where it is and says
        that new entries arrived below (a click on that note, or scrolling down, follows again)."""
        R = self.R["log"]
        surface.blit(self._panel(R.size, alpha=240), R)
        img = render(tr(f"{self.game_id}.log.title"), 15, GOLD, True)
        surface.blit(img, (R.left + 10, R.top + 8))
        lines = self._log_lines()
        grown = len(lines) - self._log_seen
        if grown > 0 and self.scroll > 0 and self._log_seen:
            self.scroll += grown                         # keep the lines the player is reading in place
            self._unseen += grown
        self._log_seen = len(lines)
        lh = 17
        top = R.top + 34
        visible = (R.bottom - 8 - top) // lh
        self.scroll = max(0, min(self.scroll, max(0, len(lines) - visible)))
        if self.scroll == 0:
            self._unseen = 0
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
        self.new_entries_rect = pygame.Rect(0, 0, 0, 0)
        if self._unseen > 0:
            note = render(tr("table.new_entries"), 13, (20, 24, 28), True)
            box = note.get_rect(midbottom=(R.centerx, R.bottom - 6)).inflate(16, 6)
            pygame.draw.rect(surface, GOLD, box, border_radius=8)
            surface.blit(note, note.get_rect(center=box.center))
            self.new_entries_rect = box
