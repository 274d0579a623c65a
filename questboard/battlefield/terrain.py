"""Terrain from the box, its default footprints and cover, and the runtime Terrain value.

Cover (blocks line of sight, G4) by default:

| kind        | footprint            | cover | why                                        |
|-------------|----------------------|-------|--------------------------------------------|
| lake        | rounded blob 1.2×0.8 | no    | flat water: blocks feet, not arrows        |
| tents       | rectangle 0.75×0.55  | yes   | canvas walls hide whoever is behind them   |
| cottage     | rectangle 0.9×0.65   | yes   | a house                                    |
| tree        | circle r 0.28        | no    | the token is mostly canopy above head      |
|             |                      |       | height; archers shoot under it             |
| brazier     | circle r 0.12        | no    | a small iron bowl                          |
| rock        | hexagon ~0.55        | yes   | a boulder to crouch behind                 |
| barrels     | circle r 0.2         | yes   | a stack taller than a man                  |
| altar       | rectangle 0.5×0.3    | yes   | a solid stone block                        |
| campfire    | circle r 0.18        | no    | low flames                                 |
| prone_woman | rectangle 0.5×0.22   | no    | she lies on the ground                     |
| custom      | must be given        | must be given                                      |

Every element may override `cover` and `footprint` in the map file.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from questboard.battlefield.geometry import Point, convex_parts, rectangle, transform

# kind -> (display name, default footprint as ("circle", r) | ("polygon", points), cover)
_BLOB = [
    (math.cos(a) * 0.6 * (1 + 0.08 * math.sin(3 * a)), math.sin(a) * 0.4 * (1 + 0.1 * math.cos(2 * a)))
    for a in (i * math.tau / 12 for i in range(12))
]
_ROCK = [(0.27, 0.0), (0.14, 0.24), (-0.12, 0.26), (-0.28, 0.02), (-0.15, -0.22), (0.13, -0.24)]

TERRAIN_KINDS: dict[str, tuple[str, tuple, bool | None]] = {
    "lake": ("Lake", ("polygon", _BLOB), False),
    "tents": ("Tents", ("polygon", rectangle(0.75, 0.55)), True),
    "cottage": ("Cottage", ("polygon", rectangle(0.9, 0.65)), True),
    "tree": ("Tree", ("circle", 0.28), False),
    "brazier": ("Brazier", ("circle", 0.12), False),
    "rock": ("Rock", ("polygon", _ROCK), True),
    "barrels": ("Barrels", ("circle", 0.2), True),
    "altar": ("Altar", ("polygon", rectangle(0.5, 0.3)), True),
    "campfire": ("Campfire", ("circle", 0.18), False),
    "prone_woman": ("Prone woman", ("polygon", rectangle(0.5, 0.22)), False),
    "custom": ("Terrain", ("none", None), None),
}


@dataclass(frozen=True)
class Circle:
    """A round footprint (or base) in field coordinates."""

    x: float
    y: float
    r: float


@dataclass(frozen=True)
class Terrain:
    """One terrain element on the field: its outline, its convex parts and whether it gives cover."""

    id: str
    kind: str
    name: str
    cover: bool
    circle: Circle | None  # set for round footprints
    outline: tuple[Point, ...]  # the polygon outline; empty for circles
    parts: tuple[tuple[Point, ...], ...]  # convex pieces of the outline, counter-clockwise

    @property
    def label(self) -> str:
        """How a player names it: 'the Rock (rock-2)'."""
        return f"the {self.name} ({self.id})"

    @property
    def centre(self) -> Point:
        if self.circle is not None:
            return (self.circle.x, self.circle.y)
        n = len(self.outline)
        return (sum([p[0] for p in self.outline]) / n, sum([p[1] for p in self.outline]) / n)


def make_terrain(
    id: str,
    kind: str,
    at: Point,
    rotation: float = 0.0,
    footprint: tuple | None = None,
    cover: bool | None = None,
    name: str | None = None,
) -> Terrain:
    """Build a Terrain from a kind and optional overrides; footprint is ("circle", r) or ("polygon", pts)."""
    default_name, default_fp, default_cover = TERRAIN_KINDS[kind]
    fp = footprint if footprint is not None else default_fp
    gives_cover = bool(cover if cover is not None else default_cover)
    shape, data = fp
    if shape == "circle":
        return Terrain(id, kind, name or default_name, gives_cover, Circle(at[0], at[1], float(data)), (), ())
    outline = tuple(transform(data, at, rotation))
    parts = tuple([tuple(p) for p in convex_parts(outline)])
    return Terrain(id, kind, name or default_name, gives_cover, None, outline, parts)
