"""An adventure given on the command line (`questboard FILE`) is the one the launcher has
chosen when it opens, and its card is in sight with its own description."""

from __future__ import annotations

from questboard.ui import app as ui_app
from tests.ui.helpers import frames
from tests.ui.test_launcher_an_authors_game import ADVENTURE, write_authors_folder


def test_an_adventure_added_on_the_command_line_is_chosen_when_the_launcher_opens(tmp_path, monkeypatch):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path / "data"))
    path = write_authors_folder(tmp_path)
    app = ui_app.App(size=(1280, 720), hidden=True, extra_adventures=(path,))
    try:
        frames(app)
        launcher = app.scene
        assert launcher.chosen is not None and launcher.chosen.id == ADVENTURE
        card = launcher.target("adventure", ADVENTURE)
        assert card is not None and app.surface.get_rect().contains(card)
        app.screenshot(tmp_path / "launcher.png")
    finally:
        app.close()
    plain = ui_app.App(size=(1280, 720), hidden=True)
    try:
        assert plain.scene.chosen.id == "the-harbor-treasure"  # nothing added: the learning adventure
    finally:
        plain.close()
