"""Damage: heroes through the rules core (point by point, serious injury pending, R6); bad
guys here (R7: at 1 Vitality, more damage vanquishes). Off-field bookkeeping for both."""

from __future__ import annotations

from questboard.combat import events as E
from questboard.combat.effects_index import counter_gift
from questboard.combat.fight import Fight, Reaction
from questboard.combat.fighters import Fighter
from questboard.rules.log import LogEvent
from questboard.rules.vitality import take_damage


def hurt(fight: Fight, target: Fighter, points: int, melee_from: Fighter | None = None) -> list[LogEvent]:
    """`target` takes `points` damage; a melee hit may open a Riposte."""
    if target.off_field or points < 1:
        return []
    if target.hero is not None:
        if any(p.hero == target.id for p in fight.state.pending_injuries):
            return []  # already going down; R6: one injury per damage event
        # The rules' own damage routine (what DamageHero runs), called directly: an area
        # attack can injure two heroes at once, which engine.apply's blocking would refuse.
        events = take_damage(fight.state, target.hero, points)
    else:
        events = _hurt_bad_guy(fight, target, points)
    if melee_from is not None and not target.off_field and not melee_from.off_field:
        gift = counter_gift(fight, target)
        if gift is not None and not _injured(fight, target):
            fight.reaction = Reaction(target.id, gift, melee_from.id)
    return events


def _injured(fight: Fight, f: Fighter) -> bool:
    return any(p.hero == f.id for p in fight.state.pending_injuries)


def _hurt_bad_guy(fight: Fight, f: Fighter, points: int) -> list[LogEvent]:
    taken = 0
    for _ in range(points):
        if f.vitality > 1:
            f.vitality -= 1
            taken += 1
            continue
        events: list[LogEvent] = [E.BadGuyHurt(f.id, f.name, taken, f.vitality)] if taken else []
        return events + take_off(fight, f)
    return [E.BadGuyHurt(f.id, f.name, taken, f.vitality)]


def take_off(fight: Fight, f: Fighter) -> list[LogEvent]:
    """Remove a base from the field: vanquished, or a hero out of the fight."""
    if f.off_field:
        return []
    f.off_field = True
    fight.field.remove_piece(f.id)
    if fight.reaction is not None and f.id in (fight.reaction.who, fight.reaction.against):
        fight.reaction = None
    fight.queue = [q for q in fight.queue if f.id not in (q[1], q[2])]
    if f.hero is not None:
        fight.injured.append(f.id)
        return [E.OutOfFight(f.id, f.name)]
    return [E.Vanquished(f.id, f.name)]


def heal_bad_guy(f: Fighter, points: int) -> list[LogEvent]:
    before = f.vitality
    f.vitality = min(f.max_vitality, f.vitality + points)
    return [E.Recovered(f.id, f.name, f.vitality - before, f.vitality)]
