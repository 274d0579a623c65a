"""`questboard FILE_OR_FOLDER`: adventure files or folders on the bare command line go to the
launcher's list; an unknown word is one line and exit code 2."""

from __future__ import annotations

import shutil

import pytest

from questboard.cli import main as cli
from questboard.resources import adventures_dir
from questboard.ui import app as ui_app


@pytest.fixture
def opened(monkeypatch):
    """The window as `questboard` would open it, recorded instead of run."""
    seen = []

    class Recorded:
        def __init__(self, extra_adventures=()):
            seen.append(tuple(extra_adventures))

        def run(self):
            return 0

    monkeypatch.setattr("questboard.cli.window.has_display", lambda: True)
    monkeypatch.setattr(ui_app, "init", lambda: None)
    monkeypatch.setattr(ui_app, "App", Recorded)
    return seen


def test_a_file_and_a_folder_on_the_bare_command_line_go_to_the_launcher(opened, tmp_path):
    mine = tmp_path / "mine"
    mine.mkdir()
    shutil.copy(adventures_dir() / "example-short.yaml", mine / "my-monastery.yaml")
    one = tmp_path / "one.yaml"
    shutil.copy(adventures_dir() / "the-harbor-treasure.yaml", one)
    assert cli.main([str(one), str(mine)]) == 0
    assert [[p.name for p in extra] for extra in opened] == [["one.yaml", "mine"]]


def test_no_words_opens_the_window_with_the_shipped_adventures_only(opened):
    assert cli.main([]) == 0
    assert opened == [()]


def test_an_unknown_word_is_one_line_and_exit_2(opened, capsys):
    with pytest.raises(SystemExit) as stop:
        cli.main(["no-such-thing"])
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "invalid choice: 'no-such-thing'" in err[0] and "text" in err[0]
    assert opened == []


def test_the_launcher_lists_the_adventures_given(tmp_path):
    folder = tmp_path / "more"
    folder.mkdir()
    text = (adventures_dir() / "example-short.yaml").read_text(encoding="utf-8")
    (folder / "copy.yaml").write_text(text.replace("title: The Silent Monastery", "title: My Own Monastery"),
                                      encoding="utf-8")
    app = ui_app.App(size=(1280, 720), hidden=True, extra_adventures=(folder,))
    try:
        titles = [a.title for a in app.scene.adventures]
        assert "My Own Monastery" in titles and "The Silent Monastery" in titles
    finally:
        app.close()
