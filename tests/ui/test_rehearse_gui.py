"""`rehearse MAP --gui` by posted events: the odds panel shows the worker's number, a committed
step asks again, the automatic heroes play by themselves, the chart is saved as a PNG of the
stated size, closing the scene ends the worker; bad arguments open no window."""

from __future__ import annotations

import os
import time

import pygame
import pytest

from questboard.cli.main import main
from questboard.play.odds_worker import OddsWorker
from questboard.play.rehearse_game import Recipe
from questboard.ui.battle import odds_chart
from questboard.ui.battle import rehearse as RG
from tests.ui.helpers import click_button, frames, key, open_app

RECIPE = Recipe("forest-clearing", ("karomin", "alondis"), (("orc-warrior", 3),))
WAIT = 180.0  # seconds, at most, for the background process on a busy machine


def until(app, test, limit: float = WAIT) -> bool:
    end = time.monotonic() + limit
    while time.monotonic() < end:
        app.frame(1 / 60)
        if test():
            return True
        time.sleep(0.02)
    return False


@pytest.fixture
def scene(tmp_path):
    app = open_app()
    frames(app)
    battle = RG.open_rehearsal(app, RECIPE, 1, chart_to=tmp_path / "chart.png",
                               worker=OddsWorker(runs=10, batch=5))
    battle.qm_mode = "paused"
    frames(app)
    yield app, battle
    app.close()


def odds_in(battle) -> bool:
    return battle.view.report is not None and not battle.view.busy


def test_the_panel_shows_the_odds_once_the_worker_has_played_the_position_out(scene):
    app, battle = scene
    assert battle.view.busy and battle.view.report is None  # asked at once, nothing yet
    assert until(app, lambda: odds_in(battle))
    r = battle.view.report
    assert r["runs"] == 10 and 0.0 <= r["victory"] <= 1.0
    assert battle.history == [(0, 1, r["victory"], *r["victory_95"])]
    assert sum(battle.rounds.values()) == 10
    assert battle.view.error is None


def test_a_committed_step_asks_again_and_adds_a_point(scene):
    app, battle = scene
    assert until(app, lambda: odds_in(battle))
    end_turn = next(b for b, c in battle.buttons if c.text.startswith("End the turn"))
    click_button(app, end_turn)
    assert battle.asked_at == len(battle.game.actions) and battle.worker.request == 2
    assert until(app, lambda: odds_in(battle) and len(battle.history) == 2)
    assert battle.history[-1][0] == len(battle.game.actions) - battle.fight_begins


def test_the_heroes_toggle_lets_both_sides_play_by_themselves(scene):
    app, battle = scene
    battle.qm_mode = "auto"
    click_button(app, battle.odds_buttons["heroes"])
    assert battle.heroes_auto and battle.odds_buttons["heroes"].text == "Heroes: automatic"
    before = len(battle.game.actions)
    assert until(app, lambda: len(battle.game.actions) >= before + 3 or app.scene is not battle, 60)


def test_the_chart_is_shown_and_saved_as_a_png_of_the_stated_size(scene, tmp_path):
    app, battle = scene
    assert until(app, lambda: odds_in(battle))
    click_button(app, battle.odds_buttons["chart"])
    dialog = battle.overlay
    assert isinstance(dialog, RG.ChartDialog)
    click_button(app, dialog.save_button)
    path = tmp_path / "chart.png"
    assert path.is_file()
    assert pygame.image.load(str(path)).get_size() == odds_chart.SIZE
    assert str(path) in battle.note and "1200×600" in battle.note
    assert battle.overlay is None


def test_without_a_chosen_file_the_chart_goes_to_the_data_folder(scene):
    _, battle = scene
    battle.chart_to = None
    path = battle.save_chart()
    assert path.parent == odds_chart.default_path("x").parent and path.is_file()


def test_closing_the_window_ends_the_worker():
    app = open_app()
    battle = RG.open_rehearsal(app, RECIPE, 1, worker=OddsWorker(runs=400, batch=5))
    frames(app)
    pid = battle.worker.pid
    assert battle.worker.alive
    app.close()
    assert not battle.worker.alive
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)


def test_the_fight_over_shows_the_outcome_and_offers_another_go(scene):
    app, battle = scene
    fight_out = next(b for b, c in battle.buttons if c.text.startswith("Fight it out"))
    click_button(app, fight_out)
    frames(app)
    outcome = app.scene
    assert isinstance(outcome, RG.Outcome) and "over" in outcome.headline.lower()
    assert not battle.worker.alive  # the battle's worker ended with the battle
    click_button(app, outcome.buttons["again"])
    again = app.scene
    assert isinstance(again, RG.RehearsalBattle) and again.run == 1 and again.game.fight is not None
    again.stop_worker()


@pytest.mark.parametrize("args, words", [
    (["nowhere", "--heroes", "karomin"], "no map 'nowhere'"),
    (["forest-clearing", "--heroes", "nobody"], "--heroes needs"),
    (["forest-clearing", "--heroes", "karomin", "--bad-guys", "trolls:2"], "no bad guy 'trolls'"),
])
def test_bad_arguments_are_one_line_exit_two_and_no_window(args, words, capsys, monkeypatch):
    from questboard.ui import app as ui_app

    opened = []
    monkeypatch.setattr(ui_app, "App", lambda *a, **k: opened.append(a))
    assert main(["rehearse", *args, "--gui"]) == 2
    err = capsys.readouterr().err.strip()
    assert words in err and len(err.splitlines()) == 1
    assert opened == []


def test_the_screenshot_of_a_rehearsal_shows_the_odds(tmp_path):
    out, what = RG.render(tmp_path / "r.png", RECIPE, 1, (1280, 720), steps=1, runs=10)
    assert pygame.image.load(str(out)).get_size() == (1280, 720)
    assert "2 positions played out" in what and "victory now" in what


def test_an_undo_asks_again_and_takes_its_points_back(scene):
    app, battle = scene
    assert until(app, lambda: odds_in(battle))
    end_turn = next(b for b, c in battle.buttons if c.text.startswith("End the turn"))
    click_button(app, end_turn)
    assert until(app, lambda: odds_in(battle) and len(battle.history) == 2)
    key(app, pygame.K_z, "z", pygame.KMOD_CTRL)
    assert len(battle.game.actions) == battle.fight_begins  # back at the start of the fight
    assert battle.worker.request == 3
    assert until(app, lambda: odds_in(battle) and battle.worker.latest.request == 3)
    assert [h[0] for h in battle.history] == [0]


@pytest.mark.parametrize("args", [
    ["forest-clearing", "--heroes", "karomin", "--bad-guys", "orc-archer:2"],
    ["example-short", "--fight", "12", "--heroes", "karomin,alondis,cessair"],
])
def test_rehearse_gui_opens_the_battlefield_with_the_table_window(args, monkeypatch):
    from questboard.cli import window
    from questboard.ui import app as ui_app

    seen = []

    def run(self) -> int:
        seen.append((self.scene, self.table_window is not None))
        self.close()
        return 0

    monkeypatch.setattr(window, "has_display", lambda: True)
    monkeypatch.setattr(ui_app.App, "run", run)
    assert main(["rehearse", *args, "--gui", "--table-window"]) == 0
    (scene, shared), = seen
    assert isinstance(scene, RG.RehearsalBattle) and shared
    assert scene.game.fight is not None and scene.closed  # the worker ended with the window
    assert scene.recipe.paragraph == (12 if "--fight" in args else None)


def test_the_bench_measures_the_panels_longest_frame_while_the_odds_are_played_out():
    from questboard.ui.battle.bench import rehearse_stall

    r = rehearse_stall(runs=10)
    assert r["stall_ms"] >= r["p99_ms"] >= r["frame_ms"] > 0
    assert r["frames"] > 1 and r["odds_s"] > 0 and r["idle_stall_ms"] > 0


def test_the_table_window_shows_the_rehearsal_as_it_is_played(scene):
    from questboard.ui.table_window.window import open_table_window

    app, battle = scene
    shared = open_table_window(app)
    frames(app)
    before = shared.frames_drawn
    assert before > 0
    assert battle.step_qm_or_heroes()
    frames(app)
    assert app.table_window is shared and shared.frames_drawn > before  # drawn anew for the step
