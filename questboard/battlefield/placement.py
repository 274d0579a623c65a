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
GRID = 12  # the last resort: a grid sweep of the zone's box


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
    return free_spot(bf, zone.polygon, r, rng, gap=GAP)


def spot_is_free(bf: Battlefield, at: Point, radius: float) -> bool:
    """A base of `radius` could stand at `at`: on the walkable field, clear of terrain,
    bases and the border."""
    if not (radius <= at[0] <= bf.width - radius and radius <= at[1] <= bf.height - radius):
        return False
    if bf.walkable is not None and not point_in_polygon(at, bf.walkable):
        return False
    return not bf.space.point_query(at, radius, MOVE_FILTER)


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
