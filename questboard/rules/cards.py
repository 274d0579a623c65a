"""The box's cards as typed values. `questboard.content` loads them from YAML.

Ids are lowercase-with-dashes (`veterans-sword`); names are what the card says
("Veteran's Sword"). Lengths are in LU (1 LU = the long side of a ruler card).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from questboard.rules.effects import Effect, Kind

Attribute = Literal["charisma", "talent", "deftness", "strength"]
ATTRIBUTES: tuple[Attribute, ...] = ("charisma", "talent", "deftness", "strength")
GiftGroup = Literal["combat", "magic"]
Id = Field(pattern=r"^[a-z0-9][a-z0-9-]*$", min_length=2, max_length=40)


class Card(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    id: str = Id
    name: str = Field(min_length=2, max_length=40)
    text: str = Field(min_length=3, max_length=400)
    """What the card says, in our own words, for people to read."""


class AttributeBar(BaseModel):
    """One attribute on a hero sheet: the red start value and the end of its bar."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)
    start: int = Field(ge=0, le=12)
    max: int = Field(ge=0, le=12)

    @model_validator(mode="after")
    def _start_within_bar(self) -> AttributeBar:
        if self.start > self.max:
            raise ValueError(f"start {self.start} is above the bar's maximum {self.max}")
        return self


class HeroCard(Card):
    """A hero: the sheet (attributes, tables) and the hero card (combat values, bars)."""

    title: str = Field(min_length=2, max_length=40)  # "Dwarf Warrior"
    kinds: tuple[Kind, ...] = ()
    gift_group: GiftGroup
    innate_gift: str = Id
    charisma: AttributeBar
    talent: AttributeBar
    deftness: AttributeBar
    strength: AttributeBar
    equipment_limit: dict[int, int]
    """The sheet's table beside Strength: Strength value -> equipment cards carried."""
    gift_limit: dict[int, int]
    """The sheet's table beside Talent: Talent value -> gifts held besides the innate one."""
    discount: dict[int, int]
    """The sheet's table beside Charisma: Charisma value -> gold off each purchase."""
    melee_damage: int = Field(ge=1, le=5)
    ranged_damage: int | None = Field(default=None, ge=1, le=5)
    movement_bar: float = Field(gt=0, le=3)
    range_bar: float | None = Field(default=None, gt=0, le=5)
    base_diameter: float = Field(default=0.30, gt=0.05, le=1.0)

    @model_validator(mode="after")
    def _tables_cover_bars(self) -> HeroCard:
        for table, name, attr in (("equipment_limit", "strength", self.strength),
                                  ("gift_limit", "talent", self.talent),
                                  ("discount", "charisma", self.charisma)):
            missing = [str(v) for v in range(attr.start, attr.max + 1) if v not in getattr(self, table)]
            if missing:
                raise ValueError(f"{table} has no entry for {', '.join(missing)} ({name} runs "
                                 f"from {attr.start} to {attr.max})")
        if (self.ranged_damage is None) != (self.range_bar is None):
            raise ValueError("ranged_damage and range_bar go together")
        return self

    def bar(self, attribute: Attribute) -> AttributeBar:
        return getattr(self, attribute)


class EquipmentCard(Card):
    """An equipment card; `copies` of it lie in the pile."""

    gold: int = Field(ge=1, le=20)
    copies: int = Field(default=1, ge=1, le=5)
    weapon: bool = False
    discard_after_use: bool = False
    melee_damage: int | None = Field(default=None, ge=1, le=5)
    ranged_damage: int | None = Field(default=None, ge=1, le=5)
    range_bar: float | None = Field(default=None, gt=0, le=5)
    movement_bar: float | None = Field(default=None, gt=0, le=3)
    effects: tuple[Effect, ...] = ()


class QuestItemCard(EquipmentCard):
    """A Quest Item: like equipment, but never counts against the equipment limit."""


class GiftCard(Card):
    group: GiftGroup | Literal["innate", "dark"]
    turn_only: bool = False
    """The "!" mark: in combat, usable only as the action in its owner's turn."""
    range_bar: float | None = Field(default=None, gt=0, le=5)
    effects: tuple[Effect, ...] = Field(min_length=1)


class EventCard(Card):
    when: Literal["any_time", "combat_any_time", "qm_turn_start"]
    effects: tuple[Effect, ...] = Field(min_length=1)


class BadGuyCard(Card):
    rank: Literal["minion", "arch_villain"]
    kinds: tuple[Kind, ...] = ()
    charisma: int = Field(ge=0, le=12)
    talent: int = Field(ge=0, le=12)
    deftness: int = Field(ge=0, le=12)
    strength: int = Field(ge=0, le=12)
    melee_damage: int = Field(ge=1, le=5)
    ranged_damage: int | None = Field(default=None, ge=1, le=5)
    movement_bar: float = Field(gt=0, le=3)
    range_bar: float | None = Field(default=None, gt=0, le=5)
    base_diameter: float = Field(default=0.30, gt=0.05, le=1.0)
    vitality: dict[int, int] = Field(default_factory=lambda: {1: 1, 2: 1, 3: 1, 4: 1})
    """Number of heroes -> Vitality (minions always 1)."""
    gifts: dict[str, int] = Field(default_factory=dict)
    """Dark gift id -> the least number of heroes for the villain to have it."""
    extra_refreshes: dict[int, int] = Field(default_factory=dict)
    """Number of heroes -> free out-of-turn refreshes ("1x extra")."""

    @model_validator(mode="after")
    def _minions_are_simple(self) -> BadGuyCard:
        if sorted(self.vitality) != [1, 2, 3, 4]:
            raise ValueError("vitality needs an entry for 1, 2, 3 and 4 heroes")
        if self.rank == "minion" and (set(self.vitality.values()) != {1} or self.gifts):
            raise ValueError("a minion has 1 Vitality and no gifts")
        if (self.ranged_damage is None) != (self.range_bar is None):
            raise ValueError("ranged_damage and range_bar go together")
        return self

    def attribute(self, name: Attribute) -> int:
        return getattr(self, name)


class LocationCard(Card):
    pass


class CardSet(BaseModel):
    """Every card of the box, by id."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)
    heroes: dict[str, HeroCard]
    equipment: dict[str, EquipmentCard]
    quest_items: dict[str, QuestItemCard]
    gifts: dict[str, GiftCard]
    events: dict[str, EventCard]
    bad_guys: dict[str, BadGuyCard]
    locations: dict[str, LocationCard]

    def any_item(self, item_id: str) -> EquipmentCard:
        return self.equipment.get(item_id) or self.quest_items[item_id]

    def by_name(self, name: str) -> Card | None:
        """Find a card by its printed name (case-insensitive) or its id."""
        key = name.strip().lower()
        for table in (self.heroes, self.equipment, self.quest_items, self.gifts, self.events,
                      self.bad_guys, self.locations):
            for card in table.values():
                if card.id == key or card.name.lower() == key:
                    return card
        return None
