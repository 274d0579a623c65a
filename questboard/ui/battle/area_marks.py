"""An area card on the battlefield: its emblem, the card lying on the field, and whom it hits
in words."""

from __future__ import annotations

import pygame

from questboard.ui.drawing import field_view as V
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


def area_card(surface, pts: list, valid: bool, centre, scale: float) -> None:
    """An area card lying on the field at `pts` (screen points): parchment, gold-edged when
    it may lie there, dashed red when not, a flame at its centre. The battlefield's and a
    joined seat's window draw it alike."""
    fill = (0xF4, 0xE2, 0xB0, 170 if valid else 90)

    def card(layer, off):
        if layer is None:
            return V.bounds(pts)
        pygame.draw.polygon(layer, fill, [(x + off[0], y + off[1]) for x, y in pts])
        return None

    V.translucent(surface, fill, card)
    if valid:
        pygame.draw.polygon(surface, look.GOLD, pts, 3)
        pygame.draw.aalines(surface, look.INK, True, pts)
    else:
        V.dashed_polygon(surface, look.REFUSED, pts, 3)
    flame(surface, centre, scale * 0.14)
