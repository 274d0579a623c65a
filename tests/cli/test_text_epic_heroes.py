"""Text mode keeps a won adventure's heroes in the roster and says so; `questboard roster`
lists them, `--forget` takes one out; `text … --veterans` sets them out as written down; a
failed adventure's heroes are kept only when asked (`roster --keep SAVE`)."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from questboard.cli.main import main
from questboard.cli.text import TextTable
from questboard.play import new_game
from questboard.play.roster import read_roster
from questboard.play.saves import write_save
from tests.play.helpers import story_answer


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path, monkeypatch):
    """A data folder of the test's own: the roster starts empty."""
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path / "data"))


def _ended(adventure="the-harbor-treasure", fights="auto"):
    game = new_game(adventure, ("karomin", "alondis"), 7)
    for _ in range(400):
        if type(game.prompt).__name__ == "Ended":
            return game
        assert game.apply(story_answer(game, fights=fights)).ok
    raise AssertionError("no ending")


def _text(game) -> str:
    out = io.StringIO()
    TextTable(game, Console(file=out, width=200, color_system=None), None).play([])
    return out.getvalue()


def test_a_won_adventure_keeps_its_heroes_and_the_next_game_sets_them_out_so(tmp_path, capsys):
    game = _ended()
    assert game.prompt.outcome == "success"
    said = _text(game)
    assert "Karomin, Alondis kept in the roster" in said and "--veterans" in said
    assert set(read_roster()) == {"karomin", "alondis"}
    assert main(["roster"]) == 0
    listed = capsys.readouterr().out
    assert "Karomin" in listed and "Alondis" in listed and "1 adventures" in listed
    script = tmp_path / "quit.txt"
    script.write_text("quit\n", encoding="utf-8")
    assert main(["text", "example-short", "--heroes", "karomin,alondis", "--veterans", "--seed", "3",
                 "--script", str(script)]) == 0
    assert "Karomin sets out as a veteran of 1 adventure" in capsys.readouterr().out
    assert main(["roster", "--forget", "alondis"]) == 0
    assert set(read_roster()) == {"karomin"}


def test_a_failed_adventures_heroes_are_kept_only_when_asked(tmp_path, capsys):
    game = new_game("the-harbor-treasure", ("karomin", "alondis"), 7)
    for _ in range(400):  # lose the fight: the failure ending
        if type(game.prompt).__name__ == "Ended":
            break
        if type(game.prompt).__name__ == "CombatRequest":
            from questboard.play import CombatResult

            assert game.apply(CombatResult(victory=False)).ok
            continue
        assert game.apply(story_answer(game)).ok
    assert game.prompt.outcome == "failure"
    assert "not kept in the roster" in _text(game) and read_roster() == {}
    save = write_save(tmp_path / "lost.json", game.setup, str(game.adventure_file), game.actions, game.snapshot())
    assert main(["roster", "--keep", str(save)]) == 0
    assert "kept in the roster" in capsys.readouterr().out and set(read_roster()) == {"karomin", "alondis"}
