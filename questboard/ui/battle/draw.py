"""Drawing the battlefield: the backdrop (table, field, this turn's path, sight lines),
the bases, a move being planned (bar, ghost, verdict), an area card and what it hits, the
hover words, the scale bar; then the top bar, the side panel and the overlay."""

from __future__ import annotations

import functools
import math

import pygame

from questboard.play import Moved, TurnStarted
from questboard.ui.battle.sight import place_tags
from questboard.ui.battle.tuning import ARCH_RIM, BAD_FILL, BAD_TEXT, GOOD_TEXT, HERO_FILL
from questboard.ui.drawing import field_view as V
from questboard.ui.drawing import look


class Drawing:
    """The Battle scene's drawing (a part of `Battle`)."""

    def draw(self, surface: pygame.Surface) -> None:
        game = self.game
        fight = game.fight
        if fight is None:
            surface.blit(look.texture("wood", surface.get_size()), (0, 0))
            return
        r = self.rects()
        show = self.showcase or {}  # a picture's extra layers
        a = self.actor()
        dragging = self.press is not None and self.press["kind"] == "move" and self.press["moved"]
        sight = a if (a is not None and a in fight.field.pieces and not dragging and self.nudge is None
                      and self.area is None) else None
        scale_bar = self._scale_bar(r["field"])[0]
        surface.blit(self._backdrop(surface.get_size(), r, sight, show.get("sight_of")), (0, 0))
        surface.set_clip(r["field"])
        for plan in (self.area_plan if self.area is not None else None, show.get("area")):
            if plan is not None:
                self._card(surface, plan)
        self._bases(surface, a)
        if self.plan is not None and (dragging or self.nudge is not None):
            self._move(surface, self.plan)
        if self.area is not None and self.area_plan is not None:
            self._area(surface, self.area_plan)
        if show.get("area") is not None:
            plan = show["area"]
            self._area(surface, plan, words_at=self._px(plan.corners[2]) if plan.corners else None)
        self._ruler(surface)
        surface.blit(scale_bar, (r["field"].x, r["field"].bottom - scale_bar.get_height()))
        if not dragging and self.area is None and self.ruler is None:
            self._hover(surface)  # a hover's words lie over everything on the field
        surface.set_clip(None)
        self._bar(surface, r["bar"])
        self._side(surface, r["side"])
        if self.overlay is not None:
            self.overlay.draw(surface)

    def _backdrop(self, size, r, sight: str | None, sight_of: str | None) -> pygame.Surface:
        """What stays the same until the game or the camera changes, as one opaque picture:
        the table, the field's still layer, this turn's path, the enemies as the piece on
        turn sees them (lines, rings and tags), the side panel's shade."""
        key = (size, self.camera.state(), self.grid, self._stamp(), sight, sight_of, self.qm_mode,
               self.selected, tuple(sorted(self.glides)))
        if self._bd is not None and self._bd[0] == key:
            return self._bd[1]
        bd = pygame.Surface(size)
        if V._has_format():
            bd = bd.convert()
        bd.blit(look.texture("wood", size), (0, 0))
        bd.set_clip(r["field"])
        self.art.blit(bd, self.camera, self.grid)
        self._trail(bd)
        self.later = []
        pieces = self.game.fight.field.pieces
        for who in dict.fromkeys((sight, sight_of)):
            if who is not None and who in pieces:
                self._targets(bd, who)
        if self.later:
            place_tags(bd, self.later, self._base_boxes() + [self._scale_bar(r["field"])[1]])
        bd.set_clip(None)
        bd.blit(side_shade(r["side"].size), r["side"])
        self._bd = (key, bd)
        return bd

    def _scale_bar(self, field: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect]:
        """The scale bar in the field's bottom-left corner, drawn once per camera, and the box
        it takes on the screen: words and tags keep out of it (`keep_out`)."""
        key = (field.size, field.topleft, self.camera.state(), self.app.scale)
        memo = self._sb
        if memo is not None and memo[0] == key:
            return memo[1], memo[2]
        s = self.app.scale
        h = look.px(90, s)
        layer = pygame.Surface((field.w, h), pygame.SRCALPHA)
        V.scale_bar(layer, self.camera, (look.px(26, s), h - look.px(22, s)), look.sans(look.px(17, s, 14)))
        box = layer.get_bounding_rect().move(field.x, field.bottom - h).inflate(6, 6)
        self._sb = (key, layer, box)
        return layer, box

    def words(self, surface, text: str, at, colour, font, anchor: str = "topleft", border=None) -> pygame.Rect:
        """A tag (`field_view.tag`) kept out of the scale bar: lifted above it when it would
        run into it."""
        keep = self._scale_bar(self.rects()["field"])[1]
        clip = surface.get_clip()
        if at[0] < keep.right and clip.bottom > keep.top:
            surface.set_clip(pygame.Rect(clip.x, clip.y, clip.w, max(1, keep.top - clip.y)))
        try:
            return V.tag(surface, text, at, colour, font, anchor, border=border)
        finally:
            surface.set_clip(clip)

    def _font(self, n: int, bold: bool = False, italic: bool = False):
        return look.sans(look.px(n, self.app.scale, 14), bold=bold, italic=italic)

    def _px(self, p):
        return self.camera.to_px(p)

    def _trail(self, surface) -> None:
        """The path of this turn so far (the active piece's, or every bad guy's in the QM's turn)."""
        told = self.game.told
        width = max(2, round(self.camera.scale * 0.012))
        for i in range(len(told) - 1, self.start - 1, -1):
            e = told[i].event
            if isinstance(e, TurnStarted):
                break
            if isinstance(e, Moved):
                a, b = self._px(e.frm), self._px(e.to)
                V.dashed_line(surface, (0xF4, 0xEA, 0xCF), a, b, width, dash=6, gap=6)
                pygame.draw.circle(surface, (0xF4, 0xEA, 0xCF), a, width + 2)

    def _bases(self, surface, active: str | None) -> None:
        fight = self.game.fight
        cam = self.camera
        movable = set(self.movable())
        for pid, p in fight.field.pieces.items():
            f = fight.fighters.get(pid)
            c = self._px(self._shown_at(pid, p.at))
            rpx = p.radius * cam.scale
            if f is None:
                V.draw_base(surface, c, rpx, look.INK_SOFT, BAD_FILL, V.initials(p.label), 1, 1)
                continue
            hero = f.is_hero
            rim = look.HERO if hero else (ARCH_RIM if f.is_arch_villain else look.BAD)
            top = f.hero.max_vitality if f.hero is not None else f.max_vitality
            V.draw_base(surface, c, rpx, rim, HERO_FILL if hero else BAD_FILL, V.initials(f.name),
                        f.current_vitality(), top, shadow=True)
            if pid == active:
                ring = rpx + max(4, rpx * 0.22)
                pygame.draw.circle(surface, look.GOLD, c, ring, max(3, round(rpx * 0.12)))
                pygame.draw.circle(surface, look.INK, c, ring + max(3, round(rpx * 0.12)), 1)
            elif pid in movable:
                V.dashed_circle(surface, look.GOLD, c, rpx + max(3, rpx * 0.18), 2, dash=6, gap=5)

    def _base_boxes(self) -> list[pygame.Rect]:
        cam = self.camera
        out = []
        for pid, p in self.game.fight.field.pieces.items():
            c = self._px(self._shown_at(pid, p.at))
            r = p.radius * cam.scale + 3
            out.append(pygame.Rect(round(c[0] - r), round(c[1] - r), round(2 * r), round(2 * r)))
        return out

    def _move(self, surface, plan) -> None:
        """The movement bar from the base's edge towards the mouse, the ghost where the move
        ends, and the verdict in words beside the cursor (green solid, or red dashed with a
        cross: never colour alone)."""
        fight = self.game.fight
        piece = fight.field.pieces.get(plan.who)
        if piece is None:
            return
        cam = self.camera
        r = piece.radius
        sx, sy = plan.start
        tx, ty = plan.to
        length = math.hypot(tx - sx, ty - sy)
        ok = plan.legal
        colour = look.MOVE if ok else look.REFUSED
        ghost = plan.end if ok else plan.stop
        travel = math.dist(plan.start, ghost)
        band = max(6, round(cam.scale * 0.045))
        if length > 1e-9 and plan.bar > 0:
            ux, uy = (tx - sx) / length, (ty - sy) / length
            e0 = self._px((sx + ux * r, sy + uy * r))
            e1 = self._px((sx + ux * (r + plan.bar), sy + uy * (r + plan.bar)))
            lead = self._px((sx + ux * (r + travel), sy + uy * (r + travel)))

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
                p = self._px((sx + ux * d, sy + uy * d))
                nx, ny = -uy * band * 0.6, ux * band * 0.6
                pygame.draw.line(surface, look.INK, (p[0] - nx, p[1] - ny), (p[0] + nx, p[1] + ny), 1)
                k += 1
            pygame.draw.circle(surface, look.INK, e1, max(2, band // 4))
        a, g = self._px(plan.start), self._px(ghost)
        width = max(2, round(cam.scale * 0.012))
        rpx = r * cam.scale
        f = fight.fighters.get(plan.who)
        rim = look.HERO if f is not None and f.is_hero else look.BAD
        if ok:
            V.thick_aaline(surface, look.MOVE, a, g, width)
            V.draw_base(surface, g, rpx, rim, HERO_FILL, "", 0, 0, ghost=True)
            pygame.draw.circle(surface, look.MOVE, g, rpx + 2, 3)
            if plan.contact:
                pygame.draw.circle(surface, look.GOLD, g, rpx + 6, 2)
        else:
            V.dashed_line(surface, look.REFUSED, a, g, width)
            if travel > 1e-6:  # how far the line gets before it is stopped
                V.dashed_circle(surface, look.REFUSED, g, rpx, 2, dash=4, gap=4)
            want = self._px(plan.to)
            V.dashed_circle(surface, look.REFUSED, want, rpx, 2, dash=6, gap=5)
            V.cross(surface, look.REFUSED, want, max(6, rpx * 0.5), max(3, width))
        if ok:
            words = f"{travel:.2f} of {plan.bar:.2f} LU"
            if plan.contact:
                other = fight.fighters.get(plan.contact)
                words += f", touching {other.name if other is not None else plan.contact}"
            if plan.moves_left:
                words += f"  ({plan.moves_left} more move{'s' if plan.moves_left > 1 else ''} after)"
        else:
            words = plan.reason or "Not allowed"
        at = self.mouse if self.nudge is None else self._px(plan.to)
        self.words(surface, words, (at[0] + 18, at[1] + 14), GOOD_TEXT if ok else BAD_TEXT, self._font(19, bold=True),
              border=colour)

    def _card(self, surface, plan) -> None:
        """The area card lying on the field (under the bases, as a card on the table)."""
        if not plan.corners:
            return
        pts = [self._px(p) for p in plan.corners]
        fill = (0xF4, 0xE2, 0xB0, 170 if plan.valid else 90)

        def card(layer, off):
            if layer is None:
                return V.bounds(pts)
            pygame.draw.polygon(layer, fill, [(x + off[0], y + off[1]) for x, y in pts])
            return None

        V.translucent(surface, fill, card)
        if plan.valid:
            pygame.draw.polygon(surface, look.GOLD, pts, 3)
            pygame.draw.aalines(surface, look.INK, True, pts)
        else:
            V.dashed_polygon(surface, look.REFUSED, pts, 3)
        flame(surface, self._px(plan.centre), self.camera.scale * 0.14)

    def _area(self, surface, plan, words_at=None) -> None:
        """The bases under the area card: foes ringed, friends in amber with their names,
        and the verdict in words."""
        cam = self.camera
        fight = self.game.fight
        bf = fight.field
        font = self._font(16, bold=True)
        for n in plan.foes:
            if n.id in bf.pieces:
                p = bf.pieces[n.id]
                pygame.draw.circle(surface, look.REFUSED, self._px(p.at), p.radius * cam.scale + 5, 4)
        for n in plan.friends:
            if n.id in bf.pieces:
                p = bf.pieces[n.id]
                c = self._px(p.at)
                V.dashed_circle(surface, V.WARN, c, p.radius * cam.scale + 6, 4, dash=7, gap=4)
                self.words(surface, f"! {n.name} is hit too", (c[0], c[1] - p.radius * cam.scale - 8), V.WARN, font,
                      "midbottom")
        name = self.game.cards.gifts[plan.gift].name if plan.gift in self.game.cards.gifts else plan.gift
        if plan.valid:
            foes = ", ".join(n.name for n in plan.foes) or "no enemy"
            words = f"{name} at {plan.degrees:.0f}°: hits {foes}"
            if plan.friends:
                words += f"; and {', '.join(n.name for n in plan.friends)}"
        else:
            words = plan.reason
        colour, font = GOOD_TEXT if plan.valid else BAD_TEXT, self._font(19, bold=True)
        if words_at is not None:  # a picture's card: its words beside it, off the bases
            pts = [self._px(p) for p in plan.corners]
            xs, ys = [x for x, _ in pts], [y for _, y in pts]
            card = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
            keep = self._scale_bar(self.rects()["field"])[1]
            clip = surface.get_clip()
            surface.set_clip(pygame.Rect(clip.x, clip.y, clip.w, max(1, min(clip.bottom, keep.top) - clip.y)))
            place_tags(surface, [(words, words_at, colour, font, "topleft", card)], self._base_boxes())
            surface.set_clip(clip)
            return
        at = (self.mouse[0] + 18, self.mouse[1] + 14)
        self.words(surface, words, at, colour, font, border=look.GOLD if plan.valid else look.REFUSED)

    def _hover(self, surface) -> None:
        r = self.rects()["field"]
        if not r.collidepoint(self.mouse) or self.overlay is not None:
            return
        who = self.piece_at(self.mouse)
        if who is not None:
            text = self._about(who)
        else:
            t = self.terrain_at(self.mouse)
            if t is None:
                return
            text = f"The {t.name}: " + ("cover, it blocks sight and moves" if t.cover
                                        else "no cover: it blocks moves, not sight")
        f = self._font(17)
        img = look.wrapped(f, text, look.PARCHMENT, look.px(380, self.app.scale, 240))
        box = img.get_rect().inflate(16, 12)
        box.topleft = (self.mouse[0] + 16, self.mouse[1] + 18)
        if box.right > r.right:
            box.right = self.mouse[0] - 12
        if box.bottom > r.bottom:
            box.bottom = self.mouse[1] - 12
        pygame.draw.rect(surface, look.INK, box, border_radius=6)
        pygame.draw.rect(surface, look.GOLD, box, 1, border_radius=6)
        surface.blit(img, img.get_rect(center=box.center))

    def _about(self, who: str) -> str:
        """A base in words: name, Vitality, and for an enemy what the piece on turn can do to it."""
        fight = self.game.fight
        f = fight.fighters.get(who)
        if f is None:
            return who
        top = f.hero.max_vitality if f.hero is not None else f.max_vitality
        card = f.card
        bits = [f"{f.name}: Vitality {f.current_vitality()} of {top}",
                f"move {card.movement_bar:.2f} LU" + (f", range {card.range_bar:.2f} LU" if card.range_bar else "")]
        a = self.actor()
        if a is not None and a != who and a in fight.fighters and fight.fighters[a].side != f.side:
            m = next((m for m in self.melee(a) if m.id == who), None)
            if m is not None:
                bits.append("touching: click to attack" if m.may_attack else m.why_not)
            else:
                t = next((t for t in self.targets(a) if t.id == who), None)
                if t is not None:
                    bits.append(f"{t.gap:.2f} LU edge to edge; " + ("click to shoot" if t.may_shoot else t.why_not))
        return "\n".join(bits)


@functools.lru_cache(maxsize=8)
def side_shade(size) -> pygame.Surface:
    dark = pygame.Surface(size, pygame.SRCALPHA)
    dark.fill((0x20, 0x14, 0x0A, 110))
    return dark


def flame(surface, c, size: float) -> None:
    """The area card's emblem: a flame of three tongues."""
    x, y = c
    size = max(8.0, size)
    outer = [(x, y - size), (x + size * 0.55, y - size * 0.1), (x + size * 0.4, y + size * 0.55),
             (x, y + size * 0.7), (x - size * 0.4, y + size * 0.55), (x - size * 0.55, y - size * 0.1)]
    inner = [(x, y - size * 0.45), (x + size * 0.3, y + size * 0.15), (x, y + size * 0.55), (x - size * 0.3, y + size * 0.15)]
    pygame.draw.polygon(surface, (0xC8, 0x4A, 0x1E), outer)
    pygame.draw.polygon(surface, (0xF5, 0xC8, 0x4A), inner)
    pygame.draw.polygon(surface, look.INK, outer, 1)
