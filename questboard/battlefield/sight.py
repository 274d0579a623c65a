"""G4 line of sight, exact: is there a straight segment from the attacker's base to the target's
base that crosses no cover terrain and no other base?

Method. Blockers are the cover terrain parts and every other base, each grown by ε/2 so
that things touching within ε (G2) leave no gap to shoot through. If any clear segment
exists, then one exists on a line that is tangent to two of: the attacker's base, the
target's base, a blocker circle, a corner of a (grown) blocker polygon — slide a clear
line sideways until something stops it, then turn it about that contact until a second
thing stops it. So we try the centre-to-centre line, then those tangent lines, each cut
to the stretch between the two bases; a line may graze a blocker (within 1e-9 LU) but not
cut into it. Only blockers in the corridor (the hull of the two bases) can matter; pymunk
finds them. Assumes the two bases overlap no blocker; a blocker touching a base is still
handled, but the search may then miss a line that squeezes past right at the contact.

Before that search, `sight_quick.quick_sight` settles most questions with a few Chipmunk segment
queries against grown twins of the blockers (category SIGHT_LINE): a clear centre or
base-to-base tangent line is a witness the search itself would accept, and one convex
blocker reaching across the whole corridor is a proof that every line is cut. Either way
the verdict is the one the search would reach; only the witness or the named blockers
may be others.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from questboard.battlefield.categories import SIGHT_FILTER
from questboard.battlefield.geometry import NOISE, Point, segment_enters
from questboard.battlefield.pieces import GROW
from questboard.battlefield.sight_quick import QUICK, quick_sight

if TYPE_CHECKING:
    from questboard.battlefield.field import Battlefield

# Sight verdicts a cache holds before it forgets them all.
SIGHT_CACHE = 4096
# Room left for float rounding when `search` rules out a pair of features by a bound (LU).
SLACK = 1e-9


@dataclass(frozen=True)
class SightVerdict:
    """Whether the attacker sees the target; the line found, or what is in the way."""

    clear: bool
    reason: str
    attacker: str
    target: str
    witness: tuple[Point, Point] | None  # a clear segment from base to base
    blockers: tuple[str, ...]  # ids of the cover terrain and bases that stopped the lines tried


def search(ax, ay, ra, bx, by, rb, records: list, all_records: list | None = None):
    """Find a clear segment among the candidate lines; `records` are the blockers that may matter.

    Returns (witness or None, owners that stopped lines). `all_records`, when given, is what
    each candidate is checked against (the reference checks every blocker on the field).
    """
    stoppers: dict[str, None] = {}
    clear = _clear_test(records if all_records is None else all_records, all_records is None, stoppers)
    dx, dy = bx - ax, by - ay
    d = math.hypot(dx, dy)
    ux, uy = dx / d, dy / d
    centre = (ax + ux * ra, ay + uy * ra, bx - ux * rb, by - uy * rb)
    if clear(centre):
        return centre, stoppers
    # Bounds that rule candidates out before they are computed. A line n·x = p that passes the
    # base checks below meets A and B within NOISE, so in the centre line's frame (t along it from
    # A, w across), with n = (-sin α, cos α) and cos α >= 0: d·|sin α| = |n·(B - A)| <= ra + rb
    # (+ 2·NOISE), i.e. |sin α| <= lean and cos α >= upright. A line tangent to a feature c of
    # radius r has |n·(c - A)| <= r + ra, and n·(c - A) = w·cos α - t·sin α, so
    # |w|·upright <= r + ra + |t|·lean (and the same from B); a line tangent to features 1 and 2
    # has |n·(c2 - c1)| <= r1 + r2, so |Δw|·upright <= r1 + r2 + |Δt|·lean. A feature or a pair
    # that breaks these has no tangent line the base checks would keep: it is skipped, and the
    # lines tried are the same as without the bounds. SLACK keeps float rounding on the safe side.
    lean = (ra + rb + 2.0 * NOISE) / d + SLACK
    upright = math.sqrt(1.0 - lean * lean) if lean < 1.0 else 0.0
    features = _features(records, ax, ay, ra, bx, by, rb, ux, uy, d, lean, upright)
    pair = _tangent_pair(ax, ay, ra, bx, by, rb, lean, upright, clear)
    return _first_clear(features, pair), stoppers


def _clear_test(check: list, reorder: bool, stoppers: dict):
    """`clear(segment)`: whether no blocker in `check` cuts it; the owner of one that does goes
    into `stoppers` (and, with `reorder`, that blocker is tried first next time)."""

    def clear(seg) -> bool:
        x0, y0, x1, y1 = seg
        sx, sy = x1 - x0, y1 - y0
        ll = sx * sx + sy * sy
        for i, rec in enumerate(check):
            # `blocks`, written out: the hot path of the search.
            _, cx, cy, cr, planes, _ = rec
            px, py = cx - x0, cy - y0
            t = (px * sx + py * sy) / ll if ll > 0.0 else 0.0
            t = 0.0 if t < 0.0 else 1.0 if t > 1.0 else t
            ex, ey = px - t * sx, py - t * sy
            limit = cr - NOISE
            if ex * ex + ey * ey >= limit * limit:
                continue
            if planes is None or segment_enters(planes, x0, y0, sx, sy, NOISE):
                stoppers[rec[0]] = None
                if i and reorder:
                    # The blocker that stopped this line is likely to stop the next: try it first.
                    check[0], check[i] = check[i], check[0]
                return False
        return True

    return clear


def _features(records: list, ax, ay, ra, bx, by, rb, ux, uy, d, lean, upright) -> list[tuple]:
    """The two bases and the blockers' circles and corners a line between the bases could be
    tangent to, those the bounds rule out left out."""
    near_a, near_b = ra + NOISE + SLACK, rb + NOISE + SLACK
    # A feature: (x, y, r, record index or -1/-2 for the bases, t, w).
    features = [(ax, ay, ra, -1, 0.0, 0.0), (bx, by, rb, -2, d, 0.0)]
    # A polygon's corner c matters only if some line that can run between the bases supports
    # the polygon at c: a sliding line stops at a corner on the polygon's edge, so the line's
    # direction lies between the directions of the sides in and out of c (mod π). The lines
    # between the bases turn at most asin(lean) from the centre line: a corner whose sides
    # both turn further, the same way round, is no contact of any of them and is left out.
    # (A rounded corner is cut into several short chords: most of its corners drop out here.)
    lean2 = (lean + SLACK) * (lean + SLACK)
    for k, rec in enumerate(records):
        if rec[4] is None:
            x, y, r = rec[1], rec[2], rec[3]
            px, py = x - ax, y - ay
            t, w = px * ux + py * uy, py * ux - px * uy
            across = (w if w > 0.0 else -w) * upright
            if across > r + near_a + (t if t > 0.0 else -t) * lean:
                continue
            if across > r + near_b + (d - t if d > t else t - d) * lean:
                continue
            features.append((x, y, r, k, t, w))
            continue
        corners = rec[5]
        m = len(corners)
        for j in range(m):
            x, y = corners[j]
            px, py = x - ax, y - ay
            t, w = px * ux + py * uy, py * ux - px * uy
            across = (w if w > 0.0 else -w) * upright
            if across > near_a + (t if t > 0.0 else -t) * lean:
                continue
            if across > near_b + (d - t if d > t else t - d) * lean:
                continue
            if lean < 1.0:
                qx, qy = corners[j - 1]
                nx_, ny_ = corners[(j + 1) % m]
                ix, iy = x - qx, y - qy  # the side into c
                ox, oy = nx_ - x, ny_ - y  # the side out of c
                c_in = ux * iy - uy * ix
                c_out = ux * oy - uy * ox
                if (c_in * c_in > lean2 * (ix * ix + iy * iy)
                        and c_out * c_out > lean2 * (ox * ox + oy * oy)
                        and c_in * c_out > 0.0):
                    continue  # neither side within reach of a line's turn, nor the centre line between them
            features.append((x, y, 0.0, k, t, w))
    return features


def _tangent_pair(ax, ay, ra, bx, by, rb, lean, upright, clear):
    """`pair(f1, f2)`: the first clear segment on a line tangent to both features, or None."""
    # (tangent_lines and gap_segment, written out here: this is the hot path.)
    sqrt = math.sqrt
    a_hi, a_lo, b_hi, b_lo = ra + NOISE, -ra - NOISE, rb + NOISE, -rb - NOISE
    ra2, rb2 = ra * ra, rb * rb
    both_pm = (1.0, -1.0)
    one = (1.0,)

    def pair(f1, f2):
        """The first clear segment on a line tangent to both features, or None."""
        x1, y1, r1, _, t1, w1 = f1
        x2, y2, r2, _, t2, w2 = f2
        dw, dt = w2 - w1, t2 - t1
        if (dw if dw > 0.0 else -dw) * upright > r1 + r2 + (dt if dt > 0.0 else -dt) * lean + SLACK:
            return None
        dx, dy = x1 - x2, y1 - y2
        dd = dx * dx + dy * dy
        if dd <= 1e-18:
            return None
        sigmas = both_pm if (r1 > 0.0 or r2 > 0.0) else one
        for s2 in both_pm if (r1 > 0.0 and r2 > 0.0) else one:
            k = r1 - s2 * r2
            hh = dd - k * k
            if hh < 0.0:
                continue
            h = sqrt(hh)
            for sigma in sigmas:
                nx = (k * dx - sigma * h * dy) / dd
                ny = (k * dy + sigma * h * dx) / dd
                p = nx * x1 + ny * y1 - r1
                da = nx * ax + ny * ay - p
                if da > a_hi or da < a_lo:
                    continue
                db = nx * bx + ny * by - p
                if db > b_hi or db < b_lo:
                    continue
                ha = ra2 - da * da
                ha = sqrt(ha) if ha > 0.0 else 0.0
                hb = rb2 - db * db
                hb = sqrt(hb) if hb > 0.0 else 0.0
                vx, vy = -ny, nx
                sa, sb = vx * ax + vy * ay, vx * bx + vy * by
                if sb < sa:
                    vx, vy, sa, sb = -vx, -vy, -sa, -sb
                s0, s1 = sa + ha, sb - hb
                fx, fy = nx * p, ny * p
                seg = (fx + vx * s0, fy + vy * s0, fx + vx * s1, fy + vy * s1)
                if clear(seg):
                    return seg
        return None

    return pair


def _first_clear(features: list[tuple], pair):
    """The first clear candidate, in the order that finds one soonest, or None."""
    # The two bases, a base with each blocker feature (in open play the line usually hugs
    # one of the bases), then features of two different blockers.
    base_a, base_b = features[0], features[1]
    rest = features[2:]
    seg = pair(base_a, base_b)
    if seg is not None:
        return seg
    for base in (base_a, base_b):
        for f in rest:
            seg = pair(base, f)
            if seg is not None:
                return seg
    for i, f1 in enumerate(rest):
        owner = f1[3]
        for f2 in rest[i + 1:]:
            if f2[3] != owner:
                seg = pair(f1, f2)
                if seg is not None:
                    return seg
    return None


def line_of_sight(bf: Battlefield, attacker: str, target: str, cache: dict | None = None) -> SightVerdict:
    """G4 for two bases on the battlefield.

    `cache`, when given, remembers verdicts by the two bases and the blockers in their
    corridor (in pymunk's order): the same inputs give the same verdict, so a verdict is
    reused while none of them moved. The caller keeps it per field and empties it whenever
    a base is added or removed or terrain changes (see `Battlefield.sight_cache`).
    """
    a, b = bf.piece(attacker), bf.piece(target)
    ax, ay, ra, bx, by, rb = a.x, a.y, a.radius, b.x, b.y, b.radius
    d = math.hypot(bx - ax, by - ay)
    if d <= ra + rb:
        mid = ((ax + bx) / 2, (ay + by) / 2)
        return SightVerdict(True, "Clear: the bases touch", attacker, target, (mid, mid), ())
    if QUICK:
        seg, cut = quick_sight(bf, a, b)
        if seg is not None:
            return _clear(attacker, target, seg)
        if cut is not None:
            label = bf.pieces[cut].label if cut in bf.pieces else bf.terrain[cut].label
            return _blocked(attacker, target, cut, label)
    wide = max(ra, rb) + GROW
    box = (min(ax, bx) - wide, min(ay, by) - wide, max(ax, bx) + wide, max(ay, by) + wide)
    records = []
    keys = []
    own = bf.sight_record
    pieces = bf.pieces
    owners = bf.owner
    for shape in bf.shapes_in(box, SIGHT_FILTER):
        owner = owners[shape]
        if owner.__class__ is str:
            if owner == attacker or owner == target:
                continue
            p = pieces[owner]
            rec = (owner, p.x, p.y, p.radius + GROW, None, ())
            key = rec
        else:
            rec = own[shape]
            key = id(rec)  # the record lives as long as the field: its identity names it
        # Keep it only if it reaches the capsule around the centre line (holds every sight line).
        px, py = rec[1] - ax, rec[2] - ay
        t = (px * (bx - ax) + py * (by - ay)) / (d * d)
        t = 0.0 if t < 0.0 else 1.0 if t > 1.0 else t
        ex, ey = px - t * (bx - ax), py - t * (by - ay)
        reach = rec[3] + wide
        if ex * ex + ey * ey < reach * reach:
            records.append(rec)
            keys.append(key)
    if cache is None:
        witness, stoppers = search(ax, ay, ra, bx, by, rb, records)
        return verdict(bf, attacker, target, witness, stoppers)
    memo = (attacker, target, ax, ay, ra, bx, by, rb, tuple(keys))
    found = cache.get(memo)
    if found is None:
        witness, stoppers = search(ax, ay, ra, bx, by, rb, records)
        found = verdict(bf, attacker, target, witness, stoppers)
        if len(cache) >= SIGHT_CACHE:
            cache.clear()
        cache[memo] = found
    return found


def _clear(attacker: str, target: str, seg: tuple) -> SightVerdict:
    """A clear verdict, built without the frozen dataclass's field-by-field __init__."""
    v = object.__new__(SightVerdict)
    object.__setattr__(v, "__dict__", {
        "clear": True, "reason": "Clear line of sight", "attacker": attacker, "target": target,
        "witness": ((seg[0], seg[1]), (seg[2], seg[3])), "blockers": (),
    })
    return v


def _blocked(attacker: str, target: str, owner: str, label: str) -> SightVerdict:
    """A verdict with one blocker, worded as `verdict` words it, built like `_clear`."""
    v = object.__new__(SightVerdict)
    object.__setattr__(v, "__dict__", {
        "clear": False, "reason": "No line of sight: blocked by " + label, "attacker": attacker,
        "target": target, "witness": None, "blockers": (owner,),
    })
    return v


def verdict(bf: Battlefield, attacker: str, target: str, witness, stoppers) -> SightVerdict:
    """Word the outcome for the player."""
    if witness is not None:
        x0, y0, x1, y1 = witness
        return SightVerdict(True, "Clear line of sight", attacker, target, ((x0, y0), (x1, y1)), ())
    a = bf.piece(attacker)

    def where(owner_id: str) -> float:
        if owner_id in bf.pieces:
            p = bf.pieces[owner_id]
            return math.hypot(p.x - a.x, p.y - a.y)
        cx, cy = bf.terrain[owner_id].centre
        return math.hypot(cx - a.x, cy - a.y)

    ids = sorted(stoppers, key=where)
    names = [bf.pieces[i].label if i in bf.pieces else bf.terrain[i].label for i in ids]
    reason = "No line of sight: blocked by " + (", ".join(names) if names else "the field")
    return SightVerdict(False, reason, attacker, target, None, tuple(ids))

