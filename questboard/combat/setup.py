"""Setting up the battlefield (rulebook "Setting Up the Battlefield"): terrain, bad guys into
their start zones (at least one per zone when possible), heroes into the hero zone, arch
villains by the number of heroes (R7), who goes first, and the goals told (or not)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from questboard.battlefield.placement import set_down
from questboard.battlefield.reuse import laid_out
from questboard.combat import events as E
from questboard.combat.fight import HEROES, QM_PHASE, Fight
from questboard.combat.fighters import BAD_GUY, HERO, Fighter
from questboard.combat.spec import CombatSpec, bad_guy_count
from questboard.combat.turns import begin_round
from questboard.rules.effects import Reinforcements
from questboard.rules.log import LogEvent
from questboard.rules.state import GameState
from questboard.rules.villains import sheet_entry, sheet_profile


class SetupError(ValueError):
    """The fight cannot be set up as asked (unknown zone or bad guy)."""


def start_fight(state: GameState, spec: CombatSpec, *, record: bool = True) -> Fight:
    """Lay out the battlefield and the fighters; the fight waits for its first turn."""
    spec = spec.with_names(state.cards)
    bf = laid_out(spec.map)
    n = len(state.heroes)
    seats = [h.id for h in state.heroes[state.leader:] + state.heroes[:state.leader]]
    phases = (QM_PHASE, HEROES) if spec.first == "qm" else (HEROES, QM_PHASE)
    fight = Fight(state=state, field=bf, spec=spec, fighters={}, seats=seats, phases=phases,
                  record=record, goals_hidden=state.options.uncertain_circumstances)
    state.in_fight = True
    events: list[LogEvent] = []
    groups = _groups(spec, n)
    minions = [g for _, g, _ in groups if state.cards.bad_guys[g].rank == "minion"]
    fight.minion_card = minions[0] if minions else "orc-warrior"
    hordes = state.options.charge_of_the_hordes
    asked: dict[str, str] = {}  # bad guy -> the zone the adventure put it in
    for zone, card_id, count in groups:
        for zone_id in _spread(spec.map, zone, count):
            f = add_bad_guy(fight, card_id)
            asked[f.id] = zone_id
            events += place(fight, f, zone_id)
    events += _take_hordes_reinforcements(fight, hordes)
    hero_zones = spec.map.zones_of("hero")
    for i, hero_id in enumerate(seats):
        hero = state.hero(hero_id)
        hero.out_of_fight = False
        f = Fighter(hero_id, HERO, hero.card, hero=hero)
        fight.fighters[hero_id] = f
        fight.start_items[hero_id] = list(hero.items())
        events += place(fight, f, hero_zones[i % len(hero_zones)].id if hero_zones else None)
    if not record:  # the opening lines go to no log: only the first round begins
        begin_round(fight)
        return fight
    events = _where_they_stand(fight, events)
    first = "The Quest Master" if spec.first == "qm" else state.leader_hero.name
    start = E.FightStarted(spec.map.title, first, spec.victory.describe(), spec.defeat.describe(),
                           fight.goals_hidden)

    summary = [set_up_summary(fight, events, asked)]
    played = [E.AdventureCardInFight(c.name, c.effect) for c in spec.cards]
    fight.log.extend([start, *played, *events, *summary, *begin_round(fight)])
    return fight


def _where_they_stand(fight: Fight, events: list[LogEvent]) -> list[LogEvent]:
    """The set-up's events with each base where it ended up (room made in a full zone moves
    the bases already in it)."""
    pieces = fight.field.pieces
    return [replace(e, at=pieces[e.who].at) if isinstance(e, E.Placed) and e.who in pieces else e
            for e in events]


def set_up_summary(fight: Fight, events: list[LogEvent], asked: dict[str, str]) -> E.SetUp:
    """What stands in each start zone once the set-up is done, and who had to go elsewhere
    (a full zone sends a base to another zone of its kind)."""
    zones: dict[str, list[str]] = {}
    moved = []
    for e in events:
        if isinstance(e, E.Placed):
            f = fight.fighters[e.who]
            zones.setdefault(e.zone, []).append(f.card.name)
            if e.who in asked and asked[e.who] != e.zone:
                moved.append((f.name, asked[e.who], e.zone))
    left_out = tuple(e.name for e in events if isinstance(e, E.NoRoom))
    kinds = {z.id: z.kind for z in fight.spec.map.start_zones}
    places = tuple([(z.id, z.words) for z in fight.spec.map.start_zones])
    return E.SetUp(tuple((z, kinds.get(z, ""), tuple(names)) for z, names in zones.items()),
                   tuple(moved), left_out, places)


def add_bad_guy(fight: Fight, card_id: str) -> Fighter:
    """A new bad guy fighter (not yet on the field), with R7's profile for arch villains."""
    card = fight.state.cards.bad_guys[card_id]
    number = fight.counters.get(card_id, 0) + 1
    fight.counters[card_id] = number
    over = fight.spec.overrides.get(card_id)
    prof = sheet_profile(card, len(fight.state.heroes), over)
    vitality, gifts, extra = prof.vitality, prof.gifts, prof.extra_refreshes
    veteran = over is not None and bool(sheet_entry(over, "veteran"))
    f = Fighter(f"{card_id}-{number}", BAD_GUY, card, vitality=vitality,
                max_vitality=vitality, gifts={g: False for g in gifts}, extra_refreshes=extra,
                number=number)
    if card.rank == "minion":
        # Charge of the Hordes lowers minions' Deftness; veterans of the QM sheet raise it (R32).
        f.deftness_mod = (1 if veteran else 0) - fight.state.options.charge_of_the_hordes
    fight.fighters[f.id] = f
    return f


def place(fight: Fight, f: Fighter, zone_id: str | None) -> list[LogEvent]:
    """Set a fighter's base down in a zone (another zone of the same kind if no packing of
    that zone holds it too: the bases in it may be set down anew to make room)."""
    zones = fight.spec.map.start_zones
    zone = next((z for z in zones if z.id == zone_id), None)
    tries = [zone] if zone else []
    kind = zone.kind if zone else ("hero" if f.is_hero else "minion")
    tries += [z for z in zones if z.kind == kind and z is not zone]
    for z in tries:
        spot = set_down(fight.field, z.polygon, f.radius, fight.state.dice.rng, gap=0.0)
        if spot is not None:
            fight.field.add_piece(f.id, f.side, spot, f.radius, f.name)
            return [E.Placed(f.id, f.name, spot, z.id, z.words)] if fight.record else []
    f.off_field = True
    where = zone.words if zone is not None else f"any {kind.replace('_', ' ')} zone"
    return [E.NoRoom(f.name, zone_id or kind, where)]


def _groups(spec: CombatSpec, heroes: int) -> list[tuple[str, str, int]]:
    """(zone, bad guy card, count); without bad guys: heroes-count Orc Warriors in the minion zones."""
    if not spec.bad_guys:
        zones = spec.map.zones_of("minion") or spec.map.start_zones
        return [(zones[0].kind, "orc-warrior", heroes)]
    return [(zone, guy, bad_guy_count(count, heroes))
            for zone, guys in spec.bad_guys.items() for guy, count in guys.items()]


def _spread(combat_map: Any, zone: str, count: int) -> list[str]:
    """Zone ids for `count` bases: a zone id as given; a zone kind spreads over its zones
    round-robin, so each zone gets one before any gets two."""
    ids = [z.id for z in combat_map.start_zones]
    if zone in ids:
        return [zone] * count
    of_kind = [z.id for z in combat_map.zones_of(zone)] if zone in ("hero", "minion", "arch_villain") else []
    if not of_kind:
        raise SetupError(f"The map {combat_map.id} has no start zone '{zone}' (zones: {', '.join(ids)})")
    return [of_kind[i % len(of_kind)] for i in range(count)]


def _take_hordes_reinforcements(fight: Fight, count: int) -> list[LogEvent]:
    """Charge of the Hordes: the QM takes 1 or 2 Reinforcements into his hand before the fight."""
    if not count:
        return []
    state = fight.state
    wanted = [e.id for e in state.cards.events.values()
              if any(isinstance(x, Reinforcements) for x in e.effects)]
    have = sum(1 for e in state.qm_hand if e in wanted)
    taken = []
    for pile in (state.supply.events, state.supply.event_discards):
        for e in list(pile):
            if have + len(taken) >= count:
                break
            if e in wanted:
                pile.remove(e)
                taken.append(e)
    state.qm_hand.extend(taken)
    return [E.Decision("Quest Master", f"Charge of the Hordes: {len(taken)} Reinforcements taken "
                       f"into hand, minions' Deftness −{count}", secret=True)] if taken else []
