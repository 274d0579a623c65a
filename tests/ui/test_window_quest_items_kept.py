"""R64 in the window: a Quest Item's menu offers no Discard (it may be given or sold); a piece
of equipment's still does."""

from __future__ import annotations

from tests.ui.helpers import action_name, button_for, click, click_button, frames
from tests.ui.test_window_play import press, start_from_launcher


def _menu(app, table, card):
    chip = next(c for c in table.chips if c.card == card)
    click(app, chip.rect.center)
    assert table.card_menu is not None
    return sorted(b.text for b in table.card_menu.buttons)


def test_the_treasure_maps_menu_offers_no_discard(app):
    table = start_from_launcher(app)
    frames(app)
    texts = _menu(app, table, "treasure-map")
    assert "Discard" not in texts
    assert "Give Alondis" in texts and "Sell" in texts


def test_equipments_menu_still_offers_discard(app):
    table = start_from_launcher(app)
    press(app, table, lambda c: "merchant" in c.text.lower())
    click_button(app, button_for(table, lambda c: action_name(c) == "BuyItem" and c.do.hero == "karomin"
                                 and c.do.item == "potion-of-healing"))
    frames(app)
    assert "Discard" in _menu(app, table, "potion-of-healing")


def test_a_hero_over_his_limit_is_never_offered_to_drop_a_quest_item(app):
    from questboard.play import SwapItem, new_game
    from tests.ui.helpers import set_up
    from tests.ui.test_window_asking import at_table

    game = new_game("the-harbor-treasure", ("karomin", "alondis"), 7)
    alondis = game.state.hero("alondis")
    alondis.equipment += ["shield"] * (alondis.equipment_limit + 1)
    set_up(game)
    assert "treasure-map" in game.state.hero("karomin").quest_items  # the leader's
    assert game.apply(SwapItem("karomin", "alondis", "treasure-map")).ok  # now over his limit
    table = at_table(app, game)
    assert type(game.prompt).__name__ == "SettleFirst"
    labels = [c.text for row in table.panel.rows for c in row]
    assert "Shield" in labels and "Treasure Map" not in labels
    assert not any(getattr(c.do, "item", None) == "treasure-map" for row in table.panel.rows for c in row)
