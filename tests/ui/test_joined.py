"""A joined seat's window (ui/joined) against a real host on 127.0.0.1: the host's game is
pumped between the window's frames (one thread owns it), and the window is driven by posted
mouse events, as a player on another machine would drive it."""

from __future__ import annotations

import pygame
import pytest

from questboard.play.seats import TABLE
from questboard.ui.joined.panel import LOST
from tests.play.helpers import story_answer
from tests.ui.helpers import click
from tests.ui.joined_table import Table, to_the_fight


@pytest.fixture
def karomin():
    t = Table("karomin")
    yield t
    t.close()


def test_a_click_on_a_story_choice_moves_the_hosts_game_on(karomin):
    t = karomin
    assert t.until(lambda: t.scene.buttons)
    assert t.app.window.title == "questboard: Karomin at The Silent Monastery"
    labels = [c.label for _, c in t.scene.buttons]
    # the options, and the horn's toggle: Karomin leads (R10)
    assert labels == [label for _, label in t.client.view.story.options] + ["The horn: you decide alone (off)"]
    before = t.game.revision
    b, c = t.scene.buttons[1]
    click(t.app, b.rect.center)
    assert t.until(lambda: t.game.revision != before)
    assert t.game.story.paragraph != 1 or t.game.prompt != t.client.view.story.prompt
    assert t.until(t.shown) and t.scene.panel.choices != ()
    assert t.scene.sent_at is None and all(b.is_enabled for b, _ in t.scene.buttons)


def test_a_drag_of_the_seats_base_moves_it_on_the_host_and_a_refusal_is_shown(karomin, tmp_path):
    t = karomin
    assert to_the_fight(t) >= 1
    t.run(3)
    t.app.screenshot(tmp_path / "joined-fight.png")
    cam = t.scene.picture.camera
    me = t.client.view.fight.fighter("karomin")
    start = tuple(round(v) for v in cam.to_px(me.at))
    end = (start[0] + 50, start[1] - 30)
    w = t.app.window
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0), window=w))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, window=w))
    t.run(2)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0), window=w))
    drag = t.scene.drag
    assert t.until(lambda: drag.plan is not None and drag.plan_for == drag.at)
    t.run(1)
    assert drag.plan["legal"] and drag.words() in t.scene.texts
    t.app.screenshot(tmp_path / "joined-drag.png")
    before = t.game.revision
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1, window=w))
    assert t.until(lambda: t.game.revision != before)
    moved = t.game.view(TABLE).fight.fighter("karomin").at
    assert drag.sent is not None and tuple(moved) == pytest.approx(drag.sent.to)
    assert moved != me.at
    assert t.until(t.shown)
    foe = max((f for f in t.client.view.fight.pieces if not f.is_hero),
              key=lambda f: (f.at[0] - moved[0]) ** 2 + (f.at[1] - moved[1]) ** 2)
    click(t.app, cam.to_px(foe.at))
    assert t.until(lambda: t.scene.note != "")
    assert "not touching" in t.scene.note and t.scene.note in t.scene.texts
    t.app.screenshot(tmp_path / "joined-refused.png")
    assert all((tmp_path / n).stat().st_size > 10_000 for n in ("joined-fight.png", "joined-drag.png"))


def test_a_lost_connection_is_said_and_offers_no_choice(karomin):
    t = karomin
    assert t.until(lambda: t.scene.buttons)
    t.host.stop()
    assert t.until(lambda: not t.client.connected)
    t.run(3)
    assert t.scene.panel.status == LOST and t.scene.panel.choices == ()
    assert t.scene.buttons == [] and LOST in t.scene.texts
    assert t.scene.picture.note == LOST


def test_the_tables_seat_shows_the_public_picture_alone():
    t = Table("table")
    try:
        assert t.until(lambda: t.scene.revision is not None)
        assert t.scene.buttons == [] and t.scene.side().w == 0
        assert t.app.window.title == "questboard: the table at The Silent Monastery"
        assert t.client.view.story.read_aloud[0] in t.scene.texts
        before = t.game.revision
        t.game.apply(story_answer(t.game))
        assert t.until(lambda: (t.scene.revision or 0) > before)
    finally:
        t.close()


def test_a_drag_the_host_refuses_is_not_sent_and_says_why(karomin):
    t = karomin
    to_the_fight(t)
    cam = t.scene.picture.camera
    me = t.client.view.fight.fighter("karomin")
    start = tuple(round(v) for v in cam.to_px(me.at))
    off = (round(cam.to_px((-0.1, me.at[1]))[0]), start[1])  # past the field's left edge
    w = t.app.window
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, window=w))
    t.run(2)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=off, rel=(0, 0), buttons=(1, 0, 0), window=w))
    drag = t.scene.drag
    assert t.until(lambda: drag.plan is not None and drag.plan_for == drag.at)
    assert not drag.plan["legal"] and drag.plan["reason"]
    t.run(1)
    assert drag.plan["reason"] in t.scene.texts
    before = t.game.revision
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=off, button=1, window=w))
    assert t.until(lambda: t.scene.note != "")
    t.run(20)
    assert drag.sent is None and t.game.revision == before
    assert t.scene.note == drag.plan["reason"]
