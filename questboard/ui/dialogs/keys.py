"""The card of keys over the table (the battlefield shows its own rows with it)."""

from __future__ import annotations

import pygame
import pygame_gui

from questboard.ui.dialogs.overlay import Overlay
from questboard.ui.drawing import look

KEYS = (("1 – 9", "choose an option, a hero or an attribute"), ("Space", "roll the dice"),
        ("Enter", "confirm: the result stands, share out, go on"), ("Ctrl+Z", "undo what revealed nothing"),
        ("Esc", "the menu: save, load, settings, quit"), ("H", "the Quest Master's hand"),
        ("F11", "full screen"), ("F2", "what the table sees, here; F2 again: back"),
        ("Ctrl+T", "the table window, for a TV"), ("?", "these keys"),
        ("Click a card", "use, sell, discard or give it"), ("Drag a card", "onto another hero: give it"),
        ("Wheel", "scroll the paragraph or a fight's log"))


class Keys(Overlay):
    """A card of keys and what they do, with a Close button (the table's; the battlefield
    has its own rows)."""

    width, height = 0.46, 0.76
    title = "Keys"
    rows = KEYS
    indent, column, text_size, gap = 40, 240, 22, 8  # key and words from the left, size, gap

    def _fonts(self):
        s = self.app.scale
        return (look.sans(look.px(self.text_size, s, 14), bold=True), look.sans(look.px(self.text_size, s, 14)))

    def _columns(self) -> tuple[int, int]:
        """Where the keys and their words start: the words never run into the widest key (the
        text keeps its 14 px floor when the window is small)."""
        s = self.app.scale
        kf, df = self._fonts()
        indent = look.px(self.indent, s)
        widest = max(kf.size(k)[0] for k, _ in self.rows)
        return indent, max(look.px(self.column, s), indent + widest + look.px(16, s, 10))

    def box(self) -> pygame.Rect:
        """As tall as its rows need and at least its share of the window wide (never beyond it)."""
        r = super().box()
        s = self.app.scale
        kf, df = self._fonts()
        _, column = self._columns()
        w = column + max(df.size(d)[0] for _, d in self.rows) + look.px(self.indent, s)
        h = look.px(90, s) + len(self.rows) * (kf.get_height() + look.px(self.gap, s)) + look.px(100, s)
        ww, wh = self.app.size
        r.w, r.h = min(ww - 16, max(r.w, w)), min(wh - 16, h)
        r.center = (ww // 2, wh // 2)
        return r

    def build(self) -> None:
        super().build()
        self.close = self.closing_button("Close", (220, 54), 20)

    def ui_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.close:
            self.table.close_overlay()

    def key(self, event) -> None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.table.close_overlay()

    def draw(self, surface) -> None:
        super().draw(surface)
        s = self.app.scale
        b = self.box()
        self.draw_title(surface, self.title)
        kf, df = self._fonts()
        indent, column = self._columns()
        y = b.y + look.px(90, s)
        for k, d in self.rows:
            surface.blit(kf.render(k, True, look.WOOD), (b.x + indent, y))
            surface.blit(df.render(d, True, look.INK), (b.x + column, y))
            y += kf.get_height() + look.px(self.gap, s)
