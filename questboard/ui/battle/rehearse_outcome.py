"""The end of a rehearsal on the window: the chart over the field (saved as a PNG), and the
outcome screen (who won and in how many rounds, the chart; rehearse again or close)."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from questboard.play import FightOver
from questboard.ui.app import Scene
from questboard.ui.battle import odds_chart
from questboard.ui.dialogs.overlay import Overlay
from questboard.ui.drawing import gui, look


class ChartDialog(Overlay):
    """The chart over the field: save it as a PNG, or close."""

    width, height = 0.72, 0.72

    def build(self) -> None:
        Overlay.build(self)
        s = self.app.scale
        box = self.box()
        bw, bh = look.px(240, s), look.px(50, s)
        y = box.bottom - look.px(20, s) - bh
        self.save_button = self.button(pygame.Rect(box.right - 2 * bw - look.px(44, s), y, bw, bh),
                                       "Save as PNG", primary=True,
                                       tip="Into the data folder's charts/ (or the file given with --chart)")
        self.close_button = self.button(pygame.Rect(box.right - bw - look.px(24, s), y, bw, bh), "Close")

    def ui_event(self, event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.save_button:
            try:
                self.table.save_chart()
            except (OSError, pygame.error):
                pass  # the scene said why
            self.table.close_overlay()
        elif event.ui_element is self.close_button:
            self.table.close_overlay()

    def draw(self, surface) -> None:
        super().draw(surface)
        s = self.app.scale
        box = self.box()
        room = pygame.Rect(box.x + look.px(24, s), box.y + look.px(24, s), box.w - look.px(48, s),
                           box.h - look.px(110, s))
        w, h = odds_chart.SIZE
        k = min(room.w / w, room.h / h)
        size = (round(w * k), round(h * k))
        pic = self.table.chart_picture(size)
        surface.blit(pic, pic.get_rect(midtop=room.midtop))


class Outcome(Scene):
    """The rehearsal is over: who won and in how many rounds, the chart; again or close."""

    def __init__(self, app, battle) -> None:
        super().__init__(app)
        self.battle = battle
        game = battle.game
        over = [t for t in game.told[battle.start:] if isinstance(t.event, FightOver)]
        names = {**battle.names, **game.names()}
        self.headline = over[-1].describe(names) if over else "The rehearsal is over"
        self.picture = battle.chart_picture()
        self.buttons: dict[str, UIButton] = {}

    def build(self) -> None:
        w, h = self.app.size
        s = self.app.scale
        rows = (("again", "Rehearse again", "The same set-up laid out anew (the next run's dice)"),
                ("save", "Save the chart", "As a PNG in the data folder (or the file given with --chart)"),
                ("close", "Close", "End the rehearsal"))
        bw = max([look.px(260, s)] + [gui.button_width(text, s, "#primary") for _, text, _ in rows])
        bh = look.px(54, s)
        y = h - look.px(40, s) - bh
        x = w // 2 - (3 * bw + 2 * look.px(16, s)) // 2
        self.buttons = {}
        for key, text, tip in rows:
            self.buttons[key] = UIButton(pygame.Rect(x, y, bw, bh), text, manager=self.manager,
                                         object_id="#primary" if key == "again" else None, tool_tip_text=tip)
            x += bw + look.px(16, s)

    def ui_event(self, event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        el = event.ui_element
        if el is self.buttons.get("again"):
            self.battle.again()
        elif el is self.buttons.get("save"):
            try:
                self.battle.save_chart()
            except (OSError, pygame.error):
                pass
            self.dirty = True
        elif el is self.buttons.get("close"):
            self.app.running = False

    def draw(self, surface) -> None:
        s = self.app.scale
        w, h = surface.get_size()
        surface.blit(look.texture("wood", (w, h)), (0, 0))
        title = look.serif(look.px(40, s, 20), bold=True)
        img = look.line(title, look.ellipsis(title, self.headline, w - look.px(80, s)), look.PARCHMENT)
        surface.blit(img, img.get_rect(midtop=(w // 2, look.px(28, s))))
        top = look.px(28, s) + img.get_height() + look.px(20, s)
        room = pygame.Rect(look.px(40, s), top, w - look.px(80, s), h - top - look.px(140, s))
        pw, ph = self.picture.get_size()
        k = min(room.w / pw, room.h / ph)
        pic = pygame.transform.smoothscale(self.picture, (max(1, round(pw * k)), max(1, round(ph * k))))
        surface.blit(pic, pic.get_rect(midtop=room.midtop))
        note = self.battle.note
        if note:
            f = look.sans(look.px(20, s, 14), bold=True)
            line = look.line(f, look.ellipsis(f, note, w - look.px(80, s)), look.PARCHMENT)
            surface.blit(line, line.get_rect(midbottom=(w // 2, h - look.px(110, s))))


__all__ = ["ChartDialog", "Outcome"]
