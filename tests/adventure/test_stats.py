"""The author's numbers: the rulebook's combat value table, veteran minions included (R32)."""

from __future__ import annotations

from questboard.adventure.compiler import load_adventure
from questboard.adventure.stats import adventure_stats
from questboard.play.library import MapLookup

from .conftest import EXAMPLE


def _values(path, cards):
    return [f.value for f in adventure_stats(load_adventure(path, cards, MapLookup(path)), cards).fights]


def test_two_packs_of_heroes_count_minions_are_worth_two(cards):
    # The monastery fight: heroes x1 orc warriors in each of two zones.
    assert _values(EXAMPLE, cards)[0] == 2.0


def test_veteran_minions_add_one_to_the_combat_value(cards, tmp_path):
    text = EXAMPLE.read_text().replace(
        "  bad_guys:\n    garthelm:\n",
        "  bad_guys:\n    orc-warrior:\n      veteran: true\n    garthelm:\n", 1)
    veteran = tmp_path / "example-veterans.yaml"
    veteran.write_text(text)
    plain, tougher = _values(EXAMPLE, cards), _values(veteran, cards)
    assert [b - a for a, b in zip(plain, tougher, strict=True)] == [1.0, 1.0]
