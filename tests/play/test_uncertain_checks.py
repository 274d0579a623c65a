"""Uncertain Checks (advanced rule, R66): until the heroes have chosen who attempts a check,
no view but the Quest Master's names its attribute or how hard it is; his marks it secret.
Once a hero is chosen it is told as ever."""

from questboard.adventure import actions as X
from questboard.adventure import prompts as P
from questboard.play import new_game
from questboard.play.seats import QUEST_MASTER, TABLE, hero_seat

UNCERTAIN = (("uncertain_checks", True),)
TOLD = "Talent test (target 9)"  # example-short's check after its second option


def _at_the_choice(options=UNCERTAIN):
    game = new_game("example-short", ("karomin", "alondis"), 7, options=options)
    assert game.apply(X.Choose(1)).ok
    assert isinstance(game.prompt, P.ChooseParticipant)
    return game


def _all_words(story) -> str:
    """What the story view says of the question at hand (the sheets name every attribute)."""
    return repr((story.check, story.question, story.done, story.read_aloud))


def test_before_a_hero_is_chosen_only_the_quest_master_knows_the_check():
    game = _at_the_choice()
    for seat in (hero_seat("karomin"), TABLE):
        story = game.view(seat).story
        assert story.check.attribute == "" and story.check.target == 0
        assert story.check.text == "A check (what it tests is told once a hero is chosen)"
        assert "talent" not in _all_words(story).lower() and "target 9" not in _all_words(story)
    public = " ".join(game.public_view().texts())
    assert "Talent" not in public and "target 9" not in public
    assert "A check (what it tests is told once a hero is chosen): who rolls?" in public
    qm = game.view(QUEST_MASTER).story.check
    assert qm.secret and qm.text == TOLD and qm.attribute == "talent"


def test_once_a_hero_is_chosen_the_check_is_told():
    game = _at_the_choice()
    assert game.apply(X.PickHero("karomin")).ok
    story = game.view(hero_seat("karomin")).story
    assert story.check.attribute == "talent" and not story.check.secret
    assert TOLD in " ".join(game.public_view().texts())


def test_without_the_rule_the_choice_names_the_check():
    game = _at_the_choice(options=())
    assert game.view(hero_seat("karomin")).story.check.attribute == "talent"
    assert f"{TOLD}: who rolls?" in " ".join(game.public_view().texts())
