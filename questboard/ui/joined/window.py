"""Opening a joined seat's window: from the command line (`questboard join`, a window of its
own) or from the launcher's "Join a game…" (the launcher's window turns into it)."""

from __future__ import annotations

import time

from questboard.ui.app import App
from questboard.ui.joined.scene import JoinedScene

TABLE_SEAT = "table"
JOIN_SECONDS = 8.0  # how long the first join may take


class CannotJoin(Exception):
    """The host said no (a wrong code, protocol version or seat), or nobody answered."""


class Joining:
    """A join under way in the client's own thread, so that a window waiting for it stays
    responsive: `poll()` it every frame, `cancel()` it to give up."""

    def __init__(self, address: str, code: str, seat: str, wait: float = JOIN_SECONDS) -> None:
        from questboard.net.client import Client

        seat = seat.strip() or TABLE_SEAT
        self.label = f"{address.strip()} as {seat}"
        self.until = time.monotonic() + wait
        self.client = Client(address.strip(), code.strip(), seat).start(wait=0)

    def poll(self):
        """The client once its first view is in; None while it is still joining; CannotJoin
        with the reason in words when the host said no or nobody answered in time."""
        c = self.client
        if c.error is None and c.data is not None:
            return c
        if c.error is None and time.monotonic() < self.until:
            return None
        why = c.error or f"no answer from {c.address} (is the game hosted there?)"
        c.stop()
        raise CannotJoin(f"cannot join {self.label}: {why}")

    def cancel(self) -> None:
        self.client.stop()


def join_seat(address: str, code: str, seat: str, wait: float = JOIN_SECONDS):
    """A client joined to the host at `address` as `seat`, its first view in (waiting here
    for it); CannotJoin with the reason in words otherwise."""
    joining = Joining(address, code, seat, wait)
    joining.client.wait_for(lambda c: c.data is not None or c.error is not None, wait)
    joining.until = 0.0  # waited: what is not in now is not coming
    return joining.poll()


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


__all__ = ["JOIN_SECONDS", "TABLE_SEAT", "CannotJoin", "Joining", "join_seat", "open_joined", "seat_hero", "show_joined"]
