"""A paragraph no play can reach although a way leads there is named with why (an option
offered only when a location is in play that nothing places, a query answered the same way
for ever because nothing ticks its marker) and what to add; explore says it beside the
paragraphs it never reached."""

from __future__ import annotations

from questboard.adventure.compiler import check_file
from questboard.adventure.practice import unplayable
from questboard.play import explore as ex
from questboard.resources import adventures_dir

EXAMPLE = adventures_dir() / "example-short.yaml"

HEAD = """\
id: practice
title: In Practice
level: 1
components:
  locations: [tavern]
qm_sheet:
  markers:
    3: The ferryman was paid.
paragraphs:
  1:
    read: A jetty in the mist.
    tasks: [{heal: 1}]
    next: {query: marker 3, if_yes: 5, if_no: 9}
  5:
    read: The ferry comes.
    next: 9
  9:
    read: Home at last.
    next: {end: success}
"""


def problems(tmp_path, cards, text: str) -> dict[int, str]:
    path = tmp_path / "practice.yaml"
    path.write_text(text, encoding="utf-8")
    report = check_file(path, cards)
    assert report.problems == ()  # the validator lets such a file pass
    return unplayable(report.adventure, report.adventure.paragraphs, cards)


def test_an_option_for_a_location_nothing_places_leaves_its_paragraph_unreached(tmp_path, cards):
    text = EXAMPLE.read_text(encoding="utf-8").replace("      - place: tavern\n", "")
    assert problems(tmp_path, cards, text) == {16: (
        "no play can reach it, since every way there is never taken: paragraph 1: "
        "option 4 ('Rest at the tavern') is never offered: no paragraph places Tavern; add "
        "place: Tavern where it comes into play (or change the condition)")}


def test_a_query_on_a_marker_nothing_ticks_leaves_its_yes_unreached(tmp_path, cards):
    ((n, why),) = problems(tmp_path, cards, HEAD).items()
    assert n == 5 and "paragraph 1: its query is always answered no (no " \
        "paragraph ticks marker 3; add tick: 3 where it happens)" in why


def test_a_negated_query_leaves_its_no_unreached(tmp_path, cards):
    text = HEAD.replace("query: marker 3, if_yes: 5, if_no: 9", "query: not marker 3, if_yes: 9, if_no: 5")
    ((n, why),) = problems(tmp_path, cards, text).items()
    assert n == 5 and "always answered yes" in why


def test_a_marker_ticked_somewhere_lets_the_query_go_either_way(tmp_path, cards):
    assert problems(tmp_path, cards, HEAD.replace("[{heal: 1}]", "[{tick: 3}]")) == {}


def test_a_paragraph_with_another_way_there_is_not_reported(tmp_path, cards):
    text = HEAD.replace("    next: {query: marker 3, if_yes: 5, if_no: 9}",
                        "    next:\n      options:\n        - {label: Wait, goto: 5}\n"
                        "        - {label: Ask, goto: 6}\n  6:\n    read: You ask.\n"
                        "    next: {query: marker 3, if_yes: 5, if_no: 9}")
    assert problems(tmp_path, cards, text) == {}


def test_in_both_cases_is_never_taken_when_only_the_dead_branch_uses_it(tmp_path, cards):
    text = HEAD.replace("{query: marker 3, if_yes: 5, if_no: 9}",
                        "{query: marker 3, if_yes: {do: [{heal: 1}]}, if_no: 9, in_both_cases: 5}")
    ((n, why),) = problems(tmp_path, cards, text).items()
    assert n == 5 and "always answered no" in why


def test_an_option_needing_one_of_two_things_is_offered_if_either_may_happen(tmp_path, cards):
    text = EXAMPLE.read_text(encoding="utf-8").replace("      - place: tavern\n", "").replace(
        'if: location "Tavern"', 'if: location "Tavern" or heroes >= 2')
    assert problems(tmp_path, cards, text) == {}


def test_explore_says_why_a_paragraph_was_never_reached(tmp_path, cards, capsys):
    from questboard.cli.main import main

    path = tmp_path / "practice.yaml"
    path.write_text(HEAD, encoding="utf-8")
    cover = ex.explore(path, [("karomin",)], runs=3, seed=1)
    assert cover.never == [5] and list(cover.unplayable) == [5]
    assert main(["explore", str(path), "--runs", "3"]) == 0
    out = capsys.readouterr().out
    assert "Never reached: (5)" in out and "(5): no play can reach it" in " ".join(out.split())
