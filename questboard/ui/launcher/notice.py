"""What went wrong when the launcher could not start or continue a game, in a box of its own
over the launcher, where nothing covers it (a file that moved, the lines of `validate`)."""

from __future__ import annotations

import pygame
import pygame_gui

from questboard.ui.dialogs.overlay import Overlay
from questboard.ui.drawing import look

PAD, TITLE, FOOT = 30, 84, 100  # unscaled px: the margins, the title's room, the button's


class Notice(Overlay):
    """A title, the message wrapped to the box, and OK (Enter or Esc) back to the launcher."""

    width = 0.6

    def __init__(self, launcher, title: str, message: str) -> None:
        super().__init__(launcher)
        self.title = title
        self.message = message

    def _font(self) -> pygame.font.Font:
        return look.sans(look.px(22, self.app.scale, 14))

    def _text(self, width: int) -> pygame.Surface:
        return look.wrapped(self._font(), self.message, look.INK, width)

    def box(self) -> pygame.Rect:
        """As tall as the message needs, within the window."""
        w, h = self.app.size
        s = self.app.scale
        bw = round(w * self.width)
        text = self._text(bw - 2 * look.px(PAD, s))
        need = text.get_height() + look.px(TITLE + FOOT, s)
        r = pygame.Rect(0, 0, bw, min(need, round(h * 0.92)))
        r.center = (w // 2, h // 2)
        return r

    def build(self) -> None:
        super().build()
        self.ok = self.closing_button("OK  (Enter)", (220, 56), 24)

    def ui_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.ok:
            self.escape()

    def key(self, event) -> None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.escape()

    def draw(self, surface) -> None:
        super().draw(surface)
        s = self.app.scale
        b = self.box()
        self.draw_title(surface, self.title)
        pad = look.px(PAD, s)
        text = self._text(b.w - 2 * pad)
        room = b.h - look.px(TITLE + FOOT, s)
        surface.blit(text, (b.x + pad, b.y + look.px(TITLE, s)), pygame.Rect(0, 0, text.get_width(), room))
