"""Text mode tells an adventure card in play: as it comes into play, with the fight's offer
(its name, what it does, its text) and in the fight's log and 'look' (R77)."""

from __future__ import annotations

from questboard.cli.main import main


def test_text_mode_tells_surprise_attack_at_krokk(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path))
    script = tmp_path / "s.txt"
    script.write_text("2\nkaromin\nroll 9\ndone\nroll 9 9\ndone\nfight\nlook\nquit\n", encoding="utf-8")
    assert main(["text", "the-sleeping-city", "--heroes", "karomin,cessair", "--seed", "3",
                 "--script", str(script)]) == 0
    out = " ".join(capsys.readouterr().out.split())  # the terminal's line breaks left out
    assert "Adventure card in play: Surprise Attack — the heroes act first (as the fight begins)" in out
    assert "Over the wall and among the cauldrons before a single cleaver is drawn." in out
    assert "Adventure card in play: Surprise Attack — the heroes act first Orc Warrior 1" in out
    assert "Adventure card in play: Surprise Attack - the heroes act first" in out  # look
