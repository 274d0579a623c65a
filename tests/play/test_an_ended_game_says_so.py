"""A game whose adventure has ended says so in its autosave's head and in its save (R47), so
the launcher can tell it from a game to continue without replaying it."""

from __future__ import annotations

from questboard.adventure.answers import answer
from questboard.play import load_game, new_game
from questboard.play.saves import read_save

WIN = ["2", "karomin", "roll 7", "done", "roll 9 9", "done", "victory karomin=1", "even",
       "continue", "roll 1 5", "roll 5", "done", "victory", "strength", "deftness"]


def finished(autosave=None):
    game = new_game("example-short", ("karomin", "alondis"), 7, autosave=autosave)
    for line in WIN:
        assert game.apply(answer(game.story, line)).ok, line
    assert game.ended
    return game


def test_the_autosave_and_the_save_of_an_ended_game_carry_its_ending(tmp_path):
    auto = tmp_path / "g.autosave"
    game = finished(auto)
    assert read_save(auto).ended == "success"
    assert read_save(game.save(tmp_path / "g.json")).ended == "success"
    assert load_game(auto).ended


def test_a_game_under_way_carries_no_ending(tmp_path):
    auto = tmp_path / "g.autosave"
    game = new_game("example-short", ("karomin", "alondis"), 7, autosave=auto)
    assert game.apply(answer(game.story, "2")).ok
    assert read_save(auto).ended is None
    assert read_save(game.save(tmp_path / "g.json")).ended is None
