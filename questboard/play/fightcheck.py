"""`questboard validate`'s fight checks: what would go wrong when a fight of an adventure is
set up on its map, for every number of heroes the adventure allows.

- A start zone too small for the bases the paragraph puts there. The check sets the fight up
  as play does (`combat.setup.start_fight`, whose `set_down` tries random spots first, then
  the spots beside the bases already down, then a grid, and last sets the zone's bases down
  anew in hexagonal rows), once for each of `SEEDS` seeds, and takes the worst set-up. So a
  zone is reported only when no packing of rows holds what is asked, with the number it does
  hold. A base that finds no room in its zone stands in another of its kind (R39) or is left
  out; either is reported.
- Terrain standing in the hero zone is the map's own problem (`battlefield.zone_terrain`,
  said at the terrain's line by the map check); a fight on such a map says its map cannot be
  used, naming that line.
- A goal met as the fight is set up (a `reach` of the side's own start zone).
- A start zone that no base can reach from the hero zone: the automatic sides find their ways
  with `battlefield.routes`, so this asks it too, for the largest base of the fight.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path

from questboard.adventure import ways
from questboard.adventure.compiler import load_adventure
from questboard.adventure.files import Checked
from questboard.adventure.model import Adventure
from questboard.battlefield.field import Battlefield
from questboard.battlefield.mapfile import CombatMap, StartZone
from questboard.battlefield.narrows import narrows, passes
from questboard.battlefield.placement import spot_is_free
from questboard.battlefield.zone_terrain import grid
from questboard.combat import events as E
from questboard.combat.goals import met_now
from questboard.combat.setup import start_fight
from questboard.content import load_cards
from questboard.errors import InputFileError, Problem, QuestboardError
from questboard.play import rehearsal
from questboard.play.library import MapLookup, MapNotFound
from questboard.rules.cards import CardSet
from questboard.rules.state import new_game
from questboard.yamlfile import Lines, read_yaml

SEEDS = 12
"""Set-ups tried per fight and number of heroes; the worst one counts."""
_PROBES = 9  # per side of a zone's box, for the spots a base could stand on to set out


def with_fight_problems(results: Iterable[Checked]) -> list[Checked]:
    """The results with each good adventure's fight problems added (maps and other files as
    they are)."""
    out = []
    for r in results:
        if not r.problems and r.stats is not None and r.stats.fights:
            found = fight_problems(r.path)
            if found:
                r = replace(r, problems=tuple(found))
        out.append(r)
    return out


_REFUSED: dict[tuple[str, int, int], tuple[Problem, ...]] = {}
"""Fight problems by (file, its modification time, its size): a file checked once a run."""


def refuse_fight_problems(path: Path | str) -> None:
    """Raise InputFileError with validate's lines when a fight of the adventure at `path`
    has problems (README R55): a new game starts only on what `validate` passes."""
    path = Path(path)
    try:
        stat = path.stat()
    except OSError:
        return  # the file itself cannot be read: reading the adventure says so
    key = (str(path.resolve()), stat.st_mtime_ns, stat.st_size)
    if key not in _REFUSED:
        _REFUSED[key] = tuple(fight_problems(path))
    if _REFUSED[key]:
        raise InputFileError(list(_REFUSED[key]))


def fight_problems(path: Path | str) -> list[Problem]:
    """Every fight problem of the adventure file at `path` (which must already check clean)."""
    path = Path(path)
    cards = load_cards()
    maps = MapLookup(path)
    try:
        adventure = load_adventure(path, cards, maps)
        _, lines = read_yaml(path)
    except InputFileError:
        return []  # its own problems are reported by the adventure check
    found: list[Problem] = []
    kept: dict = {}  # what depends on the map alone, for every fight on it
    for paragraph in rehearsal.fight_paragraphs(adventure):
        where = _Where(str(path), lines, paragraph)
        try:
            found += _fight(adventure, cards, maps, paragraph, where, kept)
        except InputFileError as error:
            found.append(_bad_map(where, error))  # or the fight is checked clean on no map
        except (MapNotFound, QuestboardError):
            continue  # a missing map is the adventure check's to report
    return found


def _bad_map(where: _Where, error: InputFileError) -> Problem:
    """The fight's map cannot be read: said at the fight's `map` line, with the map's first
    problem (the map's own check lists them all)."""
    first = error.problems[0] if error.problems else None
    n = len(error.problems)
    more = f" (and {n - 1} more: questboard validate {first.file})" if first and n > 1 else ""
    return where.problem(f"its map cannot be used: {first}{more}" if first else
                         "its map cannot be used", "map")


class _Where:
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


def _fight(adventure: Adventure, cards: CardSet, maps: MapLookup, paragraph: int,
           where: _Where, kept: dict) -> list[Problem]:
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


def _too_small(where: _Where, m: CombatMap, zone: str, by_heroes: dict[int, _Short],
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
