"""Which seat may send an action now: a seat answers only for the sides it sits for
(`Seat.answers`), only with the action types the game asks of that side now (`waiting`), and a
hero's seat only in that hero's name. The game's own rules decide the rest when it applies
the action; this is the check a host makes before it lets an action from another machine in."""

from __future__ import annotations

from questboard.combat import actions as F
from questboard.combat.authority import side_of
from questboard.play.seats import QUEST_MASTER, Seat
from questboard.play.waiting import PARTY, QM

NAMING_FIELDS = ("who", "hero", "frm")  # the fields by which an action names who takes it


def named(action: object) -> str | None:
    """The hero or fighter in whose name `action` is taken (None: it names nobody, as the
    party's choices do)."""
    for name in NAMING_FIELDS:
        value = getattr(action, name, None)
        if isinstance(value, str):
            return value
    return None


def acting_side(game, action: object) -> str | None:
    """The side taking `action`: a hero's id, QM, or None for a choice of the whole party."""
    if isinstance(action, F.PlayEvent):
        return QM
    fight = game.fight
    if fight is not None and isinstance(action, (F.FightAction, *F.SHARED)):
        return side_of(fight, action)
    who = named(action)
    return None if who is None else (QM if who == QM else who)


def seat_refusal(game, seat: Seat, action: object) -> str | None:
    """Why `seat` may not send `action` now (None: it may, and the game's rules decide).
    Words a player understands: whose decision it is, or that nobody asks for it."""
    if seat.kind == "table":
        return "The table's seat watches: it sends no decisions"
    if game.ended:
        return "The adventure is over"
    if getattr(action, "horn", False) and seat.hero is not None:
        leader = game.view(QUEST_MASTER).story.leader
        if seat.hero != leader:
            return f"Only the leader, {game.names().get(leader, leader)}, holds the horn"
    side = acting_side(game, action)
    if side is None and named(action) is not None:
        return f"There is no '{named(action)}' here"
    if side is not None and not seat.answers(side):
        whose = "the Quest Master's" if side == QM else f"{game.names().get(side, side)}'s"
        return f"That is {whose} to decide, not yours"
    for asked in game.waiting:
        if not seat.answers(asked.side) or not isinstance(action, asked.actions):
            continue
        if side is None or asked.side in (side, PARTY) or seat.is_quest_master:
            return None
    return "Nobody asks for that now" if side is None else \
        f"{game.names().get(side, side)} is not asked for that now"


__all__ = ["acting_side", "named", "seat_refusal"]
