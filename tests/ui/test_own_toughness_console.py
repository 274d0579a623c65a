"""The window's console names the target of the hero who attempts a check (R81): per hero
while the heroes choose, his own once a new hero with his own bonus is chosen."""

from __future__ import annotations

from questboard.adventure import actions as X
from tests.play.test_own_toughness_check_shown import PER_HERO, at_the_choice, own_data_folder  # noqa: F401
from tests.ui.test_window_asking import at_table


def test_the_console_says_the_target_per_hero_then_the_chosen_heros_own(app):
    game = at_the_choice()
    table = at_table(app, game)
    assert table.panel.title == f"{PER_HERO}: who rolls?"
    assert game.apply(X.PickHero("alondis")).ok
    table = at_table(app, game)
    assert table.panel.title == "Talent test (target 9)"
