"""The Esc menu's saved games say which of them are finished (R47)."""

from __future__ import annotations

import pygame

from tests.play.test_an_ended_game_says_so import finished
from tests.ui.helpers import key, open_app
from tests.ui.test_window_play import start_from_launcher


def test_a_finished_save_is_marked_in_the_menu(monkeypatch, tmp_path):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path))
    (tmp_path / "saves").mkdir()
    game = finished()
    game.save(tmp_path / "saves" / "evening.save.json")
    game.close()
    app = open_app((1280, 720))
    try:
        table = start_from_launcher(app)
        key(app, pygame.K_ESCAPE)
        texts = [b.text for b in table.overlay.loads]
        assert texts == ["View the ending: evening (success)"]
    finally:
        app.close()
