"""Previews (dry runs) agree with the engine: what `plan_move`, `targets` and `plan_area`
show is exactly what the engine then does or refuses, on the shipped maps."""

from __future__ import annotations

import math

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from questboard.battlefield.movement import end_guard
from questboard.battlefield.validate import load_map
from questboard.combat import actions as A
from questboard.combat import events as E
from questboard.combat import previews as P
from questboard.combat.authority import waiting_for
from questboard.combat.engine import apply
from questboard.combat.setup import start_fight
from questboard.combat.spec import CombatSpec
from questboard.resources import maps_dir
from questboard.rules.state import new_game
from tests.combat.helpers import ok, put, refused

MAPS = sorted(p.stem for p in maps_dir().glob("*.yaml"))


def _fight(cards, heroes, guys, map_name="forest-clearing", *, leader=None, gifts=None, items=None,
           seed=1, first="leader"):
    state = new_game(cards, list(heroes), seed, draw_opening=False)
    for h in state.heroes:
        h.gifts = {h.innate_gift: False, **{g: False for g in (gifts or {}).get(h.id, ())}}
        h.equipment = list((items or {}).get(h.id, ()))
    if leader is not None:
        state.leader = [h.id for h in state.heroes].index(leader)
    m = load_map(maps_dir() / f"{map_name}.yaml")
    zone = m.zones_of("minion")[0].id
    return start_fight(state, CombatSpec(map=m, bad_guys={zone: dict(guys)}, first=first))


def _at(fight, who):
    return fight.field.pieces[who].at


def _place(fight, where):
    """Set bases down; every base on the field then overlaps nothing (a shipped map may change:
    this says so, rather than a test going wrong for another reason)."""
    for fid, (x, y) in where.items():
        put(fight, fid, x, y)
    bf = fight.field
    for p in bf.pieces.values():
        assert end_guard(bf, p, p.x, p.y) is None, f"{p.id} at {p.at} overlaps something on {fight.spec.map.id}"


def _settle(fight):
    """Let any modify window go by."""
    while fight.conflict is not None:
        ok(fight, A.Pass(waiting_for(fight).who))


# --- moves --------------------------------------------------------------------------------

def test_a_drag_past_the_end_of_the_bar_into_an_enemy_within_it_ends_in_exact_contact(cards):
    fight = _fight(cards, ["karomin"], {"orc-warrior": 2})
    # 0.40 apart at the edges; Karomin's bar is 0.80
    _place(fight, {"karomin": (0.25, 1.2), "orc-warrior-1": (0.95, 1.2), "orc-warrior-2": (2.6, 0.3)})
    far = (1.45, 1.2)  # 1.20 away: beyond the bar, straight through the orc
    for clamp in (False, True):
        plan = P.plan_move(fight, "karomin", far, clamp=clamp)
        assert plan.legal and plan.reason == "" and plan.contact == "orc-warrior-1"
        assert plan.blocker == "orc-warrior-1" and plan.blocker_name == "Orc Warrior 1"
        assert plan.end == pytest.approx((0.65, 1.2), abs=1e-9)
        assert plan.travel == pytest.approx(0.40, abs=1e-9) and plan.moves_left == 0
    events = ok(fight, A.Move("karomin", far))
    assert math.dist(_at(fight, "karomin"), _at(fight, "orc-warrior-1")) == pytest.approx(0.30, abs=1e-9)
    assert _at(fight, "karomin") == pytest.approx(plan.end, abs=1e-9)
    moved = next(e for e in events if isinstance(e, E.Moved))
    assert moved.contact and "Orc Warrior 1" in moved.contact


def test_a_move_through_terrain_is_blocked_and_names_it(cards):
    fight = _fight(cards, ["karomin"], {"orc-warrior": 1})
    bx, by = fight.field.terrain["boulder"].centre
    _place(fight, {"karomin": (bx, by + 0.62)})
    plan = P.plan_move(fight, "karomin", (bx, by - 0.12))  # straight through the boulder
    assert not plan.legal and plan.may_move and not plan.path_ok
    assert plan.blocker == "boulder" and plan.blocker_name == "the Rock"
    assert plan.reason == "Blocked by the Rock"
    assert plan.end == plan.start == (bx, by + 0.62) and plan.moves_left == 1
    assert by + 0.15 < plan.stop[1] < by + 0.45  # the line ends where it meets the rock
    assert refused(fight, A.Move("karomin", (bx, by - 0.12))) == "Blocked by the Rock"
    assert _at(fight, "karomin") == (bx, by + 0.62)
    # As far as the line goes is a move the engine takes.
    assert P.plan_move(fight, "karomin", plan.stop).legal
    ok(fight, A.Move("karomin", plan.stop))
    assert _at(fight, "karomin") == pytest.approx(plan.stop, abs=1e-9)


def test_too_far_says_how_far_of_how_long_a_bar_and_a_clamped_drag_goes_the_bar(cards):
    fight = _fight(cards, ["karomin"], {"orc-warrior": 1})
    _place(fight, {"karomin": (0.3, 2.0)})
    plan = P.plan_move(fight, "karomin", (1.14, 2.0))
    assert not plan.legal and plan.reason == "Too far: 0.84 of 0.80 LU"
    assert plan.length == pytest.approx(0.84) and plan.bar == pytest.approx(0.80)
    assert refused(fight, A.Move("karomin", (1.14, 2.0))) == "Too far: 0.84 of 0.80 LU"
    dragged = P.plan_move(fight, "karomin", (1.14, 2.0), clamp=True)
    assert dragged.legal and dragged.end == pytest.approx((1.1, 2.0), abs=1e-9)
    assert dragged.to == pytest.approx((1.1, 2.0), abs=1e-9)
    ok(fight, A.Move("karomin", dragged.end))
    assert _at(fight, "karomin") == pytest.approx(dragged.end, abs=1e-9)


def test_no_moving_after_a_shot_in_a_plain_turn(cards):
    # A hero's plain shot leaves his turn nothing to do: it ends by itself. A bad guy of the
    # Quest Master's turn who shot keeps his move, and may not use it.
    fight = _fight(cards, ["alondis"], {"orc-archer": 2}, first="qm")
    _place(fight, {"alondis": (0.4, 1.9), "orc-archer-1": (0.4, 1.2)})
    fight.state.dice.force(1, 8)  # the shot misses
    ok(fight, A.RangedAttack("orc-archer-1", "alondis"))
    _settle(fight)
    plan = P.plan_move(fight, "orc-archer-1", (0.6, 1.2))
    why = "Orc Archer 1 made a ranged attack this turn and may not move"
    assert not plan.legal and not plan.may_move and plan.path_ok and plan.reason == why
    assert plan.end == plan.start
    assert refused(fight, A.Move("orc-archer-1", (0.6, 1.2))) == why


def test_a_turn_gift_with_two_moves_counts_them_down(cards):
    fight = _fight(cards, ["karomin"], {"orc-warrior": 1}, gifts={"karomin": ["sprint"]})
    _place(fight, {"karomin": (0.3, 2.0)})
    assert P.plan_move(fight, "karomin", (0.6, 2.0)).moves_left == 0
    ok(fight, A.UseGift("karomin", "sprint"))
    first = P.plan_move(fight, "karomin", (0.6, 2.0))
    assert first.legal and first.moves_left == 1
    ok(fight, A.Move("karomin", first.end))
    second = P.plan_move(fight, "karomin", (0.9, 2.0))
    assert second.legal and second.moves_left == 0
    ok(fight, A.Move("karomin", second.end))
    third = P.plan_move(fight, "karomin", (1.0, 2.0))
    assert not third.legal and not third.may_move and third.reason == "Karomin has no move left this turn"
    assert refused(fight, A.Move("karomin", (1.0, 2.0))) == third.reason


def test_not_ones_turn_is_the_reason_and_an_unknown_fighter_is_no_crash(cards):
    fight = _fight(cards, ["karomin", "alondis"], {"orc-warrior": 1}, leader="karomin")
    plan = P.plan_move(fight, "alondis", (0.5, 1.5))
    assert not plan.legal and not plan.may_move and "turn" in plan.reason
    assert refused(fight, A.Move("alondis", (0.5, 1.5))) == plan.reason
    ghost = P.plan_move(fight, "nobody", (0.5, 1.5))
    assert not ghost.legal and ghost.reason == refused(fight, A.Move("nobody", (0.5, 1.5)))


_DRAGS = dict(
    map_name=st.sampled_from(MAPS), seed=st.integers(0, 10_000),
    who=st.sampled_from(["active", "active", "bad_guy", "other"]),
    spot=st.tuples(st.floats(0.0, 1.0), st.floats(0.0, 1.0)),
    foe=st.tuples(st.floats(0.0, math.tau), st.floats(-0.05, 1.2)),
    aim=st.one_of(  # mostly at the enemy set down nearby, often past it and past the bar
        st.tuples(st.just("foe"), st.floats(-0.2, 0.2), st.floats(0.0, 2.5)),
        st.tuples(st.just("foe"), st.floats(-0.02, 0.02), st.floats(0.8, 2.5)),
        st.tuples(st.just("any"), st.floats(-0.5, 5.5), st.floats(-0.5, 5.5)),
    ),
    clamp=st.booleans(), snap=st.booleans(),
)


def _set_down(fight, fid, x, y):
    """Put a base at (x, y) if it overlaps nothing there (terrain, bases, borders), else leave it."""
    bf = fight.field
    home = bf.pieces[fid].at
    put(fight, fid, x, y)
    if end_guard(bf, bf.pieces[fid], x, y) is not None or not bf.inside_walkable((x, y)):
        put(fight, fid, *home)


def _drag_case(cards, map_name, seed, who, spot, foe, aim):
    """A fight on a shipped map, a mover, maybe an enemy set down near him, and a drag point."""
    fight = _fight(cards, ["karomin", "alondis"], {"orc-warrior": 3}, map_name, leader="karomin", seed=seed)
    bf = fight.field
    mover = {"active": "karomin", "other": "alondis", "bad_guy": "orc-warrior-1"}[who]
    if mover == "orc-warrior-1":  # the QM's turn: let the heroes' phase go by
        ok(fight, A.EndTurn("karomin"))
        ok(fight, A.EndTurn("alondis"))
    _set_down(fight, mover, spot[0] * bf.width, spot[1] * bf.height)
    me = bf.pieces[mover]
    enemy = "orc-warrior-2" if mover != "orc-warrior-1" else "karomin"
    ang, gap = foe
    d = 0.30 + gap
    _set_down(fight, enemy, me.x + math.cos(ang) * d, me.y + math.sin(ang) * d)
    if aim[0] == "foe":
        them = bf.pieces[enemy]
        a = math.atan2(them.y - me.y, them.x - me.x) + aim[1]
        to = (me.x + math.cos(a) * aim[2], me.y + math.sin(a) * aim[2])
    else:
        to = (aim[1], aim[2])
    return fight, mover, to


def _kind(plan) -> str:
    if plan.legal:
        return "legal, into contact" + (" past the bar" if plan.length > plan.bar else "") \
            if plan.contact else "legal"
    return plan.reason[:32] if plan.may_move else "not allowed now: " + plan.reason[:25]


def _where(fight):
    return {k: p.at for k, p in fight.field.pieces.items()}


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(**_DRAGS)
def test_a_planned_move_is_what_the_engine_does(cards, map_name, seed, who, spot, foe, aim, clamp, snap):
    fight, mover, to = _drag_case(cards, map_name, seed, who, spot, foe, aim)
    plan = P.plan_move(fight, mover, to, clamp=clamp, snap=snap)
    event(_kind(plan))
    before = _where(fight)
    outcome = apply(fight, A.Move(mover, plan.to, snap))  # the point asked (after the clamp)
    if plan.legal:
        assert outcome.ok, (plan, outcome)
        assert math.dist(fight.field.pieces[mover].at, plan.end) <= 1e-9
        assert fight.field.overlaps(mover) == ()
        assert plan.may_move and plan.path_ok and plan.reason == ""
    else:
        assert not outcome.ok and outcome.reason == plan.reason, (plan, outcome)
        assert _where(fight) == before and plan.end == plan.start


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(**_DRAGS)
def test_committing_the_planned_end_lands_exactly_there(cards, map_name, seed, who, spot, foe, aim, clamp, snap):
    fight, mover, to = _drag_case(cards, map_name, seed, who, spot, foe, aim)
    plan = P.plan_move(fight, mover, to, clamp=clamp, snap=snap)
    outcome = apply(fight, A.Move(mover, plan.end, snap))
    if plan.legal:
        assert outcome.ok, (plan, outcome)
        assert math.dist(fight.field.pieces[mover].at, plan.end) <= 1e-9
        if plan.contact is not None and plan.contact in fight.field.pieces:
            assert fight.field.touching(mover, plan.contact)
    else:
        # The base would stay put: asked to stay, the engine still refuses a move not allowed
        # now, and otherwise lets it stand where it is.
        assert plan.end == plan.start
        assert outcome.ok == plan.may_move, (plan, outcome)
        if not plan.may_move:
            assert outcome.reason == plan.reason


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(map_name=st.sampled_from(MAPS), seed=st.integers(0, 10_000),
       spot=st.tuples(st.floats(0.05, 0.95), st.floats(0.05, 0.95)),
       ang=st.floats(0.0, math.tau), gap=st.floats(0.0, 0.79), off=st.floats(-0.25, 0.25),
       beyond=st.floats(0.0, 3.0))
def test_a_drag_past_the_bar_at_a_foe_within_it_stops_where_the_bases_touch(
        cards, map_name, seed, spot, ang, gap, off, beyond):
    fight = _fight(cards, ["karomin"], {"orc-warrior": 1}, map_name, seed=seed)
    bf = fight.field
    _set_down(fight, "karomin", spot[0] * bf.width, spot[1] * bf.height)
    me = bf.pieces["karomin"]
    _set_down(fight, "orc-warrior-1", me.x + math.cos(ang) * (0.3 + gap), me.y + math.sin(ang) * (0.3 + gap))
    orc = bf.pieces["orc-warrior-1"]
    # A line a little off the centres, on to a point beyond the bar (0.80).
    a = math.atan2(orc.y - me.y, orc.x - me.x) + off
    ux, uy = math.cos(a), math.sin(a)
    fx, fy = me.x - orc.x, me.y - orc.y
    b = fx * ux + fy * uy
    disc = b * b - (fx * fx + fy * fy - 0.3 * 0.3)
    length = 0.8 + 1e-6 + beyond
    plan = P.plan_move(fight, "karomin", (me.x + ux * length, me.y + uy * length))
    t = -b - math.sqrt(disc) if disc > 0.0 else math.inf
    if t > 0.8:
        event("the line misses the orc within the bar")
        assert not plan.legal and plan.reason.startswith(("Too far", "Blocked by", "Ends overlapping", "Leaves"))
        return
    if t <= 1e-6:  # already touching, or next to: no real move either way
        event("already touching")
        assert plan.travel <= 1e-6 and (plan.contact == "orc-warrior-1" if plan.legal
                                         else plan.reason.startswith(("Blocked by", "Ends overlapping")))
        return
    contact = (me.x + ux * t, me.y + uy * t)  # where the bases touch, worked out here
    alone = bf.check_move("karomin", contact, 0.8)  # the battlefield on that shorter move
    event("into contact" if alone.legal else "something else in the way")
    assert plan.legal == alone.legal, (plan, alone)
    if plan.legal:
        assert plan.contact == "orc-warrior-1" and math.dist(plan.end, contact) < 1e-9
        ok(fight, A.Move("karomin", plan.to))
        assert math.dist(bf.pieces["karomin"].at, bf.pieces["orc-warrior-1"].at) == pytest.approx(0.3, abs=1e-9)
    else:
        assert refused(fight, A.Move("karomin", plan.to)) == plan.reason


# --- ranged targets -----------------------------------------------------------------------

def test_targets_show_bar_range_sight_and_the_reason_the_engine_gives(cards):
    fight = _fight(cards, ["alondis"], {"orc-warrior": 3}, items={"alondis": ["crossbow"]})
    bx, by = fight.field.terrain["boulder"].centre
    _place(fight, {"alondis": (bx, by + 0.65),
                   "orc-warrior-1": (bx, by - 0.65),  # behind the boulder, 1.00 away at the edges
                   "orc-warrior-2": (0.4, 1.9),  # in the open
                   "orc-warrior-3": (bx, by + 0.95)})  # touching Alondis
    info = {t.id: t for t in P.targets(fight, "alondis")}
    assert set(info) == {"orc-warrior-1", "orc-warrior-2", "orc-warrior-3"}
    hidden, open_, close = info["orc-warrior-1"], info["orc-warrior-2"], info["orc-warrior-3"]
    assert hidden.in_range and not hidden.sight and hidden.witness is None
    assert [b.name for b in hidden.blockers] == ["the Rock"] and hidden.blockers[0].id == "boulder"
    assert hidden.why_not == "No line of sight: blocked by the Rock" and not hidden.may_shoot
    assert open_.may_shoot and open_.sight and open_.why_not == "" and open_.witness is not None
    assert open_.gap == pytest.approx(math.dist((bx, by + 0.65), (0.4, 1.9)) - 0.3)
    assert open_.bar == open_.reach == 1.4 and open_.bar_source == "crossbow"  # it hits harder (R15)
    assert close.touching and close.gap == 0.0 and not close.in_range
    assert close.why_not == "Touching Orc Warrior 3: a ranged attack needs a gap"
    for t in info.values():
        assert math.copysign(1.0, t.gap) == 1.0  # never -0.00
        if not t.may_shoot:
            assert refused(fight, A.RangedAttack("alondis", t.id)) == t.why_not
    ok(fight, A.UseGift("alondis", "wind-rider"))  # two shots, a move and a melee attack
    for _ in range(2):
        fight.state.dice.force(1, 8)  # the shot misses
        ok(fight, A.RangedAttack("alondis", "orc-warrior-2"))
        _settle(fight)
    after = {t.id: t for t in P.targets(fight, "alondis")}
    assert after["orc-warrior-2"].why_not == "Alondis has no ranged attack left this turn"
    assert refused(fight, A.RangedAttack("alondis", "orc-warrior-2")) == after["orc-warrior-2"].why_not


def test_a_hero_without_a_bar_has_none_and_the_gift_bar_names_its_gift(cards):
    fight = _fight(cards, ["karomin", "cessair"], {"orc-warrior": 1}, leader="karomin",
                   gifts={"cessair": ["force-bolt"]})
    _place(fight, {"karomin": (0.4, 1.9), "orc-warrior-1": (1.2, 1.9), "cessair": (0.4, 1.5)})
    [t] = P.targets(fight, "karomin")
    assert t.bar is None and t.reach is None and not t.in_range and not t.may_shoot
    assert t.why_not == "Karomin has no range bar: a ranged attack needs a weapon that has one"
    assert refused(fight, A.RangedAttack("karomin", "orc-warrior-1")) == t.why_not
    ok(fight, A.EndTurn("karomin"))
    ok(fight, A.UseGift("cessair", "force-bolt"))
    [t] = P.targets(fight, "cessair")
    assert t.bar == 1.5 and t.bar_source == "force-bolt" and t.may_shoot


def test_after_moving_a_shot_is_refused_with_the_preview_reason(cards):
    fight = _fight(cards, ["alondis"], {"orc-warrior": 1})
    _place(fight, {"alondis": (0.4, 1.9), "orc-warrior-1": (1.2, 1.9)})
    ok(fight, A.Move("alondis", (0.4, 1.7)))
    [t] = P.targets(fight, "alondis")
    assert t.why_not == "Alondis moved this turn: a ranged attack needs standing still" and t.sight
    assert refused(fight, A.RangedAttack("alondis", "orc-warrior-1")) == t.why_not


# --- melee and swap -----------------------------------------------------------------------

def test_melee_targets_and_swap_partners_are_the_touching_ones(cards):
    fight = _fight(cards, ["karomin", "alondis"], {"orc-warrior": 2}, leader="karomin")
    _place(fight, {"karomin": (0.5, 1.9), "alondis": (0.8, 1.9),  # touching Karomin
                   "orc-warrior-1": (0.5, 1.6), "orc-warrior-2": (2.0, 0.3)})  # the first touching him
    [m] = P.melee_targets(fight, "karomin")
    assert (m.id, m.name, m.may_attack, m.why_not) == ("orc-warrior-1", "Orc Warrior 1", True, "")
    [s] = P.swap_partners(fight, "karomin")
    assert (s.id, s.may_swap) == ("alondis", True)
    fight.state.dice.force(1, 8)
    ok(fight, A.MeleeAttack("karomin", "orc-warrior-1"))
    _settle(fight)
    [m] = P.melee_targets(fight, "karomin")
    assert not m.may_attack and m.why_not == "Karomin has no melee attack left this turn"
    assert refused(fight, A.MeleeAttack("karomin", "orc-warrior-1")) == m.why_not
    [s] = P.swap_partners(fight, "karomin")
    assert not s.may_swap and "already spent" in s.why_not


# --- area cards ---------------------------------------------------------------------------

def test_an_area_card_preview_splits_friends_and_foes_and_the_cast_hits_them(cards):
    fight = _fight(cards, ["cessair", "karomin"], {"orc-warrior": 3}, leader="cessair",
                   gifts={"cessair": ["fireball"]})
    # The card slid under Cessair: x from 0.0 to 1.0, y from 0.63 to 1.35.
    _place(fight, {"cessair": (0.5, 1.5), "karomin": (1.0, 2.0), "orc-warrior-1": (0.3, 1.05),
                   "orc-warrior-2": (0.3, 0.3), "orc-warrior-3": (2.6, 0.3)})
    plan = P.plan_area(fight, "cessair", "fireball", (0.5, 0.9), 0.0)
    assert plan.valid and plan.reason == "" and plan.snapped and len(plan.corners) == 4
    assert {n.id for n in plan.foes} == {"orc-warrior-1"}
    assert {n.name for n in plan.foes} == {"Orc Warrior 1"}
    assert set(plan.hit) == {n.id for n in plan.friends + plan.foes}
    events = ok(fight, A.UseGift("cessair", "fireball", area=(plan.centre, plan.degrees)))
    used = next(e for e in events if isinstance(e, E.GiftUsed))
    assert used.detail == "hits " + ", ".join(fight.fighters[h].name for h in plan.hit)
    assert fight.fighters["orc-warrior-1"].off_field


def test_an_area_card_not_ready_says_why_as_the_engine_does(cards):
    fight = _fight(cards, ["cessair", "karomin"], {"orc-warrior": 1}, leader="karomin",
                   gifts={"cessair": ["fireball"]})
    plan = P.plan_area(fight, "cessair", "fireball", (1.0, 1.0), 30.0)
    assert not plan.valid and "turn" in plan.reason
    assert refused(fight, A.UseGift("cessair", "fireball", area=(plan.centre, plan.degrees))) == plan.reason
    far = P.area_pose(fight, "karomin", "fireball", (2.5, 0.3), 0.0)
    assert not far.valid and far.reason == "Karomin does not have Fireball"


_AREAS = dict(
    map_name=st.sampled_from(MAPS), seed=st.integers(0, 10_000),
    offsets=st.lists(st.tuples(st.floats(0.0, math.tau), st.floats(0.3, 1.4)), min_size=4, max_size=4),
    mouse=st.tuples(st.floats(-1.5, 1.5), st.floats(-1.5, 1.5)),
    degrees=st.floats(-360.0, 720.0), snap=st.booleans(),
)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(**_AREAS)
def test_casting_an_area_card_hits_exactly_the_previewed_bases(cards, map_name, seed, offsets, mouse, degrees, snap):
    fight = _fight(cards, ["cessair", "karomin"], {"orc-warrior": 3}, map_name, leader="cessair",
                   gifts={"cessair": ["fireball"]}, seed=seed)
    bf = fight.field
    me = bf.pieces["cessair"]
    for fid, (ang, d) in zip(("karomin", "orc-warrior-1", "orc-warrior-2", "orc-warrior-3"), offsets, strict=True):
        _set_down(fight, fid, me.x + math.cos(ang) * d, me.y + math.sin(ang) * d)
    at = (me.x + mouse[0], me.y + mouse[1])
    if snap:
        plan = P.plan_area(fight, "cessair", "fireball", at, degrees)
    else:
        plan = P.area_pose(fight, "cessair", "fireball", at, degrees)
    event(f"valid, {len(plan.foes)} foes, {len(plan.friends)} friends" if plan.valid else "not touching")
    assert {n.id for n in plan.friends} | {n.id for n in plan.foes} == set(plan.hit)
    assert all(fight.fighters[n.id].side == "hero" for n in plan.friends)
    assert all(fight.fighters[n.id].side == "bad_guy" for n in plan.foes)
    vitality = {f.id: f.current_vitality() for f in fight.fighters.values()}
    outcome = apply(fight, A.UseGift("cessair", "fireball", area=(plan.centre, plan.degrees)))
    if plan.valid:
        assert outcome.ok, (plan, outcome)
        used = next(e for e in outcome.events if isinstance(e, E.GiftUsed))
        assert used.detail == "hits " + (", ".join(fight.fighters[h].name for h in plan.hit) or "nobody")
        hurt = {fid for fid, f in fight.fighters.items()
                if f.off_field or f.current_vitality() < vitality[fid]}
        assert hurt == set(plan.hit)
    else:
        assert not outcome.ok and outcome.reason == plan.reason and not snap
