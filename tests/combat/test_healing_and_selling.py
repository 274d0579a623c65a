"""The card text wins: the Healing gift reaches the heroes wherever they stand (only the
Potion of Healing says "a hero touching you"); selling is allowed at any moment of a fight
and costs no action (only swapping has a fight exception)."""

from questboard.combat import actions as A
from questboard.combat.authority import waiting_for
from questboard.rules.log import GoldChanged, ItemMoved
from tests.combat.helpers import fight_with, ok, put, refused


def _party(game, first="leader"):
    state = game("cessair", "karomin", "alondis", gifts={"cessair": ["healing"]},
                 items={"cessair": ["potion-of-healing", "veterans-sword"]})
    fight = fight_with(state, ["cessair", "karomin", "alondis"], {"west-orcs": {"orc-warrior": 2}},
                       first=first)
    put(fight, "cessair", 0.4, 2.6)
    put(fight, "karomin", 3.5, 1.6)  # across the field
    put(fight, "alondis", 0.4, 2.3)  # base to base with Cessair (0.30 apart)
    assert not fight.field.touching("cessair", "karomin") and fight.field.touching("cessair", "alondis")
    for h in state.heroes:
        h.vitality = 1 if h.id != "cessair" else h.max_vitality
    return state, fight


def test_the_healing_gift_reaches_a_hero_who_is_not_touching_the_caster(game):
    state, fight = _party(game)
    ok(fight, A.UseGift("cessair", "healing", heal=(("karomin", 3), ("alondis", 2))))
    assert state.hero("karomin").vitality == 4 and state.hero("alondis").vitality == 3
    assert state.hero("cessair").gifts["healing"] is True


def test_the_healing_gift_still_heals_at_most_five_and_only_heroes_on_the_field(game):
    state, fight = _party(game)
    assert "5 Vitality at most" in refused(fight, A.UseGift("cessair", "healing",
                                                           heal=(("karomin", 3), ("alondis", 3))))
    assert "not a hero" in refused(fight, A.UseGift("cessair", "healing", heal=(("orc-warrior-1", 1),)))
    fight.fighters["karomin"].off_field = True  # out of the fight (R6)
    fight.field.remove_piece("karomin")
    assert "out of the fight" in refused(fight, A.UseGift("cessair", "healing", heal=(("karomin", 2),)))


def test_the_potion_keeps_its_touching_rule(game):
    state, fight = _party(game)
    reason = refused(fight, A.UseItem("cessair", "potion-of-healing", heal=(("karomin", 3),)))
    assert "touching" in reason and state.hero("karomin").vitality == 1
    ok(fight, A.UseItem("cessair", "potion-of-healing", heal=(("alondis", 3),)))
    assert state.hero("alondis").vitality == 4


def test_a_hero_sells_in_his_own_turn_without_spending_the_action(game):
    state, fight = _party(game)
    assert waiting_for(fight).who == "cessair" and "SellItem" in waiting_for(fight).allowed
    events = ok(fight, A.SellItem("cessair", "veterans-sword"))
    assert any(isinstance(e, ItemMoved) for e in events) and any(isinstance(e, GoldChanged) for e in events)
    hero = state.hero("cessair")
    assert hero.gold == 3 and "veterans-sword" not in hero.items()  # 2 + (3 − 2)
    assert state.supply.equipment["veterans-sword"] >= 1  # back in the supply (R17)
    assert fight.turn.actions == 1 and fight.active == "cessair"


def test_a_hero_sells_in_another_heroes_turn_and_in_the_quest_masters_turn(game):
    state, fight = _party(game, first="qm")
    assert waiting_for(fight).who == A.QM
    ok(fight, A.SellItem("cessair", "potion-of-healing"))
    assert state.hero("cessair").gold == 3  # value 1 − 2, at least 1
    ok(fight, A.EndTurn(A.QM))
    assert waiting_for(fight).who == "cessair"
    ok(fight, A.SellItem("cessair", "veterans-sword"))  # in her turn
    ok(fight, A.EndTurn("cessair"))
    assert waiting_for(fight).who == "karomin"
    state.hero("alondis").equipment.append("shield")
    ok(fight, A.SellItem("alondis", "shield"))  # in Karomin's turn
    assert "shield" not in state.hero("alondis").items()


def test_selling_what_one_does_not_carry_or_between_dice_and_result_is_refused(game):
    state, fight = _party(game)
    assert "does not carry" in refused(fight, A.SellItem("karomin", "veterans-sword"))
    assert "carries nothing" in refused(fight, A.SellItem("orc-warrior-1", "veterans-sword"))
    put(fight, "orc-warrior-1", 0.7, 2.6)  # base to base with Cessair
    state.hero("cessair").gifts["parry"] = False
    state.dice.force(5, 5)  # 5+2+1 = 8 against 5+4 = 9: Parry (+2) could turn it
    ok(fight, A.MeleeAttack("cessair", "orc-warrior-1"))
    assert fight.conflict is not None
    assert "Finish the roll first" in refused(fight, A.SellItem("cessair", "veterans-sword"))



def test_a_gift_or_item_that_says_regain_heals_only_its_user(game):
    # Second Wind, Cold Blood and Healing Herbs: "regain 2 Vitality" is said to the user.
    state = game("alondis", "cessair", gifts={"alondis": ["second-wind"]},
                 items={"alondis": ["healing-herbs"]})
    fight = fight_with(state, ["alondis", "cessair"], {"west-orcs": {"orc-warrior": 2}})
    put(fight, "cessair", 0.4, 2.6)
    put(fight, "alondis", 0.4, 2.3)  # touching: the touching rule is not what refuses
    for h in state.heroes:
        h.vitality = 1
    assert "only Alondis" in refused(fight, A.UseGift("alondis", "second-wind", heal=(("cessair", 2),)))
    assert "only Alondis" in refused(fight, A.UseItem("alondis", "healing-herbs", heal=(("cessair", 2),)))
    ok(fight, A.UseGift("alondis", "second-wind", heal=(("alondis", 2),)))
    ok(fight, A.UseItem("alondis", "healing-herbs"))
    assert state.hero("alondis").vitality == 4 and state.hero("cessair").vitality == 1
