"""The shared table window: a second `pygame.Window` for a TV or a projector that draws only
the table's view, `game.view(TABLE)` (see `public_picture`). Never the Quest Master's notes,
his hand, hidden goals, his reasons, or anything being dragged or previewed: it is given
nothing else.

Its field camera follows the main view's or is its own (wheel and drag on it; Ctrl+L turns
one into the other); it opens on the display the settings name, full screen if they say so
(F11 on it), and can show the true-size calibration screen for the display it stands on.
Its keys reach the console; its mouse is its own.

The main window shows the same picture with F2 (`PublicMode`).
"""

from __future__ import annotations

import time

import pygame

from questboard.play.seats import TABLE
from questboard.ui.dialogs import displays
from questboard.ui.dialogs.calibration import Ruler, keep
from questboard.ui.dialogs.true_size import true_size
from questboard.ui.drawing import field_view as V
from questboard.ui.drawing import look
from questboard.ui.table_window.public_picture import PublicPicture

TITLE = "questboard: the table"
NOTE_SECONDS = 12.0
BACK_HINT = "F2: back to the Quest Master's view"
CAMERA_NOTE_SECONDS = 3.0
MODS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META


def open_table_window(app) -> TableWindow:
    """Open the table window on `app` (a `ui.app.App`) if it is not open; the window. What
    `--table-window` does, for any command that opens the main window."""
    if app.table_window is None:
        app.toggle_table_window()
    return app.table_window


def shortcut(app, event) -> bool:
    """The keys of the table's picture, from either window: the calibration screen on the
    table window takes every key while it is on; F2 shows the table's picture in the main
    window; Ctrl+L has the table window follow the main view's camera or keep its own. True
    when the event was taken."""
    shared = app.table_window
    if event.type == pygame.WINDOWDISPLAYCHANGED and getattr(event, "window", None) is app.window:
        displays.heard(event)
        cam = main_camera(app)
        if cam is not None and cam.mode == "real":  # true size on the new display: its own measure
            true_size(app.scene)
        return False
    if shared is not None and shared.ruler is not None and event.type in (pygame.KEYDOWN, pygame.KEYUP,
                                                                           pygame.TEXTINPUT):
        shared.take_for_ruler(event)
        return True
    if event.type == pygame.KEYDOWN:
        ctrl = getattr(event, "mod", 0) & pygame.KMOD_CTRL
        if event.key == pygame.K_F2 and app.public is None:
            app.toggle_public()
            return True
        if ctrl and event.key == pygame.K_l:
            toggle_camera(app)
            return True
    if app.public is not None and (shared is None or not shared.owns(event)):
        return app.public.handle(event)
    return False


def toggle_camera(app) -> None:
    """The table's picture follows the main view's camera, or has its own (kept for next time)."""
    follow = app.settings.table_camera != "follow"
    app.change_settings(table_camera="follow" if follow else "own")
    if app.table_window is not None:
        app.table_window.show_note("The table follows the main view" if follow else
                                   "The table has its own view: wheel and drag on it", CAMERA_NOTE_SECONDS)
    app.redraw()


def main_camera(app):
    """The camera of the main window's field, when it shows one (the battlefield)."""
    return getattr(getattr(app, "scene", None), "camera", None)


class TableWindow:
    def __init__(self, app, size: tuple[int, int] = (1280, 720), hidden: bool = False) -> None:
        self.app = app
        settings = app.settings
        self.display, message = displays.find(settings.table_display, settings.table_display_index)
        self.window = pygame.Window(TITLE, size, resizable=True, hidden=hidden,
                                    position=displays.centred_on(self.display.index))
        self.window.minimum_size = (640, 360)
        self.surface = self.window.get_surface()
        self.hidden = hidden
        self.picture = PublicPicture()
        self.message = message  # why it is not where the settings said, if it is not
        self._note_until = time.monotonic() + NOTE_SECONDS if message else 0.0
        self.picture.note = message
        self.fullscreen = False
        self.ruler = None  # the calibration screen (calibration.Ruler) while it is on
        self._key = None
        self._held: tuple[int, int] | None = None  # a drag that pans its own camera
        self._pointer = (-1, -1)  # where its mouse was last (the wheel zooms about it)
        if settings.table_fullscreen:
            self.set_fullscreen(True)

    @property
    def texts(self) -> list[str]:
        return self.ruler.texts if self.ruler is not None else self.picture.texts

    @property
    def frames_drawn(self) -> int:
        return self.picture.frames_drawn

    @property
    def following(self) -> bool:
        return self.app.settings.table_camera == "follow"

    # Where it stands --------------------------------------------------------------------
    def set_fullscreen(self, on: bool) -> None:
        """Full screen on its display (the desktop's size), or back to a window."""
        try:
            if on:
                self.window.position = displays.centred_on(self.display.index)
                self.window.set_fullscreen(desktop=True)
            else:
                self.window.set_windowed()
        except pygame.error:
            pass  # a driver that cannot (the dummy one): it stays as it is
        self.fullscreen = on
        self.surface = self.window.get_surface()
        self._key = None

    def place(self, settings) -> None:
        """The settings changed: move to the display they name, full screen or not."""
        self.display, message = displays.find(settings.table_display, settings.table_display_index)
        self.show_note(message)
        if self.fullscreen:
            self.set_fullscreen(False)  # a full screen window moves only as a window
        try:
            self.window.position = displays.centred_on(self.display.index)
        except pygame.error:
            pass
        self.set_fullscreen(settings.table_fullscreen)

    def show_note(self, text: str, seconds: float = NOTE_SECONDS) -> None:
        self.message = text
        self.picture.note = text
        self._note_until = time.monotonic() + seconds if text else 0.0
        self._key = None

    def settings_changed(self, old, new) -> None:
        """Move to another display or to full screen when the settings say so."""
        where = (new.table_display, new.table_display_index, new.table_fullscreen)
        if where != (old.table_display, old.table_display_index, old.table_fullscreen):
            self.place(new)
        self._key = None

    def calibrate(self) -> None:
        """The calibration screen on this window, for the display it stands on now."""
        display = displays.display_of(self.window)
        self.ruler = Ruler(self.surface.get_size(), display, self.app.settings.px_per_lu(display))
        self._key = None

    def real_px(self) -> float | None:
        """The measure of the display this window stands on, if it was calibrated."""
        return self.app.settings.px_per_lu(displays.display_of(self.window))

    # Events ------------------------------------------------------------------------------
    def owns(self, event: pygame.event.Event) -> bool:
        return getattr(event, "window", None) is self.window

    def route(self, event: pygame.event.Event) -> str:
        """What the main window does with an event of this window: "close" it, "keep" the
        keys (shortcuts work from here too), "drop" the rest (its mouse is not the console's:
        it pans and zooms this window's own camera, or drives its calibration screen)."""
        displays.heard(event)
        if event.type == pygame.WINDOWCLOSE:
            return "close"
        if event.type in (pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED, pygame.WINDOWEXPOSED,
                          pygame.WINDOWSHOWN, pygame.WINDOWRESTORED, pygame.WINDOWDISPLAYCHANGED):
            self.surface = self.window.get_surface()
            self._key = None
            cam = self.picture.camera
            if event.type == pygame.WINDOWDISPLAYCHANGED and cam is not None and cam.mode == "real":
                px = self.real_px()  # its own camera at true size: the new display's measure
                if px:
                    cam.real_size(px)
                else:
                    cam.fit()
            return "drop"
        if self.ruler is not None:
            self.take_for_ruler(event)
            return "drop"
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.app.change_settings(table_fullscreen=not self.fullscreen)  # moved by settings_changed
            return "drop"
        plain = event.type == pygame.KEYDOWN and not getattr(event, "mod", 0) & MODS
        if plain and event.key == pygame.K_c:
            self.calibrate()  # C where the TV is: measure the TV's display
            return "drop"
        if plain and not self.following and self.picture.area.w and self._camera_key(event.key):
            return "drop"  # its own camera: F fits it, 1 puts it at true size
        if event.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT):
            return "keep"
        self._mouse(event)
        return "drop"

    def take_for_ruler(self, event) -> bool:
        """An event for the calibration screen (its keys from either window); True if taken."""
        if self.ruler is None:
            return False
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION) and not self.owns(event):
            return False
        took = self.ruler.handle(event)
        if took:
            self._key = None
        if self.ruler.done is not None:
            ruler, self.ruler = self.ruler, None
            if ruler.done == "save":
                keep(self.app, ruler.display, ruler.px_per_lu)
            self._key = None
        return took

    def _camera_key(self, key: int) -> bool:
        """F (or Home) and 1 on a table window with a camera of its own act on that camera."""
        if key in (pygame.K_f, pygame.K_HOME):
            self.picture.fit()
        elif key in (pygame.K_1, pygame.K_KP1):
            px = self.real_px()
            if px:
                self.picture.real_size(px)
            else:
                self.show_note("This display has no true-size measure yet: C measures it", CAMERA_NOTE_SECONDS)
        else:
            return False
        self._key = None
        return True

    def _mouse(self, event) -> None:
        """The wheel zooms and a drag pans this window's own camera (a window that followed the
        main view has its own camera from then on)."""
        if event.type == pygame.MOUSEWHEEL:
            pos = self._pointer
            if self.picture.area.collidepoint(pos):
                self._own()
                self.picture.zoom(pos, event.y)
                self._key = None
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.picture.area.collidepoint(event.pos):
            self._held = event.pos
        elif event.type == pygame.MOUSEMOTION and self._held is None:
            self._pointer = event.pos
        elif event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
            self._own()
            self.picture.pan(event.pos[0] - self._held[0], event.pos[1] - self._held[1])
            self._held = event.pos
            self._key = None
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._held = None

    def _own(self) -> None:
        if self.following:
            self.app.change_settings(table_camera="own")

    def close(self) -> None:
        self.window.destroy()

    # Drawing -----------------------------------------------------------------------------
    def frame(self, game) -> bool:
        """Draw the public view if the game (or the camera it follows) changed since the last
        frame; True when drawn."""
        if self._note_until and time.monotonic() > self._note_until:
            self.picture.note = ""
            self._note_until = 0.0
            self._key = None
        main = main_camera(self.app) if self.following else None
        if main is not None:
            self.picture.follow(main, self.real_px() if main.mode == "real" else None)
        key = (id(game), getattr(game, "revision", None), self.surface.get_size(), self.picture.camera_key(),
               self.ruler is not None)
        if key == self._key:
            return False
        self._key = key
        self.draw(game.view(TABLE).table if game is not None else None, game)
        if not self.hidden:
            self.window.flip()
        return True

    def draw(self, view, game=None) -> pygame.Surface:
        if self.ruler is not None:
            self.ruler.draw(self.surface)
            return self.surface
        main = main_camera(self.app) if self.following else None
        real = self.real_px() if main is not None and main.mode == "real" else None
        return self.picture.draw(self.surface, view, game, main, real)


class PublicMode:
    """F2 in the main window: the table's picture in place of the Quest Master's console, and
    back. Only F2 or Esc (back), F11, Ctrl+T and Ctrl+L work meanwhile; the wheel and a drag move
    the picture's own camera; nothing else reaches the console under it."""

    def __init__(self, app) -> None:
        self.app = app
        self.picture = PublicPicture()
        self._held: tuple[int, int] | None = None

    @property
    def texts(self) -> list[str]:
        return self.picture.texts

    def handle(self, event) -> bool:
        """True when the event was this mode's (or is kept from the console)."""
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_F2, pygame.K_ESCAPE):
                self.app.toggle_public()
                return True
            return event.key != pygame.K_F11 and not (getattr(event, "mod", 0) & pygame.KMOD_CTRL
                                                      and event.key in (pygame.K_t, pygame.K_l))
        if event.type in (pygame.KEYUP, pygame.TEXTINPUT):
            return True
        if event.type == pygame.MOUSEWHEEL:
            if self.picture.zoom(self.app.mouse, event.y):
                self._own()
        elif event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 1:
                self._held = event.pos
        elif event.type == pygame.MOUSEMOTION:
            self.app.mouse = event.pos
            if self._held is not None:
                self._own()
                self.picture.pan(event.pos[0] - self._held[0], event.pos[1] - self._held[1])
                self._held = event.pos
        elif event.type == pygame.MOUSEBUTTONUP:
            self._held = None
        else:
            return False
        self.app.redraw()
        return True

    def _own(self) -> None:
        if self.app.settings.table_camera == "follow":
            self.app.change_settings(table_camera="own")

    def draw(self, surface) -> pygame.Surface:
        game = getattr(self.app.scene, "game", None)
        view = game.view(TABLE).table if game is not None else None
        main = main_camera(self.app) if self.app.settings.table_camera == "follow" else None
        real = None
        if main is not None and main.mode == "real":
            real = self.app.settings.px_per_lu(displays.display_of(self.app.window))
        self.picture.draw(surface, view, game, main, real)
        area = self.picture.area
        font = look.sans(14)
        if area.w:
            V.tag(surface, BACK_HINT, (area.right - 12, 6), look.PARCHMENT, font, anchor="topright")
        else:
            w, h = surface.get_size()  # between fights: the corner under the heroes
            V.tag(surface, BACK_HINT, (w - 24, h - 24), look.PARCHMENT, font, anchor="bottomright")
        return surface
