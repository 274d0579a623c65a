"""The leader's seat on another machine holds the horn (R10, R87): a toggle beside the
party's choice, and the choice sent settles it alone; another hero's seat has no toggle."""

from __future__ import annotations

import json

from questboard.play.seats import QUEST_MASTER
from questboard.ui.joined.panel import HORN
from tests.ui.helpers import click
from tests.ui.joined_table import Table


def _buttons(t):
    return [(b, c) for b, c in t.scene.buttons if c != "more"]


def test_the_leaders_seat_settles_the_partys_choice_alone_with_the_horn():
    t = Table("karomin")
    try:
        assert t.game.view(QUEST_MASTER).story.leader == "karomin"
        assert t.until(lambda: any(c.kind == HORN for _, c in _buttons(t)))
        horn = next(b for b, c in _buttons(t) if c.kind == HORN)
        assert horn.text.endswith("(off)")
        click(t.app, horn.rect.center)
        assert t.until(lambda: any(c.kind == HORN and c.label.endswith("(on)") for _, c in _buttons(t)))
        first = next(b for b, c in _buttons(t) if c.kind != HORN and '"Choose"' in c.action)
        click(t.app, first.rect.center)
        assert t.until(lambda: len(t.game.actions) == 1)
        assert t.game.actions[0]["horn"] is True, json.dumps(t.game.actions[0])
    finally:
        t.close()


def test_another_heros_seat_has_no_horn():
    t = Table("alondis")
    try:
        assert t.until(lambda: bool(_buttons(t)))
        assert not any(c.kind == HORN for _, c in _buttons(t))
    finally:
        t.close()
