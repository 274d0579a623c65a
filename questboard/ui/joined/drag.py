"""A drag of the seat's own base on a joined machine: the host is asked where the base would
go (`Client.ask_move`), one question at a time (R86), and its answer is drawn: the line to the
plan's end, green when legal, red, dashed and crossed with the reason when not, and the
movement bar. On release the move is sent to the end the host planned for the release point;
a refused plan is not sent, its reason is shown."""

from __future__ import annotations

import math

import pygame

from questboard.play.vocabulary import Move
from questboard.ui.drawing import field_view as V
from questboard.ui.drawing import look


class FieldDrag:
    """One drag in progress (or none: `who` None)."""

    def __init__(self, client) -> None:
        self.client = client
        self.who: str | None = None
        self.start: tuple[float, float] | None = None  # the base's centre, LU
        self.at: tuple[float, float] | None = None  # the mouse, LU
        self.asked: tuple[int, tuple[float, float]] | None = None  # the question pending and its point
        self.plan: dict | None = None  # the host's newest answer
        self.plan_for: tuple[float, float] | None = None  # the point that answer is for
        self.released = False
        self.sent: Move | None = None  # the last move sent (tests read it)
        self.note = ""  # why a drag ended without a move (the scene shows it, then clears it)

    @property
    def active(self) -> bool:
        return self.who is not None

    def press(self, who: str, start, at) -> None:
        self.who, self.start, self.released = who, tuple(start), False
        self.plan = self.plan_for = self.asked = None
        self.motion(at)

    def motion(self, at) -> None:
        if self.who is None or self.released:
            return
        self.at = (round(at[0], 4), round(at[1], 4))
        self._ask()

    def release(self, at) -> None:
        if self.who is None:
            return
        self.motion(at)
        self.released = True
        self.poll()

    def cancel(self) -> None:
        self.who = None

    def _ask(self) -> None:
        if self.asked is None and self.at is not None and self.at != self.plan_for:
            self.asked = (self.client.ask_move(self.who, self.at), self.at)

    def poll(self) -> bool:
        """Take the host's answer if it came; ask again for where the mouse is now; after the
        release, send the move once the answer for the release point is in. True when the
        picture changed."""
        if self.who is None:
            return False
        changed = False
        if self.asked is not None and self.asked[0] in self.client.previews:
            ask, point = self.asked
            self.plan, self.plan_for, self.asked = self.client.previews.pop(ask), point, None
            changed = True
            if self.plan is None:  # the host will not plan it for this seat: the drag is over
                self.note = "That base is not yours to move now"
                self.who = None
                return True
        self._ask()
        if self.released and self.asked is None and self.plan_for == self.at and self.plan is not None:
            if self.plan["legal"]:
                self.sent = Move(self.who, tuple(self.plan["end"]))
                self.client.send(self.sent)
            else:  # the base stays: a move to where it stands would spend the turn's move
                self.note = self.plan["reason"] or "That move is refused"
            self.who = None
            changed = True
        return changed

    # Drawing --------------------------------------------------------------------------------
    def words(self) -> str:
        p = self.plan
        if p is None:
            return "Asking the host…"
        if p["legal"]:
            said = f"{p['travel']:.2f} of {p['bar']:.2f} LU"
            return said + (f", touching {p['contact']}" if p.get("contact") else "")
        return p["reason"] or "Refused"

    def draw(self, surface, cam, s: float) -> None:
        if self.who is None or self.start is None or cam is None:
            return
        a = cam.to_px(self.start)
        bar = self.plan["bar"] if self.plan is not None else 0.0
        if bar:
            V.dashed_circle(surface, look.MOVE, a, cam.length(bar), width=max(1, look.px(2, s)))
        mouse = cam.to_px(self.at) if self.at is not None else a
        p = self.plan
        width = max(2, look.px(4, s))
        if p is not None and p["legal"]:
            end = cam.to_px(tuple(p["end"]))
            V.thick_aaline(surface, look.MOVE, a, end, width)
            pygame.draw.circle(surface, look.MOVE, (round(end[0]), round(end[1])), max(3, width), 2)
        elif p is not None:
            stop = cam.to_px(tuple(p.get("stop") or p["end"]))
            V.dashed_line(surface, look.REFUSED, a, mouse, width)
            V.cross(surface, look.REFUSED, stop if math.dist(stop, a) > 2 else mouse, look.px(10, s), width)
        else:
            V.dashed_line(surface, look.INK_SOFT, a, mouse, max(1, width // 2))
        colour = look.PARCHMENT if p is None or p["legal"] else (0xFF, 0xD0, 0xC8)
        V.tag(surface, self.words(), (mouse[0] + look.px(16, s), mouse[1] + look.px(12, s)), colour,
              look.sans(look.px(18, s, 14), bold=True))


__all__ = ["FieldDrag"]
