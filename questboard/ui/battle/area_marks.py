"""An area card on the battlefield: its emblem, and whom it hits in words."""

from __future__ import annotations

import pygame

from questboard.ui.drawing import look


def flame(surface, c, size: float) -> None:
    """The area card's emblem: a flame of three tongues."""
    x, y = c
    size = max(8.0, size)
    outer = [(x, y - size), (x + size * 0.55, y - size * 0.1), (x + size * 0.4, y + size * 0.55),
             (x, y + size * 0.7), (x - size * 0.4, y + size * 0.55), (x - size * 0.55, y - size * 0.1)]
    inner = [(x, y - size * 0.45), (x + size * 0.3, y + size * 0.15), (x, y + size * 0.55), (x - size * 0.3, y + size * 0.15)]
    pygame.draw.polygon(surface, (0xC8, 0x4A, 0x1E), outer)
    pygame.draw.polygon(surface, (0xF5, 0xC8, 0x4A), inner)
    pygame.draw.polygon(surface, look.INK, outer, 1)


def area_words(foes, friends) -> str:
    """Whom an area card hits, friends said apart: 'hits Orc Warrior 1, Orc Warrior 2',
    'hits Orc Warrior 1, and Magistra Cessair too', 'hits only Magistra Cessair', 'hits nobody'."""
    foe = ", ".join([n.name for n in foes])
    friend = " and ".join([n.name for n in friends])
    if foe and friend:
        return f"hits {foe}, and {friend} too"
    if friend:
        return f"hits no enemy, only {friend}"
    return f"hits {foe}" if foe else "hits nobody"
