"""The waiting room of an online table: the game, the invitation code to give friends (Copy puts it on the
clipboard where the system has one), the seats filling as friends join (and whether each is here), and for
the creator **Start** once every friend's seat is taken. When the game starts (here or by the creator
elsewhere) the table opens on a ``RemoteSession``. Leave goes back to the Online screen: the table stays
in My online tables."""
from __future__ import annotations

import pygame

from game.i18n import tr
from game.online.jobs import Job, close_later, error_line
from game.scene import Scene
from game.text import ellipsize, render
from game.widgets import ACCENT, INK, MUTED, WARN, Button, draw_background, draw_panel, draw_paragraph, draw_title


class WaitingRoomScene(Scene):
    PANEL = pygame.Rect(240, 120, 800, 500)

    def __init__(self, app, client, entry: dict):
        super().__init__(app)
        self.tc = client
        self.entry = entry
        self.creator = entry.get("seat") == 0
        self.job: Job | None = None
        self.status = ""
        self.status_bad = True                  # the status line is a problem (warm) or news (plain)
        self.opened = False
        P = self.PANEL
        self.copy_button = Button((P.right - 170, P.top + 96, 150, 40), tr("online.copy"), self.copy, size=16,
                                  enabled=bool(entry.get("code")))
        self.start_button = Button((1020, 648, 220, 56), tr("online.start"), self.start, key=pygame.K_RETURN,
                                   size=22)
        self.leave_button = Button((40, 648, 220, 56), tr("online.leave"), self.leave, key=pygame.K_ESCAPE,
                                   size=22)
        self.buttons = [self.copy_button, self.leave_button] + ([self.start_button] if self.creator else [])

    # ------------------------------------------------------------------ model
    @property
    def client(self):
        return self.tc.client

    def seats(self) -> list[dict]:
        return list(self.client.seats or [])

    def full(self) -> bool:
        seats = self.seats()
        return bool(seats) and all(s.get("taken") for s in seats)

    # ------------------------------------------------------------------ commands
    def copy(self) -> None:
        code = self.entry.get("code") or ""
        try:
            pygame.scrap.put_text(code)
            ok = pygame.scrap.get_text() == code
        except Exception:  # noqa: BLE001 - no clipboard here (a headless system): the code is on screen
            ok = False
        self.status = tr("online.copied" if ok else "online.no_clipboard")
        self.status_bad = False

    def start(self) -> None:
        if not self.creator or self.job is not None:
            return
        if not self.full():
            self.status, self.status_bad = tr("online.not_full"), True
            return
        self.job = Job(lambda: self.tc.do("start", timeout=15))
        self.status, self.status_bad = tr("online.working.start"), False

    def leave(self) -> None:
        close_later(self.tc)
        self.opened = True
        self.app.pop()

    # ------------------------------------------------------------------ the game begins
    def update(self, dt: float) -> None:
        self.start_button.enabled = self.full() and self.job is None
        job = self.job
        if job is not None and job.done:
            self.job = None
            self.status_bad = True
            if job.error is not None:
                self.status = error_line(job.error)
            elif not job.result.ok:
                self.status = tr("online.start_refused", why=job.result.why or job.result.rule)
        c = self.client
        if not self.opened and c.status in ("playing", "over") and c.config is not None and c.view is not None:
            self.opened = True
            from game.net.remote import RemoteSession
            self.app.start_table(RemoteSession(self.tc))

    def animating(self) -> bool:
        return True           # seats fill by themselves: looked at every frame (a light screen)

    def on_exit(self) -> None:
        if not self.opened:
            close_later(self.tc)

    # ------------------------------------------------------------------ input and drawing
    def handle(self, event) -> None:
        for b in self.buttons:
            if b.handle(event):
                return

    def draw(self, surface) -> None:
        draw_background(surface)
        game = self.client.game_id or self.entry.get("game") or ""
        draw_title(surface, tr("online.waiting_title"), tr(f"games.{game}.name") if game else "", y=22)
        P = self.PANEL
        draw_panel(surface, P, alpha=210)
        code = self.entry.get("code")
        if code:
            surface.blit(render(tr("online.code_heading"), 18, MUTED, bold=True), (P.left + 24, P.top + 20))
            img = render(code, 30, ACCENT, bold=True)
            surface.blit(img, (P.left + 24, P.top + 50))
            hint = ellipsize(tr("online.code_hint"), 15, P.width - 220)
            surface.blit(render(hint, 15, MUTED), (P.left + 24, P.top + 104))
            self.copy_button.draw(surface)
        else:
            draw_paragraph(surface, tr("online.joined_wait"), (P.left + 24, P.top + 40, P.width - 48, 100), 20)
        y = P.top + 160
        surface.blit(render(tr("online.seats"), 18, MUTED, bold=True), (P.left + 24, y))
        for i, s in enumerate(self.seats()):
            self._draw_seat(surface, i, s, y + 34 + i * 44)
        self.leave_button.draw(surface)
        if self.creator:
            self.start_button.draw(surface)
        line = self.status or (tr("online.ready_to_start") if self.creator and self.full() else
                               tr("online.waiting_friends") if self.creator else tr("online.waiting_creator"))
        img = render(ellipsize(line, 18, 700, True), 18, WARN if self.status and self.status_bad else INK)
        surface.blit(img, img.get_rect(center=(640, 676)))

    def _draw_seat(self, surface, i: int, s: dict, y: int) -> None:
        P = self.PANEL
        kind = s.get("kind")
        me = i == self.client.seat
        if kind != "friend":
            label, colour = tr("online.seat_ai", level=tr(f"setup.kind.{kind}")), MUTED
        elif s.get("taken"):
            label = s.get("name") or "?"
            colour = ACCENT if me else INK
        else:
            label, colour = tr("online.seat_free"), MUTED
        num = render(f"{i + 1}.", 20, INK, bold=True)
        surface.blit(num, (P.left + 24, y))
        text = label + ("  " + tr("online.you") if me else "")
        surface.blit(render(ellipsize(text, 20, P.width - 260, True), 20, colour, bold=me), (P.left + 64, y))
        if kind == "friend" and s.get("taken"):
            here = tr("online.here") if s.get("here") else tr("online.away")
            img = render(here, 16, INK if s.get("here") else MUTED)
            surface.blit(img, img.get_rect(topright=(P.right - 24, y + 2)))
