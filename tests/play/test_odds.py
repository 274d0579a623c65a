"""The odds from the current position: played out on copies with dice of their own, the
game untouched; from the start they agree with `rehearse`; one blow from victory is likely."""

from __future__ import annotations

import math

import pytest

from questboard.combat import rehearse
from questboard.content import load_cards
from questboard.errors import QuestboardError
from questboard.play import autoplay, odds
from questboard.play.rehearse_game import Recipe, rehearsal_game, setup_of

LONE = Recipe("forest-clearing", ("karomin",), (("orc-warrior", 5),))


def _overlap(a: list[float], b: list[float]) -> bool:
    return a[0] <= b[1] and b[0] <= a[1]


def test_from_the_start_it_agrees_with_rehearse_on_the_same_set_up_and_seeds():
    # The game with the seed of rehearse's run 0 stands where that run stood; played out 60
    # times with the same seeds, its odds and rehearse's 60 runs (every run laid out anew)
    # tell the same story: the intervals overlap and the shares are near.
    game = rehearsal_game(LONE, 1 * 1_000_003)
    mine = odds.odds(game.fight, 60, seed=1)
    setup, _ = setup_of(LONE, load_cards())
    theirs = rehearse.run(setup, 60, seed=1)
    assert mine["runs"] == theirs["runs"] == 60
    assert _overlap(mine["victory_95"], theirs["victory_95"])
    assert abs(mine["victory"] - theirs["victory"]) < 0.15
    assert mine["victory_95"] == list(rehearse.wilson(round(mine["victory"] * 60), 60))
    assert math.isclose(mine["victory"] + mine["defeat"] + mine["stalemate"], 1.0)
    assert sum(mine["rounds"].values()) == 60


def test_the_games_state_and_dice_are_untouched():
    game = rehearsal_game(LONE, 5)
    before = game.snapshot()
    rng = game.fight.state.dice.rng.getstate()
    told, actions = len(game.told), list(game.actions)
    odds.odds(game.fight, 8)
    assert game.snapshot() == before
    assert game.fight.state.dice.rng.getstate() == rng
    assert (len(game.told), game.actions) == (told, actions)


def test_the_same_seed_gives_the_same_odds():
    game = rehearsal_game(LONE, 5)
    a = odds.odds(game.fight, 10, seed=3)
    assert odds.odds(game.fight, 10, seed=3) == a
    assert a["runs"] == 10


def one_blow_from_victory(game):
    """Every bad guy gone but one, at 1 Vitality, touching the hero on turn."""
    fight = game.fight
    bad = [k for k, f in fight.fighters.items() if f.side == "bad_guy"]
    for b in bad[1:]:
        fight.fighters[b].off_field = True
        fight.field.remove_piece(b)
    hero, orc = fight.field.pieces[fight.active], fight.field.pieces[bad[0]]
    angle = math.atan2(orc.y - hero.y, orc.x - hero.x)
    d = hero.radius + orc.radius
    fight.field.move_piece(bad[0], (hero.x + math.cos(angle) * d, hero.y + math.sin(angle) * d))
    assert fight.fighters[bad[0]].vitality == 1
    assert [m.id for m in game.melee_targets(fight.active) if m.may_attack] == [bad[0]]


def test_a_position_one_blow_from_victory_gives_a_high_share():
    game = rehearsal_game(LONE, 1 * 1_000_003)
    start = odds.odds(game.fight, 30)
    one_blow_from_victory(game)
    near = odds.odds(game.fight, 30)
    assert near["victory"] >= 0.9
    assert near["victory_95"][0] > start["victory"] - 0.1
    assert min(near["rounds"]) == game.fight.round  # won in this very round at best


def test_batches_report_the_runs_so_far():
    game = rehearsal_game(LONE, 5)
    seen = [r["runs"] for r in odds.batches(game.fight, 25, batch=10)]
    assert seen == [10, 20, 25]
    said = []
    odds.odds(game.fight, 12, progress=lambda done, runs: said.append((done, runs)))
    assert said == [(10, 12), (12, 12)]


def test_a_position_as_plain_data_builds_the_very_same_fight():
    game = rehearsal_game(LONE, 5)
    for _ in range(3):  # a few steps into the fight
        assert (autoplay.step_heroes(game) or game.step_qm()).ok
    position = odds.position_of(game, LONE)
    again = odds.Rebuilder().fight(position)
    assert again.snapshot() == game.fight.snapshot()
    assert again is not game.fight


def test_a_position_that_does_not_replay_to_its_snapshot_is_refused():
    game = rehearsal_game(LONE, 5)
    position = odds.position_of(game, LONE)
    wrong = odds.Position(position.recipe, position.seed + 1, position.actions, position.snapshot)
    with pytest.raises(QuestboardError, match="same fight"):
        odds.Rebuilder().fight(wrong)
