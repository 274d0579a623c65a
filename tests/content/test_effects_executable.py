"""Every effect on every shipped card is something the engine can carry out as printed.

That each effect kind is in the vocabulary and each hook is known is the loader's job
(`content.checks`; the bad-card fixtures unknown_effect_kind and unknown_hook pin it).
These are the rules between cards and fields that the loader does not check.
"""

import pytest

from questboard.content import CARD_FILES, load_cards


def effects_where(keep) -> list:
    """(card, effect) for every effect on a shipped card that `keep` picks, named by the card."""
    cases = []
    for kind in CARD_FILES:
        for card in getattr(load_cards(), kind).values():
            found = [e for e in getattr(card, "effects", ()) if keep(e)]
            for i, effect in enumerate(found):
                name = card.id if len(found) == 1 else f"{card.id}#{i + 1}"
                cases.append(pytest.param(card, effect, id=name))
    return cases


@pytest.mark.parametrize(("card", "effect"), effects_where(lambda e: e.only_if_user_is is not None))
def test_every_condition_names_a_kind_some_hero_has(card, effect):
    hero_kinds = {kind for hero in load_cards().heroes.values() for kind in hero.kinds}
    assert effect.only_if_user_is in hero_kinds


@pytest.mark.parametrize(("card", "effect"), effects_where(lambda e: e.kind == "turn"))
def test_every_combat_turn_includes_an_attack(card, effect):
    assert effect.melee + effect.ranged >= 1


def test_every_combat_turn_or_area_gift_is_turn_only():
    for gift in load_cards().gifts.values():
        if any(e.kind in ("turn", "area_attack", "ranged_attack_all") for e in gift.effects):
            assert gift.turn_only, gift.id


def test_a_gift_with_a_range_bar_makes_a_ranged_attack():
    for gift in load_cards().gifts.values():
        if gift.range_bar is not None:
            assert any(e.kind == "turn" and e.ranged for e in gift.effects), gift.id


def test_a_gift_range_bar_or_the_users_serves_every_ranged_gift():
    # Cloud of Blades uses the villain's own bar, so whoever has it must have one.
    cards = load_cards()
    for bad_guy in cards.bad_guys.values():
        for gift_id in bad_guy.gifts:
            gift = cards.gifts[gift_id]
            if any(e.kind == "ranged_attack_all" for e in gift.effects) and gift.range_bar is None:
                assert bad_guy.range_bar is not None, (bad_guy.id, gift_id)


def test_equipment_with_effects_or_values_is_not_blank():
    cards = load_cards()
    for item in [*cards.equipment.values(), *cards.quest_items.values()]:
        has_values = item.effects or item.weapon or item.movement_bar or item.range_bar
        assert has_values or "adventure" in item.text, item.id
