"""The parts of a Selva card face that are not its words: the colours of types, costs and elements,
and the icons drawn by code (sun and moon, resources, types, elements, cost badges, stat circles).
``game.selva.faces`` draws the faces with them and names them for the rest of the table."""
from __future__ import annotations

import math

import pygame

from game.text import render, text_width

HIERBA = (70, 160, 64)
PRESA = (150, 70, 44)
ATTACK = (200, 48, 40)
DEFENCE = (44, 98, 196)
CREAM = (250, 245, 230)
INK_DARK = (30, 28, 26)
INK_SOFT = (70, 62, 54)
INK_LIGHT = (250, 250, 246)
GOLD = (220, 176, 60)
CHIP = (70, 62, 52)
ABILITY = (96, 62, 140)

TYPE_COLOURS = {
    "alfa": (214, 170, 52),
    "animal": (176, 118, 64),
    "recurso": (110, 150, 90),
    "elemento": (70, 140, 190),
    "fuerza": (140, 84, 176),
    "sigilo": (64, 70, 118),
}
ELEMENT_COLOURS = {"agua": (56, 130, 210), "fuego": (222, 96, 40), "tierra": (140, 104, 60),
                   "viento": (150, 190, 200)}
# each element's and resource's place in the colour-blind palette (game.palette.pick): apart from each other
PALETTE_INDEX = {"agua": 4, "fuego": 5, "tierra": 0, "viento": 1, "hierba": 2, "presa": 6}
BACK_BG = (26, 64, 40)
BACK_EDGE = (150, 132, 84)

TEXT = 12            # the smallest size a player reads (game.text.MIN_SIZE)
LINE = 14            # its line height at 1280×720 (line_h(): at any window)

def mix(a, b, t: float) -> tuple:
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


def shade(c, k: float) -> tuple:
    return tuple(max(0, min(255, int(v * k))) for v in c[:3])


def _get(card, name, default=None):
    return getattr(card, name, default)


# ------------------------------------------------------------------------------------ icons

def _sun(surface, center, r, colour=(246, 200, 40)) -> None:
    cx, cy = center
    pygame.draw.circle(surface, colour, (int(cx), int(cy)), max(2, int(r * 0.5)))
    for i in range(8):
        a = i * math.pi / 4
        p1 = (cx + math.cos(a) * r * 0.66, cy + math.sin(a) * r * 0.66)
        p2 = (cx + math.cos(a) * r, cy + math.sin(a) * r)
        pygame.draw.line(surface, colour, p1, p2, max(1, int(r * 0.2)))


def _moon(surface, center, r, colour=(214, 224, 250)) -> None:
    cx, cy = center
    tmp = pygame.Surface((int(r * 2 + 4), int(r * 2 + 4)), pygame.SRCALPHA)
    c = (r + 2, r + 2)
    pygame.draw.circle(tmp, colour, (int(c[0]), int(c[1])), max(2, int(r * 0.9)))
    pygame.draw.circle(tmp, (0, 0, 0, 0), (int(c[0] + r * 0.45), int(c[1] - r * 0.3)), max(2, int(r * 0.78)))
    surface.blit(tmp, (cx - c[0], cy - c[1]))


def activity_icon(surface, activity: str, center, r: float) -> None:
    """Sun (day), moon (night) or a sun and a moon side by side (both), on a dark round chip."""
    cx, cy = center
    pygame.draw.circle(surface, (36, 40, 60), (int(cx), int(cy)), int(r))
    pygame.draw.circle(surface, (200, 200, 210), (int(cx), int(cy)), int(r), 1)
    if activity == "day":
        _sun(surface, (cx, cy), r * 0.78)
    elif activity == "night":
        _moon(surface, (cx, cy), r * 0.8)
    else:
        _sun(surface, (cx - r * 0.36, cy - r * 0.1), r * 0.48)
        _moon(surface, (cx + r * 0.36, cy + r * 0.1), r * 0.52)


def time_icon(surface, time: str, center, r: float) -> None:
    """The day/night symbol of a declared attacker or blocker."""
    activity_icon(surface, "day" if time == "day" else "night", center, r)


def resource_icon(surface, kind: str, center, r: float, colour) -> None:
    """A leaf (Hierba) or a bone (Presa): the shape tells the kind, not only the colour."""
    cx, cy = center
    if kind == "hierba":
        pts = []
        for i in range(13):
            t = i / 12 * math.pi
            pts.append((cx - r * 0.95 + 1.9 * r * i / 12, cy - math.sin(t) * r * 0.55))
        for i in range(12, -1, -1):
            t = i / 12 * math.pi
            pts.append((cx - r * 0.95 + 1.9 * r * i / 12, cy + math.sin(t) * r * 0.55))
        rot = [(cx + (x - cx) * 0.7 - (y - cy) * 0.7, cy + (x - cx) * 0.7 + (y - cy) * 0.7) for x, y in pts]
        pygame.draw.polygon(surface, colour, rot)
        pygame.draw.line(surface, mix(colour, (255, 255, 255), 0.5), (cx - r * 0.6, cy + r * 0.6),
                         (cx + r * 0.55, cy - r * 0.55), 1)
    else:
        w = max(2, int(r * 0.45))
        pygame.draw.line(surface, colour, (cx - r * 0.6, cy + r * 0.6), (cx + r * 0.6, cy - r * 0.6), w)
        for sx, sy in ((-0.75, 0.45), (-0.45, 0.75), (0.75, -0.45), (0.45, -0.75)):
            pygame.draw.circle(surface, colour, (int(cx + r * sx), int(cy + r * sy)), max(2, int(r * 0.3)))


def cost_badges(surface, cost, pos, h: int = 18, size: int = 13) -> int:
    """The cost as badges from ``pos`` (left, centre y) rightwards: a leaf and the number of Hierba,
    a bone and the number of Presa (a free card shows nothing); returns the x after them."""
    hh, pp = cost
    x, y = pos
    for n, kind, col in ((hh, "hierba", HIERBA), (pp, "presa", PRESA)):
        if not n:
            continue
        num = render(str(n), size, INK_LIGHT, True)
        w = h + num.get_width() + 4
        box = pygame.Rect(x, y - h // 2, w, h)
        pygame.draw.rect(surface, col, box, border_radius=h // 2)
        pygame.draw.rect(surface, shade(col, 0.6), box, 1, border_radius=h // 2)
        resource_icon(surface, kind, (x + h // 2 + 1, y), h * 0.36, INK_LIGHT)
        surface.blit(num, num.get_rect(midleft=(x + h - 1, y + 1)))
        x = box.right + 3
    return x


def cost_width(cost, h: int = 18, size: int = 13) -> int:
    w = 0
    for n in cost:
        if n:
            w += h + text_width(str(n), size, True) + 4 + 3
    return w


def stat_circle(surface, value, center, r: int, kind: str, changed: int = 0) -> None:
    """Attack (red) or defence (blue) in a circle; ``changed`` > 0 / < 0 rings it green / orange."""
    colour = ATTACK if kind == "attack" else DEFENCE
    cx, cy = int(center[0]), int(center[1])
    pygame.draw.circle(surface, colour, (cx, cy), r)
    ring = (120, 230, 120) if changed > 0 else (250, 150, 60) if changed < 0 else INK_LIGHT
    pygame.draw.circle(surface, ring, (cx, cy), r, max(1, r // 6) + (1 if changed else 0))
    img = render(str(value), max(TEXT, int(r * 1.25)), INK_LIGHT, True)
    surface.blit(img, img.get_rect(center=(cx, cy + 1)))


def type_icon(surface, card, center, r: float, colour) -> None:
    """A small picture for the card's type: paw, leaf, bone, element, bolt, eye, crown."""
    cx, cy = center
    t = _get(card, "type", "animal")
    if t == "animal":
        pygame.draw.ellipse(surface, colour, (cx - r * 0.55, cy - r * 0.1, r * 1.1, r * 0.85))
        for dx, dy in ((-0.62, -0.3), (-0.22, -0.72), (0.22, -0.72), (0.62, -0.3)):
            pygame.draw.ellipse(surface, colour, (cx + r * dx - r * 0.18, cy + r * dy - r * 0.24, r * 0.36, r * 0.48))
    elif t == "alfa":
        pts = [(cx - r, cy + r * 0.5), (cx - r, cy - r * 0.5), (cx - r * 0.5, cy), (cx, cy - r * 0.8),
               (cx + r * 0.5, cy), (cx + r, cy - r * 0.5), (cx + r, cy + r * 0.5)]
        pygame.draw.polygon(surface, colour, pts)
    elif t == "recurso":
        kind = _get(card, "resource", "hierba")
        if _get(card, "dual"):
            resource_icon(surface, "hierba", (cx - r * 0.45, cy), r * 0.6, colour)
            resource_icon(surface, "presa", (cx + r * 0.45, cy), r * 0.6, colour)
        else:
            resource_icon(surface, kind, center, r, colour)
    elif t == "elemento":
        element_icon(surface, _get(card, "element", "agua"), center, r, colour)
    elif t == "fuerza":
        pygame.draw.polygon(surface, colour, [(cx + r * 0.2, cy - r), (cx - r * 0.5, cy + r * 0.1), (cx, cy + r * 0.1),
                                              (cx - r * 0.2, cy + r), (cx + r * 0.5, cy - r * 0.1), (cx, cy - r * 0.1)])
    else:  # sigilo: an eye
        pygame.draw.ellipse(surface, colour, (cx - r, cy - r * 0.5, 2 * r, r), max(2, int(r * 0.15)))
        pygame.draw.circle(surface, colour, (int(cx), int(cy)), max(2, int(r * 0.32)))


def element_icon(surface, el: str, center, r: float, colour) -> None:
    cx, cy = center
    if el == "agua":
        pygame.draw.circle(surface, colour, (int(cx), int(cy + r * 0.28)), max(2, int(r * 0.58)))
        pygame.draw.polygon(surface, colour, [(cx, cy - r * 0.95), (cx + r * 0.52, cy + r * 0.05),
                                              (cx - r * 0.52, cy + r * 0.05)])
    elif el == "fuego":
        pygame.draw.polygon(surface, colour, [(cx, cy - r), (cx + r * 0.6, cy + r * 0.1), (cx + r * 0.4, cy + r * 0.7),
                                              (cx - r * 0.4, cy + r * 0.7), (cx - r * 0.6, cy + r * 0.1)])
        pygame.draw.circle(surface, mix(colour, (255, 255, 255), 0.6), (int(cx), int(cy + r * 0.35)),
                           max(1, int(r * 0.25)))
    elif el == "tierra":
        pygame.draw.polygon(surface, colour, [(cx - r, cy + r * 0.7), (cx - r * 0.2, cy - r * 0.8),
                                              (cx + r * 0.3, cy - r * 0.1), (cx + r * 0.55, cy - r * 0.4),
                                              (cx + r, cy + r * 0.7)])
    else:
        for k in range(3):
            y0 = cy - r * 0.5 + k * r * 0.5
            pts = [(cx - r + 2 * r * i / 12, y0 + math.sin(i / 12 * math.pi * 2) * r * 0.15) for i in range(13)]
            pygame.draw.lines(surface, colour, False, pts, max(2, int(r * 0.15)))
