"""R64 in text mode: 'discard' of a Quest Item is refused with the reason; it may be given."""

from __future__ import annotations

from questboard.cli.main import main


def _run(tmp_path, *lines):
    path = tmp_path / "answers.txt"
    path.write_text("\n".join([*lines, ""]), encoding="utf-8")
    return main(["text", "the-harbor-treasure", "--heroes", "karomin,cessair", "--seed", "3",
                 "--script", str(path)])


def test_typing_discard_of_the_treasure_map_is_refused(tmp_path, capsys):
    _run(tmp_path, "discard cessair treasure-map")
    captured = capsys.readouterr()
    said = captured.out + captured.err
    assert ("refused: Treasure Map is a Quest Item and may not be discarded: "
            "give it to another hero or sell it instead") in " ".join(said.split())


def test_the_treasure_map_may_still_be_given(tmp_path, capsys):
    _run(tmp_path, "swap cessair karomin treasure-map")
    out = " ".join(capsys.readouterr().out.split())
    assert "> swap cessair karomin treasure-map Magistra Cessair gives Treasure Map to Karomin" in out
