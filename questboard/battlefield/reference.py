"""Slow, plain-Python versions of the move, sight and area checks, written apart from the fast ones.

The tests and `questboard bench geometry` ask both and demand the same verdicts. To make
that a real cross-check, nothing here calls the fast code's geometry (pymunk, `sweep`,
`first_contact`, `clear_of_friends`, `end_guard`, `search`, `blocks`, `quick_sight`,
`grown_polygon`, the corridor queries): only the value types (MoveVerdict, SightVerdict,
AreaVerdict), the tolerances that are part of the rules (TOUCH, OVERLAP, NOISE, GROW,
EPSILON, the card's size) and the Terrain and Piece values both read. Every shape on the
field is looked at, with no broad phase.

Move (G1). Every obstacle is convex (a terrain part, an enemy base, one side of the field
or of the walkable region), so the base's clearance from it along the line of the move,
dist(centre, obstacle) - radius, is a convex function of the distance travelled. A
golden-section search finds its lowest point; if the base would sink into the obstacle
there (deeper than SINK, and deeper than where it started), a bisection finds where it
first touches. The move stops at the nearest such point. Friendly bases are passed through;
if the move would end on one, it ends where the base last stood clear of friends (and of
those it would have ended on, the one met first is named). Finally nothing may overlap the
end spot by more than OVERLAP.

Sight (G4). Blockers are the cover terrain parts and the other bases, grown by GROW
(polygons with rounded corners cut into chords whose ends lie GROW from the vertex, as the
rules' model has them). A segment is blocked when it cuts a
blocker deeper than NOISE (a disc: its centre nearer the segment than the radius; a
polygon: by separating axes). The line is clear when some segment from base to base cuts
no blocker. Candidates: the centre line; every common tangent of every pair of features
(the two bases, blocker circles, blocker corners), each cut to the stretch between the
bases, with no bounds and no corridor; and a grid of segments from the facing half of one
base to the facing half of the other, which needs no theorem about tangents at all.

What this does not cross-check: the rules' model itself (the tolerances, the rounded growth,
that only convex parts are obstacles), and for sight the claim that if any segment is
clear then a tangent one is (the grid probes it, but cannot prove a hair-wide gap is
closed). A move that ends exactly touching something is not reported as contact, and when
two things are met at once, or the move would have ended on several friends, either may be
named (the fast check names whichever pymunk lists first; the tests allow such ties). Like
the fast checks, it assumes a base starts clear of everything. Only `legal`, `blocker` and
`end` of a move, `clear` (and that a witness is a clear segment, see
`reference_segment_clear`) of sight, and `valid` and `hit` of an area are meant to be
compared; the wording of reasons is not.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from questboard.battlefield.area import CARD_LENGTH, CARD_WIDTH, AreaVerdict
from questboard.battlefield.geometry import NOISE, ROUND_STEP, Point
from questboard.battlefield.movement import OVERLAP, TOUCH, MoveVerdict, met_first
from questboard.battlefield.pieces import EPSILON, FIELD_EDGE, GROW, WALKABLE_EDGE, Piece
from questboard.battlefield.reference_plane import (
    bound,
    dist_to_segment,
    distance,
    last_clear,
    lowest,
)
from questboard.battlefield.sight import SightVerdict

if TYPE_CHECKING:
    from questboard.battlefield.field import Battlefield

# A move is stopped by an obstacle the base would sink into deeper than this (LU).
SINK = 1e-9
# Sight: segments tried from each base's facing half, per base (GRID × GRID in all).
GRID = 9


# --- G1 ------------------------------------------------------------------------------------


def _obstacles(bf: Battlefield, piece: Piece):
    """Everything the base may not push into, as (owner, ("disc", x, y, r) | ("convex", points))."""
    for t in bf.terrain.values():
        if t.circle is not None:
            yield t, ("disc", t.circle.x, t.circle.y, t.circle.r)
        else:
            for part in t.parts:
                yield t, ("convex", part)
    w, h = bf.width, bf.height
    outlines = [(FIELD_EDGE, [(0.0, 0.0), (w, 0.0), (w, h), (0.0, h)])]
    if bf.walkable:
        outlines.append((WALKABLE_EDGE, list(bf.walkable)))
    for edge, pts in outlines:
        for i in range(len(pts)):
            yield edge, ("convex", (pts[i], pts[(i + 1) % len(pts)]))
    for other in bf.pieces.values():
        if other.id != piece.id and other.side != piece.side:
            yield other.id, ("disc", other.x, other.y, other.radius)


def reference_overlap(bf: Battlefield, piece: Piece, x: float, y: float):
    """What the base would overlap (deeper than OVERLAP) standing at (x, y), the one the
    field lists first when several (R52); None when clear."""
    limit = piece.radius - OVERLAP
    hits = [owner for owner, shape in _obstacles(bf, piece) if distance(x, y, shape) < limit]
    hits += [other.id for other in bf.pieces.values()  # friends too
             if other.id != piece.id and other.side == piece.side
             and math.hypot(x - other.x, y - other.y) - other.radius < limit]
    return min(hits, key=bf.listed, default=None)


def reference_move(bf: Battlefield, id: str, to: Point, bar: float) -> MoveVerdict:
    """G1 for one straight move, by searching the base's clearance from every obstacle."""
    piece = bf.piece(id)
    sx, sy = piece.x, piece.y
    tx, ty, bar = float(to[0]), float(to[1]), float(bar)
    start, target = (sx, sy), (tx, ty)
    length = math.hypot(tx - sx, ty - sy)
    if length <= TOUCH:
        return MoveVerdict(True, "Stays where it is", id, start, target, start, 0.0, bar)
    ux, uy = (tx - sx) / length, (ty - sy) / length

    def at(t: float) -> tuple[float, float]:
        return sx + ux * t, sy + uy * t

    stop, blocker = _first_stop(bf, piece, at, min(length, bar))
    end_at, ends_on, meets = _clear_of_friends(bf, piece, at, stop)
    end = at(end_at)
    found = reference_overlap(bf, piece, *end)
    if found is not None:
        return MoveVerdict(False, f"Ends overlapping {bf.label_of(found)}", id, start, target, start, length, bar,
                           bf.id_of(found))
    if blocker is not None:
        if blocker is FIELD_EDGE:
            reason = "Leaves the field"
        elif blocker is WALKABLE_EDGE:
            reason = "Leaves the walkable region"
        else:
            reason = f"Blocked by {bf.label_of(blocker)}"
        return MoveVerdict(False, reason, id, start, target, end, length, bar, bf.id_of(blocker), end_at == stop)
    if end_at < stop:  # named: of the friends it would have ended on, the one it meets first
        over = min(ends_on(stop), key=lambda f: meets(f, stop))
        return MoveVerdict(False, f"Ends overlapping {over.label}", id, start, target, end, length, bar, over.id, True)
    if length > bar + TOUCH:
        return MoveVerdict(False, f"Too far: {length:.2f} LU, bar {bar:.2f}", id, start, target, end, length, bar)
    return MoveVerdict(True, f"Legal move: {length:.2f} LU, bar {bar:.2f}", id, start, target, end, length, bar)


def _first_stop(bf: Battlefield, piece: Piece, at, reach: float) -> tuple[float, object]:
    """How far along the move (up to `reach`) the base first touches an obstacle it would
    sink into, and that obstacle's owner (`reach` and None when nothing stops it)."""
    sx, sy, r = piece.x, piece.y, piece.radius
    stop, blocker = reach, None
    for owner, shape in _obstacles(bf, piece):
        bx, by, br = bound(shape)
        if dist_to_segment(bx, by, sx, sy, *at(reach)) > br + r + 1e-6:
            continue  # nowhere near the line of the move

        def clearance(t: float, shape=shape) -> float:
            return distance(*at(t), shape) - r

        low_t, low = lowest(clearance, 0.0, reach)
        first = clearance(0.0)
        if low >= -SINK or low >= first - SINK:
            continue  # never sinks in: passes by, slides along, or moves away
        touch = 0.0 if first <= 0.0 else last_clear(clearance, 0.0, low_t)
        if met_first(bf, touch, owner, stop, blocker):
            stop, blocker = min(touch, stop), owner
    return stop, blocker


def _clear_of_friends(bf: Battlefield, piece: Piece, at, stop: float):
    """Friends are passed through; a move that would end on one ends where the base last
    stood clear of them all. (where it ends, ends_on(t), meets(friend, upto))"""
    r = piece.radius
    friends = [f for f in bf.pieces.values() if f.id != piece.id and f.side == piece.side]

    def meets(f: Piece, upto: float) -> float:
        """Where, before `upto` (at which the base overlaps friend f), it first touches f."""

        def apart(t: float) -> float:
            x, y = at(t)
            return math.hypot(x - f.x, y - f.y) - r - f.radius

        return 0.0 if apart(0.0) <= 0.0 else last_clear(apart, 0.0, upto)

    def ends_on(t: float) -> list[Piece]:
        x, y = at(t)
        return [f for f in friends if math.hypot(x - f.x, y - f.y) < r + f.radius - TOUCH]

    end_at = stop
    while end_at > 0.0 and ends_on(end_at):
        end_at = min(meets(f, end_at) for f in ends_on(end_at))
    return end_at, ends_on, meets


# --- G4 ------------------------------------------------------------------------------------


def _rounded(points, grow: float) -> list[Point]:
    """A convex polygon (either winding) grown by `grow` as the rules' model has it: each side
    moved out by `grow`, each corner an arc of radius `grow` about the vertex, cut into equal
    chords of at most ROUND_STEP, their ends on the arc."""
    n = len(points)
    area = sum(points[i][0] * points[(i + 1) % n][1] - points[(i + 1) % n][0] * points[i][1] for i in range(n))
    out = 1.0 if area > 0.0 else -1.0
    headings = []  # the angle of each side's outward normal
    for i in range(n):
        (x1, y1), (x2, y2) = points[i], points[(i + 1) % n]
        headings.append(math.atan2(-out * (x2 - x1), out * (y2 - y1)))
    corners = []
    for i in range(n):  # corner i sits between side i - 1 and side i
        start = headings[i - 1]
        sweep = (headings[i] - start + math.pi) % math.tau - math.pi
        if abs(sweep) < 1e-12:
            steps = 0
        else:
            steps = max(1, math.ceil(abs(sweep) / ROUND_STEP - 1e-9))
        for k in range(steps + 1):
            ang = start + sweep * (k / steps if steps else 0.0)
            corners.append((points[i][0] + grow * math.cos(ang), points[i][1] + grow * math.sin(ang)))
    return corners


def _blockers(bf: Battlefield, attacker: str, target: str) -> list[tuple]:
    """(owner id, ("disc", x, y, r) | ("convex", corners)), grown by GROW."""
    out = []
    for t in bf.terrain.values():
        if not t.cover:
            continue
        if t.circle is not None:
            out.append((t.id, ("disc", t.circle.x, t.circle.y, t.circle.r + GROW)))
        else:
            out.extend((t.id, ("convex", _rounded(part, GROW))) for part in t.parts)
    for p in bf.pieces.values():
        if p.id not in (attacker, target):
            out.append((p.id, ("disc", p.x, p.y, p.radius + GROW)))
    return out


def _cuts(shape, x0: float, y0: float, x1: float, y1: float) -> bool:
    """Does the segment cut into the shape deeper than NOISE?"""
    if shape[0] == "disc":
        _, cx, cy, r = shape
        return dist_to_segment(cx, cy, x0, y0, x1, y1) < r - NOISE
    pts = shape[1]
    n = len(pts)
    axes = [(pts[(i + 1) % n][1] - pts[i][1], pts[i][0] - pts[(i + 1) % n][0]) for i in range(n)]
    axes.append((y1 - y0, x0 - x1))
    for ax, ay in axes:  # separating axes: a gap (or mere contact) along any one of them clears it
        ll = math.hypot(ax, ay)
        if ll == 0.0:
            continue
        ax, ay = ax / ll, ay / ll
        proj = [ax * x + ay * y for x, y in pts]
        s0, s1 = ax * x0 + ay * y0, ax * x1 + ay * y1
        depth = min(max(proj) - min(s0, s1), max(s0, s1) - min(proj))
        if depth <= NOISE:
            return False
    return True


def _tangents(x1, y1, r1, x2, y2, r2):
    """Lines n·x = p touching both circles (points when r = 0), as (nx, ny, p).

    With n = (cos φ, sin φ), circle i touches the line on side s_i when n·c_i - p = s_i·r_i;
    subtracting, D·cos(φ - ψ) = s1·r1 - s2·r2 where c1 - c2 = D·(cos ψ, sin ψ).
    """
    dx, dy = x1 - x2, y1 - y2
    dist = math.hypot(dx, dy)
    if dist < 1e-12:
        return
    psi = math.atan2(dy, dx)
    for s2 in (1.0, -1.0):  # s1 = -1 gives the same lines with n turned round
        k = (r1 - s2 * r2) / dist
        if abs(k) > 1.0:
            continue
        spread = math.acos(k)
        for phi in (psi + spread, psi - spread):
            nx, ny = math.cos(phi), math.sin(phi)
            yield nx, ny, nx * x1 + ny * y1 - r1


def _stretch(nx, ny, p, a: Piece, b: Piece):
    """The part of line n·x = p from where it leaves base a to where it enters base b, or None
    if it misses either base (by more than NOISE)."""
    da, db = nx * a.x + ny * a.y - p, nx * b.x + ny * b.y - p
    if abs(da) > a.radius + NOISE or abs(db) > b.radius + NOISE:
        return None
    vx, vy = -ny, nx
    if vx * (b.x - a.x) + vy * (b.y - a.y) < 0.0:
        vx, vy = -vx, -vy
    # the foot of each centre on the line, then half its chord along it
    fax, fay = a.x - da * nx, a.y - da * ny
    fbx, fby = b.x - db * nx, b.y - db * ny
    ha = math.sqrt(max(0.0, a.radius ** 2 - da * da))
    hb = math.sqrt(max(0.0, b.radius ** 2 - db * db))
    return (fax + vx * ha, fay + vy * ha, fbx - vx * hb, fby - vy * hb)


def _candidates(a: Piece, b: Piece, blockers: list[tuple]):
    """Segments from base a to base b that a clear line of sight, if any, is found among."""
    d = math.hypot(b.x - a.x, b.y - a.y)
    ux, uy = (b.x - a.x) / d, (b.y - a.y) / d
    yield (a.x + ux * a.radius, a.y + uy * a.radius, b.x - ux * b.radius, b.y - uy * b.radius)
    features = [(a.x, a.y, a.radius), (b.x, b.y, b.radius)]
    for _, shape in blockers:
        if shape[0] == "disc":
            features.append(shape[1:])
        else:
            features.extend((x, y, 0.0) for x, y in shape[1])
    for i, (x1, y1, r1) in enumerate(features):
        for x2, y2, r2 in features[i + 1:]:
            for nx, ny, p in _tangents(x1, y1, r1, x2, y2, r2):
                seg = _stretch(nx, ny, p, a, b)
                if seg is not None:
                    yield seg
    towards = math.atan2(uy, ux)
    for i in range(GRID):
        alpha = towards + math.pi * ((i + 0.5) / GRID - 0.5)
        px, py = a.x + a.radius * math.cos(alpha), a.y + a.radius * math.sin(alpha)
        for j in range(GRID):
            beta = towards + math.pi + math.pi * ((j + 0.5) / GRID - 0.5)
            yield (px, py, b.x + b.radius * math.cos(beta), b.y + b.radius * math.sin(beta))


def reference_segment_clear(bf: Battlefield, attacker: str, target: str, seg) -> bool:
    """Does this segment cut no blocker of a sight line between the two bases?"""
    (x0, y0), (x1, y1) = seg
    return not any(_cuts(shape, x0, y0, x1, y1) for _, shape in _blockers(bf, attacker, target))


def reference_sight(bf: Battlefield, attacker: str, target: str) -> SightVerdict:
    """G4 by trying every tangent to every pair of features, and a grid of segments, against every blocker."""
    a, b = bf.piece(attacker), bf.piece(target)
    if math.hypot(b.x - a.x, b.y - a.y) <= a.radius + b.radius:
        mid = ((a.x + b.x) / 2, (a.y + b.y) / 2)
        return SightVerdict(True, "Clear: the bases touch", attacker, target, (mid, mid), ())
    blockers = _blockers(bf, attacker, target)
    for seg in _candidates(a, b, blockers):
        if not any(_cuts(shape, *seg) for _, shape in blockers):
            return SightVerdict(True, "Clear line of sight", attacker, target, (seg[:2], seg[2:]), ())
    centre = next(_candidates(a, b, blockers))
    cut = {owner: None for owner, shape in blockers if _cuts(shape, *centre)}
    names = ", ".join(bf.label_of(o if o in bf.pieces else bf.terrain[o]) for o in cut) or "the field"
    return SightVerdict(False, f"No line of sight: blocked by {names}", attacker, target, None, tuple(cut))


# --- G5 ------------------------------------------------------------------------------------


def reference_area(bf: Battlefield, user: str, centre: Point, degrees: float) -> AreaVerdict:
    """G5 by measuring every base against the card's four corners."""
    u = bf.piece(user)
    cx, cy = float(centre[0]), float(centre[1])
    c, s = math.cos(math.radians(degrees)), math.sin(math.radians(degrees))
    hl, hw = CARD_LENGTH / 2, CARD_WIDTH / 2
    corners = tuple((cx + x * c - y * s, cy + x * s + y * c) for x, y in ((-hl, -hw), (hl, -hw), (hl, hw), (-hl, hw)))
    card = ("convex", corners)

    def gap(p: Piece) -> float:
        return distance(p.x, p.y, card) - p.radius

    found = sorted(((p.x - cx) ** 2 + (p.y - cy) ** 2, p.id) for p in bf.pieces.values() if gap(p) < -NOISE)
    hit = tuple(pid for _, pid in found)
    g = max(0.0, gap(u))
    valid = g <= EPSILON
    reason = f"The card touches {u.label}" if valid else f"The card must touch {u.label}: gap {g:.2f} LU"
    return AreaVerdict(valid, reason, user, (cx, cy), float(degrees), corners, hit, g)
