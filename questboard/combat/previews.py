"""Previews: dry runs of a move, a shot, an area card, a melee attack or a swap, worded for the
player. Pure reads of a `Fight` (nothing changes), built from the very checks the engine
refuses with: `attacks.move` carries out `plan_move`, `attacks.ranged` refuses with the
`why_not` of `shot`, and the area gifts hit the bases `area_pose` names. So a desktop window
that draws a preview and then commits it gets what it drew.

Names are the ones a player sees: a fighter's name ("Orc Warrior 1"), a terrain element as
"the Rock", a border as "the edge of the field".
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

from questboard.battlefield.categories import BASES_FILTER
from questboard.battlefield.movement import TOUCH
from questboard.battlefield.pieces import EPSILON, FIELD_EDGE, WALKABLE_EDGE
from questboard.combat import actions as A
from questboard.combat import guard, memo
from questboard.combat.effects_index import kinds
from questboard.combat.fight import Fight, TurnBudget
from questboard.combat.fighters import Fighter, movement_bar, range_bar, weapon_bonus, weapons_for
from questboard.combat.turns import budget_for
from questboard.rules.outcome import Refusal

Point = tuple[float, float]

# Gaps below this (LU) are float noise: shown as 0, never as -0.00.
_NOISE = 1e-12
# Kinds that only matter inside a roll (as in `gifts`): such a card is not laid as an area.
_ROLL_ONLY = frozenset({"bonus", "auto_success", "damage_on_zero"})


@dataclass(frozen=True)
class Named:
    """Something on the field by id, with the name a player knows it by."""

    id: str
    name: str


def _fast(cls, *values):
    """A frozen result built without the dataclass's field-by-field __init__ (as the
    battlefield builds its verdicts): the engine plans every move it makes through here."""
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = tuple(cls.__dataclass_fields__)
    obj = object.__new__(cls)
    object.__setattr__(obj, "__dict__", dict(zip(names, values, strict=True)))
    return obj


_FIELDS: dict[type, tuple[str, ...]] = {}


# --- names --------------------------------------------------------------------------------

def display_name(fight: Fight, owner: str | None) -> str | None:
    """A fighter's name, "the Rock" for terrain, a border's own words; None for None."""
    if owner is None:
        return None
    f = fight.fighters.get(owner)
    if f is not None:
        return f.name
    bf = fight.field
    t = bf.terrain.get(owner)
    if t is not None:
        return f"the {t.name}"
    piece = bf.pieces.get(owner)
    if piece is not None:
        return piece.name or piece.id
    for edge in (FIELD_EDGE, WALKABLE_EDGE):
        if edge.id == owner:
            return edge.label
    return owner


def _named(fight: Fight, ids) -> tuple[Named, ...]:
    return tuple(Named(i, display_name(fight, i)) for i in ids)


def _not_theirs(fight: Fight, action) -> str:
    """The engine's first question of any action, whether it is its side's to give now
    (`engine.not_theirs`), as a refusal or ""."""
    return _authority()(fight, action) or ""


@functools.cache
def _authority():
    from questboard.combat.engine import not_theirs  # the engine imports this module (attacks)

    return not_theirs


# The engine asks `not_theirs` before anything else, so a refusal is worded as it words it.
# It is asked here only once something refuses: when the turn guard (`guard.turn_of`) lets an
# action through, so does the engine's check, for both ask whose turn it is.


# --- moves (G1, R12) ------------------------------------------------------------------------

@dataclass(frozen=True)
class MovePlan:
    """What `Move(who, to)` would do. Committing `Move(who, end)` of a legal plan lands the base
    at `end`; an illegal plan is refused by the engine with this `reason`."""

    who: str
    start: Point  # where the base stands now
    to: Point  # the point asked for (with `clamp`, pulled back to the end of the bar)
    end: Point  # where the base would stand after the move (`start` when refused)
    legal: bool
    reason: str  # "" when legal, else words a player understands
    blocker: str | None  # id of what stops the line (an enemy run into, terrain, a border, a friend)
    blocker_name: str | None
    contact: str | None  # id of the enemy the base touches at `end` (ran into, or within ε)
    length: float  # start → to, the length measured against the bar
    travel: float  # start → end
    bar: float  # the movement bar
    moves_left: int  # moves left this turn after this one (multi-move turn gifts)
    may_move: bool  # moving is still allowed this turn at all (whose turn, R12, turn gifts)
    path_ok: bool  # G1 alone: the line is a legal move, whatever the turn allows
    stop: Point  # where the line ends: the end of a legal line, else the furthest point the
    # battlefield lets the base reach along it (a ghost to draw; ask `plan_move` of it to commit)


def move_refusal(fight: Fight, f: Fighter, budget: TurnBudget) -> str:
    """Why `f` may not move at all now (R12 and turn gifts), or ""."""
    if budget.moves < 1:
        return f"{f.name} has no move left this turn"
    if budget.shot and not budget.move_despite_ranged:
        return f"{f.name} made a ranged attack this turn and may not move"
    if budget.attacked and not budget.any_order:
        return f"With {budget.gift}, {f.name}'s moves come before the attack"
    return ""


def plan_move(fight: Fight, who: str, to: Point, *, clamp: bool = False, snap: bool = True) -> MovePlan:
    """A dry run of `Move(who, to, snap)`: G1 as the engine applies it.

    A straight move from the base's centre; the swept base may not push into terrain, an enemy
    base or the border; friends are passed through; the end may overlap nothing. Running into
    an enemy within the bar stops at exact contact (r1 + r2), even when `to` lies beyond the
    bar (with `snap`). With `clamp` (a mouse drag), a point beyond the bar counts as the point
    at the bar's end in that direction.
    """
    bf = fight.field
    try:
        f, budget = guard.turn_of(fight, who)
        refusal = move_refusal(fight, f, budget)
    except Refusal as r:
        f, budget, refusal = fight.fighters.get(who), None, r.reason
    piece = bf.pieces.get(who)
    tx, ty = float(to[0]), float(to[1])
    if piece is None or f is None:
        refusal = _not_theirs(fight, A.Move(who, to, snap)) or refusal
        here = (tx, ty)
        return _fast(MovePlan, who, here, here, here, False, refusal or f"There is no '{who}' on the field",
                        None, None, None, 0.0, 0.0, 0.0, 0, False, False, here)
    start = piece.at
    bar = movement_bar(f, fight.state.cards)
    dx, dy = tx - piece.x, ty - piece.y
    length = math.hypot(dx, dy)
    if clamp and length > bar:
        k = bar / length
        tx, ty = piece.x + dx * k, piece.y + dy * k
        length = math.hypot(tx - piece.x, ty - piece.y)
    target = (tx, ty)
    ok, stop, blocker, contact, v = _line(bf, piece, target, bar, snap)
    why = ""
    if not ok:
        why = f"Too far: {length:.2f} of {bar:.2f} LU" if blocker is None else _move_reason(fight, v.reason, blocker)
    elif contact is None:
        contact = _touching_enemy(bf, piece, stop)
    if refusal or why:
        refusal = _not_theirs(fight, A.Move(who, to, snap)) or refusal
    legal = ok and not refusal
    end = stop if legal else start
    moves_left = budget.moves - (1 if legal else 0) if budget is not None else 0
    travel = math.hypot(end[0] - start[0], end[1] - start[1])
    return _fast(MovePlan, who, start, target, end, legal, refusal or why, blocker, display_name(fight, blocker),
                    contact, length, travel, bar, moves_left, not refusal, ok, stop)


def move_line(fight: Fight, who: str, to: Point, *, snap: bool = True,
              bar: float | None = None) -> tuple[bool, Point]:
    """G1 alone, exactly as `plan_move` decides it, whatever the turn allows: (whether the
    straight move to `to` is legal, where the line ends: its end, else as far as the base
    gets along it). For the automatic sides, which weigh many lines per step; `bar` is the
    mover's `movement_bar` when the caller has it at hand."""
    bf = fight.field
    if bar is None:
        bar = movement_bar(fight.fighters[who], fight.state.cards)
    ok, stop, _, _, _ = _line(bf, bf.pieces[who], (float(to[0]), float(to[1])), bar, snap)
    return ok, stop


def _line(bf, piece, target: Point, bar: float, snap: bool):
    """(legal, where the line ends, what stops it, the enemy run into, the battlefield's
    verdict): the battlefield's G1 sweep, and running into an enemy within the bar ends in
    contact with it (with `snap`), even when `target` lies beyond the bar."""
    v = memo.move(bf, piece.id, target, bar)
    blocker = v.blocker
    if v.legal:
        return True, v.end, blocker, blocker if v.contact and blocker in bf.pieces else None, v
    stop, start = v.end, v.start
    if (snap and v.contact and blocker in bf.pieces and bf.pieces[blocker].side != piece.side
            and math.hypot(stop[0] - start[0], stop[1] - start[1]) > TOUCH):
        return True, stop, blocker, blocker, v  # ran into an enemy: stops at first contact
    if blocker is None and snap and _touching_enemy(bf, piece, stop) is not None:
        # Too far, yet the end of the bar touches an enemy: if exactly, the move stops there.
        at_bar = memo.move(bf, piece.id, stop, bar)
        found = at_bar.blocker
        if at_bar.legal and at_bar.contact and found in bf.pieces and bf.pieces[found].side != piece.side:
            return True, at_bar.end, found, found, at_bar
    return False, stop, blocker, None, v


def _move_reason(fight: Fight, said: str, blocker: str | None) -> str:
    """The battlefield's refusal, with the blocker called by its display name."""
    name = display_name(fight, blocker)
    for head in ("Blocked by ", "Ends overlapping "):
        if said.startswith(head) and name is not None:
            return head + name
    return said


def _touching_enemy(bf, piece, end: Point) -> str | None:
    """The nearest enemy base within ε (G2) of a base standing at `end`, or None."""
    x, y, r, side = end[0], end[1], piece.radius, piece.side
    pieces = bf.pieces
    if len(pieces) <= _FEW:
        others = pieces.values()
    else:
        grown, owners = r + EPSILON, bf.owner
        others = [pieces[owners[shape]] for shape in
                  bf.shapes_in((x - grown, y - grown, x + grown, y + grown), BASES_FILTER)]
    best, best_gap = None, EPSILON
    for other in others:
        if other.side == side:
            continue
        g = math.hypot(other.x - x, other.y - y) - r - other.radius
        if g <= best_gap:
            best, best_gap = other.id, g
    return best


# Up to this many bases on the field, looking at each costs less than pymunk's box query.
_FEW = 24


# --- ranged attacks (G3, G4, G6, R15) -----------------------------------------------------

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
    found.sort(key=lambda i: i.gap)
    return tuple(found)


def checked_shot(fight: Fight, who: str, target: str, weapon: str | None, *, every_sight: bool = False,
                 lean: bool = False):
    """(TargetInfo, the weapon card or None), checked in the engine's order: what
    `attacks.ranged` carries out or refuses. `lean` (the engine's own use): a shot the
    remembered range-and-sight verdict (`memo`) lets through carries no witness line."""
    return _aim(fight, _shooter(fight, who), target, weapon, every_sight, lean)


class _Shooter:
    """What a ranged attack by `who` needs to know once, whatever the target."""

    __slots__ = ("budget", "f", "moved", "turn", "who", "worded")

    def __init__(self, who: str, f: Fighter | None, budget: TurnBudget | None, turn: str, moved: str) -> None:
        self.who, self.f, self.budget, self.turn, self.moved = who, f, budget, turn, moved
        self.worded: str | None = None  # the engine's own refusal, once asked


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
    if not why:
        try:
            t = guard.enemy(fight, f, target)
        except Refusal as r:
            why = r.reason
    name = t.name if t is not None else target
    if f is None or t is None or who not in bf.pieces or target not in bf.pieces:
        why = _worded(fight, s, target, weapon, why or f"{name} is not on the field")
        return _fast(TargetInfo, target, name, False, math.inf, None, None, None, False, None, None, (),
                          False, why), None
    why = why or s.moved
    w, bar, source = None, None, None
    try:
        w, bar = pick_ranged(fight, f, target, weapon, budget)
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
        return _fast(TargetInfo, target, t.name, False, gap, bar, source, bar, True, True, None, (), True, ""), w
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
        sight, blockers = seen.clear, _named(fight, seen.blockers)
        witness = seen.witness if seen.clear else None
    if not why and not in_range:
        if touching:
            why = f"Touching {t.name}: a ranged attack needs a gap"
        else:
            why = f"Out of range: {max(gap, 0.0):.2f} of {reach:.2f} LU"
    if not why and not sight:
        why = "No line of sight: blocked by " + (", ".join(b.name for b in blockers) or "the field")
    why = _worded(fight, s, target, weapon, why)
    info = _fast(TargetInfo, target, t.name, touching, gap if gap > _NOISE else 0.0, bar, source, reach,
                      in_range, sight, witness, blockers, not why, why)
    return info, w


def _worded(fight: Fight, s: _Shooter, target: str, weapon: str | None, why: str) -> str:
    """A refusal as the engine words it (whose turn it is does not depend on the target)."""
    if not why:
        return ""
    if s.worded is None:
        s.worded = _not_theirs(fight, A.RangedAttack(s.who, target, weapon))
    return s.worded or why


# --- melee and swapping (G2) --------------------------------------------------------------

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
    return (_not_theirs(fight, A.MeleeAttack(who, target)) or why) if why else ""


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
    found = []
    for e in fight.fighters.values():
        if e.side != f.side and not e.off_field and e.id in bf.pieces and bf.touching(who, e.id):
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
    """Why `SwapItems(who, to, …)` would be refused before looking at the item, or ""."""
    why = _swap_refusal(fight, who, to)
    return (_not_theirs(fight, A.SwapItems(who, to, "")) or why) if why else ""


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


# --- area cards (G5) ----------------------------------------------------------------------

@dataclass(frozen=True)
class AreaPlan:
    """An area card laid at a pose: what `UseGift(who, gift, area=(centre, degrees))` hits."""

    who: str
    gift: str
    centre: Point
    degrees: float
    snapped: bool  # the pose was slid from the mouse to touch the user
    corners: tuple[Point, ...]
    hit: tuple[str, ...]  # every base under the card, nearest the card's centre first
    friends: tuple[Named, ...]  # the user's side, the user included
    foes: tuple[Named, ...]
    valid: bool
    reason: str  # "" when valid


def area_gift_refusal(fight: Fight, who: str, gift: str) -> str:
    """Why `who` may not lay area card `gift` now (as `gifts.use_gift` checks it), or ""."""
    why = _area_gift_refusal(fight, who, gift)
    return (_not_theirs(fight, A.UseGift(who, gift)) or why) if why else ""


def _area_gift_refusal(fight: Fight, who: str, gift: str) -> str:
    try:
        f = guard.on_field(fight, who)
    except Refusal as r:
        return r.reason
    card = fight.state.cards.gifts.get(gift)
    if card is None:
        return f"There is no gift '{gift}'"
    table = f.gift_table()
    if gift not in table:
        return f"{f.name} does not have {card.name}"
    if table[gift]:
        return f"{card.name} is exhausted"
    if f.is_hero and fight.silenced:
        return "The dark gods hold the field: no hero may use a Gift until the Quest Master's next turn"
    ks = kinds(card)
    if "counter_attack" in ks or ks <= _ROLL_ONLY or "turn" in ks or "area_attack" not in ks:
        return f"{card.name} is not an area card"
    try:
        if card.turn_only:
            _, budget = guard.turn_of(fight, who)
            if budget.special or budget.actions < 1:
                return f"{card.name} (!) must be {f.name}'s action, and it is already spent"
        else:
            guard.nothing_pending(fight)
    except Refusal as r:
        return r.reason
    return ""


def area_pose(fight: Fight, who: str, gift: str, centre: Point, degrees: float,
              snapped: bool = False) -> AreaPlan:
    """The card laid exactly at (centre, degrees): G5 as the engine applies it (the area gifts
    of `gifts` hit the bases this names, and refuse with its reason)."""
    bf = fight.field
    why = area_gift_refusal(fight, who, gift)
    if who not in bf.pieces:
        c = (float(centre[0]), float(centre[1]))
        return AreaPlan(who, gift, c, float(degrees), snapped, (), (), (), (), False,
                        why or f"There is no '{who}' on the field")
    v = bf.check_area(who, centre, degrees)
    side = bf.pieces[who].side
    friends, foes = [], []
    for h in v.hit:
        (friends if bf.pieces[h].side == side else foes).append(Named(h, display_name(fight, h)))
    if not why and not v.valid:
        why = f"The card must touch {display_name(fight, who)}: gap {v.gap:.2f} LU"
    return AreaPlan(who, gift, v.centre, v.degrees, snapped, v.corners, v.hit, tuple(friends),
                    tuple(foes), not why, why)


def plan_area(fight: Fight, who: str, gift: str, mouse: Point, degrees: float) -> AreaPlan:
    """The area card `gift` at `degrees`, slid from `mouse` to touch `who` (G5)."""
    if who not in fight.field.pieces:
        return area_pose(fight, who, gift, mouse, degrees)
    pose = fight.field.snap_area(who, mouse, degrees)
    return area_pose(fight, who, gift, pose.centre, pose.degrees, pose.snapped)
