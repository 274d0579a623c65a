"""Runner constructs the example does not reach: the option fallback, serious injury,
bonuses in the modify window, gold to a named hero, a hero who is not playing."""

from __future__ import annotations

import textwrap

import pytest

from questboard.adventure import actions as X
from questboard.adventure import events as E
from questboard.adventure import prompts as P
from questboard.adventure.compiler import load_adventure
from questboard.adventure.runner import apply, start
from questboard.adventure.state import Setup
from questboard.rules import actions as A

from .test_runner import drive, of

SMALL = """
id: small
title: Small
level: 1
components:
  locations: [tavern, merchant]
  equipment: [scholars-tome]
qm_sheet:
  markers: {1: Seen.}
paragraphs:
  1:
    read: Start.
    tasks: %s
    next: %s
  2:
    read: Won.
    next: {end: success, improvements: 0}
  3:
    read: Lost.
    next: {end: failure}
"""


@pytest.fixture
def small(cards, tmp_path):
    def build(tasks="[]", way="{query: marker 1, if_yes: 3, if_no: 2}", heroes=("karomin", "alondis")):
        path = tmp_path / "small.yaml"
        path.write_text(textwrap.dedent(SMALL % (tasks, way)), encoding="utf-8")
        adventure = load_adventure(path, cards)
        return start(adventure, cards, Setup("small", heroes, 5))
    return build


def test_with_no_option_left_the_qm_draws_an_event_and_play_goes_to_the_fallback(small):
    st, step = small(way='{options: [{label: Tavern, goto: 2, if: location "Tavern"}], fallback: 3}')
    assert of(step, E.NoOptionLeft)
    assert step.prompt == P.Ended("failure", 3)


def test_a_serious_injury_must_be_settled_before_play_goes_on(small):
    st, step = small(tasks="[{damage: 6, who: karomin}]")
    assert isinstance(step.prompt, P.SettleFirst)
    assert "Karomin" in step.prompt.reason
    assert not apply(st, X.Choose(0)).ok
    step = drive(st, A.ResolveInjury("karomin", None))
    assert step.prompt == P.Ended("success", 2)
    assert all(st.game.hero("karomin").gifts.values())  # all gifts exhausted (R6)


def test_items_add_their_bonus_in_the_modify_window(small):
    st, step = small(tasks="[{give: scholars-tome, to: alondis}]",
                     way="{check: test, attribute: talent, difficulty: hard, on_success: 2, on_failure: 3}")
    drive(st, X.PickHero("alondis"))
    step = drive(st, X.Roll((6,)))  # 6 + 2 = 8 < 11
    step = drive(st, A.UseOnCheck("alondis", "scholars-tome"))
    assert step.prompt.rolls[0].bonus == 2
    step = drive(st, X.Resolve())  # 6 + 2 + 2 = 10 < 11
    assert step.prompt.outcome == "failure"


def test_a_conflict_compares_with_the_quest_masters_roll(small):
    st, _ = small(way="{check: conflict, attribute: strength, difficulty: easy, on_success: 2, on_failure: 3}")
    drive(st, X.PickHero("karomin"))
    step = drive(st, X.Roll((1, 8)))  # 1 + 4 = 5 against 8 + 1 = 9
    assert step.prompt.rolls[0].foe_die == 8
    assert drive(st, X.Resolve()).prompt.outcome == "failure"


def test_gold_to_a_named_hero_goes_to_that_hero(small):
    st, _ = small(tasks="[{gold: 3, to: alondis}]")
    assert st.game.hero("alondis").gold == 5


def test_a_named_hero_who_is_not_playing_is_replaced_by_the_leader(small):
    st, _ = small(tasks="[{gold: 3, to: cessair}]")
    assert st.game.hero("karomin").gold == 5


def test_a_lone_hero_gets_finds_without_sharing_and_rolls_without_being_asked(small):
    st, step = small(tasks="[{find: scholars-tome}, {gold: 2}]",
                     way="{check: test, attribute: talent, difficulty: easy, on_success: 2, on_failure: 3}",
                     heroes=("alondis",))
    assert "scholars-tome" in st.game.hero("alondis").equipment
    assert st.game.hero("alondis").gold == 4
    assert isinstance(step.prompt, P.CheckToRoll)


def test_removing_a_location_not_in_play_is_ignored(small):
    _, step = small(tasks="[{remove: tavern}]")
    assert of(step, E.TaskSkipped)[0].reason == "not in play, nothing to do"


def test_heroes_outside_the_adventures_range_are_refused(cards, example):
    from questboard.errors import QuestboardError

    with pytest.raises(QuestboardError, match="no such hero"):
        start(example, cards, Setup("example-short", ("nobody",), 1))
