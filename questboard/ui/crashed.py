"""What a player sees instead of a vanished window: where the crash report is, and that the
autosave keeps every action so far."""

from __future__ import annotations

import pygame
import pygame_gui

from questboard.ui.app import App, Scene
from questboard.ui.drawing import look


class Crashed(Scene):
    """What a player sees instead of a vanished window."""

    def __init__(self, app: App, report: str) -> None:
        super().__init__(app)
        self.report = report

    def build(self) -> None:
        w, h = self.app.size
        s = self.app.scale
        bw, bh = look.px(260, s), look.px(60, s)
        pygame_gui.elements.UIButton(pygame.Rect((w - bw) // 2, h // 2 + look.px(120, s), bw, bh),
                                     "Close", manager=self.manager, object_id="#primary")

    def ui_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.app.running = False

    def draw(self, surface) -> None:
        s = self.app.scale
        surface.blit(look.texture("wood", surface.get_size()), (0, 0))
        box = pygame.Rect(0, 0, look.px(1100, s), look.px(300, s))
        box.center = (surface.get_width() // 2, surface.get_height() // 2 - look.px(20, s))
        look.shadowed_panel(surface, box, "parchment", look.px(14, s))
        title = look.serif(look.px(40, s, 22), bold=True).render(
            "questboard stopped on an unexpected error", True, look.BAD)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + look.px(30, s))))
        body = look.wrapped(look.sans(look.px(24, s, 15)),
                            f"The details are in {self.report}.\nThe autosave keeps every action "
                            "so far: start questboard again and continue from it.",
                            look.INK, box.w - look.px(80, s))
        surface.blit(body, (box.x + look.px(40, s), box.y + look.px(110, s)))

