"""The scene stack's unit: a scene handles input, updates and draws itself."""
from __future__ import annotations

import pygame


class Scene:
    """Subclass and override. ``overlay`` scenes let the scene below them show through."""

    overlay = False

    def __init__(self, app):
        self.app = app

    def on_enter(self) -> None:
        """Called when the scene becomes the top of the stack (pushed or uncovered)."""

    def on_exit(self) -> None:
        """Called when the scene leaves the stack."""

    def handle(self, event: pygame.event.Event) -> None:
        """One input event; mouse positions are already in logical 1280×720 coordinates."""

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the 1280×720 logical canvas."""

    def draw_after(self, surface: pygame.Surface) -> None:
        """Drawn over ``draw`` (a keyboard focus ring, shared overlays)."""

    def animating(self) -> bool:
        """True while the scene changes without input (animations, a countdown, a blinking cursor, an AI
        thinking): the app then draws at full rate; otherwise it rests until something happens."""
        return False
