"""Opening a joined seat's window: from the command line (`questboard join`, a window of its
own) or from the launcher's "Join a game…" (the launcher's window turns into it)."""

from __future__ import annotations

from questboard.ui.app import App
from questboard.ui.joined.scene import JoinedScene

TABLE_SEAT = "table"
JOIN_SECONDS = 8.0  # how long the first join may take


class CannotJoin(Exception):
    """The host said no (a wrong code, protocol version or seat), or nobody answered."""


def join_seat(address: str, code: str, seat: str, wait: float = JOIN_SECONDS):
    """A client joined to the host at `address` as `seat`, its first view in; CannotJoin with
    the reason in words otherwise."""
    from questboard.net.client import Client

    client = Client(address.strip(), code.strip(), seat.strip() or TABLE_SEAT).start(wait)
    if client.error is not None or client.data is None:
        why = client.error or f"no answer from {client.address} (is the game hosted there?)"
        client.stop()
        raise CannotJoin(f"cannot join {address.strip()} as {seat.strip() or TABLE_SEAT}: {why}")
    return client


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


__all__ = ["JOIN_SECONDS", "TABLE_SEAT", "CannotJoin", "join_seat", "open_joined", "seat_hero", "show_joined"]
