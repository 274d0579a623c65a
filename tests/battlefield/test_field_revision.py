"""Battlefield.revision: what a remembered verdict rests on goes up with every change."""

from questboard.battlefield.field import Battlefield
from questboard.battlefield.terrain import make_terrain


def test_every_change_of_bases_or_terrain_raises_the_revision():
    bf = Battlefield(4.0, 3.0)
    seen = [bf.revision]
    bf.add_piece("h", "hero", (1.0, 1.0))
    seen.append(bf.revision)
    bf.move_piece("h", (1.5, 1.0))
    seen.append(bf.revision)
    bf.add_terrain(make_terrain("rock-1", "rock", (3.0, 2.0), 0.0))
    seen.append(bf.revision)
    bf.remove_piece("h")
    seen.append(bf.revision)
    assert seen == sorted(set(seen)), seen


def test_questions_leave_the_revision_alone():
    bf = Battlefield(4.0, 3.0)
    bf.add_piece("h", "hero", (1.0, 1.0))
    bf.add_piece("b", "bad_guy", (3.0, 1.0))
    before = bf.revision
    bf.check_move("h", (2.0, 1.0), 1.0)
    bf.line_of_sight("h", "b", remember=True)
    bf.check_area("h", (1.0, 1.6), 0.0)
    assert bf.revision == before
