"""The files of play: adventures, their combat maps and the cards, found and checked together.

The one place that knows both an adventure file and a map file. The adventure layer knows no
battlefield; what it must know of maps (which zones and terrain a map has, which files are
maps) it is handed from here.

A map id is looked up in the adventure's own `maps/` folder first, then in the shipped
maps (`questboard.resources.maps_dir()`).
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from questboard.adventure import files, ways
from questboard.adventure.compiler import load_adventure
from questboard.adventure.model import Adventure
from questboard.battlefield.mapfile import CombatMap
from questboard.battlefield.validate import load_map, validate_map_file
from questboard.content import load_cards
from questboard.errors import InputFileError, Problem, QuestboardError
from questboard.resources import maps_dir
from questboard.rules.cards import CardSet
from questboard.yamlfile import read_yaml, top_level_keys

MAP_SUFFIXES = (".yaml", ".yml")
MAP_ONLY_KEYS = frozenset(CombatMap.model_fields) - frozenset(Adventure.model_fields)
"""Top-level keys a map file has and an adventure lacks (size, zones, terrain, …)."""
ADVENTURE_ONLY_KEYS = frozenset(Adventure.model_fields) - frozenset(CombatMap.model_fields)
"""Top-level keys an adventure file has and a map lacks (paragraphs, level, …)."""


class MapNotFound(QuestboardError):
    """No map of that id in any folder searched; the message names each folder."""

    def __init__(self, map_id: str, folders: Iterable[Path]) -> None:
        self.map_id = map_id
        self.folders = tuple(folders)
        searched = " or ".join([f"{folder} ({', '.join(_ids_in(folder)) or 'no maps'})"
                               for folder in self.folders])
        super().__init__(f"no map {map_id!r} in {searched}")


class _AnyZone:
    """Zones of a map with problems: they are reported with the map. `unreadable` says why
    a file that is not read at all (a device, a pipe, too large) is not, for the fight that
    names it."""

    def __init__(self, unreadable: str | None = None) -> None:
        self.unreadable = unreadable

    def __contains__(self, item: object) -> bool:
        return True


def _ids_in(folder: Path) -> list[str]:
    if not folder.is_dir():
        return []
    return sorted({p.stem for p in folder.iterdir() if p.suffix in MAP_SUFFIXES})


def map_folders(adventure_path: Path | str | None = None) -> tuple[Path, ...]:
    """Where map ids are looked up, in order: the adventure's own `maps/` folder (when it
    has one), then the shipped maps."""
    folders = []
    if adventure_path is not None:
        own = Path(adventure_path).parent / "maps"
        if own.is_dir():
            folders.append(own)
    shipped = maps_dir()
    if not any(_same(shipped, f) for f in folders):
        folders.append(shipped)
    return tuple(folders)


def _same(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return a == b


def find_map(map_id: str, adventure_path: Path | str | None = None) -> Path:
    """The file of map `map_id`: in the adventure's own `maps/` folder, else a shipped map.

    Raises MapNotFound naming every folder searched."""
    folders = map_folders(adventure_path)
    if map_id and Path(map_id).name == map_id and map_id not in (".", ".."):
        for folder in folders:
            for suffix in MAP_SUFFIXES:
                path = folder / f"{map_id}{suffix}"
                if path.exists() or path.is_symlink():
                    return path  # a file that cannot be read says why when it is read
    raise MapNotFound(map_id, folders)


class MapLookup:
    """The maps one adventure may name, read on demand and kept.

    Called with a map id it answers what the adventure compiler asks (`MapZones`): the ids
    of the map's zones and terrain, or None when there is no such map. `path` and `load`
    give the file and the checked map for a fight.
    """

    def __init__(self, adventure_path: Path | str | None = None,
                 pinned: Iterable[tuple[str, str]] = ()) -> None:
        self.adventure_path = Path(adventure_path) if adventure_path is not None else None
        self.pinned = dict(pinned)  # map id -> the file a saved game used: first, while there
        self.folders = map_folders(self.adventure_path)
        self._zones: dict[str, object] = {}
        self._maps: dict[str, CombatMap] = {}

    def __call__(self, map_id: str):
        if map_id not in self._zones:
            self._zones[map_id] = self._read_zones(map_id)
        return self._zones[map_id]

    def _read_zones(self, map_id: str):
        try:
            m = self.load(map_id)
        except MapNotFound:
            return None
        except InputFileError as error:
            first = error.problems[0] if error.problems else None
            cannot = first is not None and first.line is None and \
                first.message.startswith("cannot read the file")
            return _AnyZone(f"{first.file}: {first.message}" if cannot else None)
        return {z.id for z in m.zones} | {t.id for t in m.terrain}

    def path(self, map_id: str) -> Path:
        """The map's file (the one the saved game used, while it is there); raises MapNotFound."""
        kept = self.pinned.get(map_id)
        if kept is not None and Path(kept).is_file():
            return Path(kept)
        return find_map(map_id, self.adventure_path)

    def load(self, map_id: str) -> CombatMap:
        """The checked map; raises MapNotFound, or InputFileError listing its problems."""
        if map_id not in self._maps:
            self._maps[map_id] = load_map(self.path(map_id))
        return self._maps[map_id]


def is_map_file(path: Path | str) -> bool:
    """A file under a `maps/` folder, or one whose top-level keys are a map's (`size`,
    `zones`, …) and not an adventure's (`paragraphs`, `level`, …)."""
    path = Path(path)
    if "maps" in path.parts[:-1]:
        return True
    written = top_level_keys(path)
    if written is not None and not (written & MAP_ONLY_KEYS and not written & ADVENTURE_ONLY_KEYS):
        return False  # an adventure (or no map) whatever else is wrong: no need to read it all
    try:
        data, _ = read_yaml(path)
    except InputFileError:
        return False  # the adventure check reports what is wrong with it
    if not isinstance(data, dict):
        return False
    keys = set(data)
    return bool(keys & MAP_ONLY_KEYS) and not keys & ADVENTURE_ONLY_KEYS


def map_problems(path: Path | str) -> list[Problem] | None:
    """A map file's problems (empty when good), or None when the file is not a map."""
    return validate_map_file(path) if is_map_file(path) else None


def hero_cards() -> dict:
    """The box's hero cards by id, in the box's order: who may be chosen to play."""
    return dict(load_cards().heroes)


def box_cards():
    """Every card in the box (the shipped cards): public, so a joined seat draws with them."""
    return load_cards()


def check_paths(paths: Iterable[Path]) -> list[files.Checked]:
    """Check every adventure and map file under `paths`, an adventure's fights on their maps
    too (`fightcheck`); never raises for a bad file."""
    # fightcheck imports this module's MapLookup and MapNotFound: a cycle at the top.
    from questboard.play.fightcheck import with_fight_problems

    return with_fight_problems(files.check_paths(paths, maps_for=MapLookup, check_map=map_problems))


def load_for_play(name: str | Path, pinned: Iterable[tuple[str, str]] = ()
                  ) -> tuple[Adventure, CardSet, MapLookup]:
    """Find (a path, or the id of a shipped adventure), load and check an adventure with
    its maps and zones (`pinned`: map files a saved game used, first while they are there);
    raise InputFileError on any problem."""
    path = files.find_adventure(name)
    cards = load_cards()
    maps = MapLookup(path, pinned)
    adventure = load_adventure(path, cards, maps)
    for paragraph in adventure.paragraphs.values():
        if isinstance(paragraph.next, ways.FightWay):
            maps.load(paragraph.next.combat.map)  # a map that cannot be used: refused now, not mid-game
    return adventure, cards, maps
