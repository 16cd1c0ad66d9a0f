"""Short slides: a card moves from where it was (a hand) to where it goes (a trick, a board cell) instead
of popping. A table adds a slide when the event arrives, skips drawing the card at its new place while
``moving(key)``, and draws the slides over everything else.

    self.slides.add(("card", 17), face, from_rect, to_rect, seconds=0.25)
    ...
    self.slides.update(dt)            # in animate()
    self.slides.draw(surface)         # at the end of draw()
"""
from __future__ import annotations

import pygame


def ease_out(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return 1 - (1 - t) ** 3


def lerp_rect(a: pygame.Rect, b: pygame.Rect, t: float) -> pygame.Rect:
    return pygame.Rect(round(a.x + (b.x - a.x) * t), round(a.y + (b.y - a.y) * t),
                       round(a.w + (b.w - a.w) * t), round(a.h + (b.h - a.h) * t))


class Slide:
    __slots__ = ("key", "surface", "start", "end", "seconds", "delay", "time")

    def __init__(self, key, surface, start, end, seconds: float, delay: float = 0.0):
        self.key = key
        self.surface = surface
        self.start = pygame.Rect(start)
        self.end = pygame.Rect(end)
        self.seconds = max(0.01, seconds)
        self.delay = delay
        self.time = 0.0

    @property
    def done(self) -> bool:
        return self.time >= self.delay + self.seconds

    def rect(self) -> pygame.Rect:
        return lerp_rect(self.start, self.end, ease_out((self.time - self.delay) / self.seconds))


class Slides:
    """The slides in flight. With ``seconds`` 0 (the instant pace) nothing is added: cards just appear."""

    def __init__(self):
        self.items: list[Slide] = []

    def add(self, key, surface, start, end, seconds: float = 0.25, delay: float = 0.0) -> None:
        if seconds <= 0 or surface is None or start is None or end is None:
            return
        self.items = [s for s in self.items if s.key != key]
        self.items.append(Slide(key, surface, start, end, seconds, delay))

    def update(self, dt: float) -> None:
        for s in self.items:
            s.time += dt
        self.items = [s for s in self.items if not s.done]

    def moving(self, key) -> bool:
        return any(s.key == key for s in self.items)

    def busy(self) -> bool:
        return bool(self.items)

    def clear(self) -> None:
        self.items = []

    def draw(self, surface: pygame.Surface) -> None:
        for s in self.items:
            if s.time < s.delay:
                continue
            r = s.rect()
            img = s.surface if s.surface.get_size() == r.size else pygame.transform.smoothscale(s.surface, r.size)
            surface.blit(img, r)
