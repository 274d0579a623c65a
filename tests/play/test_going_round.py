"""A round of paragraphs that asks nothing but passes the validator (a task on the way
could change the answer, yet does not) is refused at play time: the player is told which
paragraphs it goes round, nothing changes, the autosave keeps only what was played."""

from __future__ import annotations

import io
import json

import pytest

from questboard.adventure import actions as X
from questboard.adventure.loops import going_round, step_limit
from questboard.cli.main import main
from questboard.errors import QuestboardError
from questboard.play.opening import new_game

BELLS = """\
id: bells
title: The Bells That Ring Themselves
level: 1
qm_sheet:
  markers:
    3: The bell was rung.
paragraphs:
  1:
    read: A bell tower on the hill.
    next:
      options:
        - {label: Ring the bell, goto: 4}
        - {label: Walk home, goto: 9}
  4:
    read: The bell rings, and rings again.
    tasks:
      - tick: 3
    next: 7
  7:
    read: Its echo rolls down the valley.
    next: {query: marker 3, if_yes: 4, if_no: 9}
  9:
    read: Home at last.
    next: {end: success}
"""

ROUND = ("The story goes round paragraphs 7 and 4, and back to 7 without asking anything: "
         "the adventure file needs a way out")


@pytest.fixture
def bells(tmp_path):
    path = tmp_path / "bells.yaml"
    path.write_text(BELLS, encoding="utf-8")
    return path


def test_an_answer_into_a_round_is_refused_naming_the_round(bells, tmp_path):
    log = tmp_path / "bells.autosave"
    game = new_game(bells, ("karomin",), 1, autosave=log)
    try:
        before = game.story.snapshot()
        result = game.apply(X.Choose(0))
        assert not result.ok and result.reason == ROUND
        assert game.story.snapshot() == before and game.actions == []
        assert [json.loads(line).get("log") for line in log.read_text().splitlines()] == [True]
        assert game.apply(X.Choose(1)).ok and game.story.paragraph == 9
        assert len(log.read_text().splitlines()) == 2
    finally:
        game.close()


def test_a_first_paragraph_that_goes_round_is_one_clear_error(tmp_path):
    path = tmp_path / "bells.yaml"
    first = BELLS[:BELLS.index("  1:")] + """\
  1:
    read: A bell tower on the hill, ringing by itself.
    tasks:
      - tick: 3
    next: {query: marker 3, if_yes: 1, if_no: 9}
  9:
    read: Home at last.
    next: {end: success}
"""
    path.write_text(first, encoding="utf-8")
    with pytest.raises(QuestboardError) as raised:
        new_game(path, ("karomin",), 1)
    assert str(raised.value) == ("The Bells That Ring Themselves: The story goes round "
                                 "paragraph 1 over and over without asking anything: the adventure "
                                 "file needs a way out")


def test_text_mode_says_the_round_and_plays_on(bells, capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n2\nstrength\n"))
    assert main(["text", str(bells), "--heroes", "karomin", "--seed", "1"]) == 0
    out = capsys.readouterr()
    assert "The story goes round paragraphs 7 and 4, and back to 7 without asking anything" in out.out
    assert "Home at last." in out.out and "Traceback" not in out.out + out.err


def test_the_step_limit_is_ten_walks_through_the_file_and_never_below_the_floor(bells):
    from questboard.adventure.compiler import load_adventure
    from questboard.content import load_cards
    from questboard.resources import adventures_dir

    cards = load_cards()
    assert step_limit(load_adventure(bells, cards)) == 1000
    crown = load_adventure(adventures_dir() / "the-pale-kings-crown.yaml", cards)
    walk = sum(2 + 25 * (len(p.tasks) + _branch_tasks(p)) for p in crown.paragraphs.values())
    assert step_limit(crown) == 10 * walk > 1000


def _branch_tasks(par) -> int:
    from questboard.adventure.graph import tasks

    return sum(1 for _ in tasks(par)) - len(par.tasks)


def test_the_round_named_is_the_last_one_gone_round():
    assert going_round([1, 4, 7, 4, 7, 4]) == (
        "The story goes round paragraphs 4 and 7, and back to 4 without asking anything: "
        "the adventure file needs a way out")
    assert "round paragraph 5 over and over without" in going_round([5, 5, 5])
    assert "paragraphs 2, 3 and 5, and back to 2 without" in going_round([1, 2, 3, 5, 2])


FIGHT_INTO_A_ROUND = """\
id: bells-after-a-fight
title: The Bells after the Fight
level: 1
components:
  bad_guys: [orc-warrior]
qm_sheet:
  markers:
    3: The bell was rung.
paragraphs:
  1:
    read: An orc guards the bell tower.
    next:
      combat:
        map: forest-clearing
        first: leader
        bad_guys:
          raiders: {orc-warrior: 1}
        victory: all_vanquished
        defeat: all_heroes_out
      on_victory: 4
      on_defeat: 4
  4:
    read: The bell rings, and rings again.
    tasks:
      - tick: 3
    next: 7
  7:
    read: Its echo rolls down the valley.
    next: {query: marker 3, if_yes: 4, if_no: 9}
  9:
    read: Home at last.
    next: {end: success}
"""


def test_a_fight_whose_end_leads_into_a_round_is_refused_and_the_fight_stays_on(tmp_path):
    from questboard.play import FightAutomatically, FightHere

    path = tmp_path / "bells-after-a-fight.yaml"
    path.write_text(FIGHT_INTO_A_ROUND, encoding="utf-8")
    log = tmp_path / "fight.autosave"
    game = new_game(path, ("karomin",), 1, autosave=log)
    try:
        assert game.apply(FightHere()).ok
        before, kept = game.snapshot(), log.read_bytes()
        result = game.apply(FightAutomatically("greedy"))
        assert not result.ok and result.reason == ROUND
        assert game.fight is not None and game.snapshot() == before  # as it stood, still on
        assert log.read_bytes() == kept and len(game.actions) == 1
    finally:
        game.close()
