"""Answer an adventure's combat request with a fight played by the combat engine.

The fight is played on a copy of the game, automatically (`fight_automatically`) or by the
players at the keyboard (`questboard.cli.fightloop`); what it did to the heroes (damage, gifts
exhausted, items used up) comes back as the runner's CombatResult, so the adventure's action
log replays it exactly without playing the fight again. A hero seriously injured in the fight
takes the damage again in the story, where the player settles the injury (R19) instead of
the fight: the attribute and the item it cost in the fight are not counted twice.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

from questboard.adventure.actions import CombatResult
from questboard.battlefield import load_map
from questboard.combat.auto_qm import AutoQM
from questboard.combat.fight import Fight, FightResult
from questboard.combat.policies import HeroPolicy
from questboard.combat.resolve import drive
from questboard.combat.setup import start_fight
from questboard.combat.spec import CombatSpec
from questboard.errors import QuestboardError
from questboard.resources import maps_dir
from questboard.rules.log import SeriousInjury
from questboard.rules.state import GameState


@dataclass(frozen=True)
class AutoFight:
    result: CombatResult
    fight: FightResult
    log: tuple[str, ...]


@dataclass(frozen=True)
class TrialFight:
    """A fight set up on a copy of the game: the story's heroes stay as they were."""

    fight: Fight
    game: GameState  # the copy the fight changes
    before: dict[str, dict]  # each hero's sheet before the fight


def set_up(game: GameState, request) -> TrialFight:
    """Lay out the requested fight on a copy of `game`; the fight records its log."""
    path = maps_dir() / f"{request.map}.yaml"
    if not path.is_file():
        raise QuestboardError(f"the fight needs the map '{request.map}', which is not shipped")
    spec = CombatSpec.from_request(request, load_map(path))
    # Cards never change: share them instead of copying the whole card set.
    memo = {id(game.cards): game.cards, **{id(h.card): h.card for h in game.heroes}}
    trial = copy.deepcopy(game, memo)
    before = {h.id: h.snapshot() for h in game.heroes}
    return TrialFight(start_fight(trial, spec, record=True), trial, before)


def result_of(trial: TrialFight) -> CombatResult:
    """What the finished fight did to the heroes, as the story's CombatResult."""
    fight = trial.fight
    if fight.result is None:
        raise ValueError("the fight is not over yet")
    injured = set(fight.injured)
    # The story settles the injury again, with its own discard: the fight's is not used up.
    injury_discards = {(e.hero, e.discarded) for e in fight.log
                       if isinstance(e, SeriousInjury) and e.discarded}
    damage, exhausted, used_up = [], [], []
    for hero in trial.game.heroes:
        old = trial.before[hero.id]
        was_injured = hero.id in injured
        lost = old["vitality"] if was_injured else old["vitality"] - hero.vitality
        if lost > 0:
            damage.append((hero.id, lost))
        if not was_injured:  # an injury exhausts every gift anyway, when it is settled
            exhausted += [(hero.id, g) for g, ex in hero.gifts.items()
                          if ex and not old["gifts"].get(g, False) and g in old["gifts"]]
        gone = list(old["equipment"])
        for item in hero.equipment:
            if item in gone:
                gone.remove(item)
        for h, item in injury_discards:
            if h == hero.id and item in gone:
                gone.remove(item)
        used_up += [(hero.id, i) for i in gone]
    return CombatResult(victory=fight.result.victory, damage=tuple(damage),
                        exhausted=tuple(exhausted), used_up=tuple(used_up))


def visible_log(trial: TrialFight) -> tuple[str, ...]:
    """The fight's log lines the heroes may read, with names put in."""
    names = trial.game.names()
    return tuple(e.describe(names) for e in trial.fight.log if not e.hidden)


def fight_automatically(game: GameState, request, policy: str = "greedy") -> AutoFight:
    """Play the requested fight with automatic heroes and QM; `game` is left untouched."""
    trial = set_up(game, request)
    outcome = drive(trial.fight, HeroPolicy(policy), AutoQM())
    return AutoFight(result_of(trial), outcome, visible_log(trial))
