"""The automatic heroes: what the greedy and the cautious way do differently, what both do
alike, and that every choice they make is one the engine accepts."""

from __future__ import annotations

import pytest

from questboard.battlefield.validate import load_map
from questboard.combat import actions as A
from questboard.combat import events as E
from questboard.combat.authority import waiting_for
from questboard.combat.engine import apply
from questboard.combat.policies import HeroPolicy
from questboard.combat.rehearse import Rehearsal, spec_for
from questboard.combat.resolve import resolve_combat
from questboard.resources import maps_dir
from questboard.rules.state import new_game
from tests.combat.helpers import fight_with, ok, put

TURN = ("Move", "MeleeAttack", "RangedAttack", "UseGift", "UseItem", "SwapItem", "EndTurn")


def _lead(state, hero_id):
    state.leader = [h.id for h in state.heroes].index(hero_id)
    return state


def _decide(fight, style, who):
    action, why = HeroPolicy(style).decide(fight, who, waiting_for(fight).allowed)
    assert why
    return action


def _karomin_and_orcs(game, orc_at, *, items=None):
    state = _lead(game("karomin", "alondis", items=items), "karomin")
    fight = fight_with(state, [], {"west-orcs": {"orc-warrior": 2}})
    put(fight, "karomin", 1.0, 2.5)
    put(fight, "alondis", 3.6, 2.7)
    put(fight, "orc-warrior-1", *orc_at)
    put(fight, "orc-warrior-2", 3.6, 0.3)
    return fight


def test_an_unknown_policy_is_refused_with_the_choices():
    with pytest.raises(ValueError, match="greedy, cautious"):
        HeroPolicy("reckless")


# Different ---------------------------------------------------------------------------------
def test_greedy_goes_to_meet_a_foe_beyond_its_bar_and_cautious_waits_for_it(game):
    fight = _karomin_and_orcs(game, (1.0, 0.5))  # 1.7 LU away, Karomin's bar is 0.8
    greedy = _decide(fight, "greedy", "karomin")
    assert isinstance(greedy, A.Move)
    assert _decide(fight, "cautious", "karomin") == A.EndTurn("karomin")
    before = fight.field.edge_distance("karomin", "orc-warrior-1")
    ok(fight, greedy)
    assert fight.field.edge_distance("karomin", "orc-warrior-1") < before


def test_cautious_drinks_a_potion_at_three_vitality_greedy_only_at_two(game):
    fight = _karomin_and_orcs(game, (1.0, 0.5), items={"karomin": ["potion-of-healing"]})
    hero = fight.fighters["karomin"].hero
    hero.vitality = 3
    assert HeroPolicy("greedy").free_action(fight, "karomin") is None
    potion = HeroPolicy("cautious").free_action(fight, "karomin")
    assert potion == A.UseItem("karomin", "potion-of-healing", heal=(("karomin", 3),))
    hero.vitality = 2
    assert HeroPolicy("greedy").free_action(fight, "karomin") == potion
    ok(fight, potion)
    assert hero.vitality == 5 and "potion-of-healing" not in hero.equipment


def test_greedy_lays_an_area_card_that_also_hits_a_friend_and_cautious_does_not(game):
    state = _lead(game("cessair", "karomin", gifts={"cessair": ["fireball"]}), "cessair")
    fight = fight_with(state, [], {"west-orcs": {"orc-warrior": 3}})
    put(fight, "cessair", 1.0, 2.0)
    put(fight, "karomin", 1.0, 1.55)  # between Cessair and the two orcs
    put(fight, "orc-warrior-1", 0.8, 1.2)
    put(fight, "orc-warrior-2", 1.2, 1.2)
    put(fight, "orc-warrior-3", 3.5, 0.3)
    cautious = _decide(fight, "cautious", "cessair")
    assert not (isinstance(cautious, A.UseGift) and cautious.gift == "fireball")
    greedy = _decide(fight, "greedy", "cessair")
    assert isinstance(greedy, A.UseGift) and greedy.gift == "fireball"
    hit = set(fight.field.check_area("cessair", *greedy.area).hit)
    assert {"orc-warrior-1", "orc-warrior-2", "karomin"} <= hit
    ok(fight, greedy)


def test_greedy_spends_haste_on_a_shot_and_cautious_simply_shoots(game):
    state = _lead(game("cessair", "karomin", gifts={"cessair": ["haste"]}), "cessair")
    fight = fight_with(state, [], {"west-orcs": {"orc-warrior": 2}})
    put(fight, "cessair", 1.0, 2.5)
    put(fight, "karomin", 3.6, 2.7)
    put(fight, "orc-warrior-1", 1.0, 1.5)  # 0.7 apart at the edges: in Cessair's 1.5 range
    put(fight, "orc-warrior-2", 3.6, 0.3)
    assert _decide(fight, "greedy", "cessair") == A.UseGift("cessair", "haste")
    assert _decide(fight, "cautious", "cessair") == A.RangedAttack("cessair", "orc-warrior-1")


# Alike ------------------------------------------------------------------------------------
@pytest.mark.parametrize("style", ["greedy", "cautious"])
def test_both_strike_the_weakest_foe_touching_them(game, style):
    state = _lead(game("karomin", "alondis"), "karomin")
    fight = fight_with(state, [], {"boss": {"garthelm": 1}, "west-orcs": {"orc-warrior": 1}})
    put(fight, "karomin", 2.0, 1.2)
    put(fight, "alondis", 3.6, 2.7)
    put(fight, "garthelm-1", 2.0, 0.9)  # touching, Vitality 4
    put(fight, "orc-warrior-1", 2.3, 1.2)  # touching, Vitality 1
    assert fight.fighters["garthelm-1"].vitality > fight.fighters["orc-warrior-1"].vitality
    assert _decide(fight, style, "karomin") == A.MeleeAttack("karomin", "orc-warrior-1")


@pytest.mark.parametrize("style", ["greedy", "cautious"])
def test_both_close_in_on_the_weakest_foe_in_reach_rather_than_the_nearest(game, style):
    state = _lead(game("karomin", "alondis"), "karomin")
    fight = fight_with(state, [], {"boss": {"garthelm": 1}, "west-orcs": {"orc-warrior": 1}})
    put(fight, "karomin", 2.0, 1.6)
    put(fight, "alondis", 3.6, 2.7)
    put(fight, "garthelm-1", 2.0, 1.2)  # 0.1 LU away
    put(fight, "orc-warrior-1", 1.0, 1.6)  # 0.7 LU away, still within the 0.8 bar
    move = _decide(fight, style, "karomin")
    assert isinstance(move, A.Move)
    ok(fight, move)
    assert fight.field.touching("karomin", "orc-warrior-1")


@pytest.mark.parametrize("style", ["greedy", "cautious"])
def test_both_shoot_the_weakest_foe_in_range_and_sight(game, style):
    state = _lead(game("alondis", "karomin"), "alondis")
    fight = fight_with(state, [], {"boss": {"garthelm": 1}, "west-orcs": {"orc-warrior": 1}})
    put(fight, "alondis", 1.0, 2.5)
    put(fight, "karomin", 3.6, 2.7)
    put(fight, "garthelm-1", 1.6, 1.6)
    put(fight, "orc-warrior-1", 0.5, 1.4)
    action = _decide(fight, style, "alondis")
    if isinstance(action, A.UseGift):  # Wind Rider's two shots pay for both ways
        assert action.gift == "wind-rider"
        ok(fight, action)
        action = _decide(fight, style, "alondis")
    assert action == A.RangedAttack("alondis", "orc-warrior-1")


@pytest.mark.parametrize("style", ["greedy", "cautious"])
def test_both_spend_the_smallest_bonus_that_turns_a_losing_roll(game, style):
    state = _lead(game("karomin", "alondis", gifts={"karomin": ["parry"]}), "karomin")
    fight = fight_with(state, [], {"west-orcs": {"orc-warrior": 2}})
    put(fight, "karomin", 1.0, 1.6)
    put(fight, "orc-warrior-1", 1.0, 1.3)
    state.dice.force(5, 5)  # 5 + 3 = 8 against 5 + 4 = 9: Parry's +2 turns it
    ok(fight, A.MeleeAttack("karomin", "orc-warrior-1", ""))
    assert "Modify" in waiting_for(fight).allowed
    assert _decide(fight, style, "karomin") == A.Modify("karomin", "parry")


@pytest.mark.parametrize("style", ["greedy", "cautious"])
def test_both_keep_chosen_of_the_gods_until_nothing_smaller_turns_the_roll(game, style):
    state = _lead(game("karomin", "alondis", gifts={"karomin": ["parry"]}), "karomin")
    fight = fight_with(state, [], {"west-orcs": {"orc-warrior": 2}})
    put(fight, "karomin", 1.0, 1.6)
    put(fight, "orc-warrior-1", 1.0, 1.3)
    state.dice.force(1, 8)  # 4 against 12: Parry cannot turn it, Chosen of the Gods can
    ok(fight, A.MeleeAttack("karomin", "orc-warrior-1", ""))
    assert _decide(fight, style, "karomin") == A.Modify("karomin", "chosen-of-the-gods")


@pytest.mark.parametrize("style", ["greedy", "cautious"])
def test_both_refresh_a_spent_gift_after_rolling_a_nine(game, style):
    fight = _karomin_and_orcs(game, (1.0, 0.5))
    fight.state.hero("karomin").gifts["chosen-of-the-gods"] = True
    fight.state.refresh_offers.append("karomin")
    action = HeroPolicy(style).free_action(fight, "karomin")
    assert action == A.RefreshGift("karomin", "chosen-of-the-gods")
    ok(fight, action)
    assert fight.state.hero("karomin").gifts["chosen-of-the-gods"] is False


@pytest.mark.parametrize("style", ["greedy", "cautious"])
def test_both_settle_a_serious_injury_as_ruling_r19_says(game, style):
    from questboard.combat.damage import hurt

    fight = _karomin_and_orcs(game, (1.0, 0.5), items={"karomin": ["healing-herbs", "potion-of-healing"]})
    hero = fight.fighters["karomin"].hero
    hero.attributes["strength"] += 1
    hurt(fight, fight.fighters["karomin"], 10)
    action = _decide(fight, style, "karomin")
    assert action == A.ResolveInjury("karomin", "strength", "healing-herbs")  # the cheaper item
    ok(fight, action)
    assert fight.fighters["karomin"].off_field


# Legal ------------------------------------------------------------------------------------
FIGHTS = [("forest-clearing", 1), ("harbor-warehouse", 2), ("monastery-yard", 3), ("ship-deck", 4)]


@pytest.mark.parametrize("style", ["greedy", "cautious"])
def test_every_choice_of_the_automatic_heroes_is_accepted_by_the_engine(cards, style):
    heroes = ["karomin", "alondis", "cessair", "krzzzt"]
    for map_name, n in FIGHTS:
        guys = (("orc-warrior", n), ("orc-archer", 1), ("garthelm", 1))
        setup = Rehearsal(load_map(maps_dir() / f"{map_name}.yaml"), tuple(heroes[:n]), guys, style)
        state = new_game(cards, heroes[:n], n, draw_opening=True)
        result, fight = resolve_combat(state, spec_for(setup, cards), policy=style, record=True)
        party = {h.name for h in state.heroes}
        refused = [e.why for e in fight.log if isinstance(e, E.Decision) and e.who in party
                   and e.why.startswith("could not")]
        assert refused == [], f"{map_name}: {refused}"
        assert result.outcome in ("victory", "defeat")
        assert sum(isinstance(e, E.Decision) and e.who in party for e in fight.log) > 3 * n


def test_greedy_steps_around_the_rock_with_a_legal_move(game):
    fight = _karomin_and_orcs(game, (3.0, 0.2))
    put(fight, "karomin", 3.0, 1.2)  # the rock (3.0, 0.6) stands between
    assert "Rock" in apply(fight, A.Move("karomin", (3.0, 0.45))).reason
    move = _decide(fight, "greedy", "karomin")
    assert isinstance(move, A.Move)
    assert apply(fight, move).ok
