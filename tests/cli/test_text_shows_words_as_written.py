"""An adventure's words reach the terminal exactly as the author wrote them: brackets are
text, never Rich markup (`[sic]` stays, `[/]` does not crash), and a control character is
refused by validate at its file, line and field (issue 20, point 9)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

import questboard
from questboard.cli.main import main
from questboard.cli.shown import shown

SHIPPED = Path(questboard.__file__).parent.parent / "adventures"
ODD_READ = "Brother [/] Anselm [sic] :smile: [bold]rings the bells of the hill monastery"
ODD_LABEL = "Climb [sic] straight to the monastery [/]"
ODD_RULES = "Nobody may leave [red]the ship[/red]; the water is [i]deep[/i]."
TO_THE_SHIP = ["2", "karomin", "roll 7", "done", "roll 9 9", "done", "victory karomin=1", "even",
               "continue", "roll 1 5", "roll 5", "done"]


def _folder(tmp_path: Path, replace: dict[str, str]) -> Path:
    folder = tmp_path / "mine"
    shutil.copytree(SHIPPED / "maps", folder / "maps")
    text = (SHIPPED / "example-short.yaml").read_text(encoding="utf-8")
    text = text.replace("id: example-short", "id: odd", 1)
    for old, new in replace.items():
        assert old in text
        text = text.replace(old, new, 1)
    (folder / "odd.yaml").write_text(text, encoding="utf-8")
    return folder / "odd.yaml"


@pytest.fixture
def odd(tmp_path) -> Path:
    return _folder(tmp_path, {"The bells of the hill monastery": ODD_READ,
                              "Climb straight to the monastery": ODD_LABEL,
                              "Nobody may leave the ship's planks; the water is deep and cold.":
                              ODD_RULES})


def _play(tmp_path: Path, adventure: Path, lines: list[str], *extra: str) -> int:
    script = tmp_path / "answers.txt"
    script.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return main(["text", str(adventure), "--heroes", "karomin,alondis", "--seed", "7",
                 "--script", str(script), *extra])


def test_brackets_in_the_story_text_option_and_rules_are_shown_as_written(tmp_path, odd, capsys,
                                                                          monkeypatch):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path / "data"))
    assert main(["validate", str(odd)]) == 0
    assert _play(tmp_path, odd, TO_THE_SHIP + ["quit"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert ODD_READ in out
    assert f"2. {ODD_LABEL}" in out
    assert f"The heroes choose: {ODD_LABEL}" in out
    assert f"Special rules: {ODD_RULES}" in out


def test_a_game_resumed_past_bracketed_text_plays_on(tmp_path, odd, capsys, monkeypatch):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path / "data"))
    save = tmp_path / "game.json"
    assert _play(tmp_path, odd, ["2", "save", "quit"], "--save", str(save)) == 0
    capsys.readouterr()
    script = tmp_path / "rest.txt"
    script.write_text("karomin\nroll 7\nquit\n", encoding="utf-8")
    assert main(["text", "--load", str(save), "--script", str(script)]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert f"The heroes choose: {ODD_LABEL}" in out
    assert "Resumed" in out


READ_1 = """    read: |
      The bells of the hill monastery have been silent for three days. In the village
      square an old woman grips your sleeve: "The brothers never miss vespers. Something
      is wrong up there."
"""


@pytest.mark.parametrize(("old", "new", "field"), [
    (READ_1, '    read: "The bells\\e[2J have been silent."\n', "paragraph 1, read"),
    ("qm: Set out the village, the merchant, the tavern and the monastery; the harbor beside the "
     "map.", 'qm: "Set out\\e]0;x\\a the village."', "paragraph 1, qm"),
    ("label: Climb straight to the monastery", 'label: "Climb\\a straight"',
     "paragraph 1, option 2"),
    ("rules: Nobody may leave the ship's planks; the water is deep and cold.",
     'rules: "Nobody\\x9b2J may leave"', "paragraph 12, combat.rules"),
    ("1: The heroes crept up on the monastery unseen.", '1: "The\\rheroes crept up"',
     "qm_sheet.markers.1"),
], ids=["read", "qm", "label", "rules", "marker"])
def test_validate_refuses_a_control_character_at_its_line_and_field(tmp_path, capsys, old, new,
                                                                    field):
    adventure = _folder(tmp_path, {old: new})
    lines = adventure.read_text(encoding="utf-8").splitlines()
    line = next(i for i, t in enumerate(lines, start=1) if new.strip() in t)
    assert main(["validate", str(adventure)]) == 1
    err = capsys.readouterr().err
    assert f"{adventure}:{line}: {field}" in err, err
    assert "no other control character" in err
    assert main(["text", str(adventure), "--heroes", "karomin", "--seed", "1"]) == 1
    assert "no other control character" in capsys.readouterr().err


def test_validate_refuses_a_control_character_in_a_map(tmp_path, capsys):
    folder = tmp_path / "maps"
    folder.mkdir()
    text = (SHIPPED / "maps" / "ship-deck.yaml").read_text(encoding="utf-8")
    title = next(t for t in text.splitlines() if t.startswith("title:"))
    (folder / "ship-deck.yaml").write_text(text.replace(title, 'title: "Deck\\e]0;owned\\a"'))
    line = text.splitlines().index(title) + 1
    assert main(["validate", str(folder / "ship-deck.yaml")]) == 1
    err = capsys.readouterr().err
    assert f"ship-deck.yaml:{line}: title: the text holds \\x1b (ESC" in err, err


def test_words_shown_keep_brackets_and_show_control_characters_as_codes():
    from rich.console import Console

    console = Console(record=True, width=200, emoji=False)
    console.print(f"[bold]{shown('a [sic] b [/] c [bold]d')}[/] {shown('x' + chr(27) + '[2J')}")
    assert console.export_text().rstrip() == "a [sic] b [/] c [bold]d x\\x1b[2J"


def test_measure_shows_a_terrain_name_with_brackets_as_written(tmp_path, capsys):
    text = (SHIPPED / "maps" / "forest-clearing.yaml").read_text(encoding="utf-8")
    old = "{id: campfire, kind: campfire, at: [1.1, 1.55]}"
    assert old in text
    named = tmp_path / "forest-clearing.yaml"
    named.write_text(text.replace(old, '{id: campfire, kind: campfire, at: [1.1, 1.55], '
                                       'name: "Camp [sic] fire [/]"}'), encoding="utf-8")
    assert main(["measure", str(named), "--place", "k=hero@0.5,1.7", "--from", "k",
                 "--move-to", "1.4,1.2", "--bar", "1.2"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "Blocked by the Camp [sic] fire [/] (campfire)" in out
