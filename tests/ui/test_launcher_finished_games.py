"""Finished adventures in the launcher (R47): an autosave or save whose game has ended is
listed as 'Finished: TITLE, ENDING' and offers 'View the ending' and 'Play it again'; it is
never the launcher's Continue."""

from __future__ import annotations

import pytest

from questboard.play import Ended, new_game
from questboard.play.folders import new_autosave_path
from questboard.play.seats import QUEST_MASTER
from questboard.ui.drawing import look
from questboard.ui.launcher.scene import Launcher
from questboard.ui.table.scene import Table
from tests.play.test_an_ended_game_says_so import finished
from tests.ui.helpers import click_button, open_app


@pytest.fixture
def data(monkeypatch, tmp_path):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path))
    yield tmp_path
    look.set_text_scale(1.0)


def _kept(app):
    launcher = app.scene
    assert isinstance(launcher, Launcher)
    click_button(app, launcher.kept_button)
    return launcher.overlay


def test_a_finished_autosave_is_not_the_launchers_continue(data):
    finished(new_autosave_path("example-short")).close()
    app = open_app()
    try:
        assert app.scene.continue_button is None
        under_way = new_game("example-short", ("cessair",), 3)
        under_way.attach_autosave(new_autosave_path("example-short"))
        under_way.close()
    finally:
        app.close()
    app = open_app()
    try:
        assert app.scene.continue_button is not None  # the game under way, not the ended one
        assert "Finished" not in app.scene.continue_button.text
    finally:
        app.close()


def test_a_finished_game_offers_its_ending_or_a_new_game(data):
    game = finished(new_autosave_path("example-short"))
    (data / "saves").mkdir()
    game.save(data / "saves" / "evening.save.json")
    game.close()
    app = open_app()
    try:
        kept = _kept(app)
        rows = list(kept.rows)
        assert len(rows) == 2
        assert all(b.text.startswith("Finished: The Silent Monastery, success") for b in rows)
        click_button(app, rows[0])
        assert kept.finished is not None
        assert {kept.view_ending.text, kept.play_again.text} == {"View the ending", "Play it again"}
        click_button(app, kept.play_again)
        table = app.scene
        assert isinstance(table, Table)
        assert table.game.actions == [] and table.game.adventure.id == "example-short"
        assert [s.id for s in table.game.view(QUEST_MASTER).story.sheets] == ["karomin", "alondis"]
    finally:
        app.close()


def test_view_the_ending_opens_on_the_ending(data):
    finished(new_autosave_path("example-short")).close()
    app = open_app()
    try:
        kept = _kept(app)
        click_button(app, next(iter(kept.rows)))
        click_button(app, kept.view_ending)
        assert isinstance(app.scene, Table) and isinstance(app.scene.game.prompt, Ended)
    finally:
        app.close()
