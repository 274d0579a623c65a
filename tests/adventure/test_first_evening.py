"""What a new group hits on its first evening, in the story: the injury prompt names exactly
the legal choices (R35), table dice must be as many as the check rolls (R37), the advanced
rules in force are told at the start and one that cannot apply is refused (R38)."""

from __future__ import annotations

import textwrap

import pytest

from questboard.adventure import actions as X
from questboard.adventure import prompts as P
from questboard.adventure.answers import answer
from questboard.adventure.compiler import load_adventure
from questboard.adventure.hints import hint
from questboard.adventure.runner import apply, start
from questboard.adventure.state import Setup
from questboard.errors import QuestboardError
from questboard.rules import actions as A
from questboard.rules.log import RuleInForce

from .test_runner import TO_4, TO_9, drive

SMALL = """
id: small
title: Small
level: 1
components:
  locations: [tavern]
  equipment: [potion-of-healing]
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
        return start(load_adventure(path, cards), cards, Setup("small", heroes, 5))
    return build


def test_an_injury_with_nothing_to_lower_asks_for_no_attribute(small):
    st, step = small(tasks="[{damage: 6, who: karomin}]")
    prompt = step.prompt
    assert isinstance(prompt, P.SettleFirst)
    assert prompt.injury == P.InjuryChoices("karomin", (), ())
    words = hint(prompt)
    assert words.startswith("'injury karomin' takes the injury (no attribute drops")
    taking, healing = words.split(", or heal karomin at once: ")
    assert "ATTR" not in taking and "ITEM" not in taking
    assert healing == "'use HERO ITEM karomin=N' or 'gift HERO GIFT karomin=N'"
    action = answer(st, "injury karomin")
    assert action == A.ResolveInjury("karomin", None, None)
    assert drive(st, action).prompt == P.Ended("success", 2)


def test_an_injury_prompt_lists_the_items_that_may_go_and_the_attributes_that_may_drop(small):
    st, step = small(tasks="[{give: potion-of-healing, to: karomin}, {damage: 6, who: karomin}]")
    assert step.prompt.injury == P.InjuryChoices("karomin", (), ("potion-of-healing",))
    assert hint(step.prompt).startswith("'injury karomin ITEM' takes the injury (no attribute "
                                        "drops: all are at their start values; ITEM one of: "
                                        "potion-of-healing;")
    assert answer(st, "injury karomin potion-of-healing") == A.ResolveInjury(
        "karomin", None, "potion-of-healing")
    st.game.hero("karomin").attributes["talent"] += 1
    refused = apply(st, A.ResolveInjury("karomin", None, "potion-of-healing"))
    assert not refused.ok and "must lower one of: talent" in refused.reason
    assert answer(st, "injury karomin talent potion-of-healing") == A.ResolveInjury(
        "karomin", "talent", "potion-of-healing")


def test_the_injury_prompt_follows_what_the_hero_still_carries(small):
    st, step = small(tasks="[{give: potion-of-healing, to: karomin}, {damage: 6, who: karomin}]")
    step = drive(st, A.SellItem("karomin", "potion-of-healing"))
    assert step.prompt.injury == P.InjuryChoices("karomin", (), ())


@pytest.mark.parametrize(("way", "dice", "reason"), [
    ("{check: test, attribute: talent, difficulty: easy, on_success: 2, on_failure: 3}",
     (4, 5), "This test rolls 1 die; you gave 2"),
    ("{check: conflict, attribute: strength, difficulty: easy, on_success: 2, on_failure: 3}",
     (4,), "This Conflict rolls 2 dice (the hero's die, then the Quest Master's); you gave 1"),
    ("{check: conflict, attribute: strength, difficulty: easy, on_success: 2, on_failure: 3}",
     (4, 5, 6), "This Conflict rolls 2 dice"),
    ("{check: test, attribute: talent, difficulty: easy, by: all, on_success: 2, on_failure: 3}",
     (4, 5, 6), "This test rolls 2 dice (one per hero); you gave 3"),
    ("{check: conflict, attribute: talent, difficulty: easy, by: all, on_success: 2, on_failure: 3}",
     (4, 5), "This Conflict rolls 4 dice (each hero's die, then the Quest Master's); you gave 2"),
])
def test_table_dice_must_be_as_many_as_the_check_rolls(small, way, dice, reason):
    st, step = small(way=way)
    if isinstance(step.prompt, P.ChooseParticipant):
        step = drive(st, X.PickHero("karomin"))
    assert isinstance(step.prompt, P.CheckToRoll)
    before = st.snapshot()
    refused = apply(st, X.Roll(dice))
    assert not refused.ok and refused.reason.startswith(reason)
    assert st.snapshot() == before and st.game.dice.forced_left == 0  # no die left over
    wanted = len(step.prompt.heroes) * (2 if step.prompt.check.kind == "conflict" else 1)
    assert isinstance(drive(st, X.Roll((5,) * wanted)).prompt, P.ModifyWindow)


def test_a_group_check_takes_one_die_per_hero_still_to_roll(play):
    st, _ = play()
    step = drive(st, *TO_9)
    assert isinstance(step.prompt, P.ChooseOrder)
    refused = apply(st, X.Roll((1, 2, 3)))
    assert not refused.ok and "at most 2 dice" in refused.reason and "you gave 3" in refused.reason
    step = drive(st, X.Roll((1,)))  # Karomin rolls 5 of 9; Alondis may declare Brute Strength first
    assert isinstance(step.prompt, P.GroupRoll)
    refused = apply(st, X.Roll((1, 2)))
    assert not refused.ok and "at most 1 die" in refused.reason
    assert isinstance(drive(st, X.Roll((1,))).prompt, P.ModifyWindow)


def test_a_group_check_already_won_rolls_on_without_asking_for_declarations(play):
    st, _ = play()
    drive(st, *TO_9)
    step = drive(st, X.Roll((5,)))  # Karomin: 5 + strength 4 = 9 of 9: the group has succeeded
    assert isinstance(step.prompt, P.ModifyWindow)  # Alondis rolled too, not asked to declare
    assert [r.die for r in step.prompt.rolls][0] == 5 and all(r.die is not None for r in step.prompt.rolls)


def test_an_all_heroes_test_still_takes_one_die_each(play):
    st, _ = play()
    step = drive(st, *TO_4)
    assert isinstance(step.prompt, P.CheckToRoll) and len(step.prompt.heroes) == 2
    assert not apply(st, X.Roll((9,))).ok
    assert isinstance(drive(st, X.Roll((9, 9))).prompt, P.ModifyWindow)


def test_the_advanced_rules_in_force_are_told_first(play):
    _, step = play(options=(("charge_of_the_hordes", 1), ("uncertain_circumstances", True)))
    told = [e for e in step.events if isinstance(e, RuleInForce)]
    assert [e.rule for e in told] == ["Charge of the Hordes", "Uncertain Circumstances"]
    assert step.events[:2] == tuple(told) and not told[0].hidden
    assert told[0].text.startswith("Charge of the Hordes: the minions fight at Deftness −1; "
                                   "the Quest Master holds 1 Reinforcements")
    _, plain = play()
    assert not [e for e in plain.events if isinstance(e, RuleInForce)]


@pytest.mark.parametrize(("heroes", "option", "words"), [
    (("karomin", "alondis"), "powerful_group", "Powerful Hero Groups is for 3 or 4 heroes"),
    (("karomin", "alondis", "cessair"), "lone_heroes", "Lone Heroes is for 1 or 2 heroes"),
])
def test_an_advanced_rule_that_cannot_apply_is_refused_at_the_start(play, heroes, option, words):
    with pytest.raises(QuestboardError, match=words):
        play(*heroes, options=((option, True),))


def test_a_fight_names_a_kind_of_zone_as_such():
    assert P.BadGuyGroup("minion", "orc-archer", 3).where == "in the minion zones"
    assert P.BadGuyGroup("arch_villain", "garthelm", 1).where == "in the arch villain zones"
    assert P.BadGuyGroup("toll-house-goblins", "orc-archer", 3).where == "in toll-house-goblins"
