"""Quick answers to G4 before the exact search in `sight`: a few Chipmunk segment queries
against grown twins of the blockers (category SIGHT_LINE).

A clear centre or base-to-base tangent line is a witness the search itself would accept,
and one convex blocker reaching across the whole corridor is a proof that every line is
cut. Either way the verdict is the one the search would reach; only the witness or the
named blockers may be others. Without Chipmunk's own functions (another pymunk layout),
`QUICK` is false and the exact search alone answers.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pymunk

from questboard.battlefield.categories import SIGHT_GROUP, SIGHT_LINE, SIGHT_LINE_FILTER
from questboard.battlefield.pieces import GROW

if TYPE_CHECKING:
    from questboard.battlefield.field import Battlefield

try:  # Chipmunk's own queries, without pymunk's result objects (same C calls, same numbers)
    from pymunk._chipmunk_cffi import ffi as _ffi
    from pymunk._chipmunk_cffi import lib as _cp

    _shape_of = pymunk.Shape._from_cp_shape
    # The filters as Chipmunk structs, built once (the owning pointers keep them alive).
    _FILTERS = _ffi.new("cpShapeFilter[3]", [
        tuple(pymunk.ShapeFilter(group=SIGHT_GROUP, categories=SIGHT_LINE)),  # a base set aside
        tuple(pymunk.ShapeFilter(categories=SIGHT_LINE)),  # as every twin is made
        tuple(SIGHT_LINE_FILTER),
    ])
    _ASIDE, _IN_PLAY, _LINE = _FILTERS[0], _FILTERS[1], _FILTERS[2]
except (ImportError, AttributeError):  # pragma: no cover - another pymunk layout: the exact search alone answers
    _ffi = _cp = None

QUICK = _cp is not None


# The grown SIGHT_LINE twins are this much larger again (rounded), so that Chipmunk's tests,
# which have no tolerance of their own, err on the side of "something is in the way".
TWIN_MARGIN = 1e-7
# How far `cuts_corridor` grows the bases and shrinks the blocker before it calls a line cut (LU).
PROOF_MARGIN = 1e-7


def quick_sight(bf: Battlefield, a, b) -> tuple[tuple | None, str | None]:
    """A quick answer from Chipmunk segment queries on the grown SIGHT_LINE twins.

    Returns (witness, None) when one of the search's first candidates is proven clear,
    (None, owner) when a single blocker is proven to cut every line, else (None, None) and
    the exact search must decide.

    Clear: the centre line, then the four lines tangent to both bases, are each queried
    against the twins, the two bases' own twins set aside for the question. A twin is convex
    and a hair larger than the blocker it stands for, so a query that meets nothing proves
    that no blocker cuts the segment. Chipmunk only reports where a segment *enters* a
    shape, so no query may start inside a twin: the centre line runs from centre to centre
    (no blocker covers a base's centre), and a clear tangent line is confirmed by a second
    query from the attacker's centre to where the line leaves its base.
    Blocked: the first twins those queries met are the candidates for `cuts_corridor`.
    """
    ax, ay, ra, bx, by, rb = a.x, a.y, a.radius, b.x, b.y, b.radius
    witness, seen = _clear_line(bf, a, b, ax, ay, ra, bx, by, rb)
    if witness is not None:
        return witness, None
    return None, _one_blocker(bf, seen, ax, ay, ra, bx, by, rb)


def _clear_line(bf: Battlefield, a, b, ax, ay, ra, bx, by, rb) -> tuple[tuple | None, list]:
    """(witness, []) when the centre line or a line tangent to both bases meets no twin, else
    (None, the first twins those lines met), the bases' own twins set aside meanwhile."""
    twins = bf.sight_line_of
    ta, tb = twins[a.id]._shape, twins[b.id]._shape
    space = bf.space._space
    first = _cp.cpSpaceSegmentQueryFirst
    line, null = _LINE, _ffi.NULL
    set_filter = _cp.cpShapeSetFilter
    set_filter(ta, _ASIDE)
    set_filter(tb, _ASIDE)
    try:
        met = first(space, (ax, ay), (bx, by), 0.0, line, null)
        if not met:
            dx, dy = bx - ax, by - ay
            d = math.hypot(dx, dy)
            ux, uy = dx / d, dy / d
            return (ax + ux * ra, ay + uy * ra, bx - ux * rb, by - uy * rb), []
        seen = [met]
        # Lines n·x = p tangent to both bases (outer pair first), as in `search`; each touches
        # A at A - n·ra and B at B - s2·n·rb.
        dx, dy = ax - bx, ay - by
        dd = dx * dx + dy * dy
        for s2 in (1.0, -1.0):
            k = ra - s2 * rb
            h = math.sqrt(dd - k * k)  # the bases do not touch, so dd > (ra + rb)²
            for sigma in (1.0, -1.0):
                nx = (k * dx - sigma * h * dy) / dd
                ny = (k * dy + sigma * h * dx) / dd
                start = (ax - nx * ra, ay - ny * ra)
                end = (bx - s2 * nx * rb, by - s2 * ny * rb)
                met = first(space, start, end, 0.0, line, null)
                if not met:
                    if not first(space, (ax, ay), start, 0.0, line, null):
                        return start + end, []
                elif met not in seen:
                    seen.append(met)
    finally:
        set_filter(ta, _IN_PLAY)
        set_filter(tb, _IN_PLAY)
    return None, seen


def _one_blocker(bf: Battlefield, seen: list, ax, ay, ra, bx, by, rb) -> str | None:
    """The owner of one of the twins met that is proven to cut every line, or None."""
    owners, pieces = bf.sight_line_owner, bf.pieces
    least = ra if ra < rb else rb
    for met in seen:
        owner = owners[_shape_of(met)]
        if owner.__class__ is str:
            p = pieces[owner]
            rec = (owner, p.x, p.y, p.radius + GROW, None, ())
        else:
            rec = owner
        # Anything that reaches across the corridor is at least as wide as the smaller base.
        if rec[3] >= least and cuts_corridor(rec, ax, ay, ra, bx, by, rb):
            return rec[0]
    return None


def cuts_corridor(rec: tuple, ax, ay, ra, bx, by, rb) -> bool:
    """Does this one convex blocker cut every segment from base A to base B?

    It does if it keeps clear of both bases and reaches, shrunk a little, across both outer
    tangents between them: a chord inside it then joins the two long sides of the corridor
    (the hull of the two bases) and splits the corridor between the two bases, so every
    segment from one to the other crosses the chord and cuts into the blocker. Checked with
    the bases grown and the blocker shrunk by PROOF_MARGIN, so that the search's candidate
    lines (which may end within float noise outside a base) are covered too.
    """
    m = PROOF_MARGIN
    if _gap(rec, ax, ay) < ra + m or _gap(rec, bx, by) < rb + m:
        return False
    ra, rb = ra + m, rb + m
    dx, dy = ax - bx, ay - by
    dd = dx * dx + dy * dy
    k = ra - rb
    hh = dd - k * k
    if hh <= 0.0:
        return False
    h = math.sqrt(hh)
    for sigma in (1.0, -1.0):
        # An outer tangent n·x = p, from its contact with A to its contact with B.
        nx = (k * dx - sigma * h * dy) / dd
        ny = (k * dy + sigma * h * dx) / dd
        if not _reaches(rec, ax - nx * ra, ay - ny * ra, bx - nx * rb, by - ny * rb, m):
            return False
    return True


def _gap(rec: tuple, x: float, y: float) -> float:
    """A lower bound on the distance from (x, y) to the blocker (exact for a circle)."""
    _, cx, cy, r, planes, _ = rec
    if planes is None:
        return math.hypot(x - cx, y - cy) - r
    return max(nx * x + ny * y - off for nx, ny, off in planes)


def _reaches(rec: tuple, x0: float, y0: float, x1: float, y1: float, m: float) -> bool:
    """Does the segment meet the blocker shrunk by m, inside its bounding circle shrunk by m?"""
    _, cx, cy, r, planes, _ = rec
    dx, dy = x1 - x0, y1 - y0
    ll = dx * dx + dy * dy
    # the part of the segment within r - m of the centre, as fractions t0..t1
    fx, fy = x0 - cx, y0 - cy
    b = fx * dx + fy * dy
    disc = b * b - ll * (fx * fx + fy * fy - (r - m) * (r - m))
    if ll == 0.0 or disc < 0.0:
        return False
    root = math.sqrt(disc)
    t0, t1 = max(0.0, (-b - root) / ll), min(1.0, (-b + root) / ll)
    if planes is not None:
        for nx, ny, off in planes:
            num = off - m - (nx * x0 + ny * y0)
            den = nx * dx + ny * dy
            if den == 0.0:
                if num < 0.0:
                    return False
            elif den > 0.0:
                t1 = min(t1, num / den)
            else:
                t0 = max(t0, num / den)
    return t0 <= t1
