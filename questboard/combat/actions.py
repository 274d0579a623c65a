"""Every decision in a fight is one of these frozen values; `combat.engine.apply` carries it
out. `who` is the acting fighter's id (a hero id, or a bad guy id the QM moves); actions of
the Quest Master himself use `QM`."""

from __future__ import annotations

from dataclasses import dataclass

from questboard.rules.actions import gift_ids

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
class UseGift(FightAction):
    """Use a gift: `target` for one-target gifts (Riposte, Blessing), `area` = (centre, degrees)
    for area attacks, `heal` = ((hero, points), …) for healing, `refresh` the gift ids it
    refreshes."""

    who: str
    gift: str
    target: str | None = None
    area: tuple[Point, float] | None = None
    heal: tuple[tuple[str, int], ...] = ()
    refresh: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "refresh", gift_ids(self.refresh))  # an old save's one id


@dataclass(frozen=True)
class UseItem(FightAction):
    """Drink a potion or use another item: on yourself or a hero touching you."""

    who: str
    item: str
    heal: tuple[tuple[str, int], ...] = ()
    refresh: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "refresh", gift_ids(self.refresh))  # an old save's one id


@dataclass(frozen=True)
class SwapItems(FightAction):
    who: str
    to: str
    item: str


@dataclass(frozen=True)
class SellItem(FightAction):
    """Sell a carried item at any moment of the fight, as outside it (the rulebook gives
    only swapping a fight exception): value − 2 gold, at least 1 (R9). Costs no action."""

    who: str
    item: str


@dataclass(frozen=True)
class EndTurn(FightAction):
    """End this fighter's turn (a hero, or one bad guy); `QM` ends the QM's whole turn."""

    who: str


@dataclass(frozen=True)
class PlayEvent(FightAction):
    """The QM plays an event. Reinforcements: `placements` = ((bad guy card, zone), …);
    Blessing / Dark Vigor: `target` = the arch villain."""

    event: str
    target: str | None = None
    placements: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Modify(FightAction):
    """In the modify window (R5): add an item, gift or event bonus to one's own roll."""

    who: str  # a fighter id, or QM for events
    source: str


@dataclass(frozen=True)
class Pass(FightAction):
    """Let the modify window or a reaction (Riposte) go by."""

    who: str


@dataclass(frozen=True)
class ResolveInjury(FightAction):
    hero: str
    attribute: str | None
    discard: str | None = None


@dataclass(frozen=True)
class RefreshGift(FightAction):
    """R4 after a 9 (heroes and arch villains) or an arch villain's extra refresh."""

    who: str
    gift: str
