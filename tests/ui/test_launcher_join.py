"""The launcher's "Join a game…": address, code and seat typed in a small dialog; the join
runs in the background ("Joining…", the window still answering, Cancel gives up); a wrong
code is said in the dialog, a good one turns the window into the seat's."""

from __future__ import annotations

import socket

import pytest

from questboard.ui.joined.scene import JoinedScene
from tests.net.pumping import pumped_host
from tests.ui.helpers import click, clipped_widgets, frames, frames_until, type_text


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
    assert frames_until(app, lambda: dialog.joining is None)
    assert "wrong join code" in dialog.message and app.scene is launcher
    _fill(app, dialog, host.address, host.code, "karomin")
    click(app, dialog.join.rect.center)
    assert frames_until(app, lambda: app.scene is not launcher)
    assert isinstance(app.scene, JoinedScene) and app.scene.hero == "karomin"
    frames(app, 5)
    assert app.window.title == "questboard: Karomin at The Silent Monastery"
    assert app.scene.buttons
    app.scene.client.stop()




@pytest.fixture
def silent():
    """A port that takes connections and never answers (a host hung, or not a host)."""
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    s.listen(8)
    yield f"127.0.0.1:{s.getsockname()[1]}"
    s.close()


def test_joining_says_so_stays_responsive_and_cancel_gives_up(app, silent, tmp_path):
    launcher = app.scene
    click(app, launcher.join_button.rect.center)
    dialog = launcher.overlay
    _fill(app, dialog, silent, "K7QM2-XPD9A", "karomin")
    click(app, dialog.join.rect.center)
    assert dialog.joining is not None and dialog.message == f"Joining {silent} as karomin…"
    assert not dialog.join.is_enabled
    for _ in range(20):  # the window goes on while the client waits in its own thread
        frames(app, 1)
    assert dialog.joining is not None and dialog.message == f"Joining {silent} as karomin…"
    app.screenshot(tmp_path / "joining.png")
    client = dialog.joining.client
    click(app, dialog.cancel.rect.center)
    assert dialog.joining is None and dialog.message == "Not joined: cancelled" and launcher.overlay is dialog
    assert dialog.join.is_enabled and client._thread is not None and not client._thread.is_alive()


def test_a_host_that_never_answers_is_said_after_the_wait(app, silent):
    launcher = app.scene
    click(app, launcher.join_button.rect.center)
    dialog = launcher.overlay
    _fill(app, dialog, silent, "K7QM2-XPD9A", "table")
    click(app, dialog.join.rect.center)
    dialog.joining.until = 0.0  # the 8 seconds gone
    assert frames_until(app, lambda: dialog.joining is None)
    assert dialog.message == f"Cannot join {silent} as table: no answer from ws://{silent} (is the game hosted there?)"
    assert app.scene is launcher and dialog.join.is_enabled
