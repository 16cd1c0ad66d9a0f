"""Forest Shuffle's text on faces: names and rules fitted into their boxes (in fewer lines, the condensed
face, then hyphenated; what cannot fit is reported), and the line steps of what is drawn larger on a small
window. ``game.forest_shuffle.art`` paints the faces with them."""
from __future__ import annotations

from game.text import MIN_SIZE, ellipsize, fits, font, real_size, render, report, text_width, wrap, wrap_fit


def fit_lines(s: str, size: int, width: int, max_lines: int, bold: bool = False, low: int = MIN_SIZE):
    """(size, lines): the largest size from ``size`` down to ``low`` at which ``s`` wraps into at most
    ``max_lines`` lines of ``width`` (in the condensed face if need be, then with a long word
    hyphenated at ``low``); reported (and cut) when even that does not fit."""
    for hyphens in (False, True):
        for sz in (range(size, low - 1, -1) if not hyphens else (low,)):
            lines = wrap_fit(s, sz, width, max_lines, bold, hyphens)
            if lines is not None:
                return sz, lines
    lines = wrap(s, low, width, bold)
    report("overflow", s, low, width)
    lines = lines[:max_lines]
    lines[-1] = ellipsize(lines[-1], low, width, bold)
    return low, lines


def fit_one(s: str, size: int, width: int, bold: bool = True) -> tuple[int, bool]:
    """(size, bold) for one line of ``s`` in ``width``: from ``size`` down to 12 px in the weight asked,
    then 12 px regular (narrower than bold), then in the condensed face; reported when even that does
    not fit."""
    for sz in range(size, MIN_SIZE - 1, -1):
        if text_width(s, sz, bold) <= width:
            return sz, bold
    if bold and text_width(s, MIN_SIZE, False) <= width:
        return MIN_SIZE, False
    if bold and fits(s, MIN_SIZE, width, True):      # the condensed face (bold if it fits so)
        return MIN_SIZE, True
    if fits(s, MIN_SIZE, width, False):
        return MIN_SIZE, False
    report("overflow", s, MIN_SIZE, width)
    return MIN_SIZE, False


def name_lines(s: str, width: int, big: int = 13, max_lines: int = 2) -> tuple[int, list[str], bool]:
    """(size, lines, bold) of a name in as few lines as it can take: on one line at ``big`` px bold when
    it fits, else at 12 px in bold, then regular (narrower), each in the condensed face if need be, then
    with a long word hyphenated; reported when even ``max_lines`` lines do not hold it."""
    if text_width(s, big, True) <= width:
        return big, [s], True
    for n in [min(2, max_lines)] + list(range(3, max_lines + 1)):     # bold in two lines before regular
        for hyphens in (False, True):
            for bold in (True, False):
                lines = wrap_fit(s, 12, width, n, bold, hyphens)
                if lines is not None:
                    return 12, lines, bold
    size, lines = fit_lines(s, 12, width, max_lines, False)
    return size, lines, False


def line_step(size: int, bold: bool = False) -> int:
    """The distance between two lines of a name at ``size``: the font's line less one, or, when the
    text is drawn larger than asked (a small window), its drawn size and one pixel."""
    real = real_size(size)
    return font(size, bold).get_linesize() - 1 if real == size else real + 1


def blit_lines(surface, lines, size, colour, bold, x, y, width=None, centre=False, gap=1, step=None) -> int:
    for ln in lines:
        img = render(ln, size, colour, bold)
        if centre and width is not None:
            surface.blit(img, (x + (width - img.get_width()) // 2, y))
        else:
            surface.blit(img, (x, y))
        y += step if step is not None else font(size, bold).get_linesize() + gap - 2
    return y


def line_h(size: int, bold: bool = False) -> int:
    return font(size, bold).get_linesize() - 1


def wrapped_height(s: str, size: int, width: int, bold: bool = False) -> int:
    return len(wrap(s, size, width, bold)) * line_h(size, bold)
