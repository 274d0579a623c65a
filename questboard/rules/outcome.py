"""What `apply` returns: what happened, or a refusal with a reason a player understands."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from questboard.rules.log import LogEvent


@dataclass(frozen=True)
class Done:
    events: tuple[LogEvent, ...] = ()

    @property
    def ok(self) -> bool:
        return True


@dataclass(frozen=True)
class Refused:
    reason: str

    @property
    def ok(self) -> bool:
        return False

    @property
    def events(self) -> tuple[LogEvent, ...]:
        return ()


Outcome = Done | Refused


class Refusal(Exception):
    """Raised inside a handler to refuse; `apply` turns it into `Refused` before any change."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


HANDLERS: dict[type, Callable[..., list[LogEvent]]] = {}


def handles(action_type: type) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register the function that carries out one kind of action."""

    def register(fn: Callable[..., Any]) -> Callable[..., Any]:
        HANDLERS[action_type] = fn
        return fn

    return register
