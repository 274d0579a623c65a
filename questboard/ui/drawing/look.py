"""The look of LOOK.md in one place: palette, fonts from pip packages, textures made once.

Fonts: pygame_gui's Noto Sans for controls, Caladea (the `font-caladea` package) for
read-aloud text and card titles. Never a system font, so every machine draws the same.
"""

from __future__ import annotations

import functools
import math
from pathlib import Path

import font_caladea
import pygame
import pygame_gui

PARCHMENT = (0xEA, 0xDB, 0xB8)
PARCH_SHADOW = (0xC9, 0xB5, 0x8C)
SLIP = (0xB9, 0xA5, 0x80)  # the darker slip of QM-only notes
INK = (0x2B, 0x21, 0x18)
INK_SOFT = (0x5C, 0x4B, 0x3A)
WOOD = (0x5A, 0x3B, 0x22)
WOOD_DARK = (0x3E, 0x28, 0x16)
HERO = (0x2F, 0x5D, 0x8A)
BAD = (0x8E, 0x2B, 0x2B)
MOVE = (0x3C, 0x8D, 0x3A)
RANGE = (0x2F, 0x6D, 0xB5)
REFUSED = (0xC0, 0x39, 0x2B)
GOLD = (0xC8, 0xA0, 0x3A)
COVER = (0x6E, 0x6A, 0x64)
ADVICE = (0xD7, 0xE3, 0xCF)  # a pale green card for rules advice
HERO_COLOURS = ((0x2F, 0x5D, 0x8A), (0x8A, 0x5A, 0x2F), (0x3C, 0x7A, 0x4A), (0x6E, 0x3F, 0x8A))

BASE_W, BASE_H = 1920, 1080  # the layout is drawn for this size and scaled to the window


@functools.lru_cache(maxsize=16)  # asked for the window's size many times a frame
def scale_for(size: tuple[int, int]) -> float:
    """How much bigger or smaller than 1920x1080 the window is (the smaller ratio)."""
    return min(size[0] / BASE_W, size[1] / BASE_H)


@functools.lru_cache(maxsize=4096)  # a frame asks a few hundred of these, nearly all the same
def px(n: float, scale: float, least: int = 1) -> int:
    return max(least, round(n * scale))


# Fonts ---------------------------------------------------------------------------------
def sans_paths() -> dict[str, Path]:
    data = Path(pygame_gui.__file__).parent / "data"
    return {"regular": data / "NotoSans-Regular.ttf", "bold": data / "NotoSans-Bold.ttf",
            "italic": data / "NotoSans-Italic.ttf", "bold_italic": data / "NotoSans-BoldItalic.ttf"}


def serif_paths() -> dict[str, Path]:
    files = Path(font_caladea.__file__).parent / "files"
    return {"regular": files / "Caladea-Regular.ttf", "bold": files / "Caladea-Bold.ttf",
            "italic": files / "Caladea-Italic.ttf", "bold_italic": files / "Caladea-BoldItalic.ttf"}


def _face(bold: bool, italic: bool) -> str:
    return {(False, False): "regular", (True, False): "bold", (False, True): "italic",
            (True, True): "bold_italic"}[(bold, italic)]


TEXT_SCALE = [1.0]  # the player's text size (settings); only ever 1.0 or more: the 14 px floor holds


def set_text_scale(factor: float) -> None:
    """Make all text `factor` times its laid-out size; fonts and rendered lines are made anew."""
    if factor == TEXT_SCALE[0]:
        return
    TEXT_SCALE[0] = factor
    for cached in (serif, sans, wrapped, line):
        cached.cache_clear()


@functools.lru_cache(maxsize=128)
def serif(size: int, bold: bool = False, italic: bool = False) -> pygame.font.Font:
    return pygame.font.Font(str(serif_paths()[_face(bold, italic)]), max(8, round(size * TEXT_SCALE[0])))


@functools.lru_cache(maxsize=128)
def sans(size: int, bold: bool = False, italic: bool = False) -> pygame.font.Font:
    return pygame.font.Font(str(sans_paths()[_face(bold, italic)]), max(8, round(size * TEXT_SCALE[0])))


# Text ----------------------------------------------------------------------------------
@functools.lru_cache(maxsize=1024)
def wrapped(font: pygame.font.Font, text: str, colour, width: int) -> pygame.Surface:
    """Text wrapped to `width` pixels on a transparent surface (blank lines kept); kept,
    since the same lines are drawn frame after frame (callers never draw onto it)."""
    return font.render(text, True, colour, wraplength=max(20, width))


@functools.lru_cache(maxsize=1024)
def line(font: pygame.font.Font, text: str, colour) -> pygame.Surface:
    """One line of text, kept like `wrapped`."""
    return font.render(text, True, colour)


def whole_lines(font: pygame.font.Font, room: int) -> int:
    """The height of as many whole lines of `font` as fit in `room` pixels (never a half line)."""
    step = font.get_linesize()
    return max(0, room // step * step)


def fit(font_of, text: str, width: int, size: int, least: int) -> pygame.font.Font:
    """The biggest font of `font_of(size)` no smaller than `least` that fits `text` in width."""
    while size > least and font_of(size).size(text)[0] > width:
        size -= 1
    return font_of(size)


def ellipsis(font: pygame.font.Font, text: str, width: int) -> str:
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


def clipped_lines(font: pygame.font.Font, text: str, width: int, most: int) -> list[str]:
    """`text` wrapped at words to `width`, at most `most` lines; when it does not all fit, the
    last line ends with an ellipsis (a cut sentence never ends without one)."""
    lines: list[str] = []
    words = text.split()
    while words and len(lines) < most:
        cur = words.pop(0)
        while words and font.size(cur + " " + words[0])[0] <= width:
            cur += " " + words.pop(0)
        lines.append(cur)
    if words and lines:
        lines[-1] = ellipsis(font, lines[-1] + " " + " ".join(words), width)
    return lines


# Textures, made once -------------------------------------------------------------------
def _noise(i: int, j: int, salt: int) -> float:
    """A repeatable value in [0, 1) per cell (no RNG: every start draws the same)."""
    h = (i * 73856093) ^ (j * 19349663) ^ (salt * 83492791)
    h = (h ^ (h >> 13)) * 1274126177 & 0xFFFFFFFF
    return ((h ^ (h >> 16)) & 0xFFFF) / 65536.0


@functools.lru_cache(maxsize=32)
def _noise_tile(base: tuple[int, int, int], spread: int, cells: tuple[int, int], salt: int,
                grain: str) -> pygame.Surface:
    w, h = cells
    small = pygame.Surface((w, h))
    for i in range(w):
        for j in range(h):
            k = (_noise(i, j, salt) - 0.5) * 2 * spread
            if grain == "wood":  # long streaks along x
                k = k * 0.4 + math.sin(j * 0.9 + _noise(0, j, salt) * 6) * spread * 0.6
            small.set_at((i, j), tuple([max(0, min(255, int(c + k))) for c in base]))
    return small


@functools.lru_cache(maxsize=32)
def texture(kind: str, size: tuple[int, int]) -> pygame.Surface:
    """A parchment, slip, wood or felt texture of this size (cached per size)."""
    w, h = max(1, size[0]), max(1, size[1])
    if kind == "parchment":
        tile = _noise_tile(PARCHMENT, 10, (48, 32), 1, "")
    elif kind == "slip":
        tile = _noise_tile(SLIP, 8, (40, 20), 2, "")
    elif kind == "wood":
        tile = _noise_tile(WOOD, 14, (12, 60), 3, "wood")
    elif kind == "land":
        tile = _noise_tile((0xB8, 0xBE, 0x86), 16, (40, 28), 4, "")
    else:
        raise ValueError(kind)
    out = pygame.transform.smoothscale(tile, (w, h))
    return out.convert() if pygame.display.get_init() and _has_format() else out


def _has_format() -> bool:
    try:
        pygame.Surface((1, 1)).convert()
        return True
    except pygame.error:
        return False


# Shapes --------------------------------------------------------------------------------
def shadowed_panel(surface: pygame.Surface, rect: pygame.Rect, kind: str, radius: int,
                   border=INK_SOFT, shadow: int = 4) -> None:
    """A textured card with rounded corners, a thin ink border and a soft drop shadow
    (made once per size and look, then only blitted)."""
    img = _panel(kind, rect.size, radius, tuple(border) if border is not None else None, shadow)
    surface.blit(img, (rect.x - shadow + shadow // 2, rect.y))


@functools.lru_cache(maxsize=256)
def _panel(kind: str, size: tuple[int, int], radius: int, border, shadow: int) -> pygame.Surface:
    w, h = size
    out = pygame.Surface((w + shadow * 2, h + shadow * 2), pygame.SRCALPHA)
    for k in range(shadow, 0, -1):
        pygame.draw.rect(out, (0, 0, 0, 22), pygame.Rect(0, shadow, w + shadow * 2, h + shadow).inflate(-k * 2, -k * 2),
                         border_radius=radius + k)
    card = pygame.Surface(size, pygame.SRCALPHA)
    card.blit(texture(kind, size), (0, 0))
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    card.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    if border is not None:
        pygame.draw.rect(card, border, card.get_rect(), width=max(1, radius // 6), border_radius=radius)
    at = shadow - shadow // 2
    out.blit(card, (at, 0))
    return out.convert_alpha() if _has_format() else out


def eye(surface: pygame.Surface, centre: tuple[int, int], size: int, colour=INK) -> None:
    """The eye mark of QM-only notes: an almond outline with a pupil."""
    cx, cy = centre
    w, h = size, size * 0.55
    pts_top = [(cx - w / 2 + w * t, cy - math.sin(math.pi * t) * h / 2) for t in
               (i / 12 for i in range(13))]
    pts_bot = [(cx + w / 2 - w * t, cy + math.sin(math.pi * t) * h / 2) for t in
               (i / 12 for i in range(13))]
    pygame.draw.polygon(surface, colour, pts_top + pts_bot, width=max(1, size // 10))
    pygame.draw.circle(surface, colour, (cx, cy), max(2, int(h * 0.32)))


def tooltip(surface: pygame.Surface, text: str, near: pygame.Rect, scale: float) -> None:
    """A small ink box with `text` above `near` (below it when there is no room above)."""
    f = sans(px(19, scale, 14))
    img = wrapped(f, text, PARCHMENT, px(460, scale))
    box = img.get_rect().inflate(px(20, scale), px(14, scale))
    box.midbottom = (near.centerx, near.y - 4)
    if box.y < 0:
        box.midtop = (near.centerx, near.bottom + 4)
    box.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, INK, box, border_radius=px(6, scale))
    pygame.draw.rect(surface, GOLD, box, 1, border_radius=px(6, scale))
    surface.blit(img, img.get_rect(center=box.center))


def coin(surface: pygame.Surface, centre: tuple[int, int], r: int, text: str) -> None:
    pygame.draw.circle(surface, (0x8A, 0x6A, 0x1E), centre, r)
    pygame.draw.circle(surface, GOLD, centre, r - max(1, r // 6))
    font = sans(max(10, int(r * 1.2)), bold=True)
    img = font.render(text, True, INK)
    surface.blit(img, img.get_rect(center=centre))
