"""Sidebar tasks of a paragraph: what the Quest Master does before play goes on.

Each task is a YAML mapping whose first key names it (`place: tavern`, `heal: 2`), with a
few companion keys (`who`, `to`, `beside`). Names are card ids or card names. Each model is
named for its key and `Task` (`HealTask`), apart from the rules action or effect that carries
it out (`HealHero`, `Heal`).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Discriminator, Field, Tag

Who = str
"""`all`, `leader`, `one` (the party picks; the horn settles) or a hero's id/name."""
Recipient = str
"""`party` (the party shares it out; the horn settles), `leader`, or a hero's id/name."""
WHO_WORDS = ("all", "leader", "one")
RECIPIENT_WORDS = ("party", "leader")


class _Task(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class PlaceTask(_Task):
    """Set a location card out onto the overland map (or beside it)."""

    place: str
    beside: bool = False


class RemoveTask(_Task):
    """Take a location away; ignored when it is not in play."""

    remove: str


class MoveHeroesTask(_Task):
    """Put the heroes' figures onto a location card."""

    move_heroes: str


class GiveTask(_Task):
    """Hand over one equipment card or Quest Item (its gold value if none is left)."""

    give: str
    to: Recipient = "party"


class FindTask(_Task):
    """The heroes find an item from the pile; the party shares it out (gold if none left)."""

    find: str


class GiveGoldTask(_Task):
    gold: int = Field(ge=1, le=50)
    to: Recipient = "party"


class LoseGoldTask(_Task):
    """Each named hero loses this much gold (as much as they have)."""

    lose_gold: int = Field(ge=1, le=50)
    who: Who = "all"


class DiscardItemTask(_Task):
    """Whoever carries this item discards it; ignored when nobody does."""

    discard_item: str


class TickTask(_Task):
    """Tick off a marker on the Quest Master sheet (hidden from the players)."""

    tick: int = Field(ge=1, le=99)


class DrawEventsTask(_Task):
    draw_events: int = Field(ge=1, le=10)


class DiscardEventsTask(_Task):
    discard_events: int = Field(ge=1, le=10)


class HealTask(_Task):
    heal: int = Field(ge=1, le=20)
    who: Who = "all"


class DamageTask(_Task):
    damage: int = Field(ge=1, le=20)
    who: Who = "all"


class ExhaustGiftsTask(_Task):
    exhaust_gifts: int | Literal["all"] = 1
    who: Who = "all"


class RefreshGiftsTask(_Task):
    refresh_gifts: int | Literal["all"] = 1
    who: Who = "all"


class DrawGiftsTask(_Task):
    draw_gifts: int = Field(default=1, ge=1, le=5)
    who: Who = "all"


class DiscardGiftsTask(_Task):
    discard_gifts: int = Field(default=1, ge=1, le=5)
    who: Who = "all"


class ShopTask(_Task):
    """A chance to buy: `all` equipment of the pile or a list; Quest Items only if allowed."""

    shop: Literal["all"] | list[str]
    quest_items: bool = False


class AdventureCardTask(_Task):
    """Put one of the adventure's own cards in play: it applies when the next fight starts."""

    adventure_card: str


TASK_KINDS: dict[str, type[_Task]] = {
    "place": PlaceTask, "remove": RemoveTask, "move_heroes": MoveHeroesTask, "give": GiveTask,
    "find": FindTask, "gold": GiveGoldTask, "lose_gold": LoseGoldTask,
    "discard_item": DiscardItemTask, "tick": TickTask, "draw_events": DrawEventsTask,
    "discard_events": DiscardEventsTask, "heal": HealTask, "damage": DamageTask,
    "exhaust_gifts": ExhaustGiftsTask, "refresh_gifts": RefreshGiftsTask,
    "draw_gifts": DrawGiftsTask, "discard_gifts": DiscardGiftsTask, "shop": ShopTask,
    "adventure_card": AdventureCardTask,
}
_BY_CLASS = {cls: key for key, cls in TASK_KINDS.items()}


def _task_tag(value: Any) -> str | None:
    if isinstance(value, _Task):
        return "task:" + _BY_CLASS[type(value)]
    if isinstance(value, dict):
        for key in value:
            if key in TASK_KINDS:
                return "task:" + key
    return None


# Tags carry a prefix no file contains, so error locations name only real keys.
Task = Annotated[
    Annotated[PlaceTask, Tag("task:place")] | Annotated[RemoveTask, Tag("task:remove")]
    | Annotated[MoveHeroesTask, Tag("task:move_heroes")] | Annotated[GiveTask, Tag("task:give")]
    | Annotated[FindTask, Tag("task:find")] | Annotated[GiveGoldTask, Tag("task:gold")]
    | Annotated[LoseGoldTask, Tag("task:lose_gold")]
    | Annotated[DiscardItemTask, Tag("task:discard_item")]
    | Annotated[TickTask, Tag("task:tick")]
    | Annotated[DrawEventsTask, Tag("task:draw_events")]
    | Annotated[DiscardEventsTask, Tag("task:discard_events")]
    | Annotated[HealTask, Tag("task:heal")]
    | Annotated[DamageTask, Tag("task:damage")]
    | Annotated[ExhaustGiftsTask, Tag("task:exhaust_gifts")]
    | Annotated[RefreshGiftsTask, Tag("task:refresh_gifts")]
    | Annotated[DrawGiftsTask, Tag("task:draw_gifts")]
    | Annotated[DiscardGiftsTask, Tag("task:discard_gifts")]
    | Annotated[ShopTask, Tag("task:shop")]
    | Annotated[AdventureCardTask, Tag("task:adventure_card")],
    Discriminator(
        _task_tag, custom_error_type="unknown_task",
        custom_error_message="not a task; a task starts with one of: " + ", ".join(TASK_KINDS),
    ),
]


def task_kind(task: _Task) -> str:
    """The key that names this task in the file (`place`, `heal` …)."""
    return _BY_CLASS[type(task)]
