"""A Charisma tie for the leader (R45) is asked in the window: one button per tied hero, the
first seat's on Enter; the answer is an action of the log."""

from __future__ import annotations

import pygame

from questboard import play
from questboard.play.seats import QUEST_MASTER
from tests.ui.helpers import key
from tests.ui.test_window_play import start_launcher_only


def test_the_window_asks_who_leads_among_the_tied_heroes(app):
    table = start_launcher_only(app, ("alondis", "karomin", "krzzzt"))
    assert table.panel.title == "Who leads the party?"
    assert "Alondis and Karomin have the same Charisma" in table.panel.lines[0]
    buttons = [c for row in table.panel.rows for c in row if isinstance(c.do, play.PickLeader)]
    assert [(c.text, c.key) for c in buttons] == [("1.  Alondis  (Enter)", "enter"), ("2.  Karomin", "2")]
    assert buttons[0].primary
    key(app, pygame.K_RETURN)
    assert table.game.view(QUEST_MASTER).story.leader == "alondis"
    assert isinstance(table.game.prompt, play.ChooseOption)


def test_the_key_1_also_picks_the_first_seat(app):
    table = start_launcher_only(app, ("alondis", "karomin"))
    key(app, pygame.K_1, "1")
    assert table.game.view(QUEST_MASTER).story.leader == "alondis"
    assert isinstance(table.game.prompt, play.ChooseOption)


def test_without_a_tie_the_window_does_not_ask(app):
    table = start_launcher_only(app, ("cessair", "karomin"))
    assert not isinstance(table.game.prompt, play.ChooseLeader)
