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
from dataclasses import replace
from pathlib import Path

from questboard.adventure.compiler import load_adventure
from questboard.adventure.files import Checked
from questboard.content import load_cards
from questboard.errors import InputFileError, Problem, QuestboardError
from questboard.play import fightcheck_cache, rehearsal
from questboard.play.library import MapLookup, MapNotFound
from questboard.yamlfile import read_yaml


def with_fight_problems(results: Iterable[Checked]) -> list[Checked]:
    """The results with each good adventure's fight problems added (maps and other files as
    they are)."""
    out = []
    for r in results:
        if not r.problems and r.stats is not None and r.stats.fights:
            found = fight_problems(r.path, [f.map for f in r.stats.fights], keep=True)
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


def fight_problems(path: Path | str, maps_used: Iterable[str] | None = None, *,
                   keep: bool = False) -> list[Problem]:
    """Every fight problem of the adventure file at `path` (which must already check clean);
    what an earlier run found for the very same files is taken as it was (`fightcheck_cache`).
    `maps_used`: the ids of the maps its fights name, when the caller knows them already (so
    a kept answer is found without reading the adventure again). With `keep` (`validate`) a
    new answer is kept for the next run; a game that starts only reads what is kept."""
    path = Path(path)
    maps = MapLookup(path)
    if maps_used is not None:
        kept = _recall(path, maps, maps_used)
        if kept is not None:
            return kept
    cards = load_cards()
    try:
        adventure = load_adventure(path, cards, maps)
        _, lines = read_yaml(path)
    except InputFileError:
        return []  # its own problems are reported by the adventure check
    paragraphs = rehearsal.fight_paragraphs(adventure)
    used = {adventure.paragraphs[p].next.combat.map for p in paragraphs}
    kept = _recall(path, maps, used) if maps_used is None else None
    if kept is not None:
        return kept
    # The fight engine, imported only when fights are set up (a kept answer needs none of it).
    from questboard.play.fight_setups import FightLines, fight_setup_problems

    found: list[Problem] = []
    by_map: dict = {}  # what depends on the map alone, for every fight on it
    for paragraph in paragraphs:
        where = FightLines(str(path), lines, paragraph)
        try:
            found += fight_setup_problems(adventure, cards, maps, paragraph, where, by_map)
        except InputFileError as error:
            found.append(_bad_map(where, error))  # or the fight is checked clean on no map
        except (MapNotFound, QuestboardError):
            continue  # a missing map is the adventure check's to report
    key = _key(path, maps, used) if keep else None
    if key is not None:
        fightcheck_cache.keep(key, found)
    return found


def _key(path: Path, maps: MapLookup, used: Iterable[str]) -> str | None:
    return fightcheck_cache.digest(path, [(m, _map_file(maps, m)) for m in set(used)])


def _recall(path: Path, maps: MapLookup, used: Iterable[str]) -> list[Problem] | None:
    key = _key(path, maps, used)
    return fightcheck_cache.recall(key) if key is not None else None


def _map_file(maps: MapLookup, map_id: str) -> Path | None:
    try:
        return maps.path(map_id)
    except MapNotFound:
        return None


def _bad_map(where, error: InputFileError) -> Problem:
    """The fight's map cannot be read: said at the fight's `map` line, with the map's first
    problem (the map's own check lists them all)."""
    first = error.problems[0] if error.problems else None
    n = len(error.problems)
    more = f" (and {n - 1} more: questboard validate {first.file})" if first and n > 1 else ""
    return where.problem(f"its map cannot be used: {first}{more}" if first else
                         "its map cannot be used", "map")


