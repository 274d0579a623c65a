"""What the table window's pictures read of a game, made of a joined seat's view: `view(seat)`
gives the view the host sent (whatever seat is asked: this machine has only its own), and
`cards` the box's cards, which are public. No game lives on this machine."""

from __future__ import annotations

import functools

from questboard.play.library import box_cards


@functools.cache
def _cards():
    return box_cards()


class SeatGame:
    """A stand-in for `Game` as `PublicPicture` and `StoryPicture` read it."""

    def __init__(self, client) -> None:
        self.client = client

    def view(self, seat=None):
        return self.client.view

    @property
    def cards(self):
        return _cards()

    @property
    def revision(self) -> int | None:
        return self.client.stamp


__all__ = ["SeatGame"]
