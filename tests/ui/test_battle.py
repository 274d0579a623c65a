"""The battlefield played with the mouse, by posted events: a committed drag lands where
`plan_move` said, a drag into an enemy stops at exact contact, a blocked drag leaves the base
where it was, an area card hits exactly the bases it showed, and the learning adventure's
fight can be fought to its end with clicks and drags alone."""

from __future__ import annotations

import math

import pygame
import pytest

from questboard.play import QM
from questboard.ui.battle import panel as BP
from questboard.ui.battle.scene import Battle, QuestionBox
from questboard.ui.dialogs.menus import FightResultDialog
from questboard.ui.screens import play_until
from questboard.ui.table.scene import Table
from tests.ui.helpers import click, click_button, drag, frames, key, set_up

LEARNING = "the-harbor-treasure"


def to_fight(app, heroes=("karomin", "alondis"), seed=7) -> Battle:
    """From the table into the fight by the 'Battlefield' button."""
    from questboard.play import new_game

    table = Table(app, new_game(LEARNING, heroes, seed))
    app.show(table)
    frames(app)
    assert play_until(table, lambda t: type(t.game.prompt).__name__ == "CombatRequest")
    click_button(app, table.button("Battlefield"))
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


def _past_an_enemy(b: Battle, who: str):
    """(enemy, a point 0.3 LU beyond him, its plan) for an enemy the drag reaches, or None."""
    me = at(b, who)
    for f in b.game.fight.in_play("bad_guy"):
        them = at(b, f.id)
        d = math.dist(me, them)
        end = px(b, (them[0] + (them[0] - me[0]) / d * 0.3, them[1] + (them[1] - me[1]) / d * 0.3))
        plan = b.game.plan_move(who, b.camera.to_lu(end), clamp=True)
        if plan.legal and plan.contact == f.id:
            return f.id, end, plan
    return None


def test_a_drag_past_an_enemy_ends_in_exact_contact(app):
    b = to_fight(app, seed=17)
    who = heroes_turn(app, b)
    bf = b.game.fight.field
    me, orc = at(b, who), "orc-warrior-1"
    found = _past_an_enemy(b, who)
    for angle in range(0, 360, 20):  # the set-up: an orc set down 0.6 LU from the hero
        if found is not None:
            break
        bf.move_piece(orc, (me[0] + math.cos(math.radians(angle)) * 0.6, me[1] + math.sin(math.radians(angle)) * 0.6))
        found = _past_an_enemy(b, who)
    assert found is not None, "no orc within the hero's reach"
    set_up(b.game)
    b.refresh()
    game = b.game
    enemy, end, plan = found
    me = at(b, who)
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

def _pose(b: Battle, who: str, degrees: float, wanted) -> tuple[int, int]:
    """Where to hold the mouse on the field, 0.6 LU from the caster, for a valid Fireball at
    `degrees` that `wanted(plan)` likes (the fight's set-up decides which side that is)."""
    me = at(b, who)
    for angle in range(0, 360, 10):
        mouse = px(b, (me[0] + math.cos(math.radians(angle)) * 0.6, me[1] + math.sin(math.radians(angle)) * 0.6))
        plan = b.game.plan_area(who, "fireball", b.camera.to_lu(mouse), degrees)
        if plan.valid and wanted(plan) and b.rects()["field"].inflate(-20, -20).collidepoint(mouse):
            return mouse
    raise AssertionError("no such pose of the card in this fight")


def test_an_area_card_placed_at_a_pose_hits_exactly_the_previewed_bases(app):
    b = to_fight(app, heroes=("karomin", "cessair"), seed=31)
    who = heroes_turn(app, b)
    assert who == "cessair"
    game = b.game
    card = next(bt for bt, c in b.buttons if c.text.startswith("Fireball"))
    click_button(app, card)
    assert b.area is not None and b.area.gift == "fireball"
    key(app, pygame.K_e, "e", mod=pygame.KMOD_SHIFT, times=3)  # 45° in 15° steps
    assert b.area.degrees == 45
    mouse = _pose(b, who, 45, lambda plan: plan.foes)
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
    mouse = _pose(b, who, 150, lambda plan: [n.id for n in plan.friends] == ["cessair"])
    post(app, pygame.MOUSEMOTION, mouse)
    zoom = b.camera.scale
    for notch in (1, 1, -1):  # with a card out the wheel turns it (5° a notch), it does not zoom
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notch, flipped=False, precise_x=0.0,
                                             precise_y=float(notch), window=app.window))
        frames(app, 1)
    assert b.area.degrees == 5 and b.camera.scale == zoom
    key(app, pygame.K_q, "q")
    key(app, pygame.K_e, "e", mod=pygame.KMOD_SHIFT, times=10)  # 150° in 15° steps
    assert b.area.degrees == 150
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


def fight_by_mouse(app, bound: int, qm_turn) -> tuple[list[str], int]:
    """Fight on the battlefield by posted events until the scene leaves it or `bound` inputs
    are spent: click an enemy to attack or shoot, else drag once a turn towards the nearest
    enemy (to `plan_move`'s end), else Enter; the proposed answer of each dialog; `qm_turn(b)`
    in the Quest Master's turn. The titles of the dialogs asked, and the inputs posted."""
    moved: set[tuple] = set()
    asked: list[str] = []
    inputs = 0
    while isinstance(app.scene, Battle) and inputs < bound:
        b = app.scene
        game = b.game
        if game.fight is None:
            frames(app)
            continue
        for _ in range(120):  # a player clicks a base where it is drawn: once it has glided there
            if not b.glides:
                break
            app.frame(1 / 60)
        before = len(game.actions)
        main = BP.main_asked(game)
        if isinstance(b.overlay, QuestionBox):
            asked.append(b.overlay.q.title)
            bt = next(bt for bt, c in b.overlay.pairs if c.primary and bt.is_enabled)
            click_button(app, bt)
        elif main is None or main.side == QM:
            qm_turn(b)
            continue
        else:
            who = b.actor()
            turn = (game.fight.round, who)
            melee = [m for m in game.melee_targets(who) if m.may_attack]
            shots = [t for t in game.targets(who) if t.may_shoot]
            if melee:
                click(app, px(b, at(b, melee[0].id)))
            elif shots:
                click(app, px(b, at(b, shots[0].id)))
            elif turn not in moved and game.plan_move(who, at(b, who)).may_move:
                moved.add(turn)
                end, plan = _hero_move(b, who)
                if end is None:
                    key(app, pygame.K_RETURN)
                else:
                    drag(app, px(b, at(b, who)), end)
                    assert not isinstance(app.scene, Battle) or game.fight is None or at(b, who) == plan.end
            else:
                key(app, pygame.K_RETURN)  # End the turn
        inputs += 1
        assert not isinstance(app.scene, Battle) or len(game.actions) > before, f"nothing happened: {b.note}"
    return asked, inputs


@pytest.mark.parametrize(("heroes", "seed", "asks"), [
    (("karomin", "alondis"), 7, "Karomin is losing the roll"),
    (("karomin", "cessair"), 31, "Karomin is losing the roll"),
])
def test_the_learning_adventures_fight_is_fought_to_its_end_with_the_mouse(app, heroes, seed, asks):
    to_fight(app, heroes, seed)
    key(app, pygame.K_p, "p")  # the Quest Master stepped by S, so the test runs quickly
    asked, _ = fight_by_mouse(app, 600, lambda b: key(app, pygame.K_s, "s"))
    table = app.scene
    assert isinstance(table, Table), "the fight did not end"
    assert isinstance(table.overlay, FightResultDialog)
    assert table.game.fight is None and type(table.game.prompt).__name__ != "CombatRequest"
    kinds = {a["fight"]["type"] for a in table.game.actions if "fight" in a}
    assert {"Move", "MeleeAttack", "EndTurn"} <= kinds
    assert asks in asked, asked  # the modify window or an injury came up as a dialog
    click_button(app, table.overlay.go_on)
    assert table.overlay is None


# --- the automatic Quest Master -------------------------------------------------------------

def test_the_automatic_quest_masters_turn_at_full_speed_equals_it_played_headless(app):
    from questboard.play import new_game

    b = to_fight(app)  # the Quest Master starts this one
    assert BP.main_asked(b.game).side == QM and b.qm_mode == "auto"
    for _ in range(3):
        click_button(app, next(bt for bt, c in b.buttons if c.text.startswith("Speed")))
    assert b.buttons and any(c.text.startswith("Speed ×8") for _, c in b.buttons)
    glided = False
    for _ in range(400):
        frames(app, 1)
        glided = glided or bool(b.glides)
        if b.glides:  # a move glides from where it was to where it went
            who, (a, z, t) = next(iter(b.glides.items()))
            shown = b._shown_at(who, at(b, who))
            assert math.dist(shown, a) <= math.dist(a, z) + 1e-9
        if BP.main_asked(b.game).side != QM and not b.glides:
            break
    assert glided and BP.main_asked(b.game).side != QM
    # The same game played without a window, the Quest Master stepped headless.
    game = b.game
    twin = new_game(LEARNING, ("karomin", "alondis"), 7)
    from questboard.play.actions import decode

    fight_at = next(i for i, a in enumerate(game.actions) if a.get("play", {}).get("type") == "FightHere")
    for data in game.actions[:fight_at + 1]:
        assert twin.apply(decode(data)).ok
    while twin.step_qm() is not None:
        pass
    assert twin.snapshot() == game.snapshot()
    assert twin.actions == game.actions


def test_by_hand_the_quest_master_drags_his_bad_guys_with_the_same_tools(app):
    b = to_fight(app)
    click_button(app, next(bt for bt, c in b.buttons if c.text.startswith("QM: automatic")))
    assert b.qm_mode == "hand"
    movable = b.movable()
    assert movable and all(not b.game.fight.fighters[m].is_hero for m in movable)
    hero = at(b, "alondis")
    tries = []
    for orc in movable:  # an orc and a step towards Alondis that the field allows
        start = at(b, orc)
        d = math.dist(start, hero)
        for k in (0.4, 0.25, 0.6):
            goal = px(b, (start[0] + (hero[0] - start[0]) / d * k, start[1] + (hero[1] - start[1]) / d * k))
            plan = b.game.plan_move(orc, b.camera.to_lu(goal), clamp=True)
            tries.append(plan.reason)
            if plan.legal:
                break
        if plan.legal:
            break
    assert plan.legal, tries
    drag(app, px(b, start), goal)
    assert at(b, orc) == plan.end
    assert b.game.fight.active == orc
    assert b.game.actions[-1]["fight"] == {"type": "Move", "who": orc, "to": list(plan.end), "snap": True}
    end_qm = next(bt for bt, c in b.buttons if c.text.startswith("End the QM's turn"))
    click_button(app, end_qm)
    assert BP.main_asked(b.game).side != QM


def test_a_serious_injury_is_asked_in_a_dialog_and_the_answer_takes_the_hero_off(app):
    b = to_fight(app, ("karomin", "cessair"), 17)  # a seed where a hero is seriously injured
    key(app, pygame.K_p, "p")
    for _ in range(300):  # the heroes only end their turns and let the rolls stand
        box = b.overlay
        if isinstance(box, QuestionBox) and "seriously injured" in box.q.title:
            break
        if isinstance(box, QuestionBox):
            key(app, pygame.K_RETURN)
        elif BP.main_asked(b.game).side == QM:
            key(app, pygame.K_s, "s")
        else:
            key(app, pygame.K_RETURN)
    box = b.overlay
    assert isinstance(box, QuestionBox) and "seriously injured" in box.q.title
    hero = box.q.who
    n = len(b.game.actions)
    key(app, pygame.K_ESCAPE)  # the fight waits for the answer: Esc does not put it away
    assert b.overlay is box and "waits" in b.note
    pick = next(bt for bt, c in box.pairs if type(c.do).__name__ == "ResolveInjury")
    click_button(app, pick)
    assert len(b.game.actions) == n + 1 and b.game.actions[-1]["fight"]["type"] == "ResolveInjury"
    assert b.game.fight is None or b.game.fight.fighters[hero].off_field


def test_the_free_ruler_reads_edge_to_edge_between_bases_and_centre_to_point_otherwise(app):
    b = to_fight(app)
    heroes_turn(app, b)
    key(app, pygame.K_r, "r")
    assert b.ruler is not None
    n = len(b.game.actions)
    ka, al = at(b, "karomin"), at(b, "alondis")
    drag(app, px(b, ka), px(b, al))
    lu, how = b.free_ruler.reading()
    assert how in ("edge to edge", "touching")
    assert lu == pytest.approx(max(0.0, b.game.fight.field.edge_distance("karomin", "alondis")), abs=1e-12)
    assert f"{lu:.2f} LU" in b.note and len(b.game.actions) == n  # measuring moves nothing
    app.draw()
    spot = px(b, (ka[0] + 0.2, ka[1] - 0.6))
    assert b.piece_at(spot) is None
    drag(app, px(b, ka), spot)
    lu, how = b.free_ruler.reading()
    assert how == "centre to point"
    assert lu == pytest.approx(math.dist(ka, b.camera.to_lu(spot)), abs=1e-12)
    key(app, pygame.K_r, "r")
    assert b.ruler is None and len(b.game.actions) == n
