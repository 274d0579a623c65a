"""The battlefield's camera: LU <-> pixels, the whole field fitted in the view, zoom about the
cursor, pan, true size, and following another window's camera.

Field coordinates: origin at the top-left corner of the field, x right, y down, in LU.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

Point = tuple[float, float]

MIN_ZOOM = 0.35  # of the fitted scale
MAX_PX_PER_LU = 1600.0


class Camera:
    """Where the field is on screen: `scale` pixels per LU, `ox, oy` the screen position of
    the field's origin, inside the `view` rectangle."""

    def __init__(self, view: pygame.Rect, size_lu: tuple[float, float]) -> None:
        self.view = pygame.Rect(view)
        self.w_lu, self.h_lu = float(size_lu[0]), float(size_lu[1])
        self.scale = 100.0
        self.ox = self.oy = 0.0
        self.mode = "fit"  # "fit", "free" (zoomed or panned by hand) or "real" (true size)
        self.fit()

    @property
    def fitted(self) -> bool:
        return self.mode == "fit"

    def fit_scale(self) -> float:
        v = self.view
        m = max(12, round(min(v.w, v.h) * 0.035))
        return max(10.0, min((v.w - 2 * m) / self.w_lu, (v.h - 2 * m) / self.h_lu))

    def fit(self) -> None:
        """The whole field in the view, centred."""
        self.scale = self.fit_scale()
        self.ox = self.view.centerx - self.w_lu * self.scale / 2
        self.oy = self.view.centery - self.h_lu * self.scale / 2
        self.mode = "fit"

    def real_size(self, px_per_lu: float, at: Point | None = None) -> None:
        """True size: `px_per_lu` as measured for this display, the field point `at` (else the
        one at the view's centre) at the view's centre."""
        centre = at if at is not None else self.to_lu(self.view.center)
        self.scale = max(1.0, min(MAX_PX_PER_LU, float(px_per_lu)))
        self.ox = self.view.centerx - centre[0] * self.scale
        self.oy = self.view.centery - centre[1] * self.scale
        self.mode = "real"
        self._clamp()

    def follow(self, other: Camera, real_px: float | None = None) -> None:
        """Show what `other` shows: fitted when it is, else the same field point at the
        centre and as much of the field as its view holds (true size again when it is at true
        size and `real_px` is known for this camera's display)."""
        if other.fitted:
            self.fit()
            return
        centre = other.to_lu(other.view.center)
        if other.mode == "real" and real_px:
            self.real_size(real_px, centre)
            return
        k = min(self.view.w / max(1, other.view.w), self.view.h / max(1, other.view.h))
        self.scale = max(1.0, min(MAX_PX_PER_LU, other.scale * k))
        self.ox = self.view.centerx - centre[0] * self.scale
        self.oy = self.view.centery - centre[1] * self.scale
        self.mode = "free"
        self._clamp()

    def set_view(self, view: pygame.Rect) -> None:
        """The window changed: keep the field point at the view's centre where it was."""
        centre = self.to_lu(self.view.center)
        self.view = pygame.Rect(view)
        if self.fitted:
            self.fit()
            return
        self.ox = self.view.centerx - centre[0] * self.scale
        self.oy = self.view.centery - centre[1] * self.scale
        self._clamp()

    def to_px(self, p: Point) -> Point:
        return (self.ox + p[0] * self.scale, self.oy + p[1] * self.scale)

    def to_lu(self, q: Sequence[float]) -> Point:
        return ((q[0] - self.ox) / self.scale, (q[1] - self.oy) / self.scale)

    def length(self, lu: float) -> float:
        return lu * self.scale

    def zoom_at(self, q: Sequence[float], factor: float) -> None:
        """Zoom by `factor`, the field point under `q` staying under it."""
        at = self.to_lu(q)
        lo = self.fit_scale() * MIN_ZOOM
        self.scale = max(lo, min(MAX_PX_PER_LU, self.scale * factor))
        self.ox = q[0] - at[0] * self.scale
        self.oy = q[1] - at[1] * self.scale
        self.mode = "free"
        self._clamp()

    def pan(self, dx: float, dy: float) -> None:
        self.ox += dx
        self.oy += dy
        if self.mode == "fit":
            self.mode = "free"  # a true size stays true when panned
        self._clamp()

    def _clamp(self) -> None:
        """Keep a good part of the field in sight."""
        v = self.view
        fw, fh = self.w_lu * self.scale, self.h_lu * self.scale
        keep_w, keep_h = min(fw, v.w) * 0.25, min(fh, v.h) * 0.25
        self.ox = min(max(self.ox, v.left + keep_w - fw), v.right - keep_w)
        self.oy = min(max(self.oy, v.top + keep_h - fh), v.bottom - keep_h)

    def field_rect(self) -> pygame.Rect:
        return pygame.Rect(round(self.ox), round(self.oy), round(self.w_lu * self.scale),
                           round(self.h_lu * self.scale))

    def state(self) -> tuple:
        return (round(self.scale, 5), round(self.ox, 2), round(self.oy, 2), tuple(self.view), self.mode)
