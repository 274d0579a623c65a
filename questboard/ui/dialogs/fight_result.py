"""A fight fought out by the automatic sides: who won, and the fight's log to scroll."""

from __future__ import annotations

import pygame
import pygame_gui

from questboard.ui.dialogs.overlay import Overlay
from questboard.ui.drawing import look

PAGES = {pygame.K_PAGEUP: 5, pygame.K_PAGEDOWN: -5, pygame.K_HOME: 10_000, pygame.K_END: -10_000}

class FightResultDialog(Overlay):
    """A fight fought out by the automatic sides: who won, and the fight's public log."""

    width, height = 0.56, 0.8

    def __init__(self, table, lines: list[str]) -> None:
        super().__init__(table)
        self.lines = lines
        over = [ln for ln in lines if ln.startswith("The fight is over")]
        self.headline = over[-1] if over else "The fight is over"
        self.victory = "VICTORY" in self.headline
        self.offset = 0
        self.shown_from = 0  # how far down the log the box shows, as last drawn (px)

    def build(self) -> None:
        super().build()
        self.go_on = self.closing_button("Go on  (Enter)", (300, 60), 22)

    def ui_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.go_on:
            self.table.close_overlay()

    def key(self, event) -> None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.table.close_overlay()
        elif event.key in PAGES:
            self.scroll(PAGES[event.key])
            self.table.dirty = True

    def scroll(self, dy: int) -> None:
        """The wheel up (or PageUp) goes back to earlier rounds, down to the fight's end."""
        self.offset = max(0, self.offset + dy * look.px(60, self.app.scale))

    def log_rect(self) -> pygame.Rect:
        s = self.app.scale
        b = self.box()
        return pygame.Rect(b.x + look.px(30, s), b.y + look.px(130, s), b.w - look.px(60, s),
                           b.h - look.px(130 + 110, s))

    def draw(self, surface) -> None:
        super().draw(surface)
        s = self.app.scale
        b = self.box()
        word = "Victory" if self.victory else "Defeat"
        t = look.serif(look.px(48, s, 24), bold=True).render(word, True, look.MOVE if self.victory else look.BAD)
        surface.blit(t, t.get_rect(midtop=(b.centerx, b.y + look.px(18, s))))
        sub = look.wrapped(look.serif(look.px(22, s, 14), italic=True), self.headline, look.INK_SOFT,
                           b.w - look.px(60, s))
        surface.blit(sub, sub.get_rect(midtop=(b.centerx, b.y + look.px(18, s) + t.get_height())))
        r = self.log_rect()
        pygame.draw.rect(surface, (0xF4, 0xEA, 0xCF), r, border_radius=look.px(6, s))
        log = look.wrapped(look.sans(look.px(19, s, 14)), "\n".join(self.lines), look.INK, r.w - look.px(20, s))
        # The end of the fight first in sight: start scrolled to the bottom.
        bottom = max(0, log.get_height() - r.h + look.px(16, s))
        self.offset = min(self.offset, bottom)  # `offset`: how far up from the end
        off = bottom - self.offset
        self.shown_from = off
        surface.set_clip(r.inflate(-4, -4))
        surface.blit(log, (r.x + look.px(10, s), r.y + look.px(8, s) - off))
        surface.set_clip(None)
        hint = look.sans(look.px(16, s, 14)).render("Wheel or PageUp/PageDown: scroll the fight's log", True,
                                                    look.INK_SOFT)
        surface.blit(hint, (r.x, r.bottom + look.px(4, s)))
