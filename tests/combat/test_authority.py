"""Only the side being asked may answer (`waiting_for`); free actions stay open to everyone
the rules allow; a refused answer changes nothing (`Fight.snapshot`)."""

from questboard.combat import actions as A
from questboard.combat.authority import side_of, waiting_for
from questboard.combat.engine import apply
from questboard.combat.fight import Reaction
from tests.combat.helpers import fight_with, ok, put, refused


def refused_unchanged(fight, action) -> str:
    before, log = fight.snapshot(), len(fight.log)
    reason = refused(fight, action)
    assert fight.snapshot() == before and len(fight.log) == log, f"{action} changed the fight"
    return reason


def _karomin_losing_with_parry(game):
    """Karomin attacks an Orc and is losing 8 to 9; he holds Parry (+2), nothing else."""
    state = game("karomin", gifts={"karomin": ["parry"]})
    state.hero("karomin").gifts["chosen-of-the-gods"] = True
    state.qm_hand.append("orc-fury")
    fight = fight_with(state, ["karomin"], {"west-orcs": {"orc-warrior": 2}})
    put(fight, "karomin", 1.0, 1.6)
    put(fight, "orc-warrior-1", 1.0, 1.3)
    state.dice.force(5, 5)
    ok(fight, A.MeleeAttack("karomin", "orc-warrior-1", weapon=""))
    assert waiting_for(fight).who == "karomin"
    return state, fight


def test_the_quest_master_cannot_let_the_heros_window_go_by(game):
    state, fight = _karomin_losing_with_parry(game)
    reason = refused_unchanged(fight, A.Pass(A.QM))
    assert reason == "Karomin is losing the roll: it is for Karomin to add a bonus or let it go"
    assert "Karomin is losing the roll" in refused_unchanged(fight, A.Pass("orc-warrior-1"))
    assert "Karomin is losing the roll" in refused_unchanged(fight, A.Modify("orc-warrior-2", "orc-fury"))
    assert fight.conflict is not None
    events = ok(fight, A.Pass("karomin"))  # his own answer goes through
    assert any(hasattr(e, "attacker_won") for e in events) and fight.conflict is None


def test_once_the_orc_is_losing_only_the_quest_master_answers_for_it(game):
    state, fight = _karomin_losing_with_parry(game)
    ok(fight, A.Modify("karomin", "parry"))  # 10 against 9: the Orc is losing now
    assert waiting_for(fight).who == A.QM
    assert "for the Quest Master" in refused_unchanged(fight, A.Pass("karomin"))
    assert "for the Quest Master" in refused_unchanged(fight, A.Modify("karomin", "parry"))
    ok(fight, A.Modify("orc-warrior-1", "orc-fury"))  # any of his bad guys names his side


def _reaction(game):
    """Karomin may strike back (a reaction as Riposte opens one) against Orc Warrior 1."""
    state = game("karomin", "alondis")
    fight = fight_with(state, ["karomin", "alondis"], {"west-orcs": {"orc-warrior": 2}})
    put(fight, "karomin", 1.0, 1.6)
    put(fight, "orc-warrior-1", 1.0, 1.3)
    state.hero("karomin").gifts["riposte"] = False
    fight.reaction = Reaction("karomin", "riposte", "orc-warrior-1")
    return state, fight


def test_a_reaction_is_let_go_only_by_the_one_who_may_strike_back(game):
    state, fight = _reaction(game)
    assert waiting_for(fight).who == "karomin"
    assert "strike back with Riposte: it is for Karomin" in refused_unchanged(fight, A.Pass(A.QM))
    assert "it is for Karomin" in refused_unchanged(fight, A.Pass("alondis"))
    ok(fight, A.Pass("karomin"))
    assert fight.reaction is None


def test_a_hero_settles_only_his_own_serious_injury_and_in_turn(game):
    state = game("karomin", "alondis")
    fight = fight_with(state, ["karomin", "alondis"], {"west-orcs": {"orc-warrior": 2}})
    assert "no serious injury" in refused_unchanged(fight, A.ResolveInjury("karomin", None))
    for hero in ("alondis", "karomin"):  # both hit at once (an area card): Alondis first
        state.hero(hero).vitality = 1
        from questboard.rules.vitality import take_damage
        take_damage(state, state.hero(hero), 1)
    assert waiting_for(fight).who == "alondis"
    assert "Alondis is seriously injured: it is for Alondis" in refused_unchanged(
        fight, A.ResolveInjury("karomin", None))
    assert "Alondis is seriously injured" in refused_unchanged(fight, A.EndTurn(A.QM))
    ok(fight, A.ResolveInjury("alondis", None))
    ok(fight, A.ResolveInjury("karomin", None))


def test_no_turn_action_out_of_turn_and_nobody_moves_anyone_elses_pieces(game):
    state = game("karomin", "alondis")
    fight = fight_with(state, ["karomin", "alondis"], {"west-orcs": {"orc-warrior": 2}})
    assert waiting_for(fight).who == "karomin"
    assert refused_unchanged(fight, A.Move("orc-warrior-1", (0.6, 1.0))) == \
        "It is Karomin's turn; the Quest Master must wait"
    assert refused_unchanged(fight, A.EndTurn(A.QM)) == "It is Karomin's turn; the Quest Master must wait"
    assert refused_unchanged(fight, A.EndTurn("alondis")) == "It is Karomin's turn; Alondis must wait"
    ok(fight, A.EndTurn("karomin"))
    ok(fight, A.EndTurn("alondis"))
    assert waiting_for(fight).who == A.QM
    here = fight.field.pieces["karomin"].at
    assert refused_unchanged(fight, A.Move("karomin", (here[0] + 0.2, here[1]))) == \
        "It is the Quest Master's turn; Karomin must wait"
    assert "Quest Master's turn" in refused_unchanged(fight, A.EndTurn("karomin"))
    assert "Quest Master's turn" in refused_unchanged(fight, A.Modify("karomin", "parry"))


def test_a_refresh_needs_an_offer_whoever_sends_it(game):
    state = game("karomin", "alondis", gifts={"karomin": ["parry"]})
    state.hero("karomin").gifts["parry"] = True
    fight = fight_with(state, ["karomin", "alondis"], {"west-orcs": {"orc-warrior": 2}})
    assert "not just rolled a 9" in refused_unchanged(fight, A.RefreshGift("karomin", "parry"))
    assert "no exhausted gift" in refused_unchanged(fight, A.RefreshGift("orc-warrior-1", "parry"))
    state.refresh_offers.append("karomin")  # rolled a 9 in the Quest Master's turn, say
    ok(fight, A.EndTurn("karomin"))  # now Alondis's turn: Karomin still refreshes right away
    ok(fight, A.RefreshGift("karomin", "parry"))
    assert state.hero("karomin").gifts["parry"] is False


def test_free_actions_stay_open_in_the_quest_masters_turn(game):
    state = game("karomin", "cessair", gifts={"cessair": ["healing"]})
    state.hero("karomin").equipment = ["potion-of-healing", "shield"]
    state.qm_hand.append("blessing-of-the-dark-gods")
    fight = fight_with(state, ["karomin", "cessair"], {"west-orcs": {"orc-warrior": 2}}, first="qm")
    assert waiting_for(fight).who == A.QM
    state.hero("karomin").vitality = 2
    ok(fight, A.UseItem("karomin", "potion-of-healing", heal=(("karomin", 3),)))  # R30, any time
    state.hero("karomin").vitality = 2
    ok(fight, A.UseGift("cessair", "healing", heal=(("karomin", 3),)))  # no "!": any time
    ok(fight, A.SellItem("karomin", "shield"))
    assert state.hero("karomin").vitality == 5 and state.hero("karomin").gold == 3


def test_the_quest_masters_event_of_any_moment_goes_in_the_heroes_turn(game):
    state = game("karomin")
    state.qm_hand.append("blessing-of-the-dark-gods")
    fight = fight_with(state, ["karomin"], {"west-orcs": {"orc-warrior": 1}, "boss": {"garthelm": 1}})
    assert waiting_for(fight).who == "karomin"
    fight.fighters["garthelm-1"].gifts["riposte"] = True
    ok(fight, A.PlayEvent("blessing-of-the-dark-gods", target="garthelm-1"))
    assert fight.fighters["garthelm-1"].gifts["riposte"] is False


def test_after_the_fight_nothing_more_is_taken(game):
    state = game("karomin", items={"karomin": ["potion-of-healing"]})
    fight = fight_with(state, ["karomin"], {"west-orcs": {"orc-warrior": 1}})
    put(fight, "karomin", 1.0, 1.6)
    put(fight, "orc-warrior-1", 1.0, 1.3)
    state.dice.force(8, 0)
    ok(fight, A.MeleeAttack("karomin", "orc-warrior-1"))
    assert fight.over
    state.hero("karomin").vitality = 2
    for action in (A.UseItem("karomin", "potion-of-healing", heal=(("karomin", 3),)),
                   A.SellItem("karomin", "potion-of-healing"), A.EndTurn("karomin"), A.Pass(A.QM)):
        assert refused_unchanged(fight, action).startswith("The fight is over")


def test_side_of_names_the_sender(game):
    state = game("karomin")
    fight = fight_with(state, ["karomin"], {"west-orcs": {"orc-warrior": 1}})
    assert side_of(fight, A.Move("orc-warrior-1", (0, 0))) == A.QM
    assert side_of(fight, A.PlayEvent("orc-fury")) == A.QM
    assert side_of(fight, A.ResolveInjury("karomin", None)) == "karomin"
    assert side_of(fight, A.Pass("nobody")) is None
    assert refused_unchanged(fight, A.Pass("nobody")) == "There is no 'nobody' in this fight"
    assert not apply(fight, A.Modify("nobody", "parry")).ok


def test_a_bad_guy_has_no_items_to_swap(game):
    state = game("karomin", "alondis")
    fight = fight_with(state, ["karomin", "alondis"], {"west-orcs": {"orc-warrior": 1}}, first="qm")
    reason = refused(fight, A.SwapItem("orc-warrior-1", "karomin", "potion-of-healing"))
    assert "carries no items" in reason
