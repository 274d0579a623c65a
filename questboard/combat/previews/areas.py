"""Previews of an area card (G5): `plan_area` slides the card from the mouse to touch its user,
`area_pose` names the bases under it, as the area gifts of `gifts` hit them."""

from __future__ import annotations

from dataclasses import dataclass

from questboard.combat import actions as A
from questboard.combat import guard
from questboard.combat.effects_index import kinds
from questboard.combat.fight import Fight
from questboard.combat.previews.names import Named, Point, display_name, engine_refusal
from questboard.rules.outcome import Refusal

# Kinds that only matter inside a roll (as in `gifts`): such a card is not laid as an area.
_ROLL_ONLY = frozenset({"bonus", "auto_success", "damage_on_zero"})


@dataclass(frozen=True)
class AreaPlan:
    """An area card laid at a pose: what `UseGift(who, gift, area=(centre, degrees))` hits."""

    who: str
    gift: str
    centre: Point
    degrees: float
    snapped: bool  # the pose was slid from the mouse to touch the user
    corners: tuple[Point, ...]
    hit: tuple[str, ...]  # every base under the card, nearest the card's centre first
    friends: tuple[Named, ...]  # the user's side, the user included
    foes: tuple[Named, ...]
    valid: bool
    reason: str  # "" when valid


def area_gift_refusal(fight: Fight, who: str, gift: str) -> str:
    """Why `who` may not lay area card `gift` now (as `gifts.use_gift` checks it), or ""."""
    why = _area_gift_refusal(fight, who, gift)
    return (engine_refusal(fight, A.UseGift(who, gift)) or why) if why else ""


def _area_gift_refusal(fight: Fight, who: str, gift: str) -> str:
    try:
        f = guard.on_field(fight, who)
    except Refusal as r:
        return r.reason
    card = fight.state.cards.gifts.get(gift)
    if card is None:
        return f"There is no gift '{gift}'"
    table = f.gift_table()
    if gift not in table:
        return f"{f.name} does not have {card.name}"
    if table[gift]:
        return f"{card.name} is exhausted"
    if f.is_hero and fight.silenced:
        return "The dark gods hold the field: no hero may use a Gift until the Quest Master's next turn"
    ks = kinds(card)
    if "counter_attack" in ks or ks <= _ROLL_ONLY or "turn" in ks or "area_attack" not in ks:
        return f"{card.name} is not an area card"
    try:
        if card.turn_only:
            _, budget = guard.turn_of(fight, who)
            if budget.special or budget.actions < 1:
                return f"{card.name} (!) must be {f.name}'s action, and it is already spent"
        else:
            guard.nothing_pending(fight)
    except Refusal as r:
        return r.reason
    return ""


def area_pose(fight: Fight, who: str, gift: str, centre: Point, degrees: float,
              snapped: bool = False) -> AreaPlan:
    """The card laid exactly at (centre, degrees): G5 as the engine applies it (the area gifts
    of `gifts` hit the bases this names, and refuse with its reason)."""
    bf = fight.field
    why = area_gift_refusal(fight, who, gift)
    if who not in bf.pieces:
        c = (float(centre[0]), float(centre[1]))
        return AreaPlan(who, gift, c, float(degrees), snapped, (), (), (), (), False,
                        why or f"There is no '{who}' on the field")
    v = bf.check_area(who, centre, degrees)
    side = bf.pieces[who].side
    friends, foes = [], []
    for h in v.hit:
        (friends if bf.pieces[h].side == side else foes).append(Named(h, display_name(fight, h)))
    if not why and not v.valid:
        why = f"The card must touch {display_name(fight, who)}: gap {v.gap:.2f} LU"
    return AreaPlan(who, gift, v.centre, v.degrees, snapped, v.corners, v.hit, tuple(friends),
                    tuple(foes), not why, why)


def plan_area(fight: Fight, who: str, gift: str, mouse: Point, degrees: float) -> AreaPlan:
    """The area card `gift` at `degrees`, slid from `mouse` to touch `who` (G5)."""
    if who not in fight.field.pieces:
        return area_pose(fight, who, gift, mouse, degrees)
    pose = fight.field.snap_area(who, mouse, degrees)
    return area_pose(fight, who, gift, pose.centre, pose.degrees, pose.snapped)
