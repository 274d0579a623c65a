"""Finding and checking files on disk: adventures and the cards they name.

This layer knows no battlefield. What it must know of maps is handed in from above
(`questboard.play.library` builds both): `maps_for(adventure_file)` gives the compiler's
lookup of map id -> zone and terrain ids, and `check_map(file)` tells a map file from an
adventure and lists a map's problems.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from questboard.adventure.compiler import MapZones, check_file, load_adventure
from questboard.adventure.model import Adventure
from questboard.adventure.stats import Stats, adventure_stats
from questboard.content import load_cards
from questboard.errors import InputFileError, Problem, QuestboardError
from questboard.resources import adventures_dir
from questboard.rules.cards import CardSet
from questboard.yamlfile import read_yaml

MapsFor = Callable[[Path], MapZones]
"""An adventure file -> the lookup of the maps it may name (map id -> zone and terrain ids,
or None when there is no such map)."""

MapCheck = Callable[[Path], "Sequence[Problem] | None"]
"""A file -> its problems as a map file (empty when good), or None when it is not a map
(then it is checked as an adventure)."""


@dataclass(frozen=True)
class Checked:
    path: Path
    problems: tuple[Problem, ...]
    stats: Stats | None = None


def _cards() -> CardSet:
    return load_cards()


def files_in(paths: Iterable[Path]) -> list[Path]:
    found = []
    for path in paths:
        if path.is_dir():
            found += sorted(p for p in path.rglob("*") if p.suffix in (".yaml", ".yml"))
        else:
            found.append(path)
    return found


def check_paths(paths: Iterable[Path], *, maps_for: MapsFor | None,
                check_map: MapCheck) -> list[Checked]:
    """Check every adventure and map file under `paths`; never raises for a bad file.

    `check_map` decides which files are maps and checks them; every other file is an
    adventure, whose maps and zones are looked up in `maps_for(file)` (None: not checked).
    """
    try:
        cards = _cards()
    except InputFileError as error:
        return [Checked(Path("assets/cards"), tuple(error.problems))]
    results = []
    for path in files_in(paths):
        if not path.exists():
            results.append(Checked(path, (Problem(str(path), "no such file or folder"),)))
            continue
        map_problems = check_map(path)
        if map_problems is not None:
            results.append(Checked(path, tuple(map_problems)))
            continue
        report = check_file(path, cards, maps_for(path) if maps_for is not None else None)
        stats = adventure_stats(report.adventure, cards) if report.adventure else None
        results.append(Checked(path, report.problems + _named_apart(path, report), stats))
    return results


def _named_apart(path: Path, report) -> tuple[Problem, ...]:
    """An adventure is found by its file name (`questboard text ID`, the launcher, a save):
    validate holds its id to that name."""
    adventure = report.adventure
    if adventure is None or adventure.id == path.stem:
        return ()
    _, lines = read_yaml(path)
    return (Problem(str(path), f"{adventure.id!r} is not the file's name {path.stem!r}: an "
                    f"adventure is found by its file name, so name the file {adventure.id}.yaml "
                    f"or the id {path.stem}", line=lines.line(("id",)), item="id"),)


def find_adventure(name: str | Path) -> Path:
    """A path, or the id of a shipped adventure."""
    path = Path(name)
    if path.is_file():
        return path

    shipped = adventures_dir() / f"{name}.yaml"
    if shipped.is_file():
        return shipped
    raise QuestboardError(f"no adventure {str(name)!r}: give a file or the id of a shipped adventure")


def load_for_play(name: str | Path, maps_for: MapsFor | None = None) -> tuple[Adventure, CardSet]:
    """Find, load and check an adventure; raise InputFileError on any problem.

    Without `maps_for` the maps and zones it names are not checked:
    `questboard.play.library.load_for_play` checks them and gives the maps too.
    """
    path = find_adventure(name)
    cards = _cards()
    return load_adventure(path, cards, maps_for(path) if maps_for is not None else None), cards
