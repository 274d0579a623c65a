"""The desktop window: one `pygame.Window`, one UIManager, the scenes (launcher, table) and
the frame loop that redraws only when something changed."""

from __future__ import annotations

import os
import traceback
from dataclasses import replace
from pathlib import Path

import questboard

HINTS = {
    "SDL_MOUSE_FOCUS_CLICKTHROUGH": "1",  # the first click on an unfocused window counts
    "SDL_MOUSE_AUTO_CAPTURE": "0",  # a drag in one window never ends in another
    "SDL_VIDEO_X11_WMCLASS": "questboard",  # lets tests find the window
    "PYGAME_HIDE_SUPPORT_PROMPT": "1",
}
LINGER = 0.6  # seconds of redraws after the last input (hover, tooltips settle)


def set_hints() -> None:
    for k, v in HINTS.items():
        os.environ.setdefault(k, v)


set_hints()  # before pygame is imported: SDL may read some hints only then

import pygame  # noqa: E402

from questboard.play.folders import write_crash_report  # noqa: E402
from questboard.ui.dialogs import settings  # noqa: E402
from questboard.ui.drawing import gui, look  # noqa: E402
from questboard.ui.state_dump import StateDump  # noqa: E402

# The launcher and the table window are imported where they are opened: both import this
# module back (the launcher's and the calibration's scenes are Scenes), and the table
# window is not needed to open the launcher.


def init() -> None:
    """Only what we use: display and fonts (pygame.init() would open audio)."""
    set_hints()
    pygame.display.init()
    pygame.font.init()


class Scene:
    """One screen of the window: builds its widgets for a size, turns input into actions."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.dirty = True

    @property
    def manager(self) -> gui.Manager:
        return self.app.manager

    def build(self) -> None:
        """Make the widgets for the window's current size (the manager is new)."""

    def handle(self, event: pygame.event.Event) -> None:
        """Raw input that pygame_gui did not take."""

    def ui_event(self, event: pygame.event.Event) -> None:
        """A pygame_gui event (button pressed, text entered, …)."""

    def update(self, dt: float) -> bool:
        """Animations; True while something moves (the frame must be drawn)."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Paint everything under the widgets."""

    def leave(self) -> None:
        """The scene is replaced."""

    def build_overlay(self) -> None:
        """Lay out the dialog over the scene again, if one is open."""
        overlay = getattr(self, "overlay", None)
        if overlay is not None:
            overlay.build()
        self.dirty = True

    def may_close(self) -> bool:
        """The window's close button was pressed: True to quit now, False when the scene
        asks first (the table offers a save)."""
        return True


class App:
    """The window and its loop. `frame()` runs one frame (tests call it directly)."""

    def __init__(self, size: tuple[int, int] | None = None, hidden: bool = False,
                 extra_adventures: tuple[Path, ...] = ()) -> None:
        init()
        self.settings = settings.load()  # size, full screen, text size, animation speed
        look.set_text_scale(self.settings.text_scale)
        size = size or self.settings.size
        # Shown only once the launcher is drawn: no blank window, and a click can never
        # arrive before there is something to click.
        self.window = pygame.Window("questboard", size, resizable=True, hidden=True)
        self.hidden = hidden
        self.window.minimum_size = (960, 540)
        self.surface = self.window.get_surface()  # before any widget (convert format)
        self._built_for = self.surface.get_size()
        self._measure()
        self.extra_adventures = tuple(extra_adventures)
        self.running = True
        self.scene: Scene | None = None
        self.manager: gui.Manager = self._new_manager()
        self._linger = 0.0
        self._need = True
        self.mouse = (-1, -1)  # the last pointer position the window heard of
        self.fullscreen = False  # pygame.Window does not say
        self.frames_drawn = 0
        self.clock = pygame.time.Clock()
        self.table_window = None  # the shared screen (ui.table_window), while it is open
        self.public = None  # F2: the table's picture in this window (ui.table_window.PublicMode)
        self.hosting = None  # seats on other machines (ui.hosting.Hosting), while hosting
        self.dump = StateDump.from_environment()  # for tests that drive the real program
        from questboard.ui.launcher.scene import Launcher  # it imports Scene from here

        self.show(Launcher(self))
        if not hidden:
            self.draw()
            self.window.show()
            if self.settings.fullscreen:
                self.window.set_fullscreen(desktop=True)
                self.fullscreen = True
                self.rebuild()
                self.draw()
            self.window.flip()

    # Size and widgets -------------------------------------------------------------------
    def _measure(self) -> None:
        """The size the window's widgets are built for and its scale (`look.scale_for`):
        plain attributes, read a few dozen times a frame, set where the surface is."""
        self.size: tuple[int, int] = self._built_for
        self.scale: float = look.scale_for(self._built_for)

    def _new_manager(self) -> gui.Manager:
        return gui.Manager(self.window, gui.theme(self.scale))

    def show(self, scene: Scene) -> None:
        if self.scene is not None:
            self.scene.leave()
        self.manager.clear_and_reset()
        self.scene = scene
        scene.build()
        self.redraw()

    def rebuild(self) -> None:
        """The window changed size: a new surface, theme and widgets."""
        self.surface = self.window.get_surface()
        self._built_for = self.surface.get_size()
        self._measure()
        self.manager = self._new_manager()
        if self.scene is not None:
            self.scene.build()
        self.redraw()

    def redraw(self) -> None:
        self._need = True
        if self.scene is not None:
            self.scene.dirty = True

    def toggle_fullscreen(self) -> None:
        self.change_settings(fullscreen=not self.fullscreen)

    def _kept_size(self) -> None:
        """The window manager resized the window: that is its size now, in the settings
        shown and kept (a later change, the text size say, does not snap it back)."""
        size = tuple(self.window.size)
        if self.fullscreen or size == tuple(self.settings.size):
            return
        self.settings = replace(self.settings, size=size)
        try:
            settings.save(self.settings)
        except OSError:
            pass

    def change_settings(self, **changes) -> None:
        """Apply changed settings at once and keep them for the next start."""
        old = self.settings
        if "size" in changes:  # a window size means a window, not the full screen
            changes.setdefault("fullscreen", False)
        new = replace(old, **changes)
        if new == old:
            return
        self.settings = new
        try:
            settings.save(new)
        except OSError:
            pass  # the change still applies now; it is only not remembered
        if self.table_window is not None:
            self.table_window.settings_changed(old, new)
        if (new.size, new.fullscreen, new.text) == (old.size, old.fullscreen, old.text):
            self.scene.build_overlay()  # only the speed: the dialog shows it, nothing else moves
            return
        look.set_text_scale(new.text_scale)
        try:
            if new.fullscreen != self.fullscreen:
                if new.fullscreen:
                    self.window.set_fullscreen(desktop=True)
                else:
                    self.window.set_windowed()
                self.fullscreen = new.fullscreen
            if not new.fullscreen and tuple(self.window.size) != tuple(new.size):
                self.window.size = new.size
        except pygame.error:
            pass  # a display that cannot (the dummy driver): the window stays as it is
        self.rebuild()

    @property
    def animation_speed(self) -> float:
        return self.settings.animation_speed

    # The loop ---------------------------------------------------------------------------
    def frame(self, dt: float = 1 / 60) -> bool:
        """Handle input, update, and draw if anything changed; True when drawn."""
        events = pygame.event.get()
        for event in events:
            self._dispatch(event)
        if not self.running:
            return False
        if events:
            self._linger = LINGER
        if self.hosting is not None:  # what the seats on other machines sent
            self.hosting.frame()
        # The scene first: what it lays out anew (buttons made, moved or gone, an automatic
        # step's panel) is taken in by the manager's update and drawn in this very frame.
        moving = self.scene.update(dt) if self.scene is not None else False
        shown = len(self.manager.get_sprite_group().spritedict)
        self.manager.update(dt)  # a tooltip that came or went is drawn at once:
        self._need |= len(self.manager.get_sprite_group().spritedict) != shown
        if self.table_window is not None:  # redrawn only when the game changed
            self.table_window.frame(getattr(self.scene, "game", None))
        if not (self._need or moving or self._linger > 0 or self.scene.dirty):
            return False
        self._linger = max(0.0, self._linger - dt)
        self._need = False
        self.draw()
        if not self.hidden:  # a hidden window (tests, screenshots) shows nothing: no flip
            self.window.flip()
        if self.dump is not None:
            self.dump.write(self)
        return True

    def draw(self) -> pygame.Surface:
        if self.public is not None:  # F2: what the table sees, no widget of the console
            self.scene.dirty = False
            self.frames_drawn += 1
            return self.public.draw(self.surface)
        self.scene.draw(self.surface)
        self.scene.dirty = False
        self.manager.draw_ui(self.surface)
        if self.hosting is not None:
            self.hosting.draw(self.surface, self.scale)
        why = self.manager.tip_at(self.mouse, self.scene)  # a disabled button says why, cut words say all
        if why is not None:
            look.tooltip(self.surface, why[1], why[0], self.scale)
        self.frames_drawn += 1
        return self.surface

    def _dispatch(self, event: pygame.event.Event) -> None:
        from questboard.ui.table_window import window as table_window

        if table_window.shortcut(self, event):  # F2, Ctrl+L, the table window's calibration
            return
        shared = self.table_window
        if shared is not None and shared.owns(event):  # its keys work here; its mouse does not
            what = shared.route(event)
            if what == "close":
                self.toggle_table_window()
            if what != "keep":
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_t and getattr(event, "mod", 0) & pygame.KMOD_CTRL:
            self.toggle_table_window()
            return
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.WINDOWCLOSE:  # the window's close button: the scene may ask first
            if self.scene is None or self.scene.may_close():
                self.running = False
            return
        if event.type in (pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED):
            # get_surface() hands back the same Surface, resized: compare with the size we
            # built for, not with the surface.
            if self.window.get_surface().get_size() != self._built_for:
                self.rebuild()
            self._kept_size()
            return
        if event.type in (pygame.WINDOWENTER, pygame.WINDOWLEAVE):
            self.manager.watch(event)
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED):
            self.redraw()
        if event.type == pygame.USEREVENT:  # pygame_gui's legacy twin of every UI event
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        consumed = self.manager.process_events(event)
        if hasattr(event, "ui_element"):
            self.scene.ui_event(event)
        elif not consumed:
            self.scene.handle(event)

    def run(self) -> int:
        """Play until the window closes; an unexpected error shows where its report is."""
        try:
            while self.running:
                self.frame(self.clock.tick(60) / 1000)
        except Exception:  # noqa: BLE001 - the window's last guard
            self._crashed()
        finally:
            self.close()
        return 0

    def _crashed(self) -> None:
        text = f"questboard {questboard.__version__} (window)\n\n{traceback.format_exc()}"
        try:
            where = str(write_crash_report(text))
        except OSError:
            where = "(the report could not be written)"
        scene = getattr(self.scene, "game", None)
        if scene is not None and getattr(scene, "autosave", None) is not None:
            scene.autosave.close()
        from questboard.ui.crashed import Crashed  # a scene: it imports this module

        self.show(Crashed(self, where))
        try:
            while self.running:
                self.frame(self.clock.tick(30) / 1000)
        except Exception:  # noqa: BLE001 - even the message failed: the report is on disk
            print(f"questboard: stopped on an unexpected error; the details are in {where}")

    def toggle_table_window(self) -> None:
        """Open or close the shared table window (Ctrl+T, `questboard --table-window`)."""
        if self.table_window is not None:
            self.table_window.close()
            self.table_window = None
        else:
            from questboard.ui.table_window.window import TableWindow

            self.table_window = TableWindow(self, hidden=self.hidden)
        self.redraw()

    def toggle_public(self) -> None:
        """F2: the table's picture in this window in place of the console, or back."""
        from questboard.ui.table_window.window import PublicMode

        self.public = None if self.public is not None else PublicMode(self)
        self.redraw()

    def close(self) -> None:
        if self.hosting is not None:
            self.hosting.stop()
        if self.scene is not None:
            self.scene.leave()
        if self.table_window is not None:
            self.table_window.close()
            self.table_window = None
        self.window.destroy()

    def screenshot(self, path: Path) -> Path:
        self.redraw()
        self.manager.update(0.001)
        pygame.image.save(self.draw(), str(path))
        return Path(path)
