"""A game of the learning adventure brought to the Quest Master's first attack on a hero,
with that hero's gifts exhausted and the dice forced so that the hero rolls a 9 (R4, R21)."""

from __future__ import annotations

from questboard.adventure import prompts as P
from questboard.combat import actions as F
from questboard.combat.authority import waiting_for
from questboard.play import QM, FightHere, new_game
from tests.play.helpers import story_answer

LEARNING = "the-harbor-treasure"


def into_the_fight(game) -> None:
    while not isinstance(game.prompt, P.CombatRequest):
        assert game.apply(story_answer(game)).ok
    assert game.apply(FightHere()).ok


def to_the_attack(game) -> str:
    """Heroes end their turns (or let rolls stand) until the automatic Quest Master's next
    decision is an attack on a hero; nothing of it applied. The hero attacked."""
    for _ in range(300):
        w = waiting_for(game.fight)
        if w.who != QM:
            assert game.apply(F.Pass(w.who) if "Pass" in w.allowed else F.EndTurn(w.who)).ok
            continue
        move = game.next_qm_action()
        a = move.action
        if isinstance(a, F.MeleeAttack | F.RangedAttack) and game.fight.fighters[a.target].is_hero:
            return a.target
        assert game.step_qm().ok
    raise AssertionError("the Quest Master never attacked a hero")


def nine_to_come(game) -> str:
    """The attacked hero's gifts exhausted, the dice set: the bad guy 3, the hero 9."""
    hero = to_the_attack(game)
    for g in game.state.hero(hero).gifts:
        game.state.hero(hero).gifts[g] = True
    game.state.dice.force(3, 9)
    game.revision += 1  # changed behind the game's back: the views are built anew
    return hero


def game_at_the_nine(seed: int = 7):
    game = new_game(LEARNING, ("karomin", "alondis"), seed)
    into_the_fight(game)
    return game, nine_to_come(game)
