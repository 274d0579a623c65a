"""A broken card folder gives one InputFileError naming file, line, card id and field."""

import re
import shutil
from pathlib import Path

import pytest

from questboard.content import load_cards
from questboard.errors import InputFileError
from questboard.resources import cards_dir

BAD = Path(__file__).parent / "bad_cards"
CASES = sorted(p.name for p in BAD.iterdir() if p.is_dir())
MARK = re.compile(r"#!\s*(.*?)\s*\|\s*(.*?)\s*\|\s*(.*?)\s*$")


def bad_folder(case: str, tmp_path: Path) -> Path:
    """The shipped cards with the files of one bad case laid over them."""
    folder = tmp_path / "cards"
    shutil.copytree(cards_dir(), folder)
    for path in (BAD / case).glob("*.yaml"):
        shutil.copy(path, folder / path.name)
    return folder


def expected(case: str) -> tuple[str, int, str | None, str | None, str]:
    """(file name, line, card id, field, words of the message) from the case's `#!` mark."""
    marks = []
    for path in sorted((BAD / case).glob("*.yaml")):
        for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if found := MARK.search(text):
                item, field, words = (None if g == "-" else g for g in found.groups())
                marks.append((path.name, number, item, field, words))
    assert len(marks) == 1, f"{case}: mark exactly one line with '#! id | field | words'"
    return marks[0]


def problems_of(folder: Path) -> list:
    with pytest.raises(InputFileError) as caught:
        load_cards(folder)
    return caught.value.problems


@pytest.mark.parametrize("case", CASES)
def test_a_bad_card_is_reported_with_file_line_card_and_field(case, tmp_path):
    file, line, item, field, words = expected(case)
    (problem,) = problems_of(bad_folder(case, tmp_path))
    assert Path(problem.file).name == file
    assert (problem.line, problem.item, problem.field) == (line, item, field)
    assert words in problem.message
    assert str(problem).startswith(f"{problem.file}:{line}: ")


def test_every_bad_case_has_a_fixture():
    assert len(CASES) >= 12


def test_problems_in_several_files_come_in_one_error(tmp_path):
    folder = bad_folder("unknown_key", tmp_path)
    for name in ("heroes.yaml", "events.yaml"):
        shutil.copy(BAD / {"heroes.yaml": "start_above_max", "events.yaml": "unknown_hook"}[name]
                    / name, folder / name)
    problems = problems_of(folder)
    assert sorted(Path(p.file).name for p in problems) == ["equipment.yaml", "events.yaml",
                                                          "heroes.yaml"]


def test_several_problems_in_one_card_are_all_listed(tmp_path):
    folder = tmp_path / "cards"
    shutil.copytree(cards_dir(), folder)
    (folder / "locations.yaml").write_text("- id: Harbor\n  colour: blue\n", encoding="utf-8")
    messages = sorted(p.message for p in problems_of(folder))
    assert messages == ["id must be lower-case letters, digits and hyphens (such as 'my-quest'), "
                        "not 'Harbor'", "name is missing", "text is missing",
                        "unknown key 'colour'; the keys here are id, name and text"]


def test_a_card_without_a_usable_id_is_named_by_its_place(tmp_path):
    folder = tmp_path / "cards"
    shutil.copytree(cards_dir(), folder)
    (folder / "locations.yaml").write_text("- id: harbor\n  name: Harbor\n  text: Ships.\n"
                                           "- name: Swamp\n  text: Reeds.\n", encoding="utf-8")
    (problem,) = problems_of(folder)
    assert (problem.item, problem.message, problem.line) == ("card #2", "id is missing", 4)


def test_a_missing_card_file_is_a_problem(tmp_path):
    folder = tmp_path / "cards"
    shutil.copytree(cards_dir(), folder)
    (folder / "events.yaml").unlink()
    (problem,) = problems_of(folder)
    assert Path(problem.file).name == "events.yaml" and "missing" in problem.message


def test_an_empty_list_is_a_valid_file(tmp_path):
    folder = tmp_path / "cards"
    shutil.copytree(cards_dir(), folder)
    (folder / "quest_items.yaml").write_text("[]\n", encoding="utf-8")
    assert load_cards(folder).quest_items == {}
