from questboard.battlefield import make_terrain
from questboard.battlefield.geometry import dist_point_segment
from questboard.battlefield.sight_lines import circle_record
from questboard.battlefield.sight_quick import cuts_corridor
from tests.battlefield.conftest import wall


def test_a_friend_in_a_corridor_blocks_sight(field):
    bf = field(wall("north", 2.0, 1.2, 2.0, 0.1), wall("south", 2.0, 1.8, 2.0, 0.1))
    bf.add_piece("k", "hero", (0.8, 1.5))
    bf.add_piece("friend", "hero", (2.0, 1.5))
    bf.add_piece("orc", "bad_guy", (3.2, 1.5))
    v = bf.line_of_sight("k", "orc")
    assert not v.clear
    assert "friend" in v.blockers
    assert v.reason.startswith("No line of sight: blocked by")


def test_a_tree_without_cover_does_not_block_sight(field):
    bf = field(make_terrain("oak", "tree", (2.0, 1.0)))
    bf.add_piece("k", "hero", (1.0, 1.0))
    bf.add_piece("orc", "bad_guy", (3.0, 1.0))
    assert bf.line_of_sight("k", "orc").clear


def test_a_tree_marked_as_cover_blocks_sight(field):
    bf = field(make_terrain("oak", "tree", (2.0, 1.0), cover=True))
    bf.add_piece("k", "hero", (1.0, 1.0))
    bf.add_piece("orc", "bad_guy", (3.0, 1.0))
    v = bf.line_of_sight("k", "orc")
    assert not v.clear and v.blockers == ("oak",)
    assert v.reason == "No line of sight: blocked by the Tree (oak)"


def test_a_sight_line_that_only_exists_off_centre_grazes_past_cover(field):
    # Bases span y 0.85..1.15; the wall's top edge is at 0.855, so only lines hugging the
    # bases' top edges pass (the wall is grown by ε/2 = 0.0025, leaving 0.0025 LU).
    bf = field(wall("wall", 2.0, 1.2, 0.4, 0.69))
    bf.add_piece("k", "hero", (0.5, 1.0))
    bf.add_piece("orc", "bad_guy", (3.5, 1.0))
    v = bf.line_of_sight("k", "orc")
    assert v.clear
    (x0, y0), (x1, y1) = v.witness
    assert max(y0, y1) < 0.8525 + 1e-9
    assert dist_point_segment((0.5, 1.0), (x0, y0), (x0, y0)) <= 0.15 + 1e-9
    assert dist_point_segment((3.5, 1.0), (x1, y1), (x1, y1)) <= 0.15 + 1e-9


def test_cover_a_hair_taller_leaves_no_line(field):
    bf = field(wall("wall", 2.0, 1.2, 0.4, 0.71))  # top edge at 0.845, above the bases' edge
    bf.add_piece("k", "hero", (0.5, 1.0))
    bf.add_piece("orc", "bad_guy", (3.5, 1.0))
    v = bf.line_of_sight("k", "orc")
    assert not v.clear and v.blockers == ("wall",)


def test_a_gap_between_two_blockers_lets_a_slanted_line_through(field):
    bf = field()
    bf.add_piece("k", "hero", (0.5, 1.0))
    bf.add_piece("orc", "bad_guy", (3.5, 1.4))
    bf.add_piece("g1", "bad_guy", (2.0, 0.95))
    bf.add_piece("g2", "bad_guy", (2.0, 1.45))
    v = bf.line_of_sight("k", "orc")
    assert v.clear
    (x0, y0), (x1, y1) = v.witness
    for g in ((2.0, 0.95), (2.0, 1.45)):
        assert dist_point_segment(g, (x0, y0), (x1, y1)) >= 0.15


def test_two_touching_bases_leave_no_gap_to_shoot_through(field):
    bf = field()
    bf.add_piece("k", "hero", (0.5, 1.0))
    bf.add_piece("orc", "bad_guy", (3.5, 1.0))
    for i, y in enumerate((0.4, 0.7, 1.0, 1.3, 1.6)):
        bf.add_piece(f"w{i}", "bad_guy", (2.0, y))
    assert not bf.line_of_sight("k", "orc").clear


def test_sight_is_clear_when_the_bases_touch(field):
    bf = field()
    bf.add_piece("k", "hero", (1.0, 1.0))
    bf.add_piece("orc", "bad_guy", (1.3, 1.0))
    assert bf.line_of_sight("k", "orc").clear


def test_one_blocker_across_the_whole_corridor_proves_no_line():
    # Bases of radius 0.15 at y = 1.0; the corridor between them spans y 0.85..1.15.
    wide = circle_record("rock", 2.0, 1.0, 0.16)
    narrow = circle_record("post", 2.0, 1.0, 0.14)
    low = circle_record("stump", 2.0, 1.2, 0.16)
    against_a = circle_record("bush", 0.96, 1.0, 0.31)
    assert cuts_corridor(wide, 0.5, 1.0, 0.15, 3.5, 1.0, 0.15)
    assert not cuts_corridor(narrow, 0.5, 1.0, 0.15, 3.5, 1.0, 0.15)
    assert not cuts_corridor(low, 0.5, 1.0, 0.15, 3.5, 1.0, 0.15)
    assert not cuts_corridor(against_a, 0.5, 1.0, 0.15, 3.5, 1.0, 0.15)


def test_a_lone_blocker_across_the_corridor_is_named_alone(field):
    bf = field(wall("wall", 2.0, 1.0, 0.2, 0.8))
    bf.add_piece("k", "hero", (0.5, 1.0))
    bf.add_piece("orc", "bad_guy", (3.5, 1.0))
    bf.add_piece("friend", "hero", (1.2, 1.35))
    v = bf.line_of_sight("k", "orc")
    assert not v.clear and v.blockers == ("wall",)
    assert v.reason == "No line of sight: blocked by the Wall (wall)"
