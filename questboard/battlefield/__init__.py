"""questboard.battlefield: all battlefield geometry (rules G1–G6) on a query-only pymunk space.

Imports nothing from questboard but `errors` and `resources`, and never pygame.
"""

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

__all__ = [
    "CARD_LENGTH", "CARD_WIDTH", "DEFAULT_BASE_DIAMETER", "EPSILON", "TERRAIN_KINDS",
    "AreaPose", "AreaVerdict", "Battlefield", "CombatMap", "MoveVerdict", "PathVerdict", "Piece",
    "Placement", "RangeVerdict", "Recruit", "SightVerdict", "StartZone", "Terrain",
    "load_map", "make_terrain", "place_in_zones", "validate_map_file",
]
