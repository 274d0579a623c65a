"""Logs written by earlier versions, replayed as they were meant: where a rule now asks a
question an older log did not know of, the answer those games gave is filled in."""

from __future__ import annotations

from questboard.combat.actions import Pass
from questboard.combat.conflict import refresh_asked
from questboard.play.actions import encode


def let_refresh_go(game) -> bool:
    """A log written before a 9's refresh was asked (R44) went on past it: the refresh was
    let go there. Whether such a refresh stood in the way (now let go, and logged)."""
    fight = game.fight
    nine = refresh_asked(fight) if fight is not None and not fight.over else None
    if nine is None or not game._take(Pass(nine.id)).ok:
        return False
    game.actions.append(encode(Pass(nine.id), True))
    return True


__all__ = ["let_refresh_go"]
