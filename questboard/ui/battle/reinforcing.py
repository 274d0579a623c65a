"""Reinforcements set down by the Quest Master's own hand on the battlefield: played from his
hand, the card waits on the field while each click in a minion starting zone sets a minion's
base down there (the game says whether it may stand there), Enter sends them as they are
(none set down: the game spreads them), Esc gives the card back unplayed."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from questboard.play import PlayEvent
from questboard.ui.battle.modes import Mode
from questboard.ui.drawing import field_view as V
from questboard.ui.drawing import look
from questboard.words import counted

Point = tuple[float, float]


@dataclass
class Reinforcing(Mode):
    """Reinforcements being set down: the spots chosen so far (zone, centre in LU)."""

    event: str
    spots: list[tuple[str, Point]] = field(default_factory=list)
    hover: Point | None = None  # the field point under the mouse
    carried: int | None = None  # the base picked up again (its place among the spots), while pressed
    lifted: tuple[str, Point] | None = None

    def placed(self) -> tuple[Point, ...]:
        return tuple([at for _, at in self.spots])

    def start(self, b) -> Reinforcing:
        b.cancel_modes()
        b.mode = self
        self.tell(b)
        return self

    def tell(self, b, why: str = "") -> None:
        plan = b.game.plan_event(self.event)
        left = plan.comes - len(self.spots)
        b.say(why or f"{plan.name}: click (or drag) in a minion starting zone to set a minion down, drag one to move it "
                     f"({counted(left, 'minion')} more may come); Enter sends them"
                     f"{'' if self.spots else ' (none set down: spread over the zones)'}, Esc gives the card back",
              bad=bool(why))

    def down(self, b, pos, button: int) -> Mode:
        """A press on a base set down picks it up again (to drop elsewhere); a press
        elsewhere is where a new one will go when the button is let go."""
        if button != 1:
            return super().down(b, pos, button)
        at, r = b.camera.to_lu(pos), b.game.plan_event(self.event).radius
        self.carried = next((i for i, (_, p) in enumerate(self.spots) if math.dist(p, at) <= r), None)
        self.lifted = self.spots.pop(self.carried) if self.carried is not None else None
        self.hover = at
        b.dirty = True
        return self

    def up(self, b, pos, button: int) -> Mode:
        """Let go: the base is set down there if it may stand there (a carried one goes back
        where it was if not); the card is sent once all have come."""
        if button != 1:
            return self
        at = b.camera.to_lu(pos)
        plan = b.game.plan_event(self.event, at, self.placed())
        where = len(self.spots) if self.carried is None else self.carried
        if plan.spot_why:
            if self.lifted is not None:
                self.spots.insert(where, self.lifted)
            self.tell(b, plan.spot_why)
        else:
            self.spots.insert(where, (plan.spot_zone, at))
            if self.lifted is None and len(self.spots) >= plan.comes:
                self.send(b)
                return self
            self.tell(b)
        self.carried = self.lifted = None
        b.dirty = True
        return self

    def motion(self, b, pos) -> Mode:
        self.hover = b.camera.to_lu(pos)
        b.dirty = True
        return self

    def enter(self, b) -> bool:
        self.send(b)
        return True

    def send(self, b) -> bool:
        """Play the card with the minions where they were set down."""
        plan = b.game.plan_event(self.event)
        return b.act(PlayEvent(event=self.event, placements=tuple([(plan.minion, z, at) for z, at in self.spots])))

    def draw(self, surface, b) -> None:
        """The bases set down so far, and the one under the mouse: gold where it may stand,
        red and crossed where it may not."""
        cam = b.camera
        placed = self.placed()  # asked once per spot and game state, not every frame
        plan = b.memo(("reinforcing", self.event, self.hover, placed),
                      lambda: b.game.plan_event(self.event, self.hover, placed))
        r = plan.radius * cam.scale
        for _, at in self.spots:
            c = cam.to_px(at)
            pygame.draw.circle(surface, (0xF2, 0xE3, 0xD0), c, r)
            pygame.draw.circle(surface, look.REFUSED, c, r, max(2, round(r * 0.12)))
        if self.hover is not None and b.rects()["field"].collidepoint(b.mouse):
            c = cam.to_px(self.hover)
            colour = look.GOLD if not plan.spot_why else look.REFUSED
            V.dashed_circle(surface, colour, c, r, max(2, round(r * 0.1)), dash=7, gap=5)
            if plan.spot_why:
                V.cross(surface, look.REFUSED, c, r * 0.5, 3)
