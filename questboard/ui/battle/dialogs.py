"""The battlefield's dialogs: a question the fight waits for (over the bottom of the field)
and the card of the battlefield's keys."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from questboard.ui.battle import panel as BP
from questboard.ui.dialogs.keys import Keys
from questboard.ui.dialogs.overlay import Overlay
from questboard.ui.drawing import look
from questboard.ui.table.controls import Control


class QuestionBox(Overlay):
    """A question the fight waits for (the modify window, an injury, a strike back), over the
    bottom of the field so the field stays in sight."""

    modal = False  # the panel stays in use beside it

    def __init__(self, battle, q: BP.Question) -> None:
        super().__init__(battle)
        self.q = q
        self.pairs: list[tuple[UIButton, Control]] = []

    def _width(self) -> int:
        s = self.app.scale
        field = self.table.rects()["field"]
        return min(field.w - look.px(40, s), look.px(900, s, 560))

    def _lines(self) -> list[pygame.Surface]:
        s = self.app.scale
        f = look.sans(look.px(19, s, 14))
        return [look.wrapped(f, line, look.INK_SOFT, self._width() - look.px(40, s)) for line in self.q.lines]

    def _rows(self) -> list[list[Control]]:
        """Two choices a row where their words fit in half the box, else one."""
        s = self.app.scale
        f = look.sans(look.px(23, s, 15))
        half = (self._width() - look.px(48, s)) // 2 - look.px(24, s)
        rows: list[list[Control]] = []
        for c in self.q.options:
            short = f.size(c.text)[0] <= half
            if short and rows and len(rows[-1]) == 1 and f.size(rows[-1][0].text)[0] <= half:
                rows[-1].append(c)
            else:
                rows.append([c])
        return rows

    def box(self) -> pygame.Rect:
        s = self.app.scale
        field = self.table.rects()["field"]
        text_h = sum([img.get_height() for img in self._lines()])
        h = look.px(76, s) + text_h + len(self._rows()) * look.px(54, s) + look.px(12, s)
        r = pygame.Rect(0, 0, self._width(), h)
        r.midbottom = (field.centerx, field.bottom - look.px(20, s))
        return r

    def build(self) -> None:
        Overlay.build(self)
        self.pairs = []
        s = self.app.scale
        b = self.box()
        pad = look.px(20, s)
        gap = look.px(8, s)
        bh = look.px(46, s)
        y = b.y + look.px(64, s) + sum([img.get_height() for img in self._lines()])
        for row in self._rows():
            w = (b.w - 2 * pad - gap * (len(row) - 1)) // len(row)
            for i, c in enumerate(row):
                bt = self.button(pygame.Rect(b.x + pad + i * (w + gap), y, w, bh), c.text,
                                 primary=c.primary and len(row) == 1, tip=c.tip)
                if c.do is None:
                    bt.disable()
                self.pairs.append((bt, c))
            y += bh + gap

    def ui_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for b, c in self.pairs:
                if event.ui_element is b:
                    self.table.do(c)
                    return

    def key(self, event) -> None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            for _, c in self.pairs:
                if c.key == "enter" and c.do is not None:
                    self.table.do(c)
                    return

    def escape(self) -> None:
        self.table.say("The fight waits for this answer first", bad=True)

    def draw(self, surface) -> None:
        s = self.app.scale
        b = self.box()
        look.shadowed_panel(surface, b, "parchment", look.px(12, s), border=look.GOLD, shadow=8)
        tf = look.serif(look.px(30, s, 18), bold=True)
        surface.blit(look.line(tf, self.q.title, look.INK), (b.x + look.px(20, s), b.y + look.px(14, s)))
        y = b.y + look.px(58, s)
        for img in self._lines():
            surface.blit(img, (b.x + look.px(20, s), y))
            y += img.get_height()


BATTLE_KEYS = (("Drag a base", "move it: the green bar, the ghost, the verdict"),
               ("Click a base", "arrow keys nudge its ghost; Enter moves there"),
               ("Click an enemy", "attack: melee when touching, else a shot"),
               ("Esc / right-click", "cancel the drag, the ghost or the card"),
               ("Wheel", "zoom about the cursor (with a card: turn it)"),
               ("Q / E", "turn the area card (Shift: 15° steps)"),
               ("Drag empty ground", "pan the field  ·  F: fit  ·  G: grid"),
               ("1  ·  C", "true size  ·  measure this display (or the TV's, on it)"),
               ("Enter", "end the turn  ·  answer a question"),
               ("R", "the ruler: drag between bases (edge to edge) or points"),
               ("P / S / +", "the Quest Master: pause, step, faster"),
               ("Ctrl+Z", "take back what revealed nothing"),
               ("F2", "what the table sees, here; F2 again: back"),
               ("Ctrl+T  ·  Ctrl+L", "the table window  ·  it follows this view or not"),
               ("Tab  ·  H", "the heroes' sheets  ·  the Quest Master's hand"),
               ("Esc", "the menu: save, load, quit"))


class BattleKeys(Keys):
    width, height = 0.5, 0.72
    title = "The battlefield's keys"
    rows = BATTLE_KEYS
    indent, column, text_size, gap = 36, 290, 21, 4
