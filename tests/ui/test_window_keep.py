"""What the window keeps between runs, driven by posted clicks and keys: save and quit, a
new App that resumes the save; an autosave further along than the chosen save is offered;
settings are kept in the data folder."""

from __future__ import annotations

import json

import pygame
import pytest

from questboard.ui.drawing import look
from questboard.ui.launcher.scene import Launcher
from questboard.ui.table.scene import Table
from tests.ui.helpers import action_name, click_button, key, open_app
from tests.ui.test_window_play import press, start_from_launcher


@pytest.fixture
def data(monkeypatch, tmp_path):
    """A data folder of the test's own: saves, autosaves and settings start empty."""
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path))
    yield tmp_path
    look.set_text_scale(1.0)


def _quit_from_the_menu(app, table, save: bool) -> None:
    key(app, pygame.K_ESCAPE)
    click_button(app, table.overlay.quit)
    quit_dialog = table.overlay
    assert type(quit_dialog).__name__ == "QuitDialog"
    click_button(app, quit_dialog.save_quit if save else quit_dialog.just_quit)
    assert not app.running, getattr(quit_dialog, "message", "")
    app.close()


def _open_kept_games(app):
    launcher = app.scene
    assert isinstance(launcher, Launcher)
    click_button(app, launcher.kept_button)
    return launcher.overlay


def test_save_quit_and_a_new_app_resumes_the_save(data):
    app = open_app()
    table = start_from_launcher(app)
    press(app, table, lambda c: "merchant" in c.text.lower())
    press(app, table, lambda c: action_name(c) == "BuyItem" and c.do.hero == "alondis")
    snapshot, actions = table.game.snapshot(), list(table.game.actions)
    _quit_from_the_menu(app, table, save=True)
    saves = list((data / "saves").glob("*.save.json"))
    assert len(saves) == 1

    app = open_app()  # the next evening: a new window
    try:
        kept = _open_kept_games(app)
        row = next(b for b, k in kept.rows.items() if not k.auto)
        assert "The Drowned Captain's Map" in row.text and f"{len(actions)} actions" in row.text
        click_button(app, row)  # the autosave is no further along: the save loads at once
        resumed = app.scene
        assert isinstance(resumed, Table)
        assert resumed.game.actions == actions and resumed.game.snapshot() == snapshot
        assert type(resumed.game.prompt).__name__ == "Shop"
    finally:
        app.close()


def test_an_autosave_further_along_than_the_chosen_save_is_offered(data):
    app = open_app()
    table = start_from_launcher(app)
    press(app, table, lambda c: "merchant" in c.text.lower())
    key(app, pygame.K_ESCAPE)
    click_button(app, table.overlay.save)  # saved at the shop
    click_button(app, table.overlay.resume)
    press(app, table, lambda c: action_name(c) == "LeaveShop")  # play went on after the save
    press(app, table, lambda c: c.key == "1")
    further = list(table.game.actions)
    _quit_from_the_menu(app, table, save=False)

    app = open_app()
    try:
        kept = _open_kept_games(app)
        click_button(app, next(b for b, k in kept.rows.items() if not k.auto))
        assert kept.offer is not None and kept.offer[2] == 2
        assert "2 actions more" in kept.take_auto.text
        click_button(app, kept.take_auto)
        resumed = app.scene
        assert isinstance(resumed, Table) and resumed.game.actions == further
    finally:
        app.close()


def test_the_save_as_it_was_can_still_be_loaded(data):
    app = open_app()
    table = start_from_launcher(app)
    press(app, table, lambda c: "merchant" in c.text.lower())
    at_the_save = list(table.game.actions)
    key(app, pygame.K_ESCAPE)
    click_button(app, table.overlay.save)
    click_button(app, table.overlay.resume)
    press(app, table, lambda c: action_name(c) == "LeaveShop")
    _quit_from_the_menu(app, table, save=False)
    app = open_app()
    try:
        kept = _open_kept_games(app)
        click_button(app, next(b for b, k in kept.rows.items() if not k.auto))
        click_button(app, kept.take_save)
        assert isinstance(app.scene, Table) and app.scene.game.actions == at_the_save
        assert app.scene.game.autosave is not None  # play goes on into an autosave of its own
    finally:
        app.close()


def test_settings_apply_at_once_and_are_kept_for_the_next_start(data):
    app = open_app()
    launcher = app.scene
    click_button(app, launcher.settings_button)
    dialog = launcher.overlay
    assert type(dialog).__name__ == "SettingsDialog"
    click_button(app, next(b for b, v in dialog.choices.items() if v == ("text", "large")))
    click_button(app, next(b for b, v in dialog.choices.items() if v == ("speed", "off")))
    assert look.TEXT_SCALE[0] == 1.15 and app.animation_speed == 0
    large = next(b for b, v in launcher.overlay.choices.items() if v == ("text", "large"))
    assert large.is_selected and "(now)" in large.text  # said in words, not only in colour
    click_button(app, next(b for b, v in launcher.overlay.choices.items() if v == ("size", (1280, 720))))
    assert app.size == (1280, 720)
    kept = json.loads((data / "settings.json").read_text())
    assert {k: kept[k] for k in ("size", "fullscreen", "text", "speed")} == {
        "size": [1280, 720], "fullscreen": False, "text": "large", "speed": "off"}
    assert kept["calibrations"] == [] and kept["table_camera"] == "follow"  # the table window's part
    key(app, pygame.K_ESCAPE)
    assert launcher.overlay is None and launcher.start is not None
    app.close()
    app = open_app(size=None)  # the next start takes the kept size
    try:
        assert app.size == (1280, 720) and look.TEXT_SCALE[0] == 1.15
    finally:
        app.close()
