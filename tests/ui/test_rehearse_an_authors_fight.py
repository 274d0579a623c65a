"""`rehearse ADVENTURE.yaml --fight N --gui` for an adventure outside the shipped ones, from its
own folder and by an absolute path from elsewhere: the battlefield opens on its fight, on
the author's map, and the odds worker (another process) plays the position out."""

from __future__ import annotations

import time

import pytest

from questboard.cli.main import main
from questboard.ui.battle import rehearse as RG
from tests.an_authors_folder import FIGHT, MAP, TITLE, write_authors_folder

WAIT = 180.0


def _opened(monkeypatch, args) -> RG.RehearsalBattle:
    from questboard.cli import window
    from questboard.ui import app as ui_app

    seen = []

    def run(self) -> int:
        scene = self.scene
        end = time.monotonic() + WAIT
        while time.monotonic() < end and (scene.view.report is None and scene.view.error is None):
            self.frame(1 / 60)
            time.sleep(0.02)
        seen.append(scene)
        self.close()
        return 0

    monkeypatch.setattr(window, "has_display", lambda: True)
    monkeypatch.setattr(ui_app.App, "run", run)
    assert main(["rehearse", *args, "--fight", str(FIGHT), "--heroes", "karomin,alondis", "--gui"]) == 0
    (scene,) = seen
    return scene


@pytest.mark.parametrize("where", ["its own folder", "elsewhere, by an absolute path"])
def test_an_authors_fight_opens_on_the_battlefield(where, tmp_path, monkeypatch, capsys):
    path = write_authors_folder(tmp_path)
    if where == "its own folder":
        monkeypatch.chdir(path.parent)
        name = path.name
    else:
        monkeypatch.chdir(tmp_path)
        name = str(path.resolve())
    scene = _opened(monkeypatch, [name])
    assert capsys.readouterr().err == ""
    assert isinstance(scene, RG.RehearsalBattle) and scene.game.fight is not None
    assert scene.map.id == MAP and TITLE in scene.game.adventure.title
    assert scene.view.error is None and scene.view.report is not None  # the worker found the file too
