"""Dialogs over the table, one at a time: a dialog opened from another takes its place, and
the first one's buttons go with it."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton

from questboard.ui.state_dump import state
from tests.ui.helpers import click_button, key, open_app
from tests.ui.test_window_play import start_from_launcher


def _live_texts(app) -> set[str]:
    return {b.text for b in app.manager.get_sprite_group().sprites()
            if isinstance(b, UIButton) and b.alive() and b.visible}


def test_quit_opened_from_the_menu_leaves_none_of_the_menus_buttons(monkeypatch, tmp_path):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path))
    app = open_app((1280, 720))
    try:
        table = start_from_launcher(app)
        key(app, pygame.K_ESCAPE)
        assert "Save" in _live_texts(app)
        click_button(app, table.overlay.quit)
        assert type(table.overlay).__name__ == "QuitDialog"
        assert state(app)["overlay"] == "Quit"  # the name a driver of the real window reads
        live = _live_texts(app)
        assert {"Save and quit", "Quit", "Back  (Esc)"} <= live
        assert not live & {"Save", "Quit…", "Settings…", "Back to the launcher"}, live
        click_button(app, table.overlay.back)
        assert table.overlay is None and "Save" not in _live_texts(app)
    finally:
        app.close()


def test_settings_opened_from_the_menu_leaves_none_of_the_menus_buttons(monkeypatch, tmp_path):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path))
    app = open_app((1280, 720))
    try:
        table = start_from_launcher(app)
        key(app, pygame.K_ESCAPE)
        click_button(app, table.overlay.settings)
        assert type(table.overlay).__name__ == "SettingsDialog"
        assert not _live_texts(app) & {"Save", "Quit…", "Back to the launcher"}
    finally:
        app.close()
