"""The overland map, drawn by our code: land, coast, river, roads and a place for every
location card of the box (layout in assets/ui/overland.yaml). Location cards set out by the
story lie on their place, those beside the map in a tray at its side, and the heroes'
miniatures stand on the location where they are."""

from __future__ import annotations

import functools
import math

import pygame

from questboard.resources import assets_dir
from questboard.ui.drawing import look
from questboard.yamlfile import read_yaml

CARD_RATIO = 0.716  # a card's short side over its long side


@functools.lru_cache(maxsize=1)
def layout() -> dict:
    data, _ = read_yaml(assets_dir() / "ui" / "overland.yaml")
    return data


def _pt(rect: pygame.Rect, p) -> tuple[int, int]:
    return rect.x + round(p[0] * rect.w), rect.y + round(p[1] * rect.h)


class Overland:
    """Draws the map into a rect; `land` is cached per size, the cards per game state."""

    def __init__(self, cards) -> None:
        self.cards = cards
        self._land: tuple[tuple[int, int], pygame.Surface] | None = None
        self._spot_cache: dict[tuple, tuple] = {}

    def tray_width(self, w: int) -> int:
        return max(110, round(w * 0.15))

    def map_rect(self, size: tuple[int, int]) -> pygame.Rect:
        return pygame.Rect(0, 0, size[0] - self.tray_width(size[0]), size[1])

    def card_size(self, size: tuple[int, int], count: int = 1) -> tuple[int, int]:
        """A card on the map; smaller when many are out, so that they overlap less."""
        h = max(84, round(size[1] * 0.22))
        if count > 8:
            h = max(56, round(h * (8 / count) ** 0.5))
        return round(h * CARD_RATIO), h

    def place(self, location: str, size: tuple[int, int]) -> tuple[int, int]:
        return _pt(self.map_rect(size), layout()["places"].get(location, (0.5, 0.5)))

    def _name(self, loc: str) -> str:
        return self.cards.locations[loc].name if loc in self.cards.locations else loc

    def _label_font(self, size: tuple[int, int]) -> pygame.font.Font:
        return look.serif(max(14, round(17 * max(0.5, self.map_rect(size).h / 600))), italic=True)

    def _label(self, surf: pygame.Surface, loc: str, rect: pygame.Rect, size) -> None:
        """A place's name in ink with a pale halo, readable on land and on a card alike."""
        font = self._label_font(size)
        name = self._name(loc)
        img = font.render(name, True, look.INK)
        halo = font.render(name, True, (0xE8, 0xE4, 0xC4))
        r = rect.inflate(-2, -2)
        for d in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            surf.blit(halo, r.move(d))
        surf.blit(img, r)

    def label_rects(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        """Where every place's name is written on the land, under its ring."""
        m = self.map_rect(size)
        s = max(0.5, m.h / 600)
        font = self._label_font(size)
        out = {}
        for loc, p in layout()["places"].items():
            c = _pt(m, p)
            r = pygame.Rect((0, 0), font.size(self._name(loc)))
            r.midtop = (c[0], c[1] + round(8 * s))
            r.clamp_ip(m)
            out[loc] = r.inflate(2, 2)  # with its halo
        return out

    # The land, once per size -------------------------------------------------------------
    def land(self, size: tuple[int, int]) -> pygame.Surface:
        if self._land is not None and self._land[0] == size:
            return self._land[1]
        surf = pygame.Surface(size)
        self._paint_land(surf, size)
        self._land = (size, surf)
        return surf

    def _paint_land(self, surf: pygame.Surface, size: tuple[int, int]) -> None:
        data = layout()
        m = self.map_rect(size)
        surf.blit(look.texture("land", m.size), m.topleft)
        s = max(0.5, m.h / 600)
        # The sea west of the shoreline, with a pale surf line.
        shore = [_pt(m, p) for p in data["sea"]]
        sea = [(m.x, m.y)] + shore + [(m.x, m.bottom)]
        pygame.draw.polygon(surf, (0x6F, 0x97, 0xA8), sea)
        for k, c in ((10, (0x86, 0xAC, 0xB9)), (4, (0xD9, 0xD3, 0xB0))):
            pygame.draw.lines(surf, c, False, shore, max(1, round(k * s)))
        for i in range(0, m.h, max(8, round(28 * s))):  # little waves
            x = m.x + round(m.w * 0.04) + (i * 37) % max(1, round(m.w * 0.06))
            y = m.y + i
            pygame.draw.arc(surf, (0x9C, 0xBC, 0xC6), (x, y, round(14 * s), round(8 * s)),
                            0.3, 2.8, max(1, round(2 * s)))
        for cx, cy, r in data.get("swamps", ()):
            c = _pt(m, (cx, cy))
            pygame.draw.ellipse(surf, (0x8A, 0x9A, 0x6A), pygame.Rect(0, 0, r * m.w * 2, r * m.h * 1.6).move(
                c[0] - r * m.w, c[1] - r * m.h * 0.8))
        river = [_pt(m, p) for p in data["river"]]
        pygame.draw.lines(surf, (0x5F, 0x8D, 0xA6), False, river, max(2, round(6 * s)))
        places = data["places"]
        for a, b in data["roads"]:
            pa, pb = _pt(m, places[a]), _pt(m, places[b])
            self._dashed(surf, (0x8C, 0x6E, 0x48), pa, pb, max(2, round(4 * s)), round(14 * s))
        for cx, cy, r in data["forests"]:
            self._forest(surf, _pt(m, (cx, cy)), r * m.h, s)
        for p in data["mountains"]:
            self._mountain(surf, _pt(m, p), round(34 * s))
        # Every place of the box: a small ring and its name, so a card has somewhere to go.
        for p in places.values():  # (the names are written with the cards: see draw)
            pygame.draw.circle(surf, look.INK_SOFT, _pt(m, p), max(3, round(6 * s)), max(1, round(2 * s)))
        # The tray for cards placed beside the map: a wooden board.
        tray = pygame.Rect(m.right, 0, size[0] - m.right, size[1])
        surf.blit(look.texture("wood", tray.size), tray.topleft)
        pygame.draw.line(surf, look.WOOD_DARK, tray.topleft, tray.bottomleft, max(2, round(4 * s)))
        title = look.fit(lambda n: look.serif(n, bold=True), "Beside the map", tray.w - 12,
                         max(14, round(20 * s)), 14)
        img = title.render("Beside the map", True, look.PARCHMENT)
        surf.blit(img, img.get_rect(midtop=(tray.centerx, round(8 * s))))
        pygame.draw.rect(surf, look.WOOD_DARK, surf.get_rect(), max(2, round(3 * s)))

    @staticmethod
    def _dashed(surf, colour, a, b, width, dash) -> None:
        length = math.dist(a, b)
        if length < 1:
            return
        n = max(1, int(length / max(4, dash)))
        for i in range(0, n, 2):
            t0, t1 = i / n, min(1, (i + 1) / n)
            pygame.draw.line(surf, colour, (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0),
                             (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1), width)

    @staticmethod
    def _forest(surf, centre, radius, s) -> None:
        step = max(8, round(22 * s))
        for i, dy in enumerate(range(-int(radius), int(radius) + 1, step)):
            half = math.sqrt(max(0.0, radius * radius - dy * dy))
            for dx in range(-int(half), int(half) + 1, step):
                x = centre[0] + dx + (step // 2 if i % 2 else 0)
                y = centre[1] + dy
                r = max(4, round(11 * s))
                pygame.draw.circle(surf, (0x2E, 0x55, 0x28), (x, y + 2), r)
                pygame.draw.circle(surf, (0x4A, 0x7D, 0x3B), (x - 1, y), r - max(1, r // 4))

    @staticmethod
    def _mountain(surf, base, size) -> None:
        x, y = base
        pts = [(x - size, y + size // 2), (x, y - size // 2 - size // 3), (x + size, y + size // 2)]
        pygame.draw.polygon(surf, (0x8A, 0x80, 0x74), pts)
        pygame.draw.polygon(surf, (0x6A, 0x60, 0x56), [pts[1], pts[2], (x, y + size // 2)])
        snow = [(x - size // 3, y - size // 6), pts[1], (x + size // 3, y - size // 6)]
        pygame.draw.polygon(surf, (0xF2, 0xEE, 0xE4), snow)
        pygame.draw.polygon(surf, look.INK_SOFT, pts, 2)

    # What the story set out ------------------------------------------------------------
    def draw(self, size: tuple[int, int], locations: dict[str, bool], heroes_at: str | None,
             heroes: list, hero_pos: tuple[float, float] | None = None) -> pygame.Surface:
        """The whole map for this state: land, the cards set out, the tray, the heroes.
        `hero_pos` overrides where the miniatures stand (for the glide between places)."""
        surf = self.land(size).copy()
        rects = self.card_rects(size, locations)
        for loc, rect in rects.items():
            self._card(surf, rect, loc)
        for loc, label in self.shown_labels(size, locations).items():
            self._label(surf, loc, label, size)
        spots = self.figure_spots(size, locations, heroes_at, len(heroes))
        if spots and hero_pos is not None:  # gliding: the group as it will stand, moved
            cx, cy = _centre(spots)
            spots = [(x - cx + hero_pos[0], y - cy + hero_pos[1]) for x, y in spots]
        r = self.figure_radius(size)
        for i, (h, at) in enumerate(zip(heroes, spots, strict=False)):
            self._miniature(surf, at, i, h.name[0], r)
        return surf

    def card_rects(self, size, locations: dict[str, bool]) -> dict[str, pygame.Rect]:
        on_map = sum(1 for b in locations.values() if not b)
        cw, ch = self.card_size(size, on_map)
        m = self.map_rect(size)
        out = {}
        beside = [loc for loc, b in locations.items() if b]
        tray_w = size[0] - m.right
        gap = max(6, round(size[1] * 0.015))
        top = round(size[1] * 0.075)
        bh = round(min(tray_w - 24, self.card_size(size)[0]) / CARD_RATIO)
        if beside:  # as many as there are fit the tray, one under the other
            bh = min(bh, (size[1] - top - gap * len(beside)) // len(beside))
        bw = round(bh * CARD_RATIO)
        for i, loc in enumerate(beside):
            out[loc] = pygame.Rect(m.right + (tray_w - bw) // 2, top + i * (bh + gap), bw, bh)
        for loc, b in locations.items():
            if not b:
                c = self.place(loc, size)
                r = pygame.Rect(0, 0, cw, ch)
                r.center = c
                r.clamp_ip(m.inflate(-4, -4))
                out[loc] = r
        return out

    def heroes_point(self, size, locations, heroes_at, count: int = 1) -> tuple[float, float] | None:
        """The middle of the heroes' group of miniatures (where a glide starts and ends)."""
        spots = self.figure_spots(size, locations, heroes_at, count)
        return _centre(spots) if spots else None

    # The heroes' miniatures ---------------------------------------------------------------
    def figure_radius(self, size: tuple[int, int]) -> int:
        return max(9, round(self.card_size(size)[1] * 0.13))

    @staticmethod
    def figure_rect(at: tuple[float, float], r: int) -> pygame.Rect:
        """What a miniature covers: its disc and its shadow."""
        return pygame.Rect(round(at[0]) - r - 1, round(at[1]) - r - 1, 2 * r + 5, 2 * r + 6)

    def shown_labels(self, size, locations: dict[str, bool]) -> dict[str, pygame.Rect]:
        """The places' names written on the map: not of a place whose card is out on it (the
        card's ribbon names it), nor one a card hides wholly; one half under a card is
        written over it, whole."""
        on_map = {loc: r for loc, r in self.card_rects(size, locations).items() if not locations.get(loc)}
        return {loc: r for loc, r in self.label_rects(size).items()
                if loc not in on_map and not any(c.contains(r) for c in on_map.values())}

    def name_rects(self, size, locations: dict[str, bool]) -> list[pygame.Rect]:
        """Every name a player can read on the map: the places' labels (but where a card
        hides them), and the title ribbons of the cards set out (with their shadows)."""
        rects = self.card_rects(size, locations)
        bounds = pygame.Rect((0, 0), size)
        out = list(self.shown_labels(size, locations).values())
        for loc, rect in rects.items():
            t = self.title_rect(rect, loc, bounds)
            out.append(t.union(t.move(2, 2)))
        return out

    def figure_spots(self, size, locations, heroes_at, count: int) -> list[tuple[float, float]]:
        """Where each of `count` miniatures stands: on the heroes' card (or place) if they
        fit there, else as near to it as they can without covering any name."""
        if heroes_at is None or count < 1:
            return []
        key = (tuple(size), tuple(sorted(locations.items())), heroes_at, count, look.TEXT_SCALE[0])
        if key not in self._spot_cache:
            if len(self._spot_cache) > 64:
                self._spot_cache.clear()
            self._spot_cache[key] = self._spots(tuple(size), dict(locations), heroes_at, count)
        return list(self._spot_cache[key])

    def _spots(self, size, locations: dict[str, bool], heroes_at: str, count: int) -> tuple:
        rects = self.card_rects(size, locations)
        r = self.figure_radius(size)
        if heroes_at in rects:
            card = rects[heroes_at]
            anchor = (card.centerx, card.y + card.h * 0.45)
        else:
            anchor = self.place(heroes_at, size)
        m = self.map_rect(size)
        bounds = m if m.collidepoint(anchor) else pygame.Rect(m.right, 0, size[0] - m.right, size[1])
        bounds = bounds.inflate(-4, -4)
        names = self.name_rects(size, locations)
        shapes = [_formation(count, r, k) for k in FORMATIONS]
        if heroes_at in rects:  # best of all: on their own card, above its name
            card = rects[heroes_at]
            body = pygame.Rect(card.x, card.y, card.w, self.title_rect(card, heroes_at, bounds).y - card.y)
            for shape in shapes:
                spots = [(body.centerx + ox, body.centery + oy) for ox, oy in shape]
                boxes = [self.figure_rect(p, r) for p in spots]
                if all(body.contains(b) and b.collidelist(names) < 0 for b in boxes):
                    return tuple(spots)
        for dx, dy in _nearest_first(max(2, r // 2), max(size)):
            for shape in shapes:
                spots = [(anchor[0] + dx + ox, anchor[1] + dy + oy) for ox, oy in shape]
                boxes = [self.figure_rect(p, r) for p in spots]
                if all(bounds.contains(b) and b.collidelist(names) < 0 for b in boxes):
                    return tuple(spots)
        return tuple((anchor[0] + ox, anchor[1] + oy) for ox, oy in shapes[0])  # nowhere free

    @staticmethod
    def _title_font(rect: pygame.Rect) -> pygame.font.Font:
        return look.serif(max(14, min(20, round(rect.h * 0.15))), bold=True)

    def title_rect(self, rect: pygame.Rect, loc: str, bounds: pygame.Rect) -> pygame.Rect:
        """The ribbon with a card's name across its foot (it may be wider than the card)."""
        ribbon = pygame.Rect((0, 0), self._title_font(rect).size(self._name(loc))).inflate(12, 4)
        ribbon.center = (rect.centerx, rect.y + round(rect.h * 0.8))
        ribbon.clamp_ip(bounds)
        return ribbon

    def _card(self, surf: pygame.Surface, rect: pygame.Rect, loc: str) -> None:
        """A location card: parchment in a wooden frame, an emblem, and its name on a ribbon
        across its foot (the ribbon may be wider than the card, so the name stays readable)."""
        radius = max(4, rect.w // 10)
        look.shadowed_panel(surf, rect, "parchment", radius, border=look.WOOD_DARK, shadow=5)
        inner = rect.inflate(-max(4, rect.w // 12) * 2, -max(4, rect.w // 12) * 2)
        pygame.draw.rect(surf, look.WOOD, inner, max(1, rect.w // 30), border_radius=max(2, radius // 2))
        # An emblem of simple shapes: a little tower with a pennant.
        ex, ey = inner.centerx, inner.y + inner.h * 0.42
        u = max(3, rect.w // 9)
        pygame.draw.rect(surf, look.PARCH_SHADOW, (ex - u, ey - u, 2 * u, 3 * u))
        pygame.draw.rect(surf, look.INK_SOFT, (ex - u, ey - u, 2 * u, 3 * u), 1)
        pygame.draw.polygon(surf, look.WOOD, [(ex - 1.5 * u, ey - u), (ex, ey - 2.4 * u), (ex + 1.5 * u, ey - u)])
        pygame.draw.line(surf, look.INK_SOFT, (ex, ey - 2.4 * u), (ex, ey - 3.3 * u), 2)
        pygame.draw.polygon(surf, look.BAD, [(ex, ey - 3.3 * u), (ex + u, ey - 2.95 * u), (ex, ey - 2.6 * u)])
        name = self._name(loc)
        font = self._title_font(rect)
        img = font.render(name, True, look.PARCHMENT)
        ribbon = self.title_rect(rect, loc, surf.get_rect())
        pygame.draw.rect(surf, look.WOOD_DARK, ribbon.move(2, 2), border_radius=4)
        pygame.draw.rect(surf, look.BAD, ribbon, border_radius=4)
        pygame.draw.rect(surf, look.GOLD, ribbon, 1, border_radius=4)
        surf.blit(img, img.get_rect(center=ribbon.center))

    @staticmethod
    def _miniature(surf, at, seat: int, initial: str, r: int) -> None:
        x, y = at
        font = look.sans(max(12, round(r * 1.1)), bold=True)
        pygame.draw.circle(surf, (0, 0, 0), (x + 2, y + 3), r)
        pygame.draw.circle(surf, look.HERO_COLOURS[seat % 4], (x, y), r)
        pygame.draw.circle(surf, look.GOLD, (x, y), r, max(2, r // 5))
        img = font.render(initial, True, (255, 255, 255))
        surf.blit(img, img.get_rect(center=(x, y)))


FORMATIONS = ("row", "square", "column")  # the group's shapes, in the order they are tried


def _formation(count: int, r: int, kind: str) -> list[tuple[float, float]]:
    """Offsets of `count` miniatures from their group's middle: side by side, two by two,
    or one under the other."""
    step = r * 1.7
    if kind == "row":
        return [((i - (count - 1) / 2) * step, 0.0) for i in range(count)]
    if kind == "column":
        return [(0.0, (i - (count - 1) / 2) * step) for i in range(count)]
    rows = (count + 1) // 2
    out = []
    for i in range(count):
        row, col = divmod(i, 2)
        in_row = 2 if row < rows - 1 or count % 2 == 0 else 1
        out.append(((col - (in_row - 1) / 2) * step, (row - (rows - 1) / 2) * step))
    return out


@functools.lru_cache(maxsize=8)
def _nearest_first(step: int, reach: int) -> tuple[tuple[int, int], ...]:
    """Shifts on a grid of `step` up to `reach` pixels, the nearest first."""
    n = reach // step
    pts = [(i * step, j * step) for i in range(-n, n + 1) for j in range(-n, n + 1)
           if (i * i + j * j) * step * step <= reach * reach]
    return tuple(sorted(pts, key=lambda p: (p[0] * p[0] + p[1] * p[1], abs(p[1]), p)))


def _centre(spots) -> tuple[float, float]:
    return (sum(x for x, _ in spots) / len(spots), sum(y for _, y in spots) / len(spots))
