"""The displays SDL reports (index, name, desktop size) and which one a window stands on.

pygame-ce 2.5 has `display.get_desktop_sizes()` but neither display names nor the display of a
`pygame.Window`; SDL has both (`SDL_GetDisplayName`, `SDL_GetWindowDisplayIndex`). We ask the
SDL library pygame itself loaded (the same copy, so the same state); where it cannot be found
the displays are numbered and a window's display is the one whose bounds hold its centre, or
the one a `WINDOWDISPLAYCHANGED` event last named, or the first.
"""

from __future__ import annotations

import ctypes
import glob
import os
from dataclasses import dataclass

import pygame

_SDL_INIT_VIDEO = 0x20
_CENTRED_ON = 0x2FFF0000  # SDL_WINDOWPOS_CENTERED_DISPLAY(i) is this | i


@dataclass(frozen=True)
class Display:
    index: int
    name: str
    size: tuple[int, int]

    @property
    def label(self) -> str:
        """'Display 2: LG TV (3840 × 2160)'."""
        own = f": {self.name}" if self.name and self.name != str(self.index) else ""
        return f"Display {self.index + 1}{own} ({self.size[0]} × {self.size[1]})"


class _Rect(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("w", ctypes.c_int), ("h", ctypes.c_int)]


_sdl_lib: list = []  # [the library or None], found once


def _sdl():
    """pygame's own SDL library through ctypes, or None."""
    if not _sdl_lib:
        _sdl_lib.append(_find_sdl())
    lib = _sdl_lib[0]
    if lib is None or not pygame.display.get_init():
        return None
    try:
        return lib if lib.SDL_WasInit(_SDL_INIT_VIDEO) else None
    except (AttributeError, OSError):
        return None


def _find_sdl():
    here = os.path.dirname(pygame.__file__)
    patterns = (os.path.join(here, "..", "pygame_ce.libs", "libSDL2-2*"), os.path.join(here, ".dylibs", "libSDL2*"),
                os.path.join(here, "SDL2.dll"), os.path.join(here, "libSDL2*"))
    for pattern in patterns:
        for path in sorted(glob.glob(pattern)):
            try:
                lib = ctypes.CDLL(path)
                lib.SDL_GetWindowFromID.restype = ctypes.c_void_p
                lib.SDL_GetWindowFromID.argtypes = [ctypes.c_uint32]
                lib.SDL_GetWindowDisplayIndex.argtypes = [ctypes.c_void_p]
                lib.SDL_GetDisplayName.restype = ctypes.c_char_p
                lib.SDL_GetDisplayName.argtypes = [ctypes.c_int]
                lib.SDL_GetDisplayBounds.argtypes = [ctypes.c_int, ctypes.POINTER(_Rect)]
                return lib
            except (OSError, AttributeError):
                continue
    return None


def displays() -> list[Display]:
    """Every display SDL reports, in its order."""
    sizes = pygame.display.get_desktop_sizes() if pygame.display.get_init() else []
    lib = _sdl()
    out = []
    for i, size in enumerate(sizes):
        name = ""
        if lib is not None:
            raw = lib.SDL_GetDisplayName(i)
            name = raw.decode("utf-8", "replace") if raw else ""
        out.append(Display(i, name or str(i), (int(size[0]), int(size[1]))))
    return out or [Display(0, "0", (1920, 1080))]


_last_seen: dict[int, int] = {}  # window id -> the display a WINDOWDISPLAYCHANGED event named


def heard(event: pygame.event.Event) -> None:
    """Keep the display a window moved to (`WINDOWDISPLAYCHANGED`)."""
    window = getattr(event, "window", None)
    if event.type == pygame.WINDOWDISPLAYCHANGED and window is not None:
        _last_seen[window.id] = int(getattr(event, "display_index", 0))


def index_of(window) -> int:
    """The index of the display `window` stands on."""
    known = len(displays())
    lib = _sdl()
    if lib is not None:
        handle = lib.SDL_GetWindowFromID(window.id)
        if handle:
            i = lib.SDL_GetWindowDisplayIndex(handle)
            if 0 <= i < known:
                return i
    i = _last_seen.get(window.id, 0)
    return i if 0 <= i < known else 0


def display_of(window) -> Display:
    """The display `window` stands on."""
    found = displays()
    return found[min(index_of(window), len(found) - 1)]


def centred_on(index: int) -> tuple[int, int]:
    """A window position that puts the window in the middle of display `index`."""
    return (_CENTRED_ON | index, _CENTRED_ON | index)


def find(name: str | None, index: int | None) -> tuple[Display, str]:
    """The display a setting names (by name, else by index) and a message when it is gone:
    then the first display."""
    found = displays()
    if name is None and index is None:
        return found[0], ""
    for d in found:
        if name is not None and d.name == name and (index is None or d.index == index):
            return d, ""
    for d in found:
        if name is not None and d.name == name:
            return d, ""
    if name is None and index is not None and 0 <= index < len(found):
        return found[index], ""
    wanted = f"'{name}'" if name is not None else str(index + 1)
    return found[0], f"Display {wanted} is not connected now: the table window opens on {found[0].label}"
