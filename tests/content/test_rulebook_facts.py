"""Facts the rulebook states about the box's cards, pinned on the shipped data."""

import pytest

from questboard.content import load_cards
from questboard.rules.cards import ATTRIBUTES


@pytest.fixture(scope="module")
def cards():
    return load_cards()


def _effects(card, kind):
    return [e for e in card.effects if e.kind == kind]


# --- equipment ---

def test_veterans_sword_is_a_three_gold_weapon_with_plus_one_melee(cards):
    sword = cards.equipment["veterans-sword"]
    assert (sword.name, sword.gold, sword.weapon, sword.melee_damage) == ("Veteran's Sword", 3, True, 1)
    assert [(e.to, e.amount) for e in _effects(sword, "bonus")] == [("melee", 1)]


def test_potion_of_healing_costs_one_gold_heals_three_and_is_discarded(cards):
    potion = cards.equipment["potion-of-healing"]
    assert potion.gold == 1 and potion.discard_after_use
    (heal,) = _effects(potion, "heal")
    assert heal.amount == 3 and heal.while_taking_damage and not heal.spread


def test_the_first_adventure_finds_three_potions_of_healing_and_two_shields(cards):
    assert cards.equipment["potion-of-healing"].copies == 3
    assert cards.equipment["shield"].copies == 2
    for item in ("potion-of-refreshment", "veterans-sword"):
        assert item in cards.equipment


def test_chain_shirt_is_worth_four_with_plus_one_melee_and_plus_two_armor(cards):
    shirt = cards.equipment["chain-shirt"]
    assert shirt.gold == 4 and not shirt.weapon
    assert {(e.to, e.amount) for e in _effects(shirt, "bonus")} == {("melee", 1), ("armor", 2)}


def test_crossbow_is_a_weapon_with_a_range_bar_ranged_damage_and_plus_one_ranged(cards):
    crossbow = cards.equipment["crossbow"]
    assert crossbow.weapon and crossbow.range_bar and crossbow.ranged_damage
    assert [(e.to, e.amount) for e in _effects(crossbow, "bonus")] == [("ranged", 1)]


def test_boots_of_striding_carry_a_movement_bar_of_their_own(cards):
    boots = cards.equipment["boots-of-striding"]
    assert boots.movement_bar is not None and not boots.weapon


def test_potion_of_refreshment_refreshes_gifts_and_is_discarded(cards):
    potion = cards.equipment["potion-of-refreshment"]
    assert potion.discard_after_use and _effects(potion, "refresh")


# --- quest items ---

@pytest.mark.parametrize(("item_id", "kind"), [("ax-of-the-dwarven-king", "dwarf"),
                                               ("spear-of-thunderstorms", "shaman")])
def test_kings_ax_and_thunder_spear_deal_two_on_a_zero_only_for_their_kind(cards, item_id, kind):
    item = cards.quest_items[item_id]
    assert item.weapon
    assert [(e.to, e.amount) for e in _effects(item, "bonus")] == [("melee", 1)]
    (zero,) = _effects(item, "damage_on_zero")
    assert zero.damage == 2 and zero.only_if_user_is == kind


def test_the_treasure_map_is_a_quest_item(cards):
    assert "treasure-map" in cards.quest_items and "treasure-map" not in cards.equipment


# --- gifts ---

def test_chosen_of_the_gods_is_karomins_innate_gift_and_wins_the_check(cards):
    assert cards.heroes["karomin"].innate_gift == "chosen-of-the-gods"
    gift = cards.gifts["chosen-of-the-gods"]
    assert gift.group == "innate" and [e.kind for e in gift.effects] == ["auto_success"]


def test_wind_rider_is_one_melee_two_ranged_and_a_move_despite_shooting(cards):
    assert cards.heroes["alondis"].innate_gift == "wind-rider"
    (turn,) = cards.gifts["wind-rider"].effects
    assert (turn.kind, turn.melee, turn.ranged, turn.moves) == ("turn", 1, 2, 1)
    assert turn.any_order and turn.move_despite_ranged


def test_healing_shares_five_vitality_among_the_heroes(cards):
    gift = cards.gifts["healing"]
    (heal,) = gift.effects
    assert gift.group == "magic" and (heal.kind, heal.amount, heal.spread) == ("heal", 5, True)
    assert heal.while_taking_damage


def test_charge_moves_up_to_three_times_then_attacks_at_plus_three(cards):
    gift = cards.gifts["charge"]
    (turn,) = gift.effects
    assert gift.group == "combat" and gift.turn_only
    assert (turn.moves, turn.melee, turn.melee_bonus, turn.any_order) == (3, 1, 3, False)


def test_fireball_is_a_turn_only_magic_area_attack_of_one_damage(cards):
    gift = cards.gifts["fireball"]
    (area,) = gift.effects
    assert gift.group == "magic" and gift.turn_only
    assert (area.kind, area.damage) == ("area_attack", 1)


def test_bladestorm_is_several_melee_attacks_without_moving(cards):
    gift = cards.gifts["bladestorm"]
    (turn,) = gift.effects
    assert gift.group == "combat" and turn.kind == "turn"
    assert turn.moves == 0 and turn.melee == 3 and "different opponent" in gift.text


def test_riposte_strikes_back_after_melee_damage(cards):
    gift = cards.gifts["riposte"]
    assert gift.group == "dark" and [e.kind for e in gift.effects] == ["counter_attack"]


def test_cloud_of_blades_shoots_at_everyone_in_range(cards):
    gift = cards.gifts["cloud-of-blades"]
    assert gift.group == "dark" and [e.kind for e in gift.effects] == ["ranged_attack_all"]


# --- events ---

def test_reinforcements_bring_one_minion_per_hero_at_the_start_of_the_qm_turn(cards):
    event = cards.events["reinforcements"]
    (effect,) = event.effects
    assert event.when == "qm_turn_start" and (effect.kind, effect.per_hero) == ("reinforcements", 1)


def test_prayer_to_the_dark_gods_silences_gifts_from_the_qm_turn_start(cards):
    event = cards.events["prayer-to-the-dark-gods"]
    assert event.when == "qm_turn_start" and [e.kind for e in event.effects] == ["silence_gifts"]


def test_blessing_refreshes_all_gifts_of_an_arch_villain_or_is_redrawn(cards):
    event = cards.events["blessing-of-the-dark-gods"]
    hook, refresh = event.effects
    assert event.when == "combat_any_time"
    assert (hook.kind, hook.name) == ("hook", "redraw_event_if_no_arch_villain")
    assert (refresh.kind, refresh.count, refresh.whose) == ("refresh", "all", "arch_villain")


# --- heroes ---

def test_karomin_is_a_dwarf_of_the_combat_group_with_deftness_three(cards):
    karomin = cards.heroes["karomin"]
    assert "dwarf" in karomin.kinds and karomin.gift_group == "combat"
    assert karomin.deftness.start == 3


def test_karomin_carries_three_items_at_strength_four_and_four_at_five(cards):
    karomin = cards.heroes["karomin"]
    assert karomin.strength.start == 4
    assert karomin.equipment_limit[4] == 3 and karomin.equipment_limit[5] == 4


def test_karomin_holds_two_gifts_at_talent_two(cards):
    karomin = cards.heroes["karomin"]
    assert karomin.talent.start == 2 and karomin.gift_limit[2] == 2


def test_karomin_pays_full_price_and_cessair_one_gold_less_at_the_start(cards):
    karomin, cessair = cards.heroes["karomin"], cards.heroes["cessair"]
    assert karomin.discount[karomin.charisma.start] == 0
    assert cessair.discount[cessair.charisma.start] == 1


def test_karomin_has_no_range_bar(cards):
    karomin = cards.heroes["karomin"]
    assert karomin.range_bar is None and karomin.ranged_damage is None


def test_alondis_is_an_elf_with_deftness_four(cards):
    alondis = cards.heroes["alondis"]
    assert "elf" in alondis.kinds and alondis.deftness.start == 4


def test_magistra_cessair_is_a_human_mage_of_the_magic_group(cards):
    cessair = cards.heroes["cessair"]
    assert cessair.name == "Magistra Cessair" and cessair.gift_group == "magic"
    assert {"human", "mage"} <= set(cessair.kinds)


def test_krzzzt_is_a_lizardman_shaman(cards):
    krzzzt = cards.heroes["krzzzt"]
    assert krzzzt.name == "Kr'Zzzt" and {"lizardman", "shaman"} <= set(krzzzt.kinds)


def test_the_magistra_leads_by_charisma_at_the_start(cards):
    by_charisma = sorted(cards.heroes.values(), key=lambda h: -h.charisma.start)
    assert by_charisma[0].id == "cessair" and by_charisma[1].charisma.start < 4


@pytest.mark.parametrize("hero_id", ["karomin", "alondis", "cessair", "krzzzt"])
def test_every_bar_reaches_three_or_four_above_its_start(cards, hero_id):
    hero = cards.heroes[hero_id]
    for attribute in ATTRIBUTES:
        bar = hero.bar(attribute)
        assert 3 <= bar.max - bar.start <= 4, attribute


@pytest.mark.parametrize("hero_id", ["karomin", "alondis", "cessair", "krzzzt"])
def test_hero_bars_in_lu_are_within_the_house_ranges(cards, hero_id):
    hero = cards.heroes[hero_id]
    assert 0.8 <= hero.movement_bar <= 1.2
    assert hero.range_bar is None or 1.0 <= hero.range_bar <= 2.0


def test_the_innate_gifts_belong_one_to_each_hero(cards):
    innate = sorted(h.innate_gift for h in cards.heroes.values())
    assert innate == sorted(g.id for g in cards.gifts.values() if g.group == "innate")


# --- bad guys ---

def test_orc_warrior_is_a_minion_with_deftness_four_and_one_damage(cards):
    orc = cards.bad_guys["orc-warrior"]
    assert (orc.rank, orc.deftness, orc.melee_damage) == ("minion", 4, 1)
    assert set(orc.vitality.values()) == {1}


def test_the_four_arch_villains_of_the_box(cards):
    villains = {b.name for b in cards.bad_guys.values() if b.rank == "arch_villain"}
    assert villains == {"Orc Chieftain", "Orc Shaman", "Garthelm", "The Pale King"}


def test_garthelm_has_eight_vitality_with_four_heroes(cards):
    garthelm = cards.bad_guys["garthelm"]
    assert garthelm.vitality[4] == 8
    assert all(garthelm.vitality[n] == 2 * n for n in range(1, 5))


def test_garthelm_has_riposte_from_one_hero_and_cloud_of_blades_from_two(cards):
    assert cards.bad_guys["garthelm"].gifts == {"riposte": 1, "cloud-of-blades": 2}


def test_garthelm_refreshes_once_extra_with_three_heroes_and_twice_with_four(cards):
    extra = cards.bad_guys["garthelm"].extra_refreshes
    assert (extra.get(1, 0), extra.get(2, 0), extra.get(3, 0), extra.get(4, 0)) == (0, 0, 1, 2)


def test_every_dark_gift_belongs_to_an_arch_villain(cards):
    used = {g for b in cards.bad_guys.values() for g in b.gifts}
    assert used == {g.id for g in cards.gifts.values() if g.group == "dark"}


# --- locations ---

def test_the_locations_the_rulebook_names_are_in_the_box(cards):
    named = {"Harbor", "Forest Clearing", "Tavern", "Merchant", "Monastery", "Meadowground",
             "Krokk Harbor", "Wise Woman"}
    assert named <= {loc.name for loc in cards.locations.values()}


def test_every_hero_has_the_same_room_to_improve(cards):
    room = {hero.id: sum(hero.bar(a).max - hero.bar(a).start for a in ATTRIBUTES)
            for hero in cards.heroes.values()}
    assert set(room.values()) == {13}, room
