"""The adventure compiler: one fixture per kind of mistake, each reported with file, line,
paragraph and field; the shipped adventures pass."""

from __future__ import annotations

import pytest

from questboard.adventure.compiler import check_file, load_adventure
from questboard.errors import InputFileError
from questboard.play.library import MapLookup
from questboard.resources import adventures_dir

from .conftest import BAD, EXAMPLE

# fixture -> (line, place in the author's words, words in the message)
CASES = {
    "unknown_key": (10, "paragraph 2", "unknown key 'colour'"),
    "dead_target": (12, "paragraph 1, on_failure", "paragraph 7 does not exist"),
    "unreachable": (11, "paragraph 3", "cannot be reached from paragraph 1"),
    "no_end": (13, "paragraph 2, next", "no path from here leads to an end"),
    "unknown_marker": (12, "paragraph 1, task 2 (tick)",
                       "marker 5 is not on the QM sheet (qm_sheet.markers has 1)"),
    "unknown_location": (11, "paragraph 1, task 2 (place)", "no location card called 'dragon-lair'"),
    "unknown_item": (11, "paragraph 1, task 2 (give)", "no item card called 'vorpal-sword'"),
    "unknown_bad_guy": (13, "paragraph 1, combat.bad_guys.raiders.troll",
                        "no bad guy card called 'troll'"),
    "unknown_map": (11, "paragraph 1, combat.map", "no combat map 'volcano-rim'"),
    "bad_condition": (11, "paragraph 1, query", "column 14"),
    "veteran_villain": (9, "qm_sheet.bad_guys.garthelm.veteran", "only minions can be veterans"),
}


def _problems(name, cards):
    path = BAD / f"{name}.yaml"
    return path, check_file(path, cards, MapLookup(path)).problems


@pytest.mark.parametrize("name", sorted(CASES))
def test_each_mistake_names_file_line_and_place(name, cards):
    path, problems = _problems(name, cards)
    line, place, words = CASES[name]
    assert problems, f"{name} should not validate"
    first = problems[0]
    assert first.file == str(path)
    assert first.line == line
    assert first.item == place
    assert words in first.message
    assert str(first).startswith(f"{path}:{line}: {place}: ")


def test_bad_yaml_names_file_and_line(cards):
    path, problems = _problems("bad_yaml", cards)
    assert len(problems) == 1
    assert problems[0].file == str(path)
    assert problems[0].line is not None
    assert "not valid YAML" in problems[0].message


def test_a_loop_without_exit_reports_every_paragraph_in_it(cards):
    _, problems = _problems("no_end", cards)
    assert [p.item for p in problems] == ["paragraph 2, next", "paragraph 3, next"]


def test_the_known_marker_and_location_are_not_reported(cards):
    _, problems = _problems("unknown_marker", cards)
    assert len(problems) == 1
    _, problems = _problems("unknown_location", cards)
    assert len(problems) == 1


def test_load_adventure_raises_input_file_error_listing_all_problems(cards):
    with pytest.raises(InputFileError) as caught:
        load_adventure(BAD / "no_end.yaml", cards)
    assert len(caught.value.problems) == 2
    assert "2 problems found" in str(caught.value)


def test_schema_and_name_problems_come_in_one_run(cards, tmp_path):
    text = EXAMPLE.read_text(encoding="utf-8")
    text = text.replace("      attribute: talent", "      attribute: talnt")
    text = text.replace("      - place: merchant\n", "      - place: mercant\n")
    path = tmp_path / "two.yaml"
    path.write_text(text, encoding="utf-8")
    problems = check_file(path, cards, MapLookup(EXAMPLE)).problems
    assert [p.item for p in problems] == ["paragraph 1, task 2 (place)", "paragraph 3"]


def test_an_item_not_listed_in_components_is_reported(cards, tmp_path):
    text = EXAMPLE.read_text(encoding="utf-8").replace(
        "      - find: potion-of-healing", "      - find: chain-shirt")
    path = tmp_path / "unlisted.yaml"
    path.write_text(text, encoding="utf-8")
    problems = check_file(path, cards, MapLookup(EXAMPLE)).problems
    assert len(problems) == 1
    assert "not listed under components" in problems[0].message


def test_a_zone_missing_from_the_map_is_reported(cards, tmp_path):
    text = EXAMPLE.read_text(encoding="utf-8").replace("orc-guards:", "cellar:")
    path = tmp_path / "zone.yaml"
    path.write_text(text, encoding="utf-8")
    problems = check_file(path, cards, MapLookup(EXAMPLE)).problems
    assert [p.message for p in problems] == [
        "map 'monastery-yard' has no zone 'cellar'; its zones are gate-watch, heroes, orc-guards "
        "and sorcerer"]


def test_a_conditional_option_table_needs_a_fallback(cards, tmp_path):
    text = EXAMPLE.read_text(encoding="utf-8").replace("      fallback: 3\n", "")
    path = tmp_path / "fallback.yaml"
    path.write_text(text, encoding="utf-8")
    problems = check_file(path, cards, MapLookup(EXAMPLE)).problems
    assert problems[0].item == "paragraph 1, next" and "fallback" in problems[0].message


@pytest.mark.parametrize("path", sorted(adventures_dir().glob("*.yaml")), ids=lambda p: p.name)
def test_shipped_adventures_validate(path, cards):
    assert check_file(path, cards, MapLookup(path)).problems == ()
