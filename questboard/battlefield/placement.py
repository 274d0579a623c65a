"""Setting up: put bases into their starting zones without overlaps, the same way for the same seed."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from questboard.battlefield.categories import MOVE_FILTER
from questboard.battlefield.geometry import Point, point_in_polygon
from questboard.battlefield.pieces import DEFAULT_BASE_DIAMETER

if TYPE_CHECKING:
    from questboard.battlefield.field import Battlefield
    from questboard.battlefield.mapfile import StartZone

GAP = 0.02  # LU left between bases at set-up so nobody starts in melee by accident
TRIES = 400


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
    xs = [p[0] for p in zone.polygon]
    ys = [p[1] for p in zone.polygon]
    for _ in range(TRIES):
        p = (rng.uniform(min(xs), max(xs)), rng.uniform(min(ys), max(ys)))
        if not point_in_polygon(p, zone.polygon) or not bf.inside_walkable(p):
            continue
        if not bf.space.point_query(p, r + GAP, MOVE_FILTER):
            return p
    return None
