"""Buying, selling, swapping, using and finding items (R8, R9)."""

from questboard.rules import actions as A
from questboard.rules.items import price, sale_value

from .helpers import ok, refused


def test_cessair_buys_the_veterans_sword_for_2_and_a_potion_for_1(game, cards):
    state = game("cessair", "karomin")
    cessair = state.hero("cessair")
    cessair.gold = 3
    assert price(cessair, cards.equipment["veterans-sword"]) == 2
    ok(state, A.BuyItem("cessair", "veterans-sword"))
    ok(state, A.BuyItem("cessair", "potion-of-healing"))
    assert cessair.gold == 0
    assert cessair.equipment == ["veterans-sword", "potion-of-healing"]


def test_karomin_pays_full_price_for_the_sword(game):
    state = game("karomin")
    state.hero("karomin").gold = 3
    ok(state, A.BuyItem("karomin", "veterans-sword"))
    assert state.hero("karomin").gold == 0


def test_buying_without_enough_gold_is_refused_with_the_price(game):
    state = game("karomin")
    assert refused(state, A.BuyItem("karomin", "chain-shirt")) == "Chain Shirt costs 4 gold; Karomin has 2"


def test_the_chain_shirt_sells_for_2_and_a_potion_for_1(game, cards):
    assert sale_value(cards.equipment["chain-shirt"]) == 2
    assert sale_value(cards.equipment["potion-of-healing"]) == 1
    state = game("krzzzt")
    state.hero("krzzzt").equipment.append("chain-shirt")
    ok(state, A.SellItem("krzzzt", "chain-shirt"))
    assert state.hero("krzzzt").gold == 4


def test_a_found_item_no_longer_in_the_pile_gives_its_value_in_gold(game):
    state = game("karomin", equipment={"veterans-sword": 0})
    events = ok(state, A.FindItem("karomin", "veterans-sword"))
    assert state.hero("karomin").gold == 2 + 3
    assert "no Veteran's Sword is left" in events[0].text


def test_a_found_item_in_the_pile_goes_to_the_hero(game):
    state = game("karomin")
    ok(state, A.FindItem("karomin", "treasure-map"))
    assert state.hero("karomin").quest_items == ["treasure-map"]


def test_quest_items_never_count_against_the_equipment_limit(game, cards):
    state = game("karomin")
    hero = state.hero("karomin")
    hero.quest_items += list(cards.quest_items)[:6]
    assert hero.over_equipment_limit() == 0


def test_karomin_with_strength_4_carries_three_and_with_5_four(game):
    state = game("karomin")
    hero = state.hero("karomin")
    assert hero.equipment_limit == 3
    hero.attributes["strength"] = 5
    assert hero.equipment_limit == 4


def test_over_the_limit_play_waits_until_the_hero_gives_something_up(game):
    state = game("karomin", "alondis")
    hero = state.hero("karomin")
    hero.gold = 20
    for item in ("shield", "veterans-sword", "potion-of-healing"):
        ok(state, A.BuyItem("karomin", item))
    events = ok(state, A.BuyItem("karomin", "chain-shirt"))  # the fourth card
    assert any(e.describe(state.names()).startswith("Karomin carries 1 equipment too many") for e in events)
    assert "too many" in refused(state, A.DrawEvents(1))
    ok(state, A.SwapItem("karomin", "alondis", "shield"))
    ok(state, A.DrawEvents(1))


def test_swapping_moves_the_card_and_gold_can_be_given(game):
    state = game("karomin", "alondis")
    state.hero("karomin").equipment.append("shield")
    ok(state, A.SwapItem("karomin", "alondis", "shield"))
    ok(state, A.GiveGold("karomin", "alondis", 2))
    assert state.hero("alondis").equipment == ["shield"] and state.hero("alondis").gold == 4
    assert "has only 0 gold" in refused(state, A.GiveGold("karomin", "alondis", 1))


def test_a_potion_heals_3_and_is_discarded(game):
    state = game("karomin", "alondis")
    state.hero("karomin").equipment.append("potion-of-healing")
    state.hero("alondis").vitality = 1
    ok(state, A.UseItem("karomin", "potion-of-healing", heal=(("alondis", 3),)))
    assert state.hero("alondis").vitality == 4
    assert state.hero("karomin").equipment == []


def test_healing_never_goes_above_strength_plus_one(game):
    state = game("karomin")
    ok(state, A.HealHero("karomin", 5))
    assert state.hero("karomin").vitality == 5


def test_a_refused_action_changes_nothing(game):
    state = game("karomin")
    before = state.snapshot()
    refused(state, A.SellItem("karomin", "shield"))
    assert state.snapshot() == before
