"""An action as a seat sends it, read strictly: the action log's own codec (`play.actions`),
then every field checked against its declared type (a list where a pair of numbers belongs,
a number where a name belongs), so nothing of the wrong shape reaches the game's engines."""

from __future__ import annotations

import dataclasses
import functools
import math
from typing import Any

from pydantic import TypeAdapter, ValidationError

from questboard.play.actions import decode, encode
from questboard.play.vocabulary import ACTIONS


class NotAnAction(ValueError):
    """What is wrong with a frame's action, in words for its sender."""


@functools.cache
def _adapter(kind: type) -> TypeAdapter:
    return TypeAdapter(kind)


def read_action(data: dict[str, Any]) -> object:
    """The action `data` encodes (as `play.actions.encode` writes it), of a kind a seat may
    send, each field of its declared type; NotAnAction otherwise."""
    try:
        action = decode(data)
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as error:
        words = str(error)
        raise NotAnAction(words if words.startswith("not an action") else f"not an action: {words}") from None
    if not isinstance(action, ACTIONS):
        raise NotAnAction(f"a seat does not send {type(action).__name__}")
    fields = {f.name: getattr(action, f.name) for f in dataclasses.fields(action)}
    try:
        checked = _adapter(type(action)).validate_python(fields)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise NotAnAction(f"{type(action).__name__}: {where}: {first['msg']}") from None
    except (TypeError, ValueError, RecursionError) as error:
        raise NotAnAction(f"{type(action).__name__}: {error}") from None
    if not _finite(fields):
        raise NotAnAction(f"{type(action).__name__}: a number that is not finite")
    return checked


def _finite(value: Any) -> bool:
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, dict):
        return all(_finite(v) for v in value.values())
    if isinstance(value, tuple | list):
        return all(_finite(v) for v in value)
    return True


__all__ = ["NotAnAction", "encode", "read_action"]
