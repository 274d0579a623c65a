"""The host's answers to a seat's `ask` frames, as the seat reads them back: the enemies as a
fighter sees them (`Targets`: each one's sight line or what blocks it, the range, who touches)
and an area card laid on the field (`AreaView`: its corners, whom it hits, allowed or why
not). The same fields as the host's previews (`Game.targets`, `Game.melee_targets`,
`Game.plan_area`), each of its declared type, so a window reads them as the host's battlefield
reads its own."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from pydantic import TypeAdapter, ValidationError

from questboard.play.viewdata import Point, ViewData


@dataclass(frozen=True)
class NamedThing(ViewData):
    """Something on the field (a fighter, a terrain element) by id, with the name a player knows."""

    id: str
    name: str


@dataclass(frozen=True)
class SightTarget(ViewData):
    """One enemy as a ranged attack by the fighter asked about finds it."""

    id: str
    name: str
    touching: bool
    gap: float  # edge to edge, LU
    bar: float | None  # the range bar that applies (R15)
    bar_source: str | None
    reach: float | None  # how far that bar reaches (bar × uses); None: no shot at all
    in_range: bool
    sight: bool | None  # None: not looked for (out of reach)
    witness: tuple[Point, Point] | None  # the clear line found
    blockers: tuple[NamedThing, ...]  # what stops every line tried
    may_shoot: bool
    why_not: str


@dataclass(frozen=True)
class MeleeTarget(ViewData):
    """A touching enemy, and whether a melee attack on it is allowed now."""

    id: str
    name: str
    may_attack: bool
    why_not: str


@dataclass(frozen=True)
class Targets(ViewData):
    """The enemies as `who` sees them, nearest first, and those touching him."""

    who: str
    targets: tuple[SightTarget, ...]
    melee: tuple[MeleeTarget, ...]


@dataclass(frozen=True)
class AreaView(ViewData):
    """An area card laid at a pose: what `UseGift(who, gift, area=(centre, degrees))` hits."""

    who: str
    gift: str
    centre: Point
    degrees: float
    snapped: bool
    corners: tuple[Point, ...]
    hit: tuple[str, ...]
    friends: tuple[NamedThing, ...]  # the user's side, the user included
    foes: tuple[NamedThing, ...]
    valid: bool
    reason: str


@functools.cache
def _adapter(kind: type) -> TypeAdapter:
    return TypeAdapter(kind)


def read_preview(kind: type, data: Any):
    """`data` read back as a `kind` (Targets, AreaView); ValueError saying what is wrong."""
    try:
        return _adapter(kind).validate_python(data)
    except ValidationError as error:
        first = error.errors()[0]
        raise ValueError(f"not a {kind.__name__}: {'.'.join(str(p) for p in first['loc'])}: {first['msg']}") from None


__all__ = ["AreaView", "MeleeTarget", "NamedThing", "SightTarget", "Targets", "read_preview"]
