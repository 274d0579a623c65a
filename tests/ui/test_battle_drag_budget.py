"""One drag committed on the battlefield (mouse up -> the move applied -> both windows
drawn), counted with `sys.setprofile`: the calls of questboard's own functions, and how
often who the fight waits for (`combat.authority.waiting_for`) is worked out."""

from __future__ import annotations

import math
import sys
from collections import Counter
from pathlib import Path

import pygame
import pytest

import questboard
from questboard.combat import authority
from tests.ui.helpers import frames
from tests.ui.test_battle import heroes_turn, post, px, to_fight

OWN = str(Path(questboard.__file__).resolve().parent)
BUDGET = 600  # calls of questboard's own functions for one committed drag


def counted(fn) -> Counter:
    """Run `fn`, counting calls whose code lies under questboard/ ("own") and calls of
    `waiting_for` ("waiting")."""
    seen: Counter = Counter()
    waiting = authority.waiting_for.__code__

    def profile(frame, event, arg):
        if event == "call":
            code = frame.f_code
            if code.co_filename.startswith(OWN):
                seen["own"] += 1
            if code is waiting:
                seen["waiting"] += 1

    sys.setprofile(profile)
    try:
        fn()
    finally:
        sys.setprofile(None)
    return seen


@pytest.fixture(scope="module")
def commit(request):
    """The counts of one committed drag of the hero on turn, the table window open."""
    from tests.ui.helpers import open_app

    app = open_app()
    try:
        b = to_fight(app)
        who = heroes_turn(app, b)
        app.toggle_table_window()
        frames(app, 5)
        me = b.fighter(who)
        for k in range(16):
            a = k * math.tau / 16
            plan = b.game.plan_move(who, (me.at[0] + 0.3 * math.cos(a), me.at[1] + 0.3 * math.sin(a)), clamp=True)
            if plan.legal and plan.travel > 0.2:
                break
        assert plan.legal, plan.reason
        start, end = px(b, me.at), px(b, plan.end)
        post(app, pygame.MOUSEBUTTONDOWN, start)
        post(app, pygame.MOUSEMOTION, ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2), buttons=(1, 0, 0))
        post(app, pygame.MOUSEMOTION, end, buttons=(1, 0, 0))
        n, drawn = len(b.game.actions), app.table_window.frames_drawn

        def up() -> None:
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1, window=app.window))
            app.frame(1 / 60)

        seen = counted(up)
        assert len(b.game.actions) == n + 1 and b.game.actions[-1]["fight"]["type"] == "Move"
        assert app.table_window.frames_drawn == drawn + 1  # the table window drew the move too
        return seen
    finally:
        app.close()


def test_a_committed_drag_is_counted(commit):
    assert commit["own"] > 0 and commit["waiting"] >= 1


def test_a_committed_drag_works_out_whom_the_fight_waits_for_once(commit):
    assert commit["waiting"] == 1, commit["waiting"]


GUARD = 595  # 587 on 2026-12-04, round two (1627 that morning, 2332 on 2026-12-02): no drag grows back past it


def test_a_committed_drag_makes_no_more_calls_than_it_did(commit):
    assert commit["own"] < GUARD, commit["own"]


def test_a_committed_drag_stays_within_its_budget_of_calls(commit):
    """587 on 2026-12-04 (794 after round one): the card uses that read nothing that changed
    kept, the panel's buttons kept while its rows stay, every base one blit, plain loops on
    the paths every revision takes; about 175 build the fight view (the potion planned anew
    45: its user came to touch a friend), 75 apply the move, 15 keep the panel's buttons, 195
    draw the battlefield (the sight's previews 65), 85 the table window."""
    assert commit["own"] < BUDGET, commit["own"]
