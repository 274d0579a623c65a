"""Sidebar tasks of a paragraph: what the Quest Master does before play goes on.

Each task is a YAML mapping whose first key names it (`place: tavern`, `heal: 2`), with a
few companion keys (`who`, `to`, `beside`). Names are card ids or card names.
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
    model_config = ConfigDict(extra="forbid", frozen=True)


class Place(_Task):
    """Set a location card out onto the overland map (or beside it)."""

    place: str
    beside: bool = False


class Remove(_Task):
    """Take a location away; ignored when it is not in play."""

    remove: str


class MoveHeroes(_Task):
    """Put the heroes' figures onto a location card."""

    move_heroes: str


class Give(_Task):
    """Hand over one equipment card or Quest Item (its gold value if none is left)."""

    give: str
    to: Recipient = "party"


class Find(_Task):
    """The heroes find an item from the pile; the party shares it out (gold if none left)."""

    find: str


class GiveGold(_Task):
    gold: int = Field(ge=1, le=50)
    to: Recipient = "party"


class LoseGold(_Task):
    """Each named hero loses this much gold (as much as they have)."""

    lose_gold: int = Field(ge=1, le=50)
    who: Who = "all"


class DiscardItem(_Task):
    """Whoever carries this item discards it; ignored when nobody does."""

    discard_item: str


class Tick(_Task):
    """Tick off a marker on the Quest Master sheet (hidden from the players)."""

    tick: int = Field(ge=1, le=99)


class DrawEvents(_Task):
    draw_events: int = Field(ge=1, le=10)


class DiscardEvents(_Task):
    discard_events: int = Field(ge=1, le=10)


class Heal(_Task):
    heal: int = Field(ge=1, le=20)
    who: Who = "all"


class Damage(_Task):
    damage: int = Field(ge=1, le=20)
    who: Who = "all"


class ExhaustGifts(_Task):
    exhaust_gifts: int | Literal["all"] = 1
    who: Who = "all"


class RefreshGifts(_Task):
    refresh_gifts: int | Literal["all"] = 1
    who: Who = "all"


class DrawGifts(_Task):
    draw_gifts: int = Field(default=1, ge=1, le=5)
    who: Who = "all"


class DiscardGifts(_Task):
    discard_gifts: int = Field(default=1, ge=1, le=5)
    who: Who = "all"


class Shop(_Task):
    """A chance to buy: `all` equipment of the pile or a list; Quest Items only if allowed."""

    shop: Literal["all"] | list[str]
    quest_items: bool = False


TASK_KINDS: dict[str, type[_Task]] = {
    "place": Place, "remove": Remove, "move_heroes": MoveHeroes, "give": Give, "find": Find,
    "gold": GiveGold, "lose_gold": LoseGold, "discard_item": DiscardItem, "tick": Tick,
    "draw_events": DrawEvents, "discard_events": DiscardEvents, "heal": Heal,
    "damage": Damage, "exhaust_gifts": ExhaustGifts, "refresh_gifts": RefreshGifts,
    "draw_gifts": DrawGifts, "discard_gifts": DiscardGifts, "shop": Shop,
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
    Annotated[Place, Tag("task:place")] | Annotated[Remove, Tag("task:remove")]
    | Annotated[MoveHeroes, Tag("task:move_heroes")] | Annotated[Give, Tag("task:give")]
    | Annotated[Find, Tag("task:find")] | Annotated[GiveGold, Tag("task:gold")]
    | Annotated[LoseGold, Tag("task:lose_gold")]
    | Annotated[DiscardItem, Tag("task:discard_item")] | Annotated[Tick, Tag("task:tick")]
    | Annotated[DrawEvents, Tag("task:draw_events")]
    | Annotated[DiscardEvents, Tag("task:discard_events")] | Annotated[Heal, Tag("task:heal")]
    | Annotated[Damage, Tag("task:damage")]
    | Annotated[ExhaustGifts, Tag("task:exhaust_gifts")]
    | Annotated[RefreshGifts, Tag("task:refresh_gifts")]
    | Annotated[DrawGifts, Tag("task:draw_gifts")]
    | Annotated[DiscardGifts, Tag("task:discard_gifts")] | Annotated[Shop, Tag("task:shop")],
    Discriminator(
        _task_tag, custom_error_type="unknown_task",
        custom_error_message="not a task; a task starts with one of: " + ", ".join(TASK_KINDS),
    ),
]


def task_kind(task: _Task) -> str:
    """The key that names this task in the file (`place`, `heal` …)."""
    return _BY_CLASS[type(task)]
