"""Each seat's view of a game, built once per revision: the whole story and fight views are
made once (the Quest Master's) and every other seat's is cut from them, so all seats read
one picture. A view is plain data (`to_data()` is JSON-ready): it can be drawn here or sent
to a seat on another machine. The table's part is the public view of the shared screen."""

from __future__ import annotations

from dataclasses import dataclass

from questboard.play.fight_view import FightView, fight_view
from questboard.play.fight_view import for_seat as fight_for_seat
from questboard.play.seats import Seat
from questboard.play.story_view import StoryView, story_view
from questboard.play.story_view import for_seat as story_for_seat
from questboard.play.viewdata import ViewData
from questboard.play.views import PublicView, goals_public, public_view


@dataclass(frozen=True)
class SeatView(ViewData):
    """What one seat may see now: the table's public picture, the story and the fight (None
    when no fight is on), as of `revision`."""

    seat: Seat
    revision: int
    table: PublicView
    story: StoryView
    fight: FightView | None
    ended: bool


@dataclass(frozen=True)
class _Whole:
    table: PublicView
    story: StoryView
    fight: FightView | None
    goals_public: bool


class ViewCache:
    """The views of one game for its current revision: built on first asking, the same
    objects until the game's revision changes."""

    def __init__(self) -> None:
        self.revision: int | None = None
        self._whole: _Whole | None = None
        self._seats: dict[Seat, SeatView] = {}
        self.builds = 0  # how often the whole views were built (tests: once per revision)

    def get(self, game, seat: Seat) -> SeatView:
        if self.revision != game.revision:
            self.revision, self._whole, self._seats = game.revision, None, {}
        view = self._seats.get(seat)
        if view is None:
            view = self._seats[seat] = self._cut(game, seat)
        return view

    def _cut(self, game, seat: Seat) -> SeatView:
        if self._whole is None:
            self.builds += 1
            self._whole = _Whole(public_view(game), story_view(game), fight_view(game), goals_public(game))
        w = self._whole
        fight = None if w.fight is None else fight_for_seat(w.fight, seat, w.goals_public)
        return SeatView(seat, game.revision, w.table, story_for_seat(w.story, seat), fight, game.ended)


__all__ = ["SeatView", "ViewCache"]
