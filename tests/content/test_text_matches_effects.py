"""What a card says agrees with what it does: numbers, weapons, one-shot items, bars.

Each check runs once per effect (or item) it applies to, so every case asserts something.
"""

import pytest

from questboard.content import CARD_FILES, load_cards

ALL = [card for kind in CARD_FILES for card in getattr(load_cards(), kind).values()]
ITEMS = [*load_cards().equipment.values(), *load_cards().quest_items.values()]


def effects_of(kind: str) -> list:
    """(card, effect) for every effect of `kind` on a shipped card, named by the card."""
    cases = []
    for card in ALL:
        found = [e for e in getattr(card, "effects", ()) if e.kind == kind]
        for i, effect in enumerate(found):
            name = card.id if len(found) == 1 else f"{card.id}#{i + 1}"
            cases.append(pytest.param(card, effect, id=name))
    return cases


def _dealt_damage() -> list:
    """(item, damage) for each damage value of an item whose text has no damage-on-zero clause."""
    return [pytest.param(item, damage, id=f"{item.id}-{what}")
            for item in ITEMS if not any(e.kind == "damage_on_zero" for e in item.effects)
            for what, damage in (("melee", item.melee_damage), ("ranged", item.ranged_damage))
            if damage is not None]


@pytest.mark.parametrize(("card", "effect"), effects_of("bonus"))
def test_every_bonus_is_printed_with_its_sign(card, effect):
    assert f"{effect.amount:+d}" in card.text


@pytest.mark.parametrize(("card", "effect"), effects_of("heal"))
def test_every_heal_names_its_amount_of_vitality(card, effect):
    assert f"{effect.amount} Vitality" in card.text
    assert ("shared" in card.text) == effect.spread


@pytest.mark.parametrize(("card", "effect"), effects_of("refresh"))
def test_every_refresh_names_how_many_gifts(card, effect):
    assert str(effect.count) in card.text and "Gift" in card.text


@pytest.mark.parametrize(("card", "effect"), effects_of("area_attack"))
def test_area_attacks_say_so(card, effect):
    assert card.text.startswith("Area attack.")
    assert f"{effect.damage} damage" in card.text


@pytest.mark.parametrize(("card", "effect"), effects_of("damage_on_zero"))
def test_damage_on_zero_names_who_and_how_much(card, effect):
    assert f"{effect.damage} damage" in card.text and "rolls 0" in card.text
    assert effect.only_if_user_is is None or effect.only_if_user_is.title() in card.text


@pytest.mark.parametrize("item", ITEMS, ids=lambda c: c.id)
def test_weapons_and_only_weapons_say_weapon(item):
    assert item.text.startswith("Weapon.") == item.weapon


@pytest.mark.parametrize("item", ITEMS, ids=lambda c: c.id)
def test_one_shot_items_and_only_those_say_discard_after_use(item):
    assert ("Discard after use." in item.text) == item.discard_after_use


@pytest.mark.parametrize("item", ITEMS, ids=lambda c: c.id)
def test_items_with_bars_mention_them(item):
    assert ("range bar" in item.text) == (item.range_bar is not None)
    assert ("movement bar" in item.text) == (item.movement_bar is not None)


@pytest.mark.parametrize(("item", "damage"), _dealt_damage())
def test_item_damage_is_printed(item, damage):
    # Items whose damage changes on a zero word it their own way (test_damage_on_zero_names_who_and_how_much).
    assert f"{damage} damage" in item.text


def test_a_gift_with_its_own_range_bar_says_so():
    for gift in load_cards().gifts.values():
        assert ("this card's range bar" in gift.text) == (gift.range_bar is not None), gift.id
