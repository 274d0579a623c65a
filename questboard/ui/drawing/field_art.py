"""The field's still layer, drawn once per zoom: the ground (felt, or water and a deck), the
grid, the start zones hatched with their labels, and the terrain tokens with soft shadows and
a cover mark."""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Sequence

import pygame

from questboard.ui.drawing import look, zone_labels
from questboard.ui.drawing.field_camera import Camera
from questboard.ui.drawing.field_marks import _has_format, dashed_polygon, shield
from questboard.ui.drawing.palette import (
    TOKEN as _TOKEN,  # the battlefield's colours, shared with referee
)
from questboard.ui.drawing.palette import ZONE_COLOURS, is_drop, is_water

Point = tuple[float, float]

FULL_LAYER_MAX = 3400  # px: beyond this the still layer is drawn for the visible part only

FELT = (0x7E, 0x8F, 0x55)  # a muted meadow: the green bar must stand out from it
WATER = (0x3E, 0x62, 0x75)
DECK = (0x9A, 0x70, 0x45)
GROUNDS = {"grass": FELT, "deck": DECK, "stone": (0x8E, 0x8A, 0x80), "floor": (0xA2, 0x8C, 0x6C),
           "bog": (0x5A, 0x63, 0x3E), "sand": (0xC4, 0xAE, 0x7C), "snow": (0xDD, 0xE2, 0xE6)}  # a map's `ground:`
ZONE_WORDS = {"hero": "heroes start", "minion": "minions start", "arch_villain": "arch villain starts"}

_FLAT = ("lake",)  # tokens that lie flat: no shadow


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
            tile.set_at((i, j), tuple([max(0, min(255, int(c + fine + broad))) for c in colour]))
    return tile


class FieldArt:
    """The field's still layer (ground, grid, zones, terrain), drawn once per zoom."""

    def __init__(self, combat_map, terrain: dict, walkable: Sequence[Point] | None = None,
                 bases: Sequence[tuple[float, float, float]] = ()) -> None:
        self.map = combat_map
        self.terrain = list(terrain.values())
        self.walkable = tuple(walkable) if walkable else None
        self.ground = getattr(combat_map, "ground", None)  # the map's `ground:` (GROUNDS), None: the default
        self.bases = tuple(bases)  # (x, y, radius) in LU as set up: the zone labels keep off them
        self.w_lu, self.h_lu = float(combat_map.width), float(combat_map.height)
        self._key = None
        self._layer: pygame.Surface | None = None
        self._at = (0, 0)
        self._labels: list[pygame.Rect] = []  # the zone labels' and terrain's boxes, on the layer
        self._terrain: list[pygame.Rect] = []
        self.renders = 0  # how often the layer was drawn (tests: cached, not per frame)

    @classmethod
    def of(cls, shape, bases: Sequence[tuple[float, float, float]] = ()) -> FieldArt:
        """The still layer of a fight view's field (`play.fight_field.FieldShape`); `bases`
        (x, y, radius) as set up keep the zone labels off them."""
        return cls(shape, {t.id: t for t in shape.terrain}, shape.walkable, bases)

    def pad(self, scale: float) -> int:
        return max(8, round(scale * 0.08))

    def blit(self, surface: pygame.Surface, cam: Camera, grid: bool = False) -> None:
        """Blit the still layer for this camera, drawing it anew only when the zoom (or, when
        the whole field would be too big, the visible part) changed."""
        pad = self.pad(cam.scale)
        full = (self.w_lu * cam.scale + 2 * pad, self.h_lu * cam.scale + 2 * pad)
        if max(full) <= FULL_LAYER_MAX:
            key = ("full", round(cam.scale, 4), grid, look.TEXT_SCALE[0])
            if key != self._key:
                size = (math.ceil(full[0]), math.ceil(full[1]))
                self._layer = self._render(size, lambda p: (pad + p[0] * cam.scale, pad + p[1] * cam.scale),
                                           cam.scale, grid)
                self._key = key
            at = (round(cam.ox) - pad, round(cam.oy) - pad)
        else:
            key = ("view", cam.state(), grid, look.TEXT_SCALE[0])
            if key != self._key:
                v = cam.view
                self._layer = self._render(v.size, lambda p: (cam.ox - v.x + p[0] * cam.scale,
                                                              cam.oy - v.y + p[1] * cam.scale),
                                           cam.scale, grid)
                self._key = key
            at = cam.view.topleft
        self._at = at
        surface.blit(self._layer, at)

    def label_boxes(self) -> list[pygame.Rect]:
        """Where the zone labels lie on the screen, as last blitted: tags keep out of them."""
        return [r.move(self._at) for r in self._labels]

    def terrain_boxes(self) -> list[pygame.Rect]:
        """The terrain's boxes on the screen, as last blitted: tags keep off them where they can."""
        return [r.move(self._at) for r in self._terrain]

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
            if t.kind not in _FLAT and not is_water(t) and not is_drop(t):
                self._shadow(shadows, t, px, scale)
        surf.blit(shadows, (0, 0))
        for t in self.terrain:
            self._token(surf, t, px, scale)
        self._labels, self._terrain = [], [self._box(t, px, scale) for t in self.terrain]
        for zone, (img, spot) in zip(self.map.start_zones, self.zone_labels(px, scale, field), strict=True):
            self._labels.append(spot.copy())
            back = pygame.Surface(spot.size, pygame.SRCALPHA)
            back.fill((*ZONE_COLOURS.get(zone.kind, look.INK_SOFT), 170))
            surf.blit(back, spot)
            surf.blit(img, (spot.x + 4, spot.y + 1))
        pygame.draw.rect(surf, look.WOOD_DARK, field.inflate(4, 4), 3)
        return surf.convert_alpha() if _has_format() else surf

    def _ground(self, surf, field: pygame.Rect, px, scale) -> None:
        """The field's ground as its map says (`ground:`): grass by default, a deck of planks
        when only a walkable outline is given; water outside a walkable outline."""
        cells = (max(8, round(self.w_lu * 22)), max(8, round(self.h_lu * 22)))
        visible = field.clip(surf.get_rect())
        if visible.w <= 0 or visible.h <= 0:
            return
        kind = self.ground or ("deck" if self.walkable else "grass")
        colour = GROUNDS[kind]
        if kind == "deck":
            tile = _ground_tile(DECK, (cells[0] // 2, cells[1] * 2), 13, 18)
        else:
            salt = 11 if kind == "grass" else 15 + sorted(GROUNDS).index(kind)  # grass as it always was
            tile = _ground_tile(colour, cells, salt, 14 if kind == "snow" else 26)
        ground = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        ground.blit(pygame.transform.smoothscale(tile, field.size), field)
        if kind == "deck":
            step = max(4, round(scale * 0.11))
            for k in range(field.top, field.bottom, step):
                pygame.draw.line(ground, (0x6B, 0x4A, 0x2B), (field.left, k), (field.right, k), 1)
        if not self.walkable:
            surf.blit(ground, (0, 0))
            return
        surf.blit(pygame.transform.smoothscale(_ground_tile(WATER, cells, 12, 22), field.size), field)
        pts = [px(p) for p in self.walkable]
        _mask(ground, pts)
        shadow = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        pygame.draw.polygon(shadow, (0, 0, 0, 70), [(x + 4, y + 6) for x, y in pts])
        surf.blit(shadow, (0, 0))
        surf.blit(ground, (0, 0))
        pygame.draw.polygon(surf, (0x4A, 0x2E, 0x18), pts, max(2, round(scale * 0.02)))

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
        terrain = [self._box(t, px, scale) for t in self.terrain]
        spots = zone_labels.place([[px(p) for p in z.polygon] for z in self.map.start_zones], sizes, discs,
                                  field, terrain)
        return list(zip(images, spots, strict=True))

    def _box(self, t, px, scale) -> pygame.Rect:
        if t.circle is None:
            return zone_labels.box(self._outline(t, px, scale)[2])
        return zone_labels.disc_box((*px((t.circle.x, t.circle.y)), t.circle.r * scale))

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
        if c is not None and is_drop(t):  # a round pit: sunk, lit on its far side
            pygame.draw.circle(surf, (0x1E, 0x19, 0x16), c, r)
            pygame.draw.circle(surf, (0x0E, 0x0B, 0x0A), (c[0] + r * 0.06, c[1] + r * 0.1), r * 0.8)
            pygame.draw.circle(surf, (0x8C, 0x7C, 0x66), c, r, max(2, round(scale * 0.02)))
            return
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
        if is_drop(t):  # sunk into the ground: a dark floor, its far side lit, no raised top
            pygame.draw.polygon(s, (0x1E, 0x19, 0x16), pts)
            inner = [(cx + (x - cx) * 0.8 + scale * 0.012, cy + (y - cy) * 0.8 + scale * 0.018) for x, y in pts]
            pygame.draw.polygon(s, (0x0E, 0x0B, 0x0A), inner)
            pygame.draw.lines(s, (0x8C, 0x7C, 0x66), True, pts, max(2, round(scale * 0.02)))
            pygame.draw.aalines(s, look.INK, True, pts)
            return
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
    return (sum([p[0] for p in pts]) / len(pts), sum([p[1] for p in pts]) / len(pts))


def _radius(pts, c) -> float:
    return max([math.dist(p, c) for p in pts])


def _mid(a, b) -> Point:
    return ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
