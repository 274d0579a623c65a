"""What the runner reports besides the rules core's events; QM-only ones are `hidden`."""

from __future__ import annotations

from dataclasses import dataclass, replace

from questboard.rules.log import LogEvent
from questboard.words import counted


@dataclass(frozen=True)
class _Hidden(LogEvent):
    @property
    def hidden(self) -> bool:
        return True


@dataclass(frozen=True)
class ParagraphEntered(_Hidden):
    number: int

    @property
    def text(self) -> str:
        return f"Paragraph ({self.number})"


@dataclass(frozen=True)
class ReadAloud(LogEvent):
    text_: str

    @property
    def text(self) -> str:
        return self.text_


@dataclass(frozen=True)
class QMNote(_Hidden):
    text_: str

    @property
    def text(self) -> str:
        return self.text_


@dataclass(frozen=True)
class Advice(LogEvent):
    text_: str

    @property
    def text(self) -> str:
        return self.text_


@dataclass(frozen=True)
class LocationPlaced(LogEvent):
    location: str
    beside: bool = False

    @property
    def text(self) -> str:
        return f"{self.location} is set out {'beside' if self.beside else 'onto'} the map"


@dataclass(frozen=True)
class LocationRemoved(LogEvent):
    location: str

    @property
    def text(self) -> str:
        return f"{self.location} is taken off the map"


@dataclass(frozen=True)
class HeroesMoved(LogEvent):
    location: str

    @property
    def text(self) -> str:
        return f"The heroes go to {self.location}"


@dataclass(frozen=True)
class MarkerTicked(_Hidden):
    number: int
    label: str

    @property
    def text(self) -> str:
        return f"Marker {self.number} ticked off: {self.label}"


@dataclass(frozen=True)
class QueryAnswered(_Hidden):
    query: str  # the condition as written in the adventure
    answer: bool
    question: str = ""  # the condition asked in words ("Is there exactly 1 hero?")

    @property
    def text(self) -> str:
        return f"{self.question or 'Query ' + self.query + ':'} {'yes' if self.answer else 'no'}"


@dataclass(frozen=True)
class LeaderChosen(LogEvent):
    """The party picked the leader among the heroes tied on Charisma (R45)."""

    name: str

    @property
    def text(self) -> str:
        return f"{self.name} leads the party and holds the signaling horn"


@dataclass(frozen=True)
class OptionChosen(LogEvent):
    label: str
    by_horn: bool = False

    @property
    def text(self) -> str:
        return f"The heroes choose: {self.label}" + (" (by the horn)" if self.by_horn else "")


@dataclass(frozen=True)
class NoOptionLeft(LogEvent):
    @property
    def text(self) -> str:
        return "No option is left: the Quest Master draws 1 event"


@dataclass(frozen=True)
class CheckCalled(LogEvent):
    what: str
    heroes: tuple[str, ...]

    @property
    def text(self) -> str:
        return f"{self.what}: {', '.join(self.heroes)}"


@dataclass(frozen=True)
class DiceNotUsed(LogEvent):
    """Table dice typed in past a hero who may declare first (README R40)."""

    count: int
    who: str

    @property
    def text(self) -> str:
        dice = "1 die" if self.count == 1 else f"{self.count} dice"
        return (f"{dice} not used: {self.who} may declare an item or gift before rolling, "
                f"then rolls anew, and so do those after")


@dataclass(frozen=True)
class CheckOutcome(LogEvent):
    success: bool

    @property
    def text(self) -> str:
        return "Success!" if self.success else "Failure."


@dataclass(frozen=True)
class TaskSkipped(LogEvent):
    task: str
    reason: str

    @property
    def text(self) -> str:
        return f"{self.task}: {self.reason}"


@dataclass(frozen=True)
class ShopOpened(LogEvent):
    items: tuple[str, ...]

    @property
    def text(self) -> str:
        return "A chance to buy: " + ", ".join(self.items)


@dataclass(frozen=True)
class CombatBegins(LogEvent):
    map: str
    first: str

    @property
    def text(self) -> str:
        who = "the heroes" if self.first == "leader" else "the bad guys"
        return f"A fight awaits on {self.map}; {who} will start"

    def describe(self, names) -> str:
        """With the map's title when `names` has it ("A fight awaits on The Forest Clearing")."""
        return replace(self, map=names.get(self.map, self.map)).text


@dataclass(frozen=True)
class AdventureCardPlayed(LogEvent):
    """One of the adventure's cards is put in play (R77); it applies when the next fight starts."""

    name: str
    text_: str
    effect: str
    when: str = " (from the next fight)"  # "" for a card the fight itself puts in play

    @property
    def text(self) -> str:
        return f"Adventure card in play: {self.name} — {self.effect}{self.when}"


@dataclass(frozen=True)
class AdventureCardDone(LogEvent):
    """The fight an adventure card changed is over: the card leaves play (R77)."""

    name: str

    @property
    def text(self) -> str:
        return f"The adventure card {self.name} leaves play"


@dataclass(frozen=True)
class CombatOver(LogEvent):
    victory: bool
    location: str | None

    @property
    def text(self) -> str:
        back = f"; the heroes return to {self.location}" if self.location else ""
        return ("Victory" if self.victory else "Defeat") + back


@dataclass(frozen=True)
class PauseReached(LogEvent):
    @property
    def text(self) -> str:
        return "Scripted pause: a good moment to save and stop for today"


@dataclass(frozen=True)
class AdventureEnded(LogEvent):
    outcome: str
    improvements: int

    @property
    def text(self) -> str:
        if self.outcome == "success":
            return f"The adventure ends in success! Each hero gains {counted(self.improvements, 'improvement')}"
        return "The adventure ends in failure"
