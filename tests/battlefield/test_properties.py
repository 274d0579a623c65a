import copy
import math

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from questboard.battlefield import Battlefield, make_terrain
from questboard.battlefield.categories import MOVE_FILTER
from questboard.battlefield.reference import (
    reference_area,
    reference_move,
    reference_overlap,
    reference_segment_clear,
    reference_sight,
)

FAST = settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.filter_too_much])
# The differential tests (against the plain loops in reference.py) look at more scenes.
WIDE = settings(FAST, max_examples=150)
C = 50.0  # scenes sit in the middle of a 100 × 100 field so its edges never matter

coord = st.floats(-1.5, 1.5)
terrain_st = st.lists(
    st.tuples(st.sampled_from(["circle", "rect"]), coord, coord, st.floats(0.05, 0.4), st.floats(0.05, 0.4),
              st.floats(0, 180), st.booleans()),
    max_size=3,
)
bases_st = st.lists(st.tuples(coord, coord, st.booleans(), st.floats(0.1, 0.2)), min_size=2, max_size=7)


def build(terrain, bases, angle=0.0, shift=(0.0, 0.0)) -> Battlefield:
    c, s = math.cos(math.radians(angle)), math.sin(math.radians(angle))

    def tf(x, y):
        return (C + shift[0] + x * c - y * s, C + shift[1] + x * s + y * c)

    elements = []
    for i, (kind, x, y, a, b, rot, cover) in enumerate(terrain):
        fp = ("circle", a) if kind == "circle" else ("polygon", [(-a, -b), (a, -b), (a, b), (-a, b)])
        elements.append(make_terrain(f"t{i}", "custom", tf(x, y), rot + angle, fp, cover, f"T{i}"))
    bf = Battlefield(100.0, 100.0, elements)
    for i, (x, y, hero, r) in enumerate(bases):
        pid = f"p{i}"
        bf.add_piece(pid, "hero" if hero else "bad_guy", tf(x, y), r)
        if reference_overlap(bf, bf.piece(pid), *bf.piece(pid).at) is not None:
            bf.remove_piece(pid)  # keep only scenes a table could hold
    return bf


def target_of(bf, pid, ang, dist):
    p = bf.piece(pid)
    return (p.x + dist * math.cos(ang), p.y + dist * math.sin(ang))


@FAST
@given(terrain_st, bases_st, st.floats(0, math.tau), st.floats(0.05, 3.0), st.floats(0.3, 2.0))
def test_no_move_ever_ends_overlapping_anything(terrain, bases, ang, dist, bar):
    bf = build(terrain, bases)
    assume(bf.pieces)
    pid = next(iter(bf.pieces))
    v = bf.check_move(pid, target_of(bf, pid, ang, dist), bar)
    assert reference_overlap(bf, bf.piece(pid), *v.end) is None
    if v.legal:
        assert v.end == pytest.approx(v.target)


@FAST
@given(terrain_st, bases_st, st.floats(0, math.tau), st.floats(0.05, 3.0),
       st.floats(0, 360), st.floats(-20, 20), st.floats(-20, 20), st.floats(0, 360))
def test_moving_or_turning_the_whole_scene_changes_no_verdict(terrain, bases, ang, dist, turn, dx, dy, card_deg):
    one = build(terrain, bases)
    two = build(terrain, bases, turn, (dx, dy))
    assume(list(one.pieces) == list(two.pieces) and len(one.pieces) >= 2)
    a, b = list(one.pieces)[:2]
    m1 = one.check_move(a, target_of(one, a, ang, dist), 1.2)
    m2 = two.check_move(a, target_of(two, a, ang + math.radians(turn), dist), 1.2)
    assert (m1.legal, m1.blocker) == (m2.legal, m2.blocker)
    assert one.line_of_sight(a, b).clear == two.line_of_sight(a, b).clear
    assert one.edge_distance(a, b) == pytest.approx(two.edge_distance(a, b), abs=1e-9)
    pose1 = one.snap_area(a, (C + 0.7, C), card_deg)
    c, s = math.cos(math.radians(turn)), math.sin(math.radians(turn))
    x, y = pose1.centre[0] - C, pose1.centre[1] - C
    centre2 = (C + dx + x * c - y * s, C + dy + x * s + y * c)
    assert set(one.check_area(a, pose1.centre, card_deg).hit) == set(two.check_area(a, centre2, card_deg + turn).hit)


@FAST
@given(terrain_st, bases_st)
def test_sight_and_edge_distance_are_symmetric(terrain, bases):
    bf = build(terrain, bases)
    ids = list(bf.pieces)
    assume(len(ids) >= 2)
    for b in ids[1:]:
        assert bf.line_of_sight(ids[0], b).clear == bf.line_of_sight(b, ids[0]).clear
        assert bf.edge_distance(ids[0], b) == bf.edge_distance(b, ids[0])


@FAST
@given(st.floats(1.5, 4.0), st.floats(-0.29, 0.29), st.floats(0.1, 0.2), st.floats(0.1, 0.2))
def test_dragging_into_an_enemy_stops_at_exact_base_to_base_contact(ex, ey, r1, r2):
    assume(abs(ey) < (r1 + r2) * 0.999)
    bf = Battlefield(10.0, 10.0)
    bf.add_piece("k", "hero", (1.0, 5.0), r1)
    bf.add_piece("o", "bad_guy", (1.0 + ex, 5.0 + ey), r2)
    v = bf.check_move("k", (8.0, 5.0), 9.0)
    assert not v.legal and v.blocker == "o" and v.contact
    assert math.dist(v.end, (1.0 + ex, 5.0 + ey)) == pytest.approx(r1 + r2, abs=1e-6)


def _met_at(bf, pid, end):
    """Ids of everything within a hair of base `pid` standing at `end`."""
    r = bf.piece(pid).radius
    return {bf.id_of(bf.owner[i.shape]) for i in bf.space.point_query(end, r + 1e-5, MOVE_FILTER)
            if bf.owner[i.shape] != pid}


@WIDE
@given(terrain_st, bases_st, st.floats(0, math.tau), st.floats(0.05, 3.0), st.floats(0, 360))
def test_pymunk_queries_agree_with_the_plain_loops(terrain, bases, ang, dist, deg):
    bf = build(terrain, bases)
    ids = list(bf.pieces)
    assume(len(ids) >= 2)
    a, b = ids[:2]
    to = target_of(bf, a, ang, dist)
    fast, ref = bf.check_move(a, to, 1.2), reference_move(bf, a, to, 1.2)
    assert fast.legal == ref.legal
    assert math.dist(fast.end, ref.end) < 1e-6
    if fast.blocker != ref.blocker:
        # Things met together are named by the field's order (R52), so the two differ only
        # over several friends under the spot where the move would have ended.
        p = bf.piece(a)
        k = min(1.0, 1.2 / math.dist(p.at, to))
        aim = (p.x + (to[0] - p.x) * k, p.y + (to[1] - p.y) * k)
        friends = {f for f, q in bf.pieces.items() if q.side == p.side and f != a}
        assert {fast.blocker, ref.blocker} <= friends & (_met_at(bf, a, fast.end) | _met_at(bf, a, aim))
    sight = bf.line_of_sight(a, b)
    assert sight.clear == reference_sight(bf, a, b).clear
    if sight.clear and sight.witness[0] != sight.witness[1]:  # (bases that touch have a point for a witness)
        assert reference_segment_clear(bf, a, b, sight.witness)
    pose = bf.snap_area(a, to, deg)
    assert bf.check_area(a, pose.centre, deg).hit == reference_area(bf, a, pose.centre, deg).hit


@st.composite
def touching_bases_st(draw):
    """Bases in a cluster, each one touching a base placed before it."""
    out = [(0.0, 0.0, True, 0.15)]
    for _ in range(draw(st.integers(2, 6))):
        x, y, _, r0 = draw(st.sampled_from(out))
        ang, r = draw(st.floats(0, math.tau)), draw(st.floats(0.1, 0.2))
        out.append((x + (r0 + r) * math.cos(ang), y + (r0 + r) * math.sin(ang), draw(st.booleans()), r))
    return out


@WIDE
@given(terrain_st, touching_bases_st())
def test_sight_between_touching_bases_agrees_with_the_plain_loop(terrain, bases):
    bf = build(terrain, bases)
    ids = list(bf.pieces)
    for a in ids:
        for b in ids:
            if a != b:
                sight = bf.line_of_sight(a, b)
                assert sight.clear == reference_sight(bf, a, b).clear, (a, b)
                if sight.clear and sight.witness[0] != sight.witness[1]:
                    assert reference_segment_clear(bf, a, b, sight.witness), (a, b)


def test_a_deep_copy_of_the_field_answers_sight_like_the_original():
    bf = build([("rect", 0.0, 0.0, 0.2, 0.3, 30.0, True)], [(-1.0, 0.1, True, 0.15), (1.0, -0.1, False, 0.15),
                                                             (0.0, 1.0, True, 0.15), (0.5, 0.9, False, 0.15)])
    twin = copy.deepcopy(bf)
    ids = list(bf.pieces)
    for a in ids:
        for b in ids:
            if a != b:
                assert twin.line_of_sight(a, b) == bf.line_of_sight(a, b)
