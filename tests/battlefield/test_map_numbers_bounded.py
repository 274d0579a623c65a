"""Every number of a map is finite and within the largest field (MAX_SIDE, FORMAT.md): an
endless or absurd size, coordinate, footprint or rotation is refused by validate at its
line, and `measure --png` says so in one line instead of crashing (issue 20, point 10)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import questboard
from questboard.battlefield.mapfile import MAX_SIDE
from questboard.battlefield.validate import validate_map_file
from questboard.cli.main import main

ROOT = Path(questboard.__file__).parent.parent
CLEARING = (ROOT / "adventures" / "maps" / "forest-clearing.yaml").read_text(encoding="utf-8")


def _map(tmp_path: Path, old: str, new: str) -> tuple[Path, int]:
    """forest-clearing with one line changed; the file and that line's number."""
    assert old in CLEARING
    text = CLEARING.replace(old, new, 1)
    path = tmp_path / "forest-clearing.yaml"
    path.write_text(text, encoding="utf-8")
    line = next(i for i, t in enumerate(text.splitlines(), start=1) if new in t)
    return path, line


@pytest.mark.parametrize(("size", "shown", "each"), [
    ("[.inf, .inf]", "[inf, inf]", "a finite number"),
    ("[1.0e+300, 1.0e+300]", "[1e+300, 1e+300]", "a number"),
    ("[.nan, 2.2]", "[nan, 2.2]", "a finite number"),
    ("[3.0, -.inf]", "[3, -inf]", "a finite number"),
    (f"[{MAX_SIDE + 0.5}, 2.2]", f"[{MAX_SIDE + 0.5:g}, 2.2]", "a number"),
])
def test_a_size_past_the_largest_field_is_refused_at_its_line(tmp_path, size, shown, each):
    path, line = _map(tmp_path, "size: [3.0, 2.2]", f"size: {size}")
    problems = validate_map_file(path)
    assert [(p.line, p.message) for p in problems] == [
        (line, f"size must be two numbers [width, height], each {each} of at most "
               f"{MAX_SIDE:g}, not {shown}")]


@pytest.mark.parametrize(("old", "new", "said"), [
    ("at: [0.85, 0.68]", "at: [.inf, 0.68]", "oak-1: at must be two numbers [x, y], each a "
                                             "finite number from -10 to 10"),
    ("polygon: [[0.1, 1.3], [0.9, 1.3]", "polygon: [[0.1, 1.3], [1.0e+300, 1.3]",
     "heroes: polygon: point 2 must be two numbers [x, y], each a number from -10 to 10"),
    ("rotation: 20", "rotation: .nan", "boulder: rotation must be a finite number from -360 to "
                                       "360"),
    ("{id: campfire, kind: campfire, at: [1.1, 1.55]}",
     "{id: campfire, kind: campfire, at: [1.1, 1.55], footprint: {shape: circle, radius: .inf}}",
     "campfire: footprint: radius must be a finite number of at most 10"),
], ids=["terrain at", "zone point", "rotation", "radius"])
def test_an_endless_or_absurd_coordinate_is_refused_at_its_line(tmp_path, old, new, said):
    path, line = _map(tmp_path, old, new)
    problems = [str(p) for p in validate_map_file(path)]
    assert any(p.startswith(f"{path}:{line}: {said}") for p in problems), problems


def test_a_field_of_the_largest_size_is_a_good_map(tmp_path):
    path, _ = _map(tmp_path, "size: [3.0, 2.2]", f"size: [{MAX_SIDE:g}, {MAX_SIDE:g}]")
    assert validate_map_file(path) == []


@pytest.mark.parametrize("size", ["[.inf, .inf]", "[1.0e+300, 1.0e+300]"])
def test_measure_png_of_an_endless_field_says_so_in_one_line(tmp_path, capsys, monkeypatch, size):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path / "data"))
    path, line = _map(tmp_path, "size: [3.0, 2.2]", f"size: {size}")
    code = main(["measure", str(path), "--place", "a=hero@0.4,1.9", "--from", "a",
                 "--png", str(tmp_path / "map.png")])
    err = capsys.readouterr().err
    assert code == 1, err
    assert f"{path}:{line}: size must be two numbers" in err
    assert "unexpected error" not in err and not (tmp_path / "map.png").exists()


def test_format_md_states_the_largest_field():
    text = (ROOT / "adventures" / "FORMAT.md").read_text(encoding="utf-8")
    assert re.search(rf"A field is at most {MAX_SIDE:g} LU on a side", " ".join(text.split()))
