"""The Online screen: the server's address (remembered), this player's name, **Create table** (the game
chosen here, then the setup screen in its online form), **Join** by invitation code, and **My online
tables**: every table this player holds, with whose turn it is (asked of each server), opened with a click.

Everything that waits for the network runs beside the window (``game/online/jobs.py``); a failure is one
line. This scene knows no game."""
from __future__ import annotations

import pygame

from game.i18n import tr, tr_n
from game.online import book
from game.online.create import join
from game.online.jobs import Job, address_problem, close_later, connect, error_line, normal_address
from game.scene import Scene
from game.text import ellipsize, render
from game.widgets import (ACCENT, INK, MUTED, SELECT, WARN, Button, Cycler, TextInput, draw_background,
                          draw_panel, draw_title)
from rules.engine.names import NAME_MAX, clean_typed, name_problem
from rules.registry import DESCRIPTORS

CODE_MAX = 40
REFRESH_EVERY = 30.0                          # seconds between two looks at My online tables
ROWS = 7


def open_table(app, tc, entry: dict) -> None:
    """A client attached to its table: the waiting room before the start, else the table itself."""
    if tc.client.status == "waiting":
        app.push_scene("waiting_room", client=tc, entry=entry)
        return
    from game.net.remote import RemoteSession
    app.start_table(RemoteSession(tc))


def attach(entry: dict):
    """(In a Job) a client attached to ``entry``'s table, its state received."""
    tc = connect(entry["url"])
    try:
        reply = tc.do("attach", entry["table"], entry["token"], timeout=15)
        if not reply.ok:
            raise RuntimeError(reply.why or reply.rule)
        return tc
    except BaseException:
        close_later(tc)
        raise


def list_tables(entries: list[dict]) -> dict:
    """(In a Job) each held table's line from its server: ``{table id: line or {"error": why}}``."""
    out: dict = {}
    by_url: dict = {}
    for e in entries:
        by_url.setdefault(e["url"], []).append(e)
    for url, group in by_url.items():
        try:
            tc = connect(url, timeout=5.0)
        except Exception as exc:  # noqa: BLE001 - that server is down: its tables say so
            for e in group:
                out[e["table"]] = {"error": error_line(exc)}
            continue
        try:
            for start in range(0, len(group), 50):
                part = group[start:start + 50]
                for line in tc.do("tables", [(e["table"], e["token"]) for e in part], timeout=15):
                    out[line["table"]] = line
        except Exception as exc:  # noqa: BLE001
            for e in group:
                out.setdefault(e["table"], {"error": error_line(exc)})
        finally:
            close_later(tc)
    return out


class OnlineScene(Scene):
    LEFT = pygame.Rect(40, 128, 540, 500)
    RIGHT = pygame.Rect(600, 128, 640, 500)

    def __init__(self, app):
        super().__init__(app)
        s = app.settings
        self.job: Job | None = None
        self.job_kind = ""
        self.status = ""                      # one line: what is happening, or what went wrong
        self.status_bad = False
        self.entries, problem = book.load()
        if problem:
            self.say(tr("online.book_bad", why=problem), bad=True)
        self.lines: dict = {}                 # table id -> the server's line
        self.since_list = 0.0                 # seconds since the servers were last asked
        self.top = 0
        ids = [g.id for g in DESCRIPTORS]
        self.game = s.last_game if s.last_game in ids else ids[0]
        L = self.LEFT
        self.address = TextInput((L.left + 20, L.top + 56, L.width - 40, 44), s.server, max_len=300,
                                 placeholder="ws://host:8765", size=18)
        self.name = TextInput((L.left + 20, L.top + 140, L.width - 40, 44), s.online_name,
                              on_change=self._name_typed, max_len=NAME_MAX, placeholder=tr("online.name_placeholder"))
        self.game_cycler = Cycler((L.left + 20, L.top + 226, L.width - 40, 44), ids, self.game,
                                  lambda g: tr(f"games.{g}.name"), on_change=self._game_chosen, size=18)
        self.create_button = Button((L.left + 20, L.top + 280, L.width - 40, 48), tr("online.create"),
                                    self.create, size=20)
        self.code = TextInput((L.left + 20, L.top + 380, L.width - 190, 44), "", max_len=CODE_MAX,
                              placeholder=tr("online.code_placeholder"), size=18)
        self.join_button = Button((L.right - 160, L.top + 380, 140, 44), tr("online.join"), self.join, size=20)
        self.refresh_button = Button((self.RIGHT.right - 170, self.RIGHT.top + 12, 150, 36),
                                     tr("online.refresh"), self.refresh, size=16)
        self.back_button = Button((40, 648, 220, 56), tr("common.back"), self.back, key=pygame.K_ESCAPE, size=22)
        self.inputs = [self.address, self.name, self.code]
        self.widgets = [*self.inputs, self.game_cycler, self.create_button, self.join_button,
                        self.refresh_button, self.back_button]
        self.refresh()

    # ------------------------------------------------------------------ model
    def say(self, line: str, bad: bool = False) -> None:
        self.status, self.status_bad = line, bad

    def url(self) -> str | None:
        """The server's address typed (remembered), or None after saying what is wrong with it."""
        url = normal_address(self.address.text)
        why = address_problem(url)
        if why:
            self.say(tr(f"online.address.{why}"), bad=True)
            return None
        self.app.settings.server = url
        self.app.settings.save()
        return url

    def player_name(self) -> str | None:
        name = self.name.text.strip()
        if name_problem(name):
            self.say(tr("online.need_name", most=NAME_MAX), bad=True)
            return None
        return name

    def _name_typed(self, text: str) -> None:
        clean = clean_typed(text)
        if clean != text:
            self.name.text = clean
        if not name_problem(clean.strip()):
            self.app.settings.online_name = clean.strip()

    def _game_chosen(self, g: str) -> None:
        self.game = g
        self.app.settings.last_game = g

    def busy(self) -> bool:
        return self.job is not None and not self.job.done

    def start_job(self, kind: str, fn, *args) -> None:
        self.job, self.job_kind = Job(fn, *args), kind
        self.say(tr(f"online.working.{kind}"))

    # ------------------------------------------------------------------ commands
    def create(self) -> None:
        url, name = self.url(), self.player_name()
        if url is None or name is None or self.busy():
            return
        self.app.settings.save()
        self.app.push_scene("setup", game_id=self.game, online=url)

    def join(self) -> None:
        url, name = self.url(), self.player_name()
        code = self.code.text.strip()
        if url is None or name is None or self.busy():
            return
        if not code or len(code) > CODE_MAX or not code.isascii() or not code.isprintable():
            self.say(tr("online.need_code"), bad=True)
            return
        self.app.settings.save()
        from game.paths import user_dir
        self.start_job("join", join, url, code, name, user_dir())

    def refresh(self) -> None:
        if self.busy():
            return
        self.since_list = 0.0
        self.entries, _ = book.load()
        if self.entries:
            self.start_job("list", list_tables, list(self.entries))

    def open_entry(self, entry: dict) -> None:
        if self.busy():
            return
        line = self.lines.get(entry["table"], {})
        if line.get("error") == "token":
            self.say(tr("online.gone"), bad=True)
            return
        self.start_job("attach", lambda e=entry: (attach(e), e))

    def forget(self, entry: dict) -> None:
        book.remove(entry["table"])
        self.entries, _ = book.load()
        self.say(tr("online.forgotten"))

    def back(self) -> None:
        self.app.pop()

    def on_enter(self) -> None:
        self.entries, _ = book.load()

    # ------------------------------------------------------------------ the jobs' ends
    def update(self, dt: float) -> None:
        for t in self.inputs:
            t.update(dt)
        self.since_list += dt
        if self.job is None and self.entries and self.since_list > REFRESH_EVERY and self.app.top is self:
            self.refresh()                      # whose turn it is, looked at again while the screen is open
        job = self.job
        if job is None or not job.done:
            return
        self.job = None
        if job.error is not None:
            self.say(error_line(job.error) if not isinstance(job.error, RuntimeError) else str(job.error), bad=True)
            return
        if self.job_kind == "list":
            self.lines = job.result
            self.say(tr_n("online.listed", len(self.entries)))
        elif self.job_kind in ("join", "attach"):
            tc, entry = job.result
            self.say("")
            self.entries, _ = book.load()
            open_table(self.app, tc, entry)

    def animating(self) -> bool:
        return self.busy() or any(t.focused for t in self.inputs)

    # ------------------------------------------------------------------ input
    def row_rect(self, k: int) -> pygame.Rect:
        R = self.RIGHT
        return pygame.Rect(R.left + 14, R.top + 60 + k * 60, R.width - 28, 54)

    def forget_rect(self, k: int) -> pygame.Rect:
        r = self.row_rect(k)
        return pygame.Rect(r.right - 40, r.top + 12, 30, 30)

    def handle(self, event) -> None:
        focused = next((t for t in self.inputs if t.focused), None)
        if focused is not None and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                focused.focus(False)
                if focused is self.code:
                    self.join()
                return
            focused.handle(event)
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            for t in self.inputs:
                if t.focused and not t.rect.collidepoint(event.pos):
                    t.focus(False)
        if event.type == pygame.MOUSEWHEEL and self.RIGHT.collidepoint(pygame.mouse.get_pos()):
            self.top = max(0, min(self.top - event.y, max(0, len(self.entries) - ROWS)))
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._click_row(event.pos):
            return
        for w in self.widgets:
            if w.handle(event):
                return

    def _click_row(self, pos) -> bool:
        for k, entry in enumerate(self.entries[self.top:self.top + ROWS]):
            if self.forget_rect(k).collidepoint(pos):
                self.forget(entry)
                return True
            if self.row_rect(k).collidepoint(pos):
                self.open_entry(entry)
                return True
        return False

    # ------------------------------------------------------------------ draw
    def draw(self, surface) -> None:
        draw_background(surface)
        draw_title(surface, tr("online.title"), tr("online.subtitle"), y=22)
        L = self.LEFT
        draw_panel(surface, L, alpha=200)
        for text, y in ((tr("online.server"), L.top + 20), (tr("online.your_name"), L.top + 110),
                        (tr("online.new_table"), L.top + 196), (tr("online.join_heading"), L.top + 350)):
            surface.blit(render(ellipsize(text, 18, L.width - 40, True), 18, MUTED, bold=True), (L.left + 20, y))
        self._draw_tables(surface)
        for w in self.widgets:
            w.draw(surface)
        if self.status:
            line = ellipsize(self.status, 18, 900, True)
            img = render(line, 18, WARN if self.status_bad else INK, bold=self.status_bad)
            surface.blit(img, img.get_rect(midleft=(290, 676)))

    def _draw_tables(self, surface) -> None:
        R = self.RIGHT
        draw_panel(surface, R, alpha=200)
        surface.blit(render(tr("online.my_tables"), 22, INK, bold=True), (R.left + 20, R.top + 18))
        if not self.entries:
            img = render(ellipsize(tr("online.no_tables"), 18, R.width - 40), 18, MUTED)
            surface.blit(img, (R.left + 20, R.top + 70))
            return
        for k, entry in enumerate(self.entries[self.top:self.top + ROWS]):
            self._draw_row(surface, k, entry)
        if len(self.entries) > ROWS:
            more = tr("online.more", first=self.top + 1, last=min(len(self.entries), self.top + ROWS),
                      n=len(self.entries))
            surface.blit(render(more, 15, MUTED), (R.left + 20, R.bottom - 22))

    def _draw_row(self, surface, k: int, entry: dict) -> None:
        r = self.row_rect(k)
        line = self.lines.get(entry["table"], {})
        mine = bool(line.get("my_turn"))
        pygame.draw.rect(surface, SELECT if mine else (40, 46, 52), r, border_radius=8)
        if mine:
            pygame.draw.rect(surface, ACCENT, r, 2, border_radius=8)
        game = tr(f"games.{entry['game']}.name") if entry.get("game") else "?"
        surface.blit(render(ellipsize(game, 18, r.width - 70, True), 18, INK, bold=True), (r.left + 12, r.top + 6))
        text, colour = self.row_status(entry, line)
        surface.blit(render(ellipsize(text, 15, r.width - 70), 15, colour), (r.left + 12, r.top + 30))
        x = self.forget_rect(k)
        img = render("×", 20, MUTED)
        surface.blit(img, img.get_rect(center=x.center))

    def row_status(self, entry: dict, line: dict) -> tuple[str, tuple]:
        """What a row says of its table: whose turn, waiting (with the code), finished, or the error."""
        if not line:
            return tr("online.row.unknown"), MUTED
        if "error" in line:
            return (tr("online.gone") if line["error"] == "token" else line["error"]), WARN
        names = line.get("names") or []
        players = ", ".join(names)
        if line["status"] == "waiting":
            code = entry.get("code")
            return (tr("online.row.waiting_code", code=code) if code else tr("online.row.waiting")), MUTED
        if line["status"] == "over":
            return tr("online.row.over", players=players), MUTED
        if line.get("my_turn"):
            return tr("online.row.your_turn", players=players), ACCENT
        cur = line.get("current")
        who = names[cur] if isinstance(cur, int) and 0 <= cur < len(names) else "?"
        return tr("online.row.their_turn", name=who, players=players), INK
