"""The plane geometry of the slow reference checks (`reference`), written out here on purpose:
distances from points to discs, segments and convex polygons, and the two one-dimensional
searches a move is measured by. None of the fast code's geometry is called, so the
reference stays a real cross-check."""

from __future__ import annotations

import math

# Golden-section and bisection searches stop when the bracket is this narrow (LU).
PRECISION = 1e-12

_INV_PHI = (math.sqrt(5.0) - 1.0) / 2.0


def dist_to_segment(px: float, py: float, ax: float, ay: float, bx: float, by: float) -> float:
    dx, dy = bx - ax, by - ay
    ll = dx * dx + dy * dy
    t = 0.0 if ll == 0.0 else min(1.0, max(0.0, ((px - ax) * dx + (py - ay) * dy) / ll))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def inside_convex(px: float, py: float, pts) -> bool:
    """Is the point inside (or on) the convex polygon, of either winding?"""
    sign = 0
    n = len(pts)
    for i in range(n):
        (x1, y1), (x2, y2) = pts[i], pts[(i + 1) % n]
        cross = (x2 - x1) * (py - y1) - (y2 - y1) * (px - x1)
        if cross > 0.0:
            if sign < 0:
                return False
            sign = 1
        elif cross < 0.0:
            if sign > 0:
                return False
            sign = -1
    return True


def distance(px: float, py: float, shape) -> float:
    """From a point to a solid shape: 0 inside it."""
    if shape[0] == "disc":
        _, cx, cy, r = shape
        return max(0.0, math.hypot(px - cx, py - cy) - r)
    pts = shape[1]
    if len(pts) > 2 and inside_convex(px, py, pts):
        return 0.0
    n = len(pts)
    if n == 2:
        return dist_to_segment(px, py, *pts[0], *pts[1])
    return min(dist_to_segment(px, py, *pts[i], *pts[(i + 1) % n]) for i in range(n))


def bound(shape) -> tuple[float, float, float]:
    """A circle (x, y, r) holding the shape, to skip shapes nowhere near the move."""
    if shape[0] == "disc":
        return shape[1], shape[2], shape[3]
    pts = shape[1]
    cx = sum(p[0] for p in pts) / len(pts)
    cy = sum(p[1] for p in pts) / len(pts)
    return cx, cy, max(math.hypot(x - cx, y - cy) for x, y in pts)


def lowest(f, lo: float, hi: float) -> tuple[float, float]:
    """(t, f(t)) where the convex function f is lowest on [lo, hi]: golden-section search."""
    a, b = lo, hi
    c, d = b - _INV_PHI * (b - a), a + _INV_PHI * (b - a)
    fc, fd = f(c), f(d)
    while b - a > PRECISION:
        if fc <= fd:
            b, d, fd = d, c, fc
            c = b - _INV_PHI * (b - a)
            fc = f(c)
        else:
            a, c, fc = c, d, fd
            d = a + _INV_PHI * (b - a)
            fd = f(d)
    return min((fc, c), (fd, d), (f(lo), lo), (f(hi), hi))[::-1]


def last_clear(f, lo: float, hi: float) -> float:
    """With f(lo) > 0 >= f(hi) and f falling in between: the last t at which f is still > 0."""
    while hi - lo > PRECISION:
        mid = (lo + hi) / 2.0
        if f(mid) > 0.0:
            lo = mid
        else:
            hi = mid
    return lo
