"""What the table may see, drawn on any surface: `game.public_view()` (read-aloud text, the
public question, the heroes, the dice, the public log) and during a fight the table's fight
view (`game.view(TABLE).fight`: the field and its bases, drawn as the battlefield draws
them), and nothing else. Drawn in the table window and, with F2, in the main window.

Every string it draws is kept in `texts` for the frame, so a test can read what reached it.
"""

from __future__ import annotations

import functools

import pygame

from questboard.play.seats import TABLE
from questboard.ui.drawing import field_view as V
from questboard.ui.drawing import look
from questboard.ui.drawing.adventure_cards import cards_surface
from questboard.ui.table_window.story_picture import StoryPicture

ZOOM_STEP = 1.15


class PublicPicture:
    """The public view and its field camera: the main view's (`follow`) or its own, zoomed by
    the wheel and panned by a drag on the picture."""

    def __init__(self) -> None:
        self.texts: list[str] = []
        self.frames_drawn = 0
        self._art: tuple[str, V.FieldArt] | None = None
        self.camera: V.Camera | None = None
        self.area = pygame.Rect(0, 0, 0, 0)  # where the field is drawn, in the last frame
        self.note = ""  # a line over the picture (a display that is gone), drawn while set
        self._bd: tuple | None = None  # the field's backdrop and what it was drawn for
        self._sb: tuple | None = None  # the scale bar's layer and its camera
        self._st: tuple | None = None  # the backdrop with the bases, and what they were
        self._stories = StoryPicture(self._text)  # between fights

    # The camera ---------------------------------------------------------------------------
    def follow(self, main: V.Camera | None, real_px: float | None) -> None:
        if self.camera is not None and main is not None:
            self.camera.follow(main, real_px)

    def camera_key(self) -> tuple:
        cam = self.camera
        return (cam.state(), cam.mode) if cam is not None else ()

    def zoom(self, pos, notches: float) -> bool:
        if self.camera is None or not self.area.collidepoint(pos):
            return False
        self.camera.zoom_at(pos, ZOOM_STEP ** notches)
        return True

    def pan(self, dx: float, dy: float) -> bool:
        if self.camera is None:
            return False
        self.camera.pan(dx, dy)
        return True

    def fit(self) -> None:
        if self.camera is not None:
            self.camera.fit()

    def real_size(self, px_per_lu: float) -> bool:
        if self.camera is None:
            return False
        self.camera.real_size(px_per_lu)
        return True

    # Drawing ------------------------------------------------------------------------------
    def _text(self, font, text: str, colour, width: int | None = None) -> pygame.Surface:
        self.texts.append(text)
        return look.wrapped(font, text, colour, width) if width else look.line(font, text, colour)

    def draw(self, surface: pygame.Surface, view, game=None, main: V.Camera | None = None,
             real_px: float | None = None) -> pygame.Surface:
        """The public view on `surface`; with `main`, the field camera follows it (at true size
        with `real_px`, the measure of the display this picture is on)."""
        self.texts = []
        self.frames_drawn += 1
        w, h = surface.get_size()
        s = look.scale_for((w, h))
        if view is None or view.field is None or game is None:  # the field's backdrop has its own
            surface.blit(look.texture("wood", (w, h)), (0, 0))
        if view is None:
            self.area = pygame.Rect(0, 0, 0, 0)
            img = self._text(look.serif(look.px(48, s, 22), bold=True), "questboard", look.PARCHMENT)
            surface.blit(img, img.get_rect(center=(w // 2, h // 2)))
        elif view.field is not None and game is not None:
            self._field(surface, view, game, s, main, real_px)
        else:
            self.area = pygame.Rect(0, 0, 0, 0)
            self._stories.draw(surface, view, game, s)
        if self.note:
            f = look.sans(look.px(22, s, 14), bold=True)
            img = self._text(f, self.note, look.PARCHMENT, w - look.px(80, s))
            box = img.get_rect(midtop=(w // 2, look.px(10, s))).inflate(look.px(24, s), look.px(12, s))
            pygame.draw.rect(surface, look.BAD, box, border_radius=look.px(8, s))
            surface.blit(img, img.get_rect(center=box.center))
        return surface

    def _column(self, surface, rect: pygame.Rect, view, s: float, turn: str | None) -> None:
        """Whose turn, the goals, the dice and the public log, on parchment (the panel itself
        is in the backdrop)."""
        pad = look.px(18, s)
        y = rect.y + pad
        width = rect.w - 2 * pad
        if turn:
            img = self._text(look.serif(look.px(34, s, 18), bold=True), turn, look.INK, width)
            surface.blit(img, (rect.x + pad, y))
            y += img.get_height() + look.px(8, s)
        f = look.sans(look.px(22, s, 14))
        if view.field is not None and view.field.goals:
            img = self._text(f, view.field.goals, look.INK_SOFT, width)
            surface.blit(img, (rect.x + pad, y))
            y += img.get_height() + look.px(8, s)
        if view.field is not None and view.field.rules:
            img = self._text(look.sans(look.px(21, s, 14), italic=True), f"Special rules: {view.field.rules}",
                             look.WOOD, width)
            surface.blit(img, (rect.x + pad, y))
            y += img.get_height() + look.px(8, s)
        cards = cards_surface(view.adventure_cards, width, s, self._text,
                              room=max(look.px(60, s), (rect.bottom - y) // 2))
        if cards is not None:  # the adventure cards changing this fight (R77)
            surface.blit(cards, (rect.x + pad, y))
            y += cards.get_height() + look.px(8, s)
        for line in view.dice[-2:]:
            img = self._text(look.sans(look.px(22, s, 14), bold=True), line, look.WOOD, width)
            surface.blit(img, (rect.x + pad, y))
            y += img.get_height() + look.px(4, s)
        pygame.draw.line(surface, look.PARCH_SHADOW, (rect.x + pad, y + 4), (rect.right - pad, y + 4), 1)
        y += look.px(12, s)
        bottom = rect.bottom - pad
        shown = []
        at = bottom
        for line in reversed(view.log):  # the newest lines that fit, oldest first
            img = _wrapped(f, line, look.INK, width)
            if at - img.get_height() < y:
                break
            at -= img.get_height() + look.px(2, s)
            shown.append((line, img))
        for line, img in reversed(shown):
            self.texts.append(line)
            surface.blit(img, (rect.x + pad, y))
            y += img.get_height() + look.px(2, s)

    def _field(self, surface, view, game, s: float, main, real_px) -> None:
        """The field of the table's fight view (`play.fight_view.FightView`): its still layer
        and its bases drawn as the battlefield draws them; the turn, goals and log beside."""
        w, h = surface.get_size()
        fight = game.view(TABLE).fight
        side = pygame.Rect(0, 0, max(300, round(w * 0.28)), h)
        side.right = w
        top = look.px(52, s)  # the title's band: the field lies under it, never over it
        area = pygame.Rect(0, top, w - side.w, h - top)
        if self._art is None or self._art[0] != fight.field.id:
            # The pieces as they stand when the fight is first shown: the set-up, which the
            # zone labels keep clear of.
            bases = [(*f.at, f.radius) for f in fight.pieces]
            self._art = (fight.field.id, V.FieldArt.of(fight.field, bases))
            self.camera = None
        art = self._art[1]
        if self.camera is None:
            self.camera = V.Camera(area, (art.w_lu, art.h_lu))
        elif self.camera.view != area:
            self.camera.set_view(area)
        self.area = area
        if main is not None:
            self.camera.follow(main, real_px)
        cam = self.camera
        column = side.inflate(-look.px(24, s), -look.px(24, s))
        surface.blit(self._stage(surface.get_size(), art, cam, area, column, fight, s), (0, 0))
        self.texts.append(fight.field.title)
        self.texts.extend([f.name for f in fight.pieces])
        surface.set_clip(area)
        bar = self._scale_bar(cam, area, s)
        box = bar.get_bounding_rect().move(area.x, area.bottom - bar.get_height())
        bases, k = [], cam.scale
        for f in fight.pieces:  # `cam.to_px`, written out: every base, every frame
            b = pygame.Rect(0, 0, 2 * f.radius * k, 2 * f.radius * k)
            b.center = (cam.ox + f.at[0] * k, cam.oy + f.at[1] * k)
            bases.append(b)
        dx = area.right - (box.x - area.x) - box.right  # the bottom-right corner, mirrored
        shift = dx if box.collidelist(bases) >= 0 and box.move(dx, 0).collidelist(bases) < 0 else 0
        surface.blit(bar, (area.x + shift, area.bottom - bar.get_height()))
        surface.set_clip(None)
        self._column(surface, column, view, s, view.field.turn)
        if view.field.off_field:
            f = look.sans(look.px(20, s, 14), italic=True)
            img = self._text(f, "Out of the fight: " + ", ".join(view.field.off_field), look.PARCHMENT,
                             area.w - look.px(40, s))
            surface.blit(img, (area.x + look.px(16, s), area.bottom - img.get_height() - look.px(50, s)))

    def _backdrop(self, size, art, cam, area, column, title: str, s: float) -> pygame.Surface:
        """What changes only with the camera or the window: the wood, the field's still layer,
        the title and the column's parchment, as one opaque picture."""
        key = (size, id(art), cam.state(), tuple(area), tuple(column), title, s)
        if self._bd is not None and self._bd[0] == key:
            return self._bd[1]
        bd = pygame.Surface(size)
        bd.blit(look.texture("wood", size), (0, 0))
        bd.set_clip(area)
        art.blit(bd, cam)
        bd.set_clip(None)
        img = look.line(look.serif(look.px(30, s, 16), bold=True), title, look.PARCHMENT)
        bd.blit(img, (area.x + look.px(16, s), look.px(8, s)))
        look.shadowed_panel(bd, column, "parchment", look.px(12, s))
        bd = bd.convert() if _has_format() else bd
        self._bd = (key, bd)
        return bd

    def _stage(self, size, art, cam, area, column, fight, s: float) -> pygame.Surface:
        """The backdrop with the bases on it: drawn again only when a base moved, was hurt or
        left, or the camera moved (a new log line alone reuses it)."""
        pieces = fight.pieces
        backdrop = self._backdrop(size, art, cam, area, column, fight.field.title, s)
        key = (id(backdrop), pieces)
        if self._st is not None and self._st[0] == key:
            return self._st[1]
        stage = backdrop.copy()
        stage.set_clip(area)
        stage.blits(V.fighter_blits(cam, [(f, f.at) for f in pieces]), doreturn=False)
        stage.set_clip(None)
        self._st = (key, stage)
        return stage

    def _scale_bar(self, cam, area, s: float) -> pygame.Surface:
        """The scale bar in the field's bottom-left corner, drawn once per camera."""
        key = (cam.state(), tuple(area), s)
        if self._sb is not None and self._sb[0] == key:
            return self._sb[1]
        h = look.px(90, s)
        layer = pygame.Surface((area.w, h), pygame.SRCALPHA)
        V.scale_bar(layer, cam, (look.px(26, s), h - look.px(22, s)), look.sans(look.px(17, s, 14)))
        self._sb = (key, layer)
        return layer

@functools.lru_cache(maxsize=512)
def _wrapped(font, text: str, colour, width: int) -> pygame.Surface:
    """A line of the log, wrapped (the same lines come back frame after frame)."""
    return look.wrapped(font, text, colour, width)


def _has_format() -> bool:
    try:
        pygame.Surface((1, 1)).convert()
        return True
    except pygame.error:
        return False
