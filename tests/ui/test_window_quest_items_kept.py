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
