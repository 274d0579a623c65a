"""Setting up never leaves a base out of a zone that a packing of rows would hold: the random
spots come first, and when they have wasted the zone's room the bases in it are set down
anew in hexagonal rows (`battlefield.placement.make_room`)."""

from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from questboard.battlefield.geometry import point_in_polygon
from questboard.battlefield.mapfile import CombatMap
from questboard.combat import events as E
from questboard.combat.setup import start_fight
from questboard.combat.spec import CombatSpec
from questboard.content import load_cards
from questboard.rules.state import new_game

R = 0.15  # an Orc Warrior's base: 0.30 LU across


def _field(x0: float, y0: float, w: float, h: float, rock: bool) -> CombatMap:
    """A 4 × 3 LU field: the zone under test, a hero zone far from it, a rock beside it."""
    terrain = [{"id": "stone", "kind": "rock", "at": [x0 + w + 0.6, y0 + h / 2]}] if rock else []
    return CombatMap.model_validate({
        "id": "packing", "title": "Packing", "description": "a test field", "size": [4.0, 3.0],
        "terrain": terrain,
        "zones": [{"id": "heroes", "kind": "hero", "polygon": [[3.3, 2.3], [3.9, 2.3], [3.9, 2.9], [3.3, 2.9]]},
                  {"id": "pen", "kind": "minion",
                   "polygon": [[x0, y0], [x0 + w, y0], [x0 + w, y0 + h], [x0, y0 + h]]}]})


def hex_rows(x0: float, y0: float, w: float, h: float, field=(4.0, 3.0)) -> int:
    """How many bases of radius R hexagonal rows along the zone hold, the first row in its
    corner (where a base's edge meets the field's edge, if that is further in): the centres
    inside the zone, the bases clear of each other and on the field."""
    step = 2 * R + 1e-3
    rise = step * math.sqrt(3) / 2 + 1e-6
    left, top = max(x0, R) + 1e-3, max(y0, R) + 1e-3
    right, bottom = min(x0 + w, field[0] - R) - 1e-3, min(y0 + h, field[1] - R) - 1e-3
    count, row = 0, 0
    while top + row * rise <= bottom:
        x = left + (row % 2) * step / 2
        while x <= right:
            count += 1
            x += step
        row += 1
    return count


def _set_up(combat_map: CombatMap, bases: int, seed: int):
    cards = load_cards()
    state = new_game(cards, ["karomin"], seed, draw_opening=True)
    spec = CombatSpec(map=combat_map, bad_guys={"pen": {"orc-warrior": bases}})
    return start_fight(state, spec)


@settings(max_examples=40, deadline=None)
@given(x0=st.floats(0.0, 1.5), y0=st.floats(0.0, 1.2), w=st.floats(0.05, 1.2), h=st.floats(0.05, 1.0),
       rock=st.booleans(), seed=st.integers(0, 10_000))
def test_a_zone_whose_rows_hold_n_bases_always_sets_up_n(x0, y0, w, h, rock, seed):
    n = hex_rows(x0, y0, w, h)
    if n == 0:
        return
    combat_map = _field(x0, y0, w, h, rock)
    fight = _set_up(combat_map, n, seed)
    assert not [e for e in fight.log if isinstance(e, E.NoRoom)]
    setup = next(e for e in fight.log if isinstance(e, E.SetUp))
    assert setup.moved == () and setup.left_out == ()
    pen = combat_map.start_zones[1].polygon
    guys = [f for f in fight.fighters.values() if not f.is_hero]
    assert len(guys) == n
    bf = fight.field
    for f in guys:
        assert point_in_polygon(bf.pieces[f.id].at, pen)
        assert bf.check_move(f.id, bf.pieces[f.id].at, 0.0).legal  # its spot is clear
    placed = {e.who: e.at for e in fight.log if isinstance(e, E.Placed)}
    assert all(placed[f.id] == bf.pieces[f.id].at for f in guys)  # the log says where each stands


def test_a_tight_zone_that_random_spots_overfill_holds_its_rows():
    """0.7 × 0.6 LU at the field's top edge: rows hold 8 bases; random spots left 4 out."""
    combat_map = _field(1.8, 0.1, 0.7, 0.6, rock=False)
    assert hex_rows(1.8, 0.1, 0.7, 0.6) >= 8
    for seed in range(6):
        fight = _set_up(combat_map, 8, seed)
        assert not [e for e in fight.log if isinstance(e, E.NoRoom)], seed


def test_the_same_seed_packs_the_same_way():
    combat_map = _field(1.8, 0.1, 0.7, 0.6, rock=True)
    one, two = _set_up(combat_map, 8, 3), _set_up(combat_map, 8, 3)
    assert one.snapshot() == two.snapshot()
