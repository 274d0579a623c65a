"""The compiler's checks of adventure cards (R77): every card a task or a fight puts in play
exists, every card is put in play somewhere, and what a card's effect names (a minion, a zone,
a goal's bad guy or zone) exists on the cards and on the map of every fight it may change."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from questboard.adventure import names
from questboard.adventure.adventure_cards import BadGuysEffect, GoalEffect, card_key
from questboard.adventure.graph import tasks
from questboard.adventure.model import Header, Paragraph
from questboard.adventure.tasks import AdventureCardTask
from questboard.adventure.ways import FightWay, HoldGoal, ReachGoal, VanquishGoal
from questboard.rules.cards import CardSet
from questboard.schema_words import did_you_mean, or_list

if TYPE_CHECKING:
    from questboard.adventure.compiler import MapZones, Where

ZONE_KINDS = ("minion", "arch_villain")


def check_cards(h: Header, pars: dict[Any, Paragraph], cards: CardSet, where: Where,
                map_zones: MapZones | None = None) -> None:
    """Names in and of the adventure's cards, and cards nobody puts in play."""
    used: set[str] = set()
    unknown: list[bool] = []  # a card named that is none: the one it meant is not "unused"
    fights = [(n, p.next) for n, p in pars.items() if isinstance(p.next, FightWay)]
    for n, par in pars.items():
        for at in tasks(par):
            if isinstance(at.task, AdventureCardTask):
                used |= _known(h, at.task.adventure_card, where, at.loc + ("adventure_card",), n, unknown)
        if isinstance(par.next, FightWay):
            for i, when in enumerate(par.next.combat.adventure_cards):
                loc = ("next", "combat", "adventure_cards", i)
                used |= _known(h, when.card, where, loc + ("card",), n, unknown)
                if when.if_ is not None:
                    names.check_condition(h, when.if_, cards, where, loc + ("if",), n)
    for key, card in h.adventure_cards.items():
        loc = ("adventure_cards", key, "effect")
        _check_effect(h, card.effect, cards, where, loc, fights, map_zones)
        if key not in used and not unknown:
            where.add(f"the adventure card {card.name!r} is never put in play (no task "
                      f"'adventure_card: {key}', no fight's adventure_cards)", ("adventure_cards", key))


def _known(h: Header, name: str, where: Where, loc: tuple[Any, ...], n: Any,
           unknown: list[bool]) -> set[str]:
    key = card_key(h.adventure_cards, name)
    if key is not None:
        return {key}
    unknown.append(True)
    if where.trusts("adventure_cards"):
        known = list(h.adventure_cards) + [c.name for c in h.adventure_cards.values()]
        near = did_you_mean(name, known, cutoff=names.NEAR)
        hint = (f" (did you mean {near}?)" if near else
                f"; its cards are {or_list(sorted(h.adventure_cards), 'and')}" if h.adventure_cards
                else "; the adventure has no adventure_cards")
        where.add(f"there is no adventure card {name!r}{hint}", loc, n)
    return set()


def _check_effect(h: Header, effect: Any, cards: CardSet, where: Where, loc: tuple[Any, ...],
                  fights: list[tuple[Any, FightWay]], map_zones: MapZones | None) -> None:
    if isinstance(effect, BadGuysEffect):
        found = names.card_id(cards, effect.bad_guys, "bad guy")
        if found is None:
            where.add(f"there is no bad guy card called {effect.bad_guys!r}"
                      f"{names._nearest_card(cards, effect.bad_guys, 'bad guy')}", loc + ("bad_guys",))
        elif cards.bad_guys[found].rank != "minion":
            where.add(f"{cards.bad_guys[found].name} is an arch villain; a card brings minions only",
                      loc + ("bad_guys",))
        elif where.trusts("components") and found not in {
                names.card_id(cards, x, "bad guy") for x in h.components.bad_guys}:
            where.add(f"{effect.bad_guys!r} is not listed under components.bad_guys", loc + ("bad_guys",))
        if effect.zone not in ZONE_KINDS:
            _zone_on_maps(effect.zone, "zone", where, loc + ("zone",), fights, map_zones)
    elif isinstance(effect, GoalEffect):
        for name in ("victory", "defeat"):
            goal = getattr(effect, name)
            if isinstance(goal, VanquishGoal) and names.card_id(cards, goal.vanquish, "bad guy") is None:
                where.add(f"there is no bad guy card called {goal.vanquish!r}"
                          f"{names._nearest_card(cards, goal.vanquish, 'bad guy')}", loc + (name,))
            elif isinstance(goal, ReachGoal | HoldGoal):
                zone = goal.reach if isinstance(goal, ReachGoal) else goal.hold
                _zone_on_maps(zone, "zone or terrain", where, loc + (name,), fights, map_zones)


def _zone_on_maps(zone: str, what: str, where: Where, loc: tuple[Any, ...],
                  fights: list[tuple[Any, FightWay]], map_zones: MapZones | None) -> None:
    """A zone a card names must be on the map of every fight of the adventure, since the card
    may be in play at any of them."""
    if map_zones is None:
        return
    for n, way in fights:
        zones = map_zones(way.combat.map)
        if zones is not None and not getattr(zones, "unreadable", None) and zone not in zones:
            where.add(f"map {way.combat.map!r} (the fight of paragraph {n}) has no {what} {zone!r}",
                      loc)
