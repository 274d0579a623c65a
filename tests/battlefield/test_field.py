import pymunk

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
