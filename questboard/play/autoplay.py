"""The automatic heroes one decision at a time, as the automatic Quest Master is stepped by
`Game.next_qm_action`: so a window can show both sides played automatically at a visible
pace. Stepping either side in the order `next_decision` gives plays the very fight that
"Fight it out automatically" (`combat.resolve.drive`) plays at once.
"""

from __future__ import annotations

from questboard.combat.authority import waiting_for
from questboard.combat.policies import HeroPolicy
from questboard.play.waiting import QM, QMMove, fallback


def next_hero_action(game, policy: str = "greedy") -> QMMove | None:
    """The automatic heroes' decision in their turn or for a question the fight asks a hero
    (a losing roll, an injury), or None when the fight waits for no hero."""
    fight = game.fight
    if fight is None or fight.over:
        return None
    w = waiting_for(fight)
    if w.who is None or w.who == QM:
        return None
    action, why = HeroPolicy(policy).decide(fight, w.who, w.allowed)
    return QMMove(action, f"{fight.fighters[w.who].name} {why}".strip(), fallback(fight, w))


def free_hero_action(game, policy: str = "greedy"):
    """What a hero does at once outside the turn order (a refresh after a 9, a heal when
    low), as a fight fought out asks before every decision; None if nobody would."""
    fight = game.fight
    if fight is None or fight.over:
        return None
    heroes = HeroPolicy(policy)
    for hero_id in list(fight.state.refresh_offers) + [h.id for h in fight.in_play("hero")]:
        action = heroes.free_action(fight, hero_id)
        if action is not None:
            return action
    return None


def step_heroes(game, policy: str = "greedy", turn: bool = True):
    """Apply a hero's free action if one is due and accepted; else (with `turn`) the
    automatic heroes' next decision, its fallback if refused. The result, or None when no
    hero acted."""
    free = free_hero_action(game, policy)
    if free is not None:
        result = game.apply(free)
        if result.ok:
            return result
    if not turn:
        return None
    move = next_hero_action(game, policy)
    if move is None:
        return None
    result = game.apply(move.action)
    return result if result.ok else game.apply(move.fallback)
