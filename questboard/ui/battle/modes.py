"""The battlefield's input modes, as python-tcod's input handlers: what a press, the mouse,
the wheel and Enter do on the field depends on the mode it is in (a base dragged, a ghost
nudged with the keys, an area card laid, the free ruler, a press that pans or clicks), and
each handler returns the mode that follows (itself while nothing changes). A press made in
another mode keeps that mode under it and goes back to it when the button is let go.

Whatever ends every mode at once (an action taken, an undo, Esc) sets `IDLE` on the scene
itself (`Battle.cancel_modes`); a handler's answer counts only if the mode it was asked of
is still the scene's."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from questboard.play import Move, UseGift
from questboard.ui.battle.tuning import DRAG_SLOP, TURN, TURN_SHIFT

Point = tuple[float, float]


class Mode:
    """The field as it waits for input: a press on a base that may move starts a drag, on
    another base a click, on empty ground a pan; the wheel zooms."""

    plan = None  # the move plan drawn (a drag or a nudged ghost)

    def down(self, b, pos, button: int) -> Mode:
        if button == 2:
            return Pan(pos, under=self)
        if button != 1:
            return self
        hit = b.piece_at(pos)
        if hit is not None and hit in b.movable():
            return Drag(hit, pos)
        if hit is not None:
            return PiecePress(hit, pos, under=self)
        return Pan(pos, under=self)

    def motion(self, b, pos) -> Mode:
        return self

    def up(self, b, pos, button: int) -> Mode:
        return self

    def wheel(self, b, pos, notches: int, shift: bool) -> Mode:
        b.camera.zoom_at(pos, 1.15 ** notches)
        return self

    def enter(self, b) -> bool:
        """Enter, taken by the mode (True) or left to the panel."""
        return False


class Idle(Mode):
    """Nothing under way."""


IDLE = Idle()


class Press(Mode):
    """A button held on the field, over the mode it was pressed in (`under`)."""

    def __init__(self, at: Point, under: Mode = IDLE) -> None:
        self.at = at
        self.moved = False  # gone past DRAG_SLOP: a drag, not a click
        self.under = under

    def down(self, b, pos, button: int) -> Mode:
        return self.under.down(b, pos, button)

    def motion(self, b, pos) -> Mode:
        if not self.moved and math.dist(pos, self.at) > DRAG_SLOP:
            self.moved = True
        return self

    def wheel(self, b, pos, notches: int, shift: bool) -> Mode:
        self.under = self.under.wheel(b, pos, notches, shift)
        return self


class Pan(Press):
    """Empty ground dragged (or the middle button): the camera follows."""

    def __init__(self, at: Point, under: Mode = IDLE) -> None:
        super().__init__(at, under)
        self.last = at

    def motion(self, b, pos) -> Mode:
        super().motion(b, pos)
        b.camera.pan(pos[0] - self.last[0], pos[1] - self.last[1])
        self.last = pos
        return self

    def up(self, b, pos, button: int) -> Mode:
        return self.under if button in (1, 2) else self


class PiecePress(Press):
    """A base that may not move now, pressed: let go without moving, it is clicked (an
    attack, or the words about it)."""

    def __init__(self, who: str, at: Point, under: Mode = IDLE) -> None:
        super().__init__(at, under)
        self.who = who

    def up(self, b, pos, button: int) -> Mode:
        if button != 1:
            return self
        if not self.moved:
            b.input.click_piece(self.who)
        else:  # dragged, yet it may not move now: say who does
            b.say(b.input.not_moving(self.who), bad=True)
        return self.under


class Drag(Press):
    """A base that may move, pressed: dragged, its move planned at every motion and sent
    when let go; let go where it was pressed, its ghost is nudged with the keys."""

    def __init__(self, who: str, at: Point) -> None:
        super().__init__(at, IDLE)
        self.who = who
        self.plan = None

    def motion(self, b, pos) -> Mode:
        super().motion(b, pos)
        if self.moved:
            self.plan = b.game.plan_move(self.who, b.camera.to_lu(pos), clamp=True)
        return self

    def wheel(self, b, pos, notches: int, shift: bool) -> Mode:
        b.camera.zoom_at(pos, 1.15 ** notches)
        if self.moved:
            self.plan = b.game.plan_move(self.who, b.camera.to_lu(pos), clamp=True)
        return self

    def up(self, b, pos, button: int) -> Mode:
        if button != 1:
            return self
        if not self.moved:
            return b.input.nudging(self.who)
        plan = b.game.plan_move(self.who, b.camera.to_lu(pos), clamp=True)
        if plan.legal:
            b.act(Move(who=self.who, to=plan.end))  # a base that may move now (`movable`)
        else:
            b.say(plan.reason or "That move is not allowed", bad=True)
        return IDLE


@dataclass
class Nudge(Mode):
    """A base's ghost moved with the arrow keys (Shift: finer); Enter moves it there."""

    who: str
    to: Point
    plan: object = None

    def step(self, b, dx: float, dy: float) -> Nudge:
        moved = Nudge(self.who, (self.to[0] + dx, self.to[1] + dy))
        moved.plan = b.game.plan_move(self.who, moved.to, clamp=True)
        return moved

    def enter(self, b) -> bool:
        plan = b.game.plan_move(self.who, self.to, clamp=True)
        if plan.legal:
            b.act(Move(who=plan.who, to=plan.end))
        else:
            b.say(plan.reason or "That move is not allowed", bad=True)
        return True


@dataclass
class AreaCard(Mode):
    """An area card laid on the field: it follows the mouse touching its user, the wheel (or
    Q/E) turns it, a click casts it where it lies."""

    who: str
    gift: str
    degrees: float = 0.0
    plan: object = field(default=None, repr=False)  # the AreaPlan drawn

    def aim(self, b, pos) -> AreaCard:
        self.plan = b.game.plan_area(self.who, self.gift, b.camera.to_lu(pos), self.degrees)
        b.dirty = True
        return self

    def turned(self, b, sign: int, shift: bool) -> AreaCard:
        d = self.degrees
        d = (round(d / TURN_SHIFT) + sign) * TURN_SHIFT if shift else d + sign * TURN
        self.degrees = d % 360
        return self.aim(b, b.mouse)

    def down(self, b, pos, button: int) -> Mode:
        if button != 1:
            return super().down(b, pos, button)
        self.aim(b, pos)
        plan = self.plan
        if plan is None:
            return self
        if not plan.valid:
            b.say(plan.reason, bad=True)
            return self
        b.act(UseGift(who=plan.who, gift=plan.gift, area=(plan.centre, plan.degrees)))  # a hero's, at any time
        return self

    def motion(self, b, pos) -> Mode:
        return self.aim(b, pos)

    def wheel(self, b, pos, notches: int, shift: bool) -> Mode:
        return self.turned(b, 1 if notches > 0 else -1, shift)


@dataclass
class Measuring(Mode):
    """The free ruler (R): pressed on a base or a point, dragged to another, read when let go."""

    start: str | Point | None = None  # a base id or a field point
    end: str | Point | None = None
    held: bool = False

    def down(self, b, pos, button: int) -> Mode:
        if button != 1:
            return super().down(b, pos, button)
        hit = b.piece_at(pos)
        at = hit if hit is not None else b.camera.to_lu(pos)
        return Measuring(at, at, True)

    def motion(self, b, pos) -> Mode:
        if self.held:
            hit = b.piece_at(pos)
            self.end = hit if hit is not None and hit != self.start else b.camera.to_lu(pos)
        return self

    def up(self, b, pos, button: int) -> Mode:
        if self.held and button == 1:
            self.held = False
            b.say(b.free_ruler.words() + "   (R or Esc puts the ruler away)")
        return self


def lasting(mode: Mode) -> Mode:
    """The mode a button held on the field was pressed in (or the mode itself)."""
    return mode.under if isinstance(mode, Press) else mode


def lasting_as(mode: Mode, kind: type):
    """The lasting mode when it is a `kind`, else None."""
    m = lasting(mode)
    return m if isinstance(m, kind) else None


def drawn_plan(mode: Mode):
    """The move plan drawn: the drag's, or the nudged ghost's."""
    return mode.plan if isinstance(mode, Drag) else lasting(mode).plan


def nudge_of(mode: Mode) -> tuple[str, Point] | None:
    m = lasting_as(mode, Nudge)
    return (m.who, m.to) if m is not None else None


__all__ = ["IDLE", "AreaCard", "Drag", "Idle", "Measuring", "Mode", "Nudge", "Pan", "PiecePress", "Press",
           "drawn_plan", "lasting", "lasting_as", "nudge_of"]
