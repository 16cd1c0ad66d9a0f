"""The game log of a table: the events a seat may be told, in words, in a scrolling panel.

``LogPanel(rect, title, describe, visible)`` turns events into lines with the game's ``describe(event)``
(``[(text, colour)]``) when ``visible(event)`` says the seat shown may know them; it wraps them to its
width, follows new entries, and, when the player has scrolled up, keeps the lines in place and says that
new entries arrived below (a click on that note, or scrolling down, follows again). It owns its lines
and its scroll position and nothing else."""
from __future__ import annotations

import pygame

from game.table.paint import GOLD, panel
from game.text import render, text_width, wrap

LINE_H = 17


class LogPanel:
    def __init__(self, rect: pygame.Rect, title: str, describe, visible):
        self.rect = pygame.Rect(rect)
        self.title = title
        self.describe = describe
        self.visible = visible
        self.lines: list[tuple[str, tuple]] = []
        self.scroll = 0
        self._wrapped = None
        self._seen = 0
        self._unseen = 0
        self.new_entries_rect = pygame.Rect(0, 0, 0, 0)

    # ------------------------------------------------------------------ content
    def clear(self) -> None:
        self.lines = []
        self._wrapped = None
        self._seen = 0
        self._unseen = 0

    def add(self, event) -> None:
        """Tell ``event`` if the seat shown may know it."""
        if self.visible(event):
            said = self.describe(event)
            if said:
                self.lines.extend(said)
                self._wrapped = None

    def wrapped(self) -> list[tuple[str, tuple]]:
        if self._wrapped is None:
            width = self.rect.w - 26                    # clear of the scroll bar
            indent = text_width("  ", 13)
            out = []
            for text, col in self.lines:
                first, *rest = wrap(text, 13, width)
                out.append((first, col))
                if rest:                                 # continuation lines are indented: wrap them narrower
                    for line in wrap(" ".join(rest), 13, width - indent):
                        out.append(("  " + line, col))
            self._wrapped = out
        return self._wrapped

    # ------------------------------------------------------------------ input
    def on_wheel(self, pos, dy: int) -> bool:
        if self.rect.collidepoint(pos):
            self.scroll = max(0, self.scroll + dy * 2)
            return True
        return False

    def on_click(self, pos) -> bool:
        if self.new_entries_rect.collidepoint(pos):
            self.scroll = 0                              # follow the log again
            return True
        return False

    # ------------------------------------------------------------------ draw
    def draw(self, surface, new_entries_label: str) -> None:
        R = self.rect
        surface.blit(panel(R.size, alpha=240), R)
        surface.blit(render(self.title, 15, GOLD, True), (R.left + 10, R.top + 8))
        lines = self.wrapped()
        grown = len(lines) - self._seen
        if grown > 0 and self.scroll > 0 and self._seen:
            self.scroll += grown                         # keep the lines the player is reading in place
            self._unseen += grown
        self._seen = len(lines)
        top = R.top + 34
        visible = (R.bottom - 8 - top) // LINE_H
        self.scroll = max(0, min(self.scroll, max(0, len(lines) - visible)))
        if self.scroll == 0:
            self._unseen = 0
        end = len(lines) - self.scroll
        start = max(0, end - visible)
        y = top + (visible - (end - start)) * LINE_H if end - start < visible else top
        for text, col in lines[start:end]:
            surface.blit(render(text, 13, col), (R.left + 10, y))
            y += LINE_H
        if len(lines) > visible:                         # where the visible window is in the whole log
            bar_h = max(20, (R.h - 44) * visible // len(lines))
            frac = start / max(1, len(lines) - visible)
            by = R.top + 34 + int((R.h - 44 - bar_h) * frac)
            pygame.draw.rect(surface, (90, 100, 104), (R.right - 7, by, 4, bar_h), border_radius=2)
        self.new_entries_rect = pygame.Rect(0, 0, 0, 0)
        if self._unseen > 0:
            note = render(new_entries_label, 13, (20, 24, 28), True)
            box = note.get_rect(midbottom=(R.centerx, R.bottom - 6)).inflate(16, 6)
            pygame.draw.rect(surface, GOLD, box, border_radius=8)
            surface.blit(note, note.get_rect(center=box.center))
            self.new_entries_rect = box
