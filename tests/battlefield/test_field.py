import pymunk

from questboard.battlefield import categories as cat
from questboard.battlefield.bench import scene
from questboard.battlefield.categories import BASES_FILTER, MOVE_FILTER, SIGHT_FILTER, SIGHT_LINE


def test_the_lean_box_query_finds_what_pymunk_finds():
    bf = scene()
    for box in ((0.0, 0.0, 5.0, 5.0), (1.0, 1.5, 2.2, 2.9), (3.0, 3.0, 3.1, 3.1), (9.0, 9.0, 10.0, 10.0)):
        for f in (BASES_FILTER, MOVE_FILTER, SIGHT_FILTER):
            assert bf.shapes_in(box, f) == bf.space.bb_query(pymunk.BB(*box), f)


def test_sight_line_twins_come_and_go_with_their_bases():
    bf = scene()
    twins = pymunk.ShapeFilter(mask=SIGHT_LINE)
    before = len(bf.space.bb_query(pymunk.BB(0, 0, 5, 5), twins))
    bf.add_piece("new", "hero", (2.5, 2.5))
    bf.move_piece("new", (0.4, 0.4))
    assert bf.shapes_in((0.3, 0.3, 0.5, 0.5), twins)[-1] is bf.sight_line_of["new"]
    bf.remove_piece("new")
    assert len(bf.space.bb_query(pymunk.BB(0, 0, 5, 5), twins)) == before
    assert "new" not in bf.sight_line_of and len(bf.sight_line_owner) == before


def test_a_base_set_down_where_one_was_taken_off_is_of_its_own_side_and_place():
    """A base taken off leaves its pymunk body for the next one of its size: that one is
    found where it stands and as what it is, the old one nowhere."""
    bf = scene()
    bf.add_piece("old", "hero", (2.5, 2.5))
    bf.remove_piece("old")
    bf.add_piece("new", "bad_guy", (0.4, 0.4))
    found = bf.shapes_in((0.3, 0.3, 0.5, 0.5), pymunk.ShapeFilter(mask=cat.SIDE_BIT["bad_guy"]))
    assert [bf.owner[s] for s in found] == ["new"]
    assert not bf.shapes_in((0.3, 0.3, 0.5, 0.5), pymunk.ShapeFilter(mask=cat.SIDE_BIT["hero"]))
    bases = bf.shapes_in((0.0, 0.0, bf.width, bf.height), BASES_FILTER)
    assert sorted(bf.owner[s] for s in bases) == sorted(bf.pieces)
    assert bf.shape_of["new"].body.position == (0.4, 0.4) and "old" not in bf.owner.values()
    fresh = scene()
    fresh.add_piece("new", "bad_guy", (0.4, 0.4))
    for to in ((0.4, 0.9), (1.5, 1.5), (0.1, 0.1)):
        assert bf.check_move("new", to, 1.0) == fresh.check_move("new", to, 1.0)
