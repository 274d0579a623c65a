"""The rulebook's worked examples for Tests and Conflicts, with forced dice."""

import pytest

from questboard.rules import actions as A
from questboard.rules.checks import CheckSpec, conflict_attacker_wins, conflict_won, test_succeeds

from .helpers import ok, refused


def check(state, spec, *heroes, dice=()):
    state.dice.force(*dice)
    ok(state, A.RollCheck(spec, heroes))


@pytest.mark.parametrize("die", range(10))
def test_alondis_fails_a_deftness_test_against_3_only_on_a_0(game, die):
    state = game("alondis")
    check(state, CheckSpec("test", "deftness", 3), "alondis", dice=[die])
    (resolved,) = ok(state, A.ResolveCheck())
    assert resolved.all_succeeded == (die != 0)


@pytest.mark.parametrize("die", range(10))
def test_karomin_passes_a_deftness_test_against_13_only_on_a_9(game, die):
    state = game("karomin")
    check(state, CheckSpec("test", "deftness", 13), "karomin", dice=[die])
    (resolved,) = ok(state, A.ResolveCheck())
    assert resolved.all_succeeded == (die == 9)


def test_alondis_makes_11_with_a_7_and_karomin_misses_with_a_7(game):
    state = game("alondis", "karomin")
    check(state, CheckSpec("test", "deftness", 11, all_heroes=True), "alondis", "karomin",
          dice=[7, 7])
    (resolved,) = ok(state, A.ResolveCheck())
    alondis, karomin = resolved.results
    assert (alondis.total, alondis.success) == (11, True)
    assert (karomin.total, karomin.success) == (10, False)
    assert not resolved.all_succeeded and resolved.any_succeeded


def test_chosen_of_the_gods_saves_karomins_lost_strength_conflict(game):
    state = game("karomin")
    check(state, CheckSpec("conflict", "strength", 5), "karomin", dice=[2, 3])
    pending = state.pending_check.participants[0]
    assert (pending.die + 4, pending.foe_die + 5) == (6, 8)  # he would lose 6 against 8
    ok(state, A.UseOnCheck("karomin", "chosen-of-the-gods"))
    (resolved,) = ok(state, A.ResolveCheck())
    assert resolved.all_succeeded
    assert state.hero("karomin").gifts["chosen-of-the-gods"] is True  # exhausted


def test_alondis_wins_a_strength_conflict_against_8_when_the_qm_rolls_0(game):
    state = game("alondis")
    check(state, CheckSpec("conflict", "strength", 8), "alondis", dice=[1, 0])
    (resolved,) = ok(state, A.ResolveCheck())
    assert resolved.all_succeeded


def test_alondis_wins_even_with_her_own_0_when_the_qm_rolls_0(game):
    state = game("alondis")
    check(state, CheckSpec("conflict", "strength", 8), "alondis", dice=[0, 0])
    (resolved,) = ok(state, A.ResolveCheck())
    assert resolved.all_succeeded


def test_the_orc_beats_karomin_7_against_11(cards):
    sword = cards.equipment["veterans-sword"]
    karomin = 3 + cards.heroes["karomin"].deftness.start + sword.effects[0].amount
    orc = 7 + cards.bad_guys["orc-warrior"].deftness
    assert (karomin, orc) == (7, 11)
    assert conflict_attacker_wins(7, orc, False, 3, karomin)  # the Orc attacks and wins
    assert cards.bad_guys["orc-warrior"].melee_damage == 1


def test_karomins_tied_attack_at_11_goes_to_the_hero(cards):
    sword = cards.equipment["veterans-sword"]
    karomin = 7 + cards.heroes["karomin"].deftness.start + sword.effects[0].amount
    orc = 7 + cards.bad_guys["orc-warrior"].deftness
    assert karomin == orc == 11
    assert conflict_attacker_wins(7, karomin, True, 7, orc)


@pytest.mark.parametrize(("hero", "foe", "hero_wins"), [
    ((9, 0), (9, 99), True),   # both auto-win: the hero
    ((0, 0), (0, 0), True),    # both auto-fail: the hero
    ((9, 0), (5, 99), True),   # only the hero's 9
    ((5, 99), (9, 0), False),  # only the foe's 9
    ((0, 99), (5, 0), False),  # the hero's 0
    ((5, 10), (5, 10), True),  # tie to the hero
    ((5, 10), (5, 11), False),
])
def test_conflict_auto_results_and_ties_follow_r2(hero, foe, hero_wins):
    assert conflict_won(hero[0], hero[1], foe[0], foe[1]) is hero_wins


def test_a_test_with_total_equal_to_target_succeeds():
    assert test_succeeds(5, 9, 9)
    assert not test_succeeds(5, 8, 9)


def test_toughness_raises_every_target(game):
    state = game("alondis", base_toughness=1)
    check(state, CheckSpec("test", "deftness", 11), "alondis", dice=[7])
    (resolved,) = ok(state, A.ResolveCheck())
    assert resolved.results[0].against == 12 and not resolved.all_succeeded


def test_only_one_weapon_counts_per_roll(game, cards):
    state = game("karomin")
    hero = state.hero("karomin")
    hero.equipment += ["veterans-sword", "battle-axe"]
    assert cards.equipment["battle-axe"].weapon
    check(state, CheckSpec("conflict", "deftness", 5), "karomin", dice=[4, 4])
    # In an adventure check a melee weapon helps nothing: it only adds to melee rolls.
    reason = refused(state, A.UseOnCheck("karomin", "veterans-sword"))
    assert "does not help" in reason


def test_a_roll_of_9_offers_a_refresh_of_an_exhausted_gift(game):
    state = game("karomin")
    ok(state, A.ExhaustGift("karomin", "chosen-of-the-gods"))
    check(state, CheckSpec("test", "strength", 9), "karomin", dice=[9])
    assert "karomin" in state.refresh_offers
    ok(state, A.RefreshOnNine("karomin", "chosen-of-the-gods"))
    assert state.hero("karomin").gifts["chosen-of-the-gods"] is False
    assert "not just rolled a 9" in refused(state, A.RefreshOnNine("karomin", "chosen-of-the-gods"))


def test_a_bonus_declared_after_the_roll_turns_a_failure_into_success(game, cards):
    state = game("karomin")
    bonus_item = next(c for c in cards.equipment.values()
                      if any(e.kind == "bonus" and e.to == "charisma" for e in c.effects))
    state.hero("karomin").equipment.append(bonus_item.id)
    check(state, CheckSpec("test", "charisma", 9), "karomin", dice=[5])  # 5 + 3 = 8
    ok(state, A.UseOnCheck("karomin", bonus_item.id))
    (resolved,) = ok(state, A.ResolveCheck())
    assert resolved.all_succeeded


def test_group_check_sums_every_total_against_the_threshold(game):
    state = game("alondis", "karomin")
    state.dice.force(3, 2)
    ok(state, A.RollCheck(CheckSpec("test", "deftness", 0), ("alondis", "karomin"), threshold=12))
    ok(state, A.RollNext())
    ok(state, A.RollNext())
    (resolved,) = ok(state, A.ResolveCheck())
    assert resolved.group_total == (3 + 4) + (2 + 3) == 12 and resolved.all_succeeded


def _group(state, *heroes, threshold=12):
    ok(state, A.RollCheck(CheckSpec("test", "strength", 0), heroes, threshold=threshold))


def test_group_check_heroes_roll_one_by_one_in_the_given_order(game):
    state = game("alondis", "karomin")
    state.dice.force(6, 1)
    _group(state, "karomin", "alondis")
    assert all(p.die is None for p in state.pending_check.participants)
    (rolled,) = ok(state, A.RollNext())
    assert (rolled.who, rolled.die) == ("karomin", 6)
    assert "Alondis has not rolled yet" in refused(state, A.ResolveCheck())
    ok(state, A.RollNext())
    assert "Every hero in the group check has rolled" in refused(state, A.RollNext())


def test_group_check_bonus_is_declared_before_that_heros_roll(game):
    state = game("alondis", "karomin")
    state.hero("karomin").equipment.append("belt-of-might")
    state.hero("alondis").equipment.append("lucky-charm")
    state.dice.force(5, 5)
    _group(state, "karomin", "alondis")
    assert "Karomin rolls next" in refused(state, A.UseOnCheck("alondis", "lucky-charm"))
    ok(state, A.UseOnCheck("karomin", "belt-of-might"))
    ok(state, A.RollNext())
    assert "Karomin has already rolled" in refused(state, A.UseOnCheck("karomin", "lucky-charm"))
    ok(state, A.UseOnCheck("alondis", "lucky-charm"))
    ok(state, A.RollNext())
    (resolved,) = ok(state, A.ResolveCheck())
    karomin, alondis = resolved.results
    assert karomin.total == 5 + 4 + 2 and alondis.total == 5 + 3 + 1


def test_bonus_sources_lists_what_could_still_help_the_roll(game):
    from questboard.rules.checking import bonus_sources

    state = game("alondis", "karomin")
    state.hero("karomin").equipment += ["belt-of-might", "climbing-gear", "lucky-charm"]
    _group(state, "karomin", "alondis")
    assert set(bonus_sources(state, "karomin")) >= {"belt-of-might", "lucky-charm"}
    assert "climbing-gear" not in bonus_sources(state, "karomin")
    ok(state, A.UseOnCheck("karomin", "lucky-charm"))
    assert "lucky-charm" not in bonus_sources(state, "karomin")


def test_a_group_check_already_at_its_threshold_offers_the_heroes_left_nothing_to_declare(game):
    from questboard.rules.checking import bonus_sources

    state = game("alondis", "karomin")
    state.hero("alondis").equipment.append("lucky-charm")
    state.dice.force(9, 0)
    _group(state, "karomin", "alondis", threshold=12)
    assert "lucky-charm" in bonus_sources(state, "alondis")  # 0 of 12 so far: it could help
    ok(state, A.RollNext())  # karomin: 9 + strength 4 = 13 of 12
    assert bonus_sources(state, "alondis") == ()
    ok(state, A.RollNext())
    (resolved,) = ok(state, A.ResolveCheck())
    assert resolved.all_succeeded and resolved.group_total >= 12
