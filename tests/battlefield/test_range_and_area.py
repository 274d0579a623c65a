import copy
import math

import pytest

from questboard.battlefield import CARD_LENGTH, CARD_WIDTH
from questboard.battlefield.area import AreaVerdict, card_corners


def test_edge_distance_and_touching_within_epsilon(field):
    bf = field()
    bf.add_piece("k", "hero", (1.0, 1.0))
    bf.add_piece("o", "bad_guy", (1.304, 1.0))
    assert bf.edge_distance("k", "o") == pytest.approx(0.004)
    assert bf.touching("k", "o")
    bf.move_piece("o", (1.306, 1.0))
    assert not bf.touching("k", "o")


def test_range_is_edge_to_edge_against_bar_times_uses(field):
    bf = field()
    bf.add_piece("k", "hero", (0.5, 1.0))
    bf.add_piece("o", "bad_guy", (2.12, 1.0))
    v = bf.check_range("k", "o", 1.2)
    assert not v.in_range and v.reason == "Out of range: 1.32 LU, bar 1.20"
    twice = bf.check_range("k", "o", 1.2, uses=2)
    assert twice.in_range and twice.reach == pytest.approx(2.4)


def test_a_touching_target_cannot_be_shot(field):
    bf = field()
    bf.add_piece("k", "hero", (0.5, 1.0))
    bf.add_piece("o", "bad_guy", (0.8, 1.0))
    v = bf.check_range("k", "o", 1.2)
    assert not v.in_range and v.touching


def test_card_touching_the_user_at_one_corner_is_valid(field):
    bf = field()
    bf.add_piece("k", "hero", (1.0, 1.0))
    half_diag = math.hypot(CARD_LENGTH / 2, CARD_WIDTH / 2)
    corner_angle = math.degrees(math.atan2(CARD_WIDTH / 2, CARD_LENGTH / 2))
    # Turn the card so one corner points straight at the base, corner exactly on the rim.
    deg = 180 - corner_angle
    centre = (1.0 + 0.15 + half_diag, 1.0)
    v = bf.check_area("k", centre, deg)
    assert v.valid and v.gap == pytest.approx(0.0, abs=1e-9)
    assert v.hit == ()  # touching at a point is not overlapping
    far = bf.check_area("k", (centre[0] + 0.01, 1.0), deg)
    assert not far.valid and far.reason == "The card must touch k: gap 0.01 LU"


def test_card_hits_a_base_by_a_sliver(field):
    bf = field()
    bf.add_piece("k", "hero", (1.0, 1.0))
    bf.add_piece("o", "bad_guy", (2.5 + 0.15 - 0.001, 1.0))
    bf.add_piece("p", "bad_guy", (2.0, 1.358 + 0.15 + 0.001))
    v = bf.check_area("k", (2.0, 1.0), 0.0)  # card spans x 1.5..2.5, y 0.642..1.358
    assert not v.valid  # 0.35 LU from k
    assert v.hit == ("o",)


def test_card_hits_the_user_and_friends_too(field):
    bf = field()
    bf.add_piece("k", "hero", (1.0, 1.0))
    bf.add_piece("f", "hero", (1.6, 1.0))
    v = bf.check_area("k", (1.45, 1.0), 0.0)
    assert v.valid and set(v.hit) == {"k", "f"}


def test_snapping_the_card_to_the_user_gives_the_nearest_touching_pose(field):
    bf = field()
    bf.add_piece("k", "hero", (1.0, 1.0))
    pose = bf.snap_area("k", (3.0, 1.0), 0.0)
    assert pose.snapped
    assert pose.centre == pytest.approx((1.0 + 0.15 + CARD_LENGTH / 2, 1.0))
    assert bf.check_area("k", pose.centre, 0.0).valid
    inside = bf.snap_area("k", (1.2, 1.1), 30.0)
    assert not inside.snapped and inside.centre == (1.2, 1.1)


def test_an_area_verdict_reads_like_one_built_in_full(field):
    bf = field()
    bf.add_piece("k", "hero", (1.0, 1.0), name="Karomin")
    bf.add_piece("f", "hero", (1.6, 1.0))
    v = bf.check_area("k", (1.45, 1.1), 20.0)
    assert v.corners == card_corners(1.45, 1.1, 20.0)
    assert v.reason == "The card touches Karomin and covers 2 bases: f, k"
    built = AreaVerdict(v.valid, v.reason, "k", (1.45, 1.1), 20.0, v.corners, v.hit, v.gap)
    assert v == built and hash(v) == hash(built) and repr(v) == repr(built)
    assert copy.deepcopy(bf.check_area("k", (1.45, 1.1), 20.0)) == built
