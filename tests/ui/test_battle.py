"""The battlefield played with the mouse, by posted events: a committed drag lands where
`plan_move` said, a drag into an enemy stops at exact contact, a blocked drag leaves the base
where it was, an area card hits exactly the bases it showed, and the learning adventure's
fight can be fought to its end with clicks and drags alone."""

from __future__ import annotations

import math

import pygame
import pytest

from questboard.play import QM
from questboard.ui import battle_panel as BP
from questboard.ui.battle import Battle, QuestionBox
from questboard.ui.dialogs import FightResult
from questboard.ui.screens import play_until
from questboard.ui.table import Table
from tests.ui.helpers import click, click_button, drag, frames, key, open_app

LEARNING = "the-harbor-treasure"


@pytest.fixture
def app():
    a = open_app()
    frames(a)
    yield a
    a.close()


def to_fight(app, heroes=("karomin", "alondis"), seed=7) -> Battle:
    """From the table into the fight by the 'Fight here' button."""
    from questboard.play import new_game

    table = Table(app, new_game(LEARNING, heroes, seed))
    app.show(table)
    frames(app)
    assert play_until(table, lambda t: type(t.game.prompt).__name__ == "CombatRequest")
    click_button(app, table.button("Fight here"))
    frames(app)  # the table sees the fight on and shows the battlefield
    battle = app.scene
    assert isinstance(battle, Battle)
    return battle


def heroes_turn(app, b: Battle) -> str:
    """Pause the automatic Quest Master and step him (S) through his turn."""
    if b.qm_mode == "auto":
        key(app, pygame.K_p, "p")
    for _ in range(80):
        main = BP.main_asked(b.game)
        if main is None or main.side != QM:
            break
        key(app, pygame.K_s, "s")
    who = b.actor()
    assert who is not None and b.game.fight.fighters[who].is_hero
    return who


def px(b: Battle, lu) -> tuple[int, int]:
    x, y = b.camera.to_px(lu)
    return round(x), round(y)


def at(b: Battle, who: str):
    return b.game.fight.field.pieces[who].at


def post(app, kind, pos, button=1, buttons=(0, 0, 0)) -> None:
    if kind == pygame.MOUSEMOTION:
        e = pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=buttons, window=app.window)
    else:
        e = pygame.event.Event(kind, pos=pos, button=button, window=app.window)
    pygame.event.post(e)
    frames(app, 1)


# --- moves ----------------------------------------------------------------------------------

def test_a_committed_drag_lands_exactly_where_plan_move_said(app):
    b = to_fight(app)
    who = heroes_turn(app, b)
    game = b.game
    start = at(b, who)
    a, end = px(b, start), px(b, (start[0] + 0.25, start[1] - 0.5))
    plan = game.plan_move(who, b.camera.to_lu(end), clamp=True)
    assert plan.legal, plan.reason
    n = len(game.actions)
    post(app, pygame.MOUSEBUTTONDOWN, a)
    post(app, pygame.MOUSEMOTION, end, buttons=(1, 0, 0))
    assert b.plan is not None and b.plan.legal and b.plan.end == plan.end  # the preview drawn
    post(app, pygame.MOUSEBUTTONUP, end)
    assert at(b, who) == plan.end
    assert len(game.actions) == n + 1 and game.actions[-1]["fight"]["type"] == "Move"
    assert b.plan is None
    # Ctrl+Z takes it back (nothing was revealed).
    key(app, pygame.K_z, "z", mod=pygame.KMOD_CTRL)
    assert at(b, who) == start and len(b.game.actions) == n
    assert b.note.startswith("Took back")


def test_a_drag_past_an_enemy_ends_in_exact_contact(app):
    b = to_fight(app, seed=17)
    who = heroes_turn(app, b)
    game = b.game
    enemy = "orc-warrior-1"
    me, them = at(b, who), at(b, enemy)
    d = math.dist(me, them)
    beyond = (them[0] + (them[0] - me[0]) / d * 0.3, them[1] + (them[1] - me[1]) / d * 0.3)
    end = px(b, beyond)
    plan = game.plan_move(who, b.camera.to_lu(end), clamp=True)
    assert plan.legal and plan.contact == enemy, plan
    drag(app, px(b, me), end)
    r1 = game.fight.field.pieces[who].radius
    r2 = game.fight.field.pieces[enemy].radius
    assert abs(math.dist(at(b, who), at(b, enemy)) - (r1 + r2)) <= 1e-6
    assert at(b, who) == plan.end


def test_a_blocked_drag_leaves_the_base_where_it_was_and_says_why(app):
    b = to_fight(app)
    who = heroes_turn(app, b)
    game = b.game
    start = at(b, who)
    end = px(b, (start[0] + 0.7, start[1] - 0.1))  # through the campfire
    plan = game.plan_move(who, b.camera.to_lu(end), clamp=True)
    assert not plan.legal and plan.reason == "Blocked by the Campfire"
    n = len(game.actions)
    post(app, pygame.MOUSEBUTTONDOWN, px(b, start))
    post(app, pygame.MOUSEMOTION, end, buttons=(1, 0, 0))
    assert b.plan is not None and not b.plan.legal  # drawn red, dashed, with a cross
    app.draw()
    post(app, pygame.MOUSEBUTTONUP, end)
    assert at(b, who) == start and len(game.actions) == n
    assert plan.reason in b.note


@pytest.mark.parametrize("how", ["escape", "right-click"])
def test_a_drag_can_be_called_off(app, how):
    b = to_fight(app)
    who = heroes_turn(app, b)
    start = at(b, who)
    end = px(b, (start[0] + 0.25, start[1] - 0.5))
    n = len(b.game.actions)
    post(app, pygame.MOUSEBUTTONDOWN, px(b, start))
    post(app, pygame.MOUSEMOTION, end, buttons=(1, 0, 0))
    assert b.plan is not None
    if how == "escape":
        key(app, pygame.K_ESCAPE)
    else:
        post(app, pygame.MOUSEBUTTONDOWN, end, button=3)
    post(app, pygame.MOUSEBUTTONUP, end)
    assert at(b, who) == start and len(b.game.actions) == n and b.plan is None
    assert b.overlay is None  # Esc cancelled the drag, it did not open the menu


def test_the_arrow_keys_nudge_a_ghost_and_enter_commits_it(app):
    b = to_fight(app)
    who = heroes_turn(app, b)
    start = at(b, who)
    click(app, px(b, start))  # a click on the base: its ghost, for the keyboard
    assert b.nudge is not None and b.nudge[0] == who
    key(app, pygame.K_UP, times=6)
    key(app, pygame.K_RIGHT, mod=pygame.KMOD_SHIFT, times=3)
    target = b.nudge[1]
    assert target == pytest.approx((start[0] + 0.03, start[1] - 0.30), abs=1e-9)
    plan = b.game.plan_move(who, target, clamp=True)
    assert plan.legal
    key(app, pygame.K_RETURN)
    assert at(b, who) == plan.end


# --- attacks and area cards -----------------------------------------------------------------

def test_an_area_card_placed_at_a_pose_hits_exactly_the_previewed_bases(app):
    b = to_fight(app, heroes=("karomin", "cessair"), seed=31)
    who = heroes_turn(app, b)
    assert who == "cessair"
    game = b.game
    card = next(bt for bt, c in b.buttons if c.text.startswith("Fireball"))
    click_button(app, card)
    assert b.area is not None and b.area["gift"] == "fireball"
    key(app, pygame.K_e, "e", mod=pygame.KMOD_SHIFT, times=3)  # 45° in 15° steps
    assert b.area["degrees"] == 45
    me = at(b, who)
    mouse = px(b, (me[0] + math.cos(math.radians(340)) * 0.6, me[1] + math.sin(math.radians(340)) * 0.6))
    post(app, pygame.MOUSEMOTION, mouse)
    shown = b.area_plan
    expect = game.plan_area(who, "fireball", b.camera.to_lu(mouse), 45)
    assert shown == expect and shown.valid and shown.foes
    app.draw()
    before = {fid: (f.current_vitality(), f.off_field) for fid, f in game.fight.fighters.items()}
    click(app, mouse)
    fight = game.fight
    hit = {fid for fid, (v, off) in before.items()
           if fight.fighters[fid].off_field != off or fight.fighters[fid].current_vitality() < v}
    assert hit == set(shown.hit)
    assert game.actions[-1]["fight"]["type"] == "UseGift"
    assert game.actions[-1]["fight"]["area"] == [list(shown.centre), shown.degrees]


def test_friends_under_the_card_are_named_and_esc_puts_the_card_away(app):
    b = to_fight(app, heroes=("karomin", "cessair"), seed=31)
    who = heroes_turn(app, b)
    click_button(app, next(bt for bt, c in b.buttons if c.text.startswith("Fireball")))
    me = at(b, who)
    mouse = px(b, (me[0] + math.cos(math.radians(350)) * 0.6, me[1] + math.sin(math.radians(350)) * 0.6))
    post(app, pygame.MOUSEMOTION, mouse)
    zoom = b.camera.scale
    for notch in (1, 1, -1):  # with a card out the wheel turns it (5° a notch), it does not zoom
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notch, flipped=False, precise_x=0.0,
                                             precise_y=float(notch), window=app.window))
        frames(app, 1)
    assert b.area["degrees"] == 5 and b.camera.scale == zoom
    key(app, pygame.K_q, "q")
    key(app, pygame.K_e, "e", mod=pygame.KMOD_SHIFT, times=10)  # 150° in 15° steps
    assert b.area["degrees"] == 150
    assert b.area_plan == b.game.plan_area(who, "fireball", b.camera.to_lu(mouse), 150)
    assert [n.id for n in b.area_plan.friends] == ["cessair"]
    app.draw()
    n = len(b.game.actions)
    key(app, pygame.K_ESCAPE)
    assert b.area is None and len(b.game.actions) == n and b.overlay is None


def test_clicking_an_enemy_out_of_sight_says_why_and_shoots_nothing(app):
    b = to_fight(app)
    heroes_turn(app, b)
    key(app, pygame.K_RETURN)  # Karomin ends his turn: Alondis, who has a bow
    who = b.actor()
    assert who == "alondis"
    blocked = next(t for t in b.game.targets(who) if t.in_range and not t.sight)
    n = len(b.game.actions)
    click(app, px(b, at(b, blocked.id)))
    assert len(b.game.actions) == n and b.note == blocked.why_not
    shot = next(t for t in b.game.targets(who) if t.may_shoot)
    click(app, px(b, at(b, shot.id)))
    assert b.game.actions[-1]["fight"]["type"] == "RangedAttack"


# --- the view -------------------------------------------------------------------------------

def test_the_wheel_zooms_about_the_cursor_and_a_drag_on_empty_ground_pans(app):
    b = to_fight(app)
    heroes_turn(app, b)
    cam = b.camera
    renders = b.art.renders
    frames(app, 5)
    assert b.art.renders == renders  # the still layer is cached, not drawn per frame
    spot = (b.rects()["field"].centerx - 120, b.rects()["field"].centery + 40)
    post(app, pygame.MOUSEMOTION, spot)
    under = cam.to_lu(spot)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0,
                                         precise_y=2.0, window=app.window))
    frames(app, 2)
    assert cam.scale > cam.fit_scale() * 1.2
    assert cam.to_lu(spot) == pytest.approx(under, abs=1e-9)
    assert b.art.renders == renders + 1
    empty = spot
    assert b.piece_at(empty) is None
    drag(app, empty, (empty[0] + 60, empty[1] - 30))
    assert cam.to_lu((empty[0] + 60, empty[1] - 30)) == pytest.approx(under, abs=1e-6)
    key(app, pygame.K_f, "f")
    assert cam.fitted and cam.scale == cam.fit_scale()


# --- a whole fight ------------------------------------------------------------------------

def _hero_move(b: Battle, who: str):
    """A drag a player would make: into the nearest enemy it can reach, else towards it."""
    game = b.game
    fight = game.fight
    me = at(b, who)
    enemies = sorted((f for f in fight.in_play("bad_guy") if f.id in fight.field.pieces),
                     key=lambda f: math.dist(me, at(b, f.id)))
    for f in enemies:
        them = at(b, f.id)
        d = math.dist(me, them)
        for k in (1.0, 0.75, 0.5, 0.3, 0.15):
            goal = (me[0] + (them[0] - me[0]) * k + (them[0] - me[0]) / d * 0.2 * (k == 1.0),
                    me[1] + (them[1] - me[1]) * k + (them[1] - me[1]) / d * 0.2 * (k == 1.0))
            end = px(b, goal)
            plan = game.plan_move(who, b.camera.to_lu(end), clamp=True)
            if plan.legal and plan.travel > 0.02:
                return end, plan
    return None, None


def test_the_learning_adventures_fight_is_fought_to_its_end_with_the_mouse(app):
    b = to_fight(app)
    key(app, pygame.K_p, "p")  # the Quest Master stepped by S, so the test runs quickly
    moved: set[tuple] = set()
    for _ in range(600):
        if not isinstance(app.scene, Battle):
            break
        b = app.scene
        game = b.game
        before = len(game.actions)
        if isinstance(b.overlay, QuestionBox):
            bt = next(bt for bt, c in b.overlay.pairs if c.primary and bt.is_enabled)
            click_button(app, bt)
        elif BP.main_asked(game).side == QM:
            key(app, pygame.K_s, "s")
        else:
            who = b.actor()
            fight = game.fight
            turn = (fight.round, who)
            melee = [m for m in game.melee_targets(who) if m.may_attack]
            shots = [t for t in game.targets(who) if t.may_shoot]
            if melee:
                click(app, px(b, at(b, melee[0].id)))
            elif shots:
                click(app, px(b, at(b, shots[0].id)))
            elif turn not in moved and game.plan_move(who, at(b, who)).may_move:
                moved.add(turn)
                end, plan = _hero_move(b, who)
                if end is not None:
                    drag(app, px(b, at(b, who)), end)
                    assert isinstance(app.scene, Table) or at(b, who) == plan.end
                    continue
                key(app, pygame.K_RETURN)
            else:
                key(app, pygame.K_RETURN)  # End the turn
        assert not isinstance(app.scene, Battle) or len(app.scene.game.actions) > before, \
            f"nothing happened: {b.note}"
    table = app.scene
    assert isinstance(table, Table), "the fight did not end"
    assert isinstance(table.overlay, FightResult)
    assert table.game.fight is None and type(table.game.prompt).__name__ != "CombatRequest"
    kinds = {a["fight"]["type"] for a in table.game.actions if "fight" in a}
    assert {"Move", "MeleeAttack", "EndTurn"} <= kinds
    click_button(app, table.overlay.go_on)
    assert table.overlay is None
