import random

import pytest

from questboard.battlefield import Battlefield, Recruit, load_map, place_in_zones
from questboard.battlefield.geometry import point_in_polygon
from questboard.resources import maps_dir

PARTY = [Recruit(f"h{i}", "hero") for i in range(4)]
HORDE = [Recruit(f"o{i}", "minion") for i in range(6)] + [Recruit("boss", "arch_villain")]


@pytest.mark.parametrize("name", ["forest-clearing", "crossroads-ambush", "ship-deck"])
def test_everyone_is_set_up_inside_a_zone_of_their_kind_without_overlap(name):
    m = load_map(maps_dir() / f"{name}.yaml")
    bf = Battlefield.from_map(m)
    result = place_in_zones(bf, m.start_zones, PARTY + HORDE, random.Random(7))
    assert result.refused == ()
    zones = {z.id: z for z in m.start_zones}
    for pid, zone_id, at in result.placed:
        assert point_in_polygon(at, zones[zone_id].polygon)
        assert bf.check_move(pid, at, 0.0).legal  # its own spot is clear
    ids = list(bf.pieces)
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            assert bf.edge_distance(a, b) > 0


def test_each_minion_zone_gets_a_base_before_any_gets_two():
    m = load_map(maps_dir() / "crossroads-ambush.yaml")
    bf = Battlefield.from_map(m)
    minion_zones = {z.id for z in m.zones_of("minion")}
    result = place_in_zones(bf, m.start_zones, [Recruit(f"g{i}", "minion") for i in range(3)], random.Random(1))
    assert {zone for _, zone, _ in result.placed} == minion_zones


def test_the_same_seed_gives_the_same_set_up():
    m = load_map(maps_dir() / "monastery-yard.yaml")
    runs = []
    for _ in range(2):
        bf = Battlefield.from_map(m)
        runs.append(place_in_zones(bf, m.start_zones, PARTY + HORDE, random.Random(42)).placed)
    assert runs[0] == runs[1]


def test_no_room_is_a_refusal_with_a_reason():
    m = load_map(maps_dir() / "forest-clearing.yaml")
    bf = Battlefield.from_map(m)
    crowd = [Recruit(f"c{i}", "arch_villain") for i in range(40)]
    result = place_in_zones(bf, m.start_zones, crowd, random.Random(3))
    assert result.refused and result.refused[-1][1].startswith("No room for")


def test_a_spot_is_free_exactly_when_no_shape_lies_within_the_radius():
    """`spot_is_free` asks chipmunk for the nearest shape: the same answer as listing them all."""
    from questboard.battlefield.bench import scene
    from questboard.battlefield.categories import MOVE_FILTER
    from questboard.battlefield.placement import spot_is_free

    bf = scene()
    rng = random.Random(5)
    seen = set()
    for _ in range(2000):
        at, r = (rng.uniform(0.2, bf.width - 0.2), rng.uniform(0.2, bf.height - 0.2)), rng.uniform(0.05, 0.4)
        listed = not bf.space.point_query(at, r, MOVE_FILTER)
        inside = bf.walkable is None or point_in_polygon(at, bf.walkable)
        assert spot_is_free(bf, at, r) == (listed and inside)
        seen.add(listed)
    assert seen == {True, False}
