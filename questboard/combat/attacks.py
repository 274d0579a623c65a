"""Moves and attacks in a turn: G1 moves (snap to contact), melee on touching enemies, ranged
attacks with range and sight (G3, G4, R15), within the turn's budget (R12). What is allowed
is decided by `previews` (the dry runs a window shows); this module carries it out."""

from __future__ import annotations

from questboard.combat import events as E
from questboard.combat import previews
from questboard.combat.conflict import roll
from questboard.combat.fight import Fight, TurnBudget
from questboard.combat.fighters import Fighter, best_weapon, weapons_for
from questboard.combat.previews import pick_ranged, plan_move  # noqa: F401  (pick_ranged: re-exported)
from questboard.combat.turns import budget_for, commit_actor
from questboard.rules.log import LogEvent
from questboard.rules.outcome import Refusal


def move(fight: Fight, who: str, to: tuple[float, float], snap: bool = True) -> list[LogEvent]:
    """Carry out `previews.plan_move` (one source of truth for the preview and the engine)."""
    plan = plan_move(fight, who, to, snap=snap)
    if not plan.legal:
        raise Refusal(plan.reason)
    f, budget = fight.fighters[who], budget_for(fight, who)  # the plan asked guard.turn_of
    bf = fight.field
    contact = bf.pieces[plan.contact].label if plan.contact is not None else None
    bf.move_piece(who, plan.end)
    budget.moves -= 1
    budget.moved = True
    commit_actor(fight, who, budget)
    return [E.Moved(who, f.name, plan.start, plan.end, plan.travel, contact)] if fight.record else []


def _spend(budget: TurnBudget, kind: str, f: Fighter) -> None:
    if budget.special and getattr(budget, kind) > 0:
        setattr(budget, kind, getattr(budget, kind) - 1)
    elif budget.actions > 0 and not budget.special:
        budget.actions -= 1
    else:
        what = "melee attack" if kind == "melee" else "ranged attack"
        raise Refusal(f"{f.name} has no {what} left this turn")


def melee(fight: Fight, who: str, target: str, weapon: str | None = None) -> list[LogEvent]:
    why = previews.melee_refusal(fight, who, target)
    if why:
        raise Refusal(why)
    f, budget, t = fight.fighters[who], budget_for(fight, who), fight.fighters[target]
    w = _melee_weapon(fight, f, weapon)
    _spend(budget, "melee", f)
    budget.attacked = True
    budget.opponents.add(target)
    commit_actor(fight, who, budget)
    return roll(fight, "melee", f, t, w, extra=budget.melee_bonus)


def counter(fight: Fight, f: Fighter, t: Fighter) -> list[LogEvent]:
    """An immediate melee attack outside the turn (Riposte)."""
    if not fight.field.touching(f.id, t.id):
        raise Refusal(f"{t.name} is no longer touching {f.name}")
    return roll(fight, "melee", f, t, _melee_weapon(fight, f, None), counter=True)


def _melee_weapon(fight: Fight, f: Fighter, weapon: str | None):
    cards = fight.state.cards
    if weapon is None:
        return best_weapon(f, cards, "melee")
    if weapon == "":
        return None
    found = next((w for w in weapons_for(f, cards, "melee") if w.id == weapon), None)
    if found is None:
        raise Refusal(f"{f.name} carries no melee weapon '{weapon}'")
    return found


def ranged(fight: Fight, who: str, target: str, weapon: str | None = None) -> list[LogEvent]:
    """Refuses with `previews.shot`'s `why_not`: the preview and the engine agree."""
    info, w = previews.checked_shot(fight, who, target, weapon, lean=True)
    if not info.may_shoot:
        raise Refusal(info.why_not)
    f, budget, t = fight.fighters[who], budget_for(fight, who), fight.fighters[target]
    _spend(budget, "ranged", f)
    budget.shot = budget.attacked = True
    commit_actor(fight, who, budget)
    return roll(fight, "ranged", f, t, w, extra=budget.ranged_bonus)
