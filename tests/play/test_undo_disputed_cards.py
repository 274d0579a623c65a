"""Taking back the last disputed card (R88): it leads straight on into the opening paragraph,
which reads the same whichever card was taken, so undo takes the take back and the draft
stands again at that hero's turn; a gift drawn in place of one not got shows the top of its
pile, and then the refusal says so."""

from __future__ import annotations

import pytest

from questboard.play import ChooseDisputed, ChooseOption, TakeDisputed, Undone, new_game
from questboard.rules.veterans import Veteran

HEROES = ("karomin", "alondis")


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path / "data"))


def _veteran(hero, charisma, equipment, gifts=()) -> Veteran:
    return Veteran(hero, (("charisma", charisma), ("talent", 2), ("deftness", 4), ("strength", 5)), 5, 9,
                   equipment, (), gifts, 6, ("the-harbor-treasure",))


def _asked(gifts=()):
    """Karomin leads (no tie to ask); both wrote down two Shields and the box holds two."""
    vets = (_veteran("karomin", 5, ("shield", "shield"), gifts), _veteran("alondis", 3, ("shield", "shield"), gifts))
    return new_game("example-short", HEROES, 3, veterans=vets, ask_leader=True)


def test_the_last_take_leads_into_the_opening_paragraph_and_is_taken_back():
    game = _asked()
    assert game.apply(TakeDisputed("karomin", "shield")).ok
    before = game.snapshot()
    step = game.apply(TakeDisputed("alondis", "shield"))
    assert step.ok and isinstance(game.prompt, ChooseOption)  # the opening paragraph was read
    undone = game.undo()
    assert undone == Undone("the choice of a disputed card")
    assert isinstance(game.prompt, ChooseDisputed) and game.prompt.hero == "alondis"
    assert game.snapshot() == before
    assert game.apply(TakeDisputed("alondis", "")).ok and isinstance(game.prompt, ChooseOption)


def test_a_gift_drawn_in_place_of_a_disputed_one_cannot_be_taken_back_and_the_refusal_says_so():
    game = _asked(gifts=("second-wind",))
    assert game.apply(TakeDisputed("karomin", "second-wind")).ok
    assert game.apply(TakeDisputed("alondis", "shield")).ok
    assert game.apply(TakeDisputed("karomin", "shield")).ok  # Alondis draws another gift: the pile's top seen
    refused = game.undo()
    assert not refused.ok and refused.reason == "Nothing to take back since a gift card was drawn"
    assert isinstance(game.prompt, ChooseOption)
