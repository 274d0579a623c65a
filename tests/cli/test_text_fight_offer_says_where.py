"""Text mode's fight offer names each group's start zone in the map's words, not its id."""

from __future__ import annotations

from questboard.cli.main import main


def test_the_fight_offer_names_the_zones_in_words(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path))
    script = tmp_path / "s.txt"
    script.write_text("2\nkaromin\nroll 7\ndone\nroll 9 9\ndone\nquit\n", encoding="utf-8")
    assert main(["text", "example-short", "--heroes", "karomin,alondis", "--seed", "7",
                 "--script", str(script)]) == 0
    out = capsys.readouterr().out
    assert "2 × Orc Warrior at the orc guards' start" in out
    assert "2 × Orc Warrior at the gate watch's start" in out
    assert "in orc-guards" not in out
