"""The quick "is that way clear?" of the automatic sides may say "blocked" too often near a
corner, never "clear" where a base would touch terrain, the border or the walkable edge."""

import math

import pymunk
from hypothesis import given, settings
from hypothesis import strategies as st

from questboard.battlefield.categories import EDGE, TERRAIN
from questboard.battlefield.field import Battlefield
from questboard.battlefield.footprints import Footprints
from questboard.battlefield.terrain import make_terrain
from questboard.battlefield.validate import load_map
from questboard.resources import maps_dir

MAPS = sorted(p.stem for p in maps_dir().glob("*.yaml"))
_FIELDS: dict[str, Battlefield] = {}


def _field(name: str) -> Battlefield:
    if name not in _FIELDS:
        _FIELDS[name] = Battlefield.from_map(load_map(maps_dir() / f"{name}.yaml"))
    return _FIELDS[name]


def _touches_something(bf: Battlefield, a, b, r: float) -> bool:
    box = pymunk.BB(min(a[0], b[0]) - r, min(a[1], b[1]) - r, max(a[0], b[0]) + r, max(a[1], b[1]) + r)
    shapes = bf.space.bb_query(box, pymunk.ShapeFilter(mask=TERRAIN | EDGE))
    return any(s.segment_query(a, b, r) is not None for s in shapes)


@settings(max_examples=300, deadline=None)
@given(name=st.sampled_from(MAPS), fx=st.floats(0, 1), fy=st.floats(0, 1),
       length=st.floats(0.05, 2.5), turn=st.floats(0, math.tau))
def test_a_clear_way_keeps_a_base_off_terrain_border_and_walkable_edge(name, fx, fy, length, turn):
    bf = _field(name)
    r = 0.15
    a = (fx * bf.width, fy * bf.height)
    b = (a[0] + length * math.cos(turn), a[1] + length * math.sin(turn))
    if not (bf.inside_walkable(a) and bf.inside_walkable(b)):
        return
    if Footprints(bf, r).clear(*a, *b):
        assert not _touches_something(bf, a, b, r * 0.999)


def test_a_way_through_a_rock_is_blocked_and_one_beside_it_is_clear():
    bf = Battlefield(4, 3)
    bf.add_terrain(make_terrain("rock", "rock", (2.0, 1.5)))
    fp = Footprints(bf, 0.15)
    assert not fp.clear(1.0, 1.5, 3.0, 1.5)
    assert fp.clear(1.0, 2.2, 3.0, 2.2)
