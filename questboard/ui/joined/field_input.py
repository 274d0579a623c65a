"""The mouse and the keys on a joined seat's field: a drag of the hero's own base (R86), a click
on a foe (an attack, as R86 says), and an area card in hand (R89): it follows the mouse, the
wheel or Q/E turn it, a click lays it, Esc or the right button puts it away."""

from __future__ import annotations

import math

import pygame

from questboard.play.vocabulary import MeleeAttack, RangedAttack

TOUCH = 0.005  # LU: bases this close touch (G2): a click on a foe so close is a melee attack


def wheel(scene, event) -> bool:
    """The wheel: it turns an area card in hand, else zooms the picture."""
    if scene.area.active:
        scene.area.turn(1 if event.y > 0 else -1, bool(pygame.key.get_mods() & pygame.KMOD_SHIFT))
        return True
    return scene.picture.zoom(pygame.mouse.get_pos(), event.y)


def turn_key(scene, event) -> bool:
    """Q/E turn an area card in hand (Shift: 15° steps); True when taken."""
    if not scene.area.active or event.key not in (pygame.K_q, pygame.K_e):
        return False
    scene.area.turn(1 if event.key == pygame.K_e else -1, bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT))
    return True


def mouse(scene, event) -> None:
    view, cam = scene.client.view, scene.picture.camera
    fight = view.fight if view is not None else None
    if fight is None or cam is None or scene.hero is None:
        return
    if scene.area.active:
        _area(scene, event, cam)
        return
    drag = scene.drag
    if event.type == pygame.MOUSEMOTION:
        if drag.active:
            drag.motion(cam.to_lu(event.pos))
            scene.dirty = True
        return
    if event.button == 3:
        drag.cancel()
        scene.dirty = True
        return
    if event.button == 1 and event.type == pygame.MOUSEBUTTONUP and drag.active:
        drag.release(cam.to_lu(event.pos))  # wherever the mouse is let go
        scene.dirty = True
        return
    if event.button != 1 or not scene.picture.area.collidepoint(event.pos):
        return
    under = base_at(fight, cam, event.pos)
    if event.type == pygame.MOUSEBUTTONDOWN:
        movers = fight.movers
        if under is not None and movers is not None and under.id in movers.pieces:
            drag.press(under.id, under.at, cam.to_lu(event.pos))
            scene.dirty = True
    elif under is not None and not under.is_hero:
        attack(scene, fight, under)


def _area(scene, event, cam) -> None:
    area = scene.area
    scene.dirty = True
    if event.type == pygame.MOUSEMOTION:
        area.aim(cam.to_lu(event.pos), event.pos)
    elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
        area.cancel()
    elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and scene.picture.area.collidepoint(event.pos):
        area.click(cam.to_lu(event.pos), event.pos)


def base_at(fight, cam, pos):
    for f in fight.pieces:
        c = cam.to_px(f.at)
        if math.dist(c, pos) <= max(6.0, f.radius * cam.scale):
            return f
    return None


def attack(scene, fight, foe) -> None:
    """A click on a foe: a melee attack when the bases touch, else a shot when the hero has a
    blue bar, else a melee attack; the host decides, and a refusal comes back in its words."""
    me = fight.fighter(scene.hero)
    if me is None or me.at is None:
        return
    turn = fight.turn
    may_shoot = turn is not None and turn.who == scene.hero and turn.ranged > 0
    gap = math.dist(me.at, foe.at) - me.radius - foe.radius
    shoot = gap > TOUCH and may_shoot and me.range_bar is not None
    scene.client.send((RangedAttack if shoot else MeleeAttack)(scene.hero, foe.id))


__all__ = ["TOUCH", "attack", "base_at", "mouse", "turn_key", "wheel"]
