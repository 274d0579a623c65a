"""Moves and attacks in a turn: G1 moves (snap to contact), melee on touching enemies, ranged
attacks with range and sight (G3, G4, R15), within the turn's budget (R12)."""

from __future__ import annotations

from questboard.combat import events as E
from questboard.combat import guard, memo
from questboard.combat.conflict import roll
from questboard.combat.fight import Fight, TurnBudget
from questboard.combat.fighters import (
    Fighter,
    best_weapon,
    movement_bar,
    range_bar,
    weapon_bonus,
    weapons_for,
)
from questboard.combat.turns import commit_actor
from questboard.rules.log import LogEvent
from questboard.rules.outcome import Refusal


def move(fight: Fight, who: str, to: tuple[float, float], snap: bool = True) -> list[LogEvent]:
    f, budget = guard.turn_of(fight, who)
    if budget.moves < 1:
        raise Refusal(f"{f.name} has no move left this turn")
    if budget.shot and not budget.move_despite_ranged:
        raise Refusal(f"{f.name} made a ranged attack this turn and may not move")
    if budget.attacked and not budget.any_order:
        raise Refusal(f"With {budget.gift}, {f.name}'s moves come before the attack")
    bf = fight.field
    verdict = memo.move(bf, who, to, movement_bar(f, fight.state.cards))
    end, contact = verdict.end, None
    if not verdict.legal:
        blocker = bf.pieces.get(verdict.blocker) if verdict.blocker else None
        stops_at_enemy = (snap and verdict.contact and blocker is not None
                          and blocker.side != f.side and verdict.length <= verdict.bar + 1e-9)
        if not stops_at_enemy or end == verdict.start:
            raise Refusal(verdict.reason)
        contact = blocker.label
    elif verdict.contact and verdict.blocker in bf.pieces:
        contact = bf.pieces[verdict.blocker].label
    start = bf.pieces[who].at
    bf.move_piece(who, end)
    budget.moves -= 1
    budget.moved = True
    commit_actor(fight, who, budget)
    length = ((end[0] - start[0]) ** 2 + (end[1] - start[1]) ** 2) ** 0.5
    return [E.Moved(who, f.name, start, end, length, contact)] if fight.record else []


def _spend(budget: TurnBudget, kind: str, f: Fighter) -> None:
    if budget.special and getattr(budget, kind) > 0:
        setattr(budget, kind, getattr(budget, kind) - 1)
    elif budget.actions > 0 and not budget.special:
        budget.actions -= 1
    else:
        what = "melee attack" if kind == "melee" else "ranged attack"
        raise Refusal(f"{f.name} has no {what} left this turn")


def melee(fight: Fight, who: str, target: str, weapon: str | None = None) -> list[LogEvent]:
    f, budget = guard.turn_of(fight, who)
    t = guard.enemy(fight, f, target)
    if not fight.field.touching(who, target):
        gap = fight.field.edge_distance(who, target)
        raise Refusal(f"{t.name} is not touching {f.name} ({gap:.2f} LU apart): melee needs contact")
    if budget.special and target in budget.opponents:
        raise Refusal(f"{f.name} already attacked {t.name} this turn; pick a different opponent")
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
    f, budget = guard.turn_of(fight, who)
    t = guard.enemy(fight, f, target)
    if budget.moved and not budget.move_despite_ranged:
        raise Refusal(f"{f.name} moved this turn: a ranged attack needs standing still")
    w, bar = pick_ranged(fight, f, target, weapon, budget)
    if budget.special and budget.ranged < 1 or not budget.special and budget.actions < 1:
        _spend(budget, "ranged", f)  # raises with the reason
    ok, why = memo.range_and_sight(fight.field, who, target, bar)
    if not ok:
        raise Refusal(why)
    _spend(budget, "ranged", f)
    budget.shot = budget.attacked = True
    commit_actor(fight, who, budget)
    return roll(fight, "ranged", f, t, w, extra=budget.ranged_bonus)


def pick_ranged(fight: Fight, f: Fighter, target: str, weapon: str | None, budget: TurnBudget):
    """(weapon or None, range bar). A ranged gift's own bar (Force Bolt) comes first; else the
    weapon asked for, else the best weapon that reaches, else the card's bar (R15)."""
    if budget.range_bar is not None and weapon is None:
        return None, budget.range_bar
    options = weapons_for(f, fight.state.cards, "ranged")
    if weapon:
        w = next((x for x in options if x.id == weapon), None)
        if w is None:
            raise Refusal(f"{f.name} carries no ranged weapon '{weapon}'")
        return w, w.range_bar
    if weapon is None and options:
        gap = fight.field.edge_distance(f.id, target) if target in fight.field.pieces else 0.0
        reach = [w for w in options if w.range_bar >= gap]
        if reach:
            w = max(reach, key=lambda x: (weapon_bonus(f, x, "ranged"), x.ranged_damage or 0))
            if f.card.range_bar is None or f.card.range_bar < gap or weapon_bonus(f, w, "ranged") > 0 \
                    or (w.ranged_damage or 0) > (f.card.ranged_damage or 0):
                return w, w.range_bar
    bar = range_bar(f, None)
    if bar is None:
        raise Refusal(f"{f.name} has no range bar: a ranged attack needs a weapon that has one")
    return None, bar
