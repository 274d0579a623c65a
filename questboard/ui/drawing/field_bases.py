"""The bases seen from above, as cached sprites: the side's rim, the fighter's initials, the
Vitality pips, a ghost for a planned move, and their soft shadows."""

from __future__ import annotations

import functools
import math

import pygame

from questboard.ui.drawing import look
from questboard.ui.drawing.field_marks import _has_format
from questboard.ui.drawing.palette import ARCH_VILLAIN, BAD_FILL, HERO_FILL

Point = tuple[float, float]


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
        head = "".join([w[0].upper() for w in words[:2]])
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


def draw_fighter(surface, cam, f, at: Point) -> None:
    """One fighter of a fight view (`play.fight_field.FighterView`) standing at `at`: the rim of
    his side (an arch villain's own), his initials and his Vitality. The one way both windows
    draw a base."""
    rim = look.HERO if f.is_hero else (ARCH_VILLAIN if f.is_arch_villain else look.BAD)
    c = cam.to_px(at)  # `draw_base`, written out: every base of both windows, every time they draw
    img = base_sprite(max(3, round(f.radius * cam.scale)), rim, HERO_FILL if f.is_hero else BAD_FILL,
                      initials(f.name), f.vitality, f.max_vitality, False, True)
    surface.blit(img, img.get_rect(center=(round(c[0]), round(c[1]))))


def fighter_blits(cam, placed) -> list[tuple[pygame.Surface, tuple[int, int]]]:
    """Each (fighter, where he stands) of a fight view as `draw_fighter` draws him, as
    (sprite, top-left) for one blit each (`Surface.blits`): both windows draw every base
    this way, every time they draw."""
    out, k, ox, oy = [], cam.scale, cam.ox, cam.oy
    for f, at in placed:
        hero = f.is_hero
        rim = look.HERO if hero else (ARCH_VILLAIN if f.is_arch_villain else look.BAD)
        img = base_sprite(max(3, round(f.radius * k)), rim, HERO_FILL if hero else BAD_FILL, initials(f.name),
                          f.vitality, f.max_vitality, False, True)
        w, h = img.get_size()  # `get_rect(center=…)`, written out: the same top-left
        out.append((img, (round(ox + at[0] * k) - w // 2, round(oy + at[1] * k) - h // 2)))
    return out


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
