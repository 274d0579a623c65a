"""The automatic heroes one decision at a time: stepping both sides plays the very fight
that 'Fight it out automatically' plays at once."""

from __future__ import annotations

from questboard.play import QM, FightAutomatically, autoplay
from questboard.play.rehearse_game import Recipe, rehearsal_game

RECIPE = Recipe("monastery-yard", ("karomin", "alondis", "cessair"), (("orc-warrior", 3), ("orc-archer", 2)))


def test_both_sides_stepped_give_the_same_game_as_fought_out():
    for seed in (0, 4):
        stepped, fought = rehearsal_game(RECIPE, seed), rehearsal_game(RECIPE, seed)
        steps = 0
        while stepped.fight is not None and steps < 2000:
            result = autoplay.step_heroes(stepped, turn=False) or autoplay.step_heroes(stepped) or stepped.step_qm()
            assert result is not None and result.ok
            steps += 1
        assert fought.apply(FightAutomatically()).ok
        assert stepped.fight is None and steps > 10
        assert stepped.snapshot() == fought.snapshot()


def test_the_heroes_have_no_decision_in_the_quest_masters_turn():
    game = rehearsal_game(RECIPE, 0)
    while game.waiting[0].side != QM:
        assert autoplay.step_heroes(game).ok
    assert autoplay.next_hero_action(game) is None
    assert game.next_qm_action() is not None
    fresh = rehearsal_game(RECIPE, 0)
    move = autoplay.next_hero_action(fresh)
    on_turn = fresh.fight.fighters[fresh.fight.active]
    assert move is not None and move.action.who == on_turn.id
    assert move.why.startswith(on_turn.name)  # the reason, in words, for the window's log
