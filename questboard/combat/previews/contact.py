"""Previews of what touching bases allow (G2): a melee attack on a touching enemy, a swap of
items with a touching hero."""

from __future__ import annotations

from dataclasses import dataclass

from questboard.battlefield.pieces import EPSILON
from questboard.combat import actions as A
from questboard.combat import guard
from questboard.combat.fight import Fight
from questboard.combat.previews.names import engine_refusal
from questboard.rules.outcome import Refusal


@dataclass(frozen=True)
class MeleeInfo:
    """A touching enemy, and whether `who` may still attack it in melee this turn."""

    id: str
    name: str
    may_attack: bool
    why_not: str


def melee_refusal(fight: Fight, who: str, target: str) -> str:
    """Why `MeleeAttack(who, target)` would be refused (the weapon aside), or ""."""
    why = _melee_refusal(fight, who, target)
    return (engine_refusal(fight, A.MeleeAttack(who, target)) or why) if why else ""


def _melee_refusal(fight: Fight, who: str, target: str) -> str:
    try:
        f, budget = guard.turn_of(fight, who)
        t = guard.enemy(fight, f, target)
    except Refusal as r:
        return r.reason
    if not fight.field.touching(who, target):
        gap = fight.field.edge_distance(who, target)
        return f"{t.name} is not touching {f.name} ({gap:.2f} LU apart): melee needs contact"
    if budget.special and target in budget.opponents:
        return f"{f.name} already attacked {t.name} this turn; pick a different opponent"
    if not (budget.special and budget.melee > 0 or budget.actions > 0 and not budget.special):
        return f"{f.name} has no melee attack left this turn"
    return ""


def melee_targets(fight: Fight, who: str) -> tuple[MeleeInfo, ...]:
    """The enemies touching `who`, each with whether a melee attack on it is allowed now."""
    f = fight.fighters.get(who)
    bf = fight.field
    if f is None or who not in bf.pieces:
        return ()
    found, gap = [], bf.edge_distance
    for e in fight.fighters.values():  # `bf.touching`, written out: every enemy, every revision
        if e.side != f.side and not e.off_field and e.id in bf.pieces and gap(who, e.id) <= EPSILON:
            why = melee_refusal(fight, who, e.id)
            found.append(MeleeInfo(e.id, e.name, not why, why))
    return tuple(found)


@dataclass(frozen=True)
class SwapPartner:
    """A hero touching `who`, and whether swapping items with him is allowed now."""

    id: str
    name: str
    may_swap: bool
    why_not: str


def swap_refusal(fight: Fight, who: str, to: str) -> str:
    """Why `SwapItem(who, to, …)` would be refused before looking at the item, or ""."""
    why = _swap_refusal(fight, who, to)
    return (engine_refusal(fight, A.SwapItem(who, to, "")) or why) if why else ""


def _swap_refusal(fight: Fight, who: str, to: str) -> str:
    try:
        f, budget = guard.turn_of(fight, who)
        other = guard.on_field(fight, to)
    except Refusal as r:
        return r.reason
    if not other.is_hero or other.id == f.id:
        return "Items go to another hero"
    if not fight.field.touching(f.id, other.id):
        return f"{other.name} must be touching {f.name} to swap items"
    if budget.special or budget.actions < 1:
        return f"Swapping costs {f.name}'s action, and it is already spent"
    return ""


def swap_partners(fight: Fight, who: str) -> tuple[SwapPartner, ...]:
    """The heroes touching hero `who`, each with whether a swap is allowed now."""
    f = fight.fighters.get(who)
    bf = fight.field
    if f is None or not f.is_hero or who not in bf.pieces:
        return ()
    found = []
    for h in fight.fighters.values():
        if h.is_hero and h.id != who and not h.off_field and h.id in bf.pieces and bf.touching(who, h.id):
            why = swap_refusal(fight, who, h.id)
            found.append(SwapPartner(h.id, h.name, not why, why))
    return tuple(found)
