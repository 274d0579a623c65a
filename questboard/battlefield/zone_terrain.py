"""How much of a start zone terrain takes: no base may be set up on terrain, so terrain in the
hero zone is an author's mistake, found on the map alone and on every fight set up there."""

from __future__ import annotations

import math
from collections.abc import Sequence

from questboard.battlefield.geometry import Point, point_in_polygon
from questboard.battlefield.terrain import Terrain

TERRAIN_SHARE = 0.01  # terrain that takes this share of the hero zone or more is reported
SAMPLES = 48  # per side of the zone's box, for the share terrain takes


def terrain_in_zone(terrain: Sequence[Terrain], polygon: Sequence[Point]) -> list[tuple[int, float]]:
    """(index in `terrain`, share of the zone) of each element taking TERRAIN_SHARE or more."""
    inside = grid(polygon, SAMPLES)
    if not inside:
        return []
    found = []
    for i, t in enumerate(terrain):
        x0, y0, x1, y1 = _box(t)  # only the points in its box can lie on it
        share = sum(_on(t, p) for p in inside
                    if x0 <= p[0] <= x1 and y0 <= p[1] <= y1) / len(inside)
        if share >= TERRAIN_SHARE:
            found.append((i, share))
    return found


def grid(polygon: Sequence[Point], n: int) -> list[Point]:
    """Points of an n × n grid over the polygon's box that lie inside it."""
    xs, ys = [p[0] for p in polygon], [p[1] for p in polygon]
    x0, y0 = min(xs), min(ys)
    w, h = max(xs) - x0, max(ys) - y0
    pts = [(x0 + w * (i + 0.5) / n, y0 + h * (j + 0.5) / n) for i in range(n) for j in range(n)]
    return [p for p in pts if point_in_polygon(p, polygon)]


def _box(t: Terrain) -> tuple[float, float, float, float]:
    if t.circle is not None:
        c = t.circle
        return c.x - c.r, c.y - c.r, c.x + c.r, c.y + c.r
    xs, ys = [q[0] for q in t.outline], [q[1] for q in t.outline]
    return min(xs), min(ys), max(xs), max(ys)


def _on(t: Terrain, p: Point) -> bool:
    if t.circle is not None:
        return math.hypot(p[0] - t.circle.x, p[1] - t.circle.y) < t.circle.r
    return point_in_polygon(p, t.outline)
