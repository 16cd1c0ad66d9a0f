"""Small reusable widgets drawn by our code."""
from __future__ import annotations

import pygame

from game.text import ellipsize, fit_size, render, wrap

INK = (236, 232, 220)
PANEL = (34, 40, 46)
ACCENT = (226, 170, 60)
MUTED = (140, 146, 150)


class Button:
    """A clickable labelled rectangle. ``key`` is an optional keyboard shortcut (pygame key code)."""

    def __init__(self, rect, label: str, action=None, key: int | None = None, enabled: bool = True,
                 size: int = 20):
        self.rect = pygame.Rect(rect)
        self.label = label
        self.action = action
        self.key = key
        self.enabled = enabled
        self.size = size
        self.hover = False
        self.focus = False       # keyboard focus: drawn with a thicker accent border

    def handle(self, event: pygame.event.Event) -> bool:
        """True if the event activated the button (its action has run)."""
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            if self.action:
                self.action()
            return True
        elif event.type == pygame.KEYDOWN and self.key is not None and event.key == self.key:
            if self.action:
                self.action()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        bg = (70, 80, 88) if self.hover and self.enabled else (50, 58, 66)
        if not self.enabled:
            bg = (40, 44, 48)
        pygame.draw.rect(surface, bg, self.rect, border_radius=8)
        lit = (self.hover or self.focus) and self.enabled
        pygame.draw.rect(surface, ACCENT if lit else (96, 104, 110), self.rect, 3 if self.focus and self.enabled else 2,
                         border_radius=8)
        width = self.rect.width - 16
        size = fit_size(self.label, self.size, width, True, low=13)
        img = render(ellipsize(self.label, size, width, True), size, INK if self.enabled else MUTED, bold=True)
        surface.blit(img, img.get_rect(center=self.rect.center))


def draw_panel(surface: pygame.Surface, rect, alpha: int = 230, border=(90, 98, 104)) -> None:
    rect = pygame.Rect(rect)
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    panel.fill((*PANEL, alpha))
    surface.blit(panel, rect.topleft)
    pygame.draw.rect(surface, border, rect, 2, border_radius=6)


def draw_paragraph(surface: pygame.Surface, s: str, rect, size: int = 18, colour=INK,
                   line_gap: int = 4) -> int:
    """Wrap ``s`` inside ``rect``; return the y after the last line."""
    rect = pygame.Rect(rect)
    y = rect.top
    for line in wrap(s, size, rect.width):
        img = render(line, size, colour)
        surface.blit(img, (rect.left, y))
        y += img.get_height() + line_gap
    return y


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    surface.blit(shade, (0, 0))


# ---------------------------------------------------------------------------------------------
# Shared look of the menu scenes: background, titles, and a few more widgets.

TABLE_GREEN = (20, 44, 36)
TABLE_DARK = (12, 26, 22)
CHARCOAL = (30, 34, 38)
GOOD = (120, 200, 120)
WARN = (240, 150, 110)
SELECT = (48, 78, 64)

_bg_cache: dict[tuple, pygame.Surface] = {}


def draw_background(surface: pygame.Surface) -> None:
    """The felt-green backdrop with a darker vignette towards the edges (rendered once)."""
    size = surface.get_size()
    bg = _bg_cache.get(size)
    if bg is None:
        bg = pygame.Surface(size)
        w, h = size
        bands = 24
        for i in range(bands):
            t = i / (bands - 1)
            col = tuple(int(TABLE_DARK[k] + (TABLE_GREEN[k] - TABLE_DARK[k]) * t) for k in range(3))
            r = pygame.Rect(0, 0, int(w * (1.25 - 0.5 * t)), int(h * (1.25 - 0.5 * t)))
            r.center = (w // 2, h // 2)
            pygame.draw.ellipse(bg, col, r) if i else bg.fill(col)
        _bg_cache[size] = bg
    surface.blit(bg, (0, 0))


def draw_title(surface: pygame.Surface, title: str, subtitle: str | None = None, y: int = 36) -> int:
    """A centred heading (and optional subtitle); return the y below it."""
    img = render(title, 40, INK, bold=True)
    rect = img.get_rect(midtop=(surface.get_width() // 2, y))
    surface.blit(img, rect)
    bottom = rect.bottom
    if subtitle:
        sub = render(subtitle, 20, MUTED)
        srect = sub.get_rect(midtop=(surface.get_width() // 2, bottom + 4))
        surface.blit(sub, srect)
        bottom = srect.bottom
    pygame.draw.line(surface, (90, 110, 96), (rect.centerx - 180, bottom + 10), (rect.centerx + 180, bottom + 10), 2)
    return bottom + 20


def draw_hint(surface: pygame.Surface, s: str, y: int | None = None) -> None:
    """A muted keyboard hint centred near the bottom edge."""
    img = render(s, 18, MUTED)
    surface.blit(img, img.get_rect(midbottom=(surface.get_width() // 2, y or surface.get_height() - 52)))


def _frame(surface, rect, enabled=True, hover=False, focus=False, bg=None) -> None:
    colour = bg or ((70, 80, 88) if hover and enabled else (50, 58, 66))
    if not enabled:
        colour = (40, 44, 48)
    pygame.draw.rect(surface, colour, rect, border_radius=8)
    edge = ACCENT if (hover or focus) and enabled else (96, 104, 110)
    pygame.draw.rect(surface, edge, rect, 3 if focus and enabled else 2, border_radius=8)


def _clicked(event, rect) -> bool:
    return event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3) and rect.collidepoint(event.pos)


class Toggle:
    """A check box with a label: ✓ when on (never colour alone). ``swatch``: an optional colour chip
    drawn with ``letter`` on it (biomes)."""

    def __init__(self, rect, label: str, checked: bool = False, on_toggle=None, enabled: bool = True,
                 swatch=None, letter: str = "", size: int = 20):
        self.rect = pygame.Rect(rect)
        self.label = label
        self.checked = checked
        self.on_toggle = on_toggle
        self.enabled = enabled
        self.swatch = swatch
        self.letter = letter
        self.size = size
        self.hover = False
        self.focus = False

    def toggle(self) -> None:
        self.checked = not self.checked
        if self.on_toggle:
            self.on_toggle(self.checked)

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.toggle()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        _frame(surface, self.rect, self.enabled, self.hover, self.focus,
               bg=SELECT if self.checked and self.enabled else None)
        box = pygame.Rect(0, 0, 24, 24)
        box.midleft = (self.rect.left + 10, self.rect.centery)
        pygame.draw.rect(surface, (20, 24, 28), box, border_radius=4)
        pygame.draw.rect(surface, INK if self.enabled else MUTED, box, 2, border_radius=4)
        if self.checked:
            mark = render("✓", 22, GOOD if self.enabled else MUTED, bold=True)
            surface.blit(mark, mark.get_rect(center=box.center))
        x = box.right + 10
        if self.swatch is not None:
            chip = pygame.Rect(x, 0, 26, 26)
            chip.centery = self.rect.centery
            pygame.draw.rect(surface, self.swatch, chip, border_radius=13)
            pygame.draw.rect(surface, (15, 15, 15), chip, 1, border_radius=13)
            if self.letter:
                lt = render(self.letter, 16, (15, 15, 15), bold=True)
                surface.blit(lt, lt.get_rect(center=chip.center))
            x = chip.right + 8
        width = self.rect.right - 8 - x
        size = fit_size(self.label, self.size, width, low=13)
        img = render(ellipsize(self.label, size, width), size, INK if self.enabled else MUTED)
        surface.blit(img, img.get_rect(midleft=(x, self.rect.centery)))


class Cycler:
    """``◀ value ▶``: a click on the left part goes back, elsewhere forward (right click: back).
    ``labels`` is a callable ``value -> str`` so a language switch shows at once."""

    def __init__(self, rect, values: list, value, labels, on_change=None, enabled: bool = True, size: int = 20):
        self.rect = pygame.Rect(rect)
        self.values = list(values)
        self.value = value if value in self.values else self.values[0]
        self.labels = labels
        self.on_change = on_change
        self.enabled = enabled
        self.size = size
        self.hover = False
        self.focus = False

    def step(self, delta: int) -> None:
        i = self.values.index(self.value) if self.value in self.values else 0
        self.value = self.values[(i + delta) % len(self.values)]
        if self.on_change:
            self.on_change(self.value)

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif _clicked(event, self.rect):
            back = event.button == 3 or event.pos[0] < self.rect.left + 40
            self.step(-1 if back else 1)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        _frame(surface, self.rect, self.enabled, self.hover, self.focus)
        col = INK if self.enabled else MUTED
        left = render("◀", 18, ACCENT if self.enabled else MUTED)
        right = render("▶", 18, ACCENT if self.enabled else MUTED)
        surface.blit(left, left.get_rect(midleft=(self.rect.left + 12, self.rect.centery)))
        surface.blit(right, right.get_rect(midright=(self.rect.right - 12, self.rect.centery)))
        label = str(self.labels(self.value))
        width = self.rect.width - 64
        size = fit_size(label, self.size, width, True, low=13)
        img = render(ellipsize(label, size, width, True), size, col, bold=True)
        surface.blit(img, img.get_rect(center=self.rect.center))


class Stepper:
    """``−  value  +`` for a number between ``lo`` and ``hi``; ``fmt`` turns the value into text;
    ``bar`` draws how full the range is (volume)."""

    def __init__(self, rect, value: int, lo: int, hi: int, on_change=None, fmt=str, step: int = 1,
                 bar: bool = False, size: int = 22):
        self.rect = pygame.Rect(rect)
        self.value = value
        self.lo, self.hi, self.step_size = lo, hi, step
        self.on_change = on_change
        self.fmt = fmt
        self.bar = bar
        self.size = size
        self.focus = False
        self.hover = False
        h = self.rect.height
        self.minus = pygame.Rect(self.rect.left, self.rect.top, h, h)
        self.plus = pygame.Rect(self.rect.right - h, self.rect.top, h, h)

    def set(self, value: int) -> None:
        value = max(self.lo, min(self.hi, value))
        if value != self.value:
            self.value = value
            if self.on_change:
                self.on_change(value)

    def step(self, delta: int) -> None:
        self.set(self.value + delta * self.step_size)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.minus.collidepoint(event.pos):
                self.step(-1)
                return True
            if self.plus.collidepoint(event.pos):
                self.step(1)
                return True
        elif event.type == pygame.MOUSEWHEEL and self.hover:     # wheel events carry no position
            self.step(1 if event.y > 0 else -1)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        mid = pygame.Rect(self.minus.right + 6, self.rect.top, self.plus.left - self.minus.right - 12,
                          self.rect.height)
        pygame.draw.rect(surface, (24, 30, 34), mid, border_radius=8)
        if self.bar and self.hi > self.lo:
            frac = (self.value - self.lo) / (self.hi - self.lo)
            fill = mid.inflate(-8, -8)
            fill.width = int(fill.width * frac)
            if fill.width > 0:
                pygame.draw.rect(surface, (60, 110, 80), fill, border_radius=6)
        pygame.draw.rect(surface, ACCENT if self.focus else (96, 104, 110), mid, 3 if self.focus else 2,
                         border_radius=8)
        img = render(self.fmt(self.value), self.size, INK, bold=True)
        surface.blit(img, img.get_rect(center=mid.center))
        for rect, sign, ok in ((self.minus, "−", self.value > self.lo), (self.plus, "+", self.value < self.hi)):
            _frame(surface, rect, ok)
            s = render(sign, 24, INK if ok else MUTED, bold=True)
            surface.blit(s, s.get_rect(center=rect.center))


class TextInput:
    """A one-line text field: click to focus, type, Backspace deletes, Ctrl+A selects all (the next key
    replaces it, Backspace or Delete clears it), Ctrl+V pastes the clipboard's first line, Enter/Esc/Tab or a click elsewhere ends editing. Text comes from TEXTINPUT events, or KEYDOWN ``unicode`` where the
    platform sends no TEXTINPUT (tests, some drivers): never both for one key."""

    _text_events_seen = False    # once the platform sends TEXTINPUT, KEYDOWN.unicode is ignored

    def __init__(self, rect, text: str = "", on_change=None, max_len: int = 16, placeholder: str = "",
                 size: int = 20):
        self.rect = pygame.Rect(rect)
        self.text = text
        self.on_change = on_change
        self.max_len = max_len
        self.placeholder = placeholder
        self.size = size
        self.focused = False
        self.hover = False
        self._pending = ""        # text added from a KEYDOWN that a TEXTINPUT may repeat
        self._blink = 0.0
        self.all_selected = False

    def focus(self, on: bool = True) -> None:
        self.focused = on
        self._pending = ""
        self._blink = 0.0
        self.all_selected = False
        try:
            if on:
                pygame.key.start_text_input()
                pygame.key.set_text_input_rect(self.rect)
        except pygame.error:
            pass

    def _set(self, text: str) -> None:
        text = text[: self.max_len]
        if text != self.text:
            self.text = text
            if self.on_change:
                self.on_change(text)

    def handle(self, event: pygame.event.Event) -> bool:
        """True if the event was used (a focused field eats all keys)."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            inside = self.rect.collidepoint(event.pos)
            if inside != self.focused:
                self.focus(inside)
            return inside
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            TextInput._text_events_seen = True
            if self._pending and event.text == self._pending:
                self._pending = ""          # the KEYDOWN of this key already typed it
                return True
            if self._pending:             # a different composition: replace what the KEYDOWN typed
                self._set(self.text[: len(self.text) - len(self._pending)])
                self._pending = ""
            typed = "".join(ch for ch in event.text if ch.isprintable())
            if typed and self.all_selected:
                self.all_selected = False
                self._set("")
            self._set(self.text + typed)
            return True
        if event.type == pygame.KEYDOWN:
            self._pending = ""
            if event.key == pygame.K_a and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self.all_selected = bool(self.text)
                return True
            if event.key == pygame.K_v and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self.paste()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                self.focus(False)
                return True
            if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
                if self.all_selected:
                    self.all_selected = False
                    self._set("")
                elif event.key == pygame.K_BACKSPACE:
                    self._set(self.text[:-1])
                return True
            ch = getattr(event, "unicode", "")
            if not TextInput._text_events_seen and ch and ch.isprintable() and not event.mod & pygame.KMOD_CTRL:
                if self.all_selected:
                    self.all_selected = False
                    self._set("")
                if len(self.text) < self.max_len:
                    self._set(self.text + ch)
                    self._pending = ch
            return True
        return False

    def paste(self, text: str | None = None) -> None:
        """Ctrl+V: the clipboard's first line, printable characters only, up to the field's length (a
        system with no clipboard pastes nothing)."""
        if text is None:
            try:
                text = pygame.scrap.get_text() if pygame.scrap.has_text() else ""
            except (pygame.error, AttributeError):
                text = ""
        line = (text or "").strip().splitlines()[0] if (text or "").strip() else ""
        clean = "".join(ch for ch in line if ch.isprintable())
        if not clean:
            return
        if self.all_selected:
            self.all_selected = False
            self._set("")
        self._set(self.text + clean)

    def update(self, dt: float) -> None:
        self._blink = (self._blink + dt) % 1.0

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, (20, 24, 28), self.rect, border_radius=6)
        edge = ACCENT if self.focused else ((150, 156, 160) if self.hover else (96, 104, 110))
        pygame.draw.rect(surface, edge, self.rect, 3 if self.focused else 2, border_radius=6)
        shown = self.text or ("" if self.focused else self.placeholder)
        img = render(shown, self.size, INK if self.text else MUTED)
        clip = surface.get_clip()
        inner = self.rect.inflate(-16, -4)
        surface.set_clip(inner)
        x = inner.left
        if img.get_width() > inner.width:
            x = inner.right - img.get_width() - 4
        if self.all_selected and self.focused:
            pygame.draw.rect(surface, (60, 100, 150), img.get_rect(midleft=(x, self.rect.centery)).inflate(4, 2))
        surface.blit(img, img.get_rect(midleft=(x, self.rect.centery)))
        if self.focused and self._blink < 0.6:
            cx = min(x + (img.get_width() if self.text else 0) + 2, inner.right - 2)
            pygame.draw.line(surface, INK, (cx, self.rect.top + 8), (cx, self.rect.bottom - 8), 2)
        surface.set_clip(clip)
        if not self.focused:
            pen = render("✎", 18, MUTED)
            surface.blit(pen, pen.get_rect(midright=(self.rect.right - 8, self.rect.centery)))
