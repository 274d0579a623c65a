"""R55: `text` and `explore` refuse a new game of an adventure that `validate` rejects, with
validate's own lines (exit 1, no traceback); a good adventure of the same folder plays."""

from __future__ import annotations

import pytest

from questboard.cli.main import main
from tests.an_authors_folder import write_authors_folder


def _goal_met_at_set_up(tmp_path):
    """The author's adventure whose fights are won as they are set up (a `reach` of the
    heroes' own zone): the map is good, the fights are not."""
    path = write_authors_folder(tmp_path)
    text = path.read_text(encoding="utf-8").replace("victory: all_vanquished", "victory: {reach: heroes}")
    path.write_text(text, encoding="utf-8")
    return path


def _validate_lines(path, capsys) -> list[str]:
    assert main(["validate", str(path)]) == 1
    out = capsys.readouterr()
    lines = [line.strip() for line in (out.out + out.err).splitlines() if "paragraph" in line]
    assert len(lines) == 2 and all("is met as soon as the fight is set up" in line for line in lines)
    return lines


COMMANDS = {
    "text": lambda path: ["text", str(path), "--heroes", "karomin", "--seed", "3"],
    "explore": lambda path: ["explore", str(path), "--runs", "5"],
}


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_command_that_plays_refuses_what_validate_rejects_with_its_lines(command, tmp_path, capsys,
                                                                          monkeypatch):
    path = _goal_met_at_set_up(tmp_path)
    expected = _validate_lines(path, capsys)
    monkeypatch.setattr("sys.stdin", _NoInput())
    assert main(COMMANDS[command](path)) == 1
    out = capsys.readouterr()
    assert "Traceback" not in out.err
    said = [line.strip() for line in out.err.splitlines()]
    assert said[0] == "questboard: 2 problems found:" and said[1:] == expected
    assert "Morning fog" not in out.out  # the story never began


def test_terrain_in_the_hero_zone_is_refused_at_the_maps_line(tmp_path, capsys, monkeypatch):
    path = write_authors_folder(tmp_path, terrain_in_hero_zone=True)
    monkeypatch.setattr("sys.stdin", _NoInput())
    for command in sorted(COMMANDS):
        assert main(COMMANDS[command](path)) == 1
        err = capsys.readouterr().err
        assert "toll-glade.yaml:9: toll-stone: at: stands in hero zone heroes" in err, err


def test_the_same_folder_once_mended_plays(tmp_path, capsys):
    path = write_authors_folder(tmp_path)
    assert main(["validate", str(path)]) == 0
    assert main(COMMANDS["explore"](path)) == 0
    assert "The Sunken Toll" in capsys.readouterr().out


class _NoInput:
    """A terminal that gives no answer: a game that began would stop at its first question."""

    def readline(self) -> str:
        return ""

    def isatty(self) -> bool:
        return False

    def fileno(self) -> int:
        raise OSError("no terminal")

    def __iter__(self):
        return iter(())
