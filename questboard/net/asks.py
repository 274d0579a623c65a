"""What the host answers a seat's `ask` (in the game's thread): a move planned, the enemies as a
fighter sees them, an area card laid. Only for a seat that answers for that fighter now (R89):
another seat gets no preview and the reason, in words."""

from __future__ import annotations

from typing import Any

from questboard.net import protocol as P
from questboard.play.seat_authority import acting_side
from questboard.play.seats import TABLE, Seat
from questboard.play.viewdata import to_data
from questboard.play.vocabulary import Move

NO_FIGHT = "There is no fight on"


def answer(game, seat: Seat, ask) -> tuple[Any, str]:
    """(the preview as data, "") or (None, why not) for `ask` from `seat`."""
    if seat == TABLE:
        return None, "The table's seat watches: it asks nothing"
    if game.fight is None:
        return None, NO_FIGHT
    if game.fight.fighters.get(ask.who) is None:
        return None, f"There is no '{ask.who}' in this fight"
    if not seat.answers(acting_side(game, Move(ask.who, (0.0, 0.0)))):
        name = game.names().get(ask.who, ask.who)
        return None, f"{name} is not yours to play"
    try:
        return _preview(game, ask), ""
    except Exception:  # noqa: BLE001 - an odd point asked must not stop the host
        return None, "The host could not work that out"


def _preview(game, ask) -> Any:
    if isinstance(ask, P.AskMove):
        return to_data(game.plan_move(ask.who, ask.to, clamp=True))
    if isinstance(ask, P.AskTargets):
        return {"who": ask.who, "targets": to_data(game.targets(ask.who)),
                "melee": to_data(game.melee_targets(ask.who))}
    return to_data(game.plan_area(ask.who, ask.gift, ask.to, ask.degrees))


__all__ = ["answer"]
