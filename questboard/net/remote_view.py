"""A seat's view read back from the data the host sent: the same values (`PublicView`,
`StoryView`, `FightView` …) a window on the host reads from `Game.view(seat)`, so what draws
one draws the other."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from pydantic import TypeAdapter, ValidationError

from questboard.play.fight_view import FightView
from questboard.play.seats import Seat
from questboard.play.story_view import StoryView
from questboard.play.viewdata import ViewData
from questboard.play.views import PublicView


@dataclass(frozen=True)
class RemoteView(ViewData):
    """What one seat may see, as the host sent it (`play.seat_views.SeatView` there)."""

    seat: Seat
    revision: int
    table: PublicView
    story: StoryView
    fight: FightView | None
    ended: bool


@functools.cache
def _adapter() -> TypeAdapter:
    return TypeAdapter(RemoteView)


def view_from_data(data: Any) -> RemoteView:
    """The view `SeatView.to_data()` made `data` of; ValueError when it is not one."""
    try:
        return _adapter().validate_python(data)
    except ValidationError as error:
        first = error.errors()[0]
        raise ValueError(f"not a view: {'.'.join(str(p) for p in first['loc'])}: {first['msg']}") from None


__all__ = ["RemoteView", "view_from_data"]
