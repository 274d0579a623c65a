"""Every decision in the rules core is one of these values; `engine.apply` carries it out.

Actions are plain frozen data and round-trip through `to_dict` / `from_dict` for saves.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from questboard.rules.checks import CheckSpec


@dataclass(frozen=True)
class Action:
    pass


# Items and gold ---------------------------------------------------------------------------
@dataclass(frozen=True)
class BuyItem(Action):
    hero: str
    item: str
    price: int | None = None  # a shop's price; None: the card's gold value


@dataclass(frozen=True)
class SellItem(Action):
    hero: str
    item: str


@dataclass(frozen=True)
class SwapItem(Action):
    frm: str
    to: str
    item: str


def gift_ids(value: str | tuple[str, ...] | list[str] | None) -> tuple[str, ...]:
    """The gifts a refresh names, as a tuple: a save written before a card could refresh
    several gifts holds one id (or none), read as a one-gift tuple (or an empty one)."""
    if value is None:
        return ()
    if isinstance(value, str):
        return (value,)
    return tuple(value)


@dataclass(frozen=True)
class GiveGold(Action):
    frm: str
    to: str
    amount: int


@dataclass(frozen=True)
class UseItem(Action):
    """Use an item outside a check: heal (targets: hero -> points), refresh, gold."""

    hero: str
    item: str
    targets: tuple[tuple[str, int], ...] = ()
    gift: tuple[str, ...] = ()  # the exhausted gifts a refresh applies to

    def __post_init__(self) -> None:
        object.__setattr__(self, "gift", gift_ids(self.gift))


@dataclass(frozen=True)
class DiscardItem(Action):
    hero: str
    item: str


@dataclass(frozen=True)
class FindItem(Action):
    """A found item goes to `hero`; if none is left in the supply, its value in gold (R9)."""

    hero: str
    item: str


@dataclass(frozen=True)
class GainGold(Action):
    hero: str
    amount: int  # negative: loses gold (never below 0)
    why: str = "found"


# Gifts ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class DrawGift(Action):
    hero: str


@dataclass(frozen=True)
class DiscardGift(Action):
    hero: str
    gift: str


@dataclass(frozen=True)
class ExhaustGift(Action):
    hero: str
    gift: str


@dataclass(frozen=True)
class RefreshGift(Action):
    hero: str
    gift: str


@dataclass(frozen=True)
class RefreshOnNine(Action):
    """R4: after rolling a 9, refresh one exhausted gift right away."""

    hero: str
    gift: str


@dataclass(frozen=True)
class UseGift(Action):
    """Use a gift outside a check (heal, refresh, draw). Combat gifts go through combat."""

    hero: str
    gift: str
    targets: tuple[tuple[str, int], ...] = ()
    refresh: tuple[str, ...] = ()  # the exhausted gifts it refreshes

    def __post_init__(self) -> None:
        object.__setattr__(self, "refresh", gift_ids(self.refresh))


# Vitality and attributes ------------------------------------------------------------------
@dataclass(frozen=True)
class DamageHero(Action):
    hero: str
    points: int


@dataclass(frozen=True)
class HealHero(Action):
    hero: str
    points: int


@dataclass(frozen=True)
class ResolveInjury(Action):
    """R6: the player's choices for a serious injury (None: no choice possible)."""

    hero: str
    attribute: str | None
    discard: str | None = None


@dataclass(frozen=True)
class ImproveAttribute(Action):
    hero: str
    attribute: str


# Checks -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class RollCheck(Action):
    """Roll a Test or Conflict for these heroes; opens the modify window (R5).
    `threshold` makes it a group check (seed 003): nobody rolls yet; the heroes roll one by
    one in this order (`RollNext`), each declaring bonuses just before rolling, and the totals
    are summed against the threshold."""

    spec: CheckSpec
    heroes: tuple[str, ...]
    threshold: int | None = None


@dataclass(frozen=True)
class RollNext(Action):
    """A group check: the next hero in the order rolls, with the bonuses already declared."""


@dataclass(frozen=True)
class UseOnCheck(Action):
    """In the modify window: an item or gift of a participant adds its bonus or wins outright.
    In a group check only the hero about to roll may declare one (seed 003)."""

    hero: str
    source: str


@dataclass(frozen=True)
class ResolveCheck(Action):
    pass


# The horn and the Quest Master ------------------------------------------------------------
@dataclass(frozen=True)
class PassHorn(Action):
    """R10: the leader settled a decision alone; the horn goes to the next seat on the left."""

    decision: str = ""


@dataclass(frozen=True)
class DrawEvents(Action):
    count: int


@dataclass(frozen=True)
class DiscardEvents(Action):
    count: int
    events: tuple[str, ...] = ()  # which ones; default the oldest in hand


@dataclass(frozen=True)
class PlayEvent(Action):
    event: str


@dataclass(frozen=True)
class EndAdventure(Action):
    """Unused events are discarded; refresh offers lapse."""


ACTIONS: dict[str, type[Action]] = {
    cls.__name__: cls for cls in Action.__subclasses__()
}


def to_dict(action: Action) -> dict[str, Any]:
    """An action as JSON-ready data with a `type` tag."""
    data: dict[str, Any] = {"type": type(action).__name__}
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        if isinstance(value, CheckSpec):
            value = dataclasses.asdict(value)
        elif isinstance(value, tuple):
            value = [list(v) if isinstance(v, tuple) else v for v in value]
        data[f.name] = value
    return data


def from_dict(data: dict[str, Any]) -> Action:
    """The inverse of `to_dict`; raises KeyError/TypeError on foreign data."""
    cls = ACTIONS[data["type"]]
    kwargs = {}
    for f in dataclasses.fields(cls):
        if f.name not in data:
            continue
        value = data[f.name]
        if f.name == "spec":
            value = CheckSpec(**value)
        elif isinstance(value, list):
            value = tuple(tuple(v) if isinstance(v, list) else v for v in value)
        kwargs[f.name] = value
    return cls(**kwargs)
