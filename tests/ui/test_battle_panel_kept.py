"""The side panel keeps its buttons while what it lays out stays (`side.Panel._sections_key`):
after a drag that changes no control's words, the very buttons stand in their places, each
for the control the new view offers, as a layout made afresh would have them."""

from __future__ import annotations

import math

import pygame

from questboard import play
from tests.ui.helpers import frames, open_app
from tests.ui.test_battle import heroes_turn, post, px, to_fight


def _drag(app, b, who) -> None:
    me = b.fighter(who)
    for k in range(16):
        a = k * math.tau / 16
        plan = b.game.plan_move(who, (me.at[0] + 0.3 * math.cos(a), me.at[1] + 0.3 * math.sin(a)), clamp=True)
        if plan.legal and plan.travel > 0.2:
            break
    assert plan.legal, plan.reason
    start, end = px(b, me.at), px(b, plan.end)
    post(app, pygame.MOUSEBUTTONDOWN, start)
    post(app, pygame.MOUSEMOTION, end, buttons=(1, 0, 0))
    post(app, pygame.MOUSEBUTTONUP, end)


def _laid(panel) -> list:
    return [(tuple(bt.relative_rect), bt.text, bt.is_enabled, c) for bt, c in panel.buttons]


def test_a_drag_that_changes_no_controls_words_keeps_every_button_for_the_new_views_control():
    app = open_app()
    try:
        b = to_fight(app)
        who = heroes_turn(app, b)
        frames(app, 2)
        before = [bt for bt, _ in b.panel.buttons]
        revision = b.game.revision
        _drag(app, b, who)
        assert b.game.revision > revision and b.game.actions[-1]["fight"]["type"] == "Move"
        kept = [bt for bt, _ in b.panel.buttons]
        assert kept == before and all(x is y for x, y in zip(kept, before, strict=True))
        ends = [c for _, c in b.panel.buttons if isinstance(c.do, play.EndTurn)]
        assert ends and ends[0].do.who == who
        shown, heads = _laid(b.panel), list(b.panel.label_rows)
        b.panel._laid = None  # the same view laid out afresh
        b.refresh()
        assert _laid(b.panel) == shown and b.panel.label_rows == heads
    finally:
        app.close()


def test_a_new_turn_lays_the_panel_out_anew():
    app = open_app()
    try:
        b = to_fight(app)
        who = heroes_turn(app, b)
        frames(app, 2)
        texts = [bt.text for bt, _ in b.panel.buttons]
        key = b.panel._laid[0]
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                             scancode=0, window=app.window))
        frames(app, 2)
        assert b.game.actions[-1]["fight"]["type"] == "EndTurn", b.game.actions[-1]
        assert b.panel._laid is not None and b.panel._laid[0] != key
        assert [bt.text for bt, _ in b.panel.buttons] != texts or b.fight_view.active != who
    finally:
        app.close()
