"""questboard.battlefield: all battlefield geometry (rules G1–G6) on a query-only pymunk space.

Imports nothing from questboard but `errors` and `resources`, and never pygame. The names
below are looked up in their modules when first asked for (PEP 562): reading a map file
(`questboard validate`) does not lay out the whole geometry engine at start-up.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_HOMES = {
    **dict.fromkeys(("CARD_LENGTH", "CARD_WIDTH", "AreaPose", "AreaVerdict"), "area"),
    "Battlefield": "field",
    **dict.fromkeys(("CombatMap", "StartZone"), "mapfile"),
    **dict.fromkeys(("MoveVerdict", "PathVerdict"), "movement"),
    **dict.fromkeys(("DEFAULT_BASE_DIAMETER", "EPSILON", "Piece"), "pieces"),
    **dict.fromkeys(("Placement", "Recruit", "place_in_zones"), "placement"),
    "RangeVerdict": "ranged",
    "SightVerdict": "sight",
    **dict.fromkeys(("TERRAIN_KINDS", "Terrain", "make_terrain"), "terrain"),
    **dict.fromkeys(("load_map", "validate_map_file"), "validate"),
}
"""Each name's module in `questboard.battlefield`."""

__all__ = [
    "CARD_LENGTH", "CARD_WIDTH", "DEFAULT_BASE_DIAMETER", "EPSILON", "TERRAIN_KINDS",
    "AreaPose", "AreaVerdict", "Battlefield", "CombatMap", "MoveVerdict", "PathVerdict", "Piece",
    "Placement", "RangeVerdict", "Recruit", "SightVerdict", "StartZone", "Terrain",
    "load_map", "make_terrain", "place_in_zones", "validate_map_file",
]


def _module(home: str) -> Any:
    # Each module named literally (the layers test reads every import by its name).
    if home == "area":
        return importlib.import_module("questboard.battlefield.area")
    if home == "field":
        return importlib.import_module("questboard.battlefield.field")
    if home == "mapfile":
        return importlib.import_module("questboard.battlefield.mapfile")
    if home == "movement":
        return importlib.import_module("questboard.battlefield.movement")
    if home == "pieces":
        return importlib.import_module("questboard.battlefield.pieces")
    if home == "placement":
        return importlib.import_module("questboard.battlefield.placement")
    if home == "ranged":
        return importlib.import_module("questboard.battlefield.ranged")
    if home == "sight":
        return importlib.import_module("questboard.battlefield.sight")
    if home == "terrain":
        return importlib.import_module("questboard.battlefield.terrain")
    return importlib.import_module("questboard.battlefield.validate")


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'questboard.battlefield' has no attribute {name!r}")
    value = getattr(_module(home), name)
    globals()[name] = value  # asked once
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))


if TYPE_CHECKING:
    from questboard.battlefield.area import CARD_LENGTH, CARD_WIDTH, AreaPose, AreaVerdict
    from questboard.battlefield.field import Battlefield
    from questboard.battlefield.mapfile import CombatMap, StartZone
    from questboard.battlefield.movement import MoveVerdict, PathVerdict
    from questboard.battlefield.pieces import DEFAULT_BASE_DIAMETER, EPSILON, Piece
    from questboard.battlefield.placement import Placement, Recruit, place_in_zones
    from questboard.battlefield.ranged import RangeVerdict
    from questboard.battlefield.sight import SightVerdict
    from questboard.battlefield.terrain import TERRAIN_KINDS, Terrain, make_terrain
    from questboard.battlefield.validate import load_map, validate_map_file
