"""Where a straight line first meets a circle, a polygon or a segment: the battlefield
scene draws a blocked sight line up to what blocks it."""

from __future__ import annotations

import math


def circle_hit(a, b, c, r) -> float:
    """The first t in [0, 1] where a + t(b - a) enters the circle (c, r); 1 when it does not."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    fx, fy = a[0] - c[0], a[1] - c[1]
    qa = dx * dx + dy * dy
    qb = 2 * (fx * dx + fy * dy)
    qc = fx * fx + fy * fy - r * r
    disc = qb * qb - 4 * qa * qc
    if qa < 1e-12 or disc < 0:
        return 1.0
    t = (-qb - math.sqrt(disc)) / (2 * qa)
    return t if 0.0 <= t <= 1.0 else 1.0


def polygon_hit(a, b, pts) -> float:
    best = 1.0
    for i in range(len(pts)):
        p, q = pts[i], pts[(i + 1) % len(pts)]
        t = segment_hit(a, b, p, q)
        if t is not None:
            best = min(best, t)
    return best


def segment_hit(a, b, p, q):
    rx, ry = b[0] - a[0], b[1] - a[1]
    sx, sy = q[0] - p[0], q[1] - p[1]
    den = rx * sy - ry * sx
    if abs(den) < 1e-12:
        return None
    t = ((p[0] - a[0]) * sy - (p[1] - a[1]) * sx) / den
    u = ((p[0] - a[0]) * ry - (p[1] - a[1]) * rx) / den
    return t if 0.0 <= t <= 1.0 and 0.0 <= u <= 1.0 else None
