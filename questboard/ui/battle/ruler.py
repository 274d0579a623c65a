"""The free ruler (R): drag between two bases for the battlefield's own edge-to-edge
distance, or between any points for centre to point; in LU and millimetres."""

from __future__ import annotations

import math

import pygame

from questboard.ui.drawing import field_view as V
from questboard.ui.drawing import look


class Ruler:
    """The Battle scene's free ruler (a part of `Battle`)."""

    def _end_at(self, end):
        """A ruler's end as a field point (a base's centre for a base)."""
        if isinstance(end, str):
            p = self.game.fight.field.pieces.get(end)
            return p.at if p is not None else None
        return end

    def ruler_reading(self) -> tuple[float, str] | None:
        """(LU, how it was measured): edge to edge between two bases (the battlefield's own
        measure), centre to point otherwise."""
        r = self.ruler
        if r is None or r["from"] is None or r["to"] is None:
            return None
        a, b = r["from"], r["to"]
        bf = self.game.fight.field
        if isinstance(a, str) and isinstance(b, str) and a != b and a in bf.pieces and b in bf.pieces:
            gap = bf.edge_distance(a, b)
            return max(0.0, gap), "touching" if bf.touching(a, b) else "edge to edge"
        pa, pb = self._end_at(a), self._end_at(b)
        if pa is None or pb is None:
            return None
        return math.dist(pa, pb), "centre to point" if isinstance(a, str) or isinstance(b, str) else "point to point"

    def ruler_words(self) -> str:
        reading = self.ruler_reading()
        if reading is None:
            return ""
        lu, how = reading
        return f"{lu:.2f} LU {how}  ({lu * 88:.0f} mm)"

    def _ruler(self, surface) -> None:
        r = self.ruler
        if r is None or r["from"] is None or r["to"] is None:
            return
        a, b = self._end_at(r["from"]), self._end_at(r["to"])
        if a is None or b is None:
            return
        bf = self.game.fight.field
        cam = self.camera
        length = math.dist(a, b)
        if length < 1e-9:
            return
        ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
        start, stop = a, b
        if isinstance(r["from"], str) and isinstance(r["to"], str):  # edge to edge: the bar between the rims
            ra, rb = bf.pieces[r["from"]].radius, bf.pieces[r["to"]].radius
            start = (a[0] + ux * ra, a[1] + uy * ra)
            stop = (b[0] - ux * rb, b[1] - uy * rb)
        band = max(8, round(cam.scale * 0.05))
        p0, p1 = self._px(start), self._px(stop)
        V.thick_aaline(surface, look.GOLD, p0, p1, band)
        pygame.draw.line(surface, look.INK, p0, p1, 1)
        span = math.dist(start, stop) if math.dist(start, stop) > 0 else 0.0
        k = 1
        sign = 1 if (stop[0] - start[0]) * ux + (stop[1] - start[1]) * uy >= 0 else -1
        while k * 0.1 <= span + 1e-9:
            d = k * 0.1 * sign
            q = self._px((start[0] + ux * d, start[1] + uy * d))
            n = band * (0.5 if k % 5 else 0.9)
            pygame.draw.line(surface, look.INK, (q[0] + uy * n, q[1] - ux * n), (q[0] - uy * n, q[1] + ux * n), 1)
            k += 1
        mid = ((p0[0] + p1[0]) / 2, (p0[1] + p1[1]) / 2 - band)
        self.words(surface, self.ruler_words(), mid, look.PARCHMENT, self._font(18, bold=True), "midbottom",
              border=look.GOLD)
