"""True size on the battlefield (1, or the bar's 'True size'): the field drawn at the pixels per
LU measured for the display the window stands on; without a measure, the offer to take one
(`calibration`). Nothing is guessed from the DPI the system reports."""

from __future__ import annotations

import pygame
import pygame_gui

from questboard.ui.dialogs import displays
from questboard.ui.dialogs.calibration import calibrate
from questboard.ui.dialogs.overlay import Overlay
from questboard.ui.drawing import look


def true_size(scene) -> None:
    """The field at true size (1 on the battlefield): the measure of the display the window
    stands on; without one, the offer to measure it."""
    app = scene.app
    display = displays.display_of(app.window)
    px = app.settings.px_per_lu(display)
    if px is None:
        scene.open_overlay(NotMeasured(scene, display))
        return
    focus = scene.focus()  # the base being moved, or the one on turn
    scene.camera.real_size(px, focus)
    scene.dirty = True
    words = f"True size: 1 LU = {px:.1f} px"
    shared = app.table_window
    if shared is not None and app.settings.table_camera == "follow" and shared.real_px() is None:
        words += " (the table window's display: not measured, C on it)"
    scene.say(words)


class NotMeasured(Overlay):
    """True size asked on a display nobody measured: measure it now, or not."""

    width, height = 0.52, 0.36

    def __init__(self, scene, display) -> None:
        super().__init__(scene)
        self.display = display

    def build(self) -> None:
        super().build()
        s = self.app.scale
        b = self.box()
        pad = look.px(30, s)
        h = look.px(56, s)
        w = (b.w - 2 * pad - look.px(12, s)) // 2
        y = b.bottom - pad - h
        self.measure = self.button(pygame.Rect(b.x + pad, y, w, h), "Measure now  (Enter)", primary=True)
        self.later = self.button(pygame.Rect(b.right - pad - w, y, w, h), "Not now  (Esc)")

    def ui_event(self, event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.measure:
            self.go()
        elif event.ui_element is self.later:
            self.escape()

    def key(self, event) -> None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.go()

    def go(self) -> None:
        scene = self.table
        scene.close_overlay()
        calibrate(scene.app, then=lambda px: true_size(scene))

    def draw(self, surface) -> None:
        super().draw(surface)
        s = self.app.scale
        b = self.box()
        pad = look.px(30, s)
        t = look.serif(look.px(36, s, 20), bold=True).render("True size needs a measure", True, look.INK)
        surface.blit(t, t.get_rect(midtop=(b.centerx, b.y + look.px(20, s))))
        body = (f"{self.display.label} has not been measured at this resolution. Lay a ruler card on the "
                "screen once and match a bar to it; from then on 1 LU on the screen is 88 mm, and real "
                "miniatures and ruler cards can be used on it.")
        img = look.wrapped(look.sans(look.px(21, s, 14)), body, look.INK, b.w - 2 * pad)
        surface.blit(img, (b.x + pad, b.y + look.px(84, s)))
