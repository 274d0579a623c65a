"""The settings of the table window and of true size (from the Esc menu's settings): the table
window open or not, the display it opens on (those SDL reports), full screen there, its camera
(following the main view's or its own), and the calibration of this window's display or of the
table window's."""

from __future__ import annotations

import pygame
import pygame_gui

from questboard.ui.dialogs import displays
from questboard.ui.dialogs.calibration import calibrate
from questboard.ui.dialogs.overlay import Overlay
from questboard.ui.dialogs.settings import SettingsDialog, _choice_button, title_and_heads
from questboard.ui.drawing import look


class TableSettings(Overlay):
    width, height = 0.56, 0.84

    def __init__(self, owner, back=None) -> None:
        super().__init__(owner)
        self.back_to = back  # what the settings dialog goes back to (the menu), or None
        self.choices: dict = {}
        self.heads: list[tuple[str, int]] = []
        self.lines: list[tuple[str, int]] = []

    def rows(self):
        app = self.app
        st = app.settings
        shared = app.table_window
        chosen, _ = displays.find(st.table_display, st.table_display_index)
        return (
            ("The table window (Ctrl+T)", [("open", ("open", True), shared is not None),
                                           ("closed", ("open", False), shared is None)]),
            ("It opens on", [(d.label, ("display", d), d.index == chosen.index) for d in displays.displays()]),
            ("Full screen there (F11 on it)", [("on", ("table_fullscreen", True), st.table_fullscreen),
                                               ("off", ("table_fullscreen", False), not st.table_fullscreen)]),
            ("Its camera (Ctrl+L)", [("follows this window's", ("table_camera", "follow"), st.table_camera == "follow"),
                                     ("its own: wheel, drag", ("table_camera", "own"), st.table_camera == "own")]),
        )

    def build(self) -> None:
        super().build()
        s = self.app.scale
        b = self.box()
        pad = look.px(30, s)
        h = look.px(48, s)
        gap = look.px(10, s)
        head_h = look.sans(look.px(20, s, 14), bold=True).get_height() + look.px(4, s)
        y = b.y + look.px(90, s)
        self.choices = {}
        self.heads = []
        for title, options in self.rows():
            self.heads.append((title, y))
            y += head_h
            w = (b.w - 2 * pad - gap * (len(options) - 1)) // max(1, len(options))
            for i, (text, value, on) in enumerate(options):
                bt = _choice_button(self, pygame.Rect(b.x + pad + i * (w + gap), y, w, h), text, on)
                self.choices[bt] = value
            y += h + gap * 2
        self.heads.append(("True size: a ruler card laid on the screen", y))
        y += head_h
        w = (b.w - 2 * pad - gap) // 2
        self.measure_here = self.button(pygame.Rect(b.x + pad, y, w, h), "Measure this window's display…")
        self.measure_there = self.button(pygame.Rect(b.x + pad + w + gap, y, w, h), "Measure the table window's…")
        if self.app.table_window is None:
            self.app.manager.disable(self.measure_there, "Open the table window first (Ctrl+T)")
        self.lines_y = y + h + gap
        bw, bh = look.px(260, s), look.px(56, s)
        self.done = self.button(pygame.Rect(b.centerx - bw // 2, b.bottom - bh - look.px(22, s), bw, bh),
                                "Back  (Esc)", primary=True)

    def ui_event(self, event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        app = self.app
        el = event.ui_element
        if el is self.done:
            self.escape()
        elif el is self.measure_here:
            calibrate(app)
        elif el is self.measure_there and app.table_window is not None:
            app.table_window.calibrate()
            self.build()
        elif el in self.choices:
            what, value = self.choices[el]
            if what == "open":
                if (app.table_window is not None) != value:
                    app.toggle_table_window()
                self.build()
            elif what == "display":  # a change of the settings lays the dialog out again
                app.change_settings(table_display=value.name, table_display_index=value.index)
            else:
                app.change_settings(**{what: value})

    def escape(self) -> None:
        self.table.open_overlay(SettingsDialog(self.table, back=self.back_to))

    def key(self, event) -> None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.escape()

    def measures(self) -> list[str]:
        """What is kept for this window's display and the table window's."""
        app = self.app
        st = app.settings
        out = []
        here = displays.display_of(app.window)
        px = st.px_per_lu(here)
        out.append(f"This window: {here.label}: " + (f"1 LU = {px:.1f} px" if px else "not measured yet"))
        shared = app.table_window
        if shared is not None:
            there = displays.display_of(shared.window)
            px = st.px_per_lu(there)
            out.append(f"The table window: {there.label}: " + (f"1 LU = {px:.1f} px" if px else "not measured yet"))
            if shared.ruler is not None:
                out.append("The table window shows the ruler now: Enter keeps it, Esc leaves it")
        if shared is not None and shared.message:
            out.append(shared.message)
        else:
            _, gone = displays.find(st.table_display, st.table_display_index)
            if gone:
                out.append(gone)
        return out

    def draw(self, surface) -> None:
        super().draw(surface)
        s = self.app.scale
        b = self.box()
        title_and_heads(self, surface, "The table window and true size", self.heads)
        f = look.sans(look.px(18, s, 14))
        y = self.lines_y
        for text in self.measures():
            img = look.wrapped(f, text, look.INK_SOFT, b.w - look.px(60, s))
            surface.blit(img, (b.x + look.px(30, s), y))
            y += img.get_height() + look.px(4, s)
