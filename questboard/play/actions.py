"""The table's own actions around a fight, and one codec for every action a game logs.

A game's action log holds three kinds: the story's (`questboard.adventure.actions` and the
rules core's), the fight's (`questboard.combat.actions`), and these two, which start a fight
on the battlefield here or have it fought out by the automatic sides. A decision both engines
take (`combat.actions.SHARED`: using an item, selling …) is one class; the log keeps it under
`fight` when it was taken in a fight, so the log still says where each action happened.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from questboard.adventure import actions as story_actions
from questboard.adventure.actions import build, fields_of
from questboard.combat import actions as fight_actions
from questboard.rules.actions import upgraded


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
    c.__name__: c for c in fight_actions.FIGHT_ONLY + fight_actions.SHARED}


def is_fight_action(action: object) -> bool:
    """A decision only a fight takes (a move, an attack, the end of a turn …)."""
    return isinstance(action, fight_actions.FightAction)


def is_shared_action(action: object) -> bool:
    """A decision both the fight and the story take: the fight's while one is on."""
    return isinstance(action, fight_actions.SHARED)


def is_play_action(action: object) -> bool:
    return isinstance(action, FightHere | FightAutomatically)


def encode(action: Any, in_fight: bool = False) -> dict[str, Any]:
    """Any action a game takes as JSON-ready data: fight and play actions under their key,
    a shared one under `fight` when it was taken in a fight (`in_fight`)."""
    if is_fight_action(action) or (in_fight and is_shared_action(action)):
        return {"fight": fields_of(action)}
    if is_play_action(action):
        return {"play": fields_of(action)}
    return story_actions.encode(action)


def decode(data: Any) -> Any:
    """The inverse of `encode` (the old class and field names too); ValueError on anything
    else."""
    if not isinstance(data, dict):
        raise ValueError("an action is a mapping with a type")
    try:
        if "fight" in data:
            return build(FIGHT_ACTIONS, upgraded(data["fight"]))
        if "play" in data:
            return build(PLAY_ACTIONS, data["play"])
    except (KeyError, TypeError) as error:
        raise ValueError(f"not an action: {error}") from None
    return story_actions.decode(data)
