"""How the automatic sides read the field: who can be shot, where to step, what is remembered."""

from questboard.combat import actions as A
from questboard.combat.fight import TurnBudget
from questboard.combat.playbook import play_turn
from tests.combat.helpers import fight_with, put


def _archer_and_orc(game):
    state = game("alondis")
    fight = fight_with(state, ["alondis"], {"west-orcs": {"orc-warrior": 1}})
    return fight, fight.fighters["alondis"], fight.fighters["orc-warrior-1"]


def test_an_archer_in_range_but_without_sight_walks_on_to_find_a_line(game):
    fight, alondis, _ = _archer_and_orc(game)
    put(fight, "alondis", 2.6, 0.75)
    put(fight, "orc-warrior-1", 3.4, 0.45)  # 0.55 LU away, hidden by the rock
    action, why = play_turn(fight, alondis, TurnBudget("alondis"), greedy=True)
    assert isinstance(action, A.Move) and "line of sight" in why
