"""Adventure cards: an adventure's own cards, put in play by a task or by a fight's condition,
each with one effect from a small vocabulary that changes the next fight (R77).

| effect | example | what it changes |
|---|---|---|
| first | `{first: qm}` | who acts first (`leader` or `qm`, as a fight's `first`) |
| bonus | `{bonus: -1, side: heroes, attribute: deftness}` | a side's combat rolls |
| bad_guys | `{bad_guys: orc-warrior, count: heroes, zone: minion}` | more minions set up |
| victory / defeat | `{victory: {rounds: 5}}` | the fight's goal, in the goals' own vocabulary |
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Discriminator,
    Field,
    Tag,
    field_validator,
    model_validator,
)

from questboard.adventure.ways import Count, Goal, goal_text
from questboard.rules.villains import bad_guy_count
from questboard.schema_words import or_list, show

SIDES = ("heroes", "bad_guys")
GOAL_KEYS = ("vanquish", "rounds", "reach", "hold")
ROLLS = ("deftness", "melee", "ranged", "armor")
"""What a bonus may change: Deftness (every combat roll) or one combat roll only (R77)."""


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class FirstEffect(_Model):
    """Who acts first in the fight: the leader's heroes or the Quest Master's bad guys."""

    first: Literal["leader", "qm"]


class BonusEffect(_Model):
    """A side's combat rolls raised (or, below 0, lowered) for the fight."""

    bonus: int = Field(ge=-3, le=3)
    side: Literal["heroes", "bad_guys"]
    attribute: Literal["deftness", "melee", "ranged", "armor"] = "deftness"

    @field_validator("bonus")
    @classmethod
    def _not_zero(cls, value: int) -> int:
        if value == 0:
            raise ValueError("a bonus of 0 changes nothing; write 1 to 3, or -1 to -3 for a malus")
        return value


class BadGuysEffect(_Model):
    """More minions of one kind, set up with the others in a start zone (or a kind of zone)."""

    bad_guys: str
    count: Count = 1
    zone: str = "minion"


def _said(value: Any) -> str:
    """A wrong goal as written: a mapping by its first key ("a mapping starting with 'survive'")."""
    if isinstance(value, dict) and value:
        return f"a mapping starting with {show(next(iter(value)))}"
    return show(value)


class GoalEffect(_Model):
    """The fight's victory or defeat condition replaced."""

    victory: Goal | None = None
    defeat: Goal | None = None

    @field_validator("victory", "defeat", mode="before")
    @classmethod
    def _a_goal(cls, value: Any) -> Any:
        """One sentence for a goal outside the goals' vocabulary (rather than one for each
        form it might have been)."""
        words = ("all_vanquished", "all_heroes_out")
        if value is None or value in words or (
                isinstance(value, dict) and set(value) & set(GOAL_KEYS)):
            return value
        raise ValueError(f"a goal is {words[0]}, {words[1]} or a mapping starting with "
                         f"{or_list(list(GOAL_KEYS))}, not {_said(value)}")

    @model_validator(mode="after")
    def _some_goal(self) -> GoalEffect:
        if self.victory is None and self.defeat is None:
            raise ValueError("a goal change names a new victory or a new defeat")
        return self


EFFECT_KINDS = ("first", "bonus", "bad_guys", "victory", "defeat")
_TAGS = {FirstEffect: "first", BonusEffect: "bonus", BadGuysEffect: "bad_guys", GoalEffect: "goal"}


def _effect_tag(value: Any) -> str | None:
    if isinstance(value, BaseModel):
        return "effect:" + _TAGS.get(type(value), "")
    if isinstance(value, dict):
        for key in value:
            if key in EFFECT_KINDS:
                return "effect:" + ("goal" if key in ("victory", "defeat") else key)
    return None


Effect = Annotated[
    Annotated[FirstEffect, Tag("effect:first")] | Annotated[BonusEffect, Tag("effect:bonus")]
    | Annotated[BadGuysEffect, Tag("effect:bad_guys")] | Annotated[GoalEffect, Tag("effect:goal")],
    Discriminator(
        _effect_tag, custom_error_type="unknown_effect",
        custom_error_message="not an effect; an effect starts with one of: " + ", ".join(EFFECT_KINDS),
    ),
]


class AdventureCard(_Model):
    """One card of the adventure: its printed name and text, and what it does."""

    name: str = Field(min_length=2, max_length=60)
    text: str = Field(min_length=1, max_length=400)
    effect: Effect


CardId = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9-]*$", min_length=2, max_length=40)]


# --- in words ------------------------------------------------------------------------------

def _side(side: str) -> str:
    return "the heroes'" if side == "heroes" else "the bad guys'"


def effect_words(effect: Any, heroes: int | None = None, name=lambda bad_guy: bad_guy) -> str:
    """What a card does, in words ("the bad guys act first"); counts for `heroes` heroes when
    given, else as written; `name` gives a bad guy's printed name."""
    if isinstance(effect, FirstEffect):
        return "the bad guys act first" if effect.first == "qm" else "the heroes act first"
    if isinstance(effect, BonusEffect):
        what = "Deftness" if effect.attribute == "deftness" else f"{effect.attribute} rolls"
        sign = "+" if effect.bonus > 0 else "−"
        return f"{_side(effect.side)} {what} {sign}{abs(effect.bonus)} in this fight"
    if isinstance(effect, BadGuysEffect):
        where = (f"the {effect.zone.replace('_', ' ')} zones"
                 if effect.zone in ("minion", "arch_villain", "hero") else f"the zone {effect.zone}")
        if heroes is None and isinstance(effect.count, str):
            return f"{effect.count} more {name(effect.bad_guys)} set up in {where}"
        count = bad_guy_count(effect.count, heroes or 1)
        guys = name(effect.bad_guys) + ("" if count == 1 else "s")
        return f"{count} more {guys} set up in {where}"
    parts = []
    if effect.victory is not None:
        parts.append(f"victory now when {goal_text(effect.victory, name)}")
    if effect.defeat is not None:
        parts.append(f"defeat now when {goal_text(effect.defeat, name)}")
    return "; ".join(parts)


def card_key(cards: dict[str, AdventureCard], name: str) -> str | None:
    """The id of the adventure's card named `name` (its id or its printed name), or None."""
    key = name.strip().lower()
    return next((cid for cid, card in cards.items() if key in (cid, card.name.lower())), None)
