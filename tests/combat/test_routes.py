"""Ways round terrain for the automatic sides: over waypoints off the corners, never through."""

import math
from itertools import pairwise

from questboard.battlefield import routes
from questboard.combat import tactics as T
from questboard.combat.setup import start_fight
from questboard.combat.spec import CombatSpec
from tests.combat.helpers import PLAIN, plain_map, put

# A wall across the middle of the plain map, from y = 0.75 to y = 2.25 at x = 2.0.
WALL = {"id": "wall", "kind": "custom", "name": "Wall", "cover": True, "at": (2.0, 1.5),
        "rotation": 90, "footprint": {"shape": "rectangle", "width": 1.5, "height": 0.08}}


def _walled_fight(game):
    state = game("karomin")
    spec = CombatSpec(map=plain_map(terrain=[*PLAIN["terrain"], WALL]), bad_guys={"west-orcs": {"orc-warrior": 1}})
    return start_fight(state, spec, record=False)


def test_the_way_past_a_wall_goes_round_one_end_and_every_leg_is_clear(game):
    fight = _walled_fight(game)
    bf = fight.field
    path = routes.way(bf, (1.6, 1.5), (2.4, 1.5), 0.15)
    assert path is not None and path[0] == (1.6, 1.5) and path[-1] == (2.4, 1.5)
    assert all(y > 2.25 or y < 0.75 for _, y in path[1:-1])
    assert all(routes.clear(bf, a, b, 0.15 * routes.THIN) for a, b in pairwise(path))


def test_there_is_no_way_to_a_spot_walled_in(game):
    fight = _walled_fight(game)
    assert routes.way(fight.field, (1.6, 1.5), (3.0, 0.6), 0.15) is None  # inside the rock


def test_a_fighter_behind_a_wall_heads_for_its_end_not_into_it(game):
    fight = _walled_fight(game)
    put(fight, "karomin", 1.75, 1.4)
    put(fight, "orc-warrior-1", 2.25, 1.5)
    karomin, orc = fight.fighters["karomin"], fight.fighters["orc-warrior-1"]
    to = T.step_towards(fight, karomin, orc)
    assert to is not None and fight.field.check_move("karomin", to, 0.8).legal
    assert abs(to[1] - 1.5) > 0.5  # towards an end of the wall
    assert math.hypot(to[0] - 1.75, to[1] - 1.4) > 0.5  # a real step, not a shuffle along it


def test_a_way_asked_again_is_the_one_found_and_terrain_set_down_since_is_minded(game):
    from questboard.battlefield.terrain import make_terrain

    fight = _walled_fight(game)
    bf = fight.field
    first = routes.way(bf, (1.6, 1.5), (2.4, 0.4), 0.15)
    again = routes.way(bf, (1.6, 1.5), (2.4, 0.4), 0.15)
    assert again == first and again is not first  # kept, handed out as a list of its own
    goes_south = first[1][1] < 0.75
    # A rock where that way turns the wall's end: the way kept for the old terrain is not used.
    corner = (2.0, 0.55) if goes_south else (2.0, 2.45)
    bf.add_terrain(make_terrain("rock-at-the-end", "rock", corner))
    after = routes.way(bf, (1.6, 1.5), (2.4, 0.4), 0.15)
    assert after != first
    assert after is None or all(routes.clear(bf, a, b, 0.15 * routes.THIN)
                                for a, b in pairwise(after))
