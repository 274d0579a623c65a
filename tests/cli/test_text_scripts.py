"""Scripts that survive edits: `option LABEL`, `expect TEXT` and `questboard text --trace`."""

from __future__ import annotations

from questboard.cli.main import main
from tests.cli.test_text import WIN

FORKS = """\
id: forks
title: Two Roads
level: 1
paragraphs:
  1:
    read: A signpost with two arms.
    next:
      options:
        - {label: Go left along the river, goto: 2}
        - {label: Go right into the woods, goto: 3}
  2:
    read: The river carries you home.
    next: {end: success}
  3:
    read: The gate opens onto the woods.
    next: {end: failure}
"""


def _run(tmp_path, script, *extra, adventure="example-short"):
    path = tmp_path / "answers.txt"
    path.write_text(script, encoding="utf-8")
    return main(["text", adventure, "--heroes", "karomin,alondis", "--seed", "7",
                 "--script", str(path), *extra])


def _forks(tmp_path):
    path = tmp_path / "forks.yaml"
    path.write_text(FORKS, encoding="utf-8")
    return str(path)


def test_an_option_is_chosen_by_its_label_in_any_case(tmp_path, capsys):
    script = "option CLIMB straight to the   monastery\nexpect Talent test\nkaromin\n"
    assert _run(tmp_path, script) == 1  # runs out after the last line, at the roll
    captured = capsys.readouterr()
    assert "Talent test (target 9) for Karomin" in captured.out
    assert "ran out" in captured.err


def test_a_unique_beginning_of_a_label_is_enough(tmp_path, capsys):
    script = WIN.replace("\n2\n", "\noption climb\n", 1)
    assert script != WIN
    assert _run(tmp_path, script) == 0
    assert "The end: success." in capsys.readouterr().out


def test_an_unknown_label_stops_the_script_with_its_line_and_the_labels_on_offer(tmp_path, capsys):
    assert _run(tmp_path, "# which way?\noption Visit the tavern\n") == 1
    err = capsys.readouterr().err
    assert "answers.txt line 2" in err and "no option 'Visit the tavern'" in err
    assert "on offer: 'Buy supplies at the merchant's'; 'Climb straight to the monastery'" in err


def test_a_beginning_that_fits_several_labels_names_them(tmp_path, capsys):
    assert _run(tmp_path, "option go\n", adventure=_forks(tmp_path)) == 1
    err = capsys.readouterr().err
    assert "answers.txt line 1" in err and "'go' begins several options" in err
    assert "'Go left along the river'; 'Go right into the woods'" in err


def test_option_where_there_is_no_choice_of_options_is_refused_with_its_line(tmp_path, capsys):
    assert _run(tmp_path, "2\noption karomin\n") == 1
    err = capsys.readouterr().err
    assert "answers.txt line 2" in err and "there is no choice of options now" in err


def test_expect_passes_when_the_text_was_told_and_the_script_goes_on(tmp_path, capsys):
    script = ("expect the bells of the HILL monastery\n" + WIN.replace(
        "karomin\nroll 7\n", "expect who rolls?\nkaromin\nroll 7\n", 1)
        + "expect The end: success\n")
    assert _run(tmp_path, script) == 0
    out = capsys.readouterr().out
    assert "The end: success." in out and "✓" in out


def test_an_expect_that_was_not_told_stops_the_script_with_its_line(tmp_path, capsys):
    assert _run(tmp_path, "2\nkaromin\nexpect the gate opens\nroll 7\n") == 1
    err = capsys.readouterr().err
    assert "answers.txt line 3: expected 'the gate opens' — not told" in err


def test_expect_looks_only_at_what_was_told_since_the_last_answer(tmp_path, capsys):
    # The bells are told at the start, before the first answer: not after it.
    assert _run(tmp_path, "2\nexpect bells of the hill monastery\n") == 1
    assert "line 2: expected 'bells of the hill monastery' — not told" in capsys.readouterr().err


def test_an_expect_after_the_last_answer_still_counts(tmp_path, capsys):
    assert _run(tmp_path, WIN + "expect The end: failure\n") == 1
    err = capsys.readouterr().err
    assert "expected 'The end: failure' — not told" in err


def test_an_empty_expect_says_what_it_needs(tmp_path, capsys):
    assert _run(tmp_path, "expect\n") == 1
    assert "line 1: 'expect' needs the words to look for" in capsys.readouterr().err


def test_trace_prints_the_path_of_paragraphs(tmp_path, capsys):
    assert _run(tmp_path, WIN, "--trace") == 0
    out = capsys.readouterr().out
    path = out[out.index("Path:"):].splitlines()[0]
    assert path.startswith("Path: (1) → (3) →") and path.endswith("→ (12) → (13)")


def test_trace_prints_the_path_so_far_when_the_script_stops(tmp_path, capsys):
    assert _run(tmp_path, "option go right\nexpect the river\n", "--trace",
                adventure=_forks(tmp_path)) == 1
    captured = capsys.readouterr()
    assert "line 2: expected 'the river' — not told" in captured.err
    assert "Path: (1) → (3)" in captured.out


def test_the_format_guide_s_example_script_plays(tmp_path, capsys):
    from questboard.resources import adventures_dir

    guide = (adventures_dir() / "FORMAT.md").read_text(encoding="utf-8")
    section = guide[guide.index("**Scripts that survive edits.**"):]
    example = section[section.index("```\n") + 4:section.index("\n```", section.index("```\n"))]
    assert example.startswith("option ") and "expect " in example
    assert _run(tmp_path, example + "\n") == 1  # it stops where the game waits for 'done'
    err = capsys.readouterr().err
    assert "ran out" in err and "expected" not in err
