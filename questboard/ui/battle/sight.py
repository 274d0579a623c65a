"""The enemies as the piece on turn sees them, drawn from `game.targets` and
`game.melee_targets`: a green sight line along the witness, red dashed up to what blocks it
(outlined and named), grey with the distance; and the tags that name them, placed out of
each other's way once the bases are down."""

from __future__ import annotations

import pygame

from questboard.ui.battle.geometry import circle_hit, polygon_hit
from questboard.ui.battle.tags import place_tags, tag_later
from questboard.ui.battle.tuning import BAD_TEXT, GOOD_TEXT
from questboard.ui.drawing import field_view as V
from questboard.ui.drawing import look


class Sight:
    """The battlefield's sight lines and marks, a part of `Battle`: drawn into the backdrop
    for the piece on turn (and a picture's other shooter), their tags placed once every
    line is down."""

    def __init__(self, battle) -> None:
        self.battle = battle
        self.later: list = []  # the tags, placed out of each other's way by `place`
        self.drawn: list[pygame.Rect] = []  # where they went: the area card's words keep off them

    def begin(self) -> None:
        self.later, self.drawn = [], []

    def place(self, surface, avoid: list[pygame.Rect], soft=()) -> list[pygame.Rect]:
        """Draw the tags, out of the way of `avoid`, off `soft` where they can be, on the field."""
        self.drawn = place_tags(surface, self.later, avoid, soft, within=self.board()) if self.later else []
        return self.drawn

    def board(self) -> pygame.Rect:
        """The field itself on the screen, as the camera shows it."""
        fv, cam = self.battle.fight_view, self.battle.camera
        (x0, y0), (x1, y1) = cam.to_px((0.0, 0.0)), cam.to_px((fv.field.width, fv.field.height))
        return pygame.Rect(min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0))

    def draw(self, surface, a: str) -> None:
        """Every enemy as the piece on turn sees it: a green sight line along the witness, red
        dashed up to what blocks it (outlined and named), grey with the distance."""
        cam, fv = self.battle.camera, self.battle.fight_view  # the view asked once, for every enemy
        me = fv.by_id.get(a)
        ts = self.battle.targets(a)
        font = self.battle.painter.font(16, bold=True)
        shooters = [t for t in ts if t.reach is not None]
        if shooters:  # the range circle, on the field only (never over its frame or the title)
            reach = shooters[0].reach
            before = surface.get_clip()
            surface.set_clip(before.clip(self.board()))
            V.dashed_circle(surface, look.RANGE, self.battle.painter.px(me.at), (me.radius + reach) * cam.scale,
                            max(2, round(cam.scale * 0.008)), dash=12, gap=8)
            surface.set_clip(before)
        touching = {m.id: m for m in self.battle.melee(a)}
        width = max(2, round(cam.scale * 0.012))
        placed = self.later  # drawn once the bases are down, out of each other's way
        blockers: dict[str, str] = {}
        far = 0  # the distance is written beside the nearest few out of range (hover tells the rest)
        for t in ts:
            q = fv.by_id.get(t.id)
            if q is None or q.at is None:
                continue
            qc = self.battle.painter.px(q.at)
            rq = q.radius * cam.scale
            beside = (qc[0] + rq + 4, qc[1] - font.get_height() // 2)
            box = pygame.Rect(round(qc[0] - rq - 3), round(qc[1] - rq - 3), round(2 * rq + 6), round(2 * rq + 6))
            if t.id in touching:
                m = touching[t.id]
                colour = look.GOLD if m.may_attack else V.FAR
                pygame.draw.circle(surface, colour, qc, rq + 5, 3)
                tag_later(placed, "melee" if m.may_attack else "touching", beside,
                     GOOD_TEXT if m.may_attack else look.PARCH_SHADOW, font, around=box)
                continue
            if t.reach is None:
                continue
            if t.in_range and t.sight and t.witness is not None:
                w0, w1 = self.battle.painter.px(t.witness[0]), self.battle.painter.px(t.witness[1])
                V.thick_aaline(surface, V.SIGHT_OK, w0, w1, width)
                pygame.draw.circle(surface, V.SIGHT_OK, qc, rq + 5, 3)
                tag_later(placed, f"{'shoot' if t.may_shoot else 'in sight'} · {t.gap:.2f} LU", beside,
                     GOOD_TEXT, font, around=box)
            elif t.in_range:
                stop = self._first_hit(me.at, q.at, [b.id for b in t.blockers])
                V.dashed_line(surface, look.REFUSED, self.battle.painter.px(me.at), self.battle.painter.px(stop), max(2, width - 1))
                V.cross(surface, look.REFUSED, self.battle.painter.px(stop), max(5, width * 2.5), 2)
                for b in t.blockers:
                    blockers[b.id] = b.name
                tag_later(placed, "no sight", beside, BAD_TEXT, font, around=box)
            elif far < 6:
                far += 1
                tag_later(placed, f"{t.gap:.2f} LU: too far", beside,
                     look.PARCH_SHADOW, font, around=box)
        for bid, name in blockers.items():  # what blocks sight, outlined and named once
            self._outline(surface, bid, look.REFUSED)
            top = self._top_of(bid)
            if top is not None:
                words = "in the way" if self.battle.on_field(bid) else f"{name[0].upper()}{name[1:]} blocks sight"
                tag_later(placed, words, top, BAD_TEXT, font, anchor="midbottom")

    def _terrain(self, what: str):
        """A terrain element of the view's field by id (`play.fight_field.TerrainView`), or None."""
        return next((t for t in self.battle.fight_view.field.terrain if t.id == what), None)

    def _top_of(self, what: str):
        cam = self.battle.camera
        p = self.battle.fighter(what)
        if p is not None and p.at is not None:
            c = self.battle.painter.px(p.at)
            return (c[0], c[1] - p.radius * cam.scale - 6)
        t = self._terrain(what)
        if t is None:
            return None
        if t.circle is not None:
            c = self.battle.painter.px((t.circle.x, t.circle.y))
            return (c[0], c[1] - t.circle.r * cam.scale - 4)
        pts = [self.battle.painter.px(p) for p in t.outline]
        return (sum([p[0] for p in pts]) / len(pts), min([p[1] for p in pts]) - 4)

    def _first_hit(self, a, b, blockers):
        """Where the centre line from a to b first meets one of the blockers (for drawing)."""
        best = 1.0
        for bid in blockers:
            p = self.battle.fighter(bid)
            t = self._terrain(bid) if p is None or p.at is None else None
            if p is not None and p.at is not None:
                best = min(best, circle_hit(a, b, p.at, p.radius))
            elif t is not None and t.circle is not None:
                best = min(best, circle_hit(a, b, (t.circle.x, t.circle.y), t.circle.r))
            elif t is not None:
                best = min(best, polygon_hit(a, b, t.outline))
        return (a[0] + (b[0] - a[0]) * best, a[1] + (b[1] - a[1]) * best)

    def _outline(self, surface, what: str, colour) -> None:
        cam = self.battle.camera
        p = self.battle.fighter(what)
        t = self._terrain(what) if p is None or p.at is None else None
        if p is not None and p.at is not None:
            pygame.draw.circle(surface, colour, self.battle.painter.px(p.at), p.radius * cam.scale + 4, 3)
        elif t is not None and t.circle is not None:
            pygame.draw.circle(surface, colour, self.battle.painter.px((t.circle.x, t.circle.y)), t.circle.r * cam.scale + 3, 3)
        elif t is not None:
            pygame.draw.polygon(surface, colour, [self.battle.painter.px(p) for p in t.outline], 3)

