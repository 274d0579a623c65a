"""The blockers of G4 as records, and the plain forms of the geometry `sight.search` writes
out on its hot path: does a segment cut a blocker (`blocks`), the lines tangent to two
circles (`tangent_lines`), and the stretch of a line between two bases (`gap_segment`).
The tests check the search against these."""

from __future__ import annotations

import math
from functools import lru_cache

from questboard.battlefield.geometry import NOISE, Point, grown_polygon, segment_enters
from questboard.battlefield.pieces import GROW

# A blocker record: (owner id, bounding x, y, radius, planes or None, corners)
# Circles have planes None and corners (); polygons carry outward planes (nx, ny, offset)
# already grown by GROW, and their grown corners (rounded into chords: `grown_polygon`).


def circle_record(owner: str, x: float, y: float, r: float) -> tuple:
    return (owner, x, y, r + GROW, None, ())


def polygon_record(owner: str, points: tuple[Point, ...]) -> tuple:
    """Grow a convex polygon by GROW (corners rounded, reaching no farther than GROW) and
    describe it."""
    return _polygon_record(owner, tuple([(p[0], p[1]) for p in points]))


@lru_cache(maxsize=4096)
def _polygon_record(owner: str, points: tuple[Point, ...]) -> tuple:
    # Kept: every fight on a map lays out the same terrain (a record is a tuple of plain
    # values, never changed).
    planes, corners = grown_polygon(points, GROW)
    n = len(corners)
    cx = sum(p[0] for p in corners) / n
    cy = sum(p[1] for p in corners) / n
    reach = max(math.hypot(p[0] - cx, p[1] - cy) for p in corners)
    return (owner, cx, cy, reach, tuple(planes), tuple(corners))


def blocks(rec: tuple, x0: float, y0: float, x1: float, y1: float) -> bool:
    """Does the segment cut into the blocker by more than float noise?"""
    _, bx, by, br, planes, _ = rec
    dx, dy = x1 - x0, y1 - y0
    ll = dx * dx + dy * dy
    px, py = bx - x0, by - y0
    t = (px * dx + py * dy) / ll if ll > 0.0 else 0.0
    t = 0.0 if t < 0.0 else 1.0 if t > 1.0 else t
    ex, ey = px - t * dx, py - t * dy
    limit = br - NOISE
    if ex * ex + ey * ey >= limit * limit:
        return False
    return planes is None or segment_enters(planes, x0, y0, dx, dy, NOISE)


def tangent_lines(x1: float, y1: float, r1: float, x2: float, y2: float, r2: float):
    """Lines n·x = p tangent to both circles (points when r = 0), as (nx, ny, p)."""
    dx, dy = x1 - x2, y1 - y2
    dd = dx * dx + dy * dy
    if dd <= 1e-18:
        return
    both = r1 > 0.0 and r2 > 0.0
    for s2 in (1.0, -1.0) if both else (1.0,):
        k = r1 - s2 * r2
        hh = dd - k * k
        if hh < 0.0:
            continue
        h = math.sqrt(hh)
        for sigma in (1.0, -1.0) if (r1 > 0.0 or r2 > 0.0) else (1.0,):
            nx = (k * dx - sigma * h * dy) / dd
            ny = (k * dy + sigma * h * dx) / dd
            yield nx, ny, nx * x1 + ny * y1 - r1


def gap_segment(nx, ny, p, ax, ay, ra, bx, by, rb):
    """The stretch of line n·x = p between base A and base B, or None if it misses either."""
    da = nx * ax + ny * ay - p
    db = nx * bx + ny * by - p
    if da > ra + NOISE or da < -ra - NOISE or db > rb + NOISE or db < -rb - NOISE:
        return None
    ha = math.sqrt(max(0.0, ra * ra - da * da))
    hb = math.sqrt(max(0.0, rb * rb - db * db))
    ux, uy = -ny, nx
    sa, sb = ux * ax + uy * ay, ux * bx + uy * by
    if sb < sa:
        ux, uy, sa, sb = -ux, -uy, -sa, -sb
    s0, s1 = sa + ha, sb - hb
    # foot of the line (closest point to the origin) plus s along it
    fx, fy = nx * p, ny * p
    return (fx + ux * s0, fy + uy * s0, fx + ux * s1, fy + uy * s1)
