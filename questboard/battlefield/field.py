"""The Battlefield: terrain and bases as pymunk shapes in a query-only Space (never stepped).

Every placement or move of a base reindexes its shape at once, because pymunk's spatial
index does not see a moved shape until it is reindexed.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import pymunk

from questboard.battlefield import categories as cat
from questboard.battlefield.area import check_area as _check_area
from questboard.battlefield.area import snap_area as _snap_area
from questboard.battlefield.geometry import Point, point_in_polygon
from questboard.battlefield.movement import OVERLAP
from questboard.battlefield.movement import check_move as _check_move
from questboard.battlefield.movement import check_path as _check_path
from questboard.battlefield.pieces import (
    DEFAULT_BASE_DIAMETER,
    EPSILON,
    FIELD_EDGE,
    GROW,
    WALKABLE_EDGE,
    Edge,
    Piece,
)
from questboard.battlefield.ranged import check_range as _check_range
from questboard.battlefield.sight import line_of_sight as _line_of_sight
from questboard.battlefield.sight_lines import circle_record, polygon_record
from questboard.battlefield.sight_quick import TWIN_MARGIN
from questboard.battlefield.terrain import Terrain


def _lean_box_query():
    """Chipmunk's box query with a callback that only collects the shapes (pymunk's own does
    more per shape than the queries here read), or None where that cannot be set up."""
    try:
        # Inside the try: pymunk's private module, and a pymunk without it falls back (None).
        from pymunk._chipmunk_cffi import ffi, lib

        from_handle, user_data = ffi.from_handle, lib.cpShapeGetUserData

        @ffi.callback("cpSpaceBBQueryFunc")
        def collect(shape, data):
            from_handle(data).append(from_handle(user_data(shape)))

        def query(space: pymunk.Space, box: tuple, shape_filter) -> list:
            found: list[pymunk.Shape] = []
            lib.cpSpaceBBQuery(space._space, box, shape_filter, collect, ffi.new_handle(found))
            return found

        probe = pymunk.Space()
        shape = pymunk.Circle(probe.static_body, 1.0)
        probe.add(shape)
        if query(probe, (-0.5, -0.5, 0.5, 0.5), pymunk.ShapeFilter()) != [shape]:
            return None
        return query
    except Exception:  # pragma: no cover - no cffi callbacks here (W^X memory), or another pymunk layout
        return None


_box_query = _lean_box_query()
_SPARE = 16  # bodies kept per base radius
_new_piece, _set = object.__new__, object.__setattr__


class Battlefield:
    """Terrain and pieces on a W × H LU field, with the geometry queries of G1–G5."""

    def __init__(
        self,
        width: float,
        height: float,
        terrain: Iterable[Terrain] = (),
        walkable: Sequence[Point] | None = None,
    ) -> None:
        self.width, self.height = float(width), float(height)
        self.space = pymunk.Space()
        self.terrain: dict[str, Terrain] = {}
        self.pieces: dict[str, Piece] = {}
        self.walkable: tuple[Point, ...] | None = tuple(walkable) if walkable else None
        self.owner: dict[pymunk.Shape, object] = {}  # shape -> Terrain | piece id | Edge
        self._bodies: dict[str, pymunk.Body] = {}
        # Bodies and circles of bases taken off, per radius, for the next base set down.
        self._spare: dict[float, list[tuple[pymunk.Body, pymunk.Shape, pymunk.Shape, str]]] = {}
        self.shape_of: dict[str, pymunk.Shape] = {}
        self.sight_record: dict[pymunk.Shape, tuple] = {}  # cover shape -> blocker record (sight.py)
        # The grown SIGHT_LINE twins (see categories): per base id its twin; per twin its base
        # id or its blocker record.
        self.sight_line_of: dict[str, pymunk.Shape] = {}
        self.sight_line_owner: dict[pymunk.Shape, str | tuple] = {}
        # Remembered sight verdicts for `line_of_sight(..., remember=True)`; emptied whenever a
        # base is added or removed or terrain is added (a moved base changes the keys).
        self.sight_cache: dict[tuple, object] = {}
        # Goes up whenever terrain or a base is set down, moved or taken away: a verdict
        # remembered at one revision holds while the revision stays the same.
        self.revision = 0
        # What other modules keep about this field (routes' layout, the fights' verdicts), by
        # the module's name: each checks itself whether what it kept still holds.
        self.kept: dict[str, object] = {}
        corners = [(0.0, 0.0), (self.width, 0.0), (self.width, self.height), (0.0, self.height)]
        self._add_outline(corners, FIELD_EDGE)
        if self.walkable:
            self._add_outline(list(self.walkable), WALKABLE_EDGE)
        for t in terrain:
            self.add_terrain(t, reindex=False)
        self.space.reindex_static()

    @classmethod
    def from_map(cls, combat_map) -> Battlefield:
        """A battlefield laid out as a CombatMap says."""
        return cls(combat_map.width, combat_map.height, combat_map.terrain_elements, combat_map.walkable)

    def _add_outline(self, points: Sequence[Point], edge: Edge) -> None:
        body = self.space.static_body
        for i in range(len(points)):
            seg = pymunk.Segment(body, points[i], points[(i + 1) % len(points)], 0.0)
            seg.filter = cat.shape_filter(cat.EDGE)
            self.space.add(seg)
            self.owner[seg] = edge

    def add_terrain(self, terrain: Terrain, reindex: bool = True) -> None:
        """Put a terrain element on the field (`reindex`: at once; the field's layout reindexes
        once after all its terrain)."""
        if terrain.id in self.terrain:
            raise ValueError(f"terrain id '{terrain.id}' is already on the field")
        bits = cat.TERRAIN | (cat.COVER if terrain.cover else 0)
        body = self.space.static_body
        shapes: list[pymunk.Shape] = []
        records: list[tuple] = []
        if terrain.circle is not None:
            c = terrain.circle
            shapes.append(pymunk.Circle(body, c.r, (c.x, c.y)))
            records.append(circle_record(terrain.id, c.x, c.y, c.r))
        else:
            for part in terrain.parts:
                shapes.append(pymunk.Poly(body, list(part)))
                records.append(polygon_record(terrain.id, part))
        for shape, record in zip(shapes, records, strict=True):
            shape.filter = cat.shape_filter(bits)
            self.space.add(shape)
            self.owner[shape] = terrain
            if terrain.cover:
                self.sight_record[shape] = record
                _, x, y, reach, planes, corners = record
                if planes is None:
                    twin = pymunk.Circle(body, reach + TWIN_MARGIN, (x, y))
                else:
                    twin = pymunk.Poly(body, list(corners), radius=TWIN_MARGIN)
                twin.filter = cat.shape_filter(cat.SIGHT_LINE)
                self.space.add(twin)
                self.sight_line_owner[twin] = record
        if reindex:
            self.space.reindex_static()
        self.terrain[terrain.id] = terrain
        self.sight_cache.clear()
        self.revision += 1

    # --- pieces ---------------------------------------------------------------------------

    def add_piece(
        self,
        id: str,
        side: str,
        at: Point,
        radius: float = DEFAULT_BASE_DIAMETER / 2,
        name: str | None = None,
    ) -> Piece:
        """Put a base on the field where the table has it (legality is a separate query)."""
        if side not in cat.SIDES:
            raise ValueError(f"side must be 'hero' or 'bad_guy', not '{side}'")
        if id in self.pieces:
            raise ValueError(f"piece id '{id}' is already on the field")
        if not radius > 0:
            raise ValueError(f"a base needs a radius above 0, not {radius}")
        piece = _new_piece(Piece)  # `Piece(...)`, written out as `move_piece` does
        _set(piece, "__dict__", {"id": id, "side": side, "x": float(at[0]), "y": float(at[1]),
                                 "radius": float(radius), "name": name})
        spare = self._spare.get(piece.radius)
        if spare:  # a base taken off earlier: its pymunk body and circles serve again
            body, shape, twin, was = spare.pop()
            body.position = piece.at
            if was != side:  # the filter says the side (the same filter needs no setting again)
                shape.filter = cat.shape_filter(cat.SIDE_BIT[side])
        else:
            body = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
            body.position = piece.at
            shape = pymunk.Circle(body, piece.radius)
            shape.filter = cat.shape_filter(cat.SIDE_BIT[side])
            twin = pymunk.Circle(body, piece.radius + GROW + TWIN_MARGIN)
            twin.filter = cat.shape_filter(cat.SIGHT_LINE)
        self.space.add(body, shape, twin)
        self.space.reindex_shapes_for_body(body)
        self.owner[shape] = id
        self.sight_line_of[id] = twin
        self.sight_line_owner[twin] = id
        self._bodies[id] = body
        self.shape_of[id] = shape
        self.pieces[id] = piece
        self.sight_cache.clear()  # a new base may reuse an old id under another name
        self.revision += 1
        return piece

    def move_piece(self, id: str, to: Point) -> Piece:
        """Set a base down at `to` (after the engine has checked the move)."""
        old = self.piece(id)
        piece = _new_piece(Piece)
        _set(piece, "__dict__", {"id": old.id, "side": old.side, "x": float(to[0]), "y": float(to[1]),
                                 "radius": old.radius, "name": old.name})  # `replace`, written out
        body = self._bodies[id]
        body.position = piece.at
        self.space.reindex_shapes_for_body(body)
        self.pieces[id] = piece
        self.revision += 1
        return piece

    def remove_piece(self, id: str) -> Piece:
        """Take a base off the field (vanquished, or a seriously injured hero)."""
        piece = self.piece(id)
        twin = self.sight_line_of.pop(id)
        body, shape = self._bodies.pop(id), self.shape_of.pop(id)
        self.space.remove(body, shape, twin)
        del self.sight_line_owner[twin]
        del self.owner[shape]
        spare = self._spare.setdefault(piece.radius, [])
        if len(spare) < _SPARE:
            spare.append((body, shape, twin, piece.side))
        del self.pieces[id]
        self.sight_cache.clear()
        self.revision += 1
        return piece

    def piece(self, id: str) -> Piece:
        try:
            return self.pieces[id]
        except KeyError:
            raise KeyError(f"no piece '{id}' on the field") from None

    def label_of(self, owner: object) -> str:
        """A player's name for a shape's owner."""
        if isinstance(owner, str):
            return self.pieces[owner].label
        return owner.label  # type: ignore[attr-defined]

    def overlaps(self, id: str) -> tuple[str, ...]:
        """Names of the terrain and the bases that base `id` cuts into where it stands (more
        than float noise: touching is fine). The engine never sets a base down so; a table
        typed in by hand may."""
        piece = self.piece(id)
        found = []
        for info in self.space.point_query(piece.at, piece.radius - OVERLAP, cat.SOLID_FILTER):
            owner = self.owner[info.shape]
            if owner != id:
                label = self.label_of(owner)
                if label not in found:
                    found.append(label)
        return tuple(found)

    def id_of(self, owner: object) -> str:
        return owner if isinstance(owner, str) else owner.id  # type: ignore[attr-defined]

    def listed(self, owner: object) -> tuple[int, int]:
        """Where `owner` comes on the field, for a tie (`movement.TIE`): terrain in the order
        the map lists it first, then the field's edge and the walkable outline, then the
        bases in the order they were set down."""
        if isinstance(owner, str):
            return (2, list(self.pieces).index(owner))
        if isinstance(owner, Edge):
            return (1, 0 if owner is FIELD_EDGE else 1)
        return (0, list(self.terrain).index(owner.id))  # type: ignore[attr-defined]

    def shapes_in(self, box: tuple[float, float, float, float], shape_filter: pymunk.ShapeFilter) -> list[pymunk.Shape]:
        """The shapes passing the filter whose bounding boxes meet `box` (left, bottom, right, top):
        `Space.bb_query`, with the same shapes in the same order, at less cost per shape."""
        if _box_query is None:
            return self.space.bb_query(pymunk.BB(*box), shape_filter)
        return _box_query(self.space, box, shape_filter)

    # --- simple measures (G2, G3) ---------------------------------------------------------

    def edge_distance(self, a: str, b: str) -> float:
        """Edge-to-edge distance between two bases (negative when they overlap)."""
        pieces = self.pieces
        if a in pieces and b in pieces:
            pa, pb = pieces[a], pieces[b]
        else:
            pa, pb = self.piece(a), self.piece(b)
        return math.hypot(pa.x - pb.x, pa.y - pb.y) - (pa.radius + pb.radius)

    def touching(self, a: str, b: str) -> bool:
        """G2: edge-to-edge distance within ε."""
        return self.edge_distance(a, b) <= EPSILON

    def inside_walkable(self, p: Point) -> bool:
        if not (0.0 <= p[0] <= self.width and 0.0 <= p[1] <= self.height):
            return False
        return self.walkable is None or point_in_polygon(p, self.walkable)

    # --- the rules' queries, each in its own module -----------------------------------------

    def check_move(self, id: str, to: Point, bar: float):
        """G1: a straight move of base `id` towards `to` with a movement bar of `bar` LU."""
        return _check_move(self, id, to, bar)

    def check_path(self, id: str, waypoints: Sequence[Point], bar: float, uses: int = 1):
        """G1 with a card used `uses` times: one straight segment per waypoint."""
        return _check_path(self, id, waypoints, bar, uses)

    def check_range(self, a: str, b: str, bar: float, uses: int = 1):
        """G3: is `b` within `bar` × `uses` of `a`, edge to edge, and not touching?"""
        return _check_range(self, a, b, bar, uses)

    def line_of_sight(self, a: str, b: str, remember: bool = False):
        """G4: some clear straight line from a point of `a`'s base to a point of `b`'s base.

        `remember` reuses the verdict of an earlier question with the same two bases and the
        same blockers between them (the automatic sides ask the same question often)."""
        return _line_of_sight(self, a, b, self.sight_cache if remember else None)

    def check_area(self, user: str, centre: Point, degrees: float):
        """G5: does the card at this pose touch the user, and which bases does it cover?"""
        return _check_area(self, user, centre, degrees)

    def snap_area(self, user: str, mouse: Point, degrees: float):
        """G5: the card pose nearest the mouse that touches the user's base."""
        return _snap_area(self, user, mouse, degrees)

