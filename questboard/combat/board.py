"""The fight's use of the Battlefield: placing bases in start zones, sight and range per
G3/G4, and a few measures the automatic sides need. Geometry itself stays in `battlefield`."""

from __future__ import annotations

import math
from collections.abc import Sequence

from questboard.battlefield.categories import MOVE_FILTER
from questboard.battlefield.field import Battlefield
from questboard.battlefield.geometry import Point, point_in_polygon

# Tries per base when looking for a free spot in a start zone; then a grid sweep.
_RANDOM_TRIES = 40
_GRID = 24


def spot_is_free(bf: Battlefield, at: Point, radius: float) -> bool:
    """No terrain, base or border within the base's radius, and inside the walkable field."""
    if not bf.inside_walkable(at):
        return False
    if not (radius <= at[0] <= bf.width - radius and radius <= at[1] <= bf.height - radius):
        return False
    return not bf.space.point_query(at, radius, MOVE_FILTER)


def free_spot(bf: Battlefield, polygon: Sequence[Point], radius: float, rng) -> Point | None:
    """A random free spot whose centre lies in the zone; a grid sweep if luck runs out."""
    xs = [p[0] for p in polygon]
    ys = [p[1] for p in polygon]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    for _ in range(_RANDOM_TRIES):
        p = (x0 + (x1 - x0) * rng.random(), y0 + (y1 - y0) * rng.random())
        if point_in_polygon(p, polygon) and spot_is_free(bf, p, radius):
            return p
    for i in range(_GRID):
        for j in range(_GRID):
            p = (x0 + (x1 - x0) * (i + 0.5) / _GRID, y0 + (y1 - y0) * (j + 0.5) / _GRID)
            if point_in_polygon(p, polygon) and spot_is_free(bf, p, radius):
                return p
    return None


def centre_in(bf: Battlefield, piece_id: str, polygon: Sequence[Point]) -> bool:
    return point_in_polygon(bf.piece(piece_id).at, polygon)


def sight(bf: Battlefield, a: str, b: str) -> tuple[bool, str]:
    """G4 through the battlefield; (clear, reason)."""
    verdict = bf.line_of_sight(a, b, remember=True)
    return verdict.clear, verdict.reason


def in_range_and_sight(bf: Battlefield, a: str, b: str, bar: float, uses: int = 1) -> tuple[bool, str]:
    """G3 then G4 (G6 for ranged gifts): the reason names the first thing that fails."""
    verdict = bf.check_range(a, b, bar, uses)
    if not verdict.in_range:
        return False, verdict.reason
    return sight(bf, a, b)


def centre_distance(bf: Battlefield, a: str, b: str) -> float:
    pa, pb = bf.pieces[a], bf.pieces[b]
    return math.hypot(pa.x - pb.x, pa.y - pb.y)
