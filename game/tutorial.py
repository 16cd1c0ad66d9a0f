"""The tutorial at the table: one shared runner drawn over any game's own table.

``start_tutorial(app, game_id)`` opens the game's tutorial (``data/<game>/tutorial.yaml``, played by
:class:`rules.engine.tutorial.TutorialSession`) where the learner left it. ``tutorial_table`` makes the
game's table class with :class:`TutorialRunner` mixed in front of it: the table plays and draws its game
as ever (the session is a local game), and the runner

- lets through only the step's expected action (any other click is answered with the step's words,
  or the shared ``tutorial.wrong``, and spends nothing);
- lets the other seats play their recorded steps (:class:`rules.engine.tutorial.ScriptedBot`), giving
  the learner time to read a step that tells what they do;
- draws the step's text in its panel (``panel`` of the tutorial file, else :data:`DEFAULT_PANEL`), a
  gold ring and an arrow on the target: the zone named by ``point``, or with ``point: target`` the
  rect the game's table gives for the expected action through its optional hook
  ``tutorial_target(action) -> pygame.Rect | None``;
- keeps its position in ``tutorials/<game>.json`` of the user folder after every action, and at the end
  shows the summary (Play on / Back to menu).
"""
from __future__ import annotations

import math
import time

import pygame

from game import sound
from game.i18n import language, tr
from game.table.paint import GOLD, panel
from game.table.steady import ClickGuard
from game.table.seats import BotSeat
from game.text import fits, real_size, render, report, text_width, wrap, wrap_fit
from game.widgets import ACCENT, INK, Button, dim
from rules.engine.data import DataError
from rules.engine.tutorial import ScriptedBot, TutorialSession, has_tutorial, load_tutorial, resume

DEFAULT_PANEL = (240, 6, 800, 66)
SUMMARY = pygame.Rect(220, 150, 840, 400)
TEXT_SIZES = (18, 17, 16, 15, 14, 13)
SUMMARY_GUARD = 0.8                    # seconds the summary's buttons ignore clicks after it appears


# ---------------------------------------------------------------------------- checking and opening

def check_tutorial(root: str, game_id: str, zones) -> list[str]:
    """``check-data`` for a game's tutorial: the file and its replay, and that every ``point`` is
    ``target`` or a zone of the game's layout."""
    from rules.engine.tutorial import check, tutorial_path
    problems = check(root, game_id)
    if problems or not has_tutorial(game_id, root):
        return [str(p) for p in problems]
    script = load_tutorial(game_id, root, tutorial_path(game_id, root))
    out = []
    for i, step in enumerate(script.steps):
        if step.point is not None and step.point != "target" and step.point not in zones:
            out.append(str(script.problem(f"steps[{i}].point", f"'{step.point}' is not 'target' nor a zone of "
                                                                  f"the layout ({', '.join(sorted(zones))})")))
    return out


def start_tutorial(app, game_id: str):
    """The tutorial of ``game_id`` at its table, over the menu (None, with a line on screen, when the
    game has none or its file is broken)."""
    from game.paths import user_dir
    if not has_tutorial(game_id):
        app.show_message(tr("tutorial.none", game=tr(f"games.{game_id}.name")))
        return None
    try:
        script = load_tutorial(game_id)
    except DataError as exc:
        app.push_scene("error", title=tr("errors.cannot_open", game=tr("tutorial.title")),
                       lines=[str(p) for p in exc.problems])
        return None
    session = resume(script, user_dir(), language())
    table = tutorial_table(app, session)
    app.replace_scene("menu")
    app.push(table)
    return table


def tutorial_table(app, session: TutorialSession):
    """The game's own table class with the runner in front of it, opened on ``session``."""
    from game.registry import table_class
    base = table_class(session.game_id)
    cls = type(f"Tutorial{base.__name__}", (TutorialRunner, base), {})
    return cls(app, session)


# ---------------------------------------------------------------------------- the runner

class TutorialRunner:
    """Mixed in front of a game's table (see the module's docstring). Public: ``tutorial`` (the
    session), ``step_panel_rect``, ``target_rect()``, ``panel_text()``, ``summary_open``, ``said`` (the last
    words answering a wrong click)."""

    READ_SECONDS = 2.5            # at least this long on a step where another seat moves and it is told

    def __init__(self, app, session, view_seat=None):
        super().__init__(app, session, view_seat)
        self.tutorial = session
        for policy in self.seats.policies.values():
            if isinstance(policy, BotSeat):
                policy.bot = ScriptedBot(session, policy.bot)
        self.driver.persist = self._keep
        box = session.script.data.panel or DEFAULT_PANEL
        self.step_panel_rect = pygame.Rect(box)   # (not panel_rect: a table may have a method of that name)
        self.summary_open = False
        self.summary_seen = session.finished
        self.summary_guard = ClickGuard(SUMMARY_GUARD)
        self.said: str | None = None
        self._read = (None, 0.0)          # (position, seconds shown) of a told step of another seat
        self.play_on_button = Button((SUMMARY.centerx - 290, SUMMARY.bottom - 76, 270, 54), tr("tutorial.play_on"),
                                     self.close_summary, size=20)
        self.menu_button2 = Button((SUMMARY.centerx + 20, SUMMARY.bottom - 76, 270, 54), tr("tutorial.to_menu"),
                                   self.save_and_quit, size=20)

    # ------------------------------------------------------------------ keeping the position
    def _keep(self, session) -> str | None:
        from game.paths import user_dir
        try:
            session.save(user_dir())
        except OSError as exc:
            return f"{exc.strerror or exc.__class__.__name__}"
        return None

    # ------------------------------------------------------------------ only the taught action
    def _off_script(self, action) -> bool:
        exp = self.tutorial.expected()
        return exp is not None and action != exp

    def tell_wrong(self) -> None:
        """Another click than the step's: its words (nothing is spent)."""
        self.said = self.tutorial.wrong(language()) or tr("tutorial.wrong")
        self.app.show_message(self.said, 4.0)
        sound.play("error", self.app.settings.volume)

    def try_action(self, action) -> bool:
        if self._off_script(action):
            self.tell_wrong()
            return False
        return super().try_action(action)

    def apply_action(self, action) -> bool:
        if self._off_script(action):
            self.tell_wrong()
            return False
        return super().apply_action(action)

    def reason(self, rule, why, action=None) -> str:
        if rule == "tutorial":
            return self.tutorial.wrong(language()) or tr("tutorial.wrong")
        return super().reason(rule, why, action)

    # ------------------------------------------------------------------ pace and the end
    def pause_turns(self, dt: float) -> bool:
        """Hold another seat's told step until the learner had time to read it."""
        if super().pause_turns(dt) or self.summary_open:
            return True
        s = self.tutorial
        step = s.step()
        if step is None or step.text is None or s.current_player() == s.script.human or self.delay <= 0:
            return False
        pos, shown = self._read
        shown = shown + dt if pos == s.position else 0.0
        self._read = (s.position, shown)
        return shown < self.READ_SECONDS + len(step.text.en) / 40

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.tutorial.finished and not self.summary_seen and self.app.top is self:
            self.summary_seen = self.summary_open = True
            self.summary_guard.see(("summary", id(self)))

    def close_summary(self) -> None:
        self.summary_open = False

    def on_click(self, pos) -> None:
        """A click away from the step's target is answered with the step's words (nothing happens)."""
        rect = self.target_rect()
        if rect is not None and not rect.inflate(8, 8).collidepoint(pos):
            self.tell_wrong()
            return
        super().on_click(pos)

    def handle(self, event) -> None:
        if self.summary_open:
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE):
                self.close_summary()
                return
            # a click meant for the table's last button (End turn…) never answers the summary, whose
            # "Back to menu" may stand just there: its buttons wait a moment after it appears
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and not self.summary_guard.ready():
                return
            for b in (self.play_on_button, self.menu_button2):
                if b.handle(event):
                    return
            return
        super().handle(event)

    # ------------------------------------------------------------------ what is shown
    def panel_text(self) -> tuple[str, str]:
        """``(badge, text)`` of the panel now: the latest told step (the learner's, or what another seat
        just did), or the free turns."""
        s = self.tutorial
        lang = language()
        if not s.scripted:
            free = min(s.free_done() + 1, s.script.data.free_turns)
            other = next((i for i in range(self.n) if i != s.script.human), 0)
            return tr("tutorial.title"), tr("tutorial.free", n=max(1, free), total=s.script.data.free_turns,
                                            name=self.player_name(other))
        # the panel counts what it tells: the steps with words, one by one (a step that only takes an
        # action, or another seat's step, never makes the count jump or repeat)
        steps = s.script.steps
        told = [i for i, st in enumerate(steps) if st.text is not None]
        total = max(1, len(told))
        for i in range(min(s.position, len(steps) - 1), -1, -1):
            if steps[i].text is not None:
                return tr("tutorial.step", n=told.index(i) + 1, total=total), steps[i].text.get(lang)
        return tr("tutorial.step", n=1, total=total), ""

    def target_rect(self):
        """Where the step points (None: nowhere): a zone of the layout, or the table's rect for the
        expected action (its hook ``tutorial_target``)."""
        s = self.tutorial
        step = s.step()
        if step is None or step.point is None or s.current_player() != s.script.human or not self.my_turn():
            return None
        if step.point != "target":
            return self.layout.rect(step.point) if self.layout.has(step.point) else None
        hook = getattr(self, "tutorial_target", None)
        return hook(s.expected()) if hook is not None else None

    def draw(self, surface) -> None:
        super().draw(surface)
        if self.tutorial.finished and self.summary_seen and not self.summary_open:
            return                              # played on after the summary: the table is the player's
        badge, text = self.panel_text()
        if self.tutorial.scripted:
            draw_step_panel(surface, self.step_panel_rect, badge, text)
        else:                                   # free turns: a slim strip, the table stays in view
            draw_free_strip(surface, self.step_panel_rect, f"{badge} · {text}")
        rect = self.target_rect()
        if rect is not None:
            draw_pointer(surface, rect, time.monotonic())
        if self.summary_open:
            self.play_on_button.label, self.menu_button2.label = tr("tutorial.play_on"), tr("tutorial.to_menu")
            draw_summary(surface, self.tutorial.summary(language()), (self.play_on_button, self.menu_button2))


# ---------------------------------------------------------------------------- drawing

def _fit_lines(text: str, width: int, height: int, sizes=TEXT_SIZES, gap: int = 4) -> tuple[int, list[str]]:
    """The largest size whose wrapped lines fit the box (reported when even the smallest does not)."""
    for size in sizes:
        lines = wrap(text, size, width)
        if len(lines) * (real_size(size) + gap) <= height and all(render(ln, size).get_width() <= width for ln in lines):
            return size, lines
    report("overflow", text, sizes[-1], width)
    return sizes[-1], lines


def draw_step_panel(surface, rect: pygame.Rect, badge: str, text: str) -> None:
    """The step's panel: a gold-edged panel, the badge (step n of total) on the left, the text; in a
    narrow panel (a tall column beside the board) the badge goes on top and the text takes the width."""
    surface.blit(panel(rect.size, alpha=255, edge=GOLD, width=3), rect.topleft)
    badge_img = render(badge, 15, GOLD, bold=True)
    if rect.width < 420:
        surface.blit(badge_img, (rect.left + 12, rect.top + 8))
        if badge_img.get_width() > rect.width - 24:
            report("overflow", badge, 15, rect.width - 24)
        top = rect.top + 12 + badge_img.get_height()
        box = pygame.Rect(rect.left + 12, top, rect.width - 24, rect.bottom - 6 - top)
    else:
        bw = max(96, badge_img.get_width() + 16)
        surface.blit(badge_img, badge_img.get_rect(center=(rect.left + bw // 2, rect.centery)))
        if badge_img.get_width() > bw:
            report("overflow", badge, 15, bw)
        box = pygame.Rect(rect.left + bw + 6, rect.top + 6, rect.width - bw - 18, rect.height - 12)
    size, lines = _fit_lines(text, box.width, box.height)
    step = real_size(size) + 4
    y = box.top + max(0, (box.height - len(lines) * step) // 2)
    for line in lines:
        surface.blit(render(line, size, INK), (box.left, y))
        y += step


def draw_free_strip(surface, rect: pygame.Rect, text: str) -> pygame.Rect:
    """The free turns' note: a line or two in a slim gold-edged strip at the top right of the step
    panel's place, so that it covers as little of the table as it can."""
    width = rect.width - 20
    size = 14
    lines = wrap_fit(text, size, width, 3) or wrap(text, size, width)[:3]
    for line in lines:
        if text_width(line, size) > width and not fits(line, size, width):
            report("overflow", line, size, width)
    step = real_size(size) + 4
    imgs = [render(line, size, INK) for line in lines]
    strip = pygame.Rect(0, 0, min(rect.width, max(i.get_width() for i in imgs) + 20), step * len(imgs) + 10)
    strip.topright = rect.topright
    surface.blit(panel(strip.size, alpha=240, edge=GOLD, width=2), strip.topleft)
    for k, img in enumerate(imgs):
        surface.blit(img, img.get_rect(midtop=(strip.centerx, strip.top + 5 + k * step)))
    return strip


def draw_pointer(surface, rect: pygame.Rect, now: float) -> None:
    """A gold ring round ``rect`` and an arrow pointing at it (from above, or from below near the top)."""
    pulse = 3 + int(2 * (1 + math.sin(now * 5)))
    ring = rect.inflate(8 + pulse, 8 + pulse)
    pygame.draw.rect(surface, (30, 20, 0), ring.inflate(4, 4), 3, border_radius=10)
    pygame.draw.rect(surface, GOLD, ring, 4, border_radius=10)
    up = ring.top < 110
    tip_y = ring.bottom + 4 if up else ring.top - 4
    d = 1 if up else -1
    x = ring.centerx
    tail = (x, tip_y + d * 30)                  # short: it covers little of what is beside the target
    pygame.draw.line(surface, (30, 20, 0), (x, tip_y + d * 10), tail, 9)
    pygame.draw.line(surface, GOLD, (x, tip_y + d * 10), tail, 5)
    head = [(x, tip_y), (x - 12, tip_y + d * 16), (x + 12, tip_y + d * 16)]
    pygame.draw.polygon(surface, GOLD, head)
    pygame.draw.polygon(surface, (30, 20, 0), head, 2)


def draw_summary(surface, text: str, buttons) -> None:
    """The end: what was learnt, over the dimmed table, and its two buttons."""
    dim(surface, 140)
    surface.blit(panel(SUMMARY.size, alpha=248, edge=GOLD, width=3), SUMMARY.topleft)
    title = render(tr("tutorial.learnt"), 26, ACCENT, bold=True)
    surface.blit(title, title.get_rect(midtop=(SUMMARY.centerx, SUMMARY.top + 22)))
    box = pygame.Rect(SUMMARY.left + 40, SUMMARY.top + 72, SUMMARY.width - 80, SUMMARY.height - 172)
    size, lines = _fit_lines(text, box.width, box.height, (22, 21, 20, 19, 18, 17, 16), gap=6)
    y = box.top
    for line in lines:
        surface.blit(render(line, size, INK), (box.left, y))
        y += size + 6
    for b in buttons:
        b.draw(surface)
