"""Plain-float plane geometry shared by the map validator, the queries and the reference.

Coordinates are LU with the origin at the field's top-left corner, x to the right and
y downward (as drawn on screen); a positive rotation turns clockwise on screen.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from pymunk.autogeometry import convex_decomposition

Point = tuple[float, float]

# Distances below this are float noise, not geometry (LU).
NOISE = 1e-9


def lu(value: float) -> str:
    """A length or a coordinate in LU, two decimals; never '-0.00' (bases touching are a
    hair apart either way, and that gap is 0.00)."""
    text = f"{value:.2f}"
    return "0.00" if text == "-0.00" else text


def signed_area(points: Sequence[Point]) -> float:
    """Shoelace area; positive when the vertices run counter-clockwise in maths axes."""
    total = 0.0
    n = len(points)
    for i in range(n):
        x1, y1 = points[i]
        x2, y2 = points[(i + 1) % n]
        total += x1 * y2 - x2 * y1
    return total / 2.0


def _orient(a: Point, b: Point, c: Point) -> float:
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def _on_segment(a: Point, b: Point, p: Point) -> bool:
    return min(a[0], b[0]) - NOISE <= p[0] <= max(a[0], b[0]) + NOISE and min(
        a[1], b[1]
    ) - NOISE <= p[1] <= max(a[1], b[1]) + NOISE


def segments_cross(a: Point, b: Point, c: Point, d: Point) -> bool:
    """True if segments ab and cd share any point (touching included)."""
    o1, o2, o3, o4 = _orient(a, b, c), _orient(a, b, d), _orient(c, d, a), _orient(c, d, b)
    if ((o1 > NOISE and o2 < -NOISE) or (o1 < -NOISE and o2 > NOISE)) and (
        (o3 > NOISE and o4 < -NOISE) or (o3 < -NOISE and o4 > NOISE)
    ):
        return True
    return (
        (abs(o1) <= NOISE and _on_segment(a, b, c))
        or (abs(o2) <= NOISE and _on_segment(a, b, d))
        or (abs(o3) <= NOISE and _on_segment(c, d, a))
        or (abs(o4) <= NOISE and _on_segment(c, d, b))
    )


def self_intersection(points: Sequence[Point]) -> tuple[int, int] | None:
    """The first pair of non-adjacent edges that meet, or None for a simple polygon."""
    n = len(points)
    for i in range(n):
        a, b = points[i], points[(i + 1) % n]
        for j in range(i + 1, n):
            if j == i or (j + 1) % n == i or j == (i + 1) % n:
                continue
            if segments_cross(a, b, points[j], points[(j + 1) % n]):
                return i, j
    return None


def point_in_polygon(p: Point, points: Sequence[Point]) -> bool:
    """Even-odd rule; points on the outline count as inside only by luck, so callers add margins."""
    x, y = p
    inside = False
    n = len(points)
    j = n - 1
    for i in range(n):
        xi, yi = points[i]
        xj, yj = points[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def dist_point_segment(p: Point, a: Point, b: Point) -> float:
    """Distance from p to the segment ab."""
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    px, py = p[0] - ax, p[1] - ay
    ll = dx * dx + dy * dy
    t = 0.0 if ll == 0.0 else max(0.0, min(1.0, (px * dx + py * dy) / ll))
    ex, ey = px - t * dx, py - t * dy
    return math.sqrt(ex * ex + ey * ey)


def dist_point_polygon_outline(p: Point, points: Sequence[Point]) -> float:
    """Distance from p to the nearest edge of the polygon outline."""
    n = len(points)
    return min(dist_point_segment(p, points[i], points[(i + 1) % n]) for i in range(n))


def transform(points: Sequence[Point], at: Point, degrees: float) -> list[Point]:
    """Rotate local points by `degrees` (clockwise on screen) and move them to `at`."""
    c, s = math.cos(math.radians(degrees)), math.sin(math.radians(degrees))
    return [(at[0] + x * c - y * s, at[1] + x * s + y * c) for x, y in points]


def rectangle(width: float, height: float) -> list[Point]:
    """A width × height rectangle centred on the origin."""
    w, h = width / 2.0, height / 2.0
    return [(-w, -h), (w, -h), (w, h), (-w, h)]


def is_convex(points: Sequence[Point]) -> bool:
    n = len(points)
    sign = 0.0
    for i in range(n):
        o = _orient(points[i], points[(i + 1) % n], points[(i + 2) % n])
        if abs(o) <= NOISE:
            continue
        if sign == 0.0:
            sign = o
        elif (o > 0) != (sign > 0):
            return False
    return True


def convex_parts(points: Sequence[Point]) -> list[list[Point]]:
    """Split a simple polygon into convex pieces (pymunk's shapes must be convex)."""
    pts = [(float(x), float(y)) for x, y in points]
    if signed_area(pts) < 0:
        pts.reverse()
    if is_convex(pts):
        return [pts]

    parts = convex_decomposition(pts + [pts[0]], 0.0)
    return [[(float(v.x), float(v.y)) for v in part[:-1]] for part in parts]


def dist_point_rect(px: float, py: float, half_w: float, half_h: float) -> float:
    """Distance from a point (in the rectangle's own frame) to an axis-aligned centred rectangle."""
    dx = abs(px) - half_w
    dy = abs(py) - half_h
    if dx <= 0.0 and dy <= 0.0:
        return 0.0
    if dx <= 0.0:
        return dy
    if dy <= 0.0:
        return dx
    return math.sqrt(dx * dx + dy * dy)


def circle_entry_exit(
    sx: float, sy: float, dx: float, dy: float, cx: float, cy: float, reach: float
) -> tuple[float, float] | None:
    """Path fractions where a point moving s→s+d is within `reach` of c, or None if never."""
    fx, fy = sx - cx, sy - cy
    a = dx * dx + dy * dy
    if a == 0.0:
        return None
    b = fx * dx + fy * dy
    c = fx * fx + fy * fy - reach * reach
    disc = b * b - a * c
    if disc <= 0.0:
        return None
    root = math.sqrt(disc)
    return (-b - root) / a, (-b + root) / a


def segment_enters(planes, ax: float, ay: float, dx: float, dy: float, margin: float = NOISE) -> bool:
    """Does the segment a + t·d (0 ≤ t ≤ 1) pass through the inside of the convex polygon
    given by its outward planes (nx, ny, offset), shrunk by `margin`?"""
    t0, t1 = 0.0, 1.0
    for nx, ny, off in planes:
        num = off - margin - (nx * ax + ny * ay)
        den = nx * dx + ny * dy
        if den == 0.0:
            if num < 0.0:
                return False
        elif den > 0.0:
            t = num / den
            if t < t1:
                t1 = t
        else:
            t = num / den
            if t > t0:
                t0 = t
        if t0 >= t1:
            return False
    return True


# The widest turn one cut of a grown corner takes: a corner grown by r for sight holds the
# outline grown by r·cos(ROUND_STEP / 2) (0.92 r), and no point of it lies farther than r.
ROUND_STEP = math.pi / 4
# The widest turn one facet of a grown corner takes around a base's way: up to a right angle
# a corner stays mitred (every default footprint is unchanged); sharper ones get more facets,
# so no point lies farther than r·√2 from the outline.
AROUND_STEP = math.pi / 2


def _outward(points) -> tuple[float, list[tuple[float, float]]]:
    """The winding sign (+1 counter-clockwise in maths axes) and each side's outward normal
    (side i runs from point i to point i + 1)."""
    n = len(points)
    area = sum(points[i][0] * points[(i + 1) % n][1] - points[(i + 1) % n][0] * points[i][1] for i in range(n))
    turn = 1.0 if area > 0 else -1.0
    normals = []
    for i in range(n):
        (x1, y1), (x2, y2) = points[i], points[(i + 1) % n]
        ex, ey = x2 - x1, y2 - y1
        ll = math.hypot(ex, ey)
        normals.append((turn * ey / ll, -turn * ex / ll))
    return turn, normals


def _corner_turn(a: tuple[float, float], b: tuple[float, float]) -> float:
    """The signed angle from normal a to normal b (the corner's outward turn)."""
    return math.atan2(a[0] * b[1] - a[1] * b[0], a[0] * b[0] + a[1] * b[1])


def _turned(a: tuple[float, float], angle: float) -> tuple[float, float]:
    c, s = math.cos(angle), math.sin(angle)
    return (a[0] * c - a[1] * s, a[0] * s + a[1] * c)


def _cuts(turn: float, step: float) -> int:
    return max(1, math.ceil(abs(turn) / step - 1e-9))


def grown_polygon(points, r: float) -> tuple[tuple[tuple[float, float, float], ...], list[Point]]:
    """A convex polygon (either winding) grown by r for sight: its outward planes (nx, ny,
    offset) and its corners. Sides move out by r; each corner is rounded, cut into chords of
    at most ROUND_STEP whose ends lie on the circle of radius r about the vertex. So no corner
    reaches farther than r beyond the outline (a mitre would reach r / sin(θ/2) at a corner of
    angle θ, closing gaps that are open), and the whole holds the outline grown by 0.92 r."""
    _, normals = _outward(points)
    n = len(points)
    planes: list[tuple[float, float, float]] = []
    corners: list[Point] = []
    for i in range(n):
        vx, vy = points[i]
        a, b = normals[i - 1], normals[i]
        phi = _corner_turn(a, b)
        if abs(phi) < 1e-12:
            corners.append((vx + r * a[0], vy + r * a[1]))  # a straight run: no corner
        else:
            k = _cuts(phi, ROUND_STEP)
            half = phi / (2 * k)
            inner = r * math.cos(half)
            for j in range(k + 1):
                ux, uy = _turned(a, phi * j / k)
                corners.append((vx + r * ux, vy + r * uy))
                if j < k:
                    cx, cy = _turned(a, phi * j / k + half)
                    planes.append((cx, cy, cx * vx + cy * vy + inner))
        planes.append((b[0], b[1], b[0] * vx + b[1] * vy + r))  # side i, moved out by r
    return tuple(planes), corners


def grown_polygon_around(points, r: float) -> tuple[tuple[tuple[float, float, float], ...], list[Point]]:
    """A convex polygon (either winding) grown by r to hold every point within r of it (a base's
    centre kept off terrain): its outward planes and corners. Corners turning up to a right
    angle are mitred; a sharper one gets facets touching the circle of radius r about the
    vertex, so no corner reaches farther than r·√2 (a mitre at a sharp tip reaches far out)."""
    _, normals = _outward(points)
    n = len(points)
    sides = [(nx, ny, nx * points[i][0] + ny * points[i][1] + r) for i, (nx, ny) in enumerate(normals)]
    planes: list[tuple[float, float, float]] = []
    corners: list[Point] = []
    for i in range(n):
        vx, vy = points[i]
        a, b = normals[i - 1], normals[i]
        k = _cuts(_corner_turn(a, b), AROUND_STEP)
        if k == 1:  # the mitre: where the two sides' planes meet
            a1, b1, c1 = sides[i - 1]
            a2, b2, c2 = sides[i]
            det = a1 * b2 - a2 * b1
            if abs(det) >= 1e-12:  # else a straight run through a vertex: no corner there
                corners.append(((c1 * b2 - c2 * b1) / det, (a1 * c2 - a2 * c1) / det))
        else:
            phi = _corner_turn(a, b)
            reach = r / math.cos(phi / (2 * k))
            for j in range(k):
                if j:
                    tx, ty = _turned(a, phi * j / k)
                    planes.append((tx, ty, tx * vx + ty * vy + r))
                ux, uy = _turned(a, phi * (j + 0.5) / k)
                corners.append((vx + reach * ux, vy + reach * uy))
        planes.append(sides[i])
    return tuple(planes), corners
