"""Who may act now, with reasons a player understands; raises rules' Refusal (no change made)."""

from __future__ import annotations

from questboard.combat.fight import HEROES, QM_PHASE, Fight, TurnBudget
from questboard.combat.fighters import Fighter
from questboard.combat.turns import budget_for
from questboard.rules.outcome import Refusal


def fighter(fight: Fight, fid: str) -> Fighter:
    f = fight.fighters.get(fid)
    if f is None:
        raise Refusal(f"There is no '{fid}' in this fight")
    return f


def on_field(fight: Fight, fid: str) -> Fighter:
    f = fighter(fight, fid)
    if f.off_field:
        raise Refusal(f"{f.name} is no longer on the field")
    return f


def nothing_pending(fight: Fight) -> None:
    if fight.result is not None:  # `fight.over`, written out: asked of every action and preview
        raise Refusal("The fight is over")
    if fight.state.pending_injuries:
        hero = fight.fighters[fight.state.pending_injuries[0].hero]
        raise Refusal(f"{hero.name} must first settle a serious injury (or be healed at once)")
    if fight.conflict is not None:
        raise Refusal("Finish the roll first: add a bonus or let it stand")
    if fight.reaction is not None:
        who = fight.fighters[fight.reaction.who]
        raise Refusal(f"Wait: {who.name} may answer with {fight.reaction.gift} first")


def turn_of(fight: Fight, who: str) -> tuple[Fighter, TurnBudget]:
    """`who` must be the fighter whose turn it is (a hero), or a bad guy the QM may still move."""
    nothing_pending(fight)
    f = on_field(fight, who)
    if fight.phase == HEROES:
        if not f.is_hero or who != fight.active:
            active = fight.fighters[fight.active].name if fight.active else "nobody"
            raise Refusal(f"It is {active}'s turn, not {f.name}'s")
    elif fight.phase == QM_PHASE:
        if f.is_hero:
            raise Refusal(f"It is the Quest Master's turn; {f.name} must wait")
        if who in fight.finished:
            raise Refusal(f"{f.name} has already had a turn this round")
    return f, budget_for(fight, who)


def enemy(fight: Fight, f: Fighter, target: str) -> Fighter:
    t = on_field(fight, target)
    if t.side == f.side:
        raise Refusal(f"{t.name} is on {f.name}'s own side")
    return t
