"""An outside author's adventure in a folder of its own, with a map of its own beside a
shipped one: it validates, plays to both endings in text mode with its fights fought by hand
and automatically, rehearses, explores and draws its storyboard.

The commands run as the `questboard` program a user installed (a new process, started in
the author's folder), so they use the installed package and no file of this checkout."""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from questboard.adventure import events as SE
from questboard.combat import events as FE
from questboard.resources import adventures_dir
from tests.cli.test_learning_adventure import _plan, _play, loaded  # noqa: F401  (a fixture)
from tests.cli.test_text_every_ending import AUTO, KEYBOARD

ADVENTURE = "greyfen-quest"
OWN_MAP = "greyfen-glade"


def _author(root: Path) -> Path:
    """The learning adventure rewritten as the author's own: a new id, its first fight on a
    map of the author's (a glade with one more rock), its second on the shipped clearing."""
    folder = root / "greyfen"
    (folder / "maps").mkdir(parents=True)
    shipped = adventures_dir()
    glade = (shipped / "maps" / "forest-clearing.yaml").read_text(encoding="utf-8")
    glade = glade.replace("id: forest-clearing", f"id: {OWN_MAP}", 1)
    glade = glade.replace("title: The Forest Clearing", "title: The Greyfen Glade", 1)
    glade = glade.replace("terrain:\n", "terrain:\n  - {id: grey-stone, kind: rock, at: [0.4, 0.4]}\n", 1)
    (folder / "maps" / f"{OWN_MAP}.yaml").write_text(glade, encoding="utf-8")
    text = (shipped / "the-harbor-treasure.yaml").read_text(encoding="utf-8")
    text = text.replace("id: the-harbor-treasure", f"id: {ADVENTURE}", 1)
    text = text.replace("map: forest-clearing", f"map: {OWN_MAP}", 1)  # paragraph 15's fight
    path = folder / f"{ADVENTURE}.yaml"
    path.write_text(text, encoding="utf-8")
    assert text.count(f"map: {OWN_MAP}") == 1 and text.count("map: forest-clearing") == 1
    return path


def _questboard(cwd: Path, *args: str) -> subprocess.CompletedProcess:
    exe = shutil.which("questboard", path=str(Path(sys.executable).parent)) or "questboard"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "PYTHONPATH": ""}
    return subprocess.run([exe, *args], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=300)


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    return _author(tmp_path_factory.mktemp("author")).parent


def test_the_authors_folder_validates_with_its_own_map_and_a_shipped_one(folder):
    done = _questboard(folder.parent, "validate", str(folder))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Traceback" not in done.stderr


CASES = [(good, mode) for good in (True, False) for mode in (KEYBOARD, AUTO)]


@pytest.mark.parametrize(("good", "mode"), CASES,
                         ids=[f"{'good' if g else 'bad'}-ending-{m}" for g, m in CASES])
def test_the_authors_adventure_plays_to_both_endings_by_hand_and_automatically(loaded, folder,  # noqa: F811
                                                                             good, mode):
    plan = dataclasses.replace(_plan(4, good), adventure=str(folder / f"{ADVENTURE}.yaml"))
    game, asked, out = _play(plan, mode, loaded)
    assert "Traceback" not in out
    assert game.story.ended == plan.ending, out[-3000:]
    entered = tuple(t.event.number for t in game.told if isinstance(t.event, SE.ParagraphEntered))
    assert entered == plan.path
    [over] = [t.event for t in game.told if isinstance(t.event, FE.FightOver)]
    assert over.outcome == ("victory" if good else "defeat")
    # The good way fights at paragraph 15 on the author's map, the bad way at 16 on the shipped one.
    assert game.fight is None and asked and asked[-1][1]


def test_a_script_plays_the_authors_adventure_in_a_new_process(folder):
    script = folder.parent / "answers.txt"
    script.write_text("\n".join([
        "# four heroes take the forest road and lose the oak fight's chest to the orcs",
        "option Follow the map",
        "expect Old oaks stand in a ring",
    ]) + "\n", encoding="utf-8")
    done = _questboard(folder.parent, "text", str(folder / f"{ADVENTURE}.yaml"),
                       "--heroes", "karomin,alondis,cessair,krzzzt", "--seed", "3",
                       "--script", str(script), "--trace")
    said = done.stdout + done.stderr
    assert "Traceback" not in said
    assert "Path: (1) → (2) → (3) → (4) → (8)" in said, said[-2000:]


def test_the_authors_fight_rehearses_on_its_own_map(folder):
    done = _questboard(folder.parent, "rehearse", str(folder / f"{ADVENTURE}.yaml"), "--fight", "15",
                       "--heroes", "karomin,alondis", "--runs", "20", "--json")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["victory"] + result["defeat"] + result["stalemate"] == pytest.approx(1.0)
    assert result["victory"] > 0.5  # two heroes against four orcs on open grass


def test_exploring_the_authors_adventure_reaches_both_endings(folder):
    # A lone hero, so that some runs lose a fight: the bad ending is reached only so.
    done = _questboard(folder.parent, "explore", str(folder / f"{ADVENTURE}.yaml"), "--runs", "150",
                       "--heroes", "karomin", "--json")
    assert done.returncode == 0, done.stdout + done.stderr
    report = json.loads(done.stdout)
    reached = {name for name, seen in report["outcomes"].items() if seen["runs"]}
    assert reached == {"success", "failure"}, report["outcomes"]
    assert report["dead_ends"] == [] and report["never_reached"] == []


def test_the_authors_storyboard_is_drawn(folder):
    out = folder.parent / "board.png"
    done = _questboard(folder.parent, "storyboard", str(folder / f"{ADVENTURE}.yaml"), "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
