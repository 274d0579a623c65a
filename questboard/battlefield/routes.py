"""Ways around terrain, for the automatic sides of a fight.

Waypoints stand just off every outward corner of the terrain (and around round terrain), as
far out as a base's radius and a little more. A base may walk between two of them when the
straight way is clear of terrain and the field's border (`footprints`); the shortest way from a base to a
foe runs over them (A*, each straight leg tried only when the search reaches it). This
only chooses where to head: the move itself is still put to `Battlefield.check_move`, which
also minds the bases. Terrain does not move during a fight, so the legs found between
waypoints are kept for every field laid out from the same terrain.
"""

from __future__ import annotations

import heapq
import math

import pymunk

from questboard.battlefield.categories import EDGE, TERRAIN
from questboard.battlefield.field import Battlefield
from questboard.battlefield.footprints import Footprints
from questboard.battlefield.geometry import Point, point_in_polygon

_STATIC = pymunk.ShapeFilter(mask=TERRAIN | EDGE)
# How far beyond a base's radius a waypoint stands off the terrain.
MARGIN = 0.03
# Legs are tried with a slightly thinner base, so a base touching terrain may still set out.
THIN = 0.9
_CIRCLE_POINTS = 8
# Terrain layouts whose grown terrain and waypoint graphs are kept.
_KEPT = 32
# Goals whose view of the waypoints a graph keeps.
_KEPT_GOALS = 256
# Ways (start, goal) a graph keeps: a base held up where it stands asks the same way again.
_KEPT_WAYS = 1024


class _Layout:
    """What the routes know of one terrain layout: its terrain grown per base radius, and its
    waypoint graphs per base radius. Fields laid out alike (every fight on one map) share it."""

    def __init__(self) -> None:
        self.grown: dict[float, Footprints] = {}
        self.graphs: dict[float, _Graph] = {}


_LAYOUTS: dict[tuple, _Layout] = {}


def _layout(bf: Battlefield) -> _Layout:
    found = bf.kept.get(__name__)
    if found is not None and found[0] == len(bf.terrain):  # terrain set down since: look again
        return found[1]
    key = (bf.width, bf.height, bf.walkable, tuple(bf.terrain.values()))
    layout = _LAYOUTS.get(key)
    if layout is None:
        if len(_LAYOUTS) >= _KEPT:
            _LAYOUTS.clear()
        layout = _LAYOUTS[key] = _Layout()
    bf.kept[__name__] = (len(bf.terrain), layout)
    return layout


def clear(bf: Battlefield, a: Point, b: Point, r: float) -> bool:
    """No terrain, border or walkable edge within `r` of the straight way from `a` to `b`
    (erring towards "blocked" at terrain corners: see `footprints`)."""
    return _footprints(bf, r).clear(a[0], a[1], b[0], b[1])


def _footprints(bf: Battlefield, r: float) -> Footprints:
    grown = _layout(bf).grown
    found = grown.get(r)
    if found is None:
        found = grown[r] = Footprints(bf, r)
    return found


class _Graph:
    """Waypoints for bases of one radius, and the clear legs between them (found on demand)."""

    def __init__(self, bf: Battlefield, radius: float) -> None:
        self.radius = radius
        self.points = [p for p in _corner_points(bf, radius + MARGIN) if _free(bf, p, radius)]
        self._legs: dict[int, list[tuple[int, float]]] = {}
        # goal -> (waypoint -> clear way to it, each waypoint's straight distance to it):
        # several bad guys often make for the same hero.
        self.to_goal: dict[Point, tuple[dict[int, bool], list[float]]] = {}
        # (start, goal) -> the way found (None: shut off). A way depends on the terrain
        # alone, which never moves, so the answer stands for every later question.
        self.ways: dict[tuple[Point, Point], tuple[Point, ...] | None] = {}
        self.free = _footprints(bf, radius * THIN).clear  # the legs' test: terrain never moves

    def legs(self, i: int) -> list[tuple[int, float]]:
        found = self._legs.get(i)
        if found is None:
            pts, (x, y) = self.points, self.points[i]
            free = self.free
            found = self._legs[i] = [(j, math.dist(pts[i], q)) for j, q in enumerate(pts)
                                     if j != i and free(x, y, q[0], q[1])]
        return found


def _corner_points(bf: Battlefield, off: float) -> list[Point]:
    points: list[Point] = []
    for t in bf.terrain.values():
        if t.circle is not None:
            c = t.circle
            reach = (c.r + off) / math.cos(math.pi / _CIRCLE_POINTS)
            points += [(c.x + reach * math.cos(k * math.tau / _CIRCLE_POINTS),
                        c.y + reach * math.sin(k * math.tau / _CIRCLE_POINTS)) for k in range(_CIRCLE_POINTS)]
            continue
        points += _outline_corners(t.outline, off, 1.0)
    if bf.walkable is not None:
        # The ground outside the walkable region is in the way as terrain is: its corners that
        # jut into the region (the region's inward corners: a bank's end at a bridge, the
        # neck of an isle) get waypoints too, on the region's side.
        points += _outline_corners(bf.walkable, off, -1.0)
    return points


def _outline_corners(outline, off: float, side: float) -> list[Point]:
    """Waypoints `off` beyond the corners of an outline that turn away from `side` (1: the
    outside of a terrain outline, whose outward corners are gone round; -1: the inside of
    a walkable outline, whose inward corners are)."""
    points: list[Point] = []
    n = len(outline)
    area = sum(outline[i][0] * outline[(i + 1) % n][1] - outline[(i + 1) % n][0] * outline[i][1]
               for i in range(n))
    turn = side if area > 0 else -side  # normals towards `side` of a counter-clockwise outline
    for i in range(n):
        (x0, y0), (x1, y1), (x2, y2) = outline[i - 1], outline[i], outline[(i + 1) % n]
        e1x, e1y, e2x, e2y = x1 - x0, y1 - y0, x2 - x1, y2 - y1
        if (e1x * e2y - e1y * e2x) * turn <= 0.0:
            continue  # an inward corner: nothing to go round
        l1, l2 = math.hypot(e1x, e1y), math.hypot(e2x, e2y)
        n1 = (turn * e1y / l1, -turn * e1x / l1)
        n2 = (turn * e2y / l2, -turn * e2x / l2)
        bx, by = n1[0] + n2[0], n1[1] + n2[1]
        bl = math.hypot(bx, by)
        if bl < 1e-9:
            continue
        bx, by = bx / bl, by / bl
        reach = off / max(bx * n1[0] + by * n1[1], 0.35)
        points.append((x1 + bx * reach, y1 + by * reach))
    return points


def _free(bf: Battlefield, p: Point, r: float) -> bool:
    if not (r <= p[0] <= bf.width - r and r <= p[1] <= bf.height - r):
        return False
    if bf.walkable is not None and not point_in_polygon(p, bf.walkable):
        return False
    return not bf.space.point_query(p, r, _STATIC)


def _graph(bf: Battlefield, radius: float) -> _Graph:
    graphs = _layout(bf).graphs
    g = graphs.get(radius)
    if g is None:
        g = graphs[radius] = _Graph(bf, radius)
    return g


def way(bf: Battlefield, start: Point, goal: Point, radius: float) -> list[Point] | None:
    """The shortest way over waypoints from `start` to `goal` for a base of `radius`, as its
    points from `start` to `goal`, or None when terrain shuts the goal off."""
    g = _graph(bf, radius)
    key = (start, goal)
    found = g.ways.get(key, False)
    if found is False:
        if len(g.ways) >= _KEPT_WAYS:
            g.ways.clear()
        found = g.ways[key] = _search(g, start, goal)
    return None if found is None else list(found)


def _search(g: _Graph, start: Point, goal: Point) -> tuple[Point, ...] | None:
    """A* over the waypoints of `g` (`way`'s search, asked once per start and goal)."""
    pts = g.points
    free = g.free
    (sx, sy), (gx, gy) = start, goal
    start_, goal_ = -1, -2
    dist = math.dist
    known = g.to_goal.get(goal)
    if known is None:
        if len(g.to_goal) >= _KEPT_GOALS:
            g.to_goal.clear()
        known = g.to_goal[goal] = ({}, [dist(p, goal) for p in pts])
    seen_from_goal, left = known  # left: straight-line distance to the goal, A*'s estimate
    heap = [((d := dist(start, p)) + left[i], d, i, start_) for i, p in enumerate(pts)]
    heapq.heapify(heap)
    n, inf = len(pts), math.inf
    came: list[int | None] = [None] * n  # each waypoint reached: where from (start_: the start)
    # The cheapest cost yet pushed to a waypoint from a waypoint: such an entry is taken when
    # it comes up (only legs from the start and to the goal can still be found blocked), so
    # a dearer one pushed after it would come up later only to be passed over.
    pushed = [inf] * n
    pop, push, legs_of, kept_legs = heapq.heappop, heapq.heappush, g.legs, g._legs
    while heap:
        _, cost, node, par = pop(heap)
        if node == goal_:  # legs off the graph are tried only when the search reaches them
            ok = seen_from_goal.get(par)
            if ok is None:
                p = pts[par]
                ok = seen_from_goal[par] = free(p[0], p[1], gx, gy)
            if not ok:
                continue
            path = [goal]
            while par != start_:
                path.append(pts[par])
                par = came[par]
            path.append(start)
            return tuple(path[::-1])
        if came[node] is not None:
            continue
        if par == start_:
            p = pts[node]
            if not free(sx, sy, p[0], p[1]):
                continue
        came[node] = par
        legs = kept_legs.get(node)
        for j, d in legs if legs is not None else legs_of(node):
            if came[j] is None:
                c = cost + d
                if c > pushed[j]:
                    continue
                pushed[j] = c
                push(heap, (c + left[j], c, j, node))
        d = left[node]
        push(heap, (cost + d, cost + d, goal_, node))
    return None
