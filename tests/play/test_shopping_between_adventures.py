"""Shopping Between Adventures (an advanced rule, R73): before the first paragraph the heroes
may buy from the whole equipment pile, at its prices with their Charisma discounts; without
the rule the adventure begins at once."""

from __future__ import annotations

from questboard.adventure import actions as X
from questboard.adventure import prompts as P
from questboard.play import new_game
from questboard.rules import actions as A


def test_with_the_rule_the_heroes_shop_before_the_first_paragraph():
    game = new_game("example-short", ("karomin", "alondis"), 3, (("shopping_between", True),))
    assert isinstance(game.prompt, P.Shop)
    assert {o.item for o in game.prompt.offers} >= {"shield", "potion-of-healing"}
    gold = next(h.gold for h in game.state.heroes if h.id == "karomin")
    assert game.apply(A.BuyItem("karomin", "potion-of-healing")).ok
    k = next(h for h in game.state.heroes if h.id == "karomin")
    assert "potion-of-healing" in k.equipment and k.gold < gold
    assert game.apply(X.LeaveShop()).ok
    assert not isinstance(game.prompt, P.Shop)
    assert any("Shopping Between Adventures" in t.describe(game.names()) for t in game.told)


def test_without_it_the_adventure_begins_at_once():
    game = new_game("example-short", ("karomin", "alondis"), 3)
    assert not isinstance(game.prompt, P.Shop)
