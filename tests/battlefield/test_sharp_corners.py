"""Sharp corners of terrain: sight grows a cover outline by ε/2 and no farther, even at a tip
(a mitre would reach ε/2 / sin(θ/2) at a corner of angle θ and close gaps G4 leaves open);
a base's way around terrain still keeps a whole radius off it, without a long spike."""

from __future__ import annotations

import math

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from questboard.battlefield.field import Battlefield
from questboard.battlefield.footprints import Footprints
from questboard.battlefield.geometry import (
    ROUND_STEP,
    dist_point_polygon_outline,
    grown_polygon,
    grown_polygon_around,
    point_in_polygon,
    transform,
)
from questboard.battlefield.pieces import EPSILON, GROW
from questboard.battlefield.reference import reference_sight
from questboard.battlefield.terrain import make_terrain

TOL = 1e-9


def _tip(angle_deg: float, length: float = 0.8) -> list[tuple[float, float]]:
    """A triangle pointing right with its tip at the origin, the tip `angle_deg` wide."""
    half = length * math.tan(math.radians(angle_deg) / 2)
    return [(-length, -half), (0.0, 0.0), (-length, half)]


def _gap_scene(angle_deg: float, gap: float, rotation: float = 0.0) -> Battlefield:
    """A cover triangle's tip facing a cover wall's flat face `gap` LU away, on the line y = 1.2;
    the shooter above the gap, the target below, so every sight line goes through it. The
    whole scene turned by `rotation` degrees about the gap."""
    centre = (1.2, 1.2)

    def put(p):
        return transform([(p[0] - centre[0], p[1] - centre[1])], centre, rotation)[0]

    tip = make_terrain("tip", "custom", put((1.2, 1.2)), rotation, ("polygon", _tip(angle_deg)), True)
    wall = [(gap, -0.15), (gap + 0.9, -0.15), (gap + 0.9, 0.15), (gap, 0.15)]
    face = make_terrain("wall", "custom", put((1.2, 1.2)), rotation, ("polygon", wall), True)
    bf = Battlefield(2.4, 2.4, [tip, face])
    bf.add_piece("archer", "hero", put((1.2 + gap / 2, 0.5)))
    bf.add_piece("orc", "bad_guy", put((1.2 + gap / 2, 1.9)))
    return bf


@pytest.mark.parametrize("rotation", [0.0, 37.0, 90.0, 203.0])
@pytest.mark.parametrize(("angle", "gap"), [(20.0, 0.012), (20.0, 0.009), (30.0, 0.009),
                                            (45.0, 0.007)])
def test_a_gap_wider_than_epsilon_beside_a_sharp_tip_is_open(angle, gap, rotation):
    # The old mitred growth reached 0.014 (20°), 0.010 (30°) and 0.0065 (45°) beyond the tip.
    bf = _gap_scene(angle, gap, rotation)
    seen = bf.line_of_sight("archer", "orc")
    assert seen.clear, seen.reason
    assert reference_sight(bf, "archer", "orc").clear


@pytest.mark.parametrize("rotation", [0.0, 37.0, 203.0])
@pytest.mark.parametrize("angle", [20.0, 45.0, 90.0])
def test_a_gap_narrower_than_epsilon_beside_a_sharp_tip_stays_shut(angle, rotation):
    bf = _gap_scene(angle, EPSILON * 0.8, rotation)  # within ε: things touching leave no gap (G2)
    seen = bf.line_of_sight("archer", "orc")
    assert not seen.clear and set(seen.blockers) <= {"tip", "wall"}
    assert not reference_sight(bf, "archer", "orc").clear


def test_a_way_past_a_sharp_tip_is_clear_a_little_beyond_a_base_radius():
    # A 20° tip at (1.0, 1.0) pointing right: a mitre grown by 0.15 would reach 0.86 LU out.
    tip = make_terrain("spike", "custom", (1.0, 1.0), 0.0, ("polygon", _tip(20.0)), False)
    bf = Battlefield(3.0, 2.0, [tip])
    ways = Footprints(bf, 0.15)
    assert ways.clear(1.3, 0.3, 1.3, 1.7)  # 0.3 LU beyond the tip, straight down past it
    assert not ways.clear(1.1, 0.3, 1.1, 1.7)  # 0.1 LU beyond it: a base would touch it


# --- the growth itself, for any convex outline --------------------------------------------

def _hull(points):
    pts = sorted(set(points))
    if len(pts) < 3:
        return pts

    def half(seq):
        out = []
        for p in seq:
            while len(out) >= 2 and ((out[-1][0] - out[-2][0]) * (p[1] - out[-2][1])
                                     - (out[-1][1] - out[-2][1]) * (p[0] - out[-2][0])) <= 0:
                out.pop()
            out.append(p)
        return out

    lower, upper = half(pts), half(reversed(pts))
    return lower[:-1] + upper[:-1]


coord = st.floats(-1.0, 1.0, allow_nan=False)
outlines = st.lists(st.tuples(coord, coord), min_size=3, max_size=9).map(_hull).filter(
    lambda h: len(h) >= 3
    and all(math.dist(h[i], h[i - 1]) > 1e-3 for i in range(len(h)))
    and abs(sum(h[i][0] * h[i - 1][1] - h[i - 1][0] * h[i][1] for i in range(len(h)))) > 1e-3)
sharp = st.tuples(st.floats(2.0, 60.0), st.floats(0.0, 360.0)).map(
    lambda t: transform(_tip(t[0]), (0.0, 0.0), t[1]))
growth = st.sampled_from([GROW, 0.15, 0.01, 0.3])
turns = st.booleans()  # either winding


def _outside_of(p, points) -> float:
    """Distance from p to the convex polygon (0 inside)."""
    return 0.0 if point_in_polygon(p, points) else dist_point_polygon_outline(p, points)


def _inside_planes(p, planes, tol=TOL) -> bool:
    return all(nx * p[0] + ny * p[1] <= off + tol for nx, ny, off in planes)


def _ring(points, reach: float, n: int = 48):
    """Points at `reach` from the outline: round each vertex and out from each side's middle."""
    out = []
    for x, y in points:
        out += [(x + reach * math.cos(k * math.tau / n), y + reach * math.sin(k * math.tau / n))
                for k in range(n)]
    m = len(points)
    for i in range(m):
        (x1, y1), (x2, y2) = points[i], points[(i + 1) % m]
        for t in (0.25, 0.5, 0.75):
            out += [(x1 + t * (x2 - x1) + reach * math.cos(k * math.tau / n),
                     y1 + t * (y2 - y1) + reach * math.sin(k * math.tau / n)) for k in range(n)]
    return [p for p in out if _outside_of(p, points) >= reach * (1 - 1e-6)]


@settings(max_examples=150, deadline=None)
@given(st.one_of(outlines, sharp), growth, turns)
def test_a_grown_outline_reaches_no_farther_than_r_and_holds_the_outline_grown_a_little_less(points, r, backwards):
    points = list(reversed(points)) if backwards else list(points)
    planes, corners = grown_polygon(points, r)
    for c in corners:
        assert _outside_of(c, points) <= r + TOL
        assert _inside_planes(c, planes)  # the corners are the polygon's own
    for p in _ring(points, r * math.cos(ROUND_STEP / 2) * (1 - 1e-6)):
        assert _inside_planes(p, planes), p  # still blocks what lies that close to the outline


@settings(max_examples=150, deadline=None)
@given(st.one_of(outlines, sharp), growth, turns)
def test_a_way_around_terrain_keeps_a_whole_radius_off_it_without_long_spikes(points, r, backwards):
    points = list(reversed(points)) if backwards else list(points)
    planes, corners = grown_polygon_around(points, r)
    for c in corners:
        assert _outside_of(c, points) <= r * math.sqrt(2) + TOL
        assert _inside_planes(c, planes)
    for p in _ring(points, r * (1 - 1e-9)):
        assert _inside_planes(p, planes), p


def test_the_default_footprints_grow_around_as_the_mitre_did():
    # Every default footprint turns at most a right angle at a corner: a mitre, unchanged.
    rect = [(-0.375, -0.275), (0.375, -0.275), (0.375, 0.275), (-0.375, 0.275)]
    planes, corners = grown_polygon_around(rect, 0.15)
    assert len(planes) == 4 and len(corners) == 4
    assert corners[0] == pytest.approx((-0.525, -0.425))


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.floats(8.0, 90.0), st.floats(0.5, 2.5), st.floats(0.5, 1.9),
                          st.floats(0.0, 360.0)), min_size=1, max_size=4),
       st.floats(0.3, 0.7), st.floats(1.7, 2.1))
def test_sight_past_sharp_cover_agrees_with_the_reference(tips, ay, by):
    terrain = [make_terrain(f"tip-{i}", "custom", (x, y), rot, ("polygon", _tip(angle, 0.5)), True)
               for i, (angle, x, y, rot) in enumerate(tips)]
    bf = Battlefield(3.0, 2.4, terrain)
    bf.add_piece("archer", "hero", (0.8, ay))
    bf.add_piece("orc", "bad_guy", (2.2, by))
    for pid in ("archer", "orc"):  # a base standing on terrain is no question to ask
        p = bf.piece(pid)
        assume(all(_outside_of(p.at, list(t.outline)) >= p.radius for t in terrain))
    seen = bf.line_of_sight("archer", "orc")
    assert seen.clear == reference_sight(bf, "archer", "orc").clear, seen
