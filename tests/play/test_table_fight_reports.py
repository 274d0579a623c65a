"""A fight played at the table is reported by the Quest Master, and only what such a fight
can do to the heroes is taken (README R53; issue 20, point 5): no negative damage, no more
than the hero's Vitality and the fight's heaviest blow allow, only ready gifts and items
discarded after use, each named once. A refused report changes nothing."""

from __future__ import annotations

import pytest

from questboard.adventure import actions as X
from questboard.adventure import prompts as P
from questboard.adventure.answers import answer
from questboard.play import PARTY, QM, new_game
from questboard.play.seats import QUEST_MASTER, hero_seat

TO_THE_YARD = ["2", "karomin", "roll 7", "done", "roll 9 9", "done"]
TO_THE_SHIP = TO_THE_YARD + ["victory karomin=1", "even", "continue", "roll 1 5", "roll 5", "done"]


def _at(lines: list[str]):
    game = new_game("example-short", ("karomin", "alondis"), 7)
    for line in lines:
        assert game.apply(answer(game.story, line)).ok, line
    assert isinstance(game.prompt, P.CombatRequest)
    return game


@pytest.fixture
def yard():
    """At the courtyard fight (Orc Warriors: a blow does 1); Karomin has 5 Vitality."""
    return _at(TO_THE_YARD)


def test_only_the_quest_master_is_asked_for_a_fight_played_at_the_table(yard):
    sides = {a.side: a.actions for a in yard.waiting}
    assert X.CombatResult in sides[QM] and X.CombatResult not in sides[PARTY]
    reporters = [a.side for a in yard.waiting if X.CombatResult in a.actions]
    assert all(QUEST_MASTER.answers(s) for s in reporters)
    assert not any(hero_seat(h).answers(s) for s in reporters for h in ("karomin", "alondis"))


@pytest.mark.parametrize(("report", "said"), [
    (X.CombatResult(True, (("karomin", -50),)), "Karomin cannot take -50 damage"),
    (X.CombatResult(True, (("karomin", 6),)),
     "Karomin cannot take 6 damage in this fight: at 5 Vitality the most is 5"),
    (X.CombatResult(False, (("karomin", 2), ("karomin", 2))), "Karomin's damage is given twice"),
    (X.CombatResult(True, (), (("karomin", "fireball"),)), "Karomin has no gift 'Fireball'"),
    (X.CombatResult(True, (), (("karomin", "second-wind"), ("karomin", "second-wind"))),
     "Karomin's Second Wind is named twice among the gifts exhausted"),
    (X.CombatResult(True, (), (), (("karomin", "longbow"),)), "Karomin does not carry 'Longbow'"),
    (X.CombatResult(True, (("nobody", 1),)), "There is no hero 'nobody' in the party"),
], ids=["negative", "past the vitality", "twice", "no such gift", "gift twice", "not carried",
        "no such hero"])
def test_a_report_no_fight_could_have_had_is_refused_and_changes_nothing(yard, report, said):
    before = yard.snapshot()
    result = yard.apply(report)
    assert not result.ok and result.reason.startswith(said), result.reason
    assert yard.snapshot() == before and isinstance(yard.prompt, P.CombatRequest)


def test_a_report_within_what_the_fight_can_do_is_taken(yard):
    result = yard.apply(X.CombatResult(True, (("karomin", 3), ("alondis", 0)),
                                       (("karomin", "second-wind"),)))
    assert result.ok
    told = [t.describe(yard.names()) for t in result.told]
    assert "Karomin takes 3 damage (Vitality 2)" in told  # (paragraph 8 heals him after)
    assert "Karomin: Second Wind exhausted" in told


def test_a_heavier_blow_lets_the_report_go_one_point_past_the_vitality():
    ship = _at(TO_THE_SHIP)  # Garthelm's blade does 2
    vitality = ship.state.hero("alondis").vitality
    too_much = ship.apply(X.CombatResult(False, (("alondis", vitality + 2),)))
    assert not too_much.ok and f"the most is {vitality + 1}" in too_much.reason
    assert ship.apply(X.CombatResult(False, (("alondis", vitality + 1),))).ok


def test_an_item_not_used_up_by_use_is_refused():
    ship = _at(TO_THE_SHIP)  # Karomin carries a Potion of Healing and the Treasure Map
    refused = ship.apply(X.CombatResult(True, (), (), (("karomin", "treasure-map"),)))
    assert not refused.ok
    assert refused.reason == ("Karomin's Treasure Map is not used up by using it (only items "
                              "discarded after use are)")
    assert ship.apply(X.CombatResult(True, (), (), (("karomin", "potion-of-healing"),))).ok
    assert "potion-of-healing" not in ship.state.hero("karomin").items()
