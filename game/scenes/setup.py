"""New game: players (kind and name per seat) and the game's options, then Start.

Its online form (``online=`` the server's address, from the Online screen) makes a table on that server:
the first seat is this player's, every other seat a friend (who joins by the invitation code) or an AI
level the server plays; below, how long a friend may be away before the AI plays for them, and whether a
player may take back a move of their own turn. Create table gives the code and opens the waiting room.

The players panel is shared; the options panel is built from the game's option schema
(``game/options_panel.py``), or is the game's own panel named in its ``GameUI``. This scene knows no game."""
from __future__ import annotations

import pygame

from game.i18n import tr
from game.names import default_names
from game.options_panel import OptionsPanel
from game.registry import ui_for
from game import saving
from game.saving import new_seed
from game.scene import Scene
from game.text import render
from game.widgets import (INK, MUTED, WARN, Button, Cycler, Stepper, TextInput, Toggle, draw_background,
                          draw_panel, draw_title)
from rules.engine.core import ConfigError
from rules.engine.names import NAME_MAX, clean_typed, name_problem
from rules.engine.session import Session
from rules.registry import GAMES

KINDS = ("human", "easy", "normal", "hard", "master")
ONLINE_KINDS = ("friend", "easy", "normal", "hard")        # an online table's other seats (the server plays AIs)
#: how long a friend may be away before the AI plays for them until they return (seconds)
AWAY_LIMITS = (60, 300, 3600, 86400, 7 * 86400)


class SetupScene(Scene):
    """Seat kinds and names for the game's players, then its options (from the game's descriptor)."""

    LEFT = pygame.Rect(40, 128, 700, 472)
    RIGHT = pygame.Rect(760, 128, 480, 472)

    def __init__(self, app, game_id: str, online: str | None = None):
        super().__init__(app)
        self.game_id = game_id
        self.online = online
        self.job = None
        self.away = 300
        self.online_undo = True
        self.descriptor = d = GAMES[game_id]
        self.allowed = d.allowed_players()
        self.min_players, self.max_players = min(self.allowed), max(self.allowed)
        self.players = d.default_players if d.default_players in self.allowed else self.allowed[0]
        self.kinds = ["human"] + ["normal"] * (self.max_players - 1)
        self.names = default_names(self.kinds)
        self.edited = [False] * self.max_players      # a name the player typed is never replaced
        self.options: dict = {o.key: o.default for o in d.options}
        factory = ui_for(game_id).setup_panel
        cls = factory() if factory is not None else OptionsPanel
        self.panel: OptionsPanel = cls(self, self.RIGHT)
        self.widgets: list = []
        self.inputs: list[TextInput] = []
        self.restore(app.settings.setups.get(game_id))
        if online:
            self.kinds = ["human"] + ["friend"] * (self.max_players - 1)
            self.names = [app.settings.online_name] + [""] * (self.max_players - 1)
        self.build()

    # ------------------------------------------------------------------ remembered choices
    def remember(self) -> None:
        """Keep this setup for next time (players, kinds, names typed, options, the game's own choices)."""
        if self.online:
            return
        self.app.settings.setups[self.game_id] = {
            "players": self.players, "kinds": list(self.kinds), "names": list(self.names),
            "edited": list(self.edited), "options": dict(self.options), "panel": self.panel.remember()}
        self.app.settings.last_game = self.game_id
        self.app.settings.save()

    def restore(self, data) -> None:
        """The last setup of this game, keeping only what is still valid (data may have changed)."""
        if not isinstance(data, dict):
            return
        n = data.get("players")
        if n in self.allowed:
            self.players = n
        kinds = data.get("kinds")
        if isinstance(kinds, list) and len(kinds) == self.max_players and all(k in KINDS for k in kinds):
            self.kinds = list(kinds)
        names, edited = data.get("names"), data.get("edited")
        if (isinstance(names, list) and isinstance(edited, list) and len(names) == len(edited) == self.max_players
                and all(name_problem(x) is None or x == "" for x in names)):
            self.edited = [bool(e) for e in edited]
            defaults = default_names(self.kinds)
            self.names = [names[i] if self.edited[i] else defaults[i] for i in range(self.max_players)]
        for key, value in (data.get("options") or {}).items():
            opt = self.descriptor.option(key)
            if opt is None or not opt.setup:
                continue
            try:
                self.options[key] = opt.check(value, self.players) if value is not None or opt.kind != "seat" else None
            except ConfigError:
                pass
        self.panel.restore(data.get("panel"))

    # ------------------------------------------------------------------ model
    def kind_label(self, kind: str) -> str:
        if self.online and kind == "human":
            return tr("setup.kind.you")
        return tr(f"setup.kind.{kind}")

    def seat_name(self, i: int) -> str:
        return self.names[i].strip() or tr("setup.seat", n=i + 1)

    def problems(self) -> list[str]:
        """Why Start is not possible yet (empty: ready)."""
        out = []
        n = 1 if self.online else self.players       # online: the others' names are their own
        for i in range(n):
            if not self.names[i].strip():
                out.append(tr("setup.need_name", n=i + 1))
            elif name_problem(self.names[i]):
                out.append(tr("setup.bad_name", n=i + 1, most=NAME_MAX))
        out += self.panel.problems()
        return out

    def config(self) -> dict:
        n = self.players
        cfg = {"players": n, "seats": list(self.kinds[:n]), "names": [s.strip() for s in self.names[:n]]}
        self.panel.config(cfg)
        return cfg

    # ------------------------------------------------------------------ changes
    def set_players(self, n: int) -> None:
        if n not in self.allowed:
            return
        self.players = n
        self.panel.on_players(n)
        self.build()

    def set_kind(self, i: int, kind: str) -> None:
        self.kinds[i] = kind
        if not self.edited[i]:
            self.names[i] = default_names(self.kinds)[i]
            self.inputs[i].text = self.names[i]

    def set_name(self, i: int, text: str) -> None:
        clean = clean_typed(text)
        if clean != text and i < len(self.inputs):
            self.inputs[i].text = clean          # what was pasted beyond the limit, or unprintable, is dropped
        self.names[i] = clean
        self.edited[i] = True

    # ------------------------------------------------------------------ widgets
    def build(self) -> None:
        focused = next((i for i, t in enumerate(self.inputs) if t.focused), None)
        self.widgets = []
        self.inputs = []
        L = self.LEFT
        steps = {b - a for a, b in zip(self.allowed, self.allowed[1:])}
        self.count = Stepper((L.right - 230, L.top + 56, 200, 44), self.players, self.min_players,
                             self.max_players, self.set_players, step=steps.pop() if len(steps) == 1 else 1)
        self.widgets.append(self.count)
        self.kind_cyclers = []
        y0 = L.top + 150
        for i in range(self.max_players):
            y = y0 + i * 52
            kinds = list(KINDS) if not self.online else ["human"] if i == 0 else list(ONLINE_KINDS)
            cyc = Cycler((L.left + 70, y, 220, 44), kinds, self.kinds[i], self.kind_label,
                         on_change=lambda k, i=i: self.set_kind(i, k), enabled=i < self.players and len(kinds) > 1)
            inp = TextInput((L.left + 310, y, 370, 44), self.names[i],
                            on_change=lambda t, i=i: self.set_name(i, t), max_len=NAME_MAX,
                            placeholder=tr("setup.name_placeholder"))
            self.kind_cyclers.append(cyc)
            self.inputs.append(inp)
            if i < self.players:
                self.widgets += [cyc, inp] if not self.online or i == 0 else [cyc]
        if focused is not None and focused < self.players:
            self.inputs[focused].focused = True
        self.widgets += self.panel.build()
        self.back_button = Button((40, 636, 220, 56), tr("common.back"), self.back, size=22)
        self.start_button = Button((1020, 636, 220, 56), tr("online.create" if self.online else "setup.start"),
                                   self.start, size=22)
        self.widgets += [self.back_button, self.start_button]
        if self.online:
            self.build_online()

    def build_online(self) -> None:
        """The away limit and the undo rule of an online table, between Back and Create table."""
        def away_label(sec: int) -> str:
            return tr("online.away_min", n=sec // 60) if sec < 3600 else \
                tr("online.away_hours", n=sec // 3600) if sec < 86400 else tr("online.away_days", n=sec // 86400)

        def set_away(v):
            self.away = v
        self.away_cycler = Cycler((440, 640, 250, 44), list(AWAY_LIMITS), self.away, away_label,
                                  on_change=set_away, size=17)
        self.undo_toggle = Toggle((720, 640, 280, 44), tr("online.undo_option"), self.online_undo,
                                  on_toggle=self._set_undo)
        self.widgets += [self.away_cycler, self.undo_toggle]

    def _set_undo(self, on) -> None:
        self.online_undo = bool(on) if on is not None else not self.online_undo

    def on_enter(self) -> None:
        self.panel.on_enter()       # back from a game's editor: new or changed data
        self.build()

    # ------------------------------------------------------------------ commands
    def back(self) -> None:
        self.app.pop()

    def start(self) -> None:
        problems = self.problems()
        if problems:
            self.app.show_message(problems[0])
            return
        if self.online:
            self.create_online()
            return
        cfg = self.config()
        try:
            self.descriptor.rules.normalize_config(cfg)
            session = Session(self.game_id, cfg, new_seed())
        except ConfigError as exc:
            self.app.show_message(tr("setup.bad_config", why=str(exc)))
            return
        self.remember()
        err = saving.autosave(session)            # listed among the saved games from its first moment
        if err:
            self.app.show_message(err)
        self.app.start_table(session)

    def create_online(self) -> None:
        """Make the table on the server (beside the window); its waiting room opens when it is made."""
        if self.job is not None:
            return
        cfg = self.config()
        options = {k: v for k, v in cfg.items() if k not in ("players", "seats", "names")}
        seats = ["friend"] + list(self.kinds[1:self.players])
        from game.online.create import create_table
        from game.online.jobs import Job
        from game.paths import user_dir
        self.job = Job(create_table, self.online, self.game_id, self.players, seats, options,
                       self.names[0].strip(), self.away, self.online_undo, user_dir())
        self.app.show_message(tr("online.working.create"), 30.0)

    def _poll_online(self) -> None:
        job = self.job
        if job is None or not job.done:
            return
        self.job = None
        self.app.toast = None
        if job.error is not None:
            from game.online.jobs import error_line
            why = str(job.error) if isinstance(job.error, RuntimeError) else error_line(job.error)
            self.app.show_message(why, 6.0)
            return
        tc, entry = job.result
        self.app.pop()
        self.app.push_scene("waiting_room", client=tc, entry=entry)

    # ------------------------------------------------------------------ input
    def handle(self, event) -> None:
        focused = next((i for i, t in enumerate(self.inputs) if t.focused), None)
        if focused is not None and event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.inputs[focused].focus(False)
            nxt = (focused + (-1 if event.mod & pygame.KMOD_SHIFT else 1)) % self.players
            self.inputs[nxt].focus(True)
            return
        if focused is not None and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            self.inputs[focused].handle(event)
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            # a click anywhere ends name editing (the field under the pointer then takes focus)
            for t in self.inputs:
                if t.focused and not t.rect.collidepoint(event.pos):
                    t.focus(False)
        for w in list(self.widgets):
            if w.handle(event):
                return

    def animating(self) -> bool:
        return any(t.focused for t in self.inputs) or self.job is not None   # a cursor blinks; a table is made

    def update(self, dt: float) -> None:
        self._poll_online()
        for t in self.inputs:
            t.update(dt)
        self.start_button.enabled = not self.problems()

    # ------------------------------------------------------------------ draw
    def draw(self, surface) -> None:
        draw_background(surface)
        draw_title(surface, tr("online.setup_title" if self.online else "setup.title"),
                   tr(f"games.{self.game_id}.name"), y=22)
        L = self.LEFT
        draw_panel(surface, L, alpha=200)
        self._heading(surface, tr("setup.players"), L)
        lab = render(tr("setup.player_count"), 20, INK)
        surface.blit(lab, lab.get_rect(midleft=(L.left + 24, self.count.rect.centery)))
        self.count.draw(surface)
        hy = L.top + 122
        for text, x in ((tr("setup.kind_heading"), L.left + 70), (tr("setup.name_heading"), L.left + 310)):
            surface.blit(render(text, 18, MUTED), (x, hy))
        for i in range(self.max_players):
            cyc, inp = self.kind_cyclers[i], self.inputs[i]
            active = i < self.players
            num = render(f"{i + 1}.", 22, INK if active else (90, 96, 100), bold=True)
            surface.blit(num, num.get_rect(midright=(L.left + 56, cyc.rect.centery)))
            if active and self.online and i > 0:
                cyc.draw(surface)
                who = tr("online.joins_by_code") if self.kinds[i] == "friend" else tr("online.server_ai")
                img = render(who, 18, MUTED)
                surface.blit(img, img.get_rect(midleft=(inp.rect.left + 12, inp.rect.centery)))
            elif active:
                cyc.draw(surface)
                inp.draw(surface)
            else:
                pygame.draw.rect(surface, (44, 50, 56), cyc.rect.union(inp.rect), 1, border_radius=8)
        self.panel.draw(surface)
        problems = self.problems()
        if problems:
            msg = render("⚠ " + problems[0], 20, WARN, bold=True)
            surface.blit(msg, msg.get_rect(center=(640, 618)))
        else:
            master = "master" in self.kinds[:self.players]     # a word on what master costs
            msg = render(tr("setup.ready_master" if master else "setup.ready"), 18, MUTED)
            surface.blit(msg, msg.get_rect(center=(640, 618)))
        if self.online:
            lab = render(tr("online.away_label"), 16, MUTED)
            surface.blit(lab, lab.get_rect(midright=(432, 662)))
            self.away_cycler.draw(surface)
            self.undo_toggle.draw(surface)
        else:
            hint = render(tr("setup.keys"), 18, MUTED)
            surface.blit(hint, hint.get_rect(center=(640, 664)))
        self.back_button.draw(surface)
        self.start_button.draw(surface)

    @staticmethod
    def _heading(surface, text: str, rect: pygame.Rect) -> None:
        img = render(text, 24, INK, bold=True)
        surface.blit(img, (rect.left + 24, rect.top + 14))
