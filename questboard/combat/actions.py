"""Every decision in a fight is one of these frozen values; `combat.engine.apply` carries it
out. `who` is the acting fighter's id (a hero id, or a bad guy id the QM moves); actions of
the Quest Master himself use `QM`.

The decisions also taken outside a fight (using an item or a gift, selling, handing over an
item, settling an injury, refreshing a gift, playing an event) are the rules core's own
classes, defined once in `questboard.rules.actions` and named here too (`SHARED`); the
moves, attacks and turn decisions below exist only in a fight."""

from __future__ import annotations

from dataclasses import dataclass

from questboard.rules.actions import (
    PlayEvent,
    RefreshGift,
    ResolveInjury,
    SellItem,
    SwapItem,
    UseGift,
    UseItem,
)

Point = tuple[float, float]
QM = "qm"


@dataclass(frozen=True)
class FightAction:
    pass


@dataclass(frozen=True)
class Move(FightAction):
    """One straight move (G1); a card allowing several moves takes several Move actions.
    Running into an enemy stops at first contact when `snap` is set."""

    who: str
    to: Point
    snap: bool = True


@dataclass(frozen=True)
class MeleeAttack(FightAction):
    who: str
    target: str
    weapon: str | None = None  # None: the best carried weapon; "" for none


@dataclass(frozen=True)
class RangedAttack(FightAction):
    who: str
    target: str
    weapon: str | None = None


@dataclass(frozen=True)
class EndTurn(FightAction):
    """End this fighter's turn (a hero, or one bad guy); `QM` ends the QM's whole turn."""

    who: str


@dataclass(frozen=True)
class Modify(FightAction):
    """In the modify window (R5): add an item, gift or event bonus to one's own roll."""

    who: str  # a fighter id, or QM for events
    source: str


@dataclass(frozen=True)
class Pass(FightAction):
    """Let the modify window or a reaction (Riposte) go by."""

    who: str


SHARED = (UseGift, UseItem, SwapItem, SellItem, PlayEvent, ResolveInjury, RefreshGift)
FIGHT_ONLY = (Move, MeleeAttack, RangedAttack, EndTurn, Modify, Pass)

__all__ = ["FIGHT_ONLY", "QM", "SHARED", "EndTurn", "FightAction", "MeleeAttack", "Modify", "Move",
           "Pass", "PlayEvent", "Point", "RangedAttack", "RefreshGift", "ResolveInjury", "SellItem",
           "SwapItem", "UseGift", "UseItem"]
