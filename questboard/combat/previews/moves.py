"""Previews of a move (G1, R12): `plan_move`, the dry run `attacks.move` carries out, and
`move_line`, G1 alone for the automatic sides."""

from __future__ import annotations

import math
from dataclasses import dataclass

from questboard.battlefield.categories import BASES_FILTER
from questboard.battlefield.movement import TOUCH
from questboard.battlefield.pieces import EPSILON
from questboard.combat import actions as A
from questboard.combat import guard, memo
from questboard.combat.fight import Fight, TurnBudget
from questboard.combat.fighters import Fighter, movement_bar
from questboard.combat.previews.names import Point, display_name, engine_refusal, fast_result
from questboard.rules.outcome import Refusal


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
    friend: str | None = None  # a friend the base stands touching at `end` (within ε)


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
        refusal = engine_refusal(fight, A.Move(who, to, snap)) or refusal
        here = (tx, ty)
        return fast_result(MovePlan, who, here, here, here, False, refusal or f"There is no '{who}' on the field",
                        None, None, None, 0.0, 0.0, 0.0, 0, False, False, here, None)
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
    friend = False  # not yet looked for
    if not ok:
        why = f"Too far: {length:.2f} of {bar:.2f} LU" if blocker is None else _move_reason(fight, v.reason, blocker)
    elif contact is None:
        contact, friend = _touching_both(bf, piece, stop)
    if refusal or why:
        refusal = engine_refusal(fight, A.Move(who, to, snap)) or refusal
    legal = ok and not refusal
    end = stop if legal else start
    moves_left = budget.moves - (1 if legal else 0) if budget is not None else 0
    travel = math.hypot(end[0] - start[0], end[1] - start[1])
    if not legal:
        friend = None
    elif friend is False:
        friend = _touching(bf, piece, end, friends=True)
    return fast_result(MovePlan, who, start, target, end, legal, refusal or why, blocker, display_name(fight, blocker),
                    contact, length, travel, bar, moves_left, not refusal, ok, stop, friend)


@dataclass(frozen=True)
class Standing:
    """What `plan_move` of a fighter where he stands says of moving at all, when his turn
    leaves him no move: he may not, and his bar."""

    who: str
    may_move: bool
    bar: float


def standing_plan(fight: Fight, who: str) -> MovePlan | Standing:
    """`plan_move(fight, who, where he stands)` as far as `who`, `may_move` and `bar` go: the
    whole plan where his turn lets him move (the line then decides), else `Standing` (the
    turn's refusal settles it whatever the line)."""
    try:
        f, budget = guard.turn_of(fight, who)
        refusal = move_refusal(fight, f, budget)
    except Refusal as r:
        f, refusal = fight.fighters.get(who), r.reason
    piece = fight.field.pieces.get(who)
    if not refusal or f is None or piece is None:
        return plan_move(fight, who, piece.at if piece is not None else (0.0, 0.0))
    return Standing(who, False, movement_bar(f, fight.state.cards))


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
    if (snap and v.contact and blocker in bf.pieces and bf.pieces[blocker].side == piece.side
            and math.hypot(stop[0] - start[0], stop[1] - start[1]) > TOUCH):
        return True, stop, blocker, None, v  # would end on a friend: stops touching him
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
    return _touching(bf, piece, end, friends=False)


def _near(bf, piece, x: float, y: float):
    """The bases that may lie within ε of `piece` standing at (x, y), in a fixed order."""
    pieces = bf.pieces
    if len(pieces) <= _FEW:
        return pieces.values()
    grown, owners = piece.radius + EPSILON, bf.owner
    return [pieces[owners[shape]] for shape in
            bf.shapes_in((x - grown, y - grown, x + grown, y + grown), BASES_FILTER)]


def _touching_both(bf, piece, end: Point) -> tuple[str | None, str | None]:
    """(`_touching_enemy`, `_touching(…, friends=True)`) of one spot, in one look at the bases."""
    x, y, r, side, me = end[0], end[1], piece.radius, piece.side, piece.id
    enemy, enemy_gap, friend, friend_gap = None, EPSILON, None, EPSILON
    hypot = math.hypot
    for other in _near(bf, piece, x, y):
        if other.id == me:
            continue
        g = hypot(other.x - x, other.y - y) - r - other.radius
        if other.side == side:
            if g <= friend_gap:
                friend, friend_gap = other.id, g
        elif g <= enemy_gap:
            enemy, enemy_gap = other.id, g
    return enemy, friend


def _touching(bf, piece, end: Point, friends: bool) -> str | None:
    """The nearest base of the other side (or, with `friends`, of its own) within ε (G2) of
    `piece` standing at `end`, or None."""
    x, y, r, side = end[0], end[1], piece.radius, piece.side
    others = _near(bf, piece, x, y)
    best, best_gap = None, EPSILON
    for other in others:
        if (other.side == side) != friends or other.id == piece.id:
            continue
        g = math.hypot(other.x - x, other.y - y) - r - other.radius
        if g <= best_gap:
            best, best_gap = other.id, g
    return best


# Up to this many bases on the field, looking at each costs less than pymunk's box query.
_FEW = 24
