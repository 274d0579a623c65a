"""The small marks the battlefield's overlays are made of: dashed lines, circles and polygons,
crosses, anti-aliased thick lines, tags on dark slips, translucent layers and the cover
shield, and the overlays' colours; and whether the display has a pixel format yet (the
cached pictures are converted for fast blits once it has)."""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence

import pygame

from questboard.ui.drawing import look

Point = tuple[float, float]

WARN = (0xE0, 0x8A, 0x1E)  # friends under an area card: amber, with their names
SIGHT_OK = (0x4C, 0xB0, 0x48)
FAR = (0x9A, 0x95, 0x8C)


def dashed_line(surface, colour, a: Point, b: Point, width: int = 2, dash: float = 10,
                gap: float = 7) -> None:
    length = math.dist(a, b)
    if length < 1e-6:
        return
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    t = 0.0
    while t < length:
        e = min(length, t + dash)
        pygame.draw.line(surface, colour, (a[0] + ux * t, a[1] + uy * t), (a[0] + ux * e, a[1] + uy * e), width)
        t = e + gap


def dashed_circle(surface, colour, centre: Point, r: float, width: int = 2, dash: float = 10,
                  gap: float = 8) -> None:
    if r < 2:
        return
    n = max(8, int(math.tau * r / (dash + gap)))
    step = math.tau / n
    part = step * dash / (dash + gap)
    box = pygame.Rect(0, 0, 2 * r, 2 * r)
    box.center = (round(centre[0]), round(centre[1]))
    for k in range(n):
        a = k * step
        pygame.draw.arc(surface, colour, box, a, a + part, width)


def dashed_polygon(surface, colour, pts: Sequence[Point], width: int = 2) -> None:
    for i in range(len(pts)):
        dashed_line(surface, colour, pts[i], pts[(i + 1) % len(pts)], width)


def cross(surface, colour, centre: Point, size: float, width: int = 3) -> None:
    x, y = centre
    pygame.draw.line(surface, colour, (x - size, y - size), (x + size, y + size), width)
    pygame.draw.line(surface, colour, (x - size, y + size), (x + size, y - size), width)


def thick_aaline(surface, colour, a: Point, b: Point, width: int) -> None:
    """A line `width` px wide with anti-aliased sides."""
    if width <= 1:
        pygame.draw.aaline(surface, colour, a, b)
        return
    length = math.dist(a, b)
    if length < 1e-6:
        return
    nx, ny = -(b[1] - a[1]) / length * width / 2, (b[0] - a[0]) / length * width / 2
    pts = [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny), (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)]
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.aalines(surface, colour, True, pts)


def tag(surface, text: str, at: Point, colour, font: pygame.font.Font, anchor: str = "topleft",
        bg=look.INK, border=None, width: int | None = None, within: pygame.Rect | None = None) -> pygame.Rect:
    """Words on a small dark slip (readable over any ground), kept inside the surface's clip
    (and `within`); wrapped onto more lines when wider than `width`."""
    img = _words(font, text, colour, width)
    pad_x, pad_y = _pads(font)
    box = img.get_rect().inflate(2 * pad_x, 2 * pad_y)
    setattr(box, anchor, (round(at[0]), round(at[1])))
    box.clamp_ip(within if within is not None else surface.get_clip() or surface.get_rect())
    surface.blit(_slip(box.size, tuple(bg[:3]), tuple(border) if border is not None else None, pad_x), box)
    surface.blit(img, (box.x + pad_x, box.y + pad_y))
    return box


def tag_box(text: str, font: pygame.font.Font, width: int | None = None) -> pygame.Rect:
    """The box `tag` draws these words in, at the origin."""
    w, h = _words(font, text, look.INK, width).get_size()
    pad_x, pad_y = _pads(font)
    return pygame.Rect(0, 0, w + 2 * pad_x, h + 2 * pad_y)


def _pads(font: pygame.font.Font) -> tuple[int, int]:
    return max(4, font.get_height() // 4), max(2, font.get_height() // 8)


def _words(font: pygame.font.Font, text: str, colour, width: int | None) -> pygame.Surface:
    if width is not None and font.size(text)[0] > width:
        return look.wrapped(font, text, colour, width)
    return look.line(font, text, colour)


@functools.lru_cache(maxsize=256)
def _slip(size, bg, border, radius) -> pygame.Surface:
    slip = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(slip, (*bg, 225), slip.get_rect(), border_radius=radius)
    if border is not None:
        pygame.draw.rect(slip, border, slip.get_rect(), 1, border_radius=radius)
    return slip


def translucent(surface, colour, draw) -> None:
    """Draw with alpha on `surface` through a layer only as big as what is drawn: `draw(layer,
    offset)` draws at points shifted by `offset` and returns the bounding box it used."""
    clip = surface.get_clip() or surface.get_rect()
    box = draw(None, (0, 0))
    box = pygame.Rect(box).clip(clip)
    if box.w <= 0 or box.h <= 0:
        return
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    draw(layer, (-box.x, -box.y))
    surface.blit(layer, box)


def bounds(pts, grow: float = 0) -> pygame.Rect:
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return pygame.Rect(math.floor(min(xs) - grow), math.floor(min(ys) - grow),
                       math.ceil(max(xs) - min(xs) + 2 * grow) + 2, math.ceil(max(ys) - min(ys) + 2 * grow) + 2)


def shield(surface, centre: Point, size: float, fill=look.COVER, edge=look.PARCHMENT) -> None:
    """The cover mark: a small heater shield."""
    x, y = centre
    w, h = size * 0.8, size
    pts = [(x - w / 2, y - h / 2), (x + w / 2, y - h / 2), (x + w / 2, y), (x, y + h / 2), (x - w / 2, y)]
    pygame.draw.polygon(surface, fill, pts)
    pygame.draw.polygon(surface, edge, pts, max(1, round(size / 9)))
    pygame.draw.line(surface, edge, (x, y - h / 2 + 2), (x, y + h / 2 - 3), max(1, round(size / 12)))


def _has_format() -> bool:
    try:
        pygame.Surface((1, 1)).convert_alpha()
        return True
    except pygame.error:
        return False
