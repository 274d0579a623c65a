"""The window's share-out offers a found item first to a hero who can carry it (R46), as the
story view says: the leader at his equipment limit is passed over."""

from __future__ import annotations

from questboard import play
from questboard.adventure.answers import answer
from questboard.play import new_game
from questboard.play.seats import QUEST_MASTER
from questboard.ui.table.controls import Choices, panel

TO_THE_FINDS = ["2", "karomin", "roll 7", "done", "roll 9 9", "done", "victory"]


def _at_the_finds(full: bool):
    game = new_game("example-short", ("karomin", "alondis"), 7)
    for line in TO_THE_FINDS:
        assert game.apply(answer(game.story, line)).ok, line
    assert isinstance(game.prompt, play.Distribute)
    karomin = game.state.hero("karomin")
    karomin.equipment[:] = ["shield"] * (karomin.equipment_limit if full else 0)
    game.revision += 1  # the views are built anew for the changed sheet
    return game


def test_the_found_item_goes_first_to_a_hero_with_room():
    game = _at_the_finds(full=True)
    assert game.view(QUEST_MASTER).story.found_to == ("alondis",)
    p = panel(game, Choices())
    texts = [c.text for row in p.rows for c in row]
    assert "to Alondis  (change)" in texts
    share = next(c.do for row in p.rows for c in row if isinstance(c.do, play.Share))
    assert share.items == (("potion-of-healing", "alondis"),)


def test_the_leader_with_room_gets_it():
    game = _at_the_finds(full=False)
    assert "to Karomin  (change)" in [c.text for row in panel(game, Choices()).rows for c in row]
