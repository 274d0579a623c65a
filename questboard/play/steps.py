"""What a game answers an action or an undo with, when it goes through (a refusal is
`rules.outcome.Refused`)."""

from __future__ import annotations

from dataclasses import dataclass

from questboard.play.told import Told
from questboard.rules.log import LogEvent


@dataclass(frozen=True)
class Step:
    """What one accepted action made happen, as told."""

    told: tuple[Told, ...]

    @property
    def ok(self) -> bool:
        return True

    @property
    def events(self) -> tuple[LogEvent, ...]:
        return tuple([t.event for t in self.told])


@dataclass(frozen=True)
class Undone:
    """An undo that went through: what was taken back, in words."""

    what: str

    @property
    def ok(self) -> bool:
        return True


__all__ = ["Step", "Undone"]
