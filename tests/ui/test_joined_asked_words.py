"""The joined panel's questions as data (ui/joined/asked.py): dice typed as a player types them,
"Type the dice…" beside a roll only, and a refresh's ways each a complete, legal choice."""

from __future__ import annotations

import pytest

from questboard.play.fight_uses import CardUse
from questboard.play.viewdata import choice
from questboard.play.vocabulary import Choose, Roll, UseItem
from questboard.ui.joined.asked import TYPED, typed_dice, use_question, with_typed_dice


@pytest.mark.parametrize(("typed", "dice"), [("7", (7,)), ("7 3", (7, 3)), ("7,3", (7, 3)), (" 73 ", (7, 3)),
                                             ("0 9", (0, 9))])
def test_dice_are_read_as_typed(typed, dice):
    assert typed_dice(typed) == dice


@pytest.mark.parametrize(("typed", "why"), [("", "Type the dice first, e.g. 7 3"),
                                            ("x", "A d10 shows one digit, 0 to 9: e.g. 7 3"),
                                            ("10 3", "A d10 shows one digit, 0 to 9: e.g. 7 3"),
                                            ("-1", "A d10 shows one digit, 0 to 9: e.g. 7 3")])
def test_what_is_not_dice_says_why(typed, why):
    assert typed_dice(typed) == why


def test_type_the_dice_stands_beside_a_roll_only():
    roll, option = choice("Roll the dice", Roll()), choice("Go on", Choose(0))
    assert [c.kind for c in with_typed_dice((option, roll))] == ["", "", TYPED]
    assert with_typed_dice((option,)) == (option,)


class _Fight:
    def __init__(self, *uses) -> None:
        self.uses = uses


def _refresher(refresh, count, up_to) -> CardUse:
    return CardUse("cessair", "potion-of-refreshment", "item", "Potion of Refreshment", True, "", False, False,
                   0, False, (), refresh, count, up_to, True)


def test_a_refresh_of_two_offers_each_pair_of_one_heros_gifts():
    use = _refresher((("cessair", "fireball"), ("cessair", "healing"), ("cessair", "spellweaver"),
                      ("karomin", "parry")), 2, False)
    asked = use_question(_Fight(use), choice("Use Potion of Refreshment…", None, kind="item", who="cessair",
                                             card=use.card, asks=True), {"fireball": "Fireball", "parry": "Parry"})
    acts = [c.act() for c in asked.choices[:-1]]
    assert acts == [UseItem("cessair", use.card, refresh=r) for r in
                    (("fireball", "healing"), ("fireball", "spellweaver"), ("healing", "spellweaver"), ("parry",))]
    assert asked.choices[0].label == "Refresh Fireball and healing"
    assert asked.choices[-1].kind == "back"


def test_a_use_the_view_no_longer_plans_asks_nothing():
    c = choice("Healing…", None, kind="gift", who="cessair", card="healing", asks=True)
    assert use_question(_Fight(), c, {}) is None
