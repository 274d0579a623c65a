"""A rehearsal as a game of its own: the field laid out as rehearse lays out the run of the
same seed, for a map with any party and bad guys and for an adventure's own fight."""

from __future__ import annotations

import pytest

from questboard.combat import rehearse
from questboard.combat.setup import start_fight
from questboard.content import load_cards
from questboard.errors import QuestboardError
from questboard.play.rehearse_game import Recipe, rehearsal_game, setup_of
from questboard.rules.state import AdvancedRules, new_game

CASES = [
    Recipe("forest-clearing", ("karomin", "alondis")),
    Recipe("monastery-yard", ("karomin", "cessair"), (("orc-archer", 2), ("orc-warrior", 1)), hordes=1,
           veterans=True),
    Recipe("-", ("karomin", "alondis", "cessair"), adventure="example-short", paragraph=12),
]


@pytest.mark.parametrize("recipe", CASES, ids=["default", "hordes-veterans", "adventure-fight"])
def test_the_rehearsal_stands_where_rehearses_run_of_that_seed_stands(recipe):
    cards = load_cards()
    seed = 5 * 1_000_003 + 3  # rehearse --seed 5, run 3
    game = rehearsal_game(recipe, seed, cards)
    setup, _ = setup_of(recipe, cards)
    state = new_game(cards, list(setup.heroes), seed, draw_opening=True,
                     options=AdvancedRules(charge_of_the_hordes=setup.hordes), base_toughness=setup.toughness)
    fight = start_fight(state, rehearse.spec_for(setup, cards), record=False)
    assert game.fight is not None
    assert game.fight.snapshot() == fight.snapshot()


def test_the_recipe_is_plain_data_both_ways():
    recipe = CASES[1]
    assert Recipe.from_plain(recipe.plain()) == recipe
    assert isinstance(recipe.plain()["bad_guys"][0], list)


def test_an_unknown_map_is_one_clear_message():
    with pytest.raises(QuestboardError, match="no map 'nowhere'"):
        rehearsal_game(Recipe("nowhere", ("karomin",)), 1)
