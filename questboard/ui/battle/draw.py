"""Drawing the battlefield: the backdrop (table, field, this turn's path, sight lines),
the bases, a move being planned (bar, ghost, verdict), an area card and what it hits, the
hover words, the scale bar; then the top bar, the side panel and the overlay."""

from __future__ import annotations

import math

import pygame

from questboard.battlefield.geometry import point_in_polygon
from questboard.ui.battle import tags
from questboard.ui.battle.area_marks import area_card, area_words
from questboard.ui.battle.hover import about, hover
from questboard.ui.battle.side import side_shade
from questboard.ui.battle.tuning import BAD_TEXT, GOOD_TEXT
from questboard.ui.drawing import field_view as V
from questboard.ui.drawing import look
from questboard.ui.drawing.palette import HERO_FILL


class Painter:
    """The battlefield's drawing, a part of `Battle`: the field, the bases, a move or an area
    card being laid, the hover's words; the backdrop and the scale bar kept between frames."""

    def __init__(self, battle) -> None:
        self.battle = battle
        self._bd: tuple | None = None  # the backdrop picture and what it was drawn for
        self._sb: tuple | None = None  # the scale bar's picture, its box and its camera
        self._sbp: tuple | None = None  # and where it goes, for the camera and the bases
        self._centres: tuple | None = None  # (view, camera and glides, the bases' centres on the screen)
        self.said: pygame.Rect | None = None  # where the area card's words went, last drawn

    def piece_at(self, pos) -> str | None:
        fv = self.battle.fight_view
        if fv is None:
            return None
        cam = self.battle.camera
        best, best_d = None, math.inf
        shown = self.centres()
        for p in fv.pieces:
            d = math.dist(shown[p.id], pos)
            if d <= max(p.radius * cam.scale, 6) + 2 and d < best_d:
                best, best_d = p.id, d
        return best

    def terrain_at(self, pos):
        at = self.battle.camera.to_lu(pos)
        for t in self.battle.fight_view.field.terrain:
            if t.circle is not None:
                if math.dist(at, (t.circle.x, t.circle.y)) <= t.circle.r:
                    return t
            elif point_in_polygon(at, t.outline):
                return t
        return None


    def draw(self, surface: pygame.Surface) -> None:
        if self.battle.fight_view is None:
            surface.blit(look.texture("wood", surface.get_size()), (0, 0))
            return
        r = self.battle.rects()
        show = self.battle.showcase or {}  # a picture's extra layers
        a = self.battle.actor()
        dragging, area, nudge = self.battle.dragging, self.battle.area, self.battle.nudge
        sight = a if (self.battle.on_field(a) and not dragging and nudge is None and area is None) else None
        scale_bar, _, bar_at = self.scale_bar(r["field"])
        surface.blit(self._backdrop(surface.get_size(), r, sight, show.get("sight_of")), (0, 0))
        surface.set_clip(r["field"])
        for plan in (area.plan if area is not None else None, show.get("area")):
            if plan is not None:
                self._card(surface, plan)
        self._bases(surface, a)
        if (dragging or nudge is not None) and self.battle.plan is not None:
            self._move(surface, self.battle.plan)
        if area is not None and area.plan is not None:
            self._area(surface, area.plan)
        if hasattr(self.battle.mode, "spots"):  # Reinforcements being set down
            self.battle.mode.draw(surface, self.battle)
        if show.get("area") is not None:
            plan = show["area"]
            self._area(surface, plan, words_at=self.px(plan.corners[2]) if plan.corners else None)
        self.battle.free_ruler.draw(surface)
        surface.blit(scale_bar, bar_at)
        if not dragging and area is None and self.battle.ruler is None:
            hover(self, surface)  # a hover's words lie over everything on the field
        surface.set_clip(None)
        self.battle.panel.bar(surface, r["bar"])
        self.battle._side(surface, r["side"])
        if self.battle.overlay is not None:
            self.battle.overlay.draw(surface)

    def _backdrop(self, size, r, sight: str | None, sight_of: str | None) -> pygame.Surface:
        """What stays the same until the game or the camera changes, as one opaque picture:
        the table, the field's still layer, this turn's path, the enemies as the piece on
        turn sees them (lines, rings and tags), the side panel's shade."""
        key = (size, look.TEXT_SCALE[0], self.battle.camera.state(), self.battle.grid, self.battle._stamp(), sight, sight_of, self.battle.qm_mode,
               self.battle.selected, tuple(sorted(self.battle.glides)))
        if self._bd is not None and self._bd[0] == key:
            return self._bd[1]
        bd = pygame.Surface(size)
        if V._has_format():
            bd = bd.convert()
        bd.blit(look.texture("wood", size), (0, 0))
        bd.set_clip(r["field"])
        self.battle.art.blit(bd, self.battle.camera, self.battle.grid)
        self._trail(bd)
        self.battle.sight.begin()
        for who in dict.fromkeys((sight, sight_of)):
            if self.battle.on_field(who):
                self.battle.sight.draw(bd, who)
        self.battle.sight.place(bd, self._keep_clear(r), self.battle.art.terrain_boxes())
        bd.set_clip(None)
        bd.blit(side_shade(r["side"].size), r["side"])
        self._bd = (key, bd)
        return bd

    def scale_bar(self, field: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect, tuple[int, int]]:
        """The scale bar, drawn once per camera: its picture, the box it takes on the screen
        (words and tags keep out of it) and where it goes: the field's bottom-left corner, or
        the bottom-right one when a base stands under the first."""
        cam, fv = self.battle.camera, self.battle.fight_view
        hosting = self.battle.app.hosting  # its strip along the window's bottom edge is kept clear too
        strip = None if hosting is None else tuple(hosting.rect(self.battle.app.size, self.battle.app.scale))
        key = (tuple(field), cam.scale, cam.ox, cam.oy, look.TEXT_SCALE[0], strip)  # asked twice a frame
        if self._sbp is not None and self._sbp[0] == key and self._sbp[1] is fv:
            return self._sbp[2]
        self._sbp = (key, fv, self._placed_scale_bar(field, strip))
        return self._sbp[2]

    def _placed_scale_bar(self, field: pygame.Rect, strip: tuple | None = None):
        layer, box = self._scale_bar(field)
        x = field.x
        pieces = self.battle.fight_view.pieces if self.battle.fight_view is not None else ()
        bases = [pygame.Rect(0, 0, 2 * f.radius * self.battle.camera.scale, 2 * f.radius * self.battle.camera.scale)
                 for f in pieces]
        cam = self.battle.camera
        for b, f in zip(bases, pieces, strict=True):
            b.center = (cam.ox + f.at[0] * cam.scale, cam.oy + f.at[1] * cam.scale)  # `px`, written out
        if strip is not None:
            bases.append(pygame.Rect(strip))
        if box.collidelist(bases) >= 0:
            dx = field.right - (box.x - field.x) - box.right
            if box.move(dx, 0).collidelist(bases) < 0:
                box, x = box.move(dx, 0), x + dx
        return layer, box, (x, field.bottom - layer.get_height())

    def _scale_bar(self, field: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect]:
        key = (field.size, field.topleft, self.battle.camera.state(), self.battle.app.scale, look.TEXT_SCALE[0])
        memo = self._sb
        if memo is not None and memo[0] == key:
            return memo[1], memo[2]
        s = self.battle.app.scale
        h = look.px(90, s)
        layer = pygame.Surface((field.w, h), pygame.SRCALPHA)
        V.scale_bar(layer, self.battle.camera, (look.px(26, s), h - look.px(22, s)), look.sans(look.px(17, s, 14)))
        box = layer.get_bounding_rect().move(field.x, field.bottom - h).inflate(6, 6)
        self._sb = (key, layer, box)
        return layer, box

    def _keep_clear(self, r) -> list[pygame.Rect]:
        """What the field's tags never cover: the bases, the scale bar, the zones' labels."""
        return self._base_boxes() + [self.scale_bar(r["field"])[1]] + self.battle.art.label_boxes()

    def words(self, surface, text: str, at, colour, font, anchor: str = "topleft", border=None) -> pygame.Rect:
        """A tag (`field_view.tag`) on the field, wrapped when long, kept out of the scale bar:
        lifted above it when it would run into it."""
        keep = self.scale_bar(self.battle.rects()["field"])[1]
        area = tags.room(surface, self.battle.sight.board())
        wide = V.tag_box(text, font, tags.widest(area)).w
        if at[0] < keep.right and at[0] + wide > keep.left and area.bottom > keep.top:
            area = pygame.Rect(area.x, area.y, area.w, max(1, keep.top - area.y))
        return V.tag(surface, text, at, colour, font, anchor, border=border, width=tags.widest(area), within=area)

    def font(self, n: int, bold: bool = False, italic: bool = False):
        return look.sans(look.px(n, self.battle.app.scale, 14), bold=bold, italic=italic)

    def centres(self) -> dict:
        """Where each base's centre is drawn on the screen (gliding or not), worked out once
        for the view, the camera and the glides."""
        b, cam = self.battle, self.battle.camera
        fv = b.fight_view
        key = (cam.ox, cam.oy, cam.scale, tuple([(k, g[2]) for k, g in b.glides.items()]) if b.glides else ())
        if self._centres is not None and self._centres[0] is fv and self._centres[1] == key:
            return self._centres[2]
        out = {}
        for f in fv.pieces:
            at = b._shown_at(f.id, f.at) if f.id in b.glides else f.at
            out[f.id] = (cam.ox + at[0] * cam.scale, cam.oy + at[1] * cam.scale)
        self._centres = (fv, key, out)
        return out

    def px(self, p):
        cam = self.battle.camera  # `Camera.to_px`, without a second call for every point drawn
        return (cam.ox + p[0] * cam.scale, cam.oy + p[1] * cam.scale)

    def _trail(self, surface) -> None:
        """The path of this turn so far (the active piece's, or every bad guy's in the QM's
        turn), the latest move first."""
        width = max(2, round(self.battle.camera.scale * 0.012))
        for frm, to in reversed(self.battle.fight_view.trail):
            a, b = self.px(frm), self.px(to)
            V.dashed_line(surface, (0xF4, 0xEA, 0xCF), a, b, width, dash=6, gap=6)
            pygame.draw.circle(surface, (0xF4, 0xEA, 0xCF), a, width + 2)

    def _bases(self, surface, active: str | None) -> None:
        cam = self.battle.camera
        movable = set(self.battle.movable())
        glides, shown = self.battle.glides, self.centres()
        pieces = self.battle.fight_view.pieces
        sprites = V.fighter_blits(cam, [(f, self.battle._shown_at(f.id, f.at) if f.id in glides else f.at)
                                        for f in pieces])
        for f, (img, where) in zip(pieces, sprites, strict=True):
            surface.blit(img, where)
            c, rpx = shown[f.id], f.radius * cam.scale
            if f.id == active:
                ring = rpx + max(4, rpx * 0.22)
                pygame.draw.circle(surface, look.GOLD, c, ring, max(3, round(rpx * 0.12)))
                pygame.draw.circle(surface, look.INK, c, ring + max(3, round(rpx * 0.12)), 1)
            elif f.id in movable:
                V.dashed_circle(surface, look.GOLD, c, rpx + max(3, rpx * 0.18), 2, dash=6, gap=5)

    def _base_boxes(self) -> list[pygame.Rect]:
        cam = self.battle.camera
        out, shown = [], self.centres()
        for f in self.battle.fight_view.pieces:
            c = shown[f.id]
            r = f.radius * cam.scale + 3
            out.append(pygame.Rect(round(c[0] - r), round(c[1] - r), round(2 * r), round(2 * r)))
        return out

    def _move(self, surface, plan) -> None:
        """The movement bar from the base's edge towards the mouse, the ghost where the move
        ends, and the verdict in words beside the cursor (green solid, or red dashed with a
        cross: never colour alone)."""
        me = self.battle.fighter(plan.who)
        if me is None or me.at is None:
            return
        ok = plan.legal
        colour = look.MOVE if ok else look.REFUSED
        ghost = plan.end if ok else plan.stop
        travel = math.dist(plan.start, ghost)
        self._move_bar(surface, plan, me.radius, colour, travel)
        self._ghost(surface, plan, me, ghost, travel)
        at = self.battle.mouse if self.battle.nudge is None else self.px(plan.to)
        self.words(surface, self._move_words(plan, travel), (at[0] + 18, at[1] + 14),
                   GOOD_TEXT if ok else BAD_TEXT, self.font(19, bold=True), border=colour)

    def _move_bar(self, surface, plan, r: float, colour, travel: float) -> None:
        """The green (or red) bar along the move from the base's edge, ticked every 0.1 LU,
        filled as far as the base would travel."""
        cam = self.battle.camera
        sx, sy = plan.start
        tx, ty = plan.to
        length = math.hypot(tx - sx, ty - sy)
        band = max(6, round(cam.scale * 0.045))
        if length <= 1e-9 or plan.bar <= 0:
            return
        ux, uy = (tx - sx) / length, (ty - sy) / length
        e0 = self.px((sx + ux * r, sy + uy * r))
        e1 = self.px((sx + ux * (r + plan.bar), sy + uy * (r + plan.bar)))
        lead = self.px((sx + ux * (r + travel), sy + uy * (r + travel)))

        def bar_band(layer, off):
            if layer is None:
                return V.bounds((e0, e1), band)
            move = lambda p: (p[0] + off[0], p[1] + off[1])  # noqa: E731
            V.thick_aaline(layer, (*colour, 70), move(e0), move(e1), band)
            V.thick_aaline(layer, (*colour, 220), move(e0), move(lead), band)
            return None

        V.translucent(surface, colour, bar_band)
        step = 0.1
        k = 1
        while k * step <= plan.bar + 1e-9:  # ticks every 0.1 LU along the bar
            d = r + k * step
            p = self.px((sx + ux * d, sy + uy * d))
            nx, ny = -uy * band * 0.6, ux * band * 0.6
            pygame.draw.line(surface, look.INK, (p[0] - nx, p[1] - ny), (p[0] + nx, p[1] + ny), 1)
            k += 1
        pygame.draw.circle(surface, look.INK, e1, max(2, band // 4))

    def _ghost(self, surface, plan, me, ghost, travel: float) -> None:
        """Where the base would stand (a legal move), or how far it gets and the cross where
        it was asked to go (a refused one)."""
        cam = self.battle.camera
        a, g = self.px(plan.start), self.px(ghost)
        width = max(2, round(cam.scale * 0.012))
        rpx = me.radius * cam.scale
        rim = look.HERO if me.is_hero else look.BAD
        if plan.legal:
            V.thick_aaline(surface, look.MOVE, a, g, width)
            V.draw_base(surface, g, rpx, rim, HERO_FILL, "", 0, 0, ghost=True)
            pygame.draw.circle(surface, look.MOVE, g, rpx + 2, 3)
            if plan.contact:
                pygame.draw.circle(surface, look.GOLD, g, rpx + 6, 2)
            return
        V.dashed_line(surface, look.REFUSED, a, g, width)
        if travel > 1e-6:  # how far the line gets before it is stopped
            V.dashed_circle(surface, look.REFUSED, g, rpx, 2, dash=4, gap=4)
        want = self.px(plan.to)
        V.dashed_circle(surface, look.REFUSED, want, rpx, 2, dash=6, gap=5)
        V.cross(surface, look.REFUSED, want, max(6, rpx * 0.5), max(3, width))

    def _move_words(self, plan, travel: float) -> str:
        if not plan.legal:
            return plan.reason or "Not allowed"
        words = f"{travel:.2f} of {plan.bar:.2f} LU"
        if plan.contact:
            other = self.battle.fighter(plan.contact)
            words += f", touching {other.name if other is not None else plan.contact}"
        elif plan.friend:
            other = self.battle.fighter(plan.friend)
            words += f", touching {other.name if other is not None else plan.friend}"
        if plan.moves_left:
            words += f"  ({plan.moves_left} more move{'s' if plan.moves_left > 1 else ''} after)"
        return words

    def _card(self, surface, plan) -> None:
        """The area card lying on the field (under the bases, as a card on the table)."""
        if not plan.corners:
            return
        area_card(surface, [self.px(p) for p in plan.corners], plan.valid, self.px(plan.centre),
                  self.battle.camera.scale)

    def _area(self, surface, plan, words_at=None) -> None:
        """The bases under the area card: foes ringed, friends in amber with their names,
        and the verdict in words."""
        cam = self.battle.camera
        font = self.font(16, bold=True)
        for n in plan.foes:
            if self.battle.on_field(n.id):
                p = self.battle.fighter(n.id)
                pygame.draw.circle(surface, look.REFUSED, self.px(p.at), p.radius * cam.scale + 5, 4)
        for n in plan.friends:
            if self.battle.on_field(n.id):
                p = self.battle.fighter(n.id)
                c = self.px(p.at)
                V.dashed_circle(surface, V.WARN, c, p.radius * cam.scale + 6, 4, dash=7, gap=4)
                self.words(surface, f"! {n.name} is hit too", (c[0], c[1] - p.radius * cam.scale - 8), V.WARN, font,
                      "midbottom")
        user = self.battle.fighter(plan.who)
        name = next((g.name for g in user.gifts if g.id == plan.gift), plan.gift) if user is not None else plan.gift
        if plan.valid:
            words = f"{name} at {plan.degrees:.0f}°: {area_words(plan.foes, plan.friends)}"
        else:
            words = plan.reason
        colour, font = GOOD_TEXT if plan.valid else BAD_TEXT, self.font(19, bold=True)
        if words_at is not None:  # a picture's card: its words beside it, off the bases
            pts = [self.px(p) for p in plan.corners]
            xs, ys = [x for x, _ in pts], [y for _, y in pts]
            card = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
            self.said = tags.place_tags(surface, [(words, words_at, colour, font, "topleft", card)],
                                        self._keep_clear(self.battle.rects()) + self.battle.sight.drawn,
                                        within=self.battle.sight.board())[0]
            return
        at = (self.battle.mouse[0] + 18, self.battle.mouse[1] + 14)
        self.said = self.words(surface, words, at, colour, font, border=look.GOLD if plan.valid else look.REFUSED)

    def about(self, who: str) -> str:
        """A base in words: name, Vitality, and for an enemy what the piece on turn can do to it."""
        return about(self.battle, who)

