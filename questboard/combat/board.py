"""The fight's use of the Battlefield: sight and range per G3/G4, and a few measures the
automatic sides need. Geometry itself stays in `battlefield`."""

from __future__ import annotations

import math
from collections.abc import Sequence

from questboard.battlefield.field import Battlefield
from questboard.battlefield.geometry import Point, point_in_polygon


def centre_in(bf: Battlefield, piece_id: str, polygon: Sequence[Point]) -> bool:
    return point_in_polygon(bf.piece(piece_id).at, polygon)


def sight(bf: Battlefield, a: str, b: str) -> tuple[bool, str]:
    """G4 through the battlefield; (clear, reason)."""
    verdict = bf.line_of_sight(a, b, remember=True)
    return verdict.clear, verdict.reason


def in_range_and_sight(bf: Battlefield, a: str, b: str, bar: float, uses: int = 1) -> tuple[bool, str]:
    """G3 then G4 (G6 for ranged gifts): the reason names the first thing that fails."""
    verdict = bf.check_range(a, b, bar, uses)
    if not verdict.in_range:
        return False, verdict.reason
    return sight(bf, a, b)


def centre_distance(bf: Battlefield, a: str, b: str) -> float:
    pa, pb = bf.pieces[a], bf.pieces[b]
    return math.hypot(pa.x - pb.x, pa.y - pb.y)
