"""Renewal ("one hero refreshes up to 2 exhausted Gifts") and the Potion of Refreshment
("refresh 2 of your exhausted Gifts") bring back the gifts chosen, each of them (R42)."""

from questboard.rules import actions as A

from .helpers import ok, refused


def _cessair(state, **gifts):
    hero = state.hero("cessair")
    hero.gifts = {"spellweaver": False, "renewal": False, **gifts}
    return hero


def test_renewal_refreshes_two_of_one_heros_gifts(game):
    state = game("cessair", "karomin")
    _cessair(state, fireball=True, healing=True)
    ok(state, A.UseGift("cessair", "renewal", refresh=("fireball", "healing")))
    hero = state.hero("cessair")
    assert hero.gifts["fireball"] is False and hero.gifts["healing"] is False
    assert hero.gifts["renewal"] is True


def test_renewal_may_refresh_one_gift_though_two_are_exhausted(game):
    state = game("cessair")
    _cessair(state, fireball=True, healing=True)
    ok(state, A.UseGift("cessair", "renewal", refresh=("fireball",)))
    assert state.hero("cessair").exhausted_gifts() == ["renewal", "healing"]


def test_renewal_refreshes_another_heros_gifts(game):
    state = game("cessair", "karomin")
    _cessair(state)
    karomin = state.hero("karomin")
    karomin.gifts.update({"brute-strength": True, "parry": True})
    ok(state, A.UseGift("cessair", "renewal", refresh=("brute-strength", "parry")))
    assert not karomin.gifts["brute-strength"] and not karomin.gifts["parry"]


def test_renewal_refuses_three_gifts_in_words(game):
    state = game("cessair")
    _cessair(state, fireball=True, healing=True, haste=True)
    reason = refused(state, A.UseGift("cessair", "renewal", refresh=("fireball", "healing", "haste")))
    assert reason == "Renewal refreshes up to 2 gifts; you chose 3"
    assert state.hero("cessair").gifts["fireball"] is True


def test_renewal_refuses_a_gift_that_is_not_exhausted(game):
    state = game("cessair", "karomin")
    _cessair(state, fireball=True)
    state.hero("karomin").gifts["brute-strength"] = False
    state.hero("cessair").gifts["brute-strength"] = False
    reason = refused(state, A.UseGift("cessair", "renewal", refresh=("fireball", "brute-strength")))
    assert reason == "Brute Strength is not exhausted"


def test_renewal_refuses_gifts_of_two_heroes(game):
    state = game("cessair", "karomin")
    _cessair(state, fireball=True)
    state.hero("karomin").gifts["brute-strength"] = True
    reason = refused(state, A.UseGift("cessair", "renewal", refresh=("fireball", "brute-strength")))
    assert reason == "Renewal refreshes one hero's gifts: Fireball and Brute Strength are not one hero's"


def test_the_same_gift_chosen_twice_is_refused(game):
    state = game("cessair")
    _cessair(state, fireball=True, healing=True)
    reason = refused(state, A.UseGift("cessair", "renewal", refresh=("fireball", "fireball")))
    assert reason == "Fireball is chosen twice: Renewal refreshes a gift once (R42)"


def test_renewal_with_no_gift_chosen_says_to_choose(game):
    state = game("cessair")
    _cessair(state, fireball=True)
    assert refused(state, A.UseGift("cessair", "renewal")) == \
        "Say which exhausted gifts Renewal refreshes (up to 2)"


def test_the_potion_refreshes_two_of_the_users_gifts(game):
    state = game("cessair")
    hero = _cessair(state, fireball=True, healing=True)
    hero.equipment.append("potion-of-refreshment")
    ok(state, A.UseItem("cessair", "potion-of-refreshment", refresh=("fireball", "healing")))
    assert hero.exhausted_gifts() == [] and "potion-of-refreshment" not in hero.equipment


def test_the_potion_refreshes_two_not_one_when_two_are_exhausted(game):
    state = game("cessair")
    hero = _cessair(state, fireball=True, healing=True)
    hero.equipment.append("potion-of-refreshment")
    reason = refused(state, A.UseItem("cessair", "potion-of-refreshment", refresh=("fireball",)))
    assert reason == ("Potion of Refreshment refreshes 2 gifts when so many are exhausted; you chose 1 "
                      "(Magistra Cessair has Fireball, Healing exhausted)")


def test_the_potion_refreshes_the_one_when_only_one_is_exhausted(game):
    state = game("cessair")
    hero = _cessair(state, fireball=True)
    hero.equipment.append("potion-of-refreshment")
    ok(state, A.UseItem("cessair", "potion-of-refreshment", refresh=("fireball",)))
    assert hero.exhausted_gifts() == []


def test_the_potion_refreshes_only_the_users_gifts(game):
    state = game("cessair", "karomin")
    hero = _cessair(state, fireball=True)
    hero.equipment.append("potion-of-refreshment")
    state.hero("karomin").gifts["brute-strength"] = True
    reason = refused(state, A.UseItem("cessair", "potion-of-refreshment", refresh=("fireball", "brute-strength")))
    assert reason == ("Magistra Cessair does not have Brute Strength: Potion of Refreshment refreshes only the user's gifts")


def test_an_old_action_with_one_gift_id_reads_as_one_gift():
    old = {"type": "UseItem", "hero": "cessair", "item": "potion-of-refreshment", "targets": [],
           "gift": "fireball"}
    assert A.from_dict(old).refresh == ("fireball",)
    assert A.from_dict({"type": "UseGift", "hero": "cessair", "gift": "renewal", "refresh": None}).refresh == ()
    assert A.from_dict(A.to_dict(A.UseGift("cessair", "renewal", refresh=("a", "b")))).refresh == ("a", "b")
