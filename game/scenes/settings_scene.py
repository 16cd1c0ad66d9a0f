"""Settings: language, animation speed, fullscreen, sound volume; saved at every change."""
from __future__ import annotations

import pygame

from game import i18n
from game.i18n import tr
from game.scene import Scene
from game.palette import PALETTES
from game.settings import COVER_MODES, SPEEDS, UI_SCALES, UNDO_MODES
from game.text import fit_size, render
from game.widgets import INK, MUTED, Button, Cycler, Stepper, draw_background, draw_hint, draw_panel, draw_title

LANGUAGE_NAMES = {"en": "English", "es": "Español"}   # each language in its own words


class SettingsScene(Scene):
    PANEL = pygame.Rect(240, 116, 800, 468)

    def __init__(self, app):
        super().__init__(app)
        self.rows: list[tuple[str, object]] = []
        self.focus = 0
        self.build()

    @property
    def settings(self):
        return self.app.settings

    # ------------------------------------------------------------------ changes
    def set_language(self, lang: str) -> None:
        i18n.set_language(lang)
        self.settings.language = i18n.language()
        self.settings.save()
        self.build()

    def set_animation(self, speed: str) -> None:
        self.settings.animation = speed
        self.settings.save()

    def toggle_fullscreen(self, _value=None) -> None:
        before = self.settings.fullscreen
        self.app.toggle_fullscreen()
        if self.settings.fullscreen == before:      # headless: the app keeps the window; keep the choice
            self.settings.fullscreen = not before
        self.settings.save()
        self.build()

    def set_palette(self, name: str) -> None:
        from game.palette import set_palette
        self.settings.palette = name
        set_palette(name)
        self.settings.save()

    def set_ui_scale(self, percent: int) -> None:
        self.settings.ui_scale = percent
        self.settings.save()
        self.app.apply_zoom()

    def set_cover(self, mode: str) -> None:
        self.settings.hotseat_cover = mode
        self.settings.save()

    def set_undo(self, mode: str) -> None:
        self.settings.undo = mode
        self.settings.save()

    def set_volume(self, tenths: int) -> None:
        self.settings.volume = round(tenths / 10, 1)
        self.settings.save()

    # ------------------------------------------------------------------ widgets
    def build(self) -> None:
        x, w, h = self.PANEL.left + 380, 380, 40
        y = self.PANEL.top + 14
        gap = 50
        s = self.settings
        lang = Cycler((x, y, w, h), list(i18n.LANGUAGES), i18n.language(), lambda v: LANGUAGE_NAMES.get(v, v),
                      self.set_language)
        anim = Cycler((x, y + gap, w, h), list(SPEEDS), s.animation, lambda v: tr(f"settings.speed.{v}"),
                      self.set_animation)
        full = Cycler((x, y + 2 * gap, w, h), [False, True], bool(s.fullscreen),
                      lambda v: tr("common.switch_on") if v else tr("common.switch_off"), self.toggle_fullscreen)
        colours = Cycler((x, y + 3 * gap, w, h), list(PALETTES), s.palette,
                         lambda v: tr(f"settings.palette.{v}"), self.set_palette)
        text = Cycler((x, y + 4 * gap, w, h), list(UI_SCALES), s.ui_scale, lambda v: f"{v} %", self.set_ui_scale)
        cover = Cycler((x, y + 5 * gap, w, h), list(COVER_MODES), s.hotseat_cover,
                       lambda v: tr(f"settings.cover.{v}"), self.set_cover)
        undo = Cycler((x, y + 6 * gap, w, h), list(UNDO_MODES), s.undo, lambda v: tr(f"settings.undo.{v}"),
                      self.set_undo)
        vol = Stepper((x, y + 7 * gap + 18, w, h), int(round(s.volume * 10)), 0, 10, self.set_volume,
                      fmt=lambda v: f"{v * 10}%", bar=True)
        self.rows = [("settings.language", lang), ("settings.animation", anim),
                     ("settings.fullscreen", full), ("settings.palette_label", colours), ("settings.text_size", text),
                     ("settings.cover_label", cover), ("settings.undo_label", undo), ("settings.volume", vol)]
        self.back_button = Button((400, 600, 220, 56), tr("common.back"), self.back, size=22)
        self.about_button = Button((660, 600, 260, 56), tr("about.button"), self.about, size=20)
        self._mark_focus()

    def _mark_focus(self) -> None:
        for i, (_, w) in enumerate(self.rows):
            w.focus = i == self.focus
        self.back_button.focus = self.focus == len(self.rows)
        self.about_button.focus = self.focus == len(self.rows) + 1

    def on_enter(self) -> None:
        self.build()

    def back(self) -> None:
        self.settings.save()
        self.app.pop()

    def about(self) -> None:
        self.app.push_scene("about")

    # ------------------------------------------------------------------ input
    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            n = len(self.rows) + 2
            if event.key == pygame.K_ESCAPE:
                self.back()
            elif event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
                self.focus = (self.focus + (-1 if event.key == pygame.K_UP else 1)) % n
                self._mark_focus()
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.focus < len(self.rows):
                self.rows[self.focus][1].step(-1 if event.key == pygame.K_LEFT else 1)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if self.focus == len(self.rows):
                    self.back()
                elif self.focus == len(self.rows) + 1:
                    self.about()
                else:
                    self.rows[self.focus][1].step(1)
            return
        for _, w in list(self.rows):
            if w.handle(event):
                return
        if not self.back_button.handle(event):
            self.about_button.handle(event)

    # ------------------------------------------------------------------ draw
    def draw(self, surface) -> None:
        draw_background(surface)
        draw_title(surface, tr("settings.title"), y=40)
        draw_panel(surface, self.PANEL, alpha=200)
        for key, w in self.rows:
            lab = render(tr(key), 22, INK, bold=True)
            surface.blit(lab, lab.get_rect(midleft=(self.PANEL.left + 40, w.rect.centery)))
            w.draw(surface)
        undo = dict(self.rows)["settings.undo_label"]
        what = tr(f"settings.undo_help.{self.settings.undo}")
        size = fit_size(what, 15, self.PANEL.width - 80, low=12)
        surface.blit(render(what, size, MUTED), (self.PANEL.left + 40, undo.rect.bottom + 3))
        note = render(tr("settings.saved_note"), 18, MUTED)
        surface.blit(note, note.get_rect(midbottom=(self.PANEL.centerx, self.PANEL.bottom - 14)))
        self.back_button.draw(surface)
        self.about_button.draw(surface)
        draw_hint(surface, tr("settings.keys"), y=700)
