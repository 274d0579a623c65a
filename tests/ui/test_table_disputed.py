"""The window asks the disputed cards in turn (R80), by posted mouse events: the console names
the hero whose turn it is, a button per card he may take and one to leave them; the takes
go into the log, and each hero ends with his cards or their replacements. No words cut at
1024×600 and 1280×720."""

from __future__ import annotations

import pytest

from questboard.play import ChooseDisputed
from questboard.ui.app import App
from questboard.ui.table.scene import Table
from tests.play.test_disputed_cards import _asked, _hero
from tests.ui.helpers import click_button, clipped_widgets, frames


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path / "data"))


def _table(size):
    app = App(size=size, hidden=True)
    table = Table(app, _asked())
    app.show(table)
    frames(app)
    return app, table


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_console_asks_each_hero_in_turn_for_a_disputed_card(size, tmp_path):
    app, table = _table(size)
    try:
        assert table.panel.title == "Disputed cards: Karomin takes one"
        assert any("Several veterans wrote down Shield ×2, Second Wind" in line for line in table.panel.lines)
        assert clipped_widgets(app) == []
        app.screenshot(tmp_path / f"disputed-{size[0]}.png")
        click_button(app, table.button("2.  Second Wind"))
        frames(app)
        assert table.game.prompt.hero == "alondis" and table.panel.title == "Disputed cards: Alondis takes one"
        click_button(app, table.button("1.  Shield"))
        frames(app)
        click_button(app, table.button("2.  Leave them to the others"))
        frames(app)
        game = table.game
        assert not isinstance(game.prompt, ChooseDisputed)
        assert "second-wind" in _hero(game, "karomin").gifts and _hero(game, "karomin").equipment == []
        assert _hero(game, "alondis").equipment.count("shield") == 2
        told = [t.event.describe(game.names()) for t in game.told]
        assert "Karomin takes Second Wind from the disputed cards" in told
        assert "Karomin leaves the other disputed cards to the others" in told
    finally:
        app.close()


def test_undo_in_the_window_takes_the_last_disputed_card_back_into_the_draft(tmp_path):
    from questboard.play import ChooseOption
    from tests.play.test_undo_disputed_cards import _asked as _no_gift_asked

    app = App(size=(1280, 720), hidden=True)
    try:
        table = Table(app, _no_gift_asked())
        app.show(table)
        frames(app)
        click_button(app, table.button("1.  Shield"))
        click_button(app, table.button("1.  Shield"))  # Alondis, the last: on into the opening paragraph
        frames(app)
        assert isinstance(table.game.prompt, ChooseOption)
        click_button(app, table.bar_buttons["undo"])
        frames(app)
        assert table.note == "Took back: the choice of a disputed card" and not table.note_bad
        assert table.panel.title == "Disputed cards: Alondis takes one"
        app.screenshot(tmp_path / "disputed-undone.png")
    finally:
        app.close()
