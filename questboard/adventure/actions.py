"""The table's answers to the runner's prompts, and their JSON form for saves.

Rules actions (BuyItem, SellItem, SwapItem, UseItem, UseGift, UseOnCheck, PlayEvent …) are
accepted as they are; these are the adventure's own. `horn=True` means the leader decided
alone with the signaling horn, which then passes on (R10).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from questboard.rules import actions as rules_actions


@dataclass(frozen=True)
class Choose:
    """Pick an option by its index in the option table."""

    index: int
    horn: bool = False


@dataclass(frozen=True)
class PickHero:
    """Answer ChooseHero or ChooseParticipant."""

    hero: str
    horn: bool = False


@dataclass(frozen=True)
class PickLeader:
    """Answer ChooseLeader: which of the heroes tied on Charisma leads (R13, R45)."""

    hero: str


@dataclass(frozen=True)
class TakeDisputed:
    """Answer ChooseDisputed: the hero takes one copy of a disputed card, or with `card` ""
    leaves the disputed cards he has not got to the others (R80)."""

    hero: str
    card: str = ""


@dataclass(frozen=True)
class SetOrder:
    """A group check's rolling order."""

    heroes: tuple[str, ...]


@dataclass(frozen=True)
class Roll:
    """Roll the dice of the check at hand. `dice` are rolled at the table instead (in the
    order the rules core rolls them: each hero, then the QM's die against that hero)."""

    dice: tuple[int, ...] = ()


@dataclass(frozen=True)
class Resolve:
    """Close the modify window: the result stands."""


@dataclass(frozen=True)
class PickGifts:
    hero: str
    gifts: tuple[str, ...]


@dataclass(frozen=True)
class Share:
    """Share out found things: (item, hero) pairs and (hero, gold) pairs."""

    items: tuple[tuple[str, str], ...] = ()
    gold: tuple[tuple[str, int], ...] = ()
    horn: bool = False


@dataclass(frozen=True)
class LeaveShop:
    pass


@dataclass(frozen=True)
class Continue:
    """Go on after a scripted pause."""


@dataclass(frozen=True)
class CombatResult:
    """How the fight ended, and what it did to the heroes (damage, exhausted gifts, items
    used up), as the combat engine or the table reports it."""

    victory: bool
    damage: tuple[tuple[str, int], ...] = ()
    exhausted: tuple[tuple[str, str], ...] = ()
    used_up: tuple[tuple[str, str], ...] = ()


ADVENTURE_ACTIONS: dict[str, type] = {c.__name__: c for c in (
    Choose, PickHero, PickLeader, TakeDisputed, SetOrder, Roll, Resolve, PickGifts, Share, LeaveShop, Continue,
    CombatResult)}


def plain(value: Any) -> Any:
    """Tuples, nested too, as the lists JSON keeps."""
    if isinstance(value, tuple | list):
        return [plain(v) for v in value]
    return value


def tupled(value: Any) -> Any:
    """The inverse of `plain`: lists, nested too, as the tuples frozen actions hold."""
    if isinstance(value, list):
        return tuple(tupled(v) for v in value)
    return value


def fields_of(action: Any) -> dict[str, Any]:
    """A dataclass action as JSON-ready data with a `type` tag."""
    out = {"type": type(action).__name__}
    for f in dataclasses.fields(action):  # a plain loop: every action taken is written so
        v = getattr(action, f.name)
        out[f.name] = plain(v) if isinstance(v, tuple | list) else v
    return out


def build(table: dict[str, type], data: dict[str, Any]) -> Any:
    """The action `fields_of` wrote, from a table of its classes by name."""
    cls = table[data["type"]]
    return cls(**{f.name: tupled(data[f.name]) for f in dataclasses.fields(cls) if f.name in data})


def encode(action: Any) -> dict[str, Any]:
    """An action as JSON-ready data with a `type` tag (rules actions under `rules`)."""
    if isinstance(action, rules_actions.Action):
        return {"rules": rules_actions.to_dict(action)}
    return fields_of(action)


def decode(data: Any) -> Any:
    """The inverse of `encode`; raises ValueError on anything else."""
    if not isinstance(data, dict):
        raise ValueError("an action is a mapping with a type")
    try:
        if "rules" in data:
            return rules_actions.from_dict(data["rules"])
        return build(ADVENTURE_ACTIONS, data)
    except (KeyError, TypeError) as error:
        raise ValueError(f"not an action: {error}") from None
