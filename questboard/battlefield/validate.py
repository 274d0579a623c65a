"""Load and check combat map files: every problem in one report, each with file, line, id and field."""

from __future__ import annotations

import math
from pathlib import Path

from pydantic import ValidationError

from questboard.battlefield.geometry import (
    Point,
    dist_point_polygon_outline,
    point_in_polygon,
    self_intersection,
    signed_area,
)
from questboard.battlefield.mapfile import MAX_SIDE, CombatMap, StartZoneSpec, TerrainSpec
from questboard.battlefield.terrain import Terrain
from questboard.battlefield.zone_terrain import terrain_in_zone
from questboard.errors import InputFileError, Problem
from questboard.schema_words import Said, plain_errors
from questboard.yamlfile import (
    YAML_LIMIT,
    Lines,
    Unreadable,
    control_characters,
    dotted,
    read_regular,
    read_yaml,
)

DEFAULT_BASE_RADIUS = 0.15
_MIN_AREA = 1e-4  # LU²; anything smaller is a slip of the pen, not a shape


def load_map(path: str | Path) -> CombatMap:
    """Read and validate a map file; raise InputFileError listing every problem."""
    combat_map, problems = _check(Path(path))
    if problems:
        raise InputFileError(problems=problems)
    assert combat_map is not None
    return combat_map


def validate_map_file(path: str | Path) -> list[Problem]:
    """All problems of a map file (empty when it is good)."""
    return _check(Path(path))[1]


_CHECKED: dict[tuple[str, str], tuple[CombatMap | None, tuple[Problem, ...]]] = {}
"""Checked maps by (the name given, the file's text): a map several adventures use is read
and checked once a run, and a file that changed is checked anew."""
_KEPT_CHECKS = 64


def _check(path: Path) -> tuple[CombatMap | None, list[Problem]]:
    try:
        key = (str(path), read_regular(path, YAML_LIMIT))
    except (OSError, Unreadable):
        return _check_now(path)  # reading it again says what is wrong, at its own line
    found = _CHECKED.get(key)
    if found is None:
        if len(_CHECKED) >= _KEPT_CHECKS:
            _CHECKED.clear()
        combat_map, problems = _check_now(path)
        found = _CHECKED[key] = (combat_map, tuple(problems))
    return found[0], list(found[1])


def _check_now(path: Path) -> tuple[CombatMap | None, list[Problem]]:
    name = str(path)
    try:
        data, lines = read_yaml(path)
    except InputFileError as error:
        return None, error.problems
    if not isinstance(data, dict):
        return None, [Problem(name, "a map file must be a mapping of keys (id, title, size, …)", line=1)]
    report = _Report(name, data, lines)
    for place, words in control_characters(data):
        report.add(place, words)
    combat_map: CombatMap | None = None
    try:
        combat_map = CombatMap.model_validate(data)
        parts = _Parts(combat_map.size, list(enumerate(combat_map.terrain)), list(enumerate(combat_map.zones)), combat_map.walkable)
    except ValidationError as error:
        for said in plain_errors(error, data, CombatMap):
            report.said(said)
        parts = _Parts.salvage(data)
    _check_shapes(parts, report)
    if combat_map is not None and combat_map.id != path.stem:
        report.add(("id",), f"{combat_map.id!r} is not the file's name {path.stem!r}: a fight "
                   f"finds its map by the file name, so name the file {combat_map.id}{path.suffix} "
                   f"or the id {path.stem}", field="id")
    if combat_map is not None and not report.problems:
        _check_hero_zone(combat_map, report)
    report.problems.sort(key=lambda p: p.line or 0)
    return (combat_map if not report.problems else None), report.problems


class _Parts:
    """The pieces of a map that passed the type checks, with their index in the file."""

    def __init__(self, size, terrain: list, zones: list, walkable) -> None:
        self.size, self.terrain, self.zones, self.walkable = size, terrain, zones, walkable

    @staticmethod
    def salvage(data: dict) -> _Parts:
        """Keep what validates on its own so shape checks still run beside type errors."""

        def each(key: str, model: type) -> list:
            found = []
            items = data.get(key)
            for i, item in enumerate(items if isinstance(items, list) else []):
                try:
                    found.append((i, model.model_validate(item)))
                except ValidationError:
                    pass
            return found

        size = data.get("size")
        ok_size = isinstance(size, list | tuple) and len(size) == 2 and all(_usable(v) for v in size)
        walk = data.get("walkable")
        try:
            walkable = [(float(x), float(y)) for x, y in walk] if walk else None
        except (TypeError, ValueError):
            walkable = None
        if walkable is not None and not all(_usable(v) for p in walkable for v in p):
            walkable = None  # told by the schema; no shape check on numbers past the field
        return _Parts(tuple(size) if ok_size else None, each("terrain", TerrainSpec), each("zones", StartZoneSpec), walkable)


def _usable(value) -> bool:
    """A number the shape checks can work with: finite, and within the largest field."""
    return isinstance(value, int | float) and not isinstance(value, bool) and \
        math.isfinite(value) and abs(value) <= MAX_SIDE


class _Report:
    """Collects problems and knows how to name the place in the file they come from."""

    def __init__(self, file: str, data: dict, lines: Lines) -> None:
        self.file, self.data, self.lines = file, data, lines
        self.problems: list[Problem] = []

    def item(self, path: tuple) -> str | None:
        if len(path) >= 2 and path[0] in ("terrain", "zones") and isinstance(path[1], int):
            try:
                found = self.data[path[0]][path[1]].get("id")
            except (KeyError, IndexError, TypeError, AttributeError):
                found = None
            return str(found) if found else f"{path[0]} #{path[1] + 1}"
        return None

    def add(self, path: tuple, message: str, field: str | None = None) -> None:
        if field is None:
            rest = path[2:] if self.item(path) else path
            field = ".".join(str(p) for p in rest) or None
        self.problems.append(
            Problem(self.file, message, line=self.lines.line(path), item=self.item(path), field=field)
        )

    def said(self, said: Said) -> None:
        """One of the schema's sentences, named by the element it is about."""
        item = self.item(said.at)
        rest = said.place[2:] if item else said.place
        self.problems.append(Problem(self.file, said.text, line=self.lines.line(said.at),
                                     item=item, field=dotted(rest)))


def _check_hero_zone(m: CombatMap, report: _Report) -> None:
    """Terrain in the hero zone, said at the terrain's own line: no hero may be set up on it."""
    elements = m.terrain_elements
    for zone in m.zones_of("hero"):
        for i, share in terrain_in_zone(elements, zone.polygon):
            report.add(("terrain", i), f"stands in hero zone {zone.id}, taking {share:.0%} of it "
                       "(no hero may be set up on terrain): move the terrain or the zone", field="at")


def _check_shapes(m: _Parts, report: _Report) -> None:
    if m.size is None:
        return
    w, h = m.size
    if w <= 0 or h <= 0:
        report.add(("size",), f"the field must have a positive size, not {w} × {h} LU")
        return
    seen: dict[str, str] = {}
    for group in ("terrain", "zones"):
        for i, spec in getattr(m, group):
            if spec.id in seen:
                report.add((group, i, "id"), f"id '{spec.id}' is already used by {seen[spec.id]}", "id")
            else:
                seen[spec.id] = f"{group} #{i + 1}"
    usable = _check_terrain(m, report)
    walk = _check_polygon(m.walkable, ("walkable",), report, w, h) if m.walkable else None
    _check_zones(m, report, usable, walk)


def _inside_field(points: list[Point], w: float, h: float) -> bool:
    return all(-1e-9 <= x <= w + 1e-9 and -1e-9 <= y <= h + 1e-9 for x, y in points)


def _check_polygon(points, path: tuple, report: _Report, w: float, h: float) -> list[Point] | None:
    pts = [(float(x), float(y)) for x, y in points]
    crossing = self_intersection(pts)
    if crossing is not None:
        i, j = crossing
        report.add(path, f"the outline crosses itself (edge {i + 1} meets edge {j + 1})")
        return None
    if abs(signed_area(pts)) < _MIN_AREA:
        report.add(path, "the polygon has no area (points on one line or repeated)")
        return None
    if not _inside_field(pts, w, h):
        report.add(path, f"the polygon reaches outside the {w:g} × {h:g} LU field")
    return pts


def _check_terrain(m: _Parts, report: _Report) -> list[Terrain]:
    w, h = m.size
    usable: list[Terrain] = []
    for i, spec in m.terrain:
        base = ("terrain", i)
        fp = spec.footprint
        if spec.kind == "custom":
            if fp is None:
                report.add(base, "custom terrain needs a footprint", "footprint")
                continue
            if spec.cover is None:
                report.add(base, "custom terrain must say 'cover: true' or 'cover: false'", "cover")
        if fp is not None:
            if fp.shape == "circle" and fp.radius <= 0:
                report.add(base + ("footprint", "radius"), f"radius must be above 0, not {fp.radius:g}")
                continue
            if fp.shape == "rectangle" and (fp.width <= 0 or fp.height <= 0):
                field = "width" if fp.width <= 0 else "height"
                report.add(base + ("footprint", field), f"a rectangle needs a size above 0, not {fp.width:g} × {fp.height:g}")
                continue
            if fp.shape == "polygon":
                pts = [(float(x), float(y)) for x, y in fp.points]
                crossing = self_intersection(pts)
                if crossing is not None:
                    report.add(
                        base + ("footprint", "points"),
                        f"the outline crosses itself (edge {crossing[0] + 1} meets edge {crossing[1] + 1})",
                    )
                    continue
                if abs(signed_area(pts)) < _MIN_AREA:
                    report.add(base + ("footprint", "points"), "the polygon has no area (points on one line or repeated)")
                    continue
        try:
            terrain = spec.build()
        except Exception as error:  # a degenerate shape pymunk cannot split
            report.add(base + ("footprint",), f"cannot use this footprint: {error}")
            continue
        if terrain.circle is not None:
            c = terrain.circle
            inside = c.r <= c.x <= w - c.r and c.r <= c.y <= h - c.r
        else:
            inside = _inside_field(list(terrain.outline), w, h)
        if not inside:
            report.add(base + ("at",), f"the {terrain.name} reaches outside the {w:g} × {h:g} LU field")
        usable.append(terrain)
    return usable


def _check_zones(m: _Parts, report: _Report, terrain: list[Terrain], walk: list[Point] | None) -> None:
    w, h = m.size
    kinds = [z.kind for _, z in m.zones]
    if kinds.count("hero") != 1:
        report.add(("zones",), f"a map needs exactly one hero zone, found {kinds.count('hero')}")
    if kinds.count("minion") < 1:
        report.add(("zones",), "a map needs at least one minion zone")
    if kinds.count("arch_villain") > 1:
        report.add(("zones",), "a map has at most one arch_villain zone")
    for i, zone in m.zones:
        path = ("zones", i, "polygon")
        pts = _check_polygon(zone.polygon, path, report, w, h)
        if pts is None or not _inside_field(pts, w, h):
            continue
        if walk is not None and not all(point_in_polygon(p, walk) or dist_point_polygon_outline(p, walk) < 1e-6 for p in pts):
            report.add(path, "the zone lies outside the walkable region")
            continue
        if not _room_for_a_base(pts, terrain, w, h, walk):
            report.add(path, "terrain covers the whole zone: there is no room for a single base")


def _room_for_a_base(zone: list[Point], terrain: list[Terrain], w: float, h: float, walk: list[Point] | None) -> bool:
    """True if a default base fits with its centre in the zone, clear of terrain and inside the field."""
    r = DEFAULT_BASE_RADIUS
    xs, ys = [p[0] for p in zone], [p[1] for p in zone]
    step = 0.025
    nx, ny = int((max(xs) - min(xs)) / step) + 1, int((max(ys) - min(ys)) / step) + 1
    for ix in range(nx + 1):
        for iy in range(ny + 1):
            p = (min(xs) + ix * step, min(ys) + iy * step)
            if not (r <= p[0] <= w - r and r <= p[1] <= h - r) or not point_in_polygon(p, zone):
                continue
            if walk is not None and not (point_in_polygon(p, walk) and dist_point_polygon_outline(p, walk) >= r):
                continue
            if all(_clear_of(p, r, t) for t in terrain):
                return True
    return False


def _clear_of(p: Point, r: float, t: Terrain) -> bool:
    if t.circle is not None:
        return math.hypot(p[0] - t.circle.x, p[1] - t.circle.y) >= t.circle.r + r
    return not point_in_polygon(p, t.outline) and dist_point_polygon_outline(p, t.outline) >= r
