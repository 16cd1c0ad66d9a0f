"""The app: window, logical canvas, scene stack and the 60 FPS loop."""
from __future__ import annotations

import os
import time

import pygame

from game import i18n
from game.settings import Settings

LOGICAL = (1280, 720)
FPS = 60
IDLE_WAIT_MS = 100
MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


class App:
    """Owns the window and the scene stack. ``headless`` draws to an off-screen canvas only."""

    text_window: float | None = None     # tests: size the text as a window of this scale would
    def __init__(self, headless: bool = False, size: tuple[int, int] | None = None,
                 settings: Settings | None = None):
        self.headless = headless
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        from game.errors import quiet_libraries
        with quiet_libraries():
            pygame.init()
        self.settings = settings or Settings.load()
        i18n.set_language(self.settings.language)
        from game.palette import set_palette
        set_palette(self.settings.palette)
        self.window_size = size or (LOGICAL if headless else tuple(self.settings.window))
        flags = 0 if headless else pygame.RESIZABLE
        if not headless and self.settings.fullscreen:
            flags |= pygame.FULLSCREEN
            self.window_size = (0, 0)
        self.window = pygame.display.set_mode(self.window_size, flags)
        if not headless:
            pygame.display.set_caption("Bestiario")
        self.canvas = pygame.Surface(LOGICAL).convert()
        self.scenes: list = []
        self.clock = pygame.time.Clock()
        self.running = True
        self.toast: tuple[str, float] | None = None   # a one-line message shown at the bottom
        if self.settings.problem:                      # reported once; the defaults are in use
            why, file, code = (tuple(self.settings.problem) + ("",))[:3]
            said = i18n.tr(f"files.{code}") if code else ""
            if said and said != f"files.{code}":
                why = said
            self.show_message(i18n.tr("settings_bad", why=why, file=file), seconds=8.0)
            self.settings.problem = None
            self.settings.save()
        self._scale = self._compute_scale()
        self.apply_zoom()
        self.frame_times: list[float] = []
        self._drawn_key = None
        self._last_draw = 0.0
        self._reported: set = set()
        self.loading_shown = 0

    # ------------------------------------------------------------------ stack
    @property
    def top(self):
        return self.scenes[-1] if self.scenes else None

    def push(self, scene) -> None:
        self.scenes.append(scene)
        scene.on_enter()

    def pop(self):
        scene = self.scenes.pop() if self.scenes else None
        if scene:
            scene.on_exit()
        if self.top:
            self.top.on_enter()
        return scene

    def replace(self, scene) -> None:
        while self.scenes:
            self.scenes.pop().on_exit()
        self.push(scene)

    # ------------------------------------------------------------------ scenes by name
    def show_loading(self) -> None:
        """Say "Loading…" on the screen at once (a table takes a moment to open): the window never sits
        silent while something is built."""
        self.loading_shown += 1
        if self.headless:
            return
        from game.text import render
        from game.widgets import dim
        dim(self.canvas, 150)
        img = render(i18n.tr("common.loading"), 28, (240, 236, 220), True)
        self.canvas.blit(img, img.get_rect(center=(LOGICAL[0] // 2, LOGICAL[1] // 2)))
        self._present()

    def make_scene(self, name: str, /, **kwargs):
        """A new scene by name (``menu``, ``setup``, ``table``, ``<game>.<name>``…)."""
        if name == "table":
            self.show_loading()
            from game.registry import open_table
            return open_table(self, kwargs["session"], view_seat=kwargs.get("view_seat"))
        from game.scenes import scene_class
        return scene_class(name)(self, **kwargs)

    def push_scene(self, name: str, /, **kwargs):
        scene = self.make_scene(name, **kwargs)
        self.push(scene)
        return scene

    def replace_scene(self, name: str, /, **kwargs):
        """Empty the stack and open ``name``."""
        scene = self.make_scene(name, **kwargs)
        self.replace(scene)
        return scene

    def start_table(self, session, view_seat: int | None = None):
        """The menu at the bottom of the stack and the session's table on top."""
        table = self.make_scene("table", session=session, view_seat=view_seat)
        self.replace_scene("menu")
        self.push(table)
        return table

    def report(self, exc: BaseException, where: str = "") -> None:
        """A bug or a broken file met while running: one line on screen, the details in the error log."""
        from game.errors import log_error, player_line
        key = (where, exc.__class__.__name__, str(exc)[:80])
        if key not in self._reported:                # an error repeating every frame is logged once
            self._reported.add(key)
            log_error(exc, where)
        self.show_message(player_line(exc), seconds=6.0)

    def show_message(self, text: str, seconds: float = 4.0) -> None:
        self.toast = (text, time.monotonic() + seconds)

    # ------------------------------------------------------------------ window
    def toggle_fullscreen(self) -> None:
        if self.headless:
            return
        self.settings.fullscreen = not self.settings.fullscreen
        if self.settings.fullscreen:
            self.settings.window = list(self.window.get_size())    # restored when full screen ends
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.window = pygame.display.set_mode(tuple(self.settings.window), pygame.RESIZABLE)
        self.settings.save()

    def _compute_scale(self) -> tuple[float, int, int]:
        ww, wh = self.window.get_size()
        k = min(ww / LOGICAL[0], wh / LOGICAL[1]) or 1.0
        ox = int((ww - LOGICAL[0] * k) / 2)
        oy = int((wh - LOGICAL[1] * k) / 2)
        return k, ox, oy

    def apply_zoom(self) -> bool:
        """Text zoom for this window: a text of size 12 stays at least 12 screen pixels however small the
        window (down to 1024×600), and the interface scale makes every text larger still. True when it
        changed (the cached pictures were dropped)."""
        from game import text
        k = self.text_window or self._scale[0] or 1.0
        u = max(1.0, (getattr(self.settings, "ui_scale", 100) or 100) / 100)
        return text.set_zoom(u, k)

    def to_logical(self, pos) -> tuple[int, int]:
        k, ox, oy = self._scale
        return int((pos[0] - ox) / k), int((pos[1] - oy) / k)

    def _translate(self, event: pygame.event.Event) -> pygame.event.Event:
        if event.type in MOUSE_EVENTS and self._scale != (1.0, 0, 0):
            d = dict(event.dict)
            d["pos"] = self.to_logical(event.pos)
            return pygame.event.Event(event.type, d)
        return event

    # ------------------------------------------------------------------ loop
    def step(self, events: list | None = None, dt: float = 1 / FPS, draw: bool = True) -> None:
        """Process ``events`` (default: the real queue), update and (unless ``draw`` is False) draw."""
        t0 = time.perf_counter()
        self._scale = self._compute_scale()
        if self.apply_zoom():                   # the window changed the text sizes: layouts made for
            for scene in self.scenes:           # the old ones are made again
                hook = getattr(scene, "on_text_size", None)
                if hook is not None:
                    try:
                        hook()
                    except Exception as exc:
                        self.report(exc, "update")
        if events is None:
            events = pygame.event.get()
        for event in events:
            if event.type == pygame.QUIT:
                self.running = False
                continue
            if event.type == pygame.VIDEORESIZE and not self.headless:
                if not self.settings.fullscreen:
                    self.settings.window = [int(event.w), int(event.h)]
                continue
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
                continue
            if self.top:
                try:
                    self.top.handle(self._translate(event))
                except Exception as exc:  # a bug must not kill the table: report it and go on
                    self.report(exc, "input")
        for scene in list(self.scenes):
            try:
                scene.update(dt)
            except Exception as exc:
                self.report(exc, "update")
        if draw:
            self.draw()
            self._drawn_key = self._draw_key()
            self._last_draw = time.monotonic()
        self.frame_times.append(time.perf_counter() - t0)
        if len(self.frame_times) > 600:
            del self.frame_times[:300]

    def draw(self) -> None:
        canvas = self.canvas
        # draw from the last opaque scene upward
        start = len(self.scenes) - 1
        while start > 0 and getattr(self.scenes[start], "overlay", False):
            start -= 1
        if not self.scenes:
            canvas.fill((20, 24, 28))
        for scene in self.scenes[max(start, 0):]:
            try:
                scene.draw(canvas)
                scene.draw_after(canvas)
            except Exception as exc:  # a drawing bug: say so once, keep the window alive
                self.report(exc, "draw")
        if self.toast:
            msg, until = self.toast
            if time.monotonic() > until:
                self.toast = None
            else:
                from game.text import render
                img = render(msg, 18, (255, 255, 255))
                box = img.get_rect(midbottom=(LOGICAL[0] // 2, LOGICAL[1] - 12)).inflate(24, 12)
                pygame.draw.rect(canvas, (120, 30, 30), box, border_radius=8)
                pygame.draw.rect(canvas, (255, 200, 200), box, 2, border_radius=8)
                canvas.blit(img, img.get_rect(center=box.center))
        if self.headless:
            return
        self._present()

    def _present(self) -> None:
        """The canvas to the window, scaled to fit."""
        self._scale = self._compute_scale()
        canvas = self.canvas
        k, ox, oy = self._scale
        if (k, ox, oy) == (1.0, 0, 0):
            self.window.blit(canvas, (0, 0))
        else:
            self.window.fill((0, 0, 0))
            size = (int(LOGICAL[0] * k), int(LOGICAL[1] * k))
            self.window.blit(pygame.transform.smoothscale(canvas, size), (ox, oy))
        pygame.display.flip()

    # ------------------------------------------------------------------ resting when idle
    def _draw_key(self):
        """What the picture depends on besides animation: the stack, the toast, the window size."""
        return (tuple(id(s) for s in self.scenes), self.toast, self.window.get_size())

    def busy(self) -> bool:
        """Does any scene animate, think or count down (so frames must flow at full rate)?"""
        return self.toast is not None or any(s.animating() for s in self.scenes)

    def tick(self) -> None:
        """One turn of the real loop. While something moves: a frame at 60 FPS. While nothing does: wait
        for input (at most 0.1 s, so AI threads and timers are still looked at ten times a second) and draw
        only when something changed (and once a second, in case a window manager lost the picture)."""
        if self.busy() or self._draw_key() != self._drawn_key:
            self.step()
            self.clock.tick(FPS)
            return
        first = pygame.event.wait(IDLE_WAIT_MS)
        events = [] if first.type == pygame.NOEVENT else [first] + pygame.event.get()
        now = time.monotonic()
        self.clock.tick()                                  # keep the clock's measure of time honest
        changed = bool(events) or self.busy() or now - self._last_draw > 1.0
        self.step(events, dt=min(0.1, IDLE_WAIT_MS / 1000), draw=changed)
        if not changed and self._draw_key() != self._drawn_key:
            self.draw()
            self._drawn_key = self._draw_key()
            self._last_draw = now

    def run(self) -> None:
        while self.running and self.scenes:
            self.tick()
        self.settings.save()            # the window size and the last choices
        for scene in reversed(self.scenes):
            scene.on_exit()
        pygame.quit()

    def screenshot(self, path: str) -> None:
        self.draw()
        pygame.image.save(self.canvas, path)
