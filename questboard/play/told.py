"""What a game tells, tagged for whom: every event of the story and of its fights comes out
of a game as a `Told`, public (the shared screen may show it) or for the Quest Master only."""

from __future__ import annotations

from dataclasses import dataclass

from questboard.rules.log import LogEvent

STORY, FIGHT = "story", "fight"


@dataclass(frozen=True)
class SecretGoals(LogEvent):
    """Uncertain Circumstances: the fight's goals, for the Quest Master's eyes only."""

    victory: str
    defeat: str

    @property
    def text(self) -> str:
        return f"The goals (keep them secret): victory when {self.victory}; defeat when {self.defeat}"

    @property
    def hidden(self) -> bool:
        return True


@dataclass(frozen=True)
class AutosaveTrouble(LogEvent):
    """The autosave could not be written (a full disk, a size limit): play goes on, and the
    whole log is written anew after each action until that works again (`failed` False)."""

    path: str
    why: str
    failed: bool = True

    @property
    def text(self) -> str:
        if not self.failed:
            return f"The autosave {self.path} is written again: it keeps every action so far."
        return (f"The autosave {self.path} cannot be written ({self.why}); play goes on, "
                "'save FILE' keeps the game, and the autosave is tried again after each action.")


@dataclass(frozen=True)
class Told:
    """One event as a game tells it: `public` when the shared screen may show it."""

    event: LogEvent
    public: bool
    source: str  # STORY or FIGHT

    def describe(self, names: dict[str, str]) -> str:
        e = self.event
        return e.describe(names) if hasattr(e, "describe") else e.text


def tell(events, source: str) -> tuple[Told, ...]:
    """Tag events: public unless the event itself is for the Quest Master only."""
    return tuple([Told(e, not e.hidden, source) for e in events])
