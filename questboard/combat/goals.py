"""Whether a fight is over: all heroes out is always a defeat; the spec's victory and defeat
goals; a round cap so that every fight ends with a clear outcome."""

from __future__ import annotations

from typing import NamedTuple

from questboard.combat.board import centre_in
from questboard.combat.fight import Fight
from questboard.combat.fighters import BAD_GUY, HERO
from questboard.combat.spec import AllHeroesOut, AllVanquished, Goal, Hold, Reach, Rounds, Vanquish


def _zone(fight: Fight, zone_id: str):
    return next((z for z in fight.spec.map.start_zones if z.id == zone_id), None)


def _side_in_zone(fight: Fight, who: str, zone_id: str) -> bool:
    zone = _zone(fight, zone_id)
    if zone is None:
        return False
    side = HERO if who == "heroes" else BAD_GUY
    return any(centre_in(fight.field, f.id, zone.polygon) for f in fight.in_play(side))


def _holds(fight: Fight, goal: Hold) -> bool:
    other = "bad_guys" if goal.who == "heroes" else "heroes"
    return _side_in_zone(fight, goal.who, goal.zone) and not _side_in_zone(fight, other, goal.zone)


def met_now(fight: Fight, goal: Goal) -> bool:
    """Goals that can be met in the middle of a round."""
    quick = _QUICK.get(goal.__class__)
    if quick is not None:  # the two plain goals, asked after every action
        return not fight.any_in_play(quick)
    if isinstance(goal, AllVanquished):
        return not fight.any_in_play(BAD_GUY)
    if isinstance(goal, AllHeroesOut):
        return not fight.any_in_play(HERO)
    if isinstance(goal, Vanquish):
        named = _named(fight, goal.bad_guy.lower())
        return bool(named) and all(f.off_field for f in named)
    if isinstance(goal, Reach):
        return _side_in_zone(fight, goal.who, goal.zone)
    return False


# A plain goal's class -> the side whose last fighter off the field meets it.
_QUICK = {AllVanquished: BAD_GUY, AllHeroesOut: HERO}


def _named(fight: Fight, key: str) -> tuple:
    """The bad guys a Vanquish goal names (by card id, card name or fighter id): looked up
    again only when a fighter has joined the fight (or one of them is no longer in it)."""
    kept = fight.kept.get(("vanquish", key))
    fighters = fight.fighters
    if kept is None or kept[0] != len(fighters) or any(fighters.get(f.id) is not f for f in kept[1]):
        named = tuple([f for f in fight.fighters.values() if not f.is_hero
                       and (f.card.id == key or f.card.name.lower() == key or f.id == key)])
        kept = fight.kept[("vanquish", key)] = (len(fight.fighters), named)
    return kept[1]


def met_at_round_end(fight: Fight, goal: Goal) -> bool:
    if isinstance(goal, Rounds):
        return fight.round >= goal.rounds
    if isinstance(goal, Hold):
        return fight.hold >= goal.rounds
    return False


class Verdict(NamedTuple):
    outcome: str  # victory, defeat
    reason: str
    stalemate: bool = False  # the round cap ended it (R31: a defeat)


def check(fight: Fight, round_end: bool = False) -> Verdict | None:
    """(outcome, reason, stalemate) when the fight is over, else None."""
    if not fight.any_in_play(HERO):
        return Verdict("defeat", "every hero is out of the fight")
    spec = fight.spec
    if _met_now_heroes_up(fight, spec.victory) or (round_end and met_at_round_end(fight, spec.victory)):
        return Verdict("victory", spec.victory.describe())
    if _met_now_heroes_up(fight, spec.defeat) or (round_end and met_at_round_end(fight, spec.defeat)):
        return Verdict("defeat", spec.defeat.describe())
    if round_end and fight.round >= spec.round_cap:
        return Verdict("defeat", f"the heroes did not win within {spec.round_cap} rounds", True)
    return None


def _met_now_heroes_up(fight: Fight, goal: Goal) -> bool:
    """`met_now` while some hero is known to be on the field (`check` asks that first)."""
    quick = _QUICK.get(goal.__class__)
    if quick == HERO:
        return False
    if quick is not None:
        return not fight.any_in_play(quick)
    return met_now(fight, goal)


def count_hold(fight: Fight) -> None:
    """At a round's end, a Hold goal counts the rounds its side held the zone in a row."""
    for goal in (fight.spec.victory, fight.spec.defeat):
        if isinstance(goal, Hold):
            fight.hold = fight.hold + 1 if _holds(fight, goal) else 0
