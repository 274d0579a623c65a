"""The launcher's "Join a game…": address, code and seat typed in a small dialog; a wrong
code is said in the dialog, a good one turns the window into the seat's."""

from __future__ import annotations

import pytest

from questboard.ui.joined.scene import JoinedScene
from tests.net.pumping import pumped_host
from tests.ui.helpers import click, clipped_widgets, frames, type_text


@pytest.fixture
def host():
    with pumped_host() as h:
        yield h


def _fill(app, dialog, address: str, code: str, seat: str) -> None:
    for key, text in (("address", address), ("code", code), ("seat", seat)):
        entry = dialog.entries[key]
        click(app, entry.rect.center)
        entry.set_text("")
        type_text(app, text)
        assert entry.get_text() == text


def test_join_a_game_from_the_launcher(app, host, tmp_path):
    launcher = app.scene
    click(app, launcher.join_button.rect.center)
    dialog = launcher.overlay
    assert dialog is not None and dialog.entries["seat"].get_text() == "table"
    _fill(app, dialog, host.address, "WRONG", "karomin")
    app.screenshot(tmp_path / "join-dialog.png")
    assert clipped_widgets(app) == []
    click(app, dialog.join.rect.center)
    assert "wrong join code" in dialog.message and app.scene is launcher
    _fill(app, dialog, host.address, host.code, "karomin")
    click(app, dialog.join.rect.center)
    assert isinstance(app.scene, JoinedScene) and app.scene.hero == "karomin"
    frames(app, 5)
    assert app.window.title == "questboard: Karomin at The Silent Monastery"
    assert app.scene.buttons
    app.scene.client.stop()
