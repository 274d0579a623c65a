"""G5 area cards: a 0.716 × 1 LU rectangle laid anywhere touching the user; it hits every base it overlaps.

A pose is the card's centre and its angle in degrees (clockwise on screen); at 0° the
long side runs along x. Overlap means the base reaches into the card by more than
float noise, so a sliver counts and mere contact does not.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from questboard.battlefield.categories import BASES_FILTER
from questboard.battlefield.geometry import NOISE, Point, dist_point_rect
from questboard.battlefield.pieces import EPSILON, Piece
from questboard.words import counted

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

    def __getattr__(self, name: str):
        # `check_area` leaves `corners` and `reason` to be worked out when first read: most
        # callers only look at `valid` and `hit`.
        if name == "corners":
            value = card_corners(self.centre[0], self.centre[1], self.degrees)
        elif name == "reason" and "_user" in self.__dict__:
            value = wording(self.__dict__["_user"], self.hit, self.gap)
        else:
            raise AttributeError(f"'AreaVerdict' object has no attribute '{name}'")
        object.__setattr__(self, name, value)
        return value


def wording(user: Piece, hit: tuple[str, ...], gap: float) -> str:
    """The reason an AreaVerdict gives the player."""
    if gap <= EPSILON:
        names = ", ".join(hit) if hit else "nobody"
        return f"The card touches {user.label} and covers {counted(len(hit), 'base')}: {names}"
    return f"The card must touch {user.label}: gap {gap:.2f} LU"


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
    pieces = bf.pieces
    u = pieces[user] if user in pieces else bf.piece(user)
    cx, cy = float(centre[0]), float(centre[1])
    rad = math.radians(degrees)
    c, s = math.cos(rad), math.sin(rad)
    # The card's bounding box, padded by a hair so float rounding never drops a base that touches it.
    ex = HALF_L * abs(c) + HALF_W * abs(s) + NOISE
    ey = HALF_L * abs(s) + HALF_W * abs(c) + NOISE
    box = (cx - ex, cy - ey, cx + ex, cy + ey)
    found = []
    gap: float | None = None
    owners = bf.owner
    sqrt = math.sqrt
    for shape in bf.shapes_in(box, BASES_FILTER):
        p = pieces[owners[shape]]
        dx, dy = p.x - cx, p.y - cy
        # dist_point_rect in the card's frame, written out
        ox = abs(dx * c + dy * s) - HALF_L
        oy = abs(-dx * s + dy * c) - HALF_W
        if ox <= 0.0:
            d = oy if oy > 0.0 else 0.0
        elif oy <= 0.0:
            d = ox
        else:
            d = sqrt(ox * ox + oy * oy)
        if d < p.radius - NOISE:
            found.append((dx * dx + dy * dy, p.id))
            if p is u:
                gap = 0.0  # the card overlaps its user
    if gap is None:
        dx, dy = u.x - cx, u.y - cy
        gap = dist_point_rect(dx * c + dy * s, -dx * s + dy * c, HALF_L, HALF_W) - u.radius
        gap = gap if gap > 0.0 else 0.0
    if len(found) > 1:
        found.sort()
    hit = tuple([pid for _, pid in found])
    verdict = object.__new__(AreaVerdict)
    object.__setattr__(verdict, "__dict__", {
        "valid": gap <= EPSILON, "user": user, "centre": (cx, cy), "degrees": float(degrees),
        "hit": hit, "gap": gap, "_user": u,
    })
    return verdict


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
