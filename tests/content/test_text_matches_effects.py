"""What a card says agrees with what it does: numbers, weapons, one-shot items, bars."""

import pytest

from questboard.content import CARD_FILES, load_cards

ALL = [card for kind in CARD_FILES for card in getattr(load_cards(), kind).values()]
ITEMS = [*load_cards().equipment.values(), *load_cards().quest_items.values()]


@pytest.mark.parametrize("card", ALL, ids=lambda c: c.id)
def test_every_bonus_is_printed_with_its_sign(card):
    for effect in getattr(card, "effects", ()):
        if effect.kind == "bonus":
            assert f"{effect.amount:+d}" in card.text


@pytest.mark.parametrize("card", ALL, ids=lambda c: c.id)
def test_every_heal_names_its_amount_of_vitality(card):
    for effect in getattr(card, "effects", ()):
        if effect.kind == "heal":
            assert f"{effect.amount} Vitality" in card.text
            assert ("shared" in card.text) == effect.spread


@pytest.mark.parametrize("card", ALL, ids=lambda c: c.id)
def test_every_refresh_names_how_many_gifts(card):
    for effect in getattr(card, "effects", ()):
        if effect.kind == "refresh":
            assert str(effect.count) in card.text and "Gift" in card.text


@pytest.mark.parametrize("card", ALL, ids=lambda c: c.id)
def test_area_attacks_say_so(card):
    for effect in getattr(card, "effects", ()):
        if effect.kind == "area_attack":
            assert card.text.startswith("Area attack.")
            assert f"{effect.damage} damage" in card.text


@pytest.mark.parametrize("card", ALL, ids=lambda c: c.id)
def test_damage_on_zero_names_who_and_how_much(card):
    for effect in getattr(card, "effects", ()):
        if effect.kind == "damage_on_zero":
            assert f"{effect.damage} damage" in card.text and "rolls 0" in card.text
            if effect.only_if_user_is:
                assert effect.only_if_user_is.title() in card.text


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


@pytest.mark.parametrize("item", ITEMS, ids=lambda c: c.id)
def test_item_damage_is_printed(item):
    for damage in (item.melee_damage, item.ranged_damage):
        if damage is not None and item.effects and not any(
                e.kind == "damage_on_zero" for e in item.effects):
            assert f"{damage} damage" in item.text


def test_a_gift_with_its_own_range_bar_says_so():
    for gift in load_cards().gifts.values():
        assert ("this card's range bar" in gift.text) == (gift.range_bar is not None), gift.id
