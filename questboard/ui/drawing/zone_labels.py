"""Where a start zone's label goes: somewhere no base covers it, inside the zone if there is
room, else just outside its edge, never over another zone's label. Pixel space, shared by the
referee picture and the battlefield's still layer."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from questboard.battlefield.geometry import point_in_polygon

Point = tuple[float, float]
Disc = tuple[float, float, float]  # centre x, centre y, radius (pixels)

INSET = 4  # px between a label inside a zone and the zone's outline
GAP = 3  # px between a label outside a zone and the zone's edge


def disc_box(disc: Disc) -> pygame.Rect:
    """The square a base's disc fills, rounded outwards to whole pixels."""
    x, y, r = disc
    left, top = math.floor(x - r), math.floor(y - r)
    return pygame.Rect(left, top, math.ceil(x + r) - left, math.ceil(y + r) - top)


def _inside(rect: pygame.Rect, polygon: Sequence[Point]) -> bool:
    corners = (rect.topleft, rect.topright, rect.bottomleft, rect.bottomright, rect.center)
    return all(point_in_polygon((float(x), float(y)), polygon) for x, y in corners)


def _spread(lo: float, hi: float, step: float) -> list[int]:
    """Positions from lo to hi (both kept) about `step` apart."""
    if hi <= lo:
        return [round(lo)]
    n = max(1, math.ceil((hi - lo) / step))
    return [round(lo + (hi - lo) * k / n) for k in range(n + 1)]


def candidates(polygon: Sequence[Point], size: tuple[int, int], bounds: pygame.Rect) -> list[pygame.Rect]:
    """Spots for a label of `size`, best first: inside the zone in reading order (the top left
    corner first), then just above, below, left and right of its box; all within `bounds`."""
    w, h = size
    xs, ys = [p[0] for p in polygon], [p[1] for p in polygon]
    x0, y0, x1, y1 = min(xs), min(ys), max(xs), max(ys)
    step = max(4.0, h / 2)
    spots = []
    for y in _spread(y0 + INSET, y1 - INSET - h, step):
        for x in _spread(x0 + INSET, x1 - INSET - w, step):
            rect = pygame.Rect(x, y, w, h)
            if _inside(rect, polygon):
                spots.append(rect)
    along_x = _spread(x0 - w / 2, x1 - w / 2, step)
    along_y = _spread(y0 - h / 2, y1 - h / 2, step)
    for away in (GAP, GAP + step, GAP + 2 * step):  # hugging the edge first, then a little off
        spots += [pygame.Rect(x, round(y0 - away - h), w, h) for x in along_x]
        spots += [pygame.Rect(x, round(y1 + away), w, h) for x in along_x]
        spots += [pygame.Rect(round(x0 - away - w), y, w, h) for y in along_y]
        spots += [pygame.Rect(round(x1 + away), y, w, h) for y in along_y]
    return [r for r in spots if bounds.contains(r)] or [pygame.Rect(round(x0), round(y0), w, h).clamp(bounds)]


def place(zones: Sequence[Sequence[Point]], sizes: Sequence[tuple[int, int]], discs: Sequence[Disc],
          bounds: pygame.Rect, terrain: Sequence[pygame.Rect] = ()) -> list[pygame.Rect]:
    """One rectangle per zone for its label: the first spot that no base's disc box and no
    label placed before it overlaps, preferring spots off the terrain and off the other
    zones; when every spot is covered, the one covered least."""
    boxes = [disc_box(d) for d in discs]
    zone_boxes = [box(z) for z in zones]
    spots_of = [candidates(z, size, bounds) for z, size in zip(zones, sizes, strict=True)]
    free = [sum([r.collidelist(boxes) == -1 for r in spots]) for spots in spots_of]
    placed: list[pygame.Rect] = []
    done: dict[int, pygame.Rect] = {}
    for i in sorted(range(len(zones)), key=lambda k: free[k]):  # the most crowded zone first
        polygon, spots = zones[i], spots_of[i]
        others = [b for j, b in enumerate(zone_boxes) if j != i]

        def cost(r: pygame.Rect, others=others, polygon=polygon) -> tuple[int, int]:
            covered = sum([_overlap(r, b) for b in boxes + placed])
            in_the_way = sum([_overlap(r, b) for b in terrain])
            if not _inside(r, polygon):
                in_the_way += sum([_overlap(r, b) for b in others])
            return covered, in_the_way

        done[i] = min(spots, key=cost)  # min keeps the first of equal spots: the best
        placed.append(done[i])
    return [done[i] for i in range(len(zones))]


def box(polygon: Sequence[Point]) -> pygame.Rect:
    """A polygon's bounding box in whole pixels."""
    xs, ys = [p[0] for p in polygon], [p[1] for p in polygon]
    return pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)), round(max(ys) - min(ys)))


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clip = a.clip(b)
    return clip.w * clip.h
