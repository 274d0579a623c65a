"""The launcher's advanced-rule toggles say what the rules say: Lone Heroes is for one hero
or two (R38), and what it does."""

from __future__ import annotations

from questboard.ui.launcher.scene import OPTIONS


def test_lone_heroes_says_one_or_two_heroes_and_what_it_gives():
    why = dict((k, w) for k, _, w in OPTIONS)["lone_heroes"]
    assert "one hero alone" not in why.lower()
    assert "1 or 2 heroes" in why and "Potion of Healing" in why
