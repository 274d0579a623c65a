"""What goes wrong around saves is said in one line naming what and where, play goes on
where it can, and the words match what happened (no traceback, no autosave that was not)."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import questboard
from questboard.cli.main import main
from questboard.play.saves import read_save

ROOT = Path(questboard.__file__).parent.parent
TO_THE_FIGHT = ["2", "karomin", "roll 7", "done", "roll 9 9", "done"]


@pytest.fixture(autouse=True)
def wide(monkeypatch):
    monkeypatch.setenv("COLUMNS", "500")  # one message, one line


def _script(tmp_path: Path, lines: list[str], name: str = "answers.txt") -> Path:
    path = tmp_path / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _new(tmp_path, lines, *extra):
    return main(["text", "example-short", "--heroes", "karomin,alondis", "--seed", "7",
                 "--script", str(_script(tmp_path, lines)), *extra])


@pytest.mark.parametrize("folder", ["a file", "/proc", "x" * 300])
def test_a_data_folder_that_cannot_hold_an_autosave_is_said_and_play_goes_on(
        tmp_path, capsys, monkeypatch, folder):
    if folder == "a file":
        (tmp_path / "a file").write_text("not a folder")
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path / folder) if folder != "/proc" else folder)
    assert _new(tmp_path, ["2", "quit"]) == 0
    out, err = capsys.readouterr()
    assert "No autosave:" in out and "play goes on" in out and "Traceback" not in out + err
    assert "Goodbye. (No autosave was kept.)" in out


def test_saving_into_a_folder_that_is_a_file_is_refused_and_play_goes_on(tmp_path, capsys):
    (tmp_path / "DIR").write_text("a file")
    assert _new(tmp_path, [f"save {tmp_path / 'DIR' / 'x.json'}", "2", "quit"]) == 0
    out = capsys.readouterr().out
    assert "Not saved:" in out and "DIR is a file, not a folder" in out and "Goodbye" in out


def _damaged(tmp_path: Path, how: str) -> Path:
    save = tmp_path / "G.json"
    assert _new(tmp_path, ["2", "save", "quit"], "--save", str(save)) == 0
    data = json.loads(save.read_text())
    text = json.dumps(data)
    if how == "seed":
        text = text.replace(f'"seed": {data["setup"]["seed"]}', '"seed": ' + "7" * 5000)
    else:
        text = text.replace('"actions": [', '"actions": [' + "[" * 100_000 + "]" * 100_000 + ",")
    save.write_text(text)
    return save


@pytest.mark.parametrize("how", ["seed", "deep"])
@pytest.mark.parametrize("log", [False, True])
def test_a_save_beyond_reading_is_one_line_naming_it(tmp_path, capsys, how, log):
    save = _damaged(tmp_path, how)
    if log:
        data = json.loads(Path(str(save) + ".autosave").read_text().splitlines()[0])
        lines = [json.dumps(data), save.read_text().split('"actions": [', 1)[1].split(",")[0], "{}"]
        if how == "seed":
            lines[0] = lines[0].replace(f'"seed": {data["setup"]["seed"]}', '"seed": ' + "7" * 5000)
        save = tmp_path / "L.json.autosave"
        save.write_text("\n".join(lines) + "\n")
    capsys.readouterr()
    assert main(["text", "--load", str(save), "--script",
                 str(_script(tmp_path, ["quit"], "rest.txt"))]) == 1
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and str(save) in err and "damaged" in err
    assert "autosave keeps" not in err and "unexpected" not in err


def test_input_ending_at_the_resume_question_is_a_no_and_keeps_the_autosave(
        tmp_path, capsys, monkeypatch):
    save = tmp_path / "G.json"
    assert _new(tmp_path, TO_THE_FIGHT[:2] + ["save"] + TO_THE_FIGHT[2:] + ["quit"],
                "--save", str(save)) == 0
    longer = len(read_save(Path(str(save) + ".autosave")).actions)
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    capsys.readouterr()
    assert main(["text", "--load", str(save)]) == 1
    out, err = capsys.readouterr()
    assert "(input ended: no)" in out and "kept as" in out
    assert err.strip() == "questboard: input ended before the adventure did"
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("G.json.autosave.")]
    assert len(kept) == 1 and len(read_save(kept[0]).actions) == longer


FULL_DISK = """
import resource, signal, sys
from questboard.cli.main import main
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
limit = int(sys.argv[1])
resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
sys.exit(main(sys.argv[2:]))
"""


def _head_line(tmp_path) -> int:
    """The length of the head of this game's autosave (it names the files of the game)."""
    from questboard.play import new_game

    game = new_game("example-short", ("karomin", "alondis"), 7)
    game.attach_autosave(tmp_path / "probe.autosave")
    game.close()
    return len((tmp_path / "probe.autosave").read_text(encoding="utf-8").splitlines()[0]) + 1


def test_an_autosave_that_hits_a_size_limit_mid_game_is_said_once_and_play_goes_on(tmp_path):
    save = tmp_path / "G.json"
    script = _script(tmp_path, TO_THE_FIGHT + ["quit"])
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QUESTBOARD_DATA": str(tmp_path / "data")}
    args = ["text", "example-short", "--heroes", "karomin,alondis", "--seed", "7",
            "--save", str(save), "--script", str(script)]
    head = _head_line(tmp_path) + 120  # the log's first line, and a little
    run = subprocess.run([sys.executable, "-c", FULL_DISK, str(head), *args], env=env,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stdout + run.stderr
    assert run.stdout.count("cannot be written") == 1 and "File too large" in run.stdout
    assert "Goodbye. (The autosave" in run.stdout and "could not be written" in run.stdout
    kept = read_save(Path(str(save) + ".autosave")).actions  # what was kept is whole
    assert 0 < len(kept) < len(TO_THE_FIGHT)
