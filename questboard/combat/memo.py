"""Battlefield verdicts remembered while nothing on the field moves.

The automatic sides ask the same range-and-sight question many times between two moves (for
each gift they weigh, for the shot itself, then the engine once more), and the engine checks
again the very move the automatic side has just tried. A verdict is a pure
function of the bases' places and the terrain, so it is kept per field together with the
field's revision; the first question after any base is set down, added or removed (or
terrain is added) finds the revision changed and starts afresh. Nothing here decides a rule: each answer was
given by `questboard.battlefield` for exactly the same question.
"""

from __future__ import annotations

from questboard.battlefield.field import Battlefield
from questboard.battlefield.movement import MoveVerdict
from questboard.combat.board import in_range_and_sight


class _Memo:
    __slots__ = ("moves", "revision", "shots")

    def __init__(self) -> None:
        self.revision = -1
        self.shots: dict[tuple[str, str, float, int], tuple[bool, str]] = {}
        self.moves: dict[tuple[str, float, float, float], MoveVerdict] = {}


def _current(bf: Battlefield) -> _Memo:
    memo = bf.kept.get(__name__)
    if memo is None:
        memo = bf.kept[__name__] = _Memo()
    if memo.revision != bf.revision:
        memo.revision = bf.revision
        memo.shots.clear()
        memo.moves.clear()
    return memo


def range_and_sight(bf: Battlefield, a: str, b: str, bar: float, uses: int = 1) -> tuple[bool, str]:
    """`board.in_range_and_sight`, answered once per question while no base moves."""
    shots = _current(bf).shots
    key = (a, b, bar, uses)
    found = shots.get(key)
    if found is None:
        found = shots[key] = in_range_and_sight(bf, a, b, bar, uses)
    return found


def move(bf: Battlefield, who: str, to: tuple[float, float], bar: float) -> MoveVerdict:
    """`Battlefield.check_move`, answered once per question while no base moves."""
    moves = _current(bf).moves
    key = (who, to[0], to[1], bar)
    found = moves.get(key)
    if found is None:
        found = moves[key] = bf.check_move(who, to, bar)
    return found
