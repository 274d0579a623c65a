"""The d10s of a check: they tumble for about 0.6 s, then show what was rolled. Any click
or key settles them at once. The faces shown while tumbling are for the eye only; the
numbers are the game's."""

from __future__ import annotations

import math

import pygame

from questboard.ui.drawing import look

TUMBLE = 0.6


class DiceRoll:
    def __init__(self, rolls: tuple[tuple[str, int], ...], speed: float = 1.0, verdict: str = "") -> None:
        self.rolls = rolls  # (who, die)
        self.verdict = verdict  # the result in words, shown once the dice lie ("" for none)
        self.speed = speed  # times faster than normal; 0: no tumbling, the dice lie at once
        self.t = 0.0 if speed > 0 else TUMBLE

    @property
    def moving(self) -> bool:
        return self.t < TUMBLE

    def skip(self) -> None:
        self.t = TUMBLE

    def update(self, dt: float) -> bool:
        if not self.moving:
            return False
        self.t = min(TUMBLE, self.t + dt * self.speed)
        return True

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        size = rect.h
        f = look.sans(look.px(30, s, 16), bold=True)
        nf = look.sans(look.px(18, s, 14))
        x = rect.x
        for k, (who, die) in enumerate(self.rolls):
            if self.moving:
                frame = int(self.t * 30) + k * 3
                face = (die + frame * 7) % 10
                angle = (1 - self.t / TUMBLE) * 300 + k * 40
                jump = math.sin(self.t / TUMBLE * math.pi) * size * 0.15
            else:
                face, angle, jump = die, 0.0, 0.0
            img = _d10(size, face, f, settled=not self.moving and die in (0, 9))
            if angle:
                img = pygame.transform.rotate(img, angle)
            r = img.get_rect(center=(x + size // 2, rect.centery - jump))
            surface.blit(img, r)
            label = nf.render(who, True, look.PARCHMENT)
            surface.blit(label, (x + size + look.px(6, s), rect.centery - label.get_height() // 2))
            x += size + label.get_width() + look.px(24, s)
            if x > rect.right - size:
                break


def _d10(size: int, face: int, font, settled: bool) -> pygame.Surface:
    """A d10 seen from above: a kite with its facets, the number in the middle."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    top, bottom = (c, size * 0.04), (c, size * 0.96)
    left, right = (size * 0.08, size * 0.45), (size * 0.92, size * 0.45)
    colour = look.GOLD if settled else (0xF4, 0xEA, 0xCF)
    pygame.draw.polygon(surf, colour, [top, right, bottom, left])
    pygame.draw.polygon(surf, look.INK, [top, right, bottom, left], max(2, size // 20))
    pygame.draw.line(surf, look.INK_SOFT, left, (c, size * 0.62), 1)
    pygame.draw.line(surf, look.INK_SOFT, right, (c, size * 0.62), 1)
    pygame.draw.line(surf, look.INK_SOFT, (c, size * 0.62), bottom, 1)
    img = font.render(str(face), True, look.INK)
    surf.blit(img, img.get_rect(center=(c, size * 0.42)))
    return surf
