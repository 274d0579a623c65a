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
    Choose, PickHero, SetOrder, Roll, Resolve, PickGifts, Share, LeaveShop, Continue,
    CombatResult)}


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def _tupled(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tupled(v) for v in value)
    return value


def encode(action: Any) -> dict[str, Any]:
    """An action as JSON-ready data with a `type` tag (rules actions under `rules`)."""
    if isinstance(action, rules_actions.Action):
        return {"rules": rules_actions.to_dict(action)}
    data = {"type": type(action).__name__}
    for f in dataclasses.fields(action):
        data[f.name] = _plain(getattr(action, f.name))
    return data


def decode(data: Any) -> Any:
    """The inverse of `encode`; raises ValueError on anything else."""
    if not isinstance(data, dict):
        raise ValueError("an action is a mapping with a type")
    try:
        if "rules" in data:
            return rules_actions.from_dict(data["rules"])
        cls = ADVENTURE_ACTIONS[data["type"]]
        kwargs = {f.name: _tupled(data[f.name]) for f in dataclasses.fields(cls) if f.name in data}
        return cls(**kwargs)
    except (KeyError, TypeError) as error:
        raise ValueError(f"not an action: {error}") from None
