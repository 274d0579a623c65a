"""An area card laid from a joined seat (G5): the card follows the mouse touching the hero's
base, the wheel (or Q/E, Shift for 15° steps) turns it, and each pose is asked of the host
(`Client.ask_area`), one question at a time as a drag's (R86, R89). The host's plan is drawn
(the card, the foes it hits ringed, the friends it hits named) with its verdict in words; a
click sends `UseGift(who, gift, area=…)` at the pose the host planned for that click, or says
why it is refused and keeps the card in hand. Esc or the right button puts it away."""

from __future__ import annotations

import pygame

from questboard.net.previews import AreaView, read_preview
from questboard.play.vocabulary import UseGift
from questboard.ui.battle.area_marks import area_card, area_words
from questboard.ui.battle.tuning import BAD_TEXT, GOOD_TEXT, TURN, TURN_SHIFT
from questboard.ui.drawing import field_view as V
from questboard.ui.drawing import look


class AreaAim:
    """One area card in hand (or none: `who` None)."""

    def __init__(self, client) -> None:
        self.client = client
        self.who: str | None = None
        self.gift, self.name = "", ""
        self.degrees = 0.0
        self.at: tuple[float, float] | None = None  # the mouse, LU
        self.asked: tuple[int, tuple] | None = None  # the question pending and the pose it asks
        self.plan: AreaView | None = None
        self.plan_for: tuple | None = None
        self.clicked = False
        self.sent: UseGift | None = None  # the last card sent (tests read it)
        self.note = ""  # a refusal to show (the scene shows it, then clears it)
        self.mouse_px: tuple[float, float] = (0.0, 0.0)

    @property
    def active(self) -> bool:
        return self.who is not None

    def take(self, who: str, gift: str, name: str) -> None:
        self.who, self.gift, self.name = who, gift, name
        self.plan = self.plan_for = self.asked = self.at = None
        self.clicked, self.degrees = False, 0.0

    def cancel(self) -> None:
        self.who = None

    def aim(self, at, px=None) -> None:
        if self.who is None:
            return
        self.at = (round(at[0], 4), round(at[1], 4))
        if px is not None:
            self.mouse_px = tuple(px)
        self._ask()

    def turn(self, sign: int, shift: bool) -> None:
        d = self.degrees
        self.degrees = ((round(d / TURN_SHIFT) + sign) * TURN_SHIFT if shift else d + sign * TURN) % 360
        self._ask()

    def click(self, at, px=None) -> None:
        self.aim(at, px)
        self.clicked = self.who is not None
        self.poll()

    def _pose(self) -> tuple:
        return (self.at, self.degrees)

    def _ask(self) -> None:
        if self.who is not None and self.asked is None and self.at is not None and self._pose() != self.plan_for:
            self.asked = (self.client.ask_area(self.who, self.gift, self.at, self.degrees), self._pose())

    def poll(self) -> bool:
        """Take the host's answer if it came, ask for the newest pose, send the card after a
        click once the answer for its pose is in. True when the picture changed."""
        if self.who is None:
            return False
        changed = False
        if self.asked is not None and self.asked[0] in self.client.previews:
            ask, pose = self.asked
            data = self.client.previews.pop(ask)
            self.asked = None
            changed = True
            if data is None:  # the host will not plan it for this seat: the card goes back
                self.note = self.client.unanswered.pop(ask, "") or "That card is not yours to lay now"
                self.who = None
                return True
            self.plan, self.plan_for = read_preview(AreaView, data), pose
        self._ask()
        if self.clicked and self.asked is None and self.plan_for == self._pose() and self.plan is not None:
            self.clicked, changed = False, True
            p = self.plan
            if p.valid:
                self.sent = UseGift(p.who, p.gift, area=(p.centre, p.degrees))
                self.client.send(self.sent)
                self.who = None
            else:
                self.note = p.reason or "The card cannot lie there"
        return changed

    # Drawing --------------------------------------------------------------------------------
    def words(self) -> str:
        p = self.plan
        if p is None:
            return f"{self.name}: asking the host…"
        if not p.valid:
            return p.reason
        return f"{self.name} at {p.degrees:.0f}°: {area_words(p.foes, p.friends)}"

    def draw(self, surface, fight, cam, s: float) -> None:
        p = self.plan
        if self.who is None or cam is None:
            return
        if p is not None and p.corners:
            self._card(surface, p, cam)
            self._caught(surface, p, fight, cam, s)
        colour = GOOD_TEXT if p is not None and p.valid else BAD_TEXT if p is not None else look.PARCHMENT
        at = (self.mouse_px[0] + look.px(18, s), self.mouse_px[1] + look.px(14, s))
        V.tag(surface, self.words(), at, colour, look.sans(look.px(19, s, 14), bold=True),
              border=look.GOLD if p is not None and p.valid else look.REFUSED)

    @staticmethod
    def _card(surface, p: AreaView, cam) -> None:
        area_card(surface, [cam.to_px(c) for c in p.corners], p.valid, cam.to_px(p.centre), cam.scale)

    @staticmethod
    def _caught(surface, p: AreaView, fight, cam, s: float) -> None:
        font = look.sans(look.px(16, s, 14), bold=True)
        for n in p.foes:
            f = fight.fighter(n.id)
            if f is not None and f.at is not None:
                pygame.draw.circle(surface, look.REFUSED, cam.to_px(f.at), f.radius * cam.scale + 5, 4)
        for n in p.friends:
            f = fight.fighter(n.id)
            if f is not None and f.at is not None:
                c = cam.to_px(f.at)
                V.dashed_circle(surface, V.WARN, c, f.radius * cam.scale + 6, 4, dash=7, gap=4)
                V.tag(surface, f"! {n.name} is hit too", (c[0], c[1] - f.radius * cam.scale - 8), V.WARN, font,
                      "midbottom")


__all__ = ["AreaAim"]
