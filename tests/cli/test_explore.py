"""`questboard explore`: random paths through an adventure and the coverage they give."""

from __future__ import annotations

import json

import pytest

from questboard.adventure import actions as X
from questboard.cli.main import main
from questboard.play import explore as ex

FORKS = """\
id: forks
title: Three Forks
level: 1
paragraphs:
  1:
    read: A signpost with two arms.
    next:
      options:
        - {label: Go left, goto: 2}
        - {label: Go right, goto: 3}
  2:
    read: A stream to jump.
    next:
      check: test
      attribute: deftness
      difficulty: medium
      on_success: 4
      on_failure: 5
  3:
    read: A quiet meadow.
    next: 4
  4:
    read: Home again, dry.
    next: {end: success}
  5:
    read: Soaked to the bone, you turn back.
    next: {end: failure}
"""

STUCK = """\
id: stuck
title: The Door That Never Opens
level: 1
qm_sheet:
  markers:
    1: Nothing in this adventure ticks it.
paragraphs:
  1:
    read: A courtyard.
    next: 2
  2:
    read: A great door.
    next:
      options:
        - {label: Open the door, goto: 3, if: marker 1}
        - {label: Knock again, goto: 2}
      fallback: 3
  3:
    read: Beyond the door, the road home.
    next: {end: success}
"""


FERRY = """\
id: ferry
title: The Ferry That Never Comes
level: 1
qm_sheet:
  markers:
    3: The ferryman was called (calling him does not bring him).
paragraphs:
  1:
    read: A jetty in the mist.
    next:
      options:
        - {label: Wait for the ferry, goto: 4}
        - {label: Walk home, goto: 9}
  4:
    read: You call for the ferryman and wait.
    tasks:
      - tick: 3
    next: {query: marker 3, if_yes: 4, if_no: 9}
  9:
    read: Home at last.
    next: {end: success}
"""


@pytest.fixture
def forks(tmp_path):
    path = tmp_path / "forks.yaml"
    path.write_text(FORKS, encoding="utf-8")
    return path


@pytest.fixture
def stuck(tmp_path):
    path = tmp_path / "stuck.yaml"
    path.write_text(STUCK, encoding="utf-8")
    return path


def test_with_enough_runs_every_reachable_paragraph_is_reached(forks):
    cover = ex.explore(forks, [("karomin", "alondis")], runs=40, seed=3)
    assert cover.never == [] and cover.met == []
    assert set(cover.reached) == {1, 2, 3, 4, 5} and cover.reached[1] == 40
    assert cover.endings[4] + cover.endings[5] == 40
    assert cover.outcomes["success"] == cover.endings[4]
    assert cover.ending_kinds == {4: "success", 5: "failure"}


def test_one_run_reaches_only_its_own_path(forks):
    cover = ex.explore(forks, [("karomin",)], runs=1, seed=1)
    assert cover.reached[1] == 1 and len(cover.never) >= 1
    assert sum(cover.endings.values()) == 1


def test_a_planted_dead_end_is_reported_with_its_paragraph(stuck):
    cover = ex.explore(stuck, [("karomin", "alondis")], runs=3, seed=1, limit=60)
    assert cover.outcomes["unfinished"] == 3 and not cover.endings
    (dead,) = cover.dead_ends
    assert dead.paragraph == 2 and dead.runs == 3 and dead.seed == 1
    assert "no end after 60 answers" in dead.what and "(2)" in dead.what
    assert cover.never == [3]


def test_a_refusal_is_reported_and_the_run_goes_on(forks, monkeypatch):
    plain = ex.answers

    def first_a_wrong_option(game, rng):
        found = plain(game, rng)
        return ([X.Choose(7)] + found) if found and isinstance(found[0], X.Choose) else found

    monkeypatch.setattr(ex, "answers", first_a_wrong_option)
    cover = ex.explore(forks, [("karomin",)], runs=4, seed=1)
    (refused,) = cover.refusals
    assert refused.paragraph == 1 and refused.runs == 4 and "Choose refused" in refused.what
    assert sum(cover.endings.values()) == 4 and not cover.dead_ends


def test_the_same_seed_gives_the_same_report(forks):
    first = ex.explore(forks, [("karomin", "alondis")], runs=12, seed=9).as_json()
    again = ex.explore(forks, [("karomin", "alondis")], runs=12, seed=9).as_json()
    assert first == again


def test_the_json_report_has_its_shape(forks, capsys):
    assert main(["explore", str(forks), "--runs", "20", "--heroes", "karomin",
                 "--heroes", "alondis,cessair", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"adventure", "title", "runs", "seed", "parties", "paragraphs",
                         "never_reached", "unreachable", "unplayable", "endings", "outcomes",
                         "dead_ends", "refusals"}
    assert data["adventure"] == "forks" and data["runs"] == 20 and data["seed"] == 1
    assert data["parties"] == [["karomin"], ["alondis", "cessair"]]
    assert set(data["paragraphs"]) == {"1", "2", "3", "4", "5"}
    assert data["paragraphs"]["1"] == {"runs": 20, "share": 1.0}
    assert {e["outcome"] for e in data["endings"].values()} <= {"success", "failure"}
    assert sum(o["runs"] for o in data["outcomes"].values()) == 20
    assert abs(sum(e["share"] for e in data["endings"].values()) - 1.0) < 1e-3
    assert data["dead_ends"] == [] and data["refusals"] == []


def test_the_table_names_the_dead_end_and_exits_1(stuck, capsys, monkeypatch):
    monkeypatch.setattr(ex, "LIMIT", 40)
    monkeypatch.setattr(ex.explore, "__defaults__", (1, 40, None, "fought"))
    assert main(["explore", str(stuck), "--runs", "2"]) == 1
    out = capsys.readouterr().out
    assert "Dead ends" in out and "(2)" in out and "no end after 40 answers" in out
    assert "Never reached: (3)" in out


def test_a_shipped_adventure_is_explored_end_to_end(capsys):
    assert main(["explore", "the-harbor-treasure", "--runs", "6", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert "random paths, seeds 5–10" in out and "Endings" in out and "Refusals: none." in out


@pytest.mark.parametrize(("args", "words"), [
    (["no-such-adventure"], "no adventure 'no-such-adventure'"),
    (["example-short", "--runs", "0"], "--runs must be between 1 and"),
    (["example-short", "--heroes", "nobody"], "--heroes nobody: no such hero"),
    (["example-short", "--heroes", " , "], "name at least one hero"),
])
def test_bad_arguments_give_one_clear_message_and_exit_2(args, words, capsys):
    assert main(["explore", *args]) == 2
    err = capsys.readouterr().err
    assert words in err and len(err.strip().splitlines()) == 1


def test_a_loop_that_asks_nothing_is_a_refusal_naming_it_not_a_hang(tmp_path):
    # The tick on the way could change the answer, so the file validates; at play time the
    # story refuses the answer that leads into the round, and the run walks home instead.
    path = tmp_path / "ferry.yaml"
    path.write_text(FERRY, encoding="utf-8")
    cover = ex.explore(path, [("karomin",)], runs=8, seed=1)
    (refused,) = cover.refusals
    assert refused.paragraph == 1 and "The story goes round paragraph 4 over and over without asking " \
        "anything: the adventure file needs a way out" in refused.what
    assert cover.endings[9] == 8 and cover.reached[4] == 0 and not cover.dead_ends


def test_told_fights_from_the_command_line_report_both_ways_after_the_fight(capsys):
    assert main(["explore", "example-short", "--runs", "12", "--fights", "told", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["paragraphs"]["7"]["runs"] + data["paragraphs"]["8"]["runs"] == 12
    assert data["paragraphs"]["7"]["runs"] > 0
