"""The window meets a round of paragraphs that asks nothing: the click into it is refused
with the paragraphs named, nothing is logged, and the other option still plays on."""

from __future__ import annotations

from questboard.ui import app as ui_app
from questboard.ui.table.scene import Table
from tests.play.test_going_round import BELLS
from tests.ui.helpers import button_for, click, click_button, frames


def test_a_click_into_a_round_is_refused_in_words_and_play_goes_on(tmp_path):
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "bells.yaml").write_text(BELLS, encoding="utf-8")
    app = ui_app.App(size=(1280, 720), hidden=True, extra_adventures=(folder,))
    try:
        frames(app)
        launcher = app.scene
        click(app, launcher.target("adventure", "bells").center)
        click(app, launcher.target("hero", "karomin").center)
        click_button(app, launcher.start)
        table = app.scene
        assert isinstance(table, Table), getattr(launcher, "message", "")
        log = table.game.autosave.path
        click_button(app, button_for(table, lambda c: c.text.endswith("Ring the bell")))
        assert table.note == ("Refused: The story goes round paragraphs 7 and 4, and back to 7 without "
                              "asking anything: the adventure file needs a way out")
        assert table.note_bad and table.game.actions == [] and len(log.read_text().splitlines()) == 1
        click_button(app, button_for(table, lambda c: c.text.endswith("Walk home")))
        assert table.game.story.paragraph == 9 and len(table.game.actions) == 1
    finally:
        app.close()
