"""The validator finds a round of paragraphs that asks nothing and cannot be left: it names
the paragraphs and says what to change; a round that something on the way can leave passes."""

from __future__ import annotations

import pytest

from questboard.adventure.compiler import check_file, load_adventure
from questboard.errors import InputFileError

HEAD = """\
id: round
title: Round and Round
level: 1
heroes: {{min: {least}, max: 4}}
components:
  locations: [tavern, harbor]
  equipment: [potion-of-healing]
qm_sheet:
  markers:
    3: The ferryman was paid.
paragraphs:
  1:
    read: A jetty in the mist.
    next:
      options:
        - {{label: Wait for the ferry, goto: 4}}
        - {{label: Walk home, goto: 9}}
  9:
    read: Home at last.
    next: {{end: success}}
"""


def write(tmp_path, body: str, least: int = 1):
    path = tmp_path / "round.yaml"
    path.write_text(HEAD.format(least=least) + body, encoding="utf-8")
    return path


def problems(tmp_path, cards, body: str, least: int = 1):
    return check_file(write(tmp_path, body, least), cards).problems


FERRY = """\
  4:
    read: You wait.
    next: 7
  7:
    read: Still no ferry.
    tasks:
      - heal: 1
    next: {query: not marker 3, if_yes: 4, if_no: 9}
"""


def test_a_query_leading_back_through_a_quiet_paragraph_is_reported_with_the_round(tmp_path, cards):
    (p,) = problems(tmp_path, cards, FERRY)
    assert p.item == "paragraph 7, if_yes" and p.line == 28 and p.file.endswith("round.yaml")
    assert p.message.startswith("the story goes round paragraphs 7 → 4 → 7 without asking anything")
    assert "Has marker 3 been ticked off? no" in p.message
    assert "give the round an option or a check, or a task on the way that changes the answer (tick: 3)" \
        in p.message


def test_an_endless_round_keeps_the_adventure_from_play(tmp_path, cards):
    with pytest.raises(InputFileError) as raised:
        load_adventure(write(tmp_path, FERRY), cards)
    assert "goes round paragraphs 7 → 4 → 7" in str(raised.value)


def test_a_query_leading_straight_back_to_itself_is_reported(tmp_path, cards):
    body = """\
  4:
    read: You wait.
    next: {query: marker 3, if_yes: 9, if_no: 4}
"""
    (p,) = problems(tmp_path, cards, body)
    assert p.item == "paragraph 4, if_no" and "goes round paragraphs 4 → 4" in p.message


def test_a_task_on_the_way_that_may_change_the_answer_lets_the_round_pass(tmp_path, cards):
    body = FERRY.replace("      - heal: 1\n", "      - heal: 1\n      - tick: 3\n")
    assert problems(tmp_path, cards, body) == ()


def test_a_task_on_a_branch_that_may_change_the_answer_lets_the_round_pass(tmp_path, cards):
    body = FERRY.replace("if_yes: 4,", "if_yes: {do: [{tick: 3}], goto: 4},")
    assert problems(tmp_path, cards, body) == ()


def test_a_task_about_another_fact_does_not_let_the_round_pass(tmp_path, cards):
    body = FERRY.replace("      - heal: 1\n", "      - tick: 3\n      - place: tavern\n")
    body = body.replace("not marker 3", 'not location "Harbor"')
    (p,) = problems(tmp_path, cards, body)
    assert "Is Harbor in play? no" in p.message and "(place: Harbor or remove: Harbor)" in p.message


def test_gold_given_on_the_way_may_change_a_question_of_gold(tmp_path, cards):
    body = FERRY.replace("      - heal: 1\n", "      - gold: 1\n        to: leader\n")
    assert problems(tmp_path, cards, body.replace("not marker 3", "gold < 10")) == ()


@pytest.mark.parametrize("stop", [
    "      - shop: [potion-of-healing]\n",
    "    next:\n      check: test\n      attribute: talent\n      difficulty: easy\n"
    "      on_success: 7\n      on_failure: 7\n",
    "    next: {pause: 7}\n",
], ids=["shop", "check", "pause"])
def test_a_round_that_asks_the_table_something_passes(tmp_path, cards, stop):
    body = FERRY.replace("    next: 7\n", stop if stop.startswith("    next") else stop + "    next: 7\n")
    if stop.startswith("      - shop"):
        body = body.replace("    read: You wait.\n", "    read: You wait.\n    tasks:\n")
    assert problems(tmp_path, cards, body) == ()


def test_choosing_a_hero_asks_only_when_no_hero_plays_alone(tmp_path, cards):
    body = FERRY.replace("      - heal: 1\n", "      - heal: 1\n        who: one\n")
    assert len(problems(tmp_path, cards, body, least=1)) == 1
    assert problems(tmp_path, cards, body, least=2) == ()


def test_a_fallback_back_to_the_same_options_is_reported(tmp_path, cards):
    body = """\
  4:
    read: The ferryman looks at you.
    next:
      options:
        - {label: Pay him, goto: 9, if: marker 3}
      fallback: 4
"""
    (p,) = problems(tmp_path, cards, body)
    assert p.item == "paragraph 4, fallback" and "goes round paragraphs 4 → 4" in p.message


def test_a_round_that_needs_both_answers_to_one_question_cannot_go_round(tmp_path, cards):
    body = """\
  4:
    read: You wait.
    next: {query: marker 3, if_yes: 7, if_no: 9}
  7:
    read: Still no ferry.
    next: {query: marker 3, if_yes: 9, if_no: 4}
"""
    assert problems(tmp_path, cards, body) == ()
