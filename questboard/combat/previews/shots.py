"""Previews of a ranged attack (G3, G4, G6, R15): `shot`, `targets` and `checked_shot`, whose
`why_not` is the refusal `attacks.ranged` gives."""

from __future__ import annotations

import math
from dataclasses import dataclass
from operator import attrgetter

from questboard.battlefield.pieces import EPSILON
from questboard.combat import actions as A
from questboard.combat import guard, memo
from questboard.combat.fight import Fight, TurnBudget
from questboard.combat.fighters import Fighter, range_bar, weapon_bonus, weapons_for
from questboard.combat.previews.names import Named, Point, engine_refusal, fast_result, named
from questboard.combat.turns import budget_for
from questboard.rules.outcome import Refusal

# Gaps below this (LU) are float noise: shown as 0, never as -0.00.
_NOISE = 1e-12


@dataclass(frozen=True)
class TargetInfo:
    """One enemy as a ranged attack by `who` sees it."""

    id: str
    name: str
    touching: bool
    gap: float  # edge to edge, LU (never below 0)
    bar: float | None  # the range bar that applies (R15), None when there is none
    bar_source: str | None  # weapon id or the turn gift's id; None for the character card's bar
    reach: float | None  # how far that bar reaches (bar × uses)
    in_range: bool  # G3: within reach and not touching
    sight: bool | None  # G4: some clear line from base to base; None: not looked for (out of
    # reach, or no bar: see `targets(every_sight=True)` and `shot`)
    witness: tuple[Point, Point] | None  # the clear line found (draw it), when `sight`
    blockers: tuple[Named, ...]  # what stops every line tried, when `sight` is False
    may_shoot: bool
    why_not: str  # "" when `may_shoot`


def pick_ranged(fight: Fight, f: Fighter, target: str, weapon: str | None, budget: TurnBudget,
                options: list | None = None):
    """(weapon or None, range bar). A ranged gift's own bar (Force Bolt) comes first; else the
    weapon asked for, else the best weapon that reaches, else the card's bar (R15). `options`:
    his ranged weapons (`weapons_for`), when the caller has them at hand."""
    if budget.range_bar is not None and weapon is None:
        return None, budget.range_bar
    if options is None:
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
        raise Refusal(_NO_BAR.format(f.name))
    return None, bar


_NO_BAR = "{} has no range bar: a ranged attack needs a weapon that has one"


def _ranged_left(f: Fighter, budget: TurnBudget) -> str:
    if budget.special and budget.ranged < 1 or not budget.special and budget.actions < 1:
        return f"{f.name} has no ranged attack left this turn"
    return ""


def _gift_id(fight: Fight, f: Fighter, name: str | None) -> str | None:
    gifts = fight.state.cards.gifts
    return next((g for g in f.gift_table() if g in gifts and gifts[g].name == name), None)


def shot(fight: Fight, who: str, target: str, weapon: str | None = None) -> TargetInfo:
    """A dry run of `RangedAttack(who, target, weapon)`; `why_not` is the engine's refusal.
    Sight is looked for whatever the range."""
    return checked_shot(fight, who, target, weapon, every_sight=True)[0]


def targets(fight: Fight, who: str, *, every_sight: bool = False) -> tuple[TargetInfo, ...]:
    """Every enemy on the field as a ranged attack by `who` finds it, nearest first. Sight is
    looked for where it decides the shot (in range); `every_sight` looks for it everywhere
    (it costs the most: a far line crosses most of the field)."""
    f = fight.fighters.get(who)
    bf = fight.field
    if f is None or who not in bf.pieces:
        return ()
    shooter = _shooter(fight, who)
    found = [_aim(fight, shooter, e.id, None, every_sight)[0] for e in fight.fighters.values()
             if e.side != f.side and not e.off_field and e.id in bf.pieces]
    found.sort(key=attrgetter("gap"))
    return tuple(found)


def checked_shot(fight: Fight, who: str, target: str, weapon: str | None, *, every_sight: bool = False,
                 lean: bool = False):
    """(TargetInfo, the weapon card or None), checked in the engine's order: what
    `attacks.ranged` carries out or refuses. `lean` (the engine's own use): a shot the
    remembered range-and-sight verdict (`memo`) lets through carries no witness line."""
    return _aim(fight, _shooter(fight, who), target, weapon, every_sight, lean)


class _Shooter:
    """What a ranged attack by `who` needs to know once, whatever the target."""

    __slots__ = ("budget", "f", "moved", "turn", "who", "worded", "weapons")

    def __init__(self, who: str, f: Fighter | None, budget: TurnBudget | None, turn: str, moved: str) -> None:
        self.who, self.f, self.budget, self.turn, self.moved = who, f, budget, turn, moved
        self.worded: str | None = None  # the engine's own refusal, once asked
        self.weapons: list | None = None  # his ranged weapons, once asked


def _shooter(fight: Fight, who: str) -> _Shooter:
    f = fight.fighters.get(who)
    turn = moved = ""
    try:
        f, budget = guard.turn_of(fight, who)
    except Refusal as r:
        turn = r.reason
        budget = budget_for(fight, who) if f is not None else None
    if budget is not None and budget.moved and not budget.move_despite_ranged:
        moved = f"{f.name} moved this turn: a ranged attack needs standing still"
    return _Shooter(who, f, budget, turn, moved)


def _aim(fight: Fight, s: _Shooter, target: str, weapon: str | None, every_sight: bool, lean: bool = False):
    bf = fight.field
    f, budget, who = s.f, s.budget, s.who
    why = s.turn
    t = fight.fighters.get(target)
    if not why and (t is None or t.off_field or t.side == f.side):  # every enemy is asked: guard's words only
        try:
            t = guard.enemy(fight, f, target)
        except Refusal as r:
            why = r.reason
    name = t.name if t is not None else target
    if f is None or t is None or who not in bf.pieces or target not in bf.pieces:
        why = _worded(fight, s, target, weapon, why or f"{name} is not on the field")
        return fast_result(TargetInfo, target, name, False, math.inf, None, None, None, False, None, None, (),
                          False, why), None
    why = why or s.moved
    w, bar, source = None, None, None
    try:
        if s.weapons is None and not (budget.range_bar is not None and weapon is None):
            s.weapons = weapons_for(f, fight.state.cards, "ranged")
        if weapon is None and budget.range_bar is None and not s.weapons:  # the card's bar: `pick_ranged`'s last
            bar = f.card.range_bar
            if bar is None:
                why = why or _NO_BAR.format(f.name)
        else:
            w, bar = pick_ranged(fight, f, target, weapon, budget, s.weapons)
        if w is not None:
            source = w.id
        elif budget.range_bar is not None and weapon is None:
            source = _gift_id(fight, f, budget.gift)
    except Refusal as r:
        why = why or r.reason
    if not why:
        why = _ranged_left(f, budget)
    if lean and not why and bar is not None and memo.range_and_sight(bf, who, target, bar)[0]:
        # G3 and G4 as the automatic sides just asked them (the same battlefield verdicts).
        gap = bf.edge_distance(who, target)
        return fast_result(TargetInfo, target, t.name, False, gap, bar, source, bar, True, True, None, (), True, ""), w
    if bar is None:
        gap = bf.edge_distance(who, target)
        touching, in_range, reach = gap <= EPSILON, False, None
    else:
        rv = bf.check_range(who, target, bar)
        gap, touching, in_range, reach = rv.distance, rv.touching, rv.in_range, rv.reach
    sight = witness = None
    blockers: tuple[Named, ...] = ()
    if in_range or touching or every_sight:
        seen = bf.line_of_sight(who, target, remember=True)
        sight, blockers = seen.clear, named(fight, seen.blockers)
        witness = seen.witness if seen.clear else None
    if not why and not in_range:
        why = f"Touching {t.name}: a ranged attack needs a gap" if touching else \
            f"Out of range: {max(gap, 0.0):.2f} of {reach:.2f} LU"
    if not why and not sight:
        why = "No line of sight: blocked by " + (", ".join([b.name for b in blockers]) or "the field")
    if why:  # the engine's words, asked of it once for every target (`_worded`)
        why = (s.worded or why) if s.worded is not None else _worded(fight, s, target, weapon, why)
    info = fast_result(TargetInfo, target, t.name, touching, gap if gap > _NOISE else 0.0, bar, source, reach,
                      in_range, sight, witness, blockers, not why, why)
    return info, w


def _worded(fight: Fight, s: _Shooter, target: str, weapon: str | None, why: str) -> str:
    """A refusal as the engine words it (whose turn it is does not depend on the target)."""
    if not why:
        return ""
    if s.worded is None:
        s.worded = engine_refusal(fight, A.RangedAttack(s.who, target, weapon))
    return s.worded or why
