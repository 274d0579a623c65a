"""The window's settings (window size, full screen, text size, animation speed; the table
window's display, full screen and camera; the true-size calibration of each display and
resolution), kept in the user's data folder as settings.json, and the dialog of the Esc menu
that changes them."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, replace
from pathlib import Path

import pygame
import pygame_gui

from questboard.play.folders import data_dir
from questboard.ui.dialogs.overlay import Overlay
from questboard.ui.drawing import look

SIZES = ((1280, 720), (1600, 900), (1920, 1080))
TEXT = (("normal", 1.0), ("large", 1.15), ("larger", 1.3))  # never below the 14 px floor
SPEED = (("normal", 1.0), ("fast", 2.5), ("off", 0.0))  # 0: animations are skipped
QUEST_MASTER = ("automatic", "by hand")  # who moves the bad guys when a fight begins
TABLE_CAMERAS = ("follow", "own")  # the table window follows the main view's camera, or has its own


@dataclass(frozen=True)
class Calibration:
    """Pixels per LU measured with a ruler card on one display at one resolution."""

    display: str  # the name SDL gives the display
    index: int
    size: tuple[int, int]  # the display's desktop size when it was measured
    px_per_lu: float


@dataclass(frozen=True)
class Settings:
    size: tuple[int, int] = (1600, 900)
    fullscreen: bool = False
    text: str = "normal"
    speed: str = "normal"
    quest_master: str = "automatic"  # QUEST_MASTER: the bad guys of a new fight
    table_display: str | None = None  # by name; None: the first display
    table_display_index: int | None = None
    table_fullscreen: bool = False
    table_camera: str = "follow"
    calibrations: tuple[Calibration, ...] = ()

    @property
    def text_scale(self) -> float:
        return dict(TEXT).get(self.text, 1.0)

    @property
    def animation_speed(self) -> float:
        """How many times faster than normal animations run; 0 skips them."""
        return dict(SPEED).get(self.speed, 1.0)

    def px_per_lu(self, display) -> float | None:
        """The calibration of `display` (a `displays.Display`) at its present size: the same
        name, index and size, else the same name and size; None when not measured."""
        size = tuple(display.size)
        same = [c for c in self.calibrations if c.display == display.name and tuple(c.size) == size]
        for c in same:
            if c.index == display.index:
                return c.px_per_lu
        return same[0].px_per_lu if same else None

    def calibrated(self, display, px_per_lu: float) -> Settings:
        """These settings with `px_per_lu` kept for `display` at its present size."""
        size = (int(display.size[0]), int(display.size[1]))
        others = tuple(c for c in self.calibrations
                       if not (c.display == display.name and c.index == display.index and tuple(c.size) == size))
        return replace(self, calibrations=others + (Calibration(display.name, display.index, size,
                                                                round(float(px_per_lu), 3)),))


def settings_path() -> Path:
    return data_dir() / "settings.json"


def load() -> Settings:
    """The saved settings; the defaults for anything missing or unreadable."""
    try:
        data = json.loads(settings_path().read_text(encoding="utf-8"))
        size = tuple(int(v) for v in data.get("size", Settings.size))
        got = Settings(size=size if len(size) == 2 and min(size) > 0 else Settings.size,
                       fullscreen=bool(data.get("fullscreen", False)),
                       text=str(data.get("text", "normal")), speed=str(data.get("speed", "normal")))
    except (OSError, ValueError, TypeError, AttributeError):
        return Settings()
    got = replace(got, text=got.text if got.text in dict(TEXT) else "normal",
                  speed=got.speed if got.speed in dict(SPEED) else "normal",
                  quest_master=data.get("quest_master") if data.get("quest_master") in QUEST_MASTER else "automatic")
    return replace(got, **_table_part(data))


def _table_part(data: dict) -> dict:
    """The table window's settings and the calibrations; anything unreadable is left out."""
    out: dict = {}
    name, index = data.get("table_display"), data.get("table_display_index")
    if isinstance(name, str) and name:
        out["table_display"] = name
    if isinstance(index, int) and not isinstance(index, bool) and index >= 0:
        out["table_display_index"] = index
    out["table_fullscreen"] = bool(data.get("table_fullscreen", False))
    if data.get("table_camera") in TABLE_CAMERAS:
        out["table_camera"] = data["table_camera"]
    kept = []
    for c in data.get("calibrations", ()) if isinstance(data.get("calibrations"), list) else ():
        try:
            size = (int(c["size"][0]), int(c["size"][1]))
            cal = Calibration(str(c["display"]), int(c["index"]), size, float(c["px_per_lu"]))
        except (KeyError, IndexError, TypeError, ValueError):
            continue
        if cal.px_per_lu > 0 and min(size) > 0:
            kept.append(cal)
    out["calibrations"] = tuple(kept)
    return out


def save(settings: Settings) -> Path:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    data = asdict(settings)
    data["size"] = list(settings.size)
    data["calibrations"] = [dict(asdict(c), size=list(c.size)) for c in settings.calibrations]
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(data, indent=1), encoding="utf-8")
    tmp.replace(path)
    return path


class SettingsDialog(Overlay):
    """Each choice applies at once and is kept for the next start."""

    width, height = 0.5, 0.86

    def __init__(self, owner, back=None) -> None:
        super().__init__(owner)
        self.back_to = back  # the dialog to return to (the menu), or None: close
        self.choices: dict = {}
        self.message = ""

    def rows(self):
        st = self.app.settings
        return (
            ("Window size", [(f"{w} × {h}", ("size", (w, h)), st.size == (w, h) and not st.fullscreen)
                             for w, h in SIZES]),
            ("Full screen (F11)", [("on", ("fullscreen", True), st.fullscreen),
                                   ("off", ("fullscreen", False), not st.fullscreen)]),
            ("Text size", [(name, ("text", name), st.text == name) for name, _ in TEXT]),
            ("Animations: dice, moves", [(name, ("speed", name), st.speed == name) for name, _ in SPEED]),
            ("The Quest Master in a new fight", [(name, ("quest_master", name), st.quest_master == name)
                                                 for name in QUEST_MASTER]),
        )

    def build(self) -> None:
        super().build()
        s = self.app.scale
        b = self.box()
        pad = look.px(30, s)
        h = look.px(50, s)
        gap = look.px(10, s)
        y = b.y + look.px(96, s)
        self.choices = {}
        self.heads = []
        for title, options in self.rows():
            self.heads.append((title, y))
            y += look.sans(look.px(20, s, 14), bold=True).get_height() + look.px(4, s)
            w = (b.w - 2 * pad - gap * (len(options) - 1)) // len(options)
            for i, (text, value, on) in enumerate(options):
                bt = _choice_button(self, pygame.Rect(b.x + pad + i * (w + gap), y, w, h), text, on)
                self.choices[bt] = value
            y += h + gap * 2
        self.table_part = self.button(pygame.Rect(b.x + pad, y, b.w - 2 * pad, h),
                                      "The table window and true size…",
                                      tip="The TV's display, full screen, its camera; measure a display with a ruler card")
        bw, bh = look.px(260, s), look.px(56, s)
        self.done = self.button(pygame.Rect(b.centerx - bw // 2, b.bottom - bh - look.px(22, s), bw, bh),
                                "Back  (Esc)", primary=True)

    def ui_event(self, event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        el = event.ui_element
        if el is self.done:
            self.escape()
        elif el is self.table_part:
            # Here, not at the top: the table window's settings are built on these.
            from questboard.ui.table_window.settings import TableSettings

            self.table.open_overlay(TableSettings(self.table, back=self.back_to))
        elif el in self.choices:
            what, value = self.choices[el]
            self.app.change_settings(**{what: value})

    def escape(self) -> None:
        if self.back_to is not None:
            self.table.open_overlay(self.back_to(self.table))
        else:
            self.table.close_overlay()

    def key(self, event) -> None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.escape()

    def draw(self, surface) -> None:
        super().draw(surface)
        s = self.app.scale
        b = self.box()
        title_and_heads(self, surface, "Settings", self.heads)
        note = look.wrapped(look.sans(look.px(17, s, 14), italic=True),
                            f"Kept in {settings_path()}", look.INK_SOFT, b.w - look.px(60, s))
        surface.blit(note, (b.x + look.px(30, s), self.table_part.relative_rect.bottom + look.px(8, s)))


def title_and_heads(dialog: Overlay, surface, title: str, heads) -> None:
    """A settings dialog's title on top and its sections' headings at their heights."""
    dialog.draw_title(surface, title)
    s, b = dialog.app.scale, dialog.box()
    head = look.sans(look.px(20, s, 14), bold=True)
    for words, y in heads:
        surface.blit(head.render(words, True, look.WOOD), (b.x + look.px(30, s), y))


def _choice_button(dialog: Overlay, rect: pygame.Rect, text: str, on: bool):
    """A button of a choice row: selected (and saying so) when it is the current choice."""
    b = dialog.button(rect, f"{text}  (now)" if on else text)
    if on:
        b.select()
    return b
