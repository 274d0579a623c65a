"""Creative Use of Gifts (advanced rule, R65), the rulebook's two examples: a failed Talent
Conflict won by exhausting Healing once the Quest Master approves (and none of its healing
happens); a rejected gift that stays ready."""

from questboard.rules import actions as A
from questboard.rules.checks import CheckSpec
from questboard.rules.creative import creative_gifts
from questboard.rules.state import AdvancedRules

from .helpers import ok, refused

CREATIVE = AdvancedRules(creative_gifts=True)


def _failed_conflict(game, **kw):
    state = game("cessair", "karomin", **kw)
    cessair = state.hero("cessair")
    cessair.gifts["healing"] = False
    cessair.vitality = 1
    state.dice.force(0, 9)
    ok(state, A.RollCheck(CheckSpec("conflict", "talent", 5), ("cessair",)))
    return state, cessair


def test_an_approved_gift_wins_the_failed_conflict_and_heals_nobody(game):
    state, cessair = _failed_conflict(game, options=CREATIVE)
    assert "healing" in creative_gifts(state, "cessair")
    (asked,) = ok(state, A.AskCreativeGift("cessair", "healing"))
    assert asked.describe(state.names()).endswith("offers to exhaust Healing to succeed: "
                                                  "the Quest Master judges")
    (judged,) = ok(state, A.JudgeCreativeGift(approve=True))
    assert judged.approved and cessair.gifts["healing"] is True
    (resolved,) = ok(state, A.ResolveCheck())
    assert resolved.all_succeeded
    assert cessair.vitality == 1  # none of the card's printed effect


def test_a_rejected_gift_is_not_exhausted_and_may_not_be_offered_again(game):
    state, cessair = _failed_conflict(game, options=CREATIVE)
    ok(state, A.AskCreativeGift("cessair", "healing"))
    (judged,) = ok(state, A.JudgeCreativeGift(approve=False))
    assert not judged.approved and cessair.gifts["healing"] is False
    assert "healing" not in creative_gifts(state, "cessair")
    assert refused(state, A.AskCreativeGift("cessair", "healing")) == \
        "The Quest Master has rejected Healing for this check"
    (resolved,) = ok(state, A.ResolveCheck())
    assert not resolved.all_succeeded


def test_the_check_waits_for_the_quest_masters_answer(game):
    state, _ = _failed_conflict(game, options=CREATIVE)
    ok(state, A.AskCreativeGift("cessair", "healing"))
    assert refused(state, A.ResolveCheck()) == \
        "The Quest Master must first approve or reject Magistra Cessair's use of Healing"
    assert refused(state, A.AskCreativeGift("cessair", "spellweaver")) == \
        "The Quest Master must first judge Magistra Cessair's creative use"


def test_without_the_rule_the_gift_is_refused(game):
    state, cessair = _failed_conflict(game)
    assert creative_gifts(state, "cessair") == ()
    assert refused(state, A.AskCreativeGift("cessair", "healing")) == \
        "Creative Use of Gifts is not in play (an advanced rule chosen at the start)"
    assert refused(state, A.JudgeCreativeGift(approve=True)) == \
        "No creative use of a gift is waiting for the Quest Master"
    assert cessair.gifts["healing"] is False


def test_only_a_hero_of_the_check_with_a_ready_gift_may_offer_it(game):
    state, cessair = _failed_conflict(game, options=CREATIVE)
    cessair.gifts["healing"] = True
    assert refused(state, A.AskCreativeGift("cessair", "healing")) == "Healing is exhausted"
    assert refused(state, A.AskCreativeGift("karomin", "dodge")) == \
        "Karomin does not take part in this check"
