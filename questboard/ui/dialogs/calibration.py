"""True scale: the calibration screen. The player lays a real ruler card (1 LU, its long side,
88 mm) on the screen and drags the ends of a bar (or nudges them with the arrow keys, Shift
for fine steps) until bar and card are as long; Enter keeps the pixels per LU for the display
the window stands on at its present resolution, Esc leaves it as it was. No DPI is read:
operating systems and TVs report it wrongly.

`Ruler` is the screen itself, drawn on any surface and fed raw events, so the same screen
runs in the main window (`CalibrationScene`) and in the table window (on the TV, where it
matters).
"""

from __future__ import annotations

import pygame

from questboard.ui.app import Scene
from questboard.ui.dialogs import displays
from questboard.ui.drawing import field_view as V
from questboard.ui.drawing import look

MM_PER_LU = 88.0
CARD_SHORT = 0.716  # the ruler card's short side, in LU
STEP, FINE = 1.0, 0.2  # px per arrow key; with Shift
START = 330.0  # px per LU to start from when nothing was measured (about 96 dpi): a start, not a guess
LEAST = 60.0


class Ruler:
    """The bar, its two handles and the readout, on a surface of `size`."""

    def __init__(self, size: tuple[int, int], display, px_per_lu: float | None = None) -> None:
        self.display = display
        self.before = px_per_lu  # what was kept for this display and size, if anything
        self.size = (0, 0)
        self.length = float(px_per_lu or START)
        self.left = 0.0
        self.held: tuple | None = None  # "left", "right" or "bar"; the press's x, left and length then
        self.done: str | None = None  # "save" or "cancel" once the player decided
        self.texts: list[str] = []
        self.buttons: dict[str, pygame.Rect] = {}
        self.resize(size)

    # Geometry ---------------------------------------------------------------------------
    @property
    def scale(self) -> float:
        return look.scale_for(self.size)

    @property
    def most(self) -> float:
        return max(LEAST + 1, self.size[0] - 2 * look.px(40, self.scale))

    @property
    def y(self) -> int:
        return round(self.size[1] * 0.56)

    @property
    def right(self) -> float:
        return self.left + self.length

    def resize(self, size: tuple[int, int]) -> None:
        self.size = (int(size[0]), int(size[1]))
        self.length = min(max(self.length, LEAST), self.most)
        self.left = (self.size[0] - self.length) / 2
        self._layout_buttons()

    def _keep_inside(self) -> None:
        m = look.px(20, self.scale)
        self.length = min(max(self.length, LEAST), self.most)
        self.left = min(max(self.left, m), self.size[0] - m - self.length)

    def handles(self) -> dict[str, pygame.Rect]:
        """The grips under the bar's ends (the ends themselves stay in sight, thin lines)."""
        s = self.scale
        w, h = look.px(34, s, 30), look.px(64, s, 54)
        out = {}
        for name, x in (("left", self.left), ("right", self.right)):
            r = pygame.Rect(0, 0, w, h)
            r.midtop = (round(x), self.y + look.px(58, s))
            out[name] = r
        return out

    def _grabbed(self, pos) -> str | None:
        """The end (or the bar) under `pos`: a grip, or a thin band along an end's line."""
        s = self.scale
        hs = self.handles()
        top = self.y - self.length * CARD_SHORT
        for name in ("right", "left"):
            x = self.right if name == "right" else self.left
            band = pygame.Rect(round(x) - look.px(8, s), round(top), 2 * look.px(8, s), hs[name].bottom - top)
            if hs[name].inflate(12, 12).collidepoint(pos) or band.collidepoint(pos):
                return name
        return "bar" if self.bar_rect().inflate(0, 30).collidepoint(pos) else None

    def bar_rect(self) -> pygame.Rect:
        s = self.scale
        return pygame.Rect(round(self.left), self.y - look.px(10, s), round(self.length), look.px(20, s))

    def _layout_buttons(self) -> None:
        s = self.scale
        bw, bh, gap = look.px(300, s), look.px(60, s), look.px(24, s)
        y = self.size[1] - bh - look.px(40, s)
        cx = self.size[0] // 2
        self.buttons = {"save": pygame.Rect(cx - gap // 2 - bw, y, bw, bh),
                        "cancel": pygame.Rect(cx + gap // 2, y, bw, bh)}

    # Input ------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """Take one raw event; True when it was the ruler's."""
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for name, r in self.buttons.items():
                if r.collidepoint(event.pos):
                    self.done = name
                    return True
            what = self._grabbed(event.pos)
            if what is not None:
                self.held = (what, event.pos[0], self.left, self.length)
            return True
        if event.type == pygame.MOUSEMOTION and self.held is not None:
            self._drag(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.held is not None:
                self._drag(event.pos[0])
            self.held = None
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION,
                              pygame.MOUSEWHEEL)

    def _drag(self, x: float) -> None:
        """Move what is held by as many pixels as the mouse moved since the press (a fine
        step made with the keys before stays)."""
        what, x0, left, length = self.held
        d = round(x - x0)
        if what == "bar":
            self.left = left + d
        elif what == "right":
            self.length = length + d
        else:
            right = left + length
            self.length = max(LEAST, length - d)
            self.left = right - self.length
        self._keep_inside()

    def _key(self, event) -> bool:
        k = event.key
        fine = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        step = FINE if fine else STEP
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.done = "save"
        elif k == pygame.K_ESCAPE:
            self.done = "cancel"
        elif k in (pygame.K_RIGHT, pygame.K_UP):
            self.length += step
        elif k in (pygame.K_LEFT, pygame.K_DOWN):
            self.length -= step
        else:
            return False
        self._keep_inside()
        return True

    @property
    def px_per_lu(self) -> float:
        return round(self.length, 3)

    # Drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.size:
            self.resize(surface.get_size())
        self.texts = []
        s = self.scale
        w, h = self.size
        surface.blit(look.texture("parchment", (w, h)), (0, 0))
        pad = look.px(48, s)
        y = look.px(36, s)
        y = self._words(surface, look.serif(look.px(44, s, 22), bold=True), "True size: match the bar to a ruler card",
                        look.INK, pad, y, w - 2 * pad) + look.px(10, s)
        how = ("Lay a real ruler card on the screen, its long side (1 LU, 88 mm) along the green bar, "
               "its left end at the bar's left end. Drag the right handle to the card's other end (or the left one, or the bar "
               "itself to move it); the arrow keys lengthen and shorten it by a pixel, with Shift by a "
               "fifth of one. Enter keeps it, Esc leaves things as they were.")
        y = self._words(surface, look.sans(look.px(22, s, 14)), how, look.INK_SOFT, pad, y, w - 2 * pad)
        self._card_ghost(surface)
        self._bar(surface)
        self._readout(surface)
        for name, r in self.buttons.items():
            text = "Keep it  (Enter)" if name == "save" else "Cancel  (Esc)"
            fill = look.HERO if name == "save" else look.WOOD
            pygame.draw.rect(surface, fill, r, border_radius=look.px(10, s))
            pygame.draw.rect(surface, look.WOOD_DARK, r, 2, border_radius=look.px(10, s))
            img = self._line(look.sans(look.px(24, s, 15), bold=True), text, look.PARCHMENT)
            surface.blit(img, img.get_rect(center=r.center))

    def _words(self, surface, font, text, colour, x, y, width) -> int:
        self.texts.append(text)
        img = look.wrapped(font, text, colour, width)
        surface.blit(img, (x, y))
        return y + img.get_height()

    def _line(self, font, text, colour) -> pygame.Surface:
        self.texts.append(text)
        return look.line(font, text, colour)

    def _card_ghost(self, surface) -> None:
        """Where the card goes: its outline standing on the bar, dashed."""
        tall = self.length * CARD_SHORT
        top = self.y - tall
        pts = [(self.left, top), (self.right, top), (self.right, self.y), (self.left, self.y)]
        V.dashed_polygon(surface, look.INK_SOFT, pts, 2)
        f = look.sans(look.px(20, self.scale, 14), italic=True)
        img = self._line(f, "the ruler card lies here", look.INK_SOFT)
        if img.get_width() < self.length - 20:
            surface.blit(img, img.get_rect(center=(round((self.left + self.right) / 2), round(top + tall / 2))))

    def _bar(self, surface) -> None:
        s = self.scale
        bar = self.bar_rect()
        pygame.draw.rect(surface, look.MOVE, bar)
        pygame.draw.rect(surface, look.INK, bar, 1)
        # Millimetre ticks under the bar: a check with an ordinary ruler too.
        per_mm = self.length / MM_PER_LU
        tick_font = look.sans(look.px(15, s, 12))
        for mm in range(0, int(MM_PER_LU) + 1):
            x = self.left + mm * per_mm
            long = mm % 10 == 0 or mm == int(MM_PER_LU)
            tall = look.px(18 if long else (11 if mm % 5 == 0 else 6), s)
            if per_mm < 3 and not long and mm % 5:
                continue
            pygame.draw.line(surface, look.INK, (x, bar.bottom), (x, bar.bottom + tall), 1)
            if long and (mm % 20 == 0 or mm == int(MM_PER_LU)) and (per_mm > 2.5 or mm in (0, 88)) and mm != 80:
                img = look.line(tick_font, f"{mm}" if mm else "0 mm", look.INK)
                surface.blit(img, img.get_rect(midtop=(round(x), bar.bottom + tall + 2)))
        top = self.y - self.length * CARD_SHORT
        for name, r in self.handles().items():
            x = round(self.left if name == "left" else self.right)
            pygame.draw.line(surface, look.INK, (x, round(top) - look.px(14, s)), (x, r.y), 1)
            held = self.held is not None and self.held[0] == name
            pygame.draw.rect(surface, look.GOLD if held else look.WOOD, r, border_radius=look.px(8, s))
            pygame.draw.rect(surface, look.WOOD_DARK, r, 2, border_radius=look.px(8, s))
            cx = r.centerx
            pygame.draw.line(surface, look.PARCHMENT, (cx, r.y + 6), (cx, r.bottom - 6), 2)
            for dy in (-1, 1):  # a small double arrow: this end moves sideways
                ay = r.centery + dy * r.h // 4
                pygame.draw.polygon(surface, look.PARCHMENT, [(r.x + 5, ay), (r.x + 12, ay - 5), (r.x + 12, ay + 5)])
                pygame.draw.polygon(surface, look.PARCHMENT,
                                    [(r.right - 5, ay), (r.right - 12, ay - 5), (r.right - 12, ay + 5)])

    def _readout(self, surface) -> None:
        s = self.scale
        w = self.size[0]
        top = self.y + look.px(150, s)
        big = look.serif(look.px(40, s, 20), bold=True)
        img = self._line(big, f"1 LU = {self.length:.1f} px   ·   {self.length / MM_PER_LU:.3f} px per mm",
                         look.INK)
        surface.blit(img, img.get_rect(midtop=(w // 2, top)))
        f = look.sans(look.px(21, s, 14))
        if self.before is not None:
            was = f"kept until now: {self.before:.1f} px per LU"
        else:
            was = "nothing kept yet for this display at this resolution"
        d = self.display
        where = f"{d.label}  ·  {was}"
        img = self._line(f, where, look.INK_SOFT)
        surface.blit(img, img.get_rect(midtop=(w // 2, top + big.get_height() + look.px(8, s))))


class CalibrationScene(Scene):
    """The calibration screen in the main window, over the scene it came from (kept, not left):
    Enter keeps the measure for the display the window stands on, then `then(px_per_lu)` runs."""

    def __init__(self, app, back: Scene, then=None) -> None:
        super().__init__(app)
        self.back = back
        self.then = then
        self.display = displays.display_of(app.window)
        self.ruler = Ruler(app.size, self.display, app.settings.px_per_lu(self.display))

    @property
    def game(self):  # the table window keeps showing the game meanwhile
        return getattr(self.back, "game", None)

    def build(self) -> None:
        self.ruler.resize(self.app.size)
        self.dirty = True

    def handle(self, event) -> None:
        if self.ruler.handle(event):
            self.dirty = True
        if self.ruler.done is not None:
            self.finish()

    def finish(self) -> None:
        done, px = self.ruler.done, self.ruler.px_per_lu
        if done == "save":
            keep(self.app, self.display, px)
        swap_back(self.app, self.back)
        if done == "save" and self.then is not None:
            self.then(px)

    def draw(self, surface) -> None:
        self.ruler.draw(surface)

    def may_close(self) -> bool:
        return self.back.may_close()


def keep(app, display, px_per_lu: float) -> None:
    """Keep a measure for `display` at its present size in the settings file."""
    new = app.settings.calibrated(display, px_per_lu)
    app.change_settings(calibrations=new.calibrations)


def swap_back(app, scene: Scene) -> None:
    """Show `scene` again as it was (it was never left)."""
    app.manager.clear_and_reset()
    app.scene = scene
    scene.build()
    app.redraw()


def calibrate(app, then=None) -> CalibrationScene:
    """Open the calibration screen in the main window over the present scene."""
    scene = CalibrationScene(app, app.scene, then)
    app.manager.clear_and_reset()
    app.scene = scene
    scene.build()
    app.redraw()
    return scene
