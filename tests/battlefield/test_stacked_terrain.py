"""Two identical pieces of terrain stacked on one spot: a move meets both at once, and both
move checks (pymunk's and the plain loops) name the one the map lists first (README R52)."""

from __future__ import annotations

import pytest

from questboard.battlefield import Battlefield, make_terrain
from questboard.battlefield.mapfile import CombatMap
from questboard.battlefield.movement import end_guard
from questboard.battlefield.reference import reference_move, reference_overlap

SHAPES = {"circle": ("circle", 0.3),
          "rectangle": ("polygon", [(-0.3, -0.2), (0.3, -0.2), (0.3, 0.2), (-0.3, 0.2)])}


def _stacked(ids: tuple[str, ...], shape: str) -> Battlefield:
    pieces = [make_terrain(i, "custom", (2.0, 1.0), 0, SHAPES[shape], True, i.title()) for i in ids]
    bf = Battlefield(4.0, 2.0, pieces)
    bf.add_piece("k", "hero", (0.5, 1.0), 0.15)
    return bf


@pytest.mark.parametrize("shape", list(SHAPES))
@pytest.mark.parametrize("ids", [("rock-1", "rock-2"), ("rock-2", "rock-1"), ("b", "a", "c")])
def test_a_move_into_stacked_terrain_names_the_piece_listed_first(ids, shape):
    bf = _stacked(ids, shape)
    fast, plain = bf.check_move("k", (3.5, 1.0), 9.0), reference_move(bf, "k", (3.5, 1.0), 9.0)
    assert (fast.legal, fast.blocker) == (False, ids[0])
    assert fast.reason == f"Blocked by the {ids[0].title()} ({ids[0]})"
    assert (plain.legal, plain.blocker, plain.reason) == (fast.legal, fast.blocker, fast.reason)


@pytest.mark.parametrize("shape", list(SHAPES))
@pytest.mark.parametrize("ids", [("rock-1", "rock-2"), ("rock-2", "rock-1")])
def test_a_spot_on_stacked_terrain_names_the_piece_listed_first(ids, shape):
    bf = _stacked(ids, shape)
    piece = bf.piece("k")
    assert end_guard(bf, piece, 2.0, 1.0).id == ids[0]
    assert reference_overlap(bf, piece, 2.0, 1.0).id == ids[0]


def test_the_map_file_order_decides_between_stacked_pieces():
    stacked = [{"id": i, "kind": "rock", "at": [2.0, 1.0]} for i in ("second-listed", "first")]
    stacked.reverse()  # the file lists 'first' first
    combat_map = CombatMap.model_validate({
        "id": "stack", "title": "Stack", "description": "two rocks on one spot", "size": [4.0, 2.0],
        "terrain": stacked,
        "zones": [{"id": "heroes", "kind": "hero", "polygon": [[0.1, 0.1], [0.9, 0.1], [0.9, 1.9], [0.1, 1.9]]},
                  {"id": "orcs", "kind": "minion", "polygon": [[3.1, 0.1], [3.9, 0.1], [3.9, 1.9], [3.1, 1.9]]}],
    })
    bf = Battlefield.from_map(combat_map)
    bf.add_piece("k", "hero", (0.5, 1.0), 0.15)
    assert bf.check_move("k", (3.5, 1.0), 9.0).blocker == "first"
    assert reference_move(bf, "k", (3.5, 1.0), 9.0).blocker == "first"
