"""An outside author's game continued from the launcher of a program started in another folder:
the autosave keeps the adventure file's absolute path, its title and the map files it used;
Continue names the title and resumes; a file that moved is said in one line, in a box of its
own over the launcher."""

from __future__ import annotations

import json

import pytest

from questboard.cli.main import main
from questboard.play import new_game
from questboard.play.folders import new_autosave_path
from questboard.ui.launcher.notice import Notice
from questboard.ui.launcher.scene import Launcher
from questboard.ui.table.scene import Table
from tests.an_authors_folder import ADVENTURE, MAP, TITLE, write_authors_folder
from tests.ui.helpers import click_button, frames, key, open_app


@pytest.fixture
def kept(monkeypatch, tmp_path):
    """A game of the author's adventure begun in its own folder by its relative name, its
    autosave in the data folder; then the program is in another folder."""
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path / "data"))
    path = write_authors_folder(tmp_path)
    monkeypatch.chdir(path.parent)
    game = new_game(path.name, ("karomin",), 3)
    game.attach_autosave(new_autosave_path(game.adventure.id))
    auto = game.autosave.path
    game.close()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    return path, auto


def test_the_autosave_keeps_the_absolute_file_its_title_and_maps(kept):
    path, auto = kept
    head = json.loads(auto.read_text(encoding="utf-8").splitlines()[0])
    assert head["adventure_file"] == str(path.resolve())
    assert head["title"] == TITLE
    assert head["map_files"] == {MAP: str((path.parent / "maps" / f"{MAP}.yaml").resolve())}


def test_continue_names_the_title_and_resumes_from_another_folder(kept):
    app = open_app()
    try:
        launcher = app.scene
        assert isinstance(launcher, Launcher)
        assert launcher.continue_button.text.startswith(f"Continue {TITLE} (")
        click_button(app, launcher.continue_button)
        frames(app)
        assert isinstance(app.scene, Table) and app.scene.game.adventure.id == ADVENTURE
    finally:
        app.close()


def test_a_moved_adventure_is_said_in_one_line_over_the_launcher(kept):
    path, _ = kept
    path.rename(path.with_name("moved.yaml"))
    app = open_app()
    try:
        launcher = app.scene
        click_button(app, launcher.continue_button)
        frames(app)
        notice = launcher.overlay
        assert app.scene is launcher and isinstance(notice, Notice)
        words = notice.message
        assert "\n" not in words and str(path.resolve()) in words
        assert "is not there any more" in words and "Traceback" not in words
        # Nothing of the launcher covers the box: its only button is the notice's own OK.
        buttons = [e for e in app.manager.get_sprite_group().sprites()
                   if type(e).__name__ == "UIButton" and e.alive() and e.visible]
        assert [b.text for b in buttons] == ["OK  (Enter)"]
        box = notice.box()
        assert app.window.get_surface().get_rect().contains(box)
        assert box.contains(buttons[0].rect)
        key(app, _enter())
        assert launcher.overlay is None and launcher.continue_button is not None
    finally:
        app.close()


def test_text_mode_resumes_it_from_another_folder_and_says_when_it_moved(kept, capsys, monkeypatch):
    path, auto = kept
    monkeypatch.setattr("sys.stdin", _Quit())
    assert main(["text", "--load", str(auto)]) == 0
    assert "Traceback" not in capsys.readouterr().err
    path.rename(path.with_name("moved.yaml"))
    assert main(["text", "--load", str(auto)]) == 1
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and str(path.resolve()) in err and "is not there any more" in err


def _enter() -> int:
    import pygame

    return pygame.K_RETURN


class _Quit:
    """A terminal that quits at the first question."""

    def readline(self) -> str:
        return "quit\n"

    def isatty(self) -> bool:
        return False

    def __iter__(self):
        return iter(["quit\n"])


def test_the_launcher_refuses_to_start_what_validate_rejects_with_its_lines(tmp_path, monkeypatch):
    """R55 in the window: the lines of validate in the launcher's box, no game begun."""
    from questboard.ui import app as ui_app
    from tests.ui.helpers import click

    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path / "data"))
    path = write_authors_folder(tmp_path)
    path.write_text(path.read_text(encoding="utf-8").replace("victory: all_vanquished",
                                                             "victory: {reach: heroes}"), encoding="utf-8")
    app = ui_app.App(size=(1280, 720), hidden=True, extra_adventures=(path,))
    try:
        launcher = app.scene
        click(app, launcher.target("adventure", ADVENTURE).center)
        click(app, launcher.target("hero", "karomin").center)
        click_button(app, launcher.start)
        frames(app)
        notice = launcher.overlay
        assert app.scene is launcher and isinstance(notice, Notice)
        assert notice.message.startswith("2 problems found")
        assert notice.message.count("is met as soon as the fight is set up") == 2
        assert f"{path.name}:" in notice.message
        assert notice.box().h <= app.size[1]
        app.screenshot(tmp_path / "refused.png")
    finally:
        app.close()
