"""The story's answers as choices in each seat's view (play.story_choices): every one the
game takes, each seat offered only what it answers, read back whole from data."""

from __future__ import annotations

import pytest

from questboard.combat.actions import EndTurn
from questboard.net.remote_view import view_from_data
from questboard.play import Game, new_game
from questboard.play.offers import refusal
from questboard.play.seats import QUEST_MASTER, hero_seat
from questboard.play.waiting import PARTY, QM
from tests.play.helpers import hand_action, story_answer

ADVENTURES = ("example-short", "the-harbor-treasure", "the-pale-kings-crown", "the-sleeping-city")
HEROES = ("karomin", "alondis")


def _fight_step(game: Game) -> None:
    if game.next_qm_action() is not None:
        game.step_qm()
        return
    action = hand_action(game)
    if not game.apply(action).ok:
        game.apply(EndTurn(action.who))


def _walk(name: str, seed: int, by_hand: bool, limit: int = 3000):
    """Each story step of a game played by the choices its seats' views offer: yields the
    game and every hero seat's view before the step; applies the first choice offered."""
    game = new_game(name, HEROES, seed)
    for _ in range(limit):
        if game.ended:
            return
        if game.fight is not None:
            _fight_step(game)
            continue
        views = {h: game.view(hero_seat(h)) for h in HEROES}
        yield game, views
        offered = [c for v in views.values() for c in v.story.choices]
        if not by_hand:
            offered = [c for c in offered if "FightHere" not in c.action] or offered
        action = offered[0].act() if offered else story_answer(game, 0, "hand" if by_hand else "auto")
        step = game.apply(action)
        assert step.ok, f"{name} paragraph {game.story.paragraph}: {offered[:1]} refused: {step.reason}"
    raise AssertionError(f"{name} did not end")


@pytest.mark.parametrize("name", ADVENTURES)
def test_every_choice_a_hero_seat_is_offered_is_taken(name):
    steps = offered = 0
    for game, views in _walk(name, 7, by_hand=name == "example-short"):
        steps += 1
        for hero, view in views.items():
            for c in view.story.choices:
                offered += 1
                assert c.who in (hero, PARTY), f"{hero}'s seat offered {c.label!r} of {c.who}"
                assert refusal(game, c.act()) is None, f"{c.label!r} refused: {refusal(game, c.act())}"
    assert steps > 5 and offered > steps


def test_the_quest_masters_view_holds_every_choice_and_his_own():
    for game, views in _walk("example-short", 3, by_hand=False):
        whole = game.view(QUEST_MASTER).story
        mine = {c for v in views.values() for c in v.story.choices}
        assert mine <= set(whole.choices)
        if game.prompt is not None and type(game.prompt).__name__ == "CombatRequest":
            assert {c.label for c in whole.choices if c.who == QM} == {
                "Fought on the table: the heroes won", "Fought on the table: the heroes lost"}
            return
    raise AssertionError("no fight was offered")


def test_a_seats_choices_read_back_equal_from_data():
    seen = 0
    for _game, views in _walk("the-harbor-treasure", 11, by_hand=False):
        for view in views.values():
            back = view_from_data(view.to_data())
            assert back.story == view.story
            assert back.story.choices == view.story.choices
            seen += len(view.story.choices)
    assert seen > 10



@pytest.mark.parametrize("which", [0, 1])
def test_the_quest_masters_table_reports_are_taken(which):
    game = new_game("example-short", HEROES, 7)
    while game.prompt is None or type(game.prompt).__name__ != "CombatRequest":
        game.apply(story_answer(game, 0, "hand"))
    mine = [c for c in game.view(QUEST_MASTER).story.choices if c.who == QM]
    step = game.apply(mine[which].act())
    assert step.ok, step.reason
    assert game.fight is None and game.prompt is not None and type(game.prompt).__name__ != "CombatRequest"
