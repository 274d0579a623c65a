"""Nothing a player did is lost: an autosave that cannot be read, is another game's or is
further along is set aside under a new name and said so, never overwritten."""

from __future__ import annotations

from pathlib import Path

from questboard.cli.main import main
from questboard.play.saves import read_save

TO_THE_FIGHT = ["2", "karomin", "roll 7", "done", "roll 9 9", "done"]


def _script(tmp_path: Path, lines: list[str], name: str = "answers.txt") -> Path:
    path = tmp_path / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _new(tmp_path, lines, *extra, seed="7"):
    return main(["text", "example-short", "--heroes", "karomin,alondis", "--seed", seed,
                 "--script", str(_script(tmp_path, lines)), *extra])


def _kept(folder: Path, name: str) -> list[Path]:
    return [p for p in folder.iterdir() if p.name.startswith(name + ".autosave.")]


def _saved_then_played_on(tmp_path: Path) -> tuple[Path, Path]:
    save = tmp_path / "G.json"
    assert _new(tmp_path, TO_THE_FIGHT[:2] + ["save"] + TO_THE_FIGHT[2:] + ["quit"],
                "--save", str(save)) == 0
    return save, Path(str(save) + ".autosave")


def test_loading_a_save_sets_aside_a_damaged_autosave_beside_it_and_says_so(tmp_path, capsys):
    save, autosave = _saved_then_played_on(tmp_path)
    lines = autosave.read_text().splitlines()
    lines[2] = lines[2][:-3] + "###"  # one damaged line in the middle of the log
    damaged = "\n".join(lines) + "\n"
    autosave.write_text(damaged)
    capsys.readouterr()
    assert main(["text", "--load", str(save), "--script",
                 str(_script(tmp_path, ["quit"], "rest.txt"))]) == 0
    out = capsys.readouterr().out
    assert "cannot be read" in out and "kept as" in out
    kept = _kept(tmp_path, "G.json")
    assert len(kept) == 1 and kept[0].read_text() == damaged
    assert len(read_save(autosave).actions) == len(read_save(save).actions)


def test_loading_another_game_never_overwrites_the_autosave_of_the_save_named(tmp_path, capsys):
    save, autosave = _saved_then_played_on(tmp_path)
    ours = autosave.read_text()
    other = tmp_path / "other.json"
    assert _new(tmp_path, ["2", "save", "quit"], "--save", str(other), seed="8") == 0
    capsys.readouterr()
    assert main(["text", "--load", str(other), "--save", str(save), "--script",
                 str(_script(tmp_path, ["quit"], "rest.txt"))]) == 0
    out = capsys.readouterr().out
    assert "belongs to another game" in out and "kept as" in out
    kept = _kept(tmp_path, "G.json")
    assert len(kept) == 1 and kept[0].read_text() == ours


def test_an_autosave_behind_the_save_is_taken_over_without_a_copy(tmp_path, capsys):
    save = tmp_path / "G.json"
    assert _new(tmp_path, TO_THE_FIGHT[:2] + ["save", "quit"], "--save", str(save)) == 0
    capsys.readouterr()
    assert main(["text", "--load", str(save), "--script",
                 str(_script(tmp_path, ["quit"], "rest.txt"))]) == 0
    assert "kept as" not in capsys.readouterr().out
    assert _kept(tmp_path, "G.json") == []
