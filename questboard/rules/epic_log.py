"""What setting out with epic heroes tells: a veteran as written down, an heir taking up the
fallen's Quest Items, a new hero beside veterans (R68, R75, R76, R81)."""

from __future__ import annotations

from dataclasses import dataclass

from questboard.rules.log import LogEvent
from questboard.words import counted


@dataclass(frozen=True)
class VeteranSetOut(LogEvent):
    """A hero sets out with what was written down after his last adventure (Epic Heroes)."""

    hero: str
    adventures: int
    improvements: int

    @property
    def text(self) -> str:
        return (f"{self.hero} sets out as a veteran of {counted(self.adventures, 'adventure')} "
                f"({counted(self.improvements, 'improvement')})")


@dataclass(frozen=True)
class HeirSetsOut(LogEvent):
    """Heroic death: a new hero takes up the Quest Items his predecessor had when the
    adventure began, and the adventure begins anew."""

    hero: str
    items: str  # their names, as told

    @property
    def text(self) -> str:
        return f"{self.hero} takes up the quest of a fallen hero" + (f", with {self.items}" if self.items else "")


@dataclass(frozen=True)
class NewBesideVeterans(LogEvent):
    """A new hero sets out beside veterans: the toughness bonus fits neither (the rulebook's
    warning); `behind` is how many improvements the veterans have each, on average."""

    hero: str
    behind: int
    catching_up: bool
    own: int | None = None  # his own toughness bonus, on his checks only (R81)
    theirs: int = 0  # the veterans' toughness bonus beside it

    @property
    def text(self) -> str:
        then = (f"raises {counted(self.behind, 'attribute')} first to catch up" if self.catching_up
                else f"sets out as he is, with a toughness bonus of his own: {self.own} on his checks "
                     f"(the veterans' is {self.theirs})" if self.own is not None
                else "sets out as he is (the rulebook: raise him as often, or all set out new)")
        return f"{self.hero} is new beside veterans of {counted(self.behind, 'improvement')} each: he {then}"
