"""Fonts and cached text surfaces (``Font.render`` allocates on every call)."""
from __future__ import annotations

import pygame

from game.paths import resource

_fonts: dict[tuple, pygame.font.Font] = {}
_cache: dict[tuple, pygame.Surface] = {}
_CACHE_MAX = 4000


def font(size: int, bold: bool = False) -> pygame.font.Font:
    key = (size, bold)
    f = _fonts.get(key)
    if f is None:
        name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
        try:
            f = pygame.font.Font(resource("assets", "fonts", name), size)
        except (OSError, FileNotFoundError):
            f = pygame.font.Font(None, size)
        _fonts[key] = f
    return f


_texts: set | None = None


def record_texts(on: bool = True) -> set:
    """Start (or stop) recording every text drawn (the language test reads what the screens say)."""
    global _texts
    _texts = set() if on else None
    return _texts if _texts is not None else set()


def render(s: str, size: int = 18, colour=(240, 240, 240), bold: bool = False) -> pygame.Surface:
    if _texts is not None:
        _texts.add(s)
    if size < MIN_SIZE and _overflows is not None and s.strip():
        report("small", s, size, 0)
    key = (s, size, tuple(colour), bold)
    surf = _cache.get(key)
    if surf is None:
        if len(_cache) > _CACHE_MAX:
            _cache.clear()
        surf = font(size, bold).render(s, True, colour)
        _cache[key] = surf
    return surf


def wrap(s: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split ``s`` into lines that fit ``width`` pixels (keeps explicit newlines)."""
    f = font(size, bold)
    out: list[str] = []
    for para in s.split("\n"):
        words = para.split(" ")
        line = ""
        for w in words:
            cand = f"{line} {w}" if line else w
            if f.size(cand)[0] <= width or not line:
                line = cand
            else:
                out.append(line)
                line = w
        out.append(line)
    return out


def blit_text(surface: pygame.Surface, s: str, pos, size: int = 18, colour=(240, 240, 240),
              bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
    img = render(s, size, colour, bold)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


# ---------------------------------------------------------------- fitting text into boxes
# One helper for every place that must make a text fit. Whatever cannot fit is reported: tests switch
# the recording on (``record_overflows``) and fail on any entry, so a clipped label is a failing test.
MIN_SIZE = 12                    # no text a player needs is drawn smaller (at 1280×720)
_overflows: list | None = None


def record_overflows(on: bool = True) -> list:
    """Start (or stop) recording texts that did not fit; returns the list being filled."""
    global _overflows
    _overflows = [] if on else None
    return _overflows if _overflows is not None else []


def overflows() -> list:
    return list(_overflows or [])


class capture:
    """``with capture() as notes:`` collects what does not fit while something is painted into a cached
    surface, whether or not a test records; replay the notes with ``report(*note)`` on each later use of
    the cached picture, so recording tests see them either way."""

    def __enter__(self) -> list:
        global _overflows
        self._outer = _overflows
        _overflows = []
        self.notes = _overflows
        return self.notes

    def __exit__(self, *exc) -> None:
        global _overflows
        _overflows = self._outer


def report(kind: str, text: str, size: int, width: int) -> None:
    """Note a text that did not fit (``clip``: cut with an ellipsis; ``small``: shrunk below
    MIN_SIZE; ``overflow``: drawn past its box)."""
    if _overflows is not None:
        _overflows.append((kind, text, size, width))


def text_width(s: str, size: int, bold: bool = False) -> int:
    return font(size, bold).size(s)[0]


def ellipsize(s: str, size: int, width: int, bold: bool = False) -> str:
    """``s`` cut with an ellipsis to fit ``width`` pixels (reported as a clip when cut). The cut is found
    by bisection over a prefix no longer than the box could hold (every glyph is at least one pixel
    wide), so a name of thousands of characters costs a few measurements, not thousands."""
    f = font(size, bold)
    if len(s) <= width + 1 and f.size(s)[0] <= width:
        return s
    report("clip", s, size, width)
    s = s[: max(1, width + 1)]
    lo, hi = 1, len(s)                  # the longest prefix that fits with the ellipsis (at least one char)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if f.size(s[:mid] + "…")[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return s[:lo] + "…"


def fit_size(s: str, size: int, width: int, bold: bool = False, low: int = MIN_SIZE) -> int:
    """The largest size from ``size`` down to ``low`` at which ``s`` fits ``width`` pixels (reported
    when even ``low`` is too wide, or when the size chosen is below MIN_SIZE)."""
    if len(s) > 4 * width:              # far longer than any box: no size fits, measure nothing
        report("overflow", s[:200], low, width)
        return low
    f = font(size, bold)
    while size > low and f.size(s)[0] > width:
        size -= 1
        f = font(size, bold)
    if f.size(s)[0] > width:
        report("overflow", s, size, width)
    elif size < MIN_SIZE:
        report("small", s, size, width)
    return size
