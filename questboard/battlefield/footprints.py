"""Terrain grown by a base's radius, for the automatic sides' quick "is that way clear?".

A base of radius r can walk a straight line when the line keeps r away from every terrain
part, the border and the walkable region's outline. Round terrain grows into a bigger circle; a convex part grows
into a polygon whose sides move out by r and whose corners are mitred (faceted beyond a right
angle, so a sharp tip does not reach far out), which holds the true rounded corner, so the
answer errs on the side of "blocked".
Built from the terrain values the field was laid out from; this only guides the choice of
a way, the move itself is still put to `Battlefield.check_move`.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from questboard.battlefield.geometry import grown_polygon_around

if TYPE_CHECKING:
    from questboard.battlefield.field import Battlefield

# A line may graze a grown part by this much (float noise).
NOISE = 1e-9


class Footprints:
    """The terrain of one field grown by one radius, each with its bounding box."""

    def __init__(self, bf: Battlefield, r: float) -> None:
        self.box = (r, r, bf.width - r, bf.height - r)
        self.parts: list[tuple] = []  # (x0, y0, x1, y1, cx, cy, R, planes or None)
        for t in bf.terrain.values():
            if t.circle is not None:
                c = t.circle
                big = c.r + r
                self.parts.append((c.x - big, c.y - big, c.x + big, c.y + big, c.x, c.y, big, None))
                continue
            for part in t.parts:
                self._add_polygon(part, r)
        walk = bf.walkable or ()
        for (x1, y1), (x2, y2) in zip(walk, walk[1:] + walk[:1], strict=True):
            # The walkable region's outline as thin walls (both ends of a way lie inside it).
            ll = math.hypot(x2 - x1, y2 - y1)
            if ll > 0.0:
                nx, ny = (y2 - y1) / ll * 1e-6, (x1 - x2) / ll * 1e-6
                self._add_polygon(((x1, y1), (x2, y2), (x2 + nx, y2 + ny), (x1 + nx, y1 + ny)), r)
        # `clear` asks round and straight parts apart (a part blocks or not whatever the order
        # they are asked in), each with what its test needs worked out once.
        self._circles = [(x0, y0, x1, y1, cx, cy, (big - NOISE) ** 2)
                         for x0, y0, x1, y1, cx, cy, big, planes in self.parts if planes is None]
        self._polygons = [(x0, y0, x1, y1, planes)
                          for x0, y0, x1, y1, _, _, _, planes in self.parts if planes is not None]

    def _add_polygon(self, points, r: float) -> None:
        planes, corners = grown_polygon_around(points, r)
        xs, ys = [p[0] for p in corners], [p[1] for p in corners]
        self.parts.append((min(xs), min(ys), max(xs), max(ys), 0.0, 0.0, 0.0, planes))

    def clear(self, ax: float, ay: float, bx: float, by: float) -> bool:
        """Does the line from a to b stay inside the field and out of every grown part?"""
        x0, y0, x1, y1 = self.box
        if not (x0 <= ax <= x1 and x0 <= bx <= x1 and y0 <= ay <= y1 and y0 <= by <= y1):
            return False  # the field is convex: both ends inside keeps the whole line inside
        lo_x, hi_x = (ax, bx) if ax < bx else (bx, ax)
        lo_y, hi_y = (ay, by) if ay < by else (by, ay)
        dx, dy = bx - ax, by - ay
        for px0, py0, px1, py1, cx, cy, big2 in self._circles:
            if px0 > hi_x or px1 < lo_x or py0 > hi_y or py1 < lo_y:
                continue
            ll = dx * dx + dy * dy
            t = ((cx - ax) * dx + (cy - ay) * dy) / ll if ll > 0.0 else 0.0
            t = 0.0 if t < 0.0 else 1.0 if t > 1.0 else t
            ex, ey = ax + t * dx - cx, ay + t * dy - cy
            if ex * ex + ey * ey < big2:
                return False
        for px0, py0, px1, py1, planes in self._polygons:
            if px0 > hi_x or px1 < lo_x or py0 > hi_y or py1 < lo_y:
                continue
            # `geometry.segment_enters(planes, ax, ay, dx, dy, NOISE)`, written out (the same
            # sums in the same order): asked for every leg a route search tries.
            t0, t1 = 0.0, 1.0
            for nx, ny, off in planes:
                num = off - NOISE - (nx * ax + ny * ay)
                den = nx * dx + ny * dy
                if den == 0.0:
                    if num < 0.0:
                        break
                elif den > 0.0:
                    t = num / den
                    if t < t1:
                        t1 = t
                else:
                    t = num / den
                    if t > t0:
                        t0 = t
                if t0 >= t1:
                    break
            else:
                return False
        return True
