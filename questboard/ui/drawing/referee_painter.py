"""The referee picture's painter: its size, fonts and textures, and the layers it is drawn in
(ground, ticks, zones and their labels, shadows, terrain tokens, bases)."""

from __future__ import annotations

import math
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from questboard.ui.drawing import terrain_labels, zone_labels  # noqa: E402

PX = 170  # pixels per LU
MARGIN = 30
CAPTION = 170

from questboard.ui.drawing.look import (  # noqa: E402
    BAD,
    COVER,
    GOLD,
    HERO,
    INK,
    MOVE,
    PARCHMENT,
    REFUSED,
    WOOD,
    serif_paths,
)
from questboard.ui.drawing.palette import PLAIN, TOKEN, ZONE_COLOURS, is_water  # noqa: E402

_ZONE_NAME = {"hero": "Heroes", "minion": "Minions", "arch_villain": "Arch villain"}


def zone_label(zone) -> tuple[str, ...]:
    """A zone's label, a line each: its kind and the id a fight names it by ('Minions',
    'raiders'); the kind alone when the id says no more ('Heroes' for a hero zone `heroes`)."""
    kind = _ZONE_NAME[zone.kind]
    return (kind,) if zone.id.replace("-", " ").lower() in (kind.lower(), zone.kind) else (kind, zone.id)


def _zone_label_image(zone) -> pygame.Surface:
    """The kind in italics, the id under it a little smaller."""
    lines = zone_label(zone)
    images = [_font(13, italic=True).render(lines[0], True, PARCHMENT)]
    images += [_font(12).render(text, True, PARCHMENT) for text in lines[1:]]
    out = pygame.Surface((max([i.get_width() for i in images]), sum([i.get_height() - 2 for i in images]) + 2),
                         pygame.SRCALPHA)
    y = 0
    for img in images:
        out.blit(img, (0, y))
        y += img.get_height() - 2
    return out


def terrain_label(t) -> str:
    """A terrain element's label: its name and the id the map and the referee name it by
    ('Tree (thicket-1)'), the name alone when the id is that name."""
    return t.name if t.id == t.name.lower().replace(" ", "-") else f"{t.name} ({t.id})"


def caption_height(rows: int = 5) -> int:
    """The caption holds the title, every answer row (none is dropped) and the legend."""
    return max(CAPTION, 36 + 20 * rows + 28 + 24)


def image_size(width_lu: float, height_lu: float, rows: int = 5) -> tuple[int, int]:
    """Pixel size of the referee picture for a field of this size and this many answer rows."""
    return round(width_lu * PX) + 2 * MARGIN, round(height_lu * PX) + 2 * MARGIN + caption_height(rows)


def _font(size: int, bold: bool = False, italic: bool = False) -> pygame.font.Font:
    """The shipped serif (Caladea, a pip package): the picture looks the same everywhere."""
    face = {(False, False): "regular", (True, False): "bold", (False, True): "italic",
            (True, True): "bold_italic"}[(bold, italic)]
    return pygame.font.Font(str(serif_paths()[face]), size)


def _noise(i: int, j: int, salt: int) -> float:
    """A repeatable value in [0, 1) per cell (no RNG: the picture must be the same every time)."""
    h = (i * 73856093) ^ (j * 19349663) ^ (salt * 83492791)
    h = (h ^ (h >> 13)) * 1274126177 & 0xFFFFFFFF
    return ((h ^ (h >> 16)) & 0xFFFF) / 65536.0


def _texture(size: tuple[int, int], base: tuple[int, int, int], spread: int, cell: int, salt: int) -> pygame.Surface:
    small = pygame.Surface((max(1, size[0] // cell + 2), max(1, size[1] // cell + 2)))
    for i in range(small.get_width()):
        for j in range(small.get_height()):
            k = (_noise(i, j, salt) - 0.5) * 2 * spread
            small.set_at((i, j), tuple([max(0, min(255, int(c + k))) for c in base]))
    return pygame.transform.smoothscale(small, size)


class _Painter:
    def __init__(self, bf, combat_map, rows: int = 5) -> None:
        self.bf, self.map = bf, combat_map
        self.rows = rows
        self.size = image_size(bf.width, bf.height, rows)
        self.surface = pygame.Surface(self.size)
        self.field = pygame.Rect(MARGIN, MARGIN, round(bf.width * PX), round(bf.height * PX))

    def px(self, p) -> tuple[float, float]:
        return (MARGIN + p[0] * PX, MARGIN + p[1] * PX)

    def layer(self) -> pygame.Surface:
        return pygame.Surface(self.size, pygame.SRCALPHA)

    # --- ground -------------------------------------------------------------------------

    def ground(self) -> None:
        s = self.surface
        s.blit(_texture(self.size, WOOD, 14, 6, 1), (0, 0))
        fw, fh = self.field.size
        if self.bf.walkable:
            water = _texture((fw, fh), (0x3E, 0x62, 0x75), 18, 10, 2)
            s.blit(water, self.field.topleft)
            deck = self.layer()
            planks = _texture((fw, fh), (0x9A, 0x70, 0x45), 12, 4, 3)
            deck.blit(planks, self.field.topleft)
            for k in range(0, fh, 18):
                pygame.draw.line(deck, (0x6B, 0x4A, 0x2B), (MARGIN, MARGIN + k), (MARGIN + fw, MARGIN + k), 1)
            self._mask(deck, [self.px(p) for p in self.bf.walkable])
            shadow = self.layer()
            pygame.draw.polygon(shadow, (0, 0, 0, 120), [self.px(p) for p in self.bf.walkable])
            s.blit(pygame.transform.gaussian_blur(shadow, 8), (6, 8))
            s.blit(deck, (0, 0))
            pygame.draw.polygon(s, (0x4A, 0x2E, 0x18), [self.px(p) for p in self.bf.walkable], 5)
        else:
            s.blit(_texture((fw, fh), (0x5A, 0x7E, 0x3E), 16, 12, 4), self.field.topleft)
            grain = _texture((fw, fh), (128, 128, 128), 30, 3, 5)
            s.blit(grain, self.field.topleft, special_flags=pygame.BLEND_RGB_MULT)
            s.blit(_texture((fw, fh), (128, 128, 128), 0, 50, 6), self.field.topleft, special_flags=pygame.BLEND_RGB_ADD)
        grid = self.layer()
        for x in range(1, math.ceil(self.bf.width)):
            pygame.draw.line(grid, (255, 255, 255, 40), self.px((x, 0)), self.px((x, self.bf.height)), 1)
        for y in range(1, math.ceil(self.bf.height)):
            pygame.draw.line(grid, (255, 255, 255, 40), self.px((0, y)), self.px((self.bf.width, y)), 1)
        s.blit(grid, (0, 0))
        pygame.draw.rect(s, INK, self.field.inflate(4, 4), 2)
        self.ticks()

    def ticks(self) -> None:
        """Coordinates on the border, a tick every 0.5 LU, numbered every 1 LU (map-file units:
        x to the right, y down from the top left corner)."""
        s, font = self.surface, _font(11)
        light = (0xEA, 0xDB, 0xB8)
        steps_x = int(self.bf.width / 0.5 + 1e-9)
        steps_y = int(self.bf.height / 0.5 + 1e-9)
        for k in range(steps_x + 1):
            x = self.px((k * 0.5, 0))[0]
            long = k % 2 == 0
            for y0, y1 in ((MARGIN - 2, MARGIN - (9 if long else 5)),
                           (self.field.bottom + 1, self.field.bottom + (8 if long else 4))):
                pygame.draw.line(s, light, (x, y0), (x, y1), 1)
            if long:
                lab = font.render(f"{k // 2}", True, light)
                s.blit(lab, lab.get_rect(midbottom=(x, MARGIN - 9)))
        for k in range(steps_y + 1):
            y = self.px((0, k * 0.5))[1]
            long = k % 2 == 0
            for x0, x1 in ((MARGIN - 2, MARGIN - (9 if long else 5)),
                           (self.field.right + 1, self.field.right + (8 if long else 4))):
                pygame.draw.line(s, light, (x0, y), (x1, y), 1)
            if long and k:
                lab = font.render(f"{k // 2}", True, light)
                s.blit(lab, lab.get_rect(midright=(MARGIN - 10, y)))

    def _mask(self, layer: pygame.Surface, polygon) -> None:
        mask = self.layer()
        pygame.draw.polygon(mask, (255, 255, 255, 255), polygon)
        layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)

    def zones(self) -> None:
        for zone in self.map.start_zones:
            colour = ZONE_COLOURS[zone.kind]
            pts = [self.px(p) for p in zone.polygon]
            hatch = self.layer()
            pygame.draw.polygon(hatch, (*colour, 40), pts)
            for k in range(-self.size[1], self.size[0], 11):
                pygame.draw.line(hatch, (*colour, 120), (k, 0), (k + self.size[1], self.size[1]), 2)
            self._mask(hatch, pts)
            self.surface.blit(hatch, (0, 0))
            pygame.draw.polygon(self.surface, colour, pts, 2)

    def label_spots(self) -> dict[str, tuple[pygame.Surface, pygame.Rect]]:
        """Each zone's label and where it goes: where no base covers it (zone_labels.place)."""
        zones = self.map.start_zones
        images = [_zone_label_image(z) for z in zones]
        sizes = [img.get_rect().inflate(8, 2).size for img in images]
        discs = [(*self.px(q.at), q.radius * PX) for q in self.bf.pieces.values()]
        terrain = [_box_of(t, self.px) for t in self.bf.terrain.values()]
        spots = zone_labels.place([[self.px(p) for p in z.polygon] for z in zones], sizes, discs, self.field,
                                  terrain)
        return {z.id: (img, spot) for z, img, spot in zip(zones, images, spots, strict=True)}

    def zone_label_slips(self) -> None:
        """The labels on slips of their zone's colour, so they read on grass or deck alike."""
        kinds = {z.id: z.kind for z in self.map.start_zones}
        for zone_id, (img, spot) in self.label_spots().items():
            slip = pygame.Surface(spot.size, pygame.SRCALPHA)
            slip.fill((*ZONE_COLOURS[kinds[zone_id]], 255))
            self.surface.blit(slip, spot)
            self.surface.blit(img, (spot.x + 4, spot.y + 1))

    def terrain_names(self) -> dict[str, tuple[pygame.Surface, pygame.Rect]]:
        """Each terrain element's name and where it goes (`terrain_labels.place`): clear of the
        bases and the zone labels."""
        font = _font(12, bold=True)
        elements = list(self.bf.terrain.values())
        images = [font.render(terrain_label(t), True, PARCHMENT) for t in elements]
        sizes = [img.get_rect().inflate(8, 2).size for img in images]
        avoid = [zone_labels.disc_box((*self.px(q.at), q.radius * PX)) for q in self.bf.pieces.values()]
        avoid += [spot for _, spot in self.label_spots().values()]
        zones = [zone_labels.box([self.px(p) for p in z.polygon]) for z in self.map.start_zones]
        spots = terrain_labels.place([_box_of(t, self.px) for t in elements], sizes, avoid, self.field, zones)
        return {t.id: (img, spot) for t, img, spot in zip(elements, images, spots, strict=True)}

    def terrain_name_slips(self) -> None:
        """The names on dark slips, so they read on grass, deck, water and tokens alike."""
        for img, spot in self.terrain_names().values():
            slip = pygame.Surface(spot.size, pygame.SRCALPHA)
            slip.fill((*INK, 205))
            self.surface.blit(slip, spot)
            self.surface.blit(img, (spot.x + 4, spot.y + 1))

    # --- terrain and bases ------------------------------------------------------------------

    def shadows(self, extra_circles) -> None:
        shadow = self.layer()
        for t in self.bf.terrain.values():
            if is_water(t):
                continue  # flat things cast no shadow
            if t.circle is not None:
                pygame.draw.circle(shadow, (0, 0, 0, 120), self.px((t.circle.x, t.circle.y)), t.circle.r * PX)
            else:
                pygame.draw.polygon(shadow, (0, 0, 0, 120), [self.px(p) for p in t.outline])
        for x, y, r in extra_circles:
            pygame.draw.circle(shadow, (0, 0, 0, 110), self.px((x, y)), r * PX)
        self.surface.blit(pygame.transform.gaussian_blur(shadow, 6), (5, 7))

    def terrain(self, highlight: set[str]) -> None:
        for t in self.bf.terrain.values():
            fill, light = TOKEN.get(t.kind, (COVER if t.cover else PLAIN[0], PLAIN[1]))
            if is_water(t):
                fill, light = TOKEN["lake"]
            if t.circle is not None:
                c, r = self.px((t.circle.x, t.circle.y)), t.circle.r * PX
                self._round_token(t.kind, c, r, fill, light)
            else:
                pts = [self.px(p) for p in t.outline]
                self._poly_token(t.kind, pts, fill, light)
            if t.id in highlight:
                self._glow(t)
            if t.cover:
                self._shield(self.px(t.centre))

    def _round_token(self, kind, c, r, fill, light) -> None:
        s = self.surface
        pygame.draw.circle(s, fill, c, r)
        if kind == "tree":
            for k in range(6):
                a = k * math.tau / 6 + 0.4
                pygame.draw.circle(s, light, (c[0] + math.cos(a) * r * 0.45, c[1] + math.sin(a) * r * 0.45), r * 0.38)
            pygame.draw.circle(s, (0x5E, 0x93, 0x4A), (c[0] - r * 0.2, c[1] - r * 0.2), r * 0.3)
        elif kind in ("campfire", "brazier"):
            pygame.draw.circle(s, light, c, r * 0.62)
            pygame.draw.circle(s, (0xF5, 0xC8, 0x4A), c, r * 0.3)
        elif kind == "barrels":
            for k in (0.7, 0.45):
                pygame.draw.circle(s, light, c, r * k, 2)
        else:
            pygame.draw.circle(s, light, (c[0] - r * 0.15, c[1] - r * 0.15), r * 0.7)
        pygame.draw.circle(s, INK, c, r, 2)

    def _poly_token(self, kind, pts, fill, light) -> None:
        s = self.surface
        cx = sum([p[0] for p in pts]) / len(pts)
        cy = sum([p[1] for p in pts]) / len(pts)
        pygame.draw.polygon(s, fill, pts)
        inset = [(cx + (x - cx) * 0.72 - 2, cy + (y - cy) * 0.72 - 2) for x, y in pts]
        pygame.draw.polygon(s, light, inset)
        if kind in ("cottage", "tents") and len(pts) == 4:
            a = ((pts[0][0] + pts[3][0]) / 2, (pts[0][1] + pts[3][1]) / 2)
            b = ((pts[1][0] + pts[2][0]) / 2, (pts[1][1] + pts[2][1]) / 2)
            pygame.draw.line(s, INK, a, b, 2)
        if kind == "prone_woman":
            pygame.draw.circle(s, (0xD9, 0xB0, 0x8C), ((pts[0][0] + pts[3][0]) / 2, (pts[0][1] + pts[3][1]) / 2), 7)
        pygame.draw.polygon(s, INK, pts, 2)

    def _shield(self, c) -> None:
        x, y = c
        shape = [(x - 8, y - 9), (x + 8, y - 9), (x + 8, y), (x, y + 10), (x - 8, y)]
        pygame.draw.polygon(self.surface, GOLD, shape)
        pygame.draw.polygon(self.surface, INK, shape, 2)
        pygame.draw.line(self.surface, INK, (x, y - 9), (x, y + 9), 1)

    def _glow(self, t) -> None:
        glow = self.layer()
        if t.circle is not None:
            pygame.draw.circle(glow, (*REFUSED, 200), self.px((t.circle.x, t.circle.y)), t.circle.r * PX + 3, 6)
        else:
            pygame.draw.polygon(glow, (*REFUSED, 200), [self.px(p) for p in t.outline], 6)
        self.surface.blit(pygame.transform.gaussian_blur(glow, 3), (0, 0))
        self.surface.blit(glow, (0, 0))

    def base(self, x, y, r, side, text, ghost=False, ring=None) -> None:
        c, rr = self.px((x, y)), r * PX
        rim = HERO if side == "hero" else BAD
        if ghost:
            g = self.layer()
            pygame.draw.circle(g, (*PARCHMENT, 110), c, rr)
            pygame.draw.circle(g, (*MOVE, 230), c, rr, 3)
            self.surface.blit(g, (0, 0))
            return
        pygame.draw.circle(self.surface, rim, c, rr)
        pygame.draw.circle(self.surface, PARCHMENT, c, rr - max(4, rr * 0.18))
        pygame.draw.circle(self.surface, INK, c, rr, 1)
        # The label fits inside the rim: longer initials get a smaller letter.
        size = int(rr * {1: 0.8, 2: 0.8, 3: 0.62}.get(len(text), 0.5))
        font = _font(max(10, size), bold=True)
        label = font.render(text, True, INK)
        self.surface.blit(label, label.get_rect(center=c))
        if ring is not None:
            pygame.draw.circle(self.surface, ring, c, rr + 4, 3)


def _box_of(t, px) -> pygame.Rect:
    """A terrain element's box in pixels."""
    if t.circle is not None:
        return zone_labels.disc_box((*px((t.circle.x, t.circle.y)), t.circle.r * PX))
    pts = [px(p) for p in t.outline]
    return zone_labels.box(pts)
