"""Reinforcements (an event of the Quest Master): up to as many minions as there are heroes,
spread as he likes over the minion starting zones. Each placement names a minion card and a
zone, and may give the very spot, as a Quest Master sets a base down on the table: its centre
inside that zone, the base clear of the border, the terrain, every base and the ones set down
before it in the same play. Without a spot, the base goes where the set-up would put it."""

from __future__ import annotations

import math

from questboard.battlefield.geometry import point_in_polygon
from questboard.battlefield.placement import spot_is_free
from questboard.combat import events as E
from questboard.combat.fight import Fight
from questboard.combat.setup import add_bad_guy, place
from questboard.rules.log import LogEvent
from questboard.rules.outcome import Refusal


def minion_zones(fight: Fight):
    """The zones Reinforcements come into: the minion starting zones (any bad guys' zone on
    a map without one)."""
    return fight.spec.map.zones_of("minion") or [z for z in fight.spec.map.start_zones if z.kind != "hero"]


def check(fight: Fight, placements, most: int) -> None:
    """Refuse (with the reason) placements the card does not allow."""
    if len(placements) > most:
        raise Refusal(f"At most {most} minions may come")
    zones = {z.id: z for z in minion_zones(fight)}
    taken: list[tuple[tuple[float, float], float]] = []
    for entry in placements:
        card_id, zone = entry[0], entry[1]
        card = fight.state.cards.bad_guys.get(card_id)
        if card is None or card.rank != "minion":
            raise Refusal(f"'{card_id}' is not a minion")
        if zone not in zones:
            raise Refusal(f"'{zone}' is not a minion starting zone")
        if len(entry) > 2:
            at = (float(entry[2][0]), float(entry[2][1]))
            why = spot_refusal(fight, card_id, zone, at, taken)
            if why:
                raise Refusal(why)
            taken.append((at, card.base_diameter / 2))


def spot_refusal(fight: Fight, card_id: str, zone_id: str, at, taken=()) -> str:
    """Why a minion of `card_id` may not be set down with its centre at `at` in the zone (''
    when it may); `taken`: ((spot, radius), …) set down before it in the same play."""
    zone = next((z for z in minion_zones(fight) if z.id == zone_id), None)
    card = fight.state.cards.bad_guys.get(card_id)
    if zone is None or card is None:
        return f"'{zone_id}' is not a minion starting zone"
    if not all(math.isfinite(v) for v in at):
        return "That is no spot on the field"
    r = card.base_diameter / 2
    if not point_in_polygon(at, zone.polygon):
        return f"A minion comes into a minion starting zone: this spot is outside {zone.words}"
    if not spot_is_free(fight.field, at, r) or any(math.dist(at, p) < r + q for p, q in taken):
        return "No room for the base there: it would overlap a base, the terrain or the field's edge"
    return ""


def zone_at(fight: Fight, at) -> str | None:
    """The minion starting zone whose inside holds `at`, or None."""
    return next((z.id for z in minion_zones(fight) if point_in_polygon(at, z.polygon)), None)


def reinforce(fight: Fight, most: int, placements) -> list[LogEvent]:
    """Up to `most` minions into the minion starting zones: where the placements say (spread
    round-robin by default)."""
    zones = [z.id for z in minion_zones(fight)]
    if not placements:
        placements = tuple((fight.minion_card, zones[i % len(zones)]) for i in range(most))
    events: list[LogEvent] = []
    for entry in placements:
        f = add_bad_guy(fight, entry[0])
        # They may act in this very turn (the rulebook's example moves "all his Orcs").
        if len(entry) > 2:
            at = (float(entry[2][0]), float(entry[2][1]))
            fight.field.add_piece(f.id, f.side, at, f.radius, f.name)
            zone = next(z for z in minion_zones(fight) if z.id == entry[1])
            events += [E.Placed(f.id, f.name, at, zone.id, zone.words)] if fight.record else []
        else:
            events += place(fight, f, entry[1])
    return events
