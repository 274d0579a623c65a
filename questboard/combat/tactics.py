"""Shared know-how of the automatic sides: how to close in, what is in reach, where to lay
an area card. Pure reads of the fight; the sides turn them into actions."""

from __future__ import annotations

import math

from questboard.battlefield import routes
from questboard.battlefield.area import CARD_LENGTH, CARD_WIDTH
from questboard.battlefield.pieces import EPSILON
from questboard.combat import memo
from questboard.combat.fight import Fight, TurnBudget
from questboard.combat.fighters import BAD_GUY, HERO, Fighter, longest_shot, movement_bar
from questboard.combat.previews import move_line

# Directions tried (degrees off the straight line) when the straight way is blocked.
DETOURS = (0.0, 30.0, -30.0, 60.0, -60.0, 90.0, -90.0)
AREA_ANGLES = tuple(range(0, 360, 30))


def enemies(fight: Fight, f: Fighter) -> list[Fighter]:
    """The other side's fighters on the field, in the order of `fight.fighters`."""
    return [e for e in fight.of_side(BAD_GUY if f.side == HERO else HERO) if not e.off_field]


def touching_enemies(fight: Fight, f: Fighter) -> list[Fighter]:
    return touching(fight, f, enemies(fight, f))


def touching(fight: Fight, f: Fighter, among: list[Fighter]) -> list[Fighter]:
    """Those of `among` whose bases touch `f`'s (G2)."""
    pieces = fight.field.pieces
    me = pieces[f.id]
    x, y, r = me.x, me.y, me.radius
    found = []
    for e in among:  # `Battlefield.touching`, written out: asked for every foe every step
        p = pieces[e.id]
        if math.hypot(x - p.x, y - p.y) - (r + p.radius) <= EPSILON:
            found.append(e)
    return found


def gap(fight: Fight, a: Fighter, b: Fighter) -> float:
    return fight.field.edge_distance(a.id, b.id)


def nearest(fight: Fight, f: Fighter, among: list[Fighter]) -> Fighter | None:
    return min(among, key=lambda e: gap(fight, f, e), default=None)


def can_shoot(fight: Fight, f: Fighter) -> float | None:
    """The longest bar `f` can shoot with (card or weapon), or None (R15)."""
    if f.hero is None:
        return f.card.range_bar or None  # bad guys carry no weapon: the card's own bar
    return longest_shot(f, fight.state.cards)


def shootable(fight: Fight, f: Fighter, bar: float, among: list[Fighter] | None = None,
              enough: int | None = None) -> list[Fighter]:
    """The enemies (of `among`, in its order) `f` may shoot at with `bar` now (G3, G4); the
    search stops once `enough` are found."""
    bf = fight.field
    found: list[Fighter] = []
    for e in enemies(fight, f) if among is None else among:
        # Farther than the bar edge to edge: out of range whatever the sight (G3), so not asked.
        if bf.edge_distance(f.id, e.id) <= bar and memo.range_and_sight(bf, f.id, e.id, bar)[0]:
            found.append(e)
            if len(found) == enough:
                break
    return found


def step_towards(fight: Fight, f: Fighter, target: Fighter, stop_gap: float = 0.0) -> tuple[float, float] | None:
    """A legal straight move towards `target` that ends `stop_gap` short of contact (or as
    close as the bar allows): round terrain by the shortest way, past bases by detours.
    Every step is one `plan_move`'s G1 (`move_line`) finds legal, so the engine takes it as planned."""
    to = _step(fight, f, target, stop_gap)
    if to is None:
        return None
    return to if move_line(fight, f.id, to)[0] else None


def _step(fight: Fight, f: Fighter, target: Fighter, stop_gap: float) -> tuple[float, float] | None:
    bf = fight.field
    me, them = bf.pieces[f.id], bf.pieces[target.id]
    bar = movement_bar(f, fight.state.cards)
    dx, dy = them.x - me.x, them.y - me.y
    dist = math.hypot(dx, dy)
    if dist < 1e-9:
        return None
    wanted = dist - me.radius - them.radius - stop_gap
    if wanted <= 1e-6:
        return None
    if not routes.clear(bf, me.at, them.at, me.radius * routes.THIN):
        found = _round_terrain(fight, f, target, bar)
        if found is not None:
            return found
    base = math.atan2(dy, dx)
    now = gap(fight, f, target)
    step = _try(fight, f, target, base, min(bar, wanted), bar)
    if step is not None and _gap_at(step[1], me, them) < now - 1e-6:
        return step[0]
    # Detours in the order of how close they could get at best; stop once none can beat the best.
    reach = bar * 0.999
    best, best_d = None, now - 1e-6
    for lower, turn in sorted((_closest(me, them, base + math.radians(t), reach), t) for t in DETOURS[1:]):
        if lower >= best_d:
            break
        step = _try(fight, f, target, base + math.radians(turn), reach, bar)
        if step is not None:
            d = _gap_at(step[1], me, them)
            if d < best_d:
                best, best_d = step[0], d
    return best if best is not None else _around(fight, f, target, bar)


def _try(fight: Fight, f: Fighter, target: Fighter, ang: float, length: float, bar: float):
    """A straight move at `ang`: (the point to ask for, where the base ends), as `plan_move`
    decides G1 (`move_line`): all of it when legal (running into an enemy ends in contact with
    it), else as far as the line goes (`step_towards` has that point checked before asking);
    None if that is hardly a move. Asking for the very point planned lets the engine reuse the
    verdict."""
    me = fight.field.pieces[f.id]
    to = (me.x + math.cos(ang) * length, me.y + math.sin(ang) * length)
    legal, end = move_line(fight, f.id, to, bar=bar)
    if not legal:
        to = end
    if math.hypot(end[0] - me.x, end[1] - me.y) < 0.01:
        return None
    return to, end


def _gap_at(end, me, them) -> float:
    return math.hypot(them.x - end[0], them.y - end[1]) - me.radius - them.radius


def _closest(me, them, ang: float, length: float) -> float:
    """The smallest gap to `them` anywhere along a move of `length` at `ang` (a bound)."""
    ux, uy = math.cos(ang), math.sin(ang)
    t = min(max((them.x - me.x) * ux + (them.y - me.y) * uy, 0.0), length)
    return math.hypot(them.x - me.x - ux * t, them.y - me.y - uy * t) - me.radius - them.radius


def _round_terrain(fight: Fight, f: Fighter, target: Fighter, bar: float) -> tuple[float, float] | None:
    """The first leg of the shortest way round the terrain, as far as the bar goes."""
    bf = fight.field
    me, them = bf.pieces[f.id], bf.pieces[target.id]
    path = routes.way(bf, me.at, them.at, me.radius)
    if path is None or len(path) < 3:
        return None
    (wx, wy), after = path[1], path[2]
    leg = math.hypot(wx - me.x, wy - me.y)
    if leg < 1e-9:
        return None
    ang = math.atan2(wy - me.y, wx - me.x)
    if leg < bar * 0.999:
        # Short of the corner's waypoint: carry on past it if that shortens what is left.
        far = _try(fight, f, target, ang, bar * 0.999, bar)
        if far is not None and math.hypot(far[1][0] - me.x, far[1][1] - me.y) > leg \
                and math.dist(far[1], after) < math.dist((wx, wy), after) \
                and routes.clear(bf, far[1], after, me.radius * routes.THIN):
            return far[0]
    step = _try(fight, f, target, ang, min(leg, bar * 0.999), bar)
    return None if step is None else step[0]


def _around(fight: Fight, f: Fighter, target: Fighter, bar: float) -> tuple[float, float] | None:
    """Stuck behind something: the full-bar step, in any of 12 directions, from which the
    straight way to the target is clear of terrain, nearest the target first."""
    bf = fight.field
    me, them = bf.pieces[f.id], bf.pieces[target.id]
    reach = bar * 0.999
    best, best_score = None, math.inf
    # Tried in the order of how near each could end at best: stop once none can do better.
    order = sorted((_closest(me, them, k * math.tau / 12, reach) + me.radius + them.radius, k) for k in range(12))
    for lower, k in order:
        if lower >= best_score:
            break
        ang = k * math.tau / 12
        to = (me.x + math.cos(ang) * reach, me.y + math.sin(ang) * reach)
        legal, end = move_line(fight, f.id, to, bar=bar)
        if math.hypot(end[0] - me.x, end[1] - me.y) < 0.05:
            continue
        blocked = not routes.clear(bf, end, them.at, me.radius * routes.THIN)
        score = math.hypot(them.x - end[0], them.y - end[1]) + (2.0 if blocked else 0.0)
        if score < best_score:
            best, best_score = (to if legal else end), score
    return best


# No base farther than this from the user, edge to edge, can lie under an area card that
# touches him: the card's diagonal, and a little for float noise.
AREA_REACH = math.hypot(CARD_LENGTH, CARD_WIDTH) + 2 * EPSILON + 0.01


def foes_an_area_may_reach(fight: Fight, f: Fighter) -> int:
    """How many enemies stand near enough that an area card touching `f` might cover them
    (an upper bound for `best_area`'s count, asked before its 24 poses are tried)."""
    return sum(1 for e in enemies(fight, f) if gap(fight, f, e) <= AREA_REACH)


def best_area(fight: Fight, f: Fighter) -> tuple[tuple[float, float], float, int, int] | None:
    """The area-card pose touching `f` that covers most enemies: (centre, degrees, foes, friends)."""
    bf = fight.field
    me = bf.pieces[f.id]
    best = None
    for deg in AREA_ANGLES:
        for along in (0.0, 90.0):
            rad = math.radians(deg)
            reach = me.radius + (0.5 if along == 0.0 else 0.358)
            mouse = (me.x + math.cos(rad) * (reach + 0.001), me.y + math.sin(rad) * (reach + 0.001))
            pose = bf.snap_area(f.id, mouse, deg + along)
            v = bf.check_area(f.id, pose.centre, pose.degrees)
            if not v.valid:
                continue
            foes = sum(1 for h in v.hit if fight.fighters[h].side != f.side)
            friends = sum(1 for h in v.hit if fight.fighters[h].side == f.side)
            key = (foes - friends, foes)
            if best is None or key > best[0]:
                best = (key, (pose.centre, pose.degrees, foes, friends))
    return None if best is None else best[1]


def fresh(budget: TurnBudget | None) -> bool:
    return budget is None or (not budget.moved and not budget.attacked and budget.actions == 1
                              and not budget.special)


def weakest(fight: Fight, among: list[Fighter]) -> Fighter | None:
    return min(among, key=lambda e: weakness(fight, e), default=None)


def weakest_first(fight: Fight, among: list[Fighter]) -> list[Fighter]:
    """`among` from the weakest on; ties keep their order, so the first is `weakest`."""
    return sorted(among, key=lambda e: weakness(fight, e))


def weakness(fight: Fight, e: Fighter) -> tuple[int, int]:
    return e.current_vitality(), e.deftness(fight.state.toughness)
