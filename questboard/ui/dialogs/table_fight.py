"""A fight fought on the real table, with miniatures and ruler cards, reported to the story
by the Quest Master (R53): how it ended, and the damage each hero took in it. The game
refuses what no fight could have done, in its own words, shown under the buttons."""

from __future__ import annotations

import pygame
import pygame_gui

from questboard import play
from questboard.play.seats import QUEST_MASTER
from questboard.ui.dialogs.overlay import Overlay
from questboard.ui.drawing import look


class TableFightDialog(Overlay):
    """Victory or defeat, the damage of each hero (− and +), then Report."""

    width, height = 0.5, 0.8

    def __init__(self, table) -> None:
        super().__init__(table)
        view = table.game.view(QUEST_MASTER).story
        self.heroes = [(s.id, s.name, s.vitality) for s in view.sheets]
        self.victory = True
        self.damage = {h: 0 for h, _, _ in self.heroes}
        self.message = ""
        self.steps: dict = {}  # button -> (hero, +1 or -1)

    def build(self) -> None:
        super().build()
        s = self.app.scale
        b = self.box()
        pad, gap, h = look.px(30, s), look.px(10, s), look.px(50, s)
        half = (b.w - 2 * pad - gap) // 2
        y = b.y + look.px(120, s)
        self.win = self.button(pygame.Rect(b.x + pad, y, half, h), "Victory" + ("  (now)" if self.victory else ""))
        self.lose = self.button(pygame.Rect(b.x + pad + half + gap, y, half, h),
                                "Defeat" + ("" if self.victory else "  (now)"))
        (self.win if self.victory else self.lose).select()
        self.rows_top = y + h + look.px(40, s)
        self.steps = {}
        small = look.px(50, s)
        for i, (hero, _, _) in enumerate(self.heroes):
            ry = self.rows_top + i * (h + gap)
            minus = self.button(pygame.Rect(b.right - pad - 2 * small - gap, ry, small, h), "−",
                                tip="One damage less")
            plus = self.button(pygame.Rect(b.right - pad - small, ry, small, h), "+", tip="One damage more")
            self.steps[minus], self.steps[plus] = (hero, -1), (hero, 1)
        self.report = self.closing_button("Report  (Enter)", (300, 60), 22)

    def ui_event(self, event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        el = event.ui_element
        if el is self.win or el is self.lose:
            self.victory = el is self.win
            self.build()
        elif el in self.steps:
            hero, by = self.steps[el]
            self.damage[hero] = max(0, self.damage[hero] + by)
        elif el is self.report:
            self.send()
        self.table.dirty = True

    def key(self, event) -> None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.send()

    def action(self) -> play.CombatResult:
        return play.CombatResult(victory=self.victory,
                                 damage=tuple([(h, n) for h, n in self.damage.items() if n]))

    def send(self) -> None:
        """Report the fight; a refusal stays in the dialog, in the game's words."""
        if self.table.act(self.action()):
            self.table.close_overlay()
        else:
            self.message = self.table.note
            self.table.dirty = True

    def draw(self, surface) -> None:
        super().draw(surface)
        s = self.app.scale
        b = self.box()
        self.draw_title(surface, "The fight on the table")
        f = look.sans(look.px(20, s, 14))
        sub = look.wrapped(look.sans(look.px(18, s, 14), italic=True),
                           "How did it end, and how much damage did each hero take in it?", look.INK_SOFT,
                           b.w - look.px(60, s))
        surface.blit(sub, (b.x + look.px(30, s), b.y + look.px(80, s)))
        h, gap = look.px(50, s), look.px(10, s)
        for i, (hero, name, vitality) in enumerate(self.heroes):
            n = self.damage[hero]
            words = f"{name} (Vitality {vitality}): {n} damage"
            img = look.line(f, words, look.INK)
            surface.blit(img, (b.x + look.px(30, s), self.rows_top + i * (h + gap) + (h - img.get_height()) // 2))
        if self.message:
            note = look.wrapped(look.sans(look.px(18, s, 14), bold=True), self.message, look.BAD, b.w - look.px(60, s))
            surface.blit(note, (b.x + look.px(30, s), self.report.relative_rect.y - note.get_height() - look.px(10, s)))
