"""Opening a joined seat's window: from the command line (`questboard join`, a window of its
own) or from the launcher's "Join a game…" (the launcher's window turns into it)."""

from __future__ import annotations

from questboard.ui.app import App
from questboard.ui.joined.scene import JoinedScene

TABLE_SEAT = "table"


def seat_hero(seat: str) -> str | None:
    """The hero a seat's name stands for (None: the table's seat)."""
    return None if seat == TABLE_SEAT else seat


def show_joined(app: App, client) -> JoinedScene:
    """Turn `app`'s window into the joined seat's (the client has joined)."""
    scene = JoinedScene(app, client, seat_hero(client.seat))
    app.show(scene)
    return scene


def open_joined(client, size: tuple[int, int] | None = None, hidden: bool = False) -> App:
    """A window of its own for a joined seat, shown once its first picture is drawn."""
    app = App(size=size, hidden=True)
    show_joined(app, client)
    app.hidden = hidden
    app.draw()
    if not hidden:
        app.window.show()
        app.window.flip()
    return app


__all__ = ["TABLE_SEAT", "open_joined", "seat_hero", "show_joined"]
