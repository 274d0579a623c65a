"""The runner on the example adventure, construct by construct, with table dice."""

from __future__ import annotations

from questboard.adventure import actions as X
from questboard.adventure import events as E
from questboard.adventure import prompts as P
from questboard.adventure.runner import apply
from questboard.rules import actions as A
from questboard.rules.log import EventsDrawn, HornPassed


def drive(st, *actions):
    """Apply actions that must all succeed; return the last step."""
    step = None
    for a in actions:
        step = apply(st, a)
        assert step.ok, f"{a} refused: {getattr(step, 'reason', '')}"
    return step


def of(step, kind):
    return [e for e in step.events if isinstance(e, kind)]


TO_4 = (X.Choose(1), X.PickHero("karomin"), X.Roll((7,)), X.Resolve())
TO_6 = TO_4 + (X.Roll((9, 9)), X.Resolve())
TO_8 = TO_6 + (X.CombatResult(True),)
TO_9 = TO_8 + (X.Share((("potion-of-healing", "alondis"),), (("karomin", 2), ("alondis", 1))),
               X.Continue())


def test_first_paragraph_sets_out_locations_and_offers_available_options(play):
    st, step = play()
    assert st.paragraph == 1
    assert set(st.locations) == {"meadowground", "merchant", "monastery", "tavern", "harbor"}
    assert st.locations["harbor"] is True  # beside the map
    assert st.heroes_at == "meadowground"
    labels = [o.label for o in step.prompt.options]
    assert labels == ["Buy supplies at the merchant's", "Climb straight to the monastery",
                      "Ask the dwarven traders for a guide", "Rest at the tavern"]


def test_an_option_whose_condition_fails_is_not_offered(play):
    _, step = play("alondis", "cessair")
    assert "Ask the dwarven traders for a guide" not in [o.label for o in step.prompt.options]


def test_read_aloud_is_public_and_qm_notes_and_numbers_are_hidden(play):
    _, step = play()
    assert not of(step, E.ReadAloud)[0].hidden
    assert of(step, E.QMNote)[0].hidden
    assert of(step, E.ParagraphEntered)[0].hidden
    assert not of(step, E.Advice)[0].hidden


def test_a_refused_answer_changes_nothing(play):
    st, _ = play()
    before = st.snapshot()
    result = apply(st, X.Choose(7))
    assert not result.ok and "Choose one of the options" in result.reason
    assert apply(st, X.Roll()).reason.startswith("That is not the question now")
    assert st.snapshot() == before


def test_choosing_by_horn_passes_the_horn_to_the_left(play):
    st, _ = play()
    assert st.game.leader_hero.id == "karomin"
    step = drive(st, X.Choose(1, horn=True))
    assert of(step, HornPassed)
    assert st.game.leader_hero.id == "alondis"


def test_shop_sells_only_what_it_offers_and_leaving_goes_on(play):
    st, _ = play()
    step = drive(st, X.Choose(0))
    assert isinstance(step.prompt, P.Shop)
    assert {o.item for o in step.prompt.offers} == {"potion-of-healing", "veterans-sword"}
    refused = apply(st, A.BuyItem("karomin", "chain-shirt"))
    assert not refused.ok and "not for sale" in refused.reason
    drive(st, A.BuyItem("karomin", "potion-of-healing"))
    assert "potion-of-healing" in st.game.hero("karomin").equipment
    assert st.game.hero("karomin").gold == 1
    step = drive(st, X.LeaveShop())
    assert 2 in st.markers and "merchant" not in st.locations
    assert of(step, E.MarkerTicked)[0].hidden and of(step, EventsDrawn)[0].hidden
    assert isinstance(step.prompt, P.ChooseParticipant)


def test_a_one_hero_test_goes_to_success_or_failure(play):
    st, _ = play()
    step = drive(st, X.Choose(1))
    assert step.prompt.check == P.CheckInfo("test", "talent", 9, "one")
    step = drive(st, X.PickHero("karomin"), X.Roll((7,)))
    assert isinstance(step.prompt, P.ModifyWindow)
    assert step.prompt.rolls[0].die == 7
    drive(st, X.Resolve())
    assert st.paragraph == 4
    st2, _ = play()
    drive(st2, X.Choose(1), X.PickHero("karomin"), X.Roll((6,)), X.Resolve())
    assert st2.paragraph == 6  # failure -> 5, whose query (no marker 1) goes on to 6


def test_all_heroes_check_applies_each_failure_and_the_all_succeed_branch(play):
    st, _ = play()
    drive(st, *TO_4)
    alondis = st.game.hero("alondis").vitality
    drive(st, X.Roll((9, 2)), X.Resolve())
    assert st.game.hero("alondis").vitality == alondis - 1  # each_failure
    assert 1 not in st.markers  # not all succeeded
    st2, _ = play()
    drive(st2, *TO_4, X.Roll((9, 9)), X.Resolve())
    assert 1 in st2.markers


def test_insertion_query_does_the_yes_tasks_then_goes_on_in_both_cases(play):
    st, _ = play()
    hand = len(st.game.qm_hand)
    step = drive(st, *TO_6)
    assert st.paragraph == 6 and len(st.game.qm_hand) == hand - 1
    assert of(step, E.QueryAnswered)[0].answer is True


def test_combat_yields_a_request_scaled_to_the_party_and_resumes_on_the_result(play):
    st, _ = play("karomin", "alondis", "cessair")
    drive(st, X.Choose(1), X.PickHero("karomin"), X.Roll((6,)), X.Resolve())
    request = st.waiting
    assert isinstance(request, P.CombatRequest)
    assert [(g.zone, g.count) for g in request.combat.groups] == [("orc-guards", 3), ("gate-watch", 3)]
    refused = apply(st, A.SellItem("karomin", "potion-of-healing"))
    assert not refused.ok and "fight" in refused.reason
    vitality = st.game.hero("karomin").vitality
    step = drive(st, X.CombatResult(True, damage=(("karomin", 1),)))
    assert of(step, E.CombatOver)[0].location == "Monastery"
    assert st.heroes_at == "monastery"
    assert st.paragraph == 8
    assert st.game.hero("karomin").vitality == vitality - 1 + 1  # hurt, then healed at (8)


def test_defeat_leads_to_the_failure_ending(play):
    st, _ = play()
    step = drive(st, *TO_6, X.CombatResult(False))
    assert step.prompt == P.Ended("failure", 7)
    assert st.ended == "failure" and st.game.qm_hand == []
    assert not apply(st, X.Continue()).ok


def test_finds_for_the_party_are_shared_out_and_give_to_leader_is_direct(play):
    st, _ = play()
    step = drive(st, *TO_8)
    assert step.prompt == P.Distribute(("potion-of-healing",), 3)
    assert "treasure-map" in st.game.hero("karomin").quest_items
    wrong = apply(st, X.Share((), (("karomin", 3),)))
    assert not wrong.ok and "Potion of Healing" in wrong.reason
    step = drive(st, X.Share((("potion-of-healing", "alondis"),), (("karomin", 2), ("alondis", 1))))
    assert "potion-of-healing" in st.game.hero("alondis").equipment
    assert isinstance(step.prompt, P.Paused)


def test_scripted_pause_waits_then_continues(play):
    st, _ = play()
    drive(st, *TO_9[:-1])
    assert isinstance(st.waiting, P.Paused)
    drive(st, X.Continue())
    assert st.paragraph == 10  # the query: map and gold >= 3


def test_group_check_orders_by_attribute_sums_and_compares_with_the_threshold(play):
    st, _ = play()
    step = drive(st, *TO_9)
    assert isinstance(step.prompt, P.ChooseOrder)
    assert step.prompt.order == ("karomin", "alondis")  # Strength 4 before 3
    assert step.prompt.check.target == 9
    drive(st, X.SetOrder(("alondis", "karomin")))
    step = drive(st, X.Roll())  # Alondis may declare Brute Strength first: she passes
    assert step.prompt.hero == "alondis"
    step = drive(st, X.Roll((1, 1)))
    assert [r.hero for r in step.prompt.rolls] == ["alondis", "karomin"]
    drive(st, X.Resolve())  # 1+3 + 1+4 = 9: just enough
    assert st.paragraph == 12


def test_failed_group_check_does_the_failure_tasks_in_both_cases(play):
    st, _ = play()
    # Karomin rolls 1; Alondis may declare Brute Strength first (R33), passes and rolls 0.
    step = drive(st, *TO_9, X.Roll((1,)), X.Roll((0,)), X.Resolve())
    assert step.prompt == P.ChooseGifts("karomin", 1, ("chosen-of-the-gods", "second-wind"),
                                        "exhaust")
    assert not apply(st, X.PickGifts("karomin", ("fireball",))).ok
    step = drive(st, X.PickGifts("karomin", ("second-wind",)))
    assert step.prompt.hero == "alondis"
    drive(st, X.PickGifts("alondis", (step.prompt.gifts[0],)))
    assert st.paragraph == 12
    assert st.game.hero("karomin").exhausted_gifts() == ["second-wind"]


def test_conflict_failure_makes_the_party_pick_who_is_hurt(play):
    st, _ = play()
    drive(st, *TO_8, X.Share((("potion-of-healing", "alondis"),), (("karomin", 3),)),
          A.SellItem("karomin", "treasure-map"), X.Continue())
    assert st.paragraph == 11
    step = drive(st, X.PickHero("alondis"), X.Roll((2, 9)), X.Resolve())
    assert isinstance(step.prompt, P.ChooseHero)
    vitality = st.game.hero("karomin").vitality
    drive(st, X.PickHero("karomin"))
    assert st.game.hero("karomin").vitality == vitality - 1
    assert st.paragraph == 12


def test_successful_ending_pays_gold_and_asks_for_improvements(play):
    st, _ = play()
    drive(st, *TO_9, X.Roll((1,)), X.Roll((5,)), X.Resolve())  # Alondis may declare between
    gold = st.game.hero("alondis").gold
    step = drive(st, X.CombatResult(True))
    assert st.game.hero("alondis").gold == gold + 2
    assert "treasure-map" not in st.game.hero("karomin").quest_items
    assert isinstance(step.prompt, P.Improve) and step.prompt.hero == "karomin"
    assert not apply(st, A.ImproveAttribute("alondis", "strength")).ok
    drive(st, A.ImproveAttribute("karomin", "strength"))
    step = drive(st, A.ImproveAttribute("alondis", "deftness"))
    assert step.prompt == P.Ended("success", 13)
    assert st.game.hero("karomin").improvements == 1


def test_rules_only_actions_are_refused_with_a_reason(play):
    st, _ = play()
    result = apply(st, A.DamageHero("karomin", 3))
    assert not result.ok and "only when the adventure says so" in result.reason


def test_the_same_seed_and_answers_give_the_same_game(play):
    answers = (X.Choose(1), X.PickHero("karomin"), X.Roll(), X.Resolve())
    a, _ = play(seed=3)
    b, _ = play(seed=3)
    drive(a, *answers)
    drive(b, *answers)
    assert a.snapshot() == b.snapshot()
