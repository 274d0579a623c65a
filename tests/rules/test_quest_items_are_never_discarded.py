"""R64: a hero never throws a Quest Item away ("may not be discarded"); he may give it to
another hero, swap it or sell it (the rulebook: "sell your hero's equipment or Quest Items at
any time"). The story and a fight may still take one (an adventure's discard task, an item
used up as its card says)."""

from questboard.rules import actions as A
from questboard.rules.settle import next_fix

from .helpers import ok, refused


def test_discarding_a_quest_item_is_refused_and_it_stays(game):
    state = game("cessair", "karomin")
    state.hero("cessair").quest_items.append("treasure-map")
    supply = list(state.supply.quest_items)
    why = refused(state, A.DiscardItem("cessair", "treasure-map"))
    assert why == ("Treasure Map is a Quest Item and may not be discarded: "
                   "give it to another hero or sell it instead")
    assert state.hero("cessair").quest_items == ["treasure-map"]
    assert state.supply.quest_items == supply


def test_a_quest_item_may_still_be_given_and_sold(game):
    state = game("cessair", "karomin")
    state.hero("cessair").quest_items.append("treasure-map")
    ok(state, A.SwapItem("cessair", "karomin", "treasure-map"))
    assert state.hero("karomin").quest_items == ["treasure-map"]
    gold = state.hero("karomin").gold
    ok(state, A.SellItem("karomin", "treasure-map"))
    assert state.hero("karomin").gold == gold + 1
    assert state.hero("karomin").quest_items == []


def test_equipment_is_still_discarded(game):
    state = game("karomin")
    state.hero("karomin").equipment.append("shield")
    ok(state, A.DiscardItem("karomin", "shield"))
    assert "shield" not in state.hero("karomin").equipment


def test_the_story_may_take_a_quest_item_and_a_used_up_one_goes(game):
    state = game("karomin")
    karomin = state.hero("karomin")
    karomin.quest_items += ["treasure-map", "potion-of-giants"]
    events = ok(state, A.LoseItem("karomin", "treasure-map", "discarded"))
    assert [e.why for e in events] == ["discarded"]
    ok(state, A.LoseItem("karomin", "potion-of-giants", "used up"))
    assert karomin.quest_items == []


def test_a_hero_over_his_limit_never_has_a_quest_item_taken_by_default(game):
    state = game("karomin")
    karomin = state.hero("karomin")
    karomin.quest_items += ["treasure-map", "ax-of-the-dwarven-king"]
    karomin.equipment += ["shield"] * (karomin.equipment_limit + 1)
    fix = next_fix(state)
    assert isinstance(fix, A.SellItem) and fix.item == "shield"
