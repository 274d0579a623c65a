"""The shipped adventures played through `questboard.play.Game`, fights fought here: by the
automatic sides, and turn by turn with the automatic Quest Master against plain players."""

from __future__ import annotations

import pytest

from questboard.combat import actions as F
from questboard.combat.events import FightOver
from questboard.play import new_game
from questboard.rules.log import Damaged
from tests.play.helpers import hand_action, story_answer

SHIPPED = ("the-harbor-treasure", "the-sleeping-city", "the-pale-kings-crown")


def play(name: str, heroes: tuple[str, ...], seed: int, pick: int, fights: str = "auto"):
    """Answer every prompt simply; fights are played here. Returns the ending, the fights'
    verdicts and the game."""
    game = new_game(name, heroes, seed)
    verdicts = []
    for _ in range(6000):
        if game.ended:
            return game.story.ended, verdicts, game
        if game.fight is not None:
            if game.next_qm_action() is not None:
                step = game.step_qm()
            else:
                action = hand_action(game)
                step = game.apply(action)
                if not step.ok:
                    step = game.apply(F.EndTurn(action.who))
        else:
            step = game.apply(story_answer(game, pick, fights))
        assert step.ok, f"({game.story.paragraph}): {step.reason}"
        verdicts += [t.event.outcome == "victory" for t in step.told if isinstance(t.event, FightOver)]
    raise AssertionError("the adventure did not end")


@pytest.mark.parametrize("fights", ["auto", "hand"])
@pytest.mark.parametrize("name", SHIPPED)
def test_each_adventure_plays_to_an_ending_with_fights_fought_here(name, fights):
    endings, verdicts = set(), []
    for seed in range(4):
        for pick in (0, 1):
            heroes = (("karomin", "alondis"), ("cessair", "krzzzt", "alondis"))[seed % 2]
            ending, fights_won, _ = play(name, heroes, seed, pick, fights)
            verdicts += fights_won
            endings.add(ending)
    assert endings <= {"success", "failure"} and endings
    assert verdicts, "no fight was played"


def test_automatic_fights_are_both_won_and_lost_across_seeds():
    verdicts = set()
    for seed in range(6):
        _, fights, _ = play("the-sleeping-city", ("karomin", "cessair"), seed, 0)
        verdicts |= set(fights)
    assert verdicts == {True, False}


def test_a_fights_wounds_carry_into_the_story():
    for seed in range(6):
        game = new_game("the-sleeping-city", ("karomin", "alondis"), seed)
        while game.fight is None and not game.ended:
            assert game.apply(story_answer(game, 0, "hand")).ok
        hurt = None
        while game.fight is not None:
            step = game.step_qm() if game.next_qm_action() is not None else game.apply(hand_action(game))
            if not step.ok:
                step = game.apply(F.EndTurn(game.fight.active))
            hurt = hurt or next((t.event for t in step.told if isinstance(t.event, Damaged)), None)
        if hurt is not None:
            # The fight was fought on the story's heroes: the wound is told once, by the fight.
            later = [t for t in game.told[game.told.index(next(t for t in game.told if t.event is hurt)) + 1:]
                     if t.source == "story" and isinstance(t.event, Damaged)]
            assert not later, "the story took the fight's damage again"
            return
    raise AssertionError("no hero was ever hurt in six adventures' fights")


def test_text_mode_fights_automatically_on_auto(tmp_path, capsys):
    from questboard.cli.main import main

    script = tmp_path / "play.txt"
    script.write_text("3\n1\nroll\nresolve\n1\nroll\nresolve\neven\nauto cautious\nquit\n")
    code = main(["text", "the-harbor-treasure", "--heroes", "karomin,alondis", "--seed", "7",
                 "--script", str(script), "--save", str(tmp_path / "game.json")])
    out = capsys.readouterr().out
    assert code == 0
    assert "Victory after" in out or "Defeat after" in out
    assert "the heroes return to Forest Clearing" in out
