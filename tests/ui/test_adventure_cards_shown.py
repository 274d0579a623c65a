"""Adventure cards in play (R77, R78) are shown face up: on the Quest Master's table beside
the map, on the table window between fights and beside the field during the fight they
change, and on the battlefield's tracker; each picture drawn is kept as a PNG for a look."""

from __future__ import annotations

import pygame
import pytest

from questboard.play import new_game
from questboard.ui.battle.scene import Battle
from questboard.ui.table.scene import Table
from tests.adventure.test_adventure_cards_checked import GOOD
from tests.ui.helpers import click_button, frames

NAMES = ["War Paint", "Archers in the Reeds", "Hold Them Off", "Surprise Attack"]


def _table(app, tmp_path) -> Table:
    path = tmp_path / "reeds.yaml"
    path.write_text(GOOD, encoding="utf-8")
    table = Table(app, new_game(path, ("karomin", "alondis"), 7))
    app.show(table)
    app.toggle_table_window()
    frames(app)
    return table


def test_the_table_window_shows_each_card_in_play_with_its_text(app, tmp_path):
    _table(app, tmp_path)
    shown = app.table_window.texts
    for name in NAMES:
        assert name in shown
    assert "The orcs were waiting in the reeds." in shown
    assert "The bad guys act first" in shown  # what it does, in the fight's words
    pygame.image.save(app.table_window.surface, str(tmp_path / "table-window.png"))


def test_the_quest_masters_table_lays_the_cards_beside_the_map(app, tmp_path):
    table = _table(app, tmp_path)
    drawn = table.picture._cache.get("cards")  # (what it was drawn for, the picture)
    assert drawn is not None, "no adventure card was drawn on the table"
    assert [c.name for c in drawn[0][-1]] == NAMES
    pygame.image.save(app.window.get_surface(), str(tmp_path / "table.png"))


def test_the_battlefield_and_the_table_window_show_the_cards_during_the_fight(app, tmp_path):
    table = _table(app, tmp_path)
    click_button(app, table.button("Battlefield"))
    frames(app)
    battle = app.scene
    assert isinstance(battle, Battle)
    assert [line.split(" — ")[0] for line in battle.panel.tracker.cards] == NAMES
    shown = app.table_window.texts
    assert "Surprise Attack" in shown and "The bad guys' Deftness +1 in this fight" in shown
    pygame.image.save(app.window.get_surface(), str(tmp_path / "battlefield.png"))
    pygame.image.save(app.table_window.surface, str(tmp_path / "table-window-fight.png"))


def _one_card() -> str:
    """GOOD with War Paint alone: the other cards and their tasks left out."""
    import re

    one = re.sub(r"  (surprise-attack|archers|hold-out):\n(    .*\n){3}", "", GOOD)
    return one.replace("      - adventure_card: archers\n", "").replace("      - adventure_card: hold-out\n", "") \
        .replace("        adventure_cards:\n          - {card: surprise-attack, if: marker 1}\n", "")


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("four", [False, True], ids=["one card", "four cards"])
def test_the_cards_lie_in_a_column_of_their_own_and_never_cover_the_map(tmp_path, size, four):
    from tests.ui.helpers import open_app

    path = tmp_path / "reeds.yaml"
    path.write_text(GOOD if four else _one_card(), encoding="utf-8")
    app = open_app(size)
    try:
        table = Table(app, new_game(path, ("karomin", "alondis"), 7))
        app.show(table)
        frames(app)
        r = table.rects()
        (_, *_, cards), stack = table.picture._cache["cards"]
        assert len(cards) == (4 if four else 1)
        assert not r["cards"].colliderect(r["map"]) and r["cards"].left == r["map"].right
        assert r["cards"].right <= r["console"].left and r["cards"].w >= 120  # room for a card's words
        # The stack fits its column: nothing spills onto the map, the sheets or the console.
        assert stack.get_width() < r["cards"].w and stack.get_height() < r["cards"].h, (stack, r["cards"])
        pygame.image.save(app.window.get_surface(), str(tmp_path / f"table-{size[0]}x{size[1]}.png"))
    finally:
        app.close()


def test_without_cards_the_map_has_the_whole_band(app, tmp_path):
    table = Table(app, new_game("the-harbor-treasure", ("karomin", "alondis"), 7))
    app.show(table)
    frames(app)
    r = table.rects()
    assert r["cards"].w == 0 and r["map"].right == r["console"].left
