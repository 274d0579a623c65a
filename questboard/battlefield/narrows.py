"""Where a way is too narrow: when no base of a size gets from one place to another, the
narrowest point of the best way a thinner base would take, and what closes it there (terrain
by name, the field's edge, the walkable region's outline), so an author knows what to move."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from questboard.battlefield import categories as cat
from questboard.battlefield import routes
from questboard.battlefield.field import Battlefield
from questboard.battlefield.geometry import Point

SEARCH_STEPS = 10  # halvings of the radius search for the thinnest base that passes
STEP = 0.02  # LU between the points sampled along the way


@dataclass(frozen=True)
class Narrows:
    """The tightest place of the way: where it is, how wide it is there (a base of `width`
    LU passes, one of the size asked does not), and what stands on either side."""

    at: Point
    width: float
    between: tuple[str, ...]  # players' names of what closes it, nearest first

    def words(self) -> str:
        x, y = self.at
        names = " and ".join(self.between) if self.between else "nothing named"
        return f"the narrowest way is about {self.width:.2f} LU wide at ({x:.2f}, {y:.2f}), between {names}"


def passes(bf: Battlefield, a: Point, b: Point, r: float) -> bool:
    """A base of radius r gets from a to b."""
    return routes.clear(bf, a, b, r * routes.THIN) or routes.way(bf, a, b, r) is not None


def narrows(bf: Battlefield, starts: Sequence[Point], goals: Sequence[Point], r: float) -> Narrows | None:
    """The narrows of the way from `starts` to `goals` for a base of radius `r` that cannot pass,
    or None when even a very thin base cannot get through (the places are shut off)."""
    pairs = [(a, b) for a in starts for b in goals]
    low, high, best = 0.0, r, None
    for _ in range(SEARCH_STEPS):
        mid = (low + high) / 2
        found = next(((a, b) for a, b in pairs if passes(bf, a, b, mid)), None)
        if found is None:
            high = mid
        else:
            low, best = mid, (found, mid)
    if best is None:
        return None
    (a, b), thin = best
    path = routes.way(bf, a, b, thin) or [a, b]
    return _tightest(bf, path, r, 2 * thin)


def _tightest(bf: Battlefield, path: Sequence[Point], r: float, width: float) -> Narrows:
    """The point of `path` where the two nearest things of the map (within `r`) leave the
    least room between them, and what they are; failing two, where one comes closest."""
    best: tuple[int, float, Point, tuple[str, ...]] | None = None
    for p in _samples(path):
        nearest: dict[str, float] = {}  # a name -> its distance from p
        for h in bf.space.point_query(p, r, cat.MOVE_FILTER):
            owner = bf.owner.get(h.shape)
            if owner is None or isinstance(owner, str):
                continue  # a base: not the map's
            name = bf.label_of(owner)
            nearest[name] = min(nearest.get(name, math.inf), max(h.distance, 0.0))
        if not nearest:
            continue
        two = sorted(nearest.items(), key=lambda kv: kv[1])[:2]
        key = (-len(two), sum(d for _, d in two), p, tuple(n for n, _ in two))
        if best is None or key[:2] < best[:2]:
            best = key
    if best is None:
        return Narrows(tuple(path[0]), width, ())
    return Narrows(best[2], width, best[3])


def _samples(path: Sequence[Point]) -> list[Point]:
    out: list[Point] = []
    for (x0, y0), (x1, y1) in zip(path, path[1:], strict=False):
        n = max(1, math.ceil(math.dist((x0, y0), (x1, y1)) / STEP))
        out += [(x0 + (x1 - x0) * i / n, y0 + (y1 - y0) * i / n) for i in range(n)]
    return out + [tuple(path[-1])]
