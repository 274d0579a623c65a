"""Text mode's list of autosaves marks a finished game (R47)."""

from __future__ import annotations

from questboard.cli.main import main
from questboard.play.folders import new_autosave_path
from tests.play.test_an_ended_game_says_so import finished


def test_the_resume_list_marks_a_finished_game(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path))
    finished(new_autosave_path("example-short")).close()
    assert main(["text", "--resume"]) == 0
    out = " ".join(capsys.readouterr().out.split())  # as wrapped to the terminal
    assert "(finished: success; resuming it shows the ending)" in out
