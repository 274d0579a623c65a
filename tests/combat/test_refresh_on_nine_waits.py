"""R4, R21: a hero who rolls a 9 while holding an exhausted gift is asked at once, whoever's
turn it is: the fight waits for the hero (refresh one gift, or let it go) before the Quest
Master goes on, since his next roll would let the offer lapse."""

from questboard.combat import actions as A
from questboard.combat.authority import waiting_for
from tests.combat.helpers import fight_with, ok, put, refused


def _karomin_rolls_a_nine_in_the_quest_masters_turn(game):
    state = game("karomin", "alondis", gifts={"karomin": ["parry"]})
    state.hero("karomin").gifts["parry"] = True
    fight = fight_with(state, ["karomin", "alondis"], {"west-orcs": {"orc-warrior": 2}}, first="qm")
    put(fight, "karomin", 1.0, 1.6)
    put(fight, "orc-warrior-1", 1.0, 1.3)
    assert waiting_for(fight).who == A.QM
    state.dice.force(3, 9)  # the orc's die, then Karomin's
    ok(fight, A.MeleeAttack("orc-warrior-1", "karomin", weapon=""))
    return state, fight


def test_a_nine_in_the_quest_masters_turn_makes_the_fight_wait_for_the_hero(game):
    state, fight = _karomin_rolls_a_nine_in_the_quest_masters_turn(game)
    w = waiting_for(fight)
    assert w.who == "karomin" and "RefreshGift" in w.allowed and "Pass" in w.allowed
    assert "rolled a 9" in w.why
    assert "Karomin" in refused(fight, A.EndTurn("orc-warrior-2"))  # the QM waits for the answer
    ok(fight, A.RefreshGift("karomin", "parry"))
    assert state.hero("karomin").gifts["parry"] is False
    assert waiting_for(fight).who == A.QM


def test_the_hero_may_let_the_refresh_go_and_the_quest_master_goes_on(game):
    state, fight = _karomin_rolls_a_nine_in_the_quest_masters_turn(game)
    events = ok(fight, A.Pass("karomin"))
    assert any("lets the refresh go" in e.text for e in events)
    assert state.hero("karomin").gifts["parry"] is True and "karomin" not in state.refresh_offers
    assert waiting_for(fight).who == A.QM


def test_a_hero_with_no_exhausted_gift_is_not_asked(game):
    state = game("karomin", "alondis")
    fight = fight_with(state, ["karomin", "alondis"], {"west-orcs": {"orc-warrior": 2}}, first="qm")
    put(fight, "karomin", 1.0, 1.6)
    put(fight, "orc-warrior-1", 1.0, 1.3)
    state.dice.force(3, 9)
    ok(fight, A.MeleeAttack("orc-warrior-1", "karomin", weapon=""))
    assert waiting_for(fight).who == A.QM


def test_a_refresh_on_a_nine_is_told_once(game):
    state, fight = _karomin_rolls_a_nine_in_the_quest_masters_turn(game)
    events = ok(fight, A.RefreshGift("karomin", "parry"))
    told = [e.describe(state.names()) for e in events]
    assert sum("refresh" in line for line in told) == 1, told
