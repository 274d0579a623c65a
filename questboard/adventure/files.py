"""Finding and checking files on disk: adventures, their maps, the cards they name."""

from __future__ import annotations

import importlib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from questboard.adventure.compiler import check_file
from questboard.adventure.model import Adventure
from questboard.adventure.stats import Stats, adventure_stats
from questboard.errors import InputFileError, Problem, QuestboardError
from questboard.rules.cards import CardSet


class _AnyZone:
    """Zones of a map that could not be read: its own problems are reported elsewhere."""

    def __contains__(self, item: object) -> bool:
        return True


@dataclass(frozen=True)
class Checked:
    path: Path
    problems: tuple[Problem, ...]
    stats: Stats | None = None


def _map_module():
    try:
        return importlib.import_module("questboard.battlefield.validate")
    except ImportError:
        return None


class MapIndex:
    """Map id -> its zones and terrain ids, read from a maps folder on demand."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._cache: dict[str, object] = {}

    def __call__(self, map_id: str):
        if map_id not in self._cache:
            self._cache[map_id] = self._read(map_id)
        return self._cache[map_id]

    def _read(self, map_id: str):
        path = next((p for p in (self.folder / f"{map_id}.yaml", self.folder / f"{map_id}.yml")
                     if p.is_file()), None)
        if path is None:
            return None
        module = _map_module()
        if module is None or not hasattr(module, "load_map"):
            return _AnyZone()
        try:
            m = module.load_map(path)
        except InputFileError:
            return _AnyZone()
        return {z.id for z in m.zones} | {t.id for t in m.terrain}


def maps_for(adventure_path: Path) -> MapIndex:
    """The maps folder beside the adventure file, else the shipped one."""
    beside = adventure_path.parent / "maps"
    if beside.is_dir():
        return MapIndex(beside)
    from questboard.resources import maps_dir

    return MapIndex(maps_dir())


def _cards() -> CardSet:
    from questboard.content import load_cards

    return load_cards()


def files_in(paths: Iterable[Path]) -> list[Path]:
    found = []
    for path in paths:
        if path.is_dir():
            found += sorted(p for p in path.rglob("*") if p.suffix in (".yaml", ".yml"))
        else:
            found.append(path)
    return found


def check_paths(paths: Iterable[Path]) -> list[Checked]:
    """Check every adventure and map file under `paths`; never raises for a bad file."""
    try:
        cards = _cards()
    except InputFileError as error:
        return [Checked(Path("assets/cards"), tuple(error.problems))]
    results = []
    for path in files_in(paths):
        if not path.exists():
            results.append(Checked(path, (Problem(str(path), "no such file or folder"),)))
        elif "maps" in path.parts[:-1]:
            module = _map_module()
            problems = module.validate_map_file(path) if module is not None else []
            results.append(Checked(path, tuple(problems)))
        else:
            report = check_file(path, cards, maps_for(path))
            stats = adventure_stats(report.adventure, cards) if report.adventure else None
            results.append(Checked(path, report.problems, stats))
    return results


def find_adventure(name: str | Path) -> Path:
    """A path, or the id of a shipped adventure."""
    path = Path(name)
    if path.is_file():
        return path
    from questboard.resources import adventures_dir

    shipped = adventures_dir() / f"{name}.yaml"
    if shipped.is_file():
        return shipped
    raise QuestboardError(f"no adventure {str(name)!r}: give a file or the id of a shipped adventure")


def load_for_play(name: str | Path) -> tuple[Adventure, CardSet]:
    """Find, load and check an adventure for play; raise InputFileError on any problem."""
    from questboard.adventure.compiler import load_adventure

    path = find_adventure(name)
    cards = _cards()
    return load_adventure(path, cards, maps_for(path)), cards
