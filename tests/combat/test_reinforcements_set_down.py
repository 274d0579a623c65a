"""Reinforcements spread as the Quest Master likes (the card's words): each minion may come
with the spot of its base, set down there when its centre lies in a minion starting zone and
the base is clear of everything, the bases set down before it in the same play too."""

from __future__ import annotations

from questboard.combat import actions as A
from questboard.combat.uses import plan_event
from questboard.play.actions import decode, encode
from tests.combat.helpers import fight_with, ok, put, refused


def _fight(game, heroes=("karomin", "cessair")):
    state = game(*heroes)
    state.qm_hand.append("reinforcements")
    fight = fight_with(state, [], {"west-orcs": {"orc-warrior": 1}}, first="qm")
    put(fight, "orc-warrior-1", 0.3, 0.3)
    return fight


def test_each_minion_comes_where_the_quest_master_sets_it_down(game):
    fight = _fight(game)
    spots = (("orc-warrior", "west-orcs", (0.8, 0.6)), ("orc-warrior", "east-orcs", (3.5, 2.5)))
    events = ok(fight, A.PlayEvent("reinforcements", placements=spots))
    came = [f for f in fight.in_play("bad_guy") if f.id != "orc-warrior-1"]
    assert sorted(fight.field.pieces[f.id].at for f in came) == [(0.8, 0.6), (3.5, 2.5)]
    assert {e.zone for e in events if hasattr(e, "zone")} == {"west-orcs", "east-orcs"}


def test_a_spot_outside_its_zone_or_over_a_base_is_refused_and_changes_nothing(game):
    fight = _fight(game)
    n = len(fight.fighters)
    outside = refused(fight, A.PlayEvent("reinforcements", placements=(("orc-warrior", "west-orcs", (2.0, 2.0)),)))
    assert "outside" in outside
    over = refused(fight, A.PlayEvent("reinforcements", placements=(("orc-warrior", "west-orcs", (0.32, 0.3)),)))
    assert "No room" in over
    each_other = refused(fight, A.PlayEvent("reinforcements", placements=(
        ("orc-warrior", "west-orcs", (0.8, 0.6)), ("orc-warrior", "west-orcs", (0.82, 0.6)))))
    assert "No room" in each_other
    too_many = refused(fight, A.PlayEvent("reinforcements", placements=tuple(
        ("orc-warrior", "west-orcs", (0.3 + 0.2 * i, 0.6)) for i in range(3))))
    assert "At most 2" in too_many
    assert len(fight.fighters) == n and "reinforcements" in fight.state.qm_hand


def test_the_preview_says_where_a_minion_may_come_and_why_not(game):
    fight = _fight(game)
    plan = plan_event(fight, "reinforcements", (0.8, 0.6))
    assert plan.may_play and plan.comes == 2 and plan.minion == "orc-warrior" and plan.radius > 0
    assert plan.spot_zone == "west-orcs" and plan.spot_why == ""
    far = plan_event(fight, "reinforcements", (2.0, 1.5))
    assert far.spot_zone is None and "minion starting zone" in far.spot_why
    assert "No room" in plan_event(fight, "reinforcements", (0.82, 0.6), ((0.8, 0.6),)).spot_why
    assert "At most 2" in plan_event(fight, "reinforcements", (3.5, 2.5), ((0.8, 0.6), (0.5, 0.6))).spot_why


def test_a_play_with_spots_is_kept_and_read_back_as_it_was():
    action = A.PlayEvent("reinforcements", placements=(("orc-warrior", "west-orcs", (0.8, 0.6)),))
    again = decode(encode(action, in_fight=True))
    assert again == action
