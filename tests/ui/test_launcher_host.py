"""The launcher's "Host…": the next game started is hosted for seats on other computers, on
the port typed, listening to this computer only or every network (the dialog says what that
exposes); a seat then joins the game the table shows. A bad port is refused in the dialog; a
port already taken is said on the table, and the game plays on unhosted."""

from __future__ import annotations

import socket

from questboard.net.client import Client
from questboard.play.seats import QUEST_MASTER
from questboard.ui.launcher.hosting_choice import EVERYWHERE, HERE, WARNING, HostDialog
from questboard.ui.launcher.scene import Launcher
from tests.ui.helpers import clear_entry, click_button, frames, frames_until, open_app, type_text
from tests.ui.test_window_play import start_launcher_only


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _host_dialog(app, port: str) -> HostDialog:
    click_button(app, app.scene.host_button)
    dialog = app.scene.overlay
    assert isinstance(dialog, HostDialog)
    clear_entry(app, dialog.port)
    type_text(app, port)
    return dialog


def test_a_game_started_after_host_is_hosted_and_a_seat_joins_it():
    app = open_app((1280, 720))
    port = _free_port()
    try:
        dialog = _host_dialog(app, str(port))
        assert "not encrypted" in WARNING  # said in the dialog, under the port
        click_button(app, dialog.here)
        assert app.scene.host_choice == (HERE, port, None) and app.scene.host_button.text == "Hosting: this computer"
        table = start_launcher_only(app)
        assert app.hosting is not None and app.hosting.host.port == port
        seat = Client(f"127.0.0.1:{port}", app.hosting.host.code, "karomin").start(wait=0)
        frames_until(app, lambda: seat.view is not None)
        assert seat.view is not None and seat.view.story.paragraph == table.game.view(QUEST_MASTER).story.paragraph
        seat.stop()
    finally:
        app.close()


def test_a_bad_port_is_refused_in_the_dialog_and_every_network_is_a_choice():
    app = open_app((1024, 600))
    try:
        dialog = _host_dialog(app, "99999")
        click_button(app, dialog.here)
        assert app.scene.overlay is dialog and "1 to 65535" in dialog.message
        clear_entry(app, dialog.port)
        type_text(app, "9000")
        click_button(app, dialog.everywhere)
        assert app.scene.host_choice == (EVERYWHERE, 9000, None)
        click_button(app, app.scene.host_button)
        click_button(app, app.scene.overlay.off)
        assert app.scene.host_choice is None and app.scene.host_button.text == "Host…"
    finally:
        app.close()


def test_a_port_already_taken_is_said_on_the_table_and_the_game_plays_on():
    app = open_app((1280, 720))
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    try:
        click_button(app, _host_dialog(app, str(taken.getsockname()[1])).here)
        table = start_launcher_only(app)
        assert app.hosting is None
        assert table.note.startswith("Not hosted: cannot listen on 127.0.0.1") and table.note_bad
    finally:
        taken.close()
        app.close()


def test_a_game_resumed_from_its_autosave_is_hosted_with_the_code_it_had():
    app = open_app((1280, 720))
    port = _free_port()
    try:
        click_button(app, _host_dialog(app, str(port)).here)
        start_launcher_only(app)
        code, autosave = app.hosting.host.code, app.scene.game.autosave.path
        app.hosting.stop()
        launcher = Launcher(app)
        app.show(launcher)
        launcher.host_choice = (HERE, port, None)
        launcher.resume(autosave)
        assert app.hosting is not None and app.hosting.host.code == code
    finally:
        app.close()


def test_the_seats_typed_are_the_only_ones_open():
    app = open_app((1280, 720))
    port = _free_port()
    try:
        dialog = _host_dialog(app, str(port))
        clear_entry(app, dialog.seats)
        type_text(app, "karomin, table")
        click_button(app, dialog.here)
        assert app.scene.host_choice == (HERE, port, ("karomin", "table"))
        start_launcher_only(app)
        assert sorted(app.hosting.host.seat_names()) == ["karomin", "table"]
    finally:
        app.close()


def test_the_host_dialog_cuts_no_widgets_words():
    from tests.ui.helpers import clipped_widgets

    for size in ((1024, 600), (1280, 720)):
        app = open_app(size)
        try:
            _host_dialog(app, "8765")
            frames(app, 2)
            assert clipped_widgets(app) == [], size
        finally:
            app.close()
