"""The Quest Master's rank follows his profile (R72): each adventure he runs to its end counts
once, his rank rises at 5 and at 10 adventures, and a new game draws his rank's events; the
window and text mode count an ended game and say so."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from questboard.cli.text import TextTable
from questboard.play import new_game
from questboard.play.quest_master import count_adventure, current, profiles_path
from tests.play.helpers import story_answer


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path / "data"))


def _ended(seed=7):
    game = new_game("example-short", ("karomin", "alondis"), seed)
    for _ in range(400):
        if type(game.prompt).__name__ == "Ended":
            return game
        assert game.apply(story_answer(game)).ok
    raise AssertionError("no ending")


def test_each_ended_adventure_counts_once_and_the_rank_rises_at_five():
    assert current() == ("The Quest Master", 0)
    said = [count_adventure(_ended(seed)) for seed in range(1, 6)]
    assert current() == ("The Quest Master", 5)
    assert "Dungeon Master, 1 adventure run" in said[0] and "rises to Black Knight" in said[4]
    again = count_adventure(_ended(5))  # the same game seen ended again
    assert current()[1] == 5 and "rises" not in again
    count_adventure(_ended(9), "Mirela")  # a group changes Quest Master
    assert current() == ("Mirela", 1) and current("The Quest Master") == ("The Quest Master", 5)


def test_a_higher_rank_draws_more_events_at_the_start():
    dungeon = new_game("example-short", ("karomin", "alondis"), 3, adventures_run=0)
    knight = new_game("example-short", ("karomin", "alondis"), 3, adventures_run=5)
    captain = new_game("example-short", ("karomin", "alondis"), 3, adventures_run=10)
    assert [len(g.state.qm_hand) for g in (dungeon, knight, captain)] == [1, 2, 3]
    assert knight.setup.adventures_run == 5


def test_text_mode_counts_an_ended_adventure_and_a_damaged_profile_is_set_aside():
    profiles_path().parent.mkdir(parents=True, exist_ok=True)
    profiles_path().write_text("[1, 2", encoding="utf-8")
    out = io.StringIO()
    TextTable(_ended(), Console(file=out, width=200, color_system=None), None).play([])
    said = out.getvalue()
    assert "The Quest Master: Dungeon Master, 1 adventure run" in said and "set aside as" in said
    assert current()[1] == 1
    aside = list(profiles_path().parent.glob("quest_master-unreadable-*.json"))
    assert aside and aside[0].read_text(encoding="utf-8") == "[1, 2"


def test_the_window_counts_an_ended_adventure_and_says_so():
    from questboard.play.actions import decode
    from questboard.ui.app import App
    from questboard.ui.table.scene import Table
    from tests.ui.helpers import frames

    won = _ended()
    almost = new_game("example-short", ("karomin", "alondis"), 7)
    almost.replay(won.actions[:-1])
    app = App(size=(1280, 720), hidden=True)
    try:
        table = Table(app, almost)
        app.show(table)
        frames(app)
        assert table.act(decode(won.actions[-1]))
        assert "1 adventure run" in table.note and current()[1] == 1
    finally:
        app.close()
