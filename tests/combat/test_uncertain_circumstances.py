"""Uncertain Circumstances (advanced rule): the Quest Master does not tell the heroes the
victory and defeat conditions; they are revealed only when one is met and the fight ends."""

from __future__ import annotations

import dataclasses

from questboard.combat import actions as A
from questboard.combat import events as E
from questboard.combat.authority import waiting_for
from questboard.combat.engine import apply
from questboard.combat.spec import Rounds
from tests.combat.helpers import fight_with, ok, put


def _state(game, uncertain: bool):
    state = game("karomin", "alondis")
    state.options = dataclasses.replace(state.options, uncertain_circumstances=uncertain)
    state.leader = 0
    return state


def _opening(fight) -> E.FightStarted:
    return next(e for e in fight.log if isinstance(e, E.FightStarted))


def test_without_the_rule_the_heroes_are_told_the_goals_at_the_start(game):
    fight = fight_with(_state(game, False), [], {"west-orcs": {"orc-warrior": 1}})
    opening = _opening(fight)
    assert not fight.goals_hidden and not opening.goals_hidden
    assert "Victory: vanquish every bad guy" in opening.text
    assert "Defeat: every hero is out of the fight" in opening.text


def test_with_the_rule_the_opening_keeps_the_goals_secret(game):
    fight = fight_with(_state(game, True), [], {"west-orcs": {"orc-warrior": 1}})
    opening = _opening(fight)
    assert fight.goals_hidden and opening.goals_hidden
    assert "secret" in opening.text
    assert "Victory" not in opening.text and "vanquish" not in opening.text
    assert "Defeat" not in opening.text and "out of the fight" not in opening.text
    # The Quest Master's own record still holds them.
    assert opening.victory == "vanquish every bad guy"


def test_with_the_rule_no_log_line_before_the_end_tells_the_goals(game):
    state = _state(game, True)
    fight = fight_with(state, [], {"west-orcs": {"orc-warrior": 2}}, victory=Rounds(2))
    while not fight.over:
        w = waiting_for(fight)
        ok(fight, A.EndTurn(w.who if w.who != A.QM else A.QM))
    *before, last = [e for e in fight.log if not e.hidden]
    assert not any("hold out" in e.text for e in before)
    assert isinstance(last, E.FightOver) and "hold out for 2 rounds" in last.text


def test_hidden_goals_still_decide_the_fight_and_the_end_reveals_them(game):
    state = _state(game, True)
    fight = fight_with(state, [], {"west-orcs": {"orc-warrior": 1}})
    put(fight, "karomin", 1.0, 1.6)
    put(fight, "orc-warrior-1", 1.0, 1.3)
    state.dice.force(9, 0)
    ok(fight, A.MeleeAttack("karomin", "orc-warrior-1"))
    assert fight.over and fight.result.victory
    assert fight.result.reason == "vanquish every bad guy"
    assert isinstance(fight.log[-1], E.FightOver) and "vanquish every bad guy" in fight.log[-1].text


def test_the_rule_changes_nothing_else_in_the_fight(game):
    """Same seed, same choices: the same fight with the goals told or kept secret."""
    texts = []
    for uncertain in (False, True):
        state = _state(game, uncertain)
        fight = fight_with(state, [], {"west-orcs": {"orc-warrior": 2}}, victory=Rounds(2))
        put(fight, "karomin", 1.0, 1.6)
        put(fight, "orc-warrior-1", 1.0, 1.3)
        assert apply(fight, A.MeleeAttack("karomin", "orc-warrior-1")).ok
        while not fight.over:
            w = waiting_for(fight)
            action = A.Pass(w.who) if "Pass" in w.allowed else A.EndTurn(w.who)
            ok(fight, action)
        texts.append([e.text for e in fight.log if not isinstance(e, E.FightStarted)])
    assert texts[0] == texts[1]
