"""Typed answers for text play: words become the runner's actions."""

from __future__ import annotations

import pytest

from questboard.adventure import actions as X
from questboard.adventure.answers import BadAnswer, answer
from questboard.rules import actions as A

from .test_runner import drive


def test_typed_answers_become_actions_and_horn_passes_at_any_prompt(play):
    st, _ = play()
    assert answer(st, "2 horn") == X.Choose(1, horn=True)
    assert answer(st, "horn") == A.PassHorn("passed by the leader")
    assert answer(st, "sell karomin potion-of-healing") == A.SellItem("karomin", "potion-of-healing")
    with pytest.raises(BadAnswer, match="expected the number of an option"):
        answer(st, "9")
    drive(st, X.Choose(1))
    assert answer(st, "horn") == A.PassHorn("passed by the leader")
    assert answer(st, "Alondis") == X.PickHero("alondis")


def test_even_sharing_goes_round_the_table_from_the_leader(play):
    from .test_runner import TO_8

    st, _ = play()
    drive(st, *TO_8)
    assert answer(st, "even") == X.Share((("potion-of-healing", "karomin"),),
                                         (("karomin", 2), ("alondis", 1)), False)
    assert answer(st, "potion-of-healing=alondis 3=karomin horn") == X.Share(
        (("potion-of-healing", "alondis"),), (("karomin", 3),), True)
