"""What a finished fight hands back to the story (CombatResult), for both ways of fighting."""

from __future__ import annotations

import pytest

from questboard.cli.autofight import TrialFight, result_of
from questboard.combat import actions as A
from questboard.combat.damage import hurt
from questboard.combat.turns import finish
from questboard.content import load_cards
from questboard.rules.state import new_game
from tests.combat.helpers import fight_with, ok


@pytest.fixture(scope="module")
def cards():
    return load_cards()


def _trial(cards, items):
    state = new_game(cards, ["karomin", "alondis"], 1, draw_opening=False)
    for h in state.heroes:
        h.gifts = {h.innate_gift: False}
        h.equipment = list(items.get(h.id, ()))
    before = {h.id: h.snapshot() for h in state.heroes}
    fight = fight_with(state, ["karomin", "alondis"], {"west-orcs": {"orc-warrior": 2}})
    return TrialFight(fight, state, before)


def test_the_item_an_injury_costs_in_the_fight_is_not_used_up_as_well(cards):
    # The story settles the injury again (R19) with its own discard: counting the fight's
    # discard as used up too would cost the hero two items for one injury.
    trial = _trial(cards, {"karomin": ["potion-of-healing", "healing-herbs"]})
    karomin = trial.fight.fighters["karomin"]
    hurt(trial.fight, karomin, karomin.hero.vitality)
    ok(trial.fight, A.ResolveInjury("karomin", None, "healing-herbs"))
    assert karomin.off_field
    finish(trial.fight, "defeat", "test")
    result = result_of(trial)
    assert result.used_up == ()
    assert ("karomin", trial.before["karomin"]["vitality"]) in result.damage
    assert result.exhausted == ()  # the story's injury exhausts the gifts


def test_a_potion_drunk_in_the_fight_is_used_up_and_its_healing_counted(cards):
    trial = _trial(cards, {"alondis": ["potion-of-healing"]})
    alondis = trial.fight.fighters["alondis"]
    hurt(trial.fight, alondis, 2)
    ok(trial.fight, A.UseItem("alondis", "potion-of-healing"))
    finish(trial.fight, "victory", "test")
    result = result_of(trial)
    assert result.victory
    assert result.used_up == (("alondis", "potion-of-healing"),)
    assert all(h != "alondis" for h, _ in result.damage)  # healed back to full


def test_an_unfinished_fight_has_no_result(cards):
    with pytest.raises(ValueError):
        result_of(_trial(cards, {}))
