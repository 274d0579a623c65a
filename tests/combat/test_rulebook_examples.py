"""The rulebook's combat examples, as scripted fights with forced dice."""

from questboard.combat import actions as A
from questboard.combat.authority import waiting_for
from questboard.rules.log import Damaged
from tests.combat.helpers import fight_with, ok, put, refused


def test_orc_reaches_karomin_and_wins_the_melee_so_karomin_loses_one_vitality(game):
    state = game("karomin", items={"karomin": ["veterans-sword"]})
    fight = fight_with(state, ["karomin"], {"west-orcs": {"orc-warrior": 2}}, first="qm")
    put(fight, "karomin", 1.0, 1.6)
    put(fight, "orc-warrior-1", 1.0, 0.7)
    moved = ok(fight, A.Move("orc-warrior-1", (1.0, 1.7)))  # dragged into him: stops at contact
    assert moved[0].contact and fight.field.touching("orc-warrior-1", "karomin")
    state.dice.force(7, 3)  # attacker (Orc) first, then the antagonist
    ok(fight, A.MeleeAttack("orc-warrior-1", "karomin"))
    # Karomin is losing (3+3+1 = 7 vs 7+4 = 11) and may still use Chosen of the Gods: he lets it go.
    assert waiting_for(fight).allowed == ("Modify", "Pass")
    events = ok(fight, A.Pass("karomin"))
    attack = events[0]
    assert (attack.total, attack.foe_total, attack.attacker_won) == (11, 7, True)
    assert any(isinstance(e, Damaged) for e in events)
    assert state.hero("karomin").vitality == 4


def test_karomin_ties_with_the_veterans_sword_and_the_orc_is_vanquished(game):
    state = game("karomin", items={"karomin": ["veterans-sword"]})
    fight = fight_with(state, ["karomin"], {"west-orcs": {"orc-warrior": 2}})
    put(fight, "karomin", 1.0, 1.6)
    put(fight, "orc-warrior-1", 1.0, 1.3)  # base to base: 0.30 apart
    state.dice.force(7, 7)
    events = ok(fight, A.MeleeAttack("karomin", "orc-warrior-1"))
    attack = events[0]
    assert (attack.total, attack.foe_total, attack.attacker_won) == (11, 11, True)
    assert fight.fighters["orc-warrior-1"].off_field
    assert "orc-warrior-1" not in fight.field.pieces


def test_alondis_shoots_the_only_orc_without_cover_and_wins_the_tie(game):
    state = game("alondis")
    fight = fight_with(state, ["alondis"], {"west-orcs": {"orc-warrior": 2}})
    put(fight, "orc-warrior-1", 1.0, 1.0)  # in the open
    put(fight, "orc-warrior-2", 3.4, 0.45)  # behind the rock at (3.0, 0.6)
    put(fight, "alondis", 2.6, 0.75)
    reason = refused(fight, A.RangedAttack("alondis", "orc-warrior-2"))
    assert "Rock" in reason or "rock" in reason
    state.dice.force(7, 7)
    events = ok(fight, A.RangedAttack("alondis", "orc-warrior-1"))
    assert (events[0].total, events[0].foe_total, events[0].attacker_won) == (11, 11, True)
    assert fight.fighters["orc-warrior-1"].off_field


def test_a_ranged_attack_forbids_moving_in_the_same_turn(game):
    state = game("alondis")
    fight = fight_with(state, ["alondis"], {"west-orcs": {"orc-warrior": 2}})
    put(fight, "alondis", 2.2, 1.6)
    put(fight, "orc-warrior-1", 1.0, 1.0)
    put(fight, "orc-warrior-2", 0.4, 0.3)
    ok(fight, A.Move("alondis", (2.0, 1.6)))
    assert "moved this turn" in refused(fight, A.RangedAttack("alondis", "orc-warrior-1"))


def test_cessairs_fireball_covers_two_orcs_and_vanquishes_both(game):
    state = game("cessair", gifts={"cessair": ["fireball"]})
    fight = fight_with(state, ["cessair"], {"west-orcs": {"orc-warrior": 3}})
    put(fight, "cessair", 1.0, 2.0)
    put(fight, "orc-warrior-1", 0.8, 1.2)
    put(fight, "orc-warrior-2", 1.2, 1.2)
    put(fight, "orc-warrior-3", 3.5, 1.0)
    # The card lies with its long side across the two orcs, its lower edge touching Cessair.
    centre = (1.0, 2.0 - 0.15 - 0.358)
    events = ok(fight, A.UseGift("cessair", "fireball", area=(centre, 0.0)))
    assert fight.fighters["orc-warrior-1"].off_field and fight.fighters["orc-warrior-2"].off_field
    assert not fight.fighters["orc-warrior-3"].off_field
    assert state.hero("cessair").gifts["fireball"] is True
    assert "hits" in events[0].text


def test_an_area_card_that_does_not_touch_the_user_is_refused(game):
    state = game("cessair", gifts={"cessair": ["fireball"]})
    fight = fight_with(state, ["cessair"], {"west-orcs": {"orc-warrior": 1}})
    put(fight, "cessair", 1.0, 2.0)
    assert "must touch" in refused(fight, A.UseGift("cessair", "fireball", area=((1.0, 1.0), 0.0)))


def test_reinforcements_at_the_start_of_the_qm_turn_bring_one_minion_per_hero(game):
    state = game("karomin", "cessair", "alondis")
    state.qm_hand.append("reinforcements")
    fight = fight_with(state, [], {"west-orcs": {"orc-warrior": 1}}, first="qm")
    before = len(fight.in_play("bad_guy"))
    events = ok(fight, A.PlayEvent("reinforcements"))
    assert len(fight.in_play("bad_guy")) == before + 3
    zones = {e.zone for e in events if hasattr(e, "zone")}
    assert zones <= {"west-orcs", "east-orcs"} and len(zones) == 2


def test_reinforcements_after_a_bad_guy_has_acted_are_refused(game):
    state = game("karomin")
    state.qm_hand.append("reinforcements")
    fight = fight_with(state, [], {"west-orcs": {"orc-warrior": 1}}, first="qm")
    put(fight, "orc-warrior-1", 0.5, 0.5)
    ok(fight, A.Move("orc-warrior-1", (0.5, 0.9)))
    assert "start of the Quest Master's turn" in refused(fight, A.PlayEvent("reinforcements"))
