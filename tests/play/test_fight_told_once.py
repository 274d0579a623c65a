"""A fight is played on the story's own heroes: damage and a serious injury taken in the
fight are told once, by the fight, and settled once. The story hears only who won, so it
neither reports the damage again nor asks for the injury a second time."""

from __future__ import annotations

from questboard.adventure import actions as X
from questboard.adventure import prompts as P
from questboard.combat import actions as F
from questboard.combat.authority import waiting_for
from questboard.combat.events import FightOver
from questboard.play import FightAutomatically, FightHere, new_game
from questboard.play.actions import decode
from questboard.play.told import FIGHT, STORY
from questboard.rules import actions as R
from questboard.rules.log import Damaged, InjuryPending, SeriousInjury

TO_THE_FIGHT = (X.Choose(1), X.PickHero("karomin"), X.Roll((7,)), X.Resolve(), X.Roll((9, 9)),
                X.Resolve())


def _karomin_loses_a_melee(game) -> None:
    """Karomin strikes the nearest orc with dice that make him lose (0 against 9)."""
    fight = game.fight
    orc = next(f for f in fight.in_play() if not f.is_hero)
    x, y = fight.field.pieces[orc.id].at
    r = fight.field.pieces[orc.id].radius + fight.field.pieces["karomin"].radius
    for dx, dy in ((0, 1), (0, -1), (1, 0), (-1, 0)):
        try:
            fight.field.move_piece("karomin", (x + dx * r, y + dy * r))
            break
        except ValueError:
            continue
    assert fight.field.touching("karomin", orc.id)
    fight.state.dice.force(0, 9)
    assert game.apply(F.MeleeAttack("karomin", orc.id)).ok
    while fight.conflict is not None:  # the losing side may still add a bonus: it lets go
        assert game.apply(F.Pass(waiting_for(fight).who)).ok


def test_damage_and_an_injury_taken_in_a_fight_are_told_and_settled_once():
    game = new_game("example-short", ("karomin", "alondis"), 7)
    for action in TO_THE_FIGHT:
        assert game.apply(action).ok, action
    assert isinstance(game.prompt, P.CombatRequest)
    assert game.apply(FightHere()).ok
    assert game.fight.active == "karomin"
    karomin = game.state.hero("karomin")
    karomin.vitality = 2  # worn down before this blow: one point to 1, the next is an injury
    start = len(game.told)
    _karomin_loses_a_melee(game)
    assert karomin.vitality == 1
    for _ in range(200):  # on until the next lost roll (his own or an orc's) injures him
        if game.state.pending_injuries:
            break
        w = waiting_for(game.fight)
        if game.next_qm_action() is not None:
            result = game.step_qm()
        elif "Pass" in w.allowed:
            result = game.apply(F.Pass(w.who))
        elif w.who == "karomin" and game.fight.turn.actions:
            _karomin_loses_a_melee(game)
            continue
        else:
            result = game.apply(F.EndTurn(w.who))
        assert result.ok, result.reason
    assert [p.hero for p in game.state.pending_injuries] == ["karomin"]
    assert "ResolveInjury" in waiting_for(game.fight).allowed
    assert game.apply(F.ResolveInjury("karomin", None)).ok
    assert game.fight.fighters["karomin"].off_field
    result = game.apply(FightAutomatically("greedy"))
    assert result.ok and game.fight is None

    told = game.told[start:]
    end = next(i for i, t in enumerate(told) if isinstance(t.event, FightOver))
    fight_part, story_part = told[:end + 1], told[end + 1:]
    mine = (Damaged, InjuryPending, SeriousInjury)
    about_karomin = [t for t in told if isinstance(t.event, mine) and t.event.hero == "karomin"]
    assert about_karomin and all(t.source == FIGHT for t in about_karomin)
    assert [t.source for t in story_part] and all(t.source == STORY for t in story_part)
    assert not [t for t in story_part if isinstance(t.event, mine)]
    assert sum(isinstance(t.event, SeriousInjury) and t.event.hero == "karomin"
               for t in fight_part) == 1
    assert sum(isinstance(t.event, InjuryPending) and t.event.hero == "karomin"
               for t in fight_part) == 1
    # The story is not waiting for a second settling of that injury, and heard only who won.
    assert not game.state.pending_injuries
    assert not (isinstance(game.prompt, P.SettleFirst) and game.prompt.injury is not None)
    resolved = [a for a in map(decode, game.actions)
                if isinstance(a, F.ResolveInjury | R.ResolveInjury)]
    assert len(resolved) == 1
    assert not any(isinstance(a, X.CombatResult) for a in map(decode, game.actions))
    assert not karomin.out_of_fight  # back after the fight (R6), his Vitality left as it was
    game.close()
