"""G3 range: edge-to-edge distance in one straight line, at most the bar times its uses."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from questboard.battlefield.pieces import EPSILON

if TYPE_CHECKING:
    from questboard.battlefield.field import Battlefield


@dataclass(frozen=True)
class RangeVerdict:
    """Whether `target` is in range of `attacker` for a RangeBar used `uses` times."""

    in_range: bool
    reason: str
    attacker: str
    target: str
    distance: float  # edge to edge, LU
    reach: float  # bar × uses
    touching: bool


_new, _set = object.__new__, object.__setattr__


def _verdict(in_range: bool, reason: str, attacker: str, target: str, distance: float, reach: float,
             touching: bool) -> RangeVerdict:
    """A RangeVerdict made without the frozen dataclass's field-by-field __init__ (the
    automatic sides ask range before every shot they weigh)."""
    v = _new(RangeVerdict)
    _set(v, "__dict__", {"in_range": in_range, "reason": reason, "attacker": attacker, "target": target,
                         "distance": distance, "reach": reach, "touching": touching})
    return v


def check_range(bf: Battlefield, attacker: str, target: str, bar: float, uses: int = 1) -> RangeVerdict:
    """G3: edge distance ≤ bar × uses and the two bases are not touching."""
    a, b = bf.piece(attacker), bf.piece(target)
    distance = math.hypot(a.x - b.x, a.y - b.y) - (a.radius + b.radius)
    reach = bar * uses
    touching = distance <= EPSILON
    bar_text = f"bar {bar:.2f}" + (f" × {uses}" if uses != 1 else "")
    if touching:
        return _verdict(False, f"Touching {b.label}: a ranged attack needs a gap", attacker, target, distance, reach, True)
    if distance > reach:
        return _verdict(False, f"Out of range: {distance:.2f} LU, {bar_text}", attacker, target, distance, reach, False)
    return _verdict(True, f"In range: {distance:.2f} LU, {bar_text}", attacker, target, distance, reach, False)
