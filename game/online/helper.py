"""What an online table adds to the table (it takes the place of the hints: no analyst helps a player
against people): a **Say…** button (key M) with the quick messages (no free text), the messages the others
send shown as a line each, "reconnecting…" while the connection is down, "sending…" while a move is on its
way, and the server's refusals in the rules' words.

The table calls ``handle``, ``update`` and ``draw`` (as it does the hints)."""
from __future__ import annotations

import time

import pygame

from game.i18n import tr
from game.table.paint import GOLD, panel
from game.text import ellipsize, render
from game.widgets import ACCENT, INK, MUTED, WARN, Button

MESSAGES = ("well_played", "thinking", "thanks", "hello", "sorry", "good_luck")
HEARD_SECONDS = 5.0


class OnlineHelper:
    def __init__(self, table):
        self.table = table
        self.session = table.session
        log = table.R["log"]
        self.button = Button((log.right - 98, log.top + 5, 92, 28), tr("online.say"), self.toggle, size=15)
        h = 44 + 36 * len(MESSAGES)
        self.rect = pygame.Rect(log.right - 250, log.top + 38, 250, h)
        if self.rect.bottom > 716:                  # a log low on the screen: the panel opens upwards
            self.rect.bottom = log.top - 4
        self.rect.right = min(self.rect.right, 1276)
        self.choices = [Button((self.rect.left + 10, self.rect.top + 40 + i * 36, 230, 32),
                               f"{i + 1}. {tr('online.msg.' + m)}", lambda m=m: self.say(m), size=15)
                        for i, m in enumerate(MESSAGES)]
        self.open = False
        self.heard: list[tuple[str, float]] = []     # (line, until)
        self.last_sent = 0.0

    # ------------------------------------------------------------------ state
    @property
    def busy(self) -> bool:
        """Frames flow while something on screen changes by itself."""
        s = self.session
        return self.open or bool(self.heard) or not s.connected or s.pending

    def toggle(self) -> None:
        self.open = not self.open

    def say(self, what: str) -> None:
        self.open = False
        now = time.monotonic()
        if now - self.last_sent < 1.0:
            return                                      # one a second: the server limits it too
        self.last_sent = now
        try:
            self.session.say(what)
        except Exception as exc:  # noqa: BLE001 - the connection is down: one line
            self.table.app.report(exc, "quick message")
            return
        self.heard.append((tr("online.you_said", msg=tr(f"online.msg.{what}")), now + HEARD_SECONDS))

    def update(self) -> None:
        t, s = self.table, self.session
        now = time.monotonic()
        for seat, what in s.heard():
            if seat == s.seat:
                continue
            line = tr("online.said", name=t.player_name(seat), msg=tr(f"online.msg.{what}"))
            self.heard.append((line, now + HEARD_SECONDS))
        self.heard = [h for h in self.heard if h[1] > now][-3:]
        while s.refusals:
            rule, why = s.refusals.pop(0)
            if rule == "net":
                t.app.show_message(tr("online.error.lost"), 6.0)
            elif rule == "stale":
                t.app.show_message(tr("online.stale"), 3.0)
            else:
                t.refuse((rule, why))
            t.driver.forget_view()

    # ------------------------------------------------------------------ input and drawing
    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_m and not event.mod & pygame.KMOD_CTRL:
                self.toggle()
                return True
            if self.open and pygame.K_1 <= event.key < pygame.K_1 + len(MESSAGES):
                self.say(MESSAGES[event.key - pygame.K_1])
                return True
            if self.open and event.key == pygame.K_ESCAPE:
                self.open = False
                return True
            return False
        if self.open:
            for b in self.choices:
                if b.handle(event):
                    return True
            if event.type == pygame.MOUSEBUTTONDOWN and not self.rect.collidepoint(event.pos) \
                    and not self.button.rect.collidepoint(event.pos):
                self.open = False
        if event.type == pygame.MOUSEMOTION:
            self.button.handle(event)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.button.rect.collidepoint(event.pos):
            self.toggle()
            return True
        return False

    def draw(self, surface) -> None:
        self.button.label = tr("online.say")
        self.button.draw(surface)
        if self.open:
            R = self.rect
            surface.blit(panel(R.size, alpha=255, edge=GOLD, width=2), R.topleft)
            title = ellipsize(tr("online.say_title"), 17, R.width - 20, True)
            surface.blit(render(title, 17, ACCENT, bold=True), (R.left + 10, R.top + 10))
            for i, (b, m) in enumerate(zip(self.choices, MESSAGES)):
                b.label = f"{i + 1}. {tr('online.msg.' + m)}"      # (the language may change mid-game)
                b.draw(surface)
        self._draw_status(surface)

    def _draw_status(self, surface) -> None:
        s = self.session
        lines = []
        if s.lost:
            lines.append((tr("online.error.lost"), WARN))
        elif not s.connected:
            dots = "." * (1 + int(time.monotonic() * 2) % 3)
            lines.append((tr("online.reconnecting") + dots, WARN))
        elif s.pending:
            lines.append((tr("online.sending"), MUTED))
        lines += [(text, INK) for text, _ in self.heard]
        y = 48
        for text, colour in lines:
            text = ellipsize(text, 18, 700, True)
            img = render(text, 18, colour, bold=True)
            box = img.get_rect(midtop=(640, y)).inflate(24, 10)
            surface.blit(panel(box.size, alpha=235, edge=GOLD if colour is INK else colour, width=1), box.topleft)
            surface.blit(img, img.get_rect(center=box.center))
            y += box.height + 4
