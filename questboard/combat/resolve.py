"""Play a whole fight automatically: the automatic Quest Master against automatic heroes.
For the adventure runner's "let the machine fight", text mode and the rehearsal simulator."""

from __future__ import annotations

from questboard.combat import actions as A
from questboard.combat import events as E
from questboard.combat.authority import waiting_for
from questboard.combat.auto_qm import AutoQM
from questboard.combat.engine import apply
from questboard.combat.fight import Fight, FightResult
from questboard.combat.fighters import HERO
from questboard.combat.policies import HeroPolicy
from questboard.combat.setup import start_fight
from questboard.combat.spec import CombatSpec
from questboard.rules.state import GameState

# Every fight ends by the round cap; this bounds the actions of one fight against bugs.
MAX_STEPS = 20000


def drive(fight: Fight, heroes: HeroPolicy, qm: AutoQM) -> FightResult:
    """Answer the fight until it is over; a refused choice falls back to letting it go."""
    for _ in range(MAX_STEPS):
        if fight.over:
            return fight.result
        free = _free_actions(fight, heroes)
        if free is not None:
            if apply(fight, free).ok:
                continue
        w = waiting_for(fight)
        if w.who == A.QM:
            action, why = qm.decide(fight, w.allowed)
            side = "Quest Master"
        else:
            action, why = heroes.decide(fight, w.who, w.allowed)
            side = fight.fighters[w.who].name
        outcome = apply(fight, action, w)  # whom it waits for is known: not worked out again
        if fight.record:
            fight.log.insert(len(fight.log) - len(outcome.events),
                             E.Decision(side, why, secret=side == "Quest Master"))
        if not outcome.ok:
            fallback = _fallback(fight, w)
            if fight.record:
                fight.log.append(E.Decision(side, f"could not: {outcome.reason}", secret=True))
            if not apply(fight, fallback).ok:
                raise RuntimeError(f"fight stuck: {action} and {fallback} both refused")
    raise RuntimeError("fight did not end within the step bound")


def _free_actions(fight: Fight, heroes: HeroPolicy):
    if fight.over:
        return None
    if not fight.state.refresh_offers and (fight.conflict is not None or fight.reaction is not None):
        return None  # a hero's free action then is only a refresh offered after a 9
    offers = fight.state.refresh_offers
    for hero_id in list(offers):
        action = heroes.free_action(fight, hero_id)
        if action is not None:
            return action
    low = heroes.low
    for h in fight.of_side(HERO):  # `in_play(HERO)`, written out: asked before every action
        if h.off_field:
            continue
        hero = h.hero
        v = hero.vitality  # above `low` is above min(low, …) too: most heroes are asked no more
        if h.id not in offers and (v > low or v > min(low, hero.max_vitality - 1)):
            continue  # offered no refresh and not hurt (`low_enough`): nothing to do outside the turn
        action = heroes.free_action(fight, h.id)
        if action is not None:
            return action
    return None


def _fallback(fight: Fight, w) -> A.FightAction:
    if "Pass" in w.allowed:
        return A.Pass(w.who)
    if w.who == A.QM:
        return A.EndTurn(fight.active) if fight.active and fight.active not in fight.finished else A.EndTurn(A.QM)
    return A.EndTurn(w.who)


def resolve_combat(state: GameState, spec: CombatSpec, *, policy: str = "greedy",
                   record: bool = False) -> tuple[FightResult, Fight]:
    """Play the fight to its end; the heroes' sheets in `state` carry what happened."""
    fight = start_fight(state, spec, record=record)
    result = drive(fight, HeroPolicy(policy), AutoQM())
    return result, fight
