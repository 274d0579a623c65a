"""Text mode asks who leads when the heroes tie on Charisma (R45); a script is not asked and
the first seat of the tied leads."""

from __future__ import annotations

import io
import sys

from questboard.cli.main import main


def test_text_mode_asks_who_leads_among_the_tied(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path))
    monkeypatch.setattr(sys, "stdin", io.StringIO("2\nsheet\nquit\n"))
    assert main(["text", "example-short", "--heroes", "karomin,alondis", "--seed", "7"]) == 0
    out = capsys.readouterr().out
    assert "Who leads the party?" in out and "1. Karomin" in out and "2. Alondis" in out
    assert "Alondis leads the party" in out


def test_a_script_is_not_asked_and_the_first_seat_leads(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path))
    script = tmp_path / "s.txt"
    script.write_text("quit\n", encoding="utf-8")
    assert main(["text", "example-short", "--heroes", "karomin,alondis", "--seed", "7",
                 "--script", str(script)]) == 0
    out = capsys.readouterr().out
    assert "Who leads the party?" not in out
    assert "not asked in a script: Karomin leads" in out
