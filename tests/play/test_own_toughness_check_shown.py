"""The check shown before anyone rolls names the target of the hero who attempts it (R81):
a new hero with a toughness bonus of his own sees his target, not the veterans'; while the
heroes still choose who attempts, the target is told per hero where they differ."""

from __future__ import annotations

import pytest

from questboard.adventure import actions as X
from questboard.adventure import prompts as P
from questboard.play import new_game
from questboard.play.seats import QUEST_MASTER, TABLE, hero_seat
from questboard.rules.veterans import Veteran


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path / "data"))


def _veteran(hero, improvements, attributes):
    return Veteran(hero, attributes, 5, 4, (), (), (), improvements, ("the-harbor-treasure",))


VETS = (_veteran("karomin", 7, (("charisma", 4), ("talent", 2), ("deftness", 5), ("strength", 7))),
        _veteran("cessair", 12, (("charisma", 6), ("talent", 7), ("deftness", 4), ("strength", 4))))
HEROES = ("karomin", "cessair", "alondis")
PER_HERO = "Talent test (target 10; 9 for Alondis)"  # the veterans' bonus 1, Alondis's own 0


def at_the_choice(own=True):
    """example-short's talent test (8) after its second option, with Alondis new beside veterans."""
    game = new_game("example-short", HEROES, 7, veterans=VETS, own_toughness=own)
    assert game.apply(X.Choose(1)).ok
    assert isinstance(game.prompt, P.ChooseParticipant)
    return game


def test_while_the_heroes_choose_the_target_is_told_per_hero():
    game = at_the_choice()
    assert game.prompt.check.text == PER_HERO
    check = game.view(QUEST_MASTER).story.check
    assert check.target == 10 and check.apart == (("alondis", 9),)
    for seat in (TABLE, hero_seat("alondis")):
        assert game.view(seat).story.check.text == PER_HERO
    assert f"{PER_HERO}: who rolls?" in " ".join(game.public_view().texts())


def test_the_new_hero_who_attempts_sees_his_own_target():
    game = at_the_choice()
    assert game.apply(X.PickHero("alondis")).ok
    assert isinstance(game.prompt, P.CheckToRoll) and game.prompt.check.text == "Talent test (target 9)"
    check = game.view(hero_seat("alondis")).story.check
    assert (check.target, check.apart, check.text) == (9, (), "Talent test (target 9)")
    assert "Talent test (target 9)" in " ".join(game.public_view().texts())


def test_a_veteran_who_attempts_sees_the_veterans_target():
    game = at_the_choice()
    assert game.apply(X.PickHero("cessair")).ok
    assert game.view(TABLE).story.check.text == "Talent test (target 10)"


def test_his_roll_is_told_against_the_target_shown():
    game = at_the_choice()
    assert game.apply(X.PickHero("alondis")).ok
    assert game.apply(X.Roll()).ok
    (roll,) = game.view(QUEST_MASTER).story.check.rolls
    assert game.prompt.check.target == 9 and roll.line.split(" against ")[1].startswith("9:")


def test_with_one_bonus_for_all_one_target_is_told():
    game = at_the_choice(own=False)
    assert game.prompt.check.text == "Talent test (target 9)"
    assert game.view(QUEST_MASTER).story.check.apart == ()


def test_the_table_windows_question_names_the_target_per_hero():
    game = at_the_choice()
    assert game.view(TABLE).story.question.startswith(f"{PER_HERO}: who rolls?")
    assert game.apply(X.PickHero("alondis")).ok
    assert game.view(TABLE).story.question == "Talent test (target 9)"
