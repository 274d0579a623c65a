"""Names typed as players read them: every story command takes a card or a hero by id, by
printed name (spaces and all) or by any unique beginning of either, in any case; a beginning
that fits several gets a message naming them."""

from __future__ import annotations

import pytest

from questboard.adventure import actions as X
from questboard.adventure import prompts as P
from questboard.adventure.answers import BadAnswer, answer
from questboard.adventure.names import Ambiguous, pick
from questboard.rules import actions as A

PARTY = ("karomin", "krzzzt", "alondis", "cessair")


@pytest.fixture
def st(play):
    """Four heroes; Karomin carries a Potion of Healing and a Shield, Alondis a Potion of
    Healing and a Potion of Refreshment; the merchant's shop is open."""
    st, _ = play(*PARTY)
    st.game.hero("karomin").equipment = ["potion-of-healing", "shield"]
    st.game.hero("alondis").equipment = ["potion-of-healing", "potion-of-refreshment"]
    st.game.qm_hand[:] = ["thick-fog"]
    st.waiting = P.Shop((P.ShopOffer("potion-of-healing", 1), P.ShopOffer("veterans-sword", 3)))
    return st


TYPED = [
    ("buy kr shield", A.BuyItem("krzzzt", "shield")),
    ("buy alondis potion", A.BuyItem("alondis", "potion-of-healing")),
    ("buy alondis Potion of Healing", A.BuyItem("alondis", "potion-of-healing")),
    ("buy ALO potion-of-healing", A.BuyItem("alondis", "potion-of-healing")),
    ("buy magistra cessair veteran's sword", A.BuyItem("cessair", "veterans-sword")),
    ("buy Kr'Zzzt vet", A.BuyItem("krzzzt", "veterans-sword")),
    ("sell karomin pot", A.SellItem("karomin", "potion-of-healing")),
    ("sell Karomin Shield", A.SellItem("karomin", "shield")),
    ("sell alondis potion of r", A.SellItem("alondis", "potion-of-refreshment")),
    ("swap kar alo sh", A.SwapItem("karomin", "alondis", "shield")),
    # a whole name is taken even if the hero does not carry it: the rules then say why not
    ("swap magistra cessair karomin potion of healing",
     A.SwapItem("cessair", "karomin", "potion-of-healing")),
    ("swap magistra cessair karomin pot", None),  # a beginning: among what Cessair carries
    ("give kar magistra 1", A.GiveGold("karomin", "cessair", 1)),
    ("use karomin pot", A.UseItem("karomin", "potion-of-healing")),
    ("use karomin potion of healing magistra cessair=2",
     A.UseItem("karomin", "potion-of-healing", heal=(("cessair", 2),))),
    ("use kar potion alo=1 kr=1", A.UseItem("karomin", "potion-of-healing",
                                            heal=(("alondis", 1), ("krzzzt", 1)))),
    ("discard kar dodge", A.DiscardGift("karomin", "dodge")),
    ("discard kar sh", A.DiscardItem("karomin", "shield")),
    ("gift Karomin Chosen of the Gods", A.UseGift("karomin", "chosen-of-the-gods")),
    ("event thick fog", A.PlayEvent("thick-fog")),
    ("event thi", A.PlayEvent("thick-fog")),
]


@pytest.mark.parametrize(("line", "meant"), TYPED, ids=[t[0] for t in TYPED])
def test_a_card_or_hero_by_id_name_or_unique_beginning(st, line, meant):
    if meant is None:
        with pytest.raises(BadAnswer, match="Magistra Cessair carries: nothing"):
            answer(st, line)
    else:
        assert answer(st, line) == meant


AMBIGUOUS = [
    ("buy k shield", "hero", ("Karomin", "Kr'Zzzt")),
    ("sell alondis pot", "item", ("Potion of Healing", "Potion of Refreshment")),
    ("use alondis potion", "item", ("Potion of Healing", "Potion of Refreshment")),
]


@pytest.mark.parametrize(("line", "what", "names"), AMBIGUOUS, ids=[a[0] for a in AMBIGUOUS])
def test_an_ambiguous_beginning_lists_the_candidates_by_name(st, line, what, names):
    with pytest.raises(BadAnswer) as caught:
        answer(st, line)
    message = str(caught.value)
    assert f"could be more than one {what}" in message
    assert all(n in message for n in names)


def test_what_is_not_there_is_said_with_the_names_of_what_is(st):
    with pytest.raises(BadAnswer) as caught:
        answer(st, "sell karomin xyz")
    assert str(caught.value) == "no item 'xyz' (Karomin carries: Potion of Healing, Shield)"
    with pytest.raises(BadAnswer) as caught:
        answer(st, "buy karomin axe")
    assert str(caught.value) == "no item 'axe' (for sale: Potion of Healing, Veteran's Sword)"


def test_prompts_take_names_with_spaces_too(st):
    st.waiting = P.ChooseHero("Who takes 1 damage?", PARTY)
    assert answer(st, "magistra cessair") == X.PickHero("cessair")
    assert answer(st, "kr") == X.PickHero("krzzzt")
    st.waiting = P.Distribute(("potion-of-healing", "shield"), 3)
    assert answer(st, "Potion of Healing=kr shield = magistra 3=alo") == X.Share(
        (("potion-of-healing", "krzzzt"), ("shield", "cessair")), (("alondis", 3),))
    st.waiting = P.ChooseGifts("karomin", 2, ("chosen-of-the-gods", "dodge"), "exhaust")
    assert answer(st, "Chosen of the Gods, dodge") == X.PickGifts(
        "karomin", ("chosen-of-the-gods", "dodge"))
    assert answer(st, "chosen dodge") == X.PickGifts("karomin", ("chosen-of-the-gods", "dodge"))


def test_pick_prefers_a_whole_name_and_ignores_marks_and_case():
    named = {"krzzzt": "Kr'Zzzt", "karomin": "Karomin", "shield": "Shield",
             "shield-of-ages": "Shield of Ages"}
    for word, found in [("KRZZZT", "krzzzt"), ("kr'", "krzzzt"), ("shield", "shield"),
                        ("Shield of", "shield-of-ages"), ("nobody", None)]:
        assert pick(word, named) == found
    with pytest.raises(Ambiguous) as caught:
        pick("k", named, "hero")
    assert caught.value.candidates == ["Karomin", "Kr'Zzzt"]
