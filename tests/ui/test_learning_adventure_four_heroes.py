"""The learning adventure played by four heroes from the launcher to both its endings with
posted clicks and keys only: a success with its fight dragged and clicked on the battlefield,
and a failure with its fight played on the real table and reported lost (how else four heroes
lose to eight orcs). The report refuses what no fight could do, in the dialog."""

from __future__ import annotations

import pygame
import pytest

from questboard.ui.battle.scene import Battle
from questboard.ui.dialogs.table_fight import TableFightDialog
from questboard.ui.screens import next_control
from tests.ui.helpers import button_for, click_button, frames, key
from tests.ui.test_battle import fight_by_mouse
from tests.ui.test_window_play import press, start_from_launcher

FOUR = ("karomin", "alondis", "cessair", "krzzzt")


def _report_lost(app, table) -> None:
    press(app, table, lambda c: c.text == "Fought on the table…")
    dialog = table.overlay
    assert isinstance(dialog, TableFightDialog)
    click_button(app, dialog.lose)
    first = dialog.heroes[0][0]
    plus = next(b for b, (h, by) in dialog.steps.items() if h == first and by == 1)
    for _ in range(12):  # more than any fight could do to him: refused in the dialog
        click_button(app, plus)
    click_button(app, dialog.report)
    assert table.overlay is dialog and "cannot take 12 damage" in dialog.message
    minus = next(b for b, (h, by) in dialog.steps.items() if h == first and by == -1)
    for _ in range(10):
        click_button(app, minus)
    key(app, pygame.K_RETURN)
    assert table.overlay is None, dialog.message


@pytest.mark.parametrize("ending", ["success", "failure"])
def test_four_heroes_play_the_learning_adventure_to_each_ending_by_mouse(app, ending):
    table = start_from_launcher(app, FOUR)
    fought = False
    for _ in range(300):
        if type(table.game.prompt).__name__ == "Ended":
            break
        if table.overlay is not None:  # a fight's result: go on
            click_button(app, table.overlay.go_on)
            continue
        if type(table.game.prompt).__name__ == "CombatRequest":
            fought = True
            if ending == "failure":
                _report_lost(app, table)
                continue
            click_button(app, button_for(table, lambda c: c.text.startswith("Battlefield")))
            frames(app)
            assert isinstance(app.scene, Battle)
            key(app, pygame.K_p, "p")  # the Quest Master stepped by S, so the test runs quickly
            fight_by_mouse(app, 1500, lambda b: key(app, pygame.K_s, "s"))
            assert app.scene is table, "the fight did not end"
            continue
        c = next_control(table)
        assert c is not None, f"nothing to press at {table.game.prompt}"
        press(app, table, lambda x, c=c: x is c)
    assert fought, "the story had a fight"
    assert type(table.game.prompt).__name__ == "Ended" and table.game.prompt.outcome == ending
    assert table.panel.title.startswith("The end")
