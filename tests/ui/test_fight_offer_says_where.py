"""The table's fight offer says where each group of bad guys stands, in the map's words for
its start zone (from the story view), so two groups of Orc Warriors are told apart."""

from __future__ import annotations

from questboard.adventure.answers import answer
from questboard.play import CombatRequest, new_game
from questboard.play.seats import QUEST_MASTER
from questboard.ui.table.controls import Choices, panel

TO_THE_FIGHT = ["2", "karomin", "roll 7", "done", "roll 9 9", "done"]


def _at_the_yard():
    game = new_game("example-short", ("karomin", "alondis"), 7)
    for line in TO_THE_FIGHT:
        assert game.apply(answer(game.story, line)).ok, line
    assert isinstance(game.prompt, CombatRequest)
    return game


def test_the_story_view_tells_each_group_where_it_stands():
    story = _at_the_yard().view(QUEST_MASTER).story
    assert story.fight_groups == ((2, "Orc Warrior", "at the orc guards' start"),
                                  (2, "Orc Warrior", "at the gate watch's start"))


def test_the_fight_offer_names_each_groups_zone():
    lines = panel(_at_the_yard(), Choices()).lines
    assert "2 × Orc Warrior at the orc guards' start" in lines
    assert "2 × Orc Warrior at the gate watch's start" in lines
