"""What a new group hits on its first evening, in the rules core: an injury with nothing to
lower (R35), healing that would be wasted (R36), a Conflict's log line with both sides' sums,
advanced rules that cannot apply with this many heroes and what the chosen ones do (R38)."""

from __future__ import annotations

import pytest

from questboard.rules import actions as A
from questboard.rules.checks import CheckSpec
from questboard.rules.log import CheckResolved, SeriousInjury
from questboard.rules.state import AdvancedRules, new_game
from questboard.rules.vitality import injury_choices

from .helpers import ok, refused


def _injured(state, hero_id="karomin"):
    hero = state.hero(hero_id)
    hero.vitality = 1
    ok(state, A.DamageHero(hero_id, 1))
    assert state.pending_injuries
    return hero


def test_an_injury_with_every_attribute_at_its_start_value_drops_nothing(game):
    state = game("karomin")
    hero = _injured(state)
    assert injury_choices(state, hero) == ((), ())
    reason = refused(state, A.ResolveInjury("karomin", "strength"))
    assert "all at their start values" in reason and "without naming one" in reason
    events = ok(state, A.ResolveInjury("karomin", None))
    injury = next(e for e in events if isinstance(e, SeriousInjury))
    assert injury.attribute is None and "nothing drops" in injury.text
    assert hero.attributes == {a: hero.card.bar(a).start for a in hero.attributes}


def test_the_injury_choices_are_exactly_the_legal_ones(game):
    state = game("karomin")
    hero = state.hero("karomin")
    hero.attributes["talent"] += 1
    hero.equipment += ["potion-of-healing", "chain-shirt"]
    _injured(state)
    assert injury_choices(state, hero) == (("talent",), ("potion-of-healing",))
    reason = refused(state, A.ResolveInjury("karomin", "strength", "potion-of-healing"))
    assert "may lower: talent" in reason
    reason = refused(state, A.ResolveInjury("karomin", "talent", "chain-shirt"))
    assert "Chain Shirt is not a discard-after-use item" in reason and "one of: Potion of Healing" in reason
    ok(state, A.ResolveInjury("karomin", "talent", "potion-of-healing"))
    assert hero.attributes["talent"] == 2 and hero.equipment == ["chain-shirt"]


def test_a_potion_on_a_hero_at_full_vitality_is_refused_and_kept(game):
    state = game("karomin")
    hero = state.hero("karomin")
    hero.equipment.append("potion-of-healing")
    reason = refused(state, A.UseItem("karomin", "potion-of-healing", heal=(("karomin", 3),)))
    assert reason == "Karomin is already at full Vitality (5): the Potion of Healing would be wasted"
    assert hero.equipment == ["potion-of-healing"]
    hero.vitality = 4  # one point short: the potion is no longer wasted
    ok(state, A.UseItem("karomin", "potion-of-healing", heal=(("karomin", 3),)))
    assert hero.vitality == 5 and hero.equipment == []


def test_a_shared_heal_is_refused_only_when_everyone_is_at_full_vitality(game):
    state = game("cessair", "alondis")
    cessair, alondis = state.hero("cessair"), state.hero("alondis")
    cessair.gifts["healing"] = False
    targets = (("cessair", 2), ("alondis", 3))
    reason = refused(state, A.UseGift("cessair", "healing", heal=targets))
    assert "already at full Vitality" in reason and "Healing gift would be wasted" in reason
    assert cessair.gifts["healing"] is False  # not exhausted for nothing
    alondis.vitality -= 1
    ok(state, A.UseGift("cessair", "healing", heal=targets))
    assert alondis.vitality == alondis.max_vitality and cessair.gifts["healing"] is True


def test_a_conflict_is_logged_with_both_sides_die_value_and_total(game):
    state = game("karomin")
    state.dice.force(2, 3)
    ok(state, A.RollCheck(CheckSpec("conflict", "strength", 5), ("karomin",)))
    resolved = next(e for e in ok(state, A.ResolveCheck()) if isinstance(e, CheckResolved))
    text = resolved.describe(state.names())
    assert "Karomin 2 + 4 = 6 against the Quest Master's 3 + 5 = 8, fails" in text


def test_a_die_that_decides_against_the_sums_is_named(game):
    state = game("karomin")
    state.dice.force(9, 8)
    ok(state, A.RollCheck(CheckSpec("conflict", "strength", 5), ("karomin",)))
    resolved = next(e for e in ok(state, A.ResolveCheck()) if isinstance(e, CheckResolved))
    assert resolved.describe(state.names()).endswith(
        "Karomin 9 + 4 = 13 against the Quest Master's 8 + 5 = 13, succeeds")
    state.dice.force(8, 9)  # the QM's 9 wins although Karomin's total is higher
    ok(state, A.RollCheck(CheckSpec("conflict", "strength", 1), ("karomin",)))
    resolved = next(e for e in ok(state, A.ResolveCheck()) if isinstance(e, CheckResolved))
    assert resolved.describe(state.names()).endswith(
        "Karomin 8 + 4 = 12 against the Quest Master's 9 + 1 = 10, fails (the Quest Master rolled 9)")
    state.dice.force(0)
    ok(state, A.RollCheck(CheckSpec("test", "strength", 2), ("karomin",)))
    resolved = next(e for e in ok(state, A.ResolveCheck()) if isinstance(e, CheckResolved))
    assert "Karomin 0 + 4 = 4 against 2, fails (a 0 always fails)" in resolved.describe(state.names())


@pytest.mark.parametrize(("heroes", "options", "words"), [
    (["karomin", "alondis"], AdvancedRules(powerful_group=True), "Powerful Hero Groups is for 3 or 4 heroes"),
    (["karomin", "alondis", "cessair"], AdvancedRules(lone_heroes=True), "Lone Heroes is for 1 or 2 heroes"),
    (["karomin"], AdvancedRules(charge_of_the_hordes=3), "Charge of the Hordes takes 1 or 2"),
])
def test_an_advanced_rule_that_cannot_apply_is_refused(cards, heroes, options, words):
    with pytest.raises(ValueError, match=words):
        new_game(cards, heroes, 1, options=options)


def test_each_advanced_rule_in_force_says_what_it_does():
    told = dict(AdvancedRules(charge_of_the_hordes=1, powerful_group=True, uncertain_circumstances=True,
                        creative_gifts=True).in_force(3))
    assert told["Charge of the Hordes"].startswith(
        "the minions fight at Deftness −1; the Quest Master holds 1 Reinforcements")
    assert "3 more" in told["Powerful Hero Groups"]
    assert "secret" in told["Uncertain Circumstances"]
    assert "the Quest Master approves or rejects" in told["Creative Use of Gifts"]
    assert dict(AdvancedRules(lone_heroes=True).in_force(1)) == {
        "Lone Heroes": "each hero sets out with a Potion of Healing (while the equipment pile has one)"}
    assert AdvancedRules().in_force(2) == ()
