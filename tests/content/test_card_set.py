"""The shipped card set loads, is cached, and holds exactly the box's cards."""

from collections import Counter

from questboard.content import CARD_FILES, load_cards
from questboard.resources import cards_dir
from questboard.rules.cards import CardSet


def test_the_shipped_cards_load_into_a_card_set():
    assert isinstance(load_cards(), CardSet)


def test_the_shipped_cards_are_loaded_once():
    assert load_cards() is load_cards()


def test_an_explicit_folder_loads_afresh():
    assert load_cards(cards_dir()) is not load_cards()
    assert load_cards(cards_dir()) == load_cards()


def test_there_is_one_card_file_per_kind():
    assert sorted(p.stem for p in cards_dir().glob("*.yaml")) == sorted(CARD_FILES)


def test_the_box_has_four_heroes():
    assert sorted(load_cards().heroes) == ["alondis", "cessair", "karomin", "krzzzt"]


def test_the_box_has_twenty_equipment_cards_counting_copies():
    assert sum(card.copies for card in load_cards().equipment.values()) == 20


def test_the_box_has_thirteen_quest_items():
    assert len(load_cards().quest_items) == 13


def test_the_box_has_eight_combat_eight_magic_four_innate_and_eight_dark_gifts():
    groups = Counter(gift.group for gift in load_cards().gifts.values())
    assert groups == {"combat": 8, "magic": 8, "innate": 4, "dark": 8}


def test_the_box_has_ten_events():
    assert len(load_cards().events) == 10


def test_the_box_has_two_minion_cards_and_four_arch_villains():
    ranks = Counter(bad_guy.rank for bad_guy in load_cards().bad_guys.values())
    assert ranks == {"minion": 2, "arch_villain": 4}


def test_the_box_has_twenty_five_locations():
    assert len(load_cards().locations) == 25


def test_ids_are_unique_across_the_whole_set():
    cards = load_cards()
    ids = [card_id for kind in CARD_FILES for card_id in getattr(cards, kind)]
    assert len(ids) == len(set(ids))


def test_every_card_is_found_by_its_printed_name():
    cards = load_cards()
    for kind in CARD_FILES:
        for card in getattr(cards, kind).values():
            found = cards.by_name(card.name)
            assert found is not None and found.name == card.name
