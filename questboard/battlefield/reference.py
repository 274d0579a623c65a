"""Straightforward pure-Python versions of the move, sight and area checks: a loop over every shape.

They answer from the same Terrain and Piece values as the pymunk queries and must reach the
same verdicts; the benchmark times both and the tests compare them.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from questboard.battlefield.area import HALF_L, HALF_W, AreaVerdict, card_corners
from questboard.battlefield.geometry import (
    NOISE,
    Point,
    circle_entry_exit,
    dist_point_rect,
    dist_point_segment,
)
from questboard.battlefield.movement import BACKSTEP, GRAZE, OVERLAP, MoveVerdict, sweep
from questboard.battlefield.pieces import EPSILON, FIELD_EDGE, WALKABLE_EDGE, Piece
from questboard.battlefield.sight import (
    GROW,
    SightVerdict,
    circle_record,
    polygon_record,
    search,
    verdict,
)

if TYPE_CHECKING:
    from questboard.battlefield.field import Battlefield


def _solids(bf: Battlefield):
    """Every solid thing as (owner, ("circle", x, y, r) | ("poly", points))."""
    for t in bf.terrain.values():
        if t.circle is not None:
            yield t, ("circle", t.circle.x, t.circle.y, t.circle.r)
        else:
            for part in t.parts:
                yield t, ("poly", part)
    w, h = bf.width, bf.height
    corners = [(0.0, 0.0), (w, 0.0), (w, h), (0.0, h)]
    outlines = [(FIELD_EDGE, corners)] + ([(WALKABLE_EDGE, list(bf.walkable))] if bf.walkable else [])
    for edge, pts in outlines:
        for i in range(len(pts)):
            yield edge, ("poly", (pts[i], pts[(i + 1) % len(pts)]))


def _poly_entry(qx, qy, ux, uy, pts, r):
    """First distance from q along u where a disc of radius r meets the convex polygon (or segment)."""
    best, normal = None, None
    n = len(pts)
    for i in range(n):
        (x1, y1), (x2, y2) = pts[i], pts[(i + 1) % n]
        ex, ey = x2 - x1, y2 - y1
        ll = math.hypot(ex, ey)
        nx, ny = ey / ll, -ex / ll
        gap = nx * qx + ny * qy - (nx * x1 + ny * y1) - r
        den = nx * ux + ny * uy
        if gap >= 0.0 and den < 0.0:
            t = gap / -den
            px, py = qx + ux * t, qy + uy * t
            along = ((px - x1) * ex + (py - y1) * ey) / (ll * ll)
            if 0.0 <= along <= 1.0 and (best is None or t < best):
                best, normal = t, (nx, ny)
    for vx, vy in pts:
        found = circle_entry_exit(qx, qy, ux, uy, vx, vy, r)
        if found is not None and found[0] >= 0.0 and (best is None or found[0] < best):
            t = found[0]
            best, normal = t, ((qx + ux * t - vx) / r, (qy + uy * t - vy) / r)
    return best, normal


def _contact(bf: Battlefield, piece: Piece, sx, sy, ux, uy, reach):
    r = piece.radius
    qx, qy = sx - ux * BACKSTEP, sy - uy * BACKSTEP
    span = reach + BACKSTEP
    stop, blocker = reach, None
    friends = []
    for owner, shape in _solids(bf):
        if shape[0] == "circle":
            _, cx, cy, cr = shape
            found = circle_entry_exit(qx, qy, ux, uy, cx, cy, cr + r)
            if found is None or found[0] < 0.0 or found[0] > span:
                continue
            t = found[0]
            normal = ((qx + ux * t - cx) / (cr + r), (qy + uy * t - cy) / (cr + r))
        else:
            t, normal = _poly_entry(qx, qy, ux, uy, shape[1], r)
            if t is None or t > span:
                continue
        if normal[0] * ux + normal[1] * uy > -GRAZE:
            continue
        if t - BACKSTEP < stop:
            stop, blocker = t - BACKSTEP, owner
    for other in bf.pieces.values():
        if other.id == piece.id:
            continue
        if other.side == piece.side:
            friends.append(other)
            continue
        found = circle_entry_exit(qx, qy, ux, uy, other.x, other.y, other.radius + r)
        if found is None or found[0] < 0.0 or found[0] > span:
            continue
        t = found[0]
        normal = ((qx + ux * t - other.x) / (other.radius + r), (qy + uy * t - other.y) / (other.radius + r))
        if normal[0] * ux + normal[1] * uy > -GRAZE:
            continue
        if t - BACKSTEP < stop:
            stop, blocker = t - BACKSTEP, other.id
    return stop, blocker, friends, None


def _distance_to(p: Point, shape) -> float:
    if shape[0] == "circle":
        return math.hypot(p[0] - shape[1], p[1] - shape[2]) - shape[3]
    pts = shape[1]
    n = len(pts)
    edge = min(dist_point_segment(p, pts[i], pts[(i + 1) % n]) for i in range(n))
    if n > 2 and all(
        (pts[(i + 1) % n][0] - pts[i][0]) * (p[1] - pts[i][1]) - (pts[(i + 1) % n][1] - pts[i][1]) * (p[0] - pts[i][0]) > 0
        for i in range(n)
    ):
        return -edge
    return edge


def _guard(bf: Battlefield, piece: Piece, x: float, y: float, nearby=None):
    for owner, shape in _solids(bf):
        if _distance_to((x, y), shape) <= piece.radius - OVERLAP:
            return owner
    for other in bf.pieces.values():
        if other.id != piece.id and math.hypot(x - other.x, y - other.y) - other.radius <= piece.radius - OVERLAP:
            return other.id
    return None


def reference_move(bf: Battlefield, id: str, to: Point, bar: float) -> MoveVerdict:
    """G1 by looping over every shape."""
    piece = bf.piece(id)
    return sweep(bf, piece, piece.x, piece.y, float(to[0]), float(to[1]), float(bar), _contact, _guard)


def reference_sight(bf: Battlefield, attacker: str, target: str) -> SightVerdict:
    """G4 by the same exact method, with every blocker on the field found and checked by a loop."""
    a, b = bf.piece(attacker), bf.piece(target)
    ax, ay, ra, bx, by, rb = a.x, a.y, a.radius, b.x, b.y, b.radius
    d = math.hypot(bx - ax, by - ay)
    if d <= ra + rb:
        mid = ((ax + bx) / 2, (ay + by) / 2)
        return SightVerdict(True, "Clear: the bases touch", attacker, target, (mid, mid), ())
    everything = []
    for t in bf.terrain.values():
        if not t.cover:
            continue
        if t.circle is not None:
            everything.append(circle_record(t.id, t.circle.x, t.circle.y, t.circle.r))
        else:
            everything.extend(polygon_record(t.id, part) for part in t.parts)
    for p in bf.pieces.values():
        if p.id not in (attacker, target):
            everything.append(circle_record(p.id, p.x, p.y, p.radius))
    wide = max(ra, rb) + GROW
    corridor = [rec for rec in everything if dist_point_segment((rec[1], rec[2]), (ax, ay), (bx, by)) < rec[3] + wide]
    witness, stoppers = search(ax, ay, ra, bx, by, rb, corridor, everything)
    return verdict(bf, attacker, target, witness, stoppers)


def reference_area(bf: Battlefield, user: str, centre: Point, degrees: float) -> AreaVerdict:
    """G5 by measuring every base against the card."""
    u = bf.piece(user)
    cx, cy = centre
    c, s = math.cos(math.radians(degrees)), math.sin(math.radians(degrees))

    def gap(p: Piece) -> float:
        dx, dy = p.x - cx, p.y - cy
        return dist_point_rect(dx * c + dy * s, -dx * s + dy * c, HALF_L, HALF_W) - p.radius

    found = sorted(((p.x - cx) ** 2 + (p.y - cy) ** 2, p.id) for p in bf.pieces.values() if gap(p) < -NOISE)
    hit = tuple(pid for _, pid in found)
    g = max(0.0, gap(u))
    valid = g <= EPSILON
    reason = f"The card touches {u.label}" if valid else f"The card must touch {u.label}: gap {g:.2f} LU"
    return AreaVerdict(valid, reason, user, (cx, cy), float(degrees), card_corners(cx, cy, degrees), hit, g)
