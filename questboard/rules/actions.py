"""Every decision in the rules core is one of these values; `engine.apply` carries it out.

The decisions a hero or the Quest Master makes both in a fight and outside it (using an item
or a gift, selling, handing over an item, settling an injury, refreshing a gift, playing an
event) are defined here once, with the fight's fields too (`target`, `area`, `placements`):
the fight engine takes them in a fight, this engine outside it. `who` is always the one who
acts. Actions are plain frozen data and round-trip through `to_dict` / `from_dict` for saves;
`from_dict` also reads the field names of saves written before (`hero`, `targets`, `frm` …).
"""

from __future__ import annotations

import dataclasses
from dataclasses import KW_ONLY, dataclass
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
    """Sell a carried item: value − 2 gold, at least 1 (R9). In a fight too, at any moment
    (the rulebook gives only swapping a fight exception); there it costs no action."""

    who: str
    item: str


@dataclass(frozen=True)
class SwapItem(Action):
    """Hand an item to another hero (in a fight: one touching, as the turn's action)."""

    who: str
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
    """Use an item outside a check: `heal` = ((hero, points), …), `refresh` the exhausted
    gifts it refreshes, or gold. In a fight: on yourself or a hero touching you."""

    who: str
    item: str
    _: KW_ONLY
    heal: tuple[tuple[str, int], ...] = ()
    refresh: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "refresh", gift_ids(self.refresh))  # an old save's one id


@dataclass(frozen=True)
class DiscardItem(Action):
    """A hero throws an item away; never a Quest Item (R64)."""

    hero: str
    item: str


@dataclass(frozen=True)
class LoseItem(Action):
    """The story or a fight takes an item from a hero: an adventure's "discard" task, or an
    item a fight used up. A Quest Item too (R64: only the hero may not throw one away)."""

    hero: str
    item: str
    why: str = "lost"


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
    """Refresh an exhausted gift; in a fight: R4 after a 9 (heroes and arch villains) or an
    arch villain's extra refresh."""

    who: str
    gift: str


@dataclass(frozen=True)
class RefreshOnNine(Action):
    """R4: after rolling a 9, refresh one exhausted gift right away."""

    hero: str
    gift: str


@dataclass(frozen=True)
class UseGift(Action):
    """Use a gift outside a check: `heal` = ((hero, points), …), `refresh` the exhausted
    gifts it refreshes, or a draw. In a fight also `target` for one-target gifts (Riposte,
    Blessing) and `area` = ((x, y) centre, degrees) for area attacks."""

    who: str
    gift: str
    _: KW_ONLY
    target: str | None = None
    area: tuple[tuple[float, float], float] | None = None
    heal: tuple[tuple[str, int], ...] = ()
    refresh: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "refresh", gift_ids(self.refresh))  # an old save's one id


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

    who: str
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
class AskCreativeGift(Action):
    """Creative Use of Gifts (advanced rule, R65): a hero of the check at hand, even after
    rolling, offers to exhaust a ready gift to succeed outright; the Quest Master judges."""

    hero: str
    gift: str


@dataclass(frozen=True)
class JudgeCreativeGift(Action):
    """The Quest Master's answer to the creative use asked for: approved, the gift is
    exhausted and the hero succeeds (none of the card's printed effect); rejected, nothing."""

    approve: bool


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
    """The Quest Master plays an event. In a fight, Reinforcements: `placements` = ((bad guy
    card, zone), …), each with the spot `(x, y)` of its base as a third item where he sets it
    down himself; Blessing / Dark Vigor: `target` = the arch villain."""

    event: str
    target: str | None = None
    placements: tuple[tuple, ...] = ()


@dataclass(frozen=True)
class EndAdventure(Action):
    """Unused events are discarded; refresh offers lapse."""


ACTIONS: dict[str, type[Action]] = {
    cls.__name__: cls for cls in Action.__subclasses__()
}


# Saves written before the story's and the fight's twins became one class name their fields
# (and one class) as each engine did: read them as the one class with its fields.
OLD_TYPES = {"SwapItems": "SwapItem"}
OLD_FIELDS: dict[str, dict[str, str]] = {
    "UseItem": {"hero": "who", "targets": "heal", "gift": "refresh"},
    "UseGift": {"hero": "who", "targets": "heal"},
    "SellItem": {"hero": "who"},
    "SwapItem": {"frm": "who"},
    "ResolveInjury": {"hero": "who"},
    "RefreshGift": {"hero": "who"},
}


def upgraded(data: dict[str, Any]) -> dict[str, Any]:
    """An action's saved data with today's class and field names (old saves name them as
    the story's or the fight's engine did)."""
    kind = OLD_TYPES.get(data.get("type"), data.get("type"))
    names = OLD_FIELDS.get(kind, {})
    return {"type": kind, **{names.get(k, k): v for k, v in data.items() if k != "type"}}


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
    """The inverse of `to_dict` (old field names too); KeyError/TypeError on foreign data."""
    data = upgraded(data)
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
