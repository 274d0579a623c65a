"""One fight of an adventure set up on its map for every number of heroes, as `validate`
checks it (`questboard.play.fightcheck` says what is checked and why)."""

from __future__ import annotations

from dataclasses import dataclass, field

from questboard.adventure import ways
from questboard.adventure.model import Adventure
from questboard.battlefield.field import Battlefield
from questboard.battlefield.mapfile import CombatMap, StartZone
from questboard.battlefield.narrows import narrows, passes
from questboard.battlefield.placement import spot_is_free
from questboard.battlefield.zone_terrain import grid
from questboard.combat import events as E
from questboard.combat.goals import met_now
from questboard.combat.setup import start_fight
from questboard.errors import Problem
from questboard.play import rehearsal
from questboard.play.library import MapLookup
from questboard.rules.cards import CardSet
from questboard.rules.state import new_game
from questboard.yamlfile import Lines

SEEDS = 12
"""Set-ups tried per fight and number of heroes; the worst one counts."""
_PROBES = 9  # per side of a zone's box, for the spots a base could stand on to set out


class FightLines:
    """Problems of one fight paragraph, with the line of the field they name."""

    def __init__(self, file: str, lines: Lines, paragraph: int) -> None:
        self.file, self.lines, self.paragraph = file, lines, paragraph

    def problem(self, message: str, *loc: str) -> Problem:
        full = ("paragraphs", self.paragraph, "next", "combat", *loc)
        # Named as the adventure's own problems are (`adventure.problems.place_words`): the
        # keys the author wrote under the paragraph's way, never `next.` before them.
        return Problem(self.file, message, self.lines.line(full),
                       f"paragraph {self.paragraph}, " + ".".join(("combat", *loc)))


@dataclass
class _Short:
    """A zone that could not hold what was asked of it, at one number of heroes (worst seed)."""

    asked: int
    held: int
    moved: int
    left_out: int
    diameter: float
    seeds: int = 0  # how many of the set-ups fell short


@dataclass
class _Fight:
    shorts: dict[str, dict[int, _Short]] = field(default_factory=dict)  # zone -> heroes -> worst
    radius: float = 0.0  # the largest base of the fight, any number of heroes
    zones: set[str] = field(default_factory=set)  # zones bad guys were asked to stand in
    met: dict[str, str] = field(default_factory=dict)  # victory/defeat -> goal met at set-up


def fight_setup_problems(adventure: Adventure, cards: CardSet, maps: MapLookup, paragraph: int,
           where: FightLines, kept: dict) -> list[Problem]:
    way: ways.FightWay = adventure.paragraphs[paragraph].next
    combat_map = maps.load(way.combat.map)
    seen = _Fight()
    for heroes in range(adventure.heroes.min, adventure.heroes.max + 1):
        spec = rehearsal.fight_spec(adventure, cards, maps, paragraph, heroes)
        party = list(rehearsal.parties(heroes)[0])
        for seed in range(SEEDS):
            state = new_game(cards, party, seed, draw_opening=True,
                             base_toughness=adventure.qm_sheet.toughness)
            fight = start_fight(state, spec)
            _tally(fight, heroes, seen)
            for side in ("victory", "defeat"):
                if side not in seen.met and met_now(fight, getattr(spec, side)):
                    seen.met[side] = getattr(spec, side).describe()
    keys = {z.id: key for key in way.combat.bad_guys
            for z in combat_map.start_zones if key in (z.id, z.kind)}
    hero_zone = combat_map.zones_of("hero")[0]
    found = [_too_small(where, combat_map, zone, by_heroes, keys)
             for zone, by_heroes in sorted(seen.shorts.items())]
    for zone in sorted(seen.zones):
        key = ("reach", combat_map.id, zone, seen.radius)
        if key not in kept:
            kept[key] = _out_of_reach(combat_map, hero_zone, zone, seen.radius)
        if kept[key]:
            found.append(where.problem(kept[key], "bad_guys", keys.get(zone, zone)))
    found += [where.problem(f"the {side} goal ({goal}) is met as soon as the fight is set "
                            "up, before anyone moves: name a zone the side does not start in",
                            side) for side, goal in seen.met.items()]
    return found


def _tally(fight, heroes: int, seen: _Fight) -> None:
    """Note where this set-up fell short of what was asked, zone by zone."""
    log = fight.log
    setup = next(e for e in log if isinstance(e, E.SetUp))
    by_name = {f.name: f for f in fight.fighters.values()}
    asked: dict[str, list[float]] = {}  # zone -> the radii of the bases asked to stand there
    moved: dict[str, int] = {}
    left: dict[str, int] = {}
    went = {name: (frm, to) for name, frm, to in setup.moved}
    held = {zone: len(names) for zone, _, names in setup.zones}
    for e in log:
        if isinstance(e, E.Placed):
            f = fight.fighters[e.who]
            zone = went[e.name][0] if e.name in went else e.zone
            asked.setdefault(zone, []).append(f.radius)
            if e.name in went:
                moved[zone] = moved.get(zone, 0) + 1
        elif isinstance(e, E.NoRoom):
            f = by_name.get(e.name)
            asked.setdefault(e.zone, []).append(f.radius if f else 0.15)
            left[e.zone] = left.get(e.zone, 0) + 1
    for f in fight.fighters.values():
        seen.radius = max(seen.radius, f.radius)
    hero_zones = {z.id for z in fight.spec.map.zones_of("hero")}
    seen.zones |= {z for z in asked if z not in hero_zones}
    for zone, radii in asked.items():
        short = moved.get(zone, 0) + left.get(zone, 0)
        if not short:
            continue
        worst = seen.shorts.setdefault(zone, {}).get(heroes)
        now = _Short(len(radii), held.get(zone, 0), moved.get(zone, 0), left.get(zone, 0),
                     2 * max(radii), worst.seeds if worst else 0)
        if worst is None or short > worst.moved + worst.left_out:
            worst = seen.shorts[zone][heroes] = now
        worst.seeds += 1


def _too_small(where: FightLines, m: CombatMap, zone: str, by_heroes: dict[int, _Short],
               keys: dict[str, str]) -> Problem:
    most = max(by_heroes)
    s = by_heroes[most]
    kind = next((z.kind for z in m.start_zones if z.id == zone), "")
    others = [n for n in sorted(by_heroes) if n != most]
    fate = []
    if s.left_out:
        fate.append(f"{s.left_out} left out")
    if s.moved:
        fate.append(f"{s.moved} set up in another {kind.replace('_', ' ')} zone instead")
    seeds = "every set-up" if s.seeds == SEEDS else f"{s.seeds} of {SEEDS} set-ups"
    holds = f"holds {_bases(s.held)} of {s.diameter:.2f} LU"
    if kind == "hero":
        also = f"; also too small for {_heroes(others)}" if others else ""
        message = (f"hero zone {zone} of map {m.id} {holds}; {most} heroes set up there "
                   f"({', '.join(fate)} in {seeds}){also}: make the zone larger or clear the "
                   f"terrain out of it")
        return where.problem(message, "map")
    also = ("; also too small at " + ", ".join([f"{_heroes([n])} ({_bases(by_heroes[n].asked)})"
                                              for n in others]) if others else "")
    message = (f"zone {zone} of map {m.id} {holds}; paragraph {where.paragraph} sets up "
               f"{s.asked} there at {most} heroes ({', '.join(fate)} in {seeds}){also}: make "
               f"the zone larger or move some to another zone")
    return where.problem(message, "bad_guys", keys.get(zone, zone))


def _bases(n: int) -> str:
    return "1 base" if n == 1 else f"{n} bases"


def _heroes(counts: list[int]) -> str:
    words = [str(n) for n in counts]
    said = words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
    return f"{said} {'hero' if counts == [1] else 'heroes'}"


def _out_of_reach(m: CombatMap, hero_zone: StartZone, zone_id: str, r: float) -> str | None:
    """What to say when no base of radius r gets from the hero zone to the zone, else None."""
    bf = Battlefield.from_map(m)
    zone = next(z for z in m.start_zones if z.id == zone_id)
    starts, goals = _spots(bf, hero_zone, r), _spots(bf, zone, r)
    if not starts or not goals:
        return None  # nobody of that size stands there at all: the capacity check says so
    if any(passes(bf, a, b, r) for a in starts for b in goals):
        return None
    tight = narrows(bf, starts, goals, r)
    where = (f": {tight.words()}" if tight is not None and tight.between else
             ": terrain or the field's edge closes every way")
    return (f"no base of {2 * r:.2f} LU can get from hero zone {hero_zone.id} to zone {zone.id} "
            f"of map {m.id}{where} (the fight cannot be won by blows, and a rehearsal ends "
            f"undecided): open a way at least {2 * r:.2f} LU wide or move the zone")


def _spots(bf: Battlefield, zone: StartZone, r: float) -> list:
    """Spots in the zone where a base of radius r could stand, a few spread over it."""
    free = [p for p in grid(zone.polygon, _PROBES) if spot_is_free(bf, p, r)]
    step = max(1, len(free) // 6)
    return free[::step]
