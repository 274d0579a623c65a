"""Nothing a player did is ever lost: saves, the autosave and crashes in text mode."""

from __future__ import annotations

from pathlib import Path

import pytest

from questboard.cli.main import main
from questboard.play.folders import autosave_dir, data_dir
from questboard.play.saves import read_save

TO_THE_FIGHT = ["2", "karomin", "roll 7", "done", "roll 9 9", "done"]


def _script(tmp_path: Path, lines: list[str], name: str = "answers.txt") -> Path:
    path = tmp_path / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _new(tmp_path, lines, *extra):
    return main(["text", "example-short", "--heroes", "karomin,alondis", "--seed", "7",
                 "--script", str(_script(tmp_path, lines)), *extra])


@pytest.fixture
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path / "data"))
    return tmp_path / "data"


def test_loading_a_save_onto_itself_keeps_the_autosave_that_was_further_along(tmp_path, capsys):
    save = tmp_path / "game.json"
    assert _new(tmp_path, TO_THE_FIGHT[:2] + ["save"] + TO_THE_FIGHT[2:] + ["quit"],
                "--save", str(save)) == 0
    autosave = Path(str(save) + ".autosave")
    longer = len(read_save(autosave).actions)
    assert longer > len(read_save(save).actions)
    rest = _script(tmp_path, ["quit"], "rest.txt")
    assert main(["text", "--load", str(save), "--save", str(save), "--script", str(rest)]) == 0
    out = capsys.readouterr().out
    assert "further along" in out and "kept as" in out
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("game.json.autosave.")]
    assert len(kept) == 1 and len(read_save(kept[0]).actions) == longer


def test_a_resume_whose_replay_fails_leaves_the_autosave_untouched(tmp_path, capsys):
    save = tmp_path / "game.json"
    assert _new(tmp_path, TO_THE_FIGHT[:3] + ["save", "quit"], "--save", str(save)) == 0
    autosave = Path(str(save) + ".autosave")
    before = autosave.read_bytes()
    text = save.read_text().replace('"index": 1', '"index": 7')  # an option no longer there
    save.write_text(text)
    rest = _script(tmp_path, ["quit"], "rest.txt")
    assert main(["text", "--load", str(save), "--save", str(save), "--script", str(rest)]) == 1
    err = capsys.readouterr().err
    assert "does not replay" in err and "Traceback" not in err
    assert autosave.read_bytes() == before


def test_save_without_a_file_name_is_refused_and_play_goes_on(tmp_path, capsys, data):
    assert _new(tmp_path, ["save", "2", "quit"]) == 0
    out = capsys.readouterr().out
    assert "Save where?" in out
    assert out.index("Save where?") < out.index("Goodbye")  # play went on to the end


def test_save_onto_a_folder_is_refused_and_play_goes_on(tmp_path, capsys, data):
    folder = tmp_path / "somewhere"
    folder.mkdir()
    assert _new(tmp_path, [f"save {folder}", "2", "quit"]) == 0
    out = capsys.readouterr().out
    assert "Not saved" in out and "folder" in out
    assert "Goodbye" in out  # the script went on to its end


def test_every_game_autosaves_into_the_data_folder_and_resume_lists_it(tmp_path, capsys, data):
    assert _new(tmp_path, TO_THE_FIGHT[:2] + ["quit"]) == 0
    out = capsys.readouterr().out
    found = list(autosave_dir().iterdir())
    assert len(found) == 1 and found[0].name.startswith("example-short-")
    assert str(found[0]) in out.replace("\n", "")  # quit names it
    assert len(read_save(found[0]).actions) == 2
    assert main(["text", "--resume"]) == 0
    assert found[0].name in capsys.readouterr().out
    rest = _script(tmp_path, ["quit"], "rest.txt")
    assert main(["text", "--resume", "1", "--script", str(rest)]) == 0
    assert "after 2 actions" in capsys.readouterr().out


def test_a_new_game_keeps_the_autosave_of_an_older_game_of_the_same_name(tmp_path, capsys):
    save = tmp_path / "keep.json"
    assert _new(tmp_path, ["2", "quit"], "--save", str(save)) == 0
    older = Path(str(save) + ".autosave").read_text()
    assert _new(tmp_path, ["quit"], "--save", str(save)) == 0
    out = capsys.readouterr().out
    assert "older game's autosave was kept as" in out
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("keep.json.autosave.")]
    assert len(kept) == 1 and kept[0].read_text() == older


def test_the_seed_is_fresh_for_every_game_and_told_on_request(tmp_path, capsys, data):
    seeds = set()
    for _ in range(3):
        assert main(["text", "example-short", "--heroes", "karomin,alondis",
                     "--script", str(_script(tmp_path, ["seed", "quit"]))]) == 0
        out = capsys.readouterr().out
        seeds.add(out.split("seeded with ")[1].split(".")[0])
    assert len(seeds) == 3


def test_a_crash_writes_a_report_into_the_data_folder_and_says_where_in_one_line(
        tmp_path, capsys, data, monkeypatch):
    def boom(args):
        raise RuntimeError("the dragon ate the table")

    import questboard.cli.text as text

    monkeypatch.setattr(text, "run", boom)
    assert main(["text", "example-short", "--heroes", "karomin"]) == 70
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    reports = list((data_dir() / "crashes").iterdir())
    assert len(reports) == 1 and str(reports[0]) in err
    assert "the dragon ate the table" in reports[0].read_text()
