"""The battlefield drawn to scale: a camera (LU <-> pixels, fit, zoom about the cursor, pan),
the field's still layer (ground, zones hatched, terrain tokens with soft shadows and a cover
mark), the bases as cached sprites, and the small marks the overlays are made of (dashed
lines, crosses, tags). Pure drawing: what to draw comes from `questboard.play`.

Field coordinates: origin at the top-left corner of the field, x right, y down, in LU.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Sequence

import pygame

from questboard.ui import look, zone_labels
from questboard.ui.palette import TOKEN as _TOKEN  # the battlefield's colours, shared with referee
from questboard.ui.palette import ZONE_COLOURS, is_water

Point = tuple[float, float]

MIN_ZOOM = 0.35  # of the fitted scale
MAX_PX_PER_LU = 1600.0
FULL_LAYER_MAX = 3400  # px: beyond this the still layer is drawn for the visible part only

FELT = (0x7E, 0x8F, 0x55)  # a muted meadow: the green bar must stand out from it
WATER = (0x3E, 0x62, 0x75)
DECK = (0x9A, 0x70, 0x45)
ZONE_WORDS = {"hero": "heroes start", "minion": "minions start", "arch_villain": "arch villain starts"}
WARN = (0xE0, 0x8A, 0x1E)  # friends under an area card: amber, with their names
SIGHT_OK = (0x4C, 0xB0, 0x48)
FAR = (0x9A, 0x95, 0x8C)

_FLAT = ("lake",)  # tokens that lie flat: no shadow


# --- the camera -----------------------------------------------------------------------------

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


# --- small marks ----------------------------------------------------------------------------

def dashed_line(surface, colour, a: Point, b: Point, width: int = 2, dash: float = 10,
                gap: float = 7) -> None:
    length = math.dist(a, b)
    if length < 1e-6:
        return
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    t = 0.0
    while t < length:
        e = min(length, t + dash)
        pygame.draw.line(surface, colour, (a[0] + ux * t, a[1] + uy * t), (a[0] + ux * e, a[1] + uy * e), width)
        t = e + gap


def dashed_circle(surface, colour, centre: Point, r: float, width: int = 2, dash: float = 10,
                  gap: float = 8) -> None:
    if r < 2:
        return
    n = max(8, int(math.tau * r / (dash + gap)))
    step = math.tau / n
    part = step * dash / (dash + gap)
    box = pygame.Rect(0, 0, 2 * r, 2 * r)
    box.center = (round(centre[0]), round(centre[1]))
    for k in range(n):
        a = k * step
        pygame.draw.arc(surface, colour, box, a, a + part, width)


def dashed_polygon(surface, colour, pts: Sequence[Point], width: int = 2) -> None:
    for i in range(len(pts)):
        dashed_line(surface, colour, pts[i], pts[(i + 1) % len(pts)], width)


def cross(surface, colour, centre: Point, size: float, width: int = 3) -> None:
    x, y = centre
    pygame.draw.line(surface, colour, (x - size, y - size), (x + size, y + size), width)
    pygame.draw.line(surface, colour, (x - size, y + size), (x + size, y - size), width)


def thick_aaline(surface, colour, a: Point, b: Point, width: int) -> None:
    """A line `width` px wide with anti-aliased sides."""
    if width <= 1:
        pygame.draw.aaline(surface, colour, a, b)
        return
    length = math.dist(a, b)
    if length < 1e-6:
        return
    nx, ny = -(b[1] - a[1]) / length * width / 2, (b[0] - a[0]) / length * width / 2
    pts = [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny), (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)]
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.aalines(surface, colour, True, pts)


def tag(surface, text: str, at: Point, colour, font: pygame.font.Font, anchor: str = "topleft",
        bg=look.INK, border=None) -> pygame.Rect:
    """Words on a small dark slip (readable over any ground), kept inside the surface."""
    img = look.line(font, text, colour)
    pad_x, pad_y = max(4, font.get_height() // 4), max(2, font.get_height() // 8)
    box = img.get_rect().inflate(2 * pad_x, 2 * pad_y)
    setattr(box, anchor, (round(at[0]), round(at[1])))
    box.clamp_ip(surface.get_clip() or surface.get_rect())
    surface.blit(_slip(box.size, tuple(bg[:3]), tuple(border) if border is not None else None, pad_x), box)
    surface.blit(img, (box.x + pad_x, box.y + pad_y))
    return box


@functools.lru_cache(maxsize=256)
def _slip(size, bg, border, radius) -> pygame.Surface:
    slip = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(slip, (*bg, 225), slip.get_rect(), border_radius=radius)
    if border is not None:
        pygame.draw.rect(slip, border, slip.get_rect(), 1, border_radius=radius)
    return slip


def translucent(surface, colour, draw) -> None:
    """Draw with alpha on `surface` through a layer only as big as what is drawn: `draw(layer,
    offset)` draws at points shifted by `offset` and returns the bounding box it used."""
    clip = surface.get_clip() or surface.get_rect()
    box = draw(None, (0, 0))
    box = pygame.Rect(box).clip(clip)
    if box.w <= 0 or box.h <= 0:
        return
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    draw(layer, (-box.x, -box.y))
    surface.blit(layer, box)


def bounds(pts, grow: float = 0) -> pygame.Rect:
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return pygame.Rect(math.floor(min(xs) - grow), math.floor(min(ys) - grow),
                       math.ceil(max(xs) - min(xs) + 2 * grow) + 2, math.ceil(max(ys) - min(ys) + 2 * grow) + 2)


def shield(surface, centre: Point, size: float, fill=look.COVER, edge=look.PARCHMENT) -> None:
    """The cover mark: a small heater shield."""
    x, y = centre
    w, h = size * 0.8, size
    pts = [(x - w / 2, y - h / 2), (x + w / 2, y - h / 2), (x + w / 2, y), (x, y + h / 2), (x - w / 2, y)]
    pygame.draw.polygon(surface, fill, pts)
    pygame.draw.polygon(surface, edge, pts, max(1, round(size / 9)))
    pygame.draw.line(surface, edge, (x, y - h / 2 + 2), (x, y + h / 2 - 3), max(1, round(size / 12)))


# --- the still layer ------------------------------------------------------------------------

def _noise(i: int, j: int, salt: int) -> float:
    h = (i * 73856093) ^ (j * 19349663) ^ (salt * 83492791)
    h = (h ^ (h >> 13)) * 1274126177 & 0xFFFFFFFF
    return ((h ^ (h >> 16)) & 0xFFFF) / 65536.0


@functools.lru_cache(maxsize=16)
def _ground_tile(colour: tuple[int, int, int], cells: tuple[int, int], salt: int, spread: int) -> pygame.Surface:
    """A small noise picture (fine grain plus broad patches) to be scaled up once per zoom."""
    w, h = cells
    tile = pygame.Surface((w, h))
    for i in range(w):
        for j in range(h):
            fine = (_noise(i, j, salt) - 0.5) * spread
            broad = (_noise(i // 5, j // 5, salt + 1) - 0.5) * spread * 1.4
            tile.set_at((i, j), tuple(max(0, min(255, int(c + fine + broad))) for c in colour))
    return tile


class FieldArt:
    """The field's still layer (ground, grid, zones, terrain), drawn once per zoom."""

    def __init__(self, combat_map, terrain: dict, walkable: Sequence[Point] | None = None,
                 bases: Sequence[tuple[float, float, float]] = ()) -> None:
        self.map = combat_map
        self.terrain = list(terrain.values())
        self.walkable = tuple(walkable) if walkable else None
        self.bases = tuple(bases)  # (x, y, radius) in LU as set up: the zone labels keep off them
        self.w_lu, self.h_lu = float(combat_map.width), float(combat_map.height)
        self._key = None
        self._layer: pygame.Surface | None = None
        self._at = (0, 0)
        self.renders = 0  # how often the layer was drawn (tests: cached, not per frame)

    def pad(self, scale: float) -> int:
        return max(8, round(scale * 0.08))

    def blit(self, surface: pygame.Surface, cam: Camera, grid: bool = False) -> None:
        """Blit the still layer for this camera, drawing it anew only when the zoom (or, when
        the whole field would be too big, the visible part) changed."""
        pad = self.pad(cam.scale)
        full = (self.w_lu * cam.scale + 2 * pad, self.h_lu * cam.scale + 2 * pad)
        if max(full) <= FULL_LAYER_MAX:
            key = ("full", round(cam.scale, 4), grid)
            if key != self._key:
                size = (math.ceil(full[0]), math.ceil(full[1]))
                self._layer = self._render(size, lambda p: (pad + p[0] * cam.scale, pad + p[1] * cam.scale),
                                           cam.scale, grid)
                self._key = key
            at = (round(cam.ox) - pad, round(cam.oy) - pad)
        else:
            key = ("view", cam.state(), grid)
            if key != self._key:
                v = cam.view
                self._layer = self._render(v.size, lambda p: (cam.ox - v.x + p[0] * cam.scale,
                                                              cam.oy - v.y + p[1] * cam.scale),
                                           cam.scale, grid)
                self._key = key
            at = cam.view.topleft
        surface.blit(self._layer, at)

    def _render(self, size, px: Callable[[Point], Point], scale: float, grid: bool) -> pygame.Surface:
        self.renders += 1
        surf = pygame.Surface(size, pygame.SRCALPHA)
        x0, y0 = px((0, 0))
        x1, y1 = px((self.w_lu, self.h_lu))
        field = pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))
        # The frame the field lies in, and its shadow on the table.
        for k in range(6, 0, -1):
            pygame.draw.rect(surf, (0, 0, 0, 18), field.inflate(2 * k, 2 * k).move(2, 3), border_radius=k + 2)
        self._ground(surf, field, px, scale)
        if grid:
            self._grid(surf, px, scale)
        for zone in self.map.start_zones:
            self._zone(surf, zone, px, scale)
        shadows = pygame.Surface(size, pygame.SRCALPHA)
        for t in self.terrain:
            if t.kind not in _FLAT and not is_water(t):
                self._shadow(shadows, t, px, scale)
        surf.blit(shadows, (0, 0))
        for t in self.terrain:
            self._token(surf, t, px, scale)
        for zone, (img, spot) in zip(self.map.start_zones, self.zone_labels(px, scale, field), strict=True):
            back = pygame.Surface(spot.size, pygame.SRCALPHA)
            back.fill((*ZONE_COLOURS.get(zone.kind, look.INK_SOFT), 170))
            surf.blit(back, spot)
            surf.blit(img, (spot.x + 4, spot.y + 1))
        pygame.draw.rect(surf, look.WOOD_DARK, field.inflate(4, 4), 3)
        return surf.convert_alpha() if _has_format() else surf

    def _ground(self, surf, field: pygame.Rect, px, scale) -> None:
        cells = (max(8, round(self.w_lu * 22)), max(8, round(self.h_lu * 22)))
        visible = field.clip(surf.get_rect())
        if visible.w <= 0 or visible.h <= 0:
            return
        if self.walkable:
            water = pygame.transform.smoothscale(_ground_tile(WATER, cells, 12, 22), field.size)
            surf.blit(water, field)
            deck = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            planks = pygame.transform.smoothscale(_ground_tile(DECK, (cells[0] // 2, cells[1] * 2), 13, 18),
                                                  field.size)
            deck.blit(planks, field)
            step = max(4, round(scale * 0.11))
            for k in range(field.top, field.bottom, step):
                pygame.draw.line(deck, (0x6B, 0x4A, 0x2B), (field.left, k), (field.right, k), 1)
            pts = [px(p) for p in self.walkable]
            _mask(deck, pts)
            shadow = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            pygame.draw.polygon(shadow, (0, 0, 0, 70), [(x + 4, y + 6) for x, y in pts])
            surf.blit(shadow, (0, 0))
            surf.blit(deck, (0, 0))
            pygame.draw.polygon(surf, (0x4A, 0x2E, 0x18), pts, max(2, round(scale * 0.02)))
        else:
            surf.blit(pygame.transform.smoothscale(_ground_tile(FELT, cells, 11, 26), field.size), field)

    def _grid(self, surf, px, scale) -> None:
        colour = (255, 250, 230, 60)
        for x in range(1, math.ceil(self.w_lu)):
            pygame.draw.line(surf, colour, px((x, 0)), px((x, self.h_lu)), 1)
        for y in range(1, math.ceil(self.h_lu)):
            pygame.draw.line(surf, colour, px((0, y)), px((self.w_lu, y)), 1)

    def _zone(self, surf, zone, px, scale) -> None:
        colour = ZONE_COLOURS.get(zone.kind, look.INK_SOFT)
        pts = [px(p) for p in zone.polygon]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        box = pygame.Rect(math.floor(min(xs)), math.floor(min(ys)), math.ceil(max(xs) - min(xs)) + 2,
                          math.ceil(max(ys) - min(ys)) + 2)
        hatch = pygame.Surface(box.size, pygame.SRCALPHA)
        local = [(x - box.x, y - box.y) for x, y in pts]
        pygame.draw.polygon(hatch, (*colour, 38), local)
        step = max(6, round(scale * 0.07))
        width = max(1, round(scale * 0.008))
        for k in range(-box.h, box.w, step):
            pygame.draw.line(hatch, (*colour, 110), (k, box.h), (k + box.h, 0), width)
        _mask(hatch, local)
        surf.blit(hatch, box)
        dashed_polygon(surf, (*colour, 220), pts, max(1, round(scale * 0.01)))

    def zone_labels(self, px, scale: float, field: pygame.Rect) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """Each zone's label and where it goes: off the bases as set up (zone_labels.place)."""
        font = look.sans(max(12, min(22, round(scale * 0.075))), italic=True)
        images = []
        for zone in self.map.start_zones:
            box = zone_labels.box([px(p) for p in zone.polygon])
            name = zone.id.replace("-", " ").replace("_", " ")
            kind_words = ZONE_WORDS.get(zone.kind, zone.kind)
            words = kind_words if zone.kind.split("_")[0] in name.lower() else f"{name}: {kind_words}"
            img = font.render(words, True, (0xF6, 0xEE, 0xD8))
            if img.get_width() > box.w - 6:
                img = font.render(name, True, (0xF6, 0xEE, 0xD8))
            images.append(img)
        sizes = [img.get_rect().inflate(8, 2).size for img in images]
        discs = [(*px((x, y)), r * scale) for x, y, r in self.bases]
        terrain = [zone_labels.box(self._outline(t, px, scale)[2]) if t.circle is None
                   else zone_labels.disc_box((*px((t.circle.x, t.circle.y)), t.circle.r * scale))
                   for t in self.terrain]
        spots = zone_labels.place([[px(p) for p in z.polygon] for z in self.map.start_zones], sizes, discs,
                                  field, terrain)
        return list(zip(images, spots, strict=True))

    def _outline(self, t, px, scale):
        if t.circle is not None:
            return px((t.circle.x, t.circle.y)), t.circle.r * scale, None
        return None, 0.0, [px(p) for p in t.outline]

    def _shadow(self, surf, t, px, scale) -> None:
        c, r, pts = self._outline(t, px, scale)
        d = scale * 0.035
        for k, alpha in ((1.6, 22), (1.15, 34), (0.75, 46)):
            off = (d * k * 0.7, d * k)
            if c is not None:
                pygame.draw.circle(surf, (0, 0, 0, alpha), (c[0] + off[0], c[1] + off[1]), r + d * (k - 0.6))
            else:
                cx, cy = _centre(pts)
                grow = 1 + d * (k - 0.6) / max(1.0, _radius(pts, (cx, cy)))
                pygame.draw.polygon(surf, (0, 0, 0, alpha),
                                    [(cx + (x - cx) * grow + off[0], cy + (y - cy) * grow + off[1]) for x, y in pts])

    def _token(self, surf, t, px, scale) -> None:
        fill, light = _TOKEN.get(t.kind, (look.COVER if t.cover else (0x9C, 0x8F, 0x6E), (0xB5, 0xAE, 0xA2)))
        if is_water(t):
            fill, light = _TOKEN["lake"]
        elif t.kind == "custom" and t.cover:
            fill, light = (0x80, 0x62, 0x42), (0x9E, 0x7E, 0x58)
        edge = max(1, round(scale * 0.012))
        c, r, pts = self._outline(t, px, scale)
        if c is not None:
            self._round(surf, t.kind, c, r, fill, light, edge)
            mark_at, size = (c[0] + r * 0.45, c[1] - r * 0.45), r * 0.55
        else:
            self._poly(surf, t, pts, fill, light, edge, scale)
            mark_at, size = _centre(pts), min(_radius(pts, _centre(pts)) * 0.55, scale * 0.12)
        if t.cover:
            shield(surf, mark_at, max(11, min(size, scale * 0.13)))

    def _round(self, s, kind, c, r, fill, light, edge) -> None:
        pygame.draw.circle(s, fill, c, r)
        if kind == "tree":
            for k in range(6):
                a = k * math.tau / 6 + 0.4
                pygame.draw.circle(s, light, (c[0] + math.cos(a) * r * 0.47, c[1] + math.sin(a) * r * 0.47), r * 0.36)
            pygame.draw.circle(s, (0x5E, 0x93, 0x4A), (c[0] - r * 0.2, c[1] - r * 0.22), r * 0.3)
        elif kind == "campfire":
            for k in range(9):
                a = k * math.tau / 9
                pygame.draw.circle(s, (0x8C, 0x86, 0x7C), (c[0] + math.cos(a) * r * 0.78, c[1] + math.sin(a) * r * 0.78),
                                   r * 0.2)
            pygame.draw.circle(s, light, c, r * 0.5)
            pygame.draw.circle(s, (0xF5, 0xC8, 0x4A), c, r * 0.26)
        elif kind == "brazier":
            pygame.draw.circle(s, light, c, r * 0.62)
            pygame.draw.circle(s, (0xF5, 0xC8, 0x4A), c, r * 0.3)
        elif kind == "barrels":
            for a in (0.5, 2.6, 4.7):
                bc = (c[0] + math.cos(a) * r * 0.42, c[1] + math.sin(a) * r * 0.42)
                pygame.draw.circle(s, light, bc, r * 0.42)
                pygame.draw.circle(s, (0x4E, 0x33, 0x1C), bc, r * 0.42, max(1, round(r * 0.07)))
                pygame.draw.circle(s, (0x4E, 0x33, 0x1C), bc, r * 0.2, max(1, round(r * 0.05)))
        else:
            pygame.draw.circle(s, light, (c[0] - r * 0.15, c[1] - r * 0.15), r * 0.68)
        pygame.draw.circle(s, look.INK, c, r, edge)

    def _poly(self, s, t, pts, fill, light, edge, scale) -> None:
        kind = t.kind
        cx, cy = _centre(pts)
        pygame.draw.polygon(s, fill, pts)
        if is_water(t):
            inner = [(cx + (x - cx) * 0.8, cy + (y - cy) * 0.8) for x, y in pts]
            pygame.draw.polygon(s, light, inner, max(1, round(scale * 0.012)))
            for k in (-0.12, 0.0, 0.12):
                y = cy + k * scale
                pygame.draw.arc(s, light, pygame.Rect(cx - scale * 0.12, y - scale * 0.03, scale * 0.24, scale * 0.06),
                                0.3, 2.8, max(1, round(scale * 0.008)))
        else:
            inset = [(cx + (x - cx) * 0.74 - scale * 0.01, cy + (y - cy) * 0.74 - scale * 0.01) for x, y in pts]
            pygame.draw.polygon(s, light, inset)
        if kind in ("cottage", "tents") and len(pts) == 4:
            sides = [math.dist(pts[i], pts[(i + 1) % 4]) for i in range(4)]
            i = 0 if sides[0] < sides[1] else 1  # the ridge joins the middles of the short sides
            a = _mid(pts[i], pts[i + 1])
            b = _mid(pts[i + 2], pts[(i + 3) % 4])
            pygame.draw.polygon(s, fill, [pts[i + 1], pts[i + 2], b, a])  # the shaded half of the roof
            pygame.draw.line(s, look.INK, a, b, max(1, edge))
        elif kind == "custom" and t.cover and len(pts) == 4:
            pygame.draw.line(s, (0x5E, 0x45, 0x2C), pts[0], pts[2], max(1, edge))
            pygame.draw.line(s, (0x5E, 0x45, 0x2C), pts[1], pts[3], max(1, edge))
        elif kind == "prone_woman" and len(pts) == 4:
            sides = [math.dist(pts[i], pts[(i + 1) % 4]) for i in range(4)]
            i = 0 if sides[0] < sides[1] else 1
            head = _mid(pts[i], pts[i + 1])
            head = (head[0] + (cx - head[0]) * 0.25, head[1] + (cy - head[1]) * 0.25)
            pygame.draw.circle(s, light, head, min(sides) * 0.32)
        pygame.draw.polygon(s, look.INK, pts, edge)
        pygame.draw.aalines(s, look.INK, True, pts)


def _mask(layer: pygame.Surface, pts) -> None:
    mask = pygame.Surface(layer.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), pts)
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)


def _centre(pts) -> Point:
    return (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))


def _radius(pts, c) -> float:
    return max(math.dist(p, c) for p in pts)


def _mid(a, b) -> Point:
    return ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)


def _has_format() -> bool:
    try:
        pygame.Surface((1, 1)).convert_alpha()
        return True
    except pygame.error:
        return False


# --- bases ----------------------------------------------------------------------------------

@functools.lru_cache(maxsize=256)
def initials(name: str) -> str:
    """'Karomin' -> 'Ka', 'Orc Warrior 3' -> 'OW3', 'The Pale King' -> 'PK'."""
    words = [w for w in name.replace("-", " ").split() if w.lower() not in ("the", "of")]
    if not words:
        return "?"
    number = words[-1] if words[-1].isdigit() else ""
    words = [w for w in words if not w.isdigit()]
    if len(words) == 1:
        head = words[0][:2]
    else:
        head = "".join(w[0].upper() for w in words[:2])
    return head + number


@functools.lru_cache(maxsize=512)
def base_sprite(r_px: int, rim: tuple, fill: tuple, text: str, vitality: int, top: int,
                ghost: bool = False, shadow: bool = False) -> pygame.Surface:
    """A base seen from above: a disc with the side's rim, initials and Vitality pips (filled
    for what is left, hollow for what is lost), with its soft shadow when asked. Drawn at twice
    the size and scaled down."""
    k = 2
    r = max(3, r_px) * k
    size = 2 * r + 4 * k + (2 * (round(r * 0.3) + 8 * k) if shadow else 0)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size / 2, size / 2)
    if shadow:
        for grow, a in ((4 * k, 20), (2 * k, 30), (0, 40)):
            pygame.draw.circle(surf, (0, 0, 0, a), (c[0] + r * 0.15, c[1] + r * 0.22), r + grow)
    rim_w = max(2 * k, round(r * 0.2))
    alpha = 120 if ghost else 255
    pygame.draw.circle(surf, (*fill, alpha), c, r)
    pygame.draw.circle(surf, (*rim, 255 if not ghost else 200), c, r, rim_w)
    pygame.draw.circle(surf, (*look.INK, alpha), c, r, max(1, k))
    if not ghost and r_px >= 9:
        font = look.sans(max(8, round(r * (0.62 if len(text) <= 2 else 0.5))), bold=True)
        img = font.render(text, True, look.INK)
        surf.blit(img, img.get_rect(center=(c[0], c[1] - r * (0.12 if top > 1 else 0.0))))
    if not ghost and top > 1 and r_px >= 11:
        n = min(top, 10)
        pr = max(k * 1.5, r * (0.12 if n <= 6 else 0.085))
        arc = min(math.pi * 0.9, (n - 1) * pr * 2.5 / (r * 0.62))
        for i in range(n):
            a = math.pi / 2 + (arc / 2 - arc * i / max(1, n - 1)) if n > 1 else math.pi / 2
            p = (c[0] + math.cos(a) * r * 0.6, c[1] + math.sin(a) * r * 0.6)
            if i < vitality:
                pygame.draw.circle(surf, look.GOLD, p, pr)
                pygame.draw.circle(surf, look.INK, p, pr, max(1, k // 2 + 1))
            else:
                pygame.draw.circle(surf, look.INK_SOFT, p, pr, max(1, k))
    out = pygame.transform.smoothscale(surf, (size // k, size // k))
    return out.convert_alpha() if _has_format() else out


def draw_base(surface, centre: Point, r_px: float, rim, fill, text: str, vitality: int, top: int,
              ghost: bool = False, shadow: bool = False) -> None:
    img = base_sprite(max(3, round(r_px)), tuple(rim), tuple(fill), text, vitality, top, ghost, shadow)
    surface.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))


def base_shadow(surface, centre: Point, r_px: float) -> None:
    img = _shadow_sprite(max(3, round(r_px)))
    surface.blit(img, img.get_rect(center=(round(centre[0] + r_px * 0.15), round(centre[1] + r_px * 0.22))))


@functools.lru_cache(maxsize=64)
def _shadow_sprite(r: int) -> pygame.Surface:
    size = 2 * r + 8
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    for k, a in ((4, 20), (2, 30), (0, 40)):
        pygame.draw.circle(surf, (0, 0, 0, a), (size / 2, size / 2), r + k)
    return surf


# --- the scale bar ---------------------------------------------------------------------------

def scale_bar(surface, cam: Camera, at: Point, font: pygame.font.Font) -> tuple[float, float]:
    """A bar of a round length (0.1, 0.25, 0.5, 1 or 2 LU) in the corner of the view (at true
    size 1 LU when there is room: a real card can be laid beside it); its length in LU and px."""
    room = max(260, cam.view.w * 0.4) if cam.mode == "real" else 260
    fits = [v for v in (0.05, 0.1, 0.25, 0.5, 1.0, 2.0) if v * cam.scale <= room]
    length = fits[-1] if fits else 0.05
    w = length * cam.scale
    x, y = at
    text = f"{length:g} LU" + ("  (88 mm)" if length == 1 else f"  ({length * 88:.0f} mm)")
    if cam.mode == "real":
        text += "  ·  true size"
    words = look.line(font, text, look.PARCHMENT)
    box = pygame.Rect(round(x - 8), round(y - font.get_height() - 14), round(max(w, words.get_width()) + 16),
                      font.get_height() + 26)
    surface.blit(_slip(box.size, tuple(look.INK), None, 6), box)
    pygame.draw.rect(surface, look.PARCHMENT, (round(x), round(y), round(w), 6))
    for k in range(0, 11 if length >= 1 else 1):
        if length >= 1:
            tx = x + w * k / 10
            pygame.draw.line(surface, look.PARCHMENT, (tx, y - (5 if k % 5 == 0 else 2)), (tx, y), 1)
    surface.blit(words, (round(x), round(y - font.get_height() - 6)))
    return length, w
