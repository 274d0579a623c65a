"""Friends in a fight. A drag onto a friend stops where the two bases touch (ruling R50):
friends pass through each other and may touch, so the move ends in contact instead of being
refused for ending on him, and the plan says whom it touches; the engine lands the base
exactly there. An item handed to a friend is told once; two trees of a map are told apart."""

from __future__ import annotations

import math

from questboard.combat import actions as A
from questboard.combat import previews as P
from tests.combat.helpers import fight_with, ok, put


def _two_heroes(game):
    state = game("alondis", "karomin")
    state.leader = 0
    fight = fight_with(state, ["alondis", "karomin"], {"west-orcs": {"orc-warrior": 1}})
    put(fight, "alondis", 1.0, 2.0)
    put(fight, "karomin", 1.8, 2.0)
    put(fight, "orc-warrior-1", 3.6, 0.4)
    return fight


def test_a_drag_onto_a_friend_ends_touching_him(game):
    fight = _two_heroes(game)
    plan = P.plan_move(fight, "alondis", (1.8, 2.0), clamp=True)
    assert plan.legal, plan.reason
    a, k = fight.field.pieces["alondis"], fight.field.pieces["karomin"]
    gap = math.dist(plan.end, k.at) - a.radius - k.radius
    assert abs(gap) < 0.02 and plan.friend == "karomin" and plan.contact is None
    ok(fight, A.Move("alondis", (1.8, 2.0)))
    assert fight.field.pieces["alondis"].at == plan.end


def test_a_drag_that_passes_a_friend_still_ends_where_asked(game):
    fight = _two_heroes(game)
    plan = P.plan_move(fight, "alondis", (1.0, 1.2), clamp=True)
    assert plan.legal and plan.friend is None and math.dist(plan.end, (1.0, 1.2)) < 1e-9


def test_an_item_handed_over_in_a_fight_is_told_once(game):
    from questboard.combat import events as E
    from questboard.rules.log import ItemMoved

    state = game("alondis", "karomin", items={"alondis": ["longbow", "shield"]})
    state.leader = 0
    fight = fight_with(state, ["alondis", "karomin"], {"west-orcs": {"orc-warrior": 1}})
    put(fight, "alondis", 1.0, 2.0)
    put(fight, "karomin", 1.3, 2.0)  # touching
    put(fight, "orc-warrior-1", 3.6, 0.4)
    n = len(fight.log)
    ok(fight, A.SwapItem("alondis", "karomin", "shield"))
    told = fight.log[n:]
    assert [type(e) for e in told if isinstance(e, E.ItemsSwapped | ItemMoved)] == [E.ItemsSwapped]
    assert "shield" in fight.state.hero("karomin").items()


def test_two_terrain_elements_of_one_name_are_told_apart_by_where_they_stand():
    from questboard.battlefield.field import Battlefield
    from questboard.battlefield.validate import load_map
    from questboard.combat.previews.names import terrain_name
    from questboard.resources import maps_dir

    m = load_map(maps_dir() / "forest-clearing.yaml")
    bf = Battlefield.from_map(m)
    trees = [t for t in bf.terrain.values() if t.name == "Tree"]
    names = {terrain_name(bf, t) for t in trees}
    assert len(trees) == 2 and len(names) == 2, names
    assert all(n.startswith("the Tree in the ") for n in names)
    rock = next(t for t in bf.terrain.values() if t.name != "Tree" and
                sum(1 for o in bf.terrain.values() if o.name == t.name) == 1)
    assert terrain_name(bf, rock) == f"the {rock.name}"
