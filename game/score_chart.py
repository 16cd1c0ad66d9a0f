"""Each player's score over a finished game, for the results screen: the series (from the game's
``score_track`` hook, sampled as its log is replayed) and the chart drawn from it."""
from __future__ import annotations

import pygame

from game.i18n import tr, tr_or
from game.palette import seat_colour
from game.text import ellipsize, render, text_width
from game.widgets import INK, MUTED

# one colour (the seat's own, from the palette setting) and one mark per seat (colour is never the only
# cue: each line has its own mark)
MARKS = ("●", "■", "▲", "◆", "▼", "✚")


def series(session) -> tuple[str, list, list[list]] | None:
    """``(unit, numbers, per-seat scores)`` over the game, one point per moment the game's score
    track names (each turn, round…), the start included; None when the game keeps no track."""
    from rules.engine.session import Session
    game = session.game
    track = game.score_track
    if track is None:
        return None
    replay = Session(session.game_id, session.config, session.seed)
    points: list = []
    unit = None

    def sample():
        nonlocal unit
        got = track(replay.state)
        if got is None:
            return
        unit, number, scores = got
        if points and points[-1][0] == number:
            points[-1] = (number, list(scores))
        else:
            points.append((number, list(scores)))

    sample()
    for a in session.actions:
        replay.apply(a)
        sample()
    if unit is None or len(points) < 2:
        return None
    return unit, [n for n, _ in points], [[p[1][i] for p in points] for i in range(len(points[0][1]))]


def ticks(lo: int, hi: int, most: int) -> list[int]:
    """Whole numbers from ``lo`` to ``hi`` a round step apart (1, 2, 5, 10, 20, 50 …), at most ``most``
    of them (and zero among them when it is in the range)."""
    lo, hi = int(lo), int(hi)
    step, larger = 1, _steps(1)
    while (hi - lo) // step + 1 > most:
        step = next(larger)
    first = -((-lo) // step) * step              # the first multiple of step at or above lo
    return list(range(first, hi + 1, step))


def _steps(after: int):
    base = 1
    while True:
        for k in (1, 2, 5):
            if base * k > after:
                yield base * k
        base *= 10


def draw(surface, rect: pygame.Rect, data, names: list[str], game_id: str = "") -> None:
    """Lines of each player's score, axes labelled ("turn", and "points" unless the game names what it
    tracks: ``<game>.chart.value``), a legend with each mark."""
    unit, numbers, per_seat = data
    left, bottom = rect.left + 64, rect.bottom - 44
    width, height = rect.width - 250, rect.height - 70
    top = bottom - height
    lo = min(0, min(min(s) for s in per_seat))
    hi = max(1, max(max(s) for s in per_seat))
    span = hi - lo or 1
    n = len(numbers)

    def at(i, v):
        return (left + int(width * i / max(1, n - 1)), bottom - int(height * (v - lo) / span))

    pygame.draw.line(surface, MUTED, (left, bottom), (left + width, bottom), 2)
    pygame.draw.line(surface, MUTED, (left, top), (left, bottom), 2)
    for v in ticks(lo, hi, 6):                  # whole numbers, 0 among them, at most six
        y = at(0, v)[1]
        img = render(str(v), 14, MUTED)
        surface.blit(img, img.get_rect(midright=(left - 6, y)))
        pygame.draw.line(surface, (60, 66, 72) if v else (96, 102, 108), (left, y), (left + width, y), 1)
    room = max(1, width // max(1, max(text_width(str(x), 14) for x in numbers) + 24))
    for v in ticks(numbers[0], numbers[-1], min(12, room)):   # every round, or a round number of turns apart
        i = next(k for k, x in enumerate(numbers) if x >= v)
        img = render(str(v), 14, MUTED)
        surface.blit(img, img.get_rect(midtop=(at(i, lo)[0], bottom + 4)))
    axis = render(tr(f"results.chart.{unit}"), 15, MUTED)
    surface.blit(axis, axis.get_rect(midtop=(left + width // 2, bottom + 22)))
    up = render(tr_or(f"{game_id}.chart.value", tr("results.chart.points")), 15, MUTED)
    surface.blit(up, (left - 56, top - 24))
    for seat, scores in enumerate(per_seat):
        colour = seat_colour(seat)
        pts = [at(i, v) for i, v in enumerate(scores)]
        if len(pts) > 1:
            pygame.draw.lines(surface, colour, False, pts, 3)
        mark = render(MARKS[seat % len(MARKS)], 14, colour)
        for p in pts[:: max(1, len(pts) // 12)] + [pts[-1]]:
            surface.blit(mark, mark.get_rect(center=p))
        ly = top + seat * 30
        surface.blit(render(MARKS[seat % len(MARKS)], 18, colour), (left + width + 24, ly))
        label = ellipsize(f"{names[seat]}: {scores[-1]}", 16, rect.right - (left + width + 50) - 8)
        surface.blit(render(label, 16, INK), (left + width + 50, ly + 1))
