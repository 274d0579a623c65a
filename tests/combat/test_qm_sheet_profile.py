"""An adventure's QM sheet sets its bad guys up (R7): its gifts replace the card's, its
Vitality and extra refreshes replace the card's for the numbers of heroes it names; the
fight and `questboard cards show --adventure` read it the same way (rules.villains.sheet_profile)."""

from __future__ import annotations

import pytest

from questboard.content import load_cards
from questboard.rules.villains import profile, sheet_profile

from .helpers import fight_with

SHEET = {"vitality": {1: 5}, "gifts": {"cloud-of-blades": 3}, "extra_refreshes": {4: 3}}


@pytest.mark.parametrize("heroes", [1, 2, 3, 4])
def test_the_sheet_replaces_what_it_names_and_keeps_the_rest(heroes):
    card = load_cards().bad_guys["garthelm"]
    printed, changed = profile(card, heroes), sheet_profile(card, heroes, SHEET)
    assert changed.vitality == (5 if heroes == 1 else printed.vitality)
    assert changed.gifts == (("cloud-of-blades",) if heroes >= 3 else ())
    assert changed.extra_refreshes == (3 if heroes == 4 else printed.extra_refreshes)
    assert sheet_profile(card, heroes) == printed


def test_a_fight_sets_the_arch_villain_up_by_the_sheet(game):
    party = ["karomin", "alondis", "cessair"]
    fight = fight_with(game(*party), party, {"boss": {"garthelm": 1}}, overrides={"garthelm": SHEET})
    knight = next(f for f in fight.fighters.values() if f.card.id == "garthelm")
    card = load_cards().bad_guys["garthelm"]
    assert (knight.vitality, tuple(knight.gifts), knight.extra_refreshes) == (
        card.vitality[3], ("cloud-of-blades",), card.extra_refreshes.get(3, 0))
