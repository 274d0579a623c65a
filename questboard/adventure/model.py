"""An adventure file as typed values: header, Quest Master sheet, numbered paragraphs."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, model_validator

from questboard.adventure.adventure_cards import AdventureCard, CardId
from questboard.adventure.tasks import Task
from questboard.adventure.ways import Way

Number = Annotated[int, Field(ge=1, le=9999)]
HeroCount = Annotated[int, Field(ge=1, le=4)]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class HeroRange(_Model):
    min: HeroCount = 1
    max: HeroCount = 4

    @model_validator(mode="after")
    def _ordered(self) -> HeroRange:
        if self.min > self.max:
            raise ValueError(f"min {self.min} is above max {self.max}")
        return self


class Components(_Model):
    """What the QM takes out of the box: card ids or names (terrain: names of the pieces)."""

    locations: list[str] = Field(default_factory=list)
    quest_items: list[str] = Field(default_factory=list)
    equipment: list[str] = Field(default_factory=list)
    bad_guys: list[str] = Field(default_factory=list)
    terrain: list[str] = Field(default_factory=list)


class BadGuyOverride(_Model):
    """The QM sheet's statistics of a bad guy for this adventure, per number of heroes."""

    vitality: dict[HeroCount, Annotated[int, Field(ge=1, le=20)]] | None = None
    gifts: dict[str, HeroCount] | None = None
    """Dark gift id -> the least number of heroes for the villain to have it."""
    extra_refreshes: dict[HeroCount, Annotated[int, Field(ge=0, le=5)]] | None = None
    veteran: bool = False
    """Veteran minions (R32): +1 Deftness in this adventure's fights, +1 combat value."""


class QMSheet(_Model):
    markers: dict[Number, str] = Field(default_factory=dict)
    """Marker number -> what ticking it means (for the QM)."""
    bad_guys: dict[str, BadGuyOverride] = Field(default_factory=dict)
    toughness: int = Field(default=0, ge=0, le=4)
    """The adventure's base toughness, added to the toughness bonus of the heroes."""


class Rewards(_Model):
    """What a successful ending grants unless the ending says otherwise."""

    improvements: int = Field(default=1, ge=0, le=4)
    """Attribute improvements per hero (R14)."""


class Paragraph(_Model):
    read: str = ""
    """Read-aloud text."""
    qm: str | None = None
    """Notes for the Quest Master only."""
    advice: str | None = None
    """Rules advice for learning adventures."""
    tasks: list[Task] = Field(default_factory=list)
    next: Way

    @model_validator(mode="after")
    def _says_something(self) -> Paragraph:
        if not self.read.strip() and not (self.qm or "").strip():
            raise ValueError("a paragraph needs `read` text or `qm` notes")
        return self


class Header(_Model):
    """Everything of an adventure file but its paragraphs."""

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$", min_length=2, max_length=40)
    title: str = Field(min_length=2, max_length=80)
    blurb: str = Field("", max_length=300)
    """What the adventure is about, for players choosing one (the launcher shows it)."""
    level: int = Field(ge=1, le=20)
    """The adventure's level in the campaign (seed 000)."""
    heroes: HeroRange = Field(default_factory=HeroRange)
    components: Components = Field(default_factory=Components)
    qm_sheet: QMSheet = Field(default_factory=QMSheet)
    start: Number = 1
    rewards: Rewards = Field(default_factory=Rewards)
    adventure_cards: dict[CardId, AdventureCard] = Field(default_factory=dict)
    """The adventure's own cards (R77), by id: put in play by a task or a fight's condition."""


class Adventure(Header):
    paragraphs: dict[Number, Paragraph] = Field(min_length=1)
