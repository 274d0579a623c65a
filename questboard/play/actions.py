"""The table's own actions around a fight, and one codec for every action a game logs.

A game's action log holds three kinds: the story's (`questboard.adventure.actions` and the
rules core's), the fight's (`questboard.combat.actions`), and these two, which start a fight
on the battlefield here or have it fought out by the automatic sides.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from questboard.adventure import actions as story_actions
from questboard.adventure.actions import build, fields_of
from questboard.combat import actions as fight_actions


@dataclass(frozen=True)
class FightHere:
    """At a fight: lay it out on the battlefield and play it here, turn by turn."""


@dataclass(frozen=True)
class FightAutomatically:
    """At a fight, or in the middle of one: the automatic heroes (`greedy` or `cautious`)
    and the automatic Quest Master fight it out to its end."""

    policy: str = "greedy"


PLAY_ACTIONS: dict[str, type] = {c.__name__: c for c in (FightHere, FightAutomatically)}
FIGHT_ACTIONS: dict[str, type] = {
    c.__name__: c for c in vars(fight_actions).values()
    if isinstance(c, type) and issubclass(c, fight_actions.FightAction) and c is not fight_actions.FightAction}


def is_fight_action(action: object) -> bool:
    return isinstance(action, fight_actions.FightAction)


def is_play_action(action: object) -> bool:
    return isinstance(action, FightHere | FightAutomatically)


def encode(action: Any) -> dict[str, Any]:
    """Any action a game takes as JSON-ready data (fight and play actions under their key)."""
    if is_fight_action(action):
        return {"fight": fields_of(action)}
    if is_play_action(action):
        return {"play": fields_of(action)}
    return story_actions.encode(action)


def decode(data: Any) -> Any:
    """The inverse of `encode`; ValueError on anything else."""
    if not isinstance(data, dict):
        raise ValueError("an action is a mapping with a type")
    try:
        if "fight" in data:
            return build(FIGHT_ACTIONS, data["fight"])
        if "play" in data:
            return build(PLAY_ACTIONS, data["play"])
    except (KeyError, TypeError) as error:
        raise ValueError(f"not an action: {error}") from None
    return story_actions.decode(data)
