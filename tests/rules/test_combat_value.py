"""The rulebook's combat value table (Creating Your Own Adventures), with its worked example."""

import pytest

from questboard.rules.villains import combat_level, combat_value


@pytest.mark.parametrize("heroes", [1, 2, 3, 4])
def test_the_rulebook_example_two_packs_of_orcs_and_a_sorcerer_with_gifts_is_worth_five(cards, heroes):
    # (number of heroes x2) Orc minions: 2; a sorcerer with 2 Vitality per hero: 2; gifts: +1.
    guys = [("orc-warrior", 2 * heroes), ("orc-shaman", 1)]
    assert combat_value(cards, guys, heroes) == 5.0
    assert combat_level(5.0) == "Medium"


def test_veteran_minions_add_one_per_kind(cards):
    guys = [("orc-warrior", 2), ("orc-archer", 2)]
    assert combat_value(cards, guys, 2) == 2.0
    assert combat_value(cards, guys, 2, {"orc-warrior": {"veteran": True}}) == 3.0
    both = {"orc-warrior": {"veteran": True}, "orc-archer": {"veteran": True}}
    assert combat_value(cards, guys, 2, both) == 4.0


def test_a_qm_sheet_changes_a_villains_vitality_and_gifts(cards):
    plain = combat_value(cards, [("garthelm", 1)], 2)
    sheet = {"garthelm": {"vitality": {1: 2, 2: 2, 3: 3, 4: 4}, "gifts": {}}}
    assert combat_value(cards, [("garthelm", 1)], 2, sheet) == 1.0 < plain


def test_levels_are_the_nearest_of_easy_medium_hard():
    assert [combat_level(v) for v in (1, 4.4, 4.6, 8, 8.1, 14)] == [
        "Easy", "Easy", "Medium", "Medium", "Hard", "Hard"]
