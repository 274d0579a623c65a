"""One way for a scene to send an action and to take one back: the game decides, the scene
is told what to say (a refusal in the game's words, what was taken back). The story table
and the battlefield both act through here."""

from __future__ import annotations

from dataclasses import dataclass

from questboard.errors import QuestboardError


@dataclass(frozen=True)
class SceneLine:
    """What a scene shows after acting: the line and whether it is a refusal."""

    text: str
    bad: bool = False


def send(game, action, nothing: str = ""):
    """Apply `action`: (the game's result, what to say). A missing action (None: the game
    does not take it now) is refused with `nothing`, and the result is None."""
    if action is None:
        return None, SceneLine(nothing, bad=True)
    result = game.apply(action)
    if not result.ok:
        return result, SceneLine(f"Refused: {result.reason}", bad=True)
    return result, SceneLine("")


def take_back(game) -> tuple[bool, SceneLine]:
    """Undo the last step if it revealed nothing: (taken back?, what to say). A log that no
    longer replays is said as such, and the game is kept as it stands."""
    try:
        result = game.undo()
    except QuestboardError as error:
        return False, SceneLine(f"Cannot undo: {error}", bad=True)
    if result.ok:
        return True, SceneLine(f"Took back: {result.what}")
    return False, SceneLine(result.reason, bad=True)


__all__ = ["SceneLine", "send", "take_back"]
