"""The frame of every dialog over a scene: a parchment box in the middle of the dimmed
window, its widgets, its title; the scene's own controls wait under it."""

from __future__ import annotations

import functools

import pygame
from pygame_gui.elements import UIButton

from questboard.ui.drawing import gui, look


@functools.lru_cache(maxsize=4)
def _shade(size: tuple[int, int]) -> pygame.Surface:
    """The dimming under a dialog, made once per window size (a full-window alpha surface
    made every frame cost ~4 ms)."""
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 120))
    return shade


class Overlay:
    """A dialog in the middle of the table; the table's own controls wait under it."""

    width, height = 0.5, 0.6  # of the window
    modal = True  # dims the whole window: the scene's own buttons hide under it

    def __init__(self, table) -> None:
        self.table = table
        self.elements: list = []

    @property
    def app(self):
        return self.table.app

    def box(self) -> pygame.Rect:
        w, h = self.app.size
        r = pygame.Rect(0, 0, round(w * self.width), round(h * self.height))
        r.center = (w // 2, h // 2)
        return r

    def build(self) -> None:
        self.kill()

    def kill(self) -> None:
        for e in self.elements:
            e.kill()
        self.elements = []

    def draw_title(self, surface, text: str) -> None:
        """The dialog's title, centred at the top of its box."""
        s, b = self.app.scale, self.box()
        t = look.serif(look.px(40, s, 22), bold=True).render(text, True, look.INK)
        surface.blit(t, t.get_rect(midtop=(b.centerx, b.y + look.px(20, s))))

    def button(self, rect, text, primary=False, tip=None) -> UIButton:
        obj = "#primary" if primary else None
        b = UIButton(rect, gui.fitting(text, rect.w, self.app.scale, obj), manager=self.app.manager, object_id=obj,
                     tool_tip_text=gui.whole_tip(text, rect.w, self.app.scale, obj, tip))
        self.elements.append(b)
        return b

    def closing_button(self, text: str, size: tuple[int, int], margin: int) -> UIButton:
        """The one primary button centred at the foot of the box (unscaled px), `margin` above
        its bottom edge."""
        s = self.app.scale
        b = self.box()
        bw, bh = look.px(size[0], s), look.px(size[1], s)
        return self.button(pygame.Rect(b.centerx - bw // 2, b.bottom - bh - look.px(margin, s), bw, bh),
                           text, primary=True)

    def ui_event(self, event) -> None:
        pass

    def key(self, event) -> None:
        pass

    def escape(self) -> None:
        self.table.close_overlay()

    def scroll(self, dy: int) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(_shade(surface.get_size()), (0, 0))
        s = self.app.scale
        look.shadowed_panel(surface, self.box(), "parchment", look.px(14, s), border=look.WOOD_DARK, shadow=8)
