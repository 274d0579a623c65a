"""G1 movement: a straight move swept as a capsule of the base's radius.

A pymunk box query around the swept capsule gathers what could be in the way; the first
terrain part, enemy base or border the moving base would push into stops it; friendly bases met on the way only
matter where the move ends. A final point query guards the end position.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from questboard.battlefield.categories import MOVE_FILTER
from questboard.battlefield.geometry import Point, circle_entry_exit
from questboard.battlefield.pieces import FIELD_EDGE, Edge, Piece

if TYPE_CHECKING:
    from questboard.battlefield.field import Battlefield

try:  # Chipmunk's own queries, without pymunk's result objects (same C calls, same numbers)
    from pymunk._chipmunk_cffi import ffi as _ffi
    from pymunk._chipmunk_cffi import lib as _cp
except ImportError:  # pragma: no cover - another pymunk layout: use the public API
    _ffi = _cp = None

_THREAD = threading.local()


def _infos():
    """This thread's answer buffers for Chipmunk's shape queries, made once (each query
    fills one in before it is read, so one pair serves every sweep of the thread)."""
    found = getattr(_THREAD, "infos", None)
    if found is None:
        found = _THREAD.infos = _Infos()
    return found


class _Infos:
    __slots__ = ("point", "seg")

    def __init__(self) -> None:
        self.seg = _ffi.new("cpSegmentQueryInfo *")
        self.point = _ffi.new("cpPointQueryInfo *")


# The sweep starts this far behind the base, so an obstacle it already touches still counts.
BACKSTEP = 1e-6
# A contact whose normal is this close to square with the move is sliding along, not pushing in.
GRAZE = 1e-6
# Travel past first contact up to this much still counts as ending in contact (touching is allowed).
TOUCH = 1e-9
# A base may sink this far into something before the end guard calls it an overlap.
OVERLAP = 1e-6
# Two things met within this much of each other along a move are met together (two pieces
# of terrain stacked on one spot): the move names the one the field lists first (README R52).
TIE = 1e-6


def met_first(bf: Battlefield, d: float, owner: object, stop: float, blocker: object) -> bool:
    """Whether `owner`, met `d` along the move, is named instead of `blocker`, met `stop`
    along it: it is met sooner, or together (within TIE) and listed first."""
    if blocker is None or d < stop - TIE:
        return d < stop
    return d <= stop + TIE and bf.listed(owner) < bf.listed(blocker)


@dataclass(frozen=True)
class MoveVerdict:
    """Whether a straight move is legal, why not, and the furthest legal point along it."""

    legal: bool
    reason: str
    piece: str
    start: Point
    target: Point
    end: Point  # the target when legal, else the furthest legal point along the line
    length: float
    bar: float
    blocker: str | None = None  # id of the terrain, base or border in the way
    contact: bool = False  # `end` is exact contact with the blocker


_new, _set = object.__new__, object.__setattr__


def _verdict(legal: bool, reason: str, piece: str, start: Point, target: Point, end: Point,
             length: float, bar: float, blocker: str | None = None, contact: bool = False) -> MoveVerdict:
    """A MoveVerdict made without the frozen dataclass's field-by-field __init__ (every
    automatic step sweeps several lines)."""
    v = _new(MoveVerdict)
    _set(v, "__dict__", {"legal": legal, "reason": reason, "piece": piece, "start": start,
                         "target": target, "end": end, "length": length, "bar": bar,
                         "blocker": blocker, "contact": contact})
    return v


@dataclass(frozen=True)
class PathVerdict:
    """A move made of several straight segments (a card used several times)."""

    legal: bool
    reason: str
    piece: str
    legs: tuple[MoveVerdict, ...]
    end: Point


def check_move(bf: Battlefield, id: str, to: Point, bar: float) -> MoveVerdict:
    """G1 for one straight segment from the base's current centre."""
    piece = bf.piece(id)
    return sweep(bf, piece, piece.x, piece.y, float(to[0]), float(to[1]), float(bar))


def check_path(bf: Battlefield, id: str, waypoints: Sequence[Point], bar: float, uses: int = 1) -> PathVerdict:
    """G1 for up to `uses` segments, each no longer than the bar; stops at the first refusal."""
    piece = bf.piece(id)
    if len(waypoints) > uses:
        reason = f"Too many moves: {len(waypoints)}, the card allows {uses}"
        return PathVerdict(False, reason, id, (), piece.at)
    legs: list[MoveVerdict] = []
    x, y = piece.x, piece.y
    for i, (tx, ty) in enumerate(waypoints):
        leg = sweep(bf, piece, x, y, float(tx), float(ty), float(bar))
        legs.append(leg)
        if not leg.legal:
            prefix = f"Move {i + 1}: " if len(waypoints) > 1 else ""
            return PathVerdict(False, prefix + leg.reason, id, tuple(legs), leg.end)
        x, y = leg.end
    total = sum(leg.length for leg in legs)
    reason = legs[0].reason if len(legs) == 1 else f"Legal: {len(legs)} moves, {total:.2f} LU in all"
    return PathVerdict(True, reason, id, tuple(legs), (x, y))


def sweep(
    bf: Battlefield, piece: Piece, sx: float, sy: float, tx: float, ty: float, bar: float,
    contact=None, guard=None,
) -> MoveVerdict:
    """Move `piece` from (sx, sy) towards (tx, ty) with a bar of `bar` LU.

    `contact` and `guard` swap in another way to find the first contact and check the end
    spot (the benchmark's reference does); by default pymunk does both.
    """
    dx, dy = tx - sx, ty - sy
    length = math.hypot(dx, dy)
    start, target = (sx, sy), (tx, ty)
    if length <= TOUCH:
        return _verdict(True, "Stays where it is", piece.id, start, target, start, 0.0, bar)
    ux, uy = dx / length, dy / length
    reach = min(length, bar)
    r = piece.radius
    stop, blocker, friends, nearby = (contact or first_contact)(bf, piece, sx, sy, ux, uy, reach)
    if blocker is not None and stop >= reach - TOUCH:
        stop = reach  # ends exactly in contact: touching is allowed
    stop = max(stop, 0.0)
    end_at = stop
    if friends:
        end_at = clear_of_friends(sx, sy, ux, uy, r, stop, friends)
    ex, ey = sx + ux * end_at, sy + uy * end_at
    found = (guard or end_guard)(bf, piece, ex, ey, nearby)
    if found is not None:
        label = bf.label_of(found)
        return _verdict(False, f"Ends overlapping {label}", piece.id, start, target, start, length, bar, bf.id_of(found))
    end = (ex, ey)
    if blocker is not None and stop < reach:
        if isinstance(blocker, Edge):
            reason = "Leaves the field" if blocker is FIELD_EDGE else "Leaves the walkable region"
        else:
            reason = f"Blocked by {bf.label_of(blocker)}"
        return _verdict(False, reason, piece.id, start, target, end, length, bar, bf.id_of(blocker), end_at == stop)
    if end_at < stop:
        over = next(f for f in friends if _overlaps(sx + ux * stop, sy + uy * stop, r, f))
        return _verdict(False, f"Ends overlapping {over.label}", piece.id, start, target, end, length, bar, over.id, True)
    if length > bar + TOUCH:
        return _verdict(False, f"Too far: {length:.2f} LU, bar {bar:.2f}", piece.id, start, target, end, length, bar)
    touching = blocker is not None
    return _verdict(
        True, f"Legal move: {length:.2f} LU, bar {bar:.2f}", piece.id, start, target, end, length, bar,
        bf.id_of(blocker) if touching else None, touching,
    )


def first_contact(bf: Battlefield, piece: Piece, sx, sy, ux, uy, reach):
    """(distance to the first push into something, what, friends near the path).

    pymunk's fat segment query prunes by the bare segment's box and so misses shapes it
    should hit (Chipmunk2D issue #138); the box query around the capsule is the broad
    phase instead, then each terrain shape answers an exact fat segment query of its own.
    """
    r = piece.radius
    qx, qy = sx - ux * BACKSTEP, sy - uy * BACKSTEP
    ex, ey = sx + ux * reach, sy + uy * reach
    span = reach + BACKSTEP
    box = (min(qx, ex) - r, min(qy, ey) - r, max(qx, ex) + r, max(qy, ey) + r)
    own = bf.shape_of.get(piece.id)
    owners, pieces = bf.owner, bf.pieces
    stop, blocker = reach, None
    friends: list[Piece] = []
    nearby = bf.shapes_in(box, MOVE_FILTER)
    seg_info = _infos().seg if _cp is not None else None
    for shape in nearby:
        if shape is own:
            continue
        owner = owners[shape]
        if owner.__class__ is str:
            other = pieces[owner]
            if other.side == piece.side:
                friends.append(other)
                continue
            reach_r = r + other.radius
            fx, fy = qx - other.x, qy - other.y
            b = fx * ux + fy * uy
            disc = b * b - (fx * fx + fy * fy - reach_r * reach_r)
            if disc <= 0.0:
                continue
            t = -b - math.sqrt(disc)
            if t < 0.0 or t > span or (b + t) / reach_r > -GRAZE:
                continue  # behind, beyond, or sliding past
            d = t - BACKSTEP
        elif seg_info is not None:
            if not _cp.cpShapeSegmentQuery(shape._shape, (qx, qy), (ex, ey), r, seg_info):
                continue
            n = seg_info.normal
            if n.x * ux + n.y * uy > -GRAZE:
                continue  # sliding along it or moving away
            d = seg_info.alpha * span - BACKSTEP
        else:
            info = shape.segment_query((qx, qy), (ex, ey), r)
            if info is None:
                continue
            n = info.normal
            if n.x * ux + n.y * uy > -GRAZE:
                continue  # sliding along it or moving away
            d = info.alpha * span - BACKSTEP
        if d <= stop + TIE and met_first(bf, d, owner, stop, blocker):
            stop, blocker = min(d, stop), owner
    return stop, blocker, friends, nearby


def _overlaps(x: float, y: float, r: float, other: Piece) -> bool:
    return math.hypot(x - other.x, y - other.y) < r + other.radius - TOUCH


def clear_of_friends(sx, sy, ux, uy, r, stop, friends: list[Piece]) -> float:
    """The furthest distance ≤ stop along the line where the base overlaps no friend."""
    spans = []
    for f in friends:
        found = circle_entry_exit(sx, sy, ux, uy, f.x, f.y, r + f.radius)
        if found is not None:
            spans.append(found)
    end = stop
    moved = True
    while moved:
        moved = False
        for t_in, t_out in spans:
            # A friend the base already overlaps at the start (t_in < 0) pulls `end` back to
            # 0 once; asking again would loop for ever.
            if t_in + TOUCH < end < t_out - TOUCH and max(t_in, 0.0) < end:
                end, moved = max(t_in, 0.0), True
    return end


def end_guard(bf: Battlefield, piece: Piece, x: float, y: float, nearby=None) -> object | None:
    """Anything the base would overlap at (x, y), the one listed first when it overlaps
    several (two stacked pieces of terrain, R52); None when the spot is clear.

    `nearby` is the box query of the sweep, which holds every shape the end spot can touch.
    """
    own = bf.shape_of.get(piece.id)
    if nearby is None:
        nearby = bf.shapes_in((x - piece.radius, y - piece.radius, x + piece.radius, y + piece.radius), MOVE_FILTER)
    limit = piece.radius - OVERLAP
    owners, pieces = bf.owner, bf.pieces
    point_info = _infos().point if _cp is not None else None
    hit = None
    for shape in nearby:
        if shape is own:
            continue
        owner = owners[shape]
        if owner.__class__ is str:
            other = pieces[owner]
            dx, dy = x - other.x, y - other.y
            reach = limit + other.radius
            over = dx * dx + dy * dy < reach * reach
        elif point_info is not None:
            _cp.cpShapePointQuery(shape._shape, (x, y), point_info)
            over = point_info.distance < limit
        else:
            over = shape.point_query((x, y)).distance < limit
        if over and (hit is None or bf.listed(owner) < bf.listed(hit)):
            hit = owner
    return hit
