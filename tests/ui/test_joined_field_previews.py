"""A joined seat's field previews against a real host on 127.0.0.1 (R89): on its hero's turn
the window asks the host once per view how he sees the enemies and draws the lines the host
found; an area card is laid by the mouse, each pose planned by the host, and a click casts it
where the host planned it."""

from __future__ import annotations

import math

import pygame
import pytest

from questboard.play.viewdata import to_data
from tests.ui.helpers import click
from tests.ui.joined_table import Table, to_the_fight


@pytest.fixture
def cessair():
    t = Table("cessair", seed=31, heroes=("karomin", "cessair"))
    yield t
    t.close()


def test_the_heroes_sight_lines_are_asked_once_a_view_and_drawn_as_the_host_sees_them(cessair, tmp_path):
    t = cessair
    to_the_fight(t)
    sight = t.scene.sight
    assert t.until(lambda: sight.seen is not None)
    asked = sight.stamp
    t.run(5)
    assert sight.stamp == asked and sight.asked is None  # once for this view, kept
    assert to_data(sight.seen.targets) == to_data(t.game.targets("cessair"))
    t.app.draw()
    assert sight.texts and set(sight.texts) <= set(t.scene.texts)
    far = [x for x in sight.seen.targets if x.reach is not None and not x.in_range]
    assert all(f"{x.gap:.2f} LU: too far" in sight.texts for x in far[:6])
    t.app.screenshot(tmp_path / "joined-sight.png")
    assert (tmp_path / "joined-sight.png").stat().st_size > 10_000


def _pose(t: Table, who: str, degrees: float):
    """A point 0.6 LU from the caster where the host's plan is valid (hitting foes if it can)."""
    cam, game = t.scene.picture.camera, t.game
    me = game.fight.field.pieces[who].at
    found = []
    for angle in range(0, 360, 10):
        lu = (me[0] + math.cos(math.radians(angle)) * 0.6, me[1] + math.sin(math.radians(angle)) * 0.6)
        mouse = tuple(round(v) for v in cam.to_px(lu))
        plan = game.plan_area(who, "fireball", cam.to_lu(mouse), degrees)
        if plan.valid and t.scene.picture.area.inflate(-20, -20).collidepoint(mouse):
            found.append((bool(plan.foes), mouse))
    assert found, "no pose of the card in this fight"
    return max(found)[1]


def _move(t: Table, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0),
                                         window=t.app.window))


def test_an_area_card_is_aimed_by_the_mouse_and_cast_where_the_host_planned_it(cessair, tmp_path):
    t = cessair
    to_the_fight(t)
    card = next(b for b, c in t.scene.buttons if c != "more" and c.kind == "area")
    click(t.app, card.rect.center)
    area = t.scene.area
    assert area.active and area.gift == "fireball"
    for _ in range(3):  # 45° in 15° steps
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_e, unicode="e", mod=pygame.KMOD_SHIFT,
                                             scancode=0, window=t.app.window))
    t.run(2)
    assert area.degrees == 45
    mouse = _pose(t, "cessair", 45)
    _move(t, mouse)
    assert t.until(lambda: area.plan is not None and area.plan_for == (area.at, 45))
    assert area.at == pytest.approx(t.scene.picture.camera.to_lu(mouse), abs=1e-4)
    expect = t.game.plan_area("cessair", "fireball", area.at, 45)
    assert to_data(area.plan) == to_data(expect) and area.plan.valid
    t.run(1)
    assert area.words() in t.scene.texts and area.words().startswith("Fireball at 45°")
    t.app.screenshot(tmp_path / "joined-area.png")
    before = t.game.revision
    click(t.app, mouse)
    assert t.until(lambda: t.game.revision != before)
    done = t.game.actions[-1]["fight"]
    assert done["type"] == "UseGift" and done["gift"] == "fireball"
    assert done["area"][0] == pytest.approx(list(expect.centre)) and done["area"][1] == pytest.approx(45)
    assert not area.active and area.sent is not None


def test_a_pose_the_host_refuses_is_not_cast_and_says_why(cessair):
    t = cessair
    to_the_fight(t)
    card = next(b for b, c in t.scene.buttons if c != "more" and c.kind == "area")
    click(t.app, card.rect.center)
    area, cam = t.scene.area, t.scene.picture.camera
    far = next(tuple(round(v) for v in cam.to_px(f.at)) for f in reversed(t.client.view.fight.pieces)
               if not f.is_hero)
    _move(t, far)
    assert t.until(lambda: area.plan is not None and area.plan_for == (area.at, 0.0))
    refusal = area.plan.reason if not area.plan.valid else None
    before = t.game.revision
    click(t.app, far)
    t.run(10)
    if refusal is None:  # the card slid to touch the caster: it may lie there, and is cast
        assert t.game.revision != before
        return
    assert t.game.revision == before and area.active and t.scene.note == refusal
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, unicode="", mod=0, scancode=0,
                                         window=t.app.window))
    t.run(2)
    assert not area.active
