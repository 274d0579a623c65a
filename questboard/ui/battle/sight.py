"""The enemies as the piece on turn sees them, drawn from `game.targets` and
`game.melee_targets`: a green sight line along the witness, red dashed up to what blocks it
(outlined and named), grey with the distance; and the tags that name them, placed out of
each other's way once the bases are down."""

from __future__ import annotations

import pygame

from questboard.ui.battle.geometry import circle_hit, polygon_hit
from questboard.ui.battle.tuning import BAD_TEXT, GOOD_TEXT
from questboard.ui.drawing import field_view as V
from questboard.ui.drawing import look


class Sight:
    """The Battle scene's sight lines and marks (a part of `Battle`)."""

    def _targets(self, surface, a: str) -> None:
        """Every enemy as the piece on turn sees it: a green sight line along the witness, red
        dashed up to what blocks it (outlined and named), grey with the distance."""
        fight = self.game.fight
        bf = fight.field
        cam = self.camera
        me = bf.pieces[a]
        ts = self.targets(a)
        font = self._font(16, bold=True)
        shooters = [t for t in ts if t.reach is not None]
        if shooters:
            reach = shooters[0].reach
            V.dashed_circle(surface, look.RANGE, self._px(me.at), (me.radius + reach) * cam.scale,
                            max(2, round(cam.scale * 0.008)), dash=12, gap=8)
        touching = {m.id: m for m in self.melee(a)}
        width = max(2, round(cam.scale * 0.012))
        placed = self.later  # drawn once the bases are down, out of each other's way
        blockers: dict[str, str] = {}
        far = 0  # the distance is written beside the nearest few out of range (hover tells the rest)
        for t in ts:
            if t.id not in bf.pieces:
                continue
            q = bf.pieces[t.id]
            qc = self._px(q.at)
            rq = q.radius * cam.scale
            beside = (qc[0] + rq + 4, qc[1] - font.get_height() // 2)
            box = pygame.Rect(round(qc[0] - rq - 3), round(qc[1] - rq - 3), round(2 * rq + 6), round(2 * rq + 6))
            if t.id in touching:
                m = touching[t.id]
                colour = look.GOLD if m.may_attack else V.FAR
                pygame.draw.circle(surface, colour, qc, rq + 5, 3)
                tag_later(surface, placed, "melee" if m.may_attack else "touching", beside,
                     GOOD_TEXT if m.may_attack else look.PARCH_SHADOW, font, around=box)
                continue
            if t.reach is None:
                continue
            if t.in_range and t.sight and t.witness is not None:
                w0, w1 = self._px(t.witness[0]), self._px(t.witness[1])
                V.thick_aaline(surface, V.SIGHT_OK, w0, w1, width)
                pygame.draw.circle(surface, V.SIGHT_OK, qc, rq + 5, 3)
                tag_later(surface, placed, f"{'shoot' if t.may_shoot else 'in sight'} · {t.gap:.2f} LU", beside,
                     GOOD_TEXT, font, around=box)
            elif t.in_range:
                stop = self._first_hit(me.at, q.at, [b.id for b in t.blockers])
                V.dashed_line(surface, look.REFUSED, self._px(me.at), self._px(stop), max(2, width - 1))
                V.cross(surface, look.REFUSED, self._px(stop), max(5, width * 2.5), 2)
                for b in t.blockers:
                    blockers[b.id] = b.name
                tag_later(surface, placed, "no sight", beside, BAD_TEXT, font, around=box)
            elif far < 6:
                far += 1
                tag_later(surface, placed, f"{t.gap:.2f} LU: too far", beside,
                     look.PARCH_SHADOW, font, around=box)
        for bid, name in blockers.items():  # what blocks sight, outlined and named once
            self._outline(surface, bid, look.REFUSED)
            top = self._top_of(bid)
            if top is not None:
                words = "in the way" if bid in bf.pieces else f"{name[0].upper()}{name[1:]} blocks sight"
                tag_later(surface, placed, words, top, BAD_TEXT, font, anchor="midbottom")

    def _top_of(self, what: str):
        bf = self.game.fight.field
        cam = self.camera
        if what in bf.pieces:
            p = bf.pieces[what]
            c = self._px(p.at)
            return (c[0], c[1] - p.radius * cam.scale - 6)
        t = bf.terrain.get(what)
        if t is None:
            return None
        if t.circle is not None:
            c = self._px((t.circle.x, t.circle.y))
            return (c[0], c[1] - t.circle.r * cam.scale - 4)
        pts = [self._px(p) for p in t.outline]
        return (sum(p[0] for p in pts) / len(pts), min(p[1] for p in pts) - 4)

    def _first_hit(self, a, b, blockers):
        """Where the centre line from a to b first meets one of the blockers (for drawing)."""
        fight = self.game.fight
        bf = fight.field
        best = 1.0
        for bid in blockers:
            if bid in bf.pieces:
                p = bf.pieces[bid]
                best = min(best, circle_hit(a, b, p.at, p.radius))
            elif bid in bf.terrain:
                t = bf.terrain[bid]
                if t.circle is not None:
                    best = min(best, circle_hit(a, b, (t.circle.x, t.circle.y), t.circle.r))
                else:
                    best = min(best, polygon_hit(a, b, t.outline))
        return (a[0] + (b[0] - a[0]) * best, a[1] + (b[1] - a[1]) * best)

    def _outline(self, surface, what: str, colour) -> None:
        bf = self.game.fight.field
        cam = self.camera
        if what in bf.pieces:
            p = bf.pieces[what]
            pygame.draw.circle(surface, colour, self._px(p.at), p.radius * cam.scale + 4, 3)
        elif what in bf.terrain:
            t = bf.terrain[what]
            if t.circle is not None:
                pygame.draw.circle(surface, colour, self._px((t.circle.x, t.circle.y)), t.circle.r * cam.scale + 3, 3)
            else:
                pygame.draw.polygon(surface, colour, [self._px(p) for p in t.outline], 3)


def tag_later(surface, later: list, text: str, at, colour, font, anchor: str = "topleft", around=None) -> None:
    """A tag to draw once the bases are down (see `place_tags`); `around` is the box of what
    it names, to try its other sides when the first place is taken."""
    later.append((text, at, colour, font, anchor, around))


def place_tags(surface, later: list, avoid: list[pygame.Rect]) -> None:
    """Each tag where it is asked, or on another side of what it names, or moved down: out
    of the way of the bases and of the tags placed before it."""
    placed = list(avoid)
    clip = surface.get_clip() or surface.get_rect()
    for text, at, colour, font, anchor, around in later:
        probe = pygame.Rect(0, 0, font.size(text)[0] + 12, font.get_height() + 6)
        tries = [(anchor, at)]
        if around is not None:
            tries += [("midleft", (around.right + 3, around.centery)), ("midright", (around.left - 3, around.centery)),
                      ("midtop", (around.centerx, around.bottom + 3)), ("midbottom", (around.centerx, around.top - 3))]
        tries += [(anchor, (at[0], at[1] + k * (probe.h // 2 + 1))) for k in range(1, 8)]
        for how, where in tries:
            setattr(probe, how, (round(where[0]), round(where[1])))
            if clip.contains(probe) and probe.collidelist(placed) < 0:
                break
        else:
            setattr(probe, anchor, (round(at[0]), round(at[1])))
        placed.append(V.tag(surface, text, probe.topleft, colour, font, "topleft"))
