"""The condition language: precedence, parentheses, errors with a column, evaluation."""

from dataclasses import dataclass, field

import pytest

from questboard.adventure.conditions import (
    And,
    Compare,
    ConditionError,
    Has,
    HeroInParty,
    LocationInPlay,
    Marker,
    Not,
    Or,
    evaluate,
    names_in,
    parse_condition,
)


def test_each_atom_parses_to_its_node():
    assert parse_condition("marker 9") == Marker(9)
    assert parse_condition('location "Tavern"') == LocationInPlay("Tavern")
    assert parse_condition('has "Treasure Map"') == Has("Treasure Map")
    assert parse_condition("hero 'Karomin'") == HeroInParty("Karomin")
    assert parse_condition("heroes >= 3") == Compare("heroes", ">=", 3)
    assert parse_condition("gold<8") == Compare("gold", "<", 8)


def test_and_binds_tighter_than_or():
    assert parse_condition("marker 1 or marker 2 and marker 3") == Or(
        Marker(1), And(Marker(2), Marker(3)))


def test_not_binds_tightest():
    assert parse_condition("not marker 1 and marker 2") == And(Not(Marker(1)), Marker(2))


def test_parentheses_override_precedence():
    assert parse_condition("(marker 1 or marker 2) and not (marker 3)") == And(
        Or(Marker(1), Marker(2)), Not(Marker(3)))


def test_keywords_are_case_insensitive():
    assert parse_condition("Marker 1 AND NOT Marker 2") == And(Marker(1), Not(Marker(2)))


@pytest.mark.parametrize("text, column", [
    ("marker", 7),
    ("marker x", 8),
    ('location Tavern', 10),
    ("marker 1 and", 13),
    ("(marker 1", 10),
    ("marker 1 marker 2", 10),
    ("heroes 3", 8),
    ("gold >= many", 9),
    ("dragon 3", 1),
    ('has "Treasure', 5),
    ("marker 1 & marker 2", 10),
    ("", 1),
])
def test_parse_errors_name_the_column(text, column):
    with pytest.raises(ConditionError) as caught:
        parse_condition(text)
    assert caught.value.column == column
    assert f"column {column}" in str(caught.value)


@dataclass
class Table:
    markers: set = field(default_factory=set)
    locations: set = field(default_factory=set)
    items: set = field(default_factory=set)
    party: tuple = ("karomin", "alondis")
    gold: int = 0

    def marker_ticked(self, number):
        return number in self.markers

    def location_in_play(self, name):
        return name.lower() in self.locations

    def party_has(self, name):
        return name.lower() in self.items

    def hero_in_party(self, name):
        return name.lower() in self.party

    def hero_count(self):
        return len(self.party)

    def party_gold(self):
        return self.gold


def test_evaluation_follows_the_table():
    table = Table(markers={2}, locations={"tavern"}, gold=8)
    assert evaluate(parse_condition('marker 2 and location "Tavern"'), table)
    assert not evaluate(parse_condition("marker 1 or heroes >= 3"), table)
    assert evaluate(parse_condition("gold >= 8 and heroes == 2"), table)
    assert evaluate(parse_condition('not has "Treasure Map" and hero "Karomin"'), table)


def test_names_in_lists_every_leaf():
    tree = parse_condition('marker 1 and (location "A" or not has "B")')
    assert names_in(tree) == [Marker(1), LocationInPlay("A"), Has("B")]
