"""How the automatic sides read the field: who can be shot, where to step, what is remembered."""

from questboard.combat import actions as A
from questboard.combat import memo
from questboard.combat import tactics as T
from questboard.combat.fight import TurnBudget
from questboard.combat.memo import range_and_sight
from questboard.combat.playbook import play_turn
from tests.combat.helpers import fight_with, put


def _archer_and_orc(game):
    state = game("alondis")
    fight = fight_with(state, ["alondis"], {"west-orcs": {"orc-warrior": 1}})
    return fight, fight.fighters["alondis"], fight.fighters["orc-warrior-1"]


def test_shootable_leaves_out_foes_behind_cover_or_beyond_the_bar(game):
    fight, alondis, orc = _archer_and_orc(game)
    put(fight, "alondis", 2.6, 0.75)
    put(fight, "orc-warrior-1", 1.0, 1.0)  # in the open, 1.32 LU apart edge to edge
    assert T.shootable(fight, alondis, 2.0) == [orc]
    assert T.shootable(fight, alondis, 1.2) == []
    put(fight, "orc-warrior-1", 3.4, 0.45)  # behind the rock at (3.0, 0.6)
    assert T.shootable(fight, alondis, 2.0) == []


def test_a_remembered_shot_is_asked_again_once_a_base_moves(game):
    fight, _, _ = _archer_and_orc(game)
    put(fight, "alondis", 2.6, 0.75)
    put(fight, "orc-warrior-1", 1.0, 1.0)
    assert range_and_sight(fight.field, "alondis", "orc-warrior-1", 2.0)[0]
    put(fight, "orc-warrior-1", 3.4, 0.45)
    ok, why = range_and_sight(fight.field, "alondis", "orc-warrior-1", 2.0)
    assert not ok and "Rock" in why


def test_an_archer_in_range_but_without_sight_walks_on_to_find_a_line(game):
    fight, alondis, _ = _archer_and_orc(game)
    put(fight, "alondis", 2.6, 0.75)
    put(fight, "orc-warrior-1", 3.4, 0.45)  # 0.55 LU away, hidden by the rock
    action, why = play_turn(fight, alondis, TurnBudget("alondis"), greedy=True)
    assert isinstance(action, A.Move) and "line of sight" in why


def test_a_remembered_move_is_checked_again_once_a_base_moves(game):
    fight, _, _ = _archer_and_orc(game)
    put(fight, "alondis", 1.0, 1.6)
    put(fight, "orc-warrior-1", 1.0, 1.2)
    assert not memo.move(fight.field, "alondis", (1.0, 0.7), 1.2).legal  # the orc is in the way
    put(fight, "orc-warrior-1", 2.0, 1.2)
    assert memo.move(fight.field, "alondis", (1.0, 0.7), 1.2).legal
