"""The default name of a save is the adventure's title with the time, safe for a file name
(no file id, no slash or colon)."""

from __future__ import annotations

import re

import pygame

from questboard.play.folders import save_name
from tests.ui.helpers import click_button, key, open_app
from tests.ui.test_window_play import start_from_launcher


def test_a_save_is_named_for_the_adventures_title():
    assert re.fullmatch(r"The Drowned Captain's Map \d{4}-\d\d-\d\d \d{6}",
                        save_name("The Drowned Captain's Map"))


def test_a_title_is_made_safe_for_a_file_name():
    name = save_name('Fire/Ice: "Who?" <now>.')
    assert not set(name) & set('/\\:*?"<>|')
    assert name.startswith("Fire Ice Who now ")


def test_the_menu_and_quit_dialog_offer_the_titles_name(monkeypatch, tmp_path):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path))
    app = open_app((1280, 720))
    try:
        table = start_from_launcher(app)
        key(app, pygame.K_ESCAPE)
        assert table.overlay.name.get_text().startswith("The Drowned Captain's Map ")
        click_button(app, table.overlay.quit)
        assert table.overlay.name.get_text().startswith("The Drowned Captain's Map ")
    finally:
        app.close()
