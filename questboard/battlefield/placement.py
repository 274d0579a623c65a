"""Setting up: put bases into their starting zones without overlaps, the same way for the same seed."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from questboard.battlefield.categories import BASES_FILTER, MOVE_FILTER
from questboard.battlefield.geometry import Point, point_in_polygon
from questboard.battlefield.pieces import DEFAULT_BASE_DIAMETER

if TYPE_CHECKING:
    from questboard.battlefield.field import Battlefield
    from questboard.battlefield.mapfile import StartZone

GAP = 0.02  # LU left between bases at set-up so nobody starts in melee by accident
RANDOM_TRIES = 12
# In a crowded zone: spots this far beyond contact with a base already there, all round it.
BESIDE = 1e-4
BESIDE_DIRECTIONS = 12
GRID = 12  # then a grid sweep of the zone's box
# The last resort, a zone packed anew: hexagonal rows at these angles (the rows repeat every
# 60 degrees) and shifted by these fractions of a row's step along and across.
ROW_ANGLES = tuple(range(0, 60, 10))
ROW_SHIFTS = 4


@dataclass(frozen=True)
class Recruit:
    """A character waiting to be set up: role is 'hero', 'minion' or 'arch_villain'."""

    id: str
    role: str
    radius: float = DEFAULT_BASE_DIAMETER / 2
    name: str | None = None

    @property
    def side(self) -> str:
        return "hero" if self.role == "hero" else "bad_guy"


@dataclass(frozen=True)
class Placement:
    """Where each recruit went (piece id, zone id, centre), and who found no room and why."""

    placed: tuple[tuple[str, str, Point], ...]
    refused: tuple[tuple[str, str], ...]


def place_in_zones(
    bf: Battlefield, zones: Sequence[StartZone], recruits: Sequence[Recruit], rng: random.Random
) -> Placement:
    """Add every recruit to `bf` inside a zone of its kind; minions spread one per zone first."""
    by_kind: dict[str, list[StartZone]] = {}
    for zone in zones:
        by_kind.setdefault(zone.kind, []).append(zone)
    placed: list[tuple[str, str, Point]] = []
    refused: list[tuple[str, str]] = []
    turn: dict[str, int] = {}
    for recruit in recruits:
        kinds = [recruit.role] + (["minion"] if recruit.role == "arch_villain" else [])
        options = [z for k in kinds for z in by_kind.get(k, [])]
        if not options:
            refused.append((recruit.id, f"No {recruit.role.replace('_', ' ')} zone on this map"))
            continue
        # Round-robin so every zone of a kind gets a base before any gets a second.
        start = turn.get(recruit.role, 0)
        turn[recruit.role] = start + 1
        ordered = [options[(start + i) % len(options)] for i in range(len(options))]
        for zone in ordered:
            spot = _find_spot(bf, zone, recruit.radius, rng)
            if spot is not None:
                bf.add_piece(recruit.id, recruit.side, spot, recruit.radius, recruit.name)
                placed.append((recruit.id, zone.id, spot))
                break
        else:
            names = ", ".join(z.id for z in ordered)
            refused.append((recruit.id, f"No room for {recruit.id} in {names}"))
    return Placement(tuple(placed), tuple(refused))


def _find_spot(bf: Battlefield, zone: StartZone, r: float, rng: random.Random) -> Point | None:
    return set_down(bf, zone.polygon, r, rng, gap=GAP)


def spot_is_free(bf: Battlefield, at: Point, radius: float) -> bool:
    """A base of `radius` could stand at `at`: on the walkable field, clear of terrain,
    bases and the border."""
    if not (radius <= at[0] <= bf.width - radius and radius <= at[1] <= bf.height - radius):
        return False
    if bf.walkable is not None and not point_in_polygon(at, bf.walkable):
        return False
    # Nothing within `radius` (the nearest-shape query asks the same, without a result per shape).
    return bf.space.point_query_nearest(at, radius, MOVE_FILTER) is None


def free_spot(bf: Battlefield, polygon: Sequence[Point], radius: float, rng: random.Random,
              gap: float = 0.0) -> Point | None:
    """A free spot whose centre lies in the zone, `gap` clear of everything: random tries
    first; in a crowded zone, the spots just beside the bases already there; last a grid."""
    xs = [p[0] for p in polygon]
    ys = [p[1] for p in polygon]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    reach = radius + gap
    for _ in range(RANDOM_TRIES):
        p = (x0 + (x1 - x0) * rng.random(), y0 + (y1 - y0) * rng.random())
        if point_in_polygon(p, polygon) and spot_is_free(bf, p, reach):
            return p
    near = bf.shapes_in((x0 - 2 * reach, y0 - 2 * reach, x1 + 2 * reach, y1 + 2 * reach), BASES_FILTER)
    for other in sorted((bf.pieces[bf.owner[s]] for s in near), key=lambda q: q.id):
        d = other.radius + reach + BESIDE
        for k in range(BESIDE_DIRECTIONS):
            ang = k * math.tau / BESIDE_DIRECTIONS
            p = (other.x + d * math.cos(ang), other.y + d * math.sin(ang))
            if point_in_polygon(p, polygon) and spot_is_free(bf, p, reach):
                return p
    for i in range(GRID):
        for j in range(GRID):
            p = (x0 + (x1 - x0) * (i + 0.5) / GRID, y0 + (y1 - y0) * (j + 0.5) / GRID)
            if point_in_polygon(p, polygon) and spot_is_free(bf, p, reach):
                return p
    return None


def set_down(bf: Battlefield, polygon: Sequence[Point], radius: float, rng: random.Random,
             gap: float = GAP) -> Point | None:
    """A spot for one more base in a start zone: a free spot `gap` clear (`free_spot`), else
    room made by packing the zone anew (`make_room`), `GAP` apart if rows that far apart hold
    them all, else `gap`; None only when no packing of rows holds them all."""
    spot = free_spot(bf, polygon, radius, rng, gap)
    if spot is None:
        spot = make_room(bf, polygon, radius, max(gap, GAP))
    if spot is None and gap < GAP:
        spot = make_room(bf, polygon, radius, gap)
    return spot


def make_room(bf: Battlefield, polygon: Sequence[Point], radius: float, gap: float = GAP) -> Point | None:
    """Room for one more base of `radius` in a zone whose spots are taken: the bases standing
    in it are set down again in hexagonal rows, the new base's spot among them. None, and
    nothing moved, when no such packing holds them all (random spots can waste a zone's room
    that tidy rows would use)."""
    inside = [p for p in bf.pieces.values() if point_in_polygon(p.at, polygon)]
    for p in inside:
        bf.remove_piece(p.id)
    spots = packed_spots(bf, polygon, max([radius] + [p.radius for p in inside]), gap, len(inside) + 1)
    if spots is None:
        for p in inside:
            bf.add_piece(p.id, p.side, p.at, p.radius, p.name)
        return None
    for p, at in zip(inside, spots, strict=False):
        bf.add_piece(p.id, p.side, at, p.radius, p.name)
    return spots[len(inside)]


def packed_spots(bf: Battlefield, polygon: Sequence[Point], radius: float, gap: float,
                 wanted: int) -> list[Point] | None:
    """`wanted` free spots in the zone, `gap` apart and clear of everything on the field, on
    the first hexagonal lattice (of `ROW_ANGLES` and `ROW_SHIFTS`) that holds that many."""
    best = most_packed(bf, polygon, radius, gap, stop_at=wanted)
    return best[:wanted] if len(best) >= wanted else None


def most_packed(bf: Battlefield, polygon: Sequence[Point], radius: float, gap: float = GAP,
                stop_at: int | None = None) -> list[Point]:
    """The free spots of the hexagonal lattice that holds most bases of `radius` in the zone
    (the first to hold `stop_at`, when given)."""
    xs, ys = [p[0] for p in polygon], [p[1] for p in polygon]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    reach = radius + gap
    step = 2 * radius + gap + BESIDE  # centre to centre: the bases `gap` apart
    rows = step * math.sqrt(3) / 2
    n = int(math.hypot(x1 - x0, y1 - y0) / rows) + 2
    # Rows start where a base's edge could touch the zone's corner or the field's edge.
    origin = (max(x0, min(reach, x1)) + 1e-9, max(y0, min(reach, y1)) + 1e-9)
    best: list[Point] = []
    for degrees in ROW_ANGLES:
        c, s = math.cos(math.radians(degrees)), math.sin(math.radians(degrees))
        a, b = (step * c, step * s), (step * c / 2 - rows * s, step * s / 2 + rows * c)
        for u in range(ROW_SHIFTS):
            for v in range(ROW_SHIFTS):
                ox = origin[0] + (u * a[0] + v * b[0]) / ROW_SHIFTS
                oy = origin[1] + (u * a[1] + v * b[1]) / ROW_SHIFTS
                found = []
                for j in range(-n, n + 1):
                    for i in range(-n, n + 1):
                        p = (ox + i * a[0] + j * b[0], oy + i * a[1] + j * b[1])
                        if (x0 <= p[0] <= x1 and y0 <= p[1] <= y1 and point_in_polygon(p, polygon)
                                and spot_is_free(bf, p, reach)):
                            found.append(p)
                if len(found) > len(best):
                    best = found
                    if stop_at is not None and len(best) >= stop_at:
                        return best
    return best
