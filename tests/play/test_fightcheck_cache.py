"""validate keeps its fight checks between runs (`play.fightcheck_cache`): the same files give
the kept answer without setting a fight up, and any change to the adventure, a map it uses
or a map that appears in its own folder sets the fights up afresh."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from questboard.play import fight_setups, fightcheck_cache
from questboard.play.fightcheck import fight_problems
from questboard.play.library import check_paths
from tests.an_authors_folder import MAP, write_authors_folder
from tests.play.test_fightcheck_packing import RAIDERS

SMALL_RAIDERS = "[[1.8, 0.1], [2.5, 0.1], [2.5, 0.6], [1.8, 0.6]]"  # holds fewer than 8 bases


@pytest.fixture
def data(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    monkeypatch.setenv("QUESTBOARD_DATA", str(folder))
    return folder


def _validated(path: Path) -> list[str]:
    return [p.message for r in check_paths([path]) for p in r.problems]


def _no_set_ups(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("a fight was set up again")

    monkeypatch.setattr(fight_setups, "fight_setup_problems", refuse)


def test_the_same_files_give_the_kept_answer_without_a_set_up(tmp_path, data, monkeypatch):
    path = write_authors_folder(tmp_path)
    m = path.parent / "maps" / f"{MAP}.yaml"
    m.write_text(m.read_text(encoding="utf-8").replace(RAIDERS, SMALL_RAIDERS), encoding="utf-8")
    first = _validated(path)
    assert any("left out" in said for said in first), first
    assert len(list((data / "cache" / "fight-checks").glob("*.json"))) == 1
    _no_set_ups(monkeypatch)
    assert _validated(path) == first
    assert [p.message for p in fight_problems(path)] == first  # a game's start reads it too


def test_a_changed_map_file_is_read_again(tmp_path, data):
    path = write_authors_folder(tmp_path)
    assert _validated(path) == []
    m = path.parent / "maps" / f"{MAP}.yaml"
    m.write_text(m.read_text(encoding="utf-8").replace(RAIDERS, SMALL_RAIDERS), encoding="utf-8")
    assert any("left out" in said for said in _validated(path))
    m.write_text(m.read_text(encoding="utf-8").replace(SMALL_RAIDERS, RAIDERS), encoding="utf-8")
    assert _validated(path) == []


def test_a_changed_adventure_file_is_read_again(tmp_path, data):
    path = write_authors_folder(tmp_path)
    maps = path.parent / "maps"
    small = (maps / f"{MAP}.yaml").read_text(encoding="utf-8").replace(RAIDERS, SMALL_RAIDERS)
    (maps / "small-glade.yaml").write_text(small.replace(f"id: {MAP}", "id: small-glade"),
                                           encoding="utf-8")
    assert _validated(path) == []
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace(f"map: {MAP}", "map: small-glade"), encoding="utf-8")
    assert any("left out" in said for said in _validated(path))


def test_a_change_to_the_program_makes_another_key(tmp_path, monkeypatch):
    path = write_authors_folder(tmp_path)
    maps = [(MAP, path.parent / "maps" / f"{MAP}.yaml")]
    key = fightcheck_cache.digest(path, maps)
    monkeypatch.setattr(fightcheck_cache, "_program", lambda: b"another program")
    assert fightcheck_cache.digest(path, maps) != key


def test_a_kept_answer_that_cannot_be_read_is_no_answer(tmp_path, data):
    path = write_authors_folder(tmp_path)
    assert _validated(path) == []
    for kept in (data / "cache" / "fight-checks").glob("*.json"):
        kept.write_text("[{\"file\": ", encoding="utf-8")
    assert fightcheck_cache.recall(kept.stem) is None
    assert _validated(path) == []  # set up afresh, and kept whole again
    assert fightcheck_cache.recall(kept.stem) == []


def test_validate_twice_says_the_same(tmp_path):
    path = write_authors_folder(tmp_path)
    m = path.parent / "maps" / f"{MAP}.yaml"
    m.write_text(m.read_text(encoding="utf-8").replace(RAIDERS, SMALL_RAIDERS), encoding="utf-8")
    env = {**os.environ, "QUESTBOARD_DATA": str(tmp_path / "data")}
    runs = [subprocess.run([sys.executable, "-m", "questboard", "validate", str(path)], env=env,
                           capture_output=True, text=True, timeout=120) for _ in range(2)]
    assert runs[0].returncode == runs[1].returncode == 1
    assert "left out" in runs[0].stderr
    assert runs[0].stdout == runs[1].stdout and runs[0].stderr == runs[1].stderr
