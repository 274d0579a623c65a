import math

from hypothesis import given, settings
from hypothesis import strategies as st

from questboard.battlefield.geometry import dist_point_segment
from questboard.battlefield.pieces import GROW
from questboard.battlefield.reference import reference_sight
from questboard.battlefield.sight import search
from questboard.battlefield.sight_lines import (
    blocks,
    circle_record,
    gap_segment,
    polygon_record,
    tangent_lines,
)

# The shooter and the target sit at y = 1.0; the corridor between them spans y 0.85..1.15.


def _two_across(bf, gap: float) -> None:
    """Two bases side by side across the corridor at x = 2.0, `gap` LU apart edge to edge."""
    half = 0.15 + gap / 2
    bf.add_piece("k", "hero", (0.5, 1.0))
    bf.add_piece("orc", "bad_guy", (3.5, 1.0))
    bf.add_piece("w1", "bad_guy", (2.0, 1.0 - half))
    bf.add_piece("w2", "bad_guy", (2.0, 1.0 + half))


def test_a_wall_of_two_touching_bases_across_the_corridor_blocks_sight(field):
    bf = field()
    _two_across(bf, 0.0)
    v = bf.line_of_sight("k", "orc")
    assert not v.clear
    assert set(v.blockers) <= {"w1", "w2"}
    assert not reference_sight(bf, "k", "orc").clear


def test_bases_closer_than_epsilon_leave_no_gap_to_see_through(field):
    bf = field()
    _two_across(bf, 0.004)  # touching by G2: their grown blockers overlap
    assert not bf.line_of_sight("k", "orc").clear


def test_a_hair_wide_gap_between_two_bases_lets_the_line_through_it(field):
    bf = field()
    _two_across(bf, 0.007)  # grown by ε/2 each, they leave 0.002 LU between them
    v = bf.line_of_sight("k", "orc")
    assert v.clear and reference_sight(bf, "k", "orc").clear
    (x0, y0), (x1, y1) = v.witness
    y_at_wall = y0 + (y1 - y0) * (2.0 - x0) / (x1 - x0)
    assert abs(y_at_wall - 1.0) < 0.001
    for wall in ((2.0, 1.0 - 0.1535), (2.0, 1.0 + 0.1535)):
        assert dist_point_segment(wall, (x0, y0), (x1, y1)) >= 0.15 + GROW - 1e-9


def test_a_slanted_hair_wide_gap_is_found_off_the_centre_line(field):
    bf = field()
    bf.add_piece("k", "hero", (0.5, 0.9))
    bf.add_piece("orc", "bad_guy", (3.5, 1.1))
    # The gap sits off the centre line (which crosses x = 2.0 at y = 1.0), so only a slanted
    # line, tangent to the two wall bases, threads it.
    bf.add_piece("w1", "bad_guy", (2.0, 1.05 - 0.1535))
    bf.add_piece("w2", "bad_guy", (2.0, 1.05 + 0.1535))
    v = bf.line_of_sight("k", "orc")
    assert v.clear == reference_sight(bf, "k", "orc").clear
    assert v.clear
    (x0, y0), (x1, y1) = v.witness
    for wall in ((2.0, 1.05 - 0.1535), (2.0, 1.05 + 0.1535)):
        assert dist_point_segment(wall, (x0, y0), (x1, y1)) >= 0.15 + GROW - 1e-9


def _every_line(ax, ay, ra, bx, by, rb, records) -> bool:
    """Is any line tangent to two features clear? Every pair, no bounds (the slow way)."""
    features = [(ax, ay, ra, -1), (bx, by, rb, -2)]
    for k, rec in enumerate(records):
        if rec[4] is None:
            features.append((rec[1], rec[2], rec[3], k))
        else:
            features.extend((x, y, 0.0, k) for x, y in rec[5])
    d = math.hypot(bx - ax, by - ay)
    ux, uy = (bx - ax) / d, (by - ay) / d
    segments = [(ax + ux * ra, ay + uy * ra, bx - ux * rb, by - uy * rb)]
    for i, f1 in enumerate(features):
        for f2 in features[i + 1:]:
            if f1[3] == f2[3] and f1[3] >= 0:
                continue
            for nx, ny, p in tangent_lines(f1[0], f1[1], f1[2], f2[0], f2[1], f2[2]):
                seg = gap_segment(nx, ny, p, ax, ay, ra, bx, by, rb)
                if seg is not None:
                    segments.append(seg)
    return any(not any(blocks(rec, *seg) for rec in records) for seg in segments)


spot = st.tuples(st.floats(0.8, 3.2), st.floats(0.5, 1.5))


@settings(max_examples=150, deadline=None, derandomize=True)
@given(st.floats(0.1, 0.25), st.floats(0.1, 0.25), st.floats(0.6, 1.4),
       st.lists(st.tuples(spot, st.floats(0.05, 0.3)), max_size=5),
       st.lists(st.tuples(spot, st.floats(0.05, 0.3), st.floats(0.05, 0.3), st.floats(0, math.pi)), max_size=2))
def test_the_search_with_its_bounds_agrees_with_trying_every_pair(ra, rb, by, circles, boxes):
    ax, ay, bx = 0.3, 1.0, 3.7
    records = [circle_record(f"c{i}", x, y, r) for i, ((x, y), r) in enumerate(circles)]
    for i, ((x, y), w, h, turn) in enumerate(boxes):
        c, s = math.cos(turn), math.sin(turn)
        corners = [(x + px * c - py * s, y + px * s + py * c) for px, py in ((-w, -h), (w, -h), (w, h), (-w, h))]
        records.append(polygon_record(f"p{i}", tuple(corners)))
    witness, _ = search(ax, ay, ra, bx, by, rb, list(records))
    assert (witness is not None) == _every_line(ax, ay, ra, bx, by, rb, records)
