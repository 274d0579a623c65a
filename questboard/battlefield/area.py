"""G5 area cards: a 0.716 × 1 LU rectangle laid anywhere touching the user; it hits every base it overlaps.

A pose is the card's centre and its angle in degrees (clockwise on screen); at 0° the
long side runs along x. Overlap means the base reaches into the card by more than
float noise, so a sliver counts and mere contact does not.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pymunk

from questboard.battlefield.categories import BASES_FILTER
from questboard.battlefield.geometry import NOISE, Point, dist_point_rect
from questboard.battlefield.pieces import EPSILON

if TYPE_CHECKING:
    from questboard.battlefield.field import Battlefield

CARD_LENGTH = 1.0
CARD_WIDTH = 0.716
HALF_L, HALF_W = CARD_LENGTH / 2, CARD_WIDTH / 2


@dataclass(frozen=True)
class AreaVerdict:
    """Where an AreaCard lies, whether it touches its user, and which bases it covers."""

    valid: bool
    reason: str
    user: str
    centre: Point
    degrees: float
    corners: tuple[Point, ...]
    hit: tuple[str, ...]  # ids of the bases under the card, nearest the card's centre first
    gap: float  # from the user's base to the card (0 when they overlap)


@dataclass(frozen=True)
class AreaPose:
    """A card pose; `snapped` says it was slid to reach the user."""

    centre: Point
    degrees: float
    snapped: bool


def card_corners(cx: float, cy: float, degrees: float) -> tuple[Point, ...]:
    """The card's four corners at this pose."""
    c, s = math.cos(math.radians(degrees)), math.sin(math.radians(degrees))
    return tuple(
        (cx + x * c - y * s, cy + x * s + y * c)
        for x, y in ((-HALF_L, -HALF_W), (HALF_L, -HALF_W), (HALF_L, HALF_W), (-HALF_L, HALF_W))
    )


def check_area(bf: Battlefield, user: str, centre: Point, degrees: float) -> AreaVerdict:
    """G5: the card must touch the user's base (within ε); it hits every base it overlaps."""
    u = bf.piece(user)
    cx, cy = float(centre[0]), float(centre[1])
    rad = math.radians(degrees)
    c, s = math.cos(rad), math.sin(rad)
    corners = card_corners(cx, cy, degrees)
    xs = [p[0] for p in corners]
    ys = [p[1] for p in corners]
    found = []
    owners, pieces = bf.owner, bf.pieces
    for shape in bf.space.bb_query(pymunk.BB(min(xs), min(ys), max(xs), max(ys)), BASES_FILTER):
        p = pieces[owners[shape]]
        dx, dy = p.x - cx, p.y - cy
        d = dist_point_rect(dx * c + dy * s, -dx * s + dy * c, HALF_L, HALF_W)
        if d < p.radius - NOISE:
            found.append((dx * dx + dy * dy, p.id))
    dx, dy = u.x - cx, u.y - cy
    gap = max(0.0, dist_point_rect(dx * c + dy * s, -dx * s + dy * c, HALF_L, HALF_W) - u.radius)
    hit = tuple(pid for _, pid in sorted(found))
    valid = gap <= EPSILON
    if valid:
        names = ", ".join(hit) if hit else "nobody"
        reason = f"The card touches {u.label} and covers {len(hit)} base(s): {names}"
    else:
        reason = f"The card must touch {u.label}: gap {gap:.2f} LU"
    return AreaVerdict(valid, reason, user, (cx, cy), float(degrees), corners, hit, gap)


def snap_area(bf: Battlefield, user: str, mouse: Point, degrees: float) -> AreaPose:
    """The card centre nearest `mouse` (at this angle) where the card touches the user's base."""
    u = bf.piece(user)
    rad = math.radians(degrees)
    c, s = math.cos(rad), math.sin(rad)
    dx, dy = mouse[0] - u.x, mouse[1] - u.y
    # Work in the card's frame around the user's centre: the card touches when the user's
    # centre lies within r of the card rectangle, i.e. the offset lies in a rounded rectangle.
    lx, ly = dx * c + dy * s, -dx * s + dy * c
    qx, qy = max(-HALF_L, min(HALF_L, lx)), max(-HALF_W, min(HALF_W, ly))
    ox, oy = lx - qx, ly - qy
    out = math.hypot(ox, oy)
    if out <= u.radius + EPSILON:
        return AreaPose((float(mouse[0]), float(mouse[1])), float(degrees), False)
    k = u.radius / out
    lx, ly = qx + ox * k, qy + oy * k
    return AreaPose((u.x + lx * c - ly * s, u.y + lx * s + ly * c), float(degrees), True)
