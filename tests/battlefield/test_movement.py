import math

import pytest

from questboard.battlefield import load_map, make_terrain
from questboard.resources import maps_dir
from tests.battlefield.conftest import wall


def test_exact_contact_with_an_enemy_is_allowed(field):
    bf = field()
    bf.add_piece("k", "hero", (1.0, 1.0))
    bf.add_piece("o", "bad_guy", (2.0, 1.0))
    v = bf.check_move("k", (1.7, 1.0), 1.2)
    assert v.legal
    assert v.end == pytest.approx((1.7, 1.0))


def test_overlap_by_a_thousandth_is_refused_and_snaps_to_contact(field):
    bf = field()
    bf.add_piece("k", "hero", (1.0, 1.0))
    bf.add_piece("o", "bad_guy", (2.0, 1.0))
    v = bf.check_move("k", (1.701, 1.0), 1.2)
    assert not v.legal
    assert v.reason == "Blocked by o"
    assert v.blocker == "o" and v.contact
    assert v.end[0] == pytest.approx(1.7, abs=1e-9)


def test_a_move_cannot_tunnel_through_a_thin_wall(field):
    bf = field(wall("wall", 2.0, 1.5, 0.02, 1.0))
    bf.add_piece("k", "hero", (1.0, 1.5))
    # Both ends are clear of the wall; only the sweep sees it.
    v = bf.check_move("k", (3.0, 1.5), 2.5)
    assert not v.legal
    assert v.reason == "Blocked by the Wall (wall)"
    assert v.end[0] == pytest.approx(2.0 - 0.01 - 0.15, abs=1e-9)


def test_a_friend_in_a_corridor_is_passed_through(field):
    bf = field(wall("north", 2.0, 1.2, 2.0, 0.1), wall("south", 2.0, 1.8, 2.0, 0.1))
    bf.add_piece("k", "hero", (0.8, 1.5))
    bf.add_piece("friend", "hero", (2.0, 1.5))
    v = bf.check_move("k", (3.2, 1.5), 2.5)
    assert v.legal, v.reason


def test_an_enemy_in_the_corridor_stops_the_move_at_contact(field):
    bf = field(wall("north", 2.0, 1.2, 2.0, 0.1), wall("south", 2.0, 1.8, 2.0, 0.1))
    bf.add_piece("k", "hero", (0.8, 1.5))
    bf.add_piece("orc", "bad_guy", (2.0, 1.5))
    v = bf.check_move("k", (3.2, 1.5), 2.5)
    assert not v.legal and v.blocker == "orc"
    assert math.dist(v.end, (2.0, 1.5)) == pytest.approx(0.3, abs=1e-9)


def test_ending_on_a_friend_is_refused_and_backs_off_to_touching(field):
    bf = field()
    bf.add_piece("k", "hero", (1.0, 1.0))
    bf.add_piece("friend", "hero", (2.0, 1.0))
    v = bf.check_move("k", (1.9, 1.0), 1.2)
    assert not v.legal
    assert v.reason == "Ends overlapping friend"
    assert v.end[0] == pytest.approx(1.7, abs=1e-9)


def test_a_tree_without_cover_still_blocks_movement(field):
    bf = field(make_terrain("oak", "tree", (2.0, 1.0)))
    assert not bf.terrain["oak"].cover
    bf.add_piece("k", "hero", (1.0, 1.0))
    v = bf.check_move("k", (3.0, 1.0), 2.0)
    assert not v.legal and v.reason == "Blocked by the Tree (oak)"
    assert v.end[0] == pytest.approx(2.0 - 0.28 - 0.15, abs=1e-9)


def test_too_far_gives_the_furthest_point_on_the_bar(field):
    bf = field()
    bf.add_piece("k", "hero", (1.0, 1.0))
    v = bf.check_move("k", (2.32, 1.0), 1.2)
    assert not v.legal
    assert v.reason == "Too far: 1.32 LU, bar 1.20"
    assert v.end == pytest.approx((2.2, 1.0))


def test_the_leading_edge_may_reach_the_end_of_the_bar(field):
    bf = field()
    bf.add_piece("k", "hero", (1.0, 1.0))
    assert bf.check_move("k", (2.2, 1.0), 1.2).legal


def test_leaving_the_field_is_refused(field):
    bf = field()
    bf.add_piece("k", "hero", (1.0, 1.0))
    v = bf.check_move("k", (1.0, -0.5), 2.0)
    assert not v.legal and v.reason == "Leaves the field"
    assert v.end[1] == pytest.approx(0.15, abs=1e-9)


def test_stepping_off_the_ship_deck_is_refused():
    from questboard.battlefield import Battlefield

    bf = Battlefield.from_map(load_map(maps_dir() / "ship-deck.yaml"))
    bf.add_piece("k", "hero", (1.0, 1.7))
    v = bf.check_move("k", (1.0, 2.3), 1.2)
    assert not v.legal and v.reason == "Leaves the walkable region"


def test_a_base_touching_an_enemy_may_step_away_but_not_in(field):
    bf = field()
    bf.add_piece("k", "hero", (1.0, 1.0))
    bf.add_piece("o", "bad_guy", (1.3, 1.0))
    assert bf.check_move("k", (0.5, 1.0), 1.0).legal
    inward = bf.check_move("k", (1.5, 1.2), 1.0)
    assert not inward.legal and inward.end == pytest.approx((1.0, 1.0), abs=1e-6)


def test_a_card_used_twice_gives_two_straight_moves(field):
    bf = field(wall("wall", 2.0, 1.0, 0.1, 1.2))
    bf.add_piece("k", "hero", (1.0, 1.0))
    path = [(1.5, 2.0), (2.6, 2.0)]
    assert bf.check_path("k", path, 1.2, uses=2).legal
    once = bf.check_path("k", path, 1.2, uses=1)
    assert not once.legal and once.reason == "Too many moves: 2, the card allows 1"
    blocked = bf.check_path("k", [(1.5, 1.0), (2.6, 1.0)], 1.2, uses=2)
    assert not blocked.legal and blocked.reason.startswith("Move 2: Blocked by the Wall")


def test_moving_a_piece_updates_the_queries(field):
    bf = field()
    bf.add_piece("k", "hero", (1.0, 1.0))
    bf.add_piece("o", "bad_guy", (2.0, 1.0))
    bf.move_piece("o", (3.5, 2.5))
    assert bf.check_move("k", (2.0, 1.0), 1.2).legal
    bf.remove_piece("o")
    assert "o" not in bf.pieces


def test_a_friend_the_base_already_grazes_does_not_hang_the_sweep():
    """A friend overlapped by a hair at the start (more than TOUCH, less than what placement
    refuses) once sent the friend sweep into an endless loop; the line now ends at once."""
    from questboard.battlefield.movement import clear_of_friends
    from questboard.battlefield.pieces import Piece

    graze = 1e-6
    for heading in (0.0, math.pi / 2, math.pi, 3 * math.pi / 2):
        friend = Piece("f", "hero", 1.0 + 0.3 - graze, 1.0, 0.15)
        ux, uy = math.cos(heading), math.sin(heading)
        end = clear_of_friends(1.0, 1.0, ux, uy, 0.15, 0.5, [friend])
        # Ending inside the friend: back to the start; any other way the line is clear.
        assert end == (0.0 if heading == 0.0 else 0.5)
