"""In a fight too, Renewal and the Potion of Refreshment bring back each gift chosen, the
preview says how many and whose, and a wrong choice is refused in words (R42)."""

from questboard.combat import actions as A
from questboard.combat.engine import apply
from questboard.combat.uses import plan_use
from tests.combat.helpers import fight_with, ok, put


def _party(game):
    state = game("cessair", "karomin",
                 gifts={"cessair": ["renewal", "spellweaver", "fireball", "healing"],
                        "karomin": ["brute-strength", "parry"]},
                 items={"cessair": ["potion-of-refreshment"]})
    fight = fight_with(state, ["cessair", "karomin"], {"west-orcs": {"orc-warrior": 1}})
    put(fight, "cessair", 0.4, 2.6)
    put(fight, "karomin", 0.4, 2.3)
    return state, fight


def test_renewal_in_a_fight_refreshes_two_of_karomins_gifts(game):
    state, fight = _party(game)
    karomin = state.hero("karomin")
    karomin.gifts.update({"brute-strength": True, "parry": True})
    plan = plan_use(fight, "cessair", "renewal")
    assert plan.may_use and plan.asks and plan.refresh_count == 2 and plan.refresh_up_to
    assert set(plan.refresh) == {("karomin", "brute-strength"), ("karomin", "parry")}
    ok(fight, A.UseGift("cessair", "renewal", refresh=("brute-strength", "parry")))
    assert karomin.exhausted_gifts() == []


def test_the_potion_in_a_fight_refreshes_two_and_refuses_three_in_words(game):
    state, fight = _party(game)
    cessair = state.hero("cessair")
    cessair.gifts.update({"fireball": True, "healing": True, "spellweaver": True})
    plan = plan_use(fight, "cessair", "potion-of-refreshment")
    assert plan.refresh_count == 2 and not plan.refresh_up_to and len(plan.refresh) == 3
    three = apply(fight, A.UseItem("cessair", "potion-of-refreshment", refresh=("fireball", "healing", "spellweaver")))
    assert not three.ok and three.reason == "Potion of Refreshment refreshes 2 gifts; you chose 3"
    ok(fight, A.UseItem("cessair", "potion-of-refreshment", refresh=("fireball", "healing")))
    assert cessair.exhausted_gifts() == ["spellweaver"]


def test_a_gift_not_exhausted_is_refused_by_name_in_a_fight(game):
    state, fight = _party(game)
    state.hero("karomin").gifts["parry"] = True
    out = apply(fight, A.UseGift("cessair", "renewal", refresh=("parry", "brute-strength")))
    assert not out.ok and out.reason == "Brute Strength is not exhausted"
