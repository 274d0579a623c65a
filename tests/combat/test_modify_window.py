"""The fight's modify window (R5, README R34): offered to whichever side is losing the roll,
back and forth, until the losing side passes or holds nothing that could turn it."""

from questboard.combat import actions as A
from questboard.combat.authority import waiting_for
from tests.combat.helpers import fight_with, ok, put, refused


def _duel(game):
    state = game("karomin", gifts={"karomin": ["parry"]})
    state.hero("karomin").gifts["chosen-of-the-gods"] = True  # spent: only Parry is left
    state.qm_hand.append("orc-fury")
    fight = fight_with(state, ["karomin"], {"west-orcs": {"orc-warrior": 2}})
    put(fight, "karomin", 1.0, 1.6)
    put(fight, "orc-warrior-1", 1.0, 1.3)
    state.dice.force(5, 5)  # Karomin 5+3 = 8 against the Orc's 5+4 = 9
    ok(fight, A.MeleeAttack("karomin", "orc-warrior-1", weapon=""))
    return state, fight


def test_the_window_goes_to_the_losing_side_and_back_when_a_bonus_turns_the_roll(game):
    state, fight = _duel(game)
    assert waiting_for(fight).who == "karomin"
    assert "losing the roll" in refused(fight, A.Modify(A.QM, "orc-fury"))
    ok(fight, A.Modify("karomin", "parry"))  # 10 against 9: now the Orc is losing
    w = waiting_for(fight)
    assert (w.who, w.allowed) == (A.QM, ("Modify", "Pass"))
    events = ok(fight, A.Modify(A.QM, "orc-fury"))  # 11 against 10; Karomin has nothing left
    attack = next(e for e in events if hasattr(e, "attacker_won"))
    assert (attack.total, attack.foe_total, attack.attacker_won) == (10, 11, False)
    assert state.hero("karomin").vitality == state.hero("karomin").card.strength.start  # took 1


def test_once_the_losing_side_passes_the_roll_stands(game):
    state, fight = _duel(game)
    ok(fight, A.Modify("karomin", "parry"))
    events = ok(fight, A.Pass(A.QM))
    attack = next(e for e in events if hasattr(e, "attacker_won"))
    assert attack.attacker_won and fight.fighters["orc-warrior-1"].off_field
    assert "orc-fury" in state.qm_hand
