"""Slides: a card goes from its old place to its new one over a short time, easing out, then stops."""
import pygame

from game.anim import Slides, ease_out, lerp_rect


def test_a_slide_moves_from_start_to_end_and_ends():
    pygame.init()
    face = pygame.Surface((40, 60))
    s = Slides()
    s.add("c1", face, (0, 0, 40, 60), (100, 200, 40, 60), seconds=0.2)
    assert s.moving("c1") and s.busy()
    first = s.items[0].rect()
    assert first.topleft == (0, 0)
    s.update(0.1)
    mid = s.items[0].rect()
    assert 50 < mid.x < 100 and 100 < mid.y < 200, "eases out: past half way at half time"
    canvas = pygame.Surface((300, 300))
    s.draw(canvas)
    s.update(0.11)
    assert not s.busy() and not s.moving("c1")


def test_instant_pace_adds_no_slide_and_a_new_slide_replaces_the_old():
    s = Slides()
    face = pygame.Surface((10, 10))
    s.add("a", face, (0, 0, 10, 10), (5, 5, 10, 10), seconds=0)
    assert not s.busy()
    s.add("a", face, (0, 0, 10, 10), (5, 5, 10, 10), seconds=1)
    s.add("a", face, (0, 0, 10, 10), (9, 9, 10, 10), seconds=1)
    assert len(s.items) == 1 and s.items[0].end.topleft == (9, 9)
    assert ease_out(0) == 0 and ease_out(1) == 1 and lerp_rect(pygame.Rect(0, 0, 2, 2), pygame.Rect(10, 10, 4, 4), 0.5) == pygame.Rect(5, 5, 3, 3)

