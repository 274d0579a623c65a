"""The odds in a background process: the same report as played here, a newer request
supersedes an older one, and closing leaves no process behind."""

from __future__ import annotations

import multiprocessing
import os
import time

import pytest

from questboard.play import autoplay, odds
from questboard.play.odds_worker import OddsWorker
from questboard.play.rehearse_game import Recipe, rehearsal_game

RECIPE = Recipe("forest-clearing", ("karomin", "alondis"), (("orc-warrior", 3),))


def wait_done(worker: OddsWorker, limit: float = 120.0):
    end = time.monotonic() + limit
    seen = []
    while time.monotonic() < end:
        update = worker.poll()
        if update is not None:
            seen.append(update)
            if update.finished:
                return seen
        time.sleep(0.02)
    raise AssertionError(f"no answer within {limit} s (saw {seen})")


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    # A zombie not yet reaped counts as gone only once waited for; join() has done that.
    return False


@pytest.fixture
def worker():
    w = OddsWorker(runs=12, batch=4)
    yield w
    w.close()


def test_the_worker_answers_as_the_odds_played_here(worker):
    game = rehearsal_game(RECIPE, 3)
    worker.ask(odds.position_of(game, RECIPE))
    seen = wait_done(worker)
    assert [u.done for u in seen][-1] == 12
    assert all(u.runs == 12 and u.error is None for u in seen)
    assert seen[-1].report == odds.odds(game.fight, 12)
    assert not worker.busy


def test_a_newer_request_supersedes_the_older_one(worker):
    game = rehearsal_game(RECIPE, 3)
    first = worker.ask(odds.position_of(game, RECIPE))
    assert (autoplay.step_heroes(game) or game.step_qm()).ok  # a committed step
    second = worker.ask(odds.position_of(game, RECIPE))
    assert second == first + 1
    seen = wait_done(worker)
    assert {u.request for u in seen} == {second}
    assert seen[-1].report == odds.odds(game.fight, 12)


def test_a_position_the_worker_cannot_build_is_said_not_raised(worker):
    game = rehearsal_game(RECIPE, 3)
    p = odds.position_of(game, RECIPE)
    worker.ask(odds.Position(p.recipe, p.seed + 1, p.actions, p.snapshot))
    seen = wait_done(worker)
    assert seen[-1].error and "same fight" in seen[-1].error
    assert seen[-1].finished


def test_closing_the_worker_leaves_no_process():
    w = OddsWorker(runs=400, batch=4)
    game = rehearsal_game(RECIPE, 3)
    w.ask(odds.position_of(game, RECIPE))  # busy when closed
    time.sleep(0.5)
    pid = w.pid
    assert w.alive
    w.close()
    w.close()  # twice is harmless
    assert not w.alive
    assert _gone(pid)
    assert not [c for c in multiprocessing.active_children() if c.pid == pid]
