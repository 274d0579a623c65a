"""Each seat's view of a game, built once per revision: the whole story and fight views are
made once (the Quest Master's) and every other seat's is cut from them, so all seats read
one picture. A view is plain data (`to_data()` is JSON-ready): it can be drawn here or sent
to a seat on another machine. The table's part is the public view of the shared screen."""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any

from questboard.play.fight_view import FightView, fight_view
from questboard.play.fight_view import for_seat as fight_for_seat
from questboard.play.kept import KeptParts
from questboard.play.seats import Seat
from questboard.play.story_view import StoryView, story_view
from questboard.play.story_view import for_seat as story_for_seat
from questboard.play.viewdata import ViewData, to_data
from questboard.play.views import PublicView, goals_public, public_view


class _Whole:
    """The whole views of one revision (the Quest Master's), each part built when first
    asked for: a drag on the battlefield builds the fight and the table's picture, not the
    story's sheets. Every seat's view is cut from these."""

    def __init__(self, game, cache: ViewCache) -> None:
        self.game, self.cache = game, cache

    def _built(self, build):
        self.cache.builds += 1
        with self.game.reading():
            return build(self.game)

    @functools.cached_property
    def table(self) -> PublicView:
        return self._built(lambda game: public_view(game, kept=self.cache.kept))

    @functools.cached_property
    def story(self) -> StoryView:
        return self._built(story_view)

    @functools.cached_property
    def fight(self) -> FightView | None:
        return self._built(lambda game: fight_view(game, self.cache.kept))

    @functools.cached_property
    def goals_public(self) -> bool:
        return goals_public(self.game)


@dataclass(frozen=True)
class SeatView(ViewData):
    """What one seat may see now: the table's public picture, the story and the fight (None
    when no fight is on), as of `revision`. Its parts are made when first read (all of
    them for `to_data`), from the game as of `revision`."""

    seat: Seat
    revision: int
    ended: bool
    whole: _Whole = field(repr=False, compare=False)

    @functools.cached_property
    def table(self) -> PublicView:
        return self.whole.table

    @functools.cached_property
    def story(self) -> StoryView:
        return story_for_seat(self.whole.story, self.seat)

    @functools.cached_property
    def fight(self) -> FightView | None:
        w = self.whole
        return None if w.fight is None else fight_for_seat(w.fight, self.seat, w.goals_public)

    def to_data(self) -> dict[str, Any]:
        return {"seat": to_data(self.seat), "revision": self.revision, "table": to_data(self.table),
                "story": to_data(self.story), "fight": to_data(self.fight), "ended": self.ended}


class ViewCache:
    """The views of one game for its current revision: built on first asking, the same
    objects until the game's revision changes."""

    def __init__(self) -> None:
        self.revision: int | None = None
        self._whole: _Whole | None = None
        self._seats: dict[Seat, SeatView] = {}
        self.builds = 0  # how many parts of the whole views were built (each once a revision)
        self.kept = KeptParts()  # their parts kept from revision to revision (`play.kept`)

    def get(self, game, seat: Seat) -> SeatView:
        if self.revision != game.revision:
            self.revision, self._whole, self._seats = game.revision, _Whole(game, self), {}
        view = self._seats.get(seat)
        if view is None:
            view = self._seats[seat] = SeatView(seat, game.revision, game.ended, self._whole)
        return view


__all__ = ["SeatView", "ViewCache"]
