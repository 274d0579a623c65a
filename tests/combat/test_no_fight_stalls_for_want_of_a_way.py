"""R60: the automatic sides find the way round the ground outside a walkable region as they
find it round terrain. A lone melee hero facing an archer across a river, with one bridge at
the far end of the banks, used to walk up and down his own bank round after round ("nothing
more worth doing", 0.30 LU a turn) until the round cap: the waypoints stood only at terrain
corners, and the banks' corners at the bridge are none. The seeds below are the stalemates a
search of runs found before."""

from __future__ import annotations

from questboard.battlefield import routes
from questboard.battlefield.field import Battlefield
from questboard.battlefield.validate import load_map
from questboard.combat import rehearse
from questboard.combat.resolve import resolve_combat
from questboard.rules.state import new_game

ZONES = """zones:
  - id: heroes
    kind: hero
    polygon: [[0.2, {y0}], [1.2, {y0}], [1.2, {y1}], [0.2, {y1}]]
  - id: archers
    kind: minion
    polygon: [[2.8, {a0}], [3.6, {a0}], [3.6, {a1}], [2.8, {a1}]]
"""

# Two banks of a river with a bridge across its far end.
BANKS = """id: two-banks
title: Two banks and a bridge
description: A river between two banks; one bridge at the north end.
size: [4.0, 3.0]
walkable: [[0.0, 0.0], [1.6, 0.0], [1.6, 2.3], [2.4, 2.3], [2.4, 0.0], [4.0, 0.0], [4.0, 3.0],
           [2.4, 3.0], [2.4, 2.9], [1.6, 2.9], [1.6, 3.0], [0.0, 3.0]]
terrain: []
""" + ZONES.format(y0=0.2, y1=1.0, a0=0.2, a1=1.0)

# An isle in a bog, reached by a causeway from the heroes' shore.
ISLE = """id: bog-isle
title: An isle in the bog
description: An isle joined to the shore by a causeway.
size: [4.0, 3.0]
walkable: [[0.0, 0.0], [1.5, 0.0], [1.5, 1.3], [2.3, 1.3], [2.3, 0.5], [3.8, 0.5], [3.8, 2.6],
           [2.3, 2.6], [2.3, 1.8], [1.5, 1.8], [1.5, 3.0], [0.0, 3.0]]
terrain: []
""" + ZONES.format(y0=2.0, y1=2.8, a0=0.7, a1=1.2)

# A U of walls opening away from the heroes, the archer behind it.
WALLS = """id: u-wall
title: A U of walls
description: Walls the heroes must go round.
size: [4.0, 3.0]
terrain:
  - {id: back, kind: custom, name: Wall, cover: true, at: [2.6, 1.5], footprint: {shape: rectangle, width: 0.2, height: 2.0}}
  - {id: top, kind: custom, name: Wall, cover: true, at: [2.0, 2.4], footprint: {shape: rectangle, width: 1.2, height: 0.2}}
  - {id: bottom, kind: custom, name: Wall, cover: true, at: [2.0, 0.6], footprint: {shape: rectangle, width: 1.2, height: 0.2}}
""" + ZONES.format(y0=1.1, y1=1.9, a0=1.1, a1=1.9)

STALLED = (16000049, 86000259, 90000271, 99000298, 137000412)  # on the banks, before R60


def _map(tmp_path, text: str):
    name = text.split("\n", 1)[0].removeprefix("id: ")
    path = tmp_path / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    return load_map(path)


def _lone_hero_against_an_archer(combat_map):
    return rehearse.Rehearsal(combat_map, ("karomin",), (("orc-archer", 1),))


def test_the_way_to_the_far_bank_runs_over_the_bridge(tmp_path):
    bf = Battlefield.from_map(_map(tmp_path, BANKS))
    path = routes.way(bf, (1.0, 0.6), (3.2, 0.6), 0.15)
    assert path is not None
    assert max(y for _, y in path) > 2.3  # over the bridge, not through the river
    assert all(routes.clear(bf, a, b, 0.15 * routes.THIN) for a, b in zip(path, path[1:], strict=False))


def test_a_lone_melee_hero_crosses_the_bridge_to_the_archer_on_the_far_bank(tmp_path, cards):
    setup = _lone_hero_against_an_archer(_map(tmp_path, BANKS))
    spec = rehearse.spec_for(setup, cards)
    for seed in STALLED:
        result, fight = resolve_combat(new_game(cards, ["karomin"], seed, draw_opening=True), spec)
        assert not result.stalemate and result.victory, seed
        assert fight.field.pieces["karomin"].x > 2.4  # he fought on the archer's bank


def test_no_run_stalls_behind_a_river_a_causeway_or_walls(tmp_path):
    for text in (BANKS, ISLE, WALLS):
        report = rehearse.run(_lone_hero_against_an_archer(_map(tmp_path, text)), 40, seed=1)
        assert report["stalemate"] == 0.0 and report["victory"] >= 0.8, (report["map"], report["victory"])
