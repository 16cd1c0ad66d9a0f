"""Fonts and cached text surfaces (``Font.render`` allocates on every call)."""
from __future__ import annotations

import math

import pygame

from game.paths import resource

_fonts: dict[tuple, pygame.font.Font] = {}
_cache: dict[tuple, pygame.Surface] = {}
_CACHE_MAX = 4000

# Text size. The screens are laid out on a fixed logical canvas that the window scales; a small window
# would shrink the text with it. ``set_zoom`` gives every text a floor on the canvas: the smallest canvas
# size still MIN_SIZE pixels on the screen (a 1024×600 window draws size 12-14 text at 15; larger text is
# unchanged). The interface scale raises that floor (125 %: the smallest text is 15 screen pixels, 150 %:
# 18) as far as the layouts have room for it (FLOOR_ROOM on the canvas, the floor a 1024×600 window needs).
FLOOR_ROOM = 15
_zoom = 1.0                              # the interface scale asked for (1, 1.25, 1.5)
_window = 1.0                            # screen pixels per canvas pixel
_floor = 1                               # the smallest size drawn on the canvas
_on_zoom: list = []                      # callables that drop pictures painted with the old sizes


def floor_for(scale: float, window: float) -> int:
    """The canvas floor for an interface ``scale`` on a window of scale ``window``."""
    needed = math.ceil(MIN_SIZE / window - 1e-6)                # readable at all
    asked = math.ceil(MIN_SIZE * scale / window - 1e-6)          # as large as the player asked
    return max(1, needed, min(asked, max(FLOOR_ROOM, needed)))


def set_zoom(zoom: float, window: float = 1.0) -> bool:
    """Set the interface scale ``zoom`` and the window's scale; True when the text sizes changed. Every
    cached text and every registered picture cache is dropped on a change."""
    global _zoom, _window, _floor
    zoom = round(max(1.0, min(2.0, zoom)), 4)
    window = round(max(0.1, window), 4)
    floor = floor_for(zoom, window)
    if floor == _floor:
        _zoom, _window = zoom, window
        return False
    _zoom, _window, _floor = zoom, window, floor
    _fonts.clear()
    _cache.clear()
    _narrow.clear()
    for clear in list(_on_zoom):
        clear()
    return True


def zoom() -> int:
    """What text sizes depend on (a cache key for pictures with text): the floor."""
    return _floor


def on_zoom(clear) -> None:
    """Register a cache to drop when the zoom changes (card faces painted with text)."""
    if clear not in _on_zoom:
        _on_zoom.append(clear)


def real_size(size: int) -> int:
    """The canvas size a text of ``size`` is drawn at."""
    return max(size, _floor)


def on_screen(size: int) -> float:
    """The height in screen pixels of a text of ``size``."""
    return real_size(size) * _window


def smallest() -> int:
    """The smallest size still at least MIN_SIZE pixels on the screen (worked out once per window)."""
    key = (_floor, _window)
    if _smallest[0] != key:
        size = 1
        while size < MIN_SIZE and (on_screen(size) < MIN_SIZE - 0.01 or real_size(size + 1) == real_size(size)):
            size += 1
        _smallest[:] = [key, size]
    return _smallest[1]


_smallest: list = [None, 12]            # (floor, window) -> the smallest size, for fit_size on every frame


FACES = {(False, False): "DejaVuSans.ttf", (True, False): "DejaVuSans-Bold.ttf",
         (False, True): "DejaVuSansCondensed.ttf", (True, True): "DejaVuSansCondensed-Bold.ttf"}
# Texts that fit their box only in the condensed face (found by fit_size and ellipsize, drawn so by
# render): a long word keeps its size rather than shrinking below what reads, or losing letters. A bold
# text that does not fit even condensed is tried condensed and regular. (text, size, bold) -> bold used.
_narrow: dict = {}


def font(size: int, bold: bool = False, narrow: bool = False) -> pygame.font.Font:
    size = real_size(size)
    key = (size, bold, narrow)
    f = _fonts.get(key)
    if f is None:
        name = FACES[(bool(bold), bool(narrow))]
        try:
            f = pygame.font.Font(resource("assets", "fonts", name), size)
        except (OSError, FileNotFoundError):
            f = pygame.font.Font(None, size)
        _fonts[key] = f
    return f


def _fits_narrow(s: str, size: int, width: int, bold: bool) -> bool:
    """Whether ``s`` fits ``width`` in the condensed face, bold if it was bold and fits so (remembered
    for render when it does)."""
    for weight in ((True, False) if bold else (False,)):
        if font(size, weight, True).size(s)[0] <= width:
            if len(_narrow) > _CACHE_MAX:
                _narrow.clear()
            _narrow[(s, size, bool(bold))] = weight
            return True
    return False


_texts: set | None = None


def record_texts(on: bool = True) -> set:
    """Start (or stop) recording every text drawn (the language test reads what the screens say)."""
    global _texts
    _texts = set() if on else None
    return _texts if _texts is not None else set()


def render(s: str, size: int = 18, colour=(240, 240, 240), bold: bool = False) -> pygame.Surface:
    if _texts is not None:
        _texts.add(s)
    if _overflows is not None and on_screen(size) < MIN_SIZE - 0.01 and s.strip():
        report("small", s, size, 0)
    key = (s, size, tuple(colour), bold)
    surf = _cache.get(key)
    if surf is None:
        if len(_cache) > _CACHE_MAX:
            _cache.clear()
        weight = _narrow.get((s, size, bool(bold)))
        surf = (font(size, bold) if weight is None else font(size, weight, True)).render(s, True, colour)
        _cache[key] = surf
    return surf


def wrap(s: str, size: int, width: int, bold: bool = False, narrow: bool = False) -> list[str]:
    """Split ``s`` into lines that fit ``width`` pixels (keeps explicit newlines); ``narrow`` measures in
    the condensed face (then ``condense`` each line so that render draws it so)."""
    f = font(size, bold, narrow)
    out: list[str] = []
    for para in s.split("\n"):
        out += _fill(para.split(" "), f, width)
    return out


def _fill(words: list[str], f: pygame.font.Font, width: int, glue_hyphens: bool = False) -> list[str]:
    """``words`` in lines of ``width`` (a word wider than that stands alone); with ``glue_hyphens`` a
    part ending in a hyphen is followed by the next part without a space (a hyphenated word)."""
    lines: list[str] = []
    line = ""
    for w in words:
        cand = (line + w if glue_hyphens and line.endswith("-") else f"{line} {w}") if line else w
        if f.size(cand)[0] <= width or not line:
            line = cand
        else:
            lines.append(line)
            line = w
    lines.append(line)
    return lines


VOWELS = set("aeiouáéíóúüyAEIOUÁÉÍÓÚÜY")
# the second words of the compounds in animal and plant names: a compound breaks between its words
# (Horse-shoe, Tortoise-shell, Humming-bird), not after the first syllable that fits
TAILS = ("shell", "shoe", "bird", "birds", "pecker", "fly", "flies", "berry", "berries", "fish", "worm", "back",
         "beest", "wood", "horn", "tail", "wing", "hopper", "flower", "grass", "weed", "wort", "bug", "leaf",
         "stone", "root", "deer", "cock", "finch", "crest", "head", "foot", "nut", "bell", "mouse", "snake")


def _hyphenate(words: list[str], f: pygame.font.Font, width: int) -> list[str]:
    """Words wider than ``width`` split with a hyphen where the first part still fits (at least three
    letters each side), before a consonant that starts a syllable (a consonant and a vowel: Facó-quero,
    Dromeda-rio, Caper-caillie) when there is such a place; the rest goes on."""
    out: list[str] = []
    split: list[str] = []
    for w in words:                      # a word with its own hyphen breaks there first
        parts = w.split("-")
        split += [p + "-" for p in parts[:-1] if p] + [parts[-1]] if f.size(w)[0] > width else [w]
    for w in split:
        while f.size(w)[0] > width and len(w) >= 7:
            places = [i for i in range(3, len(w) - 2) if f.size(w[:i] + "-")[0] <= width and w[i].isalpha()]
            joints = [i for i in places if w[i:].lower() in TAILS]
            good = [i for i in places if i < len(w) - 3 and w[i] not in VOWELS and w[i + 1] in VOWELS
                    and w[i - 1].isalpha()]
            cut = max(joints or good or places, default=0)
            if not cut:
                break
            out.append(w[:cut] + "-")
            w = w[cut:]
        out.append(w)
    return out


def wrap_fit(s: str, size: int, width: int, max_lines: int, bold: bool = False,
             hyphens: bool = True) -> list[str] | None:
    """``s`` in at most ``max_lines`` lines of ``width`` at ``size``: as it is, else in the condensed
    face, else with its longest words hyphenated (condensed); None when nothing fits. The lines are
    drawn by ``render`` in the face they were measured in. Nothing is reported."""
    lines = wrap(s, size, width, bold)
    if len(lines) <= max_lines and all(font(size, bold).size(x)[0] <= width for x in lines):
        return lines
    f = font(size, bold, True)
    for words in ((None, "hyphen") if hyphens else (None,)):
        if words is None:
            lines = wrap(s, size, width, bold, narrow=True)
        else:
            lines = _fill(_hyphenate(s.replace("\n", " ").split(" "), f, width), f, width, glue_hyphens=True)
        if len(lines) <= max_lines and all(f.size(x)[0] <= width for x in lines):
            for x in lines:
                condense(x, size, bold)
            return lines
    return None


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


def fits(s: str, size: int, width: int, bold: bool = False) -> bool:
    """Whether ``s`` fits ``width`` at ``size``, in the condensed face if need be (then render draws it
    so). Nothing is reported: the caller decides what a miss means."""
    return font(size, bold).size(s)[0] <= width or (len(s) <= width + 1 and _fits_narrow(s, size, width, bold))


def condense(s: str, size: int, bold: bool = False) -> int:
    """Draw ``s`` at ``size`` in the condensed face from now on; its width so."""
    weight = _narrow.setdefault((s, size, bool(bold)), bool(bold))
    return font(size, weight, True).size(s)[0]


def drawn_width(s: str, size: int, bold: bool = False) -> int:
    """The width ``render`` will give ``s`` (condensed when it was found to need it)."""
    weight = _narrow.get((s, size, bool(bold)))
    return font(size, bold).size(s)[0] if weight is None else font(size, weight, True).size(s)[0]


def text_width(s: str, size: int, bold: bool = False) -> int:
    return font(size, bold).size(s)[0]


def ellipsize(s: str, size: int, width: int, bold: bool = False) -> str:
    """``s`` cut with an ellipsis to fit ``width`` pixels (reported as a clip when cut). The cut is found
    by bisection over a prefix no longer than the box could hold (every glyph is at least one pixel
    wide), so a name of thousands of characters costs a few measurements, not thousands."""
    f = font(size, bold)
    if len(s) <= width + 1 and f.size(s)[0] <= width:
        return s
    if len(s) <= width + 1 and _fits_narrow(s, size, width, bold):
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


def fit_size(s: str, size: int, width: int, bold: bool = False, low: int | None = None) -> int:
    """The largest size from ``size`` down to ``low`` at which ``s`` fits ``width`` pixels (reported
    when even ``low`` is too wide, or when the size chosen is below MIN_SIZE on the screen). ``low``
    defaults to the smallest size that is still MIN_SIZE pixels on the screen."""
    if low is None:
        low = min(size, smallest())
    if len(s) > 4 * width:              # far longer than any box: no size fits, measure nothing
        report("overflow", s[:200], low, width)
        return low
    f = font(size, bold)
    while size > low and f.size(s)[0] > width:
        size -= 1
        f = font(size, bold)
    if f.size(s)[0] > width and not _fits_narrow(s, size, width, bold):
        report("overflow", s, size, width)
    elif on_screen(size) < MIN_SIZE - 0.01:
        report("small", s, size, width)
    return size
