"""The free ruler (R): drag between two bases for the battlefield's own edge-to-edge
distance, or between any points for centre to point; in LU and millimetres."""

from __future__ import annotations

import math

import pygame

from questboard.play.fight_field import edge_gap
from questboard.ui.drawing import field_view as V
from questboard.ui.drawing import look


class Ruler:
    """The battlefield's free ruler, a part of `Battle`: its reading and its drawing, for the
    scene's `Measuring` mode."""

    def __init__(self, battle) -> None:
        self.battle = battle

    def _end_at(self, end):
        """A ruler's end as a field point (a base's centre for a base)."""
        if isinstance(end, str):
            p = self.battle.fighter(end)
            return p.at if p is not None else None
        return end

    def reading(self) -> tuple[float, str] | None:
        """(LU, how it was measured): edge to edge between two bases (the battlefield's own
        measure), centre to point otherwise."""
        r = self.battle.ruler
        if r is None or r.start is None or r.end is None:
            return None
        a, b = r.start, r.end
        if isinstance(a, str) and isinstance(b, str) and a != b and self.battle.on_field(a) and self.battle.on_field(b):
            gap, touching = edge_gap(self.battle.fighter(a), self.battle.fighter(b))
            return max(0.0, gap), "touching" if touching else "edge to edge"
        pa, pb = self._end_at(a), self._end_at(b)
        if pa is None or pb is None:
            return None
        return math.dist(pa, pb), "centre to point" if isinstance(a, str) or isinstance(b, str) else "point to point"

    def words(self) -> str:
        reading = self.reading()
        if reading is None:
            return ""
        lu, how = reading
        return f"{lu:.2f} LU {how}  ({lu * 88:.0f} mm)"

    def draw(self, surface) -> None:
        r = self.battle.ruler
        if r is None or r.start is None or r.end is None:
            return
        a, b = self._end_at(r.start), self._end_at(r.end)
        if a is None or b is None:
            return
        cam = self.battle.camera
        length = math.dist(a, b)
        if length < 1e-9:
            return
        ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
        start, stop = a, b
        if isinstance(r.start, str) and isinstance(r.end, str):  # edge to edge: the bar between the rims
            ra, rb = self.battle.fighter(r.start).radius, self.battle.fighter(r.end).radius
            start = (a[0] + ux * ra, a[1] + uy * ra)
            stop = (b[0] - ux * rb, b[1] - uy * rb)
        band = max(8, round(cam.scale * 0.05))
        p0, p1 = self.battle.painter.px(start), self.battle.painter.px(stop)
        V.thick_aaline(surface, look.GOLD, p0, p1, band)
        pygame.draw.line(surface, look.INK, p0, p1, 1)
        span = math.dist(start, stop) if math.dist(start, stop) > 0 else 0.0
        k = 1
        sign = 1 if (stop[0] - start[0]) * ux + (stop[1] - start[1]) * uy >= 0 else -1
        while k * 0.1 <= span + 1e-9:
            d = k * 0.1 * sign
            q = self.battle.painter.px((start[0] + ux * d, start[1] + uy * d))
            n = band * (0.5 if k % 5 else 0.9)
            pygame.draw.line(surface, look.INK, (q[0] + uy * n, q[1] - ux * n), (q[0] - uy * n, q[1] + ux * n), 1)
            k += 1
        mid = ((p0[0] + p1[0]) / 2, (p0[1] + p1[1]) / 2 - band)
        self.battle.painter.words(surface, self.words(), mid, look.PARCHMENT, self.battle.painter.font(18, bold=True), "midbottom",
              border=look.GOLD)
