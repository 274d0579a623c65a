"""An adventure thousands of paragraphs deep is walked without recursion: validate, text
mode, the storyboard and explore take it as they take a short one (issue 20, point 7), and
validate checks the largest the format allows within a time and a memory limit."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import questboard
from questboard.cli.main import main

ROOT = Path(questboard.__file__).parent.parent
DEEPER_THAN_PYTHON = 1_500  # past Python's recursion limit (1,000 frames)
LARGEST = 9_999  # paragraphs are numbered 1 to 9999 (FORMAT.md)
MEMORY = 500 * 1024 * 1024  # bytes of address space validate may take
CPU_SECONDS = 10


def chain(path: Path, n: int, round_back: bool = False) -> Path:
    """Paragraphs 1 → 2 → … → n, then the end; with `round_back`, paragraph n asks about a
    marker nobody ticks and goes back to 1 (a round that asks nothing)."""
    lines = [f"id: {path.stem}", "title: A Long Road", "level: 1",
             "qm_sheet: {markers: {1: Never ticked.}}", "rewards: {improvements: 0}",
             "paragraphs:"]
    for i in range(1, n):
        lines += [f"  {i}:", f"    read: Step {i}.", f"    next: {i + 1}"]
    last = f"{{query: marker 1, if_yes: {n + 1}, if_no: 1}}" if round_back else n + 1
    lines += [f"  {n}:", "    read: The crossroads.", f"    next: {last}",
              f"  {n + 1}:", "    read: The end.", "    next: {end: success}"]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def deep(tmp_path) -> Path:
    return chain(tmp_path / "deep-road.yaml", DEEPER_THAN_PYTHON)


def test_a_chain_deeper_than_the_recursion_limit_validates(deep, capsys):
    assert main(["validate", str(deep)]) == 0
    assert f"ok  {deep}" in capsys.readouterr().out


def test_a_round_longer_than_the_recursion_limit_is_reported(tmp_path, capsys):
    looped = chain(tmp_path / "round-road.yaml", DEEPER_THAN_PYTHON, round_back=True)
    assert main(["validate", str(looped)]) == 1
    err = capsys.readouterr().err
    assert "the story goes round paragraphs" in err
    n = DEEPER_THAN_PYTHON
    assert f"paragraphs {n} → 1 → 2 → 3" in err and f"{n - 1} → {n} without asking" in err


def test_text_mode_plays_a_deep_chain_to_its_end(deep, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path / "data"))
    script = tmp_path / "answers.txt"
    script.write_text("# the story runs on by itself\n", encoding="utf-8")
    assert main(["text", str(deep), "--heroes", "karomin", "--seed", "1",
                 "--script", str(script)]) == 0
    out = capsys.readouterr().out
    assert f"Step {DEEPER_THAN_PYTHON - 1}." in out and "The end: success." in out


def test_the_storyboard_of_a_deep_chain_is_drawn(deep, tmp_path, capsys):
    svg = tmp_path / "board.svg"
    assert main(["storyboard", str(deep), "--svg", str(svg)]) == 0
    assert f"{DEEPER_THAN_PYTHON + 1} boxes" in capsys.readouterr().out
    assert svg.stat().st_size > 0


def test_explore_walks_a_deep_chain(deep, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path / "data"))
    assert main(["explore", str(deep), "--runs", "1", "--heroes", "karomin", "--json"]) == 0
    assert '"unreachable": []' in capsys.readouterr().out


LIMITED = """
import resource, sys
resource.setrlimit(resource.RLIMIT_AS, (int(sys.argv[1]), int(sys.argv[1])))
from questboard.cli.main import main
code = main(sys.argv[2:])
used = resource.getrusage(resource.RUSAGE_SELF)
print(f"cpu {used.ru_utime + used.ru_stime:.2f}")
sys.exit(code)
"""


def test_the_largest_adventure_the_format_allows_validates_within_10_s_and_500_mb(tmp_path):
    largest = chain(tmp_path / "longest-road.yaml", LARGEST - 1)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QUESTBOARD_DATA": str(tmp_path / "data")}
    run = subprocess.run([sys.executable, "-c", LIMITED, str(MEMORY), "validate", str(largest)],
                         env=env, capture_output=True, text=True, timeout=6 * CPU_SECONDS,
                         stdin=subprocess.DEVNULL)
    assert run.returncode == 0, run.stdout + run.stderr
    assert f"ok  {largest}" in run.stdout
    cpu = float(run.stdout.rsplit("cpu ", 1)[1])
    assert cpu <= CPU_SECONDS, f"validate took {cpu:.1f} s of CPU"


def test_a_storyboard_too_large_for_a_png_is_refused_in_one_line(deep, tmp_path, capsys,
                                                                 monkeypatch):
    import questboard.cli.storyboard as command

    monkeypatch.setattr(command, "PNG_PIXELS", 1_000_000)
    png = tmp_path / "board.png"
    assert main(["storyboard", str(deep), "--out", str(png)]) == 1
    err = capsys.readouterr().err
    assert "too large for a PNG (at most 1 million pixels); draw it as --svg FILE.svg" in err
    assert not png.exists()


@pytest.mark.parametrize(("condition", "said"), [
    ("(" * 2000 + "marker 1" + ")" * 2000, "column 101: brackets and 'not' nest more than 100 deep"),
    ("not " * 1500 + "marker 1", "column 401: brackets and 'not' nest more than 100 deep"),
    (" or ".join(["marker 1"] * 1500), "column 1: the condition holds more than 100 parts inside "
                                       "one another"),
], ids=["brackets", "not", "a run of or"])
def test_a_condition_nested_past_any_adventure_is_refused_in_one_line(tmp_path, capsys, condition,
                                                                       said):
    path = tmp_path / "deep-question.yaml"
    path.write_text(f"""id: deep-question
title: A Deep Question
level: 1
qm_sheet: {{markers: {{1: x}}}}
paragraphs:
  1:
    read: Start.
    next: {{query: "{condition}", if_yes: 2, if_no: 2}}
  2:
    read: End.
    next: {{end: success}}
""", encoding="utf-8")
    assert main(["validate", str(path)]) == 1
    lines = capsys.readouterr().err.strip().splitlines()
    assert lines[0] == "1 problem found:" and len(lines) == 2
    assert lines[1].startswith(f"  {path}:8: paragraph 1, query: bad condition '")
    assert f"…': {said}" in lines[1] and len(lines[1]) < len(str(path)) + 300
