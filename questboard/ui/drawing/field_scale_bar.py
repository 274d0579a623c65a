"""The scale bar in the corner of the battlefield: a round length in LU and millimetres, 1 LU
at true size so that a real card can be laid beside it."""

from __future__ import annotations

import pygame

from questboard.ui.drawing import look
from questboard.ui.drawing.field_camera import Camera
from questboard.ui.drawing.field_marks import _slip

Point = tuple[float, float]


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
