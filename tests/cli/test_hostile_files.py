"""Files that would hang the program or eat the machine are refused in one line, within a
time and a memory limit: an alias bomb, a map that is /dev/zero or a pipe, a save that is."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import questboard

ROOT = Path(questboard.__file__).parent.parent
SHIPPED = ROOT / "adventures"
MEMORY = 1024 * 1024 * 1024  # bytes of address space the command may take
SECONDS = 30

LIMITED = """
import resource, sys
resource.setrlimit(resource.RLIMIT_AS, (int(sys.argv[1]), int(sys.argv[1])))
from questboard.cli.main import main
sys.exit(main(sys.argv[2:]))
"""


def _run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QUESTBOARD_DATA": str(tmp_path / "data"),
           "COLUMNS": "500"}
    return subprocess.run([sys.executable, "-c", LIMITED, str(MEMORY), *args], env=env,
                          capture_output=True, text=True, timeout=SECONDS, stdin=subprocess.DEVNULL)


def _bomb(path: Path) -> Path:
    lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for prev, cur in zip("abcdefghi", "bcdefghij", strict=True):
        lines.append(f"{cur}: &{cur} [" + ",".join([f"*{prev}"] * 10) + "]")
    path.write_text("\n".join(lines) + "\n")
    return path


@pytest.mark.parametrize("command", ["validate-file", "validate-folder", "explore"])
def test_an_alias_bomb_is_refused_at_its_line_at_once(tmp_path, command):
    bomb = _bomb(tmp_path / "bomb.yaml")
    args = {"validate-file": ["validate", str(bomb)], "validate-folder": ["validate", str(tmp_path)],
            "explore": ["explore", str(bomb)]}[command]
    run = _run(tmp_path, *args)
    said = run.stdout + run.stderr
    assert run.returncode == 1, said
    assert f"{bomb}:5: the anchors and aliases (& and *) here stand for more than" in said
    assert "Traceback" not in said


def test_an_anchor_used_inside_itself_is_refused(tmp_path):
    looped = tmp_path / "looped.yaml"
    looped.write_text("a: &a\n  - x\n  - *a\n")
    run = _run(tmp_path, "validate", str(looped))
    assert run.returncode == 1
    assert f"{looped}:1: an anchor (&) is used inside itself" in run.stdout + run.stderr


@pytest.fixture
def hostile(tmp_path) -> Path:
    """An author's folder whose maps/ holds a link to /dev/zero and a FIFO; the adventure's
    first fight is on the /dev/zero one."""
    folder = tmp_path / "mine"
    (folder / "maps").mkdir(parents=True)
    text = (SHIPPED / "example-short.yaml").read_text()
    (folder / "mine.yaml").write_text(text.replace("map: monastery-yard", "map: evil", 1))
    (folder / "maps" / "evil.yaml").symlink_to("/dev/zero")
    os.mkfifo(folder / "maps" / "pipe.yaml")
    shutil.copy(SHIPPED / "maps" / "ship-deck.yaml", folder / "maps")
    return folder


def test_a_map_that_is_dev_zero_or_a_fifo_is_named_not_read(tmp_path, hostile):
    run = _run(tmp_path, "validate", str(hostile))
    assert run.returncode == 1, run.stdout + run.stderr
    said = run.stdout + run.stderr
    assert f"{hostile}/maps/evil.yaml: cannot read the file: it is a device" in said
    assert f"{hostile}/maps/pipe.yaml: cannot read the file: it is a pipe (FIFO)" in said
    assert "the combat map 'evil' cannot be read" in said
    assert "did you mean" not in said and "Traceback" not in run.stderr


def test_an_adventure_on_an_unreadable_map_is_refused_at_its_map_line(tmp_path, hostile):
    run = _run(tmp_path, "text", str(hostile / "mine.yaml"), "--heroes", "karomin")
    assert run.returncode == 1
    assert "combat.map: the combat map 'evil' cannot be read" in run.stderr
    assert "did you mean" not in run.stderr and "Traceback" not in run.stderr


@pytest.mark.parametrize("kind", ["dev-zero", "fifo"])
def test_a_save_that_is_dev_zero_or_a_fifo_is_refused_in_one_line(tmp_path, kind):
    save = tmp_path / "G.json"
    if kind == "fifo":
        os.mkfifo(save)
    else:
        save.symlink_to("/dev/zero")
    run = _run(tmp_path, "text", "--load", str(save))
    assert run.returncode == 1
    assert run.stderr.strip().startswith(f"questboard: {save}: cannot read the save: it is a ")
    assert len(run.stderr.strip().splitlines()) == 1
