"""The choice of leader on a Charisma tie (R45) is an action of the log: saves replay it,
undo takes it back, and the automatic answer is the first seat's."""

from __future__ import annotations

from questboard.adventure import prompts as P
from questboard.play import PickLeader, load_game, new_game


def test_the_leaders_pick_is_in_the_log_and_replays(tmp_path):
    game = new_game("example-short", ("karomin", "alondis"), 7, ask_leader=True)
    assert isinstance(game.prompt, P.ChooseLeader)
    assert game.apply(PickLeader("alondis")).ok
    assert game.state.leader_hero.id == "alondis"
    path = game.save(tmp_path / "tie.json")
    again = load_game(path)
    assert again.state.leader_hero.id == "alondis"
    assert not isinstance(again.prompt, P.ChooseLeader)


def test_the_leaders_pick_can_be_undone():
    game = new_game("example-short", ("karomin", "alondis"), 7, ask_leader=True)
    assert game.apply(PickLeader("alondis")).ok
    assert game.undo().ok
    assert isinstance(game.prompt, P.ChooseLeader)
    assert game.state.leader_hero.id == "karomin"
