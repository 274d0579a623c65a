"""The battlefield drawn to scale: a camera (LU <-> pixels, fit, zoom about the cursor, pan),
the field's still layer (ground, zones hatched, terrain tokens with soft shadows and a cover
mark), the bases as cached sprites, and the small marks the overlays are made of (dashed
lines, crosses, tags). Pure drawing: what to draw comes from `questboard.play`.

Field coordinates: origin at the top-left corner of the field, x right, y down, in LU.

One module per concept, all asked for from here: `field_camera`, `field_art` (the still
layer), `field_bases` (the base sprites), `field_marks` (the overlays' marks and colours) and
`field_scale_bar`.
"""

from __future__ import annotations

from questboard.ui.drawing.field_art import DECK, FELT, FULL_LAYER_MAX, WATER, ZONE_WORDS, FieldArt
from questboard.ui.drawing.field_bases import (
    base_shadow,
    base_sprite,
    draw_base,
    draw_fighter,
    fighter_blits,
    initials,
)
from questboard.ui.drawing.field_camera import MAX_PX_PER_LU, MIN_ZOOM, Camera, Point
from questboard.ui.drawing.field_marks import (
    FAR,
    SIGHT_OK,
    WARN,
    _has_format,
    bounds,
    cross,
    dashed_circle,
    dashed_line,
    dashed_polygon,
    shield,
    tag,
    tag_box,
    thick_aaline,
    translucent,
)
from questboard.ui.drawing.field_scale_bar import scale_bar

__all__ = [
    "DECK", "FAR", "FELT", "FULL_LAYER_MAX", "MAX_PX_PER_LU", "MIN_ZOOM", "SIGHT_OK", "WARN", "WATER",
    "ZONE_WORDS", "Camera", "FieldArt", "Point", "_has_format", "base_shadow", "base_sprite", "bounds",
    "cross", "dashed_circle", "dashed_line", "dashed_polygon", "draw_base", "draw_fighter", "fighter_blits", "initials", "scale_bar",
    "shield", "tag", "tag_box", "thick_aaline", "translucent",
]
