"""The combat map file (YAML under adventures/maps/) as pydantic models.

A map is W × H LU, origin at the top-left corner, x right, y down, rotations in degrees
clockwise on screen. Footprints are given around the element's own centre (`at`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from questboard.battlefield.geometry import Point
from questboard.battlefield.terrain import Terrain, make_terrain

TerrainKind = Literal[
    "lake", "tents", "cottage", "tree", "brazier", "rock", "barrels", "altar", "campfire",
    "prone_woman", "custom",
]
ZoneKind = Literal["hero", "minion", "arch_villain"]
GroundKind = Literal["grass", "deck", "stone", "floor", "bog", "sand", "snow"]

MAX_SIDE = 10.0
"""The longest side a field may have, in LU: 88 cm, twice the rulebook's large field (5 LU).
Every length and coordinate of a map is a finite number within it (or within ± it)."""
Coordinate = Annotated[float, Field(ge=-MAX_SIDE, le=MAX_SIDE, allow_inf_nan=False)]
Length = Annotated[float, Field(le=MAX_SIDE, allow_inf_nan=False)]
"""A side or a radius; above 0 is checked with the shapes, in words of their own."""
Coord = tuple[Coordinate, Coordinate]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class CircleFootprint(_Strict):
    shape: Literal["circle"]
    radius: Length


class RectangleFootprint(_Strict):
    shape: Literal["rectangle"]
    width: Length
    height: Length


class PolygonFootprint(_Strict):
    shape: Literal["polygon"]
    points: list[Coord] = Field(min_length=3)


Footprint = Annotated[
    CircleFootprint | RectangleFootprint | PolygonFootprint, Field(discriminator="shape")
]


class TerrainSpec(_Strict):
    """One terrain element as written in the file."""

    id: str = Field(min_length=1)
    kind: TerrainKind
    at: Coord
    rotation: Annotated[float, Field(ge=-360, le=360, allow_inf_nan=False)] = 0.0
    footprint: Footprint | None = None
    cover: bool | None = None
    name: str | None = None

    def footprint_tuple(self) -> tuple | None:
        fp = self.footprint
        if fp is None:
            return None
        if isinstance(fp, CircleFootprint):
            return ("circle", fp.radius)
        if isinstance(fp, RectangleFootprint):
            w, h = fp.width / 2, fp.height / 2
            return ("polygon", [(-w, -h), (w, -h), (w, h), (-w, h)])
        return ("polygon", list(fp.points))

    def build(self) -> Terrain:
        return make_terrain(
            self.id, self.kind, self.at, self.rotation, self.footprint_tuple(), self.cover, self.name
        )


class StartZoneSpec(_Strict):
    """A starting zone polygon for heroes, minions or the arch villain."""

    id: str = Field(min_length=1)
    kind: ZoneKind
    polygon: list[Coord] = Field(min_length=3)
    name: str | None = Field(default=None, min_length=1, max_length=60)


@dataclass(frozen=True)
class StartZone:
    """A starting zone on the field; `words` is how players are told of it."""

    id: str
    kind: str
    polygon: tuple[Point, ...]
    name: str | None = None

    @property
    def words(self) -> str:
        """The zone's name, or one made from its id: 'the thicket goblins' start'."""
        return self.name or zone_words(self.id)


def zone_words(zone_id: str) -> str:
    """A start zone named from its id: 'raiders' -> "the raiders' start"."""
    who = zone_id.replace("-", " ").replace("_", " ").strip()
    return f"the {who}' start" if who.endswith("s") else f"the {who}'s start"


class CombatMap(_Strict):
    """A validated combat map: the field, its terrain, starting zones and optional walkable region."""

    id: str = Field(min_length=1)
    title: str
    description: str
    size: tuple[Length, Length]
    terrain: list[TerrainSpec] = Field(default_factory=list)
    zones: list[StartZoneSpec]
    walkable: list[Coord] | None = None
    ground: GroundKind | None = None  # what the field (inside `walkable`) is: grass, or a deck when walkable

    @property
    def width(self) -> float:
        return self.size[0]

    @property
    def height(self) -> float:
        return self.size[1]

    @cached_property
    def terrain_elements(self) -> tuple[Terrain, ...]:
        return tuple(t.build() for t in self.terrain)

    @cached_property
    def start_zones(self) -> tuple[StartZone, ...]:
        return tuple(StartZone(z.id, z.kind, tuple(z.polygon), z.name) for z in self.zones)

    def zones_of(self, kind: str) -> tuple[StartZone, ...]:
        return tuple(z for z in self.start_zones if z.kind == kind)
