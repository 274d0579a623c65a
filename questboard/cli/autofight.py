"""Answer an adventure's combat request with an automatic fight.

The fight is played by the combat engine on a copy of the game; what it did to the heroes
(damage, gifts exhausted, items used up) comes back as the runner's CombatResult, so the
adventure's action log replays it exactly without playing the fight again. A hero seriously
injured in the fight takes the damage again in the story, where the player settles the
injury (R19) instead of the automatic side.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

from questboard.adventure.actions import CombatResult
from questboard.battlefield import load_map
from questboard.combat.fight import FightResult
from questboard.combat.resolve import resolve_combat
from questboard.combat.spec import CombatSpec
from questboard.errors import QuestboardError
from questboard.resources import maps_dir
from questboard.rules.state import GameState


@dataclass(frozen=True)
class AutoFight:
    result: CombatResult
    fight: FightResult
    log: tuple[str, ...]


def fight_automatically(game: GameState, request, policy: str = "greedy") -> AutoFight:
    """Play the requested fight with automatic heroes and QM; `game` is left untouched."""
    path = maps_dir() / f"{request.map}.yaml"
    if not path.is_file():
        raise QuestboardError(f"the fight needs the map '{request.map}', which is not shipped")
    spec = CombatSpec.from_request(request, load_map(path))
    # Cards never change: share them instead of copying the whole card set.
    memo = {id(game.cards): game.cards, **{id(h.card): h.card for h in game.heroes}}
    trial = copy.deepcopy(game, memo)
    before = {h.id: h.snapshot() for h in game.heroes}
    outcome, fight = resolve_combat(trial, spec, policy=policy, record=True)
    names = trial.names()
    log = tuple(e.describe(names) for e in fight.log if not e.hidden)
    result = _what_it_did(before, trial, outcome.victory, set(fight.injured))
    return AutoFight(result, outcome, log)


def _what_it_did(before: dict[str, dict], after: GameState, victory: bool,
                 injured_heroes: set[str]) -> CombatResult:
    damage, exhausted, used_up = [], [], []
    for hero in after.heroes:
        old = before[hero.id]
        injured = hero.id in injured_heroes
        lost = old["vitality"] if injured else old["vitality"] - hero.vitality
        if lost > 0:
            damage.append((hero.id, lost))
        if not injured:  # an injury exhausts every gift anyway, when it is settled
            exhausted += [(hero.id, g) for g, ex in hero.gifts.items()
                          if ex and not old["gifts"].get(g, False) and g in old["gifts"]]
        gone = list(old["equipment"])
        for item in hero.equipment:
            if item in gone:
                gone.remove(item)
        used_up += [(hero.id, i) for i in gone]
    return CombatResult(victory=victory, damage=tuple(damage), exhausted=tuple(exhausted),
                        used_up=tuple(used_up))
